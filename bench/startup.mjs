// Start-up in headless Chromium: the time from navigation to the first answer (getTerritories on a
// 19x19 board) of a page whose module imports goscore, for the default entry (web/browser.js, its
// .wasm a file of its own) and for goscore/inline (web/inline.js, the .wasm inside the JS), each
// bundled and minified by esbuild as an application would ship it, served gzipped from localhost;
// cold (a fresh browser context: nothing cached) and cached (the same context again, HTTP cache
// with max-age), unthrottled and at 10 Mbit/s with 40 ms of latency (Chromium's network
// emulation). Also what each downloads (gzip -9), and the .wasm compiled two ways in the page:
// fetch then WebAssembly.compile (web/src/core.js for a .wasm not served as application/wasm) and
// WebAssembly.compileStreaming (core.js for application/wasm).
//   node bench/startup.mjs [--runs 9] [--write docs/BENCHMARKS.md]
import { createServer } from 'node:http';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { writeSection } from './sections.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = { runs: 9, write: null };
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i] === '--runs') args.runs = Number(process.argv[++i]);
  else if (process.argv[i] === '--write') args.write = process.argv[++i];
  else throw new Error(`unknown argument ${process.argv[i]}`);
}

// A finished-looking 19x19 board: Black's half and White's half with a few stones inside.
const BOARD = Array.from({ length: 19 }, (_, y) =>
  Array.from({ length: 19 }, (_, x) => (x === 9 ? 'B' : x === 10 ? 'W' : (x * 7 + y * 3) % 29 === 0 ? (x < 9 ? 'W' : 'B') : ' ')).join(''),
);
const MAIN = (entry) => `const started = performance.now();
import { ready, getTerritories } from '${entry}';
ready.then(() => {
  const ready_ = performance.now();
  const answer = getTerritories(${JSON.stringify(BOARD)});
  window.__startup = { started, ready: ready_, answer: performance.now(), points: answer.territoryBlack.length };
});
`;
const PAGE = '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>start-up</title><script type="module" src="./main.js"></script>\n';
// The .wasm compiled in the page both ways, from the network each time (no cache); which goes first
// alternates from run to run (?streaming-first), so that neither always meets a warm engine.
const PROBE = `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module">
const url = (tag) => './wasm/goscore_core.wasm?' + tag + Math.random();
async function bytesThenCompile() {
  const t = performance.now();
  await WebAssembly.compile(await (await fetch(url('b'), { cache: 'no-store' })).arrayBuffer());
  return performance.now() - t;
}
async function streaming() {
  const t = performance.now();
  await WebAssembly.compileStreaming(fetch(url('s'), { cache: 'no-store' }));
  return performance.now() - t;
}
const out = {};
if (location.search.includes('streaming-first')) {
  out.streaming = await streaming();
  out.bytesThenCompile = await bytesThenCompile();
} else {
  out.bytesThenCompile = await bytesThenCompile();
  out.streaming = await streaming();
}
window.__probe = out;
</script>\n`;

/** Builds the app for `entry` into a folder of its own; returns the folder. */
async function buildApp(work, name, entry) {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'src.js'), MAIN(entry));
  await build({ entryPoints: [join(dir, 'src.js')], bundle: true, minify: true, format: 'esm', outfile: join(dir, 'main.js'), logLevel: 'error' });
  rmSync(join(dir, 'src.js'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  if (name === 'default') {
    // esbuild does not emit the .wasm: the copy step of the README's recipe.
    mkdirSync(join(dir, 'wasm'));
    cpSync(join(repo, 'web/wasm/goscore_core.wasm'), join(dir, 'wasm/goscore_core.wasm'));
    writeFileSync(join(dir, 'probe.html'), PROBE);
  }
  return dir;
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

/** Serves `dir` gzipped with max-age, as a CDN would; resolves to { url, close }. */
async function serveGzipped(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    let body;
    try {
      body = readFileSync(join(dir, path === '/' ? 'index.html' : path));
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': 'max-age=3600',
    });
    response.end(gzipSync(body, { level: 9 }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function throttle(page, network) {
  if (!network) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latency,
    downloadThroughput: network.bitsPerSecond / 8,
    uploadThroughput: network.bitsPerSecond / 8,
  });
}

/** One load of `url` in `context`: the page's marks, in ms since navigation started. */
async function load(context, url, network) {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`${url}: ${error.message}`));
  await throttle(page, network);
  await page.goto(url);
  await page.waitForFunction(() => window.__startup, null, { timeout: 60_000 });
  const marks = await page.evaluate(() => window.__startup);
  await page.close();
  return marks;
}

/** The probe page's two compile times, medians, each run in a fresh context. */
async function compileProbe(browser, base, network) {
  const runs = [];
  for (let i = 0; i < args.runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await throttle(page, network);
    await page.goto(`${base}/probe.html${i % 2 ? '?streaming-first' : ''}`);
    await page.waitForFunction(() => window.__probe, null, { timeout: 60_000 });
    runs.push(await page.evaluate(() => window.__probe));
    await context.close();
  }
  return { bytesThenCompile: median(runs.map((r) => r.bytesThenCompile)), streaming: median(runs.map((r) => r.streaming)) };
}

async function measure(browser, url, network) {
  const cold = [];
  const cached = [];
  for (let i = 0; i < args.runs; i++) {
    const context = await browser.newContext();
    cold.push(await load(context, url, network));
    cached.push(await load(context, url, network));
    await context.close();
  }
  const summary = (runs) => ({
    started: median(runs.map((r) => r.started)),
    ready: median(runs.map((r) => r.ready)),
    answer: median(runs.map((r) => r.answer)),
    points: runs[0].points,
  });
  return { cold: summary(cold), cached: summary(cached) };
}

const work = mkdtempSync(join(tmpdir(), 'goscore-startup-'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const rows = [];
const sizes = [];
const probes = [];
try {
  const NETWORKS = [
    ['localhost', null],
    ['10 Mbit/s, 40 ms', { bitsPerSecond: 10e6, latency: 40 }],
  ];
  for (const [name, entry] of [
    ['default', join(repo, 'web/browser.js')],
    ['inline', join(repo, 'web/inline.js')],
  ]) {
    const dir = await buildApp(work, name, entry);
    const files = readdirSync(dir, { recursive: true }).filter((f) => /\.(js|wasm)$/.test(f));
    const gz = files.map((f) => gzipSync(readFileSync(join(dir, f)), { level: 9 }).length);
    const raw = files.map((f) => readFileSync(join(dir, f)).length);
    sizes.push({ name, files: files.sort().join(' + '), raw: raw.reduce((a, b) => a + b), gzip: gz.reduce((a, b) => a + b) });
    const server = await serveGzipped(dir);
    try {
      for (const [networkName, network] of NETWORKS) {
        rows.push({ name, networkName, ...(await measure(browser, `${server.url}/index.html`, network)) });
      }
      if (name === 'default') {
        for (const [networkName, network] of NETWORKS) probes.push({ networkName, ...(await compileProbe(browser, server.url, network)) });
      }
    } finally {
      await server.close();
    }
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}

const ms = (v) => v.toFixed(1);
const kb = (v) => `${(v / 1024).toFixed(1)} KB`;
const version = (await import('node:child_process')).execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const lines = [
  '## Start-up',
  '',
  `Measured by \`node bench/startup.mjs --runs ${args.runs} --write docs/BENCHMARKS.md\` (${version}, headless; median of ${args.runs} runs).`,
  'A page whose one module imports the entry and, once `ready` resolves, calls `getTerritories` on a 19x19',
  'board; each app bundled and minified by esbuild (the default entry with its `.wasm` copied beside the',
  'bundle), served gzipped from localhost with `max-age`. Times in ms from the start of navigation:',
  '"module" when the module starts running, "ready" when `ready` resolves, "answer" after the first',
  'answer. Cold: a fresh browser context; cached: the same context loading the page again. The',
  'machine is shared (2 cores, other jobs running): take differences under about 50 ms as noise.',
  '',
  '| entry | network | cache | module | ready | answer |',
  '|---|---|---|---:|---:|---:|',
];
for (const r of rows) {
  for (const cache of ['cold', 'cached']) {
    const m = r[cache];
    lines.push(`| ${r.name === 'inline' ? 'goscore/inline' : 'goscore (default)'} | ${r.networkName} | ${cache} | ${ms(m.started)} | ${ms(m.ready)} | ${ms(m.answer)} |`);
  }
}
lines.push('', '| entry | files shipped | raw | gzip -9 |', '|---|---|---:|---:|');
for (const s of sizes) lines.push(`| ${s.name === 'inline' ? 'goscore/inline' : 'goscore (default)'} | ${s.files} | ${kb(s.raw)} | ${kb(s.gzip)} |`);
lines.push(
  '',
  'The `.wasm` alone, fetched (uncached) and compiled in the page two ways: the whole response first,',
  'then `WebAssembly.compile` of the bytes (web/src/core.js\'s way for a `.wasm` served with another',
  'type than application/wasm); and by `WebAssembly.compileStreaming`, which compiles while the bytes',
  'arrive (core.js\'s way for application/wasm; both in one page, the order alternating from run to run;',
  'ms, median):',
  '',
  '| network | fetch, then compile | compileStreaming |',
  '|---|---:|---:|',
  ...probes.map((p) => `| ${p.networkName} | ${ms(p.bytesThenCompile)} | ${ms(p.streaming)} |`),
  '',
  'The default entry streams: its `.wasm`, served as application/wasm, is compiled while it downloads',
  '(tests/browser/streaming.test.mjs; Chromium also keeps compiled code in its cache only for streamed',
  'modules). Its request starts once the bundle has run; goscore/inline cannot stream (its bytes come',
  'inside the JS) but needs no second request.',
);
const markdown = lines.join('\n');
console.log(markdown);
if (args.write) writeSection(args.write, 'startup', markdown);
