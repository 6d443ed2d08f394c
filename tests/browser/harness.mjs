// What the browser tests share: the demo served by Vite on localhost, Debian's Chromium driven by
// playwright-core, request and console watchers, and small page helpers.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repo = fileURLToPath(new URL('../..', import.meta.url));
export const outDir = `${repo}test-results`;
const CHROMIUM = '/usr/bin/chromium';
/** Hang guards, not speed targets: the first load has Vite transform the demo's modules. */
export const HANG_GUARD_MS = 120_000;

/** Starts Vite and Chromium (building what is missing); returns { baseUrl, browser, close }. */
export async function start() {
  if (!existsSync(`${repo}web/wasm/goscore_core.wasm`) || !existsSync(`${repo}web/wasm/goscore_core.mjs`)) {
    execFileSync('bash', ['scripts/build.sh', 'wasm'], { cwd: repo, stdio: 'inherit' });
  }
  mkdirSync(outDir, { recursive: true });
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: `${repo}vite.config.js`,
    server: { port: 0, strictPort: false, hmr: false },
    logLevel: 'warn',
  });
  await server.listen();
  const browser = await launchBrowser();
  return {
    baseUrl: server.resolvedUrls.local[0],
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** Debian's Chromium, headless, through playwright-core (installed by setup.sh when missing). */
export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) execFileSync('bash', ['scripts/setup.sh', 'browser'], { cwd: repo, stdio: 'inherit' });
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
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
}

/**
 * Records a page's console errors, requests that leave localhost and failed requests into the
 * arrays of `log` ({ consoleErrors, foreignRequests, failedRequests }).
 */
export function watch(p, log) {
  p.on('console', (message) => {
    if (message.type() === 'error') log.consoleErrors.push(message.text());
  });
  p.on('pageerror', (error) => log.consoleErrors.push(`page error: ${error.message}`));
  p.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    const local = hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
    if ((protocol === 'http:' || protocol === 'https:' || protocol === 'ws:') && !local) {
      log.foreignRequests.push(request.url());
    }
  });
  p.on('requestfailed', (request) => {
    log.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
}

/** A new page of `viewport` in its own context, watched, at the demo, ready. */
export async function openDemo(browser, baseUrl, log, { viewport = { width: 1280, height: 800 }, query = '', ...rest } = {}) {
  const context = await browser.newContext({ viewport, acceptDownloads: true, ...rest });
  context.setDefaultTimeout(HANG_GUARD_MS);
  context.setDefaultNavigationTimeout(HANG_GUARD_MS);
  const page = await context.newPage();
  watch(page, log);
  await page.goto(`${baseUrl}${query}`);
  await page.waitForSelector('body[data-ready="true"]');
  return { context, page };
}

export const tid = (id) => `[data-testid="${id}"]`;
export const point = ([x, y]) => tid(`point-${x}-${y}`);

/** The trimmed text of the element with data-testid `id`. */
export async function text(page, id) {
  return (await page.textContent(tid(id))).trim();
}

/** Whether the element lies wholly inside the viewport as the page first shows it (no scrolling). */
export async function inFirstScreen(page, selector) {
  return page.$eval(selector, (node) => {
    const r = node.getBoundingClientRect();
    return (
      r.height > 0 && window.scrollY === 0 && r.top >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth
    );
  });
}

/**
 * Registers before/after hooks that start the server and browser and open the demo at 1280x800;
 * returns { env, page, log }, filled in once the before hook has run (then onReady(demo) is called).
 */
export function useDemo(hooks, onReady = () => {}) {
  const demo = { env: null, page: null, log: { consoleErrors: [], foreignRequests: [], failedRequests: [] } };
  hooks.before(async () => {
    demo.env = await start();
    ({ page: demo.page } = await openDemo(demo.env.browser, demo.env.baseUrl, demo.log));
    onReady(demo);
  });
  hooks.after(async () => {
    await demo.env?.close();
  });
  return demo;
}

/** Pastes an SGF record into the demo and loads it. */
export async function paste(page, record) {
  await page.fill(tid('sgf-text'), record);
  await page.click(tid('sgf-load'));
}
