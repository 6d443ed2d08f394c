// npm run eval:dead: the dead-stone estimators side by side on the labelled end positions of
// ../shared/datasets/ogs-autoscore.json (31 real online-go.com games, ownership checked by a person).
//
// Rows, all in the same run: goscore's estimateDead (the WASM package, Black and White to move),
// @sabaki/deadstones `guess` (a devDependency of this script only) and, when it is installed, GNU Go
// (`gnugo --mode gtp`, `final_status_list dead`, one process per position, Black and White to move).
// GNU Go is a development oracle only: nothing of the package, the build or the tests needs it.
//
// Per position: whether the exact dead set was recovered, the stones wrongly called dead, the dead
// stones missed, and the time. Stones on points the dataset marks `*` (either answer accepted) or `s`
// (needs sealing) are not judged. The KataGo ownership maps in the file are never inputs.
//
//   node bench/eval_dead.mjs [--write docs/EVAL_DEAD.md] [--only goscore|deadstones|gnugo] [--verbose]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { datasetPath } from '../tests/js/datasets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const DATASET = datasetPath('ogs-autoscore.json');

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = flag('--only');
const writeTo = flag('--write');
const verbose = args.includes('--verbose');

const dataset = JSON.parse(readFileSync(DATASET, 'utf8'));
const cases = dataset.cases;

/** Signs of a case's board: board[y][x] in 1 / -1 / 0. */
const signMap = (c) => c.board.map((row) => [...row].map((ch) => (ch === 'B' ? 1 : ch === 'W' ? -1 : 0)));

/** Judges a proposed dead list against the case: exact, wrongly dead, missed (unjudged points skipped). */
function judge(c, proposed) {
  const key = ([x, y]) => y * c.width + x;
  const truth = new Set(c.dead.map(key));
  const said = new Set(proposed.map(key));
  let wrong = 0;
  let missed = 0;
  for (let y = 0; y < c.height; y++) {
    for (let x = 0; x < c.width; x++) {
      if (c.board[y][x] === '.') continue;
      const mark = c.correct_ownership[y][x];
      if (mark === '*' || mark === 's') continue;
      const k = y * c.width + x;
      if (said.has(k) && !truth.has(k)) wrong++;
      if (!said.has(k) && truth.has(k)) missed++;
    }
  }
  return { exact: wrong === 0 && missed === 0, wrong, missed };
}

// ---------------------------------------------------------------------------------------------
// The estimators. Each takes a case and returns the dead stones as [x, y] (async allowed).

async function goscoreRow(toMove) {
  const goscore = await import('../web/index.js');
  if (typeof goscore.estimateDead !== 'function') {
    throw new Error('the package has no estimateDead (build it: npm run build)');
  }
  return {
    name: `goscore estimateDead (${toMove === 1 ? 'Black' : 'White'} to move, effort normal)`,
    run: (c) => goscore.estimateDead(signMap(c), { toMove, komi: 6.5, rules: c.rules }).dead,
  };
}

async function deadstonesRow() {
  const { default: deadstones } = await import('@sabaki/deadstones');
  const version = JSON.parse(readFileSync(`${root}node_modules/@sabaki/deadstones/package.json`, 'utf8')).version;
  return {
    name: `@sabaki/deadstones ${version} guess (finished, 100 iterations)`,
    run: (c) => deadstones.guess(signMap(c), { finished: true, iterations: 100 }),
  };
}

function findGnugo() {
  for (const path of ['/usr/games/gnugo', '/usr/bin/gnugo', '/usr/local/bin/gnugo']) {
    if (existsSync(path)) return path;
  }
  const which = spawnSync('sh', ['-c', 'command -v gnugo'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

const GTP_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

function gnugoRow(gnugo, toMove) {
  const version = spawnSync(gnugo, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0];
  return {
    name: `${version} final_status_list dead (${toMove === 1 ? 'Black' : 'White'} to move)`,
    run: (c) => {
      // The position as setup stones in an SGF record, read with loadsgf; PL says who is to move.
      const sgfPoint = (x, y) => String.fromCharCode(97 + x) + String.fromCharCode(97 + y);
      const black = [];
      const white = [];
      c.board.forEach((row, y) =>
        [...row].forEach((ch, x) => {
          if (ch === 'B') black.push(`[${sgfPoint(x, y)}]`);
          if (ch === 'W') white.push(`[${sgfPoint(x, y)}]`);
        }),
      );
      const size = c.width === c.height ? `${c.width}` : `${c.width}:${c.height}`;
      const sgf = `(;FF[4]GM[1]SZ[${size}]KM[6.5]PL[${toMove === 1 ? 'B' : 'W'}]` +
        `${black.length ? `AB${black.join('')}` : ''}${white.length ? `AW${white.join('')}` : ''})`;
      const file = `/tmp/goscore-eval-${process.pid}.sgf`;
      writeFileSync(file, sgf);
      const gtp = spawnSync(gnugo, ['--mode', 'gtp'], {
        input: `loadsgf ${file}\nfinal_status_list dead\nquit\n`,
        encoding: 'utf8',
        timeout: 120_000,
      });
      const answers = gtp.stdout.split('\n\n').map((a) => a.trim());
      const list = answers[1];
      if (!list?.startsWith('=')) throw new Error(`gnugo: ${gtp.stdout || gtp.stderr}`);
      return list
        .slice(1)
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((v) => [GTP_LETTERS.indexOf(v[0].toUpperCase()), c.height - Number(v.slice(1))]);
    },
  };
}

// ---------------------------------------------------------------------------------------------

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

async function evaluate(row) {
  const perCase = [];
  for (const c of cases) {
    // One untimed call first: the first call of an estimator pays for loading and compiling.
    if (perCase.length === 0) await row.run(c);
    const t0 = performance.now();
    const dead = await row.run(c);
    const ms = performance.now() - t0;
    perCase.push({ id: c.id, size: `${c.width}x${c.height}`, ...judge(c, dead), ms });
  }
  return {
    name: row.name,
    perCase,
    exact: perCase.filter((r) => r.exact).length,
    wrong: perCase.reduce((a, r) => a + r.wrong, 0),
    missed: perCase.reduce((a, r) => a + r.missed, 0),
    medianMs: median(perCase.map((r) => r.ms)),
    maxMs: Math.max(...perCase.map((r) => r.ms)),
  };
}

const rows = [];
const problems = [];
async function add(make) {
  try {
    rows.push(await evaluate(await make()));
  } catch (error) {
    problems.push(error.message);
  }
}
if (!only || only === 'goscore') {
  await add(() => goscoreRow(1));
  await add(() => goscoreRow(-1));
}
if (!only || only === 'deadstones') await add(deadstonesRow);
const gnugo = findGnugo();
if (!only || only === 'gnugo') {
  if (gnugo) {
    await add(() => gnugoRow(gnugo, 1));
    await add(() => gnugoRow(gnugo, -1));
  } else {
    problems.push('GNU Go is not installed (apt-get install gnugo): its rows are left out');
  }
}

const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(ms >= 10 ? 1 : 2));
const lines = [];
lines.push(`Dead-stone estimation on ${cases.length} end positions of ogs-autoscore.json (\`node bench/eval_dead.mjs\`, Node ${process.versions.node}).`);
lines.push('');
lines.push('| estimator | exact dead set | stones wrongly dead | dead stones missed | median ms | max ms |');
lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  lines.push(`| ${r.name} | ${r.exact} / ${cases.length} | ${r.wrong} | ${r.missed} | ${fmt(r.medianMs)} | ${fmt(r.maxMs)} |`);
}
if (rows.length) {
  lines.push('');
  lines.push('Per position (exact: `yes`, or `wrong/missed` stone counts):');
  lines.push('');
  lines.push(`| position | size | ${rows.map((_, i) => `#${i + 1}`).join(' | ')} |`);
  lines.push(`| --- | --- | ${rows.map(() => '---').join(' | ')} |`);
  cases.forEach((c, i) => {
    const cells = rows.map((r) => {
      const p = r.perCase[i];
      return `${p.exact ? 'yes' : `${p.wrong}/${p.missed}`} ${fmt(p.ms)} ms`;
    });
    lines.push(`| ${c.id} | ${c.width}x${c.height} | ${cells.join(' | ')} |`);
  });
  lines.push('');
  lines.push(rows.map((r, i) => `#${i + 1}: ${r.name}`).join('; '));
}
for (const p of problems) lines.push(`\nNote: ${p}`);
const text = lines.join('\n');
console.log(text);
if (verbose) for (const r of rows) console.error(r.name, JSON.stringify(r.perCase));
if (writeTo) {
  writeFileSync(
    writeTo,
    `# Dead-stone estimation: goscore and its peers\n\nWritten by \`node bench/eval_dead.mjs --write ${writeTo}\` ` +
      `(\`npm run eval:dead\`) on ${new Date().toISOString().slice(0, 10)}.\n\n${text}\n`,
  );
}
