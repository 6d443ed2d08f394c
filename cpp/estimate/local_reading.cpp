#include "estimate/local_reading.h"

#include <algorithm>

#include "life/territory.h"

namespace goscore {

namespace {

// The distinct empty points next to the chains whose heads are listed, appended to *libs.
void ChainLiberties(const PlayoutBoard& b, const std::vector<int32_t>& heads,
                    std::vector<uint8_t>* mark, std::vector<int32_t>* libs) {
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  const size_t first = libs->size();
  for (int32_t head : heads) {
    int s = head;
    do {
      for (int d : dirs) {
        const int m = s + d;
        if (b.cell(m) == 0 && !(*mark)[m]) {
          (*mark)[m] = 1;
          libs->push_back(m);
        }
      }
      s = b.NextStone(s);
    } while (s != head);
  }
  for (size_t i = first; i < libs->size(); ++i) (*mark)[(*libs)[i]] = 0;
}

// The vital point of a killing eye shape (Sensei's Library, "Killable eyeshapes"): the loc an
// attacker stone must hold for the shape to be dead, 0 for a square four (dead as it stands), -1
// when the shape is not a killing one. `pts` are the shape's padded locs (3 to 6, connected).
int VitalPoint(const std::vector<int32_t>& pts, int stride) {
  const int n = static_cast<int>(pts.size());
  int degree[6] = {0, 0, 0, 0, 0, 0};
  int max_degree = 0, vital = -1;
  bool block = false;  // a 2x2 square of the shape
  auto in = [&](int loc) { return std::find(pts.begin(), pts.end(), loc) != pts.end(); };
  for (int i = 0; i < n; ++i) {
    const int p = pts[i];
    for (int d : {-stride, -1, 1, stride}) degree[i] += in(p + d);
    if (degree[i] > max_degree) {
      max_degree = degree[i];
      vital = p;
    }
    block = block || (in(p + 1) && in(p + stride) && in(p + stride + 1));
  }
  switch (n) {
    case 3:  // straight and bent three: the middle point
      return vital;
    case 4:
      if (block) return 0;                  // square four
      return max_degree == 3 ? vital : -1;  // pyramid four; straight and bent four live
    case 5:                                 // bulky five (the only five with a 2x2 square)
      if (block) return vital;              // its point with three neighbours
      return max_degree == 4 ? vital : -1;  // crossed five
    case 6:  // flower (rabbity) six: a centre with four neighbours beside a 2x2 square
      return block && max_degree == 4 ? vital : -1;
  }
  return -1;
}

}  // namespace

int KillNakadeGroups(const Board& board, const PlayoutBoard& b,
                     const std::vector<int8_t>& pass_alive, std::vector<uint8_t>* dead) {
  const int n = b.padded_size();
  const int w = board.width();
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  auto proven = [&](int loc) {
    const Point p = board.LocPoint(loc);
    return pass_alive[p.y * w + p.x];
  };
  std::vector<int32_t> comp(n, -1);
  std::vector<int32_t> comp_size;
  std::vector<uint8_t> comp_living;  // holds a living opponent stone (so it is no eye)
  std::vector<int32_t> stack, members, heads, libs, around;
  std::vector<uint8_t> mark(n, 0);
  int killed = 0;
  for (int8_t c : {int8_t{1}, int8_t{-1}}) {
    // Regions of points that are not c's stones, each with its size and whether it holds a living
    // opponent stone.
    std::fill(comp.begin(), comp.end(), -1);
    comp_size.clear();
    comp_living.clear();
    for (int loc = 0; loc < n; ++loc) {
      const int8_t v = b.cell(loc);
      if (v == Board::kWall || v == c || comp[loc] >= 0) continue;
      const int id = static_cast<int>(comp_size.size());
      int size = 0;
      bool living = false;
      stack.assign(1, loc);
      comp[loc] = id;
      while (!stack.empty()) {
        const int p = stack.back();
        stack.pop_back();
        ++size;
        living = living || (b.cell(p) == -c && !(*dead)[p]);
        for (int d : dirs) {
          const int m = p + d;
          const int8_t mv = b.cell(m);
          if (mv == Board::kWall || mv == c || comp[m] >= 0) continue;
          comp[m] = id;
          stack.push_back(m);
        }
      }
      comp_size.push_back(size);
      comp_living.push_back(living ? 1 : 0);
    }
    for (int loc = 0; loc < n; ++loc) {
      const int id = comp[loc];
      // Each region once, from its first loc, and only eye spaces of 3 to 6 points.
      if (id < 0 || comp_size[id] < 3 || comp_size[id] > 6) continue;
      bool first = true;
      for (int p = 0; p < loc && first; ++p) first = comp[p] != id;
      if (!first) continue;
      members.clear();
      for (int p = loc; p < n && static_cast<int>(members.size()) < comp_size[id]; ++p) {
        if (comp[p] == id) members.push_back(p);
      }
      const int vital = VitalPoint(members, b.stride());
      if (vital < 0 || (vital > 0 && b.cell(vital) != -c)) continue;
      // The group: c's chains around the eye space.
      heads.clear();
      for (int p : members) {
        for (int d : dirs) {
          if (b.cell(p + d) != c) continue;
          const int32_t h = b.Head(p + d);
          if (std::find(heads.begin(), heads.end(), h) == heads.end()) heads.push_back(h);
        }
      }
      bool ok = !heads.empty();
      bool all_dead = true;
      around.clear();
      for (int32_t h : heads) {
        if (!ok) break;
        all_dead = all_dead && (*dead)[h];
        int s = h;
        do {
          if (proven(s) == c) ok = false;  // pass-alive: never dead
          for (int d : dirs) {
            const int m = s + d;
            const int8_t mv = b.cell(m);
            if (mv == Board::kWall || mv == c || comp[m] == id) continue;
            // Another region next to the group must be no eye: it holds a living opponent stone.
            if (!comp_living[comp[m]]) ok = false;
            if (mv == -c) {
              if ((*dead)[m]) ok = false;  // a dead attacker outside: not enclosed
              const int32_t ah = b.Head(m);
              if (std::find(around.begin(), around.end(), ah) == around.end()) around.push_back(ah);
            }
          }
          s = b.NextStone(s);
        } while (s != h && ok);
      }
      if (!ok || all_dead) continue;
      // No capture race the group could win: every attacker chain around it outside is proven or
      // has more liberties than the group.
      libs.clear();
      ChainLiberties(b, heads, &mark, &libs);
      const size_t group_libs = libs.size();
      for (int32_t ah : around) {
        if (proven(ah) == -c) continue;
        libs.clear();
        ChainLiberties(b, std::vector<int32_t>{ah}, &mark, &libs);
        if (libs.size() <= group_libs) ok = false;
      }
      if (!ok) continue;
      for (int32_t h : heads) {
        int s = h;
        do {
          (*dead)[s] = 1;
          s = b.NextStone(s);
        } while (s != h);
      }
      for (int p : members) {
        if (b.cell(p) == -c) (*dead)[p] = 0;
      }
      killed += static_cast<int>(heads.size());
    }
  }
  return killed;
}

namespace {

// Exact liberties of the chain through head.
int LibertyCount(const PlayoutBoard& b, int32_t head, std::vector<uint8_t>* mark,
                 std::vector<int32_t>* libs) {
  libs->clear();
  ChainLiberties(b, std::vector<int32_t>{head}, mark, libs);
  return static_cast<int>(libs->size());
}

// Whether the opponent of colour c can approach the group (c's chains through `heads`): some
// move on one of its liberties captures, or leaves the opponent's chain there with two or more
// liberties and more than the weakest chain of the group has then, so that the opponent wins the
// race for liberties. A fill that is suicide, a self-atari, or leaves the opponent no better off
// than the group (the shared liberties of a seki) is no approach.
bool Approachable(const PlayoutBoard& b, const std::vector<int32_t>& heads, int8_t c,
                  std::vector<uint8_t>* mark) {
  std::vector<int32_t> libs, tmp;
  ChainLiberties(b, heads, mark, &libs);
  PlayoutBoard after;
  for (int l : libs) {
    const int8_t a = static_cast<int8_t>(-c);
    if (!b.IsLegal(l, a)) continue;
    if (b.IsSelfAtari(l, a, nullptr)) continue;
    after = b;
    if (after.Play(l, a) > 0) return true;
    const int attacker = LibertyCount(after, after.Head(l), mark, &tmp);
    int weakest = attacker;
    for (int32_t h : heads)
      weakest = std::min(weakest, LibertyCount(after, after.Head(h), mark, &tmp));
    if (attacker >= 3 || attacker > weakest) return true;
  }
  return false;
}

// Whether the chain through `head` touches a stone of colour c marked dead in `dead` that is not
// in one of the chains through `heads`.
bool TouchesDeadOutside(const PlayoutBoard& b, int32_t head, const std::vector<int32_t>& heads,
                        int8_t c, const std::vector<uint8_t>& dead) {
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  int s = head;
  do {
    for (int d : dirs) {
      const int m = s + d;
      if (b.cell(m) != c || !dead[m]) continue;
      if (std::find(heads.begin(), heads.end(), b.Head(m)) == heads.end()) return true;
    }
    s = b.NextStone(s);
  } while (s != head);
  return false;
}

// Whether an opponent chain next to the group (c's chains through `heads`) lives only on the
// group's liberties (every liberty of it is one of the group's): the partner of a seki of shared
// liberties. A wall around a dead group has liberties of its own and is no partner. (Allowing the
// partner its own eyes as well revived a dead group of the dataset, game_32970175.) Nor is a
// chain next to a stone of c called dead outside the group (`dead`, padded; may be null): once
// that stone is taken off, its point is the partner's liberty, so the partner does not live on
// the group's liberties only.
bool HasSekiPartner(const PlayoutBoard& b, const std::vector<int32_t>& heads, int8_t c,
                    std::vector<uint8_t>* mark, const std::vector<uint8_t>* dead) {
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  std::vector<int32_t> libs, partner_libs, partners;
  ChainLiberties(b, heads, mark, &libs);
  for (int32_t h : heads) {
    int s = h;
    do {
      for (int d : dirs) {
        if (b.cell(s + d) != -c) continue;
        const int32_t ph = b.Head(s + d);
        if (std::find(partners.begin(), partners.end(), ph) == partners.end())
          partners.push_back(ph);
      }
      s = b.NextStone(s);
    } while (s != h);
  }
  for (int32_t ph : partners) {
    if (dead && TouchesDeadOutside(b, ph, heads, c, *dead)) continue;
    LibertyCount(b, ph, mark, &partner_libs);
    bool inside = true;
    for (int l : partner_libs) {
      inside = inside && std::find(libs.begin(), libs.end(), l) != libs.end();
    }
    if (inside) return true;
  }
  return false;
}

// Whether the group (c's chains through `heads`) is closed: every region its liberties lie in,
// empty points and opponent stones reached through each other, is enclosed by its colour's stones
// (and the edge) within kMaxClosedRegion points. Its liberties are then eyes, possibly with
// opponent stones inside, and liberties shared with partners inside; none lies open to the
// opponent's living stones outside. Required of a group that is in seki only after a move of its
// own (KeepSeki): with a region open to the outside, the eye space is the opponent's to reduce
// (kgs:2006-10-05-1 of the development set).
constexpr int kMaxClosedRegion = 12;
bool Closed(const PlayoutBoard& b, const std::vector<int32_t>& heads, int8_t c,
            std::vector<uint8_t>* mark) {
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  std::vector<int32_t> libs, stack;
  ChainLiberties(b, heads, mark, &libs);
  std::vector<uint8_t> seen(b.padded_size(), 0);
  for (int32_t l : libs) {
    if (seen[l]) continue;
    seen[l] = 1;
    stack.assign(1, l);
    int size = 1;
    while (!stack.empty()) {
      const int p = stack.back();
      stack.pop_back();
      for (int d : dirs) {
        const int q = p + d;
        if (seen[q] || (b.cell(q) != 0 && b.cell(q) != -c)) continue;
        seen[q] = 1;
        if (++size > kMaxClosedRegion) return false;
        stack.push_back(q);
      }
    }
  }
  return true;
}

// Whether an opponent chain next to the group (c's chains through `heads`) is in atari: its
// owner can then capture it, and the position is no settled seki.
bool NextToAtari(const PlayoutBoard& b, const std::vector<int32_t>& heads, int8_t c) {
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  for (int32_t h : heads) {
    int s = h;
    do {
      for (int d : dirs) {
        if (b.cell(s + d) == -c && b.InAtari(s + d, nullptr)) return true;
      }
      s = b.NextStone(s);
    } while (s != h);
  }
  return false;
}

}  // namespace

int KeepSeki(const Board& board, const PlayoutBoard& b, std::vector<uint8_t>* dead,
             bool after_defence, const std::vector<float>* mean, float min_mean) {
  const int n = b.padded_size();
  const int w = board.width();
  const int h = board.height();
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  std::vector<uint8_t> checked(n, 0), mark(n, 0);
  std::vector<int32_t> group, libs, heads;
  std::vector<uint8_t> mask;
  PlayoutBoard after;
  LifeAnalyzer analyzer;
  TerritoryAnalysis life;
  int checks = 0, revived = 0;
  for (int loc = 0; loc < n && checks < kMaxSekiChecks; ++loc) {
    const int8_t c = b.cell(loc);
    if ((c != 1 && c != -1) || b.Head(loc) != loc || !(*dead)[loc] || checked[loc]) continue;
    // The chain and the dead chains of its colour it shares liberties with (transitively; at
    // most 16 chains).
    group.assign(1, loc);
    checked[loc] = 1;
    for (size_t i = 0; i < group.size() && group.size() < 16; ++i) {
      libs.clear();
      ChainLiberties(b, std::vector<int32_t>{group[i]}, &mark, &libs);
      for (int l : libs) {
        for (int d : dirs) {
          const int m = l + d;
          if (b.cell(m) != c || !(*dead)[m] || checked[b.Head(m)]) continue;
          checked[b.Head(m)] = 1;
          group.push_back(b.Head(m));
        }
      }
    }
    // A group the playouts capture nearly always is no seki they broke: a seki survives many of
    // them, since a self-atari of three or more stones is never played (min_mean).
    if (mean) {
      float sum = 0;
      int stones = 0;
      for (int32_t head : group) {
        int s = head;
        do {
          sum += (*mean)[s];
          ++stones;
          s = b.NextStone(s);
        } while (s != head);
      }
      if (sum * static_cast<float>(c) < min_mean * static_cast<float>(stones)) continue;
    }
    // Next to an opponent chain in atari the group's owner can capture it: no settled seki.
    if (NextToAtari(b, group, c)) continue;
    // Cheap test first: the opponent must be unable to approach the group, as it stands or
    // (the position is then unsettled, and the estimator keeps unsettled chains) after one move
    // of the group's colour on one of its liberties (corner_test_2 of the dataset is such a case:
    // Black connects at (1,10), and White then has only self-ataris and suicide there).
    const Board* position = &board;
    Board changed;
    if (Approachable(b, group, c, &mark) || !HasSekiPartner(b, group, c, &mark, dead)) {
      libs.clear();
      ChainLiberties(b, group, &mark, &libs);
      int defence = -1;
      for (int l : after_defence ? libs : std::vector<int32_t>()) {
        if (!b.IsLegal(l, c) || b.IsSelfAtari(l, c, nullptr)) continue;
        after = b;
        after.Play(l, c);
        heads.clear();
        for (int32_t g : group) heads.push_back(after.Head(g));
        heads.push_back(after.Head(l));
        std::sort(heads.begin(), heads.end());
        heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
        if (!Approachable(after, heads, c, &mark) && HasSekiPartner(after, heads, c, &mark, dead) &&
            Closed(after, heads, c, &mark)) {
          defence = l;
          break;
        }
      }
      if (defence < 0) continue;
      changed = board;
      const Point d = board.LocPoint(defence);
      changed.Set(d.x, d.y, static_cast<Color>(c));
      position = &changed;
    }
    ++checks;
    mask.assign(static_cast<size_t>(w) * h, 0);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) mask[y * w + x] = (*dead)[board.Loc(x, y)];
    }
    for (int32_t head : group) {
      int s = head;
      do {
        const Point p = board.LocPoint(s);
        mask[p.y * w + p.x] = 0;
        s = b.NextStone(s);
      } while (s != head);
    }
    if (!analyzer.Analyze(*position, mask.data(), /*score_false_eyes=*/false, &life).ok()) continue;
    const Point p = board.LocPoint(loc);
    if (life.seki[p.y * w + p.x] == 0) continue;
    for (int32_t head : group) {
      int s = head;
      do {
        (*dead)[s] = 0;
        s = b.NextStone(s);
      } while (s != head);
      ++revived;
    }
  }
  return revived;
}

}  // namespace goscore
