// A lean board for Monte Carlo playouts: chains kept as circular stone lists with pseudo-liberty
// counters, so that a move, a capture and an atari test cost a few array operations, and a list of
// the empty points to draw moves from. Only what the estimator's playouts need (no undo, no
// superko, no move log); cpp/game/ is the engine with the full rules.
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"

namespace goscore {

/// The playout board. Cells use Board's padded layout (walls around, Board::kWall).
class PlayoutBoard {
 public:
  /// Copies `board` and builds its chains. Chains without liberties (not a legal position) are
  /// kept as they are; the estimator rejects such boards before it gets here.
  void Reset(const Board& board);

  int stride() const { return stride_; }
  int padded_size() const { return static_cast<int>(cells_.size()); }
  int8_t cell(int loc) const { return cells_[loc]; }
  const std::vector<int32_t>& empties() const { return empties_; }
  int ko() const { return ko_; }
  /// Loc of the last stone played, or -1 after a pass or at the start.
  int last_move() const { return last_move_; }

  /// The chain head (a representative stone) of the stone at loc. Precondition: a stone at loc.
  int32_t Head(int loc) const { return head_[loc]; }
  int32_t ChainSize(int loc) const { return size_[head_[loc]]; }
  /// Pseudo-liberties of the chain through the stone at loc (0 exactly when it has no liberty).
  int32_t PseudoLiberties(int loc) const { return plibs_[head_[loc]]; }
  /// Next stone of the chain through loc (a circular list).
  int32_t NextStone(int loc) const { return next_[loc]; }

  /// True when the chain through the stone at loc has exactly one liberty; *lib receives it.
  /// Exact, from the pseudo-liberty sums: the count, the sum and the sum of squares of the
  /// liberty locs are all equal to those of a single loc L repeated only if every entry is L
  /// (the sum of (a_i - L)^2 is then zero).
  bool InAtari(int loc, int* lib) const;

  /// True when `color` may play at the empty loc: not the ko point, and not suicide (playouts
  /// never play suicide, even under rules that allow it).
  bool IsLegal(int loc, int8_t color) const;

  /// True when the empty loc is an eye of `color` for playout purposes: all four neighbours are
  /// `color` or the wall, and the diagonals do not make it false (at most one opponent diagonal
  /// in the middle of the board, none on the edge). The usual Monte Carlo eye rule.
  bool IsEyeLike(int loc, int8_t color) const;

  /// True when the legal move would leave its own chain with one liberty without capturing;
  /// *chain_size then receives the size the chain would have and *last_lib its one liberty (either
  /// may be null).
  bool IsSelfAtari(int loc, int8_t color, int* chain_size, int* last_lib = nullptr) const;

  /// Plays a legal move. Returns the number of stones captured.
  int Play(int loc, int8_t color);
  /// Records a pass (clears the ko point).
  void Pass();

 private:
  // True when the p locs with this sum and sum of squares are all one loc (p >= 1), *lib then
  // receiving it: the sum of (a_i - L)^2 is zero exactly then.
  bool SingleValued(uint64_t p, uint64_t sum, uint64_t sumsq, int* lib) const;
  void AddLib(int32_t head, int lib);
  void RemoveLib(int32_t head, int lib);
  void Merge(int32_t a, int32_t b);  // b's stones join a
  int Capture(int32_t head);
  void AddEmpty(int loc);
  void RemoveEmpty(int loc);

  int stride_ = 0;
  bool small_ = false;  // padded size below 2^16: see InAtari
  std::vector<int8_t> cells_;
  std::vector<int32_t> head_;
  std::vector<int32_t> next_;
  // Per chain head: stones, pseudo-liberties (one per stone-empty adjacency) and the sum and sum
  // of squares of their locs. Locs are below 2^21 and pseudo-liberties below 2^23, so the sums of
  // squares stay below 2^63.
  std::vector<int32_t> size_;
  std::vector<int32_t> plibs_;
  std::vector<uint64_t> lib_sum_;
  std::vector<uint64_t> lib_sumsq_;
  std::vector<int32_t> empties_;
  std::vector<int32_t> empty_index_;
  int ko_ = -1;
  int last_move_ = -1;
};

// The hot tests are inline: the playout policy calls them several times per move.
inline bool PlayoutBoard::SingleValued(uint64_t p, uint64_t sum, uint64_t sumsq, int* lib) const {
  if (p <= 1) {
    if (p == 1 && lib) *lib = static_cast<int>(sum);
    return p == 1;
  }
  if (small_ && p < (1u << 15)) {
    // Locs below 2^16 and fewer than 2^15 pseudo-liberties: p * sumsq and sum^2 both stay below
    // 2^62, so the test needs no division (the slow part on most machines).
    if (p * sumsq != sum * sum) return false;
  } else {
    if (sum % p != 0) return false;
    const uint64_t l = sum / p;
    if (sumsq != p * l * l) return false;
  }
  if (lib) *lib = static_cast<int>(sum / p);
  return true;
}

inline bool PlayoutBoard::InAtari(int loc, int* lib) const {
  const int32_t h = head_[loc];
  return SingleValued(static_cast<uint64_t>(plibs_[h]), lib_sum_[h], lib_sumsq_[h], lib);
}

inline bool PlayoutBoard::IsLegal(int loc, int8_t color) const {
  if (cells_[loc] != 0 || loc == ko_) return false;
  if (cells_[loc - stride_] == 0 || cells_[loc - 1] == 0 || cells_[loc + 1] == 0 ||
      cells_[loc + stride_] == 0) {
    return true;
  }
  const int dirs[4] = {-stride_, -1, 1, stride_};
  for (int d : dirs) {
    const int m = loc + d;
    const int8_t c = cells_[m];
    if (c == Board::kWall) continue;
    const bool atari = InAtari(m, nullptr);
    if (c == color && !atari) return true;  // the own chain keeps another liberty
    if (c == -color && atari) return true;  // captures
  }
  return false;
}

inline bool PlayoutBoard::IsEyeLike(int loc, int8_t color) const {
  const int dirs[4] = {-stride_, -1, 1, stride_};
  bool edge = false;
  for (int d : dirs) {
    const int8_t c = cells_[loc + d];
    if (c == Board::kWall) {
      edge = true;
    } else if (c != color) {
      return false;
    }
  }
  const int diags[4] = {-stride_ - 1, -stride_ + 1, stride_ - 1, stride_ + 1};
  int bad = 0;
  for (int d : diags) {
    if (cells_[loc + d] == -color) ++bad;
  }
  return edge ? bad == 0 : bad <= 1;
}

}  // namespace goscore
