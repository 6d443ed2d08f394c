// The default entry compiles the .wasm while it downloads (issue 26 item 5): served as
// application/wasm, web/browser.js's load goes through WebAssembly.compileStreaming and never
// WebAssembly.compile; served with another type (which compileStreaming refuses), it falls back to
// the bytes and WebAssembly.compile. Either way the first call answers as in Node. The package's
// files are served as they are, and the page counts the calls of both functions before importing.
//   node --test tests/browser/streaming.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { serve } from '../bundlers/serve.mjs';
import { HANG_GUARD_MS, launchBrowser, repo } from './harness.mjs';
import { getTerritories } from '../../web/index.js';

const ROWS = ['  B  ', ' B B ', 'B W B', ' W W ', '  W  '];
const PAGE = `<!doctype html><meta charset="utf-8"><script type="module">
const calls = { compileStreaming: 0, compile: 0 };
for (const name of Object.keys(calls)) {
  const original = WebAssembly[name];
  WebAssembly[name] = function (...args) { calls[name]++; return original.apply(this, args); };
}
const { ready, getTerritories } = await import('/web/browser.js');
await ready;
window.result = { calls, territories: getTerritories(${JSON.stringify(ROWS)}) };
</script>`;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Loads the page from a server of the repository whose .wasm has the MIME type `wasmType`. */
async function load(wasmType) {
  const server = await serve(repo, { types: { '.wasm': wasmType, '.html': 'text/html' } });
  const page = await browser.newPage();
  page.setDefaultTimeout(HANG_GUARD_MS);
  try {
    await page.route('**/streaming.html', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.goto(`${server.url}/streaming.html`);
    await page.waitForFunction(() => window.result !== undefined);
    return await page.evaluate(() => window.result);
  } finally {
    await page.close();
    await server.close();
  }
}

test('served as application/wasm, the .wasm is compiled while it downloads', async () => {
  const { calls, territories } = await load('application/wasm');
  assert.deepEqual(calls, { compileStreaming: 1, compile: 0 });
  assert.deepEqual(territories, getTerritories(ROWS));
});

test('served with another type, the .wasm is compiled from its bytes', async () => {
  const { calls, territories } = await load('application/octet-stream');
  assert.deepEqual(calls, { compileStreaming: 0, compile: 1 });
  assert.deepEqual(territories, getTerritories(ROWS));
});
