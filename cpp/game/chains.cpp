// The liberty tracker. See chains.h for the design.
#include "game/chains.h"

#include <string>
#include <utility>

#include "game/zobrist.h"

namespace goscore {

namespace {

int PointIndex(const Board& b, int loc) { return b.LocY(loc) * b.width() + b.LocX(loc); }

std::string LocText(const Board& b, int loc) {
  return "(" + std::to_string(b.LocX(loc)) + ", " + std::to_string(b.LocY(loc)) + ")";
}

}  // namespace

void ChainTracker::Build(const Board& board) {
  const size_t n = static_cast<size_t>(board.padded_size());
  head_.assign(n, kNoLoc);
  next_.assign(n, kNoLoc);
  records_.assign(n, Record());
  const int8_t* cells = board.cells();
  const int stride = board.stride();
  const int offsets[4] = {-stride, -1, 1, stride};
  // liberty_stamp[loc] = head of the last chain that counted loc as a liberty.
  std::vector<int32_t> liberty_stamp(n, kNoLoc);
  std::vector<int32_t> stack;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const int first = board.Loc(x, y);
      const int8_t c = cells[first];
      if (c == 0 || head_[first] != kNoLoc) continue;
      int size = 0;
      int liberties = 0;
      int prev = first;
      head_[first] = first;
      stack.assign(1, first);
      while (!stack.empty()) {
        const int loc = stack.back();
        stack.pop_back();
        ++size;
        if (loc != first) {
          next_[prev] = loc;
          prev = loc;
        }
        for (int d : offsets) {
          const int nb = loc + d;
          if (cells[nb] == 0) {
            if (liberty_stamp[nb] != first) {
              liberty_stamp[nb] = first;
              ++liberties;
            }
          } else if (cells[nb] == c && head_[nb] == kNoLoc) {
            head_[nb] = first;
            stack.push_back(nb);
          }
        }
      }
      next_[prev] = first;
      records_[first] = Record{size, liberties};
    }
  }
}

uint64_t ChainTracker::ChainHash(const Board& board, int head) const {
  uint64_t h = 0;
  const int8_t c = board.cells()[head];
  int loc = head;
  do {
    h ^= zobrist::Key(PointIndex(board, loc), c);
    loc = next_[loc];
  } while (loc != head);
  return h;
}

void ChainTracker::Place(int loc, const Neighbourhood& nb) {
  head_[loc] = loc;
  next_[loc] = loc;
  records_[loc] = Record{1, nb.empty};
  for (int i = 0; i < nb.num_heads; ++i) --records_[nb.heads[i]].liberties;
}

void ChainTracker::Unplace(int loc, int stale_next) {
  head_[loc] = kNoLoc;
  next_[loc] = stale_next;
}

int ChainTracker::Merge(const Board& board, int a, int b) {
  int large = a;
  int small = b;
  if (records_[large].size < records_[small].size) std::swap(large, small);
  const int8_t* cells = board.cells();
  const int stride = board.stride();
  const int offsets[4] = {-stride, -1, 1, stride};
  // Each empty point beside the small chain is new unless a stone already labelled `large`
  // touches it: an original stone of the large chain, or a small-chain stone relabelled earlier
  // in this loop (which already counted it). A stone is relabelled only after its own check.
  int added = 0;
  int loc = small;
  do {
    for (int d : offsets) {
      const int n = loc + d;
      if (cells[n] != 0) continue;
      bool known = false;
      for (int e : offsets) known = known || head_[n + e] == large;
      if (!known) ++added;
    }
    head_[loc] = large;
    loc = next_[loc];
  } while (loc != small);
  // Splice the two circular lists into one: swapping one successor of each joins two cycles.
  std::swap(next_[large], next_[small]);
  records_[large].size += records_[small].size;
  records_[large].liberties += added;
  return large;
}

void ChainTracker::Unmerge(int large, int small) {
  // Swapping the same two successors again splits the cycle into the two it was made of.
  std::swap(next_[large], next_[small]);
  int loc = small;
  do {
    head_[loc] = small;
    loc = next_[loc];
  } while (loc != small);
}

void ChainTracker::Remove(Board* board, int head, std::vector<Point>* removed, uint64_t* hash) {
  int8_t* cells = board->mutable_cells();
  const int8_t c = cells[head];
  const size_t first = removed->size();
  int loc = head;
  do {
    cells[loc] = 0;
    head_[loc] = kNoLoc;
    *hash ^= zobrist::Key(PointIndex(*board, loc), c);
    removed->push_back(board->LocPoint(loc));
    loc = next_[loc];
  } while (loc != head);
  records_[head] = Record();
  for (size_t k = first; k < removed->size(); ++k) {
    const Point p = (*removed)[k];
    const Neighbourhood nb = Look(*board, board->Loc(p.x, p.y));
    for (int i = 0; i < nb.num_heads; ++i) ++records_[nb.heads[i]].liberties;
  }
}

int ChainTracker::Restore(Board* board, int head, int8_t sign, uint64_t* hash) {
  int8_t* cells = board->mutable_cells();
  int count = 0;
  int loc = head;
  do {
    cells[loc] = sign;
    head_[loc] = head;
    *hash ^= zobrist::Key(PointIndex(*board, loc), sign);
    ++count;
    loc = next_[loc];
  } while (loc != head);
  // The mirror of Remove: each restored point stops being a liberty of the distinct chains of the
  // other colour beside it (no chain of its own colour touches it but its own).
  const int stride = board->stride();
  const int offsets[4] = {-stride, -1, 1, stride};
  loc = head;
  do {
    int seen[4];
    int num_seen = 0;
    for (int d : offsets) {
      const int n = loc + d;
      if (cells[n] != -sign) continue;
      const int h = head_[n];
      bool fresh = true;
      for (int i = 0; i < num_seen; ++i) fresh = fresh && seen[i] != h;
      if (fresh) {
        seen[num_seen++] = h;
        --records_[h].liberties;
      }
    }
    loc = next_[loc];
  } while (loc != head);
  return count;
}

Status ChainTracker::Check(const Board& board) const {
  const int8_t* cells = board.cells();
  const int stride = board.stride();
  const int offsets[4] = {-stride, -1, 1, stride};
  const int padded = board.padded_size();
  auto fail = [](const std::string& m) { return Status::Error(ErrorCode::kInvalidBoard, m); };
  if (head_.size() != static_cast<size_t>(padded)) return fail("the tracker has the wrong size");

  // Walls and empty points carry no chain.
  for (int loc = 0; loc < padded; ++loc) {
    if ((cells[loc] == 0 || cells[loc] == Board::kWall) && head_[loc] != kNoLoc) {
      return fail("the empty point or wall at padded index " + std::to_string(loc) +
                  " has a chain head");
    }
  }
  // Flood-fill every chain and compare it with the tracker.
  std::vector<int32_t> label(head_.size(), kNoLoc);
  std::vector<int32_t> liberty_stamp(head_.size(), kNoLoc);
  std::vector<uint8_t> in_list(head_.size(), 0);
  std::vector<int32_t> stack;
  std::vector<int32_t> members;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const int first = board.Loc(x, y);
      const int8_t c = cells[first];
      if (c == 0 || label[first] != kNoLoc) continue;
      const std::string where = LocText(board, first);
      members.clear();
      int liberties = 0;
      label[first] = first;
      stack.assign(1, first);
      while (!stack.empty()) {
        const int loc = stack.back();
        stack.pop_back();
        members.push_back(loc);
        for (int d : offsets) {
          const int n = loc + d;
          if (cells[n] == 0) {
            if (liberty_stamp[n] != first) {
              liberty_stamp[n] = first;
              ++liberties;
            }
          } else if (cells[n] == c && label[n] == kNoLoc) {
            label[n] = first;
            stack.push_back(n);
          }
        }
      }
      const int h = head_[first];
      if (h < 0 || h >= padded || cells[h] != c) {
        return fail("the stone at " + where + " has no valid chain head");
      }
      if (head_[h] != h) return fail("the head of the chain at " + where + " is not its own head");
      for (int m : members) {
        if (head_[m] != h) {
          return fail("the stones at " + where + " and " + LocText(board, m) +
                      " are connected but have different chain heads");
        }
      }
      if (records_[h].size != static_cast<int>(members.size())) {
        return fail("the chain at " + where + " has " + std::to_string(members.size()) +
                    " stones but its record says " + std::to_string(records_[h].size));
      }
      if (records_[h].liberties != liberties) {
        return fail("the chain at " + where + " has " + std::to_string(liberties) +
                    " liberties but its record says " + std::to_string(records_[h].liberties));
      }
      if (liberties == 0) return fail("the chain at " + where + " has no liberties");
      // The circular list visits exactly the members, each once.
      int loc = h;
      size_t steps = 0;
      do {
        if (loc < 0 || loc >= padded || label[loc] != first || in_list[loc]) {
          return fail("the stone list of the chain at " + where + " is broken");
        }
        in_list[loc] = 1;
        ++steps;
        loc = next_[loc];
      } while (loc != h && steps <= members.size());
      if (loc != h || steps != members.size()) {
        return fail("the stone list of the chain at " + where + " has " + std::to_string(steps) +
                    " stones, expected " + std::to_string(members.size()));
      }
    }
  }
  return Status();
}

}  // namespace goscore
