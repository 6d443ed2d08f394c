// The same answers everywhere: thousands of random positions and hundreds of random games, scored
// through the package (WASM) and through the native build's oracle (tests/tools/goscore_oracle.cpp,
// built into build/native/goscore_oracle by npm test's native step), compared point for point:
// ownership, territories, regions, Tromp-Taylor, territory and area scores with their parts, maps
// and result texts, error codes and messages, and for games every move's verdict and captures, the
// board, liberties, counters, marks, the three scores and the SGF record.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
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
} from './wasm-profile.mjs';
import { rng } from './random.mjs';
import { nativeTool } from './native-tool.mjs';

// GOSCORE_ORACLE=build/fuzz/goscore_oracle runs the jobs through the ASan + UBSan build instead.
const ORACLE = process.env.GOSCORE_ORACLE;
const POSITIONS = 5000;
const GAMES = 1000;
const SEED = 20240611;


function oracle() {
  return nativeTool('goscore_oracle', ORACLE);
}

function runOracle(jobs) {
  const r = spawnSync(oracle(), [], { input: jobs.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 30 });
  assert.equal(r.status, 0, `the oracle failed: ${r.stderr}`);
  const lines = r.stdout.trimEnd().split('\n');
  assert.equal(lines.length, jobs.length, 'one answer per job');
  return lines.map((line, i) => {
    const answer = JSON.parse(line);
    assert.notEqual(answer.error, 'BAD_JOB', `job ${i}: ${jobs[i]}: ${answer.message}`);
    return answer;
  });
}

const CHAR = { 1: 'x', '-1': 'o', 0: '.' };
const mapString = (values) => Array.from(values, (v) => CHAR[v]).join('');
const pt = ([x, y]) => `${x}.${y}`;
const ptList = (list) => (list.length ? list.map(pt).join(',') : '-');

/** What a GoScoreError or a result of `call` is, for comparison with the oracle's answer. */
function attempt(call) {
  try {
    return { value: call() };
  } catch (e) {
    if (!(e instanceof GoScoreError)) throw e;
    return { error: e.code, message: e.message };
  }
}

/** Compares a package ScoreResult (or its error) with the oracle's SCORE. */
function compareScore(got, want, fn, where) {
  if (want.error) {
    assert.deepEqual(
      { error: got.error, message: got.message },
      { error: want.error, message: `${fn}: ${want.message}` },
      `${where}: the error`,
    );
    return;
  }
  assert.ok(!got.error, `${where}: the package refused: ${got.message}`);
  const r = got.value;
  const side = (s) => ({ total: s.total, stones: s.stones, territory: s.territory, prisoners: s.prisoners, dead: s.dead });
  const mine = {
    black: side({ total: r.raw.black, ...r.details.black }),
    white: side({ total: r.raw.white, ...r.details.white }),
    winner: r.winner,
    margin: Math.round(r.margin * 10),
    komi: Math.round(r.details.komi * 10),
    dame: r.details.dame,
    seki: r.details.sekiPoints,
    owner: mapString(r.ownership),
    sekiMask: Array.from(r.seki).join(''),
    text: String(r),
    ko: r.toString('ko'),
    sgf: r.sgf,
  };
  assert.deepEqual(mine, want, where);
  assert.equal(r.black, want.black.total / 10, `${where}: black`);
  assert.equal(r.white, want.white.total / 10, `${where}: white`);
}

// ---------------------------------------------------------------------------------------------
// Positions

function randomPosition(rand, index) {
  // Sizes: mostly up to 19 (square and rectangular), some long thin and some larger boards.
  let w;
  let h;
  const shape = rand();
  if (shape < 0.5) {
    w = h = 1 + Math.floor(rand() * 19);
  } else if (shape < 0.85) {
    w = 1 + Math.floor(rand() * 19);
    h = 1 + Math.floor(rand() * 19);
  } else if (shape < 0.95) {
    w = 1 + Math.floor(rand() * 3);
    h = 20 + Math.floor(rand() * 40);
    if (rand() < 0.5) [w, h] = [h, w];
  } else {
    w = 20 + Math.floor(rand() * 21);
    h = 20 + Math.floor(rand() * 21);
  }
  const density = [0, 0.1, 0.3, 0.5, 0.7, 0.9, 1][Math.floor(rand() * 7)];
  const blackShare = rand();
  const signs = new Int8Array(w * h);
  for (let i = 0; i < signs.length; i++) {
    if (rand() < density) signs[i] = rand() < blackShare ? 1 : -1;
  }
  const stones = [];
  const empties = [];
  for (let i = 0; i < signs.length; i++) (signs[i] ? stones : empties).push([i % w, Math.floor(i / w)]);
  const pick = (list, n) => Array.from({ length: Math.min(n, list.length) }, () => list[Math.floor(rand() * list.length)]);
  const randomPoint = () => [Math.floor(rand() * w), Math.floor(rand() * h)];
  // Dead chains: on stones, now and then on an empty point (an error both sides must report).
  const dead = pick(stones, Math.floor(rand() * 3));
  if (rand() < 0.05) dead.push(randomPoint());
  // Seki points: mostly empty points, now and then a random point (perhaps a live stone: an error).
  const seki = pick(empties, Math.floor(rand() * 3));
  if (rand() < 0.1) seki.push(randomPoint());
  const probe = rand() < 0.05 ? [w, Math.floor(rand() * h)] : randomPoint();
  return {
    index,
    w,
    h,
    signs,
    komi: Math.floor(rand() * 201) - 100,
    passes: Math.floor(rand() * 4),
    moves: Math.floor(rand() * (2 * w * h + 2)),
    prisoners: { black: Math.floor(rand() * 6), white: Math.floor(rand() * 6) },
    probe,
    dead,
    seki,
    asRows: rand() < 0.5,
  };
}

function positionJob(p) {
  return [
    'P', p.w, p.h, mapString(p.signs), p.komi, p.passes, p.moves, p.prisoners.black, p.prisoners.white,
    pt(p.probe), ptList(p.dead), ptList(p.seki),
  ].join(' ');
}

function checkPosition(p, want) {
  const where = `position ${p.index} (${p.w}x${p.h})`;
  const signMap = Array.from({ length: p.h }, (_, y) => Array.from(p.signs.subarray(y * p.w, (y + 1) * p.w)));
  const rows = signMap.map((row) => row.map((v) => (v === 1 ? 'B' : v === -1 ? 'W' : '.')).join(''));
  const board = p.asRows ? rows : signMap;

  assert.equal(mapString(ownershipMap(p.signs, p.w, p.h)), want.owner, `${where}: ownershipMap`);
  if (p.index % 4 === 0) assert.equal(mapString(ownershipMap(signMap)), want.owner, `${where}: ownershipMap(sign map)`);

  const t = getTerritories(board);
  assert.deepEqual([t.territoryBlack, t.territoryWhite, t.territoryNone], want.territories, `${where}: getTerritories`);

  const [x, y] = p.probe;
  if (want.region === null) {
    assert.throws(() => getTerritory(board, x, y), (e) => e.code === 'INVALID_COORDINATE' && e.message === 'Invalid coordinate');
    assert.deepEqual(new GoCounting(board).getTerritory(x, y), { error: 'Invalid coordinate' }, `${where}: GoCounting`);
  } else {
    const owner = { 1: 'BLACK', '-1': 'WHITE', 0: 'NONE' }[want.region.owner];
    assert.deepEqual(getTerritory(board, x, y), { owner, territory: want.region.points }, `${where}: getTerritory(${x}, ${y})`);
  }

  const tt = attempt(() => scoreTrompTaylor(board, p.komi / 10, p.passes, p.moves));
  // The oracle adds komi as a double (area + 0.1 * k); every Tromp-Taylor score is a whole number
  // of tenths (the area is an integer, komi a multiple of 0.1), which the package returns exactly.
  const tenths = (v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v);
  const wantTt = Array.isArray(want.tt) ? want.tt.map(tenths) : want.tt;
  assert.deepEqual(tt.value, wantTt, `${where}: scoreTrompTaylor`);

  const territory = attempt(() =>
    scoreTerritory(board, { komi: p.komi / 10, dead: p.dead, seki: p.seki, prisoners: p.prisoners }),
  );
  compareScore(territory, want.territory, 'scoreTerritory', `${where}: scoreTerritory`);
  const area = attempt(() => scoreArea(board, { komi: p.komi / 10, dead: p.dead }));
  compareScore(area, want.area, 'scoreArea', `${where}: scoreArea`);
}

// ---------------------------------------------------------------------------------------------
// Games

function randomGame(rand, index) {
  const w = 2 + Math.floor(rand() * 12);
  const h = rand() < 0.6 ? w : 2 + Math.floor(rand() * 12);
  const ops = [];
  if (w >= 4 && h >= 4 && rand() < 0.25) {
    // A ko in the corner: White takes at (1, 1), and Black retakes at once (refused: ko/superko).
    ops.push('B1.0', 'W2.0', 'B0.1', 'W3.1', 'B1.2', 'W2.2', 'B2.1', 'W1.1', 'B2.1');
  }
  const length = Math.floor(rand() * w * h * 2);
  let color = ops.length % 2 ? 'W' : 'B';
  for (let i = 0; i < length; i++) {
    const r = rand();
    if (r < 0.05) {
      ops.push(`${color}p`);
    } else if (r < 0.08) {
      ops.push('u');
      continue;
    } else {
      // Now and then off the board, often on an occupied point (an illegal move both must refuse).
      const x = rand() < 0.02 ? w : Math.floor(rand() * w);
      ops.push(`${rand() < 0.9 ? color : color === 'B' ? 'W' : 'B'}${x}.${Math.floor(rand() * h)}`);
    }
    color = color === 'B' ? 'W' : 'B';
  }
  if (rand() < 0.7) {
    ops.push('Bp', 'Wp');
    const marks = Math.floor(rand() * 5);
    for (let i = 0; i < marks; i++) {
      ops.push(`${rand() < 0.6 ? 'D' : 'S'}${Math.floor(rand() * w)}.${Math.floor(rand() * h)}`);
    }
  }
  return {
    index,
    w,
    h,
    suicide: rand() < 0.3,
    ko: rand() < 0.4 ? 'positional-superko' : 'simple',
    komi: [65, 75, 0, 5, -35][Math.floor(rand() * 5)],
    ops,
  };
}

function gameJob(g) {
  return ['G', g.w, g.h, g.suicide ? 1 : 0, g.ko === 'simple' ? 0 : 1, g.komi, g.ops.length ? g.ops.join(',') : '-'].join(' ');
}

const VERDICTS = ['legal', 'off-board', 'not-a-player', 'occupied', 'suicide', 'ko', 'superko'];

function checkGame(g, want) {
  const where = `game ${g.index} (${g.w}x${g.h}, ${g.ko}, suicide ${g.suicide})`;
  const game = new Game({ width: g.w, height: g.h, komi: g.komi / 10, suicide: g.suicide, ko: g.ko });
  try {
    g.ops.forEach((op, i) => {
      const at = `${where}: op ${i} ${op}`;
      const expected = want.ops[i];
      if (op === 'u') {
        assert.deepEqual({ undone: game.undo() }, expected, at);
        return;
      }
      const color = op[0] === 'B' ? 1 : -1;
      if (op.length === 2 && op[1] === 'p') {
        game.pass(color);
        assert.deepEqual({ ok: true }, expected, at);
        return;
      }
      const vertex = op.slice(1).split('.').map(Number);
      if (op[0] === 'D' || op[0] === 'S') {
        const fn = op[0] === 'D' ? 'toggleDead' : 'toggleSeki';
        const r = attempt(() => game[fn](vertex));
        if (expected.ok) assert.ok(!r.error, `${at}: the package refused: ${r.message}`);
        else assert.deepEqual(r, { error: expected.error, message: `Game.${fn}: ${expected.message}` }, at);
        return;
      }
      assert.equal(game.check(color, vertex), VERDICTS[expected.check], `${at}: check`);
      const r = attempt(() => game.play(color, vertex));
      if (expected.ok) {
        assert.ok(!r.error, `${at}: the package refused: ${r.message}`);
        assert.deepEqual(r.value.captured, expected.captured, `${at}: captured`);
      } else {
        assert.deepEqual(r, { error: expected.error, message: `Game.play: ${expected.message}` }, at);
      }
    });
    assert.equal(game.board.map((row) => mapString(row)).join(''), want.board, `${where}: board`);
    assert.deepEqual(game.libertyMap().flat(), want.liberties, `${where}: libertyMap`);
    assert.deepEqual([game.captures.black, game.captures.white], want.captures, `${where}: captures`);
    assert.deepEqual([game.stonesPlayed.black, game.stonesPlayed.white], want.played, `${where}: stonesPlayed`);
    assert.equal(game.consecutivePasses, want.passes, `${where}: consecutivePasses`);
    assert.equal(game.moveCount, want.moves, `${where}: moveCount`);
    assert.equal(game.isTerminal, want.terminal, `${where}: isTerminal`);
    assert.equal(game.turn, want.turn, `${where}: turn`);
    assert.equal(game.agreeUnderEquivalence() ?? null, want.agree, `${where}: agreeUnderEquivalence`);
    assert.notEqual(want.agree, false, `${where}: area and territory scoring disagree`);
    assert.equal(game.groups().length, want.chains, `${where}: groups`);
    assert.deepEqual(game.marks, want.marks, `${where}: marks`);
    for (const rules of ['area', 'tromp-taylor', 'territory']) {
      compareScore(attempt(() => game.score({ rules })), want.scores[rules], 'Game.score', `${where}: score ${rules}`);
    }
    assert.equal(game.toSgf(), want.sgf, `${where}: toSgf`);
    game.checkConsistency();
  } finally {
    game.dispose();
  }
}

// ---------------------------------------------------------------------------------------------

test(`${POSITIONS} random positions: the package and the native build agree point for point`, () => {
  const rand = rng(SEED);
  const positions = Array.from({ length: POSITIONS }, (_, i) => randomPosition(rand, i));
  const answers = runOracle(positions.map(positionJob));
  let errors = 0;
  positions.forEach((p, i) => {
    checkPosition(p, answers[i]);
    if (answers[i].territory.error || answers[i].area.error) errors += 1;
  });
  // The mix holds refused scorings too (dead marks on empty points, seki marks on live stones).
  assert.ok(errors > 50 && errors < POSITIONS / 2, `${errors} refused scorings`);
});

test(`${GAMES} random games: the package and the native build agree move for move`, () => {
  const rand = rng(SEED + 1);
  const games = Array.from({ length: GAMES }, (_, i) => randomGame(rand, i));
  const answers = runOracle(games.map(gameJob));
  const verdicts = new Map();
  let captures = 0;
  let agreed = 0;
  games.forEach((g, i) => {
    checkGame(g, answers[i]);
    for (const op of answers[i].ops) {
      const kind = op.check !== undefined ? VERDICTS[op.check] : op.error ? 'refused mark' : null;
      if (kind) verdicts.set(kind, (verdicts.get(kind) ?? 0) + 1);
    }
    captures += answers[i].captures[0] + answers[i].captures[1];
    if (answers[i].agree === true) agreed += 1;
  });
  // Every kind of verdict came up, and the equivalence check was exercised.
  for (const kind of ['legal', 'off-board', 'occupied', 'suicide', 'ko', 'superko', 'refused mark']) {
    assert.ok((verdicts.get(kind) ?? 0) >= 5, `${kind}: ${verdicts.get(kind) ?? 0} times`);
  }
  assert.ok(captures > 1000, `${captures} captures`);
  assert.ok(agreed > 20, `${agreed} games where area and territory scoring must agree`);
});
