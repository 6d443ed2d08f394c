// Dead-stone and score estimation (issue 13): which chains of a finished (or unfinished) game are
// dead, who owns each point, which points are proven, which are in seki and which still need a
// stone to seal a boundary. Monte Carlo playouts with a policy that plays sensibly, settled by
// consistency rules; see docs/ESTIMATE.md for the method and its measured accuracy and cost.
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "core/types.h"

namespace goscore {

/// How much work the estimator does. Each effort is a fixed number of playouts (see
/// PlayoutsForEffort), so the answer for a seed does not depend on the machine's speed.
enum class EstimateEffort : int { kFast = 0, kNormal = 1, kThorough = 2 };

/// The playouts an effort stands for on a board of `points` points: effort normal is 64 on a
/// board larger than 13x13 (more than 169 points) and 32 on one of at most 169, fast 16 and
/// thorough 512 on any. More playouts settle more dead groups on 19x19 over every seed measured,
/// and change nothing on 9x9 and 13x13, whose budget is tighter (docs/ESTIMATE.md, "More
/// playouts").
int PlayoutsForEffort(EstimateEffort effort, int points);

/// The largest board, in points, on which effort normal runs its smaller count of playouts.
inline constexpr int kSmallBoardPoints = 169;

/// Largest explicit playout count EstimateOptions::playouts accepts.
inline constexpr int kMaxEstimatePlayouts = 100000;

struct ScoreModel;

/// Options of EstimateDead and EstimateScore.
struct EstimateOptions {
  Color to_move = Color::kBlack;  ///< who plays first in the playouts; kBlack or kWhite
  int komi_tenths = 65;           ///< komi in tenths of a point, for White
  bool area_rules = false;        ///< false: territory (Japanese) counting; true: area counting
  uint32_t seed = 1;              ///< the playouts' random seed: same seed, same answer
  int playouts = 0;               ///< 0: from `effort`; else 1 .. kMaxEstimatePlayouts
  EstimateEffort effort = EstimateEffort::kNormal;
  /// EstimateScore on a 19x19, 13x13 or 9x9 board: the learned evaluator that turns the count's
  /// maps into the score (score_model.h; loaded by the caller, not owned), or null for the count
  /// alone. EstimateDead does not read it.
  const ScoreModel* score_model = nullptr;
};

/// How the estimate settled a chain (ChainJudgement::basis).
enum class ChainBasis : int8_t {
  kProven = 0,  ///< Benson: the chain is pass-alive, or stands in the opponent's pass-alive area
  kLocalSearch = 1,  ///< the exact search of a small enclosed group (group_reading.h)
  kShape = 2,        ///< a static rule changed the playouts' verdict: nakade, seki, standoff
  kPlayouts = 3,     ///< the playouts' mean owner (EstimateTuning::dead_margin)
  kModel = 4,        ///< the playouts left it undecided; the linear model of the evidence around it
                     ///< settled it (chain_model.h)
};

/// Name of a basis as the JS API spells it: "proven", "search", "shape", "playouts", "model".
const char* ChainBasisName(ChainBasis basis);

/// The estimate's verdict on one chain and how sure it is (issue 25, item 2). The evidence is the
/// playouts' mean owner of the chain's stones seen from the chain's colour: 1 when every playout
/// kept it, -1 when every playout captured it.
struct ChainJudgement {
  Point stone;     ///< the chain's first stone in row order (y, then x)
  int stones = 0;  ///< its number of stones
  bool dead = false;
  ChainBasis basis = ChainBasis::kPlayouts;
  float mean = 0;            ///< mean owner over all the playouts, -1 .. 1, the chain's view
  float owner_first = 0;     ///< the same over the playouts where the chain's colour moved first
  float opponent_first = 0;  ///< ... and where the opponent moved first
  /// How sure the verdict is, 0 .. 1. 1 for kProven and kLocalSearch (exact; the search under its
  /// stated assumptions); for kPlayouts, how far the mean lies beyond the dead margin on the side
  /// of the verdict (0 at the margin, 1 at -1 or 1), times 1 - the share by which the move order
  /// decides, when the verdict turns with it (max(0, owner_first - opponent_first) / 2: a chain
  /// that lives when its colour moves first and dies otherwise is unsettled); for kShape, that of
  /// kPlayouts for the verdict the rule gave, but at least kShapeConfidence; for kModel, x / (1 +
  /// x) with x the model's log-odds for the verdict (0 when they point the other way). See
  /// docs/ESTIMATE.md, "Confidence".
  float confidence = 0;
  /// confidence < kUncertainBelow: a chain whose status the estimate could not settle, the one a
  /// board should ask the players about.
  bool uncertain = false;
};

/// ChainJudgement::uncertain is set below this confidence, which takes every verdict a static rule
/// gave against its playouts (held at kShapeConfidence). Chosen on the development set's tuning
/// part (estimate_eval --chains): about one chain in a hundred, and most of the wrong ones.
inline constexpr float kUncertainBelow = 0.6f;
/// Least confidence of a chain a static rule settled (ChainBasis::kShape).
inline constexpr float kShapeConfidence = 0.5f;

/// What EstimateDead found. Maps are row-major (y * width + x), width * height entries.
struct DeadEstimate {
  /// Dead stones, sorted by y then x; always whole chains.
  std::vector<Point> dead;
  /// Expected owner of each point from the playouts, -1 (White) .. 1 (Black), with the dead
  /// removed: a dead stone's point leans to the colour that captures it.
  std::vector<float> ownership;
  /// 1 / -1 on points Black / White holds unconditionally (pass-alive chains, their pass-alive
  /// territory and the opponent stones in it), 0 elsewhere.
  std::vector<int8_t> certain;
  /// 1 / -1 on the stones and empty points of a Black / White group in seki, 0 elsewhere.
  std::vector<int8_t> seki;
  /// 1 on empty points where a boundary is still open: the estimate gives the point to one
  /// colour but a living stone of the other touches it, so a stone must still be played there
  /// before a count means anything.
  std::vector<uint8_t> sealing;
  /// Every chain on the board, in the order of its first stone (row order), with its verdict and
  /// confidence. A chain is dead exactly when its stones are in `dead`.
  std::vector<ChainJudgement> chains;
  /// Indices into `chains` of the uncertain ones (ChainJudgement::uncertain), in the same order.
  std::vector<int> uncertain;
  /// The playouts run: the effort's count (or EstimateOptions::playouts), twice that when some
  /// chain was still unsettled after them (its mean near the dead margin; docs/ESTIMATE.md).
  int playouts = 0;
};

/// Estimates the dead stones of `board`. Errors (kInvalidArgument): to_move not a player, a
/// playout count out of range, an unknown effort, a komi that is not finite tenths; kInvalidBoard
/// when a chain has no liberties. Deterministic for a given board and options.
Status EstimateDead(const Board& board, const EstimateOptions& options, DeadEstimate* out);

/// A score estimate for a position in the middle of a game.
struct ScoreEstimate {
  /// Expected Black-minus-White margin in points, komi and prisoners included (positive: Black
  /// leads), under options.area_rules.
  double score = 0;
  /// Expected owner of each point, -1 .. 1, row-major.
  std::vector<float> ownership;
  /// The estimated dead stones, sorted by y then x.
  std::vector<Point> dead;
  /// Whether the learned evaluator (EstimateOptions::score_model) gave the score, the ownership and
  /// the dead stones; false when the count alone did.
  bool model = false;
};

/// Estimates the score of `board` with `prisoners_by_black` / `prisoners_by_white` stones taken
/// so far (territory counting only; area counting ignores them). Errors as EstimateDead, and
/// kInvalidArgument for negative prisoners. The count is in estimate/score_estimate.h (its
/// tuning, ScoreTuning, and how it was measured: docs/ESTIMATE.md, "Score during play"); a
/// ruleset's handicap compensation under area counting goes into options.komi_tenths.
Status EstimateScore(const Board& board, const EstimateOptions& options, int prisoners_by_black,
                     int prisoners_by_white, ScoreEstimate* out);

}  // namespace goscore
