// Scoring under the rulesets of scoring/rules.h: one ScoreRuleset call against one CompareRules
// call (every ruleset and the reasons of every difference) on the same finished 19x19 positions.
// Issue 14's target: CompareRules at most 3x one score call.
#include <benchmark/benchmark.h>

#include <vector>

#include "board/regions.h"
#include "corpus.h"
#include "scoring/compare.h"
#include "scoring/ruleset_score.h"
#include "scoring/scoring.h"

namespace goscore::bench {
namespace {

/// 50 corpus positions of the given size with their dead marks, prisoners and a handicap, built
/// once from the corpus generator (so no corpus file is needed).
const std::vector<RulesetInput>& Inputs(int size, std::vector<Board>** boards) {
  static std::vector<Board> cached_boards;
  static std::vector<RulesetInput> cached;
  static int cached_size = 0;
  if (cached_size != size) {
    cached.clear();
    cached_boards.clear();
    for (int i = 0; i < 50; ++i) {
      CorpusPosition pos = GeneratePosition(size, i);
      RulesetInput in;
      if (!DeadChainsMask(pos.board, pos.dead, &in.dead).ok()) continue;
      in.prisoners_by_black = pos.captures_black;
      in.prisoners_by_white = pos.captures_white;
      in.handicap = i % 5;
      in.passes_white = 1;
      cached_boards.push_back(pos.board);
      cached.push_back(std::move(in));
    }
    cached_size = size;
  }
  *boards = &cached_boards;
  return cached;
}

void BM_RulesScore(benchmark::State& state, Ruleset ruleset, SekiMode mode) {
  std::vector<Board>* boards = nullptr;
  std::vector<RulesetInput> inputs = Inputs(static_cast<int>(state.range(0)), &boards);
  for (RulesetInput& in : inputs) {
    in.ruleset = ruleset;
    in.seki_mode = mode;
  }
  RegionFinder finder;
  RulesetScore score;
  size_t i = 0;
  for (auto _ : state) {
    Status s = ScoreRuleset((*boards)[i], inputs[i], finder, &score);
    if (!s.ok()) state.SkipWithError(s.message().c_str());
    benchmark::DoNotOptimize(score.diff_tenths);
    if (++i == inputs.size()) i = 0;
  }
}

void BM_CompareRules(benchmark::State& state, SekiMode mode) {
  std::vector<Board>* boards = nullptr;
  std::vector<RulesetInput> inputs = Inputs(static_cast<int>(state.range(0)), &boards);
  for (RulesetInput& in : inputs) in.seki_mode = mode;
  RegionFinder finder;
  RulesComparison cmp;
  size_t i = 0;
  for (auto _ : state) {
    Status s = CompareRules((*boards)[i], inputs[i], finder, &cmp);
    if (!s.ok()) state.SkipWithError(s.message().c_str());
    benchmark::DoNotOptimize(cmp.differences.data());
    if (++i == inputs.size()) i = 0;
  }
}

BENCHMARK_CAPTURE(BM_RulesScore, japanese_none, Ruleset::kJapanese, SekiMode::kNone)->Arg(19);
BENCHMARK_CAPTURE(BM_RulesScore, chinese_none, Ruleset::kChinese, SekiMode::kNone)->Arg(19);
BENCHMARK_CAPTURE(BM_CompareRules, none, SekiMode::kNone)->Arg(19);
BENCHMARK_CAPTURE(BM_RulesScore, japanese_auto, Ruleset::kJapanese, SekiMode::kAuto)->Arg(19);
BENCHMARK_CAPTURE(BM_CompareRules, auto, SekiMode::kAuto) -> Arg(19);

}  // namespace
}  // namespace goscore::bench
