// The tuning / held-back split: by a hash of the game id, ~70% tune, so every position of
// a game (its end and its score-estimate positions) falls in the same part.
import { createHash } from 'node:crypto';

/** 'tune' or 'heldout' for the game id (the part before any '#' suffix). */
export function partOf(id) {
  const gameId = id.split('#')[0];
  const h = parseInt(createHash('sha1').update(`devset-split:${gameId}`).digest('hex').slice(0, 8), 16);
  return h / 2 ** 32 < 0.7 ? 'tune' : 'heldout';
}
