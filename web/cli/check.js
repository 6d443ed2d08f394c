// One archive file checked: read, replay, score and compare, as the line the archive mode prints.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { scoreRecord } from './record.js';

/**
 * The buffer every record of a thread is read into, reused: most records are a few KB, and
 * readFileSync would allocate a buffer for each and ask the file its size first (one more system
 * call). A file that does not fit is read whole by readFileSync instead, so that one large record
 * does not keep a large buffer alive for the rest of the run.
 */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

/** The text of `file` (decoded as UTF-8) and its size in bytes; throws fs errors as readFileSync does. */
function readText(file) {
  const fd = openSync(file, 'r');
  let size = 0;
  try {
    for (;;) {
      const n = readSync(fd, READ_BUFFER, size, READ_BUFFER.length - size, null);
      if (n === 0) return { text: READ_BUFFER.toString('utf8', 0, size), size };
      size += n;
      if (size === READ_BUFFER.length) break;
    }
  } finally {
    closeSync(fd);
  }
  const bytes = readFileSync(file);
  return { text: bytes.toString('utf8'), size: bytes.length };
}

/**
 * The outcome of one file: { file, size, rules, komi, computed, recorded, match, error }. A file
 * that cannot be read, parsed or replayed gives `error` (its reason) and nulls, never a throw.
 */
export function checkRecord(file, rules) {
  const out = { file, size: null, rules: null, komi: null, computed: null, recorded: null, match: null, error: null };
  let text;
  try {
    const read = readText(file);
    out.size = read.size;
    text = read.text;
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
