// An archive worker thread (web/cli/archive.js starts jobs - 1 of them): checks the batches of
// records it is sent and posts back, per batch, its lines as the run prints them (in the batch's
// order) and their counts, so that the main thread has nothing to do per record.
import { parentPort, workerData } from 'node:worker_threads';
import { checkBatch } from './archive.js';

parentPort.on('message', (batch) => {
  parentPort.postMessage({ id: batch.id, ...checkBatch(batch.paths, workerData) });
});
