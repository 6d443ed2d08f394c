// SGF values typed outside a record: a point in SGF coordinates (the CLI's --dead and --seki) and
// komi as text (the CLI's --komi, the demo's komi field). Both are read by the core's own SGF
// rules (cpp/sgf/sgf.h ParseSgfPoint, ParseSgfKomi through cpp/wasm/sgf.cpp), the ones the record
// reader applies to B, W, AB, TB... and to KM, so that the package has one parser of each syntax.
// Internal to the package (the CLI and the demo import it); not part of the public API.
import { call, INPUT, scalar, setInput, W } from './core.js';
import { describe, fail } from './errors.js';

function readText(fn, name, text) {
  if (typeof text !== 'string') throw fail(fn, 'INVALID_ARGUMENT', `${name} must be a string, got ${describe(text)}`);
  return text;
}

/** The [x, y] that SGF point `text` names ('dd' -> [3, 3]); INVALID_COORDINATE quoting it if none. */
export function readSgfPoint(fn, text) {
  setInput([[INPUT.text, readText(fn, 'the point', text)]]);
  call(fn, 'sgf_point');
  return [scalar(W.point.x), scalar(W.point.y)];
}

/** The komi, in points, that `text` states as an SGF KM value would; INVALID_ARGUMENT saying why. */
export function readSgfKomi(fn, text) {
  setInput([[INPUT.text, readText(fn, 'the komi', text)]]);
  call(fn, 'sgf_komi');
  return scalar(W.value.value) / 10;
}
