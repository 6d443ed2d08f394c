// goscore: Go scoring in WebAssembly. The public API, re-exported from its modules (see
// docs/ARCHITECTURE.md): web/src/core.js talks to the WASM module, input.js reads every user value,
// regions.js, scoring.js and game.js are the features, errors.js the error type.
export { GoScoreError } from './src/errors.js';
export { MAX_BOARD_SIZE, MAX_SGF_BYTES } from './src/input.js';
export { getTerritory, getTerritories, GoCounting, ownershipMap } from './src/regions.js';
export { ScoreResult, scoreTrompTaylor } from './src/scoring.js';
export { scoreTerritory, scoreArea } from './src/territory.js';
export { Game } from './src/game.js';
export { passAlive, analyzeTerritory } from './src/life.js';
export { score, compareRules, RULESETS } from './src/rules.js';
export { estimateDead, estimateScore } from './src/estimate.js';
export { memoryStats } from './src/core.js';
