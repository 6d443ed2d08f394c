// Benchmarks of the life analysis (cpp/life/): Benson's pass-alive map and the goscorer-equivalent
// territory analysis, per finished 19x19 position of the benchmark corpus (bench/corpus.h: random
// legal games, the chains it lists marked dead), split into the positions where the analysis
// finds a seki and those where it finds none; and the same, with score() under Japanese rules and
// seki 'auto' (the analysis, the dead-pass-alive check and the dead-in-seki re-analyses), on the
// 19x19 end positions of ogs-autoscore.json (real games, the figures), read from
// $GOSCORE_DATASETS_DIR, else from shared/datasets beside the checkout (skipped without it).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "../tests/fixtures/estimate/ogs_dataset.h"
#include "board/regions.h"
#include "corpus.h"
#include "life/benson.h"
#include "life/territory.h"
#include "scoring/ruleset_score.h"
#include "scoring/scoring.h"

namespace goscore::bench {
namespace {

struct LifeCase {
  Board board;
  std::vector<uint8_t> dead;  // row-major, the corpus' dead chains
};

// The first 200 corpus positions of 19x19, with their dead masks, split by whether they have seki.
const std::vector<LifeCase>& LifeCases(bool with_seki) {
  static std::vector<LifeCase> cases[2];
  static bool built = false;
  if (!built) {
    built = true;
    LifeAnalyzer analyzer;
    TerritoryAnalysis a;
    for (int i = 0; i < 200; ++i) {
      CorpusPosition p = GeneratePosition(19, i);
      const int w = p.board.width();
      std::vector<uint8_t> dead(static_cast<size_t>(p.board.area()), 0);
      for (Point d : p.dead) {  // the whole chain through each listed point
        const Color c = p.board.At(d.x, d.y);
        std::vector<Point> stack{d};
        while (!stack.empty()) {
          const Point q = stack.back();
          stack.pop_back();
          if (!p.board.OnBoard(q.x, q.y) || p.board.At(q.x, q.y) != c || dead[q.y * w + q.x])
            continue;
          dead[q.y * w + q.x] = 1;
          stack.push_back({q.x + 1, q.y});
          stack.push_back({q.x - 1, q.y});
          stack.push_back({q.x, q.y + 1});
          stack.push_back({q.x, q.y - 1});
        }
      }
      if (!analyzer.Analyze(p.board, dead.data(), false, &a).ok()) continue;
      bool seki = false;
      for (int8_t s : a.seki) seki |= s != 0;
      cases[seki ? 1 : 0].push_back({p.board, dead});
    }
  }
  return cases[with_seki ? 1 : 0];
}

// passAlive and analyzeTerritory over `cases`, cycling through them.
void TimePassAlive(benchmark::State& state, const std::vector<LifeCase>& cases) {
  BensonAnalyzer analyzer;
  std::vector<int8_t> out(19 * 19);
  size_t i = 0;
  for (auto _ : state) {
    analyzer.Compute(cases[i].board, false, out.data());
    benchmark::DoNotOptimize(out.data());
    i = (i + 1) % cases.size();
  }
  state.counters["positions"] = static_cast<double>(cases.size());
}

void TimeAnalyzeTerritory(benchmark::State& state, const std::vector<LifeCase>& cases) {
  LifeAnalyzer analyzer;
  TerritoryAnalysis out;
  size_t i = 0;
  for (auto _ : state) {
    const Status s = analyzer.Analyze(cases[i].board, cases[i].dead.data(), false, &out);
    benchmark::DoNotOptimize(s.ok());
    benchmark::DoNotOptimize(out.territory.data());
    i = (i + 1) % cases.size();
  }
  state.counters["positions"] = static_cast<double>(cases.size());
}

void BM_PassAlive(benchmark::State& state) {
  const auto& cases = LifeCases(state.range(0) != 0);
  if (cases.empty()) return state.SkipWithError("no such positions in the corpus");
  TimePassAlive(state, cases);
}

void BM_AnalyzeTerritory(benchmark::State& state) {
  const auto& cases = LifeCases(state.range(0) != 0);
  if (cases.empty()) return state.SkipWithError("no such positions in the corpus");
  TimeAnalyzeTerritory(state, cases);
}

// The 19x19 end positions of ogs-autoscore.json with their dead chains (empty without the file).
const std::vector<LifeCase>& OgsCases() {
  static const std::vector<LifeCase> cases = [] {
    std::vector<LifeCase> out;
    const std::string path = OgsDatasetPath();
    std::vector<goscore_dataset::Case> read;
    std::string error;
    if (!goscore_dataset::ReadCases(path, &read, &error)) return out;
    for (const goscore_dataset::Case& c : read) {
      if (c.board.width() != 19 || c.board.height() != 19) continue;
      LifeCase lc{c.board, {}};
      if (!DeadChainsMask(c.board, c.dead, &lc.dead).ok()) continue;
      if (lc.dead.empty()) lc.dead.assign(static_cast<size_t>(c.board.area()), 0);
      out.push_back(std::move(lc));
    }
    return out;
  }();
  return cases;
}

void BM_OgsPassAlive(benchmark::State& state) {
  const auto& cases = OgsCases();
  if (cases.empty()) return state.SkipWithError("ogs-autoscore.json not found");
  TimePassAlive(state, cases);
}

void BM_OgsAnalyzeTerritory(benchmark::State& state) {
  const auto& cases = OgsCases();
  if (cases.empty()) return state.SkipWithError("ogs-autoscore.json not found");
  TimeAnalyzeTerritory(state, cases);
}

// score() as the package runs it by default: Japanese rules, seki 'auto', the dead marks checked.
void BM_OgsScoreSekiAuto(benchmark::State& state) {
  const auto& cases = OgsCases();
  if (cases.empty()) return state.SkipWithError("ogs-autoscore.json not found");
  std::vector<RulesetInput> inputs(cases.size());
  for (size_t k = 0; k < cases.size(); ++k) {
    inputs[k].ruleset = Ruleset::kJapanese;
    inputs[k].seki_mode = SekiMode::kAuto;
    inputs[k].dead = cases[k].dead;
  }
  RegionFinder finder;
  RulesetScore score;
  size_t i = 0;
  for (auto _ : state) {
    const Status s = ScoreRuleset(cases[i].board, inputs[i], finder, &score);
    if (!s.ok()) return state.SkipWithError(s.message().c_str());
    benchmark::DoNotOptimize(score.diff_tenths);
    i = (i + 1) % cases.size();
  }
  state.counters["positions"] = static_cast<double>(cases.size());
}

// Argument: 0 positions without seki, 1 with.
BENCHMARK(BM_PassAlive)->ArgName("seki")->Arg(0)->Arg(1);
BENCHMARK(BM_AnalyzeTerritory)->ArgName("seki")->Arg(0)->Arg(1);
BENCHMARK(BM_OgsPassAlive);
BENCHMARK(BM_OgsAnalyzeTerritory);
BENCHMARK(BM_OgsScoreSekiAuto);

}  // namespace
}  // namespace goscore::bench
