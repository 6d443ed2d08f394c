// goscore/inline: the package with its .wasm inside the JS (base64, written by the build into
// web/wasm/inline.js), for setups that ship no separate .wasm file: Rollup and esbuild without a
// copy step, Vite's dev server without `optimizeDeps.exclude`, a page on a CDN. Nothing to
// configure: import it instead of 'goscore' and `await ready`. It costs more download than the
// default entry (base64 in gzipped JS against the .wasm gzipped) and compiles from bytes once the
// JS has arrived instead of while the .wasm downloads: docs/BENCHMARKS.md, "Start-up".
//
//   import { ready, score } from 'goscore/inline';
//   await ready;
//
// It has no top-level await, like web/browser.js, so a module worker that imports it sets its
// `onmessage` at once. Its load takes the place of the default one when 'goscore' is imported too
// (the default load starts a microtask after the modules are evaluated, and finds this one under
// way), so 'goscore' and the board adapters (goscore/goban, goscore/deadstones) imported beside it
// share this module and fetch nothing. goscore/worker's worker is another thread: it loads the
// default entry's .wasm itself.
//
// The learned evaluator's module (goscore_core.estimator.simd.wasm, or goscore_core.estimator.wasm
// without WASM SIMD) and the model are not inlined:
// loadScoreModel() fetches them from beside this file (a CDN, Vite and webpack have them there), or
// from the URLs or bytes given to it. Inlining it would mean a dynamic import() of its base64,
// which Rollup refuses with a single output file and esbuild folds into the first download unless
// it splits.
import { init } from './src/api.js';
import { setEvaluatorUrls } from './src/core.js';
import WASM_BASE64 from './wasm/inline.js';

export * from './src/api.js';

/** The bytes of base64 `text` (Uint8Array.fromBase64 where there is one, else atob). */
function decode(text) {
  if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

let bytes;
try {
  bytes = decode(WASM_BASE64);
} catch {
  // Text that is not base64 (a damaged copy) is a module that cannot be compiled: init() reports
  // it as WASM_LOAD through `ready` and every call, like a damaged .wasm for the default entry.
  bytes = new Uint8Array(0);
}
// A failed load is reported by `ready`, init() and every call, never as an unhandled rejection.
init({ wasmBinary: bytes }).catch(() => {});
setEvaluatorUrls(
  new URL('./wasm/goscore_core.estimator.simd.wasm', import.meta.url),
  new URL('./wasm/goscore_core.estimator.wasm', import.meta.url),
  new URL('./model/score-model.bin', import.meta.url),
);
