// Type declarations of goscore's life analysis (web/src/life.js, territory.js), re-exported by
// web/index.d.ts. Every declaration has a doc comment (tests/js/tsdoc.test.mjs checks it).
import type { BoardInput, ScoreResult, Vertex, VertexInput } from '../index.js';
import type { Conflict } from './rules.js';

/**
 * Benson's pass-alive map (Benson 1976, KataGo's calculateArea conventions): 1 on every point
 * Black holds unconditionally (its pass-alive chains, the regions that count as their territory
 * and the White stones inside them), -1 for White, 0 elsewhere; row-major, width * height.
 * options.suicide: whether multi-stone suicide is legal (default false).
 * @throws {GoScoreError} INVALID_BOARD, BOARD_TOO_LARGE, INVALID_ARGUMENT (unknown options, a
 *   `suicide` that is not a boolean).
 */
export function passAlive(board: BoardInput, options?: { suicide?: boolean | null } | null): Int8Array;

/**
 * The territory analysis of a finished position (goscorer's territory_scoring fields), each map
 * row-major with width * height points and an ArrayBuffer of its own.
 */
export interface TerritoryAnalysis {
  /** Columns. */
  width: number;
  /** Rows. */
  height: number;
  /** 1 / -1 on each colour's territory (dead stones' points included), 0 elsewhere (is_territory_for). */
  territory: Int8Array;
  /** 1 / -1 on the stones and empty points of a Black / White group in seki (belongs_to_seki_group). */
  seki: Int8Array;
  /** 1 on false eyes (is_false_eye). */
  falseEye: Uint8Array;
  /** 1 on false eyes that are not scored (is_unscorable_false_eye). */
  unscorableFalseEye: Uint8Array;
  /** 1 on dame (is_dame). */
  dame: Uint8Array;
  /** 0, 1 or 2: the eye value of each point (eye_value). */
  eyeValue: Uint8Array;
}

/**
 * goscorer-equivalent territory analysis of a finished position with its dead stones marked.
 * options.dead: points whose whole chains are dead; options.scoreFalseEyes (default false), as
 * goscorer's score_false_eyes.
 * @throws {GoScoreError} INVALID_BOARD, BOARD_TOO_LARGE, INVALID_COORDINATE (a dead point off the
 *   board), INVALID_ARGUMENT (a dead point on an empty point, unknown options, a flag that is not a
 *   boolean).
 */
export function analyzeTerritory(
  board: BoardInput,
  options?: { dead?: readonly VertexInput[] | null; scoreFalseEyes?: boolean | null } | null,
): TerritoryAnalysis;

/**
 * A ScoreResult of scoreTerritory or scoreArea: its breakdown (under territory rules in Art. 10's
 * subtractive form, "Territory 31 + Prisoners lost -12", adding up to the totals), the conflicts
 * between the marks and the life analysis, and the maps it used.
 */
export interface LifeScoreResult extends ScoreResult {
  /** Each side's score as a sum of labelled items. */
  readonly breakdown: { black: { kind: string; points: number; label: string }[]; white: { kind: string; points: number; label: string }[] };
  /** Where the marks contradict the analysis. */
  readonly conflicts: Conflict[];
  /** The stones taken off as dead, sorted by x, then y. */
  readonly dead: Vertex[];
  /** Row-major, 1 / -1 on the stones and empty points of groups in seki. */
  readonly sekiGroups: Int8Array;
  /** Row-major, 1 on false eyes. */
  readonly falseEye: Uint8Array;
  /** Row-major, 1 on false eyes not scored. */
  readonly unscorableFalseEye: Uint8Array;
  /** Row-major, 1 on dame. */
  readonly dame: Uint8Array;
}
