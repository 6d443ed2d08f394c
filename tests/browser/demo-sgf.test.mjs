// Browser tests of the demo's SGF points of issue 16 (items 1 and 5): a loaded record's RU, KM, HA
// and TB/TW marks are used; a record scored and saved by the demo (RU, RE and TB/TW as the package
// writes them) loads back with the same marks, RU, KM and result; Save of a loaded, commented
// record with variations keeps all of it, and saving what was loaded back writes the same text;
// records over MAX_SGF_BYTES, opened or pasted, are refused with a clear message and the game
// stays; the page works offline once loaded. Each check runs at 1280x800 and on a phone, with
// screenshots in test-results/ (see screens.mjs).
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
    await demo.fresh();
    await paste(fixture('sgf/capture_9x9.sgf')); // RU[Chinese] KM[7]
    assert.equal(await page.inputValue(tid('rules')), 'chinese');
    assert.equal(await page.inputValue(tid('komi')), '7');

    await paste(HANDICAP_5X5);
    assert.equal(await page.inputValue(tid('rules')), 'chinese');
    assert.equal(await page.inputValue(tid('komi')), '0.5');
    assert.equal(await text('result'), 'White wins by 2.5');
    assert.equal(await text('breakdown-white'), 'White: Stones 5 + Territory 5 + Komi 0.5 + Handicap 2 (2 stones) = 12.5');
    assert.deepEqual([await text('black-handicap'), await text('white-handicap')], ['\u2013', '+2']);
    assert.deepEqual([await text('black-total'), await text('white-total')], ['10', '12.5']);
    await demo.shot('handicap', tid('breakdown'));
    await page.selectOption(tid('rules'), 'aga');
    assert.equal(await text('result'), 'White wins by 1.5');
    await page.selectOption(tid('rules'), 'japanese');
    assert.equal(await text('result'), 'White wins by 0.5');
    assert.equal(await page.isHidden('#handicap-row'), true, 'Japanese rules give no points for HA');

    await paste(SCORED_5X5);
    assert.equal(await page.inputValue(tid('rules')), 'territory', 'no RU: territory');
    assert.deepEqual([await dead([0, 0]), await dead([1, 0]), await dead([2, 1])], ['true', 'true', 'false']);
    assert.equal(await text('result'), 'White wins by 14.5');
    assert.equal(await text('record-match'), '\u2713 matches');
    await demo.shot('loaded-marks', tid('board'));
    // Score mode keeps the record's marks (auto-marking runs only on a game without marks).
    await page.click(tid('mode-score'));
    assert.deepEqual([await dead([0, 0]), await text('result')], ['true', 'White wins by 14.5']);
  });

  // By hand, with aa-ba dead: Japanese as above, W+14.5; Chinese (area): White's 6 stones + the 4
  // points and 2 dead points of the left region = 12, + komi 6.5 = 18.5, Black's ee 1: W+17.5.
  for (const [rules, ru, result, re] of [
    ['japanese', 'Japanese', 'White wins by 14.5', 'W+14.5'],
    ['chinese', 'Chinese', 'White wins by 17.5', 'W+17.5'],
  ]) {
    it(`saves a record scored under ${ru} rules that loads back with the same marks, RU, KM and result`, async () => {
      const { page } = demo;
      await demo.fresh();
      await paste(DEAD_5X5);
      await page.selectOption(tid('rules'), rules);
      await page.uncheck(tid('auto-mark'));
      await page.click(tid('mode-score'));
      await page.click(point([0, 0]));
      assert.equal(await text('result'), result);
      const first = await save();
      assert.equal(first.name, 'pasted-scored.sgf');
      assert.equal(await text('message'), `Saved pasted-scored.sgf (RE[${re}]).`);
      for (const part of [`RU[${ru}]`, `RE[${re}]`, 'KM[6.5]']) assert.ok(first.text.includes(part), `${part} in ${first.text}`);
      assert.match(first.text, /TW\[aa\]\[ab\]\[ba\]\[bb\]\[ca\]\[cb\]/);

      await demo.fresh(); // another game in between: nothing stays from the first
      await paste(first.text);
      assert.equal(await page.inputValue(tid('rules')), rules);
      assert.equal(await page.inputValue(tid('komi')), '6.5');
      assert.deepEqual([await dead([0, 0]), await dead([1, 0]), await dead([4, 4])], ['true', 'true', 'false']);
      assert.equal(await text('result'), result);
      assert.equal(await text('recorded-result'), re);
      assert.equal(await text('record-match'), '\u2713 matches');
      await page.click(tid('mode-score'));
      assert.equal(await text('result'), result);
      await demo.shot(`saved-loaded-back-${rules}`, tid('board'));
      const second = await save();
      assert.equal(second.text, first.text, 'saved again, the record is the same');
    });
  }

  it('saves a record with a seki that loads back with the seki and the same result', async () => {
    const { page } = demo;
    await demo.fresh();
    // tests/cpp/scoring_life_test.cpp's 1x10 seki: ".B.W.WWBB." Black's eyes A1 and K1, White's
    // false eye E1, the shared liberty C1: no point is territory (Japanese 1989 Art. 8), komi 0:
    // a draw, RE[0]; the three regions are seki, one point each.
    await paste('(;GM[1]FF[4]SZ[10:1]KM[0]RU[Japanese]AB[ba][ha][ia]AW[da][fa][ga])');
    await page.uncheck(tid('auto-mark'));
    await page.click(tid('mode-score'));
    for (const vertex of [[0, 0], [4, 0], [9, 0]]) await page.click(point(vertex));
    assert.equal(await text('result'), 'Draw');
    assert.equal(await text('seki-points'), '3');
    const saved = await save();
    for (const part of ['RU[Japanese]', 'RE[0]', 'TB[]', 'TW[]']) assert.ok(saved.text.includes(part), `${part} in ${saved.text}`);
    await demo.fresh();
    await paste(saved.text);
    // Seki has no SGF property: the regions the record's TB/TW left out are the seki the life
    // analysis finds, so the record is counted as it was (no marks needed), and Score mode does not
    // auto-mark the end of a scored record.
    assert.equal(await page.inputValue(tid('rules')), 'japanese');
    assert.equal(await text('result'), 'Draw');
    assert.equal(await text('recorded-result'), '0');
    assert.equal(await text('record-match'), '\u2713 matches');
    await page.click(tid('mode-score'));
    assert.equal(await text('result'), 'Draw');
    assert.equal(await text('seki-points'), '3');
    // Drawn: the eyes A1 and K1 as seki points, E1 as the false eye it is.
    assert.equal(await page.locator('.board .seki-mark').count(), 2);
    assert.equal(await page.locator('.board .false-eye').count(), 1);
    await demo.shot('saved-seki', tid('board'));
  });

  it('saves a loaded, commented record with its comments, markup, variations and unknown properties', async () => {
    const { page } = demo;
    await demo.fresh();
    await paste(fixture('sgf/annotated_tree.sgf'));
    assert.equal(await page.inputValue(tid('rules')), 'aga', 'RU[AGA]');
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
      'RU[AGA]',
    ]) {
      assert.ok(first.text.includes(part), `${part} in\n${first.text}`);
    }
    assert.match(first.text, /RE\[[BW]\+[\d.]+\]/);
    const moves = await page.$$eval(`${tid('move-list')} li`, (nodes) => nodes.map((n) => n.textContent));
    // Loaded back: the same main line, and saved again the same text.
    await paste(first.text);
    assert.deepEqual(await page.$$eval(`${tid('move-list')} li`, (nodes) => nodes.map((n) => n.textContent)), moves);
    assert.equal(await page.inputValue(tid('rules')), 'aga');
    const second = await save();
    assert.equal(second.text, first.text);
    await demo.shot('commented-record', tid('move-list'));
  });

  it('refuses a record over MAX_SGF_BYTES, opened or pasted, with a clear message, and keeps the game', async () => {
    const { page } = demo;
    await demo.fresh();
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
    await demo.fresh('9');
    // The estimate worker starts with the page: it has its modules and WebAssembly before the
    // network goes.
    await page.waitForSelector('body[data-estimator="ready"]');
    await context.setOffline(true);
    try {
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
  });

  it('stayed on localhost, with no failed requests and no console errors', () => {
    assert.deepEqual(demo.log.foreignRequests, []);
    assert.deepEqual(demo.log.failedRequests, []);
    assert.deepEqual(demo.log.consoleErrors, []);
  });
});
