// The command-line tool under every ruleset (issues 12, 13, 14: --rules NAME, --compare, --auto,
// the seki / false-eye / dame points and conflicts of a territory count, --seki none). Every
// expected figure is counted by hand on the position drawn beside it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLI = new URL('../../web/cli.js', import.meta.url).pathname;
const TMP = mkdtempSync(join(tmpdir(), 'goscore-cli-rules-'));

function run(args, input = '') {
  const r = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// Black's A5 B5 inside White's wall (D5 D4 A3 B3 C3 D3); 13 empty points right and below.
// Dead A5 B5: Japanese White territory 19 (the 2 dead points included) + 2 dead + komi 6.5 = 27.5;
// Chinese White 6 stones + 19 + komi 7.5 = 32.5; Tromp-Taylor keeps A5 B5 alive: the 4 points
// beside them reach both colours, White 6 + 13 + 7.5 = 26.5 against Black's 2.
const DEAD_ROWS = ['BB.W.', '...W.', 'WWWW.', '.....', '.....'].join('\n');

// One eye against one eye (tests/fixtures/life/hand/seki_one_eye_each.txt): Black's A3 A2 and
// White's E3 E2 are each a two-point eye worth one, C3 C2 C1 shared liberties: both groups in seki.
const SEKI_ROWS = ['.B.W.', '.B.W.', 'BB.WW'].join('\n');

test('--rules takes every ruleset; --compare shows each with the reasons for each difference', () => {
  for (const rules of ['japanese', 'korean', 'chinese', 'aga', 'new-zealand', 'ing', 'tromp-taylor', 'territory', 'area']) {
    const dead = rules === 'tromp-taylor' ? [] : ['--dead', 'aa'];
    const r = run(['--rules', rules, ...dead], DEAD_ROWS);
    assert.equal(r.status, 0, `${rules}: ${r.stderr}`);
    assert.match(r.stdout, new RegExp(`komi [\\d.]+, ${rules} rules`));
  }
  const r = run(['--rules', 'japanese', '--dead', 'aa', '--compare'], DEAD_ROWS);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^ {2}japanese +White wins by 27\.5 +Black 0, White 27\.5$/m);
  assert.match(r.stdout, /^ {2}chinese +White wins by 32\.5 +Black 0, White 32\.5$/m);
  assert.match(r.stdout, /^ {2}tromp-taylor +White wins by 24\.5 +Black 2, White 26\.5$/m);
  // Chinese against Japanese: -5 for Black = -6 (White's 6 stones) + 2 (no prisoners) - 1 (komi).
  const block = /^chinese against japanese: -5 for Black\n((?: {2}.*\n)+)/m.exec(r.stdout);
  assert.ok(block, r.stdout);
  const points = block[1].trim().split('\n').map((l) => Number(/^ *([+-][\d.]+):/.exec(l)[1]));
  assert.deepEqual(points.sort((a, b) => a - b), [-6, -1, 2]);
});

test('a territory count prints the seki groups and dame it found; --seki none counts the old way', () => {
  const r = run(['--rules', 'japanese'], SEKI_ROWS);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^Seki \(Black groups\): A3 B3 A2 B2 A1 B1$/m);
  assert.match(r.stdout, /^Seki \(White groups\): D3 E3 D2 E2 D1 E1$/m);
  assert.match(r.stdout, /^Dame: C3 C2 C1$/m);
  assert.match(r.stdout, /^False eyes: none$/m);
  assert.match(r.stdout, /^Conflicts: none$/m);
  // The eyes of groups in seki are nobody's territory: 0 and komi 6.5.
  assert.match(r.stdout, /^Black: 0 {2}\(territory 0; seki: 2 points not counted\)$/m);
  assert.match(r.stdout, /^White: 6\.5 {2}\(territory 0 \+ komi 6\.5; seki: 2 points not counted\)$/m);
  assert.match(r.stdout, /^ {2}3 s X · O s$/m);
  const none = run(['--rules', 'japanese', '--seki', 'none'], SEKI_ROWS);
  assert.match(none.stdout, /^Black: 2 {2}\(territory 2\)$/m);
  assert.match(none.stdout, /^White: 8\.5 {2}\(territory 2 \+ komi 6\.5\)$/m);
  assert.doesNotMatch(none.stdout, /Seki \(/);
});

test('--auto marks the dead chains by the estimate and names them', () => {
  const r = run(['--rules', 'japanese', '--auto'], DEAD_ROWS);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^Auto: marked 2 stones dead: A5 B5$/m);
  assert.match(r.stdout, /Result: White wins by 27\.5/);
  const sgf = join(TMP, 'auto.sgf');
  writeFileSync(sgf, '(;SZ[5]KM[6.5]RU[Japanese]AB[aa][ba]AW[da][db][ac][bc][cc][dc])');
  const g = run([sgf, '--auto']);
  assert.match(g.stdout, /^Auto: marked 2 stones dead: A5 B5$/m);
  assert.match(g.stdout, /Result: White wins by 27\.5/);
});

test("an SGF record is scored under its RU unless --rules says otherwise", () => {
  const sgf = join(TMP, 'chinese.sgf');
  // Area, nothing marked: Black 2 stones; White 6 stones + 13 points; komi 6.5 from KM: W+23.5.
  writeFileSync(sgf, '(;SZ[5]KM[6.5]RU[Chinese]AB[aa][ba]AW[da][db][ac][bc][cc][dc])');
  const r = run([sgf]);
  assert.match(r.stdout, /komi 6\.5, chinese rules/);
  assert.match(r.stdout, /Result: White wins by 23\.5/);
  const j = run([sgf, '--rules', 'japanese', '--seki', 'none']);
  // Japanese: White's 13 points + komi 6.5 = 19.5; Black 0.
  assert.match(j.stdout, /Result: White wins by 19\.5/);
});

test('marks that the rules make meaningless are refused, as are unknown rules', () => {
  const cases = [
    [['--rules', 'chinese', '--seki', 'aa'], /--seki applies to territory scoring only/],
    [['--rules', 'aga', '--seki', 'none'], /--seki applies to territory scoring only/],
    [['--rules', 'tromp-taylor', '--auto'], /--auto does not apply to Tromp-Taylor/],
    [['--rules', 'bogus'], /rules.*"bogus"/],
  ];
  for (const [args, message] of cases) {
    const r = run(args, DEAD_ROWS);
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, message);
  }
});
