// npm run eval:dead's paired comparison of the winners named (bench/eval_score.mjs): the exact
// sign test against sums of exact binomial coefficients in BigInt, and the pairing on made-up
// positions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pairedWinners, signTest } from '../../bench/eval_score.mjs';

// Two-sided exact sign test, exactly: 2 * sum_{i <= min} C(n, i) / 2^n, capped at 1.
function exactSignTest(a, b) {
  const n = BigInt(a + b);
  const k = BigInt(Math.min(a, b));
  let c = 1n;
  let sum = 0n;
  for (let i = 0n; i <= k; i++) {
    sum += c;
    c = (c * (n - i)) / (i + 1n);
  }
  const p = Number((2n * sum * 10n ** 15n) / 2n ** n) / 1e15;
  return Math.min(1, p);
}

test('signTest: textbook values', () => {
  const close = (got, want) => assert.ok(Math.abs(got - want) < 1e-15, `${got} against ${want}`);
  close(signTest(0, 5), 2 / 32); // 2 * C(5, 0) / 2^5
  close(signTest(1, 9), 22 / 1024); // 2 * (C(10, 0) + C(10, 1)) / 2^10
  assert.equal(signTest(4, 4), 1);
  assert.equal(signTest(0, 0), 1);
  assert.equal(signTest(9, 1), signTest(1, 9));
});

test('signTest: equals the exact binomial tail, small and large splits', () => {
  for (const [a, b] of [[20, 28], [10, 11], [3, 17], [60, 90], [300, 200], [700, 650], [2, 1500]]) {
    const want = exactSignTest(a, b);
    const got = signTest(a, b);
    assert.ok(Math.abs(got - want) <= 1e-12 + 1e-9 * want, `${a}:${b}: ${got} against ${want}`);
  }
});

test('pairedWinners: counts the positions where only one estimator names the winner right', () => {
  const positions = [5, -3, 2, -7, 1, 0.5].map((target_margin) => ({ target_margin }));
  const a = [1, -1, -1, -2, 3, -1]; // right, right, wrong, right, right, wrong
  const b = [2, 1, 1, -1, -4, -2]; // right, wrong, right, right, wrong, wrong
  assert.deepEqual(pairedWinners(positions, a, b), { onlyA: 2, onlyB: 1, p: 1 });
  // A 0 estimate names no winner: right only for a target of 0.
  const drawn = [{ target_margin: 0 }, { target_margin: 3 }];
  assert.deepEqual(pairedWinners(drawn, [0, 0], [1, 1]), { onlyA: 1, onlyB: 1, p: 1 });
});
