// The stateless functions of the package: region finder, GoCounting, ownership map, Tromp-Taylor,
// territory and area scoring, and what bad input gets.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import {
  getTerritory,
  getTerritories,
  GoCounting,
  scoreTrompTaylor,
  ownershipMap,
  scoreTerritory,
  scoreArea,
  GoScoreError,
  MAX_BOARD_SIZE,
  memoryStats,
} from '../../web/index.js';
import { loadPositionFixtures } from './fixtures.mjs';
import { api } from '../../web/src/core.js';
import * as limits from '../../web/src/input.js';

const FIXTURES = new URL('../fixtures/', import.meta.url);
const exercism = JSON.parse(readFileSync(new URL('exercism-go-counting.json', FIXTURES), 'utf8'));

test('exercism canonical cases through the functions', () => {
  assert.ok(exercism.cases.length >= 11);
  for (const c of exercism.cases) {
    const { board, x, y } = c.input;
    if (c.property === 'territories') {
      assert.deepEqual(getTerritories(board), c.expected, c.description);
    } else if (c.expected.error) {
      assert.throws(
        () => getTerritory(board, x, y),
        (e) => e instanceof GoScoreError && e.message === c.expected.error && e.code === 'INVALID_COORDINATE',
        c.description,
      );
    } else {
      assert.deepEqual(getTerritory(board, x, y), c.expected, c.description);
    }
  }
});

test('exercism canonical cases through GoCounting', () => {
  for (const c of exercism.cases) {
    const counting = new GoCounting(c.input.board);
    if (c.property === 'territories') {
      assert.deepEqual(counting.getTerritories(), c.expected, c.description);
    } else {
      assert.deepEqual(counting.getTerritory(c.input.x, c.input.y), c.expected, c.description);
    }
  }
});

test('coordinate lists are sorted numerically by x, then y', () => {
  const board = ['  B       W ', '  B       W '];
  const t = getTerritories(board);
  assert.deepEqual(t.territoryBlack, [[0, 0], [0, 1], [1, 0], [1, 1]]);
  assert.deepEqual(t.territoryWhite, [[11, 0], [11, 1]]);
  assert.deepEqual(t.territoryNone.slice(0, 4), [[3, 0], [3, 1], [4, 0], [4, 1]]);
  assert.deepEqual(t.territoryNone.at(-1), [9, 1]);
  const region = getTerritory(board, 9, 1);
  assert.equal(region.owner, 'NONE');
  assert.deepEqual(region.territory[0], [3, 0]);
  assert.deepEqual(region.territory.at(-1), [9, 1]);
  for (let i = 1; i < region.territory.length; i++) {
    const [a, b] = [region.territory[i - 1], region.territory[i]];
    assert.ok(a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]));
  }
});

test('dots are empty points too, and sign maps are accepted', () => {
  assert.deepEqual(getTerritories(['.B.']), getTerritories([' B ']));
  assert.deepEqual(getTerritories([[0, 1, 0]]), getTerritories([' B ']));
  assert.deepEqual(getTerritory([[0, 1, 0]], 2, 0), { owner: 'BLACK', territory: [[2, 0]] });
});

test('Tromp-Taylor: the three worked examples', () => {
  assert.deepEqual(scoreTrompTaylor([[1, 1, 1], [1, 0, 1], [1, 1, 1]], 0.5, 2, 12), [true, 9, 0.5, 1]);
  assert.deepEqual(scoreTrompTaylor([[1, 0], [0, -1]], 0.5, 1, 3), [false, null, null, null]);
  assert.deepEqual(scoreTrompTaylor([[1, 0, -1], [1, 0, -1], [1, 0, -1]], 0, 2, 10), [true, 3, 3, 0]);
});

test('Tromp-Taylor: terminal by action count, rows input, white win', () => {
  assert.deepEqual(scoreTrompTaylor([[0, 0], [0, 0]], 0, 0, 7), [false, null, null, null]);
  assert.deepEqual(scoreTrompTaylor([[0, 0], [0, 0]], 0, 0, 8), [true, 0, 0, 0]);
  assert.deepEqual(scoreTrompTaylor(['W ', '  '], 0.5, 3, 1), [true, 0, 4.5, -1]);
  assert.deepEqual(scoreTrompTaylor([[1, -1]], -2, 2, 0), [true, 1, -1, 1]);
});

test('ownershipMap: Int8Array and sign map in, Int8Array out, stones own their point', () => {
  const signs = new Int8Array([0, 1, 0, 1, -1, 0, 0, 0, -1]);
  const own = ownershipMap(signs, 3, 3);
  assert.ok(own instanceof Int8Array);
  assert.deepEqual(Array.from(own), [1, 1, 0, 1, -1, 0, 0, 0, -1]);
  assert.deepEqual(ownershipMap([[0, 1, 0], [1, -1, 0], [0, 0, -1]]), own);
  assert.deepEqual(Array.from(ownershipMap(new Int8Array(6), 3, 2)), [0, 0, 0, 0, 0, 0]);
  // The result is a copy: a second call does not change the first result.
  const first = ownershipMap(new Int8Array([1, 0]), 2, 1);
  ownershipMap(new Int8Array([-1, 0]), 2, 1);
  assert.deepEqual(Array.from(first), [1, 1]);
});

test('ownershipMap writes into a caller-owned array when given one', () => {
  const out = new Int8Array(4).fill(7);
  assert.equal(ownershipMap(new Int8Array([1, 0, 0, 0]), 2, 2, out), out);
  assert.deepEqual(Array.from(out), [1, 1, 1, 1]);
  expectError(() => ownershipMap(new Int8Array(4), 2, 2, new Int8Array(3)), 'INVALID_ARGUMENT', /out must be an Int8Array of 4 values/);
  expectError(() => ownershipMap(new Int8Array(4), 2, 2, [0, 0, 0, 0]), 'INVALID_ARGUMENT', /out must be an Int8Array/);
  // Pooled results are independent of each other.
  const results = Array.from({ length: 500 }, (_, i) => ownershipMap(new Int8Array([i % 2 ? 1 : -1, 0]), 2, 1));
  results.forEach((r, i) => assert.deepEqual(Array.from(r), i % 2 ? [1, 1] : [-1, -1]));
});

test('inputs are never mutated', () => {
  const rows = ['  B  ', ' B B ', 'B W B', ' W W ', '  W  '];
  const rowsCopy = structuredClone(rows);
  const signs = [[1, 0, -1], [0, 0, 0], [-1, 0, 1]];
  const signsCopy = structuredClone(signs);
  const flat = new Int8Array([1, 0, 0, -1]);
  const dead = [[0, 0]];
  const options = { komi: 6.5, dead, seki: [], prisoners: { black: 1, white: 2 } };
  const optionsCopy = structuredClone(options);
  getTerritory(rows, 0, 1);
  getTerritories(rows);
  new GoCounting(rows).getTerritories();
  scoreTrompTaylor(signs, 0.5, 2, 0);
  getTerritories(signs);
  ownershipMap(flat, 2, 2);
  ownershipMap(signs);
  scoreTerritory(signs, options);
  scoreArea(signs, { komi: 7.5, dead });
  assert.deepEqual(rows, rowsCopy);
  assert.deepEqual(signs, signsCopy);
  assert.deepEqual(Array.from(flat), [1, 0, 0, -1]);
  assert.deepEqual(options, optionsCopy);
});

test('territory scoring: the two 5x5 examples of the issue', () => {
  const first = scoreTerritory(['     ', 'BBBBB', '     ', 'WWWWW', '     '], { komi: 6.5 });
  assert.equal(first.black, 5);
  assert.equal(first.white, 11.5);
  assert.equal(String(first), 'White wins by 6.5');
  assert.equal(first.sgf, 'W+6.5');
  assert.equal(first.winner, -1);
  assert.equal(first.margin, 6.5);
  assert.deepEqual(first.raw, { black: 50, white: 115 });
  assert.equal(first.toString('ko'), '백 6.5집 승');

  // (4, 4) lies between two white stones that are not connected: once the dame (3, 3) is filled,
  // (4, 3) is in atari and White must fill (4, 4) itself, so the point is no territory (Japanese
  // 1989 rules, Art. 8: territory is surrounded by living stones). With seki 'auto', the default,
  // the life analysis leaves it out (it puts the two stones and the point in a seki group); with
  // seki 'none' (the behaviour before the life analysis) it is counted.
  const second = scoreTerritory(['     ', '     ', 'BBBBB', '    W', '   W '], { komi: 6.5 });
  assert.equal(second.black, 10);
  assert.equal(second.white, 6.5);
  assert.equal(String(second), 'Black wins by 3.5');
  assert.equal(second.sgf, 'B+3.5');
  assert.equal(second.toString('ko'), '흑 3.5집 승');
  assert.equal(second.toString('ja'), '黒 3.5目勝ち');
  assert.equal(second.toString('zh'), '黑胜3.5目');
  assert.equal(second.rules, 'territory');
  assert.equal(second.details.white.territory, 0);
  const before = scoreTerritory(['     ', '     ', 'BBBBB', '    W', '   W '], { komi: 6.5, seki: 'none' });
  assert.equal(before.white, 7.5);
  assert.equal(String(before), 'Black wins by 2.5');
});

test('shared position fixtures score the same in JS as in C++', () => {
  const fixtures = loadPositionFixtures();
  assert.ok(fixtures.length >= 8);
  for (const f of fixtures) {
    const rules = f.fields.rules ?? 'territory';
    const options = { komi: Number(f.fields.komi ?? 0) };
    if (f.points('dead').length) options.dead = f.points('dead');
    let result;
    if (rules === 'territory') {
      options.seki = f.points('seki');
      const [black, white] = (f.fields.prisoners ?? '0 0').split(' ').map(Number);
      options.prisoners = { black, white };
      result = scoreTerritory(f.rows, options);
    } else if (rules === 'area') {
      result = scoreArea(f.rows, options);
    } else {
      const [terminal, black, white, winner] = scoreTrompTaylor(f.rows, options.komi, 2, 0);
      assert.ok(terminal);
      result = scoreArea(f.rows, { komi: options.komi });
      assert.equal(black, result.black, f.name);
      assert.equal(white, result.white, f.name);
      assert.equal(winner, result.winner, f.name);
    }
    assert.equal(String(result.black), f.fields.black, f.name);
    assert.equal(String(result.white), f.fields.white, f.name);
    assert.equal(String(result), f.fields.result, f.name);
    assert.equal(result.sgf, f.fields.sgf, f.name);
  }
});

test('dead stones: naming several stones of one chain is the same as naming one', () => {
  const board = ['..WW.', 'BBBBB', '.....', 'WWWWW', '.....'];
  const one = scoreTerritory(board, { komi: 0, dead: [[2, 0]] });
  const both = scoreTerritory(board, { komi: 0, dead: [[2, 0], [3, 0]] });
  assert.deepEqual(one.raw, both.raw);
  assert.equal(one.details.white.dead, 2);
  assert.equal(one.details.white.prisoners, 2);
  assert.equal(one.black, 5);
  assert.equal(one.white, 3);
  const area = scoreArea(board, { komi: 0, dead: [[3, 0]] });
  assert.equal(area.black, 10);
  assert.equal(area.white, 10);
  assert.equal(String(area), 'Draw');
  assert.equal(area.sgf, '0');
  assert.equal(area.toString('ko'), '무승부');
  assert.deepEqual(Array.from(one.ownership.slice(0, 5)), [1, 1, 1, 1, 1]);
});

test('default komi: 6.5 for territory, 7.5 for area', () => {
  assert.equal(scoreTerritory(['B.']).white, 6.5);
  assert.equal(scoreArea(['B.']).white, 7.5);
});

function expectError(fn, code, message) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof GoScoreError, `expected a GoScoreError, got ${e}`);
    assert.ok(e instanceof Error);
    assert.equal(e.code, code);
    if (message instanceof RegExp) assert.match(e.message, message);
    else assert.equal(e.message, message);
    return true;
  });
}

test('bad boards get a clear error naming the function and the problem', () => {
  expectError(() => getTerritories('B W'), 'INVALID_BOARD', 'getTerritories: the board must be an array of rows, got "B W"');
  expectError(() => getTerritories(null), 'INVALID_BOARD', 'getTerritories: the board must be an array of rows, got null');
  expectError(() => getTerritories([]), 'INVALID_BOARD', 'getTerritories: the board is empty');
  expectError(() => getTerritories(['']), 'INVALID_BOARD', 'getTerritories: row 0 is empty');
  expectError(() => getTerritories(['BBBBB', '  W  ', 'W W ']), 'INVALID_BOARD', 'getTerritories: row 2 has 4 points, expected 5');
  expectError(() => getTerritories(['B W', 'BxW']), 'INVALID_BOARD', "getTerritories: row 1 column 1 has 'x', expected 'B', 'W', ' ' or '.'");
  expectError(() => getTerritories(['B\nW']), 'INVALID_BOARD', `getTerritories: row 0 column 1 has character code 10, expected 'B', 'W', ' ' or '.'`);
  expectError(() => getTerritories(['B●W']), 'INVALID_BOARD', /row 0 column 1 has "●"/);
  expectError(() => getTerritories(['B ', 7]), 'INVALID_BOARD', 'getTerritories: row 1 is 7, expected a string');
  expectError(() => scoreTrompTaylor([[1, 0], [0, 2]], 0, 2, 0), 'INVALID_BOARD', 'scoreTrompTaylor: row 1 column 1 has 2, expected 1, -1 or 0');
  expectError(() => scoreTrompTaylor([[1, 0], [0, '1']], 0, 2, 0), 'INVALID_BOARD', 'scoreTrompTaylor: row 1 column 1 has "1", expected 1, -1 or 0');
  expectError(() => scoreTrompTaylor([[1, 0], [0]], 0, 2, 0), 'INVALID_BOARD', 'scoreTrompTaylor: row 1 has 1 points, expected 2');
  expectError(() => scoreTrompTaylor([[1, 0], 'B '], 0, 2, 0), 'INVALID_BOARD', 'scoreTrompTaylor: row 1 is "B ", expected an array');
  expectError(() => ownershipMap(new Int8Array([1, 0, 3, 0]), 2, 2), 'INVALID_BOARD', 'ownershipMap: row 1 column 0 has 3, expected 1, -1 or 0');
  expectError(() => ownershipMap(new Int8Array(5), 2, 2), 'INVALID_BOARD', 'ownershipMap: signs has 5 values, expected 2 x 2 = 4');
  expectError(() => ownershipMap(new Int8Array(0), 0, 0), 'INVALID_BOARD', 'ownershipMap: the board is empty');
  expectError(() => ownershipMap(new Uint8Array(4), 2, 2), 'INVALID_BOARD', 'ownershipMap: signs must be an Int8Array or a sign map, got a Uint8Array');
  expectError(() => ownershipMap([[0, 0]], 3, 1), 'INVALID_BOARD', 'ownershipMap: the sign map is 2x1, but width x height is 3x1');
});

test('boards past the maximum are refused before any work', () => {
  assert.equal(MAX_BOARD_SIZE, 1024);
  const wide = [' '.repeat(MAX_BOARD_SIZE + 1)];
  expectError(() => getTerritories(wide), 'BOARD_TOO_LARGE', 'getTerritories: the board is 1025x1, larger than the maximum of 1024x1024');
  const tall = new Array(MAX_BOARD_SIZE + 1).fill(' ');
  expectError(() => getTerritories(tall), 'BOARD_TOO_LARGE', /the board is 1x1025/);
  expectError(() => ownershipMap(new Int8Array(2000 * 2), 2000, 2), 'BOARD_TOO_LARGE', /2000x2/);
  // The largest board works.
  const own = ownershipMap(new Int8Array(MAX_BOARD_SIZE * MAX_BOARD_SIZE), MAX_BOARD_SIZE, MAX_BOARD_SIZE);
  assert.equal(own.length, MAX_BOARD_SIZE * MAX_BOARD_SIZE);
});

test('bad coordinates and numbers', () => {
  const board = [' B ', 'B W'];
  expectError(() => getTerritory(board, 1.5, 0), 'INVALID_COORDINATE', 'getTerritory: x must be an integer, got 1.5');
  expectError(() => getTerritory(board, 0, NaN), 'INVALID_COORDINATE', 'getTerritory: y must be an integer, got NaN');
  expectError(() => getTerritory(board, Infinity, 0), 'INVALID_COORDINATE', 'getTerritory: x must be an integer, got Infinity');
  expectError(() => getTerritory(board, '0', 0), 'INVALID_COORDINATE', 'getTerritory: x must be an integer, got "0"');
  expectError(() => getTerritory(board, 2 ** 40, 0), 'INVALID_COORDINATE', 'Invalid coordinate');
  expectError(() => getTerritory(board, 0, -(2 ** 40)), 'INVALID_COORDINATE', 'Invalid coordinate');
  assert.deepEqual(new GoCounting(board).getTerritory(3, 0), { error: 'Invalid coordinate' });
  // GoCounting answers every coordinate problem the exercism way.
  assert.deepEqual(new GoCounting(board).getTerritory(0.5, 0), { error: 'Invalid coordinate' });
  assert.deepEqual(new GoCounting(board).getTerritory(0, '1'), { error: 'Invalid coordinate' });
  expectError(() => new GoCounting(['B', 'BB']), 'INVALID_BOARD', 'GoCounting: row 1 has 2 points, expected 1');
  expectError(() => scoreTrompTaylor(board, NaN, 2, 0), 'INVALID_ARGUMENT', 'scoreTrompTaylor: komi must be a finite number, got NaN');
  expectError(() => scoreTrompTaylor(board, Infinity, 2, 0), 'INVALID_ARGUMENT', 'scoreTrompTaylor: komi must be a finite number, got Infinity');
  expectError(() => scoreTrompTaylor(board, '6.5', 2, 0), 'INVALID_ARGUMENT', 'scoreTrompTaylor: komi must be a finite number, got "6.5"');
  expectError(() => scoreTrompTaylor(board, 0, -1, 0), 'INVALID_ARGUMENT', 'scoreTrompTaylor: consecutivePasses must be a non-negative integer, got -1');
  expectError(() => scoreTrompTaylor(board, 0, 0, -3), 'INVALID_ARGUMENT', 'scoreTrompTaylor: moveCount must be a non-negative integer, got -3');
  expectError(() => scoreTrompTaylor(board, 0, 0.5, 3), 'INVALID_ARGUMENT', 'scoreTrompTaylor: consecutivePasses must be an integer, got 0.5');
  expectError(() => scoreTerritory(board, { komi: 0.25 }), 'INVALID_ARGUMENT', /komi must be a multiple of 0.1/);
  expectError(() => scoreTerritory(board, { komi: 6.5, handicap: 2 }), 'INVALID_ARGUMENT', 'scoreTerritory: unknown option \'handicap\' (expected komi, dead, seki, prisoners, scoreFalseEyes)');
  expectError(() => scoreTerritory(board, { dead: [[1, 1]] }), 'INVALID_ARGUMENT', 'scoreTerritory: dead point (1, 1) is empty');
  expectError(() => scoreTerritory(board, { dead: [[9, 1]] }), 'INVALID_COORDINATE', 'scoreTerritory: dead point (9, 1) is off the board');
  expectError(() => scoreTerritory(board, { dead: [[1]] }), 'INVALID_COORDINATE', 'scoreTerritory: dead[0] must be an [x, y] pair, got an array');
  expectError(() => scoreTerritory(board, { seki: [[1, 0]] }), 'INVALID_ARGUMENT', 'scoreTerritory: seki point (1, 0) is a live stone, not an empty region');
  expectError(() => scoreTerritory(board, { prisoners: { black: -1 } }), 'INVALID_ARGUMENT', 'scoreTerritory: prisoners.black must be a non-negative integer, got -1');
  expectError(() => scoreArea(board, { seki: [] }), 'INVALID_ARGUMENT', /unknown option 'seki'/);
  expectError(() => scoreTerritory(board).toString('fr'), 'INVALID_ARGUMENT', /unknown language "fr"/);
});

// Each kind of bad call, with the error code it must get.
const BAD_CALLS = [
  ['not an array', () => getTerritories({ length: 1 }), 'INVALID_BOARD'],
  ['empty board', () => getTerritories([]), 'INVALID_BOARD'],
  ['ragged rows', () => getTerritories(['BW ', 'B ']), 'INVALID_BOARD'],
  ['unknown character', () => getTerritory(['B?W'], 0, 0), 'INVALID_BOARD'],
  ['unknown value', () => scoreTrompTaylor([[1, 5]], 0, 2, 0), 'INVALID_BOARD'],
  ['non-integer coordinate', () => getTerritory(['B W'], 0.5, 0), 'INVALID_COORDINATE'],
  ['non-finite coordinate', () => getTerritory(['B W'], 0, -Infinity), 'INVALID_COORDINATE'],
  ['off-board coordinate', () => getTerritory(['B W'], 3, 0), 'INVALID_COORDINATE'],
  ['bad komi', () => scoreTrompTaylor([[1, 0]], NaN, 2, 0), 'INVALID_ARGUMENT'],
  ['negative passes', () => scoreTrompTaylor([[1, 0]], 0, -2, 0), 'INVALID_ARGUMENT'],
  ['negative move count', () => scoreTrompTaylor([[1, 0]], 0, 2, -1), 'INVALID_ARGUMENT'],
  ['board too large', () => ownershipMap(new Int8Array(1025), 1025, 1), 'BOARD_TOO_LARGE'],
  ['bad dead point', () => scoreTerritory(['B.'], { dead: [[1, 0]] }), 'INVALID_ARGUMENT'],
  ['bad sign in Int8Array', () => ownershipMap(new Int8Array([1, -2]), 2, 1), 'INVALID_BOARD'],
];

test('10,000 bad calls of each kind leave the module working and the heap unchanged', () => {
  const good = () => getTerritories(['  B  ', ' B B ', 'B W B', ' W W ', '  W  ']);
  const expected = good();
  // Warm up every path once so that buffers reach their steady size.
  for (const [, call] of BAD_CALLS) assert.throws(call);
  good();
  const before = memoryStats();
  for (const [kind, call, code] of BAD_CALLS) {
    for (let i = 0; i < 10_000; i++) {
      try {
        call();
        assert.fail(`${kind}: no error`);
      } catch (e) {
        if (!(e instanceof GoScoreError) || e.code !== code) {
          assert.fail(`${kind}: expected GoScoreError ${code}, got ${e?.code} ${e}`);
        }
      }
    }
    assert.deepEqual(good(), expected, `${kind}: a good call still answers correctly`);
  }
  const after = memoryStats();
  assert.equal(after.heapBytesInUse, before.heapBytesInUse, 'malloc bytes in use did not change');
  assert.equal(after.heapSize, before.heapSize, 'the WASM memory did not grow');
});

test('a huge empty region and a maze-like region on 1000x1000', () => {
  const n = 1000;
  const signs = new Int8Array(n * n);
  signs[500 * n + 500] = -1;
  let own = ownershipMap(signs, n, n);
  assert.ok(own.every((o) => o === -1));
  // Serpentine corridor: every other row black, with a gap at alternating ends.
  signs.fill(0);
  for (let y = 1; y < n; y += 2) {
    signs.fill(1, y * n, (y + 1) * n);
    signs[y * n + ((y >> 1) % 2 === 0 ? n - 1 : 0)] = 0;
  }
  own = ownershipMap(signs, n, n);
  assert.ok(own.every((o) => o === 1));
});

test('results are plain values and every fixture file is read', () => {
  const r = scoreTerritory(['B.W']);
  assert.equal(typeof r.black, 'number');
  assert.ok(r.ownership instanceof Int8Array);
  assert.equal(JSON.parse(JSON.stringify(r)).sgf, r.sgf);
  const names = readdirSync(new URL('positions/', FIXTURES)).filter((n) => n.endsWith('.txt'));
  assert.equal(names.length, loadPositionFixtures().length);
});

test('the limits the JS checks before the module has loaded are the core\'s own', () => {
  // web/src/input.js knows them at import (MAX_BOARD_SIZE is public before any load); the bindings
  // publish the core's (cpp/bindings/common.cpp, estimate.cpp).
  const core = api('test');
  assert.equal(MAX_BOARD_SIZE, core.maxSide);
  assert.equal(limits.MAX_SGF_BYTES, core.maxSgfBytes);
  assert.equal(limits.MAX_KOMI_TENTHS, core.maxKomiTenths);
  assert.equal(limits.MAX_PRISONERS, core.maxPrisoners);
  assert.equal(limits.MAX_PLAYOUTS, core.maxPlayouts);
});
