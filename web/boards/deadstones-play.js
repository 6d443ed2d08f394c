// The two functions of goscore/deadstones (web/deadstones.js) that are not the estimator: a random
// game to the end on a Game (playTillEnd), and the floating stones (getFloatingStones). Boards here
// are row-major Int8Arrays of signs the core has read already.
import { rng } from './random.js';

/** The on-board orthogonal neighbours of point i. */
function neighbours(i, width, height) {
  const x = i % width;
  const out = [];
  if (x > 0) out.push(i - 1);
  if (x < width - 1) out.push(i + 1);
  if (i >= width) out.push(i - width);
  if (i < width * (height - 1)) out.push(i + width);
  return out;
}

/** Whether every neighbour of the empty point i is a stone of `color` (its own eye, for this purpose). */
function isOwnEye(board, i, width, height, color) {
  return neighbours(i, width, height).every((j) => board[j] === color);
}

/** The stones of the chain on i and its number of liberties. */
function chainAt(board, i, width, height) {
  const color = board[i];
  const stones = [i];
  const seen = new Set(stones);
  const liberties = new Set();
  for (let k = 0; k < stones.length; k++) {
    for (const j of neighbours(stones[k], width, height)) {
      if (board[j] === 0) liberties.add(j);
      else if (board[j] === color && !seen.has(j)) {
        seen.add(j);
        stones.push(j);
      }
    }
  }
  return { size: stones.length, liberties: liberties.size };
}

/**
 * Plays one random move of `color` on `game` (and on its mirror `board`): a random empty point that
 * is not its own eye, is legal, and leaves no chain of three or more stones in atari (the self-atari
 * that would throw away a seki). Returns false when there is none (a pass).
 */
function playRandomMove(game, board, width, height, color, random) {
  const candidates = [];
  for (let i = 0; i < board.length; i++) {
    if (board[i] === 0 && !isOwnEye(board, i, width, height, color)) candidates.push(i);
  }
  while (candidates.length) {
    const k = Math.floor(random() * candidates.length);
    const i = candidates[k];
    candidates[k] = candidates[candidates.length - 1];
    candidates.pop();
    const vertex = [i % width, (i / width) | 0];
    if (game.check(color, vertex) !== 'legal') continue;
    const { captured } = game.play(color, vertex);
    board[i] = color;
    for (const [x, y] of captured) board[y * width + x] = 0;
    const chain = chainAt(board, i, width, height);
    if (chain.size >= 3 && chain.liberties === 1) {
      game.undo();
      board[i] = 0;
      for (const [x, y] of captured) board[y * width + x] = -color;
      continue;
    }
    return true;
  }
  return false;
}

/**
 * Plays `game` (set up with `signs`) to the end with random moves, `first` first, and returns the
 * final signs with every empty point that touches one colour only given to that colour.
 */
export function randomPlayout(game, signs, width, height, first, seed) {
  const random = rng(seed);
  const board = Int8Array.from(signs);
  // As the estimator's playouts: two passes end the game, and a bound ends a cycle.
  const limit = 3 * board.length + 64;
  let color = first;
  let passes = 0;
  for (let moves = 0; passes < 2 && moves < limit; moves++) {
    if (playRandomMove(game, board, width, height, color, random)) passes = 0;
    else passes++;
    color = -color;
  }
  const final = Int8Array.from(board);
  for (let i = 0; i < board.length; i++) {
    if (board[i] !== 0) continue;
    const around = new Set(neighbours(i, width, height).map((j) => board[j]));
    if (around.size === 1 && !around.has(0)) final[i] = [...around][0];
  }
  return final;
}

/** The points reachable from `start` through points whose sign is in `through` (start included). */
function area(signs, start, width, height, through) {
  const points = [start];
  const seen = new Set(points);
  for (let k = 0; k < points.length; k++) {
    for (const j of neighbours(points[k], width, height)) {
      if (!seen.has(j) && through.includes(signs[j])) {
        seen.add(j);
        points.push(j);
      }
    }
  }
  return points;
}

/**
 * The floating stones, [x, y] sorted by y then x. @sabaki/deadstones' rule (src/pseudo_board.rs,
 * get_floating_stones, MIT): from each empty region, the area Black would own if the White stones in
 * it were dead (its empty points and White stones), and the same for White. A side's stones in the
 * other's area float when they wall off at most one point of it from the other side (no room for
 * two eyes) and are no more than the other side's in its area; when exactly one side's area
 * qualifies, its stones float.
 */
export function floatingStones(signs, width, height) {
  const done = new Uint8Array(signs.length);
  const floating = new Uint8Array(signs.length);
  for (let i = 0; i < signs.length; i++) {
    if (signs[i] !== 0 || done[i]) continue;
    const side = (color) => {
      const points = area(signs, i, width, height, [0, -color]);
      return { points, captives: points.filter((p) => signs[p] === -color), set: new Set(points) };
    };
    const black = side(1);
    const white = side(-1);
    const walledOff = (own, other) => own.points.filter((p) => signs[p] === 0 && !other.set.has(p)).length;
    const blackOwns = walledOff(black, white) <= 1 && black.captives.length <= white.captives.length;
    const whiteOwns = walledOff(white, black) <= 1 && white.captives.length <= black.captives.length;
    if (blackOwns !== whiteOwns) {
      const owner = blackOwns ? black : white;
      for (const p of owner.points) done[p] = 1;
      for (const p of owner.captives) floating[p] = 1;
    } else {
      for (const p of area(signs, i, width, height, [0])) done[p] = 1;
    }
  }
  const out = [];
  floating.forEach((f, i) => f && out.push([i % width, (i / width) | 0]));
  return out;
}
