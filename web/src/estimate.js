// Estimation: estimateDead and estimateScore (cpp/bindings/estimate.cpp, over cpp/estimate),
// documented in web/index.d.ts.
import { api, call, callEvaluator, defaultModelUrl, evaluatorHasModel, failure, fetchBytes, loadEvaluatorModel, pairs, readInitOptions, ready, writeFile } from './core.js';
import { describe, fail, invalid } from './errors.js';
import { MAX_PLAYOUTS, boardArgs, boardCopy, readBoard, readColor, readCount, readFlag, readKomiTenths, readName } from './input.js';
import { readOptions } from './input.js';
import { RULES_NAMES, readPair, score } from './rules.js';

const EFFORTS = ['fast', 'normal', 'thorough']; // in the order of cpp/estimate/estimate.h EstimateEffort
// Rulesets that count territory; every other counts area (the estimator's two counting methods).
const TERRITORY_RULES = new Set(['japanese', 'korean', 'territory']);

/** Reads the estimator's options; `extra` names more allowed options (read by the caller). */
function readEstimateOptions(fn, options, extra = []) {
  const opts = readOptions(fn, options, ['toMove', 'komi', 'rules', 'seed', 'effort', ...extra]);
  const toMove = readColor(fn, opts.toMove ?? 1, 'toMove');
  const komi = readKomiTenths(fn, opts.komi ?? 6.5);
  const rules = readName(fn, 'rules', opts.rules ?? 'japanese', RULES_NAMES);
  const seed = readCount(fn, 'seed', opts.seed ?? 1, 0xffffffff);
  // An effort by name, or a number of playouts (the binding takes 'normal' and the number then).
  const effort = opts.effort ?? 'normal';
  const playouts = typeof effort === 'number' ? effort : 0;
  if (typeof effort !== 'number') readName(fn, 'effort', effort, EFFORTS, 'effort');
  else if (!(Number.isInteger(effort) && effort >= 1 && effort <= MAX_PLAYOUTS)) {
    const allowed = `'fast', 'normal', 'thorough' or a number of playouts from 1 to ${MAX_PLAYOUTS}`;
    throw invalid(fn, `effort must be ${allowed}, got ${describe(effort)}`);
  }
  // The arguments both bindings start with, after the board.
  const args = [toMove, komi, !TERRITORY_RULES.has(rules), seed, EFFORTS.indexOf(playouts ? 'normal' : effort), playouts];
  return { opts, komi, rules, args };
}

export function estimateDead(board, options) {
  const fn = 'estimateDead';
  const e = readEstimateOptions(fn, options);
  const b = readBoard(fn, board);
  const r = call(fn, 'estimateDead', ...boardArgs(fn, b), ...e.args, 0, 0, false); // no prisoners
  return { ...r, dead: pairs(r.dead), uncertain: r.chains.filter((c) => c.uncertain) };
}

export function estimateScore(board, options) {
  const fn = 'estimateScore';
  const e = readEstimateOptions(fn, options, ['prisoners', 'model']);
  const useModel = readFlag(fn, 'model', e.opts.model, true);
  const prisoners = readPair(fn, 'prisoners', e.opts.prisoners);
  const b = readBoard(fn, board);
  const position = boardCopy(b); // scored below without reading the caller's board again
  const args = [...boardArgs(fn, b), ...e.args, ...prisoners, useModel];
  // In a browser the model is in the evaluator's module (core.js), once loadScoreModel has loaded it.
  const r = useModel && evaluatorHasModel() ? callEvaluator(fn, 'estimateScore', b.cells, args) : call(fn, 'estimateScore', ...args);
  const dead = pairs(r.dead);
  const [black, white] = prisoners;
  const result = score(position, { rules: e.rules, komi: e.komi / 10, dead, prisoners: { black, white } });
  return { score: r.score, ownership: r.ownership, dead, result, model: r.model };
}

/**
 * Loads the learned evaluator of estimateScore (19x19, 9x9): the package's model file (`file` null or
 * undefined), or the file at a URL, or its bytes. Until it has loaded, estimateScore counts without
 * it. When the loaded module has no evaluator (the browser's, built for size), the module that has
 * one, goscore_core.estimator.simd.wasm (or goscore_core.estimator.wasm in an engine without WASM
 * SIMD), is loaded first (once): from `options` ({ wasmUrl }, { wasmBinary } or { wasmModule }, as
 * init's), else from beside the package's .wasm.
 */
export async function loadScoreModel(file, options) {
  const fn = 'loadScoreModel';
  const source = file ?? defaultModelUrl(); // the entry's: model/score-model.bin beside it
  let evaluatorOptions;
  if (options !== undefined && options !== null) {
    try {
      evaluatorOptions = readInitOptions(fn, readOptions(fn, options, ['wasmUrl', 'wasmBinary', 'wasmModule']));
    } catch (error) {
      throw error instanceof TypeError ? invalid(fn, `options cannot be read (${error.message})`) : error;
    }
  }
  let bytes = source;
  if (typeof source === 'string' || source instanceof URL) {
    try {
      bytes = await fetchBytes(new URL(String(source), typeof location === 'object' ? location.href : undefined));
    } catch (error) {
      throw fail(fn, 'WASM_LOAD', String(error?.message ?? error).replace(/^goscore: /, ''));
    }
  } else if (source === null) {
    throw fail(fn, 'WASM_LOAD', 'no model file: give its URL or its bytes');
  } else if (!(source instanceof Uint8Array)) {
    throw invalid(fn, `source must be a URL, a string or a Uint8Array, got ${describe(source)}`);
  }
  await ready.catch(() => {}); // a failed module load is api()'s WASM_LOAD below
  const load = api(fn).loadScoreModel; // Node's module has the evaluator; the browser's has not (CMakeLists.txt)
  if (!load) return loadEvaluatorModel(fn, bytes, evaluatorOptions);
  if (!load(writeFile(fn, bytes))) throw failure(fn);
}
