// Life analysis: passAlive and analyzeTerritory (cpp/bindings/board.cpp, over cpp/life),
// documented in web/index.d.ts.
import { api, call, resultAt } from './core.js';
import { boardArgs, readBoard, readFlag, readOptions, readVertexList } from './input.js';

export function passAlive(board, options) {
  const fn = 'passAlive';
  const opts = readOptions(fn, options, ['suicide']);
  const suicide = readFlag(fn, 'suicide', opts.suicide, false);
  const b = readBoard(fn, board);
  return new Int8Array(resultAt(fn, api(fn).passAlive(...boardArgs(fn, b), suicide), b.width * b.height));
}

export function analyzeTerritory(board, options) {
  const fn = 'analyzeTerritory';
  const opts = readOptions(fn, options, ['dead', 'scoreFalseEyes']);
  const scoreFalseEyes = readFlag(fn, 'scoreFalseEyes', opts.scoreFalseEyes, false);
  const b = readBoard(fn, board);
  const dead = readVertexList(fn, 'dead', opts.dead, b.width * b.height);
  return call(fn, 'analyzeTerritory', ...boardArgs(fn, b), dead, scoreFalseEyes);
}
