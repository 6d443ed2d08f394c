#!/usr/bin/env node
// goscore command-line tool: scores a board (exercism rows) or an SGF game record and prints the
// final position with territory marked. Usage: goscore --help
import { readFileSync } from 'node:fs';
import { Game, GoScoreError, scoreArea, scoreTerritory, scoreTrompTaylor } from './index.js';

const USAGE = `Usage: goscore [FILE] [options]

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
  -h, --help                            this text`;

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
  const args = { file: undefined, rules: undefined, komi: undefined, dead: [], seki: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new UsageError(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '-h' || a === '--help') args.help = true;
    else if (a === '--rules') args.rules = value();
    else if (a === '--komi') args.komi = Number(value());
    else if (a === '--dead') args.dead = parsePoints(value(), '--dead');
    else if (a === '--seki') args.seki = parsePoints(value(), '--seki');
    else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${a}`);
    else if (args.file === undefined) args.file = a;
    else throw new UsageError(`more than one FILE: ${args.file} and ${a}`);
  }
  if (args.rules !== undefined && !['territory', 'area', 'tromp-taylor'].includes(args.rules)) {
    throw new UsageError(`--rules must be territory, area or tromp-taylor, not ${args.rules}`);
  }
  if (args.komi !== undefined && !Number.isFinite(args.komi)) {
    throw new UsageError('--komi must be a number');
  }
  return args;
}

class UsageError extends Error {}

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
  if (file !== undefined && file !== '-') return readFileSync(file, 'utf8');
  if (process.stdin.isTTY) return '';
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The board with stones (X black, O white), territory (x, o), dame (·) and dead stones marked. */
function render(signs, ownership, dead) {
  const height = signs.length;
  const width = signs[0].length;
  const deadSet = new Set(dead.map(([x, y]) => `${x},${y}`));
  const label = (x) => (width <= COLUMNS.length ? COLUMNS[x] : String(x % 10));
  const lines = [`    ${Array.from({ length: width }, (_, x) => label(x)).join(' ')}`];
  for (let y = 0; y < height; y++) {
    const cells = [];
    for (let x = 0; x < width; x++) {
      const s = signs[y][x];
      const o = ownership[y * width + x];
      if (s !== 0 && !deadSet.has(`${x},${y}`)) cells.push(s === 1 ? 'X' : 'O');
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

/** Whether a recorded RE value says the same as the computed result. */
function sameResult(recorded, result) {
  const re = recorded.trim().toUpperCase();
  if (result.winner === 0) return ['0', 'DRAW', 'JIGO'].includes(re);
  const m = /^([BW])\+(\d+(?:\.\d+)?)$/.exec(re);
  return !!m && (m[1] === 'B') === (result.winner === 1) && Number(m[2]) === result.margin;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return 0;
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
      for (const p of args.dead) game.toggleDead(p);
      for (const p of args.seki) game.toggleSeki(p);
      const rules = args.rules ?? 'territory';
      const result = game.score({ rules });
      console.log(`${game.width}x${game.height}, ${game.moveCount} moves, komi ${game.komi}, ${rules} rules\n`);
      console.log(render(game.board, result.ownership, args.dead));
      console.log();
      console.log(describeScore(result));
      const recorded = game.recordedResult;
      if (recorded) {
        console.log(
          sameResult(recorded, result)
            ? `Record: RE[${recorded}] matches.`
            : `Record: RE[${recorded}] does not match the scored RE[${result.sgf}].`,
        );
      } else {
        console.log('Record: no RE to compare with.');
      }
    } finally {
      game.dispose();
    }
    return 0;
  }
  const rows = text.replace(/\r/g, '').replace(/\n+$/, '').split('\n');
  const rules = args.rules ?? 'tromp-taylor';
  const komi = args.komi ?? (rules === 'territory' ? 6.5 : 7.5);
  let result;
  if (rules === 'territory') result = scoreTerritory(rows, { komi, dead: args.dead, seki: args.seki });
  else if (rules === 'area') result = scoreArea(rows, { komi, dead: args.dead });
  else {
    if (args.dead.length) throw new UsageError('--dead does not apply to Tromp-Taylor scoring');
    const [, black, white] = scoreTrompTaylor(rows, komi, 2, 0);
    result = scoreArea(rows, { komi });
    if (result.black !== black || result.white !== white) throw new Error('internal: scores differ');
    result.rules = 'tromp-taylor';
  }
  const signs = rows.map((r) => Array.from(r, (c) => (c === 'B' ? 1 : c === 'W' ? -1 : 0)));
  console.log(`${signs[0].length}x${signs.length}, komi ${komi}, ${rules} rules\n`);
  console.log(render(signs, result.ownership, rules === 'tromp-taylor' ? [] : args.dead));
  console.log();
  console.log(describeScore(result));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof UsageError) console.error(`goscore: ${error.message}\n\n${USAGE}`);
    else if (error instanceof GoScoreError) console.error(`goscore: ${error.message}`);
    else console.error(error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
