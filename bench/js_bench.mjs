// The Node side of `npm run bench`: one method per process, so that no JIT state or heap leaks from
// one method into the next.
//
//   node bench/js_bench.mjs --method NAME [--corpus bench/corpus] [--package DIR] [--out FILE] [--quick]
//   node bench/js_bench.mjs --list
//
// --package DIR times the package of another checkout (DIR/web/index.js; default this one's), as
// bench/compare.mjs does to put two builds side by side.
//
// Every method is first checked against a reference flood fill on every board it is timed on, then
// timed per board size with bench/harness.mjs: a warm-up, then batches of whole passes over the
// boards until at least 400 ms (and 10 batches) are measured; the result is the median batch, in ns
// per board, as CPU time of the process (user + system, GC threads included) and as wall time.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readCorpus, tiledPosition, toRows, toSignMap, toSigns } from './corpus.mjs';
import { FULL, measure, QUICK, sinkValue } from './harness.mjs';
import { playRandomMoves, rng } from '../tests/js/random.mjs';
import { NaiveGoCounting, createTunedFill } from './js_competitors.mjs';

const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------
// Checking: every method's output against a plain reference, on every board it is timed on.

/** Reference owners: a straightforward BFS over the cells string. */
function referenceOwnership(pos) {
  const { width, height, cells } = pos;
  const out = new Int8Array(width * height);
  const seen = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === 'B') out[i] = 1;
    else if (cells[i] === 'W') out[i] = -1;
  }
  for (let start = 0; start < cells.length; start++) {
    if (cells[start] !== '.' || seen[start]) continue;
    const region = [start];
    seen[start] = 1;
    let black = false;
    let white = false;
    for (let k = 0; k < region.length; k++) {
      const p = region[k];
      const x = p % width;
      const y = (p - x) / width;
      const next = [];
      if (x > 0) next.push(p - 1);
      if (x < width - 1) next.push(p + 1);
      if (y > 0) next.push(p - width);
      if (y < height - 1) next.push(p + width);
      for (const n of next) {
        if (cells[n] === 'B') black = true;
        else if (cells[n] === 'W') white = true;
        else if (!seen[n]) {
          seen[n] = 1;
          region.push(n);
        }
      }
    }
    const owner = black && !white ? 1 : white && !black ? -1 : 0;
    for (const p of region) out[p] = owner;
  }
  return out;
}

/** Owners from exercism objects; throws unless the lists are sorted by x then y and cover every empty point once. */
function ownershipOfTerritories(result, pos) {
  const out = new Int8Array(pos.width * pos.height);
  const covered = new Uint8Array(pos.width * pos.height);
  for (let i = 0; i < pos.cells.length; i++) out[i] = pos.cells[i] === 'B' ? 1 : pos.cells[i] === 'W' ? -1 : 0;
  for (const [key, owner] of [
    ['territoryBlack', 1],
    ['territoryWhite', -1],
    ['territoryNone', 0],
  ]) {
    const list = result[key];
    for (let k = 0; k < list.length; k++) {
      const [x, y] = list[k];
      if (k > 0 && (list[k - 1][0] > x || (list[k - 1][0] === x && list[k - 1][1] >= y))) {
        throw new Error(`${key} is not sorted by x then y`);
      }
      const i = y * pos.width + x;
      if (pos.cells[i] !== '.' || covered[i]) throw new Error(`${key} has [${x}, ${y}] wrongly`);
      covered[i] = 1;
      out[i] = owner;
    }
  }
  for (let i = 0; i < pos.cells.length; i++) {
    if (pos.cells[i] === '.' && !covered[i]) throw new Error(`empty point ${i} is in no list`);
  }
  return out;
}

function sameOwners(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// The methods: prepare (untimed input conversion), run (timed), owners (for the check), sink.

let packageDir = null; // --package: another checkout's package

async function loadPackage() {
  return packageDir ? import(pathToFileURL(resolve(packageDir, 'web/index.js')).href) : import('../web/index.js');
}

const territoriesSink = (r) => r.territoryBlack.length + 2 * r.territoryWhite.length + 3 * r.territoryNone.length;

const METHODS = {
  ownershipMap: {
    title: 'goscore ownershipMap (Int8Array in, Int8Array out)',
    scaling: true,
    async setup() {
      const { ownershipMap } = await loadPackage();
      return {
        prepare: (pos) => ({ signs: toSigns(pos), width: pos.width, height: pos.height }),
        run: (input) => ownershipMap(input.signs, input.width, input.height),
        owners: (out) => out,
        sink: (out) => out[out.length >> 1],
      };
    },
  },
  ownershipMapInto: {
    title: 'goscore ownershipMap into a caller-owned Int8Array (the redraw-on-every-change path)',
    scaling: true,
    async setup() {
      const { ownershipMap } = await loadPackage();
      return {
        prepare: (pos) => ({
          signs: toSigns(pos),
          width: pos.width,
          height: pos.height,
          out: new Int8Array(pos.width * pos.height),
        }),
        run: (input) => ownershipMap(input.signs, input.width, input.height, input.out),
        owners: (out) => out,
        sink: (out) => out[out.length >> 1],
      };
    },
  },
  getTerritories: {
    title: 'goscore getTerritories (exercism rows in, objects out)',
    scaling: true,
    async setup() {
      const { getTerritories } = await loadPackage();
      return {
        prepare: (pos) => toRows(pos),
        run: (rows) => getTerritories(rows),
        owners: ownershipOfTerritories,
        sink: territoriesSink,
      };
    },
  },
  scoreTrompTaylor: {
    title: 'goscore scoreTrompTaylor (sign map in)',
    async setup() {
      const { scoreTrompTaylor } = await loadPackage();
      return {
        prepare: (pos) => ({ map: toSignMap(pos), moves: pos.moves }),
        run: (input) => scoreTrompTaylor(input.map, 7.5, 2, input.moves),
        owners: null,
        sink: (out) => out[1],
      };
    },
  },
  gamePlayUndo: {
    title: 'goscore Game: play one legal move on the finished position, then undo it',
    async setup() {
      const { Game } = await loadPackage();
      return {
        prepare: (pos) => {
          const game = Game.fromPosition(toSignMap(pos));
          // The first empty point where Black may play (a corpus position always has one).
          for (let y = 0; y < pos.height; y++) {
            for (let x = 0; x < pos.width; x++) {
              if (pos.cells[y * pos.width + x] === '.' && game.check(1, [x, y]) === 'legal') return { game, vertex: [x, y] };
            }
          }
          return { game, vertex: null };
        },
        run: (input) => {
          if (input.vertex === null) return 0;
          input.game.play(1, input.vertex);
          return input.game.undo() ? 1 : 0;
        },
        owners: null,
        sink: (out) => out,
      };
    },
  },
  scoreTerritoryDead: {
    title: "goscore scoreTerritory with dead chains (sign map in; seki 'auto', the default since issue 12: the life analysis included)",
    async setup() {
      const { scoreTerritory } = await loadPackage();
      return {
        prepare: (pos) => ({
          map: toSignMap(pos),
          options: { komi: 6.5, dead: pos.dead, prisoners: { black: pos.capturesBlack, white: pos.capturesWhite } },
        }),
        run: (input) => scoreTerritory(input.map, input.options),
        owners: null,
        sink: (out) => out.black,
      };
    },
  },
  gameFromSgfScore: {
    title: 'goscore Game.fromSgf + score() of a 250-move record, then dispose()',
    async setup() {
      const { Game } = await loadPackage();
      return {
        // A 250-move game of random legal moves on the board's size (seeded by the position), written
        // with toSgf: the same record for every build of the same core.
        prepare: (pos) => {
          const game = new Game({ width: pos.width, height: pos.height });
          playRandomMoves(game, rng(pos.moves), 250);
          const text = game.toSgf();
          game.dispose();
          return text;
        },
        run: (text) => {
          const game = Game.fromSgf(text);
          const margin = game.score().margin;
          game.dispose();
          return margin;
        },
        owners: null,
        sink: (out) => out,
      };
    },
  },
  estimateDead: {
    title: "goscore estimateDead (sign map in, effort 'normal')",
    async setup() {
      const { estimateDead } = await loadPackage();
      return {
        prepare: (pos) => toSignMap(pos),
        run: (map) => estimateDead(map, { komi: 6.5 }),
        owners: null,
        sink: (out) => out.dead.length,
      };
    },
  },
  sabakiAreaMap: {
    title: '@sabaki/influence areaMap (sign map in, sign map out)',
    async setup() {
      const { areaMap } = require('@sabaki/influence');
      return {
        prepare: (pos) => toSignMap(pos),
        run: (map) => areaMap(map),
        owners: (out) => Int8Array.from(out.flat()),
        sink: (out) => out[0][0],
      };
    },
  },
  naiveExercism: {
    title: 'plain JS, exercism-style (rows in, objects out; Set of "x,y" keys)',
    async setup() {
      return {
        prepare: (pos) => toRows(pos),
        run: (rows) => new NaiveGoCounting(rows).getTerritories(),
        owners: ownershipOfTerritories,
        sink: territoriesSink,
      };
    },
  },
  tunedOwnershipInto: {
    title: 'plain JS, tuned padded Int8Array flood fill (Int8Array in, into a caller-owned Int8Array)',
    scaling: true,
    async setup() {
      const tuned = createTunedFill();
      return {
        prepare: (pos) => ({ signs: toSigns(pos), width: pos.width, height: pos.height, out: new Int8Array(pos.width * pos.height) }),
        run: (input) => tuned.ownership(input.signs, input.width, input.height, input.out),
        owners: (out) => out,
        sink: (out) => out[out.length >> 1],
      };
    },
  },
  tunedOwnership: {
    title: 'plain JS, tuned padded Int8Array flood fill (Int8Array in, Int8Array out)',
    scaling: true,
    async setup() {
      const tuned = createTunedFill();
      return {
        prepare: (pos) => ({ signs: toSigns(pos), width: pos.width, height: pos.height }),
        run: (input) => tuned.ownership(input.signs, input.width, input.height),
        owners: (out) => out,
        sink: (out) => out[out.length >> 1],
      };
    },
  },
  tunedTerritories: {
    title: 'plain JS, tuned padded Int8Array flood fill (rows in, objects out)',
    scaling: true,
    async setup() {
      const tuned = createTunedFill();
      return {
        prepare: (pos) => toRows(pos),
        run: (rows) => tuned.territories(rows),
        owners: ownershipOfTerritories,
        sink: territoriesSink,
      };
    },
  },
};

function parseArgs(argv) {
  const args = { corpus: 'bench/corpus', out: null, method: null, quick: false, list: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--method') args.method = argv[++i];
    else if (a === '--corpus') args.corpus = argv[++i];
    else if (a === '--out') args.out = argv[++i];
    else if (a === '--package') packageDir = argv[++i];
    else if (a === '--quick') args.quick = true;
    else if (a === '--list') args.list = true;
    else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

const CORPUS_SIZES = [9, 13, 19];
const SCALING_SIZES = [9, 19, 49, 99, 199, 499, 999];

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.list) {
    for (const [name, m] of Object.entries(METHODS)) console.log(`${name}\t${m.scaling ? 'scaling' : ''}\t${m.title}`);
    return;
  }
  const spec = METHODS[args.method];
  if (!spec) throw new Error(`--method must be one of ${Object.keys(METHODS).join(', ')}`);
  const method = await spec.setup();
  const timing = args.quick ? QUICK : FULL;
  const results = [];
  const tiles = readCorpus(args.corpus, 19);
  const cases = CORPUS_SIZES.map((size) => ({ kind: 'corpus', size, positions: readCorpus(args.corpus, size) }));
  if (spec.scaling) {
    for (const size of SCALING_SIZES) {
      cases.push({ kind: 'scaling', size, positions: [0, 1, 2, 3].map((v) => tiledPosition(tiles, size, v)) });
    }
  }
  for (const { kind, size, positions } of cases) {
    const inputs = positions.map((pos) => method.prepare(pos));
    if (method.owners) {
      positions.forEach((pos, i) => {
        const got = method.owners(method.run(inputs[i]), pos);
        if (!sameOwners(got, referenceOwnership(pos))) {
          throw new Error(`${args.method}: wrong owners on ${kind} ${size}x${size} board ${i}`);
        }
      });
    }
    const r = measure((input) => method.sink(method.run(input)), inputs, timing);
    const area = size * size;
    results.push({ kind, size, boards: positions.length, ...r, cpuNsPerPoint: r.cpuNs / area, wallNsPerPoint: r.wallNs / area });
    console.error(
      `${args.method.padEnd(18)} ${kind.padEnd(7)} ${String(size).padStart(3)}x${size}: ` +
        `${(r.cpuNs / 1000).toFixed(2)} us/board CPU, ${(r.wallNs / 1000).toFixed(2)} us wall, ` +
        `${(r.cpuNs / area).toFixed(2)} ns/point (${r.batches} batches)`,
    );
  }
  const report = { method: args.method, title: spec.title, node: process.version, checked: Boolean(method.owners), results, sink: sinkValue() };
  if (args.out) writeFileSync(args.out, JSON.stringify(report, null, 2));
  else console.log(JSON.stringify(report, null, 2));
}

await main();
