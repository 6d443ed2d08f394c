// goscore/deadstones beside @sabaki/deadstones (a devDependency of bench/ and tests only), both
// through the same API, on the 31 end positions of ../shared/datasets/ogs-autoscore.json (ownership
// checked by a person): guess(board, { finished: true }) with the default 100 iterations, each run
// `--runs` times (@sabaki/deadstones seeds itself from the clock). Per API: exact dead sets (stones on
// the dataset's `*` and `s` points not judged), stones of a group in seki called dead (seki groups as
// analyzeTerritory finds them with the checked dead stones removed), dead lists that split a chain,
// and whether every run gave the same answer. Prints a Markdown table (the README's figures).
//   node bench/deadstones_compare.mjs [--runs N]      (default 5)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { analyzeTerritory, ready } from '../web/index.js';
import ours from '../web/deadstones.js';
import { datasetPath } from '../tests/js/datasets.mjs';

const require = createRequire(import.meta.url);
const theirs = require('@sabaki/deadstones');
const version = JSON.parse(readFileSync(require.resolve('@sabaki/deadstones/package.json'), 'utf8')).version;
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;
const cases = JSON.parse(readFileSync(datasetPath('ogs-autoscore.json'), 'utf8')).cases;
await ready;

const signsOf = (c) => c.board.map((row) => [...row].map((ch) => (ch === 'B' ? 1 : ch === 'W' ? -1 : 0)));

/** Whether `dead` is the case's dead set, its unjudged points aside. */
function exact(c, dead) {
  const key = ([x, y]) => y * c.width + x;
  const said = new Set(dead.map(key));
  const truth = new Set(c.dead.map(key));
  for (let i = 0; i < c.width * c.height; i++) {
    const mark = c.correct_ownership[(i / c.width) | 0][i % c.width];
    if (mark !== '*' && mark !== 's' && said.has(i) !== truth.has(i)) return false;
  }
  return true;
}

/** The number of dead stones whose chain is not all dead. */
function splitChains(signs, dead) {
  const width = signs[0].length;
  const said = new Set(dead.map(([x, y]) => y * width + x));
  let split = 0;
  for (const [x, y] of dead) {
    const sign = signs[y][x];
    const near = [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]];
    if (near.some(([nx, ny]) => signs[ny]?.[nx] === sign && !said.has(ny * width + nx))) split++;
  }
  return split;
}

const rows = [];
for (const [name, api] of [[`@sabaki/deadstones ${version}`, theirs], ['goscore/deadstones', ours]]) {
  const tally = { exact: 0, sekiDead: 0, split: 0, varying: 0 };
  let sekiStones = 0;
  for (const c of cases) {
    const signs = signsOf(c);
    const { seki } = analyzeTerritory(signs, { dead: c.dead });
    const inSeki = new Set();
    seki.forEach((s, i) => s !== 0 && signs[(i / c.width) | 0][i % c.width] === s && inSeki.add(i));
    sekiStones += inSeki.size;
    const answers = new Set();
    for (let run = 0; run < RUNS; run++) {
      const dead = await api.guess(signs, { finished: true });
      answers.add(JSON.stringify(dead));
      tally.exact += exact(c, dead) / RUNS;
      tally.sekiDead += dead.filter(([x, y]) => inSeki.has(y * c.width + x)).length / RUNS;
      tally.split += splitChains(signs, dead) / RUNS;
      await new Promise((resolve) => setTimeout(resolve, 2)); // a new clock seed for @sabaki/deadstones
    }
    if (answers.size > 1) tally.varying++;
  }
  rows.push({ name, ...tally, sekiStones });
}

const fmt = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
console.log(`guess(board, { finished: true }) on the ${cases.length} checked end positions of ogs-autoscore.json, ${RUNS} runs each (means):\n`);
console.log('| API | exact dead sets | seki stones called dead | dead stones whose chain is not all dead | positions whose answer varied between runs |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(`| ${r.name} | ${fmt(r.exact)} / ${cases.length} | ${fmt(r.sekiDead)} of ${r.sekiStones} | ${fmt(r.split)} | ${r.varying} |`);
}
