// Komi typed as text (the CLI's --komi, the demo's komi field), read by the core's KM rule (the
// one that reads records: web/src/sgf-values.js), so that '', '0x10' or '1e3' are refused exactly
// as they are in a record and '6.5', '-3', '0' are read.
import { GoScoreError } from '../src/errors.js';
import { readSgfKomi } from '../src/sgf-values.js';

/**
 * The komi that `text` states, in points. Throws an Error whose message reads "komi must be a
 * number such as 6.5, got '…'" (with the core's reason when it names a range).
 */
export function readKomiText(text) {
  try {
    return readSgfKomi('komi', text);
  } catch (e) {
    if (!(e instanceof GoScoreError)) throw e;
    const range = / is (out of range.*)$/.exec(e.message);
    throw new Error(`komi must be a number such as 6.5, got '${text}'${range ? `: ${range[1]}` : ''}`);
  }
}
