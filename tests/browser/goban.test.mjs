// goscore/goban in Chromium, inside a page that renders online-go.com's goban board (the goban
// package's browser bundle, a devDependency): the board of each of the 31 checked end positions of
// shared/datasets/ogs-autoscore.json is drawn, goban's score estimation mode runs its
// ScoreEstimator on goscore's estimator (set_local_ownership_estimator), and goban draws the
// estimate on its canvas. Checked: goban called goscore, its ownership is goscore's, its winner and
// margin are goban's own arithmetic on that ownership, and the canvas shows a mark on exactly the
// points goban marks (an owner that is not the stone on the point). The page is
// tests/browser/goban/index.html, served with the repository's files as they are.
//   node --test tests/browser/goban.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { serve } from '../bundlers/serve.mjs';
import { datasetPath } from '../js/datasets.mjs';
import { HANG_GUARD_MS, launchBrowser, repo, watch } from './harness.mjs';

const cases = JSON.parse(readFileSync(datasetPath('ogs-autoscore.json'), 'utf8')).cases;
const KOMI = 7.5; // the page's
let server;
let browser;
let page;
const log = { consoleErrors: [], foreignRequests: [], failedRequests: [] };

before(async () => {
  server = await serve(repo);
  browser = await launchBrowser();
  page = await browser.newPage();
  page.setDefaultTimeout(HANG_GUARD_MS);
  watch(page, log);
  await page.goto(`${server.url}/tests/browser/goban/index.html`);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test("goban's board in Chromium draws goscore's estimate in score estimation mode, on the 31 checked positions", { timeout: 600_000 }, async () => {
  for (const c of cases) {
    // Area counting, so that goban shows the estimator's matrix as it is (under territory counting
    // it blanks the living stones' points itself).
    const got = await page.evaluate(([position]) => window.estimateOnGoban(position, 'chinese'), [c.board]);
    assert.equal(got.calls, 1, `${c.id}: goban asked goscore's estimator once`);
    assert.deepEqual(got.ownership, got.direct, `${c.id}: goban's ScoreEstimator holds goscore's ownership`);
    assert.equal(got.ownership.length, c.height);
    for (const row of got.ownership) {
      assert.equal(row.length, c.width);
      for (const v of row) assert.ok(v >= -1 && v <= 1, `${c.id}: ${v}`);
    }
    // goban's arithmetic (ScoreEstimator.estimateScoreLocal, area rules): the sum of the matrix, less komi.
    const margin = got.ownership.flat().reduce((a, b) => a + b, 0) - KOMI;
    assert.equal(got.winner, margin > 0 ? 'Black' : 'White', c.id);
    assert.ok(Math.abs(got.amount - Math.abs(margin)) < 1e-9, `${c.id}: ${got.amount} vs ${margin}`);
    // The canvas: goban draws a square of half-side 0.2 * |ownership| squares where the owner is
    // not the stone on the point; the page samples a pixel 0.1 square off each point's middle, so
    // a mark of |ownership| >= 0.6 covers it, and nothing changes where goban draws no mark.
    let marks = 0;
    c.board.forEach((row, y) =>
      [...row].forEach((stone, x) => {
        const own = got.ownership[y][x];
        const marked = own !== 0 && (own > 0 ? 'B' : 'W') !== stone;
        if (marked && Math.abs(own) < 0.6) return; // too small a mark to sample
        marks += marked;
        assert.equal(got.changed[y][x], marked, `${c.id} [${x}, ${y}]: stone ${stone}, ownership ${own}`);
      }),
    );
    assert.ok(marks > 0, `${c.id}: goban drew the estimate`);
  }
  assert.deepEqual(log, { consoleErrors: [], foreignRequests: [], failedRequests: [] });
});
