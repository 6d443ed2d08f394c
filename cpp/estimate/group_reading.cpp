#include "estimate/group_reading.h"

#include <algorithm>

#include "estimate/local_search.h"

namespace goscore {
namespace {

int32_t Find(std::vector<int32_t>* parent, int32_t x) {
  while ((*parent)[x] != x) {
    (*parent)[x] = (*parent)[(*parent)[x]];
    x = (*parent)[x];
  }
  return x;
}

// Whether the enemy chain through `head` is a safe wall: pass-alive, or with at least `min_libs`
// liberties outside `local` (the group's outside liberties, which the search plays on) and a mean
// owner of at least kSafeWallMean for its colour.
bool SafeWall(const Board& board, const PlayoutBoard& b, const std::vector<int8_t>& pass_alive,
              const std::vector<float>& mean, int32_t head, const std::vector<int32_t>& local,
              int min_libs, std::vector<uint8_t>* mark) {
  const int8_t c = b.cell(head);
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  const int w = board.width();
  int libs = 0;
  float sum = 0;
  std::vector<int32_t> marked;
  bool proven = false;
  int s = head;
  do {
    const Point p = board.LocPoint(s);
    proven = proven || pass_alive[p.y * w + p.x] == c;
    sum += mean[s];
    for (int d : dirs) {
      const int m = s + d;
      if (b.cell(m) == 0 && !(*mark)[m]) {
        (*mark)[m] = 1;
        marked.push_back(m);
        libs += std::find(local.begin(), local.end(), m) == local.end();
      }
    }
    s = b.NextStone(s);
  } while (s != head);
  for (int32_t m : marked) (*mark)[m] = 0;
  if (proven) return true;
  return libs >= min_libs &&
         sum * static_cast<float>(c) >= kSafeWallMean * static_cast<float>(b.ChainSize(head));
}

}  // namespace

GroupReadingStats ReadEnclosedGroups(const Board& board, const PlayoutBoard& b,
                                     const std::vector<int8_t>& pass_alive,
                                     const std::vector<float>& mean,
                                     const GroupReadingLimits& limits, LocalVerdicts* verdicts) {
  GroupReadingStats stats;
  const int max_points = std::min(limits.max_points, kMaxLocalPoints);
  const int n = b.padded_size();
  const int w = board.width();
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  verdicts->assign(n, 0);
  auto proven = [&](int loc) {
    const Point p = board.LocPoint(loc);
    return pass_alive[p.y * w + p.x];
  };
  std::vector<int32_t> region(n, -1), region_start, region_points, parent(n, -1);
  std::vector<int32_t> stack, heads, regions, points, exterior, walls;
  std::vector<int8_t> index(n, -1);
  std::vector<uint8_t> mark(n, 0);
  for (int8_t c : {int8_t{1}, int8_t{-1}}) {
    // Regions of points that are not c's stones, their points listed contiguously.
    std::fill(region.begin(), region.end(), -1);
    region_start.assign(1, 0);
    region_points.clear();
    for (int loc = 0; loc < n; ++loc) {
      const int8_t v = b.cell(loc);
      if (v == Board::kWall || v == c || region[loc] >= 0) continue;
      const int id = static_cast<int>(region_start.size()) - 1;
      stack.assign(1, loc);
      region[loc] = id;
      while (!stack.empty()) {
        const int p = stack.back();
        stack.pop_back();
        region_points.push_back(p);
        for (int d : dirs) {
          const int m = p + d;
          const int8_t mv = b.cell(m);
          if (mv == Board::kWall || mv == c || region[m] >= 0) continue;
          region[m] = id;
          stack.push_back(m);
        }
      }
      region_start.push_back(static_cast<int32_t>(region_points.size()));
    }
    auto region_size = [&](int id) { return region_start[id + 1] - region_start[id]; };
    // c's chains that share a small region form one group.
    for (int loc = 0; loc < n; ++loc) {
      if (b.cell(loc) == c && b.Head(loc) == loc) parent[loc] = loc;
    }
    for (int id = 0; id + 1 < static_cast<int>(region_start.size()); ++id) {
      if (region_size(id) > limits.max_region) continue;
      int32_t first = -1;
      for (int k = region_start[id]; k < region_start[id + 1]; ++k) {
        for (int d : dirs) {
          const int m = region_points[k] + d;
          if (b.cell(m) != c) continue;
          const int32_t r = Find(&parent, b.Head(m));
          if (first < 0) {
            first = r;
          } else if (r != first) {
            parent[std::max(r, first)] = std::min(r, first);
            first = std::min(r, first);
          }
        }
      }
    }
    for (int root = 0; root < n; ++root) {
      if (b.cell(root) != c || b.Head(root) != root || Find(&parent, root) != root) continue;
      if (stats.nodes >= limits.nodes_per_call) break;
      heads.clear();
      for (int h = root; h < n; ++h) {
        if (b.cell(h) == c && b.Head(h) == h && Find(&parent, h) == root) heads.push_back(h);
      }
      // The group's neighbourhood: its small regions, and enemy stones (safe walls) elsewhere.
      bool ok = true;
      regions.clear();
      exterior.clear();
      walls.clear();
      int32_t target = heads[0];
      for (int32_t h : heads) {
        if (b.ChainSize(h) > b.ChainSize(target)) target = h;
        int s = h;
        do {
          if (proven(s) == c) ok = false;
          for (int d : dirs) {
            const int m = s + d;
            const int8_t mv = b.cell(m);
            if (mv == Board::kWall || mv == c) continue;
            const int id = region[m];
            if (region_size(id) <= limits.max_region) {
              if (std::find(regions.begin(), regions.end(), id) == regions.end()) {
                regions.push_back(id);
              }
            } else if (mv == 0) {
              // A liberty in the open: read only when the group has few and the enemy holds the
              // area beyond them (ExteriorHeld, below).
              if (std::find(exterior.begin(), exterior.end(), m) == exterior.end()) {
                exterior.push_back(m);
              }
              ok = static_cast<int>(exterior.size()) <= limits.max_exterior;
            } else if (std::find(walls.begin(), walls.end(), b.Head(m)) == walls.end()) {
              walls.push_back(b.Head(m));
            }
          }
          s = b.NextStone(s);
        } while (s != h && ok);
        if (!ok) break;
      }
      // Each outside liberty may touch only the group, safe walls, other outside liberties and
      // empty points the enemy holds (its mean owner there at least kSafeWallMean): the group
      // cannot run out or connect, and an enemy stone there cannot be captured.
      for (size_t k = 0; k < exterior.size() && ok; ++k) {
        for (int d : dirs) {
          const int m = exterior[k] + d;
          const int8_t mv = b.cell(m);
          if (mv == Board::kWall) continue;
          if (mv == c) {
            ok = ok && std::find(heads.begin(), heads.end(), b.Head(m)) != heads.end();
          } else if (mv == -c) {
            if (std::find(walls.begin(), walls.end(), b.Head(m)) == walls.end()) {
              walls.push_back(b.Head(m));
            }
          } else if (std::find(exterior.begin(), exterior.end(), m) == exterior.end()) {
            ok = ok && mean[m] * static_cast<float>(-c) >= kSafeWallMean;
          }
        }
      }
      // A wall must outlast the group in a race for liberties it cannot see: at least as many
      // liberties outside as the group's eye space has empty points (2 to 4).
      int space = static_cast<int>(exterior.size());
      int enemy_inside = 0;
      for (int id : regions) {
        for (int k = region_start[id]; k < region_start[id + 1]; ++k) {
          space += b.cell(region_points[k]) == 0;
          enemy_inside += b.cell(region_points[k]) == -c;
        }
      }
      const int min_libs = std::min(4, std::max(2, space));
      // Outside liberties are read only around a real eye space (a killable shape and bigger):
      // a group with a point or two inside and liberties outside is a race or a seki, which the
      // local search cannot see whole.
      const int inside = space - static_cast<int>(exterior.size()) +
                         (limits.count_enemy_inside ? enemy_inside : 0);
      if (!exterior.empty() && inside < limits.min_inside_with_exterior) continue;
      for (size_t k = 0; k < walls.size() && ok; ++k) {
        ok = SafeWall(board, b, pass_alive, mean, walls[k], exterior, min_libs, &mark);
      }
      if (!ok || (regions.empty() && exterior.empty())) continue;
      // The local points: the regions' points, then the stones of the group's other chains.
      points.clear();
      for (int id : regions) {
        for (int k = region_start[id]; k < region_start[id + 1]; ++k) {
          if (proven(region_points[k]) == -c) ok = false;
          points.push_back(region_points[k]);
        }
      }
      for (int e : exterior) points.push_back(e);
      for (int32_t h : heads) {
        if (h == target) continue;
        int s = h;
        do {
          points.push_back(s);
          s = b.NextStone(s);
        } while (s != h && static_cast<int>(points.size()) <= max_points);
      }
      if (!ok || static_cast<int>(points.size()) > max_points) continue;
      LocalProblem problem;
      problem.size = static_cast<int>(points.size());
      for (int i = 0; i < problem.size; ++i) index[points[i]] = static_cast<int8_t>(i);
      for (int i = 0; i < problem.size; ++i) {
        const int p = points[i];
        const uint32_t bit = 1u << i;
        problem.adjacent[i] = 0;
        if (b.cell(p) == c) problem.defender |= bit;
        if (b.cell(p) == -c) problem.attacker |= bit;
        for (int d : dirs) {
          const int m = p + d;
          const int8_t mv = b.cell(m);
          if (index[m] >= 0) {
            problem.adjacent[i] |= 1u << index[m];
          } else if (mv == c) {
            problem.next_to_target |= bit;  // the only chain of c that is not local
          } else if (mv == -c || mv == 0) {
            // An enemy stone, or (next to an outside liberty) the enemy's area: an enemy stone
            // here is never captured, and the group gains no liberty from it.
            problem.next_to_wall |= bit;
          }
        }
      }
      for (int p : points) index[p] = -1;
      const LocalAnswer answer = SolveLocal(
          problem, std::min(limits.nodes_per_group, limits.nodes_per_call - stats.nodes));
      ++stats.read;
      stats.nodes += answer.nodes;
      // Dead: dead as it stands, or critical with the simplest of eye spaces (one chain, no enemy
      // stone inside: the killable eye shapes, whose owner passed instead of playing the vital
      // point). A critical group with cutting points or enemy stones inside (a seki or a ko in
      // the making, a shortage of liberties) is left to the playouts: the players ended the game
      // with it on the board.
      bool simple = heads.size() == 1;
      for (int p : points) simple = simple && b.cell(p) != -c;
      int8_t verdict = 0;
      switch (answer.status) {
        case LocalStatus::kDead:
          verdict = -1;
          ++stats.dead;
          break;
        case LocalStatus::kCritical:
          ++stats.critical;
          verdict = simple ? -1 : 0;
          break;
        case LocalStatus::kAlive:
          ++stats.alive;
          verdict = 1;
          break;
        case LocalStatus::kUnknown:
          ++stats.unknown;
          break;
      }
      if (verdict == 0) continue;
      for (int32_t h : heads) {
        int s = h;
        do {
          (*verdicts)[s] = verdict;
          s = b.NextStone(s);
        } while (s != h);
      }
      if (verdict < 0) {
        for (int p : points) {
          if (b.cell(p) == -c) (*verdicts)[p] = 1;
        }
      }
    }
  }
  return stats;
}

namespace {

// A chain's liberties (in the order its stones reach them), its mean owner from its colour's view,
// and whether a stone of it is pass-alive.
struct ChainInfo {
  std::vector<int32_t> libs;
  float mean = 0;
  bool proven = false;
};

bool Has(const std::vector<int32_t>& v, int32_t x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// Out of line, as the helpers below: the race reading is rare work, and small code is less to
// download in the browser's module.
GOSCORE_NOINLINE void Describe(const Board& board, const PlayoutBoard& b,
                               const std::vector<int8_t>& pass_alive,
                               const std::vector<float>& mean, int32_t head, ChainInfo* info) {
  info->libs.clear();
  info->proven = false;
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  const int w = board.width();
  float sum = 0;
  int s = head;
  do {
    const Point p = board.LocPoint(s);
    info->proven = info->proven || pass_alive[p.y * w + p.x] != 0;
    sum += mean[s];
    for (int d : dirs) {
      if (b.cell(s + d) == 0 && !Has(info->libs, s + d)) info->libs.push_back(s + d);
    }
    s = b.NextStone(s);
  } while (s != head);
  info->mean = sum * static_cast<float>(b.cell(head)) / static_cast<float>(b.ChainSize(head));
}

// Whether the chain through `head` is settled for its colour: pass-alive, or a mean owner of at
// least kSafeWallMean and at least `min_outside` liberties that are not local points (index < 0).
GOSCORE_NOINLINE bool Settled(const Board& board, const PlayoutBoard& b,
                              const std::vector<int8_t>& pass_alive, const std::vector<float>& mean,
                              int32_t head, const std::vector<int8_t>& index, int min_outside,
                              ChainInfo* info) {
  Describe(board, b, pass_alive, mean, head, info);
  int outside = 0;
  for (int32_t l : info->libs) outside += index[l] < 0;
  return info->proven || (info->mean >= kSafeWallMean && outside >= min_outside);
}

}  // namespace

GroupReadingStats ReadRaces(const Board& board, const PlayoutBoard& b,
                            const std::vector<int8_t>& pass_alive, const std::vector<float>& mean,
                            const RaceLimits& limits, LocalVerdicts* verdicts) {
  GroupReadingStats stats;
  const int n = b.padded_size();
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  const int max_points = std::min(limits.max_points, kMaxLocalPoints);
  if (static_cast<int>(verdicts->size()) != n) verdicts->assign(n, 0);
  std::vector<int32_t> points, racers, others, walls;
  std::vector<int8_t> index(n, -1);
  ChainInfo target, info;
  for (int32_t head = 0; head < n && stats.nodes < limits.nodes_per_call; ++head) {
    const int8_t c = b.cell(head);
    if ((c != 1 && c != -1) || b.Head(head) != head || (*verdicts)[head] != 0) continue;
    Describe(board, b, pass_alive, mean, head, &target);
    if (target.proven || target.mean >= limits.unsettled ||
        static_cast<int>(target.libs.size()) > limits.max_libs) {
      continue;
    }
    // The enemy chains next to it: racers when they share a liberty with it and are short of
    // liberties; the others must be settled (a dead stone there is a liberty to come).
    racers.clear();
    others.clear();
    points = target.libs;  // the local points: the liberties of the chain, then of the racers
    int s = head;
    do {
      for (int d : dirs) {
        if (b.cell(s + d) != -c) continue;
        const int32_t e = b.Head(s + d);
        if (Has(racers, e) || Has(others, e)) continue;
        Describe(board, b, pass_alive, mean, e, &info);
        bool shares = false;
        for (int32_t l : info.libs) shares = shares || Has(target.libs, l);
        const bool racer =
            !info.proven && shares && static_cast<int>(info.libs.size()) <= limits.max_libs;
        (racer ? racers : others).push_back(e);
        if (!racer) continue;
        for (int32_t l : info.libs) {
          if (!Has(points, l)) points.push_back(l);
        }
      }
      s = b.NextStone(s);
    } while (s != head);
    if (racers.empty()) continue;
    // Every chain of c next to a racer must be settled too.
    for (int32_t e : racers) {
      s = e;
      do {
        for (int d : dirs) {
          if (b.cell(s + d) == c && b.Head(s + d) != head && !Has(others, b.Head(s + d))) {
            others.push_back(b.Head(s + d));
          }
        }
        s = b.NextStone(s);
      } while (s != e);
    }
    bool ok = true;
    for (size_t k = 0; k < others.size() && ok; ++k) {
      ok = Settled(board, b, pass_alive, mean, others[k], index, 0, &info);
    }
    // Then one local point per racer.
    const int empties = static_cast<int>(points.size());
    if (!ok || empties + static_cast<int>(racers.size()) > max_points) continue;
    points.insert(points.end(), racers.begin(), racers.end());
    for (int i = 0; i < empties; ++i) index[points[i]] = static_cast<int8_t>(i);
    walls.clear();  // the chains next to the problem already found settled
    LocalProblem problem;
    problem.size = static_cast<int>(points.size());
    for (int i = 0; i < problem.size; ++i) problem.adjacent[i] = 0;
    for (int i = 0; i < empties && ok; ++i) {
      const uint32_t bit = 1u << i;
      for (int d : dirs) {
        const int m = points[i] + d;
        const int8_t mv = b.cell(m);
        if (mv == Board::kWall) continue;
        const int32_t h = mv == 0 ? -1 : b.Head(m);
        const auto r = std::find(racers.begin(), racers.end(), h);
        if (mv == 0) {
          ok = index[m] >= 0;  // the problem must be closed
          if (ok) problem.adjacent[i] |= 1u << index[m];
        } else if (h == head) {
          problem.next_to_target |= bit;
        } else if (r != racers.end()) {
          const int j = empties + static_cast<int>(r - racers.begin());
          problem.adjacent[i] |= 1u << j;
          problem.adjacent[j] |= bit;
        } else {
          // A chain of c, which the search takes as uncapturable, or an enemy wall: either must
          // be settled with two liberties outside the problem.
          if (!Has(walls, h)) {
            ok = Settled(board, b, pass_alive, mean, h, index, 2, &info);
            walls.push_back(h);
          }
          (mv == c ? problem.next_to_friend : problem.next_to_wall) |= bit;
        }
        if (!ok) break;
      }
    }
    for (int i = 0; i < empties; ++i) index[points[i]] = -1;
    if (!ok) continue;
    for (size_t k = 0; k < racers.size(); ++k) {
      const uint32_t bit = 1u << (empties + static_cast<int>(k));
      problem.attacker |= bit;
      problem.decisive |= bit;
    }
    const LocalAnswer answer =
        SolveLocal(problem, std::min(limits.nodes_per_group, limits.nodes_per_call - stats.nodes));
    ++stats.read;
    stats.nodes += answer.nodes;
    stats.dead += answer.status == LocalStatus::kDead;
    stats.critical += answer.status == LocalStatus::kCritical;
    stats.unknown += answer.status == LocalStatus::kUnknown;
    // Only an alive answer is used: the walls taken as uncapturable make the enemy no weaker than
    // it is, so the chain that lives against them lives; a dead answer may rest on a wall that
    // the race could capture (docs/ESTIMATE.md).
    if (answer.status != LocalStatus::kAlive) continue;
    ++stats.alive;
    s = head;
    do {
      (*verdicts)[s] = 1;
      s = b.NextStone(s);
    } while (s != head);
  }
  return stats;
}

}  // namespace goscore
