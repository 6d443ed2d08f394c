// Browser tests of the demo's SGF points of issue 16 (items 1 and 5): a loaded record's RU, KM, HA
// and TB/TW marks are used; a scored record saved by the demo loads back with the same marks, KM
// and result; Save of a loaded, commented record with variations keeps all of it, and saving what
// was loaded back writes the same text; records over MAX_SGF_BYTES, opened or pasted, are refused
// with a clear message and the game stays; the page works offline once loaded. Each check runs at
// 1280x800 and on a phone, with screenshots in test-results/ (see screens.mjs).
//   node --test tests/browser/
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { paste as pasteRecord, point, repo, text as textOf, tid } from './harness.mjs';
import { atEverySize } from './screens.mjs';

const { MAX_SGF_BYTES } = await import('../../web/index.js');

// 5x5, no RU (territory rules): Black aa ba inside White's wall (da db ac bc cc dc), Black ee in
// the open lower right. With aa-ba dead: White's left region 4 + the 2 dead points = 6, prisoners
// 2, komi 6.5: 14.5; the lower right touches ee and White: nobody's. Black: nothing. W+14.5.
const DEAD_5X5 = '(;GM[1]FF[4]SZ[5]KM[6.5]AB[aa][ba]AW[da][db][ac][bc][cc][dc];B[ee];W[])';
// The same, scored: RE and White's territory with the two dead stones on TW of the last node.
const SCORED_5X5 =
  '(;GM[1]FF[4]SZ[5]KM[6.5]RE[W+14.5]AB[aa][ba]AW[da][db][ac][bc][cc][dc];B[ee];W[]TW[aa][ab][ba][bb][ca][cb])';
// 5x5, two handicap stones (HA[2]), RU[Chinese], KM[0.5]: Black's wall on column B, White's on D;
// column A is Black's, E White's, C dame. Area: Black 5 + 5 = 10; White 5 + 5 + komi 0.5 + 2 for
// the handicap (Chinese rules give White one point per handicap stone) = 12.5: W+2.5. AGA gives
// one less than the stones: 11.5, W+1.5; Japanese ignores HA: 5 against 5 + 0.5, W+0.5.
const HANDICAP_5X5 =
  '(;GM[1]FF[4]SZ[5]HA[2]KM[0.5]RU[Chinese]AB[ba][bb][bc][bd][be]AW[da][db][dc][dd][de];W[];B[])';
const fixture = (path) => readFileSync(`${repo}tests/fixtures/${path}`, 'utf8');

atEverySize('demo: SGF in and out (issue 16)', (demo) => {
  const text = (id) => textOf(demo.page, id);
  const paste = (record) => pasteRecord(demo.page, record);
  const dead = (vertex) => demo.page.getAttribute(point(vertex), 'data-dead');
  /** Clicks Save and returns the name and text of the file the page offers. */
  async function save() {
    const { page } = demo;
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(tid('sgf-save'))]);
    return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
  }

  it("uses a loaded record's RU, KM, HA and TB/TW marks", async () => {
    const { page } = demo;
    await page.click(tid('mode-play'));
    await paste(fixture('sgf/capture_9x9.sgf')); // RU[Chinese] KM[7]
    assert.equal(await page.inputValue(tid('rules')), 'chinese');
    assert.equal(await page.inputValue(tid('komi')), '7');

    await paste(HANDICAP_5X5);
    assert.equal(await page.inputValue(tid('rules')), 'chinese');
    assert.equal(await page.inputValue(tid('komi')), '0.5');
    assert.equal(await text('result'), 'White wins by 2.5');
    assert.equal(await text('breakdown-white'), 'White: Stones 5 + Territory 5 + Komi 0.5 + Handicap 2 (2 stones) = 12.5');
    await demo.shot('handicap', tid('breakdown'));
    await page.selectOption(tid('rules'), 'aga');
    assert.equal(await text('result'), 'White wins by 1.5');
    await page.selectOption(tid('rules'), 'japanese');
    assert.equal(await text('result'), 'White wins by 0.5');

    await paste(SCORED_5X5);
    assert.equal(await page.inputValue(tid('rules')), 'territory', 'no RU: territory');
    assert.deepEqual([await dead([0, 0]), await dead([1, 0]), await dead([2, 1])], ['true', 'true', 'false']);
    assert.equal(await text('result'), 'White wins by 14.5');
    assert.equal(await text('record-match'), '\u2713 matches');
    await demo.shot('loaded-marks', tid('board'));
    // Score mode keeps the record's marks (auto-marking runs only on a game without marks).
    await page.click(tid('mode-score'));
    assert.deepEqual([await dead([0, 0]), await text('result')], ['true', 'White wins by 14.5']);
    await page.click(tid('mode-play'));
  });

  it('saves a scored record that loads back with the same marks, KM and result', async () => {
    const { page } = demo;
    await paste(DEAD_5X5);
    await page.uncheck(tid('auto-mark'));
    await page.click(tid('mode-score'));
    await page.click(point([0, 0]));
    assert.equal(await text('result'), 'White wins by 14.5');
    const first = await save();
    assert.equal(first.name, 'pasted-scored.sgf');
    assert.equal(await text('message'), 'Saved pasted-scored.sgf (RE[W+14.5]).');
    assert.ok(first.text.includes('RE[W+14.5]'), first.text);
    assert.ok(first.text.includes('KM[6.5]'), first.text);
    assert.match(first.text, /TW\[aa\]\[ab\]\[ba\]\[bb\]\[ca\]\[cb\]/);

    await page.click(tid('mode-play'));
    await page.click(tid('new-game')); // another game in between: nothing stays from the first
    await paste(first.text);
    assert.equal(await page.inputValue(tid('rules')), 'territory');
    assert.equal(await page.inputValue(tid('komi')), '6.5');
    assert.deepEqual([await dead([0, 0]), await dead([1, 0]), await dead([4, 4])], ['true', 'true', 'false']);
    assert.equal(await text('result'), 'White wins by 14.5');
    assert.equal(await text('recorded-result'), 'W+14.5');
    assert.equal(await text('record-match'), '\u2713 matches');
    await page.click(tid('mode-score'));
    assert.equal(await text('result'), 'White wins by 14.5');
    await demo.shot('saved-loaded-back', tid('board'));
    const second = await save();
    assert.equal(second.text, first.text, 'saved again, the record is the same');
    await page.check(tid('auto-mark'));
    await page.click(tid('mode-play'));
  });

  it('saves a loaded, commented record with its comments, markup, variations and unknown properties', async () => {
    const { page } = demo;
    await paste(fixture('sgf/annotated_tree.sgf'));
    assert.equal(await page.inputValue(tid('rules')), 'aga', 'RU[AGA]');
    // RE is written by toSgf after a score under 'territory', 'area' or 'tromp-taylor' (see the report).
    await page.selectOption(tid('rules'), 'territory');
    const first = await save();
    for (const part of [
      'XZ[unknown root][second value]',
      'C[Root comment with a soft\\\n line break and an escaped \\] bracket.]',
      ';B[ee]C[First move]LB[dd:A][ff:\\:B]TR[cc][gg]',
      'MA[ee]SQ[dd:ef]XY[private]',
      '(;B[gc]N[Side]C[A variation]',
      '(;W[gg]AR[aa:bb])',
      '(;W[cg]LN[aa:ii]DD[])',
      '(;B[]C[A pass as a variation])',
      'PB[Black \\] player]',
      'C[A node with only a comment]',
    ]) {
      assert.ok(first.text.includes(part), `${part} in\n${first.text}`);
    }
    assert.match(first.text, /RE\[[BW]\+[\d.]+\]/);
    const moves = await page.$$eval(`${tid('move-list')} li`, (nodes) => nodes.map((n) => n.textContent));
    // Loaded back: the same main line, and saved again the same text.
    await paste(first.text);
    assert.deepEqual(await page.$$eval(`${tid('move-list')} li`, (nodes) => nodes.map((n) => n.textContent)), moves);
    await page.selectOption(tid('rules'), 'territory');
    const second = await save();
    assert.equal(second.text, first.text);
    await demo.shot('commented-record', tid('move-list'));
  });

  it('refuses a record over MAX_SGF_BYTES, opened or pasted, with a clear message, and keeps the game', async () => {
    const { page } = demo;
    await paste(SCORED_5X5);
    const before = await text('move-info');
    const big = Buffer.alloc(MAX_SGF_BYTES + 1, 0x20);
    big.write('(;GM[1]SZ[9]', 0);
    await page.setInputFiles(tid('sgf-file'), { name: 'huge.sgf', mimeType: 'application/x-go-sgf', buffer: big });
    await page.waitForFunction(() => /huge\.sgf/.test(document.querySelector('[data-testid="message"]').textContent));
    assert.equal(await text('message'), 'huge.sgf is 32.0 MiB: records larger than 32.0 MiB are not read.');
    assert.equal(await page.getAttribute(tid('message'), 'data-kind'), 'error');
    assert.equal(await text('move-info'), before);
    await demo.shot('file-too-large');
    // Pasted: the box takes the text (set directly: typing 32 MiB would take minutes).
    await page.$eval(tid('sgf-text'), (box, n) => {
      box.value = `(;GM[1]SZ[9]C[${'x'.repeat(n)}])`;
    }, MAX_SGF_BYTES);
    await page.click(tid('sgf-load'));
    assert.equal(await text('message'), 'The pasted record is 32.0 MiB: records larger than 32.0 MiB are not read.');
    assert.equal(await page.getAttribute(tid('message'), 'data-kind'), 'error');
    assert.equal(await text('move-info'), before);
    assert.equal(await text('result'), 'White wins by 14.5', 'the game stays');
    await demo.shot('paste-too-large');
    await page.fill(tid('sgf-text'), '');
  });

  it('works offline once loaded: play, estimate, open, paste, score and save', async () => {
    const { page, context } = demo;
    // The estimate worker starts with the page: it has its modules and WebAssembly before the
    // network goes.
    await page.waitForSelector('body[data-estimator="ready"]');
    await context.setOffline(true);
    try {
      await page.selectOption(tid('size'), '9');
      await page.click(tid('new-game'));
      await page.click(point([2, 2]));
      await page.click(point([6, 6]));
      assert.match(await text('message'), /White played G3/);
      await page.check(tid('estimate'));
      await page.waitForFunction(() => /^Estimate: .*ahead|^Estimate: even/.test(document.querySelector('[data-testid="estimate-result"]').textContent));
      await page.uncheck(tid('estimate'));
      await page.setInputFiles(tid('sgf-file'), `${repo}tests/fixtures/sgf/demo-ko.sgf`);
      await page.waitForFunction(() => /demo-ko/.test(document.querySelector('[data-testid="message"]').textContent));
      assert.match(await text('message'), /^Loaded demo-ko\.sgf/);
      await paste(DEAD_5X5);
      await page.uncheck(tid('auto-mark'));
      await page.click(tid('mode-score'));
      await page.click(point([0, 0]));
      assert.equal(await text('result'), 'White wins by 14.5');
      const saved = await save();
      assert.ok(saved.text.includes('RE[W+14.5]'));
      await demo.shot('offline');
      const foreign = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name, location.href))
          .filter((u) => u.protocol.startsWith('http') && u.host !== location.host)
          .map((u) => u.href),
      );
      assert.deepEqual(foreign, []);
    } finally {
      await context.setOffline(false);
    }
    await page.check(tid('auto-mark'));
    await page.click(tid('mode-play'));
  });

  it('stayed on localhost, with no failed requests and no console errors', () => {
    assert.deepEqual(demo.log.foreignRequests, []);
    assert.deepEqual(demo.log.failedRequests, []);
    assert.deepEqual(demo.log.consoleErrors, []);
  });
});
