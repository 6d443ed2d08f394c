// Every user value enters here (boards in all their formats, vertices, options, komi, counts,
// colours, SGF text), read exactly once (every length, element, getter and Proxy trap runs here)
// into plain values no user code can change, before web/src/core.js touches the heap. The core
// checks the syntax of rows and signs (cpp/board/board.h); this module what only JS can see.
import { api, writeInput } from './core.js';
import { describe, fail, invalid, isArrayValue, isRevokedProxy, taTag } from './errors.js';

// The core's limits, known before the module has loaded (tests/js/api.test.mjs checks them against
// the module's own: cpp/bindings/common.cpp).
/** Largest width and largest height of a board. */
export const MAX_BOARD_SIZE = 1024;
/** The longest SGF record Game.fromSgf reads, in bytes of UTF-8. */
export const MAX_SGF_BYTES = 32 * 2 ** 20;
/** The largest komi, in tenths of a point. */
export const MAX_KOMI_TENTHS = 10_000_000;
/** The largest prisoner, pass or handicap count. */
export const MAX_PRISONERS = 1_000_000_000;
/** The most playouts a numeric estimator effort asks for. */
export const MAX_PLAYOUTS = 100_000;

// %TypedArray%.prototype's own length getter and set, taken at load: a typed array's real length,
// whatever properties its owner defined on it (and its brand: errors.js taTag).
const TypedArrayPrototype = Object.getPrototypeOf(Int8Array.prototype);
const taLength = Object.getOwnPropertyDescriptor(TypedArrayPrototype, 'length').get;
export const taSet = TypedArrayPrototype.set;

/** Whether `value` is a real Int8Array (not a Proxy of one, not a look-alike). */
export function isInt8Array(value) {
  return taTag.call(value) === 'Int8Array';
}

function tooLarge(fn, width, height) {
  const max = `${MAX_BOARD_SIZE}x${MAX_BOARD_SIZE}`;
  return fail(fn, 'BOARD_TOO_LARGE', `the board is ${width}x${height}, larger than the maximum of ${max}`);
}

/** Throws unless 1 <= width, height <= MAX_BOARD_SIZE (both integers, checked by the caller). */
export function checkSize(fn, width, height) {
  if (width < 1 || height < 1) throw fail(fn, 'INVALID_BOARD', 'the board is empty');
  if (width > MAX_BOARD_SIZE || height > MAX_BOARD_SIZE) throw tooLarge(fn, width, height);
}

// The sign map scratch: signs read from arrays land here before they are copied into the heap.
let signScratch = new Int8Array(1024);
/** The first `area` signs of the scratch (grown when short), valid until the next board is read. */
function scratch(area) {
  if (signScratch.length < area) signScratch = new Int8Array(Math.max(area, 2 * signScratch.length));
  return new Int8Array(signScratch.buffer, 0, area);
}

/**
 * Reads a board: rows (strings) or a sign map (rows of 1, -1, 0, each an array, a typed array or any
 * array-like). Returns { width, height, cells, lengths } (see boardArgs): for rows, their text (each
 * followed by '\n'; the core checks the characters) and lengths; for a sign map, an Int8Array view
 * of this module's scratch (valid until the next read) and null.
 */
export function readBoard(fn, board) {
  if (!isArrayValue(board)) {
    throw fail(fn, 'INVALID_BOARD', `the board must be an array of rows, got ${describe(board)}`);
  }
  const height = board.length;
  if (height === 0) throw fail(fn, 'INVALID_BOARD', 'the board is empty');
  const first = board[0];
  if (typeof first === 'string') {
    if (height > MAX_BOARD_SIZE) throw tooLarge(fn, first.length, height);
    return readRows(fn, board, height, first);
  }
  const kind = rowKind(first);
  if (kind === NOT_A_ROW) {
    throw fail(fn, 'INVALID_BOARD', `row 0 is ${describe(first)}, expected a string or an array of signs`);
  }
  const width = rowLength(fn, 0, first, kind);
  if (height > MAX_BOARD_SIZE) throw tooLarge(fn, width, height);
  return readSignMap(fn, board, height, first, kind, width);
}

function readRows(fn, board, height, first) {
  let text = '';
  let uniform = true;
  const lengths = new Array(height);
  for (let y = 0; y < height; y++) {
    const row = y === 0 ? first : board[y];
    if (typeof row !== 'string') throw fail(fn, 'INVALID_BOARD', `row ${y} is ${describe(row)}, expected a string`);
    if (row.length > MAX_BOARD_SIZE) throw tooLarge(fn, row.length, height);
    lengths[y] = row.length;
    uniform &&= row.length === first.length;
    text += row;
    text += '\n';
  }
  return { width: first.length, height, cells: text, lengths, uniform };
}

/**
 * A board `b` from readBoard as a binding's four arguments (bindings.h ReadBoard), its cells written
 * into the input buffer: their bytes, the rows' lengths (undefined when all are as wide as the
 * first; null for signs), width and height. A character beyond ASCII is reported here.
 */
export function boardArgs(fn, b) {
  const bytes = writeInput(fn, b.cells);
  if (bytes < 0) {
    const bad = b.cells.search(/[^\x00-\x7f]/);
    const before = b.cells.slice(0, bad).split('\n');
    const at = `row ${before.length - 1} column ${before.at(-1).length}`;
    throw fail(fn, 'INVALID_BOARD', `${at} has ${JSON.stringify(b.cells[bad])}, expected ${api(fn).rowChars()}`);
  }
  return [bytes, b.uniform ? undefined : b.lengths, b.width, b.height];
}

// What a row of a sign map is: an array, an Int8Array, another typed array, or another
// array-like object (read through its `length` and indices, once each).
const ROW_ARRAY = 0;
const ROW_INT8 = 1;
const ROW_TYPED = 2;
const ROW_LIKE = 3;
const NOT_A_ROW = -1;

function rowKind(row) {
  if (isArrayValue(row)) return ROW_ARRAY;
  const tag = taTag.call(row); // undefined for anything but a real typed array; never throws
  if (tag === 'Int8Array') return ROW_INT8;
  if (tag !== undefined) return ROW_TYPED;
  if (row !== null && typeof row === 'object' && !isRevokedProxy(row)) return ROW_LIKE;
  return NOT_A_ROW;
}

// An array-like row's read that the engine refuses with a TypeError (a Proxy of a typed array, whose
// getters need the real one) is bad input, a GoScoreError naming the row; a getter's own error goes on.
function unreadable(fn, y, error) {
  if (error instanceof TypeError) {
    return fail(fn, 'INVALID_BOARD', `row ${y} cannot be read as a row of signs (${error.message})`);
  }
  return error;
}

/** The number of points of row y: its real length for a typed array, else `length`, read once. */
function rowLength(fn, y, row, kind) {
  if (kind === ROW_ARRAY) return row.length;
  if (kind !== ROW_LIKE) return taLength.call(row);
  let n;
  try {
    n = row.length;
  } catch (error) {
    throw unreadable(fn, y, error);
  }
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw fail(fn, 'INVALID_BOARD', `row ${y} is ${describe(row)} with a length of ${describe(n)}, expected an array of signs`);
  }
  return n;
}

function readSignMap(fn, board, height, first, firstKind, width) {
  if (width === 0) throw fail(fn, 'INVALID_BOARD', 'row 0 is empty');
  if (width > MAX_BOARD_SIZE) throw tooLarge(fn, width, height);
  const signs = scratch(width * height);
  for (let y = 0; y < height; y++) {
    const row = y === 0 ? first : board[y];
    const kind = y === 0 ? firstKind : rowKind(row);
    if (kind === NOT_A_ROW) throw fail(fn, 'INVALID_BOARD', `row ${y} is ${describe(row)}, expected an array`);
    const n = y === 0 ? width : rowLength(fn, y, row, kind);
    if (n !== width) throw fail(fn, 'INVALID_BOARD', `row ${y} has ${n} points, expected ${width}`);
    const base = y * width;
    if (kind === ROW_INT8) {
      // Copied by its internal length (checked above); the core checks every sign (ParseSigns).
      signs.set(row, base);
    } else if (kind !== ROW_LIKE) {
      // An array (the common case) or a typed array: kept free of the try below, which only another
      // array-like object needs (V8 optimizes the plain loop much better).
      if (!copySigns(row, signs, base, width)) throw badSign(fn, y);
    } else {
      try {
        if (!copySigns(row, signs, base, width)) throw badSign(fn, y);
      } catch (error) {
        throw unreadable(fn, y, error);
      }
    }
  }
  return { width, height, cells: signs, lengths: null };
}

/** Copies `width` signs of `row` into signs[base...], each read once; false at one not 1, -1 or 0. */
function copySigns(row, signs, base, width) {
  for (let x = 0; x < width; x++) {
    const v = row[x];
    if (v !== 0 && v !== 1 && v !== -1) {
      badValue = v;
      badColumn = x;
      return false;
    }
    signs[base + x] = v;
  }
  return true;
}
// Where copySigns stopped: the value it read (once) and its column.
let badValue;
let badColumn = 0;

function badSign(fn, y) {
  return fail(fn, 'INVALID_BOARD', `row ${y} column ${badColumn} has ${describe(badValue)}, expected 1, -1 or 0`);
}

/** A plain copy of what readBoard returned (rows, or arrays of numbers), for a caller reading it later. */
export function boardCopy(b) {
  return b.lengths ? b.cells.slice(0, -1).split('\n') : signMap(b.cells, b.width, b.height);
}

/** A sign map (rows of arrays of numbers) from a row-major typed array of width * height values. */
export function signMap(values, width, height) {
  const rows = new Array(height);
  for (let y = 0; y < height; y++) {
    const row = new Array(width);
    for (let x = 0, i = y * width; x < width; x++, i++) row[x] = values[i];
    rows[y] = row;
  }
  return rows;
}

/**
 * The area of a real Int8Array of exactly width * height signs, by its internal length (not a
 * `length` its owner may have redefined), the length writeInput copies it by.
 */
export function readInt8Signs(fn, signs, width, height) {
  readInteger(fn, 'width', width);
  readInteger(fn, 'height', height);
  checkSize(fn, width, height);
  const area = width * height;
  const length = taLength.call(signs);
  if (length !== area) {
    throw fail(fn, 'INVALID_BOARD', `signs has ${length} values, expected ${width} x ${height} = ${area}`);
  }
  return area;
}

/** An Int8Array of `area` values the caller gave for a result (its real length checked). */
export function readOut(fn, out, area) {
  if (out === undefined || out === null) return undefined;
  if (!isInt8Array(out) || taLength.call(out) !== area) {
    throw invalid(fn, `out must be an Int8Array of ${area} values, got ${describe(out)}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Scalars

export function readInteger(fn, name, value, code = 'INVALID_ARGUMENT') {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw fail(fn, code, `${name} must be an integer, got ${describe(value)}`);
  }
  return value;
}

/** A non-negative integer count, at most `max`. */
export function readCount(fn, name, value, max = Number.MAX_SAFE_INTEGER) {
  readInteger(fn, name, value);
  if (value < 0) throw invalid(fn, `${name} must be a non-negative integer, got ${describe(value)}`);
  if (value > max) throw invalid(fn, `${name} must be at most ${max}, got ${describe(value)}`);
  return value;
}

/** Komi in tenths of a point: a finite multiple of 0.1 within +-maxKomi (the core's bound). */
export function readKomiTenths(fn, komi) {
  if (typeof komi !== 'number' || !Number.isFinite(komi)) {
    throw invalid(fn, `komi must be a finite number, got ${describe(komi)}`);
  }
  const tenths = Math.round(komi * 10);
  if (Math.abs(komi * 10 - tenths) > 1e-6 || Math.abs(tenths) > MAX_KOMI_TENTHS) {
    const range = `from ${-MAX_KOMI_TENTHS / 10} to ${MAX_KOMI_TENTHS / 10}`;
    throw invalid(fn, `komi must be a multiple of 0.1 ${range}, got ${describe(komi)}`);
  }
  return tenths;
}

/** A boolean option (default `fallback`); anything else is INVALID_ARGUMENT naming it. */
export function readFlag(fn, name, value, fallback) {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw invalid(fn, `${name} must be true or false, got ${describe(value)}`);
  return value;
}

/** 1 (black) or -1 (white). */
export function readColor(fn, value, name = 'color') {
  if (value !== 1 && value !== -1) throw invalid(fn, `${name} must be 1 (black) or -1 (white), got ${describe(value)}`);
  return value;
}

/**
 * One of `names` (such as the rulesets). The error reads "`name` must be 'a' or 'b', got …", or
 * with `noun` "unknown `noun` …, expected 'a' or 'b'".
 */
export function readName(fn, name, value, allowed, noun) {
  if (typeof value !== 'string' || !allowed.includes(value)) {
    const names = allowed.map((n) => `'${n}'`);
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
    const got = describe(value);
    const problem = noun ? `unknown ${noun} ${got}, expected ${list}` : `${name} must be ${list}, got ${got}`;
    throw invalid(fn, problem);
  }
  return value;
}

/**
 * A vertex [x, y] of two integers (each within int32, as the core takes them), as a new array: an
 * array (readonly or not), a typed array or another array-like of length 2, each read once.
 */
export function readVertex(fn, name, vertex) {
  const pair = () => fail(fn, 'INVALID_COORDINATE', `${name} must be an [x, y] pair, got ${describe(vertex)}`);
  const kind = rowKind(vertex);
  if (kind === NOT_A_ROW) throw pair();
  let x;
  let y;
  try {
    if ((kind === ROW_INT8 || kind === ROW_TYPED ? taLength.call(vertex) : vertex.length) !== 2) throw pair();
    x = vertex[0];
    y = vertex[1];
  } catch (error) {
    // The engine's refusal (a Proxy of a typed array) is bad input; a getter's own error goes on.
    throw kind === ROW_LIKE && error instanceof TypeError ? pair() : error;
  }
  return [readCoordinate(fn, `${name}[0]`, x), readCoordinate(fn, `${name}[1]`, y)];
}

/** An integer coordinate within int32 (beyond, no board has it: INVALID_COORDINATE naming it). */
export function readCoordinate(fn, name, value) {
  readInteger(fn, name, value, 'INVALID_COORDINATE');
  if (value < -(2 ** 31) || value >= 2 ** 31) {
    throw fail(fn, 'INVALID_COORDINATE', `${name} is ${describe(value)}, off every board`);
  }
  return value;
}

/**
 * A list of vertices as one flat array of x, y pairs; no holes, and at most 4 per point of the
 * board plus 1024 (checked before anything is allocated in proportion to it).
 */
export function readVertexList(fn, name, list, area) {
  const max = 4 * area + 1024;
  if (list === undefined) return [];
  if (!isArrayValue(list)) throw invalid(fn, `${name} must be an array of [x, y] points, got ${describe(list)}`);
  const n = list.length;
  if (n > max) throw invalid(fn, `${name} has ${describe(n)} points; a ${area}-point board takes at most ${max}`);
  const flat = new Array(2 * n);
  for (let i = 0; i < n; i++) {
    if (!Object.hasOwn(list, i)) throw invalid(fn, `${name}[${i}] is missing (a hole in the list)`);
    [flat[2 * i], flat[2 * i + 1]] = readVertex(fn, `${name}[${i}]`, list[i]);
  }
  return flat;
}

// ---------------------------------------------------------------------------------------------
// Options

/**
 * An options object (undefined or null: none) as a null-prototype object of its own properties,
 * each one of `allowed` (an unknown name is an error naming it) and read once; null means absent.
 */
export function readOptions(fn, options, allowed, name = 'options') {
  const out = Object.create(null);
  if (options === undefined || options === null) return out;
  if (typeof options !== 'object' || isArrayValue(options) || isRevokedProxy(options)) {
    throw invalid(fn, `${name} must be an object, got ${describe(options)}`);
  }
  const keys = Reflect.ownKeys(options);
  const unknown = keys.filter((k) => typeof k !== 'string' || !allowed.includes(k));
  if (unknown.length > 0) {
    const names = unknown.map((k) => (typeof k === 'string' ? `'${k}'` : String(k))).join(', ');
    const what = `${name === 'options' ? 'option' : `${name} field`}${unknown.length > 1 ? 's' : ''}`;
    throw invalid(fn, `unknown ${what} ${names} (expected ${allowed.join(', ')})`);
  }
  for (const key of keys) {
    const value = options[key];
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
}

/** Throws INVALID_ARGUMENT when more than one of `names` is set in `opts` (from readOptions). */
export function exclusive(fn, opts, names) {
  const set = names.filter((n) => opts[n] !== undefined);
  if (set.length > 1) throw invalid(fn, `options ${set.join(' and ')} cannot be given together`);
}

// ---------------------------------------------------------------------------------------------
// Text

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** `text` with every lone UTF-16 surrogate replaced by U+FFFD, as UTF-8 encoders write one. */
export function wellFormed(text) {
  return text.replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');
}

/** SGF text: well-formed UTF-16 (a lone surrogate would become U+FFFD), at most MAX_SGF_BYTES units. */
export function readSgfText(fn, text) {
  if (typeof text !== 'string') throw fail(fn, 'INVALID_SGF', `the record must be a string, got ${describe(text)}`);
  // Refused before it is encoded (every character is at least one byte; the core checks the
  // bytes of what passes).
  if (text.length > MAX_SGF_BYTES) {
    const limit = `records longer than ${MAX_SGF_BYTES} bytes (32 MiB) are not read`;
    throw fail(fn, 'INVALID_SGF', `the record is ${text.length} characters; ${limit}`);
  }
  const lone = LONE_SURROGATE.exec(text);
  if (lone) {
    const where = `(${JSON.stringify(lone[0])}) at character ${lone.index}`;
    throw fail(fn, 'INVALID_SGF', `the record has a lone UTF-16 surrogate ${where}: it is not text`);
  }
  return text;
}
