// Benson's unconditional life: the chains that no sequence of opponent moves can capture even if
// their owner always passes, and the regions they enclose for good.
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "core/types.h"

namespace goscore {

/// Reusable scratch memory of the pass-alive analysis, so that calling it in a loop allocates
/// nothing after the first call on a board of that size (no scratch array is cleared per call:
/// every entry read is written first in the same call). Not thread-safe: one analyzer per thread.
class BensonAnalyzer {
 public:
  /// PassAliveMap (below) into out[0 .. width*height), row-major.
  /// Precondition: board valid; out holds width*height values.
  void Compute(const Board& board, bool multi_stone_suicide_legal, int8_t* out);

 private:
  /// One colour's analysis; marks out (row-major) with the colour's sign on every point it holds
  /// unconditionally (its pass-alive chains, and the points of the regions that count as their
  /// territory). Precondition: color is kBlack or kWhite.
  void MarkColor(const Board& board, Color color, bool multi_stone_suicide_legal, int8_t* out);
  /// The board's black, white and empty points as bits by padded loc (bits_, three arrays of
  /// words_ words; two more follow for MarkColor: the colour's points and the rest).
  void LoadBits(const Board& board);
  /// Benson's iteration after kMaxSweeps rounds still killed chains: a worklist over the stones
  /// of each killed chain, to the fixpoint (linear, where further rounds could be quadratic).
  void FinishByWorklist(const Board& board, int num_chains);

  static constexpr int kMaxSweeps = 3;

  std::vector<uint64_t> bits_;
  size_t words_ = 0;
  // The runs (maximal stretches of a row on one side: the colour or the rest): where they start
  // (bits by loc), a union-find forest linking each run to an earlier run of its chain or region,
  // and the chain or region index of each run.
  std::vector<uint64_t> starts_;
  std::vector<int32_t> run_parent_;
  std::vector<int32_t> run_comp_;
  // Padded: the point's chain index (pla) or region index (empty or opp), from 1, the other one
  // 0 (and both 0 on the walls).
  std::vector<int32_t> chain_of_;
  std::vector<int32_t> region_of_;
  // Per region (a maximal connected set of points that are not the colour), index 1..
  std::vector<int32_t> cand_;       // 4 per region: the chains it may be vital to
  std::vector<int8_t> num_cand_;    // how many; -1 until its first point that must be adjacent
  std::vector<uint8_t> has_empty_;  // without an empty point it is no region
  std::vector<int32_t> internal_;   // points not next to the colour
  std::vector<uint8_t> spoiled_;    // borders a chain that is not pass-alive (then: held)
  // Per chain, index 1..
  std::vector<int32_t> vital_count_;  // number of regions vital to it (still healthy)
  std::vector<uint8_t> killed_;       // found not pass-alive (then: held)
  // The worklist's: each chain's stones (chain c's end at chain_begin_[c], its start at
  // chain_begin_[c - 1]), and the chains to handle.
  std::vector<int32_t> chain_begin_;
  std::vector<int32_t> chain_stones_;
  std::vector<int32_t> worklist_;
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

}  // namespace goscore
