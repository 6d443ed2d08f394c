#include "estimate/score_chains.h"

namespace goscore {
std::vector<ScoreChain> ScoreChainsOf(const Board& board, const std::vector<float>& to_move_first,
                                      const std::vector<float>& opponent_first,
                                      const std::vector<uint8_t>& dead, Color to_move) {
  const int w = board.width();
  const int h = board.height();
  const int area = w * h;
  std::vector<int> chain_of(area, -1);
  std::vector<int> liberty_seen(area, -1);
  std::vector<ScoreChain> chains;
  std::vector<int> stack;
  for (int start = 0; start < area; ++start) {
    const int colour = static_cast<int>(board.At(start % w, start / w));
    if (colour == 0 || chain_of[start] >= 0) continue;
    const int id = static_cast<int>(chains.size());
    ScoreChain c;
    c.colour = colour;
    c.first = start;
    c.to_move = colour == static_cast<int>(to_move);
    c.dead = dead[start] != 0;
    double mover = 0, other = 0;  // sums of the means, Black's view
    chain_of[start] = id;
    stack.assign(1, start);
    while (!stack.empty()) {
      const int p = stack.back();
      stack.pop_back();
      ++c.size;
      mover += to_move_first[p];
      other += opponent_first[p];
      const int x = p % w, y = p / w;
      const int next[4] = {x > 0 ? p - 1 : -1, x + 1 < w ? p + 1 : -1, y > 0 ? p - w : -1,
                           y + 1 < h ? p + w : -1};
      for (int q : next) {
        if (q < 0) continue;
        const int qc = static_cast<int>(board.At(q % w, q / w));
        if (qc == 0 && liberty_seen[q] != id) {
          liberty_seen[q] = id;
          ++c.liberties;
        } else if (qc == colour && chain_of[q] < 0) {
          chain_of[q] = id;
          stack.push_back(q);
        }
      }
    }
    const double own_view = static_cast<double>(colour) / c.size;
    c.own_first = static_cast<float>((c.to_move ? mover : other) * own_view);
    c.opp_first = static_cast<float>((c.to_move ? other : mover) * own_view);
    chains.push_back(c);
  }
  return chains;
}

double UnsettledStones(const std::vector<ScoreChain>& chains, double mean_limit) {
  double total = 0;
  for (const ScoreChain& c : chains) {
    const double mean = (static_cast<double>(c.own_first) + static_cast<double>(c.opp_first)) / 2;
    const double distance = mean < 0 ? -mean : mean;
    if (distance < mean_limit) total += 2.0 * c.size * (1.0 - distance / mean_limit);
  }
  return total;
}

}  // namespace goscore
