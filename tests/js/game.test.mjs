// The Game class: liberty tracker, rules of play, counters, marks, scoring, results and SGF.
import test, { afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { Game, GoScoreError, memoryStats, scoreTerritory, scoreArea } from '../../web/index.js';
import { rng } from './random.mjs';

// Every game a test makes is disposed after it (Node 20 has no `using` declarations yet).
const live = [];
function track(game) {
  live.push(game);
  return game;
}
afterEach(() => {
  while (live.length) live.pop()[Symbol.dispose]();
});

function expectError(fn, code, message) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof GoScoreError, `expected a GoScoreError, got ${e}`);
    assert.equal(e.code, code);
    if (message instanceof RegExp) assert.match(e.message, message);
    else assert.equal(e.message, message);
    return true;
  });
}


test('play, capture, groups, liberties and counters', () => {
  const game = track(new Game({ width: 9, height: 9, komi: 6.5 }));
  assert.deepEqual(game.play(1, [0, 1]), { captured: [] });
  game.play(-1, [0, 0]);
  assert.deepEqual(game.libertyMap()[0][0], 1);
  assert.deepEqual(game.play(1, [1, 0]), { captured: [[0, 0]] });
  assert.deepEqual(game.captures, { black: 1, white: 0 });
  assert.deepEqual(game.stonesPlayed, { black: 2, white: 1 });
  assert.equal(game.board[0][0], 0);
  assert.equal(game.board[0][1], 1);
  assert.equal(game.moveCount, 3);
  const groups = game.groups();
  assert.equal(groups.length, 2);
  assert.deepEqual(groups[0], { id: 1, color: 1, stones: [[1, 0]], liberties: [[0, 0], [1, 1], [2, 0]] });
  assert.deepEqual(groups[1], { id: 9, color: 1, stones: [[0, 1]], liberties: [[0, 0], [0, 2], [1, 1]] });
  const libs = game.libertyMap();
  assert.equal(libs[0][1], 3);
  assert.equal(libs[5][5], 0);
  assert.deepEqual(game.moves.at(-1), { color: 1, vertex: [1, 0], captured: [[0, 0]] });
  game.checkConsistency();
});

test('the board getter returns a fresh copy', () => {
  const game = track(new Game({ size: 5 }));
  const board = game.board;
  board[0][0] = 1;
  assert.equal(game.board[0][0], 0);
  assert.equal(game.width, 5);
  assert.equal(game.height, 5);
});

test('illegal moves throw naming the rule and change nothing', () => {
  const game = track(new Game({ size: 5 }));
  game.play(1, [1, 0]);
  game.play(-1, [3, 3]);
  game.play(1, [0, 1]);
  game.play(-1, [4, 4]);
  // (0, 0) is now suicide for White: the black stones around it have other liberties.
  const before = { board: game.board, moves: game.moveCount, captures: game.captures };
  expectError(() => game.play(-1, [1, 0]), 'ILLEGAL_MOVE', 'Game.play: (1, 0) is occupied');
  expectError(() => game.play(-1, [0, 0]), 'ILLEGAL_MOVE', 'Game.play: (0, 0) is suicide');
  expectError(() => game.play(1, [5, 0]), 'INVALID_COORDINATE', 'Game.play: (5, 0) is off the 5x5 board');
  expectError(() => game.play(2, [3, 3]), 'INVALID_ARGUMENT', 'Game.play: color must be 1 (black) or -1 (white), got 2');
  expectError(() => game.play(1, [3]), 'INVALID_COORDINATE', 'Game.play: vertex must be an [x, y] pair, got an array');
  expectError(() => game.play(1, [3, 0.5]), 'INVALID_COORDINATE', 'Game.play: vertex[1] must be an integer, got 0.5');
  assert.equal(game.check(-1, [0, 0]), 'suicide');
  assert.equal(game.check(-1, [1, 0]), 'occupied');
  assert.equal(game.check(-1, [2, 2]), 'legal');
  assert.deepEqual({ board: game.board, moves: game.moveCount, captures: game.captures }, before);
});

test('simple ko: immediate retake refused, allowed after a move elsewhere', () => {
  // Black takes the white stone at (1, 1) by playing (2, 1): a single stone for a single stone.
  const ko = track(Game.fromPosition(
    [
      [0, 1, -1, 0, 0],
      [1, -1, 0, -1, 0],
      [0, 1, -1, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
    ],
  ));
  assert.deepEqual(ko.play(1, [2, 1]).captured, [[1, 1]]);
  expectError(() => ko.play(-1, [1, 1]), 'ILLEGAL_MOVE', 'Game.play: (1, 1) retakes a ko');
  assert.equal(ko.check(-1, [1, 1]), 'ko');
  ko.play(-1, [4, 4]);
  ko.play(1, [4, 3]);
  assert.deepEqual(ko.play(-1, [1, 1]).captured, [[2, 1]]);
  ko.checkConsistency();
});

test('positional superko refuses a repeated position', () => {
  const position = [
    [0, 1, -1, 0, 0],
    [1, -1, 0, -1, 0],
    [0, 1, -1, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ];
  const game = track(Game.fromPosition(position, { ko: 'positional-superko' }));
  game.play(1, [2, 1]); // takes the ko
  assert.equal(game.check(-1, [1, 1]), 'superko');
  expectError(() => game.play(-1, [1, 1]), 'ILLEGAL_MOVE', /repeats an earlier position \(positional superko\)/);
});

test('suicide is allowed as an option, and the chain goes to the opponent', () => {
  const game = track(Game.fromPosition([[0, -1, 0], [-1, 0, 0], [0, 0, 0]], { suicide: true }));
  assert.deepEqual(game.play(1, [0, 0]).captured, [[0, 0]]);
  assert.equal(game.board[0][0], 0);
  assert.deepEqual(game.captures, { black: 0, white: 1 });
  game.checkConsistency();
});

test('passes, terminal rule and undo', () => {
  const game = track(new Game({ size: 3 }));
  assert.equal(game.undo(), false);
  game.play(1, [1, 1]);
  game.pass(-1);
  assert.equal(game.consecutivePasses, 1);
  assert.equal(game.isTerminal, false);
  game.pass(1);
  assert.equal(game.consecutivePasses, 2);
  assert.equal(game.isTerminal, true);
  assert.deepEqual(game.moves.at(-1), { color: 1, vertex: null, captured: [] });
  assert.equal(game.undo(), true);
  assert.equal(game.isTerminal, false);
  assert.equal(game.undo(), true);
  assert.equal(game.undo(), true);
  assert.equal(game.moveCount, 0);
  assert.equal(game.board[1][1], 0);
  expectError(() => game.pass(0), 'INVALID_ARGUMENT', 'Game.pass: color must be 1 (black) or -1 (white), got 0');
});

test('turn: the opponent of the last move or pass, else the first player', () => {
  const game = track(new Game({ size: 9 }));
  assert.equal(game.turn, 1);
  game.play(1, [2, 2]);
  assert.equal(game.turn, -1);
  game.pass(-1);
  assert.equal(game.turn, 1);
  game.play(-1, [3, 3]); // out of turn is allowed; White moved last
  assert.equal(game.turn, 1);
  game.undo();
  game.undo();
  assert.equal(game.turn, -1);
  game.undo();
  assert.equal(game.turn, 1);

  assert.equal(track(new Game({ size: 9, turn: -1 })).turn, -1);
  const position = track(Game.fromPosition(['B..', '...'], { turn: -1 }));
  assert.equal(position.turn, -1);
  assert.match(position.toSgf(), /\nPL\[W\]\n/);
  // SGF: PL first, then the option, then White after handicap stones, else Black.
  assert.equal(track(Game.fromSgf('(;SZ[9])')).turn, 1);
  assert.equal(track(Game.fromSgf('(;SZ[9]PL[W])')).turn, -1);
  assert.equal(track(Game.fromSgf('(;SZ[9]HA[2]AB[cc][gg])')).turn, -1);
  assert.equal(track(Game.fromSgf('(;SZ[9]HA[2]AB[cc][gg])', { turn: 1 })).turn, 1);
  assert.equal(track(Game.fromSgf('(;SZ[9]PL[B]HA[2]AB[cc][gg])', { turn: -1 })).turn, 1);
  assert.equal(track(Game.fromSgf('(;SZ[9]HA[2]AB[cc][gg];W[ee])')).turn, 1);
  // A handicap game read back from its own record keeps White to play.
  const handicap = track(Game.fromSgf(track(Game.fromSgf('(;SZ[9]HA[2]AB[cc][gg])')).toSgf()));
  assert.equal(handicap.turn, -1);

  expectError(() => new Game({ turn: 0 }), 'INVALID_ARGUMENT', 'Game: turn must be 1 (black) or -1 (white), got 0');
  expectError(() => new Game({ turn: 'white' }), 'INVALID_ARGUMENT', 'Game: turn must be 1 (black) or -1 (white), got "white"');
  expectError(() => Game.fromSgf('(;SZ[9]PL[X])'), 'INVALID_SGF', 'fromSgf: PL[X] is not B or W');
  const disposed = new Game({ size: 5 });
  disposed.dispose();
  expectError(() => disposed.turn, 'DISPOSED', 'Game.turn: the game has been disposed');
});

test('scoring a finished game under the three rule sets, with dead stones and seki', () => {
  const game = track(Game.fromPosition(['..W..', 'BBBBB', '.....', 'WWWWW', '.....'], { komi: 6.5 }));
  game.toggleDead([2, 0]);
  assert.deepEqual(game.marks, { dead: [[2, 0]], seki: [] });
  const territory = game.score({ rules: 'territory' });
  assert.equal(territory.black, 5);
  assert.equal(territory.white, 10.5);
  assert.equal(String(territory), 'White wins by 5.5');
  assert.equal(territory.sgf, 'W+5.5');
  assert.deepEqual(territory.details.white, { stones: 5, territory: 5, prisoners: 1, dead: 1 });
  assert.equal(territory.details.komi, 6.5);
  assert.equal(territory.details.dame, 5);
  const area = game.score({ rules: 'area' });
  assert.equal(area.black, 10);
  assert.equal(area.white, 16.5);
  const tt = game.score({ rules: 'tromp-taylor' });
  assert.equal(tt.black, 5);
  assert.equal(tt.white, 6 + 5 + 6.5);
  assert.equal(game.score().rules, 'territory');
  // The stateless functions give the same results.
  const board = game.board;
  assert.deepEqual(scoreTerritory(board, { komi: 6.5, dead: [[2, 0]] }).raw, territory.raw);
  assert.deepEqual(scoreArea(board, { komi: 6.5, dead: [[2, 0]] }).raw, area.raw);
  // Toggling again brings the stone back to life; seki marks a region.
  game.toggleDead([2, 0]);
  assert.deepEqual(game.marks.dead, []);
  game.toggleSeki([0, 4]);
  assert.deepEqual(game.marks.seki, [[0, 4]]);
  assert.equal(game.score().white, 6.5);
  game.toggleSeki([3, 4]);
  assert.deepEqual(game.marks.seki, []);
  expectError(() => game.toggleDead([0, 2]), 'INVALID_ARGUMENT', 'Game.toggleDead: (0, 2) is empty');
  expectError(() => game.toggleSeki([0, 1]), 'INVALID_ARGUMENT', 'Game.toggleSeki: (0, 1) is a live stone');
  // Every ruleset scores now (issue 14); an unknown name is still refused.
  expectError(() => game.score({ rules: 'chess' }), 'INVALID_ARGUMENT', /rules must be 'japanese', .*'territory' or 'area', got "chess"/);
});

test('setDead marks a chain dead or alive whatever it was; toggleDead flips it', () => {
  // The white chain (2,0)-(2,1)-(1,1) and a black one at (0,0).
  const game = track(Game.fromPosition(['B.W..', '.WW..', '.....'], { komi: 0 }));
  game.setDead([2, 0]);
  game.setDead([1, 1]); // the same chain through another stone: still dead
  assert.deepEqual(game.marks.dead, [[1, 1], [2, 0], [2, 1]]);
  game.setDead([0, 0], false); // alive already: nothing changes
  assert.deepEqual(game.marks.dead, [[1, 1], [2, 0], [2, 1]]);
  game.toggleDead([2, 1]); // a toggle revives it
  assert.deepEqual(game.marks.dead, []);
  game.setDead([0, 0], true);
  game.setDead([0, 0], false);
  assert.deepEqual(game.marks.dead, []);
  expectError(() => game.setDead([1, 0]), 'INVALID_ARGUMENT', 'Game.setDead: (1, 0) is empty');
  expectError(() => game.setDead([5, 0]), 'INVALID_COORDINATE', 'Game.setDead: (5, 0) is off the 5x3 board');
  expectError(() => game.setDead([0, 0], 1), 'INVALID_ARGUMENT', 'Game.setDead: dead must be true or false, got 1');
});

test('playing a move clears the marks; passing does not', () => {
  const game = track(Game.fromPosition(['B.W', '...'], { komi: 0 }));
  game.toggleDead([2, 0]);
  game.pass(1);
  assert.deepEqual(game.marks.dead, [[2, 0]]);
  game.play(-1, [1, 1]);
  assert.deepEqual(game.marks.dead, []);
});

test('results print in four languages', () => {
  const game = track(Game.fromPosition(['     ', 'BBBBB', '     ', 'WWWWW', '     '], { komi: 6.5 }));
  const r = game.score();
  assert.equal(String(r), 'White wins by 6.5');
  assert.equal(`${r}`, 'White wins by 6.5');
  assert.equal(r.sgf, 'W+6.5');
  assert.equal(r.toString('ko'), '백 6.5집 승');
  assert.equal(r.toString('ja'), '白 6.5目勝ち');
  assert.equal(r.toString('zh'), '白胜6.5目');
  game.komi = 0;
  const draw = game.score();
  assert.equal(String(draw), 'Draw');
  assert.equal(draw.sgf, '0');
  assert.equal(draw.toString('ko'), '무승부');
  assert.equal(draw.toString('ja'), '持碁');
  assert.equal(draw.toString('zh'), '和棋');
  assert.equal(draw.margin, 0);
  assert.equal(draw.winner, 0);
});

test('agreeUnderEquivalence: undefined, true, and never false on random games', () => {
  const unequal = track(new Game({ size: 5 }));
  unequal.play(1, [2, 2]);
  assert.equal(unequal.agreeUnderEquivalence(), undefined);
  unequal.play(-1, [0, 0]);
  assert.equal(unequal.agreeUnderEquivalence(), true);
  unequal.toggleSeki([4, 4]);
  assert.equal(unequal.agreeUnderEquivalence(), undefined);

  const random = rng(2026);
  let agreed = 0;
  const games = 2000;
  for (let g = 0; g < games; g++) {
    const size = 5 + Math.floor(random() * 5);
    const game = track(new Game({ size, komi: [0, 0.5, 6.5, 7][g % 4], ko: g % 2 ? 'simple' : 'positional-superko', suicide: g % 3 === 0 }));
    let color = 1;
    let passes = 0;
    for (let move = 0; move < size * size * 3 && passes < 2; move++) {
      let played = false;
      for (let attempt = 0; attempt < 10 && !played; attempt++) {
        const v = [Math.floor(random() * size), Math.floor(random() * size)];
        if (game.check(color, v) === 'legal') {
          game.play(color, v);
          played = true;
        }
      }
      if (played) passes = 0;
      else {
        game.pass(color);
        passes++;
      }
      color = -color;
    }
    // Equal stones placed: the side that placed fewer plays on, while it can.
    for (let i = 0; i < size * size; i++) {
      const p = game.stonesPlayed;
      if (p.black === p.white) break;
      const c = p.black < p.white ? 1 : -1;
      const empty = [];
      game.board.forEach((row, y) => row.forEach((s, x) => s === 0 && empty.push([x, y])));
      const v = empty.find((e) => game.check(c, e) === 'legal');
      if (!v) break;
      game.play(c, v);
    }
    for (const group of game.groups()) if (random() < 0.2) game.toggleDead(group.stones[0]);
    const agree = game.agreeUnderEquivalence();
    assert.notEqual(agree, false, `game ${g}: area and territory disagree`);
    if (agree === true) agreed++;
  }
  assert.ok(agreed > games / 2, `the condition held in only ${agreed} of ${games} games`);
});

test('bad options and disposal', () => {
  expectError(() => new Game({ sucide: true }), 'INVALID_ARGUMENT', /Game: unknown option 'sucide'/);
  expectError(() => new Game({ width: 0 }), 'INVALID_BOARD', 'Game: the board is empty');
  expectError(() => new Game({ width: 2000 }), 'BOARD_TOO_LARGE', /2000x2000/);
  expectError(() => new Game({ ko: 'triple' }), 'INVALID_ARGUMENT', /ko must be 'simple' or 'positional-superko'/);
  expectError(() => new Game({ komi: NaN }), 'INVALID_ARGUMENT', /komi must be a finite number/);
  expectError(() => new Game({ suicide: 'yes' }), 'INVALID_ARGUMENT', /suicide must be true or false/);
  expectError(() => Game.fromPosition([[1, 1], [1, 1]]), 'INVALID_BOARD', 'Game.fromPosition: the chain at (0, 0) has no liberties');
  const game = new Game({ size: 9 });
  game.dispose();
  game.dispose();
  expectError(() => game.play(1, [0, 0]), 'DISPOSED', 'Game.play: the game has been disposed');
  expectError(() => game.board, 'DISPOSED', 'Game.board: the game has been disposed');
});

test('10,000 games created and disposed, and bad moves, leave the heap as it was', () => {
  const before = [];
  for (let i = 0; i < 10_001; i++) {
    if (i === 1) before.push(memoryStats()); // after one warm-up round: buffers at their steady size
    const game = new Game({ size: 19 });
    game.play(1, [3, 3]);
    try {
      game.play(-1, [3, 3]);
    } catch (e) {
      assert.equal(e.code, 'ILLEGAL_MOVE');
    }
    game.score();
    game.dispose();
  }
  const after = memoryStats();
  assert.equal(after.heapBytesInUse, before[0].heapBytesInUse);
  assert.equal(after.heapSize, before[0].heapSize);
});

test('SGF: read a game, its result and errors naming the move', () => {
  const sgf = '(;FF[4]GM[1]SZ[5]KM[0.5]RE[W+0.5];B[bb];W[cc];B[];W[])';
  const game = track(Game.fromSgf(sgf));
  assert.equal(game.width, 5);
  assert.equal(game.komi, 0.5);
  assert.equal(game.moveCount, 4);
  assert.equal(game.recordedResult, 'W+0.5');
  assert.equal(game.isTerminal, true);
  assert.equal(game.board[1][1], 1);
  assert.equal(game.board[2][2], -1);
  // Area: one stone each, and every empty point reaches both colours: 1 against 1 + 0.5.
  const result = game.score({ rules: 'area' });
  assert.equal(result.sgf, 'W+0.5');
  const out = game.toSgf();
  assert.match(out, /SZ\[5\]/);
  assert.match(out, /RE\[W\+0\.5\]/);
  const again = track(Game.fromSgf(out));
  assert.deepEqual(again.board, game.board);
  assert.equal(again.moveCount, game.moveCount);
  expectError(() => Game.fromSgf('(;FF[4]SZ[5];B[aa];W[aa])'), 'INVALID_SGF', 'fromSgf: move 2 W[aa] is on an occupied point');
  expectError(() => Game.fromSgf('(;FF[4]SZ[5];B[aa'), 'INVALID_SGF', /^fromSgf: /);
  expectError(() => Game.fromSgf(42), 'INVALID_SGF', 'fromSgf: the record must be a string, got 42');
  const rect = Game.fromSgf('(;FF[4]SZ[7:3];B[ga])');
  assert.equal(rect.width, 7);
  assert.equal(rect.height, 3);
  assert.equal(rect.board[0][6], 1);
  rect.dispose();
});

test('random games keep the liberty tracker consistent through the JS API', () => {
  const random = rng(7);
  for (let g = 0; g < 50; g++) {
    const game = track(new Game({ size: 9, suicide: g % 2 === 0 }));
    let color = 1;
    for (let m = 0; m < 120; m++) {
      const v = [Math.floor(random() * 9), Math.floor(random() * 9)];
      if (game.check(color, v) === 'legal') game.play(color, v);
      else game.pass(color);
      color = -color;
      game.checkConsistency();
    }
  }
});

test('game.info gives the root properties as text, a fresh object each time', () => {
  const game = Game.fromSgf('(;GM[1]SZ[9]PB[Shusaku]PW[Gennan Inseki]KM[0]RE[B+2]AP[a][b];B[ee])');
  const fresh = new Game({ size: 9 });
  try {
    const info = game.info;
    assert.equal(info.PB, 'Shusaku');
    assert.equal(info.PW, 'Gennan Inseki');
    assert.equal(info.KM, '0');
    assert.equal(info.RE, 'B+2');
    assert.equal(info.AP, 'a, b');
    // The caller's object is its own: changing it changes nothing the game says.
    info.PB = 'someone else';
    delete info.RE;
    assert.equal(game.info.PB, 'Shusaku');
    assert.equal(game.info.RE, 'B+2');
    assert.notEqual(game.info, game.info);
    assert.deepEqual(fresh.info, {});
  } finally {
    game.dispose();
    fresh.dispose();
  }
});
