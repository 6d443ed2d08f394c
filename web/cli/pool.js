// The archive mode's worker threads (web/cli/worker.js): started by web/cli/early.js before the
// package loads on the main thread, when the command line asks for them, or else by
// web/cli/archive.js once it runs; archive.js takes the early ones over.
import { Worker } from 'node:worker_threads';
import { loadedWasmModule } from '../src/core.js';

/** Workers started early and not yet taken over (takeEarlyWorkers). */
let early = [];

/**
 * Starts `count` archive worker threads, each given `wasmModule` (by default the WebAssembly.Module
 * this thread's package was instantiated from; a Module is shared between threads with its
 * compiled code), so that none compiles the .wasm again. Each waits for the shared list of files
 * (archive.js runWorkers).
 */
export function startWorkers(count, wasmModule = loadedWasmModule()) {
  const url = new URL('./worker.js', import.meta.url);
  const workers = [];
  for (let j = 0; j < count; j++) {
    const w = new Worker(url, { workerData: { wasmModule } });
    // Until runWorkers listens, a worker's error is kept for it (unheard, it would end the process).
    w.on('error', (e) => {
      w.startError ??= e;
    });
    workers.push(w);
  }
  return workers;
}

/**
 * Starts `count` workers ahead of the run, unreferenced: they do not keep the process alive should
 * the run never start (a usage error), until takeEarlyWorkers hands them over.
 */
export function startEarlyWorkers(count, wasmModule) {
  early = startWorkers(count, wasmModule);
  for (const w of early) w.unref();
}

/** The workers started early (none if none were), referenced again; each is handed over once. */
export function takeEarlyWorkers() {
  const taken = early;
  early = [];
  for (const w of taken) w.ref();
  return taken;
}
