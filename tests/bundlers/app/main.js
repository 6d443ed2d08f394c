// The app every bundler builds: it waits for the module, scores a position, plays a capture and
// catches a bad board, then shows the results as JSON for the test to read. No top-level await of
// its own: Vite 6's default build target has none.
import { ready, getTerritories, scoreTerritory, Game, GoScoreError, estimateScore, loadScoreModel } from 'goscore';

// The learned evaluator (its module and the model, fetched by loadScoreModel): bundles.test.mjs
// sets this false for the apps that ship only goscore/inline's JS.
const EVALUATOR = true;
const output = document.getElementById('output');
ready.then(run).then(evaluate).then(show, fail);

function run() {
  const territories = getTerritories([' BW ', ' BW ']);
  const score = scoreTerritory(['     ', 'BBBBB', '     ', 'WWWWW', '     '], { komi: 6.5 });
  const game = new Game({ size: 9 });
  game.play(1, [1, 0]);
  game.play(-1, [0, 0]);
  const { captured } = game.play(1, [0, 1]);
  game.dispose();
  let errorCode = null;
  try {
    getTerritories(['B', 'WW']);
  } catch (error) {
    errorCode = error instanceof GoScoreError ? error.code : `not a GoScoreError: ${error}`;
  }
  return { territories, score: String(score), sgf: score.sgf, captured: captured.length, errorCode };
}

/** The results, with `model`: whether estimateScore used the learned evaluator on a 19x19 board. */
async function evaluate(results) {
  if (!EVALUATOR) return { ...results, evaluator: false };
  await loadScoreModel();
  const board = Array.from({ length: 19 }, (_, y) => (y < 9 ? 'B' : y > 9 ? 'W' : '.').repeat(19));
  return { ...results, evaluator: true, model: estimateScore(board, { komi: 6.5 }).model };
}

function show(results) {
  output.textContent = JSON.stringify(results);
  document.body.dataset.status = 'ok';
}

function fail(error) {
  output.textContent = String(error?.stack ?? error);
  document.body.dataset.status = 'error';
}
