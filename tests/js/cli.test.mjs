// The command-line tool on one board or one record (web/cli.js): the defects of issue 16 item 4.
// Every expected score below is counted by hand on the position drawn beside it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLI = new URL('../../web/cli.js', import.meta.url).pathname;
const TMP = mkdtempSync(join(tmpdir(), 'goscore-cli-'));

/** Runs the CLI with `args`, `input` on stdin; returns { status, stdout, stderr }. */
export function run(args, input = '') {
  const r = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function file(name, text) {
  const path = join(TMP, name);
  writeFileSync(path, text);
  return path;
}

/** The rendered board row for the top line (the row numbered `height`). */
function boardRow(stdout, label) {
  const line = stdout.split('\n').find((l) => l.startsWith(`${String(label).padStart(3)} `));
  assert.ok(line, `no board row ${label} in:\n${stdout}`);
  return line.slice(4);
}

function noStack(stderr) {
  assert.doesNotMatch(stderr, /\n\s+at /, `a stack trace:\n${stderr}`);
}

// Black's two stones aa, ba are dead inside White's wall; lifting them, White owns all 25 points:
// territory 19 (25 points - 6 White stones, the 2 dead points included), prisoners 2, komi 6.5 = 27.5.
const DEAD_ROWS = ['BB.W.', '...W.', 'WWWW.', '.....', '.....'].join('\n');
const DEAD_SGF = '(;SZ[5]KM[6.5]AB[aa][ba]AW[da][db][ac][bc][cc][dc])';

test('--dead aa marks the whole chain: no stone of it is drawn as a stone', () => {
  const r = run(['--rules', 'territory', '--dead', 'aa'], DEAD_ROWS);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(boardRow(r.stdout, 5), 'o o o O o');
  assert.match(r.stdout, /Result: White wins by 27\.5/);
});

test('SGF --dead sets: two points of one chain mark it dead once (not toggled back)', () => {
  const sgf = file('dead.sgf', DEAD_SGF);
  const r = run([sgf, '--dead', 'aa,ba']);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /Result: White wins by 27\.5/);
  assert.equal(boardRow(r.stdout, 5), 'o o o O o');
  // The same list on the rows gives the same answer: one meaning in both modes.
  const rows = run(['--rules', 'territory', '--dead', 'aa,ba'], DEAD_ROWS);
  assert.match(rows.stdout, /Result: White wins by 27\.5/);
});

// Black's two regions: aa-ba (2 points) and ac-bd (4 points): 6; White's right column: 4, + komi
// 6.5: W+4.5 unmarked; with aa-ba agreed seki Black has 4: W+6.5.
const SEKI_ROWS = ['..BW.', 'BBBW.', '..BW.', '..BW.'].join('\n');
const SEKI_SGF = '(;SZ[5:4]KM[6.5]AB[ca][ab][bb][cb][cc][cd]AW[da][db][dc][dd])';

test('SGF --seki sets: two points of one region mark it seki once', () => {
  const sgf = file('seki.sgf', SEKI_SGF);
  assert.match(run([sgf]).stdout, /Result: White wins by 4\.5/);
  const r = run([sgf, '--seki', 'aa,ba']);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /Result: White wins by 6\.5/);
  const rows = run(['--rules', 'territory', '--seki', 'aa,ba'], SEKI_ROWS);
  assert.match(rows.stdout, /Result: White wins by 6\.5/);
});

test('--dead under Tromp-Taylor is refused for rows and for SGF alike', () => {
  const sgf = file('tt.sgf', DEAD_SGF);
  for (const r of [run(['--rules', 'tromp-taylor', '--dead', 'aa'], DEAD_ROWS), run([sgf, '--rules', 'tromp-taylor', '--dead', 'aa'])]) {
    assert.equal(r.status, 2);
    assert.match(r.stderr, /--dead does not apply to Tromp-Taylor/);
    noStack(r.stderr);
  }
});

test('--seki under area or Tromp-Taylor scoring is refused, not ignored', () => {
  const sgf = file('seki2.sgf', SEKI_SGF);
  for (const rules of ['area', 'tromp-taylor']) {
    const cases = [run(['--rules', rules, '--seki', 'aa'], SEKI_ROWS), run([sgf, '--rules', rules, '--seki', 'aa'])];
    if (rules === 'tromp-taylor') cases.push(run(['--seki', 'aa'], SEKI_ROWS)); // the rows' default
    for (const r of cases) {
      assert.equal(r.status, 2, `${rules}: ${r.stdout}`);
      assert.match(r.stderr, /--seki applies to territory scoring only/);
    }
  }
});

test("--komi '' and --komi 0x10 are refused; 0.5 and -3 are read", () => {
  for (const komi of ['', '0x10', '1e3', 'abc', ' ']) {
    const r = run(['--komi', komi], DEAD_ROWS);
    assert.equal(r.status, 2, `--komi ${JSON.stringify(komi)}: ${r.stdout}`);
    assert.match(r.stderr, /--komi/);
    noStack(r.stderr);
  }
  // Tromp-Taylor on DEAD_ROWS: White 6 stones + the 13 empty points on the right and below
  // (the 4 beside Black reach both colours) = 19, plus komi.
  assert.match(run(['--komi', '0.5'], DEAD_ROWS).stdout, /White: 19\.5/);
  assert.match(run(['--komi', '-3'], DEAD_ROWS).stdout, /White: 16\b/);
});

test('a missing file or a bad record is one line on stderr, exit 2, no stack trace', () => {
  const missing = run([join(TMP, 'no-such-file.sgf')]);
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /no-such-file\.sgf/);
  noStack(missing.stderr);
  const broken = run([file('broken.sgf', '(;SZ[9];B[zz')]);
  assert.equal(broken.status, 2);
  assert.match(broken.stderr, /goscore: /);
  noStack(broken.stderr);
});

test('a recorded RE that differs from the count exits 1; a match exits 0', () => {
  const match = run([file('m.sgf', DEAD_SGF.replace(')', 'RE[W+27.5])')), '--dead', 'aa']);
  assert.equal(match.status, 0, match.stdout + match.stderr);
  assert.match(match.stdout, /RE\[W\+27\.5\] matches/);
  const differs = run([file('d.sgf', DEAD_SGF.replace(')', 'RE[B+3])')), '--dead', 'aa']);
  assert.equal(differs.status, 1);
  assert.match(differs.stdout, /does not match/);
});
