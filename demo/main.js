// The scoring demo: every rule, capture, score and SGF here comes from the goscore package itself
// (../web/index.js and its WebAssembly core); this file only keeps the page's state and draws it.
import * as goscore from '../web/index.js';
import { Game, GoScoreError, MAX_SGF_BYTES } from '../web/index.js';
import { readKomiText } from '../web/cli/komi.js';
import { isCountedResult, sameResult, setDead, setSeki } from '../web/cli/record.js';
import { BoardView, pointName } from './board.js';
import { RULESET_LABELS, breakdownLine, createEstimator, fmt, renderCompare, renderConflicts, renderMoves } from './panels.js';

const $ = (id) => document.getElementById(id);
const MAX_SIZE = 25;
const COLOR_NAME = { 1: 'Black', '-1': 'White' };

const ui = {
  board: $('board'),
  modePlay: $('mode-play'),
  modeScore: $('mode-score'),
  pass: $('pass'),
  undo: $('undo'),
  redo: $('redo'),
  turn: $('turn'),
  moveInfo: $('move-info'),
  message: $('message'),
  rules: $('rules'),
  komi: $('komi'),
  result: $('result'),
  rulesNote: $('rules-note'),
  prisonersLabel: $('prisoners-label'),
  recordedRow: $('recorded-row'),
  sekiRow: $('seki-row'),
  agreeRow: $('agree-row'),
  overlay: $('overlay'),
  clearMarks: $('clear-marks'),
  newGameForm: $('new-game-form'),
  size: $('size'),
  customSize: $('custom-size'),
  customSizeLabel: document.querySelector('.custom-size-label'),
  sgfFile: $('sgf-file'),
  sgfText: $('sgf-text'),
  sgfLoad: $('sgf-load'),
  sgfSave: $('sgf-save'),
  gameInfo: $('game-info'),
  statusResult: $('status-result'),
  moveSlider: $('move-slider'),
  moveList: $('move-list'),
  movePosition: $('move-position'),
  autoMark: $('auto-mark'),
  rerunAuto: $('rerun-auto'),
  estimate: $('estimate'),
  estimateResult: $('estimate-result'),
  conflicts: $('conflicts'),
  conflictList: $('conflict-list'),
  compare: $('compare'),
  compareTable: $('compare-table'),
  compareReasons: $('compare-reasons'),
};
const cell = (testid) => document.querySelector(`[data-testid="${testid}"]`);

const state = {
  /** @type {Game} */
  game: null,
  mode: 'play',
  /** Moves taken back with Undo, most recent last: { color, vertex | null }. */
  redo: [],
  /** A name for the saved file. */
  name: 'game',
  hover: null,
  /** The dead-stone estimate of the position it was made for: { key, certain, sealing }. */
  analysis: null,
  /** The latest score estimate during play: { key, score, ownership }, and the request in flight. */
  estimate: null,
  estimateId: 0,
  /** A conflict's point under the pointer, ringed on the board. */
  highlight: null,
};

/** The position as a string, to tell whether an estimate still belongs to it. */
const positionKey = (game) => `${game.width}x${game.height}:${game.board.flat().join('')}`;

/** A user action: the message of the one before goes (no stale message stays), then `fn` runs. */
const act =
  (fn) =>
  (...args) => {
    say('');
    return fn(...args);
  };

const view = new BoardView(ui.board, {
  onPoint: act((point) => (state.mode === 'play' ? playAt(point) : markAt(point))),
  onHover: (point) => {
    state.hover = point;
    drawGhost();
  },
});

// ---------------------------------------------------------------------------------------------
// Helpers

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

function say(text, kind = 'info') {
  ui.message.textContent = text;
  ui.message.dataset.kind = kind;
}

function errorText(error) {
  if (error instanceof GoScoreError) return error.message;
  return `Unexpected error: ${error?.message ?? error}`;
}

// Whose turn: the opponent of the last move or pass; before any, the record's first player (PL,
// or White after handicap stones).
const nextColor = () => state.game.turn;

const ILLEGAL = {
  occupied: 'the point is occupied',
  suicide: 'it would be suicide (the stone would have no liberties)',
  ko: 'it retakes the ko at once: play elsewhere first',
  superko: 'it would repeat an earlier position (superko)',
  'off-board': 'the point is off the board',
};

// ---------------------------------------------------------------------------------------------
// Actions

function replaceGame(game, { name = 'game' } = {}) {
  state.game?.dispose();
  state.game = game;
  state.redo = [];
  state.name = name;
  ui.komi.value = String(game.komi);
  view.setSize(game.width, game.height);
  render();
}

function playAt(point) {
  const { game } = state;
  const color = nextColor();
  const where = pointName(point, game.height);
  const verdict = game.check(color, point);
  if (verdict !== 'legal') {
    say(`Illegal move at ${where}: ${ILLEGAL[verdict] ?? verdict}.`, 'error');
    return;
  }
  try {
    const { captured } = game.play(color, point);
    state.redo = [];
    const took = captured.length ? `, capturing ${captured.length} stone${captured.length > 1 ? 's' : ''}` : '';
    say(`${COLOR_NAME[color]} played ${where}${took}.`);
  } catch (error) {
    say(errorText(error), 'error');
  }
  render();
}

function markAt(point) {
  const { game } = state;
  const sign = game.board[point[1]][point[0]];
  const where = pointName(point, game.height);
  try {
    if (sign !== 0) {
      game.toggleDead(point);
      const nowDead = isDead(point);
      say(`${COLOR_NAME[sign]} chain at ${where} marked ${nowDead ? 'dead' : 'alive'}.`);
    } else {
      const before = game.marks.seki.length;
      game.toggleSeki(point);
      const nowSeki = game.marks.seki.length > before;
      say(`Region at ${where} ${nowSeki ? 'marked seki' : 'no longer seki'}.`);
    }
  } catch (error) {
    say(errorText(error), 'error');
  }
  render();
}

function isDead([x, y]) {
  return state.game.marks.dead.some(([dx, dy]) => dx === x && dy === y);
}

/**
 * Runs `change` (a pass, an undo) and puts back the dead and seki marks it dropped: every dead mark
 * whose point still holds a stone, every seki mark whose point is still empty. Score mode must not
 * lose what the user marked.
 */
function keepingMarks(change) {
  const { game } = state;
  const { dead, seki } = game.marks;
  const out = change();
  const board = game.board;
  setDead(game, dead.filter(([x, y]) => board[y]?.[x]));
  setSeki(game, seki.filter(([x, y]) => board[y]?.[x] === 0));
  return out;
}

function pass() {
  const color = nextColor();
  try {
    keepingMarks(() => state.game.pass(color));
    state.redo = [];
    const passes = state.game.consecutivePasses;
    say(`${COLOR_NAME[color]} passed.${passes >= 2 ? ' Both passed: switch to Score to mark dead stones.' : ''}`);
  } catch (error) {
    say(errorText(error), 'error');
  }
  render();
}

function undo() {
  const moves = state.game.moves;
  if (!moves.length) {
    say('Nothing to undo.');
    return;
  }
  const last = moves[moves.length - 1];
  keepingMarks(() => state.game.undo());
  state.redo.push({ color: last.color, vertex: last.vertex });
  say(`Took back ${COLOR_NAME[last.color]}'s ${last.vertex ? pointName(last.vertex, state.game.height) : 'pass'}.`);
  render();
}

function redo() {
  const move = state.redo.pop();
  if (!move) {
    say('Nothing to redo.');
    return;
  }
  try {
    if (move.vertex) state.game.play(move.color, move.vertex);
    else state.game.pass(move.color);
    say(`Replayed ${COLOR_NAME[move.color]}'s ${move.vertex ? pointName(move.vertex, state.game.height) : 'pass'}.`);
  } catch (error) {
    state.redo = [];
    say(errorText(error), 'error');
  }
  render();
}

/**
 * Marks the dead stones by the package's estimate (estimateDead with the game's komi, rules and
 * player to move) in place of the marks there were, and keeps its proven points and the points that
 * need sealing for the drawing.
 */
function autoMark() {
  const { game } = state;
  try {
    const e = goscore.estimateDead(game.board, { toMove: game.turn, komi: game.komi, rules: ui.rules.value });
    game.clearMarks();
    setDead(game, e.dead);
    state.analysis = { key: positionKey(game), certain: e.certain, sealing: e.sealing };
    const sealing = e.sealing.reduce((n, v) => n + (v ? 1 : 0), 0);
    say(
      `Auto-marked ${e.dead.length} dead stone${e.dead.length === 1 ? '' : 's'}` +
        `${sealing ? `; ${sealing} point${sealing === 1 ? '' : 's'} still need sealing (!)` : ''}. Click a chain to correct it.`,
    );
  } catch (error) {
    say(errorText(error), 'error');
  }
}

function setMode(mode) {
  const entering = mode === 'score' && state.mode !== 'score';
  state.mode = mode;
  ui.modePlay.setAttribute('aria-pressed', String(mode === 'play'));
  ui.modeScore.setAttribute('aria-pressed', String(mode === 'score'));
  document.body.dataset.mode = mode;
  say(
    mode === 'score'
      ? 'Score mode: click a chain to mark it dead, an empty region to mark it seki.'
      : 'Play mode: click a point to play.',
  );
  const { game } = state;
  if (entering && game && ui.autoMark.checked && game.marks.dead.length === 0 && game.marks.seki.length === 0) {
    autoMark();
  }
  if (game) render();
}

function newGame(event) {
  event?.preventDefault();
  let size = ui.size.value === 'custom' ? Number(ui.customSize.value) : Number(ui.size.value);
  if (!Number.isInteger(size) || size < 2 || size > MAX_SIZE) {
    say(`The board size must be a whole number from 2 to ${MAX_SIZE}.`, 'error');
    return;
  }
  const komi = readKomi();
  if (komi === null) return;
  try {
    replaceGame(new Game({ size, komi }), { name: `game-${size}x${size}` });
    ui.gameInfo.textContent = '';
    say(`New ${size}×${size} game, komi ${fmt(komi)}. Black plays first.`);
  } catch (error) {
    say(errorText(error), 'error');
  }
}

/** The komi field by the package's komi rule (web/cli/komi.js); null, with a message, if refused. */
function readKomi() {
  try {
    return readKomiText(ui.komi.value);
  } catch (error) {
    const text = error.message;
    say(`${text[0].toUpperCase()}${text.slice(1)}.`, 'error');
    return null;
  }
}

function setKomi() {
  const komi = readKomi();
  if (komi === null) {
    ui.komi.value = String(state.game.komi);
    return;
  }
  try {
    state.game.komi = komi;
    say(`Komi set to ${fmt(komi)}.`);
  } catch (error) {
    say(errorText(error), 'error');
    ui.komi.value = String(state.game.komi);
  }
  render();
}

function loadSgf(text, name) {
  let game;
  try {
    game = Game.fromSgf(text);
  } catch (error) {
    say(`Could not read the SGF record: ${errorText(error)}`, 'error');
    return false;
  }
  replaceGame(game, { name: name.replace(/\.sgf$/i, '') });
  // The record's game info as the package's SGF reader read it (FF[3] PlayerBlack is PB).
  const { info } = game;
  const black = (info.PB ?? '').trim();
  const white = (info.PW ?? '').trim();
  const players = black || white ? `${black || 'Black'} (B) vs ${white || 'White'} (W), ` : '';
  if (typeof game.rules === 'string' && [...ui.rules.options].some((o) => o.value === game.rules)) {
    ui.rules.value = game.rules; // the record's RU, as the package read it
    render();
  }
  const moveCount = `${game.moveCount} move${game.moveCount === 1 ? '' : 's'}`;
  ui.gameInfo.textContent = `${players}${game.width}×${game.height}, ${moveCount}, komi ${fmt(game.komi)}.`;
  say(`Loaded ${name}: showing the final position after ${moveCount}. Switch to Score to mark dead stones.`);
  return true;
}

async function loadFile() {
  const file = ui.sgfFile.files?.[0];
  if (!file) return;
  if (file.size > MAX_SGF_BYTES) {
    const mib = (n) => `${(n / 2 ** 20).toFixed(1)} MiB`;
    say(`${file.name} is ${mib(file.size)}: records larger than ${mib(MAX_SGF_BYTES)} are not read.`, 'error');
    ui.sgfFile.value = '';
    return;
  }
  try {
    loadSgf(await file.text(), file.name);
  } catch (error) {
    say(`Could not read ${file.name}: ${error.message}`, 'error');
  }
  ui.sgfFile.value = '';
}

function saveSgf() {
  const { game } = state;
  try {
    const result = game.score({ rules: ui.rules.value }); // toSgf() adds RE and TB/TW once scored
    const text = game.toSgf();
    const blob = new Blob([text], { type: 'application/x-go-sgf' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${state.name || 'game'}-scored.sgf`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    // Say what the file holds: the package writes RE only after some rulesets' scores (see toSgf).
    const re = text.includes(`RE[${result.sgf}]`) ? `RE[${result.sgf}]` : 'no RE written for these rules';
    say(`Saved ${link.download} (${re}).`);
  } catch (error) {
    say(errorText(error), 'error');
  }
}

// ---------------------------------------------------------------------------------------------
// Drawing

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

/** Whether the count means anything: both passed, a finished record, or the user is scoring. */
function isOver(game) {
  return state.mode === 'score' || game.consecutivePasses >= 2 || game.recordedResult !== '';
}

function render() {
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
  const estimate = state.mode === 'play' && ui.estimate.checked && state.estimate?.key === key ? state.estimate : null;
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
  showEstimate(key, estimate);
  drawGhost();

  // Score panel: the parts shown add up to each total, as the package computes it. During play the
  // count of an unfinished position is no result: the panel says so instead.
  const { details } = result;
  const territoryRules = rules === 'territory';
  const show = (v) => (over ? v : null);
  const legacy = details.black.prisoners !== undefined;
  const lost = (side) => (legacy ? -side.prisoners : null);
  setValue('black-stones', show(territoryRules ? null : details.black.stones));
  setValue('white-stones', show(territoryRules ? null : details.white.stones));
  setValue('black-territory', show(details.black.territory));
  setValue('white-territory', show(details.white.territory));
  setValue('black-prisoners', show(territoryRules ? lost(details.black) : null));
  setValue('white-prisoners', show(territoryRules ? lost(details.white) : null));
  setValue('black-komi', null);
  setValue('white-komi', show(details.komi), { sign: true });
  setValue('black-total', show(result.black));
  setValue('white-total', show(result.white));
  ui.prisonersLabel.textContent = territoryRules ? 'Prisoners lost' : 'Prisoners';
  ui.result.textContent = over
    ? String(result)
    : 'The game is not over: no count until both players pass (or switch to Score to count now).';
  ui.result.dataset.winner = over ? String(result.winner) : '';
  ui.statusResult.textContent = over ? String(result) : 'Game in progress';
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
  ui.rulesNote.textContent = NOTES[rules];

  const recorded = game.recordedResult;
  ui.recordedRow.hidden = !recorded;
  cell('recorded-result').textContent = recorded;
  const matchCell = cell('record-match');
  const counted = recorded && isCountedResult(recorded);
  const same = counted && sameResult(recorded, result);
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
    `Go board, ${game.width} by ${game.height}, ${state.mode} mode. ${COLOR_NAME[color]} to play. ${String(result)}.`,
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

const askEstimator = createEstimator(
  (data) => {
    if (data.id !== state.estimateId) return; // an answer for a position the page has left
    const key = state.estimatePending;
    state.estimatePending = null;
    if (data.error) {
      say(`Estimate failed: ${data.error}`, 'error');
      return;
    }
    state.estimate = { key, score: data.score, ownership: data.ownership };
    render();
  },
  (message) => say(`The estimate could not run: ${message}`, 'error'),
);

/** The estimate line during play; asks the worker for the position when it has no estimate yet. */
function showEstimate(key, estimate) {
  const on = state.mode === 'play' && ui.estimate.checked;
  ui.estimateResult.hidden = !on;
  if (!on) return;
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
  const { game } = state;
  askEstimator({
    id: ++state.estimateId,
    board: game.board,
    options: { toMove: game.turn, komi: game.komi, rules: ui.rules.value, prisoners: game.captures },
  });
}

/** Steps the game to move `n` of the list: takes moves back, or replays the taken-back ones. */
function goToMove(n) {
  const { game } = state;
  try {
    while (game.moveCount > n && game.moves.length) {
      const last = game.moves.at(-1);
      game.undo();
      state.redo.push({ color: last.color, vertex: last.vertex });
    }
    while (game.moveCount < n && state.redo.length) {
      const move = state.redo.pop();
      if (move.vertex) game.play(move.color, move.vertex);
      else game.pass(move.color);
    }
    say(`Showing the position after move ${game.moveCount}.`);
  } catch (error) {
    say(errorText(error), 'error');
  }
  render();
}

function drawGhost() {
  const { game } = state;
  const point = state.hover;
  if (state.mode !== 'play' || !point || !game) {
    view.setGhost(null);
    return;
  }
  const color = nextColor();
  view.setGhost(game.check(color, point) === 'legal' ? point : null, color);
}

function describeCursor() {
  const { game } = state;
  const point = view.cursor;
  const sign = game.board[point[1]][point[0]];
  const what = sign === 0 ? 'empty' : `${COLOR_NAME[sign]} stone${isDead(point) ? ', marked dead' : ''}`;
  say(`${pointName(point, game.height)}: ${what}.`);
}

// ---------------------------------------------------------------------------------------------
// Events

ui.modePlay.addEventListener('click', act(() => setMode('play')));
ui.modeScore.addEventListener('click', act(() => setMode('score')));
ui.pass.addEventListener('click', act(pass));
ui.undo.addEventListener('click', act(undo));
ui.redo.addEventListener('click', act(redo));
ui.moveSlider.addEventListener('input', act(() => goToMove(Number(ui.moveSlider.value))));
ui.moveList.addEventListener('click', (event) => {
  const item = event.target.closest('li[data-move]');
  if (item) act(goToMove)(Number(item.dataset.move));
});
ui.rules.addEventListener('change', () => {
  render();
  say(`Scoring with ${ui.rules.selectedOptions[0].textContent} rules.`);
});
ui.komi.addEventListener('change', act(setKomi));
ui.overlay.addEventListener('change', render);
ui.estimate.addEventListener('change', render);
ui.compare.addEventListener('toggle', render);
ui.rerunAuto.addEventListener(
  'click',
  act(() => {
    if (state.mode !== 'score') setMode('score');
    autoMark();
    render();
  }),
);
const hoverConflict = (event) => {
  const li = event.target.closest?.('li[data-x]');
  state.highlight = li ? [Number(li.dataset.x), Number(li.dataset.y)] : null;
  render();
};
ui.conflictList.addEventListener('mouseover', hoverConflict);
ui.conflictList.addEventListener('focusin', hoverConflict);
ui.conflictList.addEventListener('mouseleave', () => {
  state.highlight = null;
  render();
});
ui.clearMarks.addEventListener('click', () => {
  state.game.clearMarks();
  say('Dead and seki marks cleared.');
  render();
});
ui.newGameForm.addEventListener('submit', newGame);
ui.size.addEventListener('change', () => {
  const custom = ui.size.value === 'custom';
  ui.customSize.hidden = !custom;
  ui.customSizeLabel.hidden = !custom;
  if (custom) ui.customSize.focus();
});
ui.sgfFile.addEventListener('change', act(loadFile));
ui.sgfLoad.addEventListener('click', () => {
  say('');
  const text = ui.sgfText.value.trim();
  if (!text) {
    say('Paste an SGF record into the box first.', 'error');
    ui.sgfText.focus();
    return;
  }
  loadSgf(text, 'pasted.sgf');
});
ui.sgfSave.addEventListener('click', saveSgf);

ui.board.addEventListener('pointerdown', () => ui.board.classList.remove('kbd'));
ui.board.addEventListener('keydown', (event) => {
  ui.board.classList.add('kbd');
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const step = steps[event.key];
  if (step) {
    event.preventDefault();
    view.moveCursor(...step);
    state.hover = view.cursor;
    drawGhost();
    describeCursor();
    return;
  }
  const key = event.key.toLowerCase();
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    if (state.mode === 'play') playAt(view.cursor);
    else markAt(view.cursor);
  } else if (key === 'p') pass();
  else if (key === 'u') undo();
  else if (key === 'r') redo();
  else if (key === 'm') setMode(state.mode === 'play' ? 'score' : 'play');
});
ui.board.addEventListener('blur', () => {
  state.hover = null;
  drawGhost();
});

// ---------------------------------------------------------------------------------------------
// Start: a 19x19 game, or the size in the address (?size=9).

const params = new URLSearchParams(location.search);
const startSize = Number(params.get('size'));
if ([9, 13, 19].includes(startSize)) ui.size.value = String(startSize);
setMode('play');
newGame();
document.body.dataset.ready = 'true';
