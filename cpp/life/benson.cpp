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
// Chains and regions are labelled together by one row-major union-find pass (the points of the
// colour against the rest: both are connected components of that split), which looks only left
// and up; a second pass numbers them, a third reads each region point's neighbours once. The
// passes are written without data-dependent branches where they can be (table look-ups and
// masks): on real positions the branchy floods spent much of their time in mispredictions.
// Benson's iteration runs in rounds: spoil every region next to a killed chain (one sweep over
// the stones), recount the vital regions, kill the chains left with fewer than two; stop when a
// round kills nothing. After kMaxSweeps rounds a longer cascade is finished by a worklist over
// the stones of each newly killed chain (the same fixpoint; linear however long the cascade).
#include "life/benson.h"

#include <algorithm>

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

}  // namespace

void BensonAnalyzer::MarkColor(const Board& board, Color color, bool multi_stone_suicide_legal,
                               int8_t* out) {
  const int8_t* cells = board.cells();
  const int w = board.width();
  const int h = board.height();
  const int stride = board.stride();
  const int8_t pla = static_cast<int8_t>(color);
  const size_t n = static_cast<size_t>(board.padded_size());
  const size_t area = static_cast<size_t>(w) * h;
  Grow(&parent_, n);
  Grow(&chain_of_, n);
  Grow(&region_of_, n);
  Grow(&pla_list_, area);
  Grow(&empty_list_, area);
  Grow(&opp_list_, area);
  int32_t* parent = parent_.data();
  int32_t* chain_of = chain_of_.data();
  int32_t* region_of = region_of_.data();
  int32_t* pla_list = pla_list_.data();
  int32_t* empty_list = empty_list_.data();
  int32_t* opp_list = opp_list_.data();
  // Walls: no chain, no region (index 0 is "none" for both).
  for (int loc = 0; loc <= stride; ++loc) chain_of[loc] = region_of[loc] = 0;
  for (int y = 0; y < h; ++y) chain_of[(y + 1) * stride] = region_of[(y + 1) * stride] = 0;
  for (size_t loc = static_cast<size_t>(h + 1) * stride; loc < n; ++loc) {
    chain_of[loc] = region_of[loc] = 0;
  }

  // Pass 1: union-find over the split (pla) / (empty or opp) / (wall), looking left and up; the
  // points sorted into three lists. Roots are the first point of their component in row-major
  // order, parents always earlier points.
  int8_t side[4];  // by cell + 1 (-1, 0, 1, kWall = 2): 1 pla, 0 empty or opp, 2 wall
  for (int c = -1; c <= 2; ++c) side[c + 1] = c == 2 ? 2 : (c == pla ? 1 : 0);
  int num_pla = 0, num_empty = 0, num_opp = 0;
  for (int y = 0; y < h; ++y) {
    const int row = (y + 1) * stride + 1;
    for (int loc = row; loc < row + w; ++loc) {
      const int8_t c = cells[loc];
      const int8_t s = side[c + 1];
      const bool left = side[cells[loc - 1] + 1] == s;
      const bool up = side[cells[loc - stride] + 1] == s;
      pla_list[num_pla] = loc;
      empty_list[num_empty] = loc;
      opp_list[num_opp] = loc;
      num_pla += s;
      num_empty += c == 0;
      num_opp += c == -pla;
      // Masks instead of ?: (the compiler turns those into branches, mispredicted here).
      const int32_t a = loc + ((parent[loc - 1] - loc) & -static_cast<int32_t>(left));
      const int32_t b = loc + ((parent[loc - stride] - loc) & -static_cast<int32_t>(up));
      parent[loc] = b + ((a - b) & ((a - b) >> 31));  // min(a, b)
      // Compared one level up (a root is its own parent): after a join, the points of the row
      // above still name the old root, one step from the new one.
      if ((parent[a] != parent[b]) & left & up) {  // two trees meet: join them (rare)
        const int32_t ra = Find(parent, a);
        const int32_t rb = Find(parent, b);
        const int32_t lo = ra < rb ? ra : rb;
        parent[ra] = lo;
        parent[rb] = lo;
        parent[loc] = lo;
      }
    }
  }
  if (num_pla == 0) return;  // no stones of the colour: nothing is held

  // Pass 2: compact indices from 1 (parent[loc] < loc is numbered already; one of its two
  // indices is 0), and whether each region has an empty point.
  Grow(&num_cand_, area + 1);
  Grow(&has_empty_, area + 1);
  Grow(&internal_, area + 1);
  Grow(&spoiled_, area + 1);
  Grow(&cand_, 4 * (area + 1));
  Grow(&vital_count_, area + 1);
  Grow(&killed_, area + 1);
  int num_chains = 0, num_regions = 0;
  for (int y = 0; y < h; ++y) {
    const int row = (y + 1) * stride + 1;
    for (int loc = row; loc < row + w; ++loc) {
      const int8_t c = cells[loc];
      const bool is_pla = c == pla;
      const int32_t r = parent[loc];
      int32_t id = chain_of[r] | region_of[r];
      if (r == loc) {  // a new chain or region (rare)
        if (is_pla) {
          id = ++num_chains;
          killed_[id] = 0;
        } else {
          id = ++num_regions;
          num_cand_[id] = -1;
          has_empty_[id] = 0;
          internal_[id] = 0;
          spoiled_[id] = 0;
        }
      }
      const int32_t pla_mask = -static_cast<int32_t>(is_pla);
      chain_of[loc] = id & pla_mask;
      region_of[loc] = id & ~pla_mask;
      has_empty_[id & ~pla_mask] |= c == 0;
    }
  }

  // Pass 3: each point of a region looks at its neighbours once: its internal points (next to
  // no chain) are counted, and the chains beside it narrow the chains the region may be vital to
  // (every empty point, and with suicide legal every point, must be adjacent to the chain).
  auto visit = [&](int loc, bool narrows) {
    const int32_t r = region_of[loc];
    const int32_t b0 = chain_of[loc - stride], b1 = chain_of[loc - 1];
    const int32_t b2 = chain_of[loc + 1], b3 = chain_of[loc + stride];
    internal_[r] += (b0 | b1 | b2 | b3) == 0;
    if (!narrows) return;
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
  for (int i = 0; i < num_empty; ++i) visit(empty_list[i], true);
  for (int i = 0; i < num_opp; ++i) visit(opp_list[i], multi_stone_suicide_legal);

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
    for (int i = 0; i < num_pla; ++i) {
      const int loc = pla_list[i];
      const uint8_t k = killed_[chain_of[loc]];
      spoiled_[region_of[loc - stride]] |= k;
      spoiled_[region_of[loc - 1]] |= k;
      spoiled_[region_of[loc + 1]] |= k;
      spoiled_[region_of[loc + stride]] |= k;
    }
  };
  bool changed = recount_and_kill();
  for (int round = 0; changed && round < kMaxSweeps; ++round) {
    spoil_around_killed();
    changed = recount_and_kill();
  }
  if (changed) FinishByWorklist(board, num_chains, num_pla);

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

void BensonAnalyzer::FinishByWorklist(const Board& board, int num_chains, int num_pla) {
  const int stride = board.stride();
  const int32_t* pla_list = pla_list_.data();
  const int32_t* chain_of = chain_of_.data();
  const int32_t* region_of = region_of_.data();
  // Each chain's stones, contiguous (a counting sort of the stone list by chain).
  Grow(&chain_begin_, static_cast<size_t>(num_chains) + 2);
  Grow(&chain_stones_, static_cast<size_t>(num_pla));
  std::fill(chain_begin_.begin(), chain_begin_.begin() + num_chains + 2, 0);
  for (int i = 0; i < num_pla; ++i) ++chain_begin_[chain_of[pla_list[i]] + 1];
  for (int ch = 1; ch <= num_chains + 1; ++ch) chain_begin_[ch] += chain_begin_[ch - 1];
  for (int i = 0; i < num_pla; ++i) {
    const int loc = pla_list[i];
    chain_stones_[chain_begin_[chain_of[loc]]++] = loc;
  }
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
  MarkColor(board, Color::kBlack, multi_stone_suicide_legal, out);
  MarkColor(board, Color::kWhite, multi_stone_suicide_legal, out);
}

void PassAliveMap(const Board& board, bool multi_stone_suicide_legal, std::vector<int8_t>* out) {
  BensonAnalyzer analyzer;
  out->resize(static_cast<size_t>(board.area()));
  analyzer.Compute(board, multi_stone_suicide_legal, out->data());
}

}  // namespace goscore
