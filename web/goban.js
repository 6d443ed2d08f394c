// goscore/goban: goscore's estimator behind online-go.com's goban board (the npm `goban` package),
// through the hook it exports for a local estimator:
//
//   import { set_local_ownership_estimator } from 'goban';
//   import { ready, gobanOwnershipEstimator } from 'goscore/goban';
//   await ready;
//   set_local_ownership_estimator(gobanOwnershipEstimator({ rules: 'japanese' }));
//
// goban calls the estimator synchronously with its board (board[y][x]: 1 black, -1 white, 0 empty,
// its removed stones already taken off), the colour to move, its number of trials and its tolerance,
// and reads back an ownership matrix (-1 White .. 1 Black), whose sum it takes as the area estimate.
import { estimateScore, GoScoreError } from './browser.js';

export { ready, init, GoScoreError } from './browser.js';

const FN = 'gobanOwnershipEstimator';
const ESTIMATE_OPTIONS = new Set(['rules', 'komi', 'seed', 'effort']);
// goban's own Monte Carlo estimator runs SCORE_ESTIMATION_TRIALS = AUTOSCORE_TRIALS = 1000 trials;
// goscore's estimator reaches its measured accuracy at effort 'normal', 32 playouts. goban's trials
// are scaled onto playouts in that proportion, within the efforts' range ('fast' 16 .. 'thorough' 512).
const PLAYOUTS_PER_TRIAL = 32 / 1000;
const MIN_PLAYOUTS = 16;
const MAX_PLAYOUTS = 512;

function fail(problem, code = 'INVALID_ARGUMENT') {
  return new GoScoreError(code, `${FN}: ${problem}`);
}

function show(value) {
  return typeof value === 'string' ? JSON.stringify(value) : typeof value === 'number' ? String(value) : typeof value;
}

/** The options of gobanOwnershipEstimator, read once into a plain object. */
function readAdapterOptions(options) {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw fail(`options must be an object, got ${show(options)}`);
  }
  const own = {};
  for (const key of Object.keys(options)) {
    if (!ESTIMATE_OPTIONS.has(key)) throw fail(`unknown option '${key}' (rules, komi, seed, effort)`);
    own[key] = options[key];
  }
  return own;
}

/** goban's trials as a number of playouts (see PLAYOUTS_PER_TRIAL). */
function playoutsFor(trials) {
  if (typeof trials !== 'number' || !Number.isFinite(trials) || trials < 0) {
    throw fail(`trials must be a number of at least 0, got ${show(trials)}`);
  }
  return Math.min(MAX_PLAYOUTS, Math.max(MIN_PLAYOUTS, Math.round(trials * PLAYOUTS_PER_TRIAL)));
}

/**
 * A local ownership estimator for goban's `set_local_ownership_estimator`: `(board, color_to_move,
 * trials, tolerance) => number[][]`, synchronous, backed by goscore's `estimateScore`. options:
 * `rules` (default 'japanese'), `komi`, `seed`, and `effort` ('fast' | 'normal' | 'thorough' or a
 * number of playouts) to use instead of goban's trials. The tolerance is goban's own threshold,
 * which goban applies to the matrix returned: it is checked here (0 to 1) and otherwise unused.
 * Bad input is a GoScoreError whose message starts with `gobanOwnershipEstimator:`.
 */
export function gobanOwnershipEstimator(options) {
  const own = readAdapterOptions(options);
  return function estimateOwnership(board, colorToMove, trials, tolerance) {
    if (colorToMove !== 'black' && colorToMove !== 'white') {
      throw fail(`color_to_move must be 'black' or 'white', got ${show(colorToMove)}`);
    }
    const playouts = own.effort ?? playoutsFor(trials);
    if (typeof tolerance !== 'number' || !(tolerance >= 0 && tolerance <= 1)) {
      throw fail(`tolerance must be a number from 0 to 1, got ${show(tolerance)}`);
    }
    if (!Array.isArray(board)) throw fail(`board must be an array of rows of numbers, got ${show(board)}`, 'INVALID_BOARD');
    // One snapshot of the rows (each read once), then the core API reads that copy.
    const rows = [];
    for (let y = 0; y < board.length; y++) {
      const row = board[y];
      if (row === null || typeof row !== 'object') throw fail(`row ${y} must be an array of numbers, got ${show(row)}`, 'INVALID_BOARD');
      rows.push(Array.from(row));
    }
    let ownership;
    try {
      ownership = estimateScore(rows, { ...own, effort: playouts, toMove: colorToMove === 'black' ? 1 : -1 }).ownership;
    } catch (error) {
      // The core API's error, naming this function instead of estimateScore.
      if (error instanceof GoScoreError && error.message.startsWith('estimateScore: ')) {
        throw new GoScoreError(error.code, `${FN}: ${error.message.slice('estimateScore: '.length)}`);
      }
      throw error;
    }
    const width = rows[0].length;
    return rows.map((_, y) => Array.from(ownership.subarray(y * width, (y + 1) * width)));
  };
}
