// The public game collections the dev set is built from, and readers that turn each
// into game records. Every source is a git snapshot read at a fixed commit with
// `git show`, so a rebuild sees the same bytes. Snapshots are looked for under
// $DEVSET_MIRRORS (default /work/.mirror) as <owner>+<name>/repo, or as a bare clone
// at <owner>+<name>.git; see docs/DEVSET.md for how to get them.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readZip } from './zip.mjs';
import { parseResult } from './board.mjs';
import { parseSgfMainLines, gameFromMainLine } from './sgf.mjs';

export const SOURCES = [
  {
    key: 'tygem',
    repo: 'yenw/computer-go-dataset',
    commit: 'd40334f8feba3115ef22817b981d40784a8c9758',
    licence: 'none stated (README only; no licence file): not redistributed',
    what: 'Tygem Go server, 9-dan vs 9-dan games 2005-2016 (TYGEM/index/KifuYYYY.zip + TYGEM/Kifu/YYYY-MM.zip); komi 6.5, Korean (territory) rules',
    quota: 1150,
  },
  {
    key: 'tom',
    repo: 'yenw/computer-go-dataset',
    commit: 'd40334f8feba3115ef22817b981d40784a8c9758',
    licence: 'none stated (README only; no licence file): not redistributed',
    what: 'Tom Go server, 9-dan vs 9-dan games 2003-2011 (Tom/Kifu.index + Tom/kifu/YYYY-MM); komi from the index, Chinese (area) rules',
    quota: 450,
  },
];

// The 9x9 part (written to its own files, see util.mjs setOf): professional games.
export const SOURCES_9X9 = [
  {
    key: 'pro9',
    repo: 'zxz1007vv/wuwei',
    commit: '8d63ba3e5dbcdeda27801c27cba54023736130ae',
    licence: 'none stated (no licence file; the SGF records are a copy of Andries Brouwer\'s collection, homepages.cwi.nl/~aeb/go/games/, which states none): not redistributed',
    what: 'Japanese professional 9x9 games (Yomiuri TV Mini-Go 1987-2002, NHK, Ricoh pair go, pros vs programs) in games/**/*.sgf with SZ[9]; komi from KM, Japanese rules unless RU says otherwise',
    quota: 1000, // all of them: the collection has about 210 counted 9x9 games
  },
];

// The 13x13 part (its own files too): the 13x13 games of the same collection. Too few for a
// tuning and a held-back part that mean much (docs/DEVSET.md); it measures whether the learned
// evaluator applies to 13x13 boards, and nothing is tuned on it.
export const SOURCES_13X13 = [
  {
    ...SOURCES_9X9[0],
    key: 'pro13',
    what: 'Japanese professional 13x13 games in games/**/*.sgf with SZ[13]; komi from KM, Japanese rules unless RU says otherwise',
  },
];

/** The sources of a set: '19x19' (the first dev set), '9x9' or '13x13'. */
export function sourcesOf(set) {
  if (set === '19x19') return SOURCES;
  if (set === '9x9') return SOURCES_9X9;
  if (set === '13x13') return SOURCES_13X13;
  throw new Error(`sourcesOf: unknown set '${set}' (19x19, 9x9 or 13x13)`);
}

export function mirrorDir(repo) {
  const base = process.env.DEVSET_MIRRORS || '/work/.mirror';
  const name = repo.replace('/', '+');
  for (const d of [`${base}/${name}/repo`, `${base}/${name}.git`]) if (existsSync(d)) return d;
  throw new Error(`no snapshot of ${repo} under ${base}: git clone --bare https://github.com/${repo} ${base}/${name}.git`);
}

export function gitShow(src, path) {
  return execFileSync('git', ['--git-dir', mirrorDir(src.repo), 'show', `${src.commit}:${path}`], {
    maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'],
  });
}

export function gitList(src, dir) {
  const out = execFileSync('git', ['--git-dir', mirrorDir(src.repo), 'ls-tree', '-r', '--name-only', src.commit, dir], {
    maxBuffer: 1 << 26,
  });
  return out.toString('utf8').split('\n').filter(Boolean);
}

// Moves of a kifu line "id\t;B[pd];W[dp];..." (19x19, '' or 'tt' = pass).
function kifuMoves(text) {
  const moves = [];
  for (const m of text.matchAll(/;([BW])\[([a-z]{0,2})\]/g)) {
    const v = m[2];
    if (v === '' || v === 'tt') moves.push([m[1], -1, -1]);
    else moves.push([m[1], v.charCodeAt(0) - 97, v.charCodeAt(1) - 97]);
  }
  return moves;
}

// Index lines: tab-separated; `cols` names the result, komi columns. Yields the counted
// games (numeric result) of one month file, in file order, as game records.
function* kifuMonth(src, indexByGame, kifuText, rules, defaultKomi) {
  for (const line of kifuText.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const gid = line.slice(0, tab);
    const info = indexByGame.get(gid);
    if (!info) continue;
    yield {
      id: `${src.key}:${gid}`,
      source: src.key,
      width: 19, height: 19,
      komi: info.komi ?? defaultKomi,
      rules, handicap: 0, result: info.result,
      setup: { B: [], W: [] },
      get moves() { return kifuMoves(line.slice(tab + 1)); }, // parsed on demand: 10^5 records are read
      date: info.date,
    };
  }
}

// Tygem: one index zip a year (2012-2014 are too large for the snapshot), one kifu zip a month.
function* tygemGames(src) {
  const years = gitList(src, 'TYGEM/index').map((p) => /Kifu(\d{4})\.zip$/.exec(p)).filter(Boolean);
  const available = new Set(gitList(src, 'TYGEM/Kifu'));
  for (const [path, year] of years) {
    let zip;
    try { zip = readZip(gitShow(src, `TYGEM/index/${path}`)); } catch { continue; }
    const index = new Map();
    for (const e of zip) for (const line of e.data.toString('utf8').split('\n')) {
      const f = line.split('\t');
      if (f.length < 10 || parseResult(f[8]) === null) continue;
      index.set(f[0], { result: f[8].trim(), date: f[1].slice(1, 11) });
    }
    for (let month = 1; month <= 12; month++) {
      const kpath = `TYGEM/Kifu/${year}-${String(month).padStart(2, '0')}.zip`;
      if (!available.has(kpath)) continue;
      let kz;
      try { kz = readZip(gitShow(src, kpath)); } catch { continue; }
      for (const e of kz) yield* kifuMonth(src, index, e.data.toString('utf8'), 'korean', 6.5);
    }
  }
}

function* tomGames(src) {
  const index = new Map();
  for (const line of gitShow(src, 'Tom/Kifu.index').toString('utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 7 || parseResult(f[5]) === null) continue;
    index.set(f[0], { komi: Number(f[4]), result: f[5].trim(), date: f[1].slice(0, 10) });
  }
  for (const path of gitList(src, 'Tom/kifu')) {
    yield* kifuMonth(src, index, gitShow(src, path).toString('utf8'), 'chinese', 7.5);
  }
}

/** Paths of the files under `dir` at the pinned commit whose text matches the extended regexp `re`. */
export function gitGrepList(src, re, dir) {
  let out;
  try {
    out = execFileSync('git', ['--git-dir', mirrorDir(src.repo), 'grep', '-l', '-E', re, src.commit, '--', dir], { maxBuffer: 1 << 26 });
  } catch (e) {
    if (e.status === 1) return []; // git grep: nothing matched
    throw e;
  }
  return out.toString('utf8').split('\n').filter(Boolean).map((l) => l.slice(src.commit.length + 1)).sort();
}

/** Key of a record's moves, to drop the same game filed twice (a player's folder and the event's). */
const movesKey = (g) => g.moves.map(([c, x, y]) => `${c}${x},${y}`).join(';');

// Brouwer's collection: one game per SGF file; the 9x9 ones are found by their SZ[9], the 13x13
// ones by their SZ[13]. Any other snapshot of SGF files reads the same way: a source with
// `reader: 'sgf'`, `size` and `dir` (the folder to search, 'games' when absent), its file names
// free (NNGS-style names without .sgf included).
// Counted games only (numeric RE), no handicap or setup stones, a komi, each game once.
function* proGames(src, size) {
  const dir = src.dir ?? 'games';
  const seen = new Set();
  for (const path of gitGrepList(src, `SZ\\[ *${size} *\\]`, dir)) {
    let g, root;
    try {
      const [tree] = parseSgfMainLines(gitShow(src, path).toString('latin1'));
      root = tree.nodes[0];
      g = gameFromMainLine(tree.nodes);
    } catch { continue; }
    if (g.width !== size || g.height !== size || parseResult(g.result) === null || g.komi === null || !Number.isFinite(g.komi)) continue;
    if (g.handicap > 0 || g.setup.B.length || g.setup.W.length) continue;
    const k = movesKey(g);
    if (seen.has(k)) continue;
    seen.add(k);
    yield {
      ...g,
      id: `${src.key}:${path.slice(dir.length + 1).replace(/\.sgf$/i, '')}`,
      source: src.key,
      rules: g.rules === '' ? 'japanese' : g.rules,
      date: root.DT ? root.DT[0] : '',
    };
  }
}

const READERS = {
  tygem: tygemGames,
  tom: tomGames,
  pro9: (src) => proGames(src, 9),
  pro13: (src) => proGames(src, 13),
  sgf: (src) => proGames(src, src.size),
};

/** Yields every counted game record of source `src` (in a fixed order). */
export function* gamesOf(src) {
  const reader = READERS[src.reader ?? src.key];
  if (!reader) throw new Error(`gamesOf: source '${src.key}' has no reader (reader: 'sgf' reads a folder of SGF files)`);
  yield* reader(src);
}
