// The region finder: getTerritory, getTerritories, GoCounting and ownershipMap
// (cpp/bindings/board.cpp), documented in web/index.d.ts.
import { api, call, pairs, resultAt, writeInput } from './core.js';
import { GoScoreError, describe, fail, isArrayValue } from './errors.js';
import { boardArgs, boardCopy, isInt8Array, readBoard, readInt8Signs, readInteger, readOut, taSet } from './input.js';

const OWNER_NAMES = { 1: 'BLACK', '-1': 'WHITE', 0: 'NONE' };

export function getTerritory(board, x, y) {
  const fn = 'getTerritory';
  const b = readBoard(fn, board);
  readInteger(fn, 'x', x, 'INVALID_COORDINATE');
  readInteger(fn, 'y', y, 'INVALID_COORDINATE');
  const off = x < 0 || y < 0 || x >= b.width || y >= b.height;
  const region = call(fn, 'territory', ...boardArgs(fn, b), off ? 0 : x, off ? 0 : y); // the board's errors first
  // The exercism API's message for any point off the board, however far off.
  if (off) throw new GoScoreError('INVALID_COORDINATE', 'Invalid coordinate');
  return { owner: OWNER_NAMES[region.owner], territory: pairs(region.points) };
}

export function getTerritories(board, fn = 'getTerritories') {
  const b = readBoard(fn, board);
  // Each point's class (RegionFinder::Classify): 0 a stone, 1 black's, 2 white's, 3 neutral.
  const classes = resultAt(fn, api(fn).territories(...boardArgs(fn, b)), b.width * b.height);
  const { width, height } = b;
  const lists = [null, [], [], []]; // the points of classes 1, 2 and 3
  // Column-major walk, so that every list comes out sorted by x, then y.
  for (let x = 0; x < width; x++) {
    for (let y = 0, i = x; y < height; y++, i += width) {
      const c = classes[i];
      if (c !== 0) lists[c].push([x, y]);
    }
  }
  return { territoryBlack: lists[1], territoryWhite: lists[2], territoryNone: lists[3] };
}

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
      if (error instanceof GoScoreError && error.code === 'INVALID_COORDINATE') return { error: 'Invalid coordinate' };
      throw error;
    }
  }

  getTerritories() {
    return getTerritories(this.#board);
  }
}

export function ownershipMap(signs, width, height, out) {
  const fn = 'ownershipMap';
  // A real Int8Array goes straight into the module's input buffer (writeInput), unread by JS.
  if (isInt8Array(signs)) {
    const area = readInt8Signs(fn, signs, width, height);
    const target = readOut(fn, out, area);
    writeInput(fn, signs, area);
    return owners(fn, target, api(fn).ownershipOfSigns(width, height), area);
  }
  if (!isArrayValue(signs)) {
    throw fail(fn, 'INVALID_BOARD', `signs must be an Int8Array or a sign map, got ${describe(signs)}`);
  }
  const b = readBoard(fn, signs);
  if ((width !== undefined && width !== b.width) || (height !== undefined && height !== b.height)) {
    const sizes = `${b.width}x${b.height}, but width x height is ${describe(width)}x${describe(height)}`;
    throw fail(fn, 'INVALID_BOARD', `the ${b.lengths ? 'board' : 'sign map'} is ${sizes}`);
  }
  const target = readOut(fn, out, b.width * b.height);
  return owners(fn, target, api(fn).ownership(...boardArgs(fn, b)), b.width * b.height);
}

/** The owners at `address` (the binding's result), copied at once: into `out` by %TypedArray%.prototype.set, or a new array. */
function owners(fn, out, address, area) {
  const view = resultAt(fn, address, area);
  if (out === undefined) return new Int8Array(view);
  taSet.call(out, view);
  return out;
}
