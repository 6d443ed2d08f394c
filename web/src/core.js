// The only module that touches the WASM module: its raw exports, its heap, the input block it reads
// and the result block it writes (the wire protocol of cpp/wasm/wire.h, described in
// docs/ARCHITECTURE.md). Every other module hands it plain values and gets plain values back.
//
// Safety by construction: callers read every user value into plain values first (web/src/input.js);
// here, nothing user-supplied runs between the input block's allocation, its writing, the call and
// the copying out of its result; heap views are taken after every allocation that can grow the
// memory; results are copied into memory of their own.
import createGoScoreCore from '../wasm/goscore_core.mjs';
// The wire table, written by the build from the module it was built with (scripts/wire-table.mjs):
// the names are the module's own, and every load checks that the .wasm publishes the same table.
import WIRE_TEXT from '../wasm/wire.js';
import { GoScoreError, describe, fail } from './errors.js';

/**
 * The wire table (cpp/wasm/wire.h, published by the bindings): every slot, code and limit, by name.
 * E.g. W.score.winner is the score result's winner slot, W.rules.area the area rules' code.
 */
export const W = Object.freeze(JSON.parse(WIRE_TEXT));

/** The loaded module, or null until a load has succeeded. */
let core = null;
let HEAP_MAX = 0;
/** The WebAssembly.Module `core` was instantiated from. */
let compiledModule = null;

const decoder = new TextDecoder();
const encoder = new TextEncoder();

// ---------------------------------------------------------------------------------------------
// Loading. The entries (web/index.js, web/browser.js) start the default load of the .wasm beside
// them; init() loads from a URL or bytes the caller gives. Nothing here uses a top-level await, so
// that bundlers targeting browsers without it (Vite 6's default) and classic workers take the package.

let attempt = null; // the load in progress or done: a promise that never rejects unhandled
let loadProblem = null; // why the last load failed, for the errors of calls made after it
let settleReady;
/** Resolves once the module has loaded; rejects with WASM_LOAD when the first load fails. */
export const ready = new Promise((resolve, reject) => {
  settleReady = { resolve, reject };
});
ready.catch(() => {}); // reported to whoever awaits it, never as an unhandled rejection

function loadError(problem) {
  return new GoScoreError('WASM_LOAD', `goscore: ${problem}`);
}

async function fetchBytes(url) {
  if (url.protocol === 'file:' && typeof process === 'object' && process.versions?.node) {
    // Node reads the file itself (its fetch does not take file: URLs). The module name is a value,
    // not a literal, and marked ignored, so that no bundler tries to resolve it for a browser.
    const fs = 'node:fs/promises';
    try {
      return await (await import(/* webpackIgnore: true */ /* @vite-ignore */ fs)).readFile(url);
    } catch (error) {
      throw loadError(`cannot read ${url.href}: ${error.message}`);
    }
  }
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw loadError(`cannot fetch ${url.href}: ${error.message}`);
  }
  if (!response.ok) throw loadError(`cannot fetch ${url.href}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

async function instantiate({ wasmUrl, wasmBinary, wasmModule }) {
  let compiled = wasmModule;
  if (compiled === undefined) {
    const bytes = wasmBinary ?? (await fetchBytes(wasmUrl));
    try {
      compiled = await WebAssembly.compile(bytes);
    } catch (error) {
      throw loadError(`the WebAssembly module cannot be compiled: ${error?.message ?? error}`);
    }
  }
  let module;
  try {
    module = await instantiateCompiled(compiled);
  } catch (error) {
    throw loadError(`the WebAssembly module cannot be instantiated: ${error?.message ?? error}`);
  }
  const ptr = module._goscore_wire_text();
  const end = module.HEAPU8.indexOf(0, ptr);
  if (decoder.decode(module.HEAPU8.subarray(ptr, end)) !== WIRE_TEXT) {
    throw loadError('the .wasm was built from other sources than this JS (a different version of the package?)');
  }
  core = module;
  compiledModule = compiled;
  HEAP_MAX = core._goscore_heap_max();
  loadProblem = null;
}

/**
 * The Emscripten factory's module, instantiated from the compiled `compiled` through its
 * instantiateWasm hook (the factory calls it with the imports and a callback for the instance, and
 * would otherwise compile the bytes itself). A failure there rejects this promise, where the
 * factory's own promise would wait for ever.
 */
function instantiateCompiled(compiled) {
  return new Promise((resolve, reject) => {
    const instantiateWasm = (imports, receiveInstance) => {
      WebAssembly.instantiate(compiled, imports)
        .then((instance) => receiveInstance(instance, compiled))
        .catch(reject);
      return {}; // the exports come later, through receiveInstance
    };
    // printErr: Emscripten would print its own line for a failure before rejecting.
    createGoScoreCore({ instantiateWasm, printErr: () => {} }).then(resolve, reject);
  });
}

/**
 * The compiled WebAssembly.Module the loaded module was instantiated from (null before a load):
 * what the CLI posts to its worker threads, so that each instantiates it instead of compiling the
 * bytes again. Internal: not part of the public API.
 */
export function loadedWasmModule() {
  return compiledModule;
}

function startAttempt(options, isFirst) {
  attempt = instantiate(options).then(
    () => {
      if (isFirst) settleReady.resolve();
    },
    (error) => {
      loadProblem = error.message.replace(/^goscore: /, '');
      if (isFirst) settleReady.reject(error);
      throw error;
    },
  );
  return attempt;
}

/** Starts the default load from `url`, unless init() was called first (it is one microtask later). */
export function startDefaultLoad(url) {
  Promise.resolve().then(() => {
    if (attempt === null) startAttempt({ wasmUrl: url }, true).catch(() => {});
  });
}

/**
 * Loads the module from `{ wasmUrl }` (a URL or a string resolved against the page),
 * `{ wasmBinary }` (an ArrayBuffer or a typed array of the .wasm's bytes) or `{ wasmModule }` (the
 * .wasm compiled already, a WebAssembly.Module, e.g. posted by another thread). Resolves at once
 * when the module has loaded already; after a failed load it tries again.
 */
export function init(options) {
  const fn = 'init';
  if (options === null || typeof options !== 'object') {
    return Promise.reject(fail(fn, 'INVALID_ARGUMENT', `options must be an object, got ${describe(options)}`));
  }
  // Every option is read once, here; a revoked Proxy is bad input, a getter's own error goes on.
  let given;
  try {
    given = readInitOptions(fn, options);
  } catch (error) {
    return Promise.reject(error instanceof TypeError ? fail(fn, 'INVALID_ARGUMENT', `options cannot be read (${error.message})`) : error);
  }
  if (given instanceof GoScoreError) return Promise.reject(given);
  const { url, binary, compiled } = given;
  let request;
  if (url !== undefined) {
    try {
      const base = typeof location === 'object' && location?.href ? location.href : undefined;
      request = { wasmUrl: new URL(url, base) };
    } catch {
      return Promise.reject(fail(fn, 'INVALID_ARGUMENT', `wasmUrl ${describe(url)} is not a URL`));
    }
  } else if (compiled !== undefined) {
    request = { wasmModule: compiled };
  } else {
    request = { wasmBinary: binary };
  }
  if (core !== null) return Promise.resolve();
  if (attempt === null) return startAttempt(request, true);
  // A load is in progress or failed: wait for it, and try again with these options if it failed.
  return attempt.then(
    () => undefined,
    () => (core !== null ? undefined : startAttempt(request, false)),
  );
}

/**
 * init's options as plain values: { url } (a string), { binary } (a copy of the bytes, so that the
 * caller's buffer may change or be transferred while this loads) or { compiled } (a
 * WebAssembly.Module), or the GoScoreError to reject with.
 */
function readInitOptions(fn, options) {
  const keys = Object.keys(options);
  const unknown = keys.filter((k) => !INIT_OPTIONS.includes(k));
  if (unknown.length) return fail(fn, 'INVALID_ARGUMENT', `unknown option ${unknown.join(', ')}`);
  const wasmUrl = keys.includes('wasmUrl') ? options.wasmUrl : undefined;
  const wasmBinary = keys.includes('wasmBinary') ? options.wasmBinary : undefined;
  const wasmModule = keys.includes('wasmModule') ? options.wasmModule : undefined;
  if ([wasmUrl, wasmBinary, wasmModule].filter((v) => v != null).length !== 1) {
    return fail(fn, 'INVALID_ARGUMENT', 'give exactly one of wasmUrl, wasmBinary and wasmModule');
  }
  if (wasmUrl != null) {
    if (typeof wasmUrl === 'string') return { url: wasmUrl };
    if (wasmUrl instanceof URL) return { url: URL.prototype.toString.call(wasmUrl) };
    return fail(fn, 'INVALID_ARGUMENT', `wasmUrl must be a URL or a string, got ${describe(wasmUrl)}`);
  }
  if (wasmModule != null) {
    if (isWasmModule(wasmModule)) return { compiled: wasmModule };
    return fail(fn, 'INVALID_ARGUMENT', `wasmModule must be a WebAssembly.Module, got ${describe(wasmModule)}`);
  }
  if (ArrayBuffer.isView(wasmBinary)) return { binary: copyViewBytes(wasmBinary) };
  if (isArrayBuffer(wasmBinary)) return { binary: ArrayBuffer.prototype.slice.call(wasmBinary, 0) };
  return fail(fn, 'INVALID_ARGUMENT', `wasmBinary must be an ArrayBuffer or a typed array, got ${describe(wasmBinary)}`);
}

const INIT_OPTIONS = ['wasmUrl', 'wasmBinary', 'wasmModule'];

/**
 * Whether `value` is a real WebAssembly.Module, whatever its prototype says: WebAssembly.Module.exports
 * reads the module's internal slot, and throws a TypeError for anything that has none (a Proxy of
 * a module, an object made from WebAssembly.Module.prototype). A module from another realm (a
 * worker, an iframe) is a module.
 */
function isWasmModule(value) {
  try {
    WebAssembly.Module.exports(value);
    return true;
  } catch {
    return false;
  }
}

// The prototypes' own getters of a view's buffer, byteOffset and byteLength, and of an
// ArrayBuffer's byteLength: what a view or buffer really is, whatever its own properties say.
const TypedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype);
const getter = (prototype, name) => Object.getOwnPropertyDescriptor(prototype, name).get;

/** A copy of the bytes an ArrayBuffer view (a typed array or a DataView) covers. */
function copyViewBytes(view) {
  const prototype = view instanceof DataView ? DataView.prototype : TypedArrayPrototype;
  const buffer = getter(prototype, 'buffer').call(view);
  return new Uint8Array(buffer, getter(prototype, 'byteOffset').call(view), getter(prototype, 'byteLength').call(view)).slice();
}

const arrayBufferLength = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;
function isArrayBuffer(value) {
  try {
    arrayBufferLength.call(value);
    return true;
  } catch {
    return false;
  }
}

/** The error of a call made before the module has loaded, or after its load failed. */
function notLoaded(fn) {
  return fail(
    fn,
    'WASM_LOAD',
    loadProblem ?? 'the WebAssembly module has not loaded yet: await ready (or init()) before the first call',
  );
}

// The result block of the last call: its start as an index into HEAP32, and where its scalars
// (HEAPF64 index) and descriptors (HEAP32 index) begin.
let resultSlots = 0;
let scalarBase = 0;
let descriptorBase = 0;

function openResult() {
  const base = core._goscore_result();
  resultSlots = base >> 2;
  scalarBase = (base + 8) >> 3;
  descriptorBase = resultSlots + 2 + 2 * core.HEAP32[resultSlots];
}

function readText(i) {
  const d = descriptorBase + 3 * i;
  const start = (resultSlots << 2) + core.HEAP32[d + 1];
  return decoder.decode(core.HEAPU8.subarray(start, start + core.HEAP32[d + 2]));
}

const T = W.arrayTypes;

const exportsByName = Object.create(null);

/**
 * Calls export goscore_<name> with up to six scalar arguments; throws the core's error, prefixed
 * with `fn`, when it fails. Its result is then read with scalar(), view(), copy(), text(), points().
 */
export function call(fn, name, a, b, c, d, e, f) {
  if (core === null) throw notLoaded(fn);
  const raw = (exportsByName[name] ??= core[`_goscore_${name}`]);
  const status = raw(a, b, c, d, e, f);
  if (inputBytes > KEEP_BYTES) releaseInput();
  openResult();
  if (status !== 0) throw fail(fn, W.errors[status] ?? 'INVALID_ARGUMENT', readText(0));
}

function releaseInput() {
  core._goscore_input(0);
  inputBytes = 0;
}

// ---------------------------------------------------------------------------------------------
// The input block. An entry is [type, data]: T.int8 with an Int8Array, T.int32 with an Int32Array
// or a plain array of integers, T.text with a string (UTF-8), or T.ascii: a string whose characters
// are all below 128 (one byte each; the call refuses with `nonAscii` otherwise).

const ASCII = -1;
// What the core keeps of a block between calls (protocol.cpp kKeepDoubles): a larger input is
// released as soon as its call returns.
const KEEP_BYTES = 16 * 1024;
let inputBytes = 0;

/**
 * Writes the input block of `entries` (see above). Returns false, having written nothing the core
 * will read, when an ascii entry holds a character of 128 or more.
 */
export function setInput(entries) {
  // Before a load nothing is written: the call that follows reports it with its function's name.
  if (core === null) return true;
  // Sizes first, from plain values: nothing here runs user code.
  let bytes = 8 + 12 * entries.length;
  const offsets = new Array(entries.length);
  const texts = new Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    bytes = (bytes + 7) & ~7;
    offsets[i] = bytes;
    const [type, data] = entries[i];
    if (type === T.text) {
      // A short text is encoded straight into the block, into room for its longest UTF-8 form (3
      // bytes a UTF-16 unit at most): no array of its own and no second copy. A long one is
      // encoded first, so that the block is its exact size.
      if (3 * data.length <= KEEP_BYTES) {
        texts[i] = null;
        bytes += 3 * data.length;
      } else {
        texts[i] = encoder.encode(data);
        bytes += texts[i].length;
      }
    } else {
      bytes += type === T.int32 ? 4 * data.length : data.length;
    }
  }
  // The one allocation that can grow the memory; every heap view is taken after it.
  const base = core._goscore_input(bytes);
  inputBytes = bytes;
  const heap32 = core.HEAP32;
  const slots = base >> 2;
  heap32[slots] = 0;
  heap32[slots + 1] = entries.length;
  for (let i = 0; i < entries.length; i++) {
    const [type, data] = entries[i];
    const at = base + offsets[i];
    let count = data.length;
    if (type === T.int8) core.HEAP8.set(data, at);
    else if (type === T.int32) heap32.set(data, at >> 2);
    else if (type === T.text) {
      if (texts[i] === null) count = encoder.encodeInto(data, core.HEAPU8.subarray(at, at + 3 * data.length)).written;
      else {
        core.HEAPU8.set(texts[i], at);
        count = texts[i].length;
      }
    } else {
      const { read, written } = encoder.encodeInto(data, core.HEAPU8.subarray(at, at + count));
      if (read !== count || written !== count) return false;
    }
    const d = slots + 2 + 3 * i;
    heap32[d] = type === ASCII ? T.text : type;
    heap32[d + 1] = offsets[i];
    heap32[d + 2] = count;
  }
  return true;
}

/**
 * The input block of one int8 array (a real Int8Array, copied by its internal length): the hot path
 * of ownershipMap, without the general layout's allocations.
 */
export function setInputInt8(data) {
  if (core === null) return;
  const n = taLengthOf(data);
  const base = core._goscore_input(24 + n);
  inputBytes = 24 + n;
  const heap32 = core.HEAP32;
  const slots = base >> 2;
  heap32[slots] = 0;
  heap32[slots + 1] = 1;
  heap32[slots + 2] = T.int8;
  heap32[slots + 3] = 24;
  heap32[slots + 4] = n;
  core.HEAP8.set(data, base + 24);
}

const taLengthOf = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), 'length').get.call.bind(
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), 'length').get,
);

/** Input entry types: int8, int32, text (any string, as UTF-8) and ascii (one byte a character). */
export const INPUT = Object.freeze({ int8: T.int8, int32: T.int32, text: T.text, ascii: ASCII });

// ---------------------------------------------------------------------------------------------
// The result block of the last successful call, read through these until the next call.

/** Scalar `i` (a number). */
export function scalar(i) {
  return core.HEAPF64[scalarBase + i];
}

/** Element count of array `i`. */
export function count(i) {
  return core.HEAP32[descriptorBase + 3 * i + 2];
}

/** A view of array `i` (Int8Array, Uint8Array or Int32Array by its type), valid until the next call. */
export function view(i) {
  const d = descriptorBase + 3 * i;
  const type = core.HEAP32[d];
  const start = (resultSlots << 2) + core.HEAP32[d + 1];
  const n = core.HEAP32[d + 2];
  if (type === T.int32) return core.HEAP32.subarray(start >> 2, (start >> 2) + n);
  if (type === T.uint8) return core.HEAPU8.subarray(start, start + n);
  return core.HEAP8.subarray(start, start + n);
}

/** Array `i` as a typed array of its own (a fresh ArrayBuffer: safe to keep, transfer and post). */
export function copy(i) {
  // A constructor given a typed array copies it into a fresh ArrayBuffer of exactly its size: in V8
  // a few hundred ns faster than view.slice(), which goes through the species constructor.
  const v = view(i);
  const type = core.HEAP32[descriptorBase + 3 * i];
  if (type === T.int32) return new Int32Array(v);
  if (type === T.uint8) return new Uint8Array(v);
  return new Int8Array(v);
}

/** Copies int8 array `i` into `out` (the caller checked its length). */
export function copyInto(i, out) {
  out.set(view(i));
  return out;
}

/** Array `i` as text. */
export const text = readText;

/**
 * Int32 array `i`'s x, y pairs as [[x, y], ...]: `n` pairs from element `start` (default: all).
 * `v`, a view of array i, saves making one per call in a loop.
 */
export function points(i, start = 0, n = (count(i) - start) / 2, v = view(i)) {
  const list = new Array(n);
  for (let k = 0, j = start; k < n; k++, j += 2) list[k] = [v[j], v[j + 1]];
  return list;
}

// ---------------------------------------------------------------------------------------------
// Memory

// Running out of WASM memory aborts the module (there are no C++ exceptions to catch), so work that
// needs memory in proportion to its input asks first, and is refused with OUT_OF_MEMORY while a
// margin is left for everything else (a 1024x1024 board's scratch, a score, the groups of a game).
const HEADROOM = 128 * 2 ** 20;
const MiB = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** Throws OUT_OF_MEMORY unless about `bytes` more can be allocated with the margin left over. */
export function reserve(fn, bytes, what) {
  if (core === null) throw notLoaded(fn);
  // The memory's size bounds what is in use: only near the maximum ask malloc (which walks the heap).
  if (core.HEAP8.buffer.byteLength + bytes + HEADROOM <= HEAP_MAX) return;
  const free = HEAP_MAX - core._goscore_heap_in_use();
  if (bytes + HEADROOM <= free) return;
  throw fail(
    fn,
    'OUT_OF_MEMORY',
    `${what} needs about ${MiB(bytes)} of WASM memory, and ${MiB(Math.max(0, free - HEADROOM))} is left ` +
      `of ${MiB(HEAP_MAX)}; dispose() the games no longer in use`,
  );
}

/** Bytes of the WASM heap in use by malloc, and the WASM memory's size in bytes. */
export function memoryStats() {
  if (core === null) throw notLoaded('memoryStats');
  return { heapBytesInUse: core._goscore_heap_in_use(), heapSize: core.HEAP8.buffer.byteLength };
}

/** Frees a game's C++ object (its handle from call(..., 'game_new')). */
export function freeGame(handle) {
  core._goscore_game_free(handle);
}
