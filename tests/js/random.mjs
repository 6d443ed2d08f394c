// mulberry32 (Tommy Ettinger's public-domain generator): a small deterministic PRNG for the JS
// tests, so that a failing random game or position repeats exactly.
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
