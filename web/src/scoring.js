// Scoring: ScoreResult, scoreTrompTaylor and the result lines (cpp/bindings/board.cpp, common.cpp),
// documented in web/index.d.ts.
import { api, call } from './core.js';
import { boardArgs, readBoard, readCount, readKomiTenths, readName } from './input.js';

const LANGS = ['en', 'ko', 'ja', 'zh'];

/**
 * The result line of a winner (1, -1, 0) and a margin in points, in `lang`; with 'sgf' the SGF RE
 * value: `B+2.5`, `W+6.5` or `0`.
 */
export function resultLine(winner, margin, lang) {
  return api('ScoreResult.toString').format(winner, Math.round(margin * 10), lang);
}

export class ScoreResult {
  constructor(...fields) {
    Object.assign(this, ...fields);
  }

  toString(lang = 'en') {
    return resultLine(this.winner, this.margin, readName('ScoreResult.toString', 'lang', lang, LANGS, 'language'));
  }

  get sgf() {
    return resultLine(this.winner, this.margin, 'sgf');
  }

  toJSON() {
    // Every field, then the result line and the SGF value; the maps (typed arrays) as arrays.
    const json = { ...this, text: this.toString(), sgf: this.sgf };
    for (const key of Object.keys(json)) if (ArrayBuffer.isView(json[key])) json[key] = Array.from(json[key]);
    return json;
  }
}

/**
 * The totals of a binding's score (game.cpp ScoreResult, rules.cpp RulesetScore), a ScoreResult's
 * first fields in its order: { black, white, winner, margin } in points, `rules`, `raw` in tenths.
 */
export function totals(r, rules) {
  const [black, white] = [r.black.totalTenths, r.white.totalTenths];
  return { black: black / 10, white: white / 10, winner: r.winner, margin: r.marginTenths / 10, rules, raw: { black, white } };
}

/** One side's details of a score of the bindings: its fields but its total and its breakdown. */
export const sideDetails = ({ totalTenths, breakdown, ...details }) => details;

/** The ScoreResult of a score under 'territory', 'area' or 'tromp-taylor' (Game.score). */
export function scoreResult(r) {
  const details = { black: sideDetails(r.black), white: sideDetails(r.white), komi: r.komi, dame: r.dame, sekiPoints: r.sekiPoints };
  return new ScoreResult(totals(r, r.rules), { details, ownership: r.ownership, seki: r.seki });
}

export function scoreTrompTaylor(board, komi, consecutivePasses, moveCount) {
  const fn = 'scoreTrompTaylor';
  const b = readBoard(fn, board);
  const tenths = readKomiTenths(fn, komi);
  readCount(fn, 'consecutivePasses', consecutivePasses);
  readCount(fn, 'moveCount', moveCount);
  const r = call(fn, 'trompTaylor', ...boardArgs(fn, b), tenths, consecutivePasses, moveCount);
  return r.terminal ? [true, r.black / 10, r.white / 10, r.winner] : [false, null, null, null];
}
