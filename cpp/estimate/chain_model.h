// A small linear model that settles the chains the playouts leave undecided (issue 25): a chain
// whose mean owner lies near zero is dead or alive by the evidence around it, how much of its
// neighbourhood and of its liberties the playouts give to the opponent, whether it has room on
// the edge, its size and its liberties. The weights were fitted on the tuning part of the
// development set (docs/ESTIMATE.md, "Undecided chains"); fixed constants, one float operation
// at a time in a fixed order, so the answer is the same on every platform.
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "estimate/playout_board.h"

namespace goscore {

/// Number of features of a chain (ChainFeatures::value).
inline constexpr int kChainFeatures = 9;

/// What the model reads of one chain, all from the chain's colour's view.
struct ChainFeatures {
  Point stone;        ///< the chain's head stone, for the evaluation tool
  int liberties = 0;  ///< its liberties
  /// 0: 1 (bias); 1: the mean owner of its stones over the playouts; 2: the mean owner of its
  /// liberties; 3: the mean owner of the points within Manhattan distance 3 of its stones (not
  /// its own); 4: 1 when a stone is on the first line; 5: the square root of its stones (at most
  /// 64) over 8 (sqrt is exact in IEEE arithmetic); 6: its liberties, at most 6, over 6; 7: the
  /// mean owner of its stones over the playouts where its colour moved first, minus that where the
  /// opponent did; 8: the lowest mean owner of an opponent chain next to it, from that chain's view
  /// (1 when there is none).
  float value[kChainFeatures] = {};
};

/// The features of the chain through `head` (padded loc) of `b`, with `mean` the playouts' mean
/// owner of every point (padded, -1 White .. 1 Black), `owner_first` and `opponent_first` the
/// same over the playouts where the chain's colour, or its opponent, moved first.
ChainFeatures ChainFeaturesOf(const Board& board, const PlayoutBoard& b, int head,
                              const std::vector<float>& mean, const std::vector<float>& owner_first,
                              const std::vector<float>& opponent_first);

/// A chain the playouts keep a little (mean above 0) is read by the kept weights when every
/// opponent chain next to it has a mean owner (its view) of at least this, else by the race
/// weights: next to a seki partner or a chain in a capturing race the chain may well live.
inline constexpr float kSettledNeighbour = 0.875f;

/// The margin subtracted from the models' log-odds (fit_chain_model.py): the score is the
/// log-odds that the chain is dead minus this.
inline constexpr float kModelMargin = 1.0f;

/// The margin of the weights for a chain kept a little next to an unsettled opponent chain (a
/// capturing race or a seki partner): a seki lost is worse than a dead chain left on the board.
inline constexpr float kRaceMargin = 2.0f;

/// The model's score: positive when it calls the chain dead. Three weight sets: for the chains the
/// playouts give away (mean at most 0); for those they keep a little (mean above 0) when every
/// opponent chain next to them is settled (kSettledNeighbour); and for those they keep a little
/// next to an opponent chain that is not.
float ChainModelScore(const ChainFeatures& f);

/// The margin taken off the log-odds of the weight set ChainModelScore reads for `f`
/// (kModelMargin or kRaceMargin): the score plus this is the log-odds that the chain is dead.
float ChainModelMargin(const ChainFeatures& f);

/// The model reads the chains whose mean owner (their view) lies in [kModelLow, kModelHigh]; the
/// others keep the plain margin rule.
inline constexpr float kModelLow = -0.6f;
inline constexpr float kModelHigh = 0.35f;

/// Settles the chain through `head` by the model when the playouts left it undecided: its mean
/// owner `chain_mean` (its view) lies in [kModelLow, kModelHigh] and it is not in atari (a chain
/// in atari is left to the margin and to KillHopelessAtari: one that its owner saves by one move
/// lives or dies by who moves first, and the labels keep it). Then writes the verdict to *dead,
/// and ChainBasis::kModel and the log-odds of its death to its stones in *basis and *logit
/// (padded). `mean`, `owner_first` and `opponent_first` as for ChainFeaturesOf. When
/// `features_out` is not null, the features of every chain in the band are appended to it.
void SettleUndecided(const Board& board, const PlayoutBoard& b, int head, float chain_mean,
                     const std::vector<float>& mean, const std::vector<float>& owner_first,
                     const std::vector<float>& opponent_first,
                     std::vector<ChainFeatures>* features_out, bool* dead,
                     std::vector<int8_t>* basis, std::vector<float>* logit);

}  // namespace goscore
