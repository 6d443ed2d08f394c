// An archive worker thread (web/cli/pool.js starts jobs - 1 of them): sent the shared list of
// files and the run's options once, it takes batches from the list until none is left, and posts
// back, per batch, its lines as the run prints them (in the batch's order) and their counts, so
// that the main thread has nothing to do per record.
import { parentPort, workerData } from 'node:worker_threads';
import { init } from '../src/core.js';

// The WebAssembly.Module the main thread compiled is handed to the package before its entry is
// imported: init({ wasmModule }) then takes the place of the entry's default load (which starts one
// microtask after the entry is evaluated, and only if no load has started), so that this thread
// instantiates the compiled module instead of reading and compiling the .wasm again. A failure is
// reported as any failed load is: by every call (WASM_LOAD), so on every record's line.
if (workerData.wasmModule) init({ wasmModule: workerData.wasmModule }).catch(() => {});
const { checkBatch, sharedPaths, takeBatch } = await import('./archive.js');

parentPort.once('message', ({ shared, threads, options }) => {
  for (let batch = takeBatch(shared, threads); batch !== null; batch = takeBatch(shared, threads)) {
    const paths = sharedPaths(shared, batch.start, batch.end);
    parentPort.postMessage({ start: batch.start, ...checkBatch(paths, options) });
  }
});
