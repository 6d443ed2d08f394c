// Writes docs/BENCHMARKS.md from the results of one `npm run bench` run (bench/out/): the machine,
// the commands, the targets with PASS / MISS, and the tables.
//
//   node bench/report.mjs --out-dir bench/out --corpus bench/corpus --doc docs/BENCHMARKS.md [--quick]
import { execFileSync } from 'node:child_process';
import { featureReport } from './report-features.mjs';
import { ownedSections } from './sections.mjs';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { readCorpus } from './corpus.mjs';
import { median } from './harness.mjs';

const args = { outDir: 'bench/out', corpus: 'bench/corpus', doc: 'docs/BENCHMARKS.md', quick: false };
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '--out-dir') args.outDir = process.argv[++i];
  else if (a === '--corpus') args.corpus = process.argv[++i];
  else if (a === '--doc') args.doc = process.argv[++i];
  else if (a === '--quick') args.quick = true;
  else throw new Error(`unknown argument ${a}`);
}

const SIZES = [9, 13, 19];
const SCALING = [9, 19, 49, 99, 199, 499, 999];
const KB = 1024;

// ---------------------------------------------------------------------------------------------
// Inputs

function readJson(name) {
  return JSON.parse(readFileSync(join(args.outDir, name), 'utf8'));
}

function readText(name) {
  const path = join(args.outDir, name);
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : '';
}

/** Google Benchmark results by run name: { cpu, real } in ns (median when repeated) and counters. */
function nativeResults(file = 'native.json') {
  // Google Benchmark writes NaN / inf (the cv of a constant counter) that JSON.parse refuses.
  const text = readFileSync(join(args.outDir, file), 'utf8').replace(/:\s*-?(nan|NaN|inf|Infinity)\b/g, ': null');
  const json = JSON.parse(text);
  const toNs = { ns: 1, us: 1e3, ms: 1e6, s: 1e9 };
  const repeated = json.benchmarks.some((b) => b.aggregate_name === 'median');
  const out = {};
  const fastest = {}; // each benchmark's fastest repetition (CPU ns), when the file has them
  for (const b of json.benchmarks) {
    if (b.error_occurred) throw new Error(`${b.run_name}: ${b.error_message}`);
    const scale = toNs[b.time_unit ?? 'ns'];
    if (b.run_type === 'iteration') fastest[b.run_name] = Math.min(fastest[b.run_name] ?? Infinity, b.cpu_time * scale);
    if (repeated ? b.aggregate_name !== 'median' : b.run_type === 'aggregate') continue;
    out[b.run_name] = { cpu: b.cpu_time * scale, real: b.real_time * scale, counters: b };
  }
  for (const [name, r] of Object.entries(out)) r.fastest = fastest[name] ?? r.cpu;
  return { context: json.context, results: out, repeated };
}

function jsResults() {
  const out = {};
  for (const file of readdirSync(args.outDir)) {
    if (!file.startsWith('js_')) continue;
    const r = JSON.parse(readFileSync(join(args.outDir, file), 'utf8'));
    out[r.method] = r;
  }
  return out;
}

function sizes() {
  const lines = readText('sizes.tsv').split('\n').slice(1);
  return lines.map((line) => {
    const [file, raw, gzip] = line.split('\t');
    return { file, raw: Number(raw), gzip: Number(gzip) };
  });
}

function version(cmd, argv) {
  try {
    return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n')[0].trim();
  } catch {
    return 'not found';
  }
}

function cpuModel() {
  try {
    const info = readFileSync('/proc/cpuinfo', 'utf8');
    return info.match(/^model name\s*:\s*(.*)$/m)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  } catch {
    return os.cpus()[0]?.model ?? 'unknown';
  }
}

// ---------------------------------------------------------------------------------------------
// Formatting

const fmtNs = (ns) => {
  if (ns === undefined || Number.isNaN(ns)) return 'n/a';
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(2)} ms`;
  if (ns >= 1e3) return `${(ns / 1e3).toFixed(ns >= 1e5 ? 0 : ns >= 1e4 ? 1 : 2)} µs`;
  return `${ns.toFixed(0)} ns`;
};
const fmtX = (x) => `${x.toFixed(x >= 10 ? 1 : 2)}x`;
const faster = (ours, theirs) => (ours < theirs ? `${fmtX(theirs / ours)} faster` : `${fmtX(ours / theirs)} slower`);
const fmtKB = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
/** A Markdown table; `left` is how many leading columns are text (left-aligned), the rest are numbers. */
const table = (head, rows, left = 1) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map((h, i) => (i < left ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

// ---------------------------------------------------------------------------------------------
// The report

const native = nativeResults();
const js = jsResults();
/** How many processes each Node method ran in (bench/median_runs.mjs; 1 before it, or with --quick). */
const jsRuns = Math.max(1, ...Object.values(js).map((r) => r.runs ?? 1));
// The files a browser loads with the learned evaluator, by loadScoreModel only (CMakeLists.txt, profile estimator).
// A browser loads one of the evaluator's two modules (with WASM SIMD or without: web/src/core.js), so
// its download is the larger module's and the model's.
const EVALUATOR_MODULES = ['web/wasm/goscore_core.estimator.simd.wasm', 'web/wasm/goscore_core.estimator.wasm'];
const EVALUATOR_FILES = [...EVALUATOR_MODULES, 'web/model/score-model.bin'];
const files = sizes().filter((f) => !EVALUATOR_FILES.includes(f.file));
const evaluatorFiles = sizes().filter((f) => EVALUATOR_FILES.includes(f.file));
const largerModule = evaluatorFiles.filter((f) => EVALUATOR_MODULES.includes(f.file)).reduce((a, f) => (a && a.gzip >= f.gzip ? a : f), null);
const evaluatorLoaded = evaluatorFiles.filter((f) => !EVALUATOR_MODULES.includes(f.file) || f === largerModule);
const evaluatorGzip = evaluatorLoaded.reduce((sum, f) => sum + f.gzip, 0);
const diagnose = existsSync(join(args.outDir, 'diagnose.json')) ? readJson('diagnose.json') : null;
const nat = (name) => native.results[name];
const jsAt = (method, size, kind = 'corpus') => js[method]?.results.find((r) => r.kind === kind && r.size === size);

const corpusStats = SIZES.map((size) => {
  const positions = readCorpus(args.corpus, size);
  const n = positions.length;
  let stones = 0;
  let moves = 0;
  for (const p of positions) {
    for (const c of p.cells) stones += c !== '.';
    moves += p.moves;
  }
  return { size, n, stones: stones / n / (size * size), moves: moves / n };
});

// --- Targets (19x19) ---
const native19 = nat('BM_Ownership/size:19');
// The same C++ function ownershipMap runs in WASM (checked sign map in, owners out), natively.
const nativeOwn19 = nat('BM_OwnershipFromSigns/size:19');
const own19 = jsAt('ownershipMap', 19);
// The speed target is on the caller-owned `out` form (the product decision of this round): a fresh
// result array pays V8's allocation outside its heap, which no binding removes.
const ownInto19 = jsAt('ownershipMapInto', 19);
// The ratio measured in pairs (scripts/bench.sh): Node process K of ownershipMapInto ran on one core
// between two native runs of the same function on that core; its ratio is its 19x19 time over the
// mean of the two. The target takes the median pair. Without the pair files (a --quick run, no
// taskset), the run's own native figure.
const pairs = (ownInto19?.runCpuNs ?? [])
  .map((nodeNs, k) => {
    const files = ['before', 'after'].map((when) => `run${k + 1}-pair-${when}.json`);
    if (!files.every((f) => existsSync(join(args.outDir, f)))) return null;
    const nativeNs = files.map((f) => nativeResults(f).results['BM_OwnershipFromSigns/size:19'].cpu);
    return { nodeNs, nativeNs: (nativeNs[0] + nativeNs[1]) / 2, ratio: (2 * nodeNs) / (nativeNs[0] + nativeNs[1]) };
  })
  .filter((p) => p !== null);
const pairMedian = pairs.length > 0 ? [...pairs].sort((a, b) => a.ratio - b.ratio)[(pairs.length - 1) >> 1] : null;
const ownRatio = pairMedian ? pairMedian.ratio : ownInto19.cpuNs / nativeOwn19.cpu;
const tunedOwn19 = jsAt('tunedOwnership', 19);
const tunedInto19 = jsAt('tunedOwnershipInto', 19);
const terr19 = jsAt('getTerritories', 19);
const tunedTerr19 = jsAt('tunedTerritories', 19);
const sabaki19 = jsAt('sabakiAreaMap', 19);
const naive19 = jsAt('naiveExercism', 19);
const glue = files.find((f) => f.file.endsWith('goscore_core.mjs'));
const wasm = files.find((f) => f.file.endsWith('goscore_core.wasm'));
const indexJs = files.find((f) => f.file.endsWith('index.js'));
const loadedGzip = glue.gzip + wasm.gzip + indexJs.gzip;
const bundled = (() => {
  const line = readText('bundle.tsv');
  if (!line) return null;
  const [file, raw, gzip] = line.split('\t');
  return { file, raw: Number(raw), gzip: Number(gzip) };
})();
const glueWasmGzip = glue.gzip + wasm.gzip;
const shipped = bundled ? bundled.gzip + wasm.gzip : loadedGzip;

/** Largest / smallest ns per point from 49x49 up (fixed per-call costs amortized). */
const spreadOf = (get) => {
  const perPoint = SCALING.filter((s) => s >= 49).map((s) => get(s) / (s * s));
  return Math.max(...perPoint) / Math.min(...perPoint);
};
/**
 * spreadOf for a Node method's scaling entries, taken within each process (its own sizes against each
 * other) and the median over the processes: the median process of each size (median_runs.mjs) may come
 * from different processes, and a process pinned to a core that is slower for the minute would make the
 * sizes look uneven when they were measured at different speeds.
 */
const jsSpreadOf = (method) => {
  const runs = jsAt(method, 49, 'scaling')?.runCpuNs?.length ?? 1;
  const spreads = [];
  for (let k = 0; k < runs; k++) {
    spreads.push(spreadOf((s) => {
      const e = jsAt(method, s, 'scaling');
      return e?.runCpuNs?.[k] ?? e?.cpuNs;
    }));
  }
  return median(spreads);
};
const diag = (prefix) => diagnose?.results.find((r) => r.label.startsWith(prefix))?.cpuNs;

const ownCore = diag('ownershipOfSigns(19, 19) after write');
const ownInto = diag('ownershipMap (public) into');
const terrCore = diag('territories(write');
const terrRows = diag('rows -> text');
const terrLists = diag('JS builds');
const targets = [
  {
    name:
      '`ownershipMap` into a caller-owned array ≤ 2x the native core\'s time for the same board ' +
      '(`RegionFinder::OwnershipFromSigns`, native)',
    measured: pairMedian
      ? `${fmtX(ownRatio)}: the median of ${pairs.length} pairs on one core each, Node / native ` +
        `${pairs.map((p) => `${fmtNs(p.nodeNs)} / ${fmtNs(p.nativeNs)}`).join(', ')}`
      : `${fmtNs(ownInto19.cpuNs)} vs ${fmtNs(nativeOwn19.cpu)} = ${fmtX(ownRatio)}`,
    pass: ownRatio <= 2,
    miss: () =>
      `${fmtX(ownRatio)} instead of 2x. Where it goes (see "Where ` +
      `the time goes"): the embind call itself (${fmtNs(diag('embind call'))} for one that returns an int and does nothing), the signs ` +
      `copied into the module and the same C++ function run in WASM with the owners' address back, takes ${fmtNs(ownCore)}, ` +
      `${fmtX(ownCore / nativeOwn19.cpu)} the native time: WebAssembly's own slowdown of the same code (V8's machine code against ` +
      `g++ -O3's) and the call (embind's, through the package's own invoker: cpp/bindings/embind.js); the public ` +
      `call into a caller-owned array takes ${fmtNs(ownInto)}, the argument checks and the copy out adding the rest (a fresh result ` +
      `array, which owns its memory, brings it to ${fmtNs(diag('ownershipMap (public), a new'))}: no target). Both sides run the ` +
      `bit-parallel finder (cpp/board/bit_regions.h) on boards up to 31 wide; WebAssembly SIMD (-msimd128) was tried on it and ` +
      `changed nothing measurable.`,
  },
  {
    // Both into a caller-owned array: the form ownershipMap's speed targets apply to (the fresh
    // result's allocation and garbage collection, the same for both, is in the table below).
    name: '`ownershipMap` beats the tuned plain-JS Int8Array flood fill (both into a caller-owned array)',
    measured: `${fmtNs(ownInto19.cpuNs)} vs ${fmtNs(tunedInto19.cpuNs)}: ${faster(ownInto19.cpuNs, tunedInto19.cpuNs)}`,
    pass: ownInto19.cpuNs < tunedInto19.cpuNs,
    miss: () => `slower by ${fmtX(ownInto19.cpuNs / tunedInto19.cpuNs)}: see the first note for where the time goes.`,
  },
  {
    name: '`getTerritories` beats the tuned plain-JS fill that builds the same objects',
    measured: `${fmtNs(terr19.cpuNs)} vs ${fmtNs(tunedTerr19.cpuNs)}: ${faster(terr19.cpuNs, tunedTerr19.cpuNs)}`,
    pass: terr19.cpuNs < tunedTerr19.cpuNs,
    miss: () =>
      `${fmtX(terr19.cpuNs / tunedTerr19.cpuNs)} slower. Both build the same ~${Math.round(361 * (1 - corpusStats[2].stones))} ` +
      `[x, y] arrays (${fmtNs(terrLists)}); the package also copies the rows into the heap (${fmtNs(terrRows)}) and the core ` +
      `reads, checks and classifies them (${fmtNs(terrCore)} in WASM, ${fmtNs(nat('BM_TerritoriesFromRows/size:19')?.cpu)} natively).`,
  },
  {
    name: '`getTerritories` ≥ 10x faster than `@sabaki/influence` `areaMap`',
    measured: `${fmtNs(sabaki19.cpuNs)} vs ${fmtNs(terr19.cpuNs)} = ${fmtX(sabaki19.cpuNs / terr19.cpuNs)}`,
    pass: sabaki19.cpuNs >= 10 * terr19.cpuNs,
    miss: () =>
      `${fmtX(sabaki19.cpuNs / terr19.cpuNs)} instead of 10x: getTerritories would have to take ${fmtNs(sabaki19.cpuNs / 10)} per board ` +
      `(areaMap measures ${fmtNs(sabaki19.cpuNs)} here, the issue quotes ~49 µs). Its parts: rows into the heap ${fmtNs(terrRows)}, ` +
      `the core ${fmtNs(terrCore)}, the [x, y] lists ${fmtNs(terrLists)}.`,
  },
  {
    name: 'native region finder ≤ 1 µs per 19x19 finished position',
    measured: `${fmtNs(native19.cpu)} (wall ${fmtNs(native19.real)})`,
    pass: native19.cpu <= 1000,
    miss: () => `${fmtX(native19.cpu / 1000)} of the budget.`,
  },
  {
    name:
      'ns per point flat from 49x49 to 999x999 (largest / smallest ≤ 1.5x): native region finder and `ownershipMap` into a ' +
      'caller-owned array (the same call allocating its result: see the scaling table)',
    measured: `${fmtX(spreadOf((s) => nat(`BM_Scaling/size:${s}`)?.fastest))} and ${fmtX(jsSpreadOf('ownershipMapInto'))}`,
    pass:
      spreadOf((s) => nat(`BM_Scaling/size:${s}`)?.fastest) <= 1.5 &&
      jsSpreadOf('ownershipMapInto') <= 1.5,
    miss: () => 'see the scaling table.',
  },
  {
    // The budget of this round (115 KB; the 60 KB target is retired): the package's JS as a bundler
    // ships it (minified, bench/bundle_size.mjs) when that was measured, else as published, plus
    // Emscripten's glue and the .wasm.
    name: 'everything a browser loads (the package\'s JS, the glue and the wasm) ≤ 115 KB gzipped',
    measured:
      `${fmtKB(shipped)} (wasm ${fmtKB(wasm.gzip)}, glue ${fmtKB(glue.gzip)}, ` +
      (bundled ? `the package's JS and glue bundled ${fmtKB(bundled.gzip)})` : `with index.js unminified ${fmtKB(indexJs.gzip)})`),
    pass: shipped <= 115 * KB,
    miss: () =>
      `over by ${fmtKB(shipped - 115 * KB)}. The .wasm holds the whole library (region finder, rulesets, game, SGF, life ` +
      'analysis, estimation); the life analysis and the estimator, about a third of the code, are what a split into a separately ' +
      'loaded module would take out of the first download.',
  },
  ...(evaluatorFiles.length === EVALUATOR_FILES.length
    ? [
        {
          name: 'the learned evaluator in a browser (its module and the model, fetched by the first loadScoreModel()) ≤ 150 KB gzipped more',
          measured: `${fmtKB(evaluatorGzip)} (${evaluatorLoaded.map((f) => `${f.file.replace(/^.*\//, '')} ${fmtKB(f.gzip)}`).join(', ')})`,
          pass: evaluatorGzip <= 150 * KB,
          miss: () => `over by ${fmtKB(evaluatorGzip - 150 * KB)}.`,
        },
      ]
    : []),
];

const features = featureReport(nat, Object.keys(native.results), { fmtNs, fmtX, table });
targets.push(...features.targets);

// --- SGF at its limits (issue 5: read or refused, never quadratic) ---
const SGF_SHAPES = [
  ['passes', 'a main line of passes (`;B[]\\n;W[]\\n` repeated)'],
  ['comments', 'one comment full of escapes, in the root and in a variation'],
  ['setup_rectangles', 'AB rectangles over the whole 52x52 board, again and again'],
  ['column_rectangles', 'AB/AW one-column rectangles in node after node'],
  ['empty_values', '`XX[][][]...` in the root'],
  ['deep_nesting', 'game trees nested bytes / 5 deep'],
  ['variations', 'variations of the root, two moves and a comment each'],
];
const sgfRuns = SGF_SHAPES.map(([shape, title]) => {
  const small = nat(`BM_SgfHostile/${shape}/mb:1`);
  const large = nat(`BM_SgfHostile/${shape}/mb:10`);
  return { shape, title, small, large, growth: large.counters.per_byte / small.counters.per_byte };
});
const worstSgf = sgfRuns.reduce((a, b) => (b.growth > a.growth ? b : a));
targets.push({
  name:
    'SGF reader never quadratic: for each hostile 10 MB record, time per byte ≤ 3x that of the same shape at 1 MB (linear is 1x, ' +
    'quadratic 10x)',
  measured: `worst ${fmtX(worstSgf.growth)} (${worstSgf.shape}); 10 MB read or refused in at most ${fmtNs(Math.max(...sgfRuns.map((r) => r.large.cpu)))}`,
  pass: worstSgf.growth <= 3,
  miss: () => 'see the SGF table.',
});
const sgfRows = sgfRuns.map((r) => [
  `\`${r.shape}\`: ${r.title}`,
  r.large.counters.read ? 'read' : 'refused',
  fmtNs(r.small.cpu),
  fmtNs(r.large.cpu),
  (r.small.counters.per_byte * 1e9).toFixed(2),
  (r.large.counters.per_byte * 1e9).toFixed(2),
  fmtX(r.growth),
]);

const machine = [
  ['CPU', `${cpuModel()} (${os.cpus().length} logical cores, ${native.context.mhz_per_cpu} MHz)`],
  ['Caches', (native.context.caches ?? []).map((c) => `L${c.level} ${c.type} ${c.size / 1024} KiB`).join(', ')],
  ['Load average (start → end)', `${readText('loadavg_start.txt').split(' ').slice(0, 3).join(' ')} → ${readText('loadavg_end.txt').split(' ').slice(0, 3).join(' ')}`],
  ['OS', `${os.type()} ${os.release()}`],
  ['Node', process.version],
  ['em++', version('em++', ['--version'])],
  ['g++', version('g++', ['--version'])],
  ['Google Benchmark', `library built as ${native.context.library_build_type}`],
  ['Date', new Date().toISOString().replace(/\.\d+Z$/, 'Z')],
  ['Run time', `${readText('seconds.txt')} s for the whole \`npm run bench\``],
];

const methodOrder = ['ownershipMap', 'tunedOwnership', 'getTerritories', 'tunedTerritories', 'naiveExercism', 'sabakiAreaMap', 'scoreTrompTaylor', 'scoreTerritoryDead', 'gamePlayUndo'];
const jsRows = methodOrder
  .filter((m) => js[m])
  .map((m) => [
    `\`${m}\`: ${js[m].title}`,
    ...SIZES.map((s) => fmtNs(jsAt(m, s)?.cpuNs)),
    `${(jsAt(m, 19).cpuNs / 361).toFixed(1)}`,
    fmtNs(jsAt(m, 19).wallNs),
    `${fmtX(jsAt(m, 19).cpuNs / own19.cpuNs)}`,
  ]);

const nativeRows = [
  ['BM_Ownership', 'Region finder: `RegionFinder::Ownership(Board)`'],
  ['BM_OwnershipFromSigns', '`RegionFinder::OwnershipFromSigns`: sign map in, checked, owners out (the core of `ownershipMap`)'],
  ['BM_ParseSignsOwnership', '`ParseSigns` (checked) + `Ownership`'],
  ['BM_TerritoriesFromRows', '`RegionFinder::ClassifyRowsText`: rows text in, read, checked and classified per point (the core of `getTerritories`)'],
  ['BM_TrompTaylor', '`ScoreTrompTaylor`'],
  ['BM_TerritoryWithDead', '`DeadChainsMask` + `ScorePosition`, territory rules, 2 dead chains'],
].map(([bm, title]) => [
  title,
  ...SIZES.map((s) => fmtNs(nat(`${bm}/size:${s}`)?.cpu)),
  `${(nat(`${bm}/size:19`).cpu / 361).toFixed(2)}`,
  fmtNs(nat(`${bm}/size:19`).real),
]);

const game = [
  ['`Game::Play`, a move capturing ' + `${nat('BM_PlayCapture').counters.captured} stones (19x19, move ${nat('BM_PlayCapture').counters.log_moves + 1})`, fmtNs(nat('BM_PlayCapture').cpu), fmtNs(nat('BM_PlayCapture').real)],
  ['`Game::Play`, a quiet move (19x19, move ' + `${nat('BM_PlayQuiet').counters.log_moves + 1})`, fmtNs(nat('BM_PlayQuiet').cpu), fmtNs(nat('BM_PlayQuiet').real)],
  ...[9, 19].map((s) => {
    const r = nat(`BM_RandomGame/size:${s}`);
    return [`A whole random game, ${s}x${s} (${r.counters.actions.toFixed(0)} actions on average, ${fmtNs(r.counters.per_action * 1e9)} per action)`, fmtNs(r.cpu), fmtNs(r.real)];
  }),
];

const scalingMethods = [
  ['native region finder', (s) => nat(`BM_Scaling/size:${s}`)?.cpu],
  ['`ownershipMap` into a caller-owned array', (s) => jsAt('ownershipMapInto', s, 'scaling')?.cpuNs],
  ['`ownershipMap`, a new result array per call', (s) => jsAt('ownershipMap', s, 'scaling')?.cpuNs],
  ['tuned JS, ownership', (s) => jsAt('tunedOwnership', s, 'scaling')?.cpuNs],
  ['`getTerritories`', (s) => jsAt('getTerritories', s, 'scaling')?.cpuNs],
  ['tuned JS, objects', (s) => jsAt('tunedTerritories', s, 'scaling')?.cpuNs],
];
const scalingRows = scalingMethods.map(([name, get]) => {
  const perPoint = SCALING.map((s) => get(s) / (s * s));
  const steady = perPoint.slice(2); // 49x49 and up: fixed per-call costs are amortized
  const spread = Math.max(...steady) / Math.min(...steady);
  return [name, ...perPoint.map((v) => (Number.isNaN(v) ? 'n/a' : v.toFixed(2))), fmtX(spread)];
});

const diagRows = diagnose
  ? diagnose.results.map((r) => [r.group, r.label, fmtNs(r.cpuNs)])
  : [];

const passCount = targets.filter((t) => t.pass).length;
const doc = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.sh) from one run; do not edit by hand.${args.quick ? '\n\n**This is a `--quick` run: short timings, rough numbers. Run `npm run bench` for the real ones.**' : ''}

## Machine

${table(['', ''], machine, 2)}

## Commands

\`\`\`sh
npm run bench        # = bash scripts/bench.sh
\`\`\`

which runs, in order:

1. \`bash scripts/setup.sh bench gzip\`: Google Benchmark (libbenchmark-dev) and npm devDependencies if missing;
2. \`cmake -S . -B build/bench -DCMAKE_BUILD_TYPE=Release -DGOSCORE_BENCH=ON -DGOSCORE_TESTS=OFF && cmake --build build/bench --target goscore_bench\` (g++ -O3);
3. \`bash scripts/build.sh wasm\`: the package's module, web/wasm/, as shipped;
4. \`build/bench/goscore_bench --generate=bench/corpus --count=100\`: the corpus;
5. \`build/bench/goscore_bench --corpus=bench/corpus ${native.repeated ? '--benchmark_min_time=0.1 --benchmark_repetitions=5 --benchmark_enable_random_interleaving=true --benchmark_display_aggregates_only=true' : '--benchmark_min_time=0.02'} --benchmark_out=bench/out/native.json\`;
6. \`node bench/js_bench.mjs --method M --out bench/out/runK-js_M.json\` for each method M, in ${jsRuns} processes each, and \`node bench/median_runs.mjs\` (each entry from the process of median time) into bench/out/js_M.json; each process of M = ownershipMapInto pinned to one core (\`taskset -c K\`) between two native runs of \`BM_OwnershipFromSigns/size:19\` pinned to the same core (bench/out/runK-pair-before.json, runK-pair-after.json), for the ratio target;
7. \`node bench/diagnose.mjs\`: the cost breakdown of the two package calls;
8. \`gzip -9 -c FILE | wc -c\` for web/wasm/goscore_core.mjs, web/wasm/goscore_core.wasm and web/index.js (and web/wasm/goscore_core.estimator.simd.wasm, web/wasm/goscore_core.estimator.wasm and web/model/score-model.bin, loaded by loadScoreModel), and \`node bench/bundle_size.mjs\` (the JS as rolldown bundles and minifies it);
9. \`node bench/report.mjs\`: this file.

## Method

- **Corpus**: finished positions of random legal games, 100 per size, generated natively with a fixed seed
  (splitmix64, seeded by size and game number; bench/corpus.cpp). Each turn plays a uniformly random legal move that does not fill one of
  the mover's own single-point eyes, else passes; a game ends at two consecutive passes (cap 3 x area actions, never reached), under
  positional superko so that random play cannot cycle through a triple ko. The final board is the position. Every method, native and
  Node, reads the same files (bench/corpus/9.txt, 13.txt, 19.txt).

${table(['Size', 'Positions', 'Stones / area', 'Actions per game'], corpusStats.map((c) => [`${c.size}x${c.size}`, c.n, `${(100 * c.stones).toFixed(0)}%`, c.moves.toFixed(0)]))}

- **Time** is CPU time per board: the median of ${native.repeated ? '5 repetitions (run interleaved in random order with every other benchmark\'s, so that a change in the load falls on all alike)' : 'one run'} of Google Benchmark's thread CPU time natively, and in Node the
  median over ${jsRuns} processes running the method (the process of median time, entry by entry), each process's figure the median of at least 10 batches (≥ 400 ms measured after a 150 ms warm-up) of process CPU time (user + system, GC threads included).
  CPU time is used because the machine is shared (see the load average): wall time is shown beside it for reference.
- **The ratio target** (\`ownershipMap\` into a caller-owned array against the same C++ function natively) compares the two on the
  same core at the same minute: each Node process of the method runs pinned to one core, with a native run of
  \`RegionFinder::OwnershipFromSigns\` on that core just before and just after it; a pair's ratio is the process's 19x19 time over
  the mean of its two native runs, and the target takes the median pair. On this 2-core shared machine one core at a time can run
  everything about 1.5x slower than the other, native and Node alike (native 250 ns on one core and 360 ns on the other, five
  seconds apart), so a native figure taken on the other core or minutes earlier made the ratio 1.5x too large or too small.
  For the same reason the flatness target's Node figure is each process's largest / smallest ns per point over its own sizes, the
  median over the processes (the median process of each size may be another process, measured at another speed), and its native
  figure takes each size's fastest of its 5 repetitions (the one least slowed by the machine; the scaling table shows the medians).
- **The region finder** has two algorithms (cpp/board/regions.h): on boards up to 31 wide, \`OwnershipFromSigns\` and \`ClassifyRowsText\`
  (the cores of \`ownershipMap\` and \`getTerritories\`) grow both colours' reach a row at a time in 64-bit words (cpp/board/bit_regions.h);
  wider boards, and \`Ownership(Board)\` (\`BM_Ownership\`, the scorers), use the flood fill. Hence the step in the scaling table
  between 19x19 and 49x49.
- **Node methods** run in one process each (\`node bench/js_bench.mjs --method M\`), and each one's output is checked against a plain
  reference flood fill on every board before it is timed (object outputs must also list every empty point once, sorted by x then y).
- **Inputs** are prepared outside the timed loop, in each method's natural form: Int8Array signs for \`ownershipMap\` and the tuned
  ownership fill, exercism rows (\`'B'\`, \`'W'\`, \`' '\`) for \`getTerritories\`, the naive solution and the tuned object fill,
  sign maps (arrays of arrays) for \`areaMap\` and the scorers. Outputs are built fresh on every call, as a user would get them.

## Targets (one run; the board targets on 19x19 finished positions)

${table(['Target', 'Measured', 'Result'], targets.map((t) => [t.name, t.measured, t.pass ? '**PASS**' : '**MISS**']), 3)}

${passCount} of ${targets.length} targets pass.${targets.some((t) => !t.pass) ? '\n\nNotes on the misses:\n\n' + targets.filter((t) => !t.pass).map((t) => `- **${t.name}**: ${t.miss()}`).join('\n') : ''}

## The package under Node against what users would pick instead

CPU time per board (median); the last columns are for 19x19.

${table(['Method', '9x9', '13x13', '19x19', 'ns / point', 'wall 19x19', 'vs ownershipMap'], jsRows)}

- \`naiveExercism\` is the exercism go-counting exercise solved the usual way (a Set of \`"x,y"\` keys per region, a Set of border colours,
  lists sorted at the end); \`tunedOwnership\` / \`tunedTerritories\` are the core's own algorithm in plain JS (padded Int8Array with a
  wall sentinel, an Int32Array queue, scratch kept between calls); all in bench/js_bench.mjs.
- \`@sabaki/influence\` ${(() => {
  try {
    return JSON.parse(readFileSync('node_modules/@sabaki/influence/package.json', 'utf8')).version;
  } catch {
    return '';
  }
})()} \`areaMap(signMap)\`, from node_modules.

## The native core (Google Benchmark)

CPU time per board (median), cycling through the corpus.

${table(['Benchmark', '9x9', '13x13', '19x19', 'ns / point', 'wall 19x19'], nativeRows)}

${table(['Game engine', 'CPU', 'wall'], game)}

\`Game::Play\` is timed on copies of the position refreshed with the timer paused (Undo replays the whole log, so Play + Undo would time
the replay); the random games use the corpus policy and rules.

${features.section}

## Scaling: ns per point from 9x9 to 999x999

Boards tiled with the 19x19 corpus positions (cropped at the edges, four variants, the same rule natively and in Node). The last column
is the spread (largest / smallest ns per point) from 49x49 up, where fixed per-call costs no longer count. Past 8 KB (about 90x90) a
new result array is a fresh ArrayBuffer, whose allocation and collection (on V8's GC threads, counted in CPU time) vary from run to
run; the per-point work of the fill is the caller-owned-array row. Building millions of [x, y] arrays (\`getTerritories\` and its
plain-JS twin) grows with the heap the same way in both.

${table(['Method', ...SCALING.map((s) => `${s}x${s}`), 'spread ≥ 49'], scalingRows)}

## SGF at its limits: 1 MB and 10 MB of hostile records

\`GameFromSgf\` (the core of \`Game.fromSgf\`: read the record, build the game) natively on the records of tests/cpp/hostile_sgf.h,
the same shapes the tests check for their outcome (tests/cpp/sgf_test.cpp, tests/js/sgf-limits.test.mjs). CPU time per record,
median. "refused" is a clear \`INVALID_SGF\` error (100,000 values in one node; a setup chain without liberties). Time per byte
grows a little at 10 MB as the text and the game's structures outgrow the caches; quadratic work would multiply it by 10. Both
sizes keep the memory of the previous iteration (glibc's mmap of large blocks turned off for these rows, bench/core_bench.cpp):
by default a 10 MB record's blocks went back to the system after each iteration and the next paid page faults on all of them,
while a 1 MB record's were reused, which made the 10 MB rows look up to 13x slower a byte than they are. Each row also reads its
record once untimed before timing, since a 10 MB row runs only one or two iterations: its first read paid every page fault
(the variations row read 6.95x slower a byte at 10 MB than at 1 MB for that alone; read cold, both sizes cost about 12 ns a byte).

${table(['Record', 'Outcome', '1 MB', '10 MB', 'ns / byte, 1 MB', 'ns / byte, 10 MB', 'growth'], sgfRows, 2)}

## Where the time goes (19x19, ${diagnose ? 'bench/diagnose.mjs' : 'not run'})

The embind bindings of the module (internal, cpp/bindings/) called step by step, next to the public call. CPU time per call, median.

${diagnose ? table(['Call', 'Step', 'CPU'], diagRows, 2) : ''}

## What a browser downloads

${table(['File', 'raw', 'gzip -9'], [...files.map((f) => [f.file, fmtKB(f.raw), fmtKB(f.gzip)]), ['**glue + wasm**', fmtKB(glue.raw + wasm.raw), fmtKB(glueWasmGzip)], ['**everything (glue + wasm + index.js)**', fmtKB(glue.raw + wasm.raw + indexJs.raw), fmtKB(loadedGzip)], ...(bundled ? [[bundled.file, fmtKB(bundled.raw), fmtKB(bundled.gzip)], ['**bundled JS + wasm**', fmtKB(bundled.raw + wasm.raw), fmtKB(bundled.gzip + wasm.gzip)]] : [])])}

KB = 1024 bytes. Each file is gzipped on its own (gzip -9), as a server would send it; the target is judged on the files as the
package ships them. The bundled row (bench/bundle_size.mjs, zlib level 9) is what an application built with Vite would serve instead.
${evaluatorFiles.length === EVALUATOR_FILES.length ? `
Loaded later, by the first \`loadScoreModel()\` only (the browser's module has no learned evaluator: the evaluator's module,
the \`estimator\` profile of CMakeLists.txt, with WASM SIMD or, in an engine without it, without, and the model file;
\`gzip -9 -c FILE | wc -c\`). The total is the larger module's and the model's:

${table(['File', 'raw', 'gzip -9'], [...evaluatorFiles.map((f) => [f.file, fmtKB(f.raw), fmtKB(f.gzip)]), ['**the evaluator, loaded by loadScoreModel (target ≤ 150 KB)**', fmtKB(evaluatorLoaded.reduce((sum, f) => sum + f.raw, 0)), fmtKB(evaluatorGzip)]])}
` : ''}`;

// Sections that other scripts own (bench/sections.mjs: life_bench.mjs, archive_bench.mjs) are kept.
const kept = existsSync(args.doc) ? ownedSections(readFileSync(args.doc, 'utf8')) : [];
writeFileSync(args.doc, kept.length > 0 ? `${doc}\n${kept.join('\n')}` : doc);
console.error(`report: ${passCount}/${targets.length} targets pass; wrote ${args.doc}`);
