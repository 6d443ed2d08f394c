// Private to cpp/life/: the scratch state of LifeAnalyzer and the stages of the territory analysis,
// split between territory.cpp (reachability, regions, chains, macrochains, eyes, scoring) and
// eyes.cpp (false eye points and eye values). Every array indexed by a location is padded like
// Board (loc = (y + 1) * stride + (x + 1)); off-board cells are never read as points.
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"

namespace goscore {

/// One adjacency between an eye point and a stone of a macrochain of the eye's owner.
struct EyeEdge {
  int32_t eye;
  int32_t macro;
  int32_t eye_point;
  int32_t stone;
};

/// A counter-based "seen" mark: Mark/Seen in O(1), Clear in O(1) (a new generation).
class StampSet {
 public:
  /// Room for indices 0 .. n-1, every one unmarked. Reuses the marks when the size is unchanged
  /// (a new generation), so that a reused analyzer does not refill them on every call.
  void Resize(size_t n) {
    if (marks_.size() == n) return Clear();
    marks_.assign(n, 0);
    gen_ = 1;
  }
  void Clear() {
    if (++gen_ == 0) {  // wrapped: start over
      std::fill(marks_.begin(), marks_.end(), 0);
      gen_ = 1;
    }
  }
  bool Seen(int i) const { return marks_[i] == gen_; }
  /// Marks i; returns false when it was marked already.
  bool Mark(int i) {
    if (marks_[i] == gen_) return false;
    marks_[i] = gen_;
    return true;
  }

 private:
  std::vector<uint32_t> marks_;
  uint32_t gen_ = 1;
};

/// A piece of an eye split at its bottlenecks (eye values): its points needing no move to be
/// closed (capped at 2), and whether one needs at most one.
struct EyePiece {
  int zero = 0;
  bool one = false;
};

class TerritoryScratch {
 public:
  // The position.
  const int8_t* cells = nullptr;
  int width = 0, height = 0, stride = 0, padded = 0;
  int adj[4] = {0, 0, 0, 0};
  std::vector<uint8_t> dead;  // padded: 1 on a stone marked dead

  bool OnBoard(int loc) const { return cells[loc] != Board::kWall; }
  std::vector<int8_t> living;  // padded: the colour of a stone not marked dead, else 0 (walls 2)
  bool Living(int loc, int8_t color) const { return living[loc] == color; }

  // Connection blocks: the colour (1 / -1) whose opponent may not path through the point, else 0.
  std::vector<int8_t> block;
  std::vector<uint8_t> class_bit[2];  // padded, per player: its pattern class as one bit

  // Reachability: reach[0] black, reach[1] white; strict ignores connection blocks.
  std::vector<uint8_t> strict_reach[2];
  std::vector<uint8_t> reach[2];

  std::vector<int32_t> queue;
  StampSet visit;

  // Regions: maximal areas reaching only one colour, joined through anything but the opponent's
  // living stones and its connection blocks.
  std::vector<int32_t> region;  // padded, -1 none
  std::vector<int8_t> region_color;

  // Chains: maximal connected sets of one colour and one dead flag (empty points too).
  std::vector<int32_t> chain;            // padded
  std::vector<int32_t> chain_first;      // first point in row-major order
  std::vector<int32_t> chain_region;     // the region holding every point of the chain, else -1
  std::vector<int32_t> chain_liberties;  // number of distinct empty neighbours
  StampSet liberty_seen;

  // Macrochains: living chains of one colour joined through region-less, unblocked space.
  std::vector<int32_t> macro;  // padded, -1 none
  int num_macros = 0;

  // Eyes: connected empty or dead points of one region.
  std::vector<int32_t> eye;  // padded, -1 none
  std::vector<int8_t> eye_pla;
  std::vector<int32_t> eye_region;
  std::vector<int32_t> eye_begin;  // eye e's points: eye_points[eye_begin[e] .. eye_begin[e+1])
  std::vector<int32_t> eye_points;
  std::vector<uint8_t> eye_value;
  std::vector<EyeEdge> edges;             // sorted by (eye, macro)
  std::vector<int32_t> eye_edge_begin;    // per eye, into edges
  std::vector<int32_t> macro_edges;       // edge indices sorted by (macro, eye)
  std::vector<int32_t> macro_edge_begin;  // per macro, into macro_edges
  std::vector<int32_t> macro_fill;        // scratch of the counting sort of macro_edges
  // Macro m's groups g in [macro_group_begin[m], macro_group_begin[m+1]): eye group_eye[g], edges
  // macro_edges[group_begin[g] .. group_begin[g+1]).
  std::vector<int32_t> macro_group_begin, group_eye, group_begin;
  std::vector<int32_t> eye_macros, eye_macro_begin;  // eye e's distinct macros, ascending
  // Beside each entry of eye_macros: the lowest and highest eye point where it borders the eye
  // (equal to a point p for a macrochain that borders the eye at p only).
  struct PointRange {
    int32_t first, last;
  };
  std::vector<PointRange> eye_macro_points;

  std::vector<uint8_t> false_point;       // padded: first pass (eye values all 0)
  std::vector<uint8_t> unscorable_point;  // padded: second pass
  std::vector<uint8_t> extra_unscorable;  // padded: bit 0 not for Black, bit 1 not for White
  std::vector<int32_t> region_eyes;       // per region: sum of its eyes' values
  std::vector<int32_t> eye_real_count;    // per eye: points not false in the first pass

  // Search and eye-value scratch.
  StampSet macro_seen, eye_seen, side_seen, piece_seen, in_shape;
  std::vector<int32_t> worklist, deferred, piece_queue, shape;
  std::vector<int32_t> info_block, info_deg, info_empty_adj_eye, info_empty_adj_false,
      info_opp_adj_false;
  std::vector<uint8_t> info_poke;
  std::vector<int32_t> real_points, dead_opp_points, unplayable_points;
  std::vector<EyePiece> pieces;

  void Load(const Board& board, const uint8_t* dead_mask);
  void MarkConnectionBlocks();
  /// Whether one of goscorer's edge patterns makes the empty point (x, y) a block, given the
  /// point's 3x3 window code for the player (territory.cpp).
  bool EdgePatternBlock(int x, int y, uint32_t window) const;
  /// reach[color_index] and strict_reach[color_index] in one flood.
  void MarkReachability(int color_index);
  void MarkRegions();
  void MarkChains();
  void MarkMacrochains();
  void MarkEyes();
  /// Sets *out on every point of an eye that the false eye test finds false (eyes.cpp).
  void MarkFalseEyePoints(std::vector<uint8_t>* out);
  /// Fills eye_value from false_point (eyes.cpp).
  void MarkEyeValues();

  bool Real(int loc, int e) const { return eye[loc] == e && !false_point[loc]; }
  bool Pseudolegal(int loc, int8_t pla) const;
};

}  // namespace goscore
