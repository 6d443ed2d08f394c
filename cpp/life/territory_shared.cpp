// AnalyzeTerritory: the life analysis (territory.cpp) through one analyzer per thread that keeps
// its scratch, its connection-block memo and the last position it analysed with its result.
#include <algorithm>
#include <string>
#include <vector>

#include "life/territory.h"

namespace goscore {

namespace {

/// The analyzer every caller of this thread shares, and the last position it analysed with its
/// result. A fresh LifeAnalyzer allocates its scratch and starts with a cold connection-block memo
/// (64 KiB of 3x3 patterns matched again in every orientation), which cost more than the analysis
/// itself. The last result serves the next call on the same position: a game read from a scored
/// record is analysed by the reader (sgf_replay.cpp) and then again by score(); score() and
/// compareRules() called again on a position analyse it again. (LifeAnalyzer is not thread-safe,
/// hence one per thread.)
struct SharedAnalysis {
  LifeAnalyzer analyzer;
  bool valid = false;
  int width = 0;
  int height = 0;
  bool score_false_eyes = false;
  std::vector<int8_t> cells;  // Board::cells(), padded
  std::vector<uint8_t> dead;  // as given (empty: none)
  TerritoryAnalysis result;
};

SharedAnalysis& Shared() {
  GOSCORE_THREAD_LOCAL SharedAnalysis shared;
  return shared;
}

}  // namespace

Status AnalyzeTerritory(const Board& board, const std::vector<uint8_t>& dead_mask,
                        bool score_false_eyes, TerritoryAnalysis* out) {
  if (!dead_mask.empty() && dead_mask.size() != static_cast<size_t>(board.area())) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         "dead mask has " + std::to_string(dead_mask.size()) +
                             " values, expected width * height = " + std::to_string(board.area()));
  }
  // A mask with no mark is no mask (the key below: a game's mask of zeros and a scorer's empty
  // one are the same position).
  const bool any_dead =
      std::any_of(dead_mask.begin(), dead_mask.end(), [](uint8_t d) { return d != 0; });
  const uint8_t* dead = any_dead ? dead_mask.data() : nullptr;
  if (board.area() > kSharedAnalyzerMaxArea) {
    LifeAnalyzer analyzer;
    return analyzer.Analyze(board, dead, score_false_eyes, out);
  }
  SharedAnalysis& last = Shared();
  const int8_t* cells = board.cells();
  const size_t n = static_cast<size_t>(board.padded_size());
  if (last.valid && last.width == board.width() && last.height == board.height() &&
      last.score_false_eyes == score_false_eyes && last.cells.size() == n &&
      std::equal(cells, cells + n, last.cells.begin()) &&
      (any_dead ? last.dead == dead_mask : last.dead.empty())) {
    *out = last.result;
    return Status();
  }
  last.valid = false;
  Status s = last.analyzer.Analyze(board, dead, score_false_eyes, out);
  if (!s.ok()) return s;
  last.width = board.width();
  last.height = board.height();
  last.score_false_eyes = score_false_eyes;
  last.cells.assign(cells, cells + n);
  if (any_dead) {
    last.dead = dead_mask;
  } else {
    last.dead.clear();
  }
  last.result = *out;
  last.valid = true;
  return s;
}

}  // namespace goscore
