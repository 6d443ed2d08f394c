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

/** Output folder of the data files (default: `data` beside the checkout, where bench/eval_dead.mjs
 * looks) and the work folder inside it. */
export const dataDir = () =>
  arg('data', process.env.DEVSET_DATA || fileURLToPath(new URL('../../../data', import.meta.url)));
export const workDir = () => arg('work', `${dataDir()}/devset-work`);

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
