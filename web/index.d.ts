// Type declarations of the goscore package. Vertices are [x, y]: x the column, y the row, 0-based
// from the top left; sign maps are indexed board[y][x]. Every declaration has a doc comment
// (tests/js/tsdoc.test.mjs checks it).

declare global {
  // Symbol.dispose for projects whose TypeScript lib predates esnext.disposable (same declaration).
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}

import type { LifeScoreResult } from './types/life.js';
import type { RulesDifference, RulesName, Ruleset, RulesetScoreResult } from './types/rules.js';
import type { ChainJudgement, EstimateOptions, ScoreEstimate } from './types/estimate.js';

/** A point's content or owner: 1 Black, -1 White, 0 empty (or neutral). */
export type Sign = -1 | 0 | 1;
/** A point: [x, y], x the column and y the row, 0-based from the top left. */
export type Vertex = [number, number];
/**
 * A vertex as the library reads one: [x, y] as an array (readonly or not), a typed array
 * (`Int32Array.of(x, y)`) or any array-like of two integers.
 */
export type VertexInput = Readonly<Vertex> | ArrayLike<number>;
/** A position as rows of signs, indexed board[y][x] (what the library returns). */
export type SignMap = Sign[][];
/**
 * A sign map as the library reads one: rows of 1, -1 and 0, each row an array (readonly or not,
 * `number[]` as well as `Sign[]`), a typed array such as Int8Array, or any array-like of numbers.
 */
export type SignMapInput = ReadonlyArray<ArrayLike<number>>;
/** Rows: 'B' black, 'W' white, ' ' or '.' empty; every row the same length (readonly or not). */
export type Rows = readonly string[];
/** Any board the library reads: rows or a sign map, 1x1 up to 1024x1024. */
export type BoardInput = Rows | SignMapInput;

/** The owner of a region, as getTerritory names it. */
export type Owner = 'BLACK' | 'WHITE' | 'NONE';
/** Rules a position is scored under. */
export type ScoringRules = 'territory' | 'area' | 'tromp-taylor';
/** 'simple' forbids retaking a single stone at once; 'positional-superko' any repeated position. */
export type KoRule = 'simple' | 'positional-superko';
/** The `code` of a GoScoreError. */
export type ErrorCode =
  | 'INVALID_BOARD'
  | 'BOARD_TOO_LARGE'
  | 'INVALID_COORDINATE'
  | 'INVALID_ARGUMENT'
  | 'ILLEGAL_MOVE'
  | 'INVALID_SGF'
  | 'DISPOSED'
  | 'OUT_OF_MEMORY'
  | 'WASM_LOAD';

/** Largest width and largest height of a board, in points (1024). */
export const MAX_BOARD_SIZE: number;
/** The longest SGF record Game.fromSgf reads, in bytes of UTF-8: 32 MiB (33554432). */
export const MAX_SGF_BYTES: number;

/**
 * The error every goscore function throws on bad input. The message starts with the public
 * function's name (`getTerritories: row 2 has 4 points, expected 5`) and shows bad values as given.
 */
export class GoScoreError extends Error {
  /** Always 'GoScoreError'. */
  readonly name: 'GoScoreError';
  /** What kind of problem: see ErrorCode and the README's table. */
  readonly code: ErrorCode;
  /** An error with `code` and the whole `message`. */
  constructor(code: ErrorCode, message: string);
}

/** An empty region and its owner. */
export interface Territory {
  /** The colour that alone borders the region, or 'NONE' when both or neither do. */
  owner: Owner;
  /** The region's points, sorted by x, then y. */
  territory: Vertex[];
}

/** Every empty point of a board by the owner of its region; each list sorted by x, then y. */
export interface Territories {
  /** Points of regions bordered by Black only. */
  territoryBlack: Vertex[];
  /** Points of regions bordered by White only. */
  territoryWhite: Vertex[];
  /** Points of regions bordered by both colours, or by none. */
  territoryNone: Vertex[];
}

/**
 * The empty region holding the point (x, y) (x the column, y the row) and its owner;
 * `{ owner: 'NONE', territory: [] }` on a stone.
 * @throws {GoScoreError} INVALID_COORDINATE with the message exactly `Invalid coordinate` when
 *   (x, y) is off the board (x or y not an integer: `x must be an integer, got …`); INVALID_BOARD /
 *   BOARD_TOO_LARGE for a bad board.
 */
export function getTerritory(board: BoardInput, x: number, y: number): Territory;

/**
 * Every empty region of the board by owner, each list sorted by x, then y.
 * @throws {GoScoreError} INVALID_BOARD (not an array, empty, ragged, a bad character or sign) or
 *   BOARD_TOO_LARGE (a side past 1024).
 */
export function getTerritories(board: BoardInput): Territories;

/** A drop-in for the exercism JavaScript exercise's class; the board is read once, when made. */
export class GoCounting {
  /**
   * Reads and checks the board.
   * @throws {GoScoreError} INVALID_BOARD or BOARD_TOO_LARGE, the message starting `GoCounting:`.
   */
  constructor(board: BoardInput);
  /** Like getTerritory, but returns `{ error: 'Invalid coordinate' }` for a point off the board. */
  getTerritory(x: number, y: number): Territory | { error: 'Invalid coordinate' };
  /** Like getTerritories on the board given to the constructor. */
  getTerritories(): Territories;
}

/**
 * The owner of every point, row-major (index y * width + x): 1, -1 or 0; stones own their point.
 * The fast path for a board UI's territory overlay.
 * @param signs width * height row-major signs (an Int8Array, read by its real length), or a board
 *   (a sign map or rows: width and height are then optional, and must match when given).
 * @param width the board's width in points, with an Int8Array.
 * @param height the board's height in points, with an Int8Array.
 * @param out an Int8Array of width * height to write the map into (nothing is allocated); without
 *   it the result is a new array with an ArrayBuffer of its own.
 * @returns `out`, or the new array.
 * @throws {GoScoreError} INVALID_BOARD (a length that is not width * height, a sign other than
 *   1, -1, 0), BOARD_TOO_LARGE, INVALID_ARGUMENT (width or height not an integer, a bad `out`).
 */
export function ownershipMap(
  signs: Int8Array | BoardInput,
  width?: number,
  height?: number,
  out?: Int8Array,
): Int8Array;

/**
 * Tromp-Taylor area scoring with komi and the terminal rule (at least two consecutive passes, or at
 * least twice the board's area in actions).
 * @param komi points to White, a multiple of 0.1 within ±1,000,000.
 * @returns `[terminal, black, white, winner]`: the scores in points (exact tenths) and the winner
 *   (1, -1 or 0) once the game is over, else `[false, null, null, null]`.
 * @throws {GoScoreError} INVALID_BOARD, BOARD_TOO_LARGE, INVALID_ARGUMENT (bad komi, a count that is
 *   not a non-negative integer).
 */
export function scoreTrompTaylor(
  board: BoardInput,
  komi: number,
  consecutivePasses: number,
  moveCount: number,
): [true, number, number, Sign] | [false, null, null, null];

/** One side's score and its parts, in points. */
export interface SideDetails {
  /** Stones left on the board after the dead are lifted. */
  stones: number;
  /** Empty points (dead-stone points included) reaching only this colour; territory rules leave out seki. */
  territory: number;
  /** Own stones held by the opponent: captured during play plus dead. */
  prisoners: number;
  /** Own stones marked dead. */
  dead: number;
}

/** A scored position. `String(result)` is the result line; `result.sgf` the SGF RE value. */
export class ScoreResult {
  /** Black's score in points. */
  readonly black: number;
  /** White's score in points, komi included. */
  readonly white: number;
  /** 1 Black wins, -1 White wins, 0 a draw. */
  readonly winner: Sign;
  /** How much the winner wins by, in points (0 for a draw). */
  readonly margin: number;
  /** The rules the position was scored under. */
  readonly rules: ScoringRules;
  /** The two scores in integer tenths of a point. */
  readonly raw: { black: number; white: number };
  /** The parts of each score, komi and the neutral points, for a score panel. */
  readonly details: {
    black: SideDetails;
    white: SideDetails;
    komi: number;
    dame: number;
    sekiPoints: number;
  };
  /** Row-major owner of every point after the dead are lifted; an ArrayBuffer of its own. */
  readonly ownership: Int8Array;
  /** Row-major, 1 on the points of regions marked seki; an ArrayBuffer of its own. */
  readonly seki: Uint8Array;
  /**
   * `Black wins by 2.5`, `White wins by 6.5` or `Draw`, in English (default), Korean, Japanese or
   * Chinese.
   * @throws {GoScoreError} INVALID_ARGUMENT for another language.
   */
  toString(lang?: 'en' | 'ko' | 'ja' | 'zh'): string;
  /** The SGF RE value: `B+2.5`, `W+6.5` or `0`. */
  readonly sgf: string;
  /** The fields as plain JSON, with `text`, `sgf` and the maps as arrays. */
  toJSON(): object;
}

/** Options of scoreTerritory: own properties only; null means absent. */
export interface TerritoryOptions {
  /** Points to White, default 6.5; a multiple of 0.1 within ±1,000,000. */
  komi?: number | null;
  /** Points whose whole chain is dead. */
  dead?: readonly VertexInput[] | null;
  /**
   * 'auto' (default: seki, false eyes and dame found by analyzeTerritory), 'none' (every region
   * reaching one colour is its territory), or points whose empty regions (after the dead are
   * lifted) are agreed seki, used as given (an empty list: agreed that nothing is seki).
   */
  seki?: 'auto' | 'none' | readonly VertexInput[] | null;
  /** Stones captured during play BY Black and BY White, each 0 to 10^9. */
  prisoners?: { black?: number | null; white?: number | null } | null;
  /** Score false eyes that must be filled as territory (default false, as goscorer). */
  scoreFalseEyes?: boolean | null;
}

/**
 * Japanese territory scoring (1989 rules, Articles 8 and 10) of a finished position.
 * @throws {GoScoreError} INVALID_BOARD, BOARD_TOO_LARGE, INVALID_COORDINATE (a mark off the board),
 *   INVALID_ARGUMENT (bad komi, counts, marks on empty points or live stones, unknown options).
 */
export function scoreTerritory(board: BoardInput, options?: TerritoryOptions | null): LifeScoreResult;

/**
 * Area scoring: stones left after the dead are lifted + empty points reaching only that colour;
 * komi (default 7.5) to White.
 * @throws {GoScoreError} as scoreTerritory.
 */
export function scoreArea(
  board: BoardInput,
  options?: { komi?: number | null; dead?: readonly VertexInput[] | null; scoreFalseEyes?: boolean | null } | null,
): LifeScoreResult;

/** Options of a new Game: own properties only; null means absent. */
export interface GameOptions {
  /** Columns, default 19 (or `size`); not with `size`. */
  width?: number | null;
  /** Rows, default the width (or `size`); not with `size`. */
  height?: number | null;
  /** Sets width and height; not with either. */
  size?: number | null;
  /** Points to White, default 6.5; a multiple of 0.1 within ±1,000,000. */
  komi?: number | null;
  /** Allow multi-stone suicide (New Zealand, Tromp-Taylor). Default false. */
  suicide?: boolean | null;
  /** Default 'simple'. */
  ko?: KoRule | null;
  /**
   * Who moves first: 1 black (the default), -1 white. Game.fromSgf uses it only when the record has
   * no PL; without either, White moves first after handicap stones.
   */
  turn?: 1 | -1 | null;
}

/** One chain of stones. */
export interface Group {
  /** Row-major index (y * width + x) of the chain's first stone in row-major order. */
  id: number;
  /** The chain's colour. */
  color: 1 | -1;
  /** Its stones, sorted by x, then y. */
  stones: Vertex[];
  /** Its liberties, sorted by x, then y. */
  liberties: Vertex[];
}

/** One entry of the move log. */
export interface MoveRecord {
  /** Who moved or passed. */
  color: 1 | -1;
  /** Where, or null for a pass. */
  vertex: Vertex | null;
  /** The stones the move removed (its own chain, for a permitted suicide). */
  captured: Vertex[];
}

/** Whether a move is legal, and if not, why. */
export type MoveCheck = 'legal' | 'off-board' | 'not-a-player' | 'occupied' | 'suicide' | 'ko' | 'superko';

/**
 * A game: liberty tracker, rules of play, move log, prisoners, scoring marks and scoring.
 * Holds WASM memory: call dispose() (or `using`) when done. Every method throws GoScoreError
 * DISPOSED once it is disposed.
 */
export class Game {
  /**
   * An empty board.
   * @throws {GoScoreError} INVALID_ARGUMENT (bad or conflicting options), INVALID_BOARD /
   *   BOARD_TOO_LARGE (a size out of 1..1024), OUT_OF_MEMORY (no room left in the WASM heap).
   */
  constructor(options?: GameOptions | null);
  /**
   * A game starting from a position; its stones are setup, not moves.
   * @throws {GoScoreError} as the constructor, and INVALID_BOARD for a bad board or a chain
   *   without liberties.
   */
  static fromPosition(board: BoardInput, options?: Omit<GameOptions, 'width' | 'height' | 'size'> | null): Game;
  /**
   * A game from the main line of an SGF record (FF[4]); options.komi applies when the record has no
   * KM, options.turn when it has no PL.
   * @throws {GoScoreError} INVALID_SGF (a record that cannot be read or replayed, is not well-formed
   *   text, or is longer than MAX_SGF_BYTES), OUT_OF_MEMORY.
   */
  static fromSgf(text: string, options?: Omit<GameOptions, 'width' | 'height' | 'size'> | null): Game;

  /** Columns. */
  readonly width: number;
  /** Rows. */
  readonly height: number;
  /** Points to White; setting it takes the same values as the komi option. */
  komi: number;
  /** The player to move: the opponent of whoever moved or passed last; before any move, the first player. */
  readonly turn: 1 | -1;
  /**
   * Plays a stone at vertex [x, y].
   * @returns the stones it captured, sorted by x, then y.
   * @throws {GoScoreError} ILLEGAL_MOVE (occupied, suicide, ko, superko, past the move limit),
   *   INVALID_COORDINATE (off the board, not an [x, y] pair of integers), INVALID_ARGUMENT (a colour
   *   other than 1 or -1); an illegal move changes nothing.
   */
  play(color: 1 | -1, vertex: VertexInput): { captured: Vertex[] };
  /** Whether `color` may play at vertex now, and if not, why; changes nothing. */
  check(color: 1 | -1, vertex: VertexInput): MoveCheck;
  /** A pass by `color`. @throws {GoScoreError} INVALID_ARGUMENT for another colour. */
  pass(color: 1 | -1): void;
  /** Takes back the last move or pass; false when there is none. */
  undo(): boolean;
  /** The position as a sign map (board[y][x]), a fresh copy. */
  readonly board: SignMap;
  /** Every chain, ordered by id. */
  groups(): Group[];
  /** Per point (map[y][x]): liberties of the chain on it, 0 where empty. */
  libertyMap(): number[][];
  /** Stones captured BY each player during play. */
  readonly captures: { black: number; white: number };
  /** Stones each player played (from the move log; setup stones not included). */
  readonly stonesPlayed: { black: number; white: number };
  /** Passes since the last move. */
  readonly consecutivePasses: number;
  /** Moves and passes played. */
  readonly moveCount: number;
  /** Tromp-Taylor terminal rule: two consecutive passes, or twice the board's area in actions. */
  readonly isTerminal: boolean;
  /** The move log, a fresh copy. */
  readonly moves: MoveRecord[];
  /** RE of the SGF record the game came from ('' if none). */
  readonly recordedResult: string;
  /**
   * The game info of the SGF record the game came from: every root property as text, by its
   * identifier (PB, PW, BR, WR, DT, EV, RE, KM, HA, RU, ...); several values of one property are
   * joined by ', '. `{}` for a game not read from a record.
   */
  readonly info: Record<string, string>;
  /** Marks the whole chain through vertex dead, or alive again. @throws {GoScoreError} on an empty point. */
  toggleDead(vertex: VertexInput): void;
  /**
   * Marks the whole chain through vertex dead (`dead` true, the default) or alive, whatever it
   * was: unlike toggleDead, marking two stones of one chain leaves it dead.
   * @throws {GoScoreError} on an empty point, an off-board vertex or a `dead` that is not a boolean.
   */
  setDead(vertex: VertexInput, dead?: boolean): void;
  /** Marks the empty region through vertex as seki, or unmarks it. @throws {GoScoreError} on a live stone. */
  toggleSeki(vertex: VertexInput): void;
  /** The scoring marks: dead stones and one point per seki region, sorted by x, then y. */
  readonly marks: { dead: Vertex[]; seki: Vertex[] };
  /** Clears every dead and seki mark. */
  clearMarks(): void;
  /**
   * Scores the game as it stands with its marks, prisoners and komi (default rules: game.rules).
   * 'territory', 'area' and 'tromp-taylor' (with no other option) give a ScoreResult as always;
   * every other ruleset a RulesetScoreResult, with the game's handicap (HA) and passes.
   * @throws {GoScoreError} INVALID_ARGUMENT for unknown rules or options.
   */
  score(options?: { rules?: ScoringRules | null } | null): ScoreResult;
  /** Scores the game under any ruleset (see above); seki 'auto' (default) or 'none' when nothing is marked seki. */
  score(options: { rules?: RulesName | null; seki?: 'auto' | 'none' | null; scoreFalseEyes?: boolean | null }): ScoreResult | RulesetScoreResult;
  /**
   * The rules score() uses by default: what was set, else the record's RU when goscore knows it,
   * else 'territory'. @throws {GoScoreError} INVALID_ARGUMENT when set to an unknown name.
   */
  rules: RulesName;
  /** A sentence when the record's RU names no known ruleset (it stays in info.RU), else null. */
  readonly rulesNote: string | null;
  /** compareRules for the game as it stands: its marks, prisoners, komi, handicap and passes. */
  compareRules(): { results: Record<Ruleset, RulesetScoreResult>; differences: RulesDifference[] };
  /**
   * Clears the marks and marks dead what estimateDead finds (the game's komi, rules and player to
   * move; options seed and effort). Seki is not marked: score()'s default seki 'auto' finds it.
   * @returns the dead marks, the estimate's seki map, and the chains it could not settle (to ask
   *   the players about; see DeadEstimate.uncertain).
   */
  autoMark(options?: { seed?: number | null; effort?: EstimateOptions['effort'] } | null): {
    dead: Vertex[];
    seki: Int8Array;
    uncertain: ChainJudgement[];
  };
  /** estimateScore for the current position with the game's komi, prisoners, rules and player to move. */
  estimate(options?: { seed?: number | null; effort?: EstimateOptions['effort']; model?: boolean | null } | null): ScoreEstimate;
  /** undefined when the condition does not hold; else whether area and territory agree. */
  agreeUnderEquivalence(): boolean | undefined;
  /**
   * The SGF record; after score() (with no move, pass, undo or mark since), with RU (the ruleset
   * scored under: 'territory' writes Japanese, 'area' Chinese), RE (that count) and TB/TW.
   * @throws {GoScoreError} INVALID_ARGUMENT for a board wider or taller than 52, which SGF cannot write.
   */
  toSgf(): string;
  /** Recomputes the liberty tracker from scratch; throws if the incremental state differs. */
  checkConsistency(): void;
  /** Frees the game's WASM memory; idempotent. */
  dispose(): void;
  /** The same as dispose(), for `using`. */
  [Symbol.dispose](): void;
}

/**
 * Internal numbers for tests, benchmarks and leak hunting: `heapBytesInUse`, the bytes malloc has
 * handed out in the WASM heap (flat across any number of calls that keep no game), and `heapSize`,
 * the WASM memory's size in bytes (it only grows, up to 2 GB); `evaluator`, the same two of the
 * learned evaluator's module once loadScoreModel has loaded it (browsers: see loadScoreModel).
 */
export function memoryStats(): {
  heapBytesInUse: number;
  heapSize: number;
  evaluator?: { heapBytesInUse: number; heapSize: number };
};

/**
 * Settles with the first load of the WebAssembly module: resolves once it has loaded (from then on
 * every function is synchronous), rejects with a GoScoreError WASM_LOAD when that load fails. In
 * Node (and with bundlers that take a top-level await) it has resolved by the time `import`
 * resolves; in browsers, `await ready` before the first call.
 */
export const ready: Promise<void>;

/**
 * Loads the module from a URL (`wasmUrl`: a URL, or a string resolved against the page), from its
 * bytes (`wasmBinary`), for CDNs, service workers, Electron and strict Content-Security-Policies, or
 * from the .wasm compiled already (`wasmModule`: a `WebAssembly.Module`, e.g. one that another
 * thread compiled and posted to a worker, so that the worker does not compile it again).
 * Resolves at once when the module has loaded already; after a failed load it tries again.
 * @throws {GoScoreError} (as a rejection) WASM_LOAD when the module cannot be fetched, compiled,
 *   instantiated or does not match this package's JS; INVALID_ARGUMENT for options other than
 *   exactly one of the three, or a `wasmModule` that is not a `WebAssembly.Module`.
 */
export function init(
  options: { wasmUrl: URL | string } | { wasmBinary: ArrayBuffer | ArrayBufferView } | { wasmModule: WebAssembly.Module },
): Promise<void>;

// Life analysis, rulesets and estimation: declared in web/types/ (life.d.ts, rules.d.ts, estimate.d.ts).
export * from './types/life.js';
export * from './types/rules.js';
export * from './types/estimate.js';
