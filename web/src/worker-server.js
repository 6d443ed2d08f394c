// The script that runs inside a scoring worker (a Web Worker, or a Node worker_threads Worker),
// started by createScoringWorker() of web/worker.js. It imports the package without a top-level
// await and listens at once, so that no message posted right after `new Worker()` is lost; it answers
// each request once the .wasm has loaded, in order, and says `{ type: 'ready' }` (or
// `{ type: 'ready', error }`) first.
//
// A request is `{ id, fn, args }`, with `fn` one of the stateless functions below; the answer is
// `{ id, result }` or `{ id, error: { name, code, message } }`. Results are plain objects: a
// ScoreResult's line and SGF value travel as `text` and `sgf`, and its typed arrays are transferred,
// not copied.

import * as goscore from '../browser.js';
import { WORKER_CALLS } from './worker-calls.js';

// A browser worker has `self` with postMessage and WorkerGlobalScope; anything else is Node's.
const inBrowser = typeof WorkerGlobalScope !== 'undefined' && typeof self !== 'undefined';
let port = inBrowser ? self : null;
const pending = [];
let api = null;
let loadError = null;

function onMessage(event) {
  const data = inBrowser ? event.data : event;
  if (api || loadError) answer(data);
  else pending.push(data);
}

if (inBrowser) self.addEventListener('message', onMessage);

/** A value the structured clone keeps: ScoreResults become plain objects with their text. */
function plain(value, transfer) {
  if (ArrayBuffer.isView(value)) {
    // Each buffer once (a buffer listed twice fails the whole message).
    if (!transfer.includes(value.buffer)) transfer.push(value.buffer);
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => plain(v, transfer));
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = plain(v, transfer);
    if (value instanceof goscore.ScoreResult) {
      out.text = String(value);
      out.sgf = value.sgf;
    }
    return out;
  }
  return value;
}

function answer({ id, fn, args }) {
  try {
    if (loadError) throw loadError;
    if (!WORKER_CALLS.includes(fn)) throw new goscore.GoScoreError('INVALID_ARGUMENT', `worker: unknown function ${String(fn)}`);
    const transfer = [];
    const result = plain(api[fn](...(Array.isArray(args) ? args : [])), transfer);
    port.postMessage({ id, result }, transfer);
  } catch (error) {
    port.postMessage({ id, error: { name: error?.name ?? 'Error', code: error?.code, message: String(error?.message ?? error) } });
  }
}

async function start() {
  if (!inBrowser) {
    const threads = 'node:worker_threads';
    port = (await import(/* webpackIgnore: true */ /* @vite-ignore */ threads)).parentPort;
    port.on('message', onMessage);
  }
  try {
    await goscore.ready;
    api = goscore;
    port.postMessage({ type: 'ready' });
  } catch (error) {
    loadError = error;
    port.postMessage({ type: 'ready', error: { name: error?.name, code: error?.code, message: String(error?.message ?? error) } });
  }
  for (const data of pending.splice(0)) answer(data);
}

start();
