// goscore: Go scoring in WebAssembly. This entry (Node's, and the one bundlers that take a
// top-level await may use) waits for the default load of the .wasm beside it, so that once
// `import` has resolved every function is synchronous. A failed load does not fail the import (a
// failed module would stay failed for the process): it is reported by `ready`, `init()` and every
// call, and `init()` tries again. web/browser.js is the same API without the top-level await.
// Node loads the module built for speed (goscore_core.node.wasm); browsers, through web/browser.js,
// the one built for size (goscore_core.wasm): the same code and answers (CMakeLists.txt). Node's
// has the learned evaluator; the browser's has not, and loadScoreModel() then loads
// goscore_core.estimator.simd.wasm (or, without WASM SIMD, goscore_core.estimator.wasm) beside it
// (after init() with the browser's file, say).
import { ready, setEvaluatorUrls, startDefaultLoad } from './src/core.js';

export * from './src/api.js';

startDefaultLoad(new URL('./wasm/goscore_core.node.wasm', import.meta.url));
setEvaluatorUrls(
  new URL('./wasm/goscore_core.estimator.simd.wasm', import.meta.url),
  new URL('./wasm/goscore_core.estimator.wasm', import.meta.url),
  new URL('./model/score-model.bin', import.meta.url),
);
await ready.catch(() => {});
