// The public API, gathered from its modules (see docs/ARCHITECTURE.md): core.js talks to the WASM
// module and loads it, input.js reads every user value, errors.js is the error type, and the rest
// are the features. The entries web/index.js (Node and bundlers that take a top-level await) and
// web/browser.js (everything else) re-export this and start the default load.
export { GoScoreError } from './errors.js';
export { MAX_BOARD_SIZE, MAX_SGF_BYTES } from './input.js';
export { getTerritory, getTerritories, GoCounting, ownershipMap } from './regions.js';
export { ScoreResult, scoreTrompTaylor } from './scoring.js';
export { scoreTerritory, scoreArea } from './territory.js';
export { Game } from './game.js';
export { passAlive, analyzeTerritory } from './life.js';
export { score, compareRules, RULESETS } from './rules.js';
export { estimateDead, estimateScore, loadScoreModel } from './estimate.js';
export { memoryStats, ready, init } from './core.js';
