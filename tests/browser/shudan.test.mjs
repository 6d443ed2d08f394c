// The example app demo/shudan/ (Shudan, Sabaki's Preact board, on goscore), built by Vite and run in
// headless Chromium: a move and its undo, an illegal move, a game played by clicks and passes, then
// score mode. What the page shows is checked against the test's own reading of the position: the
// dead stones a player would name (dimmed), the territory painted (a flood fill of the test's own
// with the dead lifted) and the result in words and as RE (Japanese counting done here); the
// uncertain marker sits on exactly the stones of the chains estimateDead, called here in Node on the
// position's rows, could not settle. A click marks a chain alive and the count follows.
//   node --test tests/browser/shudan.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { serve } from '../bundlers/serve.mjs';
import { HANG_GUARD_MS, launchBrowser, repo, watch } from './harness.mjs';
import { estimateDead } from '../../web/index.js';

// Black holds the two left columns (a dead White stone at [1, 2] inside), White the right; a lone
// Black stone at [6, 2] in White's wide-open area, and a Black corner group with only a straight
// two for eyes at the bottom right: dead, both. One more Black stone, on the edge at [8, 3], is one
// the estimate leaves on the board without settling it (flagged: the players are asked).
const ROWS = [
  '..BW.....',
  '..BW.....',
  '.WBW..B..',
  '..BW....B',
  '..BW.....',
  '..BW.....',
  '..BWWWWWW',
  '..BWWWBBB',
  '..BWWWB..',
];
const DEAD = [[1, 2], [6, 2], [6, 7], [7, 7], [8, 7], [6, 8]];
const KOMI = 6.5; // the app's
const SIGN = { B: 1, W: -1, '.': 0 };
const board = ROWS.map((row) => [...row].map((c) => SIGN[c]));
const key = ([x, y]) => `${x},${y}`;

let server;
let browser;
let page;
const log = { consoleErrors: [], foreignRequests: [], failedRequests: [] };

before(async () => {
  const { build } = await import('vite');
  await build({ configFile: `${repo}demo/shudan/vite.config.js`, logLevel: 'error' });
  server = await serve(`${repo}build/shudan`);
  browser = await launchBrowser();
  page = await browser.newPage();
  page.setDefaultTimeout(HANG_GUARD_MS);
  watch(page, log);
  await page.goto(`${server.url}/index.html`);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const click = ([x, y]) => page.click(`.shudan-vertex[data-x="${x}"][data-y="${y}"]`);
const message = async () => (await page.textContent('#message')).trim();

/** Each point as the page draws it: stone, dimmed, paint and marker, from Shudan's classes. */
function readBoard() {
  return page.$$eval('.shudan-vertex', (nodes) =>
    nodes.map((node) => {
      const has = (name) => node.classList.contains(name);
      return {
        x: Number(node.dataset.x),
        y: Number(node.dataset.y),
        sign: has('shudan-sign_1') ? 1 : has('shudan-sign_-1') ? -1 : 0,
        dimmed: has('shudan-dimmed'),
        paint: has('shudan-paint_1') ? 1 : has('shudan-paint_-1') ? -1 : 0,
        uncertain: has('shudan-marker_triangle'),
      };
    }),
  );
}

/** The chain of stones through `start` on `signs` (a flood fill over same-coloured neighbours). */
function flood(signs, start, same) {
  const seen = new Set([key(start)]);
  const todo = [start];
  const out = [];
  while (todo.length) {
    const [x, y] = todo.pop();
    out.push([x, y]);
    for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]]) {
      if (signs[ny]?.[nx] === undefined || seen.has(key([nx, ny])) || !same(signs[ny][nx])) continue;
      seen.add(key([nx, ny]));
      todo.push([nx, ny]);
    }
  }
  return out;
}

/**
 * The test's own Japanese count with `dead` lifted: the owner of each empty (or dead) point (an
 * empty region touching one colour only is its territory), and the result line and RE.
 */
function count(dead) {
  const deadKeys = new Set(dead.map(key));
  const signs = board.map((row, y) => row.map((s, x) => (deadKeys.has(key([x, y])) ? 0 : s)));
  const owner = signs.map((row) => row.map(() => 0));
  const points = { 1: 0, '-1': 0 };
  signs.forEach((row, y) =>
    row.forEach((s, x) => {
      if (s !== 0 || owner[y][x] !== 0) return;
      const region = flood(signs, [x, y], (v) => v === 0);
      const borders = new Set();
      for (const [rx, ry] of region) {
        for (const [nx, ny] of [[rx + 1, ry], [rx - 1, ry], [rx, ry + 1], [rx, ry - 1]]) {
          if (signs[ny]?.[nx]) borders.add(signs[ny][nx]);
        }
      }
      const who = borders.size === 1 ? [...borders][0] : 2; // 2: neutral, no territory
      for (const [rx, ry] of region) owner[ry][rx] = who;
      if (who !== 2) points[who] += region.length;
    }),
  );
  // Each dead stone is a prisoner for the other side; no stone was captured in play.
  for (const [x, y] of dead) points[-board[y][x]] += 1;
  const margin = points[1] - points[-1] - KOMI;
  const text = margin === 0 ? 'Draw' : `${margin > 0 ? 'Black' : 'White'} wins by ${Math.abs(margin)}`;
  const re = margin === 0 ? 'RE[0]' : `RE[${margin > 0 ? 'B' : 'W'}+${Math.abs(margin)}]`;
  return { owner: owner.map((row) => row.map((o) => (o === 2 ? 0 : o))), text, re };
}

/** Checks the page's score mode against `dead` (the test's) and `uncertain` (stone keys). */
async function checkScore(dead, uncertain) {
  const expected = count(dead);
  const deadKeys = new Set(dead.map(key));
  for (const p of await readBoard()) {
    const here = `[${p.x}, ${p.y}]`;
    assert.equal(p.sign, board[p.y][p.x], `stone at ${here}`);
    assert.equal(p.dimmed, deadKeys.has(key([p.x, p.y])), `dead stone dimmed at ${here}`);
    const painted = p.sign === 0 || deadKeys.has(key([p.x, p.y])) ? expected.owner[p.y][p.x] : 0;
    assert.equal(p.paint, painted, `territory painted at ${here}`);
    assert.equal(p.uncertain, uncertain.has(key([p.x, p.y])), `uncertain marker at ${here}`);
  }
  assert.equal((await page.textContent('#result')).trim(), expected.text);
  assert.equal((await page.textContent('#re')).trim(), expected.re);
}

test('Shudan + goscore: play, undo, pass, score mode with the dead proposed, the uncertain flagged, territory and result', { timeout: 300_000 }, async () => {
  // A move, the same point again (occupied), and undo.
  await click([4, 4]);
  assert.equal((await readBoard()).find((p) => p.x === 4 && p.y === 4).sign, 1);
  assert.equal(await message(), 'White to play.');
  await click([4, 4]);
  assert.match(await message(), /occupied/);
  await page.click('#undo');
  assert.ok((await readBoard()).every((p) => p.sign === 0), 'undo took the stone back');
  assert.equal(await message(), 'Black to play.');

  // The game: Black and White in turn, Black passing once White has more stones to place.
  const stones = { 1: [], '-1': [] };
  board.forEach((row, y) => row.forEach((s, x) => s && stones[s].push([x, y])));
  for (let i = 0; i < Math.max(stones[1].length, stones[-1].length); i++) {
    if (stones[1][i]) await click(stones[1][i]);
    else await page.click('#pass');
    if (stones[-1][i]) await click(stones[-1][i]);
    else await page.click('#pass');
  }
  assert.deepEqual(
    (await readBoard()).filter((p) => p.sign).map((p) => [p.x, p.y, p.sign]).sort(),
    board.flatMap((row, y) => row.map((s, x) => [x, y, s])).filter(([, , s]) => s).sort(),
  );
  assert.ok((await readBoard()).every((p) => !p.paint && !p.dimmed && !p.uncertain), 'nothing marked while playing');

  // Two passes: score mode, Black to move.
  await page.click('#pass');
  await page.click('#pass');
  await page.waitForSelector('main[data-mode="score"]');
  const estimate = estimateDead(ROWS.map((r) => r.replace(/\./g, ' ')), { toMove: 1, komi: KOMI, rules: 'territory', seed: 1 });
  const uncertain = new Set(estimate.uncertain.flatMap((c) => flood(board, c.stone, (v) => v === board[c.stone[1]][c.stone[0]])).map(key));
  assert.ok(uncertain.size > 0, 'the position has a chain the estimate cannot settle (else choose another)');
  await checkScore(DEAD, uncertain);
  assert.match(await message(), /uncertain/);

  // The lone stone marked alive by a click: White's area is no longer territory, its marker goes.
  await click([6, 2]);
  const alive = DEAD.filter(([x, y]) => !(x === 6 && y === 2));
  await checkScore(alive, new Set([...uncertain].filter((k) => k !== '6,2')));
  assert.notEqual(count(alive).text, count(DEAD).text, 'the click changed the count');
  await click([6, 2]);
  await checkScore(DEAD, new Set([...uncertain].filter((k) => k !== '6,2')));

  // Back to play: no marks, no result.
  await page.click('#score');
  await page.waitForSelector('main[data-mode="play"]');
  assert.ok((await readBoard()).every((p) => !p.paint && !p.dimmed && !p.uncertain));
  assert.equal(await page.$('#result'), null);
  assert.deepEqual(log, { consoleErrors: [], foreignRequests: [], failedRequests: [] });
});
