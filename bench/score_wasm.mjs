// estimateScore through the package (WASM, Node) on the score positions of the development set
// (docs/DEVSET.md, devset-score.json; kept outside the repository, default ../data beside the
// checkout, $DEVSET_DATA overrides): the time per call (issue 25, item 4: median at most 10 ms per
// 19x19 call at effort 'normal') and, with --scores FILE, every score written as "id score" so
// that it can be compared with the native build's (tests/tools/score_eval --dump; docs/ESTIMATE.md,
// "Score during play", shows the comparison). Each position is estimated once, untimed, then timed
// as the median of --repeat calls (default 3): wall clock, or with --cpu-time the process's CPU
// time (process.cpuUsage, microseconds), which a busy machine inflates less. With --model the
// learned evaluator (loadScoreModel: the package's web/model/score-model.bin) gives the 19x19
// scores, as `score_eval --model web/model/score-model.bin` does natively. With --browser, the
// browser's modules instead of Node's (web/browser.js with goscore_core.wasm, and with --model the
// evaluator's own module that loadScoreModel loads there: goscore_core.estimator.simd.wasm, as in
// every engine with WASM SIMD; with --no-simd goscore_core.estimator.wasm, the one for engines
// without it).
//
// With --write FILE (and --model), the figures go to FILE's section `score-wasm` (Node's module) or
// `score-wasm-browser` (bench/sections.mjs), against item 4's budget: a median of at most 10 ms.
//
//   node bench/score_wasm.mjs [--data DIR] [--repeat N] [--every K] [--scores FILE] [--cpu-time]
//       [--model] [--browser [--no-simd]] [--write docs/BENCHMARKS.md]
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { writeSection } from './sections.mjs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : dflt);
const dataDir = opt('data', process.env.DEVSET_DATA || fileURLToPath(new URL('../../data', import.meta.url)));
const repeat = Number(opt('repeat', 3));
const every = Number(opt('every', 1));
const scoresTo = opt('scores', null);
const cpuTime = args.includes('--cpu-time');
const model = args.includes('--model');
const browser = args.includes('--browser');
const noSimd = args.includes('--no-simd');
if (noSimd && !(browser && model)) throw new Error('score_wasm.mjs: --no-simd picks the browser\'s evaluator module: add --browser --model');
const writeTo = opt('write', null);
if (writeTo && !model) throw new Error('score_wasm.mjs: --write measures the learned evaluator: add --model');
const pkg = await import(browser ? '../web/browser.js' : '../web/index.js');
if (browser) await pkg.init({ wasmUrl: new URL('../web/wasm/goscore_core.wasm', import.meta.url) });
const { estimateScore, loadScoreModel } = pkg;
const evaluatorFile = noSimd ? 'goscore_core.estimator.wasm' : 'goscore_core.estimator.simd.wasm';
if (model) await loadScoreModel(null, noSimd ? { wasmUrl: new URL(`../web/wasm/${evaluatorFile}`, import.meta.url) } : null);
const clock = () => (cpuTime ? (({ user, system }) => (user + system) / 1000)(process.cpuUsage()) : performance.now());
const positions = JSON.parse(readFileSync(`${dataDir}/devset-score.json`, 'utf8')).filter((_, i) => i % every === 0);
const SIGN = { B: 1, W: -1, '.': 0 };
const RULES = { japanese: 'japanese', korean: 'korean', chinese: 'chinese', aga: 'aga', nz: 'new-zealand' };
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
// Komi plus the handicap compensation of area rules (as tests/tools/score_eval.cpp).
function komiOf(p) {
  let komi = p.komi;
  if (p.rules === 'chinese') komi += p.handicap;
  if (p.rules === 'aga' && p.handicap > 1) komi += p.handicap - 1;
  return komi;
}

const load = [loadavg()[0]];
const times = [];
const lines = [];
for (const p of positions) {
  const board = p.board.map((row) => [...row].map((ch) => SIGN[ch] ?? 0));
  const options = {
    toMove: p.to_move === 'W' ? -1 : 1, komi: komiOf(p), rules: RULES[p.rules] ?? 'japanese',
    prisoners: { black: p.prisoners.black, white: p.prisoners.white }, model,
  };
  const first = estimateScore(board, options);
  const ms = [];
  for (let k = 0; k < repeat; k++) {
    const t0 = clock();
    estimateScore(board, options);
    ms.push(clock() - t0);
  }
  times.push(median(ms));
  lines.push(`${p.id} ${first.score}`);
}
load.push(loadavg()[0]);
if (scoresTo) writeFileSync(scoresTo, lines.join('\n') + '\n');
const sorted = [...times].sort((a, b) => a - b);
console.log(`${times.length} positions (19x19), estimateScore effort 'normal'${model ? ' with the learned evaluator' : ''} in WASM${browser ? ` (the browser's modules${model ? `, ${evaluatorFile}` : ''})` : ''}: median ${median(times).toFixed(2)} ms, ` +
  `90th percentile ${sorted[Math.floor(sorted.length * 0.9)].toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(2)} ms ` +
  `(${cpuTime ? 'process CPU time' : 'wall clock'}; load average ${load.map((l) => l.toFixed(1)).join(' -> ')})`);
if (writeTo) {
  const med = median(times);
  const modules = browser
    ? `the browser's modules (goscore_core.wasm, and ${evaluatorFile} that loadScoreModel loads there${noSimd ? ' in an engine without WASM SIMD' : ''})`
    : "Node's module (goscore_core.node.wasm)";
  const section = browser ? `score-wasm-browser${noSimd ? '-no-simd' : ''}` : 'score-wasm';
  const command = `node bench/score_wasm.mjs ${args.filter((a, i) => a !== '--write' && args[i - 1] !== '--write').join(' ')} --write ${writeTo}`;
  writeSection(writeTo, section, `## estimateScore with the learned evaluator, ${browser ? `the browser's modules${noSimd ? ', without WASM SIMD' : ''}` : "Node's module"} (issue 25, item 4)

\`${command}\` on ${new Date().toISOString().slice(0, 10)}: \`estimateScore\` at effort 'normal' with the learned evaluator, in ${modules}, under
Node ${process.versions.node}, on ${times.length} 19x19 score positions of the development set (docs/DEVSET.md; kept outside the
repository), each the median of ${repeat} timed call${repeat > 1 ? 's' : ''} after one untimed call; ${cpuTime ? "the process's CPU time" : 'wall time'}. Load average ${load[0].toFixed(2)} at the start,
${load[1].toFixed(2)} at the end.

| target | median | 90th percentile | max | result |
|---|---:|---:|---:|---|
| median ≤ 10 ms a 19x19 call | ${med.toFixed(2)} ms | ${sorted[Math.floor(sorted.length * 0.9)].toFixed(2)} ms | ${sorted[sorted.length - 1].toFixed(2)} ms | **${med <= 10 ? 'PASS' : 'MISS'}** |
`);
}
