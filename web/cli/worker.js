// An archive worker thread (web/cli/archive.js starts one per job): checks the batches of records
// it is sent and posts back, per batch, its lines as the run prints them (in the batch's order)
// and their counts, so that the main thread has nothing to do per record.
import { parentPort, workerData } from 'node:worker_threads';
import { emptyCounts, outcomeLine, tally } from './archive.js';
import { checkRecord } from './check.js';

parentPort.on('message', (batch) => {
  const counts = emptyCounts();
  let text = '';
  for (const path of batch.paths) {
    const o = checkRecord(path, workerData.rules);
    tally(counts, o);
    text += outcomeLine(o, workerData.jsonl);
  }
  parentPort.postMessage({ id: batch.id, text, counts, records: batch.paths.length });
});
