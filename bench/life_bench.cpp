// Benchmarks of the life analysis (cpp/life/): Benson's pass-alive map and the goscorer-equivalent
// territory analysis, per finished 19x19 position of the benchmark corpus (bench/corpus.h: random
// legal games, the chains it lists marked dead), split into the positions where the analysis
// finds a seki and those where it finds none.
#include <benchmark/benchmark.h>

#include <vector>

#include "corpus.h"
#include "life/benson.h"
#include "life/territory.h"

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

void BM_PassAlive(benchmark::State& state) {
  const auto& cases = LifeCases(state.range(0) != 0);
  if (cases.empty()) return state.SkipWithError("no such positions in the corpus");
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

void BM_AnalyzeTerritory(benchmark::State& state) {
  const auto& cases = LifeCases(state.range(0) != 0);
  if (cases.empty()) return state.SkipWithError("no such positions in the corpus");
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

// Argument: 0 positions without seki, 1 with.
BENCHMARK(BM_PassAlive)->ArgName("seki")->Arg(0)->Arg(1);
BENCHMARK(BM_AnalyzeTerritory)->ArgName("seki")->Arg(0)->Arg(1);

}  // namespace
}  // namespace goscore::bench
