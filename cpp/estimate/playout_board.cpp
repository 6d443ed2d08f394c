#include "estimate/playout_board.h"

namespace goscore {

void PlayoutBoard::Reset(const Board& board) {
  stride_ = board.stride();
  const int n = board.padded_size();
  small_ = n < (1 << 16);
  cells_.assign(board.cells(), board.cells() + n);
  head_.assign(n, -1);
  next_.assign(n, -1);
  size_.assign(n, 0);
  plibs_.assign(n, 0);
  lib_sum_.assign(n, 0);
  lib_sumsq_.assign(n, 0);
  empties_.clear();
  empty_index_.assign(n, -1);
  ko_ = -1;
  last_move_ = -1;
  const int dirs[4] = {-stride_, -1, 1, stride_};
  std::vector<int32_t> stack;
  for (int loc = 0; loc < n; ++loc) {
    const int8_t c = cells_[loc];
    if (c == 0) AddEmpty(loc);
    if ((c != 1 && c != -1) || head_[loc] >= 0) continue;
    // Iterative flood fill of the chain through loc; the stones are linked as they are found.
    head_[loc] = loc;
    next_[loc] = loc;
    stack.assign(1, loc);
    while (!stack.empty()) {
      const int s = stack.back();
      stack.pop_back();
      ++size_[loc];
      for (int d : dirs) {
        const int m = s + d;
        if (cells_[m] == 0) {
          AddLib(loc, m);
        } else if (cells_[m] == c && head_[m] < 0) {
          head_[m] = loc;
          next_[m] = next_[loc];
          next_[loc] = m;
          stack.push_back(m);
        }
      }
    }
  }
}

void PlayoutBoard::AddLib(int32_t head, int lib) {
  const uint64_t l = static_cast<uint64_t>(lib);
  ++plibs_[head];
  lib_sum_[head] += l;
  lib_sumsq_[head] += l * l;
}

void PlayoutBoard::RemoveLib(int32_t head, int lib) {
  const uint64_t l = static_cast<uint64_t>(lib);
  --plibs_[head];
  lib_sum_[head] -= l;
  lib_sumsq_[head] -= l * l;
}

bool PlayoutBoard::IsSelfAtari(int loc, int8_t color, int* chain_size, int* last_lib) const {
  const int dirs[4] = {-stride_, -1, 1, stride_};
  // Two empty neighbours are two liberties: the common case, decided first.
  int empty_neighbours = 0;
  for (int d : dirs) empty_neighbours += cells_[loc + d] == 0;
  if (empty_neighbours >= 2) return false;
  // The distinct liberties the new chain would have, up to two (enough to say "not atari").
  int libs[2] = {-1, -1};
  int nlibs = 0;
  auto add = [&](int l) {
    if (l == loc || (nlibs > 0 && libs[0] == l) || (nlibs > 1 && libs[1] == l)) return;
    if (nlibs < 2) libs[nlibs] = l;
    ++nlibs;
  };
  int size = 1;
  int32_t seen[4];
  int nseen = 0;
  for (int d : dirs) {
    const int m = loc + d;
    const int8_t c = cells_[m];
    if (c == 0) {
      add(m);
    } else if (c == -color) {
      if (InAtari(m, nullptr)) return false;  // a capture gains liberties
    }
  }
  if (nlibs >= 2) return false;
  for (int d : dirs) {
    const int m = loc + d;
    if (cells_[m] != color) continue;
    const int32_t h = head_[m];
    bool dup = false;
    for (int i = 0; i < nseen; ++i) dup = dup || seen[i] == h;
    if (dup) continue;
    seen[nseen++] = h;
    size += size_[h];
    // The chain's liberties other than loc, from its pseudo-liberty sums with loc's k entries
    // (one per stone of the chain next to loc) taken out: none, exactly one (all equal), or two
    // or more. Constant time, however big the chain.
    uint64_t k = 0;
    for (int dd : dirs) k += cells_[loc + dd] == color && head_[loc + dd] == h;
    const uint64_t l = static_cast<uint64_t>(loc);
    const uint64_t p = static_cast<uint64_t>(plibs_[h]) - k;
    if (p > 0) {
      int lib;
      if (!SingleValued(p, lib_sum_[h] - k * l, lib_sumsq_[h] - k * l * l, &lib)) return false;
      add(lib);
    }
    if (nlibs >= 2) return false;
  }
  if (nlibs == 0) return false;  // suicide, not a self-atari
  if (chain_size) *chain_size = size;
  if (last_lib) *last_lib = libs[0];
  return true;
}

void PlayoutBoard::AddEmpty(int loc) {
  empty_index_[loc] = static_cast<int32_t>(empties_.size());
  empties_.push_back(loc);
}

void PlayoutBoard::RemoveEmpty(int loc) {
  const int32_t i = empty_index_[loc];
  const int32_t last = empties_.back();
  empties_[i] = last;
  empty_index_[last] = i;
  empties_.pop_back();
  empty_index_[loc] = -1;
}

void PlayoutBoard::Merge(int32_t a, int32_t b) {
  // Relabel b's stones and splice the two circular lists.
  int s = b;
  do {
    head_[s] = a;
    s = next_[s];
  } while (s != b);
  const int32_t na = next_[a];
  next_[a] = next_[b];
  next_[b] = na;
  size_[a] += size_[b];
  plibs_[a] += plibs_[b];
  lib_sum_[a] += lib_sum_[b];
  lib_sumsq_[a] += lib_sumsq_[b];
}

int PlayoutBoard::Capture(int32_t head) {
  const int dirs[4] = {-stride_, -1, 1, stride_};
  int count = 0;
  int s = head;
  do {
    cells_[s] = 0;
    ++count;
    s = next_[s];
  } while (s != head);
  // Second pass, once every stone is gone: each removed stone gives a liberty to the chains
  // around it (never to its own, which no longer exists).
  s = head;
  do {
    const int nxt = next_[s];
    for (int d : dirs) {
      const int m = s + d;
      if (cells_[m] == 1 || cells_[m] == -1) AddLib(head_[m], s);
    }
    head_[s] = -1;
    next_[s] = -1;
    AddEmpty(s);
    s = nxt;
  } while (s != head);
  size_[head] = 0;
  plibs_[head] = 0;
  lib_sum_[head] = 0;
  lib_sumsq_[head] = 0;
  return count;
}

int PlayoutBoard::Play(int loc, int8_t color) {
  const int dirs[4] = {-stride_, -1, 1, stride_};
  cells_[loc] = color;
  RemoveEmpty(loc);
  head_[loc] = loc;
  next_[loc] = loc;
  size_[loc] = 1;
  plibs_[loc] = 0;
  lib_sum_[loc] = 0;
  lib_sumsq_[loc] = 0;
  for (int d : dirs) {
    const int m = loc + d;
    const int8_t c = cells_[m];
    if (c == 0) {
      AddLib(loc, m);
    } else if (c == 1 || c == -1) {
      RemoveLib(head_[m], loc);
    }
  }
  for (int d : dirs) {
    const int m = loc + d;
    if (cells_[m] != color) continue;
    const int32_t a = head_[loc];
    const int32_t b = head_[m];
    if (a == b) continue;
    // The larger chain keeps its head, so a relabel costs the smaller one's size.
    if (size_[a] >= size_[b]) {
      Merge(a, b);
    } else {
      Merge(b, a);
    }
  }
  int captured = 0;
  int captured_loc = -1;
  for (int d : dirs) {
    const int m = loc + d;
    if (cells_[m] == -color && plibs_[head_[m]] == 0) {
      captured_loc = m;
      captured += Capture(head_[m]);
    }
  }
  // Simple ko: a single stone that captured a single stone and has one liberty, the captured
  // point, may not be retaken at once.
  const int32_t h = head_[loc];
  ko_ = (captured == 1 && size_[h] == 1 && plibs_[h] == 1) ? captured_loc : -1;
  last_move_ = loc;
  return captured;
}

void PlayoutBoard::Pass() {
  ko_ = -1;
  last_move_ = -1;
}

}  // namespace goscore
