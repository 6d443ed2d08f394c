// Native == WASM for the life analysis, the rulesets and the estimator: random legal positions
// (from random games) through the package and through the native build's feature oracle
// (tests/tools/feature_oracle.cpp), compared exactly: passAlive, analyzeTerritory, score under
// every ruleset and alias with random marks, counts and seki modes (breakdown labels and conflict
// messages included), and estimateDead with the same seed (ownership bit for bit).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { passAlive, analyzeTerritory, score, estimateDead, Game, GoScoreError } from './wasm-profile.mjs';
import { rng } from './random.mjs';
import { nativeTool } from './native-tool.mjs';

const ORACLE = process.env.GOSCORE_FEATURE_ORACLE;
const POSITIONS = 2000;
const ESTIMATE_EVERY = 10;
const RULES = ['japanese', 'korean', 'chinese', 'aga', 'new-zealand', 'ing', 'tromp-taylor', 'territory', 'area'];

function oracle() {
  return nativeTool('feature_oracle', ORACLE);
}

function runOracle(jobs) {
  const r = spawnSync(oracle(), [], { input: jobs.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 30 });
  assert.equal(r.status, 0, `the oracle failed: ${r.stderr}`);
  const lines = r.stdout.trimEnd().split('\n');
  assert.equal(lines.length, jobs.length, 'one answer per job');
  return lines.map((line, i) => {
    const answer = JSON.parse(line);
    assert.notEqual(answer.error, 'BAD_JOB', `job ${i}: ${jobs[i]}: ${answer.message}`);
    return answer;
  });
}

const CHAR = { 1: 'x', '-1': 'o', 0: '.' };
const signs = (values) => Array.from(values, (v) => CHAR[Math.sign(v)]).join('');
const digits = (values) => Array.from(values).join('');
const pt = ([x, y]) => `${x}.${y}`;
const ptList = (list) => (list.length ? list.map(pt).join(',') : '-');

/** A random legal position: a random game of up to `moves` moves on a w x h board. */
function randomPosition(rand, w, h, moves) {
  const game = new Game({ width: w, height: h, suicide: false });
  try {
    for (let i = 0; i < moves; i++) {
      const color = rand() < 0.5 ? 1 : -1;
      const v = [Math.floor(rand() * w), Math.floor(rand() * h)];
      if (game.check(color, v) === 'legal') game.play(color, v);
    }
    return game.board;
  } finally {
    game.dispose();
  }
}

function attempt(call) {
  try {
    return { value: call() };
  } catch (e) {
    if (!(e instanceof GoScoreError)) throw e;
    return { error: e.code, message: e.message };
  }
}

function sameError(got, want, fn, where) {
  assert.deepEqual({ error: got.error, message: got.message }, { error: want.error, message: `${fn}: ${want.message}` }, where);
}

test(`passAlive, analyzeTerritory, score and estimateDead agree natively and in WASM on ${POSITIONS} positions`, { timeout: 600_000 }, () => {
  const rand = rng(20261201);
  const jobs = [];
  const checks = [];
  for (let n = 0; n < POSITIONS; n++) {
    const big = n % 50 === 0;
    const w = big ? 19 : 1 + Math.floor(rand() * 11);
    const h = big ? 19 : 1 + Math.floor(rand() * 11);
    const board = randomPosition(rand, w, h, Math.floor(rand() * 2.5 * w * h));
    const cells = board.flat().map((v) => CHAR[v]).join('');
    const head = `${w} ${h} ${cells}`;
    const stones = [];
    const empties = [];
    board.forEach((row, y) => row.forEach((v, x) => (v ? stones : empties).push([x, y])));
    const pick = (list, k) => Array.from({ length: Math.min(k, list.length) }, () => list[Math.floor(rand() * list.length)]);

    const suicide = rand() < 0.5;
    jobs.push(`PA ${head} ${suicide ? 1 : 0}`);
    checks.push((want) => assert.equal(signs(passAlive(board, { suicide })), want.map, `PA ${head}`));

    const dead = pick(stones, Math.floor(rand() * 3));
    const sfe = rand() < 0.3;
    jobs.push(`AT ${head} ${sfe ? 1 : 0} ${ptList(dead)}`);
    checks.push((want) => {
      const got = attempt(() => analyzeTerritory(board, { dead, scoreFalseEyes: sfe }));
      if (want.error) return sameError(got, want, 'analyzeTerritory', `AT ${head}`);
      const a = got.value;
      assert.deepEqual(
        [signs(a.territory), signs(a.seki), digits(a.falseEye), digits(a.unscorableFalseEye), digits(a.dame), digits(a.eyeValue)],
        [want.territory, want.seki, want.falseEye, want.unscorable, want.dame, want.eyeValue],
        `AT ${head} ${ptList(dead)}`,
      );
    });

    for (const rules of RULES) {
      const hasKomi = rand() < 0.7;
      const komi = Math.floor(rand() * 200) - 100;
      const handicap = rand() < 0.3 ? Math.floor(rand() * 5) : 0;
      const counts = Array.from({ length: 4 }, () => (rand() < 0.5 ? 0 : Math.floor(rand() * 20)));
      const modes = ['auto', 'none', 'marked'];
      const mode = modes[Math.floor(rand() * 3)];
      const sekiPoints = mode === 'marked' ? pick(empties, 2) : [];
      const d = pick(stones, Math.floor(rand() * 3));
      const f = rand() < 0.3;
      jobs.push(
        `RS ${head} ${rules} ${hasKomi ? 1 : 0} ${komi} ${handicap} ${counts.join(' ')} ${mode} ${f ? 1 : 0} ${ptList(d)} ${ptList(sekiPoints)}`,
      );
      const options = {
        rules,
        handicap,
        prisoners: { black: counts[0], white: counts[1] },
        passes: { black: counts[2], white: counts[3] },
        dead: d,
        seki: mode === 'marked' ? sekiPoints : mode,
        scoreFalseEyes: f,
      };
      if (hasKomi) options.komi = komi / 10;
      checks.push((want) => {
        const where = `RS ${head} ${JSON.stringify(options)}`;
        const got = attempt(() => score(board, options));
        if (want.error) return sameError(got, want, 'score', where);
        assert.ok(!got.error, `${where}: the package refused: ${got.message}`);
        const r = got.value;
        const breakdown = ['black', 'white']
          .map((side) => r.breakdown[side].map((i) => `${side[0]}:${i.kind}:${Math.round(i.points * 10)}:${i.label}|`).join(''))
          .join('');
        const conflicts = r.conflicts.map((c) => `${pt(c.vertex)}:${c.kind}:${c.message}|`).join('');
        const wantDead = [];
        for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) if (want.dead[y * w + x] === '1') wantDead.push([x, y]);
        assert.deepEqual(
          {
            black: r.raw.black,
            white: r.raw.white,
            winner: r.winner,
            margin: Math.round(r.margin * 10),
            ruleset: r.ruleset,
            breakdown,
            conflicts,
            owner: signs(r.ownership),
            seki: digits(r.seki),
            dead: r.dead,
            sekiGroups: signs(r.sekiGroups),
            falseEye: digits(r.falseEye),
            dame: digits(r.dame),
          },
          { ...want, dead: wantDead },
          where,
        );
      });
    }

    if (n % ESTIMATE_EVERY === 0) {
      const toMove = rand() < 0.5 ? 1 : -1;
      const komi = 65;
      const area = rand() < 0.5;
      const seed = Math.floor(rand() * 2 ** 32);
      const playouts = 8;
      jobs.push(`ED ${head} ${toMove} ${komi} ${area ? 1 : 0} ${seed} ${playouts}`);
      checks.push((want) => {
        const where = `ED ${head} seed ${seed}`;
        const got = attempt(() => estimateDead(board, { toMove, komi: 6.5, rules: area ? 'chinese' : 'japanese', seed, effort: playouts }));
        if (want.error) return sameError(got, want, 'estimateDead', where);
        const e = got.value;
        assert.equal(e.dead.map(pt).join(','), want.dead, where);
        assert.deepEqual(Array.from(e.ownership), want.ownership.map(Math.fround), where);
        assert.deepEqual([signs(e.certain), signs(e.seki), digits(e.sealing)], [want.certain, want.seki, want.sealing], where);
      });
    }
  }
  const answers = runOracle(jobs);
  answers.forEach((want, i) => checks[i](want));
});
