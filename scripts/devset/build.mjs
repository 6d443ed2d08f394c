// Rebuilds the whole dev set from the pinned source snapshots:
//   node scripts/devset/build.mjs [--set 19x19|9x9] [--data DIR] [--jobs 2] [--level L]
// --set 9x9 builds the 9x9 part (sources.mjs SOURCES_9X9) into devset-dead-9x9.json,
// devset-score-9x9.json and devset-work-9x9/ instead (util.mjs setOf).
// 1. extract.mjs  picks and replays the games      -> <data>/devset-work/games.json
// 2. score.mjs    writes the score-estimate positions (first without GNU Go, so that
//                 a usable file exists at once)    -> <data>/devset-score.json
// 3. label.mjs    GNU Go's dead stones + decisions -> <data>/devset-dead.json
// 4. score.mjs    again, adding GNU Go's estimate_score
// GNU Go answers are cached in <data>/devset-work/gnugo-cache.jsonl: a rerun is incremental.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const pass = process.argv.slice(2);
const run = (script, extra = []) =>
  execFileSync(process.execPath, [`${here}/${script}`, ...pass, ...extra], { stdio: 'inherit' });

run('extract.mjs');
run('score.mjs', ['--gnugo', '0']);
run('label.mjs');
run('score.mjs');
