// goscore/worker: scoring and estimation off the main thread. createScoringWorker() starts a worker
// running web/src/worker-server.js (a module Web Worker in browsers, a worker_threads Worker in
// Node) and returns an object whose methods have the package's names and arguments and return
// promises of the same results, as plain objects: a score's line and SGF value are `text` and `sgf`,
// its typed arrays are transferred from the worker, not copied.
//
//   import { createScoringWorker } from 'goscore/worker';
//   const worker = createScoringWorker();
//   await worker.ready;                        // resolves once the worker has loaded the package
//   const { dead } = await worker.estimateDead(signMap, { toMove: 1 });
//   worker.terminate();
//
// Requests made before `ready` are queued by the worker, never lost. Errors reject with a
// GoScoreError carrying the worker's code and message.
import { GoScoreError } from './src/errors.js';
import { WORKER_CALLS } from './src/worker-calls.js';

const inNode = typeof process === 'object' && Boolean(process.versions?.node) && typeof window === 'undefined';

function toError(e) {
  if (e?.code) return new GoScoreError(e.code, e.message);
  const error = new Error(e?.message ?? String(e));
  error.name = e?.name ?? 'Error';
  return error;
}

/**
 * Starts a scoring worker. `options.url` overrides the worker script's URL (for a copy served
 * elsewhere); the default is the package's own web/src/worker-server.js, which bundlers that know
 * the `new Worker(new URL(...), { type: 'module' })` pattern (Vite, webpack 5) bundle by themselves.
 */
export function createScoringWorker(options = {}) {
  const calls = new Map();
  let nextId = 1;
  let worker = null;
  let readySettled = false;
  let resolveReady;
  let rejectReady;
  const ready = new Promise((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => {}); // reported to whoever awaits it, never as an unhandled rejection

  function onMessage(data) {
    if (data?.type === 'ready') {
      readySettled = true;
      if (data.error) rejectReady(toError(data.error));
      else resolveReady();
      return;
    }
    const call = calls.get(data?.id);
    if (!call) return;
    calls.delete(data.id);
    if (data.error) call.reject(toError(data.error));
    else call.resolve(data.result);
  }
  function onFailure(error) {
    const e = new GoScoreError('WASM_LOAD', `goscore worker: ${error?.message ?? 'the worker failed to start'}`);
    if (!readySettled) rejectReady(e);
    for (const call of calls.values()) call.reject(e);
    calls.clear();
  }

  const queue = [];
  let terminated = false;
  /** Posts a request; arguments the structured clone cannot copy reject its call, by name. */
  function send(message) {
    try {
      worker.postMessage(message);
    } catch (error) {
      const call = calls.get(message.id);
      calls.delete(message.id);
      call?.reject(
        new GoScoreError(
          'INVALID_ARGUMENT',
          `${String(message.fn)}: the arguments cannot be sent to the worker (${error?.name ?? 'Error'}: ${error?.message ?? error})`,
        ),
      );
    }
  }
  function post(message) {
    if (worker) send(message);
    else queue.push(message);
  }

  if (inNode) {
    const url = options.url ?? new URL('./src/worker-server.js', import.meta.url);
    const threads = 'node:worker_threads';
    import(/* webpackIgnore: true */ /* @vite-ignore */ threads).then(({ Worker }) => {
      if (terminated) return;
      worker = new Worker(url);
      worker.on('message', onMessage);
      worker.on('error', onFailure);
      for (const m of queue.splice(0)) send(m);
    }, onFailure);
  } else {
    worker = options.url
      ? new Worker(options.url, { type: 'module' })
      : new Worker(new URL('./src/worker-server.js', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event) => onMessage(event.data));
    worker.addEventListener('error', (event) => onFailure(event.error ?? new Error(event.message)));
  }

  const client = {
    ready,
    /** Calls the package function `fn` in the worker with `args`. */
    call(fn, ...args) {
      return new Promise((resolve, reject) => {
        if (terminated) {
          reject(new GoScoreError('DISPOSED', `${String(fn)}: the goscore worker was terminated`));
          return;
        }
        const id = nextId++;
        calls.set(id, { resolve, reject });
        post({ id, fn, args });
      });
    },
    /** Stops the worker; pending calls reject, and so does every later call. */
    terminate() {
      terminated = true;
      const pendingCalls = [...calls.values()];
      calls.clear();
      const e = new GoScoreError('DISPOSED', 'goscore worker: terminated');
      for (const call of pendingCalls) call.reject(e);
      if (!readySettled) rejectReady(e);
      if (worker) worker.terminate();
      else queue.length = 0;
    },
  };
  for (const name of WORKER_CALLS) client[name] = (...args) => client.call(name, ...args);
  return client;
}
