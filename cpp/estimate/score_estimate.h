// The count behind EstimateScore (issue 25, item 4): from the playouts' ownership to the margin
// the game will most likely end with, under the ruleset's counting. The playouts run in
// estimate.cpp (Analyze); this file only counts. See docs/ESTIMATE.md, "Score during play".
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "estimate/estimate.h"
#include "estimate/score_chains.h"

namespace goscore {

/// Knobs of the count (the defaults are EstimateScore's; docs/ESTIMATE.md says how each was
/// chosen on the tuning part of the development set).
struct ScoreTuning {
  /// Share of the playouts with the opponent of options.to_move first, in 1/16
  /// (EstimateTuning::opponent_first_sixteenths).
  int opponent_first_sixteenths = 8;
  /// Whether the dead-stone analysis reads small enclosed groups exactly (EstimateTuning).
  bool read_groups = true;
  /// Extra playouts when a chain is unsettled (EstimateTuning::extra_playouts_percent).
  int extra_playouts_percent = 100;
  /// A chain is dead for the count when the playouts give its stones to the opponent by more than
  /// this mean margin (EstimateTuning::dead_margin; EstimateDead uses 0.2).
  float dead_margin = 0.1f;
  /// Whether a chain is dead only when both halves of the playouts (each side first) say so
  /// (EstimateTuning::dead_when_both_agree).
  bool dead_when_both_agree = false;
  /// How much the playouts must agree, on average over a one-colour region, before the region
  /// counts whole for that colour (estimate.cpp, Settle).
  float agreement = 0.25f;
  /// Weight of the nearest living stone's colour (NearestLivingColour), against the playouts'
  /// mean, on the points the settled map leaves open (|owner| < 1), 0 .. 1.
  float nearest_weight = 0.7f;
  /// ... only on the points at most this many steps from the nearest living stone.
  int nearest_distance = 64;
  /// The nearest stone's weight is nearest_weight while at most this share of the board is
  /// empty, none from nearest_none_above on, and in between falls in a straight line: earlier in
  /// a game the open areas are nobody's yet.
  float nearest_full_below = 0.5f;
  float nearest_none_above = 0.6f;
  /// The next move's worth to the side to move, in points: tempo_points times the share of the
  /// board's points that the settled map leaves open (|owner| < 1: nobody's yet) beyond
  /// tempo_from_share (0 below it). Half the playouts start with each
  /// side, so their count leaves out who moves next; on the tuning part the side to move was
  /// underestimated by about 1 point 20 moves before the end and 4 at 60% of the game.
  float tempo_points = 8.0f;
  float tempo_from_share = 0.0f;
  /// Playouts at effort normal for the score (0: PlayoutsForEffort), when options.playouts is 0:
  /// 48 rather than EstimateDead's 32 lowered the error at 60% of the game by 0.3 to 0.4 points
  /// on the tuning part (seeds 1 and 2) for half as much time again (docs/ESTIMATE.md).
  int playouts_normal = 48;
  /// Whether a 19x19 score is multiplied by CalibrationFactor(open share): the count's margin
  /// during play overstates the final margin (a group it calls dead may live, an open area may
  /// go either way), by more the more of the board is open. Fitted on 19x19 games only, so other
  /// sizes are not calibrated.
  bool calibrate = true;
  /// ... and divided by 1 + unsettled_weight * UnsettledStones(chains, unsettled_mean): the more
  /// stones in chains the playouts leave near even, the less the count says about the end.
  float unsettled_mean = 0.35f;
  float unsettled_weight = 0.08f;
  /// Which ladder readings change the dead stones of the count (LadderRule bits, score_chains.h),
  /// on chains of at least ladder_min_stones stones, each read within ladder_budget positions:
  /// a chain in atari whose colour moves next and cannot escape, and a chain with two liberties
  /// that the opponent, moving next, captures in a ladder, are dead (docs/ESTIMATE.md: on the
  /// tuning part 4.79 -> 4.74 points 20 moves before the end, 6.69 -> 6.59 40 before; that a
  /// chain in atari that escapes lives was worse, 4.82).
  int ladder_rules = kLadderAtariDies | kLadderTwoLibDies;
  int ladder_min_stones = 4;
  int ladder_budget = 200;
};

/// What the count saw, for the evaluation tool (tests/tools/score_eval.cpp).
struct ScoreBreakdown {
  double area_to_move_first = 0;   ///< Black-minus-White area over the to_move-first playouts
  double area_opponent_first = 0;  ///< ... over the playouts where the opponent moved first
  double stones_placed = 0;        ///< Black's stones placed so far minus White's (board + taken)
  double settled_area = 0;         ///< Black-minus-White area of the counted owner map
  double open_share = 0;           ///< share of the points the settled map leaves open
  double settled_points = 0;       ///< what the points the settled map settles (|owner| = 1) count
  double open_points = 0;          ///< what the open points count (with the nearest stone's lean)
  double raw_score = 0;            ///< the score before the calibration (ScoreTuning::calibrate)
  double unsettled_stones = 0;     ///< UnsettledStones(chains, ScoreTuning::unsettled_mean)
  /// With the learned evaluator (score_model.h): its margin before the calibration and its
  /// uncertainty (the mean of 1 - owner^2), what scripts/devset/net_calibrate.py fits on.
  double model_margin = 0;
  double model_uncertainty = 0;
  double model_tempo = 0;          ///< ScoreModelParts::tempo
  std::vector<ScoreChain> chains;  ///< the chains as the count saw them
  int playouts = 0;                ///< playouts run
  int ladder_nodes = 0;            ///< positions the ladder reading read
  /// The playouts' mean owner of each point (row-major, Black positive), to_move first and the
  /// opponent first: the inputs of the count, for the evaluation tools.
  std::vector<float> mean_first[2];
};

/// The row-major maps the count reads, each width * height entries.
struct ScoreMaps {
  const std::vector<float>* mean_first[2] = {nullptr, nullptr};  ///< to_move first, opponent first
  const std::vector<float>* owner = nullptr;   ///< settled owner (dead lifted, regions settled)
  const std::vector<uint8_t>* dead = nullptr;  ///< 1 on stones estimated dead
  /// The playout board of the position (its chains), when the caller has one; else CountScore
  /// builds it.
  const PlayoutBoard* start = nullptr;
  int playouts = 0;
};

/// The colour of the nearest living stone of each point (row-major; 1 Black, -1 White, 0 when
/// both are as near or none is reachable), walking over empty points and dead stones: the
/// Voronoi split of the open points between the living stones.
/// Points farther than `max_distance` steps from every living stone are 0 too.
std::vector<int8_t> NearestLivingColour(const Board& board, const std::vector<uint8_t>& dead,
                                        int max_distance);

/// The calibration's factor at `open_share` (the share of the points the settled map leaves
/// open): 1 on a settled board, falling to about 0.3 when 60% or more of it is open; linear
/// between knots fitted by tests/tools/fit_score_calibration.py, between 0 and 1.
double CalibrationFactor(double open_share);

/// Counts the score of `board` from `maps` (see ScoreTuning) into *out (score, ownership, dead)
/// and, when given, *parts. The inputs are checked by EstimateScore.
void CountScore(const Board& board, const EstimateOptions& options, int prisoners_by_black,
                int prisoners_by_white, const ScoreTuning& tuning, const ScoreMaps& maps,
                ScoreEstimate* out, ScoreBreakdown* parts);

/// EstimateScore with explicit tuning and the breakdown (may be null).
Status EstimateScoreTuned(const Board& board, const EstimateOptions& options,
                          int prisoners_by_black, int prisoners_by_white, const ScoreTuning& tuning,
                          ScoreEstimate* out, ScoreBreakdown* parts);

}  // namespace goscore
