// The estimator's playouts: a small deterministic random generator and a playout policy that
// plays an end position out sensibly, with the owner of every point counted at the end.
#pragma once

#include <cstdint>
#include <vector>

#include "estimate/playout_board.h"

namespace goscore {

/// PCG32 (O'Neill 2014, "PCG: A Family of Simple Fast Space-Efficient Statistically Good
/// Algorithms for Random Number Generation", the XSH-RR output on a 64-bit LCG). Written here so
/// that every platform draws the same numbers.
class Pcg32 {
 public:
  explicit Pcg32(uint64_t seed, uint64_t stream = 0x5851f42d4c957f2dULL) {
    inc_ = (stream << 1) | 1u;
    state_ = 0;
    Next();
    state_ += seed;
    Next();
  }
  uint32_t Next() {
    const uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + inc_;
    const uint32_t xorshifted = static_cast<uint32_t>(((old >> 18u) ^ old) >> 27u);
    const uint32_t rot = static_cast<uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
  }
  /// A number in [0, n), n >= 1, by Lemire's multiply-shift (the bias is below n / 2^32, the same
  /// on every platform).
  uint32_t Below(uint32_t n) {
    return static_cast<uint32_t>((static_cast<uint64_t>(Next()) * n) >> 32);
  }

 private:
  uint64_t state_;
  uint64_t inc_;
};

/// What the playouts count, per padded loc.
struct PlayoutStats {
  std::vector<int32_t> owner_sum;  ///< +1 per playout ending Black's, -1 White's
  int playouts = 0;
};

/// Options of the playout policy that EstimateTuning can switch (the defaults are EstimateDead's).
struct PlayoutPolicy {
  /// Answer a move that leaves a neighbouring own chain with two liberties by extending it to
  /// three or more (TwoLibertyDefence). EstimateDead switches it on (EstimateTuning).
  bool defend_two_liberties = false;
  /// One stone of each chain in atari in the start position (padded locs), or null. The first
  /// move of a playout, which has no last move to answer, then saves an own chain of these (or
  /// captures an opponent's) with the odds of an answer: the side that moves first settles the
  /// position's open ataris, as a player would.
  const std::vector<int32_t>* start_ataris = nullptr;
};

/// The policy's answer to a move at `last` that left a chain of `color` next to it with exactly
/// two liberties: the first of those two liberties (in the chain's stone order) where a stone of
/// `color` gives the chain three or more liberties (counting the other liberty, the empty
/// neighbours of the new stone and the liberties of the other own chains it joins), is legal,
/// is not an own eye (PlayoutBoard::IsEyeLike) and is not forbidden to `color` (see RunPlayout).
/// -1 when there is none. A chain with two liberties is one move from atari; a third liberty
/// takes it out of that threat (the "low liberty" replies of Fuego's and Pachi's playout
/// policies).
int TwoLibertyDefence(const PlayoutBoard& b, int last, int8_t color, const int8_t* forbidden);

/// Watches the moves of a playout for a cycle: the same moves (a pass included) repeating with an
/// even period of at most kMaxPeriod moves, kRepeats periods running, as in a triple ko or in
/// captures and recaptures that neither side ends. Such a playout used to run to RunPlayout's
/// bound on its length: 80% of the playouts of the two slowest positions of the development set
/// did (946 moves each, 20 ms of their 22 natively).
class CycleWatch {
 public:
  static constexpr int kMaxPeriod = 16;
  static constexpr int kRepeats = 4;
  /// Records the next move (a point, or -1 for a pass); true once the moves have cycled.
  bool Add(int loc);

 private:
  int moves_ = 0;
  int recent_[kMaxPeriod] = {};        // the last kMaxPeriod moves, moves_ % kMaxPeriod next
  int repeated_[kMaxPeriod + 1] = {};  // [p]: moves in a row equal to the move p before them
};

/// Plays the position in `board` (changed) out to the end, `first` to move, and adds the final
/// owner of every point to *stats. `forbidden` (padded, may be null) marks points a colour never
/// plays: 1 where Black may not, -1 where White may not, 2 where neither does (proven territory).
/// The playout ends after two passes in a row, when its moves cycle (CycleWatch), or at a bound
/// on its length.
void RunPlayout(PlayoutBoard* board, int8_t first, const int8_t* forbidden, Pcg32* rng,
                PlayoutStats* stats, const PlayoutPolicy& policy = PlayoutPolicy());

}  // namespace goscore
