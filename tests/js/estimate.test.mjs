// Estimation through the package: estimateDead and estimateScore on constructed positions whose
// answer is clear by hand, the dataset's end positions with the estimator's floor, determinism,
// Game.autoMark and Game.estimate, and what bad input gets.
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { estimateDead, estimateScore, Game, GoScoreError, memoryStats } from '../../web/index.js';
import { datasetPath } from './datasets.mjs';


/** 9x9: a black wall on column 3, a white wall on column 5, and `stones` put on it. */
function walls(stones = []) {
  const rows = Array.from({ length: 9 }, () => Array.from({ length: 9 }, (_, x) => (x === 3 ? 'B' : x === 5 ? 'W' : '.')));
  for (const [x, y, c] of stones) rows[y][x] = c;
  return rows.map((r) => r.join(''));
}

test('estimateDead: a lone invader in each territory is dead, whoever moves and whatever the seed', () => {
  // White (1, 1) sits in Black's 27-point area, Black (7, 6) in White's: neither can make two eyes
  // in a wall of living stones, so both are dead; the walls, with 27 points behind each, live.
  const board = walls([
    [1, 1, 'W'],
    [7, 6, 'B'],
  ]);
  for (const toMove of [1, -1]) {
    for (const seed of [1, 2, 99]) {
      const e = estimateDead(board, { toMove, seed });
      assert.deepEqual(e.dead, [
        [1, 1],
        [7, 6],
      ]);
    }
  }
  const e = estimateDead(board);
  assert.ok(e.ownership instanceof Float32Array && e.ownership.length === 81);
  assert.ok(e.ownership[1 * 9 + 1] > 0.5, 'the dead white stone leans to Black');
  assert.ok(e.ownership[6 * 9 + 7] < -0.5, 'the dead black stone leans to White');
  for (const v of e.ownership) assert.ok(v >= -1 && v <= 1);
  assert.ok(e.certain instanceof Int8Array && e.seki instanceof Int8Array && e.sealing instanceof Uint8Array);
});

test('estimateDead: pass-alive walls are certain; nothing dead on an empty board or a lone stone', () => {
  const alive = estimateDead(['BBBBB', 'B.B.B', 'BBBBB', 'WWWWW', 'W.W.W']);
  assert.deepEqual(alive.dead, []);
  // Both chains have two one-point eyes: pass-alive with their eyes (Benson).
  assert.deepEqual(Array.from(alive.certain), [...Array(15).fill(1), ...Array(10).fill(-1)]);
  assert.deepEqual(estimateDead(['.....', '.....', '.....']).dead, []);
  assert.deepEqual(Array.from(estimateDead(['.....', '.....', '.....']).certain), new Array(15).fill(0));
});

test('estimateDead: the same seed gives the same answer, bit for bit; rows and sign maps agree', () => {
  const board = walls([
    [1, 1, 'W'],
    [2, 6, 'W'],
    [7, 6, 'B'],
    [4, 4, 'B'],
  ]);
  const a = estimateDead(board, { seed: 12345, effort: 'fast' });
  const b = estimateDead(board, { seed: 12345, effort: 'fast' });
  const signs = board.map((r) => [...r].map((c) => (c === 'B' ? 1 : c === 'W' ? -1 : 0)));
  const c = estimateDead(signs, { seed: 12345, effort: 'fast' });
  for (const r of [b, c]) {
    assert.deepEqual(r.dead, a.dead);
    assert.deepEqual(Array.from(r.ownership), Array.from(a.ownership));
    assert.deepEqual(Array.from(r.sealing), Array.from(a.sealing));
  }
  // A number of playouts is an effort too.
  assert.deepEqual(estimateDead(board, { effort: 8 }).dead, estimateDead(board, { effort: 8 }).dead);
});

test('estimateDead on the dataset: at least the C++ floor of exact dead sets (30 / 31 of the corrected labels, Black to move)', () => {
  const file = datasetPath('ogs-autoscore.json');
  assert.ok(existsSync(file), `${file} is missing`);
  const { cases } = JSON.parse(readFileSync(file, 'utf8'));
  let exact = 0;
  for (const c of cases) {
    const ignore = new Set();
    c.correct_ownership.forEach((row, y) => [...row].forEach((ch, x) => (ch === '*' || ch === 's') && ignore.add(y * c.width + x)));
    const key = ([x, y]) => y * c.width + x;
    const truth = new Set(c.dead.map(key).filter((k) => !ignore.has(k)));
    const said = new Set(estimateDead(c.board, { toMove: 1, komi: 6.5, rules: c.rules }).dead.map(key).filter((k) => !ignore.has(k)));
    if (truth.size === said.size && [...truth].every((k) => said.has(k))) exact++;
  }
  assert.ok(exact >= 30, `${exact} of ${cases.length} exact`);
});

/** The chains of a board of rows, by a flood fill of its own: [{ stone: [x, y] (first in row order), stones, color }]. */
function chainsOf(rows) {
  const h = rows.length;
  const w = rows[0].length;
  const seen = new Set();
  const chains = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = rows[y][x];
      if (c === '.' || seen.has(y * w + x)) continue;
      let stones = 0;
      const stack = [[x, y]];
      seen.add(y * w + x);
      while (stack.length) {
        const [px, py] = stack.pop();
        stones++;
        for (const [nx, ny] of [[px + 1, py], [px - 1, py], [px, py + 1], [px, py - 1]]) {
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || rows[ny][nx] !== c || seen.has(ny * w + nx)) continue;
          seen.add(ny * w + nx);
          stack.push([nx, ny]);
        }
      }
      chains.push({ stone: [x, y], stones, color: c });
    }
  }
  return chains;
}

test('estimateDead: a verdict with its confidence for every chain; the uncertain ones are those below 0.6', () => {
  const file = datasetPath('ogs-autoscore.json');
  assert.ok(existsSync(file), `${file} is missing`);
  const { cases } = JSON.parse(readFileSync(file, 'utf8'));
  let uncertain = 0;
  const bases = new Set();
  for (const c of cases) {
    const e = estimateDead(c.board, { toMove: 1, komi: 6.5, rules: c.rules });
    const expected = chainsOf(c.board);
    // Every chain once, in row order of its first stone, with its size.
    assert.deepEqual(e.chains.map((j) => [j.stone, j.stones]), expected.map((k) => [k.stone, k.stones]), c.id);
    // The dead list is exactly the stones of the chains judged dead.
    const deadStones = expected.filter((_, i) => e.chains[i].dead).reduce((n, k) => n + k.stones, 0);
    assert.equal(e.dead.length, deadStones, c.id);
    const key = ([x, y]) => `${x},${y}`;
    const dead = new Set(e.dead.map(key));
    for (const j of e.chains) {
      assert.equal(dead.has(key(j.stone)), j.dead, `${c.id} chain at ${j.stone}`);
      assert.ok(j.confidence >= 0 && j.confidence <= 1, `${c.id}: confidence ${j.confidence}`);
      assert.equal(j.uncertain, j.confidence < 0.6, `${c.id} chain at ${j.stone}`);
      for (const m of [j.mean, j.ownerFirst, j.opponentFirst]) assert.ok(m >= -1 && m <= 1);
      if (j.basis === 'proven' || j.basis === 'search') assert.equal(j.confidence, 1);
      // A chain on a point held for certain is proven: alive when its own colour holds it (pass-alive,
      // never dead), dead when the opponent does (inside the opponent's pass-alive area).
      const [x, y] = j.stone;
      const holder = e.certain[y * c.width + x];
      const own = c.board[y][x] === 'B' ? 1 : -1;
      if (holder !== 0) assert.deepEqual([j.dead, j.uncertain, j.basis], [holder !== own, false, 'proven'], `${c.id} chain at ${j.stone}`);
      assert.ok(['proven', 'search', 'shape', 'playouts', 'model'].includes(j.basis), `${c.id}: basis ${j.basis}`);
      bases.add(j.basis);
    }
    assert.deepEqual(e.uncertain, e.chains.filter((j) => j.uncertain));
    uncertain += e.uncertain.length;
    assert.ok(e.playouts >= 32, `${c.id}: ${e.playouts} playouts at effort normal`);
  }
  assert.ok(uncertain > 0, 'some chain of the 31 real end positions is uncertain');
  for (const basis of ['proven', 'playouts']) assert.ok(bases.has(basis), `some chain settled by ${basis}`);
  // Game.autoMark passes them on.
  const g = Game.fromPosition(cases[0].board, { komi: 6.5 });
  try {
    const marked = g.autoMark();
    assert.deepEqual(marked.uncertain, estimateDead(cases[0].board, { toMove: g.turn, komi: 6.5, rules: g.rules }).uncertain);
  } finally {
    g.dispose();
  }
});

test('estimateScore: the margin, the dead and the ScoreResult with them', () => {
  const board = walls([
    [1, 1, 'W'],
    [7, 6, 'B'],
  ]);
  const e = estimateScore(board, { komi: 0, prisoners: { black: 0, white: 0 } });
  // Symmetric after the invaders are taken: 27 - 1 + 1 each way under Japanese rules, a draw.
  assert.deepEqual(e.dead, [
    [1, 1],
    [7, 6],
  ]);
  assert.equal(String(e.result), 'Draw');
  assert.ok(Math.abs(e.score) < 2, `score ${e.score}`);
  assert.ok(e.ownership instanceof Float32Array);
  // Three prisoners more for Black move the territory count by 3.
  const more = estimateScore(board, { komi: 0, prisoners: { black: 3, white: 0 } });
  assert.equal(more.result.black - more.result.white, 3);
});

test('Game.autoMark marks whole dead chains and stays editable; Game.estimate', () => {
  // The white chain (0, 4)-(0, 5) is in atari inside Black's area, against the edge and three
  // black stones: dead; so is the lone black stone (7, 6) in White's.
  const board = walls([
    [0, 4, 'W'],
    [0, 5, 'W'],
    [1, 4, 'B'],
    [1, 5, 'B'],
    [0, 3, 'B'],
    [7, 6, 'B'],
  ]);
  const g = Game.fromPosition(board, { komi: 0 });
  const marked = g.autoMark();
  assert.deepEqual(marked.dead, [
    [0, 4],
    [0, 5],
    [7, 6],
  ]);
  assert.deepEqual(g.marks.dead, marked.dead);
  g.toggleDead([7, 6]);
  assert.deepEqual(g.marks.dead, [
    [0, 4],
    [0, 5],
  ]);
  const e = g.estimate({ seed: 3 });
  assert.equal(typeof e.score, 'number');
  assert.throws(() => g.autoMark({ komi: 1 }), (err) => err.code === 'INVALID_ARGUMENT' && /^Game\.autoMark: /.test(err.message));
  g.dispose();
  assert.throws(() => g.autoMark(), (err) => err.code === 'DISPOSED');
});

test('estimate functions: bad input gets a GoScoreError with a code, and the heap stays flat', () => {
  const B = walls();
  const cases = [
    [() => estimateDead(B, { rules: 'chess' }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { effort: 'max' }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { effort: 0 }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { effort: 1.5 }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { effort: 1e9 }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { seed: -1 }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { seed: 2 ** 32 }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { seed: 0.5 }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { seed: '1' }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { komi: 0.05 }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { komi: Infinity }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { toMove: 0 }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { toMove: 'black' }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { moves: 1 }), 'INVALID_ARGUMENT'],
    [() => estimateDead(B, { prisoners: { black: 1 } }), 'INVALID_ARGUMENT'],
    [() => estimateDead(['BW', 'WB']), 'INVALID_BOARD'],
    [() => estimateDead(['BX']), 'INVALID_BOARD'],
    [() => estimateScore(B, { prisoners: { black: -1 } }), 'INVALID_ARGUMENT'],
    [() => estimateScore(B, { seed: NaN }), 'INVALID_ARGUMENT'],
    [() => estimateScore('B'), 'INVALID_BOARD'],
  ];
  const run = () => {
    for (const [f, code] of cases) {
      assert.throws(f, (e) => e instanceof GoScoreError && e.code === code && /^(estimateDead|estimateScore): /.test(e.message), String(f));
    }
  };
  run();
  const before = memoryStats().heapBytesInUse;
  for (let i = 0; i < 50; i++) run();
  assert.equal(memoryStats().heapBytesInUse, before);
  assert.deepEqual(estimateDead(walls([[1, 1, 'W']])).dead, [[1, 1]]);
});
