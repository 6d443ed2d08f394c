// Browser tests of the demo fixes of issue 16 item 1: marks kept by Undo and Pass in Score mode, a
// record's RU and KM used, the status line and messages on the first screen at 1280x800 and on a
// phone, stale messages cleared, records over MAX_SGF_BYTES and komi like "1e3" refused clearly,
// no final count during play, the move list and slider, RE beside the count with a match mark, the
// ruleset picker and breakdown, and the page working offline. Screenshots go to test-results/.
//   node --test tests/browser/
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { inFirstScreen, openDemo, outDir, paste as pasteRecord, point, repo, text, tid, useDemo } from './harness.mjs';

const { MAX_SGF_BYTES } = await import('../../web/index.js');

let page;
const demo = useDemo({ before, after }, (ready) => {
  page = ready.page;
});
const { log } = demo;
const paste = (record) => pasteRecord(page, record);

const click = (vertex) => page.click(point(vertex));
const top = () => page.evaluate(() => window.scrollTo(0, 0));

// 5x5: Black aa ba inside White's wall (da db ac bc cc dc), Black ee in the open lower right.
// With aa-ba dead (territory rules, komi 6.5): White's left region 4 + the 2 dead points = 6,
// prisoners 2, komi 6.5: 14.5; the lower right (12 points) touches ee and White: nobody's.
// Without ee (after Undo) the lower right's 13 points are White's too: 6 + 13 + 2 + 6.5 = 27.5.
const DEAD_5X5 = '(;GM[1]FF[4]SZ[5]KM[6.5]AB[aa][ba]AW[da][db][ac][bc][cc][dc];B[ee];W[])';

describe('demo: a player can trust it (issue 16)', () => {
  it('keeps the dead marks through Pass and Undo in Score mode', async () => {
    await paste(DEAD_5X5);
    await page.selectOption(tid('rules'), 'territory');
    await page.uncheck(tid('auto-mark')); // marked by hand here
    await page.click(tid('mode-score'));
    await click([0, 0]);
    assert.equal(await text(page, 'result'), 'White wins by 14.5');
    await page.click(tid('pass'));
    assert.equal(await text(page, 'result'), 'White wins by 14.5', 'after Pass');
    assert.equal(await text(page, 'move-info'), 'Move 3 · captured by Black 0, by White 0');
    await page.click(tid('undo')); // Black's pass
    await page.click(tid('undo')); // White's pass
    assert.equal(await text(page, 'result'), 'White wins by 14.5', 'after two Undos');
    await page.click(tid('undo')); // B[ee]: the marked chain is still on the board
    assert.equal(await text(page, 'move-info'), 'Move 0 · captured by Black 0, by White 0');
    assert.equal(await text(page, 'result'), 'White wins by 27.5', 'after undoing ee');
    assert.equal(await page.getAttribute(point([1, 0]), 'data-dead'), 'true');
  });

  it("uses a record's RU and KM, and shows its RE beside the count with a match mark", async () => {
    await page.click(tid('mode-play'));
    // RU[Chinese], KM[7]: the picker shows the record's rules.
    await paste(readFileSync(`${repo}tests/fixtures/sgf/capture_9x9.sgf`, 'utf8'));
    assert.equal(await page.inputValue(tid('rules')), 'chinese');
    assert.equal(await page.inputValue(tid('komi')), '7');
    // Counted by hand (tests/fixtures/archive/counted/match_w4.5.sgf): W+4.5 under its RU[Japanese].
    await paste(readFileSync(`${repo}tests/fixtures/archive/counted/match_w4.5.sgf`, 'utf8'));
    assert.equal(await page.inputValue(tid('rules')), 'japanese');
    assert.equal(await text(page, 'result'), 'White wins by 4.5');
    assert.equal(await text(page, 'recorded-result'), 'W+4.5');
    assert.equal(await text(page, 'record-match'), '\u2713 matches');
    assert.equal(await page.getAttribute(tid('record-match'), 'data-match'), 'true');
    await paste(readFileSync(`${repo}tests/fixtures/archive/counted/mismatch_b4.5.sgf`, 'utf8'));
    assert.equal(await text(page, 'recorded-result'), 'B+4.5');
    assert.equal(await text(page, 'record-match'), '\u2717 differs from W+4.5');
    await paste(readFileSync(`${repo}tests/fixtures/sgf/demo-ko.sgf`, 'utf8'));
    assert.equal(await text(page, 'record-match'), '(no count to compare)');
  });

  it('offers every ruleset and shows the additive breakdown', async () => {
    const options = await page.$$eval(`${tid('rules')} option`, (nodes) => nodes.map((n) => n.value));
    for (const name of ['japanese', 'korean', 'chinese', 'aga', 'new-zealand', 'ing', 'tromp-taylor']) {
      assert.ok(options.includes(name), `${name} in ${options}`);
    }
    await paste(readFileSync(`${repo}tests/fixtures/archive/counted/match_w4.5.sgf`, 'utf8'));
    // By hand: Black's territory 2 + 4 = 6, White's 4 and komi 6.5 (no captures, no dead).
    await page.selectOption(tid('rules'), 'japanese');
    assert.match(await text(page, 'breakdown-black'), /^Black: Territory 6 .*= 6$/);
    assert.match(await text(page, 'breakdown-white'), /^White: Territory 4 .*\+ Komi 6\.5 = 10\.5$/);
    // Area (Chinese, komi 6.5 as recorded): Black 6 stones + 6, White 4 stones + 4 + 6.5.
    await page.selectOption(tid('rules'), 'chinese');
    assert.equal(await text(page, 'breakdown-black'), 'Black: Stones 6 + Territory 6 = 12');
    assert.equal(await text(page, 'breakdown-white'), 'White: Stones 4 + Territory 4 + Komi 6.5 = 14.5');
  });

  it("saves a loaded, commented record with its comments, markup, variations and unknown properties", async () => {
    await paste(readFileSync(`${repo}tests/fixtures/sgf/annotated_tree.sgf`, 'utf8'));
    assert.equal(await page.inputValue(tid('rules')), 'aga', 'RU[AGA]');
    // RE is written by toSgf after a score under 'territory', 'area' or 'tromp-taylor' (see the report).
    await page.selectOption(tid('rules'), 'territory');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(tid('sgf-save'))]);
    const saved = readFileSync(await download.path(), 'utf8');
    for (const part of [
      'XZ[unknown root][second value]',
      'C[Root comment with a soft\\\n line break and an escaped \\] bracket.]',
      ';B[ee]C[First move]LB[dd:A][ff:\\:B]TR[cc][gg]',
      'MA[ee]SQ[dd:ef]XY[private]',
      '(;B[gc]N[Side]C[A variation]',
      '(;W[cg]LN[aa:ii]DD[])',
      '(;B[]C[A pass as a variation])',
      'PB[Black \\] player]',
    ]) {
      assert.ok(saved.includes(part), `${part} in\n${saved}`);
    }
    assert.match(saved, /RE\[[BW]\+[\d.]+\]/);
  });

  it('during play the panel says the game is not over, never a final count', async () => {
    await page.click(tid('mode-play'));
    await page.selectOption(tid('size'), '9');
    await page.click(tid('new-game'));
    await click([4, 4]);
    const result = await text(page, 'result');
    assert.match(result, /^The game is not over/);
    assert.doesNotMatch(result + (await text(page, 'status-result')), /wins by/);
    assert.equal(await text(page, 'status-result'), 'Game in progress');
    assert.equal(await text(page, 'black-total'), '\u2013');
    assert.equal(await text(page, 'sgf-result'), '\u2013');
    // Score mode counts the position as it stands.
    await page.click(tid('mode-score'));
    assert.match(await text(page, 'result'), /wins by|Draw/);
    await page.click(tid('mode-play'));
  });

  it('clears a stale message, refuses komi "1e3" and a record over MAX_SGF_BYTES clearly', async () => {
    await click([4, 4]); // occupied
    assert.match(await text(page, 'message'), /^Illegal move at E5: the point is occupied/);
    await page.click(tid('undo'));
    assert.match(await text(page, 'message'), /^Took back Black's E5/);
    await page.fill(tid('sgf-text'), '');
    await page.click(tid('sgf-load'));
    assert.match(await text(page, 'message'), /Paste an SGF record/);
    await page.click(tid('mode-score'));
    assert.doesNotMatch(await text(page, 'message'), /Paste/);
    await page.click(tid('mode-play'));

    const komi = await page.inputValue(tid('komi'));
    await page.fill(tid('komi'), '1e3');
    await page.press(tid('komi'), 'Enter');
    assert.equal(await text(page, 'message'), "Komi must be a number such as 6.5, got '1e3'.");
    assert.equal(await page.inputValue(tid('komi')), komi, 'the game keeps its komi');
    await page.fill(tid('komi'), '0x10');
    await page.press(tid('komi'), 'Enter');
    assert.match(await text(page, 'message'), /got '0x10'/);
    await page.fill(tid('komi'), '-2.5');
    await page.press(tid('komi'), 'Enter');
    assert.equal(await text(page, 'message'), 'Komi set to \u22122.5.');

    const big = Buffer.alloc(MAX_SGF_BYTES + 1, 0x20);
    big.write('(;GM[1]SZ[9]', 0);
    await page.setInputFiles(tid('sgf-file'), { name: 'huge.sgf', mimeType: 'application/x-go-sgf', buffer: big });
    await page.waitForFunction(() => /huge\.sgf/.test(document.querySelector('[data-testid="message"]').textContent));
    assert.equal(await text(page, 'message'), 'huge.sgf is 32.0 MiB: records larger than 32.0 MiB are not read.');
    assert.equal(await page.getAttribute(tid('message'), 'data-kind'), 'error');
  });

  it('lists the moves with numbers and steps through the game with the slider', async () => {
    await page.click(tid('new-game'));
    for (const v of [[2, 2], [6, 6], [2, 6], [6, 2], [4, 4]]) await click(v);
    const items = () => page.$$eval(`${tid('move-list')} li`, (nodes) => nodes.map((n) => n.textContent));
    assert.deepEqual(await items(), ['1. B C7', '2. W G3', '3. B C3', '4. W G7', '5. B E5']);
    assert.equal(await page.getAttribute(tid('move-slider'), 'max'), '5');
    await page.fill(tid('move-slider'), '2');
    assert.match(await text(page, 'move-info'), /^Move 2 /);
    assert.equal(await page.getAttribute(point([2, 6]), 'data-sign'), '0');
    assert.equal(await text(page, 'move-position'), 'Move 2 of 5');
    assert.deepEqual(await items(), ['1. B C7', '2. W G3', '3. B C3', '4. W G7', '5. B E5'], 'the later moves stay listed');
    await page.click(`${tid('move-list')} li[data-move="4"]`);
    assert.match(await text(page, 'move-info'), /^Move 4 /);
    assert.equal(await page.getAttribute(`${tid('move-list')} li[data-move="4"]`, 'aria-current'), 'step');
    await page.fill(tid('move-slider'), '5');
    assert.match(await text(page, 'move-info'), /^Move 5 /);
  });

  it('shows the status line, the message and the result without scrolling at 1280x800', async () => {
    await page.selectOption(tid('size'), '19');
    await page.click(tid('new-game'));
    await click([3, 3]);
    await click([3, 3]); // an error message to look at
    await top();
    for (const id of ['turn', 'move-info', 'message', 'status-result', 'result']) {
      assert.ok(await inFirstScreen(page, tid(id)), `${id} on the first screen at 1280x800`);
    }
    await page.screenshot({ path: `${outDir}/demo-1280x800.png` });
  });

  it('shows the status line, message and result without scrolling on a phone (390x844)', async () => {
    const { context, page: phone } = await openDemo(demo.env.browser, demo.env.baseUrl, log, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      query: '?size=19',
    });
    try {
      await phone.tap(point([3, 15]));
      await phone.tap(point([3, 15]));
      await phone.evaluate(() => window.scrollTo(0, 0));
      for (const id of ['turn', 'move-info', 'message', 'status-result']) {
        assert.ok(await inFirstScreen(phone, tid(id)), `${id} on the first screen of a phone`);
      }
      assert.match(await phone.textContent(tid('message')), /occupied/);
      await phone.screenshot({ path: `${outDir}/demo-390x844.png` });
    } finally {
      await context.close();
    }
  });

  it('works offline once loaded, and asked nothing of any other host', async () => {
    const { context, page: off } = await openDemo(demo.env.browser, demo.env.baseUrl, log);
    try {
      await context.setOffline(true);
      await off.selectOption(tid('size'), '9');
      await off.click(tid('new-game'));
      await off.click(point([4, 4]));
      assert.match(await off.textContent(tid('message')), /Black played E5/);
      await off.fill(tid('sgf-text'), DEAD_5X5);
      await off.click(tid('sgf-load'));
      await off.uncheck(tid('auto-mark'));
      await off.click(tid('mode-score'));
      await off.click(point([0, 0]));
      assert.equal((await off.textContent(tid('result'))).trim(), 'White wins by 14.5');
      const [download] = await Promise.all([off.waitForEvent('download'), off.click(tid('sgf-save'))]);
      assert.match(download.suggestedFilename(), /\.sgf$/);
      const foreign = await off.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name, location.href))
          .filter((u) => u.protocol.startsWith('http') && u.host !== location.host)
          .map((u) => u.href),
      );
      assert.deepEqual(foreign, []);
    } finally {
      await context.close();
    }
    assert.deepEqual(log.foreignRequests, []);
    assert.deepEqual(log.failedRequests, []);
    assert.deepEqual(log.consoleErrors, []);
  });
});
