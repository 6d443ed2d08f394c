// REFERENCE COPY for tests only: cpp/life/benson.h as of commit e60a7d6 (before the speed
// work), moved here verbatim (namespace goscore::reference, includes renamed) so that
// life_reference_test.cpp can check that the optimised cpp/life gives identical maps.
// Do not optimise this file.

// Benson's unconditional life: the chains that no sequence of opponent moves can capture even if
// their owner always passes, and the regions they enclose for good.
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "core/types.h"

namespace goscore::reference {

/// Reusable scratch memory of the pass-alive analysis, so that calling it in a loop allocates
/// nothing after the first call on a board of that size. Not thread-safe: one analyzer per thread.
class BensonAnalyzer {
 public:
  /// PassAliveMap (below) into out[0 .. width*height), row-major.
  /// Precondition: board valid; out holds width*height values.
  void Compute(const Board& board, bool multi_stone_suicide_legal, int8_t* out);

  /// One colour's half of Compute, in padded form: afterwards owned(loc) is true on every padded
  /// index the colour holds unconditionally (its pass-alive chains, and the points of the regions
  /// that count as their territory). Precondition: color is kBlack or kWhite.
  void ComputeColor(const Board& board, Color color, bool multi_stone_suicide_legal);
  bool owned(int loc) const { return owned_[loc] != 0; }

 private:
  std::vector<int32_t> chain_id_;      // padded: chain index of a stone of the colour, else -1
  std::vector<int32_t> region_id_;     // padded: region index of a point of a region, else -1
  std::vector<int32_t> chain_stones_;  // stones of every chain, chain after chain
  std::vector<int32_t> chain_begin_;   // chain c's stones are chain_stones_[begin[c] .. begin[c+1])
  std::vector<int32_t> region_points_;    // points of every region, region after region
  std::vector<int32_t> region_begin_;     // as chain_begin_
  std::vector<int32_t> vital_;            // per region: up to 4 chains it is vital to, -1 padded
  std::vector<uint8_t> region_internal_;  // per region: points not next to the colour, capped at 2
  std::vector<uint8_t> region_spoiled_;   // per region: borders a chain that is not pass-alive
  std::vector<int32_t> vital_count_;  // per chain: number of regions vital to it (still healthy)
  std::vector<uint8_t> killed_;       // per chain: found not pass-alive
  std::vector<int32_t> worklist_;
  std::vector<uint8_t> owned_;  // padded: the result of ComputeColor
};

/// Benson's unconditional life (Benson, "Life in the game of Go", Information Sciences 10, 1976),
/// with KataGo's calculateArea conventions (no big territories, no non-pass-alive stones).
/// Precondition: board valid (any size 1..kMaxSide).
/// out: row-major width*height; 1 on points Black holds unconditionally (pass-alive black chains,
/// the empty and white points of the regions that count as their pass-alive territory), -1 for
/// White, 0 elsewhere. multi_stone_suicide_legal: whether a move that kills its own chain of two or
/// more stones is legal (it lets a defender sacrifice stones inside a region, so fewer regions
/// count).
void PassAliveMap(const Board& board, bool multi_stone_suicide_legal, std::vector<int8_t>* out);

}  // namespace goscore::reference
