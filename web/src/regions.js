// The region finder: getTerritory, getTerritories, GoCounting and ownershipMap
// (cpp/wasm/regions.cpp).
import { W, INPUT, call, copy, copyInto, points, scalar, setInput, setInputInt8, view } from './core.js';
import { GoScoreError, describe, fail } from './errors.js';
import { boardCopy, isArrayValue, isInt8Array, readBoard, readInt8Signs, readInteger, readOut } from './input.js';

const OWNER_NAMES = { 1: 'BLACK', '-1': 'WHITE', 0: 'NONE' };
const C = W.classes;

/**
 * Puts a board from readBoard into the input block (arrays 0 and 1, as cpp/wasm/board_input.h
 * reads them), followed by `more` entries. Rows must be ASCII to travel one byte a character: a
 * character beyond is reported here, as the core would report a bad character.
 */
export function setBoardInput(fn, board, more = []) {
  if (board.signs) {
    setInput([[INPUT.int8, board.signs], [INPUT.int32, []], ...more]);
    return;
  }
  if (!setInput([[INPUT.ascii, board.text], [INPUT.int32, board.lengths], ...more])) {
    throw nonAscii(fn, board.text);
  }
}

function nonAscii(fn, text) {
  const i = text.search(/[^\x00-\x7f]/);
  const before = text.slice(0, i).split('\n');
  return fail(
    fn,
    'INVALID_BOARD',
    `row ${before.length - 1} column ${before.at(-1).length} has ${JSON.stringify(text[i])}, expected ${W.text.rowChars}`,
  );
}

/**
 * The empty region holding the point (x, y) and its owner. On a stone: `{ owner: 'NONE', territory: [] }`.
 * Throws GoScoreError with the message `Invalid coordinate` when the point is off the board.
 */
export function getTerritory(board, x, y) {
  const fn = 'getTerritory';
  const b = readBoard(fn, board);
  readInteger(fn, 'x', x, 'INVALID_COORDINATE');
  readInteger(fn, 'y', y, 'INVALID_COORDINATE');
  // The exercism API's message for any point off the board, however far off.
  const offBoard = () => new GoScoreError('INVALID_COORDINATE', 'Invalid coordinate');
  if (x < 0 || y < 0 || x >= b.width || y >= b.height) {
    setBoardInput(fn, b);
    call(fn, 'territories', b.width, b.height); // the board's own errors come first
    throw offBoard();
  }
  setBoardInput(fn, b);
  call(fn, 'territory', b.width, b.height, x, y);
  return { owner: OWNER_NAMES[scalar(W.territory.owner)], territory: points(0) };
}

/** Every empty region of the board, by owner; each list sorted by x, then y. */
export function getTerritories(board, fn = 'getTerritories') {
  const b = readBoard(fn, board);
  setBoardInput(fn, b);
  call(fn, 'territories', b.width, b.height);
  const { width, height } = b;
  const classes = view(0);
  const { stone, black, white } = C; // locals: the loop reads no property
  const territoryBlack = [];
  const territoryWhite = [];
  const territoryNone = [];
  // Column-major walk, so that every list comes out sorted by x, then y.
  for (let x = 0; x < width; x++) {
    for (let y = 0, i = x; y < height; y++, i += width) {
      const c = classes[i];
      if (c === stone) continue;
      (c === black ? territoryBlack : c === white ? territoryWhite : territoryNone).push([x, y]);
    }
  }
  return { territoryBlack, territoryWhite, territoryNone };
}

/**
 * A drop-in for the exercism JavaScript exercise's class: like the functions, except that
 * getTerritory returns `{ error: 'Invalid coordinate' }` for a point off the board.
 */
export class GoCounting {
  #board;

  constructor(board) {
    const fn = 'GoCounting';
    // Read once, into rows of its own: later queries never read the caller's array again.
    const rows = boardCopy(readBoard(fn, board));
    getTerritories(rows, fn); // validates the board now rather than at the first query
    this.#board = rows;
  }

  getTerritory(x, y) {
    try {
      return getTerritory(this.#board, x, y);
    } catch (error) {
      if (error instanceof GoScoreError && error.code === 'INVALID_COORDINATE') {
        return { error: 'Invalid coordinate' };
      }
      throw error;
    }
  }

  getTerritories() {
    return getTerritories(this.#board);
  }
}

/**
 * The owner of every point, row-major: 1 black, -1 white, 0 neutral; stones own their point.
 * `signs` is an Int8Array of width * height signs (row-major) or a sign map (width and height are
 * then optional). Pass `out` (an Int8Array of width * height) to have the map written there.
 */
export function ownershipMap(signs, width, height, out) {
  const fn = 'ownershipMap';
  let input;
  if (isInt8Array(signs)) {
    readInteger(fn, 'width', width);
    readInteger(fn, 'height', height);
    input = readInt8Signs(fn, signs, width, height);
  } else {
    if (!isArrayValue(signs)) {
      throw fail(fn, 'INVALID_BOARD', `signs must be an Int8Array or a sign map, got ${describe(signs)}`);
    }
    const b = readBoard(fn, signs);
    if ((width !== undefined && width !== b.width) || (height !== undefined && height !== b.height)) {
      throw fail(
        fn,
        'INVALID_BOARD',
        `the ${b.signs ? 'sign map' : 'board'} is ${b.width}x${b.height}, but width x height is ${describe(width)}x${describe(height)}`,
      );
    }
    ({ width, height } = b);
    input = b;
  }
  const target = readOut(fn, out, width * height);
  if (isInt8Array(input)) setInputInt8(input);
  else setBoardInput(fn, input);
  call(fn, 'ownership', width, height);
  if (target === undefined) return copy(0);
  copyInto(0, target);
  return target;
}
