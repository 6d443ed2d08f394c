// goscore for browsers, workers and bundlers: the API of web/index.js without a top-level await.
// The .wasm beside this file starts loading at import; `await ready` (or `await init({ wasmUrl })`,
// `init({ wasmBinary })`) before the first call. Bundlers that understand
// `new URL('./x.wasm', import.meta.url)` (Vite, webpack 5) emit the .wasm by themselves; with
// others, serve it as wasm/goscore_core.wasm beside the bundle, or give init() its URL. The
// learned evaluator's module and the model (wasm/goscore_core.estimator.simd.wasm, or
// wasm/goscore_core.estimator.wasm where WASM SIMD is missing, and model/score-model.bin, the same
// way) are fetched by the first loadScoreModel() only (or from the URLs that call gives).
import { setEvaluatorUrls, startDefaultLoad } from './src/core.js';

export * from './src/api.js';

startDefaultLoad(new URL('./wasm/goscore_core.wasm', import.meta.url));
setEvaluatorUrls(
  new URL('./wasm/goscore_core.estimator.simd.wasm', import.meta.url),
  new URL('./wasm/goscore_core.estimator.wasm', import.meta.url),
  new URL('./model/score-model.bin', import.meta.url),
);
