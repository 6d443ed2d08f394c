// Training positions for the learned evaluator from the Tygem and Tom collections (issue 25,
// item 4), beside the KGS games of net_data.py: PER games of each collection's tuning part
// (common.part / split.mjs: the held-out games are never read), in the order of sha1('net:' + id),
// each one's end position labelled with goscore's own estimateDead (effort normal, seed 1, the
// side after the last move to move) and kept only when the count with those dead stones gives the
// recorded result exactly (board.mjs margin: territory and prisoners under Korean rules, area
// under Chinese rules). From each kept game: the positions every STEP moves from a quarter of the
// game to its end, in the format of devset-score.json (so `score_eval --dump-maps` reads them),
// and the game's final ownership (the end with its dead stones removed: a stone for its colour,
// an empty region for the one colour that borders it, else 0) as the target.
//
//   node scripts/devset/net_games.mjs OUT_DIR [--per 4000] [--skip 0] [--step 8] [--sources tygem,tom]
//
// writes OUT_DIR/positions-tune-<source>.json and OUT_DIR/targets-tune-<source>.json (with
// --skip K: the PER kept games after the first K, to <source>-<K>, so a later run adds games)
// ({game id: 361 values, row-major, Black positive}) and prints the counts.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { SOURCES, gamesOf } from './sources.mjs';
import { Board, margin, parseResult } from './board.mjs';
import { partOf } from './split.mjs';
import { ready, estimateDead } from '../../web/index.js';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const OTHER = { B: 'W', W: 'B' };

/** Final area ownership of `board` once the stones `dead` ([[x, y]]) are removed. */
export function finalOwnership(board, dead) {
  const b = new Board(board.width, board.height, board.rows());
  for (const [x, y] of dead) b.cells[y * b.width + x] = '.';
  const own = new Array(b.cells.length).fill(0);
  const seen = new Uint8Array(b.cells.length);
  for (let i = 0; i < b.cells.length; i++) {
    if (b.cells[i] !== '.') { own[i] = b.cells[i] === 'B' ? 1 : -1; continue; }
    if (seen[i]) continue;
    const region = [], border = new Set(), stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const p = stack.pop();
      region.push(p);
      for (const q of b.neighbours(p)) {
        if (b.cells[q] !== '.') border.add(b.cells[q]);
        else if (!seen[q]) { seen[q] = 1; stack.push(q); }
      }
    }
    const v = border.size === 1 ? (border.has('B') ? 1 : -1) : 0;
    for (const p of region) own[p] = v;
  }
  return own;
}

/** Replays `moves` to the end: the board, and the positions every `step` moves from a quarter of
 * the game (the board before the move at that index); throws on an illegal record. */
function replay(g, moves, step) {
  const n = moves.length;
  const b = new Board(19, 19);
  const snaps = [];
  let next = Math.max(1, Math.floor(n / 4));
  for (let k = 0; k < n; k++) {
    if (k === next) {
      snaps.push({
        id: `${g.id}@${k}`, game_id: g.id, width: 19, height: 19, board: b.rows(),
        to_move: moves[k][0], komi: g.komi, rules: g.rules, handicap: 0,
        prisoners: { black: b.captures.B, white: b.captures.W },
        fraction: k / n, moves_before_end: n - k, part: 'tune',
      });
      next += step;
    }
    b.play(...moves[k]);
  }
  return { end: b, snaps };
}

async function main() {
  const out = process.argv[2];
  if (!out) throw new Error('usage: net_games.mjs OUT_DIR [--per N] [--skip K] [--step S] [--sources tygem,tom]');
  const per = Number(arg('--per', 4000));
  const skip = Number(arg('--skip', 0));
  const step = Number(arg('--step', 8));
  const wanted = arg('--sources', 'tygem,tom').split(',');
  mkdirSync(out, { recursive: true });
  await ready;
  for (const src of SOURCES.filter((s) => wanted.includes(s.key))) {
    const picked = [];
    for (const g of gamesOf(src)) {
      if (partOf(g.id) !== 'tune') continue;
      picked.push({ h: createHash('sha1').update(`net:${g.id}`).digest('hex'), g });
    }
    picked.sort((a, b) => (a.h < b.h ? -1 : 1));
    const st = { tune_games: picked.length, short: 0, illegal: 0, not_reproduced: 0, kept: 0, positions: 0 };
    const positions = [], targets = {};
    let before = { short: 0, illegal: 0, not_reproduced: 0, kept: 0 };
    for (const { g } of picked) {
      if (st.kept >= skip + per) break;
      const moves = g.moves;
      const n = moves.length;
      if (n < 120) { st.short++; continue; }
      let end, snaps;
      try { ({ end, snaps } = replay(g, moves, step)); } catch { st.illegal++; continue; }
      const toMove = OTHER[moves[n - 1][0]];
      const { dead } = estimateDead(end.rows(), { toMove: toMove === 'W' ? -1 : 1, seed: 1 });
      const prisoners = end.captures;
      const m = margin(end, dead, { rules: g.rules, komi: g.komi, prisoners });
      const recorded = parseResult(g.result);
      if (Math.abs(m - recorded) > 0.01) { st.not_reproduced++; continue; }
      st.kept++;
      if (st.kept <= skip) {
        if (st.kept === skip) before = { ...st };
        continue;
      }
      targets[g.id] = finalOwnership(end, dead);
      for (const p of snaps) positions.push({ ...p, target_margin: recorded });
    }
    // the first `skip` kept games, and those passed over before them, are an earlier run's
    if (before.kept < skip) before = { ...st }; // the collection ended within them
    for (const k of ['short', 'illegal', 'not_reproduced', 'kept']) st[k] -= before[k];
    st.positions = positions.length;
    const name = skip ? `${src.key}-${skip}` : src.key;
    writeFileSync(`${out}/positions-tune-${name}.json`, JSON.stringify(positions));
    writeFileSync(`${out}/targets-tune-${name}.json`, JSON.stringify(targets));
    console.log(src.key, JSON.stringify(st));
  }
}

await main();
