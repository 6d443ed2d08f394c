// Node benchmark of the life analysis, rulesets and estimation as the package runs them (WASM):
// analyzeTerritory against goscorer's territoryScoring (lightvector/goscorer, the copy bundled in
// goban, a devDependency of bench/ only) on the 19x19 end positions of ogs-autoscore.json with
// their dead stones, split by whether the position has a seki; passAlive; estimateDead per 19x19
// and 9x9 position at effort 'normal'; compareRules against one score call.
//
//   node bench/life_bench.mjs [--quick]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { FULL, QUICK, measure, sinkValue } from './harness.mjs';
import { writeSection } from './sections.mjs';
import { datasetPath } from '../tests/js/datasets.mjs';
import { goscorer, GOSCORER_VERSION } from './peers/goscorer.mjs';
import { analyzeTerritory, passAlive, estimateDead, score, compareRules } from '../web/index.js';

const DATASET = datasetPath('ogs-autoscore.json'); // ../shared/datasets, or $GOSCORE_DATASETS_DIR
const opts = process.argv.includes('--quick') ? QUICK : FULL;
const { cases } = JSON.parse(readFileSync(DATASET, 'utf8'));

const positions = cases.map((c) => {
  const signs = c.board.map((row) => [...row].map((ch) => (ch === 'B' ? 1 : ch === 'W' ? -1 : 0)));
  const deadSet = new Set(c.dead.map(([x, y]) => y * c.width + x));
  const stones = signs.map((row) => row.map((v) => (v === 1 ? goscorer.BLACK : v === -1 ? goscorer.WHITE : goscorer.EMPTY)));
  const markedDead = signs.map((row, y) => row.map((_, x) => deadSet.has(y * c.width + x)));
  const seki = analyzeTerritory(signs, { dead: c.dead }).seki.some((v) => v !== 0);
  return { id: c.id, size: c.width, signs, dead: c.dead, stones, markedDead, seki };
});
const nineteen = positions.filter((p) => p.size === 19 && p.signs.length === 19);
const withSeki = nineteen.filter((p) => p.seki);
const withoutSeki = nineteen.filter((p) => !p.seki);
const nine = positions.filter((p) => p.size === 9 && p.signs.length === 9);

const us = (ns) => (ns / 1000).toFixed(ns < 10_000 ? 2 : 1);
const rows = [];
function row(what, inputs, fn, measureOpts = opts) {
  if (inputs.length === 0) return null;
  const m = measure(fn, inputs, measureOpts);
  rows.push([what, inputs.length, us(m.cpuNs), us(m.wallNs)]);
  return m;
}

const ANALYZE = (p) => analyzeTerritory(p.signs, { dead: p.dead }).territory[0];
const GOSCORER = (p) => goscorer.territoryScoring(p.stones, p.markedDead, false).length;
for (const [label, set] of [
  ['without seki', withoutSeki],
  ['with seki', withSeki],
]) {
  const ours = row(`analyzeTerritory, 19x19 ${label}`, set, ANALYZE);
  const theirs = row(`goscorer ${GOSCORER_VERSION} territoryScoring, 19x19 ${label}`, set, GOSCORER);
  if (ours && theirs) rows.push([`  ratio (goscorer / analyzeTerritory)`, '', (theirs.cpuNs / ours.cpuNs).toFixed(1) + 'x', '']);
}
row('passAlive, 19x19', nineteen, (p) => passAlive(p.signs)[0]);
const one = row('score (japanese, seki auto), 19x19', nineteen, (p) => score(p.signs, { dead: p.dead }).raw.black);
const all = row('compareRules (7 rulesets), 19x19', nineteen, (p) => compareRules(p.signs, { dead: p.dead }).differences.length);
if (one && all) rows.push(['  ratio (compareRules / score)', '', (all.cpuNs / one.cpuNs).toFixed(1) + 'x', '']);
// The estimator takes milliseconds: a few passes are enough.
const SLOW = { minTotalMs: opts === QUICK ? 200 : 1500, minBatches: 3, minBatchMs: 1, warmupMs: 1 };
row("estimateDead (effort 'normal'), 19x19", nineteen, (p) => estimateDead(p.signs).dead.length, SLOW);
row("estimateDead (effort 'normal'), 9x9", nine, (p) => estimateDead(p.signs).dead.length, SLOW);

const writeTo = process.argv.includes('--write') ? process.argv[process.argv.indexOf('--write') + 1] : null;
const table = [
  `Life analysis, rulesets and estimation in WASM (\`node bench/life_bench.mjs\`, Node ${process.versions.node}), ` +
    `on the end positions of ogs-autoscore.json (${nineteen.length} 19x19, ${withSeki.length} of them with a seki; ${nine.length} 9x9), ` +
    `goscorer beside ours in the same process; load average ${loadavg()[0].toFixed(2)} at the end.`,
  '',
  '| what | positions | µs per position (CPU) | µs (wall) |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
console.log(table);
console.log(`\n(sink ${sinkValue()})`);
// npm run bench: this run's table as its own section of docs/BENCHMARKS.md (bench/sections.mjs).
if (writeTo) writeSection(writeTo, 'life-wasm', `## Life analysis in WASM, against goscorer (issue 12)\n\n${table}\n`);
