#include "estimate/score_chains.h"

#include "estimate/score_ladder.h"

namespace goscore {
std::vector<ScoreChain> ScoreChainsOf(const Board& board, const PlayoutBoard& b,
                                      const std::vector<float>& to_move_first,
                                      const std::vector<float>& opponent_first,
                                      const std::vector<uint8_t>& dead, Color to_move) {
  const int w = board.width();
  const int h = board.height();
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  std::vector<int> chain_of(b.padded_size(), -1);  // by chain head: the chain's index
  std::vector<int> liberty_seen(b.padded_size(), -1);
  std::vector<ScoreChain> chains;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const int start = board.Loc(x, y);
      const int colour = b.cell(start);
      if ((colour != 1 && colour != -1) || chain_of[b.Head(start)] >= 0) continue;
      const int id = static_cast<int>(chains.size());
      chain_of[b.Head(start)] = id;
      ScoreChain c;
      c.colour = colour;
      c.first = y * w + x;
      c.to_move = colour == static_cast<int>(to_move);
      c.dead = dead[c.first] != 0;
      c.size = b.ChainSize(start);
      double mover = 0, other = 0;  // sums of the means, Black's view
      int s = start;
      do {
        const Point p = board.LocPoint(s);
        mover += to_move_first[p.y * w + p.x];
        other += opponent_first[p.y * w + p.x];
        for (int d : dirs) {
          if (b.cell(s + d) == 0 && liberty_seen[s + d] != id) {
            liberty_seen[s + d] = id;
            ++c.liberties;
          }
        }
        s = b.NextStone(s);
      } while (s != start);
      const double own_view = static_cast<double>(colour) / c.size;
      c.own_first = static_cast<float>((c.to_move ? mover : other) * own_view);
      c.opp_first = static_cast<float>((c.to_move ? other : mover) * own_view);
      chains.push_back(c);
    }
  }
  return chains;
}

int ApplyLadders(const Board& board, const PlayoutBoard& b, std::vector<ScoreChain>* chains,
                 int rules, int min_stones, int budget, std::vector<float>* owner,
                 std::vector<uint8_t>* dead) {
  const int w = board.width();
  int nodes = 0;
  for (ScoreChain& c : *chains) {
    if (c.size < min_stones || c.liberties > 2) continue;
    const bool atari = c.liberties == 1;
    const bool wanted = atari ? c.to_move && (rules & (kLadderEscapeLives | kLadderAtariDies))
                              : !c.to_move && (rules & kLadderTwoLibDies);
    if (atari && !c.to_move && (rules & kAtariOfOtherDies)) {
      SetChainVerdict(board, b, &c, true, owner, dead);  // the side to move captures it
      continue;
    }
    if (!wanted) continue;
    const int loc = board.Loc(c.first % w, c.first / w);
    int used = 0;
    const LadderResult r = ReadLadder(b, loc, budget, &used);
    nodes += used;
    bool now_dead = c.dead;
    if (r == LadderResult::kEscapes && atari && (rules & kLadderEscapeLives)) now_dead = false;
    if (r == LadderResult::kCaptured &&
        (atari ? (rules & kLadderAtariDies) != 0 : (rules & kLadderTwoLibDies) != 0)) {
      now_dead = true;
    }
    SetChainVerdict(board, b, &c, now_dead, owner, dead);
  }
  return nodes;
}

void SetChainVerdict(const Board& board, const PlayoutBoard& b, ScoreChain* c, bool dead_now,
                     std::vector<float>* owner, std::vector<uint8_t>* dead) {
  if (c->dead == dead_now) return;
  c->dead = dead_now;
  const int w = board.width();
  const int loc = board.Loc(c->first % w, c->first / w);
  int s = loc;
  do {
    const Point p = board.LocPoint(s);
    (*owner)[p.y * w + p.x] = static_cast<float>(dead_now ? -c->colour : c->colour);
    (*dead)[p.y * w + p.x] = dead_now ? 1 : 0;
    s = b.NextStone(s);
  } while (s != loc);
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
