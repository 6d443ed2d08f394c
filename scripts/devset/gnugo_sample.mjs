// The score-estimate positions that GNU Go's `estimate_score` is asked about (the peer row of
// the score evaluation): every position (--per all, the default since December 6, 2026), or a
// fixed subsample: in each part (tune, heldout) and each stage (20 and 40 moves before the end,
// at 60%), the N positions with the lowest sha1("gnugo-sample:" + id). Reads
// <data>/devset-score.json, writes the ids to <data>/devset-work/gnugo-sample.json, which
// score.mjs (--sample) and scorepos.py (DEVSET_ESTIMATE_SAMPLE) read to ask only those positions.
// Usage: node scripts/devset/gnugo_sample.mjs [--per all|N]
import { readFileSync, mkdirSync } from 'node:fs';
import { writeJsonAtomic, arg, workDir, scoreFile } from './util.mjs';
import { hashOf } from './extract.mjs';

/** Stage of a score position: 'minus20', 'minus40' or 'at60pct'. */
export const stageOf = (e) => (e.fraction !== undefined ? `at${Math.round(e.fraction * 100)}pct` : `minus${e.moves_before_end}`);

/** Ids of the sample: `per` positions of each (part, stage), lowest sha1("gnugo-sample:" + id) first. */
export function sampleIds(positions, per) {
  const groups = new Map();
  for (const e of positions) {
    const k = `${e.part}/${stageOf(e)}`;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push([hashOf(`gnugo-sample:${e.id}`), e.id]);
  }
  const ids = [];
  for (const k of [...groups.keys()].sort()) {
    ids.push(...groups.get(k).sort((a, b) => (a[0] < b[0] ? -1 : 1)).slice(0, per).map(([, id]) => id));
  }
  return ids.sort();
}

function main() {
  const text = arg('per', 'all');
  const per = text === 'all' ? Infinity : Number(text);
  if (!(per > 0)) throw new Error(`gnugo_sample: --per ${text} is neither 'all' nor a positive count`);
  const positions = JSON.parse(readFileSync(scoreFile(), 'utf8'));
  const ids = sampleIds(positions, per);
  mkdirSync(workDir(), { recursive: true });
  const path = `${workDir()}/gnugo-sample.json`;
  writeJsonAtomic(path, ids);
  const chosen = new Set(ids);
  const bySource = {};
  for (const e of positions) if (chosen.has(e.id)) bySource[e.source] = (bySource[e.source] || 0) + 1;
  console.log(`${ids.length} positions (${text} per part and stage) written to ${path}; by source ${JSON.stringify(bySource)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
