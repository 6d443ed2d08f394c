// The per-chain verdicts of EstimateDead with their confidence (estimate.h, ChainJudgement).
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "estimate/estimate.h"
#include "estimate/playout_board.h"

namespace goscore {

/// The evidence JudgeChains reads, all padded.
struct JudgementInput {
  const std::vector<float>* mean = nullptr;       ///< mean owner over every playout
  const std::vector<float>* owner_first[2] = {};  ///< over the playouts with Black / White first
  const std::vector<uint8_t>* dead = nullptr;     ///< 1 on dead stones
  const std::vector<int8_t>* basis = nullptr;     ///< ChainBasis per stone
  /// The model's log-odds that the chain is dead, per stone, where the basis is kModel.
  const std::vector<float>* model_logit = nullptr;
  float dead_margin = 0.2f;  ///< EstimateTuning::dead_margin
};

/// One ChainJudgement per chain of `b`, in the order of each chain's first stone in row order.
std::vector<ChainJudgement> JudgeChains(const Board& board, const PlayoutBoard& b,
                                        const JudgementInput& in);

}  // namespace goscore
