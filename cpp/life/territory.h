// goscorer-equivalent territory analysis of a finished position with its dead stones marked: which
// regions are territory, which groups are in seki, which points are false eyes and dame.
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "core/types.h"

namespace goscore {

/// goscorer-equivalent territory analysis of a finished position with dead marks (lightvector/
/// goscorer's territory_scoring; see docs/LIFE.md for each map's definition).
struct TerritoryAnalysis {
  int width = 0, height = 0;
  std::vector<int8_t> territory;   // 1 Black, -1 White, 0 none   (goscorer is_territory_for)
  std::vector<int8_t> seki;        // 1/-1 on stones and empty points of a Black/White group in seki
  std::vector<uint8_t> false_eye;  // 0/1  is_false_eye
  std::vector<uint8_t> unscorable_false_eye;  // 0/1 is_unscorable_false_eye
  std::vector<uint8_t> dame;                  // 0/1  is_dame
  std::vector<uint8_t> eye_value;             // 0..2 eye_value
};

class TerritoryScratch;

/// Reusable scratch memory of AnalyzeTerritory, so that a binding can call it repeatedly without
/// allocating after the first call on a board of that size. Not thread-safe: one per thread.
class LifeAnalyzer {
 public:
  LifeAnalyzer();
  ~LifeAnalyzer();
  LifeAnalyzer(const LifeAnalyzer&) = delete;
  LifeAnalyzer& operator=(const LifeAnalyzer&) = delete;

  /// AnalyzeTerritory (below) with this analyzer's scratch. dead_mask may be null (no dead stones),
  /// else it holds width*height values (row-major, nonzero = dead). The maps of *out are resized to
  /// width*height (their memory reused). Errors: a dead mark on an empty point.
  Status Analyze(const Board& board, const uint8_t* dead_mask, bool score_false_eyes,
                 TerritoryAnalysis* out);

 private:
  TerritoryScratch* scratch_;
};

/// Boards up to this many points are analysed by scratch kept per thread (AnalyzeTerritory's
/// analyzer, the scorers' Benson analyzer in scoring/life_marks.cpp); larger ones by scratch of
/// their own, freed after the call, so that one 1024x1024 position does not keep tens of megabytes
/// alive for the rest of the thread (the WASM heap never shrinks).
inline constexpr int kSharedAnalyzerMaxArea = 64 * 64;

/// dead_mask: row-major, 1 on stones marked dead (empty vector = none). Errors (Status): mask of
/// the wrong size, a dead mark on an empty point. Boards up to kSharedAnalyzerMaxArea points are
/// analysed by one LifeAnalyzer kept per thread, which also keeps its last position and result for
/// the next call on the same position (cells, dead marks and score_false_eyes equal: the result is
/// copied).
Status AnalyzeTerritory(const Board& board, const std::vector<uint8_t>& dead_mask,
                        bool score_false_eyes, TerritoryAnalysis* out);

}  // namespace goscore
