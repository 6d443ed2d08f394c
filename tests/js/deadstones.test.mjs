// goscore/deadstones against @sabaki/deadstones itself (a devDependency): its documented examples
// (the board of its README, and the finished and unfinished games its own tests use) run through
// both, and the answers compared in shape (names, promises, [y][x] maps, [x, y] vertices, value
// ranges), with @sabaki/deadstones' own test assertions applied to goscore's answers. Where the
// answers differ on purpose (seki, whole chains, determinism) the tests say what goscore gives.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ours, * as named from '../../web/deadstones.js';
import { GoScoreError, analyzeTerritory, estimateDead, ready } from '../../web/index.js';
import { datasetPath } from './datasets.mjs';

const require = createRequire(import.meta.url);
const theirs = require('@sabaki/deadstones');
const theirData = require('@sabaki/deadstones/tests/data.js');

/** The example board of @sabaki/deadstones' README ("Board Data", "Example"), read from the README. */
function readmeBoard() {
  const readme = readFileSync(require.resolve('@sabaki/deadstones/README.md'), 'utf8');
  const block = readme.slice(readme.indexOf('#### Example')).match(/~~~js\n([\s\S]*?)~~~/)[1];
  return JSON.parse(block);
}

const EXAMPLES = { readme: readmeBoard(), finished: theirData.finished, unfinished: theirData.unfinished };
const FUNCTIONS = ['guess', 'getProbabilityMap', 'playTillEnd', 'getFloatingStones'];

/** Whether `v` is a vertex [x, y] on `board` holding a stone. */
const isStoneVertex = (board, v) =>
  Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1]) && board[v[1]]?.[v[0]] !== 0 && board[v[1]]?.[v[0]] !== undefined;

/** Whether `map` has the rows and columns of `board` and every value passes `ok`. */
const sameGrid = (board, map, ok) =>
  Array.isArray(map) && map.length === board.length && map.every((row, y) => Array.isArray(row) && row.length === board[y].length && row.every(ok));

/** The points of the chain on [x, y] (flood fill over the same sign). */
function chain(board, [x, y]) {
  const sign = board[y][x];
  const out = [[x, y]];
  const seen = new Set([`${x},${y}`]);
  for (let k = 0; k < out.length; k++) {
    const [cx, cy] = out[k];
    for (const [nx, ny] of [[cx - 1, cy], [cx + 1, cy], [cx, cy - 1], [cx, cy + 1]]) {
      if (board[ny]?.[nx] === sign && !seen.has(`${nx},${ny}`)) {
        seen.add(`${nx},${ny}`);
        out.push([nx, ny]);
      }
    }
  }
  return out;
}

const byRow = (a, b) => a[1] - b[1] || a[0] - b[0];

test('the same names, as named exports and as one object, each returning a promise', async () => {
  for (const name of FUNCTIONS) {
    assert.equal(typeof theirs[name], 'function', `@sabaki/deadstones has ${name}`);
    assert.equal(typeof ours[name], 'function', name);
    assert.equal(named[name], ours[name], name);
  }
  assert.equal(typeof theirs.useFetch, 'function');
  assert.equal(ours.useFetch('./deadstones_bg.wasm'), ours, 'useFetch is accepted and returns the API');
  const board = EXAMPLES.readme;
  const calls = [(d) => d.guess(board), (d) => d.getProbabilityMap(board, 20), (d) => d.playTillEnd(board, 1), (d) => d.getFloatingStones(board)];
  for (const call of calls) {
    const promise = call(ours);
    assert.ok(promise instanceof Promise);
    await promise;
  }
});

test("the README's examples through both: the same shapes, and @sabaki/deadstones' own checks pass on goscore", async () => {
  for (const [name, board] of Object.entries(EXAMPLES)) {
    const before = JSON.stringify(board);
    for (const finished of [true, false]) {
      const [a, b] = await Promise.all([ours.guess(board, { finished, iterations: 100 }), theirs.guess(board, { finished, iterations: 100 })]);
      for (const dead of [a, b]) assert.ok(Array.isArray(dead) && dead.every((v) => isStoneVertex(board, v)), `${name} guess`);
      assert.deepEqual(a, [...a].sort(byRow), `${name}: goscore's dead stones are sorted by y, then x`);
      // Whole chains: every dead stone's chain is dead with it.
      const key = new Set(a.map(([x, y]) => `${x},${y}`));
      for (const v of a) assert.ok(chain(board, v).every(([x, y]) => key.has(`${x},${y}`)), `${name}: the chain of [${v}] is dead whole`);
    }
    const [pa, pb] = await Promise.all([ours.getProbabilityMap(board, 50), theirs.getProbabilityMap(board, 50)]);
    for (const map of [pa, pb]) assert.ok(sameGrid(board, map, (v) => typeof v === 'number' && v >= -1 && v <= 1), `${name} getProbabilityMap`);
    for (const sign of [1, -1]) {
      const [ea, eb] = await Promise.all([ours.playTillEnd(board, sign), theirs.playTillEnd(board, sign)]);
      assert.ok(sameGrid(board, eb, (v) => v === 1 || v === -1), `${name}: @sabaki/deadstones fills every point`);
      // goscore fills every point too, but a shared liberty of a seki, which neither side may fill
      // (it touches both colours and would put three or more stones in atari), stays 0.
      assert.ok(sameGrid(board, ea, (v) => v === 1 || v === -1 || v === 0), `${name} playTillEnd`);
      ea.forEach((row, y) =>
        row.forEach((v, x) => {
          if (v !== 0) return;
          const around = [ea[y - 1]?.[x], ea[y + 1]?.[x], row[x - 1], row[x + 1]];
          assert.ok(around.includes(1) && around.includes(-1), `${name}: [${x}, ${y}] is left empty between both colours`);
        }),
      );
    }
    // getFloatingStones follows @sabaki/deadstones' rule: the same stones, row by row.
    const [fa, fb] = await Promise.all([ours.getFloatingStones(board), theirs.getFloatingStones(board)]);
    assert.deepEqual(fa, [...fb].sort(byRow), `${name} getFloatingStones`);
    // @sabaki/deadstones' tests: floating stones are among the dead of a finished game.
    const dead = await ours.guess(board, { finished: true });
    if (name === 'finished') assert.ok(fa.every(([x, y]) => dead.some((v) => v[0] === x && v[1] === y)), 'floating stones are dead');
    // ... dead stones are found in the unfinished game, and nothing mutates the board.
    if (name === 'unfinished') assert.ok((await ours.guess(board)).length > 0);
    assert.equal(JSON.stringify(board), before, `${name} is not mutated`);
  }
  // The answers its own tests write out.
  assert.deepEqual(await ours.getFloatingStones(theirData.unfinished), [[0, 1]]);
  assert.deepEqual(
    (await ours.getFloatingStones(theirData.finished)).map(String).sort(),
    ['10,5', '13,13', '13,14', '14,7', '18,13', '2,13', '2,14', '5,13', '6,13', '9,3', '9,5'],
  );
});

test('guess is estimateDead (finished) on the same board: the same answer every time, seki kept alive', async () => {
  await ready;
  const cases = JSON.parse(readFileSync(datasetPath('ogs-autoscore.json'), 'utf8')).cases;
  let sekiStones = 0;
  for (const c of cases) {
    const board = c.board.map((row) => [...row].map((ch) => (ch === 'B' ? 1 : ch === 'W' ? -1 : 0)));
    const dead = await ours.guess(board, { finished: true });
    assert.deepEqual(dead, estimateDead(board, { effort: 'normal' }).dead, c.id);
    assert.deepEqual(await ours.guess(board, { finished: true }), dead, `${c.id}: the same answer again`);
    // No stone of a group the life analysis puts in seki (with those dead removed) is dead: the
    // seki map gives each point of a seki group its colour (a dead stone of the other colour lying
    // in the group's eye is marked with the group's colour, not its own).
    const { seki } = analyzeTerritory(board, { dead });
    const deadAt = new Set(dead.map(([x, y]) => y * c.width + x));
    seki.forEach((s, i) => {
      if (s !== 0 && board[(i / c.width) | 0][i % c.width] === s) {
        sekiStones++;
        assert.ok(!deadAt.has(i), `${c.id}: a seki stone at ${i % c.width}, ${(i / c.width) | 0} is not dead`);
      }
    });
  }
  assert.ok(sekiStones > 100, `${sekiStones} stones in seki checked`);
});

test('iterations map onto playouts; playTillEnd draws a new game each call', async () => {
  const board = EXAMPLES.unfinished;
  // 100 (the default) and 3 (the fewest playouts, 16) and 10,000 (the most, 512) all answer.
  for (const iterations of [3, 100, 10_000]) {
    const dead = await ours.guess(board, { iterations });
    assert.ok(dead.every((v) => isStoneVertex(board, v)));
  }
  assert.deepEqual(await ours.guess(board), await ours.guess(board, { finished: false, iterations: 100 }));
  const games = new Set();
  for (let i = 0; i < 4; i++) games.add(JSON.stringify(await ours.playTillEnd(board, 1)));
  assert.ok(games.size > 1, 'random games differ');
});

test('bad input from a board library rejects with the GoScoreError of the core API, naming the function', async () => {
  const ok = EXAMPLES.readme;
  const bad = [
    [() => ours.guess([[0, 1], [1]]), 'guess', 'INVALID_BOARD', /row 1 has 1 points, expected 2/],
    [() => ours.guess([[0, '1'], [0, 0]], { finished: true }), 'guess', 'INVALID_BOARD', /row 0 column 1 has "1"/],
    [() => ours.getProbabilityMap([['B', 'W'], [0, 0]], 10), 'getProbabilityMap', 'INVALID_BOARD', /row 0 column 0 has "B"/],
    [() => ours.playTillEnd([[0, 1, 0], [1]], 1), 'playTillEnd', 'INVALID_BOARD', /row 1 has 1 points, expected 3/],
    [() => ours.getFloatingStones('B.W'), 'getFloatingStones', 'INVALID_BOARD', /board must be an array/],
    [() => ours.getFloatingStones([[1, -1], [-1, 0]]), 'getFloatingStones', 'INVALID_BOARD', /liberties/],
    [() => ours.guess(ok, { finished: 'yes' }), 'guess', 'INVALID_ARGUMENT', /finished must be true or false/],
    [() => ours.guess(ok, { iterations: 0 }), 'guess', 'INVALID_ARGUMENT', /iterations must be a positive integer/],
    [() => ours.guess(ok, { playouts: 5 }), 'guess', 'INVALID_ARGUMENT', /unknown option 'playouts'/],
    [() => ours.getProbabilityMap(ok, '50'), 'getProbabilityMap', 'INVALID_ARGUMENT', /iterations must be a positive integer, got "50"/],
    [() => ours.playTillEnd(ok, 'B'), 'playTillEnd', 'INVALID_ARGUMENT', /sign must be 1 \(black\) or -1 \(white\)/],
  ];
  for (const [call, fn, code, message] of bad) {
    await assert.rejects(call, (error) => {
      assert.ok(error instanceof GoScoreError, String(error));
      assert.equal(error.code, code, error.message);
      assert.ok(error.message.startsWith(`${fn}: `), error.message);
      assert.match(error.message, message);
      return true;
    });
  }
  assert.throws(() => ours.useFetch(5), (error) => error instanceof GoScoreError && /^useFetch: path must be a string/.test(error.message));
  // Every function still answers afterwards.
  assert.deepEqual(await ours.getFloatingStones(ok), (await theirs.getFloatingStones(ok)).sort(byRow));
});
