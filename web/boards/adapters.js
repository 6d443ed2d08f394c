// What the board-library adapters (web/goban.js, web/deadstones.js) share: they call the public API
// and give its errors their own function's name, and map a library's "number of random playouts"
// onto the estimator's playouts. Their own arguments are read with web/src/input.js's readers and
// refused with errors.js's fail, as the API's are. No WASM here.
import { GoScoreError } from '../src/errors.js';

/**
 * Runs `call`, a call of the public function `from`, so that its errors name `fn` instead:
 * `estimateDead: row 1 has 2 points, expected 3` becomes `guess: row 1 has 2 points, expected 3`,
 * with the same code. Other errors go on as thrown.
 */
export function naming(fn, from, call) {
  try {
    return call();
  } catch (error) {
    if (error instanceof GoScoreError && error.message.startsWith(`${from}: `)) {
      throw new GoScoreError(error.code, `${fn}: ${error.message.slice(from.length + 2)}`);
    }
    throw error;
  }
}

/** The fewest and the most playouts an adapter asks for: efforts 'fast' and 'thorough'. */
export const MIN_PLAYOUTS = 16;
export const MAX_PLAYOUTS = 512;
/** The playouts of effort 'normal' on the smaller boards (at most 13x13; cpp/estimate/estimate.h). */
const NORMAL_PLAYOUTS = 32;

/**
 * The estimator's effort for `n` random playouts of a peer whose default is `peerDefault`: the
 * peer's default is effort 'normal', where the estimator's accuracy is measured (docs/EVAL_DEAD.md:
 * 32 playouts on boards up to 13x13 and 64 on larger ones for the dead stones, 48 for the score);
 * any other count is a number of playouts scaled from 32 (twice the default 64), within 16 to 512.
 * goscore's playouts answer ataris, keep eyes and avoid big self-ataris, so a few dozen settle an end
 * position that uniform random play needs hundreds for.
 */
export function playoutsFor(n, peerDefault) {
  if (n === peerDefault) return 'normal';
  return Math.min(MAX_PLAYOUTS, Math.max(MIN_PLAYOUTS, Math.round((n * NORMAL_PLAYOUTS) / peerDefault)));
}

/** A row-major map as nested rows `[y][x]` of plain numbers (a -0 is written 0). */
export function nest(flat, width) {
  const rows = [];
  for (let start = 0; start < flat.length; start += width) {
    rows.push(Array.from(flat.subarray(start, start + width), (v) => v + 0));
  }
  return rows;
}
