#!/usr/bin/env node
// goscore command-line tool: scores a board (exercism rows) or an SGF game record and prints the
// final position with territory marked. Usage: goscore --help
import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Game, GoScoreError, scoreArea, scoreTerritory, scoreTrompTaylor } from './index.js';
import { readKomiText } from './cli/komi.js';
import { isCountedResult, rulesFor, sameResult } from './cli/record.js';

const USAGE = `Usage: goscore [FILE] [options]
       goscore FILES_OR_FOLDERS... [--jsonl] [--jobs N] [--shard I/N] [--rules NAME]

Scores a Go position and prints the board with territory marked.
FILE holds either board rows ('B' black, 'W' white, ' ' or '.' empty; one row a line) or an SGF
record (.sgf, or text starting with '('). Without FILE, reads standard input; with no input at all,
scores a built-in sample position.

Options:
  --rules territory|area|tromp-taylor   scoring rules (default: tromp-taylor for rows,
                                        territory for SGF)
  --komi N                              komi (default: the record's KM; else 6.5 for territory,
                                        7.5 for area and Tromp-Taylor)
  --dead dd,ee                          dead chains, by one stone each, in SGF coordinates
                                        (a = 0; column then row)
  --seki dd,ee                          empty regions agreed seki (territory rules)
  -h, --help                            this text

Archive mode (more than one FILE, a folder, '-', or any of the options below): every record is
replayed and scored under its own rules (or --rules), compared with its RE, one line per record,
then a summary (records, scored, match, mismatch, no count in RE, unreadable, time). Folders are
read recursively for *.sgf files; '-' reads a list of paths, one a line, from standard input.
A record that cannot be read or replayed is reported on its line and skipped.
  --jsonl                               one JSON object per record: file, size, rules, komi,
                                        computed, recorded, match (null: RE has no count), error
                                        (the summary then goes to standard error)
  --jobs N                              worker threads (default: the number of cores)
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
  const args = { files: [], rules: undefined, komi: undefined, dead: [], seki: [], jsonl: false };
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
    else if (a === '--seki') args.seki = parsePoints(value(), '--seki');
    else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${a}`);
    else args.files.push(a);
  }
  args.archive =
    args.files.length > 1 || args.files.includes('-') || args.jsonl || args.jobs !== undefined || args.shard !== undefined ||
    (args.files.length === 1 && isFolder(args.files[0]));
  args.file = args.files[0];
  if (args.rules !== undefined && !['territory', 'area', 'tromp-taylor'].includes(args.rules)) {
    throw new UsageError(`--rules must be territory, area or tromp-taylor, not ${args.rules}`);
  }
  if (args.seki.length > 0 && args.rules !== undefined && args.rules !== 'territory') {
    throw new UsageError(`--seki applies to territory scoring only, not ${args.rules}`);
  }
  if (args.dead.length > 0 && args.rules === 'tromp-taylor') {
    throw new UsageError('--dead does not apply to Tromp-Taylor scoring (it removes no dead stones)');
  }
  if (args.archive && (args.dead.length > 0 || args.seki.length > 0 || args.komi !== undefined)) {
    throw new UsageError('--dead, --seki and --komi apply to one board or record, not to an archive');
  }
  return args;
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

/** SGF letters to a 0-based number: a-z are 0-25, A-Z 26-51. */
function sgfCoord(c) {
  const code = c.charCodeAt(0);
  return code >= 97 ? code - 97 : code - 65 + 26;
}

function parsePoints(text, option) {
  return text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((p) => {
      if (!/^[a-zA-Z]{2}$/.test(p)) {
        throw new UsageError(`${option}: '${p}' is not a point in SGF coordinates such as dd`);
      }
      return [sgfCoord(p[0]), sgfCoord(p[1])];
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

const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/**
 * The board with stones (X black, O white), territory (x, o) and dame (·). A stone the scorer
 * lifted as dead (whole chains: its point owned by the other colour or by none) is drawn as the
 * point's owner.
 */
function render(signs, ownership) {
  const height = signs.length;
  const width = signs[0].length;
  const label = (x) => (width <= COLUMNS.length ? COLUMNS[x] : String(x % 10));
  const lines = [`    ${Array.from({ length: width }, (_, x) => label(x)).join(' ')}`];
  for (let y = 0; y < height; y++) {
    const cells = [];
    for (let x = 0; x < width; x++) {
      const s = signs[y][x];
      const o = ownership[y * width + x];
      if (s !== 0 && o === s) cells.push(s === 1 ? 'X' : 'O');
      else if (o === 1) cells.push('x');
      else if (o === -1) cells.push('o');
      else cells.push('·');
    }
    lines.push(`${String(height - y).padStart(3)} ${cells.join(' ')}`);
  }
  lines.push('    X O stones   x o territory (dead stones included)   · neutral');
  return lines.join('\n');
}

function describeScore(result) {
  const d = result.details;
  const side = (name, s, total, komi) => {
    const parts =
      result.rules === 'territory'
        ? `territory ${s.territory} - prisoners ${s.prisoners}`
        : `stones ${s.stones} + territory ${s.territory}`;
    return `${name}: ${total}  (${parts}${komi ? ` + komi ${komi}` : ''})`;
  };
  return [
    side('Black', d.black, result.black, 0),
    side('White', d.white, result.white, d.komi),
    `Result: ${String(result)}   (SGF RE[${result.sgf}])`,
  ].join('\n');
}

/** Marks each listed point's chain dead once: a point whose chain is already dead changes nothing. */
function setDead(game, points) {
  for (const p of points) {
    if (!game.marks.dead.some(([x, y]) => x === p[0] && y === p[1])) game.toggleDead(p);
  }
}

/** Marks each listed point's region seki once: toggling a marked region unmarks it, so undo that. */
function setSeki(game, points) {
  for (const p of points) {
    const before = game.marks.seki.length;
    game.toggleSeki(p);
    if (game.marks.seki.length < before) game.toggleSeki(p);
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.archive) {
    const { runArchive } = await import('./cli/archive.js');
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
  if (isSgf) {
    const game = Game.fromSgf(text, args.komi !== undefined ? { komi: args.komi } : undefined);
    try {
      if (args.komi !== undefined) game.komi = args.komi;
      const rules = rulesFor(game, args.rules);
      if (args.seki.length > 0 && rules !== 'territory') {
        throw new UsageError(`--seki applies to territory scoring only, not ${rules}`);
      }
      setDead(game, args.dead);
      setSeki(game, args.seki);
      const result = game.score({ rules });
      console.log(`${game.width}x${game.height}, ${game.moveCount} moves, komi ${game.komi}, ${rules} rules\n`);
      console.log(render(game.board, result.ownership));
      console.log();
      console.log(describeScore(result));
      const recorded = game.recordedResult;
      if (!recorded) {
        console.log('Record: no RE to compare with.');
      } else if (!isCountedResult(recorded)) {
        console.log(`Record: RE[${recorded}] states no count to compare with.`);
      } else if (sameResult(recorded, result)) {
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
  const rows = text.replace(/\r/g, '').replace(/\n+$/, '').split('\n');
  const rules = args.rules ?? 'tromp-taylor';
  if (args.seki.length > 0 && rules !== 'territory') {
    throw new UsageError(`--seki applies to territory scoring only, not ${rules}`);
  }
  const komi = args.komi ?? (rules === 'territory' ? 6.5 : 7.5);
  let result;
  if (rules === 'territory') result = scoreTerritory(rows, { komi, dead: args.dead, seki: args.seki });
  else if (rules === 'area') result = scoreArea(rows, { komi, dead: args.dead });
  else {
    if (args.dead.length) {
      throw new UsageError('--dead does not apply to Tromp-Taylor scoring (it removes no dead stones)');
    }
    const [, black, white] = scoreTrompTaylor(rows, komi, 2, 0);
    result = scoreArea(rows, { komi });
    if (result.black !== black || result.white !== white) throw new Error('internal: scores differ');
    result.rules = 'tromp-taylor';
  }
  const signs = rows.map((r) => Array.from(r, (c) => (c === 'B' ? 1 : c === 'W' ? -1 : 0)));
  console.log(`${signs[0].length}x${signs.length}, komi ${komi}, ${rules} rules\n`);
  console.log(render(signs, result.ownership));
  console.log();
  console.log(describeScore(result));
  return 0;
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
