// Benson's algorithm for unconditional life (D. B. Benson, "Life in the game of Go", Information
// Sciences 10 (1976) 17-29), with the conventions of KataGo's Board::calculateAreaForPla (learned
// from lightvector/KataGo cpp/game/board.cpp; this is an independent implementation).
//
// For a colour C:
//  - a chain is a maximal connected set of C stones;
//  - a region is a maximal connected set of points that are not C (empty points and opponent
//    stones) containing at least one empty point (a set of opponent stones with no empty point
//    among them gives no region);
//  - a region is vital ("healthy") to a chain bordering it when every EMPTY point of the region is
//    adjacent to that chain. When multi-stone suicide is legal the opponent's stones in the region
//    must be adjacent to the chain too: the defender can then fill its own last liberty with a
//    sacrifice, so a region only counts if the chain really touches all of it;
//  - Benson's iteration: a chain with fewer than two vital regions is not pass-alive; every region
//    that borders such a chain stops counting as vital for every chain; repeat until nothing
//    changes (a worklist reaches the same fixpoint as repeated sweeps).
//  - What is held: the surviving (pass-alive) chains, and every region that borders no killed
//    chain and has at most one point not adjacent to a C stone ("small" region: the opponent can
//    never make two eyes in it). Bigger enclosed regions are not counted (KataGo's
//    safeBigTerritories = false), nor are regions on a board without C stones.
// Black is computed first and White second; White's marks overwrite Black's, as in KataGo (the
// two are disjoint on any board; the order only fixes the convention).
// Chains and regions are labelled together (the points of the colour against the rest: both are
// connected components of that split) over runs, the maximal stretches of a row on one side: the
// board is read into bit words by padded loc (eight points at a time), the run starts and the
// places where a run meets a run of the row above on its side are found by word operations, and a
// union-find joins the runs (one join per meeting, about one per run, instead of one step per
// point). One pass then gives each point its run, a loop over the runs numbers the chains and
// regions, and another pass gives each point its index. The internal points (next to no stone of
// the colour) are found by word operations and counted by region; each empty point (and with
// suicide legal each opponent stone) reads its neighbours once, visited bit by bit. The per-point
// passes are written without data-dependent branches (masks) and without read-modify-writes that
// the next point would wait on: on real positions the branchy floods spent much of their time in
// mispredictions. Benson's iteration runs in rounds: spoil every region next to a killed chain
// (one sweep over the stones), recount the vital regions, kill the chains left with fewer than two;
// stop when a round kills nothing. After kMaxSweeps rounds a longer cascade is finished by a
// worklist over the stones of each newly killed chain (the same fixpoint; linear however long the
// cascade).
#include "life/benson.h"

#include <algorithm>

#include "board/byte_bits.h"

namespace goscore {

namespace {

template <typename T>
void Grow(std::vector<T>* v, size_t n) {
  if (v->size() < n) v->resize(n);
}

// Root of loc's tree, halving the path on the way (every parent is at or before its child).
inline int32_t Find(int32_t* parent, int32_t loc) {
  while (parent[loc] != loc) {
    parent[loc] = parent[parent[loc]];
    loc = parent[loc];
  }
  return loc;
}

// Word i of the bits `a` moved up by s (bit x of the result is bit x - s of a; zeros below).
inline uint64_t ShiftedWord(const uint64_t* a, size_t i, size_t s) {
  const size_t q = s >> 6;
  const unsigned r = s & 63;
  const uint64_t hi = i >= q ? a[i - q] : 0;
  if (r == 0) return hi;
  const uint64_t lo = i >= q + 1 ? a[i - q - 1] : 0;
  return (hi << r) | (lo >> (64 - r));
}

// Word i of the bits `a` (`words` words) moved down by s (bit x of the result is bit x + s of a;
// zeros past the end).
inline uint64_t ShiftedDownWord(const uint64_t* a, size_t words, size_t i, size_t s) {
  const size_t q = s >> 6;
  const unsigned r = s & 63;
  const uint64_t lo = i + q < words ? a[i + q] : 0;
  if (r == 0) return lo;
  const uint64_t hi = i + q + 1 < words ? a[i + q + 1] : 0;
  return (lo >> r) | (hi << (64 - r));
}

// f(loc) for every bit set in the words a[0 .. words), in increasing order.
template <typename F>
inline void ForEachBit(const uint64_t* a, size_t words, F f) {
  for (size_t i = 0; i < words; ++i) {
    for (uint64_t m = a[i]; m != 0; m &= m - 1) f(64 * i + static_cast<size_t>(__builtin_ctzll(m)));
  }
}

}  // namespace

void BensonAnalyzer::LoadBits(const Board& board) {
  using namespace byte_bits;  // NOLINT: the byte helpers read as arithmetic here
  const int8_t* cells = board.cells();
  const size_t n = static_cast<size_t>(board.padded_size());
  words_ = (n + 63) / 64;
  Grow(&bits_, 5 * words_);
  uint64_t* black = bits_.data();
  uint64_t* white = black + words_;
  uint64_t* empty = white + words_;
  for (size_t i = 0; i < words_; ++i) {
    uint64_t b = 0, w = 0, e = 0;
    for (size_t k = 0; k < 64 && 64 * i + k < n; k += 8) {
      const uint64_t v = ReadEight(cells, 64 * i + k, n, 8);
      // Black (1): bit 0 set, bit 7 clear; white (-1 = 0xFF): bit 7 set; the wall (2): neither.
      b |= Gather(v & ~(v >> 7) & kOnes) << k;
      w |= Gather((v >> 7) & kOnes) << k;
      e |= Gather(ZeroBytes(v) >> 7) << k;
    }
    const size_t left = n - 64 * i;  // the bytes read past the end read as empty points
    if (left < 64) e &= (uint64_t{1} << left) - 1;
    black[i] = b;
    white[i] = w;
    empty[i] = e;
  }
}

void BensonAnalyzer::MarkColor(const Board& board, Color color, bool multi_stone_suicide_legal,
                               int8_t* out) {
  const int8_t* cells = board.cells();
  const int w = board.width();
  const int h = board.height();
  const int stride = board.stride();
  const int8_t pla = static_cast<int8_t>(color);
  const size_t n = static_cast<size_t>(board.padded_size());
  const size_t area = static_cast<size_t>(w) * h;
  const size_t words = words_;
  // The colour's points and the others (empty or opponent; not the walls), as bits by loc.
  const uint64_t* own = bits_.data() + (color == Color::kBlack ? 0 : words);
  const uint64_t* opp = bits_.data() + (color == Color::kBlack ? words : 0);
  const uint64_t* empty = bits_.data() + 2 * words;
  uint64_t* side = bits_.data() + 3 * words;
  uint64_t* rest = side + words;
  uint64_t any = 0;
  for (size_t i = 0; i < words; ++i) {
    side[i] = own[i];
    rest[i] = empty[i] | opp[i];
    any |= own[i];
  }
  if (any == 0) return;  // no stones of the colour: nothing is held

  Grow(&chain_of_, n);
  Grow(&region_of_, n);
  Grow(&starts_, words);
  Grow(&run_parent_, area);
  Grow(&run_comp_, area);
  int32_t* chain_of = chain_of_.data();
  int32_t* region_of = region_of_.data();
  uint64_t* starts = starts_.data();
  int32_t* run_parent = run_parent_.data();
  int32_t* run_comp = run_comp_.data();
  // Walls: no chain, no region (index 0 is "none" for both).
  for (int loc = 0; loc <= stride; ++loc) chain_of[loc] = region_of[loc] = 0;
  for (int y = 0; y < h; ++y) chain_of[(y + 1) * stride] = region_of[(y + 1) * stride] = 0;
  for (size_t loc = static_cast<size_t>(h + 1) * stride; loc < n; ++loc) {
    chain_of[loc] = region_of[loc] = 0;
  }

  // Runs: maximal stretches of a row on one side (the colour, or the rest), numbered in row-major
  // order; a run starts at a point whose left neighbour is on the other side or a wall.
  auto along = [&](size_t i) {  // the points on the side of the point before them
    return (side[i] & ShiftedWord(side, i, 1)) | (rest[i] & ShiftedWord(rest, i, 1));
  };
  for (size_t i = 0; i < words; ++i) starts[i] = (side[i] | rest[i]) & ~along(i);
  // Each point's run, in region_of until its region is known.
  int32_t* run_at = region_of;
  int32_t run = -1;
  for (int y = 0; y < h; ++y) {
    const int row = (y + 1) * stride + 1;
    for (int loc = row; loc < row + w; ++loc) {
      run += static_cast<int32_t>(starts[loc >> 6] >> (loc & 63)) & 1;
      run_at[loc] = run;
    }
  }
  const int32_t num_runs = run + 1;
  for (int32_t r = 0; r < num_runs; ++r) run_parent[r] = r;
  // Union-find of the runs: a run joins every run of the row above that it touches on its side,
  // one join per stretch where the two rows' runs meet (at its first point); the root of a tree
  // is its first run, and every parent is an earlier run.
  uint64_t vertical_before = 0;
  for (size_t i = 0; i < words; ++i) {
    const uint64_t vertical = (side[i] & ShiftedWord(side, i, static_cast<size_t>(stride))) |
                              (rest[i] & ShiftedWord(rest, i, static_cast<size_t>(stride)));
    uint64_t meets = vertical & ~((vertical << 1 | vertical_before >> 63) & along(i));
    vertical_before = vertical;
    for (; meets != 0; meets &= meets - 1) {
      const size_t loc = 64 * i + static_cast<size_t>(__builtin_ctzll(meets));
      const int32_t ra = Find(run_parent, run_at[loc]);
      const int32_t rb = Find(run_parent, run_at[loc - static_cast<size_t>(stride)]);
      run_parent[ra > rb ? ra : rb] = ra < rb ? ra : rb;
    }
  }
  // Chain and region indices from 1, numbered by their first runs (a run's parent is earlier, so
  // its number is known already).
  int32_t num_chains = 0, num_regions = 0;
  run = 0;
  for (size_t i = 0; i < words; ++i) {
    for (uint64_t m = starts[i]; m != 0; m &= m - 1, ++run) {
      const int32_t is_pla = static_cast<int32_t>(side[i] >> __builtin_ctzll(m)) & 1;
      const int32_t p = run_parent[run];
      const int32_t is_new = p == run;
      num_chains += is_new & is_pla;
      num_regions += is_new & (is_pla ^ 1);
      // Masks instead of ?: (the compiler turns those into branches, mispredicted here).
      const int32_t fresh = (num_chains & -is_pla) | (num_regions & (is_pla - 1));
      run_comp[run] = (fresh & -is_new) | (run_comp[p] & (is_new - 1));
    }
  }
  for (int y = 0; y < h; ++y) {
    const int row = (y + 1) * stride + 1;
    for (int loc = row; loc < row + w; ++loc) {
      const int32_t is_pla = cells[loc] == pla;
      const int32_t id = run_comp[run_at[loc]];
      chain_of[loc] = id & -is_pla;
      region_of[loc] = id & (is_pla - 1);
    }
  }
  Grow(&num_cand_, area + 1);
  Grow(&has_empty_, area + 1);
  Grow(&internal_, area + 1);
  Grow(&spoiled_, area + 1);
  Grow(&cand_, 4 * (area + 1));
  Grow(&vital_count_, area + 1);
  Grow(&killed_, area + 1);
  for (int ch = 1; ch <= num_chains; ++ch) killed_[ch] = 0;
  for (int r = 1; r <= num_regions; ++r) {
    num_cand_[r] = -1;
    has_empty_[r] = 0;
    internal_[r] = 0;
    spoiled_[r] = 0;
  }

  // Internal points (region points next to no stone of the colour), counted by region: found by
  // word operations, so that only they are visited.
  for (size_t i = 0; i < words; ++i) {
    const size_t sw = static_cast<size_t>(stride);
    const uint64_t near = ShiftedWord(side, i, 1) | ShiftedWord(side, i, sw) |
                          ShiftedDownWord(side, words, i, 1) | ShiftedDownWord(side, words, i, sw);
    for (uint64_t m = rest[i] & ~near; m != 0; m &= m - 1) {
      ++internal_[region_of[64 * i + static_cast<size_t>(__builtin_ctzll(m))]];
    }
  }
  // Each empty point (and with suicide legal each opponent stone too) narrows the chains its
  // region may be vital to: every such point must be adjacent to the chain.
  auto narrow = [&](size_t loc) {
    const int32_t r = region_of[loc];
    const int32_t b0 = chain_of[loc - stride], b1 = chain_of[loc - 1];
    const int32_t b2 = chain_of[loc + 1], b3 = chain_of[loc + stride];
    int32_t* cand = &cand_[4 * static_cast<size_t>(r)];
    const int nc = num_cand_[r];
    if (nc > 0) {
      int kept = 0;
      for (int i = 0; i < nc; ++i) {
        const int32_t v = cand[i];
        cand[kept] = v;
        kept += v == b0 || v == b1 || v == b2 || v == b3;
      }
      num_cand_[r] = static_cast<int8_t>(kept);
    } else if (nc < 0) {  // the region's first such point: its distinct chains
      int k = 0;
      cand[k] = b0;
      k += b0 != 0;
      cand[k] = b1;
      k += (b1 != 0) & (b1 != b0);
      cand[k] = b2;
      k += (b2 != 0) & (b2 != b0) & (b2 != b1);
      cand[k] = b3;
      k += (b3 != 0) & (b3 != b0) & (b3 != b1) & (b3 != b2);
      num_cand_[r] = static_cast<int8_t>(k);
    }
  };
  ForEachBit(empty, words, [&](size_t loc) {
    has_empty_[region_of[loc]] = 1;
    narrow(loc);
  });
  if (multi_stone_suicide_legal) ForEachBit(opp, words, narrow);

  // Benson's iteration: a few branch-free rounds (what real positions need), then a worklist.
  killed_[0] = 0;
  auto recount_and_kill = [&]() {  // whether a chain was newly killed
    for (int ch = 1; ch <= num_chains; ++ch) vital_count_[ch] = 0;
    for (int r = 1; r <= num_regions; ++r) {
      if (!has_empty_[r] || spoiled_[r]) continue;
      const int32_t* cand = &cand_[4 * static_cast<size_t>(r)];
      for (int i = 0; i < num_cand_[r]; ++i) ++vital_count_[cand[i]];
    }
    bool changed = false;
    for (int ch = 1; ch <= num_chains; ++ch) {
      const uint8_t k = vital_count_[ch] < 2;
      changed |= k > killed_[ch];
      killed_[ch] = k;
    }
    return changed;
  };
  auto spoil_around_killed = [&]() {
    // Plain stores (to index 0, "no region", for a chain not killed): no read-modify-write for
    // the next stone to wait on.
    ForEachBit(side, words, [&](size_t loc) {
      const int32_t k = -static_cast<int32_t>(killed_[chain_of[loc]]);
      spoiled_[region_of[loc - stride] & k] = 1;
      spoiled_[region_of[loc - 1] & k] = 1;
      spoiled_[region_of[loc + 1] & k] = 1;
      spoiled_[region_of[loc + stride] & k] = 1;
    });
  };
  bool changed = recount_and_kill();
  for (int round = 0; changed && round < kMaxSweeps; ++round) {
    spoil_around_killed();
    changed = recount_and_kill();
  }
  if (changed) FinishByWorklist(board, num_chains);

  // What is held: surviving chains, and small regions that border no killed chain. Reuses
  // killed_ and spoiled_ as "held" flags; index 0 (none) holds nothing.
  for (int ch = 1; ch <= num_chains; ++ch) killed_[ch] = !killed_[ch];
  for (int r = 1; r <= num_regions; ++r) {
    spoiled_[r] = has_empty_[r] && !spoiled_[r] && internal_[r] <= 1;
  }
  spoiled_[0] = 0;
  for (int y = 0; y < h; ++y) {
    const int row = (y + 1) * stride + 1;
    int8_t* dst = out + static_cast<size_t>(y) * w;
    for (int x = 0; x < w; ++x) {
      const int loc = row + x;
      const int8_t held = static_cast<int8_t>(-(killed_[chain_of[loc]] | spoiled_[region_of[loc]]));
      dst[x] = static_cast<int8_t>((dst[x] & ~held) | (pla & held));
    }
  }
}

void BensonAnalyzer::FinishByWorklist(const Board& board, int num_chains) {
  const int stride = board.stride();
  const uint64_t* side = bits_.data() + 3 * words_;
  const int32_t* chain_of = chain_of_.data();
  const int32_t* region_of = region_of_.data();
  // Each chain's stones, contiguous (a counting sort of the stones by chain).
  Grow(&chain_begin_, static_cast<size_t>(num_chains) + 2);
  Grow(&chain_stones_, static_cast<size_t>(board.area()));
  std::fill(chain_begin_.begin(), chain_begin_.begin() + num_chains + 2, 0);
  ForEachBit(side, words_, [&](size_t loc) { ++chain_begin_[chain_of[loc] + 1]; });
  for (int ch = 1; ch <= num_chains + 1; ++ch) chain_begin_[ch] += chain_begin_[ch - 1];
  ForEachBit(side, words_, [&](size_t loc) {
    chain_stones_[chain_begin_[chain_of[loc]]++] = static_cast<int32_t>(loc);
  });
  // chain_begin_[ch] is now the end of chain ch's stones, which begin at chain_begin_[ch - 1].

  // The regions around every chain killed so far stop counting; the counts follow.
  worklist_.clear();
  for (int ch = 1; ch <= num_chains; ++ch) {
    if (killed_[ch]) worklist_.push_back(ch);
  }
  while (!worklist_.empty()) {
    const int ch = worklist_.back();
    worklist_.pop_back();
    for (int i = chain_begin_[ch - 1]; i < chain_begin_[ch]; ++i) {
      for (int d : {-stride, -1, 1, stride}) {
        const int32_t r = region_of[chain_stones_[i] + d];
        if (r == 0 || !has_empty_[r] || spoiled_[r]) continue;
        spoiled_[r] = 1;
        const int32_t* cand = &cand_[4 * static_cast<size_t>(r)];
        for (int k = 0; k < num_cand_[r]; ++k) {
          const int32_t v = cand[k];
          if (--vital_count_[v] < 2 && !killed_[v]) {
            killed_[v] = 1;
            worklist_.push_back(v);
          }
        }
      }
    }
  }
}

void BensonAnalyzer::Compute(const Board& board, bool multi_stone_suicide_legal, int8_t* out) {
  std::fill(out, out + static_cast<size_t>(board.width()) * board.height(), int8_t{0});
  LoadBits(board);
  MarkColor(board, Color::kBlack, multi_stone_suicide_legal, out);
  MarkColor(board, Color::kWhite, multi_stone_suicide_legal, out);
}

void PassAliveMap(const Board& board, bool multi_stone_suicide_legal, std::vector<int8_t>* out) {
  BensonAnalyzer analyzer;
  out->resize(static_cast<size_t>(board.area()));
  analyzer.Compute(board, multi_stone_suicide_legal, out->data());
}

}  // namespace goscore
