// Types of goscore/deadstones: the API of @sabaki/deadstones on goscore's estimator.
export { ready, init, GoScoreError } from './index.js';

/** A sign map, `[y][x]`: 1 black, -1 white, 0 empty (@sabaki/deadstones' "board data"). */
export type SignMap = readonly (readonly number[])[];
/** A point, `[x, y]`, 0-based from the top left. */
export type Vertex = [number, number];

/** Options of guess. */
export interface GuessOptions {
  /** The areas are closed (the end of a game): estimateDead; else estimateScore. Default false. */
  finished?: boolean;
  /** @sabaki/deadstones' random playthroughs, default 100 (→ effort 'normal'; other counts scaled from 32 playouts, within 16 to 512). */
  iterations?: number;
}

/**
 * The dead stones, whole chains, sorted by y then x: the same board always gives the same answer,
 * and groups in seki stay alive.
 * @throws {GoScoreError} (rejects) naming guess: INVALID_BOARD, BOARD_TOO_LARGE, INVALID_ARGUMENT.
 */
export function guess(data: SignMap, options?: GuessOptions): Promise<Vertex[]>;

/**
 * The expected owner of every point, `[y][x]`, -1 (White) to 1 (Black): estimateScore's ownership.
 * @throws {GoScoreError} (rejects) naming getProbabilityMap.
 */
export function getProbabilityMap(data: SignMap, iterations?: number): Promise<number[][]>;

/**
 * One random game to the end, `sign` first (1 Black, -1 White): the final signs, `[y][x]`, every
 * point 1 or -1 but a shared liberty of a seki, which stays 0.
 * @throws {GoScoreError} (rejects) naming playTillEnd.
 */
export function playTillEnd(data: SignMap, sign: 1 | -1): Promise<number[][]>;

/**
 * The stones inside the other colour's area that surround at most one point themselves, sorted by
 * y then x (@sabaki/deadstones' rule; no playouts).
 * @throws {GoScoreError} (rejects) naming getFloatingStones.
 */
export function getFloatingStones(data: SignMap): Promise<Vertex[]>;

/**
 * Accepted for code written for @sabaki/deadstones, which takes the path of its own .wasm here:
 * goscore loads its own (see `init`), so the path is not used. Returns the API object.
 */
export function useFetch(path?: string): Deadstones;

/** The API as one object, as `require('@sabaki/deadstones')` gives it. */
export interface Deadstones {
  /** See {@link guess}. */
  readonly guess: typeof guess;
  /** See {@link getProbabilityMap}. */
  readonly getProbabilityMap: typeof getProbabilityMap;
  /** See {@link playTillEnd}. */
  readonly playTillEnd: typeof playTillEnd;
  /** See {@link getFloatingStones}. */
  readonly getFloatingStones: typeof getFloatingStones;
  /** See {@link useFetch}. */
  readonly useFetch: typeof useFetch;
}

/** The API as one object: `import deadstones from 'goscore/deadstones'`. */
declare const deadstones: Deadstones;
export default deadstones;
