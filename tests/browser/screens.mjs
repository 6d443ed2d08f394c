// The trust tests of issue 16 (demo-trust, demo-sgf) run every check twice: on a 1280x800 screen
// and on a phone (390x844 CSS pixels, touch), each with a page of its own, and write a screenshot
// of every check at both sizes to test-results/trust-<check>-<size>.png for review.
import { after, before, describe } from 'node:test';
import { openDemo, outDir, start, tid } from './harness.mjs';

export const SIZES = [
  { label: '1280x800', viewport: { width: 1280, height: 800 }, options: {} },
  {
    label: '390x844',
    phone: true,
    viewport: { width: 390, height: 844 },
    options: { deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  },
];

/**
 * Registers `suite(demo)` once per size of SIZES, each in a describe of its own. Before its tests
 * run, demo.page is a fresh page of the demo at that size (demo.context its browser context,
 * demo.env the server and browser, shared by the sizes); demo.log collects the page's console
 * errors and requests; demo.fresh(size) puts the page back as loaded, so that each test starts
 * from the same state whatever the one before left; demo.shot(name, selector?) scrolls the element into view (the top of the
 * page when there is none), writes the screenshot and scrolls back to the top.
 */
export function atEverySize(title, suite) {
  let env;
  before(async () => {
    env = await start();
  });
  after(async () => {
    await env?.close();
  });
  for (const size of SIZES) {
    const demo = {
      env: null,
      page: null,
      context: null,
      size,
      log: { consoleErrors: [], foreignRequests: [], failedRequests: [] },
      /** Play mode, a new game of `size` lines, territory rules, komi 6.5, the toggles as on load. */
      async fresh(size = '19') {
        const { page } = demo;
        await page.click(tid('mode-play'));
        for (const id of ['estimate', 'overlay']) await page.uncheck(tid(id));
        await page.check(tid('auto-mark'));
        await page.selectOption(tid('rules'), 'territory');
        await page.fill(tid('komi'), '6.5');
        await page.press(tid('komi'), 'Enter');
        await page.selectOption(tid('size'), size);
        await page.click(tid('new-game'));
      },
      async shot(name, selector) {
        const { page } = demo;
        if (selector) await page.locator(selector).first().scrollIntoViewIfNeeded();
        else await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${outDir}/trust-${name}-${size.label}.png` });
        await page.evaluate(() => window.scrollTo(0, 0));
      },
    };
    describe(`${title} (${size.label})`, () => {
      before(async () => {
        demo.env = env;
        ({ context: demo.context, page: demo.page } = await openDemo(env.browser, env.baseUrl, demo.log, {
          viewport: size.viewport,
          ...size.options,
        }));
      });
      after(async () => {
        await demo.context?.close();
      });
      suite(demo);
    });
  }
}
