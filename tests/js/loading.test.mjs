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

/** Runs `script` (an ES module body) against a copy of web/ whose .wasm is `wasm` (or missing). */
function runWithWasm(wasm, script) {
  const dir = mkdtempSync(join(tmpdir(), 'goscore-load-'));
  try {
    cpSync(web, join(dir, 'web'), { recursive: true });
    const file = join(dir, 'web/wasm/goscore_core.wasm');
    if (wasm === null) rmSync(file);
    else writeFileSync(file, wasm);
    const main = join(dir, 'main.mjs');
    writeFileSync(main, script.replaceAll('PACKAGE', pathToFileURL(join(dir, 'web/index.js')).href));
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
  assert.deepEqual(out.initBadOptions, ['INVALID_ARGUMENT', 'init: give exactly one of wasmUrl and wasmBinary']);
  assert.deepEqual(out.after, [[0, 0], [0, 1]]);
  assert.equal(out.again, 'resolved'); // loaded already: nothing is fetched again
});

test('a missing .wasm: WASM_LOAD names the file, and init() recovers', { timeout: 60_000 }, () => {
  const out = runWithWasm(null, SCRIPT);
  assert.equal(out.readyError[1], 'WASM_LOAD');
  assert.match(out.readyError[2], /^goscore: cannot read file:\/\/.*goscore_core\.wasm: ENOENT/);
  assert.match(out.callError[1], /^getTerritories: cannot read/);
  assert.deepEqual(out.after, [[0, 0], [0, 1]]);
});
