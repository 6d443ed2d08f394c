// What the life analysis (cpp/life) tells the scorers: goscorer's territory, seki groups, false
// eyes and dame for SekiMode::kAuto, and in every mode the places where the players' marks
// contradict it (conflicts).
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "core/types.h"
#include "life/territory.h"
#include "scoring/ruleset_score.h"
#include "scoring/tally.h"

namespace goscore::scoring_internal {

/// The analysis of one position with its dead marks, and what the scorers count from it.
struct LifeLayer {
  bool computed = false;
  TerritoryAnalysis analysis;
  /// Points analysis.territory gives each colour (goscorer's is_territory_for: dead stones' points
  /// included, seki and unscorable false eyes left out).
  int64_t territory[2] = {0, 0};
  /// Empty points (after the dead are lifted) of each colour's area that belong to a seki group:
  /// counted by area scoring, left out by territory scoring.
  int64_t seki[2] = {0, 0};
  /// Row-major: 1 on those points, either colour.
  std::vector<uint8_t> seki_mask;
  /// Sorted by vertex (x, then y), then kind.
  std::vector<Conflict> conflicts;
};

/// Dead chains checked for 'dead-in-seki' (one analysis each): the first ones in column-major
/// order of their first stone, after the cheap approach test (CanBeApproached) has cleared most.
inline constexpr int kMaxSekiChecks = 16;

/// Analyses `board` with `input.dead` (already checked) and fills *out, the conflicts included:
/// `lifted` is the tally's lifted layer (its seki_mask holds the marked regions in kMarked mode).
/// Dead chains are checked against Benson's pass-alive map (multi-stone suicide illegal), and for
/// seki by analysing the position again with the chain's mark taken back.
Status AnalyzeLife(const Board& board, const RulesetInput& input, const Layer& lifted,
                   LifeLayer* out);

}  // namespace goscore::scoring_internal
