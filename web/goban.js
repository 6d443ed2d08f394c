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
import { estimateDead, estimateScore, score } from './browser.js';
import { naming, nest, playoutsFor as scaled } from './boards/adapters.js';
import { describe, fail } from './src/errors.js';
import { readOptions } from './src/input.js';

export { ready, init, GoScoreError } from './browser.js';

const FN = 'gobanOwnershipEstimator';
const AUTOSCORE = 'gobanAutoscore';
const ESTIMATE_OPTIONS = ['rules', 'komi', 'seed', 'effort'];
// goban's own Monte Carlo estimator runs SCORE_ESTIMATION_TRIALS = AUTOSCORE_TRIALS = 1000 trials,
// its default, which maps onto effort 'normal' (boards/adapters.js playoutsFor).
const GOBAN_TRIALS = 1000;

/** goban's rows, each read once into an array of its own: goscore's other board form, rows of
 * strings, is not goban's and is refused. */
function readRows(fn, board) {
  if (!Array.isArray(board)) throw fail(fn, 'INVALID_BOARD', `board must be an array of rows of numbers, got ${describe(board)}`);
  const rows = [];
  for (let y = 0; y < board.length; y++) {
    const row = board[y];
    if (row === null || typeof row !== 'object') throw fail(fn, 'INVALID_BOARD', `row ${y} must be an array of numbers, got ${describe(row)}`);
    rows.push(Array.from(row));
  }
  return rows;
}

/** goban's trials as an effort: its default is 'normal', others a number of playouts (see GOBAN_TRIALS). */
function playoutsFor(trials) {
  if (typeof trials !== 'number' || !Number.isFinite(trials) || trials < 0) {
    throw fail(FN, 'INVALID_ARGUMENT', `trials must be a number of at least 0, got ${describe(trials)}`);
  }
  return scaled(trials, GOBAN_TRIALS);
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
  const own = readOptions(FN, options, ESTIMATE_OPTIONS);
  return function estimateOwnership(board, colorToMove, trials, tolerance) {
    if (colorToMove !== 'black' && colorToMove !== 'white') {
      throw fail(FN, 'INVALID_ARGUMENT', `color_to_move must be 'black' or 'white', got ${describe(colorToMove)}`);
    }
    const playouts = own.effort ?? playoutsFor(trials);
    if (typeof tolerance !== 'number' || !(tolerance >= 0 && tolerance <= 1)) {
      throw fail(FN, 'INVALID_ARGUMENT', `tolerance must be a number from 0 to 1, got ${describe(tolerance)}`);
    }
    // One snapshot of the rows; the core API reads that copy.
    const rows = readRows(FN, board);
    const toMove = colorToMove === 'black' ? 1 : -1;
    const { ownership } = naming(FN, 'estimateScore', () => estimateScore(rows, { ...own, effort: playouts, toMove }));
    return nest(ownership, rows[0].length);
  };
}

// goban's rule names (GobanEngineRules) as goscore's.
const GOBAN_RULES = { chinese: 'chinese', aga: 'aga', japanese: 'japanese', korean: 'korean', ing: 'ing', nz: 'new-zealand' };
const BLACK = 1; // goban's JGOFNumericPlayerColor
const WHITE = 2;

/**
 * goban's autoscore on goscore: `board` is goban's (`board[y][x]`: 0 empty, 1 black, 2 white), `rules`
 * goban's rule name ('japanese', 'korean', 'chinese', 'aga', 'ing', 'nz'); options: `komi`, `seed`,
 * `effort` of estimateDead. Returns what goban's autoscore gives its consumers: `result` and
 * `sealed_result` (the owner of each point after removal, 0 / 1 / 2, the second with the points that
 * need sealing given to the side that must seal them), `removed` (`{ x, y, removal_reason }`: the
 * dead stones, whole chains, then the dame), `needs_sealing` (`{ x, y, color }`) and `score`, the
 * position's ScoreResult under those rules with those dead stones.
 */
export function gobanAutoscore(board, rules, options) {
  const own = readOptions(AUTOSCORE, options, ESTIMATE_OPTIONS);
  if (!Object.hasOwn(GOBAN_RULES, rules)) {
    throw fail(AUTOSCORE, 'INVALID_ARGUMENT', `rules must be one of ${Object.keys(GOBAN_RULES).join(', ')}, got ${describe(rules)}`);
  }
  if (own.rules !== undefined) throw fail(AUTOSCORE, 'INVALID_ARGUMENT', 'rules are the second argument, not an option');
  const signs = readRows(AUTOSCORE, board).map((row, y) =>
    row.map((v, x) => {
      if (v === 0 || v === BLACK) return v;
      if (v === WHITE) return -1;
      throw fail(AUTOSCORE, 'INVALID_BOARD', `row ${y} column ${x} has ${describe(v)}, expected 0, 1 (black) or 2 (white)`);
    }),
  );
  const opts = { ...own, rules: GOBAN_RULES[rules] };
  const estimate = naming(AUTOSCORE, 'estimateDead', () => estimateDead(signs, opts));
  const counted = naming(AUTOSCORE, 'score', () => score(signs, { rules: opts.rules, komi: opts.komi, dead: estimate.dead }));
  const width = signs[0].length;
  const colorOf = (sign) => (sign > 0 ? BLACK : sign < 0 ? WHITE : 0);
  const result = signs.map((row, y) => row.map((_, x) => colorOf(counted.ownership[y * width + x])));
  const removed = estimate.dead.map(([x, y]) => ({ x, y, removal_reason: `dead, captured by ${signs[y][x] > 0 ? 'white' : 'black'}` }));
  const needsSealing = [];
  signs.forEach((row, y) => row.forEach((v, x) => {
    const i = y * width + x;
    if (v === 0 && counted.dame[i]) removed.push({ x, y, removal_reason: 'dame' });
    // The side whose area the open point is: the estimate's lean, else the count's owner; a point
    // neither gives to anyone needs no seal.
    const color = colorOf(estimate.ownership[i]) || result[y][x];
    if (estimate.sealing[i] && color) needsSealing.push({ x, y, color });
  }));
  const sealedResult = result.map((row) => row.slice());
  for (const { x, y, color } of needsSealing) sealedResult[y][x] = color;
  return { result, sealed_result: sealedResult, removed, needs_sealing: needsSealing, score: counted };
}
