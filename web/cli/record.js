// One SGF record scored for the command-line tool: shared by the single-record mode (web/cli.js)
// and the archive workers (web/cli/worker.js), so that both read and compare a record alike.
import { Game } from '../index.js';
import { sgfResultOf } from '../src/game.js';

/**
 * Whether a recorded RE value states a count (B+n, W+n, 0, Draw, Jigo): only those can be
 * compared with a computed result; B+R, W+T, Void, ? and '' cannot.
 */
export function isCountedResult(recorded) {
  return countOf(recorded) !== null;
}

/** The winner (1, -1, 0) and margin an RE value states, or null when it states no count. */
function countOf(re) {
  const value = re.trim().toUpperCase();
  if (['0', 'DRAW', 'JIGO'].includes(value)) return [0, 0];
  const m = /^([BW])\+(\d+(?:\.\d+)?)$/.exec(value);
  return m ? [m[1] === 'B' ? 1 : -1, Number(m[2])] : null;
}

/** Whether a recorded RE value says the same as the computed one (see isCountedResult). */
export function sameResult(recorded, computed) {
  const [a, b] = [countOf(recorded), countOf(computed)];
  return a !== null && b !== null && a[0] === b[0] && a[1] === b[1];
}

/**
 * The rules a game from a record is scored under: `rules` when the caller names them, else the
 * record's own (game.rules, from RU, once the package has it), else territory.
 */
export function rulesFor(game, rules) {
  if (rules !== undefined) return rules;
  const own = game.rules;
  return typeof own === 'string' ? own : 'territory';
}

/**
 * Replays and scores one record: { rules, komi, computed, recorded, match } where computed is the
 * SGF RE value of the count, recorded the record's RE ('' when none) and match true / false, or
 * null when RE states no count (B+R, W+T, Void, none). Throws the package's GoScoreError for a
 * record it cannot read or replay.
 */
export function scoreRecord(text, { rules } = {}) {
  const game = Game.fromSgf(text);
  try {
    const used = rulesFor(game, rules);
    const computed = sgfResultOf(game, used);
    const recorded = game.recordedResult;
    const match = isCountedResult(recorded) ? sameResult(recorded, computed) : null;
    return { rules: used, komi: game.komi, computed, recorded, match };
  } finally {
    game.dispose();
  }
}

/** Marks each listed point's chain dead: a point whose chain is already dead changes nothing. */
export function setDead(game, points) {
  for (const p of points) game.setDead(p);
}

/** Marks each listed point's region seki once: toggling a marked region unmarks it, so undo that. */
export function setSeki(game, points) {
  for (const p of points) {
    const before = game.marks.seki.length;
    game.toggleSeki(p);
    if (game.marks.seki.length < before) game.toggleSeki(p);
  }
}
