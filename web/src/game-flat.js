// The game's flat exports decoded (cpp/game/game.h FlatGroups and FlatMoves, whose layouts are
// documented there): one typed copy crosses the boundary, and the objects are built here.
import { pairs } from './core.js';

/** Game::FlatGroups `v` as the chains: { id, color, stones, liberties }. */
export function readGroups(v) {
  // Per chain: id, color, stone count S, liberty count L, then S and L x, y pairs.
  const list = [];
  for (let f = 0; f < v.length; ) {
    const [stones, liberties, at] = [v[f + 2], v[f + 3], f + 4];
    list.push({ id: v[f], color: v[f + 1], stones: pairs(v, at, stones), liberties: pairs(v, at + 2 * stones, liberties) });
    f = at + 2 * (stones + liberties);
  }
  return list;
}

/** Game::FlatMoves `v` as the move log: { color, vertex (null for a pass), captured }. */
export function readMoves(v) {
  // Per move: color, x, y (-1 for a pass), captured count C, then C x, y pairs.
  const list = [];
  for (let f = 0; f < v.length; f += 4 + 2 * v[f + 3]) {
    list.push({ color: v[f], vertex: v[f + 1] < 0 ? null : [v[f + 1], v[f + 2]], captured: pairs(v, f + 4, v[f + 3]) });
  }
  return list;
}

/** The passes of each side in Game::FlatMoves `v` (no move objects made). */
export function readPasses(v) {
  const passes = { black: 0, white: 0 };
  for (let f = 0; f < v.length; f += 4 + 2 * v[f + 3]) {
    if (v[f + 1] < 0) passes[v[f] === 1 ? 'black' : 'white']++;
  }
  return passes;
}
