// SGF reading for the dev-set scripts: the main line of each game tree, and the game
// record (size, komi, rules, handicap, result, setup stones, moves) the scripts need.
// Format: SGF FF[4], https://www.red-bean.com/sgf/ (property values, escapes, the
// "tt" pass of FF[3] boards up to 19x19).

/** Parses `text` into [{ nodes: [props] }] (main line only); props maps ident -> [values]. */
export function parseSgfMainLines(text) {
  const games = [];
  let i = 0;
  const n = text.length;
  const skipWs = () => { while (i < n && /\s/.test(text[i])) i++; };
  // Reads one tree at text[i] === '(' and returns its main line of nodes.
  function tree() {
    i++; // '('
    const nodes = [];
    let main = null;
    for (;;) {
      skipWs();
      if (i >= n) throw new Error('parseSgf: unterminated game tree');
      const c = text[i];
      if (c === ';') { i++; nodes.push(node()); }
      else if (c === '(') { const sub = tree(); if (main === null) main = sub; }
      else if (c === ')') { i++; break; }
      else throw new Error(`parseSgf: unexpected '${c}' at ${i}`);
    }
    return main ? nodes.concat(main) : nodes;
  }
  function node() {
    const props = {};
    for (;;) {
      skipWs();
      let id = '';
      while (i < n && /[A-Za-z]/.test(text[i])) id += text[i++];
      if (!id) return props;
      id = id.replace(/[a-z]/g, ''); // FF[1-3] long names: AddBlack -> AB
      const values = [];
      skipWs();
      while (text[i] === '[') {
        i++;
        let v = '';
        while (i < n && text[i] !== ']') {
          if (text[i] === '\\') i++;
          v += text[i++];
        }
        i++;
        values.push(v);
        skipWs();
      }
      if (values.length === 0) throw new Error(`parseSgf: property ${id} has no value`);
      props[id] = (props[id] || []).concat(values);
    }
  }
  for (;;) {
    while (i < n && text[i] !== '(') i++;
    if (i >= n) break;
    games.push({ nodes: tree() });
  }
  return games;
}

function point(v, w, h) {
  if (v === '' || (v === 'tt' && w <= 19 && h <= 19)) return null;
  const x = v.charCodeAt(0) - 97;
  const y = v.charCodeAt(1) - 97;
  if (v.length !== 2 || x < 0 || y < 0 || x >= w || y >= h) throw new Error(`bad point '${v}'`);
  return [x, y];
}

// Expands compressed point lists (AB[aa:cc]).
function points(values, w, h) {
  const out = [];
  for (const v of values) {
    const [a, b] = v.split(':');
    const p = point(a, w, h);
    const q = b ? point(b, w, h) : p;
    for (let y = p[1]; y <= q[1]; y++) for (let x = p[0]; x <= q[0]; x++) out.push([x, y]);
  }
  return out;
}

/** Normalises an RU value to 'japanese' | 'chinese' | 'korean' | 'aga' | 'nz' | 'ing' | other lower-case. */
export function normaliseRules(ru) {
  const r = (ru || '').toLowerCase();
  if (/jap|territ/.test(r)) return 'japanese';
  if (/chin|area/.test(r)) return 'chinese';
  if (/kor/.test(r)) return 'korean';
  if (/aga|bgl/.test(r)) return 'aga';
  if (/new ?zealand|^nz/.test(r)) return 'nz';
  if (/ing|goe/.test(r)) return 'ing';
  return r;
}

/**
 * Game record of a main line: { width, height, komi, rules, handicap, result, setup: {B, W},
 * moves: [[color, x, y]] (x = y = -1 for a pass) }. Throws on setup stones after the root
 * or on points outside the board.
 */
export function gameFromMainLine(nodes) {
  const root = nodes[0] || {};
  const sz = (root.SZ ? root.SZ[0] : '19').split(':').map(Number);
  const width = sz[0];
  const height = sz.length > 1 ? sz[1] : sz[0];
  if (!(width >= 2 && width <= 25 && height >= 2 && height <= 25)) throw new Error(`board size ${root.SZ}`);
  const one = (k) => (root[k] ? root[k][0].trim() : '');
  const setup = { B: points(root.AB || [], width, height), W: points(root.AW || [], width, height) };
  const moves = [];
  nodes.forEach((props, k) => {
    if (k > 0 && (props.AB || props.AW || props.AE)) throw new Error('setup stones after the root');
    for (const c of ['B', 'W']) {
      if (!props[c]) continue;
      const p = point(props[c][0].trim(), width, height);
      moves.push(p ? [c, p[0], p[1]] : [c, -1, -1]);
    }
  });
  return {
    width, height,
    komi: one('KM') === '' ? null : Number(one('KM')),
    rules: normaliseRules(one('RU')),
    handicap: Number(one('HA')) || 0,
    result: one('RE'),
    setup, moves,
  };
}
