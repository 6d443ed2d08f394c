// The demo's session: the page's elements, the game being shown and what the page keeps beside it
// (the moves taken back, the marks' analysis, the estimate), and the message line. Every other
// module of the demo reads and writes this state; none keeps game state of its own.
import { GoScoreError } from '../web/index.js';

const $ = (id) => document.getElementById(id);

export const COLOR_NAME = { 1: 'Black', '-1': 'White' };

export const ui = {
  board: $('board'),
  modePlay: $('mode-play'),
  modeScore: $('mode-score'),
  pass: $('pass'),
  undo: $('undo'),
  redo: $('redo'),
  turn: $('turn'),
  moveInfo: $('move-info'),
  message: $('message'),
  rules: $('rules'),
  komi: $('komi'),
  result: $('result'),
  rulesNote: $('rules-note'),
  prisonersLabel: $('prisoners-label'),
  handicapRow: $('handicap-row'),
  recordedRow: $('recorded-row'),
  sekiRow: $('seki-row'),
  agreeRow: $('agree-row'),
  overlay: $('overlay'),
  clearMarks: $('clear-marks'),
  newGameForm: $('new-game-form'),
  size: $('size'),
  customSize: $('custom-size'),
  customSizeLabel: document.querySelector('.custom-size-label'),
  sgfFile: $('sgf-file'),
  sgfText: $('sgf-text'),
  sgfLoad: $('sgf-load'),
  sgfSave: $('sgf-save'),
  gameInfo: $('game-info'),
  statusResult: $('status-result'),
  moveSlider: $('move-slider'),
  moveList: $('move-list'),
  movePosition: $('move-position'),
  autoMark: $('auto-mark'),
  rerunAuto: $('rerun-auto'),
  estimate: $('estimate'),
  estimateResult: $('estimate-result'),
  conflicts: $('conflicts'),
  conflictList: $('conflict-list'),
  compare: $('compare'),
  compareTable: $('compare-table'),
  compareReasons: $('compare-reasons'),
};

/** The element with data-testid `testid` (the score table's cells). */
export const cell = (testid) => document.querySelector(`[data-testid="${testid}"]`);

export const state = {
  /** @type {import('../web/index.js').Game} */
  game: null,
  mode: 'play',
  /** Moves taken back with Undo, most recent last: { color, vertex | null }. */
  redo: [],
  /** A name for the saved file. */
  name: 'game',
  /** The final position of the record the game was read from (recordEnd(game)), or null. */
  recordEnd: null,
  hover: null,
  /** The dead-stone estimate of the position it was made for: { key, certain, sealing }. */
  analysis: null,
  /** The latest score estimate during play: { key, score, ownership }, and the request in flight. */
  estimate: null,
  estimateId: 0,
  estimatePending: null,
  /** A conflict's point under the pointer, ringed on the board. */
  highlight: null,
};

/** The position as a string, to tell whether an estimate still belongs to it. */
export const positionKey = (game) => `${game.width}x${game.height}:${game.board.flat().join('')}`;

/** The position and move number, to tell whether the game stands at its record's last move. */
export const recordEnd = (game) => `${positionKey(game)}#${game.moveCount}`;

/** Shows `text` in the message line; kind 'error' draws it as an error. */
export function say(text, kind = 'info') {
  ui.message.textContent = text;
  ui.message.dataset.kind = kind;
}

/** A user action: the message of the one before goes (no stale message stays), then `fn` runs. */
export const act =
  (fn) =>
  (...args) => {
    say('');
    return fn(...args);
  };

/** The message of an error: the package's own, or "Unexpected error: ..." for anything else. */
export function errorText(error) {
  if (error instanceof GoScoreError) return error.message;
  return `Unexpected error: ${error?.message ?? error}`;
}

/**
 * Whose turn: the opponent of the last move or pass; before any, the record's first player (PL,
 * or White after handicap stones).
 */
export const nextColor = () => state.game.turn;

/** Whether the stone at [x, y] is marked dead. */
export function isDead([x, y]) {
  return state.game.marks.dead.some(([dx, dy]) => dx === x && dy === y);
}
