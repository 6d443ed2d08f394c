// Memory: a million calls of the stateless functions (good and bad inputs mixed), ten thousand
// games created, used and disposed, and games that are never disposed but garbage-collected: after
// a warm-up round the WASM heap (malloc bytes in use, and the memory's size) must not grow.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  getTerritory,
  getTerritories,
  GoCounting,
  ownershipMap,
  scoreTrompTaylor,
  scoreTerritory,
  scoreArea,
  Game,
  GoScoreError,
  memoryStats,
} from '../../web/index.js';

const INDEX = fileURLToPath(new URL('../../web/index.js', import.meta.url));

const EXERCISM = ['  B  ', ' B B ', 'B W B', ' W W ', '  W  '];
const SIGNS_9 = Array.from({ length: 9 }, (_, y) => Array.from({ length: 9 }, (_, x) => (x < 3 ? 1 : x > 5 ? -1 : (x + y) % 4 === 0 ? 1 : 0)));
const FLAT_9 = Int8Array.from(SIGNS_9.flat());
const WALLS = ['..W..', 'BBBBB', '.....', 'WWWWW', '.....'];
const SEKI = ['.B.W.', 'BBBWW', 'WWWW.'];

/** [name, call, expected error code or null]: every stateless function, good and bad inputs. */
const CALLS = [
  ['getTerritory rows', () => getTerritory(EXERCISM, 0, 1), null],
  ['getTerritory on a stone', () => getTerritory(EXERCISM, 2, 0), null],
  ['getTerritory sign map', () => getTerritory(SIGNS_9, 4, 4), null],
  ['getTerritory off the board', () => getTerritory(EXERCISM, 5, 1), 'INVALID_COORDINATE'],
  ['getTerritory negative', () => getTerritory(EXERCISM, -1, 0), 'INVALID_COORDINATE'],
  ['getTerritory fractional', () => getTerritory(EXERCISM, 0.5, 0), 'INVALID_COORDINATE'],
  ['getTerritory ragged', () => getTerritory(['BB', 'B'], 0, 0), 'INVALID_BOARD'],
  ['getTerritory bad char', () => getTerritory(['BX'], 0, 0), 'INVALID_BOARD'],
  ['getTerritories rows', () => getTerritories(EXERCISM), null],
  ['getTerritories sign map', () => getTerritories(SIGNS_9), null],
  ['getTerritories empty', () => getTerritories([]), 'INVALID_BOARD'],
  ['getTerritories not an array', () => getTerritories('B W'), 'INVALID_BOARD'],
  ['getTerritories bad sign', () => getTerritories([[1, 2]]), 'INVALID_BOARD'],
  ['getTerritories too large', () => getTerritories(['B'.repeat(1025)]), 'BOARD_TOO_LARGE'],
  ['GoCounting', () => new GoCounting(EXERCISM).getTerritory(1, 4), null],
  ['GoCounting off the board', () => new GoCounting(EXERCISM).getTerritory(9, 9), null],
  ['GoCounting territories', () => new GoCounting(WALLS).getTerritories(), null],
  ['GoCounting bad board', () => new GoCounting(['B', 'BB']), 'INVALID_BOARD'],
  ['ownershipMap Int8Array', () => ownershipMap(FLAT_9, 9, 9), null],
  ['ownershipMap sign map', () => ownershipMap(SIGNS_9), null],
  ['ownershipMap wrong length', () => ownershipMap(FLAT_9, 9, 8), 'INVALID_BOARD'],
  ['ownershipMap bad value', () => ownershipMap(Int8Array.of(0, 3), 2, 1), 'INVALID_BOARD'],
  ['ownershipMap zero width', () => ownershipMap(new Int8Array(0), 0, 0), 'INVALID_BOARD'],
  ['scoreTrompTaylor', () => scoreTrompTaylor(SIGNS_9, 7.5, 2, 100), null],
  ['scoreTrompTaylor not over', () => scoreTrompTaylor(EXERCISM, 0.5, 0, 1), null],
  ['scoreTrompTaylor NaN komi', () => scoreTrompTaylor(EXERCISM, NaN, 2, 0), 'INVALID_ARGUMENT'],
  ['scoreTrompTaylor negative passes', () => scoreTrompTaylor(EXERCISM, 0.5, -1, 0), 'INVALID_ARGUMENT'],
  ['scoreTerritory', () => scoreTerritory(WALLS, { komi: 6.5, dead: [[2, 0]], prisoners: { black: 2, white: 0 } }), null],
  ['scoreTerritory seki', () => scoreTerritory(SEKI, { komi: 0, seki: [[0, 0], [4, 0]] }), null],
  ['scoreTerritory dead on empty', () => scoreTerritory(WALLS, { dead: [[0, 0]] }), 'INVALID_ARGUMENT'],
  ['scoreTerritory seki on a stone', () => scoreTerritory(SEKI, { seki: [[1, 0]] }), 'INVALID_ARGUMENT'],
  ['scoreTerritory dead off the board', () => scoreTerritory(WALLS, { dead: [[9, 9]] }), 'INVALID_COORDINATE'],
  ['scoreTerritory bad komi', () => scoreTerritory(WALLS, { komi: 0.25 }), 'INVALID_ARGUMENT'],
  ['scoreTerritory unknown option', () => scoreTerritory(WALLS, { rules: 'x' }), 'INVALID_ARGUMENT'],
  ['scoreArea', () => scoreArea(WALLS, { komi: 7.5, dead: [[2, 0]] }), null],
  ['scoreArea sign map', () => scoreArea(SIGNS_9), null],
  ['scoreArea seki refused', () => scoreArea(SEKI, { seki: [[0, 0]] }), 'INVALID_ARGUMENT'],
  ['scoreArea bad board', () => scoreArea([[1, 0], [0]]), 'INVALID_BOARD'],
];

function callOnce([name, call, code]) {
  if (code === null) return call();
  try {
    call();
  } catch (e) {
    if (e instanceof GoScoreError && e.code === code) return e;
    throw new Error(`${name}: expected GoScoreError ${code}, got ${e?.code} ${e}`);
  }
  throw new Error(`${name}: expected GoScoreError ${code}, got no error`);
}

/** A comparable form of a result (ScoreResult has typed arrays and a private field). */
function snapshot(value) {
  if (value instanceof GoScoreError) return `${value.code} ${value.message}`;
  if (value instanceof Int8Array) return Array.from(value);
  if (value && typeof value.toJSON === 'function') return value.toJSON();
  return value;
}

test('1,000,000 stateless calls, good and bad inputs mixed: the heap does not grow', () => {
  const TOTAL = 1_000_000;
  // Warm-up: every call once, so that the core's scratch buffers reach their steady size.
  const expected = CALLS.map((c) => snapshot(callOnce(c)));
  const before = memoryStats();
  let bad = 0;
  for (let i = 0; i < TOTAL; i++) {
    const c = CALLS[i % CALLS.length];
    const result = callOnce(c);
    if (c[2] !== null) bad += 1;
    // Spot checks: the answers stay the same all along.
    if (i % 99_991 === 0) assert.deepEqual(snapshot(result), expected[i % CALLS.length], `${c[0]} at call ${i}`);
  }
  assert.ok(bad > TOTAL / 3, `${bad} of the calls were bad inputs`);
  // One more round, checked: it ends on the same call as the warm-up, so the core's last-error
  // message (kept for lastErrorMessage()) is the same string as when `before` was taken.
  CALLS.forEach((c, k) => assert.deepEqual(snapshot(callOnce(c)), expected[k], `${c[0]} after the million calls`));
  const after = memoryStats();
  assert.equal(after.heapBytesInUse, before.heapBytesInUse, 'malloc bytes in use did not change');
  assert.equal(after.heapSize, before.heapSize, 'the WASM memory did not grow');
});

function useGame(i) {
  const size = 5 + (i % 15);
  const game = new Game({ width: size, height: 4 + (i % 7), komi: 6.5, suicide: i % 3 === 0, ko: i % 2 ? 'simple' : 'positional-superko' });
  game.play(1, [1, 0]);
  game.play(-1, [0, 0]);
  game.play(1, [0, 1]); // captures (0, 0)
  try {
    game.play(-1, [1, 0]); // occupied
    throw new Error('an occupied point was accepted');
  } catch (e) {
    if (!(e instanceof GoScoreError) || e.code !== 'ILLEGAL_MOVE') throw e;
  }
  game.pass(-1);
  game.pass(1);
  game.toggleDead([1, 0]);
  const score = game.score({ rules: i % 2 ? 'territory' : 'area' });
  game.groups();
  game.libertyMap();
  game.toSgf();
  game.undo();
  game.dispose();
  return score.raw;
}

test('10,000 games created, used and disposed: the heap does not grow', () => {
  // Warm-up: one cycle of the 210 kinds of game useGame makes (sizes, rules, scoring).
  const expected = Array.from({ length: 210 }, (_, i) => useGame(i));
  const before = memoryStats();
  // 10,080 = 48 full cycles, so that the last call is of the same kind as the warm-up's last one
  // (the core keeps the last error message on the heap, and its length depends on the call).
  for (let i = 0; i < 10_080; i++) {
    const raw = useGame(i);
    if (i % 7 === 0) assert.deepEqual(raw, expected[i % 210], `game ${i}`);
  }
  const after = memoryStats();
  assert.equal(after.heapBytesInUse, before.heapBytesInUse, 'malloc bytes in use did not change');
  assert.equal(after.heapSize, before.heapSize, 'the WASM memory did not grow');
});

// Run in a child process started with --expose-gc: games made and dropped without dispose() are
// freed by the FinalizationRegistry once collected.
const GC_SCRIPT = `
import { Game, memoryStats } from ${JSON.stringify(INDEX)};
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
async function collect() {
  for (let i = 0; i < 5; i++) { global.gc(); await tick(); }
}
function makeGames(n) {
  for (let i = 0; i < n; i++) {
    const g = new Game({ size: 19 });
    g.play(1, [3, 3]);
    g.play(-1, [15, 15]);
    g.score();
  }
}
makeGames(10); // warm-up: the core's buffers at their steady size
await collect();
const baseline = memoryStats().heapBytesInUse;
makeGames(${2000});
const live = memoryStats().heapBytesInUse;
let after = live;
for (let round = 0; round < 100 && after !== baseline; round++) {
  await collect();
  after = memoryStats().heapBytesInUse;
}
console.log(JSON.stringify({ baseline, live, after }));
`;

test('games never disposed are freed once garbage-collected (FinalizationRegistry)', () => {
  const r = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', GC_SCRIPT], {
    encoding: 'utf8',
    timeout: 10 * 60 * 1000, // a hang guard, not a speed target
  });
  assert.equal(r.status, 0, `the child process failed: ${r.stderr}`);
  const { baseline, live, after } = JSON.parse(r.stdout.trim().split('\n').at(-1));
  assert.ok(live > baseline + 2000 * 1000, `2000 live games hold memory (${baseline} -> ${live} bytes)`);
  assert.equal(after, baseline, 'after collection the heap is back to its baseline');
});

// Run in a child process: it grows the WASM memory to its 2 GB maximum. Running out of memory would
// abort the module; instead games and records that do not fit are refused with OUT_OF_MEMORY while a
// margin is left, everything else keeps working, and disposing the games gives the memory back.
const FULL_SCRIPT = `
import { Game, getTerritories, memoryStats } from ${JSON.stringify(INDEX)};
// Warm-up: the core's buffers at their steady size for every call below.
function smallWork() {
  const small = new Game({ size: 9 });
  small.play(1, [4, 4]);
  const result = small.score().sgf;
  small.dispose();
  return { result, territories: getTerritories(['B  ', '  W']).territoryNone.length };
}
const warm = new Game({ size: 1024 });
warm.play(1, [0, 0]);
warm.dispose();
smallWork();
const baseline = memoryStats().heapBytesInUse;
const games = [];
let error = null;
try {
  for (let i = 0; i < 1000; i++) {
    const g = new Game({ size: 1024 });
    g.play(1, [i % 1024, 0]);
    games.push(g);
  }
} catch (e) {
  error = e;
}
let sgfError = null;
try {
  Game.fromSgf('(;SZ[19]' + ';B[];W[]'.repeat(4 * 1000 * 1000) + ')');
} catch (e) {
  sgfError = e;
}
// Near the limit, small work still runs.
const { result, territories } = smallWork();
for (const g of games) g.dispose();
const after = memoryStats().heapBytesInUse;
const again = new Game({ size: 1024 });
again.play(-1, [5, 5]);
again.dispose();
console.log(JSON.stringify({
  count: games.length, code: error?.code, message: error?.message, sgfCode: sgfError?.code,
  sgfMessage: sgfError?.message, result, territories, baseline, after,
  heapSize: memoryStats().heapSize,
}));
`;

test('at the 2 GB WASM maximum: OUT_OF_MEMORY, not an abort, and the memory comes back', () => {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', FULL_SCRIPT], {
    encoding: 'utf8',
    timeout: 10 * 60 * 1000, // a hang guard, not a speed target
    maxBuffer: 1 << 20,
  });
  assert.equal(r.status, 0, `the child process failed: ${r.stderr}`);
  const out = JSON.parse(r.stdout.trim().split('\n').at(-1));
  // About 19 MiB a 1024x1024 game: some 90 to 105 of them fit in 2 GB with the 128 MiB margin.
  assert.ok(out.count >= 80 && out.count <= 110, `${out.count} games fitted`);
  assert.equal(out.code, 'OUT_OF_MEMORY');
  assert.match(
    out.message,
    /^Game: a 1024x1024 game needs about 24\.\d MiB of WASM memory, and \d+\.\d MiB is left of 2048\.0 MiB; dispose\(\) the games no longer in use$/,
  );
  assert.equal(out.sgfCode, 'OUT_OF_MEMORY');
  assert.match(out.sgfMessage, /^fromSgf: a record of 32000009 characters needs about 610\.4 MiB of WASM memory/);
  assert.equal(out.result, 'B+73.5');
  assert.equal(out.territories, 4);
  assert.equal(out.after, out.baseline, 'disposing the games gives their memory back');
  assert.ok(out.heapSize > 1.8 * 2 ** 30, `the memory grew to ${out.heapSize} bytes`);
});
