#include "estimate/playout.h"

namespace goscore {
namespace {

// A self-atari that would leave a chain of this many stones or more in atari is never played:
// big chains in atari are what a sensible player avoids (it is how seki survives the playouts),
// while throwing in one stone is how eye space is reduced (nakade).
constexpr int kSelfAtariLimit = 3;

// Out of 16: how often the policy answers the last move (captures it, or saves a chain it put in
// atari) instead of playing at random. Not 16, so that a playout sometimes tries something else.
constexpr uint32_t kAnswerOdds = 15;

// Out of 16: how often a move that is not an answer to an atari is played next to the last move.
constexpr uint32_t kLocalOdds = 12;

// Candidates a playout may examine per board cell before it stops (see RunPlayout).
constexpr int64_t kScanBudget = 4;
constexpr int64_t kScanFloor = 100000;

// How many stones of a chain in atari are searched for a capture that saves it.
constexpr int kRescueScan = 64;

int Rescue(const PlayoutBoard& b, int stone, int lib, int8_t color);

bool Forbidden(const int8_t* forbidden, int loc, int8_t color) {
  return forbidden && (forbidden[loc] == color || forbidden[loc] == 2);
}

bool Acceptable(const PlayoutBoard& b, int loc, int8_t color, const int8_t* forbidden,
                int64_t* work) {
  ++*work;
  if (Forbidden(forbidden, loc, color)) return false;
  if (b.IsEyeLike(loc, color) || !b.IsLegal(loc, color)) return false;
  int size = 0;
  return !b.IsSelfAtari(loc, color, &size) || size < kSelfAtariLimit;
}

// Calls visit(m) for each neighbour m of the stones of the chain through `stone`, in the chain's
// order, until visit returns true; scans at most kRescueScan stones. Returns 1 when visit stopped
// the scan, 0 when it went over every stone, -1 when the chain has more stones than it scans.
template <typename Visit>
int ScanChainNeighbours(const PlayoutBoard& b, int stone, Visit visit) {
  const int s = b.stride();
  const int dirs[4] = {-s, -1, 1, s};
  int t = stone;
  int scanned = 0;
  do {
    for (int d : dirs) {
      if (visit(t + d)) return 1;
    }
    t = b.NextStone(t);
  } while (t != stone && ++scanned < kRescueScan);
  return t == stone ? 0 : -1;
}

// A move that saves the own chain through `stone`, which is in atari with liberty `lib`: capture
// a neighbouring chain in atari, or extend if that gives two liberties. -1 when there is none.
int Rescue(const PlayoutBoard& b, int stone, int lib, int8_t color) {
  int capture = -1;
  const auto captures = [&](int m) {
    int clib;
    if (b.cell(m) != -color || !b.InAtari(m, &clib) || !b.IsLegal(clib, color)) return false;
    capture = clib;
    return true;
  };
  if (ScanChainNeighbours(b, stone, captures) == 1) return capture;
  int size = 0;
  if (b.IsLegal(lib, color) && !b.IsSelfAtari(lib, color, &size)) return lib;
  return -1;
}

// Appends to libs[0 .. *n) the distinct empty points next to the chain through `stone`, other
// than `skip`, until *n reaches `cap`; scans at most kRescueScan stones (a longer chain counts as
// having `cap`).
void CollectLiberties(const PlayoutBoard& b, int stone, int skip, int cap, int* libs, int* n) {
  const auto collect = [&](int m) {
    if (b.cell(m) != 0 || m == skip) return false;
    for (int i = 0; i < *n; ++i) {
      if (libs[i] == m) return false;
    }
    libs[(*n)++] = m;
    return *n >= cap;
  };
  if (ScanChainNeighbours(b, stone, collect) == -1) *n = cap;
}

// The first move of a playout has no last move to answer: it settles one of the start
// position's ataris instead (policy.start_ataris, one stone per chain in atari), saving an own
// chain or capturing an opponent's, from a random start in the list. -1 when none applies.
int SettleStartAtari(const PlayoutBoard& b, int8_t color, const int8_t* forbidden, Pcg32* rng,
                     const std::vector<int32_t>& ataris) {
  const uint32_t n = static_cast<uint32_t>(ataris.size());
  const uint32_t start = rng->Below(n);
  for (int pass = 0; pass < 2; ++pass) {
    for (uint32_t i = 0; i < n; ++i) {
      const int stone = ataris[(start + i) % n];
      int lib;
      if (b.cell(stone) != (pass == 0 ? color : -color) || !b.InAtari(stone, &lib)) continue;
      const int r = pass == 0 ? Rescue(b, stone, lib, color) : (b.IsLegal(lib, color) ? lib : -1);
      if (r >= 0 && !Forbidden(forbidden, r, color)) return r;
    }
  }
  return -1;
}

int ChooseMove(const PlayoutBoard& b, int8_t color, const int8_t* forbidden, Pcg32* rng,
               int64_t* work, const PlayoutPolicy& policy) {
  const int last = b.last_move();
  if (last >= 0 && rng->Below(16) < kAnswerOdds) {
    int lib;
    if (b.InAtari(last, &lib) && b.IsLegal(lib, color)) return lib;
    const int s = b.stride();
    const int dirs[4] = {-s, -1, 1, s};
    for (int d : dirs) {
      const int m = last + d;
      if (b.cell(m) == color && b.InAtari(m, &lib)) {
        const int r = Rescue(b, m, lib, color);
        if (r >= 0 && !Forbidden(forbidden, r, color)) return r;
      }
    }
    if (policy.defend_two_liberties) {
      const int r = TwoLibertyDefence(b, last, color, forbidden);
      if (r >= 0) return r;
    }
  }
  if (last >= 0 && rng->Below(16) < kLocalOdds) {
    // A reply next to the last move (its eight neighbours, from a random start): fights are
    // local, and an eye space is only killed (or saved) by answering inside it.
    const int s = b.stride();
    const int around[8] = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
    const uint32_t start = rng->Below(8);
    for (uint32_t i = 0; i < 8; ++i) {
      const int loc = last + around[(start + i) % 8];
      if (b.cell(loc) == 0 && Acceptable(b, loc, color, forbidden, work)) return loc;
    }
  }
  const std::vector<int32_t>& empties = b.empties();
  const uint32_t n = static_cast<uint32_t>(empties.size());
  if (n == 0) return -1;
  for (int tries = 0; tries < 8; ++tries) {
    const int loc = empties[rng->Below(n)];
    if (Acceptable(b, loc, color, forbidden, work)) return loc;
  }
  // Few good moves left: scan every empty point once from a random start.
  const uint32_t start = rng->Below(n);
  for (uint32_t i = 0; i < n; ++i) {
    const int loc = empties[(start + i) % n];
    if (Acceptable(b, loc, color, forbidden, work)) return loc;
  }
  return -1;
}

}  // namespace

int TwoLibertyDefence(const PlayoutBoard& b, int last, int8_t color, const int8_t* forbidden) {
  if (last < 0) return -1;
  const int s = b.stride();
  const int dirs[4] = {-s, -1, 1, s};
  for (int d : dirs) {
    const int m = last + d;
    if (b.cell(m) != color) continue;
    int libs[3];
    int n = 0;
    CollectLiberties(b, m, -1, 3, libs, &n);
    if (n != 2) continue;
    for (int i = 0; i < 2; ++i) {
      const int l = libs[i];
      if (Forbidden(forbidden, l, color) || b.IsEyeLike(l, color) || !b.IsLegal(l, color)) {
        continue;
      }
      // The chain's liberties once a stone is at l: the other one, l's empty neighbours and the
      // liberties of the other own chains next to l.
      int after[3] = {libs[1 - i], -1, -1};
      int k = 1;
      for (int dd : dirs) {
        const int q = l + dd;
        if (k >= 3) break;
        if (b.cell(q) == 0) {
          if (q != after[0] && (k < 2 || q != after[1])) after[k++] = q;
        } else if (b.cell(q) == color && b.Head(q) != b.Head(m)) {
          CollectLiberties(b, q, l, 3, after, &k);
        }
      }
      if (k >= 3) return l;
    }
  }
  return -1;
}

bool CycleWatch::Add(int loc) {
  bool cycle = false;
  for (int p = 2; p <= kMaxPeriod; p += 2) {
    const bool same = moves_ >= p && recent_[(moves_ - p) % kMaxPeriod] == loc;
    repeated_[p] = same ? repeated_[p] + 1 : 0;
    cycle = cycle || repeated_[p] >= kRepeats * p;
  }
  recent_[moves_ % kMaxPeriod] = loc;
  ++moves_;
  return cycle;
}

void RunPlayout(PlayoutBoard* board, int8_t first, const int8_t* forbidden, Pcg32* rng,
                PlayoutStats* stats, const PlayoutPolicy& policy) {
  PlayoutBoard& b = *board;
  const int n = b.padded_size();
  // A bound on the playout's length: captures and recaptures can refill the board a few times,
  // and a cycle longer than CycleWatch sees must still end.
  // Twice the padded board (until December 2026 three times): a playout caught in a cycle of
  // kos or repeated captures ran ~1,400 moves on 19x19 to the bound, and the slowest position of
  // the development set took 28 ms (then 20, and 5 since CycleWatch ends such playouts); the
  // data sets' exact counts are unchanged (one more with White to move on the tuning part).
  const int max_moves = 2 * n + 64;
  // And a bound on the candidates examined: near the end a move may scan every empty point, and on
  // a huge board that would be quadratic. The budget is far above what a 19x19 end position uses
  // (about 4 candidates a move, 120 moves: 500 against 101,764 here); it only ends playouts on
  // boards of several hundred points a side.
  const int64_t budget = kScanBudget * static_cast<int64_t>(n) + kScanFloor;
  int64_t work = 0;
  int8_t color = first;
  int passes = 0;
  if (policy.start_ataris && !policy.start_ataris->empty() && rng->Below(16) < kAnswerOdds) {
    const int loc = SettleStartAtari(b, color, forbidden, rng, *policy.start_ataris);
    if (loc >= 0) {
      b.Play(loc, color);
      color = static_cast<int8_t>(-color);
    }
  }
  CycleWatch watch;
  bool cycle = false;
  for (int moves = 0; passes < 2 && !cycle && moves < max_moves && work < budget; ++moves) {
    const int loc = ChooseMove(b, color, forbidden, rng, &work, policy);
    if (loc < 0) {
      b.Pass();
      ++passes;
    } else {
      b.Play(loc, color);
      passes = 0;
    }
    cycle = watch.Add(loc < 0 ? -1 : loc);
    color = static_cast<int8_t>(-color);
  }
  const int s = b.stride();
  for (int loc = 0; loc < n; ++loc) {
    const int8_t c = b.cell(loc);
    if (c == 1 || c == -1) {
      stats->owner_sum[loc] += c;
    } else if (c == 0) {
      const int8_t around[4] = {b.cell(loc - s), b.cell(loc - 1), b.cell(loc + 1), b.cell(loc + s)};
      bool black = false, white = false;
      for (int8_t a : around) {
        black = black || a == 1;
        white = white || a == -1;
      }
      if (black && !white) stats->owner_sum[loc] += 1;
      if (white && !black) stats->owner_sum[loc] -= 1;
    }
  }
  stats->playouts += 1;
}

}  // namespace goscore
