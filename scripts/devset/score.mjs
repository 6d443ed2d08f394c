// Step 3 of the dev set: the score-estimate positions (20 and 40 moves before the end and
// at 60% of each game with a numeric result), with GNU Go's static `estimate_score` for
// each when asked, written to <data>/devset-score.json (rewritten every 200 positions).
// Usage: node scripts/devset/score.mjs [--gnugo 0|1] [--jobs 2] [--minutes M] [--level L] [--sample FILE]
// --sample FILE (a JSON list of ids, made by gnugo_sample.mjs) asks GNU Go only about those
// positions; the others keep an estimate only when the cache already holds one.
// GNU Go runs at its default level unless --level is given; positions are asked in the
// order of a hash of their id (so a run cut short by --minutes covers the games evenly).
import { readFileSync } from 'node:fs';
import { GnuGoPool, gnugoArgs, setupCommands } from './gtp.mjs';
import { writeShared, arg, workDir, scoreFile, setOf } from './util.mjs';
import { sourcesOf } from './sources.mjs';
import { partOf } from './split.mjs';
import { hashOf } from './extract.mjs';

/** Black's margin from GNU Go's "W+4.4 (upper bound: ..." answer. */
export function parseEstimate(answer) {
  const m = /^([BW])\+(\d+(?:\.\d+)?)/.exec(answer.trim());
  if (!m) return answer.trim().startsWith('0') ? 0 : null;
  return m[1] === 'B' ? Number(m[2]) : -Number(m[2]);
}

/** The score-estimate entries of game `g` (a games.json entry), without GNU Go's estimate. */
export function scoreEntries(g) {
  if (g.margin === null) return [];
  return g.snaps.map((s) => {
    const where = s.fraction !== undefined ? { fraction: s.fraction } : { moves_before_end: s.moves_before_end };
    const tag = s.fraction !== undefined ? `at${Math.round(s.fraction * 100)}pct` : `minus${s.moves_before_end}`;
    return {
      id: `${g.id}#${tag}`, game_id: g.id, source: g.source, width: g.width, height: g.height,
      board: s.board, to_move: s.to_move, komi: g.komi, rules: g.rules, handicap: g.handicap,
      prisoners: s.prisoners, ...where, moves_played: s.moves_played, moves_total: g.moves.length,
      target_margin: g.margin, result: g.result, part: partOf(g.id),
    };
  });
}

async function main() {
  const work = workDir();
  const games = JSON.parse(readFileSync(`${work}/games.json`, 'utf8'));
  const out = [];
  const gameOf = [];
  for (const g of games) for (const e of scoreEntries(g)) { out.push(e); gameOf.push(g); }
  const path = scoreFile();
  const own = sourcesOf(setOf()).map((x) => x.key);
  writeShared(path, out, own);
  console.log(`wrote ${out.length} positions of ${new Set(out.map((e) => e.game_id)).size} games to ${path}`);
  if (arg('gnugo', '1') === '0') return;
  const pool = new GnuGoPool({
    size: Number(arg('jobs', 2)), timeoutMs: Number(arg('timeout', 60000)), cacheFile: `${work}/gnugo-cache.jsonl`,
  });
  const order = out.map((e, i) => [hashOf(e.id), i]).sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([, i]) => i);
  const stopAt = Date.now() + Number(arg('minutes', 1e9)) * 60000;
  const level = arg('level', null) === null ? null : Number(arg('level'));
  const samplePath = arg('sample', null);
  const sample = samplePath === null ? null : new Set(JSON.parse(readFileSync(samplePath, 'utf8')));
  let next = 0, finished = 0;
  async function worker() {
    while (next < order.length && Date.now() < stopAt) {
      const i = order[next++];
      const g = gameOf[i], e = out[i];
      const request = [gnugoArgs(g.rules, g.komi, level), setupCommands(g, e.moves_played), ['estimate_score']];
      const r = sample && !sample.has(e.id) ? pool.cached(...request) : await pool.ask(...request);
      if (r && !r.error) e.gnugo_estimate = parseEstimate(r.answers[0]);
      if (++finished % 200 === 0) { writeShared(path, out, own); console.log(`${finished}/${out.length}`); }
    }
  }
  await Promise.all(Array.from({ length: pool.size }, worker));
  pool.close();
  writeShared(path, out, own);
  const ms = pool.stats.ms.sort((a, b) => a - b);
  console.log(`estimates: ${out.filter((e) => e.gnugo_estimate !== undefined).length}/${out.length}; requests median ${ms[ms.length >> 1]} ms, max ${ms[ms.length - 1]} ms, timeouts ${pool.stats.timeouts}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
