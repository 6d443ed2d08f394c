// The game's flat exports decoded (cpp/game/game.h FlatGroups and FlatMoves; the field layouts are
// W.groupFields and W.moveFields): one typed copy crosses the boundary, and the objects are built
// here, in one place.
import { W, count, points, view } from './core.js';

const GF = W.groupFields;
const MF = W.moveFields;
const NG = Object.keys(GF).length;
const NM = Object.keys(MF).length;

/** The chains of the result block of game_groups: { id, color, stones, liberties }. */
export function readGroups() {
  // Per chain its fields, then its stones and liberties as x, y pairs.
  const v = view(0);
  const n = count(0);
  const list = [];
  for (let f = 0; f < n; ) {
    const stones = v[f + GF.stones];
    const liberties = v[f + GF.liberties];
    const at = f + NG;
    list.push({
      id: v[f + GF.id],
      color: v[f + GF.color],
      stones: points(0, at, stones, v),
      liberties: points(0, at + 2 * stones, liberties, v),
    });
    f = at + 2 * (stones + liberties);
  }
  return list;
}

/** The move log of the result block of game_moves: { color, vertex (null for a pass), captured }. */
export function readMoves() {
  // Per move its fields, then its captured stones as x, y pairs.
  const v = view(0);
  const n = count(0);
  const list = [];
  for (let f = 0; f < n; f += NM + 2 * v[f + MF.captured]) {
    const x = v[f + MF.x];
    list.push({
      color: v[f + MF.color],
      vertex: x < 0 ? null : [x, v[f + MF.y]],
      captured: points(0, f + NM, v[f + MF.captured], v),
    });
  }
  return list;
}

/** The passes of each side in the result block of game_moves (no move objects made). */
export function readPasses() {
  const v = view(0);
  const n = count(0);
  const passes = { black: 0, white: 0 };
  for (let f = 0; f < n; f += NM + 2 * v[f + MF.captured]) {
    if (v[f + MF.x] < 0) passes[v[f + MF.color] === 1 ? 'black' : 'white']++;
  }
  return passes;
}
