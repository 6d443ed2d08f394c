// Compiled with `tsc --noEmit` by tests/js/types.test.mjs: the declarations describe the API as
// the README shows it, and misuse is a type error (the @ts-expect-error lines must stay errors).
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
  type Territory,
  type ScoreResult,
  type Vertex,
  passAlive,
  analyzeTerritory,
  score,
  compareRules,
  RULESETS,
  estimateDead,
  estimateScore,
  type TerritoryAnalysis,
  type RulesetScoreResult,
  type Ruleset,
  type DeadEstimate,
} from 'goscore';

const board = ['  B  ', ' B B ', 'B W B', ' W W ', '  W  '];
const t: Territory = getTerritory(board, 0, 1);
const owner: 'BLACK' | 'WHITE' | 'NONE' = t.owner;
const first: Vertex | undefined = getTerritories(board).territoryBlack[0];
const counted = new GoCounting(board).getTerritory(-1, 1);
if ('error' in counted) counted.error satisfies 'Invalid coordinate';
const tt = scoreTrompTaylor([[1, 0], [0, -1]], 0.5, 2, 4);
if (tt[0]) {
  const black: number = tt[1];
  void black;
} else {
  const none: null = tt[1];
  void none;
}
const own: Int8Array = ownershipMap(new Int8Array(4), 2, 2, new Int8Array(4));
const r: ScoreResult = scoreTerritory(board, { komi: 6.5, dead: [[2, 0]], seki: [], prisoners: { black: 1 } });
const line: string = r.toString('ko') + r.sgf + String(scoreArea(board, { komi: 7.5 }));
const game = new Game({ size: 9, komi: 6.5, ko: 'positional-superko', suicide: false });
const captured: Vertex[] = game.play(1, [4, 4]).captured;
const verdict: 'legal' | 'off-board' | 'not-a-player' | 'occupied' | 'suicide' | 'ko' | 'superko' = game.check(-1, [4, 4]);
const rules = game.score({ rules: 'area' }).rules;
const agree: boolean | undefined = game.agreeUnderEquivalence();
const turn: 1 | -1 = new Game({ size: 9, turn: -1 }).turn;
game.dispose();
try {
  Game.fromSgf('(;SZ[9])').toSgf();
} catch (e) {
  if (e instanceof GoScoreError) console.log(e.code satisfies string, MAX_BOARD_SIZE, MAX_SGF_BYTES satisfies number);
}
// @ts-expect-error: colours are 1 and -1
game.play(2, [0, 0]);
// @ts-expect-error: rules are the rulesets and their aliases
game.score({ rules: 'chess' });
// @ts-expect-error: ko is 'simple' or 'positional-superko'
new Game({ ko: 'triple' });
// @ts-expect-error: turn is 1 or -1
new Game({ turn: 'white' });
// Life analysis, rulesets and estimation.
const alive: Int8Array = passAlive(board, { suicide: true });
const analysis: TerritoryAnalysis = analyzeTerritory(board, { dead: [[2, 2]], scoreFalseEyes: false });
const sekiMap: Int8Array = analysis.seki;
const aga: RulesetScoreResult = score(board, { rules: 'aga', handicap: 2, passes: { black: 1, white: 0 }, seki: 'auto' });
const items: number = aga.breakdown.black.reduce((s, item) => s + item.points, 0) + aga.conflicts.length;
const compared = compareRules(board, { komi: 7, dead: [[2, 2]] });
const ing: RulesetScoreResult = compared.results.ing;
const why: string[] = compared.differences.flatMap((d) => d.reasons.map((r) => r.text));
const all: readonly Ruleset[] = RULESETS;
const estimate: DeadEstimate = estimateDead(board, { toMove: -1, komi: 6.5, rules: 'chinese', seed: 7, effort: 'fast' });
const ownership: Float32Array = estimate.ownership;
const margin: number = estimateScore(board, { prisoners: { black: 2 }, effort: 16 }).score;
const g2 = new Game({ size: 9 });
g2.rules = 'korean';
const note: string | null = g2.rulesNote;
const marks: Vertex[] = g2.autoMark({ seed: 2 }).dead;
const guess: number = g2.estimate().score + g2.compareRules().differences.length;
const withLife = scoreTerritory(board, { seki: 'auto', scoreFalseEyes: true });
const lifeKinds: string[] = [...withLife.conflicts.map((c) => c.kind), ...scoreArea(board, { scoreFalseEyes: false }).breakdown.white.map((i) => i.label)];
// @ts-expect-error: unknown ruleset
score(board, { rules: 'chess' });
// @ts-expect-error: seki is 'auto', 'none' or points
score(board, { seki: 'some' });
// @ts-expect-error: toMove is 1 or -1
estimateDead(board, { toMove: 0 });
// @ts-expect-error: effort is a name or a number
estimateDead(board, { effort: true });
export { owner, first, own, line, captured, verdict, rules, agree, turn };
export { alive, sekiMap, items, ing, why, all, ownership, margin, note, marks, guess, lifeKinds };
