// The demo's actions on the game: play, mark, pass, undo and redo (the marks kept), stepping to a
// move of the list or slider, the modes, auto-marking, a new game and the komi field. Each changes
// the session (state.js) through the goscore package, says what it did, and redraws (render.js).
import { Game, estimateDead } from '../web/index.js';
import { readKomiText } from '../web/cli/komi.js';
import { setDead, setSeki } from '../web/cli/record.js';
import { pointName } from './board.js';
import { fmt } from './panels.js';
import { atCountedRecordEnd, render, view } from './render.js';
import { COLOR_NAME, errorText, isDead, nextColor, positionKey, recordEnd, say, state, ui } from './state.js';

const MAX_SIZE = 25;

const ILLEGAL = {
  occupied: 'the point is occupied',
  suicide: 'it would be suicide (the stone would have no liberties)',
  ko: 'it retakes the ko at once: play elsewhere first',
  superko: 'it would repeat an earlier position (superko)',
  'off-board': 'the point is off the board',
};

/**
 * Shows `game` in place of the one before (freed). fromRecord: the game was read from a record,
 * whose last position (where it stands now) counts as finished when its RE is a count.
 */
export function replaceGame(game, { name = 'game', fromRecord = false } = {}) {
  state.game?.dispose();
  state.game = game;
  state.redo = [];
  state.name = name;
  state.recordEnd = fromRecord ? recordEnd(game) : null;
  ui.komi.value = String(game.komi);
  view.setSize(game.width, game.height);
  render();
}

export function playAt(point) {
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

export function markAt(point) {
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

/**
 * Runs `change` (a pass, an undo, a redo, a step of the slider) and puts back the dead and seki
 * marks it dropped, even when it fails part way: every dead mark whose point still holds a stone,
 * every seki mark whose point is still empty. Score mode must not lose what the user marked.
 */
function keepingMarks(change) {
  const { game } = state;
  const { dead, seki } = game.marks;
  try {
    return change();
  } finally {
    const board = game.board;
    setDead(game, dead.filter(([x, y]) => board[y]?.[x]));
    setSeki(game, seki.filter(([x, y]) => board[y]?.[x] === 0));
  }
}

export function pass() {
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

export function undo() {
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

/** Plays a taken-back move again. */
function replay({ color, vertex }) {
  if (vertex) state.game.play(color, vertex);
  else state.game.pass(color);
}

export function redo() {
  const move = state.redo.pop();
  if (!move) {
    say('Nothing to redo.');
    return;
  }
  try {
    keepingMarks(() => replay(move));
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
export function autoMark() {
  const { game } = state;
  try {
    const e = estimateDead(game.board, { toMove: game.turn, komi: game.komi, rules: ui.rules.value });
    game.clearMarks();
    setDead(game, e.dead);
    state.analysis = { key: positionKey(game), certain: e.certain, sealing: e.sealing };
    const sealing = e.sealing.reduce((n, v) => n + (v ? 1 : 0), 0);
    say(
      `Auto-marked ${e.dead.length} dead stone${e.dead.length === 1 ? '' : 's'}` +
        `${sealing ? `; ${sealing} point${sealing === 1 ? ' still needs' : 's still need'} sealing (!)` : ''}. Click a chain to correct it.`,
    );
  } catch (error) {
    say(errorText(error), 'error');
  }
}

export function setMode(mode) {
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
  // Auto-marks only what nobody decided: no marks yet, and not the end of a scored record.
  const undecided = game && game.marks.dead.length === 0 && game.marks.seki.length === 0 && !atCountedRecordEnd(game);
  if (entering && ui.autoMark.checked && undecided) {
    autoMark();
  }
  if (game) render();
}

export function newGame(event) {
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

export function setKomi() {
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

/** Steps the game to move `n` of the list: takes moves back, or replays the taken-back ones. */
export function goToMove(n) {
  const { game } = state;
  try {
    keepingMarks(() => {
      while (game.moveCount > n && game.moves.length) {
        const last = game.moves.at(-1);
        game.undo();
        state.redo.push({ color: last.color, vertex: last.vertex });
      }
      while (game.moveCount < n && state.redo.length) replay(state.redo.pop());
    });
    say(`Showing the position after move ${game.moveCount}.`);
  } catch (error) {
    say(errorText(error), 'error');
  }
  render();
}

export function describeCursor() {
  const { game } = state;
  const point = view.cursor;
  const sign = game.board[point[1]][point[0]];
  const what = sign === 0 ? 'empty' : `${COLOR_NAME[sign]} stone${isDead(point) ? ', marked dead' : ''}`;
  say(`${pointName(point, game.height)}: ${what}.`);
}
