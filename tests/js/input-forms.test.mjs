// Every function that takes a board reads every board form the same way (issue 15 item 4): rows of
// strings (mutable or frozen), number[][], frozen rows of numbers, arrays of typed arrays (Int8Array
// and the other kinds), rows of any array-like of numbers, a mix of those, and for ownershipMap a
// flat Int8Array with width and height. Each form gives exactly the answer the rows of strings
// give, and the rows' answer is pinned by hand on the first position. Vertex lists (dead, seki) and
// vertices take readonly arrays, typed arrays and array-likes. Malformed forms are GoScoreErrors
// that name the function, and the module answers exactly afterwards.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  Game,
  GoCounting,
  GoScoreError,
  analyzeTerritory,
  compareRules,
  estimateDead,
  estimateScore,
  getTerritories,
  getTerritory,
  ownershipMap,
  passAlive,
  score,
  scoreArea,
  scoreTerritory,
  scoreTrompTaylor,
} from '../../web/index.js';
import { rng } from './random.mjs';

// Hand analysis: Black's wall on row 1 encloses row 0, where a White stone at (2, 0) is marked
// dead; White's wall on row 3 encloses row 4; row 2 is dame. Japanese (additive): Black 5 territory
// + 1 dead = 6, White 5 + 6.5 komi = 11.5. scoreTerritory (Art. 10's subtractive form): Black 5,
// White 5 - 1 prisoner lost + 6.5 = 10.5.
const ROWS = ['  W  ', 'BBBBB', '     ', 'WWWWW', '     '];
const DEAD = [[2, 0]];
// A second position: a 4x3 board with regions of both colours and a neutral one.
const SMALL = ['.B.W', 'BB.W', '..WW'];

const sign = (c) => (c === 'B' ? 1 : c === 'W' ? -1 : 0);
const numbersOf = (rows) => rows.map((r) => Array.from(r, sign));
/** An array-like row that is no array: { length, 0: …, 1: … }. */
const arrayLike = (values) => Object.assign({ length: values.length }, values);

/** Every board form of `rows`, by name. */
function forms(rows) {
  const numbers = numbersOf(rows);
  return {
    'readonly rows of strings': Object.freeze([...rows]),
    'number[][]': numbers,
    'readonly number[][] (frozen)': Object.freeze(numbers.map((r) => Object.freeze([...r]))),
    'Int8Array[]': numbers.map((r) => Int8Array.from(r)),
    'Int16Array[]': numbers.map((r) => Int16Array.from(r)),
    'Int32Array[]': numbers.map((r) => Int32Array.from(r)),
    'Float64Array[]': numbers.map((r) => Float64Array.from(r)),
    'Int8Array rows of a shared buffer': sharedRows(numbers),
    'array-like rows': numbers.map(arrayLike),
    'a mix of arrays, typed arrays and array-likes': numbers.map((r, y) => [r, Int8Array.from(r), arrayLike(r)][y % 3]),
  };
}

/** Int8Array views, one per row, into one buffer with a byte before each (offsets not 0). */
function sharedRows(numbers) {
  const width = numbers[0].length;
  const buffer = new ArrayBuffer((width + 1) * numbers.length);
  return numbers.map((r, y) => {
    const row = new Int8Array(buffer, y * (width + 1) + 1, width);
    row.set(r);
    new Int8Array(buffer)[y * (width + 1)] = 7; // not part of any row
    return row;
  });
}

/** Every vertex-list form of `list`, by name. */
function vertexLists(list) {
  return {
    'readonly list of frozen pairs': Object.freeze(list.map((v) => Object.freeze([...v]))),
    'Int32Array vertices': list.map((v) => Int32Array.from(v)),
    'Float64Array vertices': list.map((v) => Float64Array.from(v)),
    'array-like vertices': list.map(arrayLike),
  };
}

// Every function that takes a board, as a call of the board (and of the dead list where it takes one).
const FAST = { effort: 'fast', seed: 3 };
const CALLS = {
  getTerritory: (b) => getTerritory(b, 0, 0),
  'getTerritory on a stone': (b) => getTerritory(b, 0, 1),
  getTerritories: (b) => getTerritories(b),
  'GoCounting.getTerritory': (b) => new GoCounting(b).getTerritory(4, 4),
  'GoCounting.getTerritories': (b) => new GoCounting(b).getTerritories(),
  'ownershipMap (board)': (b) => ownershipMap(b),
  scoreTrompTaylor: (b) => scoreTrompTaylor(b, 7.5, 2, 10),
  scoreTerritory: (b, dead) => scoreTerritory(b, { dead }),
  'scoreTerritory with seki marks': (b, dead) => scoreTerritory(b, { dead, seki: dead.length ? [[1, 2]] : [] }),
  scoreArea: (b, dead) => scoreArea(b, { dead }),
  passAlive: (b) => passAlive(b),
  analyzeTerritory: (b, dead) => analyzeTerritory(b, { dead }),
  score: (b, dead) => score(b, { rules: 'japanese', dead }),
  'score (aga, seki none)': (b, dead) => score(b, { rules: 'aga', dead, seki: 'none', handicap: 2 }),
  compareRules: (b, dead) => compareRules(b, { dead }),
  estimateDead: (b) => estimateDead(b, FAST),
  estimateScore: (b) => estimateScore(b, FAST),
  'Game.fromPosition': (b, dead) => {
    const game = Game.fromPosition(b, { komi: 6.5 });
    try {
      for (const v of dead) game.toggleDead(v);
      return { board: game.board, score: game.score().toJSON(), marks: game.marks };
    } finally {
      game.dispose();
    }
  },
};

test('the rows of strings give the hand-worked answers (the reference the other forms must match)', () => {
  const japanese = score(ROWS, { rules: 'japanese', dead: DEAD });
  assert.equal(japanese.black, 6);
  assert.equal(japanese.white, 11.5);
  const territory = scoreTerritory(ROWS, { dead: DEAD });
  assert.equal(territory.black, 5);
  assert.equal(territory.white, 10.5);
  // Unmarked, the White stone splits row 0: (0, 0) and (1, 0) touch it and Black's wall.
  assert.deepEqual(getTerritory(ROWS, 0, 0), { owner: 'NONE', territory: [[0, 0], [1, 0]] });
  assert.deepEqual(getTerritory(ROWS, 4, 4), { owner: 'WHITE', territory: [[0, 4], [1, 4], [2, 4], [3, 4], [4, 4]] });
  // SMALL: (0, 0) is enclosed by Black; (2, 0)-(2, 1) and (0, 2)-(1, 2) touch both colours.
  assert.deepEqual(getTerritories(SMALL), {
    territoryBlack: [[0, 0]],
    territoryWhite: [],
    territoryNone: [[0, 2], [1, 2], [2, 0], [2, 1]],
  });
});

for (const [name, call] of Object.entries(CALLS)) {
  test(`${name}: every board form gives the answer of the rows of strings`, () => {
    for (const [rows, dead] of [
      [ROWS, DEAD],
      [SMALL, []],
    ]) {
      const expected = call(rows, dead);
      for (const [form, board] of Object.entries(forms(rows))) {
        assert.deepEqual(call(board, dead), expected, `${form} of ${JSON.stringify(rows)}`);
      }
    }
  });
}

test('random boards, 1x1 to 21x13: every form gives the territories, score and pass-alive map of the rows', () => {
  const random = rng(15);
  const int = (n) => Math.floor(random() * n);
  for (let i = 0; i < 150; i++) {
    const width = 1 + int(21);
    const height = 1 + int(13);
    const rows = Array.from({ length: height }, () => Array.from({ length: width }, () => 'BW  .'[int(5)]).join(''));
    // A point with a stone, marked dead, when there is one.
    const stones = rows.flatMap((r, y) => [...r].flatMap((c, x) => (c === 'B' || c === 'W' ? [[x, y]] : [])));
    const dead = stones.length > 0 ? [stones[int(stones.length)]] : [];
    const expected = { t: getTerritories(rows), s: score(rows, { rules: 'chinese', dead }), p: passAlive(rows) };
    for (const [form, board] of Object.entries(forms(rows))) {
      const actual = { t: getTerritories(board), s: score(board, { rules: 'chinese', dead }), p: passAlive(board) };
      assert.deepEqual(actual, expected, `${form} of ${JSON.stringify(rows)}`);
    }
  }
});

test('ownershipMap: the flat Int8Array with width and height and every board form agree', () => {
  const flat = Int8Array.from(numbersOf(ROWS).flat());
  const expected = ownershipMap(ROWS);
  assert.deepEqual(ownershipMap(flat, 5, 5), expected);
  for (const [form, board] of Object.entries(forms(ROWS))) {
    assert.deepEqual(ownershipMap(board, 5, 5), expected, form);
    const out = new Int8Array(25);
    assert.equal(ownershipMap(board, undefined, undefined, out), out, form);
    assert.deepEqual(out, expected, form);
  }
});

test('dead and seki lists: readonly lists, typed-array and array-like vertices give the same answer', () => {
  const seki = [[2, 2]];
  const checks = [
    (dead) => scoreTerritory(ROWS, { dead }),
    (dead) => scoreArea(ROWS, { dead }),
    (dead) => score(ROWS, { rules: 'chinese', dead }),
    (dead) => compareRules(ROWS, { dead }),
    (dead) => analyzeTerritory(ROWS, { dead }),
    (sekiList) => scoreTerritory(ROWS, { dead: DEAD, seki: sekiList }),
    (sekiList) => score(ROWS, { dead: DEAD, seki: sekiList }),
  ];
  for (const [i, check] of checks.entries()) {
    const list = i < 5 ? DEAD : seki;
    const expected = check(list);
    for (const [form, l] of Object.entries(vertexLists(list))) assert.deepEqual(check(l), expected, `check ${i}, ${form}`);
  }
});

test('Game: play, check, toggleDead and toggleSeki take typed-array, array-like and frozen vertices', () => {
  const moves = [[2, 2], [3, 3], [2, 3]];
  const replay = (toVertex) => {
    const game = new Game({ size: 5 });
    try {
      const verdicts = [];
      for (const [i, v] of moves.entries()) {
        verdicts.push(game.check(i % 2 ? -1 : 1, toVertex(v)));
        game.play(i % 2 ? -1 : 1, toVertex(v));
      }
      game.toggleDead(toVertex([3, 3]));
      game.toggleSeki(toVertex([0, 0]));
      return { verdicts, board: game.board, marks: game.marks, score: game.score().toJSON() };
    } finally {
      game.dispose();
    }
  };
  const expected = replay((v) => v);
  assert.deepEqual(expected.marks, { dead: [[3, 3]], seki: [[0, 0]] });
  for (const toVertex of [(v) => Object.freeze([...v]), (v) => Int32Array.from(v), (v) => Uint8Array.from(v), arrayLike]) {
    assert.deepEqual(replay(toVertex), expected);
  }
});

// ---------------------------------------------------------------------------------------------
// Malformed forms

function expectError(call, code, message) {
  assert.throws(call, (e) => {
    assert.ok(e instanceof GoScoreError, `expected a GoScoreError, got ${e?.name}: ${e?.message}`);
    assert.equal(e.code, code, e.message);
    if (message instanceof RegExp) assert.match(e.message, message);
    else assert.equal(e.message, message);
    return true;
  });
}

/** The module still answers exactly: the hand-worked values above. */
function stillWorks() {
  const r = score(ROWS, { rules: 'japanese', dead: DEAD });
  assert.equal(r.black, 6);
  assert.equal(r.white, 11.5);
  assert.deepEqual(getTerritory(forms(ROWS)['Int8Array[]'], 4, 4).territory, [[0, 4], [1, 4], [2, 4], [3, 4], [4, 4]]);
}

const revoked = Proxy.revocable([1, 0], {});
revoked.revoke();
const BAD_BOARDS = [
  ['ragged typed rows', [Int8Array.of(1, 0, 0), Int8Array.of(0, 1)], 'INVALID_BOARD', 'row 1 has 2 points, expected 3'],
  ['a typed row after an array row, shorter', [[1, 0], Int8Array.of(0)], 'INVALID_BOARD', 'row 1 has 1 points, expected 2'],
  ['an Int8Array sign out of range', [Int8Array.of(1, 5)], 'INVALID_BOARD', 'row 0 column 1 has 5, expected 1, -1 or 0'],
  ['a Uint8Array 255 (not -1)', [Uint8Array.of(0, 255)], 'INVALID_BOARD', 'row 0 column 1 has 255, expected 1, -1 or 0'],
  ['a Float64Array fraction', [Float64Array.of(0.5, 0)], 'INVALID_BOARD', 'row 0 column 0 has 0.5, expected 1, -1 or 0'],
  ['a Float64Array NaN', [Float64Array.of(0, 1), Float64Array.of(NaN, 0)], 'INVALID_BOARD', 'row 1 column 0 has NaN, expected 1, -1 or 0'],
  ['a BigInt64Array', [BigInt64Array.of(1n, 0n)], 'INVALID_BOARD', 'row 0 column 0 has 1n, expected 1, -1 or 0'],
  ['an empty typed row', [new Int8Array(0)], 'INVALID_BOARD', 'row 0 is empty'],
  ['a detached typed row', [detached()], 'INVALID_BOARD', 'row 0 is empty'],
  ['a typed row too wide', [new Int8Array(1025)], 'BOARD_TOO_LARGE', 'the board is 1025x1, larger than the maximum of 1024x1024'],
  ['too many typed rows', Array.from({ length: 1025 }, () => new Int8Array(1)), 'BOARD_TOO_LARGE', 'the board is 1x1025, larger than the maximum of 1024x1024'],
  ['an array-like without a length', [{ 0: 1 }], 'INVALID_BOARD', 'row 0 is an object with a length of undefined, expected an array of signs'],
  ['an array-like with a negative length', [[1], { length: -1 }], 'INVALID_BOARD', 'row 1 is an object with a length of -1, expected an array of signs'],
  ['an array-like with a huge length', [{ length: 2 ** 40 }], 'BOARD_TOO_LARGE', /^[A-Za-z.]+: the board is 1099511627776x1, larger/],
  ['an array-like with a bad element', [arrayLike([1, 0]), arrayLike([0, 'W'])], 'INVALID_BOARD', 'row 1 column 1 has "W", expected 1, -1 or 0'],
  ['an array-like with a hole', [{ length: 2, 0: 1 }], 'INVALID_BOARD', 'row 0 column 1 has undefined, expected 1, -1 or 0'],
  ['a Proxy of a typed array', [new Proxy(Int8Array.of(1, 0), {})], 'INVALID_BOARD', /^[A-Za-z.]+: row 0 cannot be read as a row of signs \(/],
  ['a revoked Proxy row', [[1, 0], revoked.proxy], 'INVALID_BOARD', 'row 1 is a revoked Proxy, expected an array'],
  ['a string row after a typed row', [Int8Array.of(1, 0), 'B '], 'INVALID_BOARD', 'row 1 is "B ", expected an array'],
  ['a typed row after a string row', ['B ', Int8Array.of(1, 0)], 'INVALID_BOARD', 'row 1 is an Int8Array, expected a string'],
  ['a number as the first row', [7], 'INVALID_BOARD', 'row 0 is 7, expected a string or an array of signs'],
  ['a flat Int8Array without width and height', Int8Array.of(1, 0), 'INVALID_BOARD', 'the board must be an array of rows, got an Int8Array'],
];

function detached() {
  const row = new Int8Array(2);
  structuredClone(row.buffer, { transfer: [row.buffer] });
  return row;
}

// The public name each call's errors start with.
const NAMES = {
  'getTerritory on a stone': 'getTerritory',
  'GoCounting.getTerritory': 'GoCounting',
  'GoCounting.getTerritories': 'GoCounting',
  'ownershipMap (board)': 'ownershipMap',
  'scoreTerritory with seki marks': 'scoreTerritory',
  'score (aga, seki none)': 'score',
};

for (const [label, board, code, message] of BAD_BOARDS) {
  test(`malformed board (${label}): a GoScoreError naming each function`, () => {
    for (const [name, call] of Object.entries(CALLS)) {
      const fn = NAMES[name] ?? name;
      if (name === 'ownershipMap (board)' && label.startsWith('a flat Int8Array')) {
        // ownershipMap takes a flat Int8Array, with width and height.
        expectError(() => call(board, []), 'INVALID_ARGUMENT', 'ownershipMap: width must be an integer, got undefined');
        continue;
      }
      expectError(() => call(board, []), code, message instanceof RegExp ? new RegExp(message.source.replace('[A-Za-z.]+', fn)) : `${fn}: ${message}`);
    }
    stillWorks();
  });
}

const BAD_VERTICES = [
  ['a typed vertex of one value', Int32Array.of(1), 'INVALID_COORDINATE', 'dead[0] must be an [x, y] pair, got an Int32Array'],
  ['a typed vertex of three values', Int32Array.of(1, 1, 1), 'INVALID_COORDINATE', 'dead[0] must be an [x, y] pair, got an Int32Array'],
  ['a fractional coordinate', Float64Array.of(0.5, 1), 'INVALID_COORDINATE', 'dead[0][0] must be an integer, got 0.5'],
  ['a BigInt coordinate', BigInt64Array.of(1n, 1n), 'INVALID_COORDINATE', 'dead[0][0] must be an integer, got 1n'],
  ['an array-like with a string', arrayLike(['a', 0]), 'INVALID_COORDINATE', 'dead[0][0] must be an integer, got "a"'],
  ['an array-like of length 1', arrayLike([0]), 'INVALID_COORDINATE', 'dead[0] must be an [x, y] pair, got an object'],
  ['a string', 'ab', 'INVALID_COORDINATE', 'dead[0] must be an [x, y] pair, got "ab"'],
  ['a Proxy of a typed array', new Proxy(Int32Array.of(0, 0), {}), 'INVALID_COORDINATE', 'dead[0] must be an [x, y] pair, got an Int32Array'],
  ['a revoked Proxy', revoked.proxy, 'INVALID_COORDINATE', 'dead[0] must be an [x, y] pair, got a revoked Proxy'],
];

for (const [label, vertex, code, message] of BAD_VERTICES) {
  test(`malformed vertex (${label}): a GoScoreError naming each function and the list`, () => {
    const calls = [
      ['scoreTerritory', 'dead', () => scoreTerritory(ROWS, { dead: [vertex] })],
      ['scoreTerritory', 'seki', () => scoreTerritory(ROWS, { seki: [[1, 2], vertex] })],
      ['scoreArea', 'dead', () => scoreArea(ROWS, { dead: [vertex] })],
      ['analyzeTerritory', 'dead', () => analyzeTerritory(ROWS, { dead: [vertex] })],
      ['score', 'dead', () => score(ROWS, { dead: [vertex] })],
      ['score', 'seki', () => score(ROWS, { seki: [[1, 2], vertex] })],
      ['compareRules', 'dead', () => compareRules(ROWS, { dead: [vertex] })],
    ];
    for (const [fn, list, call] of calls) {
      const at = list === 'dead' ? 'dead[0]' : 'seki[1]';
      expectError(call, code, `${fn}: ${message.replaceAll('dead[0]', at)}`);
    }
    const game = new Game({ size: 5 });
    try {
      expectError(() => game.play(1, vertex), code, `Game.play: ${message.replaceAll('dead[0]', 'vertex')}`);
      expectError(() => game.toggleDead(vertex), code, `Game.toggleDead: ${message.replaceAll('dead[0]', 'vertex')}`);
      assert.equal(game.moveCount, 0);
    } finally {
      game.dispose();
    }
    stillWorks();
  });
}

test('a getter of an array-like row is read once, and its own error goes on as thrown', () => {
  class Mine extends Error {}
  const reads = { length: 0, 0: 0, 1: 0 };
  const counted = (values) => ({
    get length() {
      reads.length += 1;
      return 2;
    },
    get 0() {
      reads[0] += 1;
      return values[0];
    },
    get 1() {
      reads[1] += 1;
      return values[1];
    },
  });
  // estimateScore scores the position it estimated: the board is still read only once.
  const board = [counted([1, 0]), arrayLike([0, -1])];
  const expected = estimateScore([[1, 0], [0, -1]], FAST);
  assert.deepEqual(estimateScore(board, FAST), expected);
  assert.deepEqual(reads, { length: 1, 0: 1, 1: 1 });
  const throwing = { length: 2, 0: 1, get 1() { throw new Mine('mine'); } };
  assert.throws(() => getTerritories([throwing]), Mine);
  assert.throws(() => new GoCounting([throwing]), Mine);
  stillWorks();
});
