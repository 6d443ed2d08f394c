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
 * playouts (its default 1000 trials → 32 playouts, effort 'normal'; within 16 to 512) unless
 * `options.effort` is given; the tolerance is goban's own threshold on the returned matrix.
 * @throws {GoScoreError} naming gobanOwnershipEstimator, for bad options (when called) or bad input.
 */
export function gobanOwnershipEstimator(options?: GobanEstimatorOptions | null): GobanOwnershipEstimator;
