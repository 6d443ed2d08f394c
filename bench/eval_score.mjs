// The score estimate during play, for npm run eval:dead (issue 25, items 4 and 5): on the score
// positions of the development set (devset-score.json beside devset-dead.json, and the 9x9 and
// 13x13 parts' devset-score-9x9.json and devset-score-13x13.json beside their dead-stone files:
// each game 20 and 40
// moves before its end and at 60% of its moves, the recorded final margin as the target), per part
// and stage, the mean absolute error against the final margin and how often the winner is right:
//  - goscore's estimateScore (the WASM package, effort 'normal') on every position, with the
//    learned evaluator (loadScoreModel: the package's web/model/score-model.bin; 19x19, 13x13 and
//    9x9) and
//    without it (the count alone, { model: false });
//  - on the positions that have GNU Go 3.8's `estimate_score` (every 19x19 one since December 6,
//    2026; before, a fixed sample: docs/DEVSET.md):
//    goscore, GNU Go (stored in the set) and @sabaki/deadstones' getProbabilityMap (100 iterations)
//    counted as below, all three on the same positions.
// Komi includes the handicap compensation of area rules, as tests/tools/score_eval.cpp does.
import { existsSync, readFileSync } from 'node:fs';
import { estimateScore, loadScoreModel } from '../web/index.js';

const SIGN = { B: 1, W: -1 };
/** The development set's rules names (scripts/devset) as the API names them. */
export const RULES = { japanese: 'japanese', korean: 'korean', chinese: 'chinese', aga: 'aga', nz: 'new-zealand' };
const AREA = new Set(['chinese', 'aga', 'nz']);
const STAGES = [
  ['20 before the end', (p) => p.moves_before_end === 20],
  ['40 before the end', (p) => p.moves_before_end === 40],
  ['at 60%', (p) => p.fraction === 0.6],
];

function komiOf(p) {
  if (p.rules === 'chinese') return p.komi + p.handicap;
  if (p.rules === 'aga' && p.handicap > 1) return p.komi + p.handicap - 1;
  return p.komi;
}

const signsOf = (p) => p.board.map((row) => [...row].map((ch) => SIGN[ch] ?? 0));

/**
 * A margin from a map of expected owners (-1 .. 1, [y][x]): area counting sums the owners; territory
 * counting sums those of the empty points, and a stone whose point leans to the opponent counts
 * twice for the opponent (its point and the prisoner), plus the prisoners so far. Komi to White.
 */
function countOwners(p, signs, owner) {
  let margin = 0;
  signs.forEach((row, y) =>
    row.forEach((s, x) => {
      const o = owner[y][x];
      if (AREA.has(p.rules) || s === 0) margin += o;
      else if (Math.sign(o) === -s) margin += 2 * o;
    }),
  );
  if (!AREA.has(p.rules)) margin += p.prisoners.black - p.prisoners.white;
  return margin - komiOf(p);
}

function goscoreMargin(p, model = true) {
  return estimateScore(signsOf(p), {
    model,
    toMove: p.to_move === 'W' ? -1 : 1,
    komi: komiOf(p),
    rules: RULES[p.rules] ?? 'japanese',
    prisoners: { black: p.prisoners.black, white: p.prisoners.white },
  }).score;
}

/** Mean absolute error and winner-right share of `margins` (one per position) against the targets. */
function accuracy(positions, margins) {
  let error = 0;
  let right = 0;
  positions.forEach((p, i) => {
    error += Math.abs(margins[i] - p.target_margin);
    if (Math.sign(margins[i]) === Math.sign(p.target_margin)) right++;
  });
  return `${(error / positions.length).toFixed(2)} | ${((100 * right) / positions.length).toFixed(1)}%`;
}

/**
 * Winners named by two estimators on the same positions, paired: how many only `a` names right,
 * how many only `b`, and the two-sided exact sign test's p (McNemar's test, exact): the chance of
 * a split at least that uneven among the positions where the two differ, were both equally good.
 */
export function pairedWinners(positions, a, b) {
  let onlyA = 0;
  let onlyB = 0;
  positions.forEach((p, i) => {
    const rightA = Math.sign(a[i]) === Math.sign(p.target_margin);
    const rightB = Math.sign(b[i]) === Math.sign(p.target_margin);
    if (rightA && !rightB) onlyA++;
    if (rightB && !rightA) onlyB++;
  });
  return { onlyA, onlyB, p: signTest(onlyA, onlyB) };
}

/** Two-sided exact sign test of a split a : b under even odds (1 when a = b). */
export function signTest(a, b) {
  const n = a + b;
  const k = Math.min(a, b);
  if (a === b) return 1;
  // P(X <= k) for X ~ Binomial(n, 1/2), summed in logs so that large n stays finite.
  let logTerm = -n * Math.LN2; // log P(X = 0)
  let tail = 0;
  for (let i = 0; i <= k; i++) {
    tail += Math.exp(logTerm);
    logTerm += Math.log((n - i) / (i + 1));
  }
  return Math.min(1, 2 * tail);
}

/** The Markdown lines of the section, or a note when the set is missing. */
export async function scoreSection(devsetPath) {
  // devset-dead.json -> devset-score.json; the 9x9 part's devset-dead-9x9.json ->
  // devset-score-9x9.json, and the same for 13x13.
  const path = devsetPath.replace(/devset-dead(-9x9|-13x13)?\.json$/, 'devset-score$1.json');
  const size = (/-(9x9|13x13)\.json$/.exec(path) ?? [])[1];
  if (!existsSync(path)) return [`Note: no score positions at ${path}: the score estimate is not evaluated`];
  const all = JSON.parse(readFileSync(path, 'utf8'));
  const { default: deadstones } = await import('@sabaki/deadstones');
  await loadScoreModel();
  const lines = [
    '',
    `### Score estimate during play${size ? `, ${size}` : ''} (${all.length} positions of the ${size ? `${size} ` : ''}development set's games)`,
    '',
    'Mean absolute error against the final recorded margin (points) | winner right. goscore with its learned evaluator',
    "(19x19, 13x13 and 9x9; the count alone, `{ model: false }`, beside it; docs/ESTIMATE.md). The last three",
    all.every((p) => typeof p.gnugo_estimate === 'number')
      ? "pairs of columns are on the positions with GNU Go's estimate (here all of them, docs/DEVSET.md);"
      : "pairs of columns are on the positions with GNU Go's estimate (a fixed sample, docs/DEVSET.md);",
    "@sabaki/deadstones' probability map is counted as an ownership map (bench/eval_score.mjs).",
    '',
    '| part | stage | positions | goscore error | winner | the count alone | winner | with GNU Go | goscore error | winner | GNU Go 3.8 error | winner | @sabaki/deadstones error | winner |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const paired = [];
  for (const part of ['tune', 'heldout']) {
    for (const [stage, inStage] of STAGES) {
      const positions = all.filter((p) => p.part === part && inStage(p));
      if (!positions.length) continue;
      const ours = positions.map((p) => goscoreMargin(p));
      const count = positions.map((p) => goscoreMargin(p, false));
      const sample = positions.filter((p) => typeof p.gnugo_estimate === 'number');
      const oursOnSample = sample.map((p) => goscoreMargin(p));
      const gnugo = sample.map((p) => p.gnugo_estimate);
      const sabaki = [];
      for (const p of sample) {
        const signs = signsOf(p);
        sabaki.push(countOwners(p, signs, await deadstones.getProbabilityMap(signs, 100)));
      }
      const onSample = sample.length
        ? `${accuracy(sample, oursOnSample)} | ${accuracy(sample, gnugo)} | ${accuracy(sample, sabaki)}`
        : '— | — | — | — | — | —';
      lines.push(`| ${part} | ${stage} | ${positions.length} | ${accuracy(positions, ours)} | ${accuracy(positions, count)} | ${sample.length} | ${onSample} |`);
      if (sample.length) {
        const { onlyA, onlyB, p } = pairedWinners(sample, oursOnSample, gnugo);
        paired.push(`| ${part} | ${stage} | ${sample.length} | ${onlyA} | ${onlyB} | ${p < 0.001 ? '< 0.001' : p.toFixed(3)} |`);
      }
    }
  }
  if (paired.length) {
    lines.push(
      '',
      "The winners, goscore's against GNU Go's on the same positions: where only one of the two names the",
      'winner right, and the chance of a split at least that uneven were the two equally good (two-sided',
      "exact sign test on those positions, McNemar's; a small p means the gap is more than the sample's luck):",
      '',
      '| part | stage | positions | only goscore right | only GNU Go right | p |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
      ...paired,
    );
  }
  return lines;
}
