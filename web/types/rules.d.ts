// Type declarations of goscore's rulesets (web/src/rules.js), re-exported by web/index.d.ts.
// Every declaration has a doc comment (tests/js/tsdoc.test.mjs checks it).
import type { BoardInput, ScoreResult, Vertex, VertexInput } from '../index.js';

/** A published ruleset, as score, compareRules and Game name it. */
export type Ruleset = 'japanese' | 'korean' | 'chinese' | 'aga' | 'new-zealand' | 'ing' | 'tromp-taylor';
/** A ruleset or an alias: 'territory' (japanese) and 'area' (chinese without handicap compensation). */
export type RulesName = Ruleset | 'territory' | 'area';

/** The seven rulesets, in compareRules' order. */
export const RULESETS: readonly Ruleset[];

/** Options of a ruleset score: own properties only; null means absent. */
export interface RulesetOptions {
  /** The ruleset, default 'japanese'. */
  rules?: RulesName | null;
  /**
   * Points to White, a multiple of 0.1; default per ruleset: 6.5 japanese and korean, 7.5
   * chinese, aga and tromp-taylor, 7 new-zealand, 8 ing.
   */
  komi?: number | null;
  /** Handicap stones Black received (compensated to White under chinese, aga, ing). */
  handicap?: number | null;
  /** Stones captured during play BY Black and BY White, each 0 to 10^8. */
  prisoners?: { black?: number | null; white?: number | null } | null;
  /** Passes each player made (AGA pass stones), each 0 to 10^8. */
  passes?: { black?: number | null; white?: number | null } | null;
  /** Points whose whole chains are dead (Tromp-Taylor ignores them). */
  dead?: readonly VertexInput[] | null;
  /**
   * 'auto' (default: seki, false eyes and dame found by analyzeTerritory), 'none' (every region
   * reaching one colour is its territory), or points of the empty regions agreed seki.
   */
  seki?: 'auto' | 'none' | readonly VertexInput[] | null;
  /** Score false eyes that must be filled as territory (default false, as goscorer). */
  scoreFalseEyes?: boolean | null;
}

/** One item of a side's score: the items of a side add up to its total exactly. */
export interface BreakdownItem {
  /** What it counts. */
  kind: 'territory' | 'stones' | 'captures' | 'dead' | 'komi' | 'handicap' | 'pass-stones' | 'seki';
  /** Its points (0 for the seki and pass-stone notes). */
  points: number;
  /** E.g. 'Territory 31', 'Komi 6.5'. */
  label: string;
}

/** A place where the marks contradict the life analysis. */
export interface Conflict {
  /** The point. */
  vertex: Vertex;
  /** What disagrees. */
  kind: 'seki-not-marked' | 'marked-seki-not-seki' | 'dead-pass-alive' | 'dead-in-seki';
  /** A sentence naming the point. */
  message: string;
}

/** One side's score under a ruleset, in points. */
export interface RulesetSideDetails {
  /** Stones left on the board (all of them under Tromp-Taylor). */
  stones: number;
  /** Empty points counted for this side (dead stones' points included). */
  territory: number;
  /** Stones this side captured during play (counted by territory rulesets). */
  captures: number;
  /** Opponent stones marked dead (counted by territory rulesets). */
  dead: number;
  /** Empty points of this side's seki groups. */
  seki: number;
  /** Handicap compensation received, in points. */
  handicap: number;
  /** AGA: pass stones received (the opponent's passes). */
  passStones: number;
}

/** A ScoreResult under a ruleset: the additive breakdown, the conflicts and the maps it used. */
export interface RulesetScoreResult extends Omit<ScoreResult, 'rules' | 'details'> {
  /** The rules as given (an alias stays an alias). */
  readonly rules: RulesName;
  /** The ruleset the position was scored under (aliases resolved). */
  readonly ruleset: Ruleset;
  /** The parts of each score, for a score panel. */
  readonly details: {
    black: RulesetSideDetails;
    white: RulesetSideDetails;
    komi: number;
    handicap: number;
    dame: number;
    sekiPoints: number;
  };
  /** Each side's score as a sum of labelled items ("Territory 31 + Captures 12 + Komi 6.5"). */
  readonly breakdown: { black: BreakdownItem[]; white: BreakdownItem[] };
  /** Where the marks contradict the analysis, sorted by vertex then kind (none under Tromp-Taylor). */
  readonly conflicts: Conflict[];
  /** Ing: a drawn count decided (to Black in an even game, to White with handicap). */
  readonly tieBroken: boolean;
  /** The stones taken off as dead, sorted by x, then y. */
  readonly dead: Vertex[];
  /** Row-major, 1 / -1 on the stones and empty points of groups in seki (empty under Tromp-Taylor). */
  readonly sekiGroups: Int8Array;
  /** Row-major, 1 on false eyes (empty under Tromp-Taylor). */
  readonly falseEye: Uint8Array;
  /** Row-major, 1 on false eyes not scored (empty under Tromp-Taylor). */
  readonly unscorableFalseEye: Uint8Array;
  /** Row-major, 1 on dame (empty under Tromp-Taylor). */
  readonly dame: Uint8Array;
  /** AGA only: Black minus White of the territory count, and whether it equals the area count. */
  readonly aga?: { territoryDiff: number; countsAgree: boolean };
}

/** A difference between two rulesets' margins, with its reasons. */
export interface RulesDifference {
  /** The first ruleset. */
  a: Ruleset;
  /** The second ruleset. */
  b: Ruleset;
  /** (Black minus White under b) minus (Black minus White under a); the reasons' points add up to it. */
  points: number;
  /** Why, each with its share of the points. */
  reasons: { kind: 'stones' | 'captures' | 'dead' | 'seki' | 'komi' | 'handicap' | 'dead-stand' | 'territory'; points: number; text: string }[];
}

/**
 * Scores a finished position under a ruleset, with its breakdown and the conflicts between the
 * marks and the life analysis.
 * @throws {GoScoreError} INVALID_BOARD, BOARD_TOO_LARGE, INVALID_COORDINATE (a mark off the
 *   board), INVALID_ARGUMENT (unknown rules or options, bad komi, counts that are not
 *   non-negative integers, a handicap larger than the board, bad marks).
 */
export function score(board: BoardInput, options?: RulesetOptions | null): RulesetScoreResult;

/**
 * Scores the position under every ruleset with the same marks and counts (komi, when given, for
 * all; else each ruleset's default) and explains every difference between two rulesets' margins.
 * @throws {GoScoreError} as score.
 */
export function compareRules(
  board: BoardInput,
  options?: Omit<RulesetOptions, 'rules'> | null,
): { results: Record<Ruleset, RulesetScoreResult>; differences: RulesDifference[] };
