// A learned evaluator of the score during play (issue 25, item 4): a small convolutional net that
// reads the board and the maps of the count (score_estimate.h) and predicts each point's final
// owner; the score is the area it implies, calibrated. Its weights are not compiled in: the caller
// loads them (LoadScoreModel) from the file scripts/devset/net_train.py writes, and passes the
// model in EstimateOptions::score_model. docs/ESTIMATE.md, "The learned evaluator".
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "board/board.h"
#include "core/types.h"
#include "estimate/estimate.h"
#include "estimate/playout_board.h"
#include "estimate/score_chains.h"

namespace goscore {

/// The input planes the net reads, per point, from the side to move's view (its colour positive).
inline constexpr int kScoreModelPlanes = 15;

/// A loaded net. Layout of its file (little-endian): a magic naming the header and the width of
/// the values, "GSN1" (float32) or "GSN2" (the same values as IEEE float16, half the bytes) with
/// five int32: planes (15), channels C, residual layers L, first kernel K (odd), calibration knots
/// N; or "GSN3" (float32) or "GSN4" (float16) with two more int32: the pooled layers (bit l:
/// layer l, P of them), and what they pool over (0 chains, 1 dragons); or "GSN5" (float32) or
/// "GSN6" (float16), the header of GSN3 and GSN4 and one more value at the end. Then the values:
/// owner_skip, the first convolution's weights [C][planes][K][K] and biases [C]; the layers' 3x3
/// weights [L][C][C][3][3], then their biases [L][C]; the pooled layers' 1x1 weights [P][C][C]
/// (GSN3 to GSN6); the last 1x1 weights [C] and bias; then N knot positions (uncertainty, rising)
/// and N factors; then (GSN5, GSN6) the weight w of the unsettled stones, at least 0.
///
/// A pooled layer l adds to each stone, besides its 3x3 convolution, the 1x1 convolution of the
/// mean of the layer's input over the stone's chain, or its dragon (the chains of its colour
/// linked through shared liberties, as estimate/dragons.h links them): a large group is judged as
/// one, whatever the reach of the 3x3 kernels.
struct ScoreModel {
  int channels = 0;
  int layers = 0;
  int kernel = 0;
  int knots = 0;
  uint32_t pooled = 0;        ///< bit l: layer l is pooled
  bool pool_dragons = false;  ///< pooled over dragons, not chains
  /// Every float of the file after the header, in its order (owner_skip first); the offsets
  /// below index it.
  std::vector<float> values;
  size_t first_weights = 0, first_bias = 0, layer_weights = 0, layer_bias = 0, pool_weights = 0,
         last_weights = 0, last_bias = 0, knot_at = 0, knot_factor = 0;
  /// The margin is divided by 1 + unsettled_weight x the count's unsettled stones (GSN5, GSN6; 0
  /// before them).
  float unsettled_weight = 0;
};

/// Reads a model from the bytes of its file (a float16 value becomes the float equal to it). Errors
/// (kInvalidArgument): a wrong magic, sizes out
/// of range, a file shorter or longer than its header says, a value that is not finite.
Status LoadScoreModel(const uint8_t* data, size_t size, ScoreModel* out);

/// What the net reads of one position (the maps of the count, row-major, Black positive).
struct ScoreModelInput {
  const Board* board = nullptr;
  const PlayoutBoard* start = nullptr;              ///< the playout board of `board` (its chains)
  const std::vector<ScoreChain>* chains = nullptr;  ///< ScoreChainsOf(board, *start, ...)
  Color to_move = Color::kBlack;
  const std::vector<float>* mean_first[2] = {nullptr, nullptr};  ///< to_move first, opponent first
  const std::vector<float>* owner = nullptr;                     ///< the count's owner
  const std::vector<Point>* dead = nullptr;                      ///< the count's dead stones
  double open_share = 0;
  double unsettled_stones = 0;  ///< the count's (ScoreBreakdown::unsettled_stones)
};

/// The net's expected final owner of each point, -1 (White) .. 1 (Black), row-major, into *owner.
void RunScoreModel(const ScoreModel& model, const ScoreModelInput& input,
                   std::vector<float>* owner);

/// The calibration factor of the model's margin at `uncertainty` (the mean of 1 - owner^2 over
/// the points): piecewise linear between the model's knots, constant beyond them.
double ScoreModelFactor(const ScoreModel& model, double uncertainty);

/// The square boards the net is measured on and applies to (EstimateScore; the count alone answers
/// on others), each with the points the score gives the side to move after the calibration. The
/// net learned the next move's worth from 19x19 games; on the smaller boards' development sets it
/// gave the side to move too little: each value is the one of 0, 0.25, .. 1.5 with the lowest mean
/// error on that size's tuning part over seeds 1 to 4 (scripts/devset/tempo_fit.py;
/// docs/ESTIMATE.md, "The side to move on small boards"), and on 19x19 that is 0.
struct ScoreModelSize {
  int size;
  double tempo;
};
inline constexpr ScoreModelSize kScoreModelSizes[] = {{9, 0.75}, {13, 0.25}, {19, 0.0}};

/// Whether the net applies to a board of this size: square, and one of kScoreModelSizes.
bool ScoreModelApplies(int width, int height);

/// The side to move's points on a board of this size (kScoreModelSizes; 0 where the net does not
/// apply).
double ScoreModelTempo(int width, int height);

/// The net's margin before the calibration and its uncertainty (ApplyScoreModel's `parts`).
struct ScoreModelParts {
  double margin = 0;       ///< the area the ownership implies, less komi (and the stones placed)
  double uncertainty = 0;  ///< the mean of 1 - owner^2 over the points
  double tempo = 0;        ///< ScoreModelTempo for the side to move, Black positive
};

/// Replaces the count's score, ownership and dead stones in *out by the model's: the ownership is
/// the net's, the dead stones the chains whose mean owner the net gives to the opponent, the
/// score the area the ownership implies (territory counting: less the stones each side placed,
/// `stones_placed` Black's minus White's; komi_tenths for White) times ScoreModelFactor at the
/// net's uncertainty, divided by 1 + the model's unsettled_weight x input.unsettled_stones, plus
/// ScoreModelTempo for input.to_move.
void ApplyScoreModel(const ScoreModel& model, const ScoreModelInput& input, bool area_rules,
                     int komi_tenths, double stones_placed, ScoreEstimate* out,
                     ScoreModelParts* parts = nullptr);

}  // namespace goscore
