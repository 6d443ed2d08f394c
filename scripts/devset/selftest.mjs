// Checks of the dev-set scripts' own pieces (no GNU Go, no snapshot needed):
//   node --test scripts/devset/selftest.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { Board, margin, parseResult } from './board.mjs';
import { parseSgfMainLines, gameFromMainLine } from './sgf.mjs';
import { readZip } from './zip.mjs';
import { decide } from './decide.mjs';
import { partOf } from './split.mjs';
import { vertex, fromVertex, GnuGoPool } from './gtp.mjs';
import { parseEstimate } from './score.mjs';
import { sampleIds } from './gnugo_sample.mjs';
import { setFiles } from './util.mjs';
import { sourcesOf, SOURCES, gamesOf } from './sources.mjs';
import { replay } from './extract.mjs';

test('Board captures a stone and a two-stone chain, counting the prisoners', () => {
  const b = new Board(5, 5);
  for (const [c, x, y] of [['B', 1, 0], ['W', 0, 0], ['B', 0, 1]]) b.play(c, x, y);
  assert.equal(b.at(0, 0), '.');
  assert.equal(b.captures.B, 1);
  const c = new Board(4, 3, ['.BB.', 'BWWB', '.BB.']);
  assert.throws(() => c.play('W', 0, 0), /suicide/); // no liberty, captures nothing
  const d = new Board(4, 3, ['.BB.', 'BWW.', '.BB.']);
  d.play('B', 3, 1);
  assert.deepEqual(d.rows(), ['.BB.', 'B..B', '.BB.']);
  assert.equal(d.captures.B, 2);
  assert.throws(() => d.play('W', 1, 0), /occupied/);
});

test('margin: area and territory counting with dead stones removed', () => {
  // Black wall on column 2; a dead White stone at (0,0) in Black's area.
  const b = new Board(5, 3, ['W.BW.', '..BW.', '..BW.']);
  const dead = [[0, 0]];
  // Area: Black 3 stones + 6 points = 9, White 3 stones + 3 points = 6.
  assert.equal(margin(b, dead, { rules: 'chinese', komi: 0.5, prisoners: { B: 0, W: 0 } }), 2.5);
  // Territory: Black 6 + 1 dead White + 2 prisoners, White 3 + 1 prisoner.
  assert.equal(margin(b, dead, { rules: 'japanese', komi: 0.5, prisoners: { B: 2, W: 1 } }), 4.5);
  // Without removing the dead stone the left region touches both colours: no one's
  // (Black 3 stones; White 4 stones + 3 points).
  assert.equal(margin(b, [], { rules: 'chinese', komi: 0.5, prisoners: { B: 0, W: 0 } }), -4.5);
});

test('parseResult keeps numeric results only', () => {
  assert.equal(parseResult('B+3.5'), 3.5);
  assert.equal(parseResult('W+0.5'), -0.5);
  for (const r of ['B+R', 'W+Resign', 'B+T', 'W+F', 'Void', '0', '', 'B+']) assert.equal(parseResult(r), null);
});

test('SGF: main line, escapes, passes, compressed setup, bad points', () => {
  const [g] = parseSgfMainLines('(;GM[1]SZ[9]KM[6.5]RU[Japanese]HA[2]AB[cc:cd]C[a \\] b];B[ee](;W[]C[x];B[tt])(;W[aa]))');
  const r = gameFromMainLine(g.nodes);
  assert.equal(r.width, 9);
  assert.equal(r.rules, 'japanese');
  assert.deepEqual(r.setup.B, [[2, 2], [2, 3]]);
  assert.deepEqual(r.moves, [['B', 4, 4], ['W', -1, -1], ['B', -1, -1]]);
  assert.throws(() => gameFromMainLine(parseSgfMainLines('(;SZ[9];B[zz])')[0].nodes), /bad point/);
});

test('readZip reads a deflated entry it did not write itself', () => {
  const data = Buffer.from('hello dev set\n'.repeat(20));
  const comp = deflateRawSync(data);
  const name = Buffer.from('a.txt');
  const local = Buffer.alloc(30); local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(8, 8);
  local.writeUInt32LE(comp.length, 18); local.writeUInt32LE(data.length, 22); local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46); central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(8, 10);
  central.writeUInt32LE(comp.length, 20); central.writeUInt32LE(data.length, 24); central.writeUInt16LE(name.length, 28);
  const cdOffset = 30 + name.length + comp.length;
  const eocd = Buffer.alloc(22); eocd.writeUInt32LE(0x06054b50, 0); eocd.writeUInt16LE(1, 8); eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(46 + name.length, 12); eocd.writeUInt32LE(cdOffset, 16);
  const zip = Buffer.concat([local, name, comp, central, name, eocd]);
  const [e] = readZip(zip);
  assert.equal(e.name, 'a.txt');
  assert.equal(e.data.toString(), data.toString());
  assert.throws(() => readZip(Buffer.alloc(40)), /end-of-central-directory/);
});

test('decide: agreed, reviewed by the result, dropped', () => {
  const p = {
    id: 't', rules: 'chinese', komi: 0.5, handicap: 0, margin: 2.5, width: 5, height: 3,
    end: { board: ['W.BW.', '..BW.', '..BW.'], prisoners: { black: 0, white: 0 } },
  };
  assert.equal(decide(p, [[0, 0]], [[0, 0]]).decision, 'agreed');
  const r = decide(p, [], [[0, 0]]);
  assert.equal(r.decision, 'reviewed');
  assert.deepEqual(r.dead, [[0, 0]]);
  assert.equal(decide({ ...p, margin: 9.5 }, [[0, 0]], [[0, 0]]).decision, 'dropped');
  const near = decide({ ...p, margin: 3.5 }, [[0, 0]], [[0, 0]]);
  assert.equal(near.decision, 'reviewed');
  assert.equal(near.kept, 'black_to_move~1');
  assert.equal(decide({ ...p, margin: 3.5 }, [[0, 0]], [[0, 0]], 0).decision, 'dropped');
  // No dead stones at all would give -4.5, but that is never taken over GNU Go's sets.
  assert.equal(decide({ ...p, margin: -4.5 }, [[0, 0]], [[0, 0]]).decision, 'dropped');
});

test('sampleIds takes N positions of each part and stage, or all of them', () => {
  const positions = [];
  for (const part of ['tune', 'heldout']) {
    for (let g = 0; g < 3; g++) {
      positions.push({ id: `${part}${g}#minus20`, part, moves_before_end: 20 });
      positions.push({ id: `${part}${g}#minus40`, part, moves_before_end: 40 });
      positions.push({ id: `${part}${g}#at60pct`, part, fraction: 0.6 });
    }
  }
  const one = sampleIds(positions, 1);
  assert.equal(one.length, 6); // one in each of 2 parts x 3 stages
  const cells = one.map((id) => `${id.startsWith('tune') ? 'tune' : 'heldout'}/${id.split('#')[1]}`);
  assert.equal(new Set(cells).size, 6);
  assert.deepEqual(sampleIds(positions, 1), one); // a fixed choice, not a random one
  assert.deepEqual(sampleIds(positions, Infinity), positions.map((p) => p.id).sort());
});

test('split is deterministic, per game, and near 70/30', () => {
  assert.equal(partOf('tygem:1#minus20'), partOf('tygem:1'));
  let tune = 0;
  for (let i = 0; i < 2000; i++) if (partOf(`x:${i}`) === 'tune') tune++;
  assert.ok(tune > 1300 && tune < 1500, `tune ${tune}`);
});

test('GTP vertices and estimates', () => {
  assert.equal(vertex(8, 0, 19), 'J19');
  assert.deepEqual(fromVertex('J19', 19), [8, 0]);
  assert.equal(vertex(-1, -1, 19), 'pass');
  assert.equal(parseEstimate('W+4.4 (upper bound: 6.7, lower: 2.2)'), -4.4);
  assert.equal(parseEstimate('B+0.1 (upper bound: -0.1, lower: -0.1)'), 0.1);
});

test('sets: 19x19 keeps its files, 9x9 and 13x13 have their own; unknown sets are refused', () => {
  assert.deepEqual(setFiles('/d', '19x19'), { work: '/d/devset-work', dead: '/d/devset-dead.json', score: '/d/devset-score.json' });
  assert.deepEqual(setFiles('/d', '9x9'), { work: '/d/devset-work-9x9', dead: '/d/devset-dead-9x9.json', score: '/d/devset-score-9x9.json' });
  assert.deepEqual(setFiles('/d', '13x13'), { work: '/d/devset-work-13x13', dead: '/d/devset-dead-13x13.json', score: '/d/devset-score-13x13.json' });
  assert.equal(sourcesOf('19x19'), SOURCES);
  const keys = new Set(SOURCES.map((t) => t.key));
  for (const set of ['9x9', '13x13']) {
    const own = sourcesOf(set);
    assert.ok(own.length >= 1 && own.every((s) => /^[0-9a-f]{40}$/.test(s.commit) && s.licence && s.repo), set);
    for (const s of own) {
      assert.ok(!keys.has(s.key), `a source key belongs to one set: ${s.key}`);
      keys.add(s.key);
    }
  }
  assert.throws(() => sourcesOf('7x7'), /unknown set/);
});

test('replay: score positions 20 and 40 moves before the end and at 60%, none before the first move', () => {
  // A 30-move 9x9 game without contact: Black fills rows 0-1 from the top left, White rows 8-7.
  const moves = [];
  for (let k = 0; k < 30; k++) {
    const i = k >> 1;
    moves.push(k % 2 ? ['W', i % 9, 8 - Math.floor(i / 9)] : ['B', i % 9, Math.floor(i / 9)]);
  }
  const g = { width: 9, height: 9, handicap: 0, setup: { B: [], W: [] }, moves };
  const { end, snaps } = replay(g);
  assert.equal(end.moves_played, 30);
  assert.equal(end.to_move, 'B'); // the last move was White's
  assert.deepEqual(snaps.map((s) => s.moves_before_end ?? s.fraction).sort(), [0.6, 20]); // no 40-before: move -10
  const at20 = snaps.find((s) => s.moves_before_end === 20);
  assert.equal(at20.moves_played, 10);
  assert.equal(at20.to_move, 'B'); // move 11 is Black's
  assert.equal(at20.board.join('').replace(/\./g, '').length, 10);
  assert.equal(snaps.find((s) => s.fraction === 0.6).moves_played, 18);
});

test('GnuGoPool takes cached answers and errors, but not timeouts, from its cache file', () => {
  const file = `${mkdtempSync(`${tmpdir()}/gtp-`)}/cache.jsonl`;
  const request = (q) => [['--level', '1'], ['boardsize 9'], [q]];
  // A request's key is the sha1 of its JSON (GnuGoPool.ask).
  const key = (q) => createHash('sha1').update(JSON.stringify(request(q))).digest('hex');
  writeFileSync(file, [
    JSON.stringify({ key: key('estimate_score'), answers: ['B+3.0'] }),
    JSON.stringify({ key: key('final_status_list dead'), error: 'timeout' }),
    JSON.stringify({ key: key('showboard'), error: 'GNU Go exited' }),
    '{"key": "torn',
  ].join('\n'));
  const pool = new GnuGoPool({ size: 1, cacheFile: file });
  assert.deepEqual(pool.cached(...request('estimate_score')).answers, ['B+3.0']);
  assert.equal(pool.cached(...request('final_status_list dead')), undefined); // asked again
  assert.equal(pool.cached(...request('showboard')).error, 'GNU Go exited');
});

test("the 'sgf' reader: counted games of one size from any folder of a snapshot, file names free", () => {
  // A snapshot made here: a bare repository under DEVSET_MIRRORS, as the fetch tool leaves them.
  const base = mkdtempSync(`${tmpdir()}/devset-mirrors-`);
  const work = `${base}/work`;
  mkdirSync(`${work}/records/1995`, { recursive: true });
  const sgf = (size, re, moves, extra = '') => `(;GM[1]FF[4]SZ[${size}]KM[6.5]RE[${re}]${extra}${moves})`;
  writeFileSync(`${work}/records/1995/jrd-manyfaces-07-20-17`, sgf(9, 'B+3.5', ';B[cc];W[gg];B[cg]')); // NNGS-style name
  writeFileSync(`${work}/records/b.sgf`, sgf(9, 'W+0.5', ';B[ee];W[cc]'));
  writeFileSync(`${work}/records/c.sgf`, sgf(9, 'B+R', ';B[ee];W[gc]')); // resigned: not counted
  writeFileSync(`${work}/records/d.sgf`, sgf(13, 'B+2.5', ';B[dd];W[jj]')); // another size
  writeFileSync(`${work}/records/e.sgf`, sgf(9, 'W+0.5', ';B[ee];W[cc]')); // the same game as b.sgf
  writeFileSync(`${work}/records/f.sgf`, sgf(9, 'B+1.5', ';W[ee]', 'HA[2]AB[cc][gg]')); // handicap
  const git = (...args) => execFileSync('git', ['-C', work, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'records');
  const commit = git('rev-parse', 'HEAD').toString().trim();
  execFileSync('git', ['clone', '-q', '--bare', work, `${base}/someone+go9.git`]);
  const before = process.env.DEVSET_MIRRORS;
  process.env.DEVSET_MIRRORS = base;
  try {
    const src = { key: 'am9', repo: 'someone/go9', commit, reader: 'sgf', size: 9, dir: 'records' };
    const games = [...gamesOf(src)];
    assert.deepEqual(games.map((g) => g.id), ['am9:1995/jrd-manyfaces-07-20-17', 'am9:b']);
    assert.deepEqual(games.map((g) => g.result), ['B+3.5', 'W+0.5']);
    assert.equal(games[0].width, 9);
    assert.equal(games[0].komi, 6.5);
    assert.equal(games[0].rules, 'japanese');
    assert.deepEqual(games[0].moves.length, 3);
    assert.throws(() => [...gamesOf({ ...src, reader: 'nothing' })], /source 'am9' has no reader/);
  } finally {
    if (before === undefined) delete process.env.DEVSET_MIRRORS;
    else process.env.DEVSET_MIRRORS = before;
    rmSync(base, { recursive: true, force: true });
  }
});
