// EstimateDead under Google Benchmark: each 19x19 position of ogs-autoscore.json at each effort
// (one position per benchmark, so the median and the maximum over positions can be read off),
// and the dataset's 9x9 positions, cycled one per iteration, at each effort.
//
// The dataset is read from $GOSCORE_DATASETS_DIR, else from shared/datasets beside the checkout
// (../shared/datasets from the repository root); without it these benchmarks are skipped.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "../tests/fixtures/estimate/ogs_dataset.h"
#include "corpus.h"
#include "estimate/estimate.h"

namespace goscore::bench {
namespace {

const std::vector<goscore_dataset::Case>& Cases() {
  static const std::vector<goscore_dataset::Case> cases = [] {
    std::vector<goscore_dataset::Case> out;
    std::string error;
    if (!goscore_dataset::ReadCases(OgsDatasetPath(), &out, &error)) out.clear();
    return out;
  }();
  return cases;
}

const char* EffortName(EstimateEffort e) {
  return e == EstimateEffort::kFast ? "fast" : e == EstimateEffort::kNormal ? "normal" : "thorough";
}

void RunOne(benchmark::State& state, const Board* board, EstimateEffort effort) {
  EstimateOptions o;
  o.effort = effort;
  DeadEstimate out;
  for (auto _ : state) {
    Status st = EstimateDead(*board, o, &out);
    if (!st.ok()) {
      state.SkipWithError(st.message().c_str());
      return;
    }
    benchmark::DoNotOptimize(out.dead.data());
  }
  state.counters["dead"] = static_cast<double>(out.dead.size());
}

void RunCycle(benchmark::State& state, std::vector<const Board*> boards, EstimateEffort effort) {
  EstimateOptions o;
  o.effort = effort;
  DeadEstimate out;
  size_t i = 0;
  for (auto _ : state) {
    Status st = EstimateDead(*boards[i], o, &out);
    if (!st.ok()) {
      state.SkipWithError(st.message().c_str());
      return;
    }
    benchmark::DoNotOptimize(out.dead.data());
    i = (i + 1) % boards.size();
  }
}

// Registered at start-up from the dataset (static registration cannot know its positions).
const bool kRegistered = [] {
  const auto& cases = Cases();
  if (cases.empty()) return false;
  const EstimateEffort efforts[] = {EstimateEffort::kFast, EstimateEffort::kNormal,
                                    EstimateEffort::kThorough};
  std::vector<const Board*> small;
  for (const auto& k : cases) {
    if (k.board.width() == 9 && k.board.height() == 9) small.push_back(&k.board);
  }
  for (EstimateEffort e : efforts) {
    for (const auto& k : cases) {
      if (k.board.width() != 19 || k.board.height() != 19) continue;
      benchmark::RegisterBenchmark(
          ("BM_EstimateDead19/" + std::string(EffortName(e)) + "/" + k.id).c_str(), RunOne,
          &k.board, e)
          ->Unit(benchmark::kMillisecond);
    }
    if (!small.empty()) {
      benchmark::RegisterBenchmark(("BM_EstimateDead9/" + std::string(EffortName(e))).c_str(),
                                   RunCycle, small, e)
          ->Unit(benchmark::kMillisecond);
    }
  }
  return true;
}();

}  // namespace
}  // namespace goscore::bench
