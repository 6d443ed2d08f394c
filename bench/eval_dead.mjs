// npm run eval:dead: the dead-stone estimators side by side on labelled end positions:
//  - the 31 positions of ../shared/datasets/ogs-autoscore.json (real online-go.com games, ownership
//    checked by a person; stones on points marked `*` or `s` are not judged);
//  - both parts ('tune' and 'heldout') of the development set, when its file exists
//    (../data/devset-dead.json beside the checkout, or --devset PATH, or $GOSCORE_DEVSET): an
//    array of { id, width, height, board, dead, part, ... } labelled with GNU Go.
//
// Rows, all in the same run: goscore's estimateDead (the WASM package, Black and White to move),
// @sabaki/deadstones `guess` (a devDependency of this script only) and, when it is installed, GNU Go
// (`final_status_list dead`, Black and White to move). GNU Go is a development oracle only:
// nothing of the package, the build or the tests needs it. Its answers are slow (up to seconds a
// position), so they are cached in bench/out/gnugo-cache.json (gitignored) and taken from the
// development set's own GNU Go fields when it has them (see gnugoFromCase).
//
// Then the score estimate during play on the set's score positions (bench/eval_score.mjs).
//
// Per set and row: exact dead sets, stones wrongly called dead, dead stones missed, the missed
// dead chains by kind (bench/dead_kinds.mjs: one-eyed, eyeless, capturing race, seki, other; and
// how many of them touch the edge), and the time per position (median, max).
//
//   node bench/eval_dead.mjs [--write docs/EVAL_DEAD.md] [--only goscore|deadstones|gnugo]
//       [--devset PATH] [--devset9 PATH] [--devset13 PATH] [--limit N] [--no-gnugo-devset] [--verbose]
// The 9x9 and 13x13 parts of the development set (devset-dead-9x9.json and devset-dead-13x13.json
// beside devset-dead.json, or --devset9, --devset13) get the same tables when their files exist.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { datasetPath } from '../tests/js/datasets.mjs';
import { KINDS, kindsOf } from './dead_kinds.mjs';
import { RULES, scoreSection } from './eval_score.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = flag('--only');
const writeTo = flag('--write');
const verbose = args.includes('--verbose');
const limit = flag('--limit') ? Number(flag('--limit')) : Infinity;
const devsetPath = flag('--devset') ?? process.env.GOSCORE_DEVSET ?? `${root}../data/devset-dead.json`;

// ---------------------------------------------------------------------------------------------
// The sets.

const sets = [];
{
  const { cases } = JSON.parse(readFileSync(datasetPath('ogs-autoscore.json'), 'utf8'));
  sets.push({ title: `ogs-autoscore.json (${cases.length} positions)`, key: 'ogs', cases, perPosition: true });
}
const notes = [];
// The 9x9 and 13x13 parts of the development set have files of their own beside the first
// (docs/DEVSET.md): devset-dead-9x9.json, devset-score-9x9.json, and the same with 13x13;
// --devset9 PATH and --devset13 PATH name others.
const devsets = [[devsetPath, 'development set']];
for (const size of ['9x9', '13x13']) {
  const path = flag(`--devset${size.split('x')[0]}`) ?? devsetPath.replace(/devset-dead\.json$/, `devset-dead-${size}.json`);
  if (path !== devsetPath && existsSync(path)) devsets.push([path, `development set ${size}`]);
}
for (const [path, name] of devsets) {
  if (!existsSync(path)) {
    notes.push(`no development set at ${path}: only ogs-autoscore.json is evaluated`);
    continue;
  }
  const dev = JSON.parse(readFileSync(path, 'utf8'));
  const all = Array.isArray(dev) ? dev : dev.cases;
  for (const part of ['tune', 'heldout']) {
    const cases = all.filter((c) => c.part === part && Array.isArray(c.dead)).slice(0, limit);
    if (cases.length) sets.push({ title: `${name}, part '${part}' (${cases.length} positions)`, key: `${name}/${part}`, cases });
  }
}

/** Signs of a case's board: board[y][x] in 1 / -1 / 0. */
const signMap = (c) => c.board.map((row) => [...row].map((ch) => (ch === 'B' ? 1 : ch === 'W' ? -1 : 0)));

/** Judges a proposed dead list against a case: exact, stones wrong and missed, missed chains by kind. */
function judge(c, proposed) {
  const key = ([x, y]) => y * c.width + x;
  const truth = new Set(c.dead.map(key));
  const said = new Set(proposed.map(key));
  const ignored = (x, y) => {
    const mark = c.correct_ownership?.[y]?.[x];
    return mark === '*' || mark === 's';
  };
  let wrong = 0;
  let missed = 0;
  for (let y = 0; y < c.height; y++) {
    for (let x = 0; x < c.width; x++) {
      if (c.board[y][x] === '.' || ignored(x, y)) continue;
      const k = y * c.width + x;
      if (said.has(k) && !truth.has(k)) wrong++;
      if (!said.has(k) && truth.has(k)) missed++;
    }
  }
  const kinds = Object.fromEntries([...KINDS, 'edge'].map((k) => [k, 0]));
  if (missed) {
    c.kinds ??= kindsOf(c, truth);
    for (const [index, { kind, edge }] of c.kinds.kinds) {
      const stones = c.kinds.chains[index].stones.filter(([x, y]) => !ignored(x, y));
      if (!stones.length || stones.every((s) => said.has(key(s)))) continue;
      kinds[kind]++;
      if (edge) kinds.edge++;
    }
  }
  return { exact: wrong === 0 && missed === 0, wrong, missed, kinds };
}

/**
 * The chains goscore judged (estimateDead's `chains`) against a case: how many, how many it flagged
 * uncertain, how many it got wrong (its verdict against the label of its first stone; chains on
 * points the case ignores are skipped, as above) and how many of those it flagged.
 */
function judgeChains(c, chains) {
  const truth = new Set(c.dead.map(([x, y]) => y * c.width + x));
  const t = { judged: 0, uncertain: 0, wrong: 0, wrongUncertain: 0 };
  for (const { stone: [x, y], dead, uncertain } of chains) {
    const mark = c.correct_ownership?.[y]?.[x];
    if (mark === '*' || mark === 's') continue;
    const wrong = truth.has(y * c.width + x) !== dead;
    t.judged++;
    t.uncertain += uncertain;
    t.wrong += wrong;
    t.wrongUncertain += wrong && uncertain;
  }
  return t;
}

// ---------------------------------------------------------------------------------------------
// The estimators. Each has a name and run(case, set) returning { dead: [[x, y]...], ms } or null
// (no answer for that case); `timed` rows are timed here.

async function goscoreRow(toMove) {
  const goscore = await import('../web/index.js');
  if (typeof goscore.estimateDead !== 'function') {
    throw new Error('the package has no estimateDead (build it: npm run build)');
  }
  return {
    name: `goscore estimateDead (${toMove === 1 ? 'Black' : 'White'} to move, effort normal)`,
    timed: true,
    run: (c) => goscore.estimateDead(signMap(c), { toMove, komi: c.komi ?? 6.5, rules: RULES[c.rules] ?? c.rules ?? 'japanese' }),
  };
}

async function deadstonesRow() {
  const { default: deadstones } = await import('@sabaki/deadstones');
  const version = JSON.parse(readFileSync(`${root}node_modules/@sabaki/deadstones/package.json`, 'utf8')).version;
  return {
    name: `@sabaki/deadstones ${version} guess (finished, 100 iterations)`,
    timed: true,
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
const CACHE = `${root}bench/out/gnugo-cache.json`;
const cache = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};
const saveCache = () => {
  mkdirSync(`${root}bench/out`, { recursive: true });
  writeFileSync(CACHE, JSON.stringify(cache));
};

/**
 * GNU Go's answer stored in a development-set case, if any: the labelling script may keep it as
 * gnugo_dead_black, dead_black_to_move, or gnugo: { black | dead_black | black_to_move |
 * dead_black_to_move: [...] } (the same for white); an object with a `dead` list is read through.
 */
function gnugoFromCase(c, toMove) {
  const side = toMove === 1 ? 'black' : 'white';
  const g = c.gnugo;
  const found = [
    c[`gnugo_dead_${side}`],
    c[`gnugo_dead_${side}_to_move`],
    c[`gnugo_${side}`],
    c[`dead_${side}_to_move`],
    g?.[side],
    g?.[`dead_${side}`],
    g?.[`${side}_to_move`],
    g?.[`dead_${side}_to_move`],
  ].find((v) => v !== undefined && v !== null);
  if (found === undefined) return null;
  return Array.isArray(found) ? found : Array.isArray(found.dead) ? found.dead : null;
}

function gnugoRow(gnugo, toMove, set) {
  const version = spawnSync(gnugo, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0];
  return {
    name: `${version} final_status_list dead (${toMove === 1 ? 'Black' : 'White'} to move)`,
    timed: false,
    run: (c) => {
      if (set.key !== 'ogs') {
        const stored = gnugoFromCase(c, toMove);
        if (stored) return { dead: stored, ms: NaN };
        if (args.includes('--no-gnugo-devset')) return null;
      }
      const cacheKey = `${toMove}|${c.width}x${c.height}|${c.board.join('/')}`;
      if (cache[cacheKey]) return cache[cacheKey];
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
      const sgf =
        `(;FF[4]GM[1]SZ[${size}]KM[${c.komi ?? 6.5}]PL[${toMove === 1 ? 'B' : 'W'}]` +
        `${black.length ? `AB${black.join('')}` : ''}${white.length ? `AW${white.join('')}` : ''})`;
      const file = `/tmp/goscore-eval-${process.pid}.sgf`;
      writeFileSync(file, sgf);
      const t0 = performance.now();
      const gtp = spawnSync(gnugo, ['--mode', 'gtp'], {
        input: `loadsgf ${file}\nfinal_status_list dead\nquit\n`,
        encoding: 'utf8',
        timeout: 120_000,
      });
      const ms = performance.now() - t0;
      const list = gtp.stdout.split('\n\n').map((a) => a.trim())[1];
      if (!list?.startsWith('=')) throw new Error(`gnugo: ${gtp.stdout || gtp.stderr}`);
      const dead = list
        .slice(1)
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((v) => [GTP_LETTERS.indexOf(v[0].toUpperCase()), c.height - Number(v.slice(1))]);
      cache[cacheKey] = { dead, ms };
      saveCache();
      return cache[cacheKey];
    },
  };
}

// ---------------------------------------------------------------------------------------------

const median = (xs) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

async function evaluate(row, set) {
  const perCase = [];
  let first = true;
  for (const c of set.cases) {
    // One untimed call first: the first call of an estimator pays for loading and compiling.
    if (first && row.timed) await row.run(c);
    first = false;
    const t0 = performance.now();
    let answer = await row.run(c);
    let ms = performance.now() - t0;
    if (answer === null) continue;
    let chains = null;
    if (!Array.isArray(answer)) ({ dead: answer, ms = ms, chains = null } = answer);
    perCase.push({ id: c.id, ...judge(c, answer), ms, chains: chains && judgeChains(c, chains) });
  }
  if (!perCase.length) return null;
  const kinds = Object.fromEntries([...KINDS, 'edge'].map((k) => [k, perCase.reduce((a, r) => a + r.kinds[k], 0)]));
  const times = perCase.map((r) => r.ms).filter((x) => !Number.isNaN(x));
  return {
    name: row.name,
    perCase,
    judged: perCase.length,
    exact: perCase.filter((r) => r.exact).length,
    wrong: perCase.reduce((a, r) => a + r.wrong, 0),
    missed: perCase.reduce((a, r) => a + r.missed, 0),
    kinds,
    chains: perCase[0].chains && Object.fromEntries(Object.keys(perCase[0].chains).map((k) => [k, perCase.reduce((a, r) => a + r.chains[k], 0)])),
    medianMs: median(times),
    maxMs: times.length ? Math.max(...times) : NaN,
  };
}

const gnugo = findGnugo();
if (!gnugo && (!only || only === 'gnugo')) notes.push('GNU Go is not installed (apt-get install gnugo): its rows are left out');
const makers = [];
if (!only || only === 'goscore') makers.push(() => goscoreRow(1), () => goscoreRow(-1));
if (!only || only === 'deadstones') makers.push(deadstonesRow);
if (gnugo && (!only || only === 'gnugo')) makers.push((set) => gnugoRow(gnugo, 1, set), (set) => gnugoRow(gnugo, -1, set));

for (const set of sets) {
  set.rows = [];
  for (const make of makers) {
    try {
      const r = await evaluate(await make(set), set);
      if (r) set.rows.push(r);
    } catch (error) {
      notes.push(`${set.title}: ${error.message}`);
    }
  }
}

const fmt = (ms) => (Number.isNaN(ms) ? '—' : ms >= 100 ? ms.toFixed(0) : ms.toFixed(ms >= 10 ? 1 : 2));
const lines = [];
lines.push(`Node ${process.versions.node}; goscore at effort 'normal'; times per position (GNU Go's from its cache or the set's file when taken from there).`);
for (const set of sets) {
  lines.push('', `### ${set.title}`, '');
  lines.push(
    '| estimator | exact dead set | stones wrongly dead | dead stones missed | missed chains: one-eyed / eyeless / capturing race / seki / other (on the edge) | median ms | max ms |',
  );
  lines.push('| --- | ---: | ---: | ---: | --- | ---: | ---: |');
  for (const r of set.rows) {
    const k = r.kinds;
    const kinds = `${k['one-eyed']} / ${k.eyeless} / ${k['capturing race']} / ${k.seki} / ${k.other} (${k.edge})`;
    lines.push(`| ${r.name} | ${r.exact} / ${r.judged} | ${r.wrong} | ${r.missed} | ${kinds} | ${fmt(r.medianMs)} | ${fmt(r.maxMs)} |`);
  }
  const judged = set.rows.filter((r) => r.chains);
  if (judged.length) {
    lines.push('', 'The chains goscore flags `uncertain` (the ones a board should ask the players about) and its wrong verdicts among them:', '');
    lines.push('| estimator | chains judged | uncertain | wrong chains | wrong and uncertain |', '| --- | ---: | ---: | ---: | ---: |');
    const pct = (a, b) => `${((100 * a) / Math.max(1, b)).toFixed(b >= 1000 ? 1 : 0)}%`;
    for (const { name, chains: t } of judged) {
      lines.push(`| ${name} | ${t.judged} | ${t.uncertain} (${pct(t.uncertain, t.judged)}) | ${t.wrong} | ${t.wrongUncertain} (${pct(t.wrongUncertain, t.wrong)}) |`);
    }
  }
  if (set.perPosition && set.rows.length) {
    lines.push('', 'Per position (exact: `yes`, or `wrong/missed` stone counts):', '');
    lines.push(`| position | size | ${set.rows.map((_, i) => `#${i + 1}`).join(' | ')} |`);
    lines.push(`| --- | --- | ${set.rows.map(() => '---').join(' | ')} |`);
    set.cases.forEach((c) => {
      const cells = set.rows.map((r) => {
        const p = r.perCase.find((q) => q.id === c.id);
        return p ? `${p.exact ? 'yes' : `${p.wrong}/${p.missed}`} ${fmt(p.ms)} ms` : '—';
      });
      lines.push(`| ${c.id} | ${c.width}x${c.height} | ${cells.join(' | ')} |`);
    });
    lines.push('', set.rows.map((r, i) => `#${i + 1}: ${r.name}`).join('; '));
  }
}
if (!only) for (const [path] of devsets) if (existsSync(path)) lines.push(...(await scoreSection(path)));
for (const p of notes) lines.push(`\nNote: ${p}`);
const text = lines.join('\n');
console.log(text);
if (verbose) for (const set of sets) for (const r of set.rows) console.error(set.key, r.name, JSON.stringify(r.perCase));
if (writeTo) {
  writeFileSync(
    writeTo,
    `# Dead-stone estimation: goscore and its peers\n\nWritten by \`node bench/eval_dead.mjs --write ${writeTo}\` ` +
      `(\`npm run eval:dead\`) on ${new Date().toISOString().slice(0, 10)}. The kinds of the missed dead chains ` +
      `are defined in bench/dead_kinds.mjs.\n\n${text}\n`,
  );
}
