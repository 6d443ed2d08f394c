// Loading the module: a missing or corrupt .wasm is a GoScoreError WASM_LOAD from `ready`, from
// every call and from init(), never an unhandled rejection and never a failed import; init() then
// loads from bytes or a URL the caller gives, and the API works.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = fileURLToPath(new URL('../../web', import.meta.url));

/**
 * Runs `script` (an ES module body) against a copy of web/ whose .wasm is `wasm` (or missing);
 * `files` are more modules beside it (name: body), PACKAGE and CORE replaced in each as in `script`.
 */
function runWithWasm(wasm, script, files = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'goscore-load-'));
  try {
    cpSync(web, join(dir, 'web'), { recursive: true });
    const file = join(dir, 'web/wasm/goscore_core.node.wasm'); // the module web/index.js loads
    if (wasm === null) rmSync(file);
    else writeFileSync(file, wasm);
    const urls = (text) =>
      text
        .replaceAll('PACKAGE', pathToFileURL(join(dir, 'web/index.js')).href)
        .replaceAll('CORE', pathToFileURL(join(dir, 'web/src/core.js')).href);
    for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), urls(body));
    const main = join(dir, 'main.mjs');
    writeFileSync(main, urls(script));
    // An unhandled rejection would make Node exit with an error: the run must end cleanly.
    return JSON.parse(execFileSync(process.execPath, ['--unhandled-rejections=strict', main], { encoding: 'utf8' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SCRIPT = `
import * as goscore from 'PACKAGE';
const out = {};
out.readyError = await goscore.ready.then(() => null, (e) => [e.name, e.code, e.message]);
try { goscore.getTerritories([' B ']); } catch (e) { out.callError = [e.code, e.message]; }
out.initBadOptions = await goscore.init({}).then(() => null, (e) => [e.code, e.message]);
await goscore.init({ wasmBinary: new Uint8Array(${JSON.stringify(Array.from(readFileSync(join(web, 'wasm/goscore_core.wasm'))))}) });
out.after = goscore.getTerritories([' BW ', ' BW ']).territoryBlack;
out.again = await goscore.init({ wasmUrl: 'file:///nowhere.wasm' }).then(() => 'resolved');
console.log(JSON.stringify(out));
`;

test('a corrupt .wasm: WASM_LOAD from ready and from calls, then init({ wasmBinary }) loads it', { timeout: 60_000 }, () => {
  const out = runWithWasm(Buffer.from('not a wasm module'), SCRIPT);
  assert.equal(out.readyError[0], 'GoScoreError');
  assert.equal(out.readyError[1], 'WASM_LOAD');
  assert.match(out.readyError[2], /^goscore: the WebAssembly module cannot be compiled/);
  assert.equal(out.callError[0], 'WASM_LOAD');
  assert.match(out.callError[1], /^getTerritories: the WebAssembly module cannot be compiled/);
  assert.deepEqual(out.initBadOptions, ['INVALID_ARGUMENT', 'init: give exactly one of wasmUrl, wasmBinary and wasmModule']);
  assert.deepEqual(out.after, [[0, 0], [0, 1]]);
  assert.equal(out.again, 'resolved'); // loaded already: nothing is fetched again
});

test('a missing .wasm: WASM_LOAD names the file, and init() recovers', { timeout: 60_000 }, () => {
  const out = runWithWasm(null, SCRIPT);
  assert.equal(out.readyError[1], 'WASM_LOAD');
  assert.match(out.readyError[2], /^goscore: cannot read file:\/\/.*goscore_core\.node\.wasm: ENOENT/);
  assert.match(out.callError[1], /^getTerritories: cannot read/);
  assert.deepEqual(out.after, [[0, 0], [0, 1]]);
});

// The package's .wasm, compiled by the test itself, and the script's modules: main.mjs gets init's
// answers to bad modules, then loads from a good one and posts it to a worker thread (worker.mjs),
// which hands it to init before it imports the package: the copy's own .wasm is corrupt, so a
// worker that read and compiled it would fail its calls.
const MODULE_SCRIPT = `
import { Worker } from 'node:worker_threads';
import * as goscore from 'PACKAGE';
const bytes = new Uint8Array(${JSON.stringify(Array.from(readFileSync(join(web, 'wasm/goscore_core.wasm'))))});
const good = await WebAssembly.compile(bytes);
// A valid module with no imports and no exports: the magic number and version 1.
const empty = await WebAssembly.compile(Uint8Array.of(0, 0x61, 0x73, 0x6d, 1, 0, 0, 0));
const answer = (options) => goscore.init(options).then(() => 'resolved', (e) => [e.code, e.message]);
const out = {};
out.number = await answer({ wasmModule: 42 });
out.bytes = await answer({ wasmModule: bytes });
out.proxy = await answer({ wasmModule: new Proxy(good, {}) });
out.fake = await answer({ wasmModule: Object.create(WebAssembly.Module.prototype) });
out.two = await answer({ wasmModule: good, wasmBinary: bytes });
out.empty = await answer({ wasmModule: empty });
out.stillFailing = (() => { try { goscore.getTerritories([' B ']); return 'no error'; } catch (e) { return e.code; } })();
out.good = await answer({ wasmModule: good });
out.main = goscore.getTerritories([' BW ', ' BW ']);
const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: good });
out.worker = await new Promise((resolve, reject) => { worker.once('message', resolve); worker.once('error', reject); });
await worker.terminate();
console.log(JSON.stringify(out));
`;

const WORKER_SCRIPT = `
import { parentPort, workerData } from 'node:worker_threads';
import { init } from 'CORE';
const loading = init({ wasmModule: workerData });
const goscore = await import('PACKAGE');
await loading;
const t = goscore.getTerritories([' BW ', ' BW ']);
parentPort.postMessage({ territoryBlack: t.territoryBlack, territoryWhite: t.territoryWhite });
`;

test('init({ wasmModule }): a compiled module loads the package, in a worker thread too; anything else is refused', { timeout: 60_000 }, () => {
  const out = runWithWasm(Buffer.from('not a wasm module'), MODULE_SCRIPT, { 'worker.mjs': WORKER_SCRIPT });
  assert.deepEqual(out.number, ['INVALID_ARGUMENT', 'init: wasmModule must be a WebAssembly.Module, got 42']);
  assert.deepEqual(out.bytes, ['INVALID_ARGUMENT', 'init: wasmModule must be a WebAssembly.Module, got a Uint8Array']);
  assert.equal(out.proxy[0], 'INVALID_ARGUMENT');
  assert.match(out.proxy[1], /^init: wasmModule must be a WebAssembly.Module, got /);
  assert.equal(out.fake[0], 'INVALID_ARGUMENT');
  assert.match(out.fake[1], /^init: wasmModule must be a WebAssembly.Module, got /);
  assert.deepEqual(out.two, ['INVALID_ARGUMENT', 'init: give exactly one of wasmUrl, wasmBinary and wasmModule']);
  // Another program's module: refused when it is instantiated, and the package is still not loaded.
  assert.equal(out.empty[0], 'WASM_LOAD');
  assert.match(out.empty[1], /^goscore: the WebAssembly module cannot be instantiated/);
  assert.equal(out.stillFailing, 'WASM_LOAD');
  assert.equal(out.good, 'resolved');
  // Counted by hand: the left column touches Black only, the right one White only.
  assert.deepEqual(out.main.territoryBlack, [[0, 0], [0, 1]]);
  assert.deepEqual(out.main.territoryWhite, [[3, 0], [3, 1]]);
  assert.deepEqual(out.worker, { territoryBlack: [[0, 0], [0, 1]], territoryWhite: [[3, 0], [3, 1]] });
});
