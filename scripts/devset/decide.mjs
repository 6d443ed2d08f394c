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
 * - agreed: both colours to move give the same set and it reproduces the recorded margin;
 * - reviewed: the sets differ or the margin is off, and one candidate reproduces the
 *   margin (candidates in this order: Black-to-move set, White-to-move set, their
 *   intersection, their union, no dead stones at all); the first that does is kept;
 * - dropped: no candidate reproduces the recorded margin (why says how far off).
 * `tolerance` (points) is how far a margin may be from the record and still reproduce it.
 */
export function decide(p, deadB, deadW, tolerance = 0) {
  const same = key(deadB) === key(deadW);
  const inter = deadB.filter((s) => deadW.some((t) => t[0] === s[0] && t[1] === s[1]));
  const union = deadB.concat(deadW.filter((t) => !deadB.some((s) => s[0] === t[0] && s[1] === t[1])));
  const cands = [['black_to_move', deadB], ['white_to_move', deadW], ['intersection', inter], ['union', union], ['none', []]];
  const margins = {};
  for (const [name, set] of cands) margins[name] = marginWith(p, set);
  const ok = (name) => Math.abs(margins[name] - p.margin) <= tolerance + 1e-9;
  if (same && ok('black_to_move')) return { decision: 'agreed', dead: deadB, why: 'same set, result reproduced', margins };
  for (const [name, set] of cands) {
    if (ok(name)) {
      const why = same ? `same set but result off; kept ${name}` : `sets differ; kept ${name} (reproduces the result)`;
      return { decision: 'reviewed', dead: set, why, kept: name, margins };
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
