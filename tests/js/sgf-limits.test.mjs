// SGF at its limits, through the package: a 10 MB record, one with 100,000 variations and one
// nested 10,000 levels deep (and their broken and hostile variants) are each read or refused with a
// GoScoreError, without crashing or hanging, and the module keeps working and leaks nothing.
// The same shapes are tested on the C++ reader in tests/cpp/sgf_test.cpp (SgfLimits).
import test from 'node:test';
import assert from 'node:assert/strict';
import { Game, GoScoreError, MAX_SGF_BYTES, getTerritories, memoryStats } from '../../web/index.js';

const MB10 = 10 * 1000 * 1000;
// A hang guard for each test, not a speed target: the reader's growth with the input's size is
// measured by the benchmark (BM_SgfHostile, docs/BENCHMARKS.md), not by timing a test.
const HANG_GUARD = { timeout: 10 * 60 * 1000 };

function repeatTo(head, unit, tail, size = MB10) {
  return head + unit.repeat(Math.ceil((size - head.length) / unit.length)) + tail;
}

/** The module answers correctly and a game still plays. */
function stillWorks() {
  assert.deepEqual(getTerritories([' BW ', ' BW ']), {
    territoryBlack: [[0, 0], [0, 1]],
    territoryWhite: [[3, 0], [3, 1]],
    territoryNone: [],
  });
  const game = new Game({ size: 9 });
  try {
    assert.deepEqual(game.play(1, [4, 4]), { captured: [] });
    assert.equal(game.score().sgf, 'B+73.5');
  } finally {
    game.dispose();
  }
}

// Warm-up: the core's scratch buffers grow to the largest board they have served and stay there;
// grow them to the largest board SGF can address before any heap reading.
{
  const game = new Game({ size: 52 });
  game.play(1, [51, 51]);
  game.score();
  void game.board;
  game.libertyMap();
  game.dispose();
  stillWorks();
}

/**
 * The malloc bytes in use, with the core's last-error message (kept for lastErrorMessage()) set to
 * a fixed string, so that readings compare.
 */
function settle() {
  assert.throws(() => getTerritories(['BX']), (e) => e.code === 'INVALID_BOARD');
  return memoryStats().heapBytesInUse;
}

// A leak here would be megabytes (the record, the game, the text); the allocator's own bookkeeping
// may move a few bytes when the heap grows and shrinks around a 10 MB allocation.
const SLACK = 256;

/**
 * Reads `text` with Game.fromSgf; `expect` is 'ok', 'error' or 'either'. On success `check` gets
 * the game. Returns what happened, for the log.
 */
function readOrRefuse(name, text, expect, check = () => {}) {
  const baseline = settle();
  const start = performance.now();
  let outcome;
  try {
    const game = Game.fromSgf(text);
    try {
      outcome = `read: ${game.width}x${game.height}, ${game.moveCount} moves`;
      check(game);
    } finally {
      game.dispose();
    }
    assert.notEqual(expect, 'error', `${name}: expected a refusal, got ${outcome}`);
  } catch (e) {
    if (e instanceof assert.AssertionError) throw e;
    assert.ok(e instanceof GoScoreError, `${name}: expected a GoScoreError, got ${e}`);
    assert.equal(e.code, 'INVALID_SGF', `${name}: ${e.message}`);
    assert.match(e.message, /^fromSgf: /);
    assert.notEqual(expect, 'ok', `${name}: expected success, got ${e.message}`);
    outcome = `refused: ${e.message.slice(0, 120)}`;
  }
  const seconds = (performance.now() - start) / 1000;
  stillWorks();
  const after = settle();
  assert.ok(
    Math.abs(after - baseline) <= SLACK,
    `${name}: malloc bytes in use are back to where they were (${baseline} -> ${after})`,
  );
  return `${name} (${(text.length / 1e6).toFixed(1)} MB): ${outcome} in ${seconds.toFixed(2)} s`;
}

test('a 10 MB record: two million passes, a 10 MB comment, 10 MB of setup, 10 MB of empty values', HANG_GUARD, (t) => {
  const passes = repeatTo('(;SZ[19]', ';B[]\n;W[]\n', ')');
  t.diagnostic(
    readOrRefuse('2,000,000 passes', passes, 'either', (game) => {
      assert.equal(game.moveCount, (passes.length - 9) / 5);
      assert.equal(game.consecutivePasses, game.moveCount);
      assert.ok(game.isTerminal);
    }),
  );
  let comment = '';
  while (comment.length < MB10) comment += 'text \\] \\\\ more\n';
  t.diagnostic(
    readOrRefuse('10 MB comments', `(;SZ[9]C[${comment}];B[aa](;W[bb])(;W[cc]C[${comment}]))`, 'ok', (game) => {
      assert.equal(game.moveCount, 2);
    }),
  );
  t.diagnostic(
    readOrRefuse('10 MB of setup rectangles', repeatTo('(;SZ[52]AB', '[aa:ZZ]', 'AW[aa:ZZ]AE[bb])'), 'ok', (game) => {
      const flat = game.board.flat();
      assert.equal(flat.filter((v) => v === -1).length, 52 * 52 - 1);
      assert.equal(flat.filter((v) => v === 1).length, 0);
    }),
  );
  t.diagnostic(readOrRefuse('10 MB of empty values', repeatTo('(;XX', '[]', ')'), 'error'));
  t.diagnostic(readOrRefuse('10 MB of one unclosed value', repeatTo('(;SZ[19]C[', 'x', ''), 'error'));
  t.diagnostic(readOrRefuse('10 MB of garbage', repeatTo('(;', 'B[aa];W[bb];#@!', ')'), 'error'));
  t.diagnostic(
    readOrRefuse('10 MB of moves on occupied points', repeatTo('(;SZ[19]', ';B[aa];W[aa]', ')'), 'error'),
  );
});

test('past 32 MiB: refused before it is copied, in characters or in UTF-8 bytes', HANG_GUARD, (t) => {
  assert.equal(MAX_SGF_BYTES, 32 * 1024 * 1024);
  // 40 MB of empty values: without the limit, hundreds of MB of them exhaust the WASM heap.
  const values = repeatTo('(;XX', '[]', ')', 40 * 1000 * 1000);
  t.diagnostic(readOrRefuse('40 MB of empty values', values, 'error'));
  assert.throws(
    () => Game.fromSgf(values),
    (e) => e.code === 'INVALID_SGF' &&
      e.message === `fromSgf: the record is ${values.length} characters; records longer than 33554432 bytes (32 MiB) are not read`,
  );
  // 12 million Hangul characters: under the limit in characters, 36 MB in UTF-8: the core refuses.
  const hangul = `(;SZ[9]C[${'한'.repeat(12 * 1000 * 1000)}])`;
  assert.ok(hangul.length < MAX_SGF_BYTES);
  t.diagnostic(readOrRefuse('36 MB of UTF-8 in 12 million characters', hangul, 'error'));
  assert.throws(() => Game.fromSgf(hangul), (e) => e.code === 'INVALID_SGF' && /^fromSgf: the record is 36000011 bytes; /.test(e.message));
});

test('100,000 variations: the main line is read, the rest only scanned', HANG_GUARD, (t) => {
  const parts = ['(;SZ[19]KM[6.5]'];
  for (let i = 0; i < 100_000; i++) {
    const a = String.fromCharCode(97 + (i % 19));
    const b = String.fromCharCode(97 + (Math.floor(i / 19) % 19));
    parts.push(`(;B[${a}${b}];W[tt]C[variation ${i}])`);
  }
  parts.push(')');
  t.diagnostic(
    readOrRefuse('100,000 variations', parts.join(''), 'ok', (game) => {
      assert.equal(game.moveCount, 2);
      assert.equal(game.board[0][0], 1);
      assert.equal(game.komi, 6.5);
    }),
  );
  // Every variation of the variations unclosed: refused.
  t.diagnostic(readOrRefuse('100,000 unclosed variations', parts.slice(0, -1).join('').replaceAll(')', ''), 'error'));
});

test('nesting 10,000 levels deep, closed and unclosed, and a million open brackets', HANG_GUARD, (t) => {
  const depth = 10_000;
  let text = '(;SZ[19]';
  for (let i = 0; i < depth; i++) text += i % 2 === 0 ? '(;B[]' : '(;W[]';
  text += '(;B[aa])' + ')'.repeat(depth + 1);
  t.diagnostic(
    readOrRefuse('10,000 levels', text, 'ok', (game) => {
      assert.equal(game.moveCount, depth + 1);
      assert.equal(game.board[0][0], 1);
    }),
  );
  let open = '(;SZ[19]';
  for (let i = 0; i < depth; i++) open += '(;B[]';
  t.diagnostic(readOrRefuse('10,000 levels, unclosed', open, 'error'));
  t.diagnostic(readOrRefuse('1,000,000 open brackets', '(;' + '('.repeat(1_000_000), 'error'));
  t.diagnostic(readOrRefuse('1,000,000 nested empty trees', '('.repeat(1_000_000) + ')'.repeat(1_000_000), 'error'));
});
