// Reading and writing SGF in the demo: a pasted record or an opened file becomes the game shown
// (its RU picks the rules, its KM the komi, its TB/TW the dead marks, as the package reads them);
// Save writes the game as the package's toSgf returns it, scored under the rules shown.
import { Game, MAX_SGF_BYTES } from '../web/index.js';
import { replaceGame } from './actions.js';
import { fmt } from './panels.js';
import { render } from './render.js';
import { errorText, say, state, ui } from './state.js';

/** Shows the game of the SGF `text` (named `name` for the saved file); false, with a message, if unread. */
export function loadSgf(text, name) {
  let game;
  try {
    game = Game.fromSgf(text);
  } catch (error) {
    say(`Could not read the SGF record: ${errorText(error)}`, 'error');
    return false;
  }
  replaceGame(game, { name: name.replace(/\.sgf$/i, ''), fromRecord: true });
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

/** Whether a record of `bytes` (UTF-8) is over the package's limit; if so, says so about `what`. */
function refusedForSize(what, bytes) {
  if (bytes <= MAX_SGF_BYTES) return false;
  const mib = (n) => `${(n / 2 ** 20).toFixed(1)} MiB`;
  say(`${what} is ${mib(bytes)}: records larger than ${mib(MAX_SGF_BYTES)} are not read.`, 'error');
  return true;
}

/** Loads the record pasted into the box. */
export function loadPasted() {
  const text = ui.sgfText.value.trim();
  if (!text) {
    say('Paste an SGF record into the box first.', 'error');
    ui.sgfText.focus();
    return;
  }
  if (refusedForSize('The pasted record', new Blob([text]).size)) return;
  loadSgf(text, 'pasted.sgf');
}

/** Loads the file chosen in the file picker. */
export async function loadFile() {
  const file = ui.sgfFile.files?.[0];
  if (!file) return;
  if (refusedForSize(file.name, file.size)) {
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

/** Offers the game as an SGF file, scored under the rules shown. */
export function saveSgf() {
  const { game } = state;
  try {
    const result = game.score({ rules: ui.rules.value }); // toSgf() writes its RU, RE and TB/TW
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
    // Say what the file holds, as written.
    const re = text.includes(`RE[${result.sgf}]`) ? `RE[${result.sgf}]` : 'no RE written for these rules';
    say(`Saved ${link.download} (${re}).`);
  } catch (error) {
    say(errorText(error), 'error');
  }
}
