// Browser tests of the demo's analysis features (issues 12, 13, 14 in the demo): Score mode
// auto-marks the dead stones (a toggle turns it off, a button re-runs it) and draws the points
// that are guesses or need sealing; conflicts are listed with their point ringed on hover; the
// Compare rules panel; the Estimate toggle during play, computed in a Web Worker.
//   node --test tests/browser/
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { outDir, paste as pasteRecord, point, text, tid, useDemo } from './harness.mjs';

let page;
const demo = useDemo({ before, after }, (ready) => {
  page = ready.page;
});
const { log } = demo;
const paste = (record) => pasteRecord(page, record);
/** In the page: whether the estimate line shows an estimate (a number of points), not a note. */
const estimated = () => {
  const line = document.querySelector('[data-testid="estimate-result"]');
  return /^Estimate: .*(ahead by about|even)/.test(line.textContent) && line.dataset.score !== '';
};

// Black's A5 B5 inside White's wall (D5 D4 A3 B3 C3 D3), nothing else: the two stones have three
// liberties (C5 A4 B4) inside the wall and no room for two eyes: dead. With them dead (Japanese,
// komi 6.5): White territory 19 (25 points less White's 6 stones), 2 prisoners, komi: 27.5.
// Chinese with the game's komi 6.5: 6 stones + 19 + 6.5 = 31.5; Tromp-Taylor keeps them: White 6
// stones + the 13 points right and below + 6.5 = 25.5 against Black's 2 stones: W+23.5.
const DEAD_5X5 = '(;GM[1]FF[4]SZ[5]KM[6.5]RU[Japanese]AB[aa][ba]AW[da][db][ac][bc][cc][dc])';

// White's row of five with three one-point eyes above it (A5, C5, E5), each surrounded by the chain
// alone: pass-alive by Benson's test. Black's stone C2 in the open below.
const ALIVE_5X5 = '(;GM[1]FF[4]SZ[5]KM[6.5]RU[Japanese]AW[ba][da][ab][bb][cb][db][eb]AB[cd])';

describe('demo: analysis (auto-mark, conflicts, compare, estimate)', () => {
  it('auto-marks the dead stones on entering Score mode; the toggle turns it off; the button re-runs it', async () => {
    await paste(DEAD_5X5);
    assert.equal(await page.isChecked(tid('auto-mark')), true, 'on by default');
    await page.click(tid('mode-score'));
    assert.match(await text(page, 'message'), /^Auto-marked 2 dead stones/);
    assert.equal(await page.getAttribute(point([0, 0]), 'data-dead'), 'true');
    assert.equal(await page.getAttribute(point([1, 0]), 'data-dead'), 'true');
    assert.equal(await text(page, 'result'), 'White wins by 27.5');
    // Corrected by hand, the marks stay the user's.
    await page.click(point([0, 0]));
    assert.equal(await page.getAttribute(point([1, 0]), 'data-dead'), 'false');
    await page.click(tid('rerun-auto'));
    assert.equal(await page.getAttribute(point([1, 0]), 'data-dead'), 'true');
    await page.screenshot({ path: `${outDir}/demo-automark.png` });

    // Turned off: entering Score mode marks nothing.
    await page.click(tid('mode-play'));
    await paste(DEAD_5X5);
    await page.uncheck(tid('auto-mark'));
    await page.click(tid('mode-score'));
    assert.equal(await page.getAttribute(point([0, 0]), 'data-dead'), 'false');
    assert.doesNotMatch(await text(page, 'message'), /Auto-marked/);
    await page.check(tid('auto-mark'));
    await page.click(tid('mode-play'));
  });

  it('lists a conflict beside the score and rings its point on hover', async () => {
    await paste(ALIVE_5X5);
    await page.uncheck(tid('auto-mark'));
    await page.selectOption(tid('rules'), 'japanese');
    await page.click(tid('mode-score'));
    assert.equal(await page.isHidden(tid('conflicts')), true, 'no conflict before a wrong mark');
    await page.click(point([0, 1])); // White's pass-alive chain marked dead
    assert.equal(await page.isVisible(tid('conflicts')), true);
    const item = `${tid('conflict-list')} li[data-kind="dead-pass-alive"]`;
    assert.equal(await page.locator(item).count() >= 1, true);
    assert.equal(await page.locator('.board .highlight').count(), 0);
    await page.hover(item);
    assert.equal(await page.locator('.board .highlight').count(), 1);
    const [x, y] = [Number(await page.getAttribute(item, 'data-x')), Number(await page.getAttribute(item, 'data-y'))];
    // The ringed point is a stone of the chain marked dead (row 4, or one of its neighbours' chain).
    assert.equal(await page.getAttribute(point([x, y]), 'data-sign'), '-1');
    await page.screenshot({ path: `${outDir}/demo-conflict.png` });
    await page.click(point([0, 1]));
    assert.equal(await page.isHidden(tid('conflicts')), true);
    await page.check(tid('auto-mark'));
    await page.click(tid('mode-play'));
  });

  it('compares every ruleset with the reasons for each difference', async () => {
    await paste(DEAD_5X5);
    await page.uncheck(tid('auto-mark'));
    await page.click(tid('mode-score'));
    await page.click(point([0, 0]));
    await page.click(`${tid('compare')} summary`);
    // The table is drawn on the details' toggle event, which comes after the click.
    await page.waitForSelector(`${tid('compare-table')} tr[data-rules="tromp-taylor"]`);
    const rows = await page.$$eval(`${tid('compare-table')} tr`, (trs) =>
      Object.fromEntries(trs.map((tr) => [tr.dataset.rules, [...tr.children].map((td) => td.textContent)])),
    );
    assert.deepEqual(Object.keys(rows), ['japanese', 'korean', 'chinese', 'aga', 'new-zealand', 'ing', 'tromp-taylor']);
    assert.deepEqual(rows.japanese.slice(1), ['White wins by 27.5', '0', '27.5']);
    assert.deepEqual(rows.chinese.slice(1), ['White wins by 31.5', '0', '31.5']);
    assert.deepEqual(rows['tromp-taylor'].slice(1), ['White wins by 23.5', '2', '25.5']);
    const reasons = await page.$$eval(`${tid('compare-reasons')} li`, (lis) => lis.map((li) => li.textContent));
    // Chinese against Japanese: White's 6 stones counted (-6), the 2 dead no longer prisoners (+2).
    const line = reasons.find((r) => r.startsWith('Chinese against Japanese'));
    assert.ok(line, reasons.join('\n'));
    assert.match(line, /: \u22124 for Black/);
    await page.screenshot({ path: `${outDir}/demo-compare.png`, fullPage: true });
    await page.click(`${tid('compare')} summary`);
    await page.check(tid('auto-mark'));
    await page.click(tid('mode-play'));
  });

  it('estimates during play in a Web Worker and shades the board', async () => {
    await page.click(tid('mode-play'));
    await page.selectOption(tid('size'), '9');
    await page.click(tid('new-game'));
    for (const v of [[2, 2], [6, 6], [2, 6], [6, 2]]) await page.click(point(v));
    assert.equal(await page.isHidden(tid('estimate-result')), true);
    await page.check(tid('estimate'));
    await page.waitForFunction(estimated);
    const score = Number(await page.getAttribute(tid('estimate-result'), 'data-score'));
    assert.ok(Number.isFinite(score), 'a number');
    assert.ok(await page.locator('.board .est').count() > 0, 'the ownership shaded');
    // The panel still gives no final count during play.
    assert.match(await text(page, 'result'), /^The game is not over/);
    const worker = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => /estimate-worker\.js/.test(e.name)),
    );
    assert.equal(worker, true, 'the estimate ran in the worker');
    // A move: the estimate is made again for the new position.
    await page.click(point([4, 4]));
    await page.waitForFunction(estimated);
    await page.screenshot({ path: `${outDir}/demo-estimate.png` });
    await page.uncheck(tid('estimate'));
    assert.equal(await page.isHidden(tid('estimate-result')), true);
  });

  it('stayed on localhost, with no failed requests and no console errors', () => {
    assert.deepEqual(log.foreignRequests, []);
    assert.deepEqual(log.failedRequests, []);
    assert.deepEqual(log.consoleErrors, []);
  });
});
