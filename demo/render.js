// Drawing the page from the session state (state.js): the board and its overlay, the score panel
// (the itemised count, RE beside it, the conflicts, Compare rules), the estimate line during play
// (computed in demo/estimate-worker.js), the status line and the move list. Nothing here changes
// the game.
import * as goscore from '../web/index.js';
import { isCountedResult, sameResult } from '../web/cli/record.js';
import { BoardView } from './board.js';
import { RULESET_LABELS, breakdownLine, createEstimator, fmt, renderCompare, renderConflicts, renderMoves } from './panels.js';
import { COLOR_NAME, cell, errorText, nextColor, positionKey, recordEnd, say, state, ui } from './state.js';

/** The board. main.js sets what a click on a point does (view.handlers.onPoint): play or mark. */
export const view = new BoardView(ui.board, {
  onPoint: () => {},
  onHover: (point) => {
    state.hover = point;
    drawGhost();
  },
});

const NOTES = {
  territory:
    'Territory (Japanese rules): the empty points each side surrounds, less its stones captured or marked dead. Seki regions count for nobody.',
  area: 'Area (Chinese rules): stones on the board plus the empty points they surround. Prisoners do not count.',
  'tromp-taylor':
    'Tromp-Taylor: area scoring with every stone on the board alive; dead marks are ignored.',
};

// The package's rulesets, added to the picker beside the aliases.
for (const name of goscore.RULESETS ?? []) {
  if ([...ui.rules.options].some((o) => o.value === name)) continue;
  const option = document.createElement('option');
  option.value = name;
  option.textContent = RULESET_LABELS[name] ?? name;
  ui.rules.append(option);
}

function setValue(testid, value, options) {
  const node = cell(testid);
  if (value === null) {
    node.textContent = '\u2013';
    node.dataset.value = '';
    node.classList.add('muted');
  } else {
    node.textContent = fmt(value, options);
    node.dataset.value = String(value);
    node.classList.remove('muted');
  }
}

/** The breakdown kinds each row of the score table adds up (the rulesets' breakdown). */
const ROW_KINDS = {
  stones: ['stones'],
  territory: ['territory'],
  prisoners: ['captures', 'dead'],
  komi: ['komi'],
  handicap: ['handicap', 'pass-stones'],
};

/**
 * A side's points in each row of the score table (null: not part of its total), so that the rows
 * shown add up to the total: from the breakdown for the rulesets; for the aliases from the details
 * ('territory' takes the stones each side lost off its territory, 'area' and 'tromp-taylor' count
 * stones and territory).
 */
function tableParts(result, rules, side) {
  const items = result.breakdown?.[side];
  if (items) {
    const sum = (kinds) => {
      const mine = items.filter((item) => kinds.includes(item.kind));
      return mine.length ? mine.reduce((total, item) => total + item.points, 0) : null;
    };
    return Object.fromEntries(Object.entries(ROW_KINDS).map(([row, kinds]) => [row, sum(kinds)]));
  }
  const d = result.details[side];
  const territoryRules = rules === 'territory';
  return {
    stones: territoryRules ? null : d.stones,
    territory: d.territory,
    prisoners: territoryRules ? -d.prisoners : null,
    komi: side === 'white' ? result.details.komi : null,
    handicap: null,
  };
}

/** Whether the game stands at the last move of the record it was read from. */
const atRecordEnd = (game) => state.recordEnd !== null && state.recordEnd === recordEnd(game);

/**
 * Whether the count means anything: the user is scoring, both passed, or the game stands at the
 * end of a record whose RE is a count. A record that ends by resignation or time is not counted
 * until the user switches to Score.
 */
function isOver(game) {
  if (state.mode === 'score' || game.consecutivePasses >= 2) return true;
  return atCountedRecordEnd(game);
}

/**
 * Whether the game stands at the end of a record whose RE is a count: the record was scored, and
 * its marks (the dead stones and seki its TB/TW give, or none) are what the players agreed.
 */
export function atCountedRecordEnd(game) {
  return atRecordEnd(game) && isCountedResult(game.recordedResult);
}

/** What the panel says instead of a count while the game is not over. */
function pendingText(game) {
  const recorded = game.recordedResult;
  if (atRecordEnd(game) && recorded) {
    return `The record ends ${recorded}, not by a count: switch to Score to count the position.`;
  }
  return 'The game is not over: no count until both players pass (or switch to Score to count now).';
}

/** Draws the whole page from the state. */
export function render() {
  const { game } = state;
  const rules = ui.rules.value;
  const result = game.score({ rules });
  const over = isOver(game);
  const signs = game.board;
  const marks = game.marks;
  const moves = game.moves;
  const dead = new Set(marks.dead.map(([x, y]) => y * game.width + x));
  const last = moves.length ? moves[moves.length - 1] : null;

  const key = positionKey(game);
  const analysis = state.analysis?.key === key ? state.analysis : null;
  // An estimate belongs to the position, the player to move, the komi and the rules it was made for.
  const estimateKey = `${key}|${game.turn}|${game.komi}|${rules}`;
  const estimate = state.mode === 'play' && ui.estimate.checked && state.estimate?.key === estimateKey ? state.estimate : null;
  view.draw({
    signs,
    dead: rules === 'tromp-taylor' ? new Set() : dead,
    lastMove: last?.vertex ?? null,
    overlay: state.mode === 'score' || ui.overlay.checked
      ? {
          ownership: result.ownership,
          seki: result.seki,
          liftDead: rules !== 'tromp-taylor',
          sekiGroups: result.sekiGroups,
          falseEye: result.falseEye,
          certain: state.mode === 'score' ? analysis?.certain : undefined,
          sealing: state.mode === 'score' ? analysis?.sealing : undefined,
        }
      : null,
    estimate: estimate?.ownership ?? null,
    highlight: state.highlight,
  });
  showConflicts(result);
  showCompare();
  showEstimate(estimateKey, estimate);
  drawGhost();

  // Score panel: the parts shown add up to each total, as the package computes it. During play the
  // count of an unfinished position is no result: the panel says so instead.
  const { details } = result;
  const show = (v) => (over ? v : null);
  const black = tableParts(result, rules, 'black');
  const white = tableParts(result, rules, 'white');
  for (const part of ['stones', 'territory', 'prisoners', 'komi', 'handicap']) {
    setValue(`black-${part}`, show(black[part]), { sign: part === 'komi' || part === 'handicap' });
    setValue(`white-${part}`, show(white[part]), { sign: part === 'komi' || part === 'handicap' });
  }
  ui.handicapRow.hidden = !over || (!black.handicap && !white.handicap);
  setValue('black-total', show(result.black));
  setValue('white-total', show(result.white));
  ui.prisonersLabel.textContent = rules === 'territory' ? 'Prisoners lost' : 'Prisoners';
  ui.result.textContent = over ? String(result) : pendingText(game);
  ui.result.dataset.winner = over ? String(result.winner) : '';
  const status = over ? String(result) : atRecordEnd(game) && game.recordedResult ? `Recorded ${game.recordedResult}` : 'Game in progress';
  ui.statusResult.textContent = status;
  const breakdown = result.breakdown;
  cell('breakdown').hidden = !breakdown || !over;
  if (breakdown) {
    cell('breakdown-black').textContent = `Black: ${breakdownLine(breakdown.black, result.black)}`;
    cell('breakdown-white').textContent = `White: ${breakdownLine(breakdown.white, result.white)}`;
  }
  ui.result.dataset.pending = String(!over);
  cell('sgf-result').textContent = over ? result.sgf : '\u2013';
  cell('dame').textContent = over ? String(details.dame) : '\u2013';
  ui.sekiRow.hidden = !details.sekiPoints;
  cell('seki-points').textContent = String(details.sekiPoints);
  ui.rulesNote.textContent = NOTES[rules] ?? '';

  const recorded = game.recordedResult;
  ui.recordedRow.hidden = !recorded;
  cell('recorded-result').textContent = recorded;
  const matchCell = cell('record-match');
  const counted = recorded && isCountedResult(recorded);
  const same = counted && sameResult(recorded, result.sgf);
  matchCell.textContent = !counted ? '(no count to compare)' : same ? '\u2713 matches' : `\u2717 differs from ${result.sgf}`;
  matchCell.dataset.match = counted ? String(same) : '';

  const agree = game.agreeUnderEquivalence();
  ui.agreeRow.hidden = agree === undefined;
  cell('agreement').textContent = agree === undefined ? '' : agree ? 'Agree' : 'Disagree';
  cell('agreement').dataset.value = agree === undefined ? '' : String(agree);

  // Status line and controls.
  const color = nextColor();
  ui.turn.textContent = `${COLOR_NAME[color]} to play`;
  ui.turn.dataset.color = String(color);
  const caps = game.captures;
  ui.moveInfo.textContent = `Move ${game.moveCount} · captured by Black ${caps.black}, by White ${caps.white}`;
  renderMoves(
    { slider: ui.moveSlider, list: ui.moveList, position: ui.movePosition },
    moves,
    [...state.redo].reverse(),
    game.height,
  );
  ui.undo.disabled = moves.length === 0;
  ui.redo.disabled = state.redo.length === 0;
  ui.clearMarks.disabled = marks.dead.length === 0 && marks.seki.length === 0;
  ui.board.setAttribute(
    'aria-label',
    `Go board, ${game.width} by ${game.height}, ${state.mode} mode. ${COLOR_NAME[color]} to play. ${status}.`,
  );
}

/** The conflicts beside the score, in Score mode. */
function showConflicts(result) {
  const conflicts = state.mode === 'score' ? result.conflicts ?? [] : [];
  renderConflicts(ui.conflicts, ui.conflictList, conflicts, state.game.height);
}

/** The Compare rules panel, when open. */
function showCompare() {
  if (!ui.compare.open) return;
  try {
    renderCompare(ui.compareTable, ui.compareReasons, state.game.compareRules());
  } catch (error) {
    ui.compareTable.replaceChildren();
    ui.compareReasons.replaceChildren();
    say(errorText(error), 'error');
  }
}

/** Keeps the worker's answer (or failure) for the position it was asked about, and redraws. */
function keepEstimate(answer) {
  state.estimate = { key: state.estimatePending, ...answer };
  state.estimatePending = null;
  render();
}

const estimator = createEstimator({
  onAnswer: (data) => {
    if (data.id !== state.estimateId) return; // an answer for a position the page has left
    keepEstimate(data.error ? { error: data.error } : { score: data.score, ownership: data.ownership });
  },
  onError: (message) => {
    if (state.estimatePending !== null) keepEstimate({ error: message });
    else say(`The estimate could not start: ${message}`, 'error');
  },
  onReady: () => {
    document.body.dataset.estimator = 'ready';
  },
});

/** Starts the estimate worker with the page, so that the estimate works offline once loaded. */
export const startEstimator = estimator.start;

/** The estimate line during play; asks the worker for the position when it has no estimate yet. */
function showEstimate(key, estimate) {
  const on = state.mode === 'play' && ui.estimate.checked;
  ui.estimateResult.hidden = !on;
  if (!on) return;
  const { game } = state;
  const signs = new Set(game.board.flat());
  if (!signs.has(1) || !signs.has(-1)) {
    // The package's estimator gives such a board wholly to the one colour on it (353.5 points
    // after Black's first move on 19x19): no estimate is better than that one.
    ui.estimateResult.textContent = 'Estimate: none until both colours have stones on the board.';
    ui.estimateResult.dataset.score = '';
    return;
  }
  if (estimate?.error) {
    ui.estimateResult.textContent = `No estimate: ${estimate.error}`;
    ui.estimateResult.dataset.score = '';
    return;
  }
  if (estimate) {
    const margin = estimate.score;
    const lead = Math.abs(margin) < 0.05 ? 'even' : `${margin > 0 ? 'Black' : 'White'} ahead by about ${fmt(Math.round(Math.abs(margin) * 10) / 10)}`;
    ui.estimateResult.textContent = `Estimate: ${lead} (komi included).`;
    ui.estimateResult.dataset.score = String(margin);
    return;
  }
  ui.estimateResult.textContent = 'Estimating…';
  ui.estimateResult.dataset.score = '';
  if (state.estimatePending === key) return;
  state.estimatePending = key;
  estimator.ask({
    id: ++state.estimateId,
    board: game.board,
    options: { toMove: game.turn, komi: game.komi, rules: ui.rules.value, prisoners: game.captures },
  });
}

/** The translucent stone under the pointer in Play mode, where the move is legal. */
export function drawGhost() {
  const { game } = state;
  const point = state.hover;
  if (state.mode !== 'play' || !point || !game) {
    view.setGhost(null);
    return;
  }
  const color = nextColor();
  view.setGhost(game.check(color, point) === 'legal' ? point : null, color);
}
