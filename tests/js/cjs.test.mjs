// require('goscore') through the CommonJS entry: `ready` resolves to the API, the names read through
// once it has, and a name used too early says what to do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../../web/index.cjs', import.meta.url));

test('the CommonJS entry exposes ready and then the whole API', () => {
  const script = `
    const goscore = require(${JSON.stringify(entry)});
    let early;
    try { goscore.getTerritories; } catch (e) { early = e.message; }
    goscore.ready.then((api) => {
      const t = goscore.getTerritories([' BW ', ' BW ']);
      const s = String(api.scoreTerritory(['     ', 'BBBBB', '     ', 'WWWWW', '     '], { komi: 6.5 }));
      console.log(JSON.stringify({ early, t, s, same: api.Game === goscore.Game, keys: Object.keys(goscore).includes('Game') }));
    });`;
  const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  assert.match(out.early, /getTerritories is not loaded yet; in CommonJS, await require\('goscore'\)\.ready first/);
  assert.deepEqual(out.t.territoryBlack, [[0, 0], [0, 1]]);
  assert.equal(out.s, 'White wins by 6.5');
  assert.equal(out.same, true);
  assert.equal(out.keys, true);
});
