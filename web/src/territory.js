// scoreTerritory and scoreArea with the life analysis (seki 'auto', 'none' or agreed seki points;
// scoreFalseEyes), documented in web/index.d.ts. Scored by the ruleset scorer (rules.js: japanese;
// chinese without handicap compensation), then given these functions' shape: under territory rules
// a side's total is its territory less the prisoners the opponent holds (Japanese 1989, Art. 10),
// the same margin as the additive count, with a breakdown whose items add up to it.
import { readOptions } from './input.js';
import { scoreWith } from './rules.js';
import { ScoreResult } from './scoring.js';

function scoreWithLife(fn, rules, board, options, allowed, defaultKomi) {
  const opts = readOptions(fn, options, allowed);
  const r = scoreWith(fn, board, { ...opts, rules, komi: opts.komi ?? defaultKomi });
  const { black: b, white: w } = r.details;
  const territory = rules === 'territory';
  // Prisoners each side's opponent holds: stones it captured in play, and this side's dead.
  const heldByWhite = w.captures + w.dead;
  const heldByBlack = b.captures + b.dead;
  const komiTenths = Math.round(r.details.komi * 10);
  const blackTenths = territory ? 10 * (b.territory - heldByWhite) : r.raw.black;
  const whiteTenths = territory ? 10 * (w.territory - heldByBlack) + komiTenths : r.raw.white;
  const side = (s, held, lost) => ({ stones: s.stones, territory: s.territory, prisoners: held, dead: lost });
  const items = (s, held) => [
    { kind: 'territory', points: s.territory, label: `Territory ${s.territory}` },
    { kind: 'prisoners', points: -held, label: `Prisoners lost ${held}` },
  ];
  const komi = { kind: 'komi', points: komiTenths / 10, label: `Komi ${komiTenths / 10}` };
  const breakdown = territory ? { black: items(b, heldByWhite), white: [...items(w, heldByBlack), komi] } : r.breakdown;
  // The ruleset score's fields in their order, less those these functions do not have.
  const { ruleset, tieBroken, aga, ...fields } = r;
  return new ScoreResult(fields, {
    black: blackTenths / 10,
    white: whiteTenths / 10,
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
    seki: territory ? r.seki : new Uint8Array(r.seki.length),
  });
}

export function scoreTerritory(board, options) {
  return scoreWithLife('scoreTerritory', 'territory', board, options, ['komi', 'dead', 'seki', 'prisoners', 'scoreFalseEyes'], 6.5);
}

export function scoreArea(board, options) {
  return scoreWithLife('scoreArea', 'area', board, options, ['komi', 'dead', 'scoreFalseEyes'], 7.5);
}
