// Estimation: estimateDead and estimateScore (cpp/bindings/estimate.cpp, over cpp/estimate),
// documented in web/index.d.ts.
import { call, pairs } from './core.js';
import { describe, invalid } from './errors.js';
import { MAX_PLAYOUTS, boardArgs, boardCopy, readBoard, readColor, readCount, readKomiTenths, readName, readOptions } from './input.js';
import { RULES_NAMES, readPair, score } from './rules.js';

const EFFORTS = ['fast', 'normal', 'thorough'];
// Rulesets that count territory; every other counts area (the estimator's two counting methods).
const TERRITORY_RULES = new Set(['japanese', 'korean', 'territory']);

/** Reads the estimator's options; `extra` names more allowed options (read by the caller). */
function readEstimateOptions(fn, options, extra = []) {
  const opts = readOptions(fn, options, ['toMove', 'komi', 'rules', 'seed', 'effort', ...extra]);
  const toMove = readColor(fn, opts.toMove ?? 1, 'toMove');
  const komi = readKomiTenths(fn, opts.komi ?? 6.5);
  const rules = opts.rules ?? 'japanese';
  readName(fn, 'rules', rules, RULES_NAMES);
  const seed = readCount(fn, 'seed', opts.seed ?? 1, 0xffffffff);
  // An effort by name, or a number of playouts (the binding takes 'normal' and the number then).
  const effort = opts.effort ?? 'normal';
  const playouts = typeof effort === 'number' ? effort : 0;
  if (typeof effort === 'number' && !(Number.isInteger(effort) && effort >= 1 && effort <= MAX_PLAYOUTS)) {
    const allowed = `'fast', 'normal', 'thorough' or a number of playouts from 1 to ${MAX_PLAYOUTS}`;
    throw invalid(fn, `effort must be ${allowed}, got ${describe(effort)}`);
  }
  if (typeof effort !== 'number') readName(fn, 'effort', effort, EFFORTS, 'effort');
  // The arguments both bindings start with, after the board.
  const args = [toMove, komi, !TERRITORY_RULES.has(rules), seed, playouts ? 'normal' : effort, playouts];
  return { opts, komi, rules, args };
}

export function estimateDead(board, options) {
  const fn = 'estimateDead';
  const e = readEstimateOptions(fn, options);
  const b = readBoard(fn, board);
  const r = call(fn, 'estimateDead', ...boardArgs(fn, b), ...e.args, 0, 0); // no prisoners
  return { ...r, dead: pairs(r.dead), uncertain: r.chains.filter((c) => c.uncertain) };
}

export function estimateScore(board, options) {
  const fn = 'estimateScore';
  const e = readEstimateOptions(fn, options, ['prisoners']);
  const prisoners = readPair(fn, 'prisoners', e.opts.prisoners);
  const b = readBoard(fn, board);
  const position = boardCopy(b); // scored below without reading the caller's board again
  const r = call(fn, 'estimateScore', ...boardArgs(fn, b), ...e.args, ...prisoners);
  const dead = pairs(r.dead);
  const [black, white] = prisoners;
  const result = score(position, { rules: e.rules, komi: e.komi / 10, dead, prisoners: { black, white } });
  return { score: r.score, ownership: r.ownership, dead, result };
}

