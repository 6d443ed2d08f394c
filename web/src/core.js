// The only module that holds the WASM module: it loads it and hands its embind bindings
// (cpp/bindings/, described in docs/ARCHITECTURE.md) to the feature modules, which call them with
// plain values that web/src/input.js has read, and turn a failed call into its GoScoreError here.
import createGoScoreCore from '../wasm/goscore_core.mjs';
import { GoScoreError, describe, fail } from './errors.js';

/** The loaded module, or null until a load has succeeded. */
let core = null;
let HEAP_MAX = 0;
/** The WebAssembly.Module `core` was instantiated from. */
let compiledModule = null;

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
  if (typeof module.Game !== 'function' || typeof module.error !== 'function') {
    throw loadError('the .wasm is not goscore\'s module (a different version of the package?)');
  }
  core = module;
  compiledModule = compiled;
  HEAP_MAX = core.heapMax();
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

/**
 * The module's bindings (its functions and the Game class) for a call made by the public function
 * `fn`; WASM_LOAD before a successful load.
 */
export function api(fn) {
  if (core === null) throw notLoaded(fn);
  return core;
}

/** The error of the binding call that just failed (it returned null, -1 or false), for `fn`. */
export function failure(fn) {
  const { code, message } = core.error();
  return fail(fn, code, message);
}

/** `result` of a binding called for `fn`, or its error thrown when it is null (the call failed). */
export function check(fn, result) {
  if (result === null) throw failure(fn);
  return result;
}

/** Calls binding `name` with `args` for `fn`: its result, or its error thrown. */
export function call(fn, name, ...args) {
  return check(fn, api(fn)[name](...args));
}

// A view of the module's input buffer (cpp/bindings/common.cpp Input), where a board's cells are
// written just before the call that reads them; fetched again when too short, or when the memory
// has grown since (the view's buffer is then the old, detached one).
let input = null;
const encoder = new TextEncoder();
const taSet = Object.getPrototypeOf(Int8Array.prototype).set;

/**
 * Writes a board's cells (the rows' text, or the signs as an Int8Array the package owns) into the
 * module's input buffer, for the binding called next: their number of bytes, or -1 when the text
 * has a character beyond ASCII (one that is not a byte).
 */
export function writeInput(fn, cells) {
  const n = cells.length;
  if (input === null || input.length < n || input.buffer !== core.HEAP8.buffer) input = api(fn).input(n);
  if (typeof cells !== 'string') {
    taSet.call(input, cells);
    return n;
  }
  const { read, written } = encoder.encodeInto(cells, input);
  return read === n && written === n ? n : -1;
}

/** An Int32Array of x, y pairs (from `start`, `n` of them) as [[x, y], ...]. */
export function pairs(v, start = 0, n = (v.length - start) / 2) {
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
  const free = HEAP_MAX - core.heapInUse();
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
  return { heapBytesInUse: core.heapInUse(), heapSize: core.HEAP8.buffer.byteLength };
}
