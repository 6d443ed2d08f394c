// An archive worker thread (web/cli/archive.js starts one per job): scores the batches of records
// it is sent and posts back one outcome per record, in the batch's order.
import { parentPort, workerData } from 'node:worker_threads';
import { checkRecord } from './check.js';

parentPort.on('message', (batch) => {
  const outcomes = batch.paths.map((path) => checkRecord(path, workerData.rules));
  parentPort.postMessage({ id: batch.id, outcomes });
});
