// One archive file checked: read, replay, score and compare, as the line the archive mode prints.
import { readFileSync } from 'node:fs';
import { scoreRecord } from './record.js';

/**
 * The outcome of one file: { file, size, rules, komi, computed, recorded, match, error }. A file
 * that cannot be read, parsed or replayed gives `error` (its reason) and nulls, never a throw.
 */
export function checkRecord(file, rules) {
  const out = { file, size: null, rules: null, komi: null, computed: null, recorded: null, match: null, error: null };
  let text;
  try {
    const bytes = readFileSync(file);
    out.size = bytes.length;
    text = bytes.toString('utf8');
  } catch (e) {
    out.error = `cannot read: ${e.code === 'ENOENT' ? 'no such file' : e.code === 'EISDIR' ? 'a folder' : e.message}`;
    return out;
  }
  try {
    Object.assign(out, scoreRecord(text, { rules }));
  } catch (e) {
    out.error = e && e.name === 'GoScoreError' ? e.message : `internal error: ${e}`;
  }
  return out;
}
