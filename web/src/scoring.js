// Scoring: scoreTerritory, scoreArea, scoreTrompTaylor and ScoreResult (cpp/wasm/scoring.cpp).
import { W, INPUT, call, copy, scalar, text } from './core.js';
import { readBoard, readCount, readKomiTenths, readName, readOptions, readVertexList } from './input.js';
import { setBoardInput } from './regions.js';

const S = W.score;
const RULE_NAMES = Object.fromEntries(Object.entries(W.rules).map(([name, code]) => [code, name]));
const LANGS = Object.fromEntries(Object.entries(W.langs).filter(([name]) => name !== 'sgf'));

/** The result line of a winner and a margin in tenths, in a wire language code. */
function resultLine(winner, marginTenths, lang) {
  call('ScoreResult.toString', 'format', winner, marginTenths, lang);
  return text(0);
}

/** The SGF RE value of a winner (1, -1, 0) and a margin in points: `B+2.5`, `W+6.5` or `0`. */
export function sgfResult(winner, margin) {
  return resultLine(winner, Math.round(margin * 10), W.langs.sgf);
}

/**
 * The result of scoring a position: plain fields, and the result line on demand.
 * `String(result)` is `Black wins by 2.5`, `White wins by 6.5` or `Draw`; `result.sgf` is `B+2.5`,
 * `W+6.5` or `0`.
 */
export class ScoreResult {
  constructor(fields) {
    Object.assign(this, fields);
  }

  /** The result line: lang 'en' (default), 'ko', 'ja' or 'zh'. */
  toString(lang = 'en') {
    const code = readName('ScoreResult.toString', 'lang', lang, LANGS, 'language');
    return resultLine(this.winner, Math.round(this.margin * 10), code);
  }

  /** The SGF RE value. */
  get sgf() {
    return sgfResult(this.winner, this.margin);
  }

  toJSON() {
    return {
      ...this,
      text: this.toString(),
      sgf: this.sgf,
      ownership: Array.from(this.ownership),
      seki: Array.from(this.seki),
    };
  }
}

/** The score in the result block of the call just made (wire ScoreSlot). */
export function readScore() {
  const side = (stones, territory, prisoners, dead) => ({
    stones: scalar(stones),
    territory: scalar(territory),
    prisoners: scalar(prisoners),
    dead: scalar(dead),
  });
  const black = scalar(S.blackTenths);
  const white = scalar(S.whiteTenths);
  return new ScoreResult({
    // Black's score; White's, komi included.
    black: black / 10,
    white: white / 10,
    // 1 Black, -1 White, 0 draw; how much the winner wins by (0 for a draw).
    winner: scalar(S.winner),
    margin: scalar(S.marginTenths) / 10,
    rules: RULE_NAMES[scalar(S.rules)],
    // The scores in integer tenths of a point.
    raw: { black, white },
    // The parts of each score, for a score panel.
    details: {
      black: side(S.blackStones, S.blackTerritory, S.blackPrisoners, S.blackDead),
      white: side(S.whiteStones, S.whiteTerritory, S.whitePrisoners, S.whiteDead),
      komi: scalar(S.komiTenths) / 10,
      dame: scalar(S.dame),
      sekiPoints: scalar(S.sekiPoints),
    },
    // Row-major owner of every point after the dead are lifted (1, -1, or 0), and the seki mask:
    // arrays of their own.
    ownership: copy(0),
    seki: copy(1),
  });
}

function scoreStateless(fn, rules, board, options, allowed, defaultKomi) {
  const opts = readOptions(fn, options, allowed);
  const komi = readKomiTenths(fn, opts.komi ?? defaultKomi);
  const b = readBoard(fn, board);
  const area = b.width * b.height;
  const dead = readVertexList(fn, 'dead', opts.dead, area);
  const seki = readVertexList(fn, 'seki', opts.seki, area);
  let byBlack = 0;
  let byWhite = 0;
  if (opts.prisoners !== undefined) {
    const p = readOptions(fn, opts.prisoners, ['black', 'white'], 'prisoners');
    byBlack = readCount(fn, 'prisoners.black', p.black ?? 0, W.limits.maxPrisoners);
    byWhite = readCount(fn, 'prisoners.white', p.white ?? 0, W.limits.maxPrisoners);
  }
  setBoardInput(fn, b, [[INPUT.int32, dead], [INPUT.int32, seki]]);
  call(fn, 'score', b.width, b.height, W.rules[rules], komi, byBlack, byWhite);
  return readScore();
}

/**
 * Japanese territory scoring (1989 rules, Articles 8 and 10) of a finished position.
 * options: komi (default 6.5); dead: points whose chains are dead; seki: points whose empty regions
 * are agreed seki; prisoners: { black, white }, stones captured during play BY each player.
 */
export function scoreTerritory(board, options) {
  return scoreStateless('scoreTerritory', 'territory', board, options, ['komi', 'dead', 'seki', 'prisoners'], 6.5);
}

/**
 * Area scoring of a finished position: stones left after the dead are lifted plus empty points that
 * reach only that colour; komi (default 7.5) to White.
 */
export function scoreArea(board, options) {
  return scoreStateless('scoreArea', 'area', board, options, ['komi', 'dead'], 7.5);
}

/**
 * Tromp-Taylor area scoring of a board (sign map or rows) with komi and the terminal rule: the game
 * is over after at least two consecutive passes or at least twice the board's area in actions.
 */
export function scoreTrompTaylor(board, komi, consecutivePasses, moveCount) {
  const fn = 'scoreTrompTaylor';
  const b = readBoard(fn, board);
  const tenths = readKomiTenths(fn, komi);
  readCount(fn, 'consecutivePasses', consecutivePasses);
  readCount(fn, 'moveCount', moveCount);
  setBoardInput(fn, b);
  call(fn, 'tromp_taylor', b.width, b.height, tenths, consecutivePasses, moveCount);
  const T = W.trompTaylor;
  if (!scalar(T.terminal)) return [false, null, null, null];
  return [true, scalar(T.blackTenths) / 10, scalar(T.whiteTenths) / 10, scalar(T.winner)];
}

