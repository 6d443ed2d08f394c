// Hostile input at the JS/WASM boundary (issue 11): one test per defect, each written to fail on the
// boundary before the wire protocol (commit 7883356; the failures are listed in docs/RELIABILITY.md)
// and to pass on it. After every hostile call the module must answer a known position exactly
// (values worked out by hand below), and 10,000 repetitions of a bad call must not grow the heap.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  Game,
  GoCounting,
  GoScoreError,
  getTerritories,
  getTerritory,
  memoryStats,
  ownershipMap,
  scoreArea,
  scoreTerritory,
  scoreTrompTaylor,
} from '../../web/index.js';

const INDEX = fileURLToPath(new URL('../../web/index.js', import.meta.url));

// Hand analysis: Black's wall on row 1 owns the 5 points of row 0; White's wall on row 3 owns the 5
// points of row 4; row 2 touches both and is dame. Territory: 5 against 5 + 6.5 komi.
const WALLS = ['     ', 'BBBBB', '     ', 'WWWWW', '     '];

/** The module still answers known positions exactly (every value from hand analysis). */
function stillWorks() {
  const r = scoreTerritory(WALLS, { komi: 6.5 });
  assert.equal(r.black, 5);
  assert.equal(r.white, 11.5);
  assert.equal(r.sgf, 'W+6.5');
  // (0,0) is enclosed by Black's (1,0) and (0,1); the other empty points reach both colours.
  assert.deepEqual(Array.from(ownershipMap(Int8Array.of(0, 1, 0, 1, -1, 0, 0, 0, -1), 3, 3)), [1, 1, 0, 1, -1, 0, 0, 0, -1]);
  assert.deepEqual(getTerritories([' BW ', ' BW ']), {
    territoryBlack: [[0, 0], [0, 1]],
    territoryWhite: [[3, 0], [3, 1]],
    territoryNone: [],
  });
  const game = new Game({ size: 19 });
  try {
    assert.deepEqual(game.play(1, [3, 3]), { captured: [] });
    assert.equal(game.board[3][3], 1);
    // 360 empty points reach only Black; White has 6.5 komi.
    assert.equal(game.score().sgf, 'B+353.5');
  } finally {
    game.dispose();
  }
}

function expectError(call, code, message) {
  assert.throws(call, (e) => {
    assert.ok(e instanceof GoScoreError, `expected a GoScoreError, got ${e?.name}: ${e?.message}`);
    assert.equal(e.code, code, e.message);
    if (message instanceof RegExp) assert.match(e.message, message);
    else if (message !== undefined) assert.equal(e.message, message);
    return true;
  });
}

/** A bad call gives its error 10,000 times over without growing the heap, and the module works. */
function repeatedBadCall(call, code) {
  expectError(call, code);
  stillWorks();
  expectError(call, code); // the last error message is now this call's, as it will be after the loop
  const before = memoryStats().heapBytesInUse;
  for (let i = 0; i < 10_000; i++) {
    try {
      call();
    } catch (e) {
      if (!(e instanceof GoScoreError) || e.code !== code) throw e;
      continue;
    }
    assert.fail('the bad call succeeded');
  }
  assert.equal(memoryStats().heapBytesInUse, before, 'heap bytes in use after 10,000 bad calls');
  stillWorks();
}

test('item 1: a typed array whose length property lies is read by its real length', () => {
  const big = new Int8Array(200_000);
  Object.defineProperty(big, 'length', { value: 4 });
  expectError(() => ownershipMap(big, 2, 2), 'INVALID_BOARD', 'ownershipMap: signs has 200000 values, expected 2 x 2 = 4');
  const game = new Game({ size: 9 });
  try {
    assert.deepEqual(game.play(1, [4, 4]), { captured: [] });
    assert.equal(game.board[4][4], 1);
  } finally {
    game.dispose();
  }
  // A real 4-value array that claims 200,000: exactly its 4 values are read.
  const small = Int8Array.of(1, 0, 0, 0);
  Object.defineProperty(small, 'length', { value: 200_000 });
  assert.deepEqual(Array.from(ownershipMap(small, 2, 2)), [1, 1, 1, 1]);
  const out = new Int8Array(4);
  Object.defineProperty(out, 'length', { value: 1_000_000 });
  assert.deepEqual(Array.from(ownershipMap(Int8Array.of(-1, 0, 0, 0), 2, 2, out)), [-1, -1, -1, -1]);
  repeatedBadCall(() => ownershipMap(big, 2, 2), 'INVALID_BOARD');
  stillWorks();
});

test('item 2: user code that calls the library while its arguments are read changes nothing', () => {
  const big = Array.from({ length: 200 }, (_, y) => ' '.repeat(y % 2 ? 200 : 199) + (y % 2 ? '' : 'B'));
  // A sign map whose element getter calls getTerritories on a 200x200 board.
  const row = [1, 0, -1];
  let calls = 0;
  Object.defineProperty(row, 1, {
    get() {
      calls += 1;
      getTerritories(big);
      return 0;
    },
  });
  // Hand analysis: (1, 0) is empty between Black and White: dame; the rest are stones.
  const r = scoreArea([row], { komi: 0.5 });
  assert.equal(calls, 1, 'each element is read once');
  assert.equal(r.black, 1);
  assert.equal(r.white, 1.5);
  stillWorks();
  // A komi getter that calls ownershipMap while Game.fromPosition reads its options.
  const options = {
    get komi() {
      ownershipMap(new Int8Array(400), 20, 20);
      return 7.5;
    },
  };
  const game = Game.fromPosition(['B..', '.W.', '...'], options);
  try {
    assert.deepEqual(game.board, [[1, 0, 0], [0, -1, 0], [0, 0, 0]]);
    assert.equal(game.komi, 7.5);
  } finally {
    game.dispose();
  }
  // A Proxy row whose traps call the library.
  const proxyRow = new Proxy(['B', 'W'], {
    get(target, key) {
      if (key === '0') getTerritories(big);
      return Reflect.get(target, key);
    },
  });
  assert.deepEqual(getTerritories(proxyRow), { territoryBlack: [], territoryWhite: [], territoryNone: [] });
  stillWorks();
});

test('item 3: a call that grows the WASM memory reads no stale view', () => {
  // In a fresh module, a big game leaves the memory just full enough that the next big input grows
  // it (the boundary before the protocol failed with "detached ArrayBuffer" after a 512x512 game).
  for (const size of [512, 600, 800, 1024]) {
    const script = `
      import { Game, ownershipMap, getTerritories } from ${JSON.stringify(INDEX)};
      const game = new Game({ size: ${size} });
      const map = ownershipMap(new Int8Array(1024 * 1024), 1024, 1024);
      const rows = Array.from({ length: 1024 }, (_, y) => (y ? ' ' : 'B') + ' '.repeat(1023));
      const t = getTerritories(rows);
      game.dispose();
      console.log(JSON.stringify([map.length, map.every((v) => v === 0), t.territoryBlack.length]));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.equal(r.status, 0, `after a ${size}x${size} game: ${r.stderr}`);
    assert.deepEqual(JSON.parse(r.stdout), [1024 * 1024, true, 1024 * 1024 - 1], `after a ${size}x${size} game`);
  }
  stillWorks();
});

test('item 4: results own their memory: transferring one detaches nothing else', () => {
  const first = ownershipMap(Int8Array.of(1, 0), 2, 1);
  const second = ownershipMap(Int8Array.of(-1, 0), 2, 1);
  const score = scoreTerritory(WALLS, { komi: 6.5 });
  // The caller owns each result's buffer: transfer them all.
  structuredClone(first, { transfer: [first.buffer] });
  assert.equal(first.length, 0, 'the transferred array is detached');
  assert.deepEqual(Array.from(second), [-1, -1]);
  const { port1, port2 } = new MessageChannel();
  port1.postMessage(score.ownership, [score.ownership.buffer]);
  port1.close();
  port2.close();
  assert.equal(score.ownership.length, 0);
  assert.equal(score.seki.length, 25, 'the seki mask is a buffer of its own');
  assert.equal(second.buffer.byteLength, 2, 'a result buffer holds that result only');
  for (let i = 0; i < 1000; i++) ownershipMap(Int8Array.of(1, 0), 2, 1);
  stillWorks();
});

test('item 5: sparse and huge vertex lists are refused before anything is allocated', () => {
  // eslint-disable-next-line no-sparse-arrays
  expectError(() => scoreTerritory(WALLS, { dead: [, [0, 1]] }), 'INVALID_ARGUMENT', 'scoreTerritory: dead[0] is missing (a hole in the list)');
  // eslint-disable-next-line no-sparse-arrays
  expectError(() => scoreTerritory(WALLS, { seki: [[0, 2], , [1, 2]] }), 'INVALID_ARGUMENT', /seki\[1\] is missing/);
  const huge = [];
  huge.length = 3e8;
  expectError(() => scoreTerritory(WALLS, { dead: huge }), 'INVALID_ARGUMENT', 'scoreTerritory: dead has 300000000 points; a 25-point board takes at most 1124');
  expectError(() => scoreArea(WALLS, { dead: huge }), 'INVALID_ARGUMENT', /dead has 300000000 points/);
  repeatedBadCall(() => scoreTerritory(WALLS, { dead: huge }), 'INVALID_ARGUMENT');
  repeatedBadCall(() => scoreTerritory(WALLS, { dead: [, [0, 1]] }), 'INVALID_ARGUMENT');
});

test('item 8: SGF text with a lone UTF-16 surrogate is refused, not re-encoded', () => {
  expectError(() => Game.fromSgf('(;SZ[9]PB[\ud800];B[aa];W[bb])'), 'INVALID_SGF', /^fromSgf: the record has a lone UTF-16 surrogate/);
  expectError(() => Game.fromSgf('(;SZ[9];C[\udc00]B[zz])'), 'INVALID_SGF', /lone UTF-16 surrogate/);
  // A well-formed pair is text like any other.
  const game = Game.fromSgf('(;SZ[9]PB[\ud83d\ude00];B[aa];W[bb])');
  try {
    assert.equal(game.moveCount, 2);
    assert.equal(game.info.PB, '\ud83d\ude00');
  } finally {
    game.dispose();
  }
  repeatedBadCall(() => Game.fromSgf('(;SZ[9]PB[\ud800];B[aa];W[bb])'), 'INVALID_SGF');
});

test("item 9: every row is checked in full: a '\\r' anywhere is a bad character", () => {
  expectError(() => getTerritories(['B ', 'W \r']), 'INVALID_BOARD', 'getTerritories: row 1 has 3 points, expected 2');
  expectError(() => getTerritories(['B \r', 'W ']), 'INVALID_BOARD', /row 0 has 3 points|row 0 column 2 has character code 13/);
  expectError(() => scoreArea(['BB', 'W\r']), 'INVALID_BOARD', /row 1 column 1 has character code 13/);
  expectError(() => Game.fromPosition(['B.', '.\n']), 'INVALID_BOARD', /row 1 column 1 has character code 10/);
  repeatedBadCall(() => getTerritories(['B ', 'W \r']), 'INVALID_BOARD');
});

test('item 10: options are own properties, unknown names are named, null is absent', () => {
  // Inherited options are not options.
  const inherited = Object.create({ dead: [[0, 1]], komi: 100 });
  assert.equal(scoreTerritory(WALLS, inherited).white, 11.5);
  Object.prototype.komi = 100; // eslint-disable-line no-extend-native
  try {
    assert.equal(scoreTerritory(WALLS).white, 11.5);
    const game = new Game({ size: 9 });
    assert.equal(game.komi, 6.5);
    game.dispose();
  } finally {
    delete Object.prototype.komi;
  }
  expectError(() => new Game({ ko: 'toString' }), 'INVALID_ARGUMENT', /ko must be 'simple' or 'positional-superko', got "toString"/);
  const game = new Game({ size: 5 });
  try {
    expectError(() => game.score({ rules: 'toString' }), 'INVALID_ARGUMENT', /rules must be .*got "toString"/);
    expectError(() => game.score({ rules: '__proto__' }), 'INVALID_ARGUMENT');
  } finally {
    game.dispose();
  }
  expectError(() => scoreTerritory(WALLS, { komi: 6.5, deadd: [], sekii: [] }), 'INVALID_ARGUMENT', /unknown options 'deadd', 'sekii'/);
  // null means absent for every option.
  assert.equal(scoreTerritory(WALLS, { komi: null, dead: null, seki: null, prisoners: null }).white, 11.5);
  const nulls = new Game({ width: null, height: null, size: null, komi: null, suicide: null, ko: null, turn: null });
  assert.equal(nulls.width, 19);
  assert.equal(nulls.turn, 1);
  nulls.dispose();
  expectError(() => new Game({ width: 9, size: 13 }), 'INVALID_ARGUMENT', 'Game: options width and size cannot be given together');
  expectError(() => new Game({ height: 9, size: 13 }), 'INVALID_ARGUMENT', 'Game: options height and size cannot be given together');
  stillWorks();
});

test('item 11 (JS side): komi has one rule in every entry point', () => {
  expectError(() => scoreTrompTaylor(WALLS, 0.05, 2, 0), 'INVALID_ARGUMENT', /komi must be a multiple of 0.1/);
  expectError(() => scoreTrompTaylor(WALLS, 1e21, 2, 0), 'INVALID_ARGUMENT', /komi must be a multiple of 0.1/);
  // 0.1 + 0.2 is 0.30000000000000004 in binary: it is the komi 0.3, and scores come out in tenths.
  assert.deepEqual(scoreTrompTaylor([[1, 0], [0, -1]], 0.1 + 0.2, 2, 0), [true, 1, 1.3, -1]);
  const game = new Game({ size: 9, komi: 0.1 + 0.2 });
  try {
    assert.equal(game.komi, 0.3);
    game.komi = game.komi;
    assert.equal(game.komi, 0.3);
  } finally {
    game.dispose();
  }
  expectError(() => scoreArea(WALLS, { komi: 1e7 }), 'INVALID_ARGUMENT', /komi must be a multiple of 0.1 from -1000000 to 1000000/);
});

test('item 12: every message names the right function and shows the value as given', () => {
  const game = new Game({ size: 9 });
  try {
    expectError(() => game.play(1, [2 ** 31, 3]), 'INVALID_COORDINATE', 'Game.play: vertex[0] is 2147483648, off every board');
    expectError(() => game.check(1, [3, -(2 ** 40)]), 'INVALID_COORDINATE', /vertex\[1\] is -1099511627776/);
    expectError(() => game.play(1, [9, 3]), 'INVALID_COORDINATE', /\(9, 3\)/);
  } finally {
    game.dispose();
  }
  expectError(() => getTerritories([[1n, 0]]), 'INVALID_BOARD', 'getTerritories: row 0 column 0 has 1n, expected 1, -1 or 0');
  const turnNull = new Game({ size: 9, turn: null });
  assert.equal(turnNull.turn, 1);
  turnNull.dispose();
  expectError(() => new Game({ turn: 0 }), 'INVALID_ARGUMENT', 'Game: turn must be 1 (black) or -1 (white), got 0');
  expectError(() => scoreTerritory(WALLS, { prisoners: 5 }), 'INVALID_ARGUMENT', 'scoreTerritory: prisoners must be an object, got 5');
  expectError(() => new GoCounting(['B', 'WW']), 'INVALID_BOARD', 'GoCounting: row 1 has 2 points, expected 1');
  expectError(() => ownershipMap(new Proxy(new Int8Array(4), {}), 2, 2), 'INVALID_BOARD', /^ownershipMap: signs must be an Int8Array or a sign map/);
  // An unstable Proxy: every read of a row gives another length. Each is read once.
  let n = 1;
  const unstable = new Proxy(['B', 'B'], { get: (t, k) => (k === 'length' ? 2 : k === '0' || k === '1' ? 'B'.repeat(n++) : Reflect.get(t, k)) });
  expectError(() => getTerritories(unstable), 'INVALID_BOARD', 'getTerritories: row 1 has 2 points, expected 1');
  expectError(() => getTerritory(WALLS, 2 ** 40, 0), 'INVALID_COORDINATE', 'Invalid coordinate');
  stillWorks();
});

test('item 13 (JS side): groups and moves cross in bulk, checked against a reference', () => {
  // 1024x1024 with a black stone on every point of even x + y: 524,288 single-stone chains.
  const side = 1024;
  const signs = Array.from({ length: side }, (_, y) => Array.from({ length: side }, (_, x) => ((x + y) % 2 === 0 ? 1 : 0)));
  const game = Game.fromPosition(signs);
  try {
    const groups = game.groups();
    assert.equal(groups.length, side * side / 2);
    // Reference: the chain of (x, y) has that one stone, and its on-board orthogonal neighbours as
    // liberties, sorted by x then y.
    for (const i of [0, 1, 511, 1000, 262143, 524287]) {
      const g = groups[i];
      const [x, y] = g.stones[0];
      assert.equal(g.stones.length, 1);
      assert.equal(g.color, 1);
      assert.equal(g.id, y * side + x);
      const want = [[x - 1, y], [x, y - 1], [x, y + 1], [x + 1, y]].filter(([a, b]) => a >= 0 && b >= 0 && a < side && b < side);
      assert.deepEqual(g.liberties, want);
    }
  } finally {
    game.dispose();
  }
  // A game of 3,000 moves and passes: the log in order, captures included.
  const g = new Game({ size: 9 });
  try {
    g.play(1, [1, 0]);
    g.play(-1, [0, 0]);
    g.play(1, [0, 1]); // captures (0, 0)
    for (let i = 0; i < 2997; i++) g.pass(i % 2 ? 1 : -1);
    const moves = g.moves;
    assert.equal(moves.length, 3000);
    assert.deepEqual(moves[2], { color: 1, vertex: [0, 1], captured: [[0, 0]] });
    assert.deepEqual(moves[2999], { color: -1, vertex: null, captured: [] });
  } finally {
    g.dispose();
  }
});

test('item 7 (JS side): prisoner counts are bounded and scored without overflow', () => {
  // Hand analysis: Black's territory 5, White's 5; Black captured 214,748,365 white stones:
  // white = 5 - 214,748,365 + 6.5 = -214,748,353.5, and Black wins by 214,748,358.5.
  const r = scoreTerritory(WALLS, { komi: 6.5, prisoners: { black: 214_748_365 } });
  assert.equal(r.black, 5);
  assert.equal(r.white, -214_748_353.5);
  assert.equal(String(r), 'Black wins by 214748358.5');
  expectError(() => scoreTerritory(WALLS, { prisoners: { black: 2 ** 31 - 1 } }), 'INVALID_ARGUMENT', 'scoreTerritory: prisoners.black must be at most 1000000000, got 2147483647');
  repeatedBadCall(() => scoreTerritory(WALLS, { prisoners: { white: 1e10 } }), 'INVALID_ARGUMENT');
});

test('item 15: toSgf on a board SGF cannot write is an error', () => {
  const game = new Game({ width: 53, height: 9 });
  try {
    expectError(() => game.toSgf(), 'INVALID_ARGUMENT', 'Game.toSgf: a 53x9 board is larger than SGF can write (52x52 at most)');
  } finally {
    game.dispose();
  }
  const ok = new Game({ width: 52, height: 52 });
  try {
    assert.match(ok.toSgf(), /SZ\[52\]/);
  } finally {
    ok.dispose();
  }
});

test("init reads its options once, and a revoked Proxy or a lying typed array is refused, not a crash", async () => {
  const { init } = await import('../../web/index.js');
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  await assert.rejects(init(proxy), (e) => e instanceof GoScoreError && e.code === 'INVALID_ARGUMENT' && e.message.startsWith('init: '));
  // A getter's own error goes on to the caller, as a rejection.
  class Mine extends Error {}
  const throwing = Object.defineProperty({}, 'wasmUrl', { enumerable: true, get: () => { throw new Mine('mine'); } });
  await assert.rejects(init(throwing), Mine);
  // A getter that changes its answer is read once: a string the first time, so it is taken as a URL.
  let reads = 0;
  const changing = Object.defineProperty({}, 'wasmUrl', { enumerable: true, get: () => (++reads === 1 ? 'https://example.invalid/x.wasm' : 42) });
  await init(changing); // the module is loaded already: resolves once the options are read
  assert.equal(reads, 1);
  // A typed array whose own buffer property lies is read by its real buffer.
  const bytes = Uint8Array.of(0, 97, 115, 109);
  Object.defineProperty(bytes, 'buffer', { get: () => { throw new Mine('not read'); } });
  await init({ wasmBinary: bytes });
  await assert.rejects(init({ wasmBinary: new Proxy(new Uint8Array(4), {}) }), { code: 'INVALID_ARGUMENT', message: /wasmBinary must be an ArrayBuffer or a typed array/ });
  stillWorks();
});
