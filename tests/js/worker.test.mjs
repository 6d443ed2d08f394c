// goscore/worker under Node's worker_threads: requests made before the worker is ready are answered
// (none is lost), results are plain values with their typed arrays, and errors keep their code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createScoringWorker } from '../../web/worker.js';
import { getTerritories, scoreTerritory, estimateDead, GoScoreError } from '../../web/index.js';

const BOARD = ['     ', 'BBBBB', '     ', 'WWWWW', '     '];

test('a scoring worker answers calls made before it is ready, in order, as the package does', { timeout: 60_000 }, async () => {
  const worker = createScoringWorker();
  try {
    // Posted at once, before `ready`: the worker queues them.
    const first = worker.getTerritories([' BW ', ' BW ']);
    const second = worker.scoreTerritory(BOARD, { komi: 6.5 });
    await worker.ready;
    assert.deepEqual(await first, getTerritories([' BW ', ' BW ']));
    const score = await second;
    const local = scoreTerritory(BOARD, { komi: 6.5 });
    assert.equal(score.text, 'White wins by 6.5');
    assert.equal(score.sgf, 'W+6.5');
    assert.equal(score.black, local.black);
    assert.equal(score.white, local.white);
    assert.ok(score.ownership instanceof Int8Array);
    assert.deepEqual(Array.from(score.ownership), Array.from(local.ownership));
  } finally {
    worker.terminate();
  }
});

test('a scoring worker estimates dead stones like the package, and reports errors with their code', { timeout: 60_000 }, async () => {
  const worker = createScoringWorker();
  try {
    await worker.ready;
    const board = [
      [0, 1, -1, 0, 0],
      [1, 1, -1, 0, 0],
      [0, 1, -1, -1, -1],
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
    ];
    const remote = await worker.estimateDead(board, { seed: 7 });
    const local = estimateDead(board, { seed: 7 });
    assert.deepEqual(remote.dead, local.dead);
    assert.ok(remote.ownership instanceof Float32Array);
    assert.deepEqual(Array.from(remote.ownership), Array.from(local.ownership));
    await assert.rejects(worker.getTerritories(['B', 'WW']), (error) => {
      assert.ok(error instanceof GoScoreError);
      assert.equal(error.code, 'INVALID_BOARD');
      assert.match(error.message, /^getTerritories: /);
      return true;
    });
    await assert.rejects(worker.call('dispose'), (error) => error.code === 'INVALID_ARGUMENT');
  } finally {
    worker.terminate();
  }
});

test('terminate rejects the calls still pending', { timeout: 60_000 }, async () => {
  const worker = createScoringWorker();
  const pending = worker.getTerritories([' B ']);
  worker.terminate();
  await assert.rejects(pending, (error) => error.code === 'DISPOSED');
});

test('arguments the structured clone refuses, and calls after terminate, reject with a GoScoreError', { timeout: 60_000 }, async () => {
  const worker = createScoringWorker();
  try {
    // Posted before the worker thread exists (queued), and after it is ready.
    await assert.rejects(worker.score([[1, 0]], { dead: [() => 0] }), (error) => {
      assert.ok(error instanceof GoScoreError);
      assert.equal(error.code, 'INVALID_ARGUMENT');
      assert.match(error.message, /^score: the arguments cannot be sent to the worker \(DataCloneError: /);
      return true;
    });
    await worker.ready;
    await assert.rejects(worker.getTerritories([[Symbol('s')]]), (error) => error instanceof GoScoreError && error.code === 'INVALID_ARGUMENT');
    assert.deepEqual(await worker.getTerritories([' BW ']), getTerritories([' BW ']));
  } finally {
    worker.terminate();
  }
  await assert.rejects(worker.getTerritories([' B ']), (error) => error instanceof GoScoreError && error.code === 'DISPOSED');
});
