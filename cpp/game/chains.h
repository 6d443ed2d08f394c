// The liberty tracker: the chains (groups) of a position and their liberty counts, kept up to date
// incrementally as stones are placed, chains merged and removed, and every step reversible for
// undo. In the style of KataGo's board (the design, not its code): the position is the padded 1-D
// array of Board, and every stone carries
//   - head(loc): the location of its chain's head stone,
//   - next(loc): the next stone of its chain, the stones of a chain forming a circular list,
// and each head carries a Record {size, liberty count} (the colour is the head's cell). Liberty
// counts count every distinct empty point once:
//   - placing a stone takes one liberty from each distinct adjacent chain;
//   - merging adds to the larger chain the liberties of the smaller one that are not already its
//     own, and relinks the smaller chain's stones to the larger head (cost: the smaller chain);
//   - removing a chain gives every removed point back, once, to each distinct chain beside it.
// Removing a chain leaves its circular list in place (next() of an empty point is stale), so that
// Restore can put it back as it was: undo costs what the move changed, never a replay.
// Everything is iterative: boards go up to 1024x1024, and a single chain may fill most of one.
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "core/types.h"

namespace goscore {

class ChainTracker {
 public:
  static constexpr int kNoLoc = -1;

  /// A chain's size and liberty count, kept at its head.
  struct Record {
    int32_t size = 0;
    int32_t liberties = 0;
  };

  /// What surrounds an empty point: its empty neighbours and the distinct chains beside it.
  struct Neighbourhood {
    int empty = 0;
    int heads[4] = {};
    int num_heads = 0;
  };

  /// Rebuilds every chain of `board` from scratch by flood fill (iterative): O(area).
  void Build(const Board& board);

  /// The head of the chain on loc, kNoLoc on empty points and walls.
  int head(int loc) const { return head_[static_cast<size_t>(loc)]; }
  /// The next stone of the chain on loc (meaningful on stones; stale on emptied points).
  int next(int loc) const { return next_[static_cast<size_t>(loc)]; }
  /// The record of the chain headed by `head`. Precondition: head(head) == head.
  const Record& record(int head) const { return records_[static_cast<size_t>(head)]; }
  /// Liberties of the chain on loc, 0 on an empty point.
  int LibertiesAtLoc(int loc) const {
    const int h = head(loc);
    return h == kNoLoc ? 0 : record(h).liberties;
  }

  /// What surrounds the empty point loc. Inline: the legality check and every move call it.
  Neighbourhood Look(const Board& board, int loc) const {
    Neighbourhood nb;
    const int8_t* cells = board.cells();
    const int stride = board.stride();
    const int offsets[4] = {-stride, -1, 1, stride};
    for (int d : offsets) {
      const int n = loc + d;
      if (cells[n] == 0) {
        ++nb.empty;
      } else if (cells[n] != Board::kWall) {
        const int h = head_[n];
        bool fresh = true;
        for (int i = 0; i < nb.num_heads; ++i) fresh = fresh && nb.heads[i] != h;
        if (fresh) nb.heads[nb.num_heads++] = h;
      }
    }
    return nb;
  }

  /// XOR of the Zobrist keys of the stones of the chain headed by `head`.
  uint64_t ChainHash(const Board& board, int head) const;

  // --- Changes, each one reversible ---

  /// Records a stone just placed on loc (board already holds it) as a chain of its own, with
  /// nb.empty liberties, and takes one liberty from each chain of nb (the neighbourhood of loc
  /// before the stone was placed).
  void Place(int loc, const Neighbourhood& nb);
  /// Undoes Place for a stone that is a chain of its own again: forgets loc and gives next(loc)
  /// back its earlier (stale) value. The board must already be empty at loc. The records of the
  /// neighbours are restored by the caller (SetRecord).
  void Unplace(int loc, int stale_next);

  /// Merges the chains headed by a and b (same colour, distinct) and returns the surviving head:
  /// the larger chain's (a on a tie).
  int Merge(const Board& board, int a, int b);
  /// Undoes Merge(…) that returned `large` and absorbed `small`, when nothing changed the merged
  /// chain since: splits the circular list again and relabels small's stones. Records are left to
  /// the caller.
  void Unmerge(int large, int small);

  /// Removes the chain headed by `head` from the board, appending its points to *removed (in list
  /// order), XOR-ing their keys out of *hash, and giving each removed point back as a liberty,
  /// once, to every distinct chain beside it. The chain's list stays in next() for Restore.
  void Remove(Board* board, int head, std::vector<Point>* removed, uint64_t* hash);
  /// Undoes Remove(head) when nothing has changed the removed points since: puts the stones of
  /// colour `sign` back along the stale list, XOR-s their keys into *hash and takes each point back
  /// from the chains beside it. Returns the number of stones. The chain's record is left to the
  /// caller.
  int Restore(Board* board, int head, int8_t sign, uint64_t* hash);

  void SetRecord(int head, Record r) { records_[static_cast<size_t>(head)] = r; }

  /// Compares every chain with a flood fill of `board`; the message says what differs.
  Status Check(const Board& board) const;

 private:
  std::vector<int32_t> head_;    ///< padded; kNoLoc on empty points and walls
  std::vector<int32_t> next_;    ///< padded; meaningful on stones, stale on emptied points
  std::vector<Record> records_;  ///< padded; meaningful at heads only
};

}  // namespace goscore
