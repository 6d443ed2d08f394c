// Step 1 of the dev set: picks counted games from each source (in the order of a hash of
// their id, so the pick is spread over the whole collection and reproducible), replays
// them, and writes the end positions and the score-estimate positions to
// <work>/games.json. Usage: node scripts/devset/extract.mjs [--set 19x19|9x9] [--work DIR]
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { sourcesOf, gamesOf } from './sources.mjs';
import { Board, parseResult } from './board.mjs';
import { writeJsonAtomic, workDir, setOf } from './util.mjs';

export const hashOf = (s) => createHash('sha1').update(s).digest('hex');
const OTHER = { B: 'W', W: 'B' };

// Minimum number of moves for a record to be a real game on this board.
const minMoves = (w, h) => Math.round((w * h) / 3);

/** Replays `g` and returns { end, snaps } or throws on an illegal record. */
export function replay(g) {
  const n = g.moves.length;
  const points = [
    { moves_before_end: 20, at: n - 20 },
    { moves_before_end: 40, at: n - 40 },
    { fraction: 0.6, at: Math.round(0.6 * n) },
  ];
  const b = new Board(g.width, g.height);
  for (const [x, y] of g.setup.B) b.play('B', x, y);
  for (const [x, y] of g.setup.W) b.play('W', x, y);
  const firstToMove = g.moves.length ? g.moves[0][0] : (g.handicap > 1 ? 'W' : 'B');
  const state = (k) => ({
    board: b.rows(),
    to_move: k < n ? g.moves[k][0] : OTHER[g.moves[n - 1][0]],
    prisoners: { black: b.captures.B, white: b.captures.W },
    moves_played: k,
  });
  const snaps = [];
  for (let k = 0; k <= n; k++) {
    for (const p of points) if (p.at === k && k > 0) snaps.push({ ...p, ...state(k), at: undefined });
    if (k === n) break;
    const [c, x, y] = g.moves[k];
    b.play(c, x, y);
  }
  void firstToMove;
  return { end: state(n), snaps };
}

function main() {
  const work = workDir();
  mkdirSync(work, { recursive: true });
  const out = [];
  const stats = {};
  for (const src of sourcesOf(setOf())) {
    // Two passes over the source: the ids first, then the records whose hash is among
    // the lowest (twice the quota, for the ones the filters below drop).
    const hashes = [];
    for (const g of gamesOf(src)) hashes.push(hashOf(g.id));
    hashes.sort();
    const cut = hashes[Math.min(hashes.length, 2 * src.quota) - 1];
    const picked = [];
    for (const g of gamesOf(src)) {
      const h = hashOf(g.id);
      if (h <= cut) picked.push({ h, g: { ...g, moves: g.moves } });
    }
    picked.sort((a, b) => (a.h < b.h ? -1 : 1));
    const st = (stats[src.key] = { counted: hashes.length, illegal: 0, short: 0, taken: 0, too_short_for: {} });
    for (const { g } of picked) {
      if (st.taken >= src.quota) break;
      if (g.moves.length < minMoves(g.width, g.height)) { st.short++; continue; }
      let r;
      try { r = replay(g); } catch { st.illegal++; continue; }
      st.taken++;
      // A stage whose move would be at or before the first move (a game of 40 moves or fewer
      // has no position 40 moves before its end) gives no score position: counted here.
      for (const stage of ['minus20', 'minus40']) {
        const k = Number(stage.slice(5));
        if (!r.snaps.some((p) => p.moves_before_end === k)) st.too_short_for[stage] = (st.too_short_for[stage] || 0) + 1;
      }
      out.push({
        id: g.id, source: g.source, repo: src.repo, commit: src.commit,
        width: g.width, height: g.height, rules: g.rules, komi: g.komi, handicap: g.handicap,
        result: g.result, margin: parseResult(g.result), date: g.date,
        moves: g.moves, end: r.end, snaps: r.snaps,
      });
    }
    console.log(src.key, JSON.stringify(st));
  }
  writeJsonAtomic(`${work}/games.json`, out);
  writeJsonAtomic(`${work}/extract-stats.json`, stats);
  console.log(`wrote ${out.length} games to ${work}/games.json`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
