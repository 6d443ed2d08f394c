// Komi typed as text (the CLI's --komi, the demo's komi field), read by the package's own komi
// rule: the core's KM reader, the one that reads records, so that '', '0x10' or '1e3' are refused
// exactly as they are in a record and '6.5', '-3', '0' are read. The package exports no reader of
// komi text yet (a gap reported to the lead); this goes through Game.fromSgf rather than writing a
// second parser.
import { Game, GoScoreError } from '../index.js';

/**
 * The komi that `text` states, in points. Throws an Error whose message reads "komi must be a
 * number such as 6.5, got '…'" (with the package's reason when it names a range).
 */
export function readKomiText(text) {
  const shown = `'${text}'`;
  if (typeof text !== 'string' || text.trim() === '') throw new Error(`komi must be a number such as 6.5, got ${shown}`);
  let game;
  try {
    // SGF text escapes: ']' and '\' are written with a backslash before them.
    game = Game.fromSgf(`(;SZ[1]KM[${text.trim().replace(/[\]\\]/g, '\\$&')}])`);
    return game.komi;
  } catch (e) {
    if (!(e instanceof GoScoreError)) throw e;
    const range = / is (out of range.*)$/.exec(e.message);
    throw new Error(`komi must be a number such as 6.5, got ${shown}${range ? `: ${range[1]}` : ''}`);
  } finally {
    game?.dispose();
  }
}
