// The score estimate during play, off the page's thread (estimateScore takes longer than a frame on
// 19x19): each request is one position; the answer carries the request's id so that the page can
// drop answers to positions it has left. The package loads its WebAssembly with a top-level await,
// and a message that arrives before that is done would find no handler: the worker says 'ready'
// once it can answer, and the page sends nothing before.
import { estimateScore } from '../web/index.js';

self.onmessage = ({ data: { id, board, options } }) => {
  try {
    const { score, ownership } = estimateScore(board, options);
    self.postMessage({ id, score, ownership }, [ownership.buffer]);
  } catch (error) {
    self.postMessage({ id, error: error?.message ?? String(error) });
  }
};
self.postMessage({ ready: true });
