// Rulesets: score under any ruleset with its breakdown, and compareRules (cpp/bindings/rules.cpp,
// over cpp/scoring/ruleset_score.h and compare.h). The public API is documented in web/index.d.ts.
import { call } from './core.js';
import { describe, invalid, isArrayValue } from './errors.js';
import { MAX_PRISONERS, boardArgs, readBoard, readCount, readFlag, readKomiTenths, readName } from './input.js';
import { readOptions, readVertexList } from './input.js';
import { ScoreResult, sideDetails, totals } from './scoring.js';

/** The seven rulesets, in the order of compareRules' results. */
export const RULESETS = Object.freeze(['japanese', 'korean', 'chinese', 'aga', 'new-zealand', 'ing', 'tromp-taylor']);
/** Every ruleset name score() takes: the seven and the aliases (cpp/scoring/rules.h ParseRulesetName). */
export const RULES_NAMES = Object.freeze([...RULESETS, 'territory', 'area']);

/** The options every ruleset score reads (score, compareRules, Game). */
export const SCORE_OPTIONS = ['komi', 'handicap', 'prisoners', 'passes', 'dead', 'seki', 'scoreFalseEyes'];

/** A { black, white } pair of non-negative counts, each at most MAX_PRISONERS. */
export function readPair(fn, name, value) {
  if (value === undefined) return [0, 0];
  const p = readOptions(fn, value, ['black', 'white'], name);
  return [readCount(fn, `${name}.black`, p.black ?? 0, MAX_PRISONERS), readCount(fn, `${name}.white`, p.white ?? 0, MAX_PRISONERS)];
}

/** The seki option: 'auto' (default), 'none' or a list of points; [mode, flat points]. */
export function readSeki(fn, seki, area) {
  if (seki === undefined || seki === 'auto' || seki === 'none') return [seki ?? 'auto', []];
  if (!isArrayValue(seki)) {
    throw invalid(fn, `seki must be 'auto', 'none' or an array of [x, y] points, got ${describe(seki)}`);
  }
  return ['marked', readVertexList(fn, 'seki', seki, area)];
}

/**
 * Reads the scoring options from readOptions' result `opts` for a board of `area` points (komi may
 * be undefined: the ruleset's default), as the arguments the bindings take after the board
 * (cpp/bindings/rules.cpp Rules).
 */
export function readScoreInput(fn, opts, area, rules = 'japanese') {
  const komiTenths = opts.komi === undefined ? null : readKomiTenths(fn, opts.komi);
  const handicap = opts.handicap === undefined ? 0 : readCount(fn, 'handicap', opts.handicap, MAX_PRISONERS);
  const [prisonersBlack, prisonersWhite] = readPair(fn, 'prisoners', opts.prisoners);
  const [passesBlack, passesWhite] = readPair(fn, 'passes', opts.passes);
  const scoreFalseEyes = readFlag(fn, 'scoreFalseEyes', opts.scoreFalseEyes, false);
  const dead = readVertexList(fn, 'dead', opts.dead, area);
  const [sekiMode, seki] = readSeki(fn, opts.seki, area);
  return [rules, handicap, prisonersBlack, prisonersWhite, passesBlack, passesWhite, sekiMode, scoreFalseEyes, komiTenths, dead, seki];
}

/** The points of a row-major 0/1 mask of width x height ([] for another length), sorted by x then y. */
export function maskPoints(mask, width, height) {
  const list = [];
  if (mask.length !== width * height) return list;
  for (let x = 0; x < width; x++) {
    for (let y = 0, i = x; y < height; y++, i += width) if (mask[i]) list.push([x, y]);
  }
  return list;
}

/** The ScoreResult of a ruleset score of the bindings (RulesetScore), `rulesName` as given. */
export function rulesetResult(rulesName, r, width, height) {
  const { ruleset, komi, handicap, dame, sekiPoints } = r;
  const fields = {
    ruleset,
    details: { black: sideDetails(r.black), white: sideDetails(r.white), komi, handicap, dame, sekiPoints },
    breakdown: { black: r.black.breakdown, white: r.white.breakdown },
    conflicts: r.conflicts,
    tieBroken: r.tieBroken,
    ownership: r.ownership,
    seki: r.seki,
    dead: maskPoints(r.deadMask, width, height),
    sekiGroups: r.sekiGroups,
    falseEye: r.falseEye,
    unscorableFalseEye: r.unscorableFalseEye,
    dame: r.dameMask,
  };
  if (ruleset === 'aga') fields.aga = { territoryDiff: r.agaTerritoryDiff, countsAgree: r.agaCountsAgree };
  return new ScoreResult(totals(r, rulesName), fields);
}

export function score(board, options) {
  return scoreWith('score', board, readOptions('score', options, ['rules', ...SCORE_OPTIONS]));
}

/** score() for the function `fn`, its options read already (readOptions). */
export function scoreWith(fn, board, opts) {
  const rulesName = readName(fn, 'rules', opts.rules ?? 'japanese', RULES_NAMES);
  const b = readBoard(fn, board);
  const args = readScoreInput(fn, opts, b.width * b.height, rulesName);
  return rulesetResult(rulesName, call(fn, 'score', ...boardArgs(fn, b), ...args), b.width, b.height);
}

export function compareRules(board, options) {
  const fn = 'compareRules';
  const opts = readOptions(fn, options, SCORE_OPTIONS);
  const b = readBoard(fn, board);
  const args = readScoreInput(fn, opts, b.width * b.height);
  return comparison(call(fn, 'compareRules', ...boardArgs(fn, b), ...args), b.width, b.height);
}

/** compareRules' result from the bindings' RulesComparison of a width x height board. */
export function comparison({ results, differences }, width, height) {
  const byName = Object.fromEntries(RULESETS.map((name, i) => [name, rulesetResult(name, results[i], width, height)]));
  return { results: byName, differences };
}
