// estimateDead through the package (WASM, Node), per end position of ogs-autoscore.json, at each
// effort: issue 13's speed targets (effort 'normal': median at most 10 ms and maximum at most
// 50 ms per 19x19 end position, 9x9 under 2 ms). Each position is estimated with Black and with
// White to move, each timed as the median of 5 calls after one untimed call. Writes its section of
// docs/BENCHMARKS.md (bench/sections.mjs) with --write. With --browser, the browser's module
// (web/browser.js with goscore_core.wasm, the `size` profile of CMakeLists.txt) instead of Node's,
// into a section of its own: the same targets, for what a web board's players wait for.
//
//   node bench/estimate_wasm.mjs [--browser] [--write docs/BENCHMARKS.md]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { datasetPath } from '../tests/js/datasets.mjs';
import { writeSection } from './sections.mjs';

const args = process.argv.slice(2);
const writeTo = args.includes('--write') ? args[args.indexOf('--write') + 1] : null;
const browser = args.includes('--browser');
// browser.js starts loading its goscore_core.wasm on import (Node reads the file: URL itself).
const pkg = await import(browser ? '../web/browser.js' : '../web/index.js');
await pkg.ready;
const { estimateDead } = pkg;
const { cases } = JSON.parse(readFileSync(datasetPath('ogs-autoscore.json'), 'utf8'));
const SIGN = { B: 1, W: -1, '.': 0 };
const signMap = (c) => c.board.map((row) => [...row].map((ch) => SIGN[ch] ?? 0));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const load = [loadavg()[0]];
const rows = [];
for (const effort of ['fast', 'normal', 'thorough']) {
  const bySize = new Map();
  for (const c of cases) {
    const board = signMap(c);
    for (const toMove of [1, -1]) {
      const options = { toMove, komi: 6.5, rules: c.rules, effort };
      estimateDead(board, options);
      const times = [];
      for (let k = 0; k < 5; k++) {
        const t0 = performance.now();
        estimateDead(board, options);
        times.push(performance.now() - t0);
      }
      const size = `${c.width}x${c.height}`;
      if (!bySize.has(size)) bySize.set(size, []);
      bySize.get(size).push(median(times));
    }
  }
  for (const [size, ms] of [...bySize].sort((a, b) => parseInt(a[0]) - parseInt(b[0]))) {
    rows.push({ effort, size, n: ms.length, median: median(ms), max: Math.max(...ms) });
  }
}
load.push(loadavg()[0]);

const fmt = (ms) => `${ms.toFixed(ms >= 10 ? 1 : 2)} ms`;
const at = (effort, size) => rows.find((r) => r.effort === effort && r.size === size);
const n19 = at('normal', '19x19');
const n9 = at('normal', '9x9');
const targets = [
  ["effort 'normal', 19x19: median ≤ 10 ms", fmt(n19.median), n19.median <= 10],
  ["effort 'normal', 19x19: maximum ≤ 50 ms", fmt(n19.max), n19.max <= 50],
  ["effort 'normal', 9x9: under 2 ms (the slowest position)", fmt(n9.max), n9.max < 2],
];
const module = browser ? "the browser's module (web/browser.js, goscore_core.wasm)" : "Node's module (goscore_core.node.wasm)";
const text = `## Dead-stone estimation in WASM${browser ? ", the browser's module" : ''} (issue 13)

\`node bench/estimate_wasm.mjs${browser ? ' --browser' : ''} --write docs/BENCHMARKS.md\` (run by \`npm run bench\`): \`estimateDead\` through ${module}
under Node ${process.versions.node} on the ${cases.length} end positions of ogs-autoscore.json, each with Black and with White to
move (so a size's count is twice its positions), each the median of 5 timed calls after one untimed call; wall time. Load average
${load[0].toFixed(2)} at the start, ${load[1].toFixed(2)} at the end.

| effort | size | estimates | median | max |
|---|---|---:|---:|---:|
${rows.map((r) => `| '${r.effort}' | ${r.size} | ${r.n} | ${fmt(r.median)} | ${fmt(r.max)} |`).join('\n')}

| target | measured | result |
|---|---:|---|
${targets.map(([name, measured, pass]) => `| ${name} | ${measured} | **${pass ? 'PASS' : 'MISS'}** |`).join('\n')}
`;
console.log(text);
if (writeTo) writeSection(writeTo, browser ? 'estimate-wasm-browser' : 'estimate-wasm', text);
