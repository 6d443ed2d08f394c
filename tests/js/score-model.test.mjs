// The learned evaluator of estimateScore through the package (Node's module): loadScoreModel, the
// scores it gives against PyTorch's for the same positions (tests/fixtures/estimate/
// score-model.json, scripts/devset/net_fixture.py), the `model` option, and what bad input gets.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { estimateScore, GoScoreError, loadScoreModel, memoryStats } from '../../web/index.js';

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

test('estimateScore: the model option must be a boolean; other sizes are counted without it', async () => {
  await loadScoreModel(modelBytes);
  assert.throws(() => estimateScore(cases[0].board, { model: 'yes' }), /^GoScoreError: estimateScore: model must be true or false, got "yes"$/);
  const nine = ['.B.B.WW..', 'BB.BW.W..', '..BW.W...', 'BBW.W....', '..BWW....', 'BBBW.....', '...BW....', 'BBBBW....', '.....W...'];
  assert.equal(estimateScore(nine).model, false);
});

test('loadScoreModel and estimateScore with the model keep the heap flat', async () => {
  await loadScoreModel(modelBytes);
  const c = cases.find((k) => k.id.includes('/open/'));
  estimateScore(c.board, optionsOf(c));
  const before = memoryStats().heapBytesInUse;
  for (let i = 0; i < 3; i += 1) {
    await loadScoreModel(modelBytes);
    await assert.rejects(loadScoreModel(new Uint8Array(10)));
    estimateScore(c.board, optionsOf(c));
  }
  assert.equal(memoryStats().heapBytesInUse, before);
});

test("the browser's module (built for size) has no evaluator: loadScoreModel says so, estimateScore counts", () => {
  const profile = new URL('./wasm-profile.mjs', import.meta.url).href;
  const script = `
    const g = await import(${JSON.stringify(profile)});
    const bytes = new Uint8Array((await import('node:fs')).readFileSync(new URL(${JSON.stringify(new URL('../../web/model/score-model.bin', import.meta.url).href)})));
    const error = await g.loadScoreModel(bytes).then(() => null, (e) => e);
    const e = g.estimateScore(${JSON.stringify(cases[0].board)});
    console.log(JSON.stringify({ code: error?.code, message: error?.message, model: e.model }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, GOSCORE_WASM: 'browser' } });
  const { code, message, model } = JSON.parse(out);
  assert.equal(code, 'WASM_LOAD');
  assert.match(message, /^loadScoreModel: the module built for size \(goscore_core\.wasm\) has no learned evaluator/);
  assert.equal(model, false);
});
