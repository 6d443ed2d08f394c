// SGF values typed outside a record (web/src/sgf-values.js: the CLI's --dead, --seki and --komi,
// the demo's komi field) are read by the core's SGF rules: the same answers as inside a record.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Game, GoScoreError } from '../../web/index.js';
import { readSgfKomi, readSgfPoint } from '../../web/src/sgf-values.js';
import { readKomiText } from '../../web/cli/komi.js';

test('readSgfPoint reads FF[4] coordinate letters, column then row', () => {
  assert.deepEqual(readSgfPoint('t', 'dd'), [3, 3]);
  assert.deepEqual(readSgfPoint('t', 'sa'), [18, 0]);
  assert.deepEqual(readSgfPoint('t', 'aZ'), [0, 51]);
  for (const bad of ['', 'd', 'ddd', 'd1', ' dd', 'd\u00e9']) {
    assert.throws(
      () => readSgfPoint('--dead', bad),
      (e) => e instanceof GoScoreError && e.code === 'INVALID_COORDINATE' && e.message.startsWith("--dead: '"),
    );
  }
  assert.throws(() => readSgfPoint('t', 7), (e) => e instanceof GoScoreError && e.code === 'INVALID_ARGUMENT');
});

test('readSgfPoint names the same point as a record would', () => {
  const game = Game.fromSgf('(;SZ[19];B[pd];W[dp])');
  try {
    const [first, second] = game.moves;
    assert.deepEqual(readSgfPoint('t', 'pd'), first.vertex);
    assert.deepEqual(readSgfPoint('t', 'dp'), second.vertex);
    assert.deepEqual(first.vertex, [15, 3]);
  } finally {
    game.dispose();
  }
});

test('readSgfKomi reads KM syntax, rounding to the nearest tenth, halves away from zero', () => {
  const cases = [['6.5', 6.5], [' 7 ', 7], ['-3', -3], ['0.75', 0.8], ['-0.25', -0.3], ['7.', 7], ['.5', 0.5]];
  for (const [text, komi] of cases) {
    assert.equal(readSgfKomi('t', text), komi, text);
    const game = Game.fromSgf(`(;SZ[9]KM[${text}])`);
    assert.equal(game.komi, komi, `KM[${text}]`);
    game.dispose();
  }
  for (const bad of ['', '1e3', '0x10', 'abc', '6,5']) {
    assert.throws(() => readSgfKomi('t', bad), { code: 'INVALID_ARGUMENT', message: `t: '${bad}' is not a number` });
  }
  assert.throws(() => readSgfKomi('t', '2000000'), /out of range \(at most 1000000 points either way\)/);
});

test("the CLI's and the demo's komi reader words the core's reasons", () => {
  assert.equal(readKomiText('6.5'), 6.5);
  assert.throws(() => readKomiText('1e3'), { message: "komi must be a number such as 6.5, got '1e3'" });
  assert.throws(() => readKomiText(''), { message: "komi must be a number such as 6.5, got ''" });
  assert.throws(() => readKomiText('-1000001'), {
    message: "komi must be a number such as 6.5, got '-1000001': out of range (at most 1000000 points either way)",
  });
});
