// Where the time of ownershipMap and getTerritories goes, on the 19x19 corpus: the embind bindings
// (cpp/bindings/, internal to the package) called step by step, next to the public functions. One
// process, run after the per-method processes.
//
//   node bench/diagnose.mjs [--corpus bench/corpus] [--package .] [--out FILE] [--quick]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readCorpus, toRows, toSigns } from './corpus.mjs';
import { FULL, measure, QUICK, sinkValue } from './harness.mjs';

const args = { corpus: 'bench/corpus', pkg: '.', out: null, quick: false };
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '--corpus') args.corpus = process.argv[++i];
  else if (a === '--package') args.pkg = process.argv[++i];
  else if (a === '--out') args.out = process.argv[++i];
  else if (a === '--quick') args.quick = true;
  else throw new Error(`unknown argument ${a}`);
}
const timing = args.quick ? QUICK : FULL;

const url = (path) => pathToFileURL(resolve(args.pkg, path)).href;
const pkg = await import(url('web/index.js'));
const { api, resultAt, writeInput } = await import(url('web/src/core.js'));
const core = api('diagnose');
const write = (cells) => writeInput('diagnose', cells);
const game = new pkg.Game({ size: 19 });

const positions = readCorpus(args.corpus, 19);
const signs = positions.map(toSigns);
const rows = positions.map(toRows);
const texts = rows.map((r) => `${r.join('\n')}\n`);
const area = 361;
// The territory classes of every board, as territories() returns them, for the list-building
// step: each step runs over all 100 boards, so that branch predictors cannot learn one board.
const codes = texts.map((t) => new Int8Array(resultAt('diagnose', core.territories(write(t), undefined, 19, 19), area)));

const out = new Int8Array(area);
const steps = [
  ['embind call, one int back (Game.moveCount), for comparison', () => game.moveCount],
  [
    'ownershipOfSigns(19, 19) after write(signs): the signs written into the input view, embind call, signs read and checked, owners found, in WASM; the address back, viewed through the kept view (resultAt)',
    (s) => (write(s), resultAt('diagnose', core.ownershipOfSigns(19, 19), area)[180]),
  ],
  ['ownershipMap (public) into a caller-owned out array', (s) => pkg.ownershipMap(s, 19, 19, out)[180]],
  ['ownershipMap (public), a new Int8Array each call', (s) => pkg.ownershipMap(s, 19, 19)[180]],
  // What a result that owns its memory costs before any work: V8 puts the backing store of a typed
  // array of more than 64 bytes outside its heap (an allocation, a tracking record, a sweep later).
  ['new Int8Array(361) alone, no call: the fresh result array by itself', () => new Int8Array(area)[180]],
];
const rowSteps = [
  ['rows -> text (join)', (r) => `${r.join('\n')}\n`.length],
  [
    'territories(write(text), undefined, 19, 19): the text encoded into the input view, embind call, ClassifyRowsText in WASM; the address back, viewed through the kept view (resultAt)',
    (k) => resultAt('diagnose', core.territories(write(texts[k]), undefined, 19, 19), area)[180],
  ],
  [
    'JS builds the three lists of [x, y] from the classes',
    (classes) => {
      const b = [];
      const w = [];
      const n = [];
      for (let x = 0; x < 19; x++) {
        for (let y = 0, i = x; y < 19; y++, i += 19) {
          const c = classes[i];
          if (c === 0) continue;
          (c === 1 ? b : c === 2 ? w : n).push([x, y]);
        }
      }
      return b.length + w.length + n.length;
    },
  ],
  ['getTerritories (public), all of the above', (r) => pkg.getTerritories(r).territoryBlack.length],
];

const results = [];
for (const [label, fn] of steps) {
  const r = measure(fn, signs, timing);
  results.push({ group: 'ownershipMap', label, cpuNs: r.cpuNs, wallNs: r.wallNs });
}
for (const [label, fn] of rowSteps) {
  const inputs = label.startsWith('territories(') ? texts.map((_, k) => k) : label.startsWith('JS builds') ? codes : rows;
  const r = measure(fn, inputs, timing);
  results.push({ group: 'getTerritories', label, cpuNs: r.cpuNs, wallNs: r.wallNs });
}
for (const r of results) console.error(`${r.group.padEnd(15)} ${r.cpuNs.toFixed(0).padStart(7)} ns  ${r.label}`);
const report = { package: args.pkg, results, sink: sinkValue() };
if (args.out) writeFileSync(args.out, JSON.stringify(report, null, 2));
else console.log(JSON.stringify(report, null, 2));
