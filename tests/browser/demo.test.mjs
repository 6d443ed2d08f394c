// Browser test of the scoring demo (demo/): Debian's Chromium, driven by playwright-core, against
// the page served by Vite on localhost. Every score the page shows is checked against the package
// itself, run here in Node with the same moves and marks.
//   node --test tests/browser/
// Needs /usr/bin/chromium (installed by `bash scripts/setup.sh browser` when missing) and
// web/wasm/ (built by `bash scripts/build.sh wasm` when missing).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { HANG_GUARD_MS, openDemo, outDir, repo, start, tid, point, watch } from './harness.mjs';

const { Game } = await import('../../web/index.js');

let env;
let browser;
let page;
let baseUrl;
const log = { consoleErrors: [], foreignRequests: [], failedRequests: [] };
const { consoleErrors, foreignRequests, failedRequests } = log;

/** Runs a step; on failure prints what was on the page and the console errors, then rethrows. */
async function step(name, fn) {
  try {
    await fn();
  } catch (error) {
    let text = '(page text unavailable)';
    try {
      // The page's text, less the board's coordinate labels.
      await page.addStyleTag({ content: '.coords { display: none }' });
      text = await page.innerText('body');
    } catch {}
    console.error(`\n--- ${name} failed. Page text:\n${text}\n--- console errors:\n${consoleErrors.join('\n') || '(none)'}\n---`);
    throw error;
  }
}

async function text(id) {
  return (await page.textContent(tid(id))).trim();
}

async function value(id) {
  return page.getAttribute(tid(id), 'data-value');
}

async function click(vertex) {
  await page.click(point(vertex));
}

/** The page's score panel, as numbers and strings. */
async function panel() {
  return {
    result: await text('result'),
    sgf: await text('sgf-result'),
    black: Number(await value('black-total')),
    white: Number(await value('white-total')),
    territory: [Number(await value('black-territory')), Number(await value('white-territory'))],
  };
}

/** What the package says for the same game and rules. */
function expected(game, rules) {
  const result = game.score({ rules });
  return {
    result: String(result),
    sgf: result.sgf,
    black: result.black,
    white: result.white,
    territory: [result.details.black.territory, result.details.white.territory],
  };
}

/** Checks the panel against the package under every rule set, then restores `initial`. */
async function checkAllRules(game, initial = 'territory') {
  for (const rules of ['territory', 'area', 'tromp-taylor']) {
    await page.selectOption(tid('rules'), rules);
    assert.deepEqual(await panel(), expected(game, rules), `score under ${rules} rules`);
  }
  await page.selectOption(tid('rules'), initial);
}

before(async () => {
  env = await start();
  ({ browser, baseUrl } = env);
  // 1280x900: the first suite's screenshots and layout were made at this size.
  ({ page } = await openDemo(browser, baseUrl, log, { viewport: { width: 1280, height: 900 } }));
});

after(async () => {
  await env?.close();
});

describe('scoring demo', () => {
  // The short game on 9x9: Black walls off the left side (column D), White the right (column F).
  // Black's invader on G5 is captured; White's invader on B5 is left on the board and marked dead.
  // Points are [x, y] from the top left, as in the package.
  const moves = [];
  for (let y = 0; y < 9; y++) moves.push([1, [3, y]], [-1, [5, y]]);
  moves.push(
    [1, [6, 4]], [-1, [6, 3]],
    [1, [4, 4]], [-1, [7, 4]],
    [1, [4, 0]], [-1, [6, 5]], // captures G5
    [1, [4, 8]], [-1, [1, 4]], // the invader left dead
  );
  const komi = 5.5;
  let game; // the same game in Node

  after(() => game?.dispose());

  it('plays a short game with a capture, refuses illegal moves, undoes and redoes', async () => {
    await step('play', async () => {
      await page.selectOption(tid('size'), '9');
      await page.fill(tid('komi'), String(komi));
      await page.press(tid('komi'), 'Enter');
      await page.click(tid('new-game'));
      assert.equal(await page.locator(`${tid('board')} [data-point]`).count(), 81);
      assert.equal(await page.inputValue(tid('komi')), String(komi));

      game = new Game({ size: 9, komi });
      for (const [i, [color, vertex]] of moves.entries()) {
        await click(vertex);
        const { captured } = game.play(color, vertex);
        if (captured.length) {
          assert.match(await text('message'), /White played G4, capturing 1 stone/, `move ${i + 1}`);
        }
      }
      assert.match(await text('move-info'), /Move 26 · captured by Black 0, by White 1/);
      assert.deepEqual(game.captures, { black: 0, white: 1 });

      // Refused moves, with the reason: Black into the captured point (suicide), onto a stone.
      await click([6, 4]);
      assert.match(await text('message'), /Illegal move at G5: it would be suicide/);
      await click([3, 4]);
      assert.match(await text('message'), /Illegal move at D5: the point is occupied/);
      assert.equal(await text('turn'), 'Black to play');

      // Undo four moves (the capture is taken back), redo them.
      for (let i = 0; i < 4; i++) await page.click(tid('undo'));
      assert.match(await text('move-info'), /Move 22 · captured by Black 0, by White 0/);
      for (let i = 0; i < 4; i++) await page.click(tid('redo'));
      assert.match(await text('move-info'), /Move 26 · captured by Black 0, by White 1/);
      assert.equal(await page.isDisabled(tid('redo')), true);

      await page.click(tid('pass'));
      game.pass(1);
      await page.click(tid('pass'));
      game.pass(-1);
      assert.match(await text('message'), /Both passed/);
      assert.deepEqual(await panel(), expected(game, 'territory'));
    });
  });

  it('marks a dead chain and a seki region, and shows the score the package computes', async () => {
    await step('score', async () => {
      await page.uncheck(tid('auto-mark')); // this test marks by hand; demo-trust tests auto-marking
      await page.click(tid('mode-score'));
      await click([1, 4]);
      game.toggleDead([1, 4]);
      assert.match(await text('message'), /White chain at B5 marked dead/);
      assert.deepEqual(game.marks.dead, [[1, 4]]);
      const shown = await panel();
      assert.deepEqual(shown, expected(game, 'territory'));
      // Black: 27 points of territory, less the stone White captured; White: 24 points, less the
      // dead invader, plus komi.
      assert.deepEqual([shown.black, shown.white, shown.result], [26, 28.5, 'White wins by 2.5']);
      assert.equal(await text('black-prisoners'), '\u22121');
      assert.equal(await text('white-prisoners'), '\u22121');
      assert.equal(await text('white-komi'), '+5.5');
      // Both placed 13 stones: area and territory agree.
      assert.equal(game.agreeUnderEquivalence(), true);
      assert.equal(await text('agreement'), 'Agree');
      await checkAllRules(game);
      await page.screenshot({ path: `${outDir}/demo-scored.png` });

      // Seki on Black's side, then unmarked.
      await click([0, 0]);
      game.toggleSeki([0, 0]);
      assert.equal(await text('seki-points'), '27');
      assert.equal(await page.isHidden('#agree-row'), true, 'no equivalence check with seki');
      await checkAllRules(game);
      await click([0, 0]);
      game.toggleSeki([0, 0]);
      assert.equal(await page.isHidden('#seki-row'), true);
      await checkAllRules(game);
    });
  });

  it('saves the scored game as SGF', async () => {
    await step('save', async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(tid('sgf-save'))]);
      const saved = readFileSync(await download.path(), 'utf8');
      const result = game.score({ rules: 'territory' });
      assert.match(saved, /^\(;FF\[4\]GM\[1\]/);
      assert.ok(saved.includes(`RE[${result.sgf}]`), `RE[${result.sgf}] in ${saved}`);
      assert.equal(saved, game.toSgf());
      assert.match(download.suggestedFilename(), /\.sgf$/);
    });
  });

  it('loads an SGF record and shows its result', async () => {
    await step('sgf', async () => {
      const record = readFileSync(`${repo}tests/fixtures/sgf/capture_9x9.sgf`, 'utf8');
      await page.fill(tid('sgf-text'), record);
      await page.click(tid('sgf-load'));
      const loaded = Game.fromSgf(record);
      try {
        assert.match(await text('message'), /showing the final position after 25 moves/);
        assert.equal(await text('recorded-result'), loaded.recordedResult);
        assert.equal(await text('recorded-result'), 'B+9');
        assert.equal(await page.inputValue(tid('komi')), String(loaded.komi));
        assert.match(await text('move-info'), /Move 25 · captured by Black 0, by White 1/);
        await checkAllRules(loaded);
        // Marks still work on a loaded game.
        await click([2, 3]); // White's C6 chain
        loaded.toggleDead([2, 3]);
        await checkAllRules(loaded);
      } finally {
        loaded.dispose();
      }

      // A broken record is refused with the package's message, and the game stays.
      await page.fill(tid('sgf-text'), '(;GM[1]SZ[9];B[cc');
      await page.click(tid('sgf-load'));
      assert.match(await text('message'), /Could not read the SGF record: fromSgf: .*end of input/);
      assert.equal(await text('recorded-result'), 'B+9');

      // Handicap stones and no move yet: White to play (the package's game.turn), and PL overrides.
      await page.fill(tid('sgf-text'), '(;GM[1]SZ[9]HA[2]AB[cc][gg])');
      await page.click(tid('sgf-load'));
      assert.equal(await text('turn'), 'White to play');
      await page.fill(tid('sgf-text'), '(;GM[1]SZ[9]HA[2]AB[cc][gg]PL[B])');
      await page.click(tid('sgf-load'));
      assert.equal(await text('turn'), 'Black to play');
    });
  });

  it('opens an SGF file and refuses to retake a ko at once', async () => {
    await step('ko', async () => {
      await page.click(tid('mode-play'));
      await page.setInputFiles(tid('sgf-file'), `${repo}tests/fixtures/sgf/demo-ko.sgf`);
      await page.waitForFunction(() => /demo-ko/.test(document.querySelector('[data-testid="message"]').textContent));
      assert.match(await text('message'), /Loaded demo-ko\.sgf: showing the final position after 1 move\./);
      assert.equal(await text('recorded-result'), 'W+R');
      assert.equal(await text('turn'), 'Black to play');
      await click([2, 1]);
      assert.match(await text('message'), /Illegal move at C8: it retakes the ko at once/);
      // After a ko threat and its answer, Black may take back.
      await click([5, 5]);
      await click([5, 6]);
      await click([2, 1]);
      assert.match(await text('message'), /Black played C8, capturing 1 stone/);
    });
  });

  it('reaches every control with Tab', async () => {
    await step('tab', async () => {
      await page.click(tid('undo')); // so that Redo is enabled too
      const controls = await page.$$eval(
        'button, select, input, textarea, [tabindex]:not([tabindex="-1"])',
        (nodes) =>
          nodes
            .filter((n) => !n.disabled && n.getClientRects().length > 0)
            .map((n) => n.dataset.testid ?? n.id),
      );
      assert.ok(controls.length >= 15, `found ${controls.length} controls`);
      await page.focus('body');
      await page.evaluate(() => document.activeElement?.blur());
      const reached = new Set();
      for (let i = 0; i < controls.length + 5; i++) {
        await page.keyboard.press('Tab');
        reached.add(await page.evaluate(() => document.activeElement?.dataset?.testid ?? document.activeElement?.id));
      }
      assert.deepEqual(controls.filter((c) => !reached.has(c)), [], 'controls not reached by Tab');

      // The board plays from the keyboard too.
      await page.click(tid('mode-play'));
      await page.click(tid('new-game'));
      await page.focus(tid('board'));
      const before = await text('move-info');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      assert.notEqual(await text('move-info'), before);
    });
  });

  it('fits a phone-sized screen', async () => {
    await step('phone', async () => {
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      phone.setDefaultTimeout(HANG_GUARD_MS);
      phone.setDefaultNavigationTimeout(HANG_GUARD_MS);
      watch(phone, log);
      try {
        await phone.goto(`${baseUrl}?size=19`);
        await phone.waitForSelector('body[data-ready="true"]');
        const overflow = await phone.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
          wide: [...document.querySelectorAll('body *')]
            .filter((n) => n.getClientRects().length && n.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
            .map((n) => n.id || n.dataset.testid || n.tagName)
            .slice(0, 5),
        }));
        assert.equal(overflow.scroll, overflow.client, `horizontal overflow: ${JSON.stringify(overflow)}`);
        assert.deepEqual(overflow.wide, []);
        await phone.tap(point([3, 15]));
        assert.match(await phone.textContent(tid('move-info')), /Move 1/);
        await phone.screenshot({ path: `${outDir}/demo-phone.png`, fullPage: true });
      } finally {
        await phone.close();
      }
    });
  });

  it('stayed on localhost, with no failed requests and no console errors', () => {
    assert.deepEqual(foreignRequests, []);
    assert.deepEqual(failedRequests, []);
    assert.deepEqual(consoleErrors, []);
  });
});
