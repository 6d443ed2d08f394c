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
// evaluator's own module, goscore_core.estimator.wasm, that loadScoreModel loads there).
//
//   node bench/score_wasm.mjs [--data DIR] [--repeat N] [--every K] [--scores FILE] [--cpu-time]
//       [--model] [--browser]
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
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
const pkg = await import(browser ? '../web/browser.js' : '../web/index.js');
if (browser) await pkg.init({ wasmUrl: new URL('../web/wasm/goscore_core.wasm', import.meta.url) });
const { estimateScore, loadScoreModel } = pkg;
if (model) await loadScoreModel();
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
console.log(`${times.length} positions (19x19), estimateScore effort 'normal'${model ? ' with the learned evaluator' : ''} in WASM${browser ? " (the browser's modules)" : ''}: median ${median(times).toFixed(2)} ms, ` +
  `90th percentile ${sorted[Math.floor(sorted.length * 0.9)].toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(2)} ms ` +
  `(${cpuTime ? 'process CPU time' : 'wall clock'}; load average ${load.map((l) => l.toFixed(1)).join(' -> ')})`);
