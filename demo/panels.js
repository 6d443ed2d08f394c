// The demo's side panels, drawn from what the goscore package returns: the itemised score, the
// conflicts list, the Compare rules table, the move list, and the estimate worker's client. They
// hold no game state: main.js passes in what to draw.
import { pointName } from './board.js';

/** Display names of the package's rulesets (goscore.RULESETS). */
export const RULESET_LABELS = {
  japanese: 'Japanese',
  korean: 'Korean',
  chinese: 'Chinese',
  aga: 'AGA',
  'new-zealand': 'New Zealand',
  ing: 'Ing',
  'tromp-taylor': 'Tromp-Taylor',
};

/** 6.5 -> "6.5", -1 -> "−1" (a real minus sign), 0 -> "0"; `sign` adds "+" to positive values. */
export function fmt(value, { sign = false } = {}) {
  const text = Number.isInteger(value) ? String(Math.abs(value)) : Math.abs(value).toFixed(1);
  if (value < 0) return `\u2212${text}`;
  return sign && value > 0 ? `+${text}` : text;
}

/**
 * "Territory 31 + Captures 12 + Komi 6.5 = 49.5": a side's breakdown, which adds up to its total;
 * items of 0 are left out but for territory, and the notes of 0 points (seki, pass stones) follow.
 */
export function breakdownLine(items, total) {
  const parts = items.filter((item) => item.points !== 0 || item.kind === 'territory').map((item) => item.label);
  const notes = items.filter((item) => item.points === 0 && (item.kind === 'seki' || item.kind === 'pass-stones'));
  return `${parts.join(' + ') || '0'} = ${fmt(total)}${notes.map((n) => ` (${n.label})`).join('')}`;
}

/**
 * The conflicts between the marks and the life analysis, one item each naming its point (data-x,
 * data-y for the hover ring). The list is rebuilt only when it changes: a hover redraws the board
 * and the pointer must stay on its item.
 */
export function renderConflicts(container, list, conflicts, height) {
  container.hidden = conflicts.length === 0;
  const key = JSON.stringify(conflicts);
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  list.replaceChildren(
    ...conflicts.map((c) => {
      const li = document.createElement('li');
      li.textContent = `${pointName(c.vertex, height)}: ${c.message}`;
      li.dataset.kind = c.kind;
      li.dataset.x = String(c.vertex[0]);
      li.dataset.y = String(c.vertex[1]);
      li.tabIndex = 0;
      return li;
    }),
  );
}

/** compareRules' answer: one row per ruleset, then each difference with its reasons. */
export function renderCompare(table, reasons, { results, differences }) {
  const label = (name) => RULESET_LABELS[name] ?? name;
  table.replaceChildren(
    ...Object.entries(results).map(([name, r]) => {
      const tr = document.createElement('tr');
      tr.dataset.rules = name;
      for (const value of [label(name), String(r), fmt(r.black), fmt(r.white)]) {
        const td = document.createElement('td');
        td.textContent = value;
        tr.append(td);
      }
      return tr;
    }),
  );
  reasons.replaceChildren(
    ...differences.map((d) => {
      const li = document.createElement('li');
      const why = d.reasons.map((r) => `${r.text} (${fmt(r.points, { sign: true })})`).join('; ');
      li.textContent = `${label(d.b)} against ${label(d.a)}: ${fmt(d.points, { sign: true })} for Black: ${why}.`;
      return li;
    }),
  );
}

/**
 * The move list (numbered; the taken-back moves after the current one, greyed) and the slider:
 * `played` the game's moves, `future` the taken-back ones in replay order.
 */
export function renderMoves({ slider, list, position }, played, future, height) {
  const all = [...played, ...future];
  slider.max = String(all.length);
  slider.value = String(played.length);
  position.textContent = `Move ${played.length} of ${all.length}`;
  list.replaceChildren(
    ...all.map((move, i) => {
      const li = document.createElement('li');
      const where = move.vertex ? pointName(move.vertex, height) : 'pass';
      li.textContent = `${i + 1}. ${move.color === 1 ? 'B' : 'W'} ${where}`;
      li.dataset.move = String(i + 1);
      if (i + 1 === played.length) li.setAttribute('aria-current', 'step');
      if (i >= played.length) li.classList.add('future');
      return li;
    }),
  );
  list.querySelector('[aria-current]')?.scrollIntoView?.({ block: 'nearest' });
}

/**
 * The estimate worker's client: ask(request) sends { id, board, options } to
 * demo/estimate-worker.js; a request made before the worker is ready waits (the latest one only).
 * start() starts the worker without a request: the page does so on load, so that the worker's
 * modules and WebAssembly are in hand before the network may go. Every answer goes to onAnswer,
 * onReady is called once the worker can answer, and a failure of the worker goes to onError, after
 * which the next request starts a new worker.
 */
export function createEstimator({ onAnswer, onError, onReady = () => {} }) {
  let worker = null;
  let ready = false;
  let queued = null;
  const start = () => {
    if (worker) return;
    worker = new Worker(new URL('./estimate-worker.js', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }) => {
      if (!data.ready) {
        onAnswer(data);
        return;
      }
      ready = true;
      onReady();
      if (queued) worker.postMessage(queued);
      queued = null;
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      worker?.terminate();
      worker = null;
      ready = false;
      queued = null;
      onError(event.message || 'the estimate worker did not start');
    };
  };
  const ask = (request) => {
    start();
    if (ready) worker.postMessage(request);
    else queued = request;
  };
  return { ask, start };
}
