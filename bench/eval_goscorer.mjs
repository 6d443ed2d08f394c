// npm run eval:goscorer: the life analysis against goscorer (lightvector/goscorer, MIT), the reference
// issue 12 names, as online-go.com runs it (the copy bundled in the npm goban package, a devDependency
// of bench/ only: the package's tests never depend on a peer). analyzeTerritory's maps must equal
// territoryScoring's fields, and the margins of scoreTerritory / scoreArea equal finalTerritoryScore /
// finalAreaScore (goscorer adds captures to the capturer's side; the margin is the same), for the
// dataset's end positions with their dead stones and for random legal positions with random dead
// marks, with and without scoreFalseEyes. Prints the agreement per map; exits 1 on any difference.
//   node bench/eval_goscorer.mjs [POSITIONS]     (default 2000 random positions)
import { deepStrictEqual } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { goscorer, GOSCORER_VERSION } from './peers/goscorer.mjs';
import { analyzeTerritory, scoreTerritory, scoreArea, Game } from '../web/index.js';
import { rng } from '../tests/js/random.mjs';
import { datasetPath } from '../tests/js/datasets.mjs';

const DATASET = datasetPath('ogs-autoscore.json');
const POSITIONS = Number(process.argv[2] ?? 2000);
const G = goscorer;
const sign = (c) => (c === G.BLACK ? 1 : c === G.WHITE ? -1 : 0);
const tally = new Map();
const failures = [];
const assert = {
  deepEqual(a, b, what) {
    const kind = what.split(': ').pop();
    const t = tally.get(kind) ?? { same: 0, differ: 0 };
    try {
      deepStrictEqual(a, b);
      t.same++;
    } catch {
      t.differ++;
      if (failures.length < 10) failures.push(what);
    }
    tally.set(kind, t);
  },
};
assert.equal = assert.deepEqual;
function check(signs, dead, sfe, captures, where) {
  const width = signs[0].length;
  const deadSet = new Set(dead.map(([x, y]) => y * width + x));
  const stones = signs.map((row) => row.map((v) => (v === 1 ? G.BLACK : v === -1 ? G.WHITE : G.EMPTY)));
  const markedDead = signs.map((row, y) => row.map((_, x) => deadSet.has(y * width + x)));
  const ours = analyzeTerritory(signs, { dead, scoreFalseEyes: sfe });
  const theirs = G.territoryScoring(stones, markedDead, sfe);
  const field = (f) => theirs.flat().map(f);
  assert.deepEqual(Array.from(ours.territory), field((p) => sign(p.isTerritoryFor)), `${where}: territory`);
  assert.deepEqual(Array.from(ours.seki), field((p) => sign(p.belongsToSekiGroup)), `${where}: seki`);
  assert.deepEqual(Array.from(ours.falseEye), field((p) => +p.isFalseEye), `${where}: falseEye`);
  assert.deepEqual(Array.from(ours.unscorableFalseEye), field((p) => +p.isUnscorableFalseEye), `${where}: unscorableFalseEye`);
  assert.deepEqual(Array.from(ours.dame), field((p) => +p.isDame), `${where}: dame`);
  assert.deepEqual(Array.from(ours.eyeValue), field((p) => p.eyeValue), `${where}: eyeValue`);
  const [byBlack, byWhite] = captures;
  const t = G.finalTerritoryScore(stones, markedDead, byBlack, byWhite, 6.5, sfe);
  const a = G.finalAreaScore(stones, markedDead, 6.5);
  const tr = scoreTerritory(signs, { komi: 6.5, dead, prisoners: { black: byBlack, white: byWhite }, scoreFalseEyes: sfe });
  const ar = scoreArea(signs, { komi: 6.5, dead, scoreFalseEyes: sfe });
  assert.equal(Math.round(10 * (tr.black - tr.white)), Math.round(10 * (t.black - t.white)), `${where}: territory margin`);
  assert.equal(Math.round(10 * (ar.black - ar.white)), Math.round(10 * (a.black - a.white)), `${where}: area margin`);
}

{
  const { cases } = JSON.parse(readFileSync(DATASET, 'utf8'));
  for (const c of cases) {
    const signs = c.board.map((row) => [...row].map((ch) => (ch === 'B' ? 1 : ch === 'W' ? -1 : 0)));
    for (const sfe of [false, true]) check(signs, c.dead, sfe, [3, 5], `${c.id} scoreFalseEyes=${sfe}`);
  }
}

{
  const rand = rng(1201);
  for (let n = 0; n < POSITIONS; n++) {
    const w = 2 + Math.floor(rand() * 12);
    const h = 2 + Math.floor(rand() * 12);
    const game = new Game({ width: w, height: h });
    for (let i = 0; i < 2 * w * h; i++) {
      const color = rand() < 0.5 ? 1 : -1;
      const v = [Math.floor(rand() * w), Math.floor(rand() * h)];
      if (game.check(color, v) === 'legal') game.play(color, v);
    }
    const board = game.board;
    game.dispose();
    const stones = [];
    board.forEach((row, y) => row.forEach((v, x) => v && stones.push([x, y])));
    // Whole chains: goscorer takes marks per stone, so mark every stone of each chosen chain.
    const dead = [];
    const seen = new Set();
    for (let k = 0; k < 2 && stones.length; k++) {
      const [sx, sy] = stones[Math.floor(rand() * stones.length)];
      const stack = [[sx, sy]];
      while (stack.length) {
        const [x, y] = stack.pop();
        if (x < 0 || y < 0 || x >= w || y >= h || board[y][x] !== board[sy][sx] || seen.has(y * w + x)) continue;
        seen.add(y * w + x);
        dead.push([x, y]);
        stack.push([x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]);
      }
    }
    check(board, dead, rand() < 0.5, [Math.floor(rand() * 5), Math.floor(rand() * 5)], `random ${n} ${JSON.stringify(board)} dead ${JSON.stringify(dead)}`);
  }
}

console.log(`analyzeTerritory and the margins against goscorer ${GOSCORER_VERSION} (node bench/eval_goscorer.mjs ${POSITIONS}): the dataset's end positions and ${POSITIONS} random legal positions, the dataset's with its dead stones and scoreFalseEyes both ways, the random ones with dead chains and the flag drawn at random`);
console.log('| compared | same | differ |');
console.log('| --- | ---: | ---: |');
for (const [kind, t] of tally) console.log(`| ${kind} | ${t.same} | ${t.differ} |`);
if (failures.length) {
  console.log(`\nfirst differences:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
