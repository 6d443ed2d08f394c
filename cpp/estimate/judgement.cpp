#include "estimate/judgement.h"

#include <algorithm>

namespace goscore {

std::vector<ChainJudgement> JudgeChains(const Board& board, const PlayoutBoard& b,
                                        const JudgementInput& in) {
  std::vector<ChainJudgement> out;
  std::vector<uint8_t> done(b.padded_size(), 0);
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const int loc = board.Loc(x, y);
      const int8_t c = b.cell(loc);
      if ((c != 1 && c != -1) || done[b.Head(loc)]) continue;
      done[b.Head(loc)] = 1;
      ChainJudgement j;
      j.stone = {x, y};
      j.stones = b.ChainSize(loc);
      j.dead = (*in.dead)[loc] != 0;
      j.basis = static_cast<ChainBasis>((*in.basis)[loc]);
      // Sums in stone order, one division each: the same on every platform.
      float sum = 0, own = 0, opp = 0;
      const int mine = c == 1 ? 0 : 1;
      int s = loc;
      do {
        sum += (*in.mean)[s];
        own += (*in.owner_first[mine])[s];
        opp += (*in.owner_first[1 - mine])[s];
        s = b.NextStone(s);
      } while (s != loc);
      const float scale = static_cast<float>(c) / static_cast<float>(j.stones);
      j.mean = sum * scale;
      j.owner_first = own * scale;
      j.opponent_first = opp * scale;
      const float m = in.dead_margin;
      // How far the mean lies beyond the margin on the verdict's side, 0 .. 1.
      float side = j.dead ? (-m - j.mean) / (1.0f - m) : (j.mean + m) / (1.0f + m);
      side = std::min(1.0f, std::max(0.0f, side));
      // The share by which the move order decides the chain's fate, when it does: when the verdict
      // turns with who moves first (a dead chain that lives with its colour first, a living one
      // that dies with the opponent first). A chain dead or alive either way is not split.
      const bool turns = j.dead ? j.owner_first > -m : j.opponent_first < -m;
      const float split =
          turns ? std::min(1.0f, std::max(0.0f, j.owner_first - j.opponent_first) / 2.0f) : 0.0f;
      const float playouts = side * (1.0f - split);
      switch (j.basis) {
        case ChainBasis::kProven:
        case ChainBasis::kLocalSearch:
          j.confidence = 1.0f;
          break;
        case ChainBasis::kShape:
          j.confidence = std::max(kShapeConfidence, playouts);
          break;
        case ChainBasis::kPlayouts:
          j.confidence = playouts;
          break;
        case ChainBasis::kModel: {
          // The model's log-odds for the verdict, squashed to 0 .. 1 without a transcendental
          // function (the same on every platform): 1 (odds e to 1) gives 0.5.
          const float logit = (*in.model_logit)[loc];
          const float x = std::max(0.0f, j.dead ? logit : -logit);
          j.confidence = x / (1.0f + x);
          break;
        }
      }
      j.uncertain = j.confidence < kUncertainBelow;
      out.push_back(j);
    }
  }
  return out;
}

}  // namespace goscore
