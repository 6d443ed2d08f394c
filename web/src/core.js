// The only module that holds the WASM module: it loads it (ready, init: web/index.d.ts) and hands its
// embind bindings (cpp/bindings/, described in docs/ARCHITECTURE.md) to the feature modules, which
// call them with plain values that web/src/input.js has read, and turn a failed call into its
// GoScoreError here.
import createGoScoreCore from '../wasm/goscore_core.mjs';
import { describe, fail, invalid, passes } from './errors.js';
import { readOptions } from './input.js';

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
export const ready = new Promise((resolve, reject) => {
  settleReady = { resolve, reject };
});
ready.catch(() => {}); // reported to whoever awaits it, never as an unhandled rejection

const loadError = (problem) => fail('goscore', 'WASM_LOAD', problem);

/** What `promise` resolves to, or WASM_LOAD `goscore: ${what}: ${why it rejected}`. */
async function loading(what, promise) {
  try {
    return await promise;
  } catch (error) {
    throw loadError(`${what}: ${error?.message ?? error}`);
  }
}

/** The bytes of the file at `url` (a file: URL in Node, else fetched); WASM_LOAD when it cannot be had. */
export const fetchBytes = async (url) => {
  const source = await fetchSource(url);
  return new Uint8Array(typeof source.arrayBuffer === 'function' ? await source.arrayBuffer() : source);
};

/** The .wasm at `url`: its bytes, or its Response when served as application/wasm (see instantiate). */
async function fetchSource(url) {
  if (url.protocol === 'file:' && typeof process === 'object' && process.versions?.node) {
    // Node reads the file itself (its fetch does not take file: URLs). The module name is a value,
    // not a literal, and marked ignored, so that no bundler tries to resolve it for a browser.
    const fs = 'node:fs/promises';
    return loading(`cannot read ${url.href}`, import(/* webpackIgnore: true */ /* @vite-ignore */ fs).then((m) => m.readFile(url)));
  }
  const response = await loading(`cannot fetch ${url.href}`, fetch(url));
  if (!response.ok) throw loadError(`cannot fetch ${url.href}: HTTP ${response.status}`);
  const wasmType = response.headers.get('Content-Type') === 'application/wasm';
  return wasmType && typeof WebAssembly.compileStreaming === 'function' ? response : response.arrayBuffer();
}

/** The module that init's options (readInitOptions) give, compiled and instantiated: { module, compiled }. */
async function compileAndInstantiate({ wasmUrl, wasmBinary, wasmModule }) {
  const source = wasmModule === undefined ? (wasmBinary ?? (await fetchSource(wasmUrl))) : undefined;
  // A Response is compiled while it downloads (compileStreaming needs the application/wasm type);
  // told from bytes by its arrayBuffer(): reading the global Response makes Node load fetch (~30 ms).
  const compiling = () => (typeof source.arrayBuffer === 'function' ? WebAssembly.compileStreaming(source) : WebAssembly.compile(source));
  const compiled = wasmModule ?? (await loading('the WebAssembly module cannot be compiled', compiling()));
  const module = await loading('the WebAssembly module cannot be instantiated', instantiateCompiled(compiled));
  return { module, compiled };
}

async function instantiate(options) {
  const { module, compiled } = await compileAndInstantiate(options);
  if (typeof module.Game !== 'function' || typeof module.error !== 'function') {
    throw loadError('the .wasm is not goscore\'s module (a different version of the package?)');
  }
  core = module;
  compiledModule = compiled;
  HEAP_MAX = core.heapMax();
  loadProblem = null;
}

/**
 * The Emscripten factory's module, instantiated from `compiled` through its instantiateWasm hook:
 * a failure there rejects this promise, where the factory's own would wait for ever.
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

/** The loaded WebAssembly.Module (or null), which the CLI posts to its worker threads. Internal. */
export const loadedWasmModule = () => compiledModule;

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

export function init(options) {
  const fn = 'init';
  // Every option is read once, here; a revoked Proxy is bad input, a getter's own error goes on.
  let request;
  try {
    if (options === null || options === undefined) throw invalid(fn, `options must be an object, got ${describe(options)}`);
    request = readInitOptions(fn, readOptions(fn, options, ['wasmUrl', 'wasmBinary', 'wasmModule']));
  } catch (error) {
    return Promise.reject(error instanceof TypeError ? invalid(fn, `options cannot be read (${error.message})`) : error);
  }
  if (core !== null) return Promise.resolve();
  if (attempt === null) return startAttempt(request, true);
  // A load is in progress or failed: wait for it, and try again with these options if it failed.
  return attempt.then(() => undefined, () => (core !== null ? undefined : startAttempt(request, false)));
}

/**
 * The load that init's options (from readOptions) ask for: { wasmUrl } (a URL), { wasmBinary } (a
 * copy of the bytes, so that the caller's buffer may change or be transferred while this loads) or
 * { wasmModule } (a WebAssembly.Module).
 */
export function readInitOptions(fn, { wasmUrl, wasmBinary, wasmModule }) {
  if ([wasmUrl, wasmBinary, wasmModule].filter((v) => v !== undefined).length !== 1) {
    throw invalid(fn, 'give exactly one of wasmUrl, wasmBinary and wasmModule');
  }
  if (wasmUrl !== undefined) {
    if (typeof wasmUrl !== 'string' && !(wasmUrl instanceof URL)) {
      throw invalid(fn, `wasmUrl must be a URL or a string, got ${describe(wasmUrl)}`);
    }
    const url = typeof wasmUrl === 'string' ? wasmUrl : URL.prototype.toString.call(wasmUrl);
    try {
      return { wasmUrl: new URL(url, typeof location === 'object' && location?.href ? location.href : undefined) };
    } catch {
      throw invalid(fn, `wasmUrl ${describe(url)} is not a URL`);
    }
  }
  if (wasmModule !== undefined) {
    if (isWasmModule(wasmModule)) return { wasmModule };
    throw invalid(fn, `wasmModule must be a WebAssembly.Module, got ${describe(wasmModule)}`);
  }
  if (ArrayBuffer.isView(wasmBinary)) return { wasmBinary: copyViewBytes(wasmBinary) };
  if (isArrayBuffer(wasmBinary)) return { wasmBinary: ArrayBuffer.prototype.slice.call(wasmBinary, 0) };
  throw invalid(fn, `wasmBinary must be an ArrayBuffer or a typed array, got ${describe(wasmBinary)}`);
}

// WebAssembly.Module.exports and ArrayBuffer's own byteLength getter read the internal slot of a
// real module or buffer, and throw a TypeError for anything that has none (a Proxy of one, an
// object made from its prototype), whatever its prototype says. A module or buffer from another
// realm (a worker, an iframe) is one.
const isWasmModule = (value) => passes(WebAssembly.Module.exports, value);
const isArrayBuffer = (value) => passes((v) => arrayBufferLength.call(v), value);
const arrayBufferLength = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;

/**
 * A copy of the bytes an ArrayBuffer view (a typed array or a DataView) covers, as the prototype's
 * own getters of its buffer, byteOffset and byteLength say, whatever its own properties say.
 */
function copyViewBytes(view) {
  const prototype = view instanceof DataView ? DataView.prototype : Object.getPrototypeOf(Uint8Array.prototype);
  const get = (name) => Object.getOwnPropertyDescriptor(prototype, name).get.call(view);
  return new Uint8Array(get('buffer'), get('byteOffset'), get('byteLength')).slice();
}

/** The module's bindings (functions, the Game class) for a call of public `fn`; WASM_LOAD until it has loaded. */
export function api(fn) {
  if (core !== null) return core;
  const why = loadProblem ?? 'the WebAssembly module has not loaded yet: await ready (or init()) before the first call';
  throw fail(fn, 'WASM_LOAD', why);
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

// A view of the module's input buffer (common.cpp Input), where a board's cells are written just
// before the call that reads them; taken again when too short (a view of memory that has grown since
// has length 0). A binding that reads a file (writeFile) frees one longer than INPUT_KEPT (kInputKept).
let input = null;
const encoder = new TextEncoder();
const INPUT_KEPT = 2 ** 14;
const inputView = (fn, n) => (input === null || input.length < n ? (input = api(fn).input(n)) : input);

/**
 * Writes a board's cells (the rows' text, or `n` signs of a real Int8Array: input.js) into the
 * input buffer, for the binding called next: their bytes, or -1 for a character beyond ASCII.
 */
export function writeInput(fn, cells, n = cells.length) {
  return writeCells(inputView(fn, n), cells, n);
}

/** Writes `cells` (as writeInput) into `view`, a module's input buffer at least `n` long. */
function writeCells(view, cells, n) {
  if (typeof cells !== 'string') {
    view.set(cells); // by its internal length: no property of the caller's is read
    return n;
  }
  const { read, written } = encoder.encodeInto(cells, view);
  return read === n && written === n ? n : -1;
}

/**
 * Writes a file that the binding called next reads once, freeing a buffer grown past INPUT_KEPT (whose view is
 * dropped here): a model's bytes, or an SGF record (well-formed: input.js readSgfText) as UTF-8, 3 bytes a unit
 * at most. Returns its bytes.
 */
export function writeFile(fn, file) {
  let written = writeInput(fn, file); // -1 for a record beyond ASCII
  if (written < 0) ({ written } = encoder.encodeInto(file, inputView(fn, 3 * file.length)));
  if (input.length > INPUT_KEPT) input = null;
  return written;
}

// A binding's int8 results (the address it returns: board.cpp Address) as a view, kept while they
// come back at the same address, as many, in the same memory (a view of grown memory has length 0).
let result = null;
export function resultAt(fn, address, n) {
  if (address === 0) throw failure(fn);
  const kept = result !== null && result.byteOffset === address && result.length === n;
  return kept ? result : (result = new Int8Array(core.HEAP8.buffer, address, n));
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
  api(fn);
  // The memory's size bounds what is in use: only near the maximum ask malloc (which walks the heap).
  if (core.HEAP8.buffer.byteLength + bytes + HEADROOM <= HEAP_MAX) return;
  const free = HEAP_MAX - core.heapInUse();
  if (bytes + HEADROOM <= free) return;
  const left = `${MiB(Math.max(0, free - HEADROOM))} is left of ${MiB(HEAP_MAX)}; dispose() the games no longer in use`;
  throw fail(fn, 'OUT_OF_MEMORY', `${what} needs about ${MiB(bytes)} of WASM memory, and ${left}`);
}

export function memoryStats() {
  api('memoryStats');
  const stats = { heapBytesInUse: core.heapInUse(), heapSize: core.HEAP8.buffer.byteLength };
  if (evaluator !== null) stats.evaluator = { heapBytesInUse: evaluator.heapInUse(), heapSize: evaluator.HEAP8.buffer.byteLength };
  return stats;
}

// ---------------------------------------------------------------------------------------------
// The learned evaluator's module. The browser's module, built for size, has no learned evaluator
// (CMakeLists.txt): when the loaded module has none, loadScoreModel (web/src/estimate.js) loads
// goscore_core.estimator.wasm, a module with the evaluator and the estimation bindings only (the
// same glue), on its first call, and hands it the model; from then on estimateScore with the model
// is computed there (it is a pure function of its arguments), and every other call stays on `core`.
// It comes in two builds: goscore_core.estimator.simd.wasm, whose evaluator uses WASM SIMD (a
// quarter faster), where the engine validates a SIMD module, and goscore_core.estimator.wasm, the
// same code without SIMD, elsewhere (Safari before 16.4). Both give the same answers.

let evaluatorUrls = null; // the entry's URLs of goscore_core.estimator.simd.wasm and goscore_core.estimator.wasm
let modelUrl = null; // the entry's URL of the package's model file
let evaluator = null; // that module, once loaded
let evaluatorLoad = null; // its load in progress
let evaluatorInput = null; // a view of its input buffer, as `input`
let evaluatorModel = false; // whether a model has loaded into it

/**
 * Sets the default URLs of the evaluator's module, with WASM SIMD and without, and of the model file
 * (the entries: the files beside their .wasm and beside them, wasm/ and model/, where a bundle that
 * does not emit them needs them copied).
 */
export function setEvaluatorUrls(simdWasm, wasm, model) {
  evaluatorUrls = { simd: simdWasm, plain: wasm };
  modelUrl = model;
}

// A module whose one function returns a v128 (i32.const 0, i8x16.splat): valid only in an engine
// with WASM SIMD (the type 0x7b and the opcode 0xfd 0x0f come from the SIMD proposal).
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 8, 1, 6, 0, 65, 0, 253, 15, 11]);

/** Whether this engine runs WASM SIMD: which of the evaluator's two modules loads by default. */
export const wasmSimd = () => WebAssembly.validate(SIMD_PROBE);

/** The entry's URL of the package's model file (null when no entry has set one). */
export const defaultModelUrl = () => modelUrl;

/** The evaluator's module, loaded from `options` (readInitOptions) or else the default URL; WASM_LOAD for `fn` if it cannot be. */
function evaluatorModule(fn, options) {
  if (evaluator !== null) return Promise.resolve(evaluator);
  if (evaluatorLoad === null) {
    const simd = options == null && evaluatorUrls !== null && wasmSimd();
    const request = options ?? (evaluatorUrls === null ? null : { wasmUrl: simd ? evaluatorUrls.simd : evaluatorUrls.plain });
    if (request === null) return Promise.reject(fail(fn, 'WASM_LOAD', 'the loaded module has no learned evaluator: give the URL of goscore_core.estimator.wasm'));
    const load = (r) =>
      compileAndInstantiate(r).then(({ module }) => {
        if (typeof module.loadScoreModel !== 'function' || typeof module.error !== 'function') {
          throw loadError('the .wasm is not goscore\'s module with the learned evaluator (goscore_core.estimator.wasm)');
        }
        return module;
      });
    // Where the SIMD build cannot be loaded (a bundle that copied only goscore_core.estimator.wasm
    // beside it), the other one; the first error when neither can.
    const loaded = simd ? load(request).catch((error) => load({ wasmUrl: evaluatorUrls.plain }).catch(() => Promise.reject(error))) : load(request);
    evaluatorLoad = loaded.then((module) => (evaluator = module));
    evaluatorLoad.catch(() => {}).then(() => (evaluatorLoad = null)); // a failed load is tried again by the next call
  }
  return evaluatorLoad.catch((error) => {
    throw fail(fn, 'WASM_LOAD', `the learned evaluator's module: ${error.message.replace(/^goscore: /, '')}`);
  });
}

/**
 * Loads a model file's `bytes` into the evaluator's module, loading that first (from `options`, or
 * the default URL) when needed; the error of a file that is not a model for `fn`, the model loaded
 * before staying.
 */
export async function loadEvaluatorModel(fn, bytes, options) {
  const module = await evaluatorModule(fn, options);
  const n = bytes.length;
  writeCells(evaluatorView(n), bytes, n);
  if (evaluatorInput.length > INPUT_KEPT) evaluatorInput = null; // freed by the binding, as writeFile's
  if (!module.loadScoreModel(n)) throw evaluatorFailure(fn);
  evaluatorModel = true;
}

/** Whether estimateScore with the model goes to the evaluator's module (a model has loaded there). */
export const evaluatorHasModel = () => evaluatorModel;

/**
 * Calls binding `name` of the evaluator's module with `args`, those of the same call on `core`
 * (boardArgs first: the board's `cells`, written into `core`'s input already, are written into the
 * evaluator's too): its result, or its error thrown for `fn`.
 */
export function callEvaluator(fn, name, cells, args) {
  const n = args[0];
  writeCells(evaluatorView(n), cells, n);
  const result = evaluator[name](...args);
  if (result === null) throw evaluatorFailure(fn);
  return result;
}

const evaluatorView = (n) => (evaluatorInput === null || evaluatorInput.length < n ? (evaluatorInput = evaluator.input(n)) : evaluatorInput);

function evaluatorFailure(fn) {
  const { code, message } = evaluator.error();
  return fail(fn, code, message);
}
