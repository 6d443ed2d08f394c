// The package functions a scoring worker runs (goscore/worker): stateless, with plain arguments and
// results that survive the structured clone. Shared by the worker and its client.
export const WORKER_CALLS = Object.freeze([
  'getTerritory', 'getTerritories', 'ownershipMap', 'scoreTrompTaylor', 'scoreTerritory', 'scoreArea', 'score',
  'compareRules', 'passAlive', 'analyzeTerritory', 'estimateDead', 'estimateScore',
]);
