// Random games for the JS tests. rng is the package's mulberry32 (web/boards/random.js), so that a
// failing random game or position repeats exactly.
export { rng } from '../../web/boards/random.js';

/**
 * Plays `moves` turns of a random legal game on `game`, Black first: each turn tries up to 40
 * random points (column, then row) and passes when none of them is legal.
 */
export function playRandomMoves(game, random, moves) {
  let color = 1;
  for (let m = 0; m < moves; m++) {
    let played = false;
    for (let tries = 0; tries < 40 && !played; tries++) {
      const v = [Math.floor(random() * game.width), Math.floor(random() * game.height)];
      if (game.check(color, v) === 'legal') {
        game.play(color, v);
        played = true;
      }
    }
    if (!played) game.pass(color);
    color = -color;
  }
  return color;
}
