// A seeded fuzzer of the public API: every function called with hostile values (odd numbers,
// BigInts, strings with control characters and lone surrogates, sparse and huge arrays, typed
// arrays whose length lies, getters that throw, change or call the library back, Proxies, revoked
// Proxies, objects with inherited options). After each call the module must still score a known
// position exactly, every error must be a GoScoreError (or the marker error a getter threw on
// purpose), and the heap must not grow: the same calls run three times, and after the second and
// third rounds the heap's bytes in use must be within 64 bytes of where the round before left them
// (the core's scratch buffers reach their size in the first round; a leak would grow the heap by
// at least 8 bytes on every call that leaks, thousands of bytes over a round). Not to the byte: the
// allocator hands out a free chunk up to 16 bytes larger than asked rather than leave a sliver, so
// the bytes in use of the same live data depend a little on which chunks were free.
// The calls cover every public function: the region finder, the scorers, Game, and the life
// analysis, rulesets and estimation (passAlive, analyzeTerritory, score, compareRules, estimate*).
//
// GOSCORE_FUZZ_API_CALLS (default 3000) and GOSCORE_FUZZ_API_SEED (default 1) set the run.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as goscore from '../../web/index.js';
import { rng } from './random.mjs';

const { Game, GoScoreError, memoryStats, scoreTerritory, ownershipMap, getTerritories } = goscore;
const CALLS = Number(process.env.GOSCORE_FUZZ_API_CALLS ?? 1500);
const SEED = Number(process.env.GOSCORE_FUZZ_API_SEED ?? 1);

/** What a hostile getter throws on purpose: not the library's fault. */
class UserError extends Error {}

// Hand analysis (see hostile.test.mjs): Black owns row 0, White row 4; 5 against 5 + 6.5.
const WALLS = ['     ', 'BBBBB', '     ', 'WWWWW', '     '];
function known() {
  const r = scoreTerritory(WALLS, { komi: 6.5 });
  assert.equal(r.black, 5);
  assert.equal(r.white, 11.5);
  assert.deepEqual(Array.from(ownershipMap(Int8Array.of(0, 1, 0, 1, -1, 0, 0, 0, -1), 3, 3)), [1, 1, 0, 1, -1, 0, 0, 0, -1]);
  assert.deepEqual(getTerritories([' BW ', ' BW ']).territoryWhite, [[3, 0], [3, 1]]);
}

function makeFuzzer(random) {
  const int = (n) => Math.floor(random() * n);
  const pick = (list) => list[int(list.length)];
  const numbers = [0, 1, -1, 2, 3, 5, 9, 19, 0.5, -0.5, 6.5, 0.1 + 0.2, 0.05, NaN, Infinity, -Infinity, -0, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 32, 2 ** 53, 1e21, 1024, 1025, 1e9, 1e10];
  const strings = ['', 'B', 'W', ' ', '.', 'BW', 'B\r', 'W\n', '\ud800', '\udc00B', 'é', 'BBBBBBBBBBBBBBBBBBBB', 'toString', '__proto__', 'constructor', 'territory', 'area', 'tromp-taylor', 'simple', 'positional-superko', 'en', 'ko'];
  const reentrant = () => {
    // Calls the library back while its arguments are being read.
    getTerritories(WALLS);
    ownershipMap(new Int8Array(400), 20, 20);
  };
  let depth = 0;
  function value() {
    depth += 1;
    try {
      return depth > 3 ? scalar() : pick([scalar, scalar, vertex, board, list, typed, object, proxy])();
    } finally {
      depth -= 1;
    }
  }
  function scalar() {
    switch (int(7)) {
      case 0:
        return pick(numbers);
      case 1:
        return pick(strings);
      case 2:
        return pick([1n, 0n, -1n, 2n ** 64n]);
      case 3:
        return pick([null, undefined, true, false, Symbol('s')]);
      case 4:
        return int(20) - 5;
      default:
        return pick([1, -1, 0]);
    }
  }
  function vertex() {
    return int(4) === 0 ? [value(), value()] : [int(12) - 1, int(12) - 1];
  }
  function board() {
    const w = 1 + int(7);
    const h = 1 + int(7);
    const rows = Array.from({ length: h }, () => Array.from({ length: w }, () => pick(['B', 'W', ' ', '.', ' ', ' '])).join(''));
    switch (int(8)) {
      case 0:
        return rows;
      case 1: {
        const signs = rows.map((r) => Array.from(r, (c) => (c === 'B' ? 1 : c === 'W' ? -1 : 0)));
        if (int(3) === 0) signs[int(h)][int(w)] = scalar();
        return signs;
      }
      case 2: {
        const signs = rows.map((r) => Array.from(r, (c) => (c === 'B' ? 1 : c === 'W' ? -1 : 0)));
        const row = signs[int(h)];
        const x = int(w);
        const kind = int(3);
        Object.defineProperty(row, x, {
          get() {
            if (kind === 0) throw new UserError('getter');
            if (kind === 1) reentrant();
            return pick([1, -1, 0, 2, 'B']);
          },
        });
        return signs;
      }
      case 3:
        rows[int(h)] += pick(['\r', '\n', 'X', '\ud800', 'é', '']);
        return rows;
      case 4:
        return new Proxy(rows, {
          get(target, key) {
            if (key === String(int(h))) reentrant();
            if (key === 'length' && int(4) === 0) return h + int(3);
            return Reflect.get(target, key);
          },
        });
      case 5: {
        const { proxy: p, revoke } = Proxy.revocable(rows, {});
        revoke();
        return p;
      }
      case 6: {
        const sparse = rows.slice();
        delete sparse[int(h)];
        return sparse;
      }
      default:
        return pick([[], [[]], [''], 'B W', 42, null, {}, [[1, 0], [0]]]);
    }
  }
  function list() {
    switch (int(5)) {
      case 0: {
        const huge = [];
        huge.length = pick([3e8, 2 ** 32 - 1, 5000]);
        return huge;
      }
      case 1:
        return [, [0, 0]]; // eslint-disable-line no-sparse-arrays
      case 2:
        return new Proxy([[0, 1]], { get: (t, k) => (k === 'length' ? int(1e6) : Reflect.get(t, k)) });
      default:
        return Array.from({ length: int(4) }, vertex);
    }
  }
  function typed() {
    const n = pick([0, 1, 4, 9, 81, 400, 20_000]);
    const a = new Int8Array(n);
    for (let i = 0; i < n; i++) a[i] = pick([1, -1, 0, 0, 0, int(3) === 0 ? 5 : 0]);
    if (int(3) === 0) Object.defineProperty(a, 'length', { value: pick([4, 9, 1e6]) });
    if (int(5) === 0) return new Proxy(a, {});
    return int(6) === 0 ? new Uint8Array(n) : a;
  }
  function object() {
    const names = ['komi', 'dead', 'seki', 'prisoners', 'rules', 'width', 'height', 'size', 'suicide', 'ko', 'turn', 'black', 'white', 'bogus', 'handicap', 'passes', 'scoreFalseEyes', 'toMove', 'seed', 'effort'];
    const o = int(5) === 0 ? Object.create({ komi: 100, dead: [[0, 0]] }) : {};
    for (let i = int(4); i > 0; i--) {
      const name = pick(names);
      if (Object.hasOwn(o, name)) continue;
      if (int(4) === 0) {
        const kind = int(3);
        Object.defineProperty(o, name, {
          enumerable: true,
          get() {
            if (kind === 0) throw new UserError('option getter');
            if (kind === 1) reentrant();
            return value();
          },
        });
      } else {
        o[name] = int(2) ? value() : pick([null, 6.5, [[0, 0]], { black: 2 }, 'area', 9]);
      }
    }
    return o;
  }
  function proxy() {
    return new Proxy(object(), {
      ownKeys: (t) => {
        reentrant();
        return Reflect.ownKeys(t);
      },
    });
  }
  /** Options whose effort is small or bad (never a large playout count), the rest as they are. */
  function smallEffort(o) {
    const effort = pick([1, 2, 'fast', 'bogus', -1, 0.5, NaN]);
    if (!Object.hasOwn(o, 'effort')) o.effort = effort;
    else if (!Object.getOwnPropertyDescriptor(o, 'effort').get) o.effort = effort;
    else return { effort };
    return o;
  }
  /** One call of a public function with hostile arguments; returns a Game to dispose, if any. */
  function call() {
    const b = board();
    switch (int(21)) {
      case 0:
        return goscore.getTerritory(b, value(), value());
      case 1:
        return goscore.getTerritories(b);
      case 2:
        return new goscore.GoCounting(b).getTerritory(value(), value());
      case 3:
        return goscore.ownershipMap(typed(), value(), value(), int(3) ? undefined : typed());
      case 4:
        return goscore.ownershipMap(b);
      case 5:
        return goscore.scoreTrompTaylor(b, value(), value(), value());
      case 6:
        return goscore.scoreTerritory(b, int(2) ? object() : value());
      case 7:
        return goscore.scoreArea(b, int(2) ? object() : proxy());
      case 8:
        return new Game(int(2) ? object() : value());
      case 9:
        return Game.fromPosition(b, object());
      case 10:
        return Game.fromSgf(pick(['(;SZ[9];B[aa];W[bb])', '(;SZ[9]PB[\ud800];B[aa])', '(;SZ[5]KM[99999999])', '(;', value()]), object());
      case 11:
        return scoreTerritory(WALLS, { komi: 6.5 }).toString(value());
      case 12:
        return goscore.passAlive(b, int(2) ? object() : proxy());
      case 13:
        return goscore.analyzeTerritory(b, int(2) ? object() : value());
      case 14:
        return goscore.score(b, int(2) ? object() : proxy());
      case 15:
        return goscore.compareRules(b, int(2) ? object() : value());
      case 16:
        // A small effort keeps each estimate short; the rest of the options are hostile.
        return goscore.estimateDead(b, smallEffort(object()));
      case 17:
        return goscore.estimateScore(b, smallEffort(object()));
      default: {
        const game = new Game({ size: 1 + int(9) });
        try {
          for (let i = 0; i < 6; i++) {
            const m = int(8);
            try {
              if (m === 0) game.play(value(), vertex());
              else if (m === 1) game.pass(value());
              else if (m === 2) game.check(value(), vertex());
              else if (m === 3) {
                if (int(2) === 0) game.toggleDead(vertex());
                else game.setDead(vertex(), value());
              }
              else if (m === 4) game.toggleSeki(vertex());
              else if (m === 5) game.score(object());
              else if (m === 6) game.komi = value();
              else game.undo();
            } catch (e) {
              if (!(e instanceof GoScoreError) && !(e instanceof UserError)) throw e;
            }
          }
          game.checkConsistency();
          return undefined;
        } finally {
          game.dispose();
        }
      }
    }
  }
  return call;
}

test(`fuzz the public API with hostile values (3 x ${CALLS} calls, seed ${SEED})`, { timeout: 120_000 }, () => {
  known();
  const settle = () => {
    assert.throws(() => getTerritories(['BX']), GoScoreError);
    return memoryStats().heapBytesInUse;
  };
  const heap = [];
  for (let round = 0; round < 3; round++) {
    const call = makeFuzzer(rng(SEED));
    const outcomes = { returned: 0, goscoreError: 0, userError: 0 };
    for (let i = 0; i < CALLS; i++) {
      let result;
      try {
        result = call();
        outcomes.returned += 1;
      } catch (e) {
        if (e instanceof UserError) outcomes.userError += 1;
        else if (e instanceof GoScoreError) {
          outcomes.goscoreError += 1;
          assert.match(e.message, /^[A-Za-z.]+: |^Invalid coordinate$/, `call ${i}: the message names the function`);
        } else {
          throw new Error(`call ${i} (seed ${SEED}): ${e?.name}: ${e?.message}`, { cause: e });
        }
      }
      if (result instanceof Game) result.dispose();
      known();
    }
    heap.push(settle());
    assert.ok(outcomes.goscoreError > CALLS / 4 && outcomes.returned > CALLS / 20, JSON.stringify(outcomes));
  }
  for (const r of [1, 2]) {
    assert.ok(Math.abs(heap[r] - heap[r - 1]) <= 64, `heap bytes in use after round ${r + 1} of the same calls: ${heap.join(', ')}`);
  }
});
