// The plain-JS competitors bench/js_bench.mjs times goscore against (written here, not packages):
// the exercism go-counting solution as it is usually written, and a tuned Int8Array flood fill.

/**
 * The exercism go-counting exercise (JavaScript track) solved the way it usually is: a class over
 * the rows, getTerritory a flood fill with a Set of "x,y" keys and a Set of bordering colours,
 * getTerritories calling it for every empty point not yet seen, lists sorted by x then y.
 */
export class NaiveGoCounting {
  constructor(board) {
    this.board = board;
  }

  isOnBoard(x, y) {
    return y >= 0 && y < this.board.length && x >= 0 && x < this.board[0].length;
  }

  getTerritory(x, y) {
    if (!this.isOnBoard(x, y)) return { error: 'Invalid coordinate' };
    if (this.board[y][x] !== ' ') return { owner: 'NONE', territory: [] };
    const visited = new Set();
    const borders = new Set();
    const territory = [];
    const stack = [[x, y]];
    while (stack.length > 0) {
      const [cx, cy] = stack.pop();
      const key = `${cx},${cy}`;
      if (visited.has(key)) continue;
      visited.add(key);
      territory.push([cx, cy]);
      for (const [dx, dy] of [
        [0, -1],
        [0, 1],
        [-1, 0],
        [1, 0],
      ]) {
        const nx = cx + dx;
        const ny = cy + dy;
        if (!this.isOnBoard(nx, ny)) continue;
        const cell = this.board[ny][nx];
        if (cell === ' ') stack.push([nx, ny]);
        else borders.add(cell);
      }
    }
    const owner = borders.size === 1 ? (borders.has('B') ? 'BLACK' : 'WHITE') : 'NONE';
    territory.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    return { owner, territory };
  }

  getTerritories() {
    const result = { territoryBlack: [], territoryWhite: [], territoryNone: [] };
    const seen = new Set();
    for (let y = 0; y < this.board.length; y++) {
      for (let x = 0; x < this.board[y].length; x++) {
        if (this.board[y][x] !== ' ' || seen.has(`${x},${y}`)) continue;
        const { owner, territory } = this.getTerritory(x, y);
        for (const [tx, ty] of territory) seen.add(`${tx},${ty}`);
        const key = owner === 'BLACK' ? 'territoryBlack' : owner === 'WHITE' ? 'territoryWhite' : 'territoryNone';
        result[key].push(...territory);
      }
    }
    for (const list of Object.values(result)) list.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    return result;
  }
}

/**
 * The best plain JS does: the core's algorithm in JS. A padded Int8Array with a wall sentinel
 * (kept between calls of the same size), an Int32Array queue that doubles as the region's point
 * list, no allocation but the result. Checks its input like the package does.
 */
export function createTunedFill() {
  const WALL = 2;
  const VISITED = 3;
  // Owner of a finished cell, indexed by value + 1: stones, then 4 + border mask (1 B, 2 W).
  const OWNER = Int8Array.of(-1, 0, 1, 0, 0, 0, 1, -1, 0);
  let scratch = new Int8Array(0);
  let queue = new Int32Array(0);
  let curWidth = -1;
  let curHeight = -1;

  function size(width, height) {
    if (width === curWidth && height === curHeight) return;
    const stride = width + 1;
    scratch = new Int8Array((height + 2) * stride + 1).fill(WALL);
    queue = new Int32Array(width * height);
    curWidth = width;
    curHeight = height;
  }

  function fillAll(width, height) {
    const stride = width + 1;
    const s = scratch;
    const q = queue;
    for (let y = 0; y < height; y++) {
      for (let x = 0, p = (y + 1) * stride + 1; x < width; x++, p++) {
        if (s[p] !== 0) continue;
        let head = 0;
        let tail = 0;
        let mask = 0;
        s[p] = VISITED;
        q[tail++] = p;
        while (head < tail) {
          const l = q[head++];
          let n = l - stride;
          let v = s[n];
          if (v === 0) {
            s[n] = VISITED;
            q[tail++] = n;
          } else if (v === 1) mask |= 1;
          else if (v === -1) mask |= 2;
          n = l - 1;
          v = s[n];
          if (v === 0) {
            s[n] = VISITED;
            q[tail++] = n;
          } else if (v === 1) mask |= 1;
          else if (v === -1) mask |= 2;
          n = l + 1;
          v = s[n];
          if (v === 0) {
            s[n] = VISITED;
            q[tail++] = n;
          } else if (v === 1) mask |= 1;
          else if (v === -1) mask |= 2;
          n = l + stride;
          v = s[n];
          if (v === 0) {
            s[n] = VISITED;
            q[tail++] = n;
          } else if (v === 1) mask |= 1;
          else if (v === -1) mask |= 2;
        }
        const code = 4 + mask;
        for (let i = 0; i < tail; i++) s[q[i]] = code;
      }
    }
  }

  /** Int8Array signs in, the owners out: into `out`, or a new Int8Array (the ownershipMap contract). */
  function ownership(signs, width, height, out = new Int8Array(width * height)) {
    if (signs.length !== width * height) throw new Error('bad size');
    size(width, height);
    const stride = width + 1;
    const s = scratch;
    for (let y = 0, i = 0; y < height; y++) {
      for (let x = 0, p = (y + 1) * stride + 1; x < width; x++, p++, i++) {
        const v = signs[i];
        if (v < -1 || v > 1) throw new Error(`bad value at ${i}`);
        s[p] = v;
      }
    }
    fillAll(width, height);
    for (let y = 0, i = 0; y < height; y++) {
      for (let x = 0, p = (y + 1) * stride + 1; x < width; x++, p++, i++) out[i] = OWNER[s[p] + 1];
    }
    return out;
  }

  /** Exercism rows in, { territoryBlack, territoryWhite, territoryNone } out (the getTerritories contract). */
  function territories(rows) {
    const height = rows.length;
    const width = rows[0].length;
    size(width, height);
    const stride = width + 1;
    const s = scratch;
    for (let y = 0; y < height; y++) {
      const row = rows[y];
      if (row.length !== width) throw new Error(`row ${y} has ${row.length} points`);
      for (let x = 0, p = (y + 1) * stride + 1; x < width; x++, p++) {
        const c = row.charCodeAt(x);
        if (c === 32 || c === 46) s[p] = 0;
        else if (c === 66) s[p] = 1;
        else if (c === 87) s[p] = -1;
        else throw new Error(`bad character at ${x}, ${y}`);
      }
    }
    fillAll(width, height);
    const territoryBlack = [];
    const territoryWhite = [];
    const territoryNone = [];
    for (let x = 0; x < width; x++) {
      for (let y = 0, p = stride + 1 + x; y < height; y++, p += stride) {
        const c = s[p];
        if (c === 5) territoryBlack.push([x, y]);
        else if (c === 6) territoryWhite.push([x, y]);
        else if (c === 4 || c === 7) territoryNone.push([x, y]);
      }
    }
    return { territoryBlack, territoryWhite, territoryNone };
  }

  return { ownership, territories };
}
