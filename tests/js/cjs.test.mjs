// require('goscore') through the CommonJS entry: `ready` resolves to the API, the names read through
// once it has, names taken before then work once it has, and a name used too early says what to do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../../web/index.cjs', import.meta.url));

test('the CommonJS entry exposes ready and then the whole API', () => {
  const script = `
    const goscore = require(${JSON.stringify(entry)});
    let early;
    try { goscore.getTerritories([' BW ']); } catch (e) { early = e.code + ': ' + e.message; }
    goscore.ready.then((api) => {
      const t = goscore.getTerritories([' BW ', ' BW ']);
      const s = String(api.scoreTerritory(['     ', 'BBBBB', '     ', 'WWWWW', '     '], { komi: 6.5 }));
      console.log(JSON.stringify({ early, t, s, same: api.Game === goscore.Game, keys: Object.keys(goscore).includes('Game') }));
    });`;
  const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  assert.equal(out.early, "WASM_LOAD: goscore: getTerritories was used before the module loaded; in CommonJS, await require('goscore').ready first");
  assert.deepEqual(out.t.territoryBlack, [[0, 0], [0, 1]]);
  assert.equal(out.s, 'White wins by 6.5');
  assert.equal(out.same, true);
  assert.equal(out.keys, true);
});

test('names destructured at require time work once ready has resolved: functions, classes, instanceof, constants', () => {
  const script = `
    const { getTerritories, Game, GoScoreError, ScoreResult, score, RULESETS, MAX_BOARD_SIZE, MAX_SGF_BYTES, ready } = require(${JSON.stringify(entry)});
    const before = { RULESETS, MAX_BOARD_SIZE, MAX_SGF_BYTES, name: getTerritories.name };
    ready.then(async (api) => {
      const esm = await import(${JSON.stringify(new URL('../../web/index.js', import.meta.url).href)});
      const t = getTerritories([' BW ']);
      const g = new Game({ size: 9 });
      g.play(1, [4, 4]);
      const game = { own: g instanceof api.Game, standIn: g instanceof Game, stones: g.groups().length };
      g.dispose();
      let error;
      try { getTerritories([]); } catch (e) { error = { standIn: e instanceof GoScoreError, real: e instanceof api.GoScoreError, code: e.code }; }
      const result = score(['B.', '.W'], { rules: 'chinese' });
      const exportsOf = (m) => Object.keys(m).filter((k) => k !== 'ready').sort();
      const constants = Object.fromEntries(['RULESETS', 'MAX_BOARD_SIZE', 'MAX_SGF_BYTES'].map((k) => [k, esm[k]]));
      console.log(JSON.stringify({ before, constants, t, game, error, scoreResult: result instanceof ScoreResult,
        sameNames: JSON.stringify(exportsOf(esm)) === JSON.stringify(exportsOf(require(${JSON.stringify(entry)}))) }));
    });`;
  const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  // The constants given before the load are the ES module's values.
  assert.deepEqual(out.before, { ...out.constants, name: 'getTerritories' });
  assert.deepEqual(out.t.territoryBlack, [[0, 0]]);
  assert.deepEqual(out.game, { own: true, standIn: true, stones: 1 });
  assert.deepEqual(out.error, { standIn: true, real: true, code: 'INVALID_BOARD' });
  assert.equal(out.scoreResult, true);
  assert.equal(out.sameNames, true);
});

test('before the load, the entry lists exactly the names the ES module exports', () => {
  const script = `
    const goscore = require(${JSON.stringify(entry)});
    const early = Object.keys(goscore).filter((k) => k !== 'ready').sort();
    import(${JSON.stringify(new URL('../../web/index.js', import.meta.url).href)}).then((esm) => {
      console.log(JSON.stringify({ early, esm: Object.keys(esm).filter((k) => k !== 'ready').sort(), unknown: goscore.noSuchName }));
    });`;
  const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  assert.deepEqual(out.early, out.esm);
  assert.equal(out.unknown, undefined);
});
