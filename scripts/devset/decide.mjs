// Decision rule of the dev set: which dead set a position keeps, from GNU Go's two
// answers (Black to move, White to move) and the recorded result.
import { Board, margin, ascii } from './board.mjs';

const key = (set) => set.map(([x, y]) => `${x},${y}`).sort().join(' ');

/** Black's margin of position `p` (a games.json entry) with `dead` removed. */
export function marginWith(p, dead) {
  const b = new Board(p.width, p.height, p.end.board);
  return margin(b, dead, {
    rules: p.rules, komi: p.komi, handicap: p.handicap,
    prisoners: { B: p.end.prisoners.black, W: p.end.prisoners.white },
  });
}

/**
 * Decides a position: { decision: 'agreed' | 'reviewed' | 'dropped', dead, why, margins }.
 * - agreed: both colours to move give the same set and it reproduces the recorded margin
 *   exactly;
 * - reviewed: otherwise, the first of GNU Go's Black-to-move set, its White-to-move set,
 *   their intersection and their union that reproduces the recorded margin exactly; failing
 *   that, the first of GNU Go's two sets within `tolerance` points (default 1: a wrongly judged
 *   stone moves the count by 2 or more, while one-point gaps come from the server's handling of
 *   an unfilled dame, a seki point or a ko);
 * - dropped: nothing fits (why says how far off GNU Go's set is). "No dead stones at all" is
 *   never a candidate: where GNU Go finds dead stones, an empty set that happens to give the
 *   margin is a coincidence (two such positions, looked at by eye, had plainly dead groups).
 */
export function decide(p, deadB, deadW, tolerance = 1) {
  const same = key(deadB) === key(deadW);
  const inter = deadB.filter((s) => deadW.some((t) => t[0] === s[0] && t[1] === s[1]));
  const union = deadB.concat(deadW.filter((t) => !deadB.some((s) => s[0] === t[0] && s[1] === t[1])));
  const cands = [['black_to_move', deadB], ['white_to_move', deadW], ['intersection', inter], ['union', union]];
  const margins = {};
  for (const [name, set] of cands) margins[name] = marginWith(p, set);
  const ok = (name, tol) => Math.abs(margins[name] - p.margin) <= tol + 1e-9;
  if (same && ok('black_to_move', 0)) return { decision: 'agreed', dead: deadB, why: 'same set, result reproduced', margins };
  for (const [tol, list] of [[0, cands], [tolerance, cands.slice(0, 2)]]) {
    for (const [name, set] of list) {
      if (!ok(name, tol)) continue;
      const how = tol === 0 ? 'reproduces the result' : `within ${tol} point of the result`;
      const also = list.filter(([n]) => n !== name && ok(n, tol)).map(([n]) => n);
      const why = `${same ? 'same set' : 'sets differ'}; kept ${name} (${how}${also.length ? `; so does ${also.join(', ')}` : ''})`;
      return { decision: 'reviewed', dead: set, why, kept: tol === 0 ? name : `${name}~${tol}`, margins };
    }
  }
  const off = margins.black_to_move - p.margin;
  return { decision: 'dropped', dead: null, why: `${same ? 'same set' : 'sets differ'}; nothing reproduces the result (GNU Go B-to-move set off by ${off})`, margins };
}

/** A review entry: the board twice, GNU Go's dead stones (x / o) with Black then White to move. */
export function reviewText(p, deadB, deadW, d) {
  const marked = (dead) => {
    const marks = new Map();
    for (const [x, y] of dead) marks.set(`${x},${y}`, p.end.board[y][x] === 'B' ? 'x' : 'o');
    return ascii(p.end.board, marks).split('\n');
  };
  const left = marked(deadB), right = marked(deadW);
  return [
    `== ${p.id} (${p.rules}, komi ${p.komi}, prisoners B ${p.end.prisoners.black} W ${p.end.prisoners.white}) recorded ${p.result}`,
    `decision ${d.decision}: ${d.why}`,
    `margins (B-W): ${Object.entries(d.margins).map(([k, v]) => `${k} ${v}`).join(', ')}; recorded ${p.margin}`,
    'X/O stones, x/o dead; left: Black to move, right: White to move',
    ...left.map((l, i) => `${l.padEnd(left[0].length + 2)}  ${right[i]}`),
    '',
  ].join('\n');
}
