// mulberry32 (Tommy Ettinger's public-domain 32-bit generator): a small deterministic PRNG, the same
// sequence for the same seed on every platform. Used by goscore/deadstones' playTillEnd and by the
// JS tests (tests/js/random.mjs), so that a random game repeats exactly.

/** A function returning floats in [0, 1), seeded with the 32-bit unsigned `seed`. */
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
