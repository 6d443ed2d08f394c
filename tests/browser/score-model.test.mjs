// The learned evaluator in Chromium: the package's files served as they are (no build, no bundler),
// a page that imports web/browser.js, awaits `ready` and scores a 19x19 position with
// estimateScore. The browser's module has no evaluator: loadScoreModel() fetches
// wasm/goscore_core.estimator.simd.wasm (Chromium has WASM SIMD; and the model) on its first call,
// never before, and from then
// on estimateScore gives `model: true` and the very answer Node's module gives. The same from a
// module worker that imports web/browser.js, and from goscore/inline (web/inline.js), which fetches
// the evaluator's module and the model from beside it.
//   node --test tests/browser/score-model.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { serve } from '../bundlers/serve.mjs';
import { datasetPath } from '../js/datasets.mjs';
import { HANG_GUARD_MS, launchBrowser, repo } from './harness.mjs';
import { estimateScore, loadScoreModel } from '../../web/index.js';

const position = JSON.parse(readFileSync(datasetPath('ogs-autoscore.json'), 'utf8')).cases.find((c) => c.width === 19);
const OPTIONS = { rules: position.rules, toMove: -1 };

// In the page or a worker: the files requested before loadScoreModel, then its answers.
const RUN = (entry) => `
const { ready, estimateScore, loadScoreModel, memoryStats } = await import('${entry}');
const files = () => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
await ready;
const board = ${JSON.stringify(position.board)};
const options = ${JSON.stringify(OPTIONS)};
const before = { files: files(), model: estimateScore(board, options).model };
await loadScoreModel();
const e = estimateScore(board, options);
const result = {
  before,
  after: { files: files(), evaluator: memoryStats().evaluator !== undefined },
  estimate: { score: e.score, ownership: Array.from(e.ownership), dead: e.dead, model: e.model, result: String(e.result) },
};`;
const PAGE = (entry) => `<!doctype html><meta charset="utf-8"><script type="module">
${RUN(entry)}
window.result = result;
</script>`;
const WORKER_PAGE = `<!doctype html><meta charset="utf-8"><script type="module">
const source = ${JSON.stringify(`${RUN('/web/browser.js')}\nself.postMessage(result);`)}.replaceAll("'/web/", "'" + location.origin + '/web/');
const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })), { type: 'module' });
worker.onmessage = (event) => (window.result = event.data);
worker.onerror = (event) => (window.result = { error: String(event.message) });
</script>`;

let browser;
let server;
before(async () => {
  browser = await launchBrowser();
  server = await serve(repo, { types: { '.html': 'text/html' } });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function run(body) {
  const page = await browser.newPage();
  page.setDefaultTimeout(HANG_GUARD_MS);
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} ${r.url()}`));
  try {
    await page.route('**/score-model.html', (route) => route.fulfill({ contentType: 'text/html', body }));
    await page.goto(`${server.url}/score-model.html`);
    await page.waitForFunction(() => window.result !== undefined);
    return { ...(await page.evaluate(() => window.result)), problems };
  } finally {
    await page.close();
  }
}

async function check(out, { inline = false } = {}) {
  assert.deepEqual(out.problems, []);
  assert.equal(out.error, undefined);
  // The evaluator's module and the model are fetched by loadScoreModel, not at the first load.
  assert.equal(out.before.model, false);
  assert.equal(out.before.files.includes('/web/wasm/goscore_core.wasm'), !inline);
  // Chromium has WASM SIMD: the evaluator's module with SIMD is fetched, the one without never.
  for (const file of ['/web/wasm/goscore_core.estimator.simd.wasm', '/web/model/score-model.bin']) {
    assert.ok(!out.before.files.includes(file), `${file} fetched before loadScoreModel`);
    assert.ok(out.after.files.includes(file), `${file} not fetched by loadScoreModel`);
  }
  assert.ok(!out.after.files.includes('/web/wasm/goscore_core.estimator.wasm'), 'the module without SIMD fetched too');
  assert.equal(out.after.evaluator, true);
  await loadScoreModel();
  const e = estimateScore(position.board, OPTIONS);
  assert.equal(e.model, true);
  assert.deepEqual(out.estimate, { score: e.score, ownership: Array.from(e.ownership), dead: e.dead, model: true, result: String(e.result) });
}

test('a page: loadScoreModel() loads the evaluator, estimateScore gives model: true and the answer of Node', { timeout: HANG_GUARD_MS }, async () => {
  await check(await run(PAGE('/web/browser.js')));
});

test('goscore/inline (its .wasm inside its JS): loadScoreModel() fetches the evaluator from beside it, the same answer', { timeout: HANG_GUARD_MS }, async () => {
  await check(await run(PAGE('/web/inline.js')), { inline: true });
});

test('a module worker that imports web/browser.js: the same', { timeout: HANG_GUARD_MS }, async () => {
  await check(await run(WORKER_PAGE));
});
