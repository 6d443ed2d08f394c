// goscore: Go scoring in WebAssembly. The public API: it owns the argument checks, the defaults,
// the conversions between JS values and the core's buffers, and the errors. The embind surface it
// calls (./wasm/goscore_core.mjs, built from cpp/wasm/bindings.cpp) is internal.
import createGoScoreCore from './wasm/goscore_core.mjs';

const WASM_URL = new URL('./wasm/goscore_core.wasm', import.meta.url);

async function loadWasmBinary() {
  if (WASM_URL.protocol === 'file:' && typeof process === 'object' && process.versions?.node) {
    const fs = await import(/* @vite-ignore */ 'node:fs/promises');
    return fs.readFile(WASM_URL);
  }
  const response = await fetch(WASM_URL);
  if (!response.ok) throw new Error(`goscore: cannot load ${WASM_URL}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

// Top-level await: once `import` resolves, every function below is synchronous.
const core = await createGoScoreCore({ wasmBinary: await loadWasmBinary() });

/** Largest width and largest height of a board. */
export const MAX_BOARD_SIZE = core.maxSide;
/** The longest SGF record Game.fromSgf reads, in bytes of UTF-8: 32 MiB. */
export const MAX_SGF_BYTES = core.maxSgfBytes;

// Fixed addresses of the core's result slots (see cpp/wasm/bindings.cpp), as typed-array indices.
const META = core._goscore_meta() >> 2; // int32[8]
const NUMS = core._goscore_nums() >> 3; // float64[8]
const SCORE = core._goscore_score() >> 2; // int32[16]

// The input buffer: its address changes only when it grows, so it is asked for only then.
let inputPtr = 0;
let inputCapacity = 0;
function input(n) {
  if (n > inputCapacity) {
    inputPtr = core._goscore_input(n);
    inputCapacity = n;
  }
  return inputPtr;
}

/**
 * The error every goscore function throws on bad input. `code` is one of INVALID_BOARD,
 * BOARD_TOO_LARGE, INVALID_COORDINATE, INVALID_ARGUMENT, ILLEGAL_MOVE, INVALID_SGF, DISPOSED.
 */
export class GoScoreError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'GoScoreError';
    this.code = code;
  }
}

function fail(fn, code, problem) {
  return new GoScoreError(code, `${fn}: ${problem}`);
}

// Running out of WASM memory aborts the module (there are no C++ exceptions to catch), so work that
// needs memory in proportion to its input asks first, and is refused with OUT_OF_MEMORY while a
// margin is left for everything else (a 1024x1024 board's scratch, a score, the groups of a game).
const HEAP_MAX = core.heapMax();
const HEADROOM = 128 * 2 ** 20;
const MiB = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** Throws OUT_OF_MEMORY unless about `bytes` more can be allocated with the margin left over. */
function reserve(fn, bytes, what) {
  // The memory's size bounds what is in use: only near the maximum ask malloc (which walks the heap).
  if (core.HEAP8.buffer.byteLength + bytes + HEADROOM <= HEAP_MAX) return;
  const free = HEAP_MAX - core.heapBytesInUse();
  if (bytes + HEADROOM <= free) return;
  throw fail(
    fn,
    'OUT_OF_MEMORY',
    `${what} needs about ${MiB(bytes)} of WASM memory, and ${MiB(Math.max(0, free - HEADROOM))} is left ` +
      `of ${MiB(HEAP_MAX)}; dispose() the games no longer in use`,
  );
}

/** Throws the core's last error, prefixed with the public function's name. */
function check(status, fn) {
  if (status !== 0) throw fail(fn, core.lastErrorCode(), core.lastErrorMessage());
}

/** A short description of a value for error messages. */
function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
    case 'number':
    case 'boolean':
    case 'undefined':
    case 'bigint':
      return String(value);
    default:
      return `a ${typeof value === 'object' ? value.constructor?.name ?? 'object' : typeof value}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Boards in: exercism rows (array of strings) or sign maps (array of arrays of 1 / -1 / 0).

function tooLarge(fn, width, height) {
  return fail(
    fn,
    'BOARD_TOO_LARGE',
    `the board is ${width}x${height}, larger than the maximum of ${MAX_BOARD_SIZE}x${MAX_BOARD_SIZE}`,
  );
}

// Small typed-array results are carved out of shared 64 KB slabs, as Node's Buffer does: a fresh
// ArrayBuffer costs about a microsecond in V8, more than scoring a 19x19 board; a view costs ~0.1.
const SLAB_SIZE = 64 * 1024;
let slab = new ArrayBuffer(SLAB_SIZE);
let slabOffset = 0;

/** A new Int8Array (or Uint8Array) of n elements, copied from the WASM heap at `ptr`. */
function copyOut(ptr, n, Type = Int8Array) {
  let array;
  if (n > SLAB_SIZE / 8) {
    array = new Type(n);
  } else {
    if (slabOffset + n > SLAB_SIZE) {
      slab = new ArrayBuffer(SLAB_SIZE);
      slabOffset = 0;
    }
    array = new Type(slab, slabOffset, n);
    slabOffset += (n + 7) & ~7;
  }
  array.set(new Type(core.HEAP8.buffer, ptr, n));
  return array;
}

const encoder = new TextEncoder();

/**
 * Copies exercism rows into the core's input buffer as bytes, each row ending in '\n'. The core
 * checks the characters and the row lengths; `checkRows` then makes sure that it read the rows
 * JS gave it (a '\n' or '\r' inside a row, or a character beyond ASCII, would otherwise shift them).
 * Returns the number of bytes written.
 */
function writeRows(fn, rows) {
  let total = 0;
  for (let y = 0; y < rows.length; y++) {
    const row = rows[y];
    if (typeof row !== 'string') {
      throw fail(fn, 'INVALID_BOARD', `row ${y} is ${describe(row)}, expected a string`);
    }
    if (row.length > MAX_BOARD_SIZE) throw tooLarge(fn, row.length, rows.length);
    total += row.length + 1;
  }
  const ptr = input(total);
  const { written } = encoder.encodeInto(rows.join('\n'), core.HEAPU8.subarray(ptr, ptr + total));
  if (written !== total - 1) throw unusualCharacter(fn, rows);
  core.HEAPU8[ptr + total - 1] = 10; // a final '\n', so that [''] reads as one empty row
  return total;
}

/**
 * Checks the core's answer to rows from writeRows: its error, if any (a board error caused by a
 * character that is not printable ASCII is reported as that character), else that it read as
 * many rows, as wide, as JS sees (see writeRows).
 */
function checkRows(status, fn, rows) {
  if (status !== 0) {
    if (core.lastErrorCode() === 'INVALID_BOARD' && rows.some((r) => /[^ -~]/.test(r))) {
      throw unusualCharacter(fn, rows);
    }
    check(status, fn);
  }
  if (core.HEAP32[META + 6] !== rows[0].length || core.HEAP32[META + 7] !== rows.length) {
    throw unusualCharacter(fn, rows);
  }
}

/** The error for the first character of `rows` that is not printable ASCII. */
function unusualCharacter(fn, rows) {
  for (let y = 0; y < rows.length; y++) {
    const x = rows[y].search(/[^ -~]/);
    if (x >= 0) {
      return fail(
        fn,
        'INVALID_BOARD',
        `row ${y} column ${x} has ${describeChar(rows[y][x])}, expected 'B', 'W', ' ' or '.'`,
      );
    }
  }
  return new Error(`${fn}: internal error: the rows were not read as written`);
}

/** A character as the core's messages show it: 'x' when printable ASCII, else JSON. */
function describeChar(c) {
  const code = c.charCodeAt(0);
  return code >= 32 && code < 127 ? `'${c}'` : JSON.stringify(c);
}

function checkBoardArray(fn, board) {
  if (!Array.isArray(board)) {
    throw fail(fn, 'INVALID_BOARD', `the board must be an array of rows, got ${describe(board)}`);
  }
  if (board.length === 0) throw fail(fn, 'INVALID_BOARD', 'the board is empty');
  if (board.length > MAX_BOARD_SIZE) {
    const width = typeof board[0]?.length === 'number' ? board[0].length : 0;
    throw tooLarge(fn, width, board.length);
  }
}

/**
 * Writes a board (rows or sign map) as row-major signs into the core's input buffer.
 * Returns { width, height }.
 */
function writeBoard(fn, board) {
  checkBoardArray(fn, board);
  if (typeof board[0] === 'string') {
    checkRows(core.signsFromRows(writeRows(fn, board)), fn, board);
    return { width: board[0].length, height: board.length };
  }
  const height = board.length;
  const first = board[0];
  if (!Array.isArray(first)) {
    throw fail(fn, 'INVALID_BOARD', `row 0 is ${describe(first)}, expected a string or an array`);
  }
  const width = first.length;
  if (width === 0) throw fail(fn, 'INVALID_BOARD', 'row 0 is empty');
  if (width > MAX_BOARD_SIZE) throw tooLarge(fn, width, height);
  const ptr = input(width * height);
  const heap = core.HEAP8;
  for (let y = 0; y < height; y++) {
    const row = board[y];
    if (!Array.isArray(row)) {
      throw fail(fn, 'INVALID_BOARD', `row ${y} is ${describe(row)}, expected an array`);
    }
    if (row.length !== width) {
      throw fail(fn, 'INVALID_BOARD', `row ${y} has ${row.length} points, expected ${width}`);
    }
    const base = ptr + y * width;
    for (let x = 0; x < width; x++) {
      const v = row[x];
      if (v !== 1 && v !== -1 && v !== 0) {
        throw fail(
          fn,
          'INVALID_BOARD',
          `row ${y} column ${x} has ${describe(v)}, expected 1, -1 or 0`,
        );
      }
      heap[base + x] = v;
    }
  }
  return { width, height };
}

function checkInteger(fn, name, value, code = 'INVALID_ARGUMENT') {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw fail(fn, code, `${name} must be an integer, got ${describe(value)}`);
  }
}

function checkNumber(fn, name, value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw fail(fn, 'INVALID_ARGUMENT', `${name} must be a finite number, got ${describe(value)}`);
  }
}

/** Komi in tenths of a point: finite, a multiple of 0.1, at most a million in size. */
function komiTenths(fn, komi) {
  checkNumber(fn, 'komi', komi);
  const tenths = Math.round(komi * 10);
  if (Math.abs(komi * 10 - tenths) > 1e-6 || Math.abs(komi) > 1e6) {
    throw fail(
      fn,
      'INVALID_ARGUMENT',
      `komi must be a multiple of 0.1 between -1000000 and 1000000, got ${komi}`,
    );
  }
  return tenths;
}

/** Clamps a JS integer to the int32 range the core takes: anything outside is off the board. */
function int32(value) {
  return value >= 0 && value < 2 ** 31 ? value : -1;
}

// ---------------------------------------------------------------------------------------------
// Region finder (exercism go-counting)

const OWNER_NAMES = { 1: 'BLACK', '-1': 'WHITE', 0: 'NONE' };

/**
 * The empty region holding the point (x, y) and its owner. `x` is the column (index in the row
 * string) and `y` the row, 0-based from the top left. On a stone: `{ owner: 'NONE', territory: [] }`.
 * Throws GoScoreError with the message `Invalid coordinate` when the point is off the board.
 */
export function getTerritory(board, x, y) {
  const fn = 'getTerritory';
  checkBoardArray(fn, board);
  checkInteger(fn, 'x', x, 'INVALID_COORDINATE');
  checkInteger(fn, 'y', y, 'INVALID_COORDINATE');
  if (typeof board[0] !== 'string') return getTerritory(signsToRows(fn, board), x, y);
  const length = writeRows(fn, board);
  const status = core.territoryFromRows(length, int32(x), int32(y));
  if (status !== 0 && core.lastErrorCode() === 'INVALID_COORDINATE') {
    checkRows(0, fn, board); // the board was read: make sure it was read right
    throw new GoScoreError('INVALID_COORDINATE', 'Invalid coordinate');
  }
  checkRows(status, fn, board);
  return readTerritory();
}

function readTerritory() {
  const owner = OWNER_NAMES[core.HEAP32[META]];
  const count = core.HEAP32[META + 1];
  const base = core.outputIntsPtr() >> 2;
  const heap = core.HEAP32;
  const territory = new Array(count);
  for (let i = 0; i < count; i++) territory[i] = [heap[base + 2 * i], heap[base + 2 * i + 1]];
  return { owner, territory };
}

/**
 * Every empty region of the board, by owner. Each list is sorted by x, then y.
 * @returns {{ territoryBlack: number[][], territoryWhite: number[][], territoryNone: number[][] }}
 */
export function getTerritories(board) {
  const fn = 'getTerritories';
  checkBoardArray(fn, board);
  const rows = typeof board[0] === 'string' ? board : signsToRows(fn, board);
  const ptr = core._goscore_territories(writeRows(fn, rows));
  checkRows(ptr === 0 ? 1 : 0, fn, rows);
  const width = rows[0].length;
  const height = rows.length;
  const heap = core.HEAP8;
  const territoryBlack = [];
  const territoryWhite = [];
  const territoryNone = [];
  // Column-major walk, so that every list comes out sorted by x, then y.
  for (let x = 0; x < width; x++) {
    for (let y = 0, i = ptr + x; y < height; y++, i += width) {
      const code = heap[i];
      if (code === 0) continue;
      (code === 1 ? territoryBlack : code === 2 ? territoryWhite : territoryNone).push([x, y]);
    }
  }
  return { territoryBlack, territoryWhite, territoryNone };
}

function signsToRows(fn, board) {
  const { width, height } = writeBoard(fn, board);
  const heap = core.HEAP8;
  const ptr = input(0);
  const rows = new Array(height);
  for (let y = 0; y < height; y++) {
    let s = '';
    for (let x = 0; x < width; x++) {
      const v = heap[ptr + y * width + x];
      s += v === 1 ? 'B' : v === -1 ? 'W' : ' ';
    }
    rows[y] = s;
  }
  return rows;
}

/**
 * A drop-in for the exercism JavaScript exercise's class: like the functions, except that
 * getTerritory returns `{ error: 'Invalid coordinate' }` for a point off the board.
 */
export class GoCounting {
  #board;

  constructor(board) {
    checkBoardArray('GoCounting', board);
    getTerritories(board); // validates the board now rather than at the first query
    this.#board = board.slice();
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

// ---------------------------------------------------------------------------------------------
// Ownership map and Tromp-Taylor

/**
 * The owner of every point, row-major: 1 black, -1 white, 0 neutral; stones own their point.
 * `signs` is an Int8Array of width * height signs (row-major) or a sign map (width and height are
 * then optional). The allocation-light path for a board that redraws its territory overlay: pass
 * `out` (an Int8Array of width * height) to have the map written there instead of a new array.
 * @returns {Int8Array}
 */
export function ownershipMap(signs, width, height, out) {
  const fn = 'ownershipMap';
  if (signs instanceof Int8Array) {
    checkInteger(fn, 'width', width);
    checkInteger(fn, 'height', height);
    if (width < 1 || height < 1) throw fail(fn, 'INVALID_BOARD', 'the board is empty');
    if (width > MAX_BOARD_SIZE || height > MAX_BOARD_SIZE) throw tooLarge(fn, width, height);
    if (signs.length !== width * height) {
      throw fail(
        fn,
        'INVALID_BOARD',
        `signs has ${signs.length} values, expected ${width} x ${height} = ${width * height}`,
      );
    }
    core.HEAP8.set(signs, input(signs.length));
  } else {
    if (!Array.isArray(signs)) {
      throw fail(fn, 'INVALID_BOARD', `signs must be an Int8Array or a sign map, got ${describe(signs)}`);
    }
    const size = writeBoard(fn, signs);
    if ((width !== undefined && width !== size.width) || (height !== undefined && height !== size.height)) {
      throw fail(
        fn,
        'INVALID_BOARD',
        `the sign map is ${size.width}x${size.height}, but width x height is ${width}x${height}`,
      );
    }
    ({ width, height } = size);
  }
  const area = width * height;
  if (out !== undefined && !(out instanceof Int8Array && out.length === area)) {
    throw fail(fn, 'INVALID_ARGUMENT', `out must be an Int8Array of ${area} values, got ${describe(out)}`);
  }
  const ptr = core._goscore_ownership(width, height);
  if (ptr === 0) check(1, fn);
  if (out === undefined) return copyOut(ptr, area);
  out.set(core.HEAP8.subarray(ptr, ptr + area));
  return out;
}

/**
 * Tromp-Taylor area scoring of a board (sign map or rows) with komi and the terminal rule: the game
 * is over after at least two consecutive passes or at least twice the board's area in actions.
 * @returns {[true, number, number, 1 | -1 | 0] | [false, null, null, null]}
 */
export function scoreTrompTaylor(board, komi, consecutivePasses, moveCount) {
  const fn = 'scoreTrompTaylor';
  const { width, height } = writeBoard(fn, board);
  if (typeof komi !== 'number') {
    throw fail(fn, 'INVALID_ARGUMENT', `komi must be a finite number, got ${describe(komi)}`);
  }
  checkInteger(fn, 'consecutivePasses', consecutivePasses);
  checkInteger(fn, 'moveCount', moveCount);
  if (!core._goscore_tromp_taylor(width, height, komi, consecutivePasses, moveCount)) check(1, fn);
  const heap = core.HEAPF64;
  if (!heap[NUMS]) return [false, null, null, null];
  return [true, heap[NUMS + 1], heap[NUMS + 2], heap[NUMS + 3]];
}

// ---------------------------------------------------------------------------------------------
// Territory and area scoring

const RULES = { territory: 0, area: 1, 'tromp-taylor': 2 };
const RULE_NAMES = ['territory', 'area', 'tromp-taylor'];
const LANGS = { en: 0, ko: 1, ja: 2, zh: 3 };

/**
 * The result of scoring a position: plain fields, and the result line on demand.
 * `String(result)` is `Black wins by 2.5`, `White wins by 6.5` or `Draw`; `result.sgf` is `B+2.5`,
 * `W+6.5` or `0`.
 */
export class ScoreResult {
  constructor(fields) {
    Object.assign(this, fields);
  }

  /** The result line: lang 'en' (default), 'ko', 'ja' or 'zh'. */
  toString(lang = 'en') {
    if (typeof lang !== 'string' || !Object.hasOwn(LANGS, lang)) {
      throw fail(
        'ScoreResult.toString',
        'INVALID_ARGUMENT',
        `unknown language ${describe(lang)}, expected 'en', 'ko', 'ja' or 'zh'`,
      );
    }
    return core.formatScore(this.winner, Math.round(this.margin * 10), LANGS[lang]);
  }

  /** The SGF RE value. */
  get sgf() {
    return core.formatScore(this.winner, Math.round(this.margin * 10), 4);
  }

  toJSON() {
    return {
      ...this,
      text: this.toString(),
      sgf: this.sgf,
      ownership: Array.from(this.ownership),
      seki: Array.from(this.seki),
    };
  }
}

/** The score the core left in its score slot, with the owner and seki maps of `area` points. */
function readScore(area) {
  const v = core.HEAP32.subarray(SCORE, SCORE + 16);
  const side = (i) => ({
    stones: v[8 + 4 * i],
    territory: v[9 + 4 * i],
    prisoners: v[10 + 4 * i],
    dead: v[11 + 4 * i],
  });
  const ptr = core.outputPtr();
  return new ScoreResult({
    // Black's score; White's, komi included.
    black: v[3] / 10,
    white: v[4] / 10,
    // 1 Black, -1 White, 0 draw; how much the winner wins by (0 for a draw).
    winner: v[1],
    margin: v[2] / 10,
    rules: RULE_NAMES[v[0]],
    // The scores in integer tenths of a point.
    raw: { black: v[3], white: v[4] },
    // The parts of each score, for a score panel.
    details: { black: side(0), white: side(1), komi: v[5] / 10, dame: v[6], sekiPoints: v[7] },
    // Row-major owner of every point after the dead are lifted (1, -1, or 0), and the seki mask.
    ownership: copyOut(ptr, area),
    seki: copyOut(ptr + area, area, Uint8Array),
  });
}

function checkOptions(fn, options, allowed) {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw fail(fn, 'INVALID_ARGUMENT', `options must be an object, got ${describe(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (!allowed.includes(key)) {
      throw fail(fn, 'INVALID_ARGUMENT', `unknown option '${key}' (expected ${allowed.join(', ')})`);
    }
  }
  return options;
}

function checkVertex(fn, name, vertex) {
  if (!Array.isArray(vertex) || vertex.length !== 2) {
    throw fail(fn, 'INVALID_COORDINATE', `${name} must be an [x, y] pair, got ${describe(vertex)}`);
  }
  checkInteger(fn, `${name}[0]`, vertex[0], 'INVALID_COORDINATE');
  checkInteger(fn, `${name}[1]`, vertex[1], 'INVALID_COORDINATE');
  return [int32(vertex[0]), int32(vertex[1])];
}

function checkVertexList(fn, name, list) {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    throw fail(fn, 'INVALID_ARGUMENT', `${name} must be an array of [x, y] points, got ${describe(list)}`);
  }
  return list.map((v, i) => checkVertex(fn, `${name}[${i}]`, v));
}

function checkCount(fn, name, value) {
  checkInteger(fn, name, value);
  if (value < 0 || value > 2 ** 31 - 1) {
    throw fail(fn, 'INVALID_ARGUMENT', `${name} must be a non-negative integer, got ${value}`);
  }
}

function scoreStateless(fn, rules, board, options, allowed, defaultKomi) {
  const opts = checkOptions(fn, options, allowed);
  const komi = komiTenths(fn, opts.komi ?? defaultKomi);
  const dead = checkVertexList(fn, 'dead', opts.dead);
  const seki = checkVertexList(fn, 'seki', opts.seki);
  let byBlack = 0;
  let byWhite = 0;
  if (opts.prisoners !== undefined) {
    const p = checkOptions(fn, opts.prisoners, ['black', 'white']);
    byBlack = p.black ?? 0;
    byWhite = p.white ?? 0;
    checkCount(fn, 'prisoners.black', byBlack);
    checkCount(fn, 'prisoners.white', byWhite);
  }
  const { width, height } = writeBoard(fn, board);
  const ints = core.inputInts(2 * (dead.length + seki.length)) >> 2;
  const heap = core.HEAP32;
  [...dead, ...seki].forEach(([x, y], i) => {
    heap[ints + 2 * i] = x;
    heap[ints + 2 * i + 1] = y;
  });
  check(core.scoreBoard(width, height, RULES[rules], komi, byBlack, byWhite, dead.length, seki.length), fn);
  return readScore(width * height);
}

/**
 * Japanese territory scoring (1989 rules, Articles 8 and 10) of a finished position.
 * options: komi (default 6.5); dead: points whose chains are dead; seki: points whose empty regions
 * are agreed seki; prisoners: { black, white }, stones captured during play BY each player.
 * @returns {ScoreResult}
 */
export function scoreTerritory(board, options) {
  return scoreStateless('scoreTerritory', 'territory', board, options, ['komi', 'dead', 'seki', 'prisoners'], 6.5);
}

/**
 * Area scoring of a finished position: stones left after the dead are lifted plus empty points that
 * reach only that colour; komi (default 7.5) to White.
 * @returns {ScoreResult}
 */
export function scoreArea(board, options) {
  return scoreStateless('scoreArea', 'area', board, options, ['komi', 'dead'], 7.5);
}

// ---------------------------------------------------------------------------------------------
// Game

const KO_RULES = { simple: 0, 'positional-superko': 1 };
const DISPOSE = Symbol.dispose ?? Symbol.for('Symbol.dispose');

// Frees the WASM memory of a game that was garbage-collected without dispose().
const finalizer =
  typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry((handle) => {
        if (!handle.isDeleted()) handle.delete();
      })
    : null;

function checkColor(fn, color) {
  if (color !== 1 && color !== -1) {
    throw fail(fn, 'INVALID_ARGUMENT', `color must be 1 (black) or -1 (white), got ${describe(color)}`);
  }
}

function readSignMap(width, height, ptr, heap) {
  const rows = new Array(height);
  for (let y = 0; y < height; y++) {
    const row = new Array(width);
    for (let x = 0; x < width; x++) row[x] = heap[ptr + y * width + x];
    rows[y] = row;
  }
  return rows;
}

/**
 * A game of Go: the liberty tracker, the rules of play, the move log, prisoners, scoring marks and
 * scoring. It holds WASM memory: call dispose() (or use `using`) when done; a game that is garbage
 * collected is freed too where the runtime supports FinalizationRegistry, but dispose() is the way.
 */
export class Game {
  #handle;
  #width;
  #height;
  #komi;
  #scoredRules = -1;

  /**
   * @param {{ width?: number, height?: number, size?: number, komi?: number, suicide?: boolean,
   *           ko?: 'simple' | 'positional-superko', turn?: 1 | -1 }} [options]
   *   turn: who moves first (default 1, black).
   */
  constructor(options) {
    const fn = 'Game';
    const opts = checkOptions(fn, options, ['width', 'height', 'size', 'komi', 'suicide', 'ko', 'turn']);
    const width = opts.width ?? opts.size ?? 19;
    const height = opts.height ?? opts.size ?? width;
    checkInteger(fn, 'width', width);
    checkInteger(fn, 'height', height);
    if (width < 1 || height < 1) throw fail(fn, 'INVALID_BOARD', 'the board is empty');
    if (width > MAX_BOARD_SIZE || height > MAX_BOARD_SIZE) throw tooLarge(fn, width, height);
    const komi = komiTenths(fn, opts.komi ?? 6.5);
    const suicide = opts.suicide ?? false;
    if (typeof suicide !== 'boolean') {
      throw fail(fn, 'INVALID_ARGUMENT', `suicide must be true or false, got ${describe(suicide)}`);
    }
    const ko = opts.ko ?? 'simple';
    if (!(ko in KO_RULES) || typeof ko !== 'string') {
      throw fail(fn, 'INVALID_ARGUMENT', `ko must be 'simple' or 'positional-superko', got ${describe(ko)}`);
    }
    const turn = opts.turn ?? 0;
    if (opts.turn !== undefined && turn !== 1 && turn !== -1) {
      throw fail(fn, 'INVALID_ARGUMENT', `turn must be 1 (black) or -1 (white), got ${describe(turn)}`);
    }
    // About 19 bytes a point (measured on 1024x1024), and the padding and bookkeeping around them.
    reserve(fn, 24 * (width + 2) * (height + 2) + 64 * 1024, `a ${width}x${height} game`);
    this.#handle = new core.GameHandle(width, height, suicide, KO_RULES[ko], komi, turn);
    this.#width = width;
    this.#height = height;
    this.#komi = komi;
    if (finalizer) finalizer.register(this, this.#handle, this);
  }

  /** A game starting from a position (rows or sign map); its stones are setup, not moves. */
  static fromPosition(board, options) {
    const fn = 'Game.fromPosition';
    checkBoardArray(fn, board);
    const { width, height } = writeBoard(fn, board);
    const game = new Game({ ...checkOptions(fn, options, ['komi', 'suicide', 'ko', 'turn']), width, height });
    const status = game.#handle.loadPosition(width, height);
    if (status !== 0) {
      game.dispose();
      check(status, fn);
    }
    return game;
  }

  /**
   * A game from the main line of an SGF record (FF[4]): size, komi, handicap, setup stones, who
   * moves first (PL), moves and passes; the record's RE is kept as recordedResult. options: suicide,
   * ko, komi (used only when the record has no KM) and turn (used only when it has no PL; without
   * either, White moves first after handicap stones, else Black).
   */
  static fromSgf(text, options) {
    // Errors say `fromSgf: …`, as game records' users know the function.
    const fn = 'fromSgf';
    if (typeof text !== 'string') {
      throw fail(fn, 'INVALID_SGF', `the record must be a string, got ${describe(text)}`);
    }
    // Refused before it is copied into the heap (every character is at least one byte; the core
    // checks the bytes of what passes).
    if (text.length > MAX_SGF_BYTES) {
      throw fail(
        fn,
        'INVALID_SGF',
        `the record is ${text.length} characters; records longer than ${MAX_SGF_BYTES} bytes (32 MiB) are not read`,
      );
    }
    // Reading costs up to about 19 bytes a byte of record (6.7 million passes in 32 MiB: 608 MiB).
    reserve(fn, 20 * text.length, `a record of ${text.length} characters`);
    const game = new Game(checkOptions(fn, options, ['komi', 'suicide', 'ko', 'turn']));
    const status = game.#handle.loadSgf(text);
    if (status !== 0) {
      game.dispose();
      check(status, fn);
    }
    game.#width = game.#handle.width();
    game.#height = game.#handle.height();
    game.#komi = game.#handle.komiTenths();
    return game;
  }

  #live(fn) {
    if (!this.#handle || this.#handle.isDeleted()) {
      throw fail(`Game.${fn}`, 'DISPOSED', 'the game has been disposed');
    }
    return this.#handle;
  }

  get width() {
    return this.#width;
  }

  get height() {
    return this.#height;
  }

  get komi() {
    return this.#komi / 10;
  }

  set komi(value) {
    const tenths = komiTenths('Game.komi', value);
    this.#live('komi').setKomi(tenths);
    this.#komi = tenths;
  }

  /**
   * The player to move: the opponent of whoever moved or passed last; before any move, the first
   * player (the record's PL, else the `turn` option, else White after handicap stones, else Black).
   * @returns {1 | -1}
   */
  get turn() {
    return this.#live('turn').toPlay();
  }

  /**
   * Plays a stone of `color` (1 black, -1 white) at [x, y]. Returns the stones it captured.
   * An illegal move throws GoScoreError (code ILLEGAL_MOVE) naming the rule, and changes nothing.
   * @returns {{ captured: number[][] }}
   */
  play(color, vertex) {
    const fn = 'Game.play';
    const handle = this.#live('play');
    checkColor(fn, color);
    const [x, y] = checkVertex(fn, 'vertex', vertex);
    check(handle.play(color, x, y), fn);
    this.#scoredRules = -1;
    const count = core.HEAP32[META];
    const base = core.outputIntsPtr() >> 2;
    const heap = core.HEAP32;
    const captured = new Array(count);
    for (let i = 0; i < count; i++) captured[i] = [heap[base + 2 * i], heap[base + 2 * i + 1]];
    return { captured };
  }

  /** Whether `color` may play at [x, y] now: 'legal', or 'occupied', 'suicide', 'ko', 'superko', 'off-board'. */
  check(color, vertex) {
    const fn = 'Game.check';
    const handle = this.#live('check');
    checkColor(fn, color);
    const [x, y] = checkVertex(fn, 'vertex', vertex);
    return ['legal', 'off-board', 'not-a-player', 'occupied', 'suicide', 'ko', 'superko'][handle.check(color, x, y)];
  }

  /** A pass by `color`. */
  pass(color) {
    const fn = 'Game.pass';
    const handle = this.#live('pass');
    checkColor(fn, color);
    check(handle.pass(color), fn);
    this.#scoredRules = -1;
  }

  /** Takes back the last move or pass; false when there is nothing to take back. */
  undo() {
    const undone = this.#live('undo').undo();
    if (undone) this.#scoredRules = -1;
    return undone;
  }

  /** The position as a sign map (board[y][x]), a fresh copy. */
  get board() {
    this.#live('board').board();
    return readSignMap(this.#width, this.#height, core.outputPtr(), core.HEAP8);
  }

  /** Every chain: { id, color, stones, liberties }, points sorted by x, then y. */
  groups() {
    return this.#live('groups').groups();
  }

  /** Per point (map[y][x]): the liberty count of the chain on it, 0 where empty. */
  libertyMap() {
    this.#live('libertyMap').libertyMap();
    return readSignMap(this.#width, this.#height, core.outputIntsPtr() >> 2, core.HEAP32);
  }

  /** Stones captured BY each player during play. */
  get captures() {
    const c = this.#live('captures').counters();
    return { black: c.capturesBlack, white: c.capturesWhite };
  }

  /** Stones each player put on the board with moves (setup stones not included). */
  get stonesPlayed() {
    const c = this.#live('stonesPlayed').counters();
    return { black: c.playedBlack, white: c.playedWhite };
  }

  get consecutivePasses() {
    return this.#live('consecutivePasses').counters().consecutivePasses;
  }

  /** Moves and passes played. */
  get moveCount() {
    return this.#live('moveCount').counters().moveCount;
  }

  /** Tromp-Taylor terminal rule: two consecutive passes, or twice the board's area in actions. */
  get isTerminal() {
    return this.#live('isTerminal').counters().isTerminal;
  }

  /** The move log: [{ color, vertex (null for a pass), captured }]. */
  get moves() {
    return this.#live('moves').moves();
  }

  /** The RE value of the SGF record the game was read from ('' when none). */
  get recordedResult() {
    return this.#live('recordedResult').recordedResult();
  }

  /** Marks the whole chain through [x, y] dead, or alive again. */
  toggleDead(vertex) {
    const fn = 'Game.toggleDead';
    const handle = this.#live('toggleDead');
    const [x, y] = checkVertex(fn, 'vertex', vertex);
    check(handle.toggleDead(x, y), fn);
    this.#scoredRules = -1;
  }

  /** Marks the empty region through [x, y] as seki (it scores nothing under territory rules), or unmarks it. */
  toggleSeki(vertex) {
    const fn = 'Game.toggleSeki';
    const handle = this.#live('toggleSeki');
    const [x, y] = checkVertex(fn, 'vertex', vertex);
    check(handle.toggleSeki(x, y), fn);
    this.#scoredRules = -1;
  }

  /** The scoring marks: dead stones and one point per seki region. */
  get marks() {
    return this.#live('marks').marks();
  }

  clearMarks() {
    this.#live('clearMarks').clearMarks();
    this.#scoredRules = -1;
  }

  /**
   * Scores the game as it stands with its marks, prisoners and komi.
   * @param {{ rules?: 'territory' | 'area' | 'tromp-taylor' }} [options]
   * @returns {ScoreResult}
   */
  score(options) {
    const fn = 'Game.score';
    const handle = this.#live('score');
    const opts = checkOptions(fn, options, ['rules']);
    const rules = opts.rules ?? 'territory';
    if (!(rules in RULES) || typeof rules !== 'string') {
      throw fail(fn, 'INVALID_ARGUMENT', `rules must be 'territory', 'area' or 'tromp-taylor', got ${describe(rules)}`);
    }
    check(handle.score(RULES[rules]), fn);
    this.#scoredRules = RULES[rules];
    return readScore(this.#width * this.#height);
  }

  /**
   * The area/territory equivalence check: undefined when its condition does not hold (different
   * numbers of stones placed, or a region marked seki), true when area and territory give the same
   * result, false when they disagree (a bug in one of the scorers).
   */
  agreeUnderEquivalence() {
    const agree = this.#live('agreeUnderEquivalence').agree();
    return agree < 0 ? undefined : agree === 1;
  }

  /** The SGF record of the game; once scored, with RE and the TB/TW territory marks. */
  toSgf() {
    return this.#live('toSgf').toSgf(this.#scoredRules);
  }

  /** Recomputes the liberty tracker from scratch and throws if it differs from the incremental state. */
  checkConsistency() {
    check(this.#live('checkConsistency').checkConsistency(), 'Game.checkConsistency');
  }

  /** Frees the game's WASM memory. Idempotent; the game cannot be used afterwards. */
  dispose() {
    if (this.#handle && !this.#handle.isDeleted()) {
      if (finalizer) finalizer.unregister(this);
      this.#handle.delete();
    }
  }

  [DISPOSE]() {
    this.dispose();
  }
}

/** Internal numbers for tests and benchmarks: bytes of the WASM heap in use, and its size. */
export function memoryStats() {
  return { heapBytesInUse: core.heapBytesInUse(), heapSize: core.HEAP8.buffer.byteLength };
}
