// The game engine and SGF: the Game class. A Game owns an embind Game (cpp/bindings/game.cpp),
// and deletes it in dispose().
import { api, check, failure, pairs, reserve } from './core.js';
import { describe, fail } from './errors.js';
import {
  boardArgs,
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
import { readFlag } from './life.js';
import { RULES_NAMES, compareRules as compareRulesOf } from './rules.js';
import { estimateDead as estimateDeadOf, estimateScore as estimateScoreOf } from './estimate.js';
import { readGroups, readMoves } from './game-flat.js';
import { countGame, countGameResult, rulesOfRecord, rulesOptions } from './game-score.js';

const DISPOSE = Symbol.dispose ?? Symbol.for('Symbol.dispose');
const KO_RULES = ['simple', 'positional-superko'];
const PLAY_OPTIONS = ['komi', 'suicide', 'ko', 'turn'];
// The constructor's argument for a Game that fromPosition / fromSgf set up themselves.
const INTERNAL = Symbol('internal');

// Deletes the embind Game of a Game that was garbage-collected without dispose().
const finalizer = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((h) => h.delete()) : null;

/** Reads the options of play (komi, suicide, ko, turn) from readOptions' result. */
function readPlayOptions(fn, opts) {
  const komi = readKomiTenths(fn, opts.komi ?? 6.5);
  const suicide = readFlag(fn, 'suicide', opts.suicide, false);
  const ko = readName(fn, 'ko', opts.ko ?? 'simple', KO_RULES);
  const turn = opts.turn === undefined ? 0 : readColor(fn, opts.turn, 'turn');
  return { komi, suicide, ko, turn };
}

/**
 * Throws OUT_OF_MEMORY unless a width x height game fits: about 19 bytes a point (measured on
 * 1024x1024), and the padding and bookkeeping around them.
 */
function reserveGame(fn, width, height) {
  reserve(fn, 24 * (width + 2) * (height + 2) + 64 * 1024, `a ${width}x${height} game`);
}

/** A sign map (rows of arrays) from a row-major view. */
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
  #h = null; // the embind Game; null once disposed
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
    const { komi, suicide, ko, turn } = readPlayOptions(fn, opts);
    reserveGame(fn, width, height);
    this.#own(fn, new (api(fn).Game)(width, height, suicide, ko, komi, turn));
  }

  /** Takes `h`, an embind Game (or null: its error is thrown), as this game's. */
  #own(fn, h) {
    this.#h = check(fn, h);
    this.#width = h.width();
    this.#height = h.height();
    this.#komi = h.komiTenths();
    if (finalizer) finalizer.register(this, h, this);
    return this;
  }

  /** A game starting from a position (rows or sign map); its stones are setup, not moves. */
  static fromPosition(board, options) {
    const fn = 'Game.fromPosition';
    const b = readBoard(fn, board);
    const { komi, suicide, ko, turn } = readPlayOptions(fn, readOptions(fn, options, PLAY_OPTIONS));
    reserveGame(fn, b.width, b.height);
    return new Game(INTERNAL).#own(fn, api(fn).Game.fromPosition(...boardArgs(fn, b), suicide, ko, komi, turn));
  }

  /**
   * A game from the main line of an SGF record (FF[4]); options: suicide, ko, komi (used only when
   * the record has no KM) and turn (used only when it has no PL).
   */
  static fromSgf(text, options) {
    // Errors say `fromSgf: …`, as game records' users know the function.
    const fn = 'fromSgf';
    const record = readSgfText(fn, text);
    const { komi, suicide, ko, turn } = readPlayOptions(fn, readOptions(fn, options, PLAY_OPTIONS));
    // Reading costs up to about 19 bytes a byte of record (6.7 million passes in 32 MiB: 608 MiB),
    // and the game what a 52x52 board needs (SGF boards are at most 52x52).
    reserve(fn, 20 * record.length, `a record of ${record.length} characters`);
    reserveGame(fn, 52, 52);
    return new Game(INTERNAL).#own(fn, api(fn).Game.fromSgf(record, suicide, ko, komi, turn));
  }

  #live(fn) {
    if (this.#h === null) throw fail(`Game.${fn}`, 'DISPOSED', 'the game has been disposed');
    return this.#h;
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
    this.#live('komi').setKomi(tenths);
    this.#komi = tenths;
  }

  /** Plays a stone of `color` at [x, y]; returns the stones it captured. */
  play(color, vertex) {
    const fn = 'Game.play';
    const h = this.#live('play');
    readColor(fn, color);
    const [x, y] = readVertex(fn, 'vertex', vertex);
    const captured = h.play(color, x, y);
    if (captured < 0) throw failure(fn);
    this.#scored = null;
    return { captured: captured === 0 ? [] : pairs(h.captured()) };
  }

  /** Whether `color` may play at [x, y] now: 'legal', or why not. */
  check(color, vertex) {
    const fn = 'Game.check';
    const h = this.#live('check');
    readColor(fn, color);
    const [x, y] = readVertex(fn, 'vertex', vertex);
    return h.check(color, x, y);
  }

  /** A pass by `color`. */
  pass(color) {
    const fn = 'Game.pass';
    const h = this.#live('pass');
    readColor(fn, color);
    this.#done(fn, h.pass(color));
  }

  /** Takes back the last move or pass; false when there is nothing to take back. */
  undo() {
    const undone = this.#live('undo').undo();
    if (undone) this.#scored = null;
    return undone;
  }

  /** After a call that changes the game, `ok` its result: its error thrown when it failed. */
  #done(fn, ok) {
    if (!ok) throw failure(fn);
    this.#scored = null;
  }

  /** The position as a sign map (board[y][x]), a fresh copy. */
  get board() {
    return signMap(this.#width, this.#height, this.#live('board').signs());
  }

  /** Every chain: { id, color, stones, liberties }, points sorted by x, then y. */
  groups() {
    return readGroups(this.#live('groups').groups());
  }

  /** Per point (map[y][x]): the liberty count of the chain on it, 0 where empty. */
  libertyMap() {
    return signMap(this.#width, this.#height, this.#live('libertyMap').liberties());
  }

  /** Stones captured BY each player during play. */
  get captures() {
    const h = this.#live('captures');
    return { black: h.captures(1), white: h.captures(-1) };
  }

  /** Stones each player put on the board with moves (setup stones not included). */
  get stonesPlayed() {
    const h = this.#live('stonesPlayed');
    return { black: h.played(1), white: h.played(-1) };
  }

  /** The move log: [{ color, vertex (null for a pass), captured }]. */
  get moves() {
    return readMoves(this.#live('moves').moves());
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
      const info = {};
      for (const [id, value] of this.#h.info()) info[id] = Object.hasOwn(info, id) ? `${info[id]}, ${value}` : value;
      this.#info = info;
    }
    return this.#info;
  }

  /** Marks the whole chain through [x, y] dead, or alive again. */
  toggleDead(vertex) {
    this.#mark('toggleDead', vertex);
  }

  /** Marks the empty region through [x, y] as seki, or unmarks it. */
  toggleSeki(vertex) {
    this.#mark('toggleSeki', vertex);
  }

  /** Toggles the mark through `vertex` with the embind Game's method `name`. */
  #mark(name, vertex) {
    const h = this.#live(name);
    const [x, y] = readVertex(`Game.${name}`, 'vertex', vertex);
    this.#done(`Game.${name}`, h[name](x, y));
  }

  /** Marks the whole chain through [x, y] dead (default) or alive, whatever it was. */
  setDead(vertex, dead = true) {
    const fn = 'Game.setDead';
    const h = this.#live('setDead');
    const [x, y] = readVertex(fn, 'vertex', vertex);
    if (typeof dead !== 'boolean') throw fail(fn, 'INVALID_ARGUMENT', `dead must be true or false, got ${describe(dead)}`);
    this.#done(fn, h.setDead(x, y, dead));
  }

  /** The scoring marks: dead stones and one point per seki region. */
  get marks() {
    const h = this.#live('marks');
    return { dead: pairs(h.deadMarks()), seki: pairs(h.sekiMarks()) };
  }

  clearMarks() {
    this.#live('clearMarks').clearMarks();
    this.#scored = null;
  }

  /**
   * Scores the game as it stands with its marks, prisoners and komi. options.rules: any ruleset
   * (default game.rules); 'territory', 'area' and 'tromp-taylor' score as they always have, the
   * others through score() with the game's handicap (HA) and passes; options.seki ('auto' | 'none')
   * when no region is marked seki, options.scoreFalseEyes.
   */
  score(options) {
    const h = this.#live('score');
    this.#scored = null;
    const { name, opts, result } = this.#count(h, options, countGame);
    this.#scored = { rules: name, seki: opts.seki, scoreFalseEyes: opts.scoreFalseEyes };
    return result;
  }

  /** score()'s options read and its count made by `counter` (countGame or countGameResult). */
  #count(h, options, counter) {
    const fn = 'Game.score';
    const opts = readOptions(fn, options, ['rules', 'seki', 'scoreFalseEyes']);
    const name = opts.rules ?? this.rules;
    return { name, opts, result: counter(fn, this, h, name, opts, this.#rootInfo().HA) };
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
    readName('Game.rules', 'rules', value, RULES_NAMES);
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
    const h = this.#live('compareRules');
    return compareRulesOf(this.board, rulesOptions('Game.compareRules', this, h, {}, this.#rootInfo().HA));
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
    return { dead: this.marks.dead, seki: e.seki, uncertain: e.uncertain };
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
    const agree = this.#live('agreeUnderEquivalence').agree();
    return agree < 0 ? undefined : agree === 1;
  }

  /**
   * The SGF record of the game; after score() (and no move, pass, undo or mark since), with RU (the
   * ruleset scored under), RE (that count) and the TB/TW territory marks.
   */
  toSgf() {
    const fn = 'Game.toSgf';
    const h = this.#live('toSgf');
    if (this.#scored === null) return check(fn, h.toSgf());
    const options = this.#scored;
    const result = this.score(options);
    // The false eyes the count left out, for TB/TW: seki 'auto' (no seki marked) leaves out
    // those that will have to be filled under territory counting; marks decide otherwise.
    const marked = options.seki === 'none' || options.scoreFalseEyes || this.marks.seki.length > 0;
    const unscorable = marked || result.unscorableFalseEye === undefined ? new Uint8Array(0) : result.unscorableFalseEye;
    return check(fn, h.toScoredSgf(options.rules, result.sgf, result.ownership, result.seki, unscorable));
  }

  /** Recomputes the liberty tracker from scratch and throws if it differs from the incremental state. */
  checkConsistency() {
    if (!this.#live('checkConsistency').checkConsistency()) throw failure('Game.checkConsistency');
  }

  /** Frees the game's WASM memory. Idempotent; the game cannot be used afterwards. */
  dispose() {
    if (this.#h !== null) {
      if (finalizer) finalizer.unregister(this);
      this.#h.delete();
      this.#h = null;
    }
  }

  [DISPOSE]() {
    this.dispose();
  }

  static {
    // Read straight from the embind Game: the player to move (1 or -1; the opponent of whoever
    // moved or passed last), the passes since the last move, the moves and passes played, the
    // Tromp-Taylor terminal rule (two passes in a row, or twice the board's area in actions), and
    // the RE value of the SGF record the game was read from ('' when none).
    const getters = { turn: 'turn', consecutivePasses: 'passes', moveCount: 'moveCount', isTerminal: 'isTerminal', recordedResult: 'recordedResult' };
    for (const [name, method] of Object.entries(getters)) {
      Object.defineProperty(Game.prototype, name, { configurable: true, get: function () { return this.#live(name)[method](); } });
    }
  }
}

