// Type declarations of the goscore package. Vertices are [x, y]: x the column, y the row, 0-based
// from the top left; sign maps are indexed board[y][x].

declare global {
  // Symbol.dispose for projects whose TypeScript lib predates esnext.disposable (same declaration).
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}

/** 1 Black, -1 White, 0 empty (or neutral). */
export type Sign = -1 | 0 | 1;
/** A point: [x, y], x the column and y the row, 0-based from the top left. */
export type Vertex = [number, number];
/** A position as rows of signs: board[y][x]. */
export type SignMap = Sign[][];
/** Exercism rows: 'B' black, 'W' white, ' ' or '.' empty; every row the same length. */
export type Rows = string[];
/** Any board the library reads. */
export type BoardInput = Rows | SignMap;

export type Owner = 'BLACK' | 'WHITE' | 'NONE';
export type ScoringRules = 'territory' | 'area' | 'tromp-taylor';
export type KoRule = 'simple' | 'positional-superko';
export type ErrorCode =
  | 'INVALID_BOARD'
  | 'BOARD_TOO_LARGE'
  | 'INVALID_COORDINATE'
  | 'INVALID_ARGUMENT'
  | 'ILLEGAL_MOVE'
  | 'INVALID_SGF'
  | 'DISPOSED'
  | 'OUT_OF_MEMORY';

/** Largest width and largest height of a board (1024). */
export const MAX_BOARD_SIZE: number;
/** The longest SGF record Game.fromSgf reads, in bytes of UTF-8: 32 MiB (33554432). */
export const MAX_SGF_BYTES: number;

/** The error every goscore function throws on bad input; the message names the function. */
export class GoScoreError extends Error {
  readonly name: 'GoScoreError';
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string);
}

export interface Territory {
  owner: Owner;
  /** Sorted by x, then y. */
  territory: Vertex[];
}

export interface Territories {
  territoryBlack: Vertex[];
  territoryWhite: Vertex[];
  territoryNone: Vertex[];
}

/**
 * The empty region holding (x, y) and its owner; `{ owner: 'NONE', territory: [] }` on a stone.
 * @throws {GoScoreError} with the message `Invalid coordinate` when (x, y) is off the board.
 */
export function getTerritory(board: BoardInput, x: number, y: number): Territory;

/** Every empty region of the board by owner, each list sorted by x, then y. */
export function getTerritories(board: BoardInput): Territories;

/** A drop-in for the exercism JavaScript exercise's class. */
export class GoCounting {
  constructor(board: Rows);
  /** Like getTerritory, but returns `{ error: 'Invalid coordinate' }` for a point off the board. */
  getTerritory(x: number, y: number): Territory | { error: 'Invalid coordinate' };
  getTerritories(): Territories;
}

/**
 * The owner of every point, row-major: 1, -1 or 0; stones own their point.
 * @param signs width * height row-major signs, or a sign map (width and height then optional).
 * @param out where to write the map (width * height values); by default a new array, which may be a
 *   view into a shared pooled buffer (like Node's Buffer): `.slice()` it to own its buffer.
 */
export function ownershipMap(
  signs: Int8Array | SignMap,
  width?: number,
  height?: number,
  out?: Int8Array,
): Int8Array;

/**
 * Tromp-Taylor area scoring with komi and the terminal rule (two consecutive passes, or twice the
 * board's area in actions): `[terminal, black, white, winner]`.
 */
export function scoreTrompTaylor(
  board: BoardInput,
  komi: number,
  consecutivePasses: number,
  moveCount: number,
): [true, number, number, Sign] | [false, null, null, null];

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
  readonly black: number;
  readonly white: number;
  readonly winner: Sign;
  readonly margin: number;
  readonly rules: ScoringRules;
  /** The two scores in integer tenths of a point. */
  readonly raw: { black: number; white: number };
  readonly details: {
    black: SideDetails;
    white: SideDetails;
    komi: number;
    dame: number;
    sekiPoints: number;
  };
  /** Row-major owner of every point after the dead are lifted. */
  readonly ownership: Int8Array;
  /** Row-major, 1 on the points of regions marked seki. */
  readonly seki: Uint8Array;
  /** `Black wins by 2.5`, `White wins by 6.5` or `Draw`, in English (default), Korean, Japanese or Chinese. */
  toString(lang?: 'en' | 'ko' | 'ja' | 'zh'): string;
  /** `B+2.5`, `W+6.5` or `0`. */
  readonly sgf: string;
}

export interface TerritoryOptions {
  /** Default 6.5; a multiple of 0.1. */
  komi?: number;
  /** Points whose whole chain is dead. */
  dead?: Vertex[];
  /** Points whose empty region (after the dead are lifted) is agreed seki. */
  seki?: Vertex[];
  /** Stones captured during play BY Black and BY White. */
  prisoners?: { black?: number; white?: number };
}

/** Japanese territory scoring (1989 rules, Articles 8 and 10). */
export function scoreTerritory(board: BoardInput, options?: TerritoryOptions): ScoreResult;

/** Area scoring: stones left after the dead are lifted + empty points reaching only that colour. */
export function scoreArea(board: BoardInput, options?: { komi?: number; dead?: Vertex[] }): ScoreResult;

export interface GameOptions {
  /** Default 19. */
  width?: number;
  /** Default: the width. */
  height?: number;
  /** Sets width and height. */
  size?: number;
  /** Default 6.5. */
  komi?: number;
  /** Allow multi-stone suicide (New Zealand, Tromp-Taylor). Default false. */
  suicide?: boolean;
  /** Default 'simple'. */
  ko?: KoRule;
  /**
   * Who moves first: 1 black (the default), -1 white. Game.fromSgf uses it only when the record has
   * no PL; without either, White moves first after handicap stones.
   */
  turn?: 1 | -1;
}

export interface Group {
  /** Row-major index (y * width + x) of the chain's first stone in row-major order. */
  id: number;
  color: 1 | -1;
  stones: Vertex[];
  liberties: Vertex[];
}

export interface MoveRecord {
  color: 1 | -1;
  /** null for a pass. */
  vertex: Vertex | null;
  captured: Vertex[];
}

export type MoveCheck = 'legal' | 'off-board' | 'not-a-player' | 'occupied' | 'suicide' | 'ko' | 'superko';

/**
 * A game: liberty tracker, rules of play, move log, prisoners, scoring marks and scoring.
 * Holds WASM memory: call dispose() (or `using`) when done.
 */
export class Game {
  constructor(options?: GameOptions);
  /** A game starting from a position; its stones are setup, not moves. */
  static fromPosition(board: BoardInput, options?: Omit<GameOptions, 'width' | 'height' | 'size'>): Game;
  /** A game from the main line of an SGF record; options.komi applies when the record has no KM. */
  static fromSgf(text: string, options?: Omit<GameOptions, 'width' | 'height' | 'size'>): Game;

  readonly width: number;
  readonly height: number;
  komi: number;
  /** The player to move: the opponent of whoever moved or passed last; before any move, the first player. */
  readonly turn: 1 | -1;
  /** Plays a stone; an illegal move throws GoScoreError (ILLEGAL_MOVE) and changes nothing. */
  play(color: 1 | -1, vertex: Vertex): { captured: Vertex[] };
  check(color: 1 | -1, vertex: Vertex): MoveCheck;
  pass(color: 1 | -1): void;
  /** Takes back the last move or pass; false when there is none. */
  undo(): boolean;
  /** The position, a fresh copy. */
  readonly board: SignMap;
  groups(): Group[];
  /** Per point (map[y][x]): liberties of the chain on it, 0 where empty. */
  libertyMap(): number[][];
  /** Stones captured BY each player during play. */
  readonly captures: { black: number; white: number };
  /** Stones each player played (from the move log). */
  readonly stonesPlayed: { black: number; white: number };
  readonly consecutivePasses: number;
  readonly moveCount: number;
  /** Tromp-Taylor terminal rule. */
  readonly isTerminal: boolean;
  readonly moves: MoveRecord[];
  /** RE of the SGF record the game came from ('' if none). */
  readonly recordedResult: string;
  toggleDead(vertex: Vertex): void;
  toggleSeki(vertex: Vertex): void;
  readonly marks: { dead: Vertex[]; seki: Vertex[] };
  clearMarks(): void;
  score(options?: { rules?: ScoringRules }): ScoreResult;
  /** undefined when the condition does not hold; else whether area and territory agree. */
  agreeUnderEquivalence(): boolean | undefined;
  /** The SGF record; once scored, with RE and TB/TW. */
  toSgf(): string;
  /** Recomputes the liberty tracker from scratch; throws if the incremental state differs. */
  checkConsistency(): void;
  /** Frees the game's WASM memory; idempotent. */
  dispose(): void;
  [Symbol.dispose](): void;
}

/** Bytes of the WASM heap in use and the heap's size: for memory tests. */
export function memoryStats(): { heapBytesInUse: number; heapSize: number };
