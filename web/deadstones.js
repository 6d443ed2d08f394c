// goscore/deadstones: the API of @sabaki/deadstones (Sabaki's dead-stone finder) on goscore's
// estimator, so that swapping the import is all it takes:
//
//   import deadstones from 'goscore/deadstones';   // was: import deadstones from '@sabaki/deadstones'
//   const dead = await deadstones.guess(signMap, { finished: true });   // [[x, y], ...]
//
// Same names, arguments, promises and result shapes: sign maps `[y][x]` (1 black, -1 white, 0
// empty), vertices `[x, y]`. Every function waits for the module itself (no `await ready` needed).
// Where the answers differ on purpose (seki kept alive, whole chains, the same answer for the same
// board), the README's table says so. Bad input rejects with the core API's GoScoreError, named
// after the function here.
import { ready, estimateDead, estimateScore, Game } from './browser.js';
import { naming, nest, playoutsFor } from './boards/adapters.js';
import { floatingStones, randomPlayout } from './boards/deadstones-play.js';
import { describe, fail } from './src/errors.js';
import { readOptions } from './src/input.js';

export { ready, init, GoScoreError } from './browser.js';

/** @sabaki/deadstones' default number of random playthroughs (its guess's `iterations`). */
const DEADSTONES_ITERATIONS = 100;

function readIterations(fn, iterations) {
  if (iterations === undefined) return DEADSTONES_ITERATIONS;
  if (typeof iterations !== 'number' || !Number.isInteger(iterations) || iterations < 1) {
    throw fail(fn, 'INVALID_ARGUMENT', `iterations must be a positive integer, got ${describe(iterations)}`);
  }
  return iterations;
}

function readGuessOptions(options) {
  const fn = 'guess';
  const { finished = false, iterations } = readOptions(fn, options, ['finished', 'iterations']);
  if (typeof finished !== 'boolean') throw fail(fn, 'INVALID_ARGUMENT', `finished must be true or false, got ${describe(finished)}`);
  return { finished, iterations: readIterations(fn, iterations) };
}

/**
 * The board as goscore reads it (rows of signs, checked by the core: a rectangle of 1, -1 and 0
 * with no chain left without liberties), as { signs (row-major Int8Array), width, height }.
 */
function readSignMap(fn, board) {
  const game = naming(fn, 'Game.fromPosition', () => Game.fromPosition(board));
  try {
    const { width, height } = game;
    return { signs: Int8Array.from(game.board.flat()), width, height, game };
  } catch (error) {
    game.dispose();
    throw error;
  }
}

/**
 * The dead stones, `[x, y]` sorted by y then x: estimateDead's (whole chains; seki alive) when
 * `finished`, else the dead of estimateScore (a game still in play: open areas are not territory).
 * `iterations` maps onto the estimator's effort: the default 100 is effort 'normal', other counts
 * playouts scaled from 32 (boards/adapters.js playoutsFor).
 */
export async function guess(data, options) {
  const { finished, iterations } = readGuessOptions(options);
  await ready;
  const estimate = { effort: playoutsFor(iterations, DEADSTONES_ITERATIONS) };
  return finished
    ? naming('guess', 'estimateDead', () => estimateDead(data, estimate)).dead
    : naming('guess', 'estimateScore', () => estimateScore(data, estimate)).dead;
}

/**
 * The expected owner of every point, `[y][x]`, from -1 (White) to 1 (Black): estimateScore's
 * ownership (the dead lifted; an area one colour surrounds is that colour's once the playouts
 * agree). `iterations` maps onto playouts as for guess.
 */
export async function getProbabilityMap(data, iterations) {
  const fn = 'getProbabilityMap';
  const n = readIterations(fn, iterations);
  await ready;
  const { ownership } = naming(fn, 'estimateScore', () => estimateScore(data, { effort: playoutsFor(n, DEADSTONES_ITERATIONS) }));
  return nest(ownership, ownership.length / data.length);
}

/**
 * One random game to the end from `data`, `sign` (1 Black, -1 White) first: random legal moves
 * that fill no own eye and make no self-atari of three or more stones, until both pass; then every
 * empty point whose neighbours are all one colour takes that colour. A shared liberty of a seki,
 * which neither side may fill, stays 0. Each call draws new random moves (a seeded generator: the
 * same sequence of calls gives the same games).
 */
export async function playTillEnd(data, sign) {
  const fn = 'playTillEnd';
  if (sign !== 1 && sign !== -1) throw fail(fn, 'INVALID_ARGUMENT', `sign must be 1 (black) or -1 (white), got ${describe(sign)}`);
  await ready;
  const { signs, width, height, game } = readSignMap(fn, data);
  try {
    return nest(randomPlayout(game, signs, width, height, sign, nextSeed()), width);
  } finally {
    game.dispose();
  }
}

/**
 * The stones inside an area the other colour surrounds that themselves surround at most one empty
 * point, `[x, y]` sorted by y then x (fast: no playouts). Whole chains, as every answer here.
 */
export async function getFloatingStones(data) {
  const fn = 'getFloatingStones';
  await ready;
  const { signs, width, height, game } = readSignMap(fn, data);
  game.dispose();
  return floatingStones(signs, width, height);
}

/**
 * @sabaki/deadstones' way to say where its own .wasm is, kept so that code calling it still runs:
 * goscore loads its own .wasm (see `init` for another place), so the path is not used. Returns the API.
 */
export function useFetch(path) {
  if (path !== undefined && typeof path !== 'string') {
    throw fail('useFetch', 'INVALID_ARGUMENT', `path must be a string, got ${describe(path)}`);
  }
  return deadstones;
}

let seed = 0;
/** A new seed per playTillEnd call: 1, 2, 3, ... */
function nextSeed() {
  seed = (seed + 1) >>> 0;
  return seed;
}

const deadstones = Object.freeze({ guess, getProbabilityMap, playTillEnd, getFloatingStones, useFetch });
/** The four functions (and useFetch) as one object, as `require('@sabaki/deadstones')` gives them. */
export default deadstones;
