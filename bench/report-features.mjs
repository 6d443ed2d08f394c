// The sections of docs/BENCHMARKS.md for the features past the region finder (rulesets, life
// analysis, estimation, SGF replay), from the native run (bench/out/native.json), and the kept
// sections that other scripts write (bench/sections.mjs). Used by bench/report.mjs.

/** Median of a list of numbers. */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * The targets and the Markdown section for the native feature benchmarks. `nat(name)` is a native
 * result ({ cpu, real } in ns), `names` every native run name, `fmt` the report's formatters.
 */
export function featureReport(nat, names, { fmtNs, fmtX, table }) {
  const score = nat('BM_RulesScore/japanese_none/19');
  const compare = nat('BM_CompareRules/none/19');
  const scoreAuto = nat('BM_RulesScore/japanese_auto/19');
  const compareAuto = nat('BM_CompareRules/auto/19');
  const targets = [];
  if (score && compare) {
    targets.push({
      name: '`compareRules` on a 19x19 position ≤ 3x one `score` call (native core, marks given)',
      measured: `${fmtNs(compare.cpu)} vs ${fmtNs(score.cpu)} = ${fmtX(compare.cpu / score.cpu)}`,
      pass: compare.cpu <= 3 * score.cpu,
      miss: () => `${fmtX(compare.cpu / score.cpu)}: the comparison scores all seven rulesets and explains every difference.`,
    });
  }
  if (scoreAuto && compareAuto) {
    targets.push({
      name: "`compareRules` ≤ 3x one `score` call with seki 'auto' (the life analysis found once, shared by every ruleset)",
      measured: `${fmtNs(compareAuto.cpu)} vs ${fmtNs(scoreAuto.cpu)} = ${fmtX(compareAuto.cpu / scoreAuto.cpu)}`,
      pass: compareAuto.cpu <= 3 * scoreAuto.cpu,
      miss: () => `${fmtX(compareAuto.cpu / scoreAuto.cpu)}.`,
    });
  }
  const pass = [0, 1].map((s) => nat(`BM_PassAlive/seki:${s}`));
  if (pass[0]) {
    const worst = Math.max(...pass.filter(Boolean).map((r) => r.cpu));
    targets.push({
      name: '`passAlive` < 10 µs per 19x19 position, natively (issue 12)',
      measured: `${pass.map((r) => fmtNs(r?.cpu)).join(' and ')} (positions without and with seki)`,
      pass: worst < 10e3,
      miss: () => `${fmtX(worst / 10e3)} of the budget.`,
    });
  }
  const effortRows = ['fast', 'normal', 'thorough'].map((effort) => {
    const runs = names.filter((n) => n.startsWith(`BM_EstimateDead19/${effort}/`)).map((n) => nat(n).cpu);
    const nine = nat(`BM_EstimateDead9/${effort}`);
    return [`'${effort}'`, fmtNs(nine?.cpu), fmtNs(median(runs)), fmtNs(Math.max(...runs)), String(runs.length)];
  });
  const rows = [
    ['`ScoreRuleset`, japanese, marks given (`score`)', score],
    ['`ScoreRuleset`, chinese, marks given', nat('BM_RulesScore/chinese_none/19')],
    ['`CompareRules`, marks given (`compareRules`)', compare],
    ["`ScoreRuleset`, japanese, seki 'auto' (life analysis included)", scoreAuto],
    ["`CompareRules`, seki 'auto'", compareAuto],
    ['`BensonAnalyzer` (`passAlive`), positions without seki', pass[0]],
    ['`BensonAnalyzer` (`passAlive`), positions with seki', pass[1]],
    ['`LifeAnalyzer` (`analyzeTerritory`), positions without seki', nat('BM_AnalyzeTerritory/seki:0')],
    ['`LifeAnalyzer` (`analyzeTerritory`), positions with seki', nat('BM_AnalyzeTerritory/seki:1')],
    ['`ParseSgf`, a 250-move 19x19 record', nat('BM_ParseSgf/moves:250')],
    ['`GameFromSgf` (`Game.fromSgf`), the same record', nat('BM_GameFromSgf/moves:250')],
    ['`GameFromSgf` + score, the same record', nat('BM_GameFromSgfAndScore/moves:250')],
  ]
    .filter(([, r]) => r)
    .map(([title, r]) => [title, fmtNs(r.cpu), fmtNs(r.real)]);
  const section = `## Rulesets, life analysis, estimation and SGF replay (native core, Google Benchmark)

CPU time per call (median of the repetitions): the rulesets on 50 finished 19x19 corpus positions with their dead marks, prisoners
and a handicap (bench/rules_bench.cpp); the life analysis on finished 19x19 positions with and without seki (bench/life_bench.cpp);
SGF on a generated 250-move record (bench/sgf_replay_bench.cpp).

${table(['Call', 'CPU', 'wall'], rows)}

\`EstimateDead\` (\`estimateDead\`) on the positions of shared/datasets/ogs-autoscore.json (bench/estimate_bench.cpp; skipped when
the data set is missing), per effort: 9x9 a generated end position, 19x19 the median and the maximum over the data set's 19x19
positions.

${table(['Effort', '9x9', '19x19 median', '19x19 max', '19x19 positions'], effortRows)}
`;
  return { targets, section };
}
