// The Tromp-Taylor result tuple of scoreTrompTaylor (komi as a number, the terminal rule), kept for
// its callers; the scoring itself is ScoreRuleset's Tromp-Taylor scorer, in tenths.
#pragma once

#include <cstdint>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"

namespace goscore {

/// The result tuple of Tromp-Taylor scoring: scores are unset for a game that is not over.
struct TrompTaylorResult {
  bool terminal = false;
  double black = 0;
  double white = 0;
  int winner = 0;  ///< 1 black, -1 white, 0 tie
};

/// The terminal rule, the one place it is written (Tromp-Taylor, "The Rules of Go", rule 8: the
/// game ends after two consecutive passes; the bound of twice the board's area in actions is the
/// scorer's specification, so that games that would go on forever end). Game::IsTerminal and
/// ScoreTrompTaylor both ask it.
inline bool IsTrompTaylorTerminal(double consecutive_passes, double actions, int64_t area) {
  return consecutive_passes >= 2 || actions >= 2.0 * static_cast<double>(area);
}

/// Tromp-Taylor area scoring with komi and the terminal rule: the game is over after at least two
/// consecutive passes or at least twice the board's area in played actions. The scores are
/// ScoreRuleset's (Ruleset::kTrompTaylor) in tenths, divided by 10.
/// Errors: komi not finite, not a multiple of 0.1 or out of range (core/komi.h); negative or
/// non-integer counts. On error *out is unchanged.
Status ScoreTrompTaylor(const Board& board, double komi, double consecutive_passes,
                        double move_count, RegionFinder& finder, TrompTaylorResult* out);

/// ScoreTrompTaylor with komi already in tenths (the core's one komi unit): what the bindings call.
/// Errors: komi out of range (core/komi.h), negative or non-integer counts.
Status ScoreTrompTaylorTenths(const Board& board, int64_t komi_tenths, double consecutive_passes,
                              double move_count, RegionFinder& finder, TrompTaylorResult* out);

}  // namespace goscore
