// The game engine and SGF: the Game class (its API documented in web/index.d.ts), how a game is
// scored, and its flat exports decoded. A Game owns an embind Game (cpp/bindings/game.cpp), and
// deletes it in dispose().
import { api, check, failure, pairs, reserve, writeFile } from './core.js';
import { describe, fail, invalid } from './errors.js';
import { MAX_PRISONERS, boardArgs, checkSize, exclusive, readBoard, readColor, readCount, readFlag } from './input.js';
import { readInteger, readKomiTenths, readName, readOptions, readSgfText, readVertex, signMap } from './input.js';
import { RULES_NAMES, comparison, maskPoints, rulesetResult } from './rules.js';
import { estimateDead as estimateDeadOf, estimateScore as estimateScoreOf } from './estimate.js';
import { scoreResult } from './scoring.js';
import { scoreArea as areaOf, scoreTerritory as territoryOf } from './territory.js';

const DISPOSE = Symbol.dispose ?? Symbol.for('Symbol.dispose');
const KO_RULES = ['simple', 'positional-superko'];
/** The rules a game is scored under with Game::Score, in the order of cpp/scoring/scoring.h ScoringRules. */
const SCORING_RULES = ['territory', 'area', 'tromp-taylor'];
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

/** Throws OUT_OF_MEMORY unless a width x height game fits: about 19 bytes a point (1024x1024) and more. */
function reserveGame(fn, width, height) {
  reserve(fn, 24 * (width + 2) * (height + 2) + 64 * 1024, `a ${width}x${height} game`);
}

/** game.score({ rules }).sgf, with none of its maps crossing: for the CLI's archive mode (not exported). */
export let sgfResultOf;

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

  static fromPosition(board, options) {
    const fn = 'Game.fromPosition';
    const b = readBoard(fn, board);
    const { komi, suicide, ko, turn } = readPlayOptions(fn, readOptions(fn, options, PLAY_OPTIONS));
    reserveGame(fn, b.width, b.height);
    return new Game(INTERNAL).#own(fn, api(fn).Game.fromPosition(...boardArgs(fn, b), suicide, ko, komi, turn));
  }

  static fromSgf(text, options) {
    // Errors say `fromSgf: …`, as game records' users know the function.
    const fn = 'fromSgf';
    const record = readSgfText(fn, text);
    const { komi, suicide, ko, turn } = readPlayOptions(fn, readOptions(fn, options, PLAY_OPTIONS));
    // Reading costs up to about 19 bytes a byte of record (6.7 million passes in 32 MiB: 608 MiB),
    // and the game what a 52x52 board needs (SGF boards are at most 52x52).
    reserve(fn, 20 * record.length, `a record of ${record.length} characters`);
    reserveGame(fn, 52, 52);
    const bytes = writeFile(fn, record);
    return new Game(INTERNAL).#own(fn, api(fn).Game.fromSgf(bytes, suicide, ko, komi, turn));
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

  play(color, vertex) {
    const fn = 'Game.play';
    const h = this.#live('play');
    readColor(fn, color);
    const captured = h.play(color, ...readVertex(fn, 'vertex', vertex));
    this.#done(fn, captured >= 0);
    return { captured: captured === 0 ? [] : pairs(h.captured()) };
  }

  check(color, vertex) {
    const fn = 'Game.check';
    const h = this.#live('check');
    readColor(fn, color);
    return h.check(color, ...readVertex(fn, 'vertex', vertex));
  }

  pass(color) {
    const fn = 'Game.pass';
    const h = this.#live('pass');
    readColor(fn, color);
    this.#done(fn, h.pass(color));
  }

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

  get board() {
    return signMap(this.#live('board').signs(), this.#width, this.#height);
  }

  groups() {
    return readGroups(this.#live('groups').groups());
  }

  libertyMap() {
    return signMap(this.#live('libertyMap').liberties(), this.#width, this.#height);
  }

  get moves() {
    return readMoves(this.#live('moves').moves());
  }

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

  toggleDead(vertex) {
    this.#mark('toggleDead', vertex);
  }

  toggleSeki(vertex) {
    this.#mark('toggleSeki', vertex);
  }

  setDead(vertex, dead) {
    this.#mark('setDead', vertex, (fn) => [readFlag(fn, 'dead', dead, true)]);
  }

  /** Marks through `vertex` with the embind Game's method `name`, whose arguments after x, y are `more(fn)`. */
  #mark(name, vertex, more = () => []) {
    const fn = `Game.${name}`;
    const h = this.#live(name);
    this.#done(fn, h[name](...readVertex(fn, 'vertex', vertex), ...more(fn)));
  }

  get marks() {
    const h = this.#live('marks');
    return { dead: maskPoints(h.deadMask(), this.#width, this.#height), seki: pairs(h.sekiMarks()) };
  }

  clearMarks() {
    this.#live('clearMarks').clearMarks();
    this.#scored = null;
  }

  score(options) {
    const fn = 'Game.score';
    const h = this.#live('score');
    this.#scored = null;
    const opts = readOptions(fn, options, ['rules', 'seki', 'scoreFalseEyes']);
    const rules = opts.rules ?? this.rules;
    const result = countGame(fn, this, h, rules, opts, this.#rootInfo().HA);
    this.#scored = { rules, seki: opts.seki, scoreFalseEyes: opts.scoreFalseEyes };
    return result;
  }

  get rules() {
    this.#live('rules');
    return this.#rules ?? rulesOfRecord(this.#rootInfo().RU) ?? 'territory';
  }

  set rules(value) {
    this.#live('rules');
    this.#rules = readName('Game.rules', 'rules', value, RULES_NAMES);
  }

  get rulesNote() {
    if (rulesOfRecord(this.info.RU) !== null) return null;
    return `the record's RU ${JSON.stringify(this.info.RU)} names no ruleset goscore knows: scored under '${this.rules}' rules`;
  }

  compareRules() {
    const fn = 'Game.compareRules';
    const h = this.#live('compareRules');
    return comparison(check(fn, h.compareRules(gameHandicap(fn, this.#rootInfo().HA))), this.#width, this.#height);
  }

  autoMark(options) {
    this.#live('autoMark');
    const opts = readOptions('Game.autoMark', options, ['seed', 'effort']);
    const e = estimateDeadOf(this.board, { ...this.#estimateOptions(), ...opts });
    this.clearMarks();
    for (const vertex of e.dead) this.setDead(vertex);
    return { dead: this.marks.dead, seki: e.seki, uncertain: e.uncertain };
  }

  estimate(options) {
    this.#live('estimate');
    const opts = readOptions('Game.estimate', options, ['seed', 'effort', 'model']);
    return estimateScoreOf(this.board, { ...this.#estimateOptions(), prisoners: this.captures, ...opts });
  }

  #estimateOptions() {
    return { toMove: this.turn, komi: this.komi, rules: this.rules };
  }

  agreeUnderEquivalence() {
    return this.#live('agreeUnderEquivalence').agree(); // true, false, or undefined when it cannot tell
  }

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

  checkConsistency() {
    if (!this.#live('checkConsistency').checkConsistency()) throw failure('Game.checkConsistency');
  }

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
    // Getters read straight from the embind Game, and those of a count of each player's ({ black, white }).
    const define = (name, read) => {
      Object.defineProperty(Game.prototype, name, { configurable: true, get: function () { return read(this.#live(name)); } });
    };
    const getters = { turn: 'turn', consecutivePasses: 'passes', moveCount: 'moveCount', isTerminal: 'isTerminal', recordedResult: 'recordedResult' };
    for (const [name, method] of Object.entries(getters)) define(name, (h) => h[method]());
    for (const [name, method] of Object.entries({ captures: 'captures', stonesPlayed: 'played' })) {
      define(name, (h) => ({ black: h[method](1), white: h[method](-1) }));
    }
    sgfResultOf = (game, rules) => {
      const h = game.#live('score');
      readName('Game.score', 'rules', rules, RULES_NAMES);
      return check('Game.score', h.sgfResult(SCORING_RULES.indexOf(rules), rules, gameHandicap('Game.score', game.#rootInfo().HA)));
    };
  }
}

// ---------------------------------------------------------------------------------------------
// How a game is scored: score() under any rules, and the ruleset of a record's RU.

/**
 * score() of `game` (its embind Game is `h`) under the ruleset `name`, with the options read
 * (opts.seki, opts.scoreFalseEyes); `ha` is the record's HA value (undefined when none).
 */
function countGame(fn, game, h, name, opts, ha) {
  if (SCORING_RULES.includes(name) && opts.seki === undefined && opts.scoreFalseEyes === undefined) {
    return scoreResult(check(fn, h.score(SCORING_RULES.indexOf(name))));
  }
  readName(fn, 'rules', name, RULES_NAMES);
  if (opts.seki !== undefined && opts.seki !== 'auto' && opts.seki !== 'none') {
    throw invalid(fn, `seki must be 'auto' or 'none' (mark seki with toggleSeki), got ${describe(opts.seki)}`);
  }
  if (name === 'territory' || name === 'area') {
    // The aliases keep the shape of scoreTerritory and scoreArea (with the life analysis).
    const { komi, marks, captures: prisoners } = game;
    const { scoreFalseEyes } = opts;
    const seki = marks.seki.length > 0 ? marks.seki : opts.seki;
    if (name === 'territory') return territoryOf(game.board, { komi, dead: marks.dead, seki, prisoners, scoreFalseEyes });
    return areaOf(game.board, { komi, dead: marks.dead, scoreFalseEyes });
  }
  // A ruleset: scored in C++ from the game itself (its board, komi, prisoners, passes and marks),
  // as score(game.board, ...) with those options would, without the board's round trip through JS.
  const handicap = gameHandicap(fn, ha);
  const scoreFalseEyes = readFlag(fn, 'scoreFalseEyes', opts.scoreFalseEyes, false);
  const r = check(fn, h.scoreRuleset(name, handicap, opts.seki ?? 'auto', scoreFalseEyes));
  return rulesetResult(name, r, game.width, game.height);
}

/** The handicap stones the rulesets compensate: the record's HA when it is an integer of 2 or more, else 0. */
function gameHandicap(fn, ha) {
  const n = Number(ha);
  return readCount(fn, 'handicap', Number.isInteger(n) && n >= 2 ? n : 0, MAX_PRISONERS);
}

/** The ruleset of a record's RU value `ru`: a name, undefined when there is no RU, null when unknown. */
function rulesOfRecord(ru) {
  return ru === undefined ? undefined : api('Game.rules').rulesFromSgf(ru) || null;
}

// ---------------------------------------------------------------------------------------------
// The game's flat exports decoded (cpp/game/game.h FlatGroups and FlatMoves, whose layouts are
// documented there): one typed copy crosses the boundary, and the objects are built here.

/** Game::FlatGroups `v` as the chains: { id, color, stones, liberties }. */
function readGroups(v) {
  // Per chain: id, color, stone count S, liberty count L, then S and L x, y pairs.
  const list = [];
  for (let f = 0; f < v.length; ) {
    const [stones, liberties, at] = [v[f + 2], v[f + 3], f + 4];
    list.push({ id: v[f], color: v[f + 1], stones: pairs(v, at, stones), liberties: pairs(v, at + 2 * stones, liberties) });
    f = at + 2 * (stones + liberties);
  }
  return list;
}

/** Game::FlatMoves `v` as the move log: { color, vertex (null for a pass), captured }. */
function readMoves(v) {
  // Per move: color, x, y (-1 for a pass), captured count C, then C x, y pairs.
  const list = [];
  for (let f = 0; f < v.length; f += 4 + 2 * v[f + 3]) {
    list.push({ color: v[f], vertex: v[f + 1] < 0 ? null : [v[f + 1], v[f + 2]], captured: pairs(v, f + 4, v[f + 3]) });
  }
  return list;
}
