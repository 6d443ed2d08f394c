// The app every bundler builds: it waits for the module, scores a position, plays a capture and
// catches a bad board, then shows the results as JSON for the test to read. No top-level await of
// its own: Vite 6's default build target has none.
import { ready, getTerritories, scoreTerritory, Game, GoScoreError } from 'goscore';

const output = document.getElementById('output');
ready.then(run, fail);

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
  output.textContent = JSON.stringify({
    territories,
    score: String(score),
    sgf: score.sgf,
    captured: captured.length,
    errorCode,
  });
  document.body.dataset.status = 'ok';
}

function fail(error) {
  output.textContent = String(error?.stack ?? error);
  document.body.dataset.status = 'error';
}
