// Two builds of the package side by side, in one run (issue 27: the embind boundary against the
// wire protocol it replaced): every figure of the "package under Node" table, Game.play / undo,
// Game.fromSgf + score of a 250-move record and estimateDead (bench/js_bench.mjs --package, one
// process per method and build, the builds alternating, --rounds times: each build's median, and
// the median of the rounds' ratios, so that the machine's drift between processes weighs less),
// the CLI's archive records per CPU-second (both CLIs over the same archive, alternating), and what
// a browser downloads (gzip -9 of the glue and the .wasm). The other build is a checkout with its
// web/wasm built, e.g.
//   git worktree add ../baseline 678107a && (cd ../baseline && npm ci && bash scripts/build.sh wasm)
//
//   node bench/compare.mjs --baseline ../baseline [--corpus bench/corpus] [--records 4000] [--quick]
//                          [--methods a,b] [--rounds 3] [--write docs/BENCHMARKS.md]
//
// The corpus is bench/corpus (made by `npm run bench`, or build/bench/goscore_bench --generate).
// With --write the table goes into docs/BENCHMARKS.md (section "compare-embind", bench/sections.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSection } from './sections.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const argv = process.argv.slice(2);
const opt = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const BASELINE = resolve(opt('--baseline', join(ROOT, '../baseline')));
const CORPUS = opt('--corpus', join(ROOT, 'bench/corpus'));
const RECORDS = Number(opt('--records', '4000'));
const QUICKLY = argv.includes('--quick') ? ['--quick'] : [];
const WRITE = opt('--write', null);
const ROUNDS = Number(opt('--rounds', '3'));
const METHODS = opt('--methods', 'ownershipMap,ownershipMapInto,getTerritories,scoreTrompTaylor,scoreTerritoryDead,gamePlayUndo,gameFromSgfScore,estimateDead').split(',');
const BUILDS = [
  { name: 'baseline', dir: BASELINE },
  { name: 'this', dir: ROOT },
];
for (const b of BUILDS) {
  if (!existsSync(join(b.dir, 'web/wasm/goscore_core.wasm'))) throw new Error(`${b.dir} has no web/wasm: build it first`);
}
const commit = (dir) => spawnSync('git', ['-C', dir, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' }).stdout.trim().slice(0, 70);
const load = [loadavg()[0]];

// --- The Node methods: for each, the baseline then this build, each in a process of its own, ROUNDS times.
const results = {};
for (const method of METHODS) {
  for (let round = 0; round < ROUNDS; round++) for (const b of BUILDS) {
    const r = spawnSync(process.execPath, [join(ROOT, 'bench/js_bench.mjs'), '--method', method, '--corpus', CORPUS, '--package', b.dir, ...QUICKLY], {
      encoding: 'utf8',
      cwd: ROOT,
      maxBuffer: 1 << 26,
    });
    if (r.status !== 0) throw new Error(`${method} on ${b.name}: ${r.stderr.slice(-2000)}`);
    const report = JSON.parse(r.stdout);
    results[method] ??= { title: report.title, baseline: [], this: [] };
    const corpus = report.results.filter((x) => x.kind === 'corpus');
    results[method][b.name].push((corpus.find((x) => x.size === 19) ?? corpus.at(-1)).cpuNs);
    console.error(`${method} ${b.name}: ${report.results.map((x) => `${x.size}: ${(x.cpuNs / 1000).toFixed(2)} us`).join(', ')}`);
  }
}

// --- The CLI over one archive (generated once, by this checkout's archive bench), alternating.
const archive = join(ROOT, 'bench/out', `archive-japanese-${RECORDS}`);
if (!existsSync(archive)) {
  spawnSync(process.execPath, [join(ROOT, 'bench/archive_bench.mjs'), '--records', String(RECORDS), '--small', String(RECORDS), '--jobs', '1', '--repeat', '1', '--no-write'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
const cpuOf = (dir) => {
  const r = spawnSync('/usr/bin/time', ['-v', process.execPath, join(dir, 'web/cli.js'), archive, '--jsonl', '--jobs', '1'], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const user = Number(/User time \(seconds\): ([\d.]+)/.exec(r.stderr)?.[1]);
  const sys = Number(/System time \(seconds\): ([\d.]+)/.exec(r.stderr)?.[1]);
  if (!/goscore: records /.test(r.stderr)) throw new Error(`the CLI of ${dir} failed: ${r.stderr.slice(0, 2000)}`);
  return user + sys;
};
const archiveCpu = { baseline: [], this: [] };
for (let k = 0; k < 3; k++) for (const b of BUILDS) archiveCpu[b.name].push(cpuOf(b.dir));
load.push(loadavg()[0]);

// --- estimateDead over each build's own native estimator on the same positions (bench/
// estimate_boundary.mjs): issue 25 changed the estimator between the builds, so the row above
// compares different work; this one compares what the boundary and WebAssembly add to it.
const boundary = spawnSync(process.execPath, [join(ROOT, 'bench/estimate_boundary.mjs'), BASELINE, ROOT], { encoding: 'utf8', cwd: ROOT });
if (boundary.status !== 0) throw new Error(`estimate_boundary: ${boundary.stderr.slice(-2000)}`);
const [estBase, estThis] = JSON.parse(boundary.stdout);
load.push(loadavg()[0]);

// --- What a browser downloads: the glue and the .wasm, each gzipped (gzip -9, as scripts/bench.sh
// measures them for docs/BENCHMARKS.md).
const gz = (dir, file) => spawnSync('gzip', ['-9', '-c', join(dir, 'web/wasm', file)], { maxBuffer: 1 << 26 }).stdout.length;
const sizes = Object.fromEntries(BUILDS.map((b) => [b.name, { glue: gz(b.dir, 'goscore_core.mjs'), wasm: gz(b.dir, 'goscore_core.wasm') }]));

// --- The table: 19x19 (the corpus' largest size), and the verdict of issue 27's rule.
const us = (ns) => (ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : `${(ns / 1000).toFixed(2)} µs`);
const verdict = (base, mine) => (mine <= 1.25 * base || mine - base <= 500 ? 'PASS' : 'MISS');
const median = (list) => [...list].sort((x, y) => x - y)[(list.length - 1) >> 1];
const rows = [];
for (const method of METHODS) {
  const r = results[method];
  const [b, t] = [median(r.baseline), median(r.this)];
  const ratio = median(r.this.map((x, k) => x / r.baseline[k])); // each round's two processes side by side
  const spread = ROUNDS > 1 ? ` (rounds ${r.this.map((x, k) => (x / r.baseline[k]).toFixed(2)).join(', ')})` : '';
  rows.push([`\`${method}\`: ${r.title}`, us(b), us(t), `${ratio.toFixed(2)}x${spread}`, `${t - b >= 0 ? '+' : ''}${us(t - b)}`, verdict(b, ratio * b)]);
}
const best = (list) => Math.min(...list);
const perCpu = (name) => RECORDS / best(archiveCpu[name]);
const [pb, pt] = [perCpu('baseline'), perCpu('this')];
rows.push([
  `CLI archive, records per CPU-second (${RECORDS} records, --jobs 1, best of 3)`,
  pb.toFixed(0),
  pt.toFixed(0),
  `${(pb / pt).toFixed(2)}x the time`,
  `${us(((1 / pt - 1 / pb) * 1e9))} a record`,
  verdict(1e9 / pb, 1e9 / pt), // ns a record
]);
if (estBase.nativeMs && estThis.nativeMs) {
  const [rb, rt] = [estBase.wasmMs / estBase.nativeMs, estThis.wasmMs / estThis.nativeMs];
  const ms = (x) => `${x.toFixed(2)} ms`;
  rows.push([
    "`estimateDead` in WASM over the native estimator of the same build, 19x19 end positions of ogs-autoscore.json (bench/estimate_boundary.mjs): what the boundary and WebAssembly add to the estimator's own work",
    `${ms(estBase.wasmMs)} / ${ms(estBase.nativeMs)} = ${rb.toFixed(2)}x`,
    `${ms(estThis.wasmMs)} / ${ms(estThis.nativeMs)} = ${rt.toFixed(2)}x`,
    `${(rt / rb).toFixed(2)}x`,
    '',
    rt <= 1.25 * rb ? 'PASS' : 'MISS',
  ]);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const total = (name) => sizes[name].glue + sizes[name].wasm;
rows.push([
  'What a browser downloads: glue + wasm, gzip -9 (target ≤ 115 KB)',
  `${kb(total('baseline'))} (wasm ${kb(sizes.baseline.wasm)}, glue ${kb(sizes.baseline.glue)})`,
  `${kb(total('this'))} (wasm ${kb(sizes.this.wasm)}, glue ${kb(sizes.this.glue)})`,
  `${(total('this') / total('baseline')).toFixed(2)}x`,
  kb(total('this') - total('baseline')),
  total('this') <= 115 * 1024 ? 'PASS' : 'MISS',
]);
const md = [
  `\`node bench/compare.mjs --baseline ${BUILDS[0].dir === resolve(ROOT, '../baseline') ? '../baseline' : BUILDS[0].dir}${QUICKLY.length ? ' --quick' : ''}\`: the baseline`,
  `(${commit(BASELINE)}) against this checkout (${commit(ROOT)}), in one run; CPU time per call, median, 19x19 corpus positions`,
  `(bench/js_bench.mjs; each build's median over ${ROUNDS} rounds, and the median of the rounds' ratios); load average ${load.map((l) => l.toFixed(2)).join(' → ')} on ${readdirSync('/sys/devices/system/cpu').filter((d) => /^cpu\d+$/.test(d)).length} cores.`,
  "A figure passes when it is at most 1.25x the baseline's, or at most 0.5 µs more (issue 27).",
  '',
  '| Figure | baseline | this | ratio | difference | |',
  '| --- | ---: | ---: | ---: | ---: | --- |',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
console.log(md);
if (WRITE) {
  mkdirSync(join(ROOT, 'bench/out'), { recursive: true });
  writeSection(WRITE, 'compare-embind', md);
}
