// The game engine and SGF: the Game class (cpp/wasm/game.cpp). A Game owns a C++ game through a
// handle that core.js frees.
import { W, INPUT, call, freeGame, points, reserve, scalar, setInput, text, view } from './core.js';
import { describe, fail } from './errors.js';
import {
  checkSize,
  exclusive,
  readBoard,
  readColor,
  readInteger,
  readKomiTenths,
  readName,
  readOptions,
  readSgfText,
  readVertex,
} from './input.js';
import { setBoardInput } from './regions.js';
import { compareRules as compareRulesOf } from './rules.js';
import { estimateDead as estimateDeadOf, estimateScore as estimateScoreOf } from './estimate.js';
import { readGroups, readMoves } from './game-flat.js';
import { countGame, countGameResult, rulesOfRecord, rulesOptions } from './game-score.js';

const DISPOSE = Symbol.dispose ?? Symbol.for('Symbol.dispose');
const VERDICTS = Object.fromEntries(Object.entries(W.verdicts).map(([name, code]) => [code, name]));
const CN = W.counters;
const PLAY_OPTIONS = ['komi', 'suicide', 'ko', 'turn'];
// The constructor's argument for a Game that fromPosition / fromSgf set up themselves.
const INTERNAL = Symbol('internal');

// Frees the C++ game of a Game that was garbage-collected without dispose().
const finalizer = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry(freeGame) : null;

/** Reads the options of play (komi, suicide, ko, turn) from readOptions' result. */
function readPlayOptions(fn, opts) {
  const komi = readKomiTenths(fn, opts.komi ?? 6.5);
  const suicide = opts.suicide ?? false;
  if (typeof suicide !== 'boolean') {
    throw fail(fn, 'INVALID_ARGUMENT', `suicide must be true or false, got ${describe(suicide)}`);
  }
  const ko = readName(fn, 'ko', opts.ko ?? 'simple', W.ko);
  const turn = opts.turn === undefined ? 0 : readColor(fn, opts.turn, 'turn');
  return { komi, suicide, ko, turn };
}


/** A sign map (rows of arrays) from the int8 array just returned. */
function signMap(width, height, values) {
  const rows = new Array(height);
  for (let y = 0; y < height; y++) {
    const row = new Array(width);
    for (let x = 0, i = y * width; x < width; x++, i++) row[x] = values[i];
    rows[y] = row;
  }
  return rows;
}

/**
 * game.score(options) reduced to its result, { winner, margin, sgf } (the SGF RE value): the same
 * count, without the maps and breakdown a score copies out, and without changing what toSgf
 * writes. For the CLI's archive mode, which needs nothing else of a record's score; not exported
 * by the package.
 */
export let scoreResultOf;

/**
 * A game of Go: the liberty tracker, the rules of play, the move log, prisoners, scoring marks and
 * scoring. It holds WASM memory: call dispose() (or use `using`) when done.
 */
export class Game {
  #handle = 0;
  #width;
  #height;
  #komi;
  // The options of the last score() for toSgf: { rules, seki, scoreFalseEyes }, null when the game
  // is not scored or has changed since (a change of komi alone keeps them). toSgf scores again with
  // them (the same count, with the komi as it is now; the life analysis is kept from the last call,
  // cpp/life/territory.cpp), so that score() itself keeps no copy of its maps.
  #scored = null;
  #rules = undefined;
  // The game info, read once: it is the record's root and never changes (null until read).
  #info = null;

  constructor(options) {
    if (options === INTERNAL) return;
    const fn = 'Game';
    const opts = readOptions(fn, options, ['width', 'height', 'size', ...PLAY_OPTIONS]);
    exclusive(fn, opts, ['width', 'size']);
    exclusive(fn, opts, ['height', 'size']);
    const width = readInteger(fn, 'width', opts.width ?? opts.size ?? 19);
    const height = readInteger(fn, 'height', opts.height ?? opts.size ?? width);
    checkSize(fn, width, height);
    const play = readPlayOptions(fn, opts);
    this.#create(fn, width, height, play);
  }

  #create(fn, width, height, { komi, suicide, ko, turn }) {
    // About 19 bytes a point (measured on 1024x1024), and the padding and bookkeeping around them.
    reserve(fn, 24 * (width + 2) * (height + 2) + 64 * 1024, `a ${width}x${height} game`);
    call(fn, 'game_new', width, height, suicide ? 1 : 0, ko, komi, turn);
    this.#handle = scalar(W.value.value);
    this.#width = width;
    this.#height = height;
    this.#komi = komi;
    if (finalizer) finalizer.register(this, this.#handle, this);
  }

  /** A game starting from a position (rows or sign map); its stones are setup, not moves. */
  static fromPosition(board, options) {
    const fn = 'Game.fromPosition';
    const b = readBoard(fn, board);
    const play = readPlayOptions(fn, readOptions(fn, options, PLAY_OPTIONS));
    const game = new Game(INTERNAL);
    return Game.#load(game, fn, b.width, b.height, play, () => {
      setBoardInput(fn, b);
      call(fn, 'game_load_position', game.#handle, b.width, b.height);
    });
  }

  /**
   * A game from the main line of an SGF record (FF[4]); options: suicide, ko, komi (used only when
   * the record has no KM) and turn (used only when it has no PL).
   */
  static fromSgf(text, options) {
    // Errors say `fromSgf: …`, as game records' users know the function.
    const fn = 'fromSgf';
    const record = readSgfText(fn, text);
    const play = readPlayOptions(fn, readOptions(fn, options, PLAY_OPTIONS));
    // Reading costs up to about 19 bytes a byte of record (6.7 million passes in 32 MiB: 608 MiB),
    // and the game what #create reserves for its board (SGF boards are at most 52x52).
    reserve(fn, 20 * record.length, `a record of ${record.length} characters`);
    reserve(fn, 24 * 54 * 54 + 64 * 1024, 'a 52x52 game');
    const game = new Game(INTERNAL);
    const { komi, suicide, ko, turn } = play;
    setInput([[INPUT.text, record]]);
    call(fn, 'game_from_sgf', suicide ? 1 : 0, ko, komi, turn);
    game.#handle = scalar(W.value.value);
    if (finalizer) finalizer.register(game, game.#handle, game);
    try {
      call(fn, 'game_counters', game.#handle);
    } catch (e) {
      game.dispose();
      throw e;
    }
    game.#width = scalar(CN.width);
    game.#height = scalar(CN.height);
    game.#komi = scalar(CN.komiTenths);
    return game;
  }

  /** Creates the C++ game of `game` (made with INTERNAL) and runs `load`; disposes it on error. */
  static #load(game, fn, width, height, play, load) {
    game.#create(fn, width, height, play);
    try {
      load();
    } catch (e) {
      game.dispose();
      throw e;
    }
    return game;
  }

  #live(fn) {
    if (this.#handle === 0) throw fail(`Game.${fn}`, 'DISPOSED', 'the game has been disposed');
    return this.#handle;
  }

  #counter(fn, slot) {
    call(`Game.${fn}`, 'game_counters', this.#live(fn));
    return scalar(slot);
  }

  get width() {
    return this.#width;
  }

  get height() {
    return this.#height;
  }

  get komi() {
    return this.#komi / 10;
  }

  set komi(value) {
    const tenths = readKomiTenths('Game.komi', value);
    call('Game.komi', 'game_set_komi', this.#live('komi'), tenths);
    this.#komi = tenths;
  }

  /** The player to move (1 or -1). */
  get turn() {
    return this.#counter('turn', CN.toPlay);
  }

  /** Plays a stone of `color` at [x, y]; returns the stones it captured. */
  play(color, vertex) {
    const fn = 'Game.play';
    const handle = this.#live('play');
    readColor(fn, color);
    const [x, y] = readVertex(fn, 'vertex', vertex);
    call(fn, 'game_play', handle, color, x, y);
    this.#scored = null;
    return { captured: points(0) };
  }

  /** Whether `color` may play at [x, y] now: 'legal', or why not. */
  check(color, vertex) {
    const fn = 'Game.check';
    const handle = this.#live('check');
    readColor(fn, color);
    const [x, y] = readVertex(fn, 'vertex', vertex);
    call(fn, 'game_check', handle, color, x, y);
    return VERDICTS[scalar(W.value.value)];
  }

  /** A pass by `color`. */
  pass(color) {
    const fn = 'Game.pass';
    const handle = this.#live('pass');
    readColor(fn, color);
    call(fn, 'game_pass', handle, color);
    this.#scored = null;
  }

  /** Takes back the last move or pass; false when there is nothing to take back. */
  undo() {
    call('Game.undo', 'game_undo', this.#live('undo'));
    const undone = scalar(W.value.value) === 1;
    if (undone) this.#scored = null;
    return undone;
  }

  /** The position as a sign map (board[y][x]), a fresh copy. */
  get board() {
    call('Game.board', 'game_board', this.#live('board'));
    return signMap(this.#width, this.#height, view(0));
  }

  /** Every chain: { id, color, stones, liberties }, points sorted by x, then y. */
  groups() {
    call('Game.groups', 'game_groups', this.#live('groups'));
    return readGroups();
  }

  /** Per point (map[y][x]): the liberty count of the chain on it, 0 where empty. */
  libertyMap() {
    call('Game.libertyMap', 'game_liberty_map', this.#live('libertyMap'));
    return signMap(this.#width, this.#height, view(0));
  }

  /** Stones captured BY each player during play. */
  get captures() {
    call('Game.captures', 'game_counters', this.#live('captures'));
    return { black: scalar(CN.capturesBlack), white: scalar(CN.capturesWhite) };
  }

  /** Stones each player put on the board with moves (setup stones not included). */
  get stonesPlayed() {
    call('Game.stonesPlayed', 'game_counters', this.#live('stonesPlayed'));
    return { black: scalar(CN.playedBlack), white: scalar(CN.playedWhite) };
  }

  get consecutivePasses() {
    return this.#counter('consecutivePasses', CN.consecutivePasses);
  }

  /** Moves and passes played. */
  get moveCount() {
    return this.#counter('moveCount', CN.moveCount);
  }

  /** Tromp-Taylor terminal rule: two consecutive passes, or twice the board's area in actions. */
  get isTerminal() {
    return this.#counter('isTerminal', CN.isTerminal) === 1;
  }

  /** The move log: [{ color, vertex (null for a pass), captured }]. */
  get moves() {
    call('Game.moves', 'game_moves', this.#live('moves'));
    return readMoves();
  }

  /** The RE value of the SGF record the game was read from ('' when none). */
  get recordedResult() {
    call('Game.recordedResult', 'game_recorded_result', this.#live('recordedResult'));
    return text(0);
  }

  /**
   * The game info of the SGF record the game was read from: every root property as text
   * (PB, PW, BR, WR, DT, EV, RE, KM, HA, RU, ...), by its identifier; {} for a game not read from a
   * record. A property with several values has them joined by ', '.
   */
  get info() {
    this.#live('info');
    return { ...this.#rootInfo() };
  }

  /** The game info read once and kept (game.info hands out copies of it): for this class's own reads. */
  #rootInfo() {
    if (this.#info === null) {
      call('Game.info', 'game_info', this.#handle);
      const parts = text(0).split('\0');
      const info = {};
      for (let i = 0; i + 1 < parts.length; i += 2) {
        const [id, value] = [parts[i], parts[i + 1]];
        info[id] = Object.hasOwn(info, id) ? `${info[id]}, ${value}` : value;
      }
      this.#info = info;
    }
    return this.#info;
  }

  /** Marks the whole chain through [x, y] dead, or alive again. */
  toggleDead(vertex) {
    const fn = 'Game.toggleDead';
    const handle = this.#live('toggleDead');
    const [x, y] = readVertex(fn, 'vertex', vertex);
    call(fn, 'game_toggle_dead', handle, x, y);
    this.#scored = null;
  }

  /** Marks the whole chain through [x, y] dead (default) or alive, whatever it was. */
  setDead(vertex, dead = true) {
    const fn = 'Game.setDead';
    const handle = this.#live('setDead');
    const [x, y] = readVertex(fn, 'vertex', vertex);
    if (typeof dead !== 'boolean') throw fail(fn, 'INVALID_ARGUMENT', `dead must be true or false, got ${describe(dead)}`);
    call(fn, 'game_set_dead', handle, x, y, dead ? 1 : 0);
    this.#scored = null;
  }

  /** Marks the empty region through [x, y] as seki, or unmarks it. */
  toggleSeki(vertex) {
    const fn = 'Game.toggleSeki';
    const handle = this.#live('toggleSeki');
    const [x, y] = readVertex(fn, 'vertex', vertex);
    call(fn, 'game_toggle_seki', handle, x, y);
    this.#scored = null;
  }

  /** The scoring marks: dead stones and one point per seki region. */
  get marks() {
    call('Game.marks', 'game_marks', this.#live('marks'));
    return { dead: points(0), seki: points(1) };
  }

  clearMarks() {
    call('Game.clearMarks', 'game_clear_marks', this.#live('clearMarks'));
    this.#scored = null;
  }

  /**
   * Scores the game as it stands with its marks, prisoners and komi. options.rules: any ruleset
   * (default game.rules); 'territory', 'area' and 'tromp-taylor' score as they always have, the
   * others through score() with the game's handicap (HA) and passes; options.seki ('auto' | 'none')
   * when no region is marked seki, options.scoreFalseEyes.
   */
  score(options) {
    const handle = this.#live('score');
    this.#scored = null;
    const { name, opts, result } = this.#count(handle, options, countGame);
    this.#scored = { rules: name, seki: opts.seki, scoreFalseEyes: opts.scoreFalseEyes };
    return result;
  }

  /** score()'s options read and its count made by `counter` (countGame or countGameResult). */
  #count(handle, options, counter) {
    const fn = 'Game.score';
    const opts = readOptions(fn, options, ['rules', 'seki', 'scoreFalseEyes']);
    const name = opts.rules ?? this.rules;
    return { name, opts, result: counter(fn, this, handle, name, opts, this.#rootInfo().HA) };
  }

  static {
    scoreResultOf = (game, options) => game.#count(game.#live('score'), options, countGameResult).result;
  }

  /**
   * The ruleset the game is scored under when score() is given none: what was set, else the SGF
   * record's RU when goscore knows it, else 'territory'. Settable to any ruleset name.
   */
  get rules() {
    this.#live('rules');
    if (this.#rules !== undefined) return this.#rules;
    const ru = rulesOfRecord(this.#rootInfo().RU);
    return ru === undefined || ru === null ? 'territory' : ru;
  }

  set rules(value) {
    this.#live('rules');
    readName('Game.rules', 'rules', value, W.rulesets);
    this.#rules = value;
  }

  /**
   * Why game.rules is not the record's RU: a sentence when the record has an RU value goscore does
   * not know (kept as game.info.RU), else null.
   */
  get rulesNote() {
    const ru = rulesOfRecord(this.info.RU);
    if (ru !== null) return null;
    return `the record's RU ${JSON.stringify(this.info.RU)} names no ruleset goscore knows: scored under '${this.rules}' rules`;
  }

  /** compareRules() for the game as it stands: every ruleset with the game's marks and counts. */
  compareRules() {
    const handle = this.#live('compareRules');
    return compareRulesOf(this.board, rulesOptions('Game.compareRules', this, handle, {}, this.#rootInfo().HA));
  }

  /**
   * Marks the dead stones the estimator finds (estimateDead with the game's komi, rules and player
   * to move; options seed and effort) after clearing every mark; returns { dead, seki }, seki the
   * estimate's map of groups in seki (not marked: score()'s default seki: 'auto' finds them).
   */
  autoMark(options) {
    const fn = 'Game.autoMark';
    this.#live('autoMark');
    const opts = readOptions(fn, options, ['seed', 'effort']);
    const e = estimateDeadOf(this.board, { ...this.#estimateOptions(), ...opts });
    this.clearMarks();
    for (const vertex of e.dead) this.setDead(vertex);
    return { dead: this.marks.dead, seki: e.seki };
  }

  /** estimateScore() for the current position: the game's komi, prisoners, rules and player to move. */
  estimate(options) {
    const fn = 'Game.estimate';
    this.#live('estimate');
    const opts = readOptions(fn, options, ['seed', 'effort']);
    return estimateScoreOf(this.board, { ...this.#estimateOptions(), prisoners: this.captures, ...opts });
  }

  #estimateOptions() {
    return { toMove: this.turn, komi: this.komi, rules: this.rules };
  }

  /** The area/territory equivalence check: undefined, true or false. */
  agreeUnderEquivalence() {
    call('Game.agreeUnderEquivalence', 'game_agree', this.#live('agreeUnderEquivalence'));
    const agree = scalar(W.value.value);
    return agree < 0 ? undefined : agree === 1;
  }

  /**
   * The SGF record of the game; after score() (and no move, pass, undo or mark since), with RU (the
   * ruleset scored under), RE (that count) and the TB/TW territory marks.
   */
  toSgf() {
    const fn = 'Game.toSgf';
    const handle = this.#live('toSgf');
    if (this.#scored === null) {
      call(fn, 'game_to_sgf', handle, 0);
    } else {
      const options = this.#scored;
      const result = this.score(options);
      // The false eyes the count left out, for TB/TW: seki 'auto' (no seki marked) leaves out
      // those that will have to be filled under territory counting; marks decide otherwise.
      const marked = options.seki === 'none' || options.scoreFalseEyes || this.marks.seki.length > 0;
      setInput([
        [INPUT.text, options.rules],
        [INPUT.text, result.sgf],
        [INPUT.int8, result.ownership],
        [INPUT.int8, result.seki],
        [INPUT.int8, marked || result.unscorableFalseEye === undefined ? new Int8Array(0) : result.unscorableFalseEye],
      ]);
      call(fn, 'game_to_sgf', handle, 1);
    }
    return text(0);
  }

  /** Recomputes the liberty tracker from scratch and throws if it differs from the incremental state. */
  checkConsistency() {
    call('Game.checkConsistency', 'game_check_consistency', this.#live('checkConsistency'));
  }

  /** Frees the game's WASM memory. Idempotent; the game cannot be used afterwards. */
  dispose() {
    if (this.#handle !== 0) {
      if (finalizer) finalizer.unregister(this);
      freeGame(this.#handle);
      this.#handle = 0;
    }
  }

  [DISPOSE]() {
    this.dispose();
  }
}

