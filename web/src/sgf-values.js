// SGF values typed outside a record: a point in SGF coordinates (the CLI's --dead and --seki) and
// komi as text (the CLI's --komi, the demo's komi field). Both are read by the core's own SGF
// rules (cpp/sgf/sgf.h ParseSgfPoint, ParseSgfKomi through cpp/bindings/common.cpp), the ones the record
// reader applies to B, W, AB, TB... and to KM, so that the package has one parser of each syntax.
// Internal to the package (the CLI and the demo import it); not part of the public API.
import { call } from './core.js';
import { describe, invalid } from './errors.js';
import { wellFormed } from './input.js';

function readText(fn, name, text) {
  if (typeof text !== 'string') throw invalid(fn, `${name} must be a string, got ${describe(text)}`);
  return wellFormed(text);
}

/** The [x, y] that SGF point `text` names ('dd' -> [3, 3]); INVALID_COORDINATE quoting it if none. */
export function readSgfPoint(fn, text) {
  return call(fn, 'sgfPoint', readText(fn, 'the point', text)); // a new array of its own
}

/** The komi, in points, that `text` states as an SGF KM value would; INVALID_ARGUMENT saying why. */
export function readSgfKomi(fn, text) {
  return call(fn, 'sgfKomi', readText(fn, 'the komi', text)) / 10;
}
