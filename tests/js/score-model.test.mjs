// The learned evaluator of estimateScore through the package (Node's module): loadScoreModel, the
// scores it gives against PyTorch's for the same positions (tests/fixtures/estimate/
// score-model.json, scripts/devset/net_fixture.py), the `model` option, and what bad input gets;
// and the browser's module, whose evaluator is a second module (goscore_core.estimator.simd.wasm
// with WASM SIMD, as in Node, and goscore_core.estimator.wasm without).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { estimateScore, GoScoreError, loadScoreModel, memoryStats } from '../../web/index.js';
import { wasmSimd } from '../../web/src/core.js';
import { datasetPath } from './datasets.mjs';

const cases = JSON.parse(readFileSync(new URL('../fixtures/estimate/score-model.json', import.meta.url), 'utf8'));
const modelBytes = new Uint8Array(readFileSync(new URL('../../web/model/score-model.bin', import.meta.url)));
const optionsOf = (c) => ({
  toMove: c.to_move === 'W' ? -1 : 1,
  komi: c.komi,
  rules: c.rules,
  prisoners: c.prisoners,
});

test('loadScoreModel: bad sources and bad files are refused by name, and the module keeps working', async () => {
  await assert.rejects(loadScoreModel(42), (e) => e instanceof GoScoreError && e.code === 'INVALID_ARGUMENT' && /^loadScoreModel: source must be/.test(e.message));
  await assert.rejects(loadScoreModel(new Uint8Array([1, 2, 3])), (e) => e.code === 'INVALID_ARGUMENT' && /^loadScoreModel: score model: not a goscore model file/.test(e.message));
  const cut = modelBytes.slice(0, modelBytes.length - 4);
  await assert.rejects(loadScoreModel(cut), /^GoScoreError: loadScoreModel: score model: the file's length does not match its header$/);
  await assert.rejects(loadScoreModel(new URL('./no-such-model.bin', import.meta.url)), (e) => e.code === 'WASM_LOAD' && /^loadScoreModel: cannot read/.test(e.message));
  // Nothing was loaded: the count alone answers.
  const c = cases.find((k) => k.id.includes('/open/'));
  assert.equal(estimateScore(c.board, optionsOf(c)).model, false);
});

test('estimateScore with the package model matches PyTorch on the fixture, and { model: false } is the count', async () => {
  await loadScoreModel(); // the package's own file, web/model/score-model.bin
  await loadScoreModel(); // again: it replaces the one loaded
  let maps = 0;
  for (const c of cases) {
    const e = estimateScore(c.board, optionsOf(c));
    assert.equal(e.model, true, c.id);
    assert.ok(Math.abs(e.score - c.score) < 2e-3, `${c.id}: ${e.score} against ${c.score}`);
    if (c.ownership) {
      maps += 1;
      c.ownership.forEach((v, i) => assert.ok(Math.abs(e.ownership[i] - v) < 1e-4, `${c.id} point ${i}`));
    }
    const count = estimateScore(c.board, { ...optionsOf(c), model: false });
    assert.equal(count.model, false, c.id);
  }
  assert.ok(maps >= 8);
});

test('estimateScore: the model option must be a boolean; sizes other than 19x19, 13x13 and 9x9 are counted without it', async () => {
  await loadScoreModel(modelBytes);
  assert.throws(() => estimateScore(cases[0].board, { model: 'yes' }), /^GoScoreError: estimateScore: model must be true or false, got "yes"$/);
  const nine = ['.B.B.WW..', 'BB.BW.W..', '..BW.W...', 'BBW.W....', '..BWW....', 'BBBW.....', '...BW....', 'BBBBW....', '.....W...'];
  // The same stones on a larger board: `width` columns and rows, the new ones empty.
  const widened = (width) => nine.map((r) => r.padEnd(width, '.')).concat(Array(width - 9).fill('.'.repeat(width)));
  for (const board of [nine, widened(13), widened(19)]) {
    assert.equal(estimateScore(board).model, true, `${board.length}x${board.length}`);
    assert.equal(estimateScore(board, { model: false }).model, false, `${board.length}x${board.length}`);
  }
  const eleven = widened(11);
  const count = estimateScore(eleven, { model: false });
  const withModel = estimateScore(eleven);
  assert.equal(withModel.model, false);
  assert.deepEqual({ ...withModel, ownership: Array.from(withModel.ownership), result: String(withModel.result) },
    { ...count, ownership: Array.from(count.ownership), result: String(count.result) });
});

test('loadScoreModel and estimateScore with the model keep the heap flat', async () => {
  const c = cases.find((k) => k.id.includes('/open/'));
  const round = async () => {
    await loadScoreModel(modelBytes);
    await assert.rejects(loadScoreModel(new Uint8Array(10)));
    estimateScore(c.board, optionsOf(c));
    return memoryStats().heapBytesInUse;
  };
  // One round first: a refused load the first time keeps a few bytes for good (once, not per call).
  const before = await round();
  const after = [];
  for (let i = 0; i < 6; i += 1) after.push(await round());
  // Reloading the model frees and allocates its weights again, and where dlmalloc places them can
  // move the bytes it counts in use by one 8-byte step between rounds (223,264 / 223,272 in turn,
  // measured): no round may exceed the first by more than that, which any leak of a call would
  // after six rounds.
  for (const bytes of after) assert.ok(bytes <= before + 8, `${bytes} bytes in use after a round, ${before} after the first`);
});

// The browser's module (goscore_core.wasm, built for size) has no evaluator: there loadScoreModel
// loads goscore_core.estimator.wasm (the same glue) on its first call, and estimateScore with the
// model is computed by that module. Run in a process with that profile (tests/js/wasm-profile.mjs,
// which imports web/browser.js), which reports what the tests below check against this process
// (Node's module, goscore_core.node.wasm, with the evaluator of its own).
const ogs = JSON.parse(readFileSync(datasetPath('ogs-autoscore.json'), 'utf8')).cases.filter((c) => c.width === 19 && c.height === 19);
const positions = [
  ...ogs.flatMap((c) => [1, -1].map((toMove) => ({ id: `${c.id} ${toMove}`, board: c.board, options: { toMove, rules: c.rules } }))),
  ...cases.map((c) => ({ id: c.id, board: c.board, options: optionsOf(c) })),
];
const BAD_BOARD = ['X'.repeat(19), ...cases[0].board.slice(1)]; // a character only the core checks

// The evaluator's module is the default one (with SIMD, in Node), or with `plain` the one without
// SIMD, given as loadScoreModel's wasmUrl at its first load.
const browserProfiles = new Map();
const browserProfile = (plain = false) => {
  if (!browserProfiles.has(plain)) browserProfiles.set(plain, runBrowserProfile(plain));
  return browserProfiles.get(plain);
};

function runBrowserProfile(plain) {
  const url = (path) => JSON.stringify(new URL(path, import.meta.url).href);
  const evaluatorOptions = plain ? `{ wasmUrl: new URL(${url('../../web/wasm/goscore_core.estimator.wasm')}) }` : 'undefined';
  const script = `
    const g = await import(${url('./wasm-profile.mjs')});
    const { readFileSync } = await import('node:fs');
    const modelBytes = new Uint8Array(readFileSync(new URL(${url('../../web/model/score-model.bin')})));
    const positions = ${JSON.stringify(positions)};
    const badBoard = ${JSON.stringify(BAD_BOARD)};
    const describe = (e) => (e === null ? null : { isGoScoreError: e instanceof g.GoScoreError, code: e.code, message: e.message });
    const errorOf = (promise) => promise.then(() => null, describe);
    const thrown = (f) => { try { f(); return null; } catch (e) { return describe(e); } };
    const summary = (e) => ({ score: e.score, ownership: Array.from(e.ownership), dead: e.dead, model: e.model, result: String(e.result) });
    const [first] = positions;
    const out = { before: { stats: g.memoryStats(), model: g.estimateScore(first.board, first.options).model } };
    // Refused before or while loading the evaluator's module: nothing is loaded.
    out.loadErrors = {
      source: await errorOf(g.loadScoreModel(42)),
      options: await errorOf(g.loadScoreModel(modelBytes, { wasmUrl: 42 })),
      twoOptions: await errorOf(g.loadScoreModel(modelBytes, { wasmUrl: 'x.wasm', wasmBinary: new Uint8Array(8) })),
      missing: await errorOf(g.loadScoreModel(modelBytes, { wasmUrl: new URL(${url('../../web/wasm/no-such.wasm')}) })),
      damaged: await errorOf(g.loadScoreModel(modelBytes, { wasmBinary: new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1]) })),
      notEvaluator: await errorOf(g.loadScoreModel(modelBytes, { wasmUrl: new URL(${url('../../web/wasm/goscore_core.wasm')}) })),
    };
    out.afterLoadErrors = { stats: g.memoryStats(), model: g.estimateScore(first.board, first.options).model };
    // The evaluator's module loads from beside the .wasm; files that are not models are refused.
    out.fileErrors = [await errorOf(g.loadScoreModel(new Uint8Array([1, 2, 3]), ${evaluatorOptions})), await errorOf(g.loadScoreModel(modelBytes.slice(0, -4)))];
    out.afterFileErrors = { evaluator: 'evaluator' in g.memoryStats(), model: g.estimateScore(first.board, first.options).model };
    await g.loadScoreModel(); // the package's file, web/model/score-model.bin
    out.withModel = positions.map((p) => summary(g.estimateScore(p.board, p.options)));
    out.count = positions.slice(0, 4).map((p) => summary(g.estimateScore(p.board, { ...p.options, model: false })));
    out.badBoard = thrown(() => g.estimateScore(badBoard));
    // Heap flatness of both modules through loads, refused files, estimates and refused boards.
    const flat = () => { const s = g.memoryStats(); return [s.heapBytesInUse, s.evaluator.heapBytesInUse]; };
    const round = async () => {
      await g.loadScoreModel(modelBytes);
      await errorOf(g.loadScoreModel(new Uint8Array(10)));
      g.estimateScore(first.board, first.options);
      thrown(() => g.estimateScore(badBoard));
      thrown(() => g.estimateScore(first.board, { komi: 0.05 }));
    };
    await round();
    const before = flat();
    for (let i = 0; i < 3; i += 1) await round();
    out.heap = { before, after: flat() };
    console.log(JSON.stringify(out));`;
  const env = { ...process.env, GOSCORE_WASM: 'browser' };
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, maxBuffer: 2 ** 28 }));
}

test("the browser's module loads the evaluator's module only with the model, and refuses bad sources, options and modules by name", () => {
  const out = browserProfile();
  assert.equal(out.before.model, false);
  assert.equal(out.before.stats.evaluator, undefined, 'no second module before loadScoreModel');
  const { source, options, twoOptions, missing, damaged, notEvaluator } = out.loadErrors;
  for (const e of Object.values(out.loadErrors)) assert.equal(e.isGoScoreError, true);
  assert.equal(source.code, 'INVALID_ARGUMENT');
  assert.match(source.message, /^loadScoreModel: source must be a URL, a string or a Uint8Array, got 42$/);
  assert.equal(options.code, 'INVALID_ARGUMENT');
  assert.match(options.message, /^loadScoreModel: wasmUrl must be a URL or a string, got 42$/);
  assert.match(twoOptions.message, /^loadScoreModel: give exactly one of wasmUrl, wasmBinary and wasmModule$/);
  assert.equal(missing.code, 'WASM_LOAD');
  assert.match(missing.message, /^loadScoreModel: the learned evaluator's module: cannot read file:.*no-such\.wasm/);
  assert.equal(damaged.code, 'WASM_LOAD');
  assert.match(damaged.message, /^loadScoreModel: the learned evaluator's module: the WebAssembly module cannot be compiled/);
  assert.equal(notEvaluator.code, 'WASM_LOAD');
  assert.match(notEvaluator.message, /^loadScoreModel: the learned evaluator's module: the \.wasm is not goscore's module with the learned evaluator/);
  assert.equal(out.afterLoadErrors.stats.evaluator, undefined);
  assert.equal(out.afterLoadErrors.model, false);
  const [bad, cut] = out.fileErrors;
  assert.equal(bad.code, 'INVALID_ARGUMENT');
  assert.match(bad.message, /^loadScoreModel: score model: not a goscore model file/);
  assert.equal(cut.message, "loadScoreModel: score model: the file's length does not match its header");
  assert.deepEqual(out.afterFileErrors, { evaluator: true, model: false });
});

/** Checks the browser profile's estimates with the model (and without) against this process's. */
async function sameAsNode(out) {
  await loadScoreModel();
  assert.equal(out.withModel.length, positions.length);
  assert.ok(positions.length >= 20);
  positions.forEach((p, i) => {
    const e = estimateScore(p.board, p.options);
    const theirs = out.withModel[i];
    assert.equal(theirs.model, true, p.id);
    assert.equal(theirs.score, e.score, p.id);
    assert.deepEqual(theirs.ownership, Array.from(e.ownership), p.id);
    assert.deepEqual(theirs.dead, e.dead, p.id);
    assert.equal(theirs.result, String(e.result), p.id);
  });
  out.count.forEach((c, i) => {
    const e = estimateScore(positions[i].board, { ...positions[i].options, model: false });
    assert.equal(c.model, false);
    assert.deepEqual(c, { score: e.score, ownership: Array.from(e.ownership), dead: e.dead, model: false, result: String(e.result) });
  });
}

test("estimateScore with the model gives in the browser's module exactly what Node's gives, on 19x19 positions", async () => {
  // Node has WASM SIMD, so the evaluator's module loaded by default is goscore_core.estimator.simd.wasm.
  assert.equal(wasmSimd(), true);
  await sameAsNode(browserProfile());
});

test("the evaluator's module without WASM SIMD (goscore_core.estimator.wasm, for engines without it) gives the same answers", async () => {
  const out = browserProfile(true);
  // Its first load was of that module, which then refused the file that is not a model.
  assert.match(out.fileErrors[0].message, /^loadScoreModel: score model: not a goscore model file/);
  await sameAsNode(out);
  assert.deepEqual(out.heap.after, out.heap.before);
});

test("bad input to the evaluator's module is refused by name, and neither module's heap grows", () => {
  const out = browserProfile();
  let local;
  try {
    estimateScore(BAD_BOARD);
  } catch (error) {
    local = error;
  }
  assert.ok(local instanceof GoScoreError);
  assert.deepEqual(out.badBoard, { isGoScoreError: true, code: local.code, message: local.message });
  assert.match(out.badBoard.message, /^estimateScore: /);
  assert.deepEqual(out.heap.after, out.heap.before);
});

// A copy of the package's web/ without goscore_core.estimator.simd.wasm (a bundle that copied only
// the other file beside it): the browser's entry then loads goscore_core.estimator.wasm, with the
// same answers; without either, the error names the SIMD build's file, which was tried first.
test("without goscore_core.estimator.simd.wasm beside it, loadScoreModel loads goscore_core.estimator.wasm", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'goscore-evaluator-'));
  try {
    const web = join(dir, 'web');
    cpSync(new URL('../../web', import.meta.url), web, { recursive: true });
    rmSync(join(web, 'wasm/goscore_core.estimator.simd.wasm'));
    const [p] = positions;
    const run = () => {
      const script = `
        const g = await import(${JSON.stringify(pathToFileURL(join(web, 'browser.js')).href)});
        await g.init({ wasmUrl: new URL('wasm/goscore_core.wasm', ${JSON.stringify(pathToFileURL(`${web}/`).href)}) });
        const out = {};
        try {
          await g.loadScoreModel();
          const e = g.estimateScore(${JSON.stringify(p.board)}, ${JSON.stringify(p.options)});
          out.estimate = { score: e.score, ownership: Array.from(e.ownership), model: e.model };
        } catch (error) {
          out.error = { code: error.code, message: error.message };
        }
        console.log(JSON.stringify(out));`;
      return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { maxBuffer: 2 ** 24 }));
    };
    const out = run();
    await loadScoreModel();
    const e = estimateScore(p.board, p.options);
    assert.deepEqual(out, { estimate: { score: e.score, ownership: Array.from(e.ownership), model: true } });
    rmSync(join(web, 'wasm/goscore_core.estimator.wasm'));
    const missing = run();
    assert.equal(missing.error.code, 'WASM_LOAD');
    assert.match(missing.error.message, /^loadScoreModel: the learned evaluator's module: cannot read file:.*goscore_core\.estimator\.simd\.wasm/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
