// Where the time of ownershipMap and getTerritories goes, on the 19x19 corpus: the raw exports
// (web/wasm/goscore_core.mjs, internal to the package) called step by step, next to the public
// functions. One process, run after the per-method processes.
//
//   node bench/diagnose.mjs [--corpus bench/corpus] [--wasm-dir web/wasm] [--out FILE] [--quick]
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readCorpus, toRows, toSigns } from './corpus.mjs';
import { FULL, measure, QUICK, sinkValue } from './harness.mjs';

const args = { corpus: 'bench/corpus', wasmDir: 'web/wasm', out: null, quick: false };
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a === '--corpus') args.corpus = process.argv[++i];
  else if (a === '--wasm-dir') args.wasmDir = process.argv[++i];
  else if (a === '--out') args.out = process.argv[++i];
  else if (a === '--quick') args.quick = true;
  else throw new Error(`unknown argument ${a}`);
}
const timing = args.quick ? QUICK : FULL;

const glue = pathToFileURL(resolve(args.wasmDir, 'goscore_core.mjs')).href;
const { default: createGoScoreCore } = await import(glue);
const core = await createGoScoreCore({ wasmBinary: readFileSync(resolve(args.wasmDir, 'goscore_core.wasm')) });
const pkg = await import(pathToFileURL(resolve(args.wasmDir, '..', 'index.js')).href);

const positions = readCorpus(args.corpus, 19);
const signs = positions.map(toSigns);
const rows = positions.map(toRows);
const texts = rows.map((r) => new TextEncoder().encode(`${r.join('\n')}\n`));
const area = 361;
const encoder = new TextEncoder();

// The wire protocol's array type codes (cpp/wasm/wire.h), from the module's own wire table.
const wirePtr = core._goscore_wire_text();
const wireText = new TextDecoder().decode(core.HEAPU8.subarray(wirePtr, core.HEAPU8.indexOf(0, wirePtr)));
const T = JSON.parse(wireText).arrayTypes;
// An input block (see docs/ARCHITECTURE.md) as bytes: no scalars, the given [type, bytes] arrays.
function block(arrays) {
  let size = 8 + 12 * arrays.length;
  const offsets = arrays.map(([, bytes]) => {
    size = (size + 7) & ~7;
    const at = size;
    size += bytes.length;
    return at;
  });
  const b = new Uint8Array(size);
  const v = new DataView(b.buffer);
  v.setInt32(4, arrays.length, true);
  arrays.forEach(([type, bytes, count], i) => {
    v.setInt32(8 + 12 * i, type, true);
    v.setInt32(12 + 12 * i, offsets[i], true);
    v.setInt32(16 + 12 * i, count ?? bytes.length, true);
    b.set(bytes, offsets[i]);
  });
  return b;
}
const SIGNS_AT = 24; // the one int8 array of a signs block: after the 8-byte header and a descriptor
const rowBlocks = rows.map((r, k) => {
  const lengths = new Uint8Array(new Int32Array(r.map((row) => row.length)).buffer);
  return block([[T.text, texts[k]], [T.int32, lengths, r.length]]);
});
// The input block, sized once for every step (no step below grows it, so the pointer stays valid).
const inPtr = core._goscore_input(4096);
const signsBlock = block([[T.int8, new Uint8Array(area)]]);
core.HEAPU8.set(signsBlock, inPtr);
const resultArray0 = () => {
  const base = core._goscore_result();
  const d = (base >> 2) + 2 + 2 * core.HEAP32[base >> 2];
  return base + core.HEAP32[d + 1];
};
// The territory classes of every board, as _goscore_territories leaves them, for the
// list-building step: each step runs over all 100 boards, so that branch predictors cannot learn
// one board.
const codes = rowBlocks.map((t) => {
  core.HEAPU8.set(t, inPtr);
  core._goscore_territories(19, 19);
  const ptr = resultArray0();
  return core.HEAP8.slice(ptr, ptr + area);
});
core.HEAPU8.set(signsBlock, inPtr);

const out = new Int8Array(area);
const steps = [
  ['plain export call, no argument (_goscore_result()), for comparison', () => core._goscore_result()],
  ['plain export call, one argument (_goscore_input(361))', () => core._goscore_input(area)],
  ['HEAP8.set of 361 signs into the input block', (s) => (core.HEAP8.set(s, inPtr + SIGNS_AT), 0)],
  [
    'HEAP8.set + _goscore_ownership(19, 19): export call, signs read and checked, owners found, in WASM',
    (s) => (core.HEAP8.set(s, inPtr + SIGNS_AT), core._goscore_ownership(19, 19)),
  ],
  ['ownershipMap (public) into a caller-owned out array', (s) => pkg.ownershipMap(s, 19, 19, out)[180]],
  ['ownershipMap (public), a new Int8Array each call', (s) => pkg.ownershipMap(s, 19, 19)[180]],
  // What a result that owns its memory costs before any work: V8 puts the backing store of a typed
  // array of more than 64 bytes outside its heap (an allocation, a tracking record, a sweep later).
  ['new Int8Array(361) alone, no call: the fresh result array by itself', () => new Int8Array(area)[180]],
];
const rowSteps = [
  [
    'rows -> heap bytes (join, then TextEncoder.encodeInto)',
    (r) => encoder.encodeInto(r.join('\n'), core.HEAPU8.subarray(inPtr + 32, inPtr + 412)).written,
  ],
  [
    '_goscore_territories(19, 19): the input block copied, export call + ClassifyRowsText, in WASM',
    (t) => (core.HEAPU8.set(t, inPtr), core._goscore_territories(19, 19)),
  ],
  [
    'JS builds the three lists of [x, y] from the classes',
    (heap) => {
      const ptr = 0;
      const b = [];
      const w = [];
      const n = [];
      for (let x = 0; x < 19; x++) {
        for (let y = 0, i = ptr + x; y < 19; y++, i += 19) {
          const c = heap[i];
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
  const inputs = label.startsWith('_goscore_territories') ? rowBlocks : label.startsWith('JS builds') ? codes : rows;
  const r = measure(fn, inputs, timing);
  results.push({ group: 'getTerritories', label, cpuNs: r.cpuNs, wallNs: r.wallNs });
}
for (const r of results) console.error(`${r.group.padEnd(15)} ${(r.cpuNs).toFixed(0).padStart(7)} ns  ${r.label}`);
const report = { wasmDir: args.wasmDir, results, sink: sinkValue() };
if (args.out) writeFileSync(args.out, JSON.stringify(report, null, 2));
