// The package as web apps get it: the `npm pack` tarball installed into a tiny app per bundler, built
// with that bundler the way its users build (no configuration where the bundler allows it; where a
// setting is unavoidable, exactly the one the README shows), served from localhost and run in
// headless Chromium. Each app scores a position, plays a game and shows the result on the page.
//   node --test tests/bundlers/
// Needs /usr/bin/chromium and web/wasm/ (npm test has both by then) and the bundlers, which are
// devDependencies: webpack 5, Rollup 4, esbuild, Vite 6 (as `vite6`) and the current Vite.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from './serve.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const appSource = fileURLToPath(new URL('./app', import.meta.url));
const bin = (name) => join(repo, 'node_modules', '.bin', name);
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 });

const { chromium } = await import('playwright-core');

let work;
let tarball;
let browser;

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'goscore-bundlers-'));
  // web/wasm/ was built by npm test's build step; --ignore-scripts skips the prepack rebuild.
  const [info] = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], repo));
  tarball = join(work, info.filename);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

after(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/**
 * A fresh app folder: the shared app source, its own package.json, and the tarball installed. With
 * `inline`, the app imports 'goscore/inline' and the package's .wasm file is deleted, so that a
 * request for it would fail the test.
 */
function makeApp(name, { inline = false } = {}) {
  const dir = join(work, name);
  cpSync(appSource, dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `app-${name}`, private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--offline', '--ignore-scripts', tarball], dir);
  if (inline) {
    const main = join(dir, 'main.js');
    writeFileSync(main, readFileSync(main, 'utf8').replace("from 'goscore';", "from 'goscore/inline';"));
    rmSync(join(dir, 'node_modules/goscore/web/wasm/goscore_core.wasm'));
    writeFileSync(main, readFileSync(main, 'utf8').replace('const EVALUATOR = true;', 'const EVALUATOR = false;'));
  }
  return dir;
}

/**
 * Opens `url` in Chromium and waits for the app's verdict: the page sets data-status on <body> to
 * "ok" with the results as JSON, or to "error" with the message.
 */
async function openApp(url) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()} ${r.url()}`));
  try {
    await page.goto(url);
    await page.waitForSelector('body[data-status]', { timeout: 30_000 }).catch(() => {});
    const status = await page.getAttribute('body', 'data-status');
    const output = await page.textContent('#output');
    return { status, output, problems };
  } finally {
    await page.close();
  }
}

/** What every app must show: the same answers the package gives under Node. */
function checkOutput({ status, output, problems }) {
  assert.equal(status, 'ok', `the app did not finish: ${output}\n${problems.join('\n')}`);
  const result = JSON.parse(output);
  assert.deepEqual(result.territories, {
    territoryBlack: [[0, 0], [0, 1]],
    territoryWhite: [[3, 0], [3, 1]],
    territoryNone: [],
  });
  assert.equal(result.score, 'White wins by 6.5');
  assert.equal(result.sgf, 'W+6.5');
  assert.equal(result.captured, 1);
  assert.equal(result.errorCode, 'INVALID_BOARD');
  // The learned evaluator (not in the goscore/inline apps): the bundle has its module and the model.
  assert.equal(result.model, result.evaluator ? true : undefined);
  assert.deepEqual(problems, []);
}

async function checkServed(dir, options) {
  const server = await serve(dir, options);
  try {
    checkOutput(await openApp(`${server.url}/index.html`));
  } finally {
    await server.close();
  }
}

describe('bundlers build an app against the packed tarball, and it runs in Chromium', { timeout: 600_000 }, () => {
  it('Vite (current), no configuration', async () => {
    const dir = makeApp('vite');
    run(process.execPath, [join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], dir);
    await checkServed(join(dir, 'dist'));
  });

  it('Vite 6, no configuration', async () => {
    const dir = makeApp('vite6');
    run(process.execPath, [join(repo, 'node_modules/vite6/bin/vite.js'), 'build', '--logLevel', 'error'], dir);
    await checkServed(join(dir, 'dist'));
  });

  // The dev servers, with exactly the vite.config.js the README shows (dependency pre-bundling
  // would move the package's JS away from the .wasm beside it).
  for (const [label, pkg] of [
    ['Vite (current)', 'vite'],
    ['Vite 6', 'vite6'],
  ]) {
    it(`${label} dev server, with the README's optimizeDeps.exclude`, async () => {
      const dir = makeApp(`${pkg}-dev`);
      writeFileSync(join(dir, 'vite.config.js'), "export default { optimizeDeps: { exclude: ['goscore'] } };\n");
      await checkDevServer(pkg, dir, join(dir, 'vite.config.js'));
    });
  }

  it('webpack 5, no configuration', async () => {
    const dir = makeApp('webpack');
    run(bin('webpack'), ['--mode', 'production', '--entry', './main.js', '--output-path', 'dist'], dir);
    writeFileSync(join(dir, 'dist/index.html'), page('main.js'));
    await checkServed(join(dir, 'dist'));
  });

  it('Rollup 4, with the node-resolve plugin and the .wasm copied beside the bundle', async () => {
    const dir = makeApp('rollup');
    run(bin('rollup'), ['main.js', '--file', 'dist/main.js', '--format', 'es', '--plugin', 'node-resolve'], dir);
    copyWasm(dir);
    writeFileSync(join(dir, 'dist/index.html'), page('main.js'));
    await checkServed(join(dir, 'dist'));
  });

  it('esbuild, with the .wasm copied beside the bundle', async () => {
    const dir = makeApp('esbuild');
    run(bin('esbuild'), ['main.js', '--bundle', '--format=esm', '--outfile=dist/main.js'], dir);
    copyWasm(dir);
    writeFileSync(join(dir, 'dist/index.html'), page('main.js'));
    await checkServed(join(dir, 'dist'));
  });

  // goscore/inline: the .wasm inside the JS, so nothing but the import (and Rollup's usual
  // node-resolve plugin, without which it finds no package in node_modules at all).
  it('goscore/inline, Rollup 4 with the node-resolve plugin, no copy step', async () => {
    const dir = makeApp('rollup-inline', { inline: true });
    run(bin('rollup'), ['main.js', '--file', 'dist/main.js', '--format', 'es', '--plugin', 'node-resolve'], dir);
    writeFileSync(join(dir, 'dist/index.html'), page('main.js'));
    await checkServed(join(dir, 'dist'));
  });

  it('goscore/inline, esbuild, no copy step', async () => {
    const dir = makeApp('esbuild-inline', { inline: true });
    run(bin('esbuild'), ['main.js', '--bundle', '--format=esm', '--outfile=dist/main.js'], dir);
    writeFileSync(join(dir, 'dist/index.html'), page('main.js'));
    await checkServed(join(dir, 'dist'));
  });

  for (const [label, pkg] of [
    ['Vite (current)', 'vite'],
    ['Vite 6', 'vite6'],
  ]) {
    it(`goscore/inline, ${label} dev server, no configuration (pre-bundled)`, async () => {
      await checkDevServer(pkg, makeApp(`${pkg}-dev-inline`, { inline: true }), false);
    });
  }

  it('goscore/inline, a CDN-style absolute URL import from another origin that serves no .wasm', async () => {
    const dir = makeApp('cdn-inline', { inline: true });
    const cdn = await serve(join(dir, 'node_modules/goscore'), { cors: true });
    try {
      const map = { imports: { 'goscore/inline': `${cdn.url}/web/inline.js` } };
      writeFileSync(join(dir, 'index.html'), page('main.js', map));
      await checkServed(dir);
    } finally {
      await cdn.close();
    }
  });

  it('plain <script type="module"> with an import map, no bundler', async () => {
    const dir = makeApp('importmap');
    const map = { imports: { goscore: './node_modules/goscore/web/index.js' } };
    writeFileSync(join(dir, 'index.html'), page('main.js', map));
    await checkServed(dir);
  });

  it('a CDN-style absolute URL import from another origin', async () => {
    const dir = makeApp('cdn');
    const cdn = await serve(join(dir, 'node_modules/goscore'), { cors: true });
    try {
      const map = { imports: { goscore: `${cdn.url}/web/browser.js` } }; // the README's CDN recipe
      writeFileSync(join(dir, 'index.html'), page('main.js', map));
      await checkServed(dir);
    } finally {
      await cdn.close();
    }
  });
});

/** Runs the app in `dir` on the dev server of Vite package `pkg` (`configFile` a path, or false). */
async function checkDevServer(pkg, dir, configFile) {
  const { createServer } = await import(pathToFileURL(join(repo, 'node_modules', pkg, 'dist/node/index.js')).href);
  const server = await createServer({
    root: dir,
    configFile,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  try {
    await server.listen();
    const { port } = server.httpServer.address();
    checkOutput(await openApp(`http://127.0.0.1:${port}/index.html`));
  } finally {
    await server.close();
  }
}

/** The page that loads a built or plain module; an import map when given. */
function page(script, importMap) {
  const map = importMap ? `<script type="importmap">${JSON.stringify(importMap)}</script>\n` : '';
  return `<!doctype html>\n<meta charset="utf-8">\n<link rel="icon" href="data:,">\n<title>goscore app</title>\n${map}<pre id="output"></pre>\n<script type="module" src="./${script}"></script>\n`;
}

/**
 * The one step Rollup and esbuild need: they bundle the JS but do not emit the .wasm it loads (nor
 * the learned evaluator's module and the model, which loadScoreModel fetches).
 */
function copyWasm(dir) {
  mkdirSync(join(dir, 'dist/wasm'), { recursive: true });
  mkdirSync(join(dir, 'dist/model'), { recursive: true });
  for (const file of ['wasm/goscore_core.wasm', 'wasm/goscore_core.estimator.simd.wasm', 'wasm/goscore_core.estimator.wasm', 'model/score-model.bin']) {
    cpSync(join(dir, 'node_modules/goscore/web', file), join(dir, 'dist', file));
  }
}

