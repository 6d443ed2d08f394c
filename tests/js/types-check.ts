// Compiled with `tsc --strict --noEmit` by tests/js/types.test.mjs, under moduleResolution
// `bundler` and `nodenext`: the declarations describe the API as the README shows it, every export
// of web/index.d.ts and web/worker.d.ts is used here (the test checks it), every board and vertex
// form the library reads is accepted without a cast, and misuse is a type error (each line marked
// to expect an error must stay an error).
import {
  getTerritory,
  getTerritories,
  GoCounting,
  scoreTrompTaylor,
  ownershipMap,
  scoreTerritory,
  scoreArea,
  Game,
  GoScoreError,
  MAX_BOARD_SIZE,
  MAX_SGF_BYTES,
  memoryStats,
  ready,
  init,
  passAlive,
  analyzeTerritory,
  score,
  compareRules,
  RULESETS,
  estimateDead,
  estimateScore,
  loadScoreModel,
  type Sign,
  type Vertex,
  type VertexInput,
  type SignMap,
  type SignMapInput,
  type Rows,
  type BoardInput,
  type Owner,
  type ScoringRules,
  type KoRule,
  type ErrorCode,
  type Territory,
  type Territories,
  type SideDetails,
  type ScoreResult,
  type TerritoryOptions,
  type GameOptions,
  type Group,
  type MoveRecord,
  type MoveCheck,
  type TerritoryAnalysis,
  type LifeScoreResult,
  type Ruleset,
  type RulesName,
  type RulesetOptions,
  type BreakdownItem,
  type Conflict,
  type RulesetSideDetails,
  type RulesetScoreResult,
  type RulesDifference,
  type EstimateOptions,
  type DeadEstimate,
  type ChainJudgement,
  type ScoreEstimate,
} from 'goscore';
import { createScoringWorker, type FromWorker, type WorkerCalls, type ScoringWorker } from 'goscore/worker';
import { gobanOwnershipEstimator, gobanAutoscore, type GobanOwnershipEstimator } from 'goscore/goban';
import * as inline from 'goscore/inline';
import deadstones, { guess as deadGuess, getProbabilityMap, playTillEnd, getFloatingStones, type Vertex as DeadVertex } from 'goscore/deadstones';

// ---------------------------------------------------------------------------------------------
// Loading
await ready;
await init({ wasmUrl: new URL('https://example.com/goscore_core.wasm') });
await init({ wasmUrl: '/goscore_core.wasm' });
await init({ wasmBinary: new Uint8Array(8) });
await init({ wasmBinary: new ArrayBuffer(8) });
await init({ wasmModule: new WebAssembly.Module(new Uint8Array(8)) });
const heap: number = memoryStats().heapBytesInUse + memoryStats().heapSize;
// @ts-expect-error: exactly one of wasmUrl, wasmBinary and wasmModule
init({});

// ---------------------------------------------------------------------------------------------
// Every board form, none needing a cast: rows (mutable and readonly), number[][], Sign[][],
// readonly number[][], `as const` boards, Int8Array[] and other array-likes.
const board = ['  B  ', ' B B ', 'B W B', ' W W ', '  W  '];
const frozenRows: readonly string[] = Object.freeze([...board]);
const numbers: number[][] = [
  [0, 0, 1, 0, 0],
  [0, 1, 0, 1, 0],
  [1, 0, -1, 0, 1],
  [0, -1, 0, -1, 0],
  [0, 0, -1, 0, 0],
];
const signs: Sign[][] = numbers.map((row) => row.map((v) => (v === 1 ? 1 : v === -1 ? -1 : 0)));
const readonlyNumbers: readonly (readonly number[])[] = numbers;
const literal = [
  [1, 0],
  [0, -1],
] as const;
const int8Rows: Int8Array[] = numbers.map((row) => Int8Array.from(row));
const int32Rows: readonly Int32Array[] = numbers.map((row) => Int32Array.from(row));
const arrayLikeRows: ArrayLike<number>[] = [{ length: 2, 0: 1, 1: 0 }, { length: 2, 0: 0, 1: -1 }];
const typedBoards: SignMapInput[] = [numbers, signs, readonlyNumbers, literal, int8Rows, int32Rows, arrayLikeRows];
const rowBoards: Rows[] = [board, frozenRows];
const anyBoard: BoardInput = typedBoards[0] ?? rowBoards[0] ?? board;

// ---------------------------------------------------------------------------------------------
// Region finder
const t: Territory = getTerritory(board, 0, 1);
const owner: Owner = t.owner;
const regions: Territories = getTerritories(int8Rows);
const first: Vertex | undefined = getTerritories(readonlyNumbers).territoryBlack[0];
const counter = new GoCounting(frozenRows);
const counted = counter.getTerritory(-1, 1);
if ('error' in counted) counted.error satisfies 'Invalid coordinate';
const none: Vertex[] = new GoCounting(literal).getTerritories().territoryNone;
const tt = scoreTrompTaylor([[1, 0], [0, -1]], 0.5, 2, 4);
if (tt[0]) {
  const black: number = tt[1];
  void black;
} else {
  const nothing: null = tt[1];
  void nothing;
}
scoreTrompTaylor(int8Rows, 7.5, 2, 0);
const own: Int8Array = ownershipMap(new Int8Array(4), 2, 2, new Int8Array(4));
const ownOfRows: Int8Array = ownershipMap(int32Rows) ?? ownershipMap(frozenRows, 5, 5);
// @ts-expect-error: a flat board is an Int8Array (a Uint8Array cannot hold -1)
ownershipMap(new Uint8Array(4), 2, 2);
// @ts-expect-error: a board is rows or rows of signs, not one flat array
getTerritories(new Int8Array(4));
// @ts-expect-error: rows of strings and rows of signs do not mix
getTerritories(['B', [1]]);

// ---------------------------------------------------------------------------------------------
// Scoring: vertex lists readonly, vertices of any array-like form.
const deadList: readonly VertexInput[] = [[2, 0], Int32Array.of(1, 1), { length: 2, 0: 3, 1: 1 }];
const frozenDead: readonly (readonly [number, number])[] = Object.freeze([[2, 2] as const]);
const options: TerritoryOptions = { komi: 6.5, dead: deadList, seki: [], prisoners: { black: 1 } };
const r: LifeScoreResult = scoreTerritory(board, options);
const result: ScoreResult = r;
const rules: ScoringRules = result.rules;
const winner: Sign = result.winner;
const details: SideDetails = result.details.black;
const line: string = r.toString('ko') + r.sgf + String(scoreArea(int8Rows, { komi: 7.5, dead: frozenDead }));
const json: object = r.toJSON();
const life: number = r.sekiGroups.length + r.falseEye.length + r.unscorableFalseEye.length + r.dame.length + r.conflicts.length;
const withLife = scoreTerritory(readonlyNumbers, { seki: 'auto', scoreFalseEyes: true });
const lifeKinds: string[] = [...withLife.conflicts.map((c) => c.kind), ...scoreArea(board, { scoreFalseEyes: false }).breakdown.white.map((i) => i.label)];
// @ts-expect-error: a vertex holds numbers
scoreTerritory(board, { dead: [['a', 'b']] });
// @ts-expect-error: seki is 'auto', 'none' or points
scoreTerritory(board, { seki: 'some' });

// ---------------------------------------------------------------------------------------------
// Game
const gameOptions: GameOptions = { size: 9, komi: 6.5, ko: 'positional-superko', suicide: false };
const ko: KoRule | null | undefined = gameOptions.ko;
const game = new Game(gameOptions);
const captured: Vertex[] = game.play(1, [4, 4]).captured;
game.play(-1, Int32Array.of(3, 3));
const corner = [0, 0] as const;
const verdict: MoveCheck = game.check(-1, corner);
game.pass(-1);
const undone: boolean = game.undo();
const position: SignMap = game.board;
const groups: Group[] = game.groups();
const liberties: number[][] = game.libertyMap();
const counts: number = game.captures.black + game.stonesPlayed.white + game.consecutivePasses + game.moveCount;
const terminal: boolean = game.isTerminal;
const log: MoveRecord[] = game.moves;
const recorded: string = game.recordedResult + (game.info.RU ?? '');
game.komi = 7.5;
const size: number = game.width * game.height + game.komi;
game.toggleDead([4, 4]);
game.setDead([4, 4], false);
game.setDead(new Int32Array([4, 4]));
game.toggleSeki({ length: 2, 0: 0, 1: 8 });
const marks: { dead: Vertex[]; seki: Vertex[] } = game.marks;
game.clearMarks();
const scored: ScoreResult = game.score({ rules: 'area' });
const anyRules: ScoreResult | RulesetScoreResult = game.score({ rules: 'chinese', seki: 'none' });
const agree: boolean | undefined = game.agreeUnderEquivalence();
const turn: 1 | -1 = new Game({ size: 9, turn: -1 }).turn;
game.rules = 'korean';
const gameRules: RulesName = game.rules;
const note: string | null = game.rulesNote;
const auto: Vertex[] = game.autoMark({ seed: 2 }).dead;
const guess: number = game.estimate({ effort: 'fast' }).score + game.compareRules().differences.length;
const sgf: string = game.toSgf();
game.checkConsistency();
game.dispose();
game[Symbol.dispose]();
const fromBoard = Game.fromPosition(int8Rows, { komi: 0.5 });
fromBoard.dispose();
const fromFrozen = Game.fromPosition(frozenRows);
fromFrozen.dispose();
try {
  Game.fromSgf('(;SZ[9])').toSgf();
} catch (e) {
  if (e instanceof GoScoreError) {
    const code: ErrorCode = e.code;
    const name: 'GoScoreError' = e.name;
    console.log(code, name, MAX_BOARD_SIZE, MAX_SGF_BYTES satisfies number);
  }
}
const made: Error = new GoScoreError('INVALID_BOARD', 'mine');
// @ts-expect-error: an unknown error code
new GoScoreError('OOPS', 'mine');
// @ts-expect-error: colours are 1 and -1
game.play(2, [0, 0]);
// @ts-expect-error: rules are the rulesets and their aliases
game.score({ rules: 'chess' });
// @ts-expect-error: ko is 'simple' or 'positional-superko'
new Game({ ko: 'triple' });
// @ts-expect-error: turn is 1 or -1
new Game({ turn: 'white' });
// @ts-expect-error: a vertex holds numbers
game.play(1, ['a', 'b']);

// ---------------------------------------------------------------------------------------------
// Life analysis, rulesets and estimation, on every board form.
const alive: Int8Array = passAlive(int8Rows, { suicide: true });
passAlive(literal);
const analysis: TerritoryAnalysis = analyzeTerritory(readonlyNumbers, { dead: frozenDead, scoreFalseEyes: false });
const sekiMap: Int8Array = analysis.seki;
const eyes: Uint8Array = analysis.eyeValue;
const rulesetOptions: RulesetOptions = { rules: 'aga', handicap: 2, passes: { black: 1, white: 0 }, seki: 'auto', dead: deadList };
const aga: RulesetScoreResult = score(int32Rows, rulesetOptions);
const item: BreakdownItem | undefined = aga.breakdown.black[0];
const items: number = aga.breakdown.black.reduce((s, i) => s + i.points, 0) + aga.conflicts.length;
const conflict: Conflict | undefined = aga.conflicts[0];
const sideDetails: RulesetSideDetails = aga.details.white;
const ruleset: Ruleset = aga.ruleset;
const compared = compareRules(arrayLikeRows, { komi: 7, dead: [Int32Array.of(1, 0)] });
const ing: RulesetScoreResult = compared.results.ing;
const difference: RulesDifference | undefined = compared.differences[0];
const why: string[] = compared.differences.flatMap((d) => d.reasons.map((x) => x.text));
const all: readonly Ruleset[] = RULESETS;
const estimateOptions: EstimateOptions = { toMove: -1, komi: 6.5, rules: 'chinese', seed: 7, effort: 'fast' };
const estimate: DeadEstimate = estimateDead(int8Rows, estimateOptions);
const ownership: Float32Array = estimate.ownership;
const askAbout: ChainJudgement[] = estimate.uncertain;
const firstAsked: Vertex | undefined = askAbout[0]?.stone;
const settledBy: 'proven' | 'search' | 'shape' | 'playouts' | 'model' = estimate.chains[0].basis;
// @ts-expect-error: a chain's basis is one of five names
const badBasis: 'guess' = estimate.chains[0].basis;
const scoreEstimate: ScoreEstimate = estimateScore(readonlyNumbers, { prisoners: { black: 2 }, effort: 16 });
const margin: number = scoreEstimate.score + estimateScore(frozenRows).result.margin;
const modelLoaded: Promise<void> = loadScoreModel(new Uint8Array(8));
modelLoaded.catch(() => {}); // not a model file: rejects
const byModel: boolean = estimateScore(readonlyNumbers, { model: false }).model;
// @ts-expect-error: model is a boolean
estimateScore(readonlyNumbers, { model: 'yes' });
// @ts-expect-error: a source is a URL, a string or a Uint8Array
loadScoreModel(42);
// The browser's evaluator module from a URL of one's own; its memory once loaded.
const evaluatorLoaded: Promise<void> = loadScoreModel(null, { wasmUrl: '/assets/goscore_core.estimator.wasm' });
const evaluatorHeap: number | undefined = memoryStats().evaluator?.heapBytesInUse;
// @ts-expect-error: the evaluator's module is given as init takes its module
loadScoreModel(undefined, { url: '/assets/goscore_core.estimator.wasm' });
// @ts-expect-error: unknown ruleset
score(board, { rules: 'chess' });
// @ts-expect-error: seki is 'auto', 'none' or points
score(board, { seki: 'some' });
// @ts-expect-error: toMove is 1 or -1
estimateDead(board, { toMove: 0 });
// @ts-expect-error: effort is a name or a number
estimateDead(board, { effort: true });

// ---------------------------------------------------------------------------------------------
// goscore/worker: the same functions and board forms, results as plain data.
const worker: ScoringWorker = createScoringWorker();
const custom: ScoringWorker = createScoringWorker({ url: new URL('https://example.com/worker-server.js') });
custom.terminate();
await worker.ready;
const remote: FromWorker<RulesetScoreResult> = await worker.score(int8Rows, { rules: 'japanese', dead: deadList });
const remoteText: string = remote.text + remote.sgf + remote.breakdown.black.length;
const remoteOwnership: Int8Array = remote.ownership;
const remoteCompared = await worker.compareRules(readonlyNumbers);
const remoteIngText: string = remoteCompared.results.ing.text;
const remoteEstimate = await worker.estimateScore(board, { effort: 'fast' });
const remoteEstimateText: string = remoteEstimate.result.text;
const remoteDead: Vertex[] = (await worker.estimateDead(literal)).dead;
const remoteMap: Int8Array = await worker.ownershipMap(new Int8Array(4), 2, 2);
const calls: WorkerCalls = worker;
const raw: unknown = await worker.call('getTerritories', board);
// @ts-expect-error: a score from the worker has no methods
remote.toJSON();
// @ts-expect-error: the worker's functions take the package's arguments
worker.score(board, { rules: 'chess' });
worker.terminate();

export { winner, owner, regions, first, none, own, ownOfRows, line, json, life, lifeKinds, rules, details, heap, anyBoard, ko };
export { captured, verdict, undone, position, groups, liberties, counts, terminal, log, recorded, size, marks, scored };
export { anyRules, agree, turn, gameRules, note, auto, guess, sgf, made, alive, sekiMap, eyes, item, items, conflict };
export { sideDetails, ruleset, ing, difference, why, all, ownership, margin, remoteText, remoteOwnership, remoteIngText };
// goscore/goban: the estimator goban's set_local_ownership_estimator takes.
const forGoban: GobanOwnershipEstimator = gobanOwnershipEstimator({ rules: 'chinese', effort: 'fast' });
const gobanOwnership: number[][] = forGoban([[0, 1], [-1, 0]], 'white', 1000, 0.3);
// @ts-expect-error: goban's colours are 'black' and 'white'
forGoban([[0]], 1, 1000, 0.3);
// @ts-expect-error: the options are estimateScore's that goban does not give itself
gobanOwnershipEstimator({ toMove: 1 });

const autoscored: { x: number; y: number; removal_reason: string }[] = gobanAutoscore([[0, 1], [2, 0]], 'nz', { komi: 7 }).removed;
// @ts-expect-error: goban's rule names, not goscore's
gobanAutoscore([[0]], 'new-zealand');

export { remoteEstimateText, remoteDead, remoteMap, calls, raw, gobanOwnership, autoscored };

// goscore/deadstones: @sabaki/deadstones' API, named and as one object.
const signMap = [[0, 1, -1], [1, 1, -1], [0, 1, -1]];
const deadVertices: DeadVertex[] = await deadGuess(signMap, { finished: true, iterations: 100 });
const sameGuess: Promise<DeadVertex[]> = deadstones.guess(signMap);
const probability: number[][] = await getProbabilityMap(signMap, 50);
const playedOut: number[][] = await playTillEnd(signMap, -1);
const floating: [number, number][] = await getFloatingStones(signMap);
const sameApi: typeof deadstones = deadstones.useFetch('./deadstones_bg.wasm');
// @ts-expect-error: the sign is 1 or -1
playTillEnd(signMap, 'black');
// @ts-expect-error: guess's options are finished and iterations
deadGuess(signMap, { effort: 'fast' });

export { deadVertices, sameGuess, probability, playedOut, floating, sameApi };

// goscore/inline: the same API as 'goscore', the .wasm inside the JS.
await inline.ready;
const inlineTerritories: Territories = inline.getTerritories([' BW ', ' BW ']);
const inlineGame: Game = new inline.Game({ size: 9 });
const sameError: typeof GoScoreError = inline.GoScoreError;
// @ts-expect-error: a board is rows or signs, not a number
inline.getTerritories(19);

export { inlineTerritories, inlineGame, sameError };
