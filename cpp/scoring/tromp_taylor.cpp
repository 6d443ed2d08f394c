#include "scoring/tromp_taylor.h"

#include <cmath>
#include <string>

#include "core/komi.h"
#include "scoring/ruleset_score.h"
#include "scoring/tally.h"

namespace goscore {

namespace {

bool IsCount(double v) { return std::isfinite(v) && v >= 0 && v == std::floor(v); }

}  // namespace

Status ScoreTrompTaylor(const Board& board, double komi, double consecutive_passes,
                        double move_count, RegionFinder& finder, TrompTaylorResult* out) {
  using scoring_internal::DescribeNumber;
  if (!std::isfinite(komi)) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         "komi must be a finite number, got " + DescribeNumber(komi));
  }
  // One komi unit in the core: tenths (core/komi.h: a multiple of 0.1 within its range).
  int tenths = 0;
  Status komi_status = ParseKomiTenths(komi, &tenths);
  if (!komi_status.ok()) return komi_status;
  return ScoreTrompTaylorTenths(board, tenths, consecutive_passes, move_count, finder, out);
}

Status ScoreTrompTaylorTenths(const Board& board, int64_t komi_tenths, double consecutive_passes,
                              double move_count, RegionFinder& finder, TrompTaylorResult* out) {
  using scoring_internal::DescribeNumber;
  Status komi_status = CheckKomiTenths(komi_tenths);
  if (!komi_status.ok()) return komi_status;
  if (!IsCount(consecutive_passes)) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         "consecutivePasses must be a non-negative integer, got " +
                             DescribeNumber(consecutive_passes));
  }
  if (!IsCount(move_count)) {
    return Status::Error(
        ErrorCode::kInvalidArgument,
        "moveCount must be a non-negative integer, got " + DescribeNumber(move_count));
  }
  TrompTaylorResult result;
  result.terminal = IsTrompTaylorTerminal(consecutive_passes, move_count, board.area());
  if (result.terminal) {
    // Rule 9, by the one Tromp-Taylor scorer: a player's score is the number of points of her
    // colour, plus the number of empty points that reach only her colour; komi to White.
    RulesetInput input;
    input.ruleset = Ruleset::kTrompTaylor;
    input.komi_tenths = komi_tenths;
    RulesetScore score;
    Status s = ScoreRuleset(board, input, finder, &score);
    if (!s.ok()) return s;
    result.black = static_cast<double>(score.black.total_tenths) / 10;
    result.white = static_cast<double>(score.white.total_tenths) / 10;
    result.winner = score.winner;
  }
  *out = result;
  return Status();
}

}  // namespace goscore
