// What the command-line tool prints for one board or record: the board with territory marked, each
// side's score as the package itemises it, the life analysis' seki, false-eye and dame points and
// the conflicts, the marks the estimator made, and every ruleset side by side (--compare).
import { getTerritories, ownershipMap } from '../index.js';

const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/**
 * The stones of a board as the package reads it: row-major signs. ownershipMap gives every stone's
 * colour on its point (and the owner of empty points), getTerritories lists every empty point.
 */
export function stoneSigns(board) {
  const own = ownershipMap(board);
  const { territoryBlack, territoryWhite, territoryNone } = getTerritories(board);
  const width = board[0].length;
  const signs = Int8Array.from(own);
  for (const [x, y] of [...territoryBlack, ...territoryWhite, ...territoryNone]) signs[y * width + x] = 0;
  return { signs, width, height: board.length };
}

/** A point as the board's labels name it: C3 (columns without I, rows from the bottom). */
export function pointLabel([x, y], width, height) {
  return width <= COLUMNS.length ? `${COLUMNS[x]}${height - y}` : `(${x}, ${y})`;
}

/**
 * The board with stones (X black, O white), territory (x, o), dame (·) and seki points (s). A stone
 * the scorer lifted as dead (whole chains: its point owned by the other colour or by none) is drawn
 * as the point's owner.
 */
export function render({ signs, width, height }, result) {
  const ownership = result.ownership;
  // Under area rules and Tromp-Taylor the result carries no seki map (or an empty one).
  const seki = result.sekiGroups?.length === width * height ? result.sekiGroups : null;
  const label = (x) => (width <= COLUMNS.length ? COLUMNS[x] : String(x % 10));
  const lines = [`    ${Array.from({ length: width }, (_, x) => label(x)).join(' ')}`];
  for (let y = 0; y < height; y++) {
    const cells = [];
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const s = signs[i];
      const o = ownership[i];
      if (s !== 0 && o === s) cells.push(s === 1 ? 'X' : 'O');
      else if (s === 0 && seki && seki[i] !== 0) cells.push('s');
      else if (o === 1) cells.push('x');
      else if (o === -1) cells.push('o');
      else cells.push('·');
    }
    lines.push(`${String(height - y).padStart(3)} ${cells.join(' ')}`);
  }
  lines.push(`    X O stones   x o territory (dead stones included)   · neutral${seki ? '   s seki' : ''}`);
  return lines.join('\n');
}

const lower = (label) => label[0].toLowerCase() + label.slice(1);

/** "Black: 49.5  (territory 31 + captures 12 + komi 6.5)", both sides, then the result line. */
export function describeScore(result) {
  const d = result.details;
  let sides;
  if (result.breakdown) {
    const side = (name, items, total) => {
      const counted = items.filter((item) => item.points !== 0 || item.kind === 'territory' || item.kind === 'stones');
      const notes = items.filter((item) => item.points === 0 && (item.kind === 'seki' || item.kind === 'pass-stones'));
      const sum = counted.map((item) => lower(item.label)).join(' + ');
      const extra = notes.map((item) => `; ${lower(item.label)}`).join('');
      return `${name}: ${total}  (${sum}${extra})`;
    };
    sides = [side('Black', result.breakdown.black, result.black), side('White', result.breakdown.white, result.white)];
  } else {
    const side = (name, s, total, komi) => {
      const parts =
        result.rules === 'territory'
          ? `territory ${s.territory} - prisoners ${s.prisoners}`
          : `stones ${s.stones} + territory ${s.territory}`;
      return `${name}: ${total}  (${parts}${komi ? ` + komi ${komi}` : ''})`;
    };
    sides = [side('Black', d.black, result.black, 0), side('White', d.white, result.white, d.komi)];
  }
  return [...sides, `Result: ${String(result)}   (SGF RE[${result.sgf}])`].join('\n');
}

/** The points of a row-major map where `keep(value)` holds, as labels. */
function mapPoints(map, width, height, keep) {
  const out = [];
  for (let i = 0; i < map.length; i++) if (keep(map[i])) out.push(pointLabel([i % width, Math.floor(i / width)], width, height));
  return out;
}

/**
 * The life analysis behind a territory score: seki points by colour, false eyes, dame, and every
 * conflict between the marks and the analysis. Empty when the result has no analysis (area rules).
 */
export function describeAnalysis(result, width, height) {
  if (!result.sekiGroups || result.sekiGroups.length !== width * height || !result.conflicts) return '';
  const list = (name, points) => `${name}: ${points.length ? points.join(' ') : 'none'}`;
  const lines = [
    list('Seki (Black groups)', mapPoints(result.sekiGroups, width, height, (v) => v === 1)),
    list('Seki (White groups)', mapPoints(result.sekiGroups, width, height, (v) => v === -1)),
    list('False eyes', mapPoints(result.falseEye, width, height, (v) => v === 1)),
    list('Dame', mapPoints(result.dame, width, height, (v) => v === 1)),
  ];
  if (result.conflicts.length === 0) lines.push('Conflicts: none');
  else for (const c of result.conflicts) lines.push(`Conflict (${c.kind}) at ${pointLabel(c.vertex, width, height)}: ${c.message}`);
  return lines.join('\n');
}

/** The chains the estimator marked dead, as labels of their stones. */
export function describeAuto(dead, width, height) {
  if (dead.length === 0) return 'Auto: no stone marked dead.';
  return `Auto: marked ${dead.length} stone${dead.length === 1 ? '' : 's'} dead: ${dead.map((v) => pointLabel(v, width, height)).join(' ')}`;
}

/** Every ruleset's result side by side, then each difference with its reasons (compareRules). */
export function describeCompare({ results, differences }) {
  const names = Object.keys(results);
  const width = Math.max(...names.map((n) => n.length));
  const lines = ['Every ruleset:'];
  for (const name of names) {
    const r = results[name];
    lines.push(`  ${name.padEnd(width)}  ${String(r).padEnd(22)} Black ${r.black}, White ${r.white}`);
  }
  if (differences.length === 0) lines.push('Every ruleset gives the same margin.');
  for (const d of differences) {
    lines.push(`${d.b} against ${d.a}: ${d.points > 0 ? '+' : ''}${d.points} for Black`);
    for (const reason of d.reasons) lines.push(`  ${reason.points > 0 ? '+' : ''}${reason.points}: ${reason.text}`);
  }
  return lines.join('\n');
}
