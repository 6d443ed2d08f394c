// scoreTerritory and scoreArea with the life analysis (issue 12 items 3-4): seki 'auto' (the
// default: seki, false eyes and dame found by the analysis), 'none', or a list of agreed seki
// points (used as given, as before); scoreFalseEyes; conflicts and the maps used. Scored through
// the ruleset scorer (rules.js: japanese, and chinese without handicap compensation for area),
// then given the shape these functions have always had: under territory rules each side's total
// is its territory less the prisoners the opponent holds (Japanese 1989, Art. 10), which has the
// same margin as the ruleset scorer's additive count; the breakdown is in that subtractive form,
// so that its items add up to the totals printed here.
import { describe, fail } from './errors.js';
import { isArrayValue, readOptions } from './input.js';
import { RulesetResult, score } from './rules.js';

function scoreWithLife(fn, rules, board, options, allowed, defaultKomi) {
  const opts = readOptions(fn, options, allowed);
  if (opts.seki !== undefined && opts.seki !== 'auto' && opts.seki !== 'none' && !isArrayValue(opts.seki)) {
    throw fail(fn, 'INVALID_ARGUMENT', `seki must be 'auto', 'none' or an array of [x, y] points, got ${describe(opts.seki)}`);
  }
  let r;
  try {
    r = score(board, { ...opts, rules, komi: opts.komi ?? defaultKomi });
  } catch (e) {
    // The same errors, named after this function.
    if (typeof e?.message === 'string' && e.message.startsWith('score: ')) e.message = `${fn}: ${e.message.slice(7)}`;
    throw e;
  }
  const b = r.details.black;
  const w = r.details.white;
  const territory = rules === 'territory';
  // Prisoners each side's opponent holds: stones it captured in play, and this side's dead.
  const heldByWhite = w.captures + w.dead;
  const heldByBlack = b.captures + b.dead;
  const komiTenths = Math.round(r.details.komi * 10);
  const blackTenths = territory ? 10 * (b.territory - heldByWhite) : r.raw.black;
  const whiteTenths = territory ? 10 * (w.territory - heldByBlack) + komiTenths : r.raw.white;
  const side = (s, held, lost) => ({ stones: s.stones, territory: s.territory, prisoners: held, dead: lost });
  const breakdown = territory
    ? {
        black: [
          { kind: 'territory', points: b.territory, label: `Territory ${b.territory}` },
          { kind: 'prisoners', points: -heldByWhite, label: `Prisoners lost ${heldByWhite}` },
        ],
        white: [
          { kind: 'territory', points: w.territory, label: `Territory ${w.territory}` },
          { kind: 'prisoners', points: -heldByBlack, label: `Prisoners lost ${heldByBlack}` },
          { kind: 'komi', points: komiTenths / 10, label: `Komi ${komiTenths / 10}` },
        ],
      }
    : r.breakdown;
  return new RulesetResult({
    black: blackTenths / 10,
    white: whiteTenths / 10,
    winner: r.winner,
    margin: r.margin,
    rules,
    raw: { black: blackTenths, white: whiteTenths },
    details: {
      // Own stones held by the opponent (captured in play or dead), and own stones marked dead.
      black: side(b, heldByWhite, w.dead),
      white: side(w, heldByBlack, b.dead),
      komi: r.details.komi,
      dame: r.details.dame,
      // Area scoring counts seki points like any other: no region is set apart (as before).
      sekiPoints: territory ? r.details.sekiPoints : 0,
    },
    breakdown,
    conflicts: r.conflicts,
    ownership: r.ownership,
    seki: territory ? r.seki : new Uint8Array(r.seki.length),
    dead: r.dead,
    sekiGroups: r.sekiGroups,
    falseEye: r.falseEye,
    unscorableFalseEye: r.unscorableFalseEye,
    dame: r.dame,
  });
}

/**
 * Japanese territory scoring (1989 rules, Articles 8 and 10) of a finished position. options: komi
 * (default 6.5); dead: points whose chains are dead; seki: 'auto' (default: found by
 * analyzeTerritory), 'none', or points whose empty regions are agreed seki; scoreFalseEyes;
 * prisoners: { black, white }, stones captured during play BY each player.
 */
export function scoreTerritory(board, options) {
  return scoreWithLife('scoreTerritory', 'territory', board, options, ['komi', 'dead', 'seki', 'prisoners', 'scoreFalseEyes'], 6.5);
}

/**
 * Area scoring of a finished position: stones left after the dead are lifted plus empty points that
 * reach only that colour; komi (default 7.5) to White; scoreFalseEyes.
 */
export function scoreArea(board, options) {
  return scoreWithLife('scoreArea', 'area', board, options, ['komi', 'dead', 'scoreFalseEyes'], 7.5);
}
