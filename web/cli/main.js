// goscore command-line tool: scores a board (exercism rows) or an SGF game record and prints the
// final position with territory marked, or checks an archive of records (web/cli/archive.js).
// Usage: goscore --help. Its entry is web/cli.js, which imports web/cli/early.js before this.
import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Game, GoScoreError, compareRules, estimateDead, score } from '../index.js';
import { readKomiText } from './komi.js';
import { readSgfPoint } from '../src/sgf-values.js';
import { isCountedResult, rulesFor, sameResult, setDead, setSeki } from './record.js';
import { describeAnalysis, describeAuto, describeCompare, describeScore, render, stoneSigns } from './report.js';

const USAGE = `Usage: goscore [FILE] [options]
       goscore FILES_OR_FOLDERS... [--jsonl] [--jobs N] [--shard I/N] [--rules NAME]

Scores a Go position and prints the board with territory marked.
FILE holds either board rows ('B' black, 'W' white, ' ' or '.' empty; one row a line) or an SGF
record (.sgf, or text starting with '('). Without FILE, reads standard input; with no input at all,
scores a built-in sample position.

Options:
  --rules NAME                          japanese, korean, chinese, aga, new-zealand, ing,
                                        tromp-taylor, or territory (= japanese) or area (= chinese
                                        without handicap compensation). Default: tromp-taylor for
                                        rows; for SGF the record's RU, else territory
  --komi N                              komi (default: the record's KM; else the ruleset's: 6.5
                                        japanese, korean; 7.5 chinese, aga, tromp-taylor; 7
                                        new-zealand; 8 ing)
  --dead dd,ee                          dead chains, by one stone each, in SGF coordinates
                                        (a = 0; column then row); each listed chain is set dead
  --auto                                mark the dead stones by the package's estimate first (and
                                        print them); --dead then adds to them
  --seki dd,ee|auto|none                territory rules: empty regions agreed seki; 'auto' (the
                                        default) finds seki, false eyes and dame by the life
                                        analysis and prints them with any conflicts; 'none' counts
                                        every region that reaches one colour as its territory
  --compare                             every ruleset side by side, with the reasons they differ
  -h, --help                            this text

Archive mode (more than one FILE, a folder, '-', or any of the options below): every record is
replayed and scored under its own rules (or --rules), compared with its RE, one line per record,
then a summary (records, scored, match, mismatch, no count in RE, unreadable, time). Folders are
read recursively for *.sgf files; '-' reads a list of paths, one a line, from standard input.
A record that cannot be read or replayed is reported on its line and skipped.
  --jsonl                               one JSON object per record: file, size, rules, komi,
                                        computed, recorded, match (null: RE has no count), error
                                        (the summary then goes to standard error)
  --jobs N                              threads: the main one and N - 1 workers (default: the cores)
  --shard I/N                           only the I-th of N stable shares (by a hash of the path)

Exit status: 0 every recorded count matches (or nothing to compare), 1 a count differs from the
record's RE, 2 an error (bad option, unreadable file or record, no records).`;

// A finished 9x9 position: White's wall across the lower side against Black's right side.
const SAMPLE = [
  '.W.WB....',
  'WWWWB....',
  'BBBWB....',
  '..BWB..B.',
  '.BWWB....',
  'BBW.WBBBB',
  'WWWWWWWWW',
  '.W..W.W..',
  '....W....',
].join('\n');

function parseArgs(argv) {
  const args = { files: [], rules: undefined, komi: undefined, dead: [], seki: [], sekiMode: undefined, jsonl: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new UsageError(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '-h' || a === '--help') args.help = true;
    else if (a === '--rules') args.rules = value();
    else if (a === '--komi') args.komi = readKomiOption(value());
    else if (a === '--jsonl') args.jsonl = true;
    else if (a === '--jobs') args.jobs = readPositive('--jobs', value());
    else if (a === '--shard') args.shard = readShard(value());
    else if (a === '--dead') args.dead = parsePoints(value(), '--dead');
    else if (a === '--seki') {
      const v = value();
      if (v === 'auto' || v === 'none') args.sekiMode = v;
      else args.seki = parsePoints(v, '--seki');
    } else if (a === '--auto') args.auto = true;
    else if (a === '--compare') args.compare = true;
    else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${a}`);
    else args.files.push(a);
  }
  args.archive =
    args.files.length > 1 || args.files.includes('-') || args.jsonl || args.jobs !== undefined || args.shard !== undefined ||
    (args.files.length === 1 && isFolder(args.files[0]));
  args.file = args.files[0];
  if (args.rules !== undefined) checkMarks(args, args.rules);
  const single = args.dead.length > 0 || args.seki.length > 0 || args.sekiMode || args.komi !== undefined || args.auto || args.compare;
  if (args.archive && single) {
    throw new UsageError('--dead, --seki, --komi, --auto and --compare apply to one board or record, not to an archive');
  }
  return args;
}

/** The rulesets that count territory, where seki marks mean something. */
const TERRITORY_RULES = ['territory', 'japanese', 'korean'];

/** One meaning for the marks in both modes: refused where the rules make them meaningless. */
function checkMarks(args, rules) {
  if ((args.seki.length > 0 || args.sekiMode) && !TERRITORY_RULES.includes(rules)) {
    throw new UsageError(`--seki applies to territory scoring only (${TERRITORY_RULES.join(', ')}), not ${rules}`);
  }
  if (rules === 'tromp-taylor') {
    if (args.dead.length > 0) throw new UsageError('--dead does not apply to Tromp-Taylor scoring (it removes no dead stones)');
    if (args.auto) throw new UsageError('--auto does not apply to Tromp-Taylor scoring (it removes no dead stones)');
  }
}

/** The seki option of a score under `rules`: the mode given, else 'auto' for territory rules. */
function sekiOption(args, rules) {
  if (!TERRITORY_RULES.includes(rules)) return undefined;
  if (args.sekiMode) return args.sekiMode;
  return args.seki.length > 0 ? args.seki : 'auto';
}

class UsageError extends Error {}
/** A failure to report in one line (exit 2), such as a file that cannot be read. */
class CliError extends Error {}

function isFolder(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** --komi's value, by the package's komi rule (web/cli/komi.js). */
function readKomiOption(text) {
  try {
    return readKomiText(text);
  } catch (e) {
    throw new UsageError(`--${e.message}`);
  }
}

function readPositive(option, text) {
  const n = Number(text);
  if (!/^[0-9]+$/.test(text) || !Number.isSafeInteger(n) || n < 1) {
    throw new UsageError(`${option} needs a positive whole number, got '${text}'`);
  }
  return n;
}

function readShard(text) {
  const m = /^([0-9]+)\/([0-9]+)$/.exec(text);
  const index = m ? Number(m[1]) : 0;
  const count = m ? Number(m[2]) : 0;
  if (!m || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard needs I/N with 1 <= I <= N, such as 2/8, got '${text}'`);
  }
  return { index, count };
}

/** --dead / --seki's list of SGF points (commas or spaces between them), each read by the core. */
function parsePoints(text, option) {
  return text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((p) => {
      try {
        return readSgfPoint(option, p);
      } catch (e) {
        if (e instanceof GoScoreError) throw new UsageError(e.message);
        throw e;
      }
    });
}

async function readInput(file) {
  if (file !== undefined && file !== '-') {
    try {
      return readFileSync(file, 'utf8');
    } catch (e) {
      throw new CliError(`cannot read ${file}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
    }
  }
  return readStdin();
}

async function readStdin() {
  if (process.stdin.isTTY) return '';
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.archive) {
    const { runArchive } = await import('./archive.js');
    return runArchive({
      paths: args.files,
      stdinText: args.files.includes('-') ? await readStdin() : '',
      jsonl: args.jsonl,
      jobs: args.jobs ?? availableParallelism(),
      shardIndex: args.shard?.index,
      shardCount: args.shard?.count,
      rules: args.rules,
      out: process.stdout,
      err: process.stderr,
    });
  }
  let text = await readInput(args.file);
  let source = args.file ?? 'standard input';
  if (text.trim() === '') {
    text = SAMPLE;
    source = 'built-in sample';
  }
  const isSgf = text.trimStart().startsWith('(') || /\.sgf$/i.test(args.file ?? '');
  console.log(`goscore: ${source}`);
  return isSgf ? scoreSgf(text, args) : scoreRows(text, args);
}

/** One SGF record: replayed, marked, scored under its rules and compared with its RE. */
function scoreSgf(text, args) {
  const game = Game.fromSgf(text, args.komi !== undefined ? { komi: args.komi } : undefined);
  try {
    if (args.komi !== undefined) game.komi = args.komi;
    const rules = rulesFor(game, args.rules);
    checkMarks(args, rules);
    const board = stoneSigns(game.board);
    const auto = args.auto ? game.autoMark().dead : null;
    setDead(game, args.dead);
    // Agreed seki regions are the game's marks; the mode goes to score().
    setSeki(game, args.seki);
    const seki = sekiOption(args, rules);
    const result = game.score(seki === undefined || Array.isArray(seki) ? { rules } : { rules, seki });
    console.log(`${game.width}x${game.height}, ${game.moveCount} moves, komi ${game.komi}, ${rules} rules\n`);
    report(board, result, auto, args.compare ? () => game.compareRules() : null, args);
    const recorded = game.recordedResult;
    if (!recorded) {
      console.log('Record: no RE to compare with.');
    } else if (!isCountedResult(recorded)) {
      console.log(`Record: RE[${recorded}] states no count to compare with.`);
    } else if (sameResult(recorded, result.sgf)) {
      console.log(`Record: RE[${recorded}] matches.`);
    } else {
      console.log(`Record: RE[${recorded}] does not match the scored RE[${result.sgf}].`);
      return 1;
    }
  } finally {
    game.dispose();
  }
  return 0;
}

/** One board of rows: scored by the package's score() under --rules (default Tromp-Taylor). */
function scoreRows(text, args) {
  const rows = text.replace(/\r/g, '').replace(/\n+$/, '').split('\n');
  const rules = args.rules ?? 'tromp-taylor';
  checkMarks(args, rules);
  const komi = args.komi === undefined ? {} : { komi: args.komi };
  const auto = args.auto ? estimateDead(rows, { rules, ...komi }).dead : null;
  const options = { rules, ...komi, dead: [...(auto ?? []), ...args.dead], seki: sekiOption(args, rules) };
  const result = score(rows, options);
  const board = stoneSigns(rows);
  console.log(`${board.width}x${board.height}, komi ${result.details.komi}, ${rules} rules\n`);
  const { rules: _, ...compareOptions } = options;
  report(board, result, auto, args.compare ? () => compareRules(rows, compareOptions) : null, args);
  return 0;
}

/** The board, the marks the estimate made, the score, the life analysis and --compare. */
function report(board, result, auto, compare, args) {
  console.log(render(board, result));
  console.log();
  if (auto) console.log(describeAuto(auto, board.width, board.height));
  console.log(describeScore(result));
  // --seki none: the old count, without the analysis it leaves out.
  const analysis = args.sekiMode === 'none' ? '' : describeAnalysis(result, board.width, board.height);
  if (analysis) console.log(analysis);
  if (compare) console.log(describeCompare(compare()));
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof UsageError) console.error(`goscore: ${error.message}\n\n${USAGE}`);
    else if (error instanceof GoScoreError || error instanceof CliError) console.error(`goscore: ${error.message}`);
    else console.error(error);
    process.exit(2);
  },
);
