// Merges the results of one Node method run in several processes (bench/js_bench.mjs --out, once
// per process) into one file of the same form: for each measured entry (a kind and a size), the
// entry of the process whose CPU time is the median. One process can be slow throughout on the
// shared machine (V8's tiering, where its pages landed); a single process decided a target then.
//
//   node bench/median_runs.mjs OUT.json RUN1.json RUN2.json RUN3.json
import { readFileSync, writeFileSync } from 'node:fs';

const [out, ...inputs] = process.argv.slice(2);
if (!out || inputs.length === 0) throw new Error('usage: median_runs.mjs OUT.json RUN.json...');
const runs = inputs.map((f) => JSON.parse(readFileSync(f, 'utf8')));
const merged = { ...runs[0], runs: runs.length };
merged.results = runs[0].results.map((first, i) => {
  const entries = runs.map((r, k) => {
    const e = r.results[i];
    if (!e || e.kind !== first.kind || e.size !== first.size) {
      throw new Error(`${inputs[k]}: entry ${i} is not ${first.kind} ${first.size}`);
    }
    return e;
  });
  const sorted = [...entries].sort((a, b) => a.cpuNs - b.cpuNs);
  return { ...sorted[(sorted.length - 1) >> 1], runCpuNs: entries.map((e) => e.cpuNs) };
});
writeFileSync(out, `${JSON.stringify(merged, null, 2)}\n`);
