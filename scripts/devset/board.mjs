// A small Go board for the dev-set scripts: replay with captures (no ko check: the
// records were played on servers that enforced it), counting by area or territory,
// and ASCII drawing. Coordinates [x, y], 0-based from the top left; cells 'B' 'W' '.'.

const OTHER = { B: 'W', W: 'B' };

export class Board {
  /** An empty width x height board; `rows` (strings of B/W/.) fills it instead when given. */
  constructor(width, height, rows = null) {
    this.width = width;
    this.height = height;
    this.cells = rows ? rows.join('').split('') : new Array(width * height).fill('.');
    this.captures = { B: 0, W: 0 }; // stones captured BY each colour
  }

  at(x, y) { return this.cells[y * this.width + x]; }

  neighbours(i) {
    const x = i % this.width, y = (i - x) / this.width, out = [];
    if (x > 0) out.push(i - 1);
    if (x < this.width - 1) out.push(i + 1);
    if (y > 0) out.push(i - this.width);
    if (y < this.height - 1) out.push(i + this.width);
    return out;
  }

  /** The chain through point index i and its liberty count: { stones, liberties }. */
  chain(i) {
    const c = this.cells[i], seen = new Set([i]), libs = new Set(), stack = [i];
    while (stack.length) {
      const p = stack.pop();
      for (const q of this.neighbours(p)) {
        if (this.cells[q] === '.') libs.add(q);
        else if (this.cells[q] === c && !seen.has(q)) { seen.add(q); stack.push(q); }
      }
    }
    return { stones: [...seen], liberties: libs.size };
  }

  /** Plays colour c at (x, y) (x < 0 passes); throws on an occupied point or a suicide. */
  play(c, x, y) {
    if (x < 0) return;
    const i = y * this.width + x;
    if (this.cells[i] !== '.') throw new Error(`play: ${c} at ${x},${y} is occupied`);
    this.cells[i] = c;
    for (const q of this.neighbours(i)) {
      if (this.cells[q] !== OTHER[c]) continue;
      const ch = this.chain(q);
      if (ch.liberties === 0) {
        for (const s of ch.stones) this.cells[s] = '.';
        this.captures[c] += ch.stones.length;
      }
    }
    if (this.chain(i).liberties === 0) throw new Error(`play: ${c} at ${x},${y} is suicide`);
  }

  rows() {
    const out = [];
    for (let y = 0; y < this.height; y++) out.push(this.cells.slice(y * this.width, (y + 1) * this.width).join(''));
    return out;
  }

  /**
   * Counts the board once the stones listed in `dead` ([[x, y]]) are removed. Returns
   * { area: {B, W}, territory: {B, W}, deadStones: {B, W} } where an empty region counts
   * for a colour when only that colour's stones border it (no seki analysis).
   */
  count(dead) {
    const cells = this.cells.slice();
    const deadStones = { B: 0, W: 0 };
    for (const [x, y] of dead) {
      const i = y * this.width + x;
      if (cells[i] === 'B' || cells[i] === 'W') { deadStones[cells[i]]++; cells[i] = '.'; }
    }
    const area = { B: 0, W: 0 }, territory = { B: 0, W: 0 };
    const seen = new Uint8Array(cells.length);
    for (let i = 0; i < cells.length; i++) {
      if (cells[i] !== '.') { area[cells[i]]++; continue; }
      if (seen[i]) continue;
      let size = 0; const border = new Set(); const stack = [i]; seen[i] = 1;
      while (stack.length) {
        const p = stack.pop(); size++;
        for (const q of this.neighbours(p)) {
          if (cells[q] !== '.') border.add(cells[q]);
          else if (!seen[q]) { seen[q] = 1; stack.push(q); }
        }
      }
      if (border.size === 1) { const c = [...border][0]; territory[c] += size; area[c] += size; }
    }
    return { area, territory, deadStones };
  }
}

/**
 * Black's margin (Black minus White, komi included) once `dead` is removed, under
 * `rules`: area counting for chinese/aga/nz/ing/tromp-taylor (White gets the handicap
 * compensation of Chinese rules, one point a stone, and AGA's one less), territory plus
 * prisoners otherwise (japanese, korean). `prisoners` = stones captured BY each colour.
 */
export function margin(board, dead, { rules, komi, handicap = 0, prisoners }) {
  const c = board.count(dead);
  if (['chinese', 'aga', 'nz', 'ing', 'tromp-taylor'].includes(rules)) {
    let comp = 0;
    if (handicap > 1 && rules === 'chinese') comp = handicap;
    if (handicap > 1 && rules === 'aga') comp = handicap - 1;
    return c.area.B - c.area.W - komi - comp;
  }
  const b = c.territory.B + prisoners.B + c.deadStones.W;
  const w = c.territory.W + prisoners.W + c.deadStones.B;
  return b - w - komi;
}

/** ASCII drawing with optional marks: marks maps 'x,y' -> a character drawn instead. */
export function ascii(rows, marks = new Map()) {
  const cols = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'.slice(0, rows[0].length);
  const out = ['    ' + cols.split('').join(' ')];
  rows.forEach((r, y) => {
    const line = r.split('').map((c, x) => marks.get(`${x},${y}`) || (c === 'B' ? 'X' : c === 'W' ? 'O' : '.'));
    out.push(String(rows.length - y).padStart(3) + ' ' + line.join(' '));
  });
  return out.join('\n');
}

/** Parses 'B+3.5' / 'W+0.5' / 'B+12' into Black's margin; null for R/T/F/Void/draws/other. */
export function parseResult(re) {
  const m = /^\s*([BW])\s*\+\s*(\d+(?:\.\d+)?)\s*$/i.exec(re || '');
  if (!m) return null;
  const v = Number(m[2]);
  return m[1].toUpperCase() === 'B' ? v : -v;
}
