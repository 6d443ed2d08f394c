#include "estimate/score_races.h"

#include <algorithm>

namespace goscore {
namespace {

constexpr int kMaxLibs = 8;

// The liberties of the chain through loc, at most kMaxLibs (sorted).
int LibertiesOf(const PlayoutBoard& b, int loc, int* libs) {
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  int n = 0;
  int s = loc;
  do {
    for (int d : dirs) {
      if (b.cell(s + d) != 0 || std::find(libs, libs + n, s + d) != libs + n) continue;
      if (n == kMaxLibs) return n;
      libs[n++] = s + d;
    }
    s = b.NextStone(s);
  } while (s != loc);
  std::sort(libs, libs + n);
  return n;
}

}  // namespace

int RaceOutcome(int mover, int other, int shared) {
  const int extra = shared > 0 ? shared - 1 : 0;
  if (mover >= other + extra) return 1;
  if (other >= mover + 1 + extra) return -1;
  return 0;
}

int ApplyRaces(const Board& board, const PlayoutBoard& b, std::vector<ScoreChain>* chains,
               int max_liberties, int min_stones, float mean_limit, std::vector<float>* owner,
               std::vector<uint8_t>* dead) {
  const int w = board.width();
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  std::vector<int> index_of(b.padded_size(), -1);  // by chain head
  for (size_t i = 0; i < chains->size(); ++i) {
    const ScoreChain& c = (*chains)[i];
    index_of[b.Head(board.Loc(c.first % w, c.first / w))] = static_cast<int>(i);
  }
  auto racing = [&](const ScoreChain& c) {
    const float mean = (c.own_first + c.opp_first) / 2.0f;
    return c.size >= min_stones && c.liberties >= 2 && c.liberties <= max_liberties &&
           mean > -mean_limit && mean < mean_limit;
  };
  int races = 0;
  for (ScoreChain& a : *chains) {
    if (!racing(a)) continue;
    const int loc = board.Loc(a.first % w, a.first / w);
    int s = loc;
    do {
      for (int d : dirs) {
        if (b.cell(s + d) != -a.colour) continue;
        const int j = index_of[b.Head(s + d)];
        ScoreChain& o = (*chains)[j];
        // Each pair once, from the chain that comes first.
        if (j < 0 || &o < &a || !racing(o)) continue;
        int la[kMaxLibs], lo[kMaxLibs];
        const int na = LibertiesOf(b, loc, la);
        const int no = LibertiesOf(b, board.Loc(o.first % w, o.first / w), lo);
        int shared = 0;
        for (int i = 0; i < na; ++i) shared += std::binary_search(lo, lo + no, la[i]);
        ++races;
        ScoreChain& mover = a.to_move ? a : o;
        ScoreChain& other = a.to_move ? o : a;
        const int mover_libs = (a.to_move ? na : no) - shared;
        const int other_libs = (a.to_move ? no : na) - shared;
        const int outcome = RaceOutcome(mover_libs, other_libs, shared);
        SetChainVerdict(board, b, &mover, outcome < 0, owner, dead);
        SetChainVerdict(board, b, &other, outcome > 0, owner, dead);
      }
      s = b.NextStone(s);
    } while (s != loc);
  }
  return races;
}

}  // namespace goscore
