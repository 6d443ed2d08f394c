// The board view: an SVG drawing of the grid, coordinates, stones and the scoring overlay, with one
// invisible hit square per point. It knows nothing of the rules: main.js hands it a snapshot of the
// game (signs, ownership, marks) from the goscore package and gets point clicks back.

const SVG_NS = 'http://www.w3.org/2000/svg';
const CELL = 24; // user units between two lines
const MARGIN = 30; // from the outer line to the edge of the board, room for the coordinates
const STONE_R = CELL * 0.47;

/** Column letters as Go players write them: A to Z without I (25 letters, enough for 25x25). */
export const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** "D4"-style name of [x, y] (x from the left, y from the top) on a board `height` lines high. */
export function pointName([x, y], height) {
  return `${COLUMNS[x] ?? `#${x + 1}`}${height - y}`;
}

/** The star points (hoshi) of a width x height board. */
export function starPoints(width, height) {
  const along = (n) => {
    if (n < 7) return n % 2 === 1 && n >= 5 ? [(n - 1) / 2] : [];
    const off = n >= 13 ? 3 : 2;
    const mid = n % 2 === 1 ? [(n - 1) / 2] : [];
    return { edges: [off, n - 1 - off], mid };
  };
  const ax = along(width);
  const ay = along(height);
  if (Array.isArray(ax) || Array.isArray(ay)) {
    const xs = Array.isArray(ax) ? ax : ax.mid;
    const ys = Array.isArray(ay) ? ay : ay.mid;
    return xs.flatMap((x) => ys.map((y) => [x, y]));
  }
  const points = [];
  for (const x of ax.edges) for (const y of ay.edges) points.push([x, y]);
  if (ax.mid.length && ay.mid.length) {
    const [mx] = ax.mid;
    const [my] = ay.mid;
    points.push([mx, my]);
    if (width >= 15 && height >= 15) {
      for (const x of ax.edges) points.push([x, my]);
      for (const y of ay.edges) points.push([mx, y]);
    }
  }
  return points;
}

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (parent) parent.appendChild(node);
  return node;
}

const px = (x) => MARGIN + x * CELL;

export class BoardView {
  /**
   * @param {SVGSVGElement} svg
   * @param {{ onPoint: (point: number[]) => void, onHover?: (point: number[] | null) => void }} handlers
   */
  constructor(svg, handlers) {
    this.svg = svg;
    this.handlers = handlers;
    this.width = 0;
    this.height = 0;
    this.cursor = null;
    this.ghost = null;
    svg.addEventListener('click', (event) => {
      const point = this.#pointOf(event.target);
      if (point) {
        this.cursor = point;
        this.#drawCursor();
        handlers.onPoint(point);
      }
    });
    svg.addEventListener('pointermove', (event) => {
      if (event.pointerType === 'touch') return;
      handlers.onHover?.(this.#pointOf(event.target));
    });
    svg.addEventListener('pointerleave', () => handlers.onHover?.(null));
  }

  #pointOf(target) {
    const x = target?.dataset?.x;
    const y = target?.dataset?.y;
    return x === undefined || y === undefined ? null : [Number(x), Number(y)];
  }

  /** Rebuilds the static layers (wood, grid, coordinates, hit squares) for a new size. */
  setSize(width, height) {
    this.width = width;
    this.height = height;
    if (!this.cursor || this.cursor[0] >= width || this.cursor[1] >= height) {
      this.cursor = [Math.floor(width / 2), Math.floor(height / 2)];
    }
    const svg = this.svg;
    svg.replaceChildren();
    const w = 2 * MARGIN + (width - 1) * CELL;
    const h = 2 * MARGIN + (height - 1) * CELL;
    svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
    svg.style.setProperty('--aspect', `${w} / ${h}`);

    const defs = el('defs', {}, svg);
    const wood = el('linearGradient', { id: 'wood', x1: 0, y1: 0, x2: 1, y2: 1 }, defs);
    el('stop', { offset: '0%', 'stop-color': '#e9c27a' }, wood);
    el('stop', { offset: '55%', 'stop-color': '#dcae62' }, wood);
    el('stop', { offset: '100%', 'stop-color': '#cf9f55' }, wood);
    const black = el('radialGradient', { id: 'stone-black', cx: '35%', cy: '30%', r: '75%' }, defs);
    el('stop', { offset: '0%', 'stop-color': '#6b6b6b' }, black);
    el('stop', { offset: '45%', 'stop-color': '#262626' }, black);
    el('stop', { offset: '100%', 'stop-color': '#050505' }, black);
    const white = el('radialGradient', { id: 'stone-white', cx: '35%', cy: '30%', r: '80%' }, defs);
    el('stop', { offset: '0%', 'stop-color': '#ffffff' }, white);
    el('stop', { offset: '60%', 'stop-color': '#f1efe9' }, white);
    el('stop', { offset: '100%', 'stop-color': '#c9c6bd' }, white);

    el('rect', { x: 0, y: 0, width: w, height: h, rx: 6, fill: 'url(#wood)', class: 'wood' }, svg);

    const grid = el('g', { class: 'grid', 'aria-hidden': 'true' }, svg);
    let d = '';
    for (let x = 0; x < width; x++) d += `M${px(x)} ${px(0)}V${px(height - 1)}`;
    for (let y = 0; y < height; y++) d += `M${px(0)} ${px(y)}H${px(width - 1)}`;
    el('path', { d, class: 'lines' }, grid);
    el('rect', {
      x: px(0),
      y: px(0),
      width: (width - 1) * CELL,
      height: (height - 1) * CELL,
      class: 'edge',
    }, grid);
    for (const [x, y] of starPoints(width, height)) {
      el('circle', { cx: px(x), cy: px(y), r: 2.6, class: 'star' }, grid);
    }

    const coords = el('g', { class: 'coords', 'aria-hidden': 'true' }, svg);
    for (let x = 0; x < width; x++) {
      const label = COLUMNS[x] ?? String(x + 1);
      el('text', { x: px(x), y: MARGIN / 2 - 1 }, coords).textContent = label;
      el('text', { x: px(x), y: h - MARGIN / 2 + 1 }, coords).textContent = label;
    }
    for (let y = 0; y < height; y++) {
      const label = String(height - y);
      el('text', { x: MARGIN / 2 - 2, y: px(y) }, coords).textContent = label;
      el('text', { x: w - MARGIN / 2 + 2, y: px(y) }, coords).textContent = label;
    }

    this.stoneLayer = el('g', { class: 'stones', 'aria-hidden': 'true' }, svg);
    this.overlayLayer = el('g', { class: 'overlay', 'aria-hidden': 'true' }, svg);
    this.ghostLayer = el('g', { class: 'ghost', 'aria-hidden': 'true' }, svg);
    this.cursorLayer = el('g', { class: 'cursor', 'aria-hidden': 'true' }, svg);
    const hits = el('g', { class: 'hits' }, svg);
    /** The hit rectangles, row-major: draw() writes each point's state on them (data-sign, data-dead). */
    this.hits = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        this.hits[y * width + x] = el('rect', {
          x: px(x) - CELL / 2,
          y: px(y) - CELL / 2,
          width: CELL,
          height: CELL,
          'data-x': x,
          'data-y': y,
          'data-point': `${x},${y}`,
          'data-testid': `point-${x}-${y}`,
        }, hits);
      }
    }
    this.#drawCursor();
  }

  /**
   * Draws a snapshot of the game.
   * @param {{ signs: number[][], dead: Set<number>, lastMove: number[] | null,
   *           overlay: null | { ownership: Int8Array, seki: Uint8Array, liftDead: boolean,
   *             sekiGroups?: Int8Array, falseEye?: Uint8Array, certain?: Int8Array,
   *             sealing?: Uint8Array },
   *           estimate?: Float32Array | null, highlight?: number[] | null }} view
   *   sekiGroups: stones and points of groups in seki (ringed); falseEye: false eyes (triangle);
   *   certain: proven points (filled squares; the others, guesses, are drawn hollow); sealing:
   *   points that must be played before the count means anything ('!'); estimate: ownership from
   *   -1 to 1, shaded; highlight: one point ringed (a conflict under the pointer).
   */
  draw({ signs, dead, lastMove, overlay, estimate = null, highlight = null }) {
    const { width, height } = this;
    const stones = document.createDocumentFragment();
    const marks = document.createDocumentFragment();
    const has = (map) => map && map.length === width * height;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const sign = signs[y][x];
        const i = y * width + x;
        const cx = px(x);
        const cy = px(y);
        if (estimate && has(estimate) && Math.abs(estimate[i]) > 0.05 && sign === 0) {
          const s = CELL * 0.5;
          el('rect', {
            x: cx - s / 2,
            y: cy - s / 2,
            width: s,
            height: s,
            class: `est ${estimate[i] > 0 ? 'est-black' : 'est-white'}`,
            'fill-opacity': (0.15 + 0.6 * Math.abs(estimate[i])).toFixed(2),
          }, marks);
        }
        const isDead = sign !== 0 && dead.has(i);
        const hit = this.hits[i];
        hit.dataset.sign = String(sign);
        hit.dataset.dead = String(isDead);
        if (sign !== 0) {
          const g = el('g', { class: `stone ${sign === 1 ? 'black' : 'white'}${isDead ? ' dead' : ''}` }, stones);
          el('circle', { cx: cx + 0.9, cy: cy + 1.3, r: STONE_R, class: 'shadow' }, g);
          el('circle', { cx, cy, r: STONE_R, fill: `url(#stone-${sign === 1 ? 'black' : 'white'})`, class: 'body' }, g);
        }
        if (!overlay) continue;
        if (has(overlay.sekiGroups) && overlay.sekiGroups[i] !== 0 && sign !== 0) {
          el('circle', { cx, cy, r: STONE_R * 0.55, class: 'seki-group' }, marks);
        }
        if (has(overlay.sealing) && overlay.sealing[i]) {
          el('text', { x: cx, y: cy + CELL * 0.16, class: 'sealing' }, marks).textContent = '!';
          continue;
        }
        if (has(overlay.falseEye) && overlay.falseEye[i] && sign === 0) {
          const s = CELL * 0.2;
          el('path', { d: `M${cx} ${cy - s}L${cx + s} ${cy + s * 0.8}L${cx - s} ${cy + s * 0.8}Z`, class: 'false-eye' }, marks);
          continue;
        }
        const lifted = sign === 0 || (isDead && overlay.liftDead);
        if (!lifted) continue;
        if (overlay.seki[i]) {
          el('circle', { cx, cy, r: CELL * 0.16, class: 'seki-mark' }, marks);
          continue;
        }
        const owner = overlay.ownership[i];
        if (owner !== 0) {
          const s = CELL * (isDead ? 0.34 : 0.3);
          const guess = has(overlay.certain) && overlay.certain[i] === 0;
          el('rect', {
            x: cx - s / 2,
            y: cy - s / 2,
            width: s,
            height: s,
            class: `terr ${owner === 1 ? 'terr-black' : 'terr-white'}${guess ? ' guess' : ''}`,
          }, marks);
        } else if (sign === 0) {
          const s = CELL * 0.13;
          el('path', { d: `M${cx - s} ${cy - s}L${cx + s} ${cy + s}M${cx + s} ${cy - s}L${cx - s} ${cy + s}`, class: 'dame' }, marks);
        }
      }
    }
    if (lastMove) {
      const [x, y] = lastMove;
      const sign = signs[y]?.[x];
      if (sign) {
        el('circle', { cx: px(x), cy: px(y), r: CELL * 0.2, class: `last ${sign === 1 ? 'on-black' : 'on-white'}` }, stones);
      }
    }
    if (highlight) {
      el('circle', { cx: px(highlight[0]), cy: px(highlight[1]), r: CELL * 0.62, class: 'highlight' }, marks);
    }
    this.stoneLayer.replaceChildren(stones);
    this.overlayLayer.replaceChildren(marks);
  }

  /** A translucent stone of `color` where the next move would go, or none. */
  setGhost(point, color) {
    this.ghostLayer.replaceChildren();
    if (!point || !color) return;
    el('circle', {
      cx: px(point[0]),
      cy: px(point[1]),
      r: STONE_R,
      fill: `url(#stone-${color === 1 ? 'black' : 'white'})`,
      class: 'ghost-stone',
    }, this.ghostLayer);
  }

  /** Moves the keyboard cursor by (dx, dy); returns the new point. */
  moveCursor(dx, dy) {
    const [x, y] = this.cursor;
    this.cursor = [
      Math.min(this.width - 1, Math.max(0, x + dx)),
      Math.min(this.height - 1, Math.max(0, y + dy)),
    ];
    this.#drawCursor();
    return this.cursor;
  }

  #drawCursor() {
    this.cursorLayer.replaceChildren();
    if (!this.cursor) return;
    const [x, y] = this.cursor;
    const s = CELL * 0.92;
    el('rect', { x: px(x) - s / 2, y: px(y) - s / 2, width: s, height: s, rx: 3, class: 'cursor-box' }, this.cursorLayer);
  }
}
