// Reads the benchmark corpus written by `goscore_bench --generate=DIR` (format in bench/corpus.h)
// and builds the inputs every method takes: Int8Array signs, sign maps, exercism rows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The positions of DIR/<size>.txt:
 * [{ width, height, cells ('B' | 'W' | '.' row-major), moves, capturesBlack, capturesWhite, dead }].
 */
export function readCorpus(dir, size) {
  const text = readFileSync(join(dir, `${size}.txt`), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [w, h, cells, moves, capturesBlack, capturesWhite, dead] = line.split(' ');
      const width = Number(w);
      const height = Number(h);
      if (cells.length !== width * height) throw new Error(`corpus ${size}: bad line`);
      return {
        width,
        height,
        cells,
        moves: Number(moves),
        capturesBlack: Number(capturesBlack),
        capturesWhite: Number(capturesWhite),
        dead: dead === '-' ? [] : dead.split(';').map((p) => p.split(',').map(Number)),
      };
    });
}

const SIGN = { B: 1, W: -1, '.': 0 };

/** Row-major Int8Array of signs. */
export function toSigns(pos) {
  const out = new Int8Array(pos.width * pos.height);
  for (let i = 0; i < out.length; i++) out[i] = SIGN[pos.cells[i]];
  return out;
}

/** Sign map: board[y][x] in 1 / -1 / 0. */
export function toSignMap(pos) {
  const rows = [];
  for (let y = 0; y < pos.height; y++) {
    const row = [];
    for (let x = 0; x < pos.width; x++) row.push(SIGN[pos.cells[y * pos.width + x]]);
    rows.push(row);
  }
  return rows;
}

/** Exercism rows: 'B', 'W' and ' ' for empty. */
export function toRows(pos) {
  const rows = [];
  for (let y = 0; y < pos.height; y++) {
    rows.push(pos.cells.slice(y * pos.width, (y + 1) * pos.width).replaceAll('.', ' '));
  }
  return rows;
}

/**
 * A size x size position tiled with `tiles` (19x19 positions), tile t taking
 * tiles[(t + variant) % tiles.length], cropped at the edges: the same rule as TiledBoard in
 * bench/corpus.cpp.
 */
export function tiledPosition(tiles, size, variant) {
  const tile = tiles[0].width;
  const across = Math.ceil(size / tile);
  const cells = new Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = Math.floor(y / tile) * across + Math.floor(x / tile);
      const src = tiles[(t + variant) % tiles.length];
      cells[y * size + x] = src.cells[(y % tile) * tile + (x % tile)];
    }
  }
  return { width: size, height: size, cells: cells.join(''), moves: 0, capturesBlack: 0, capturesWhite: 0, dead: [] };
}
