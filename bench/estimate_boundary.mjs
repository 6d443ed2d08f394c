// estimateDead through two packages, alternating in one process, on the 19x19 end positions of
// ogs-autoscore.json (Black to move, komi 6.5, effort 'normal'), with the native estimator of each
// checkout (its build/native/estimate_eval, the same options) on the same positions: CPU time per
// call, the median over the positions of each position's median of 8 calls. compare.mjs runs it:
// when the estimator itself changed between two builds, the WASM call over the native estimator's
// own time says whether the boundary costs more.
//
//   node bench/estimate_boundary.mjs DIR_A DIR_B   (prints JSON: [{ dir, wasmMs, nativeMs }])
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { datasetPath } from '../tests/js/datasets.mjs';

const dirs = process.argv.slice(2).map((d) => resolve(d));
const file = datasetPath('ogs-autoscore.json');
const SIGN = { B: 1, W: -1 };
const boards = JSON.parse(readFileSync(file, 'utf8'))
  .cases.filter((c) => c.board.length === 19)
  .map((c) => c.board.map((row) => [...row].map((ch) => SIGN[ch] ?? 0)));
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const packages = [];
for (const dir of dirs) {
  const pkg = await import(pathToFileURL(join(dir, 'web/index.js')).href);
  await pkg.ready;
  packages.push(pkg);
}
const perPosition = dirs.map(() => []);
for (const board of boards) {
  const times = dirs.map(() => []);
  for (let rep = 0; rep < 9; rep++) {
    for (let k = 0; k < dirs.length; k++) {
      const t0 = cpuMs();
      packages[k].estimateDead(board, { komi: 6.5, toMove: 1 });
      if (rep > 0) times[k].push(cpuMs() - t0); // the first call of each warms up
    }
  }
  times.forEach((t, k) => perPosition[k].push(median(t)));
}
const native = (dir) => {
  const tool = join(dir, 'build/native/estimate_eval');
  if (!existsSync(tool)) return null;
  const r = spawnSync(tool, [file, '--to-move', 'black', '--quiet', '--cpu-time', '--repeat', '9'], { encoding: 'utf8' });
  return Number(/19x19 median ([\d.]+) ms/.exec(r.stdout)?.[1]) || null;
};
console.log(JSON.stringify(dirs.map((dir, k) => ({ dir, wasmMs: median(perPosition[k]), nativeMs: native(dir) }))));
