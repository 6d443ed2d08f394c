#include "estimate/dragons.h"

#include <algorithm>

#include "estimate/estimate.h"

namespace goscore {
namespace {

int32_t Root(std::vector<int32_t>* parent, int32_t x) {
  while ((*parent)[x] != x) {
    (*parent)[x] = (*parent)[(*parent)[x]];
    x = (*parent)[x];
  }
  return x;
}

}  // namespace

int KillDeadDragons(const PlayoutBoard& b, const std::vector<int8_t>& basis, int kill_ratio,
                    std::vector<uint8_t>* dead) {
  const int n = b.padded_size();
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  // Union-find over the chains' heads; -1 off the chains.
  std::vector<int32_t> parent(n, -1);
  for (int loc = 0; loc < n; ++loc) {
    const int8_t c = b.cell(loc);
    if ((c == 1 || c == -1) && b.Head(loc) == loc) parent[loc] = loc;
  }
  // Each empty point links the chains of one colour around it (in loc order: deterministic).
  for (int loc = 0; loc < n; ++loc) {
    if (b.cell(loc) != 0) continue;
    int32_t first[2] = {-1, -1};  // the first Black, White head met around the point
    for (int d : dirs) {
      const int8_t mc = b.cell(loc + d);
      if (mc != 1 && mc != -1) continue;
      int32_t& f = first[mc == 1 ? 0 : 1];
      const int32_t r = Root(&parent, b.Head(loc + d));
      if (f < 0) {
        f = r;
      } else if (r != f) {
        parent[std::max(r, f)] = std::min(r, f);
        f = std::min(r, f);
      }
    }
  }
  // Dead and living stones of every dragon, at its root.
  std::vector<int32_t> dead_stones(n, 0), live_stones(n, 0);
  for (int loc = 0; loc < n; ++loc) {
    if (parent[loc] < 0 || b.Head(loc) != loc) continue;
    const int32_t r = Root(&parent, loc);
    ((*dead)[loc] ? dead_stones : live_stones)[r] += b.ChainSize(loc);
  }
  int killed = 0;
  for (int loc = 0; loc < n; ++loc) {
    if (parent[loc] < 0 || b.Head(loc) != loc || (*dead)[loc]) continue;
    const ChainBasis why = static_cast<ChainBasis>(basis[loc]);
    if (why == ChainBasis::kProven || why == ChainBasis::kLocalSearch ||
        why == ChainBasis::kShape) {
      continue;
    }
    const int32_t r = Root(&parent, loc);
    if (static_cast<int64_t>(dead_stones[r]) * kill_ratio <= live_stones[r]) continue;
    ++killed;
    int s = loc;
    do {
      (*dead)[s] = 1;
      s = b.NextStone(s);
    } while (s != loc);
  }
  return killed;
}

}  // namespace goscore
