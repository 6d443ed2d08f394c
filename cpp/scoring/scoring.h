// Scoring a finished position with agreed marks: Japanese territory scoring (1989 rules, Articles 8
// and 10), area scoring, and Tromp-Taylor (area with nothing marked dead). The scorer of every
// ruleset (ScoreRuleset, CompareRules) is in ruleset_score.h and compare.h, included here.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "scoring/compare.h"
#include "scoring/ruleset_score.h"
#include "scoring/tromp_taylor.h"

namespace goscore {

enum class ScoringRules : int { kTerritory = 0, kArea = 1, kTrompTaylor = 2 };

/// Name of a rule set as the JS API spells it: "territory", "area", "tromp-taylor".
const char* ScoringRulesName(ScoringRules rules);

/// Everything a scorer needs besides the board.
struct ScoreInput {
  /// Row-major, 1 where a stone is marked dead; empty means nothing is dead. Ignored by
  /// Tromp-Taylor.
  std::vector<uint8_t> dead;
  /// Points whose empty region (after dead stones are lifted) is agreed seki. Territory only.
  std::vector<Point> seki;
  int prisoners_by_black = 0;  ///< stones Black captured during play
  int prisoners_by_white = 0;  ///< stones White captured during play
  int komi_tenths = 0;         ///< komi in tenths of a point, to White
  ScoringRules rules = ScoringRules::kTerritory;
};

/// One side's score and its parts.
struct SideScore {
  int64_t total_tenths = 0;  ///< the side's score, komi included for White, in tenths
  int stones = 0;     ///< stones left on the board after dead stones are lifted (counted by area)
  int territory = 0;  ///< empty points, dead-stone points included, reaching only this colour
                      ///< (territory rules: seki regions excluded)
  int prisoners = 0;  ///< territory rules: own stones held by the opponent, captured or dead
  int dead = 0;       ///< own stones marked dead
};

/// The outcome of scoring. Ties are possible with an integral komi.
struct ScoreResult {
  ScoringRules rules = ScoringRules::kTerritory;
  SideScore black;
  SideScore white;
  int komi_tenths = 0;
  int winner = 0;             ///< 1 black, -1 white, 0 draw
  int64_t margin_tenths = 0;  ///< |black - white|
  int dame = 0;               ///< empty points reaching both colours or neither
  int seki_points = 0;        ///< empty points in regions marked seki (territory rules)
  /// Row-major, what each point counts as after dead stones are lifted: 1 / -1 a stone or an empty
  /// point of that colour's region (seki regions included), 0 neutral.
  std::vector<int8_t> owner;
  /// Row-major, 1 on the points of regions marked seki.
  std::vector<uint8_t> seki_mask;
};

/// Scores `board` with the marks and prisoners of `input`.
///   Territory (Japanese 1989, Art. 8 and 10):
///     1. every dead stone is lifted and added to the prisoners of the player who did not own it;
///     2-3. flood-fill the empty regions: one bordering colour makes eye points, both make dame;
///     4. territory = eye points, less the regions marked seki;
///     5. black = territory(black) - prisoners held by white;
///        white = territory(white) - prisoners held by black + komi.
///   Area: stones left after lifting the dead + empty points reaching only that colour; komi to
///   White. Tromp-Taylor: area with nothing dead.
/// Totals are computed in 64 bits. Errors: a dead mask of the wrong size, a dead mark on an empty
/// point, a seki point off the board or not empty after the dead are lifted, prisoners negative or
/// beyond kMaxCount (10^9).
Status ScorePosition(const Board& board, const ScoreInput& input, RegionFinder& finder,
                     ScoreResult* out);

/// The dead-stone mask for ScoreInput from a list of points: the whole chain through each point is
/// dead (naming several stones of one chain is the same as naming one). Errors: a point off the
/// board or on an empty point.
Status DeadChainsMask(const Board& board, const std::vector<Point>& points,
                      std::vector<uint8_t>* mask);

/// "Black wins by 2.5", "White wins by 6.5", "Draw"; lang "en" (default), "ko", "ja", "zh".
std::string FormatResult(const ScoreResult& result, const std::string& lang = "en");

/// The SGF RE value: "B+2.5", "W+6.5" or "0".
std::string SgfResult(const ScoreResult& result);
/// The same of a winner (1 Black, -1 White, 0 a draw) and a margin in tenths of a point.
std::string SgfResult(int winner, int64_t margin_tenths);

/// Tenths as a decimal string: 65 -> "6.5", 70 -> "7", -5 -> "-0.5".
std::string FormatTenths(int64_t tenths);

}  // namespace goscore
