// How a Game is scored: the options that score(), compareRules() and the estimators take for a
// game as it stands (its komi, handicap, prisoners, passes and marks), read off the game itself,
// and the ruleset of a record's RU. The Game class (game.js) keeps the state; this is the counting.
import { api, check } from './core.js';
import { describe, fail } from './errors.js';
import { MAX_PRISONERS, readCount, readName } from './input.js';
import { readFlag } from './life.js';
import { readPasses } from './game-flat.js';
import { scoreResult, sgfResult } from './scoring.js';
import { RULES_NAMES, rulesetResult } from './rules.js';
import { scoreArea as areaOf, scoreTerritory as territoryOf } from './territory.js';

/** The rules a game is scored under with Game::Score (cpp/scoring/scoring.h ScoringRules). */
const SCORING_RULES = ['territory', 'area', 'tromp-taylor'];

/**
 * score() of `game` (its embind Game is `h`) under the ruleset `name`, with the options read
 * (opts.seki, opts.scoreFalseEyes); `ha` is the record's HA value (undefined when none).
 */
export function countGame(fn, game, h, name, opts, ha) {
  if (SCORING_RULES.includes(name) && opts.seki === undefined && opts.scoreFalseEyes === undefined) {
    return scoreResult(check(fn, h.score(name)));
  }
  readName(fn, 'rules', name, RULES_NAMES);
  if (opts.seki !== undefined && opts.seki !== 'auto' && opts.seki !== 'none') {
    throw fail(fn, 'INVALID_ARGUMENT', `seki must be 'auto' or 'none' (mark seki with toggleSeki), got ${describe(opts.seki)}`);
  }
  if (name === 'territory' || name === 'area') {
    // The aliases keep the shape of scoreTerritory and scoreArea (with the life analysis).
    const given = rulesOptions(fn, game, h, { rules: name, seki: opts.seki, scoreFalseEyes: opts.scoreFalseEyes }, ha);
    const { komi, dead, seki, prisoners, scoreFalseEyes } = given;
    if (name === 'territory') return territoryOf(game.board, { komi, dead, seki, prisoners, scoreFalseEyes });
    return areaOf(game.board, { komi, dead, scoreFalseEyes });
  }
  // A ruleset: scored in C++ from the game itself (its board, komi, prisoners, passes and marks),
  // as score(game.board, rulesOptions(...)) scores it, without the board's round trip through JS.
  const handicap = readCount(fn, 'handicap', recordHandicap(ha), MAX_PRISONERS);
  const scoreFalseEyes = readFlag(fn, 'scoreFalseEyes', opts.scoreFalseEyes, false);
  const r = check(fn, h.scoreRuleset(name, handicap, opts.seki ?? 'auto', scoreFalseEyes));
  return rulesetResult(name, r, game.width, game.height);
}

/**
 * The same count as countGame, but only its result: { winner, margin, sgf } (the SGF RE value),
 * for a caller that needs nothing else, the CLI's archive mode.
 */
export function countGameResult(fn, game, h, name, opts, ha) {
  const { winner, margin } = countGame(fn, game, h, name, opts, ha);
  return { winner, margin, sgf: sgfResult(winner, margin) };
}

/** The handicap stones the rulesets compensate: the record's HA when it is an integer of 2 or more, else 0. */
function recordHandicap(ha) {
  const n = Number(ha);
  return Number.isInteger(n) && n >= 2 ? n : 0;
}

/** The options of score() / compareRules() for `game` as it stands (`ha`: its record's HA), with `extra` on top. */
export function rulesOptions(fn, game, h, extra, ha) {
  const marks = game.marks;
  const passes = readPasses(h.moves());
  const options = {
    komi: game.komi,
    handicap: recordHandicap(ha),
    prisoners: game.captures,
    passes,
    dead: marks.dead,
    ...extra,
  };
  if (marks.seki.length > 0) options.seki = marks.seki;
  return options;
}

/** The ruleset of a record's RU value `ru`: a name, undefined when there is no RU, null when unknown. */
export function rulesOfRecord(ru) {
  if (ru === undefined) return undefined;
  return api('Game.rules').rulesFromSgf(ru) || null;
}
