// Types of goscore/goban: goscore's estimator behind online-go.com's goban board.
import type { EstimateOptions } from './index.js';

export { ready, init, GoScoreError } from './index.js';

/** Options of gobanOwnershipEstimator: those of estimateScore that goban does not give itself. */
export type GobanEstimatorOptions = Pick<EstimateOptions, 'rules' | 'komi' | 'seed' | 'effort'>;

/**
 * The estimator goban's `set_local_ownership_estimator` takes: goban's board (`board[y][x]`, 1
 * black, -1 white, 0 empty), the colour to move, its trials and tolerance; the ownership of every
 * point, -1 (White) to 1 (Black), as `[y][x]` rows.
 */
export type GobanOwnershipEstimator = (
  board: number[][],
  color_to_move: 'black' | 'white',
  trials: number,
  tolerance: number,
) => number[][];

/**
 * A local ownership estimator for goban, backed by estimateScore. goban's trials are scaled onto
 * playouts (its default 1000 trials → effort 'normal'; other counts scaled from 32 playouts, within 16 to 512) unless
 * `options.effort` is given; the tolerance is goban's own threshold on the returned matrix.
 * @throws {GoScoreError} naming gobanOwnershipEstimator, for bad options (when called) or bad input.
 */
export function gobanOwnershipEstimator(options?: GobanEstimatorOptions | null): GobanOwnershipEstimator;

/** goban's rule names. */
export type GobanRules = 'japanese' | 'korean' | 'chinese' | 'aga' | 'ing' | 'nz';

/** What gobanAutoscore returns: the fields goban's autoscore gives its consumers, and the count. */
export interface GobanAutoscoreResult {
  /** The owner of each point once the dead are removed, `[y][x]`: 0 no one, 1 Black, 2 White. */
  result: number[][];
  /** `result` with each point of `needs_sealing` given to the side that must seal it. */
  sealed_result: number[][];
  /** The dead stones (whole chains), then the dame: the intersections goban shows as removed. */
  removed: { x: number; y: number; removal_reason: string }[];
  /** Empty points where a boundary is still open, with the colour (1 or 2) whose area it is. */
  needs_sealing: { x: number; y: number; color: 1 | 2 }[];
  /** The position counted under the rules with those dead stones. */
  score: import('./index.js').RulesetScoreResult;
}

/**
 * goban's autoscore on goscore's estimator: `board[y][x]` is goban's (0 empty, 1 black, 2 white).
 * @throws {GoScoreError} naming gobanAutoscore, for a bad board, rule name or option.
 */
export function gobanAutoscore(
  board: number[][],
  rules: GobanRules,
  options?: Pick<import('./index.js').EstimateOptions, 'komi' | 'seed' | 'effort'> | null,
): GobanAutoscoreResult;
