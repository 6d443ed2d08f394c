// Rulesets through the package: score under every ruleset with its breakdown, seki modes and
// conflicts, compareRules, the Game's rules, and what bad input gets. Expected values are worked
// out by hand in the comments.
import test from 'node:test';
import assert from 'node:assert/strict';
import { score, compareRules, RULESETS, scoreTerritory, scoreArea, Game, GoScoreError, memoryStats } from '../../web/index.js';
import { rng as makeRng } from './random.mjs';

// 5x5: Black's wall on row 1 with row 0 behind it (5 points), White's on row 3 with row 4 (5
// points), row 2 dame (5 points). 5 stones each.
const WALLS = ['     ', 'BBBBB', '     ', 'WWWWW', '     '];

/** Asserts that each side's breakdown adds up to its total exactly (in tenths). */
function assertAdds(r) {
  for (const side of ['black', 'white']) {
    const sum = r.breakdown[side].reduce((s, item) => s + Math.round(item.points * 10), 0);
    assert.equal(sum, r.raw[side], `${r.rules} ${side}: ${JSON.stringify(r.breakdown[side])}`);
    for (const item of r.breakdown[side]) assert.equal(typeof item.label, 'string');
  }
}

test('score: every ruleset on the walls position, with the default komi of each', () => {
  // [rules, options, black, white]
  const cases = [
    // Territory + captures; komi 6.5.
    ['japanese', { prisoners: { black: 2, white: 1 } }, 7, 12.5],
    ['korean', { prisoners: { black: 2, white: 1 } }, 7, 12.5],
    ['territory', {}, 5, 11.5],
    // Area: stones + territory = 10 each; captures do not count.
    ['chinese', { prisoners: { black: 2, white: 1 } }, 10, 17.5],
    // Chinese: one point per handicap stone to White; AGA: one fewer; the 'area' alias: none.
    ['chinese', { handicap: 3 }, 10, 20.5],
    ['aga', { handicap: 3 }, 10, 19.5],
    ['area', { handicap: 3 }, 10, 17.5],
    ['new-zealand', { handicap: 3 }, 10, 17],
    ['ing', { handicap: 3 }, 10, 21],
    ['ing', {}, 10, 18],
    ['tromp-taylor', {}, 10, 17.5],
    // Tromp-Taylor leaves the dead stones on the board.
    ['tromp-taylor', { dead: [[0, 1]] }, 10, 17.5],
    // Japanese with the black wall dead: White owns every point but its own 5 stones (20), plus
    // the 5 dead stones taken; komi 0.
    ['japanese', { dead: [[0, 1]], komi: 0 }, 0, 25],
    ['chinese', { dead: [[0, 1]], komi: 0 }, 0, 25],
  ];
  for (const [rules, options, black, white] of cases) {
    const r = score(WALLS, { rules, ...options });
    assert.equal(r.black, black, `${rules} ${JSON.stringify(options)} black`);
    assert.equal(r.white, white, `${rules} ${JSON.stringify(options)} white`);
    assert.equal(r.rules, rules);
    assert.equal(r.winner, Math.sign(black - white));
    assert.equal(r.margin, Math.abs(black - white));
    assertAdds(r);
  }
  assert.equal(score(WALLS).ruleset, 'japanese');
  assert.equal(score(WALLS, { rules: 'area' }).ruleset, 'chinese');
  assert.deepEqual(score(WALLS, { rules: 'japanese', dead: [[3, 1]] }).dead, [0, 1, 2, 3, 4].map((x) => [x, 1]));
});

test('score: Ing gives a drawn count to Black in an even game; AGA pass stones', () => {
  const draw = score(WALLS, { rules: 'ing', komi: 0 });
  assert.equal(draw.black, draw.white);
  assert.equal(draw.winner, 1);
  assert.equal(draw.tieBroken, true);
  assert.equal(String(score(WALLS, { rules: 'chinese', komi: 0 })), 'Draw');
  // AGA with Black passing twice and White once: the area count is unchanged (10 : 17.5); the
  // territory count is 5 + 1 pass stone received : 5 + 2 + 7.5, Black minus White -8.5.
  const aga = score(WALLS, { rules: 'aga', passes: { black: 2, white: 1 } });
  assert.equal(aga.black, 10);
  assert.equal(aga.white, 17.5);
  assert.equal(aga.aga.territoryDiff, -8.5);
  assert.equal(aga.aga.countsAgree, false);
  assert.equal(aga.details.black.passStones, 1);
  assert.equal(aga.details.white.passStones, 2);
  assertAdds(aga);
});

test('score: seki modes and conflicts on a one-row seki', () => {
  // '.B.W.': Black's eye (0, 0), White's eye (4, 0), the shared liberty (2, 0): seki.
  const auto = score(['.B.W.'], { komi: 0 });
  assert.equal(auto.black, 0); // the eye of a group in seki is no territory (Japanese rules, Art. 7)
  assert.equal(auto.white, 0);
  assert.deepEqual(auto.conflicts, []);
  assert.deepEqual(Array.from(auto.sekiGroups), [1, 1, 0, -1, -1]);
  assert.deepEqual(Array.from(auto.dame), [0, 0, 1, 0, 0]);
  const none = score(['.B.W.'], { komi: 0, seki: 'none' });
  assert.equal(none.black, 1);
  assert.equal(none.white, 1);
  // Area scoring counts the seki eyes anyway: 2 each.
  const area = score(['.B.W.'], { rules: 'chinese', komi: 0 });
  assert.equal(area.black, 2);
  assert.equal(area.white, 2);
  // Marks decide the score; the conflicts say where they disagree with the analysis.
  const marked = score(['.B.W.'], { komi: 0, seki: [[2, 0]] });
  assert.deepEqual(
    marked.conflicts.map((c) => [c.vertex, c.kind]),
    [
      [[0, 0], 'seki-not-marked'],
      [[2, 0], 'marked-seki-not-seki'],
      [[4, 0], 'seki-not-marked'],
    ],
  );
  for (const c of marked.conflicts) assert.match(c.message, /\(\d, 0\)/);
  const dead = score(['.B.W.'], { komi: 0, dead: [[1, 0]] });
  assert.deepEqual(dead.conflicts.map((c) => c.kind), ['dead-in-seki']);
  assert.equal(dead.white, 5); // 4 points of territory and the dead stone
  // A dead mark on a pass-alive chain.
  const alive = score(['BBBBB', 'B.B.B', 'BBBBB', 'WWWWW', 'W.W.W'], { dead: [[0, 0]] });
  assert.ok(alive.conflicts.some((c) => c.kind === 'dead-pass-alive'));
});

test('scoreTerritory is unchanged by the rulesets', () => {
  const r = scoreTerritory(WALLS, { komi: 6.5 });
  assert.equal(r.black, 5);
  assert.equal(r.white, 11.5);
  assert.equal(String(r), 'White wins by 6.5');
});

test('compareRules: every ruleset, and reasons that add up to each difference', () => {
  const c = compareRules(WALLS, { handicap: 3, prisoners: { black: 2, white: 0 } });
  assert.deepEqual(Object.keys(c.results), RULESETS);
  assert.deepEqual(RULESETS, ['japanese', 'korean', 'chinese', 'aga', 'new-zealand', 'ing', 'tromp-taylor']);
  // japanese: 5 + 2 : 5 + 6.5 (diff -4.5); chinese: 10 : 10 + 7.5 + 3 (diff -10.5).
  const d = c.differences.find((x) => x.a === 'japanese' && x.b === 'chinese');
  assert.equal(d.points, -6);
  assert.equal(c.differences.find((x) => x.a === 'japanese' && x.b === 'korean'), undefined);
  const rng = makeRng(7);
  for (let n = 0; n < 300; n++) {
    const w = 2 + Math.floor(rng() * 8);
    const h = 2 + Math.floor(rng() * 8);
    const board = Array.from({ length: h }, () => Array.from({ length: w }, () => [0, 0, 1, -1][Math.floor(rng() * 4)]));
    const options = { handicap: Math.floor(rng() * 4), prisoners: { black: Math.floor(rng() * 5), white: Math.floor(rng() * 5) } };
    let cmp;
    try {
      cmp = compareRules(board, options);
    } catch (e) {
      assert.equal(e.code, 'INVALID_BOARD'); // a chain without liberties
      continue;
    }
    for (const name of RULESETS) {
      const one = score(board, { rules: name, ...options });
      assert.equal(cmp.results[name].raw.black, one.raw.black, name);
      assert.equal(cmp.results[name].raw.white, one.raw.white, name);
      assertAdds(cmp.results[name]);
    }
    for (const diff of cmp.differences) {
      const margin = (r) => r.raw.black - r.raw.white;
      assert.equal(Math.round(diff.points * 10), margin(cmp.results[diff.b]) - margin(cmp.results[diff.a]));
      assert.equal(diff.reasons.reduce((s, r) => s + Math.round(r.points * 10), 0), Math.round(diff.points * 10));
    }
  }
});

test('Game: rules from RU, unknown RU kept, every ruleset, passes counted for AGA, compareRules', () => {
  const g = Game.fromSgf('(;FF[4]SZ[5]KM[0.5]RU[Chinese];B[aa];W[ee];B[];W[];B[])');
  assert.equal(g.rules, 'chinese');
  assert.equal(g.rulesNote, null);
  assert.equal(g.score().ruleset, 'chinese');
  assert.equal(g.score({ rules: 'territory' }).rules, 'territory');
  g.rules = 'aga';
  const aga = g.score();
  assert.equal(aga.details.white.passStones, 2); // Black passed twice
  assert.equal(aga.details.black.passStones, 1);
  assert.deepEqual(Object.keys(g.compareRules().results), RULESETS);
  assert.throws(() => (g.rules = 'chess'), (e) => e.code === 'INVALID_ARGUMENT' && /^Game\.rules: /.test(e.message));
  g.dispose();
  const u = Game.fromSgf('(;FF[4]SZ[5]RU[Foo Rules];B[aa])');
  assert.equal(u.rules, 'territory');
  assert.equal(u.info.RU, 'Foo Rules');
  assert.match(u.rulesNote, /Foo Rules/);
  u.dispose();
  const plain = new Game({ size: 5 });
  assert.equal(plain.rules, 'territory');
  assert.equal(plain.rulesNote, null);
  plain.dispose();
});

test('rules functions: bad input gets a GoScoreError with a code, and the heap stays flat', () => {
  const cases = [
    [() => score(WALLS, { rules: 'chess' }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { rules: 'toString' }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { komi: 0.05 }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { handicap: -1 }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { handicap: 1.5 }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { handicap: 100 }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { passes: { black: -1 } }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { passes: { blak: 1 } }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { prisoners: 3 }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { seki: 'some' }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { seki: [[0, 1]] }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { dead: [[0, 0]] }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { dead: [[9, 0]] }), 'INVALID_COORDINATE'],
    [() => score(WALLS, { scoreFalseEyes: 0 }), 'INVALID_ARGUMENT'],
    [() => score(WALLS, { rule: 'aga' }), 'INVALID_ARGUMENT'],
    [() => score(['BX']), 'INVALID_BOARD'],
    [() => compareRules(WALLS, { rules: 'aga' }), 'INVALID_ARGUMENT'],
    [() => compareRules(WALLS, { komi: NaN }), 'INVALID_ARGUMENT'],
    [() => compareRules('x'), 'INVALID_BOARD'],
  ];
  const run = () => {
    for (const [f, code] of cases) {
      assert.throws(f, (e) => e instanceof GoScoreError && e.code === code && /^(score|compareRules): /.test(e.message), String(f));
    }
  };
  run();
  const before = memoryStats().heapBytesInUse;
  for (let i = 0; i < 100; i++) run();
  assert.equal(memoryStats().heapBytesInUse, before);
  assert.equal(score(WALLS).white, 11.5);
});

test('scoreTerritory and scoreArea: seki auto (default), none, or marks as given; conflicts and maps', () => {
  // '.B.W.' is a seki (see above): under territory rules the eyes are no points with 'auto'.
  const auto = scoreTerritory(['.B.W.'], { komi: 0 });
  assert.equal(auto.black, 0);
  assert.equal(auto.white, 0);
  assert.deepEqual(Array.from(auto.sekiGroups), [1, 1, 0, -1, -1]);
  assert.deepEqual(auto.conflicts, []);
  const none = scoreTerritory(['.B.W.'], { komi: 0, seki: 'none' });
  assert.equal(none.black, 1);
  assert.equal(none.white, 1);
  // An empty list is the players' agreement that nothing is seki: counted as before, with the
  // conflicts that say where the analysis disagrees.
  const agreed = scoreTerritory(['.B.W.'], { komi: 0, seki: [] });
  assert.equal(agreed.black, 1);
  assert.deepEqual(agreed.conflicts.map((c) => [c.vertex, c.kind]), [
    [[0, 0], 'seki-not-marked'],
    [[4, 0], 'seki-not-marked'],
  ]);
  // The subtractive form of Art. 10: dead stones and captures are prisoners lost by their owner.
  const dead = scoreTerritory(WALLS, { komi: 6.5, dead: [[0, 1]], prisoners: { black: 0, white: 2 } });
  // White: 20 points (all but its 5 stones) - 0 prisoners lost + 6.5; Black: 0 - (5 dead + 2 captured).
  assert.equal(dead.white, 26.5);
  assert.equal(dead.black, -7);
  assert.deepEqual(dead.details.black, { stones: 0, territory: 0, prisoners: 7, dead: 5 });
  assert.deepEqual(dead.dead, [0, 1, 2, 3, 4].map((x) => [x, 1]));
  assertAdds(dead);
  // Area scoring counts the seki eyes; scoreFalseEyes is accepted; bad values are refused.
  assert.equal(scoreArea(['.B.W.'], { komi: 0 }).black, 2);
  assert.equal(scoreArea(['.B.W.'], { komi: 0, scoreFalseEyes: true }).black, 2);
  assertAdds(scoreArea(WALLS));
  assert.throws(() => scoreTerritory(WALLS, { seki: 'auto-ish' }), (e) => e.code === 'INVALID_ARGUMENT' && /^scoreTerritory: seki must be/.test(e.message));
  assert.throws(() => scoreArea(WALLS, { scoreFalseEyes: 'no' }), (e) => e.code === 'INVALID_ARGUMENT' && /^scoreArea: scoreFalseEyes/.test(e.message));
  assert.throws(() => scoreArea(WALLS, { seki: [] }), (e) => e.code === 'INVALID_ARGUMENT' && /^scoreArea: unknown option 'seki'/.test(e.message));
});

test('Game.score: seki auto on request for territory, with the shape of scoreTerritory', () => {
  const g = Game.fromPosition(['.B.W.'], { komi: 0 });
  assert.equal(g.score().black, 1); // the marks as given (none), as always
  const auto = g.score({ rules: 'territory', seki: 'auto' });
  assert.equal(auto.black, 0);
  assert.equal(auto.rules, 'territory');
  assert.deepEqual(Array.from(auto.sekiGroups), [1, 1, 0, -1, -1]);
  assert.equal(g.score({ rules: 'area', seki: 'auto' }).black, 2);
  assert.equal(g.score({ rules: 'japanese' }).black, 0); // every ruleset: 'auto' unless marked
  assert.throws(() => g.score({ seki: [[0, 0]] }), (e) => e.code === 'INVALID_ARGUMENT' && /^Game\.score: seki must be/.test(e.message));
  g.dispose();
});

test('the new functions allocate nothing that stays: the heap does not grow over repeated good calls', async () => {
  const { passAlive, analyzeTerritory, estimateDead, estimateScore } = await import('../../web/index.js');
  const run = () => {
    score(WALLS, { rules: 'aga', passes: { black: 1, white: 2 } });
    compareRules(WALLS, { dead: [[0, 1]] });
    passAlive(WALLS);
    analyzeTerritory(WALLS, { dead: [[0, 1]] });
    estimateDead(WALLS, { effort: 4 });
    estimateScore(WALLS, { effort: 4 });
    scoreTerritory(['.B.W.'], { seki: [] });
  };
  for (let i = 0; i < 20; i++) run();
  const before = memoryStats().heapBytesInUse;
  for (let i = 0; i < 300; i++) run();
  // 2100 calls: a leak of a byte a call would show; a buffer that grows once to a new high-water
  // mark (a few bytes of malloc bookkeeping) does not count.
  const growth = memoryStats().heapBytesInUse - before;
  assert.ok(growth < 256, `the heap grew by ${growth} bytes`);
});

test('Game.score under a ruleset is score() of the game board with the game counts and marks, on 150 random games', () => {
  // Game.score scores in C++ from the game itself; score() reads the same position and counts
  // from JS values: the two paths give the same result, field for field.
  const random = makeRng(20261203);
  let marked = 0;
  for (let g = 0; g < 150; g++) {
    const size = [5, 7, 9, 13, 19][g % 5];
    const ha = g % 3 === 0 ? 2 + (g % 4) : 0;
    const game = Game.fromSgf(`(;SZ[${size}]KM[${[0, 5.5, 6.5, 7.5][g % 4]}]${ha ? `HA[${ha}]` : ''})`);
    try {
      let color = 1;
      for (let m = 0; m < size * size; m++) {
        const v = [Math.floor(random() * size), Math.floor(random() * size)];
        if (random() < 0.05) game.pass(color);
        else if (game.check(color, v) === 'legal') game.play(color, v);
        color = -color;
      }
      for (const group of game.groups()) if (random() < 0.15) game.setDead(group.stones[0]);
      if (g % 4 === 1) {
        const empty = [];
        game.board.forEach((row, y) => row.forEach((s, x) => s === 0 && empty.push([x, y])));
        if (empty.length > 0) {
          game.toggleSeki(empty[Math.floor(random() * empty.length)]);
          marked++;
        }
      }
      const marks = game.marks;
      for (const rules of RULESETS) {
        const options = [{}, { seki: 'none' }, { scoreFalseEyes: true }][g % 3];
        // With no option, 'tromp-taylor' scores as it always has (the old result's shape).
        if (rules === 'tromp-taylor' && g % 3 === 0) continue;
        const got = game.score({ rules, ...options });
        const want = score(game.board, {
          rules,
          komi: game.komi,
          handicap: ha,
          prisoners: game.captures,
          passes: {
            black: game.moves.filter((mv) => mv.vertex === null && mv.color === 1).length,
            white: game.moves.filter((mv) => mv.vertex === null && mv.color === -1).length,
          },
          dead: marks.dead,
          seki: marks.seki.length > 0 ? marks.seki : options.seki,
          scoreFalseEyes: options.scoreFalseEyes,
        });
        assert.deepEqual(JSON.parse(JSON.stringify(got)), JSON.parse(JSON.stringify(want)), `game ${g}, ${rules} ${JSON.stringify(options)}`);
        assert.equal(String(got), String(want));
      }
    } finally {
      game.dispose();
    }
  }
  assert.ok(marked > 20, `${marked} games with a seki marked`);
});
