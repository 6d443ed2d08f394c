// Browser tests of the demo fixes of issue 16 item 1, play and score: the dead and seki marks kept
// by Pass, Undo, Redo and the move slider in Score mode; no final count during play (the estimate
// or "not over" instead, and none for a record that ends by resignation); the move list and slider;
// RE beside the count with a match mark; every ruleset and the additive breakdown; the status line
// and messages on the first screen; stale messages cleared; komi like "1e3" refused. The SGF points
// are in demo-sgf.test.mjs. Each check runs at 1280x800 and on a phone, with a screenshot of each
// in test-results/ (see screens.mjs).
//   node --test tests/browser/
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { inFirstScreen, paste as pasteRecord, point, repo, text as textOf, tid } from './harness.mjs';
import { atEverySize } from './screens.mjs';

// 5x5: Black aa ba inside White's wall (da db ac bc cc dc), Black ee in the open lower right.
// With aa-ba dead (territory rules, komi 6.5): White's left region 4 + the 2 dead points = 6,
// prisoners 2, komi 6.5: 14.5; the lower right (12 points) touches ee and White: nobody's.
// Without ee (after Undo) the lower right's 13 points are White's too: 6 + 13 + 2 + 6.5 = 27.5,
// unless that region is marked seki: then it counts for nobody and White has 14.5 again.
const DEAD_5X5 = '(;GM[1]FF[4]SZ[5]KM[6.5]AB[aa][ba]AW[da][db][ac][bc][cc][dc];B[ee];W[])';
const fixture = (path) => readFileSync(`${repo}tests/fixtures/${path}`, 'utf8');

atEverySize('demo: a player can trust it (issue 16)', (demo) => {
  const text = (id) => textOf(demo.page, id);
  const paste = (record) => pasteRecord(demo.page, record);
  const click = (vertex) => demo.page.click(point(vertex));
  const dead = (vertex) => demo.page.getAttribute(point(vertex), 'data-dead');
  const top = () => demo.page.evaluate(() => window.scrollTo(0, 0));

  it('keeps the dead and seki marks through Pass, Undo, Redo and the slider in Score mode', async () => {
    const { page } = demo;
    await demo.fresh();
    await paste(DEAD_5X5);
    await page.uncheck(tid('auto-mark')); // marked by hand here
    await page.click(tid('mode-score'));
    await click([0, 0]);
    assert.equal(await text('result'), 'White wins by 14.5');
    await click([0, 3]); // the lower right region, marked seki
    assert.equal(await text('seki-points'), '12');
    assert.equal(await text('result'), 'White wins by 14.5', 'that region was nobody’s already');
    await page.click(tid('pass'));
    assert.equal(await text('result'), 'White wins by 14.5', 'after Pass');
    assert.equal(await text('move-info'), 'Move 3 · captured by Black 0, by White 0');
    await page.click(tid('undo')); // Black's pass
    await page.click(tid('undo')); // White's pass
    assert.equal(await text('result'), 'White wins by 14.5', 'after two Undos');
    await page.click(tid('undo')); // B[ee]: the marked chain is still on the board
    assert.equal(await text('move-info'), 'Move 0 · captured by Black 0, by White 0');
    assert.equal(await text('seki-points'), '13', 'the seki region now takes in E1');
    assert.equal(await text('result'), 'White wins by 14.5', 'the region marked seki counts for nobody');
    assert.equal(await dead([1, 0]), 'true');
    await page.click(tid('redo'));
    assert.equal(await text('move-info'), 'Move 1 · captured by Black 0, by White 0');
    assert.deepEqual([await dead([0, 0]), await text('seki-points')], ['true', '12'], 'after Redo');
    await page.fill(tid('move-slider'), '0');
    assert.deepEqual([await dead([0, 0]), await text('seki-points')], ['true', '13'], 'slider at 0');
    await page.fill(tid('move-slider'), '3');
    assert.equal(await text('move-info'), 'Move 3 · captured by Black 0, by White 0');
    assert.deepEqual([await dead([1, 0]), await text('seki-points')], ['true', '12'], 'slider at 3');
    await demo.shot('marks-kept', tid('board'));
    await page.fill(tid('move-slider'), '0');
    await click([0, 3]); // the seki unmarked: the 13 points are White's
    assert.equal(await text('result'), 'White wins by 27.5');
    assert.equal(await page.isHidden('#seki-row'), true);
  });

  it('during play the panel says the game is not over, never a final count; the estimate when asked', async () => {
    const { page } = demo;
    await demo.fresh('19');
    await click([3, 3]);
    const result = await text('result');
    assert.match(result, /^The game is not over/);
    assert.doesNotMatch(result + (await text('status-result')), /wins by/);
    assert.equal(await text('status-result'), 'Game in progress');
    assert.equal(await text('black-total'), '\u2013');
    assert.equal(await text('sgf-result'), '\u2013');
    assert.doesNotMatch(await page.getAttribute(tid('board'), 'aria-label'), /wins by/);
    // The estimate: none for a board of one colour (the estimator would give it all to Black).
    await page.check(tid('estimate'));
    assert.equal(await text('estimate-result'), 'Estimate: none until both colours have stones on the board.');
    await click([15, 15]);
    await page.waitForFunction(() => /^Estimate: /.test(document.querySelector('[data-testid="estimate-result"]').textContent) &&
      document.querySelector('[data-testid="estimate-result"]').dataset.score !== '');
    const margin = Number(await page.getAttribute(tid('estimate-result'), 'data-score'));
    // Two stones and komi 6.5 on 19x19: a lead of tens of points would be no estimate at all.
    assert.ok(Math.abs(margin) < 30, `estimate ${margin}`);
    assert.match(await text('result'), /^The game is not over/);
    await demo.shot('play-no-count', tid('estimate-result'));
    await page.uncheck(tid('estimate'));
    // Score mode counts the position as it stands.
    await page.click(tid('mode-score'));
    assert.match(await text('result'), /wins by|Draw/);
    assert.equal(await text('status-result'), await text('result'));
    await page.click(tid('mode-play'));

    // A record that ends by resignation: no count until Score mode.
    await paste(fixture('sgf/demo-ko.sgf'));
    assert.equal(await text('result'), 'The record ends W+R, not by a count: switch to Score to count the position.');
    assert.equal(await text('status-result'), 'Recorded W+R');
    assert.equal(await text('white-total'), '\u2013');
    await demo.shot('resigned-record', tid('result'));
    await page.click(tid('mode-score'));
    assert.match(await text('result'), /wins by|Draw/);
  });

  it("shows the record's RE beside the count with a match or mismatch mark", async () => {
    const { page } = demo;
    await demo.fresh();
    // Counted by hand (tests/fixtures/archive/counted/match_w4.5.sgf): W+4.5 under its RU[Japanese].
    await paste(fixture('archive/counted/match_w4.5.sgf'));
    assert.equal(await page.inputValue(tid('rules')), 'japanese');
    assert.equal(await text('result'), 'White wins by 4.5');
    assert.equal(await text('recorded-result'), 'W+4.5');
    assert.equal(await text('record-match'), '\u2713 matches');
    assert.equal(await page.getAttribute(tid('record-match'), 'data-match'), 'true');
    await demo.shot('record-match', tid('record-match'));
    await paste(fixture('archive/counted/mismatch_b4.5.sgf'));
    assert.equal(await text('recorded-result'), 'B+4.5');
    assert.equal(await text('record-match'), '\u2717 differs from W+4.5');
    assert.equal(await page.getAttribute(tid('record-match'), 'data-match'), 'false');
    await demo.shot('record-mismatch', tid('record-match'));
    await paste(fixture('sgf/demo-ko.sgf'));
    assert.equal(await text('record-match'), '(no count to compare)');
  });

  it('offers every ruleset and shows the additive breakdown', async () => {
    const { page } = demo;
    await demo.fresh();
    const options = await page.$$eval(`${tid('rules')} option`, (nodes) => nodes.map((n) => n.value));
    for (const name of ['japanese', 'korean', 'chinese', 'aga', 'new-zealand', 'ing', 'tromp-taylor']) {
      assert.ok(options.includes(name), `${name} in ${options}`);
    }
    await paste(fixture('archive/counted/match_w4.5.sgf'));
    // By hand: Black's territory 2 + 4 = 6, White's 4 and komi 6.5 (no captures, no dead).
    await page.selectOption(tid('rules'), 'japanese');
    assert.match(await text('breakdown-black'), /^Black: Territory 6 .*= 6$/);
    assert.match(await text('breakdown-white'), /^White: Territory 4 .*\+ Komi 6\.5 = 10\.5$/);
    // The table's rows add up to the totals too; territory rules count no stones.
    const row = async (part) => [await text(`black-${part}`), await text(`white-${part}`)];
    assert.deepEqual(await row('stones'), ['\u2013', '\u2013']);
    assert.deepEqual(await row('territory'), ['6', '4']);
    assert.deepEqual(await row('prisoners'), ['0', '0']);
    assert.deepEqual(await row('komi'), ['\u2013', '+6.5']);
    assert.deepEqual(await row('total'), ['6', '10.5']);
    // Area (Chinese, komi 6.5 as recorded): Black 6 stones + 6, White 4 stones + 4 + 6.5.
    await page.selectOption(tid('rules'), 'chinese');
    assert.equal(await text('breakdown-black'), 'Black: Stones 6 + Territory 6 = 12');
    assert.equal(await text('breakdown-white'), 'White: Stones 4 + Territory 4 + Komi 6.5 = 14.5');
    assert.deepEqual(await row('stones'), ['6', '4']);
    assert.deepEqual(await row('territory'), ['6', '4']);
    assert.deepEqual(await row('prisoners'), ['\u2013', '\u2013']);
    assert.deepEqual(await row('total'), ['12', '14.5']);
    assert.equal(await page.isHidden('#handicap-row'), true);
    await demo.shot('breakdown', tid('breakdown'));
  });

  it('lists the moves with numbers and steps through the game with the slider', async () => {
    const { page } = demo;
    await demo.fresh('9');
    for (const v of [[2, 2], [6, 6], [2, 6], [6, 2], [4, 4]]) await click(v);
    const items = () => page.$$eval(`${tid('move-list')} li`, (nodes) => nodes.map((n) => n.textContent));
    assert.deepEqual(await items(), ['1. B C7', '2. W G3', '3. B C3', '4. W G7', '5. B E5']);
    assert.equal(await page.getAttribute(tid('move-slider'), 'max'), '5');
    await page.fill(tid('move-slider'), '2');
    assert.match(await text('move-info'), /^Move 2 /);
    assert.equal(await page.getAttribute(point([2, 6]), 'data-sign'), '0');
    assert.equal(await text('move-position'), 'Move 2 of 5');
    assert.deepEqual(await items(), ['1. B C7', '2. W G3', '3. B C3', '4. W G7', '5. B E5'], 'the later moves stay listed');
    await page.click(`${tid('move-list')} li[data-move="4"]`);
    assert.match(await text('move-info'), /^Move 4 /);
    assert.equal(await page.getAttribute(`${tid('move-list')} li[data-move="4"]`, 'aria-current'), 'step');
    await demo.shot('move-list', tid('move-list'));
    await page.fill(tid('move-slider'), '5');
    assert.match(await text('move-info'), /^Move 5 /);
  });

  it('shows the status line, the message and the count without scrolling, in play and in Score mode', async () => {
    const { page, size } = demo;
    await demo.fresh('19');
    await page.uncheck(tid('auto-mark'));
    await click([3, 15]);
    await click([3, 15]); // an error message to look at
    await top();
    // On a phone the score panel follows the board: the status line carries the count.
    const ids = ['turn', 'move-info', 'message', 'status-result', ...(size.phone ? [] : ['result'])];
    for (const id of ids) assert.ok(await inFirstScreen(page, tid(id)), `${id} on the first screen at ${size.label}`);
    assert.match(await text('message'), /occupied/);
    // The score panel: beside the board on a wide screen, just under it (after one line of help)
    // on a phone.
    const box = (selector) => page.$eval(selector, (n) => n.getBoundingClientRect().toJSON());
    const board = await box('.board-frame');
    const panel = await box(tid('score-panel'));
    if (size.phone) {
      assert.ok(panel.top >= board.bottom && panel.top - board.bottom < 160, `panel ${panel.top}, board ${board.bottom}`);
    } else {
      assert.ok(panel.left >= board.right && panel.top < board.bottom, JSON.stringify({ panel, board }));
    }
    await demo.shot('first-screen-play');
    await page.click(tid('mode-score'));
    await top();
    for (const id of ids) assert.ok(await inFirstScreen(page, tid(id)), `${id} on the first screen in Score mode`);
    // Counted as it stands, as asked: Black's 360 points of territory against White's komi 6.5.
    assert.equal(await text('status-result'), 'Black wins by 353.5');
    await demo.shot('first-screen-score');
  });

  it('clears a stale message, and refuses komi "1e3" clearly', async () => {
    const { page } = demo;
    await demo.fresh('9');
    await click([4, 4]);
    await click([4, 4]); // occupied
    assert.match(await text('message'), /^Illegal move at E5: the point is occupied/);
    await page.check(tid('overlay'));
    assert.equal(await text('message'), '', 'a toggle clears the message before it');
    await page.uncheck(tid('overlay'));
    await click([4, 4]);
    await page.click(tid('undo'));
    assert.match(await text('message'), /^Took back Black's E5/);
    await page.fill(tid('sgf-text'), '');
    await page.click(tid('sgf-load'));
    assert.match(await text('message'), /Paste an SGF record/);
    await page.click(tid('mode-score'));
    assert.doesNotMatch(await text('message'), /Paste/);
    await page.click(tid('mode-play'));

    const komi = await page.inputValue(tid('komi'));
    await page.fill(tid('komi'), '1e3');
    await page.press(tid('komi'), 'Enter');
    assert.equal(await text('message'), "Komi must be a number such as 6.5, got '1e3'.");
    assert.equal(await page.getAttribute(tid('message'), 'data-kind'), 'error');
    assert.equal(await page.inputValue(tid('komi')), komi, 'the game keeps its komi');
    await demo.shot('komi-refused', tid('komi'));
    await page.fill(tid('komi'), '0x10');
    await page.press(tid('komi'), 'Enter');
    assert.match(await text('message'), /got '0x10'/);
    await page.fill(tid('komi'), '-2.5');
    await page.press(tid('komi'), 'Enter');
    assert.equal(await text('message'), 'Komi set to \u22122.5.');
  });

  it('stayed on localhost, with no failed requests and no console errors', () => {
    assert.deepEqual(demo.log.foreignRequests, []);
    assert.deepEqual(demo.log.failedRequests, []);
    assert.deepEqual(demo.log.consoleErrors, []);
  });
});
