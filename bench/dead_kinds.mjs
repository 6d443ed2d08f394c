// Chains of a labelled end position and the kind of each dead chain an estimator missed, for
// bench/eval_dead.mjs. The kinds (the issue 25 list) are read from the position and its labels
// only, never from an estimator, so every row of the evaluation is classified the same way:
//
//   seki            the chain shares two or more liberties with a neighbouring enemy chain the
//                   labels keep alive, and every liberty of the chain is one of those shared ones
//   capturing race  otherwise, a neighbouring enemy chain the labels keep alive has at most six
//                   liberties and at most three more than the chain (a race liberties decide)
//   eyeless         otherwise, the chain's group (its colour's chains joined through small empty
//                   regions that only they surround: eyes) has no eye
//   one-eyed        ... has exactly one eye
//   other           ... has two or more eye spaces (a big group that the labels call dead)
//   edge            counted apart (it overlaps the others): the chain has a stone on the first line
//
// An eye here is a connected set of at most 7 empty points whose neighbours are all stones of the
// group's colour (or the board's edge).

const EYE_MAX = 7;

/** Chains of a case: { colour: 'B'|'W', stones: [[x, y]...], libs: Set<key> }. */
export function chainsOf(c) {
  const { width: w, height: h, board } = c;
  const id = new Int32Array(w * h).fill(-1);
  const chains = [];
  const around = (x, y) =>
    [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ].filter(([a, b]) => a >= 0 && b >= 0 && a < w && b < h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const colour = board[y][x];
      if (colour === '.' || id[y * w + x] >= 0) continue;
      const chain = { colour, stones: [], libs: new Set(), index: chains.length };
      const stack = [[x, y]];
      id[y * w + x] = chain.index;
      while (stack.length) {
        const [sx, sy] = stack.pop();
        chain.stones.push([sx, sy]);
        for (const [nx, ny] of around(sx, sy)) {
          const ch = board[ny][nx];
          if (ch === '.') chain.libs.add(ny * w + nx);
          else if (ch === colour && id[ny * w + nx] < 0) {
            id[ny * w + nx] = chain.index;
            stack.push([nx, ny]);
          }
        }
      }
      chains.push(chain);
    }
  }
  // Neighbouring chains, by index.
  for (const chain of chains) {
    chain.next = new Set();
    for (const [x, y] of chain.stones) {
      for (const [nx, ny] of around(x, y)) {
        const other = id[ny * w + nx];
        if (other >= 0 && other !== chain.index) chain.next.add(other);
      }
    }
  }
  return { chains, id, around };
}

/** Eyes of each colour: small empty regions that only stones of that colour surround. */
function eyesOf(c, around) {
  const { width: w, height: h, board } = c;
  const seen = new Uint8Array(w * h);
  const eyes = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (board[y][x] !== '.' || seen[y * w + x]) continue;
      const points = [];
      const colours = new Set();
      const stack = [[x, y]];
      seen[y * w + x] = 1;
      while (stack.length) {
        const [sx, sy] = stack.pop();
        points.push(sy * w + sx);
        for (const [nx, ny] of around(sx, sy)) {
          const ch = board[ny][nx];
          if (ch !== '.') colours.add(ch);
          else if (!seen[ny * w + nx]) {
            seen[ny * w + nx] = 1;
            stack.push([nx, ny]);
          }
        }
      }
      if (colours.size === 1 && points.length <= EYE_MAX) eyes.push({ colour: [...colours][0], points });
    }
  }
  return eyes;
}

/**
 * The kind of each chain the labels call dead, by chain index (see the header), and whether it
 * touches the edge. `deadKey` is the set of y * width + x of the labelled dead stones.
 */
export function kindsOf(c, deadKey) {
  const { chains, id, around } = chainsOf(c);
  const w = c.width;
  const alive = (ch) => !ch.stones.some(([x, y]) => deadKey.has(y * w + x));
  // Groups: chains of one colour joined through their eyes.
  const group = chains.map((ch) => ch.index);
  const find = (i) => (group[i] === i ? i : (group[i] = find(group[i])));
  const eyes = eyesOf(c, around);
  const eyeChains = eyes.map((eye) => {
    const touched = new Set();
    for (const p of eye.points) {
      for (const [nx, ny] of around(p % w, Math.floor(p / w))) {
        if (id[ny * w + nx] >= 0) touched.add(id[ny * w + nx]);
      }
    }
    const list = [...touched];
    for (const i of list.slice(1)) group[find(i)] = find(list[0]);
    return list;
  });
  const eyeCount = new Map();
  eyeChains.forEach((list) => {
    if (!list.length) return;
    const g = find(list[0]);
    eyeCount.set(g, (eyeCount.get(g) ?? 0) + 1);
  });
  const kinds = new Map();
  for (const ch of chains) {
    if (alive(ch)) continue;
    const enemies = [...ch.next].map((i) => chains[i]).filter((o) => o.colour !== ch.colour && alive(o));
    let kind = null;
    for (const o of enemies) {
      const shared = [...ch.libs].filter((l) => o.libs.has(l));
      if (shared.length >= 2 && shared.length === ch.libs.size) kind = 'seki';
    }
    if (!kind && enemies.some((o) => o.libs.size <= 6 && o.libs.size <= ch.libs.size + 3)) {
      kind = 'capturing race';
    }
    if (!kind) {
      const n = eyeCount.get(find(ch.index)) ?? 0;
      kind = n === 0 ? 'eyeless' : n === 1 ? 'one-eyed' : 'other';
    }
    const edge = ch.stones.some(([x, y]) => x === 0 || y === 0 || x === c.width - 1 || y === c.height - 1);
    kinds.set(ch.index, { kind, edge });
  }
  return { chains, kinds };
}

export const KINDS = ['one-eyed', 'eyeless', 'capturing race', 'seki', 'other'];
