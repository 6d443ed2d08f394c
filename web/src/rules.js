// Rulesets: score under any ruleset with its breakdown, and compareRules (cpp/wasm/rules.cpp, over
// cpp/scoring/ruleset_score.h and compare.h).
import { W, INPUT, call, copy, count, points, scalar, text, view } from './core.js';
import { describe, fail } from './errors.js';
import { isArrayValue, readBoard, readCount, readKomiTenths, readName, readOptions, readVertexList } from './input.js';
import { readFlag } from './life.js';
import { setBoardInput } from './regions.js';
import { ScoreResult } from './scoring.js';

const RS = W.rulesScore;
const P = W.rulesParams;
const NP = Object.keys(P).length;
const code2name = (table) => Object.fromEntries(Object.entries(table).map(([name, code]) => [code, name]));
const RULESET_NAMES = code2name(W.rulesets);
const BREAKDOWN_KINDS = code2name(W.breakdownKinds);
const CONFLICT_KINDS = code2name(W.conflictKinds);
const REASON_KINDS = code2name(W.reasonKinds);
/** The seven rulesets, in the order of compareRules' results. */
export const RULESETS = Object.freeze(Object.keys(W.rulesets).filter((n) => W.rulesets[n] < 7));

/** The options every ruleset score reads (score, compareRules, Game). */
export const SCORE_OPTIONS = ['komi', 'handicap', 'prisoners', 'passes', 'dead', 'seki', 'scoreFalseEyes'];

/** A { black, white } pair of non-negative counts, each at most W.limits.maxPrisoners. */
export function readPair(fn, name, value) {
  if (value === undefined) return [0, 0];
  const p = readOptions(fn, value, ['black', 'white'], name);
  const max = W.limits.maxPrisoners;
  return [readCount(fn, `${name}.black`, p.black ?? 0, max), readCount(fn, `${name}.white`, p.white ?? 0, max)];
}

/** The seki option: 'auto' (default), 'none' or a list of points; [mode code, flat points]. */
export function readSeki(fn, seki, area) {
  if (seki === undefined || seki === 'auto') return [W.sekiModes.auto, []];
  if (seki === 'none') return [W.sekiModes.none, []];
  if (!isArrayValue(seki)) {
    throw fail(fn, 'INVALID_ARGUMENT', `seki must be 'auto', 'none' or an array of [x, y] points, got ${describe(seki)}`);
  }
  return [W.sekiModes.marked, readVertexList(fn, 'seki', seki, area)];
}

/**
 * Reads the scoring options from readOptions' result `opts` for a board of `area` points (komi may
 * be undefined: the ruleset's default). Returns the input entries after the board and the params.
 */
export function readScoreInput(fn, opts, area) {
  const hasKomi = opts.komi !== undefined;
  const komi = hasKomi ? readKomiTenths(fn, opts.komi) : 0;
  const handicap = opts.handicap === undefined ? 0 : readCount(fn, 'handicap', opts.handicap, W.limits.maxPrisoners);
  const [prisonersBlack, prisonersWhite] = readPair(fn, 'prisoners', opts.prisoners);
  const [passesBlack, passesWhite] = readPair(fn, 'passes', opts.passes);
  const scoreFalseEyes = readFlag(fn, 'scoreFalseEyes', opts.scoreFalseEyes, false);
  const dead = readVertexList(fn, 'dead', opts.dead, area);
  const [sekiMode, seki] = readSeki(fn, opts.seki, area);
  const params = new Array(NP);
  params[P.handicap] = handicap;
  params[P.prisonersBlack] = prisonersBlack;
  params[P.prisonersWhite] = prisonersWhite;
  params[P.passesBlack] = passesBlack;
  params[P.passesWhite] = passesWhite;
  params[P.sekiMode] = sekiMode;
  params[P.scoreFalseEyes] = scoreFalseEyes ? 1 : 0;
  params[P.hasKomi] = hasKomi ? 1 : 0;
  params[P.komiTenths] = komi;
  return [
    [INPUT.int32, dead],
    [INPUT.int32, seki],
    [INPUT.int32, params],
  ];
}

/** '\0'-terminated texts of text array i. */
function texts(i) {
  const parts = text(i).split('\0');
  parts.pop();
  return parts;
}

/** The points of a row-major 0/1 mask, sorted by x then y. */
function maskPoints(mask, width, height) {
  const list = [];
  if (mask.length !== width * height) return list;
  for (let x = 0; x < width; x++) {
    for (let y = 0, i = x; y < height; y++, i += width) if (mask[i]) list.push([x, y]);
  }
  return list;
}

/** A ScoreResult under a ruleset: its maps serialize as arrays too. */
class RulesetResult extends ScoreResult {
  toJSON() {
    const json = super.toJSON();
    for (const key of ['sekiGroups', 'falseEye', 'unscorableFalseEye', 'dame']) json[key] = Array.from(this[key]);
    return json;
  }
}

/** Each side's RulesScoreSlot numbers, looked up once (not a name built per score). */
const SIDE_SLOTS = Object.fromEntries(
  ['black', 'white'].map((k) => [
    k,
    ['Stones', 'Territory', 'Captures', 'Dead', 'Seki', 'Handicap', 'PassStones'].map((f) => RS[`${k}${f}`]),
  ]),
);

/** One side's details from the result block, by its slot numbers (SIDE_SLOTS.black or .white). */
function side([stones, territory, captures, dead, seki, handicap, passStones]) {
  return {
    stones: scalar(stones),
    territory: scalar(territory),
    captures: scalar(captures),
    dead: scalar(dead),
    seki: scalar(seki),
    handicap: scalar(handicap) / 10,
    passStones: scalar(passStones),
  };
}

/** The ruleset score in the result block of the call just made (wire RulesScoreSlot). */
export function readRulesetScore(rulesName, width, height) {
  const labels = texts(8);
  const b = view(7);
  const breakdown = { black: [], white: [] };
  for (let i = 0, k = 0; i < count(7); i += 3, k++) {
    (b[i] === 1 ? breakdown.black : breakdown.white).push({
      kind: BREAKDOWN_KINDS[b[i + 1]],
      points: b[i + 2] / 10,
      label: labels[k],
    });
  }
  const messages = texts(10);
  const c = view(9);
  const conflicts = [];
  for (let i = 0, k = 0; i < count(9); i += 3, k++) {
    conflicts.push({ vertex: [c[i], c[i + 1]], kind: CONFLICT_KINDS[c[i + 2]], message: messages[k] });
  }
  const black = scalar(RS.blackTotal);
  const white = scalar(RS.whiteTotal);
  const ruleset = RULESET_NAMES[scalar(RS.ruleset)];
  const fields = {
    black: black / 10,
    white: white / 10,
    winner: scalar(RS.winner),
    margin: scalar(RS.marginTenths) / 10,
    rules: rulesName,
    ruleset,
    raw: { black, white },
    details: {
      black: side(SIDE_SLOTS.black),
      white: side(SIDE_SLOTS.white),
      komi: scalar(RS.komiTenths) / 10,
      handicap: scalar(RS.handicap),
      dame: scalar(RS.dame),
      sekiPoints: scalar(RS.sekiPoints),
    },
    breakdown,
    conflicts,
    tieBroken: scalar(RS.tieBroken) === 1,
    ownership: copy(0),
    seki: copy(1),
    dead: maskPoints(view(2), width, height),
    sekiGroups: copy(3),
    falseEye: copy(4),
    unscorableFalseEye: copy(5),
    dame: copy(6),
  };
  if (ruleset === 'aga') {
    fields.aga = {
      territoryDiff: scalar(RS.agaTerritoryDiffTenths) / 10,
      countsAgree: scalar(RS.agaCountsAgree) === 1,
    };
  }
  return new RulesetResult(fields);
}

/**
 * Scores a finished position under a ruleset: options.rules 'japanese' (default), 'korean',
 * 'chinese', 'aga', 'new-zealand', 'ing', 'tromp-taylor', or the aliases 'territory' and 'area';
 * komi (default per ruleset), handicap, prisoners, passes, dead, seki ('auto' | 'none' | points),
 * scoreFalseEyes.
 */
export function score(board, options) {
  const fn = 'score';
  const opts = readOptions(fn, options, ['rules', ...SCORE_OPTIONS]);
  const rulesName = opts.rules ?? 'japanese';
  const rules = readName(fn, 'rules', rulesName, W.rulesets);
  const b = readBoard(fn, board);
  const more = readScoreInput(fn, opts, b.width * b.height);
  setBoardInput(fn, b, more);
  call(fn, 'rules_score', b.width, b.height, rules);
  return readRulesetScore(rulesName, b.width, b.height);
}

/** compareRules on a board already put in the input block with its options (see compareRules). */
export function compareInInput(fn, width, height) {
  call(fn, 'rules_compare', width, height);
  const results = {};
  for (let i = 0; i < RULESETS.length; i++) {
    call(fn, 'rules_compare_result', i);
    results[RULESETS[i]] = readRulesetScore(RULESETS[i], width, height);
  }
  call(fn, 'rules_compare_differences');
  const reasonTexts = texts(1);
  const v = view(0);
  const n = count(0);
  const differences = [];
  for (let i = 0, t = 0; i < n; ) {
    const reasons = [];
    const m = v[i + 3];
    for (let r = 0, j = i + 4; r < m; r++, j += 2) {
      reasons.push({ kind: REASON_KINDS[v[j]], points: v[j + 1] / 10, text: reasonTexts[t++] });
    }
    differences.push({ a: RULESET_NAMES[v[i]], b: RULESET_NAMES[v[i + 1]], points: v[i + 2] / 10, reasons });
    i += 4 + 2 * m;
  }
  return { results, differences };
}

/**
 * Scores the position under every ruleset with the same marks and counts (komi, when given, for
 * all; else each ruleset's default) and explains every difference between two rulesets' margins.
 */
export function compareRules(board, options) {
  const fn = 'compareRules';
  const opts = readOptions(fn, options, SCORE_OPTIONS);
  const b = readBoard(fn, board);
  const more = readScoreInput(fn, opts, b.width * b.height);
  setBoardInput(fn, b, more);
  return compareInInput(fn, b.width, b.height);
}
