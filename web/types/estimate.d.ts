// Type declarations of goscore's estimator (web/src/estimate.js), re-exported by web/index.d.ts.
// Every declaration has a doc comment (tests/js/tsdoc.test.mjs checks it).
import type { BoardInput, Vertex } from '../index.js';
import type { RulesName, RulesetScoreResult } from './rules.js';

/** Options of the estimator: own properties only; null means absent. */
export interface EstimateOptions {
  /** Who plays first in the playouts: 1 (default) or -1. */
  toMove?: 1 | -1 | null;
  /** Points to White, default 6.5. */
  komi?: number | null;
  /** The ruleset, default 'japanese': territory (japanese, korean) or area counting. */
  rules?: RulesName | null;
  /** A 32-bit unsigned integer, default 1: the same seed gives the same answer. */
  seed?: number | null;
  /** 'fast', 'normal' (default), 'thorough', or a number of playouts (1 to 100,000). */
  effort?: 'fast' | 'normal' | 'thorough' | number | null;
}

/** What estimateDead found; maps row-major, width * height. */
export interface DeadEstimate {
  /** The dead stones, whole chains, sorted by y then x. */
  dead: Vertex[];
  /** Expected owner of each point, -1 (White) to 1 (Black), once the dead are removed. */
  ownership: Float32Array;
  /** 1 / -1 on the points proven for Black / White (pass-alive), 0 elsewhere. */
  certain: Int8Array;
  /** 1 / -1 on the stones and empty points of a Black / White group in seki. */
  seki: Int8Array;
  /** 1 on empty points where a boundary is still open and a stone must be played. */
  sealing: Uint8Array;
  /** The verdict on every chain of the board and how sure it is, in row order of their first stones. */
  chains: ChainJudgement[];
  /**
   * The chains whose status the estimate could not settle (`uncertain` true; the same objects as in
   * `chains`): the ones a board should ask the players about. Empty when every verdict is sure.
   */
  uncertain: ChainJudgement[];
  /** The playouts that ran (more than the effort's count when some chain was still unsettled). */
  playouts: number;
}

/** estimateDead's verdict on one chain (docs/ESTIMATE.md, "Confidence"). */
export interface ChainJudgement {
  /** The chain's first stone in row order (y, then x). */
  stone: Vertex;
  /** Its number of stones. */
  stones: number;
  /** Whether the estimate calls it dead. */
  dead: boolean;
  /**
   * What settled it: 'proven' (pass-alive, or inside the opponent's pass-alive area), 'search' (an
   * exact search of a small enclosed group), 'shape' (a static rule: nakade, seki, standoff),
   * 'playouts' (the playouts' mean owner) or 'model' (the playouts left it undecided; a small linear
   * model of the evidence around it settled it: docs/ESTIMATE.md).
   */
  basis: 'proven' | 'search' | 'shape' | 'playouts' | 'model';
  /** How sure the verdict is, 0 to 1 (1 for 'proven' and 'search'). */
  confidence: number;
  /** confidence below 0.6: the estimate could not settle this chain. */
  uncertain: boolean;
  /** The evidence: the playouts' mean owner of the chain's stones from its own colour's view, -1 (always captured) to 1 (always kept). */
  mean: number;
  /** The same over the playouts where the chain's colour moved first. */
  ownerFirst: number;
  /** The same over the playouts where the opponent moved first. */
  opponentFirst: number;
}

/**
 * Estimates the dead stones of a finished (or nearly finished) position with Monte Carlo playouts.
 * @throws {GoScoreError} INVALID_BOARD (also a chain without liberties), BOARD_TOO_LARGE,
 *   INVALID_ARGUMENT (unknown rules, effort or options, a bad seed, komi or toMove).
 */
export function estimateDead(board: BoardInput, options?: EstimateOptions | null): DeadEstimate;

/** What estimateScore found. */
export interface ScoreEstimate {
  /**
   * Expected Black-minus-White margin in points, komi and prisoners included. On 19x19, and on
   * 13x13 and 9x9 with the learned evaluator, it is shrunk toward 0 by how unsettled the position
   * is (docs/ESTIMATE.md, "Score during play"), so it is not the sum of `ownership`; with the
   * evaluator on 9x9 and 13x13 the side to move also gets 0.75 and 0.25 points for having the
   * move (docs/ESTIMATE.md, "The side to move on small boards").
   */
  score: number;
  /** Expected owner of each point, -1 to 1, row-major: the learned evaluator's when `model`. */
  ownership: Float32Array;
  /** The estimated dead stones, sorted by y then x. */
  dead: Vertex[];
  /**
   * Whether the learned evaluator gave the score (19x19, 13x13 and 9x9, after loadScoreModel(), unless the
   * option `model` is false); false when the count alone did.
   */
  model: boolean;
  /** The position scored under the rules with those dead stones. */
  result: RulesetScoreResult;
}

/**
 * Estimates the score of a position in the middle of a game: the margin it will most likely end
 * with (docs/ESTIMATE.md, "Score during play"). Under area rules with handicap compensation
 * (KGS's Chinese rules, AGA), add the compensation to `komi`.
 * @throws {GoScoreError} as estimateDead, and INVALID_ARGUMENT for bad prisoners.
 */
export function estimateScore(
  board: BoardInput,
  options?:
    | (EstimateOptions & {
        prisoners?: { black?: number | null; white?: number | null } | null;
        /** Use the learned evaluator when it is loaded (default true). */
        model?: boolean | null;
      })
    | null,
): ScoreEstimate;

/**
 * Loads the learned evaluator of estimateScore on 19x19, 13x13 and 9x9 boards (issue 25; docs/ESTIMATE.md, "The
 * learned evaluator"): the package's web/model/score-model.bin (41 KB, about 38 KB gzipped) when
 * no source is given (or null), else the file at a URL or its bytes. Until it has loaded, estimateScore
 * counts without it. Node's module (goscore_core.node.wasm) has the evaluator. The browser's
 * (goscore_core.wasm) has not: there the first call also loads the module that has it,
 * goscore_core.estimator.simd.wasm where the engine has WebAssembly SIMD, else goscore_core.estimator.wasm
 * (the same code without SIMD; about 67 KB gzipped either), from `options` as init takes them, else from
 * beside the package's .wasm; estimateScore with the model is then computed by that module, with
 * the same answers. Later calls load only the model into it (their `options` are not used).
 * @throws {GoScoreError} (as a rejection) WASM_LOAD when the file or the evaluator's module cannot
 * be read or loaded; INVALID_ARGUMENT for a source or options of another type or bytes that are
 * not a model file (the model loaded before stays).
 */
export function loadScoreModel(
  source?: URL | string | Uint8Array | null,
  options?: { wasmUrl: URL | string } | { wasmBinary: ArrayBuffer | ArrayBufferView } | { wasmModule: WebAssembly.Module } | null,
): Promise<void>;
