// The life analysis through the package: passAlive against every KataGo calculateArea map of the
// shared dataset, analyzeTerritory on hand-checked positions, and what bad input gets.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { passAlive, analyzeTerritory, GoScoreError, memoryStats } from '../../web/index.js';
import { datasetPath } from './datasets.mjs';

const toSigns = (rows) => rows.map((r) => [...r].map((c) => (c === 'B' ? 1 : c === 'W' ? -1 : 0)));
const flat = (rows) => toSigns(rows).flat();

test('passAlive equals every KataGo calculateArea map without big territories or non-pass-alive stones', () => {
  const file = datasetPath('katago-area-maps.json');
  assert.ok(existsSync(file), `${file} is missing`);
  const { cases } = JSON.parse(readFileSync(file, 'utf8'));
  let checked = 0;
  for (const c of cases) {
    for (const r of c.results) {
      const f = r.flags;
      if (r.function !== 'calculateArea' || f.safeBigTerritories || f.unsafeBigTerritories || f.nonPassAliveStones) continue;
      const expected = flat(r.ownership);
      const suicide = f.multiStoneSuicideLegal;
      // Rows and the sign map of the same board give the same map.
      assert.deepEqual(Array.from(passAlive(c.board, { suicide })), expected, `${c.id} suicide=${suicide} (rows)`);
      assert.deepEqual(Array.from(passAlive(toSigns(c.board), { suicide })), expected, `${c.id} (sign map)`);
      checked++;
    }
  }
  assert.ok(checked >= 22, `only ${checked} maps checked`); // the 22 boards of the file
});

test('passAlive: two walls with two eyes each are pass-alive with their eyes; an empty board holds nothing', () => {
  // Each chain has two one-point eyes (vital regions): Benson's condition holds for both colours.
  const board = ['BBBBB', 'B.B.B', 'BBBBB', 'WWWWW', 'W.W.W'];
  const m = passAlive(board);
  assert.ok(m instanceof Int8Array);
  assert.deepEqual(Array.from(m), [...Array(15).fill(1), ...Array(10).fill(-1)]);
  assert.deepEqual(Array.from(passAlive(['...', '...'])), [0, 0, 0, 0, 0, 0]);
  assert.deepEqual(Array.from(passAlive(['.'])), [0]);
  // One eye only: nothing is pass-alive.
  assert.deepEqual(Array.from(passAlive(['.B', 'BB'])), [0, 0, 0, 0]);
});

test('analyzeTerritory: two-eye life, dead stones, seki on one row, a board of one colour', () => {
  const alive = analyzeTerritory(['BBBBB', 'B.B.B', 'BBBBB', 'WWWWW', 'W.W.W']);
  assert.equal(alive.width, 5);
  assert.equal(alive.height, 5);
  const t = new Array(25).fill(0);
  t[6] = t[8] = 1; // Black's two eyes
  t[21] = t[23] = -1; // White's two eyes
  assert.deepEqual(Array.from(alive.territory), t);
  assert.deepEqual(Array.from(alive.seki), new Array(25).fill(0));
  assert.deepEqual(Array.from(alive.dame), new Array(25).fill(0));

  // '.B.W.': each stone has an eye and they share (2, 0); whoever fills it is captured: seki. The
  // eyes belong to the groups in seki, the shared liberty is dame, nothing is territory.
  const seki = analyzeTerritory(['.B.W.']);
  assert.deepEqual(Array.from(seki.seki), [1, 1, 0, -1, -1]);
  assert.deepEqual(Array.from(seki.territory), [0, 0, 0, 0, 0]);
  assert.deepEqual(Array.from(seki.dame), [0, 0, 1, 0, 0]);

  // With the black stone dead, everything is White's (the dead stone's point included).
  const dead = analyzeTerritory(['.B.W.'], { dead: [[1, 0]] });
  assert.deepEqual(Array.from(dead.territory), [-1, -1, -1, 0, -1]);
  assert.deepEqual(Array.from(dead.seki), [0, 0, 0, 0, 0]);

  // Walls: the middle row reaches both colours, dame.
  const walls = analyzeTerritory(['     ', 'BBBBB', '     ', 'WWWWW', '     ']);
  assert.deepEqual(Array.from(walls.dame), [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  assert.deepEqual(Array.from(walls.territory).slice(0, 5), [1, 1, 1, 1, 1]);
  assert.deepEqual(Array.from(walls.territory).slice(20), [-1, -1, -1, -1, -1]);

  // An empty 1x1 board and a board of one colour: no territory, nothing in seki.
  assert.deepEqual(Array.from(analyzeTerritory(['.']).territory), [0]);
  const types = analyzeTerritory(['.']);
  for (const k of ['falseEye', 'unscorableFalseEye', 'dame', 'eyeValue']) assert.ok(types[k] instanceof Uint8Array, k);
  assert.ok(types.territory instanceof Int8Array && types.seki instanceof Int8Array);
});

test('analyzeTerritory on 25x25 and sign maps gives the same maps as rows', () => {
  const rows = Array.from({ length: 25 }, (_, y) => Array.from({ length: 25 }, (_, x) => (x === 12 ? 'B' : x === 13 ? 'W' : '.')).join(''));
  const a = analyzeTerritory(rows);
  const b = analyzeTerritory(toSigns(rows));
  for (const k of ['territory', 'seki', 'falseEye', 'unscorableFalseEye', 'dame', 'eyeValue']) {
    assert.deepEqual(Array.from(a[k]), Array.from(b[k]), k);
  }
  // Left of the black wall is Black's, right of the white wall White's.
  assert.equal(a.territory[0], 1);
  assert.equal(a.territory[24], -1);
});

test('life functions: bad input gets a GoScoreError with a code, and the heap stays flat', () => {
  const cases = [
    [() => passAlive('B'), 'INVALID_BOARD'],
    [() => passAlive([]), 'INVALID_BOARD'],
    [() => passAlive(['BX']), 'INVALID_BOARD'],
    [() => passAlive(['B'], { suicide: 1 }), 'INVALID_ARGUMENT'],
    [() => passAlive(['B'], { suicde: true }), 'INVALID_ARGUMENT'],
    [() => passAlive(['B'], 5), 'INVALID_ARGUMENT'],
    [() => analyzeTerritory(['B.'], { dead: [[1, 0]] }), 'INVALID_ARGUMENT'],
    [() => analyzeTerritory(['B.'], { dead: [[2, 0]] }), 'INVALID_COORDINATE'],
    [() => analyzeTerritory(['B.'], { dead: [[0.5, 0]] }), 'INVALID_COORDINATE'],
    [() => analyzeTerritory(['B.'], { dead: 'all' }), 'INVALID_ARGUMENT'],
    [() => analyzeTerritory(['B.'], { scoreFalseEyes: 'yes' }), 'INVALID_ARGUMENT'],
    [() => analyzeTerritory(['B.'], { seki: [] }), 'INVALID_ARGUMENT'],
    [() => analyzeTerritory([[1, 2]]), 'INVALID_BOARD'],
  ];
  const run = () => {
    for (const [f, code] of cases) {
      assert.throws(f, (e) => e instanceof GoScoreError && e.code === code && /^(passAlive|analyzeTerritory): /.test(e.message));
    }
  };
  run();
  const before = memoryStats().heapBytesInUse;
  for (let i = 0; i < 200; i++) run();
  assert.equal(memoryStats().heapBytesInUse, before);
  // The module keeps working.
  assert.deepEqual(Array.from(analyzeTerritory(['.B.W.']).seki), [1, 1, 0, -1, -1]);
});
