// Small helpers shared by the dev-set scripts.
import { writeFileSync, renameSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Writes `value` as JSON to `path` through a temporary file and a rename (never half-written). */
export function writeJsonAtomic(path, value, pretty = false) {
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, pretty ? JSON.stringify(value, null, 1) : JSON.stringify(value));
  renameSync(tmp, path);
}

/** Value of `--name X` on the command line, or `dflt`. */
export function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : dflt;
}

/**
 * The set being built, `--set 19x19` (default: the first dev set, Tygem and Tom here) or
 * `--set 9x9` (sources.mjs SOURCES_9X9). Each set has its own data files and work folder,
 * so building one never touches the other's.
 */
export function setOf() {
  const s = arg('set', '19x19');
  if (s !== '19x19' && s !== '9x9' && s !== '13x13') throw new Error(`--set: '${s}' is not 19x19, 9x9 or 13x13`);
  return s;
}

/** The files of set `set` under folder `data`: { work, dead, score } (no suffix for 19x19, '-9x9' for 9x9). */
export function setFiles(data, set) {
  const suffix = set === '19x19' ? '' : `-${set}`;
  return { work: `${data}/devset-work${suffix}`, dead: `${data}/devset-dead${suffix}.json`, score: `${data}/devset-score${suffix}.json` };
}

/** Output folder of the data files (default: `data` beside the checkout, where bench/eval_dead.mjs
 * looks) and the work folder inside it (devset-work, devset-work-9x9). */
export const dataDir = () =>
  arg('data', process.env.DEVSET_DATA || fileURLToPath(new URL('../../../data', import.meta.url)));
export const workDir = () => arg('work', setFiles(dataDir(), setOf()).work);
/** The set's two data files: devset-dead.json and devset-score.json, or devset-dead-9x9.json ... */
export const deadFile = () => setFiles(dataDir(), setOf()).dead;
export const scoreFile = () => setFiles(dataDir(), setOf()).score;

/**
 * Writes `mine` to the shared data file `path`, keeping the records there whose source is
 * not in `ownSources` (another pipeline's: the KGS part's merge.py does the same for us).
 */
export function writeShared(path, mine, ownSources) {
  let others = [];
  if (existsSync(path)) {
    try { others = JSON.parse(readFileSync(path, 'utf8')).filter((r) => !ownSources.includes(r.source)); } catch { /* rewritten whole */ }
  }
  writeJsonAtomic(path, others.concat(mine).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
}
