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
#include "life/benson.h"

#include <algorithm>

namespace goscore {

namespace {

template <typename T>
void Fit(std::vector<T>* v, size_t n, T value) {
  v->assign(n, value);
}

}  // namespace

void BensonAnalyzer::ComputeColor(const Board& board, Color color, bool multi_stone_suicide_legal) {
  const int8_t* cells = board.cells();
  const int n = board.padded_size();
  const int stride = board.stride();
  const int adj[4] = {-stride, -1, 1, stride};
  const int8_t pla = static_cast<int8_t>(color);

  Fit(&chain_id_, static_cast<size_t>(n), int32_t{-1});
  Fit(&region_id_, static_cast<size_t>(n), int32_t{-1});
  Fit(&owned_, static_cast<size_t>(n), uint8_t{0});
  // Every point is in at most one chain or region: the point lists are sized once and filled
  // through raw pointers (no capacity checks in the floods).
  chain_stones_.resize(static_cast<size_t>(n));
  region_points_.resize(static_cast<size_t>(n));
  int32_t* stones = chain_stones_.data();
  int32_t* points = region_points_.data();
  int num_stones = 0, num_points = 0;
  chain_begin_.clear();
  region_begin_.clear();
  vital_.clear();
  region_internal_.clear();

  // Chains of the colour, by breadth-first search; each chain's stones end up contiguous. The
  // padded row-major scan meets the points in the same order as (y, x); walls are never pla.
  int32_t* chain_id = chain_id_.data();
  for (int loc = 0; loc < n; ++loc) {
    if (cells[loc] != pla || chain_id[loc] >= 0) continue;
    const int32_t id = static_cast<int32_t>(chain_begin_.size());
    int head = num_stones;
    chain_begin_.push_back(head);
    stones[num_stones++] = loc;
    chain_id[loc] = id;
    while (head < num_stones) {
      const int cur = stones[head++];
      for (int d : adj) {
        const int a = cur + d;
        if (cells[a] == pla && chain_id[a] < 0) {
          chain_id[a] = id;
          stones[num_stones++] = a;
        }
      }
    }
  }
  const int num_chains = static_cast<int>(chain_begin_.size());
  chain_begin_.push_back(num_stones);
  if (num_chains == 0) return;  // no stones of the colour: nothing is held

  // Regions, each started from an empty point in row-major order (the padded scan's order).
  int32_t* region_id = region_id_.data();
  for (int start = 0; start < n; ++start) {
    if (cells[start] != 0 || region_id[start] >= 0) continue;
    const int32_t id = static_cast<int32_t>(region_internal_.size());
    int head = num_points;
    region_begin_.push_back(head);
    // Candidates: the chains next to the first (empty) point; each later point that must be
    // adjacent (every empty point, and with suicide legal every point) filters the list.
    int32_t cand[4];
    int num_cand = 0;
    for (int d : adj) {
      const int32_t c = chain_id[start + d];
      if (c >= 0 && std::find(cand, cand + num_cand, c) == cand + num_cand) cand[num_cand++] = c;
    }
    int internal = 0;
    points[num_points++] = start;
    region_id[start] = id;
    while (head < num_points) {
      const int cur = points[head++];
      // One look at each neighbour: the chains beside cur (for the filter) and the region's
      // growth. Walls (kWall) are neither pla, empty nor opp.
      int32_t beside[4];
      int num_beside = 0;
      for (int d : adj) {
        const int a = cur + d;
        const int8_t c = cells[a];
        if (c == pla) {
          beside[num_beside++] = chain_id[a];
        } else if (c != Board::kWall && region_id[a] < 0) {  // empty or opp
          region_id[a] = id;
          points[num_points++] = a;
        }
      }
      if (num_beside == 0 && internal < 2) ++internal;
      if (num_cand > 0 && (multi_stone_suicide_legal || cells[cur] == 0)) {
        int kept = 0;
        for (int i = 0; i < num_cand; ++i) {
          if (std::find(beside, beside + num_beside, cand[i]) != beside + num_beside) {
            cand[kept++] = cand[i];
          }
        }
        num_cand = kept;
      }
    }
    const size_t v = vital_.size();
    vital_.resize(v + 4);
    for (int i = 0; i < 4; ++i) vital_[v + i] = i < num_cand ? cand[i] : -1;
    region_internal_.push_back(static_cast<uint8_t>(internal));
  }
  const int num_regions = static_cast<int>(region_internal_.size());
  region_begin_.push_back(num_points);

  // Benson's iteration.
  Fit(&vital_count_, static_cast<size_t>(num_chains), int32_t{0});
  Fit(&killed_, static_cast<size_t>(num_chains), uint8_t{0});
  Fit(&region_spoiled_, static_cast<size_t>(num_regions), uint8_t{0});
  for (int32_t c : vital_) {
    if (c >= 0) ++vital_count_[c];
  }
  worklist_.clear();
  for (int c = 0; c < num_chains; ++c) {
    if (vital_count_[c] < 2) {
      killed_[c] = 1;
      worklist_.push_back(c);
    }
  }
  while (!worklist_.empty()) {
    const int c = worklist_.back();
    worklist_.pop_back();
    for (int i = chain_begin_[c]; i < chain_begin_[c + 1]; ++i) {
      for (int d : adj) {
        const int32_t r = region_id_[chain_stones_[i] + d];
        if (r < 0 || region_spoiled_[r]) continue;
        region_spoiled_[r] = 1;
        for (int k = 0; k < 4; ++k) {
          const int32_t v = vital_[4 * r + k];
          if (v < 0) continue;
          if (--vital_count_[v] < 2 && !killed_[v]) {
            killed_[v] = 1;
            worklist_.push_back(v);
          }
        }
      }
    }
  }

  for (int c = 0; c < num_chains; ++c) {
    if (killed_[c]) continue;
    for (int i = chain_begin_[c]; i < chain_begin_[c + 1]; ++i) owned_[chain_stones_[i]] = 1;
  }
  for (int r = 0; r < num_regions; ++r) {
    if (region_spoiled_[r] || region_internal_[r] > 1) continue;
    for (int i = region_begin_[r]; i < region_begin_[r + 1]; ++i) owned_[region_points_[i]] = 1;
  }
}

void BensonAnalyzer::Compute(const Board& board, bool multi_stone_suicide_legal, int8_t* out) {
  const int w = board.width();
  const int h = board.height();
  std::fill(out, out + static_cast<size_t>(w) * h, int8_t{0});
  for (Color color : {Color::kBlack, Color::kWhite}) {
    ComputeColor(board, color, multi_stone_suicide_legal);
    const int8_t sign = static_cast<int8_t>(color);
    const int stride = board.stride();
    for (int y = 0; y < h; ++y) {
      const uint8_t* row = owned_.data() + (y + 1) * stride + 1;  // padded (0, y)
      int8_t* dst = out + static_cast<size_t>(y) * w;
      for (int x = 0; x < w; ++x) {
        if (row[x]) dst[x] = sign;
      }
    }
  }
}

void PassAliveMap(const Board& board, bool multi_stone_suicide_legal, std::vector<int8_t>* out) {
  BensonAnalyzer analyzer;
  out->resize(static_cast<size_t>(board.area()));
  analyzer.Compute(board, multi_stone_suicide_legal, out->data());
}

}  // namespace goscore
