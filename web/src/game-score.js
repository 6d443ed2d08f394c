// How a Game is scored: the options that score(), compareRules() and the estimators take for a
// game as it stands (its komi, handicap, prisoners, passes and marks), read off the game itself,
// and the ruleset of a record's RU. The Game class (game.js) keeps the state; this is the counting.
import { W, INPUT, call, scalar, setInput } from './core.js';
import { describe, fail } from './errors.js';
import { readCount, readName } from './input.js';
import { readFlag } from './life.js';
import { readPasses } from './game-flat.js';
import { readScore, sgfResult } from './scoring.js';
import { readRulesetScore } from './rules.js';
import { scoreArea as areaOf, scoreTerritory as territoryOf } from './territory.js';

const RULESET_NAMES = Object.fromEntries(Object.entries(W.rulesets).map(([name, code]) => [code, name]));

/** What count() left in the result block: a score (wire ScoreSlot) or a ruleset score (RulesScoreSlot). */
const SCORE_BLOCK = 1;
const RULESET_BLOCK = 2;

/**
 * Counts `game` (its C++ game is `handle`) under the ruleset `name`, with the options read
 * (opts.seki, opts.scoreFalseEyes); `ha` is the record's HA value (undefined when none). Returns
 * SCORE_BLOCK or RULESET_BLOCK, the layout of the result block the count left, or the result
 * itself where it is counted in JS (the 'territory' and 'area' aliases with options).
 */
function count(fn, game, handle, name, opts, ha) {
  if (typeof name === 'string' && Object.hasOwn(W.rules, name) && opts.seki === undefined && opts.scoreFalseEyes === undefined) {
    call(fn, 'game_score', handle, W.rules[name]);
    return SCORE_BLOCK;
  }
  readName(fn, 'rules', name, W.rulesets);
  if (opts.seki !== undefined && opts.seki !== 'auto' && opts.seki !== 'none') {
    throw fail(fn, 'INVALID_ARGUMENT', `seki must be 'auto' or 'none' (mark seki with toggleSeki), got ${describe(opts.seki)}`);
  }
  if (name === 'territory' || name === 'area') {
    // The aliases keep the shape of scoreTerritory and scoreArea (with the life analysis).
    const given = rulesOptions(fn, game, handle, { rules: name, seki: opts.seki, scoreFalseEyes: opts.scoreFalseEyes }, ha);
    const { komi, dead, seki, prisoners, scoreFalseEyes } = given;
    if (name === 'territory') return territoryOf(game.board, { komi, dead, seki, prisoners, scoreFalseEyes });
    return areaOf(game.board, { komi, dead, scoreFalseEyes });
  }
  // A ruleset: scored in C++ from the game itself (its board, komi, prisoners, passes and marks),
  // as score(game.board, rulesOptions(...)) scores it, without the board's round trip through JS.
  const handicap = readCount(fn, 'handicap', recordHandicap(ha), W.limits.maxPrisoners);
  const scoreFalseEyes = readFlag(fn, 'scoreFalseEyes', opts.scoreFalseEyes, false);
  call(fn, 'game_score_ruleset', handle, W.rulesets[name], handicap, W.sekiModes[opts.seki ?? 'auto'], scoreFalseEyes ? 1 : 0);
  return RULESET_BLOCK;
}

/** score() of `game`: count()'s result as a ScoreResult or a RulesetScore. */
export function countGame(fn, game, handle, name, opts, ha) {
  const counted = count(fn, game, handle, name, opts, ha);
  if (counted === SCORE_BLOCK) return readScore();
  if (counted === RULESET_BLOCK) return readRulesetScore(name, game.width, game.height);
  return counted;
}

/**
 * The same count as countGame, but only its result: { winner, margin, sgf } (the SGF RE value),
 * without the maps, details and breakdown that countGame copies out (six typed arrays a score):
 * for a caller that needs nothing else, the CLI's archive mode.
 */
export function countGameResult(fn, game, handle, name, opts, ha) {
  const counted = count(fn, game, handle, name, opts, ha);
  // Both result layouts name their winner and margin alike (wire ScoreSlot, RulesScoreSlot).
  const slots = counted === SCORE_BLOCK ? W.score : counted === RULESET_BLOCK ? W.rulesScore : null;
  const winner = slots ? scalar(slots.winner) : counted.winner;
  const margin = slots ? scalar(slots.marginTenths) / 10 : counted.margin;
  return { winner, margin, sgf: sgfResult(winner, margin) };
}

/** The handicap stones the rulesets compensate: the record's HA when it is an integer of 2 or more, else 0. */
function recordHandicap(ha) {
  const n = Number(ha);
  return Number.isInteger(n) && n >= 2 ? n : 0;
}

/** The options of score() / compareRules() for `game` as it stands (`ha`: its record's HA), with `extra` on top. */
export function rulesOptions(fn, game, handle, extra, ha) {
  const marks = game.marks;
  call(fn, 'game_moves', handle);
  const passes = readPasses();
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
  setInput([[INPUT.text, ru]]);
  call('Game.rules', 'rules_from_sgf');
  const code = scalar(W.value.value);
  return code < 0 ? null : RULESET_NAMES[code];
}
