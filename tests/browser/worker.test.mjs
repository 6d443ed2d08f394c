// goscore/worker in Chromium (issue 15 item 3): the package's files served as they are (no build,
// no bundler) by a small static server on localhost, a page that starts the worker with
// createScoringWorker() and posts calls at once, before the worker is ready (none may be lost);
// a score and an estimate that agree with the hand-worked values and with the package run here in
// Node; results whose typed arrays were transferred (the worker's buffers are detached after the
// post: a wrapper script reports it over a BroadcastChannel); errors that arrive as GoScoreErrors
// with their code, including arguments the structured clone refuses and a worker whose .wasm is
// missing (WASM_LOAD). Plain module workers importing web/browser.js and web/inline.js
// (goscore/inline) answer messages posted at once, and goscore/inline with a damaged inlined
// module reports WASM_LOAD and recovers through init().
//   node --test tests/browser/worker.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, normalize } from 'node:path';
import { execFileSync } from 'node:child_process';
import { HANG_GUARD_MS, launchBrowser, repo, watch } from './harness.mjs';

const { estimateDead, estimateScore, score } = await import('../../web/index.js');

// Hand analysis (as tests/js/hostile.test.mjs): Black's wall owns row 0, White's row 4, row 2 is
// dame: 5 against 5 + 6.5 komi under Japanese rules.
const WALLS = ['     ', 'BBBBB', '     ', 'WWWWW', '     '];
// A White stone inside Black's corner, for the estimator (as tests/js/worker.test.mjs).
const ESTIMATE_BOARD = [
  [0, 1, -1, 0, 0],
  [1, 1, -1, 0, 0],
  [0, 1, -1, -1, -1],
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
];

// A worker script that runs the package's worker-server.js and reports, for every answer it posts,
// how many buffers it transferred and whether each is detached afterwards (what a transfer does;
// a copy would leave them intact).
const RECORDING_WORKER = `
import '/web/src/worker-server.js';
const channel = new BroadcastChannel('goscore-transfer');
const post = self.postMessage.bind(self);
self.postMessage = (message, transfer = []) => {
  post(message, transfer);
  if (message && message.id !== undefined) {
    channel.postMessage({ id: message.id, transferred: transfer.length, detached: transfer.every((b) => b.byteLength === 0) });
  }
};
`;

// A plain module worker as the README's CDN recipe writes one: it imports the package's browser
// entry (no top-level await), listens at once and waits for \`ready\` inside its handler.
const PLAIN_WORKER = (entry) => `
import { ready, score } from '${entry}';
self.onmessage = async (event) => {
  await ready;
  self.postMessage(String(score(event.data, { rules: 'japanese', komi: 6.5 })));
};
`;

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };

/**
 * Serves /web/… from the repository's web/ folder as it is, /broken/web/… the same without the
 * .wasm (404) and with a damaged web/wasm/inline.js, /test/page.html (an empty page),
 * /test/recording-worker.js and the plain workers.
 */
function serve() {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (path === '/test/page.html') return send(200, TYPES['.html'], '<!doctype html><title>worker test</title>');
    if (path === '/favicon.ico') return send(204, 'text/plain', '');
    if (path === '/test/recording-worker.js') return send(200, TYPES['.js'], RECORDING_WORKER);
    if (path === '/test/plain-worker.js') return send(200, TYPES['.js'], PLAIN_WORKER('/web/browser.js'));
    if (path === '/test/plain-inline-worker.js') return send(200, TYPES['.js'], PLAIN_WORKER('/web/inline.js'));
    // goscore/inline's module, damaged: the first bytes of a .wasm and nothing more.
    if (path === '/broken/web/wasm/inline.js') return send(200, TYPES['.js'], "export default 'AGFzbQEAAAAB';\n");
    const broken = path.startsWith('/broken/');
    const file = normalize(broken ? path.slice('/broken'.length) : path);
    if (!file.startsWith('/web/') || file.includes('..') || (broken && file.endsWith('.wasm'))) {
      return send(404, 'text/plain', 'not found');
    }
    try {
      send(200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(`${repo}${file.slice(1)}`));
    } catch {
      send(404, 'text/plain', 'not found');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server;
let browser;
let baseUrl;

before(async () => {
  if (!existsSync(`${repo}web/wasm/goscore_core.wasm`) || !existsSync(`${repo}web/wasm/goscore_core.mjs`)) {
    execFileSync('bash', ['scripts/build.sh', 'wasm'], { cwd: repo, stdio: 'inherit' });
  }
  server = await serve();
  baseUrl = `http://127.0.0.1:${server.address().port}`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

/** A fresh page at /test/page.html, watched; returns { page, log, close }. */
async function openPage() {
  const context = await browser.newContext();
  context.setDefaultTimeout(HANG_GUARD_MS);
  const page = await context.newPage();
  const log = { consoleErrors: [], foreignRequests: [], failedRequests: [] };
  watch(page, log);
  await page.goto(`${baseUrl}/test/page.html`);
  return { page, log, close: () => context.close() };
}

// In the page: a summary of a worker result that survives page.evaluate (typed arrays by their
// constructor's name and values; the count of typed arrays in it).
const SUMMARY = `
  globalThis.summary = (value) => {
    if (ArrayBuffer.isView(value)) return { typed: value.constructor.name, values: Array.from(value), bytes: value.byteLength };
    if (Array.isArray(value)) return value.map(summary);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, summary(v)]));
    return value;
  };
  globalThis.countTyped = (value) =>
    ArrayBuffer.isView(value) ? 1 : value && typeof value === 'object' ? Object.values(value).reduce((n, v) => n + countTyped(v), 0) : 0;
  globalThis.withTimeout = (promise, what) =>
    Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(what + ': no answer in 60 s (a lost message?)')), 60000))]);
  globalThis.errorOf = async (promise) => {
    const { GoScoreError } = await import('/web/src/errors.js');
    try {
      await withTimeout(promise, 'an error');
      return null;
    } catch (e) {
      return { isGoScoreError: e instanceof GoScoreError, name: e.name, code: e.code, message: e.message };
    }
  };
`;

const typed = (name, values) => ({ typed: name, values: Array.from(values), bytes: values.length * (name === 'Float32Array' ? 4 : 1) });

test('calls posted right after createScoringWorker() are answered: a score and estimates as in Node', { timeout: HANG_GUARD_MS }, async () => {
  const { page, log, close } = await openPage();
  try {
    await page.addScriptTag({ content: SUMMARY });
    const out = await page.evaluate(
      async ({ WALLS, ESTIMATE_BOARD }) => {
        const { createScoringWorker } = await import('/web/worker.js');
        const worker = createScoringWorker();
        let readyFirst = false;
        // Posted synchronously after creation, before the worker can have loaded anything.
        const scored = worker.score(WALLS, { rules: 'japanese', komi: 6.5 });
        const fromInt8 = worker.score(WALLS.map((r) => Int8Array.from(r, (c) => (c === 'B' ? 1 : c === 'W' ? -1 : 0))), { rules: 'japanese' });
        const many = Array.from({ length: 20 }, (_, i) => worker.scoreTrompTaylor(WALLS, i + 0.5, 2, 0));
        const dead = worker.estimateDead(ESTIMATE_BOARD, { seed: 7 });
        const estimate = worker.estimateScore(ESTIMATE_BOARD, { seed: 7, effort: 'fast' });
        worker.ready.then(() => (readyFirst = true));
        const s = await withTimeout(scored, 'score');
        const result = {
          readyFirst,
          score: summary(s),
          fromInt8: summary(await withTimeout(fromInt8, 'score of Int8Array rows')),
          many: await withTimeout(Promise.all(many), 'twenty calls'),
          dead: summary(await withTimeout(dead, 'estimateDead')),
          estimate: summary(await withTimeout(estimate, 'estimateScore')),
        };
        await withTimeout(worker.ready, 'ready');
        worker.terminate();
        return result;
      },
      { WALLS, ESTIMATE_BOARD },
    );
    // The worker answers only after it is ready, and says so first.
    assert.equal(out.readyFirst, true);
    const s = out.score;
    assert.equal(s.text, 'White wins by 6.5');
    assert.equal(s.sgf, 'W+6.5');
    assert.equal(s.black, 5);
    assert.equal(s.white, 11.5);
    assert.deepEqual(s.ownership, typed('Int8Array', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1]));
    const local = score(WALLS, { rules: 'japanese', komi: 6.5 });
    assert.deepEqual(s.breakdown, local.breakdown);
    assert.deepEqual(s.details, local.details);
    assert.deepEqual(out.fromInt8, s, 'Int8Array rows give the same answer as rows, through the worker');
    // Tromp-Taylor area: 5 stones + 5 points each, White + komi i + 0.5; in order, none lost.
    assert.deepEqual(out.many, Array.from({ length: 20 }, (_, i) => [true, 10, 10 + i + 0.5, -1]));
    const localDead = estimateDead(ESTIMATE_BOARD, { seed: 7 });
    assert.deepEqual(out.dead.dead, localDead.dead);
    assert.deepEqual(out.dead.ownership, typed('Float32Array', localDead.ownership));
    assert.deepEqual(out.dead.certain, typed('Int8Array', localDead.certain));
    const localEstimate = estimateScore(ESTIMATE_BOARD, { seed: 7, effort: 'fast' });
    assert.equal(out.estimate.score, localEstimate.score);
    assert.deepEqual(out.estimate.dead, localEstimate.dead);
    assert.equal(out.estimate.result.text, String(localEstimate.result));
    assert.deepEqual(out.estimate.ownership, typed('Float32Array', localEstimate.ownership));
    assert.deepEqual(log, { consoleErrors: [], foreignRequests: [], failedRequests: [] });
  } finally {
    await close();
  }
});

for (const [entry, script] of [
  ['web/browser.js', '/test/plain-worker.js'],
  ['web/inline.js (goscore/inline)', '/test/plain-inline-worker.js'],
]) {
  test(`a plain module worker importing ${entry} answers a message posted at once`, { timeout: HANG_GUARD_MS }, async () => {
    const { page, log, close } = await openPage();
    try {
      await page.addScriptTag({ content: SUMMARY });
      const out = await page.evaluate(async ([WALLS, script]) => {
        const worker = new Worker(script, { type: 'module' });
        const answers = [];
        const done = new Promise((resolve) => {
          worker.onmessage = (event) => {
            answers.push(event.data);
            if (answers.length === 2) resolve();
          };
        });
        // Both posted synchronously, while the worker's module and its .wasm are still loading.
        worker.postMessage(WALLS);
        worker.postMessage(WALLS.slice().reverse());
        await withTimeout(done, 'plain worker');
        worker.terminate();
        return answers;
      }, [WALLS, script]);
      // Hand analysis above; reversed, Black owns row 4 and White row 0: the same count.
      assert.deepEqual(out, ['White wins by 6.5', 'White wins by 6.5']);
      assert.deepEqual(log, { consoleErrors: [], foreignRequests: [], failedRequests: [] });
    } finally {
      await close();
    }
  });
}

test('goscore/inline with a damaged inlined module: ready rejects with WASM_LOAD, calls fail, init() from the .wasm recovers', { timeout: HANG_GUARD_MS }, async () => {
  const { page, log, close } = await openPage();
  try {
    const out = await page.evaluate(async () => {
      const { ready, init, getTerritories } = await import('/broken/web/inline.js');
      const rejected = await ready.then(() => 'resolved', (error) => `${error.name} ${error.code}`);
      let call;
      try {
        getTerritories([' BW ']);
      } catch (error) {
        call = error.code;
      }
      await init({ wasmUrl: '/web/wasm/goscore_core.wasm' });
      return { rejected, call, after: getTerritories([' BW ']).territoryBlack };
    });
    assert.deepEqual(out, { rejected: 'GoScoreError WASM_LOAD', call: 'WASM_LOAD', after: [[0, 0]] });
    assert.deepEqual(log, { consoleErrors: [], foreignRequests: [], failedRequests: [] });
  } finally {
    await close();
  }
});

test('results arrive as transferred typed arrays: every buffer detached in the worker, intact in the page', { timeout: HANG_GUARD_MS }, async () => {
  const { page, log, close } = await openPage();
  try {
    await page.addScriptTag({ content: SUMMARY });
    const out = await page.evaluate(async (WALLS) => {
      const reports = new Map();
      const channel = new BroadcastChannel('goscore-transfer');
      channel.onmessage = (event) => reports.set(event.data.id, event.data);
      const { createScoringWorker } = await import('/web/worker.js');
      const worker = createScoringWorker({ url: new URL('/test/recording-worker.js', location.href) });
      const answers = await withTimeout(
        Promise.all([
          worker.score(WALLS, { rules: 'chinese' }),
          worker.analyzeTerritory(WALLS),
          worker.ownershipMap(Int8Array.of(0, 1, 0, 1, -1, 0, 0, 0, -1), 3, 3),
          worker.compareRules(WALLS),
        ]),
        'calls to the recording worker',
      );
      // The reports travel on another channel: wait until all four have come.
      for (let i = 0; i < 100 && reports.size < 4; i++) await new Promise((r) => setTimeout(r, 50));
      worker.terminate();
      channel.close();
      return answers.map((answer, i) => ({
        typedInPage: countTyped(answer),
        // Every map of a position holds its points (compareRules: each result's maps, some of
        // them empty under Tromp-Taylor, as in Node).
        allNonEmpty: [
          [answer.ownership, answer.seki, answer.dame],
          [answer.territory, answer.seki, answer.eyeValue],
          [answer],
          Object.values(answer.results ?? {}).map((r) => r.ownership),
        ][i].every((a) => a.length === (i === 2 ? 9 : 25)),
        ownership: answer.ownership ? Array.from(answer.ownership) : Array.isArray(answer) ? null : Array.from(answer),
        report: reports.get(i + 1),
      }));
    }, WALLS);
    for (const [i, answer] of out.entries()) {
      assert.ok(answer.report, `call ${i + 1}: the worker reported its post`);
      assert.ok(answer.typedInPage > 0, `call ${i + 1} has typed arrays`);
      assert.equal(answer.report.transferred, answer.typedInPage, `call ${i + 1}: every typed array's buffer was transferred`);
      assert.equal(answer.report.detached, true, `call ${i + 1}: the worker's buffers are detached after the post`);
      assert.equal(answer.allNonEmpty, true, `call ${i + 1}: the page's arrays hold their values`);
    }
    // ownershipMap's answer, checked by hand: (0, 0) enclosed by Black; stones own their points.
    assert.deepEqual(out[2].ownership, [1, 1, 0, 1, -1, 0, 0, 0, -1]);
    // compareRules: seven rulesets, each with its maps.
    assert.ok(out[3].typedInPage >= 7 * 6);
    assert.deepEqual(log, { consoleErrors: [], foreignRequests: [], failedRequests: [] });
  } finally {
    await close();
  }
});

test('errors in the worker arrive as GoScoreErrors with their code, and the worker keeps working', { timeout: HANG_GUARD_MS }, async () => {
  const { page, log, close } = await openPage();
  try {
    await page.addScriptTag({ content: SUMMARY });
    const out = await page.evaluate(async (WALLS) => {
      const { createScoringWorker } = await import('/web/worker.js');
      const worker = createScoringWorker();
      const badBoard = errorOf(worker.getTerritories(['B', 'WW'])); // posted before ready
      const result = {
        badBoard: await badBoard,
        badTypedRow: await errorOf(worker.score([Int8Array.of(1, 5)])),
        unknownFunction: await errorOf(worker.call('dispose')),
        uncloneable: await errorOf(worker.score([[1, 0]], { dead: [() => 0] })),
        after: summary(await withTimeout(worker.score(WALLS), 'a score after the errors')).text,
      };
      worker.terminate();
      result.terminated = await errorOf(worker.score(WALLS));
      return result;
    }, WALLS);
    const is = (e, code, message) => {
      assert.ok(e, `expected an error (${code})`);
      assert.equal(e.isGoScoreError, true, `${e.name}: ${e.message}`);
      assert.equal(e.name, 'GoScoreError');
      assert.equal(e.code, code);
      assert.match(e.message, message);
    };
    is(out.badBoard, 'INVALID_BOARD', /^getTerritories: row 1 has 2 points, expected 1$/);
    is(out.badTypedRow, 'INVALID_BOARD', /^score: row 0 column 1 has 5, expected 1, -1 or 0$/);
    is(out.unknownFunction, 'INVALID_ARGUMENT', /^worker: unknown function dispose$/);
    is(out.uncloneable, 'INVALID_ARGUMENT', /^score: the arguments cannot be sent to the worker \(DataCloneError: /);
    assert.equal(out.after, 'White wins by 6.5');
    is(out.terminated, 'DISPOSED', /^score: the goscore worker was terminated$/);
    assert.deepEqual(log, { consoleErrors: [], foreignRequests: [], failedRequests: [] });
  } finally {
    await close();
  }
});

test('a worker whose .wasm is missing rejects ready and its calls with WASM_LOAD', { timeout: HANG_GUARD_MS }, async () => {
  const { page, log, close } = await openPage();
  try {
    await page.addScriptTag({ content: SUMMARY });
    const out = await page.evaluate(async (WALLS) => {
      const { createScoringWorker } = await import('/web/worker.js');
      const worker = createScoringWorker({ url: '/broken/web/src/worker-server.js' });
      const call = errorOf(worker.score(WALLS));
      const result = { ready: await errorOf(worker.ready), call: await call };
      worker.terminate();
      return result;
    }, WALLS);
    for (const e of [out.ready, out.call]) {
      assert.ok(e, 'expected a rejection');
      assert.equal(e.isGoScoreError, true, `${e.name}: ${e.message}`);
      assert.equal(e.code, 'WASM_LOAD');
    }
    // The one failure is the .wasm the server withholds.
    assert.deepEqual(log.foreignRequests, []);
    assert.ok(log.consoleErrors.every((m) => /404|Failed to load/.test(m)), log.consoleErrors.join('\n'));
  } finally {
    await close();
  }
});
