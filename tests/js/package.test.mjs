// The package as users get it: an `npm pack` tarball installed into an empty folder, imported by
// name, its types and its command-line tool.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = (cmd, args, cwd, input) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'pipe'] });

test('npm pack tarball installs into an empty folder and works by name', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'goscore-pack-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // The WASM module was built by npm test's build step; --ignore-scripts skips the prepack rebuild.
  const [info] = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], ROOT));
  const files = info.files.map((f) => f.path).sort();
  assert.deepEqual(files, [
    'LICENSE',
    'README.md',
    'package.json',
    'web/boards/adapters.js',
    'web/boards/deadstones-play.js',
    'web/boards/random.js',
    'web/browser.js',
    'web/cli.js',
    'web/cli/archive.js',
    'web/cli/check.js',
    'web/cli/early.js',
    'web/cli/komi.js',
    'web/cli/main.js',
    'web/cli/pool.js',
    'web/cli/record.js',
    'web/cli/report.js',
    'web/cli/worker.js',
    'web/deadstones.d.ts',
    'web/deadstones.js',
    'web/goban.d.ts',
    'web/goban.js',
    'web/index.cjs',
    'web/index.d.cts',
    'web/index.d.ts',
    'web/index.js',
    'web/inline.d.ts',
    'web/inline.js',
    'web/model/score-model.bin',
    'web/src/api.js',
    'web/src/core.js',
    'web/src/errors.js',
    'web/src/estimate.js',
    'web/src/game.js',
    'web/src/input.js',
    'web/src/life.js',
    'web/src/regions.js',
    'web/src/rules.js',
    'web/src/scoring.js',
    'web/src/sgf-values.js',
    'web/src/territory.js',
    'web/src/worker-calls.js',
    'web/src/worker-server.js',
    'web/types/estimate.d.ts',
    'web/types/life.d.ts',
    'web/types/rules.d.ts',
    'web/wasm/goscore_core.estimator.simd.wasm',
    'web/wasm/goscore_core.estimator.wasm',
    'web/wasm/goscore_core.mjs',
    'web/wasm/goscore_core.node.wasm',
    'web/wasm/goscore_core.wasm',
    'web/wasm/inline.js',
    'web/worker.d.ts',
    'web/worker.js',
  ]);
  const app = join(dir, 'app');
  run('mkdir', ['-p', app], dir);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--offline', join(dir, info.filename)], app);
  writeFileSync(
    join(app, 'main.js'),
    `import { getTerritories, scoreTrompTaylor, Game, GoScoreError } from 'goscore';
     const t = getTerritories([' BW ', ' BW ']);
     const tt = scoreTrompTaylor([[1, 1, 1], [1, 0, 1], [1, 1, 1]], 0.5, 2, 12);
     const g = new Game({ size: 9 }); g.play(1, [4, 4]); const n = g.groups().length; g.dispose();
     let code; try { getTerritories([]); } catch (e) { code = e instanceof GoScoreError && e.code; }
     const { gobanOwnershipEstimator } = await import('goscore/goban');
     const own = gobanOwnershipEstimator()([[0, 1, -1, 0], [1, 1, -1, 0], [0, 1, -1, -1], [1, 1, -1, 0]], 'black', 1000, 0.3);
     const { default: deadstones } = await import('goscore/deadstones');
     const dead = await deadstones.guess([[0, 1, 0, -1, 0], [1, 1, -1, 0, -1], [0, 1, -1, 1, -1], [1, 1, -1, -1, 0]], { finished: true });
     console.log(JSON.stringify({ t, tt, n, code, own, dead }));`,
  );
  const out = JSON.parse(run('node', ['main.js'], app));
  assert.deepEqual(out, {
    t: { territoryBlack: [[0, 0], [0, 1]], territoryWhite: [[3, 0], [3, 1]], territoryNone: [] },
    tt: [true, 9, 0.5, 1],
    n: 1,
    code: 'INVALID_BOARD',
    // goscore/goban by name: Black's wall owns the left half, White's the right.
    own: [[1, 1, -1, -1], [1, 1, -1, -1], [1, 1, -1, -1], [1, 1, -1, -1]],
    // goscore/deadstones by name: the lone black stone inside White's area at [3, 2] is dead.
    dead: [[3, 2]],
  });
  const types = readFileSync(join(app, 'node_modules/goscore/web/index.d.ts'), 'utf8');
  assert.match(types, /export function getTerritories\(board: BoardInput\): Territories;/);
  // Tromp-Taylor, komi 7.5: three stones each; the three empty points each touch both colours.
  const cli = run(join(app, 'node_modules/.bin/goscore'), [], app, 'BB \nB W\n WW\n');
  assert.match(cli, /^Black: 3 {2}\(stones 3 \+ territory 0\)$/m);
  assert.match(cli, /^White: 10\.5 {2}\(stones 3 \+ territory 0 \+ komi 7\.5\)$/m);
  assert.match(cli, /Result: White wins by 7\.5 {3}\(SGF RE\[W\+7\.5\]\)/);
  // goscore/inline needs no .wasm file: it loads with the file gone (goscore/goban imported beside
  // it shares its load), and a damaged copy of its inlined module (not a module, or not base64)
  // rejects ready with WASM_LOAD and fails each call.
  const pkg = join(app, 'node_modules/goscore');
  rmSync(join(pkg, 'web/wasm/goscore_core.wasm'));
  writeFileSync(
    join(app, 'inline.js'),
    `import { gobanOwnershipEstimator } from 'goscore/goban';
     import { ready, getTerritories } from 'goscore/inline';
     const answer = await ready.then(() => getTerritories([' BW ', ' BW ']), (e) => e.code);
     let call; try { getTerritories(['B', 'WW']); } catch (e) { call = e.code; }
     let own; try { own = gobanOwnershipEstimator()([[0, 1, -1, 0], [1, 1, -1, 0], [0, 1, -1, -1], [1, 1, -1, 0]], 'black', 1000, 0.3); } catch (e) { own = e.code; }
     console.log(JSON.stringify({ answer, call, own }));`,
  );
  assert.deepEqual(JSON.parse(run('node', ['inline.js'], app)), {
    answer: { territoryBlack: [[0, 0], [0, 1]], territoryWhite: [[3, 0], [3, 1]], territoryNone: [] },
    call: 'INVALID_BOARD',
    own: [[1, 1, -1, -1], [1, 1, -1, -1], [1, 1, -1, -1], [1, 1, -1, -1]], // as by 'goscore' above
  });
  for (const damaged of ['AGFzbQEAAAAB', '!not base64!']) {
    writeFileSync(join(pkg, 'web/wasm/inline.js'), `export default '${damaged}';\n`);
    const out = JSON.parse(run('node', ['inline.js'], app));
    assert.deepEqual(out, { answer: 'WASM_LOAD', call: 'WASM_LOAD', own: 'WASM_LOAD' }, damaged);
  }
});

test('command-line tool: sample, rows from stdin and a file, SGF with dead stones, errors', (t) => {
  const cli = join(ROOT, 'web/cli.js');
  const sample = run('node', [cli], ROOT, '');
  assert.match(sample, /built-in sample/);
  assert.match(sample, /Result: (Black|White) wins by \d+(\.5)?/);
  const rows = run('node', [cli, '--komi', '0.5'], ROOT, 'BBB\nB B\nBBB\n');
  assert.match(rows, /Black: 9 {2}\(stones 8 \+ territory 1\)/);
  assert.match(rows, /Result: Black wins by 8.5 {3}\(SGF RE\[B\+8.5\]\)/);
  const dir = mkdtempSync(join(tmpdir(), 'goscore-cli-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const sgfFile = join(dir, 'game.sgf');
  writeFileSync(sgfFile, '(;FF[4]GM[1]SZ[5]KM[6.5]RE[W+8.5];B[ab];W[cc];B[bb];W[cd];B[ba];W[dc];B[];W[])');
  // A count that differs from the record's RE exits 1 (goscore --help: exit status).
  const mismatch = (args) => {
    try {
      return run('node', args, ROOT);
    } catch (e) {
      assert.equal(e.status, 1, e.stderr);
      return e.stdout;
    }
  };
  const scored = mismatch([cli, sgfFile, '--rules', 'territory']);
  assert.match(scored, /5x5, 8 moves, komi 6.5, territory rules/);
  assert.match(scored, /Record: RE\[W\+8.5\] (matches|does not match)/);
  const withDead = mismatch([cli, sgfFile, '--dead', 'cc']);
  assert.match(withDead, /White: -?\d/);
  assert.throws(() => run('node', [cli, '--rules', 'bogus'], ROOT, ''), (e) => e.status === 2 && /rules.*"bogus"/.test(e.stderr));
  const bad = join(dir, 'bad.txt');
  writeFileSync(bad, 'BB\nB\n');
  assert.throws(() => run('node', [cli, bad], ROOT), (e) => e.status === 2 && /row 1 has 1 points, expected 2/.test(e.stderr));
  assert.throws(() => run('node', [cli, join(dir, 'missing.txt')], ROOT), (e) => e.status === 2 && /missing\.txt: no such file/.test(e.stderr));
});
