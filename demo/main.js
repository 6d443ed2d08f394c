// The scoring demo: every rule, capture, score and SGF here comes from the goscore package itself
// (../web/index.js and its WebAssembly core). The page's modules: state.js the session and the
// message line, actions.js what the controls do to the game, sgf-io.js SGF in and out, render.js
// the drawing of the board and the panels (panels.js the panels' parts, board.js the board). This
// file binds the controls to the actions and starts the page.
import { act, say, state, ui } from './state.js';
import { autoMark, describeCursor, goToMove, markAt, newGame, pass, playAt, redo, setKomi, setMode, undo } from './actions.js';
import { drawGhost, render, startEstimator, view } from './render.js';
import { loadFile, loadPasted, saveSgf } from './sgf-io.js';

view.handlers.onPoint = act((point) => (state.mode === 'play' ? playAt(point) : markAt(point)));

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
ui.overlay.addEventListener('change', act(render));
ui.estimate.addEventListener('change', act(render));
ui.compare.addEventListener('toggle', act(render));
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
ui.clearMarks.addEventListener(
  'click',
  act(() => {
    state.game.clearMarks();
    say('Dead and seki marks cleared.');
    render();
  }),
);
ui.newGameForm.addEventListener('submit', act(newGame));
ui.size.addEventListener('change', () => {
  const custom = ui.size.value === 'custom';
  ui.customSize.hidden = !custom;
  ui.customSizeLabel.hidden = !custom;
  if (custom) ui.customSize.focus();
});
ui.sgfFile.addEventListener('change', act(loadFile));
ui.sgfLoad.addEventListener('click', act(loadPasted));
ui.sgfSave.addEventListener('click', act(saveSgf));

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
startEstimator(); // now, not on first use: the estimate must work offline once the page has loaded
document.body.dataset.ready = 'true';
