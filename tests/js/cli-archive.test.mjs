// The command-line tool over many records (issue 16 item 3): folders, '-', --jsonl, --jobs,
// --shard, bad files reported and skipped, the summary and the exit status. The records of
// tests/fixtures/archive/counted were counted by hand (see each record's comment).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = join(ROOT, 'web/cli.js');
const ARCHIVE = 'tests/fixtures/archive';

function run(args, input = '') {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, input, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const jsonl = (stdout) => stdout.trim().split('\n').map((l) => JSON.parse(l));
const byName = (outcomes) => Object.fromEntries(outcomes.map((o) => [o.file.split('/').at(-1), o]));

test('a folder of real and broken records: one line each, broken ones reported and skipped, exit 2', () => {
  const r = run([ARCHIVE]);
  assert.equal(r.status, 2, r.stderr);
  assert.doesNotMatch(r.stderr + r.stdout, /\n\s+at /);
  const lines = r.stdout.trim().split('\n');
  // 11 records (README.txt is no record: folders take *.sgf only), then the summary.
  assert.equal(lines.length, 12, r.stdout);
  assert.match(lines[11], /^records 11, scored 6, match 2, mismatch 3, no count in RE 1, unreadable 5, time /);
  const line = (name) => lines.find((l) => l.includes(`/${name}`));
  assert.match(line('match_w4.5.sgf'), /^match +\S+ {2}\S+ komi 6\.5 {2}W\+4\.5 {2}RE\[W\+4\.5\]$/);
  assert.match(line('mismatch_b4.5.sgf'), /^MISMATCH +\S+ .* W\+4\.5 {2}RE\[B\+4\.5\]$/);
  assert.match(line('jigo_3x3.sgf'), /^match .* komi 0 {2}0 {2}RE\[0\]$/);
  assert.match(line('resigned_ko.sgf'), /^no-count .*RE\[W\+R\]$/);
  assert.match(line('truncated.sgf'), /^ERROR .*truncated\.sgf: .*unexpected end of input/);
  assert.match(line('occupied_point.sgf'), /^ERROR .*move 2 W\[ee\] is on an occupied point/);
  assert.match(line('not_sgf.sgf'), /^ERROR .*no SGF game tree/);
  assert.match(line('empty.sgf'), /^ERROR .*no SGF game tree/);
  assert.match(line('bad_komi.sgf'), /^ERROR .*KM\[many\] is not a number/);
  // Files before subfolders, each sorted by name: a reproducible order.
  const names = lines.slice(0, 11).map((l) => l.split(/\s+/)[1].replace(/:$/, ''));
  assert.deepEqual(names.slice(5, 8), [
    `${ARCHIVE}/counted/match_w4.5.sgf`,
    `${ARCHIVE}/counted/mismatch_b4.5.sgf`,
    `${ARCHIVE}/counted/nested/jigo_3x3.sgf`,
  ]);
});

test('--jsonl: one object per record with every field; the summary on stderr', () => {
  const r = run([ARCHIVE, '--jsonl', '--jobs', '1']);
  assert.equal(r.status, 2);
  const outcomes = jsonl(r.stdout);
  assert.equal(outcomes.length, 11);
  for (const o of outcomes) {
    assert.deepEqual(Object.keys(o), ['file', 'size', 'rules', 'komi', 'computed', 'recorded', 'match', 'error']);
  }
  const o = byName(outcomes);
  const size = readFileSync(join(ROOT, ARCHIVE, 'counted/match_w4.5.sgf')).length;
  assert.deepEqual(o['match_w4.5.sgf'], {
    file: `${ARCHIVE}/counted/match_w4.5.sgf`,
    size,
    rules: o['match_w4.5.sgf'].rules, // the record's RU (Japanese) once the package reads it
    komi: 6.5,
    computed: 'W+4.5',
    recorded: 'W+4.5',
    match: true,
    error: null,
  });
  assert.match(o['match_w4.5.sgf'].rules, /^(territory|japanese)$/);
  assert.equal(o['mismatch_b4.5.sgf'].match, false);
  assert.equal(o['resigned_ko.sgf'].match, null);
  assert.equal(o['resigned_ko.sgf'].error, null);
  assert.equal(o['empty.sgf'].size, 0);
  assert.match(o['empty.sgf'].error, /no SGF game tree/);
  assert.equal(o['empty.sgf'].computed, null);
  assert.match(r.stderr, /goscore: records 11, scored 6, match 2, mismatch 3, no count in RE 1, unreadable 5/);
});

test('records smaller than, as large as and larger than the read buffer (64 KiB) are read whole, their size in bytes', () => {
  // The hand-counted 5x4 record (W+4.5), its comment padded with two-byte characters to sizes on
  // both sides of the CLI's reused read buffer (web/cli/check.js), and a mismatch among them.
  const dir = mkdtempSync(join(tmpdir(), 'goscore-read-'));
  const base = readFileSync(join(ROOT, ARCHIVE, 'counted/match_w4.5.sgf'), 'utf8');
  const sizes = [Buffer.byteLength(base), 65535, 65536, 65537, 200000];
  for (const target of sizes) {
    const pad = target - Buffer.byteLength(base) - 3; // C[ and ] around the padding
    const text = pad < 0 ? base : base.replace(';B[]', `C[${'é'.repeat(Math.floor(pad / 2))}${'x'.repeat(pad % 2)}];B[]`);
    assert.equal(Buffer.byteLength(text), target);
    writeFileSync(join(dir, `r${String(target).padStart(6, '0')}.sgf`), text);
  }
  writeFileSync(join(dir, 'r999999.sgf'), base.replace('RE[W+4.5]', 'RE[B+4.5]'));
  const r = run([dir, '--jsonl', '--jobs', '1']);
  assert.equal(r.status, 1, r.stderr);
  const o = byName(jsonl(r.stdout));
  for (const target of sizes) {
    const name = `r${String(target).padStart(6, '0')}.sgf`;
    assert.deepEqual([o[name].size, o[name].computed, o[name].match, o[name].error], [target, 'W+4.5', true, null], name);
  }
  assert.deepEqual([o['r999999.sgf'].computed, o['r999999.sgf'].match], ['W+4.5', false]);
});

test('exit status: 0 when every count matches, 1 on a mismatch, 2 on an unreadable record', () => {
  const c = `${ARCHIVE}/counted`;
  assert.equal(run([`${c}/match_w4.5.sgf`, `${c}/nested`]).status, 0);
  assert.equal(run([`${c}/match_w4.5.sgf`, `${ARCHIVE}/real/resigned_ko.sgf`]).status, 0);
  assert.equal(run([c]).status, 1);
  assert.equal(run([c, `${ARCHIVE}/broken/empty.sgf`]).status, 2);
});

test("'-' reads the paths from stdin; a missing path and a folder with no records are lines, not crashes", () => {
  const dir = mkdtempSync(join(tmpdir(), 'goscore-archive-'));
  mkdirSync(join(dir, 'nothing-here'));
  writeFileSync(join(dir, 'nothing-here', 'notes.txt'), 'no records');
  const list = [`${ARCHIVE}/counted/match_w4.5.sgf`, join(dir, 'missing.sgf'), '', `${ARCHIVE}/counted/nested/jigo_3x3.sgf`].join('\n');
  const r = run(['-', join(dir, 'nothing-here'), '--jsonl'], list);
  assert.equal(r.status, 2);
  const o = jsonl(r.stdout);
  assert.equal(o.length, 4);
  assert.equal(o[0].file, join(dir, 'nothing-here'));
  assert.match(o[0].error, /a folder with no \.sgf records/);
  assert.equal(o[1].match, true);
  assert.match(o[2].error, /cannot read: no such file/);
  assert.equal(o[3].match, true);
});

test('--jobs 2 and 3 give the same lines in the same order as --jobs 1; --shard splits the inputs stably', () => {
  // 150 records (more than a few batches of work for each thread): copies of the counted records,
  // in a folder and under names that are not ASCII (the workers read the paths as UTF-8 bytes).
  const dir = mkdtempSync(join(tmpdir(), 'goscore-archive-é-'));
  const sources = ['counted/match_w4.5.sgf', 'counted/mismatch_b4.5.sgf', 'counted/nested/jigo_3x3.sgf', 'broken/truncated.sgf', 'real/handicap_19x19.sgf'];
  for (let i = 0; i < 150; i++) {
    copyFileSync(join(ROOT, ARCHIVE, sources[i % sources.length]), join(dir, `碁${String(i).padStart(3, '0')}.sgf`));
  }
  const one = run([dir, '--jsonl', '--jobs', '1']);
  const two = run([dir, '--jsonl', '--jobs', '2']);
  assert.equal(two.status, 2);
  assert.equal(two.stdout, one.stdout);
  // Two workers, each handed the main thread's compiled module, and batches that shrink at the end.
  const three = run([dir, '--jsonl', '--jobs', '3']);
  assert.equal(three.status, 2);
  assert.equal(three.stdout, one.stdout);
  const all = jsonl(one.stdout);
  assert.equal(all.length, 150);
  assert.equal(all.filter((o) => o.match === true).length, 60);
  assert.equal(all.filter((o) => o.error).length, 30);

  const shares = [1, 2, 3].map((i) => jsonl(run([dir, '--jsonl', '--shard', `${i}/3`]).stdout).map((o) => o.file));
  const union = shares.flat().sort();
  assert.deepEqual(union, all.map((o) => o.file).sort());
  assert.equal(new Set(union).size, 150);
  for (const share of shares) assert.ok(share.length > 20 && share.length < 80, `uneven share: ${share.length}`);
  // Stable: the same share again, and a path's share does not depend on the other inputs.
  assert.deepEqual(jsonl(run([dir, '--jsonl', '--shard', '2/3']).stdout).map((o) => o.file), shares[1]);
  const single = shares[1][0];
  assert.deepEqual(jsonl(run([single, '--jsonl', '--shard', '2/3']).stdout).map((o) => o.file), [single]);
});

test('bad archive options are refused with exit 2', () => {
  for (const args of [
    [ARCHIVE, '--jobs', '0'],
    [ARCHIVE, '--jobs', 'two'],
    [ARCHIVE, '--shard', '0/3'],
    [ARCHIVE, '--shard', '4/3'],
    [ARCHIVE, '--shard', '1-3'],
    [ARCHIVE, '--dead', 'aa'],
  ]) {
    const r = run(args);
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, /^goscore: /);
  }
});

test('a progress bar with the rate and the time left goes to stderr when it is a terminal, and only then', async () => {
  const { runArchive } = await import('../../web/cli/archive.js');
  const sink = (isTTY) => {
    const chunks = [];
    return { isTTY, write: (s) => chunks.push(s), text: () => chunks.join('') };
  };
  const run = async (isTTY) => {
    const out = sink(false);
    const err = sink(isTTY);
    const status = await runArchive({ paths: [join(ROOT, ARCHIVE, 'counted')], stdinText: '', jsonl: false, jobs: 1, rules: undefined, out, err });
    return { status, out: out.text(), err: err.text() };
  };
  const tty = await run(true);
  assert.equal(tty.status, 1);
  assert.match(tty.err, /\r\[#+\.*\] 1\/3 {2}\d+\/s {2}\d+ s left /);
  assert.match(tty.err, /\r\x1b\[K$/, 'the bar is cleared at the end');
  assert.equal(tty.out.trim().split('\n').length, 4, 'three records and the summary, no bar in stdout');
  const pipe = await run(false);
  assert.equal(pipe.err, '');
  assert.equal(pipe.out, tty.out.replace(/time [\d.]+ s \(\d+ records\/s\)/, pipe.out.match(/time [\d.]+ s \(\d+ records\/s\)/)[0]));
});

test('the workers start before the package loads only for a command line that runs the archive mode on more than one thread', async () => {
  // Imported here, early.js reads this test runner's command line (one file): it starts nothing.
  const { earlyWorkerCount } = await import('../../web/cli/early.js');
  const folder = join(ROOT, ARCHIVE);
  const file = join(ROOT, ARCHIVE, 'counted/match_w4.5.sgf');
  assert.equal(earlyWorkerCount([folder, '--jobs', '3']), 2);
  assert.equal(earlyWorkerCount([file, file, '--jobs', '2']), 1);
  assert.equal(earlyWorkerCount(['-', '--jobs', '4']), 3);
  assert.equal(earlyWorkerCount([file, '--jsonl', '--jobs', '2']), 1);
  assert.equal(earlyWorkerCount([folder]), availableParallelism() - 1); // --jobs' default: the cores
  assert.equal(earlyWorkerCount([folder, '--jobs', '1']), 0);
  // One record (an option's value is not a file): the single-record mode.
  assert.equal(earlyWorkerCount(['--rules', 'japanese', file]), 0);
  assert.equal(earlyWorkerCount([file]), 0);
  // Options that the archive mode refuses, help, and a --jobs that is not a whole number or has no
  // value: none.
  assert.equal(earlyWorkerCount([folder, '--jobs', '2', '--compare']), 0);
  assert.equal(earlyWorkerCount(['-h', folder, '--jobs', '2']), 0);
  assert.equal(earlyWorkerCount([folder, '--jobs', 'two']), 0);
  assert.equal(earlyWorkerCount([file, file, '--jobs']), 0);
});

test("the archive mode's result-only count gives game.score()'s result on random games, every ruleset, marks and HA", async () => {
  // web/cli/record.js scores each record with sgfResultOf (no maps copied out): it must give
  // the RE value that game.score() gives for the same game and rules.
  const { Game, ready } = await import('../../web/index.js');
  const { sgfResultOf } = await import('../../web/src/game.js');
  const { playRandomMoves, rng } = await import('./random.mjs');
  await ready;
  const RULES = ['japanese', 'korean', 'chinese', 'aga', 'new-zealand', 'ing', 'tromp-taylor', 'territory', 'area'];
  const random = rng(16);
  let checked = 0;
  let decided = 0;
  for (let g = 0; g < 30; g++) {
    const size = [7, 9, 13][g % 3];
    // Every third game comes from a record with a handicap (HA), which some rulesets compensate.
    const game =
      g % 3 === 2
        ? Game.fromSgf(`(;GM[1]FF[4]SZ[${size}]KM[0.5]HA[2]AB[cc][ee];W[dd])`)
        : new Game({ size, komi: [6.5, 7.5, 0][g % 3] });
    try {
      playRandomMoves(game, random, Math.floor(size * size * (0.6 + random() * 0.6)));
      // Dead and seki marks on some games: a random stone's chain, a random empty point's region.
      if (g % 2 === 1) {
        const stones = [];
        const empties = [];
        game.board.forEach((row, y) => row.forEach((s, x) => (s === 0 ? empties : stones).push([x, y])));
        if (stones.length) game.setDead(stones[Math.floor(random() * stones.length)], true);
        if (empties.length && g % 4 === 1) game.toggleSeki(empties[Math.floor(random() * empties.length)]);
      }
      // The archive mode names the rules and nothing else (its own count, in C++, with none of
      // the maps: Game.outcome in cpp/bindings/game.cpp).
      for (const rules of RULES) {
        const full = game.score({ rules });
        assert.equal(sgfResultOf(game, rules), full.sgf, `game ${g} ${rules}`);
        checked++;
        if (full.winner !== 0) decided++;
      }
    } finally {
      game.dispose();
    }
  }
  assert.equal(checked, 30 * RULES.length);
  // Names it refuses: the same error as game.score's.
  const game = new Game({ size: 9 });
  try {
    assert.throws(() => game.score({ rules: 'bogus' }), { name: 'GoScoreError', message: /^Game\.score: rules must be/ });
    assert.throws(() => sgfResultOf(game, 'bogus'), { name: 'GoScoreError', message: /^Game\.score: rules must be/ });
  } finally {
    game.dispose();
  }
  assert.ok(decided > checked / 2, `only ${decided} of ${checked} counts had a winner`);
});
