// Step 2 of the dev set: GNU Go's dead stones for every end position of games.json
// (final_status_list dead, Black to move and White to move, each on a fresh engine),
// the decision of decide.mjs, and the outputs:
//   <data>/devset-dead.json      the decided positions (agreed + reviewed)
//   <work>/review.txt            ASCII boards of every position not agreed
//   <work>/label-stats.json      counts
// Partial outputs are rewritten every 50 positions. GNU Go answers are cached in
// <work>/gnugo-cache.jsonl. Usage:
//   node scripts/devset/label.mjs [--jobs 2] [--limit N] [--level L] [--minutes M]
// --level: GNU Go's level (default 1 here, see docs/DEVSET.md); --minutes: take no new
// position after M minutes (the outputs hold what was done).
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import { GnuGoPool, gnugoArgs, setupCommands, fromVertex } from './gtp.mjs';
import { decide, reviewText } from './decide.mjs';
import { writeJsonAtomic, writeShared, arg, workDir, deadFile, setOf } from './util.mjs';
import { sourcesOf } from './sources.mjs';
import { partOf } from './split.mjs';
import { hashOf } from './extract.mjs';

const parseVertices = (answer, height) =>
  answer.split(/\s+/).filter(Boolean).map((v) => fromVertex(v, height));

/** Setup commands leaving `color` to move at the end of game `g`. */
export function endSetup(g, color) {
  const cmds = setupCommands(g, g.moves.length);
  const last = g.moves.length ? g.moves[g.moves.length - 1][0] : 'W';
  // GNU Go's next player is the opposite of the last one; a pass by the other colour flips it.
  if (last !== (color === 'B' ? 'W' : 'B')) cmds.push(`play ${color === 'B' ? 'W' : 'B'} pass`);
  return cmds;
}

export function outputEntry(g, labels, d, level) {
  return {
    id: g.id, source: g.source, width: g.width, height: g.height, rules: g.rules, komi: g.komi,
    handicap: g.handicap, result: g.result, board: g.end.board, dead: d.dead,
    gnugo_dead_black_to_move: labels.B, gnugo_dead_white_to_move: labels.W, gnugo_level: level,
    decision: d.decision, decision_reason: d.why,
    prisoners: g.end.prisoners, part: partOf(g.id),
  };
}

async function main() {
  const work = workDir();
  // In the order of a hash of the id, so that any prefix (a partial run, --limit) mixes the sources.
  const games = JSON.parse(readFileSync(`${work}/games.json`, 'utf8'))
    .sort((a, b) => (hashOf(a.id) < hashOf(b.id) ? -1 : 1))
    .slice(0, Number(arg('limit', 1e9)));
  const pool = new GnuGoPool({
    size: Number(arg('jobs', 2)), timeoutMs: Number(arg('timeout', 60000)), cacheFile: `${work}/gnugo-cache.jsonl`,
  });
  const done = new Array(games.length).fill(null);
  let next = 0, finished = 0;
  const stopAt = Date.now() + Number(arg('minutes', 1e9)) * 60000;
  const write = () => {
    const entries = [], reviews = [];
    const stats = { positions: 0, gnugo_failed: 0, agreed: 0, reviewed: 0, dropped: 0, kept: {}, by_size: {}, parts: { tune: 0, heldout: 0 }, dropped_ids: [] };
    done.forEach((r, i) => {
      if (!r) return;
      const g = games[i];
      stats.positions++;
      if (r.error) { stats.gnugo_failed++; stats.dropped_ids.push(`${g.id}: GNU Go ${r.error}`); return; }
      stats[r.d.decision]++;
      if (r.d.decision !== 'agreed') reviews.push(reviewText(g, r.labels.B, r.labels.W, r.d));
      if (r.d.decision === 'dropped') { stats.dropped_ids.push(`${g.id}: ${r.d.why}`); return; }
      if (r.d.kept) stats.kept[r.d.kept] = (stats.kept[r.d.kept] || 0) + 1;
      const size = `${g.width}x${g.height}`;
      stats.by_size[size] = (stats.by_size[size] || 0) + 1;
      const e = outputEntry(g, r.labels, r.d, Number(arg('level', 1)));
      stats.parts[e.part]++;
      entries.push(e);
    });
    writeShared(deadFile(), entries, sourcesOf(setOf()).map((x) => x.key));
    writeJsonAtomic(`${work}/label-stats.json`, stats, true);
    writeFileSync(`${work}/review.txt.tmp`, reviews.join('\n'));
    renameSync(`${work}/review.txt.tmp`, `${work}/review.txt`);
    return stats;
  };
  async function worker() {
    while (next < games.length) {
      const i = next++;
      const g = games[i];
      if (Date.now() > stopAt) break;
      const args = gnugoArgs(g.rules, g.komi, Number(arg('level', 1)));
      const labels = {};
      let error = null;
      for (const c of ['B', 'W']) {
        const r = await pool.ask(args, endSetup(g, c), ['final_status_list dead'], { fresh: true });
        if (r.error) { error = r.error; break; }
        labels[c] = parseVertices(r.answers[0], g.height);
      }
      done[i] = error ? { error } : { labels, d: decide(g, labels.B, labels.W, Number(arg('tolerance', 1))) };
      if (++finished % 50 === 0) {
        const s = write();
        console.log(`${finished}/${games.length}: agreed ${s.agreed}, reviewed ${s.reviewed}, dropped ${s.dropped}, failed ${s.gnugo_failed}`);
      }
    }
  }
  await Promise.all(Array.from({ length: pool.size }, worker));
  pool.close();
  const s = write();
  const ms = pool.stats.ms.sort((a, b) => a - b);
  console.log(JSON.stringify({ ...s, dropped_ids: s.dropped_ids.length }));
  if (ms.length) console.log(`GNU Go requests: ${ms.length}, median ${ms[ms.length >> 1]} ms, max ${ms[ms.length - 1]} ms, timeouts ${pool.stats.timeouts}, cached ${pool.stats.cached}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
