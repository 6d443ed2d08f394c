#include "scoring/life_marks.h"

#include <algorithm>
#include <string>

#include "life/benson.h"

namespace goscore::scoring_internal {

namespace {

/// Connected components of the points where `in(i)` holds, row-major; calls visit(first point in
/// column-major order, points) per component. Iterative.
template <typename In, typename Visit>
void Components(int width, int height, In in, Visit visit) {
  const int area = width * height;
  std::vector<uint8_t> seen(area, 0);
  std::vector<int> stack;
  std::vector<int> points;
  for (int start = 0; start < area; ++start) {
    if (seen[start] || !in(start)) continue;
    seen[start] = 1;
    stack.assign(1, start);
    points.clear();
    while (!stack.empty()) {
      const int p = stack.back();
      stack.pop_back();
      points.push_back(p);
      const int x = p % width, y = p / width;
      const int n[4] = {x > 0 ? p - 1 : -1, x + 1 < width ? p + 1 : -1, y > 0 ? p - width : -1,
                        y + 1 < height ? p + width : -1};
      for (int q : n) {
        if (q >= 0 && !seen[q] && in(q)) {
          seen[q] = 1;
          stack.push_back(q);
        }
      }
    }
    Point first{points[0] % width, points[0] / width};
    for (int p : points) first = std::min(first, Point{p % width, p / width});
    visit(first, points);
  }
}

/// The Benson analyzer every scorer of this thread shares on boards up to kSharedAnalyzerMaxArea
/// points (life/territory.h); PassAliveMap builds a fresh one per call, and allocates its scratch
/// each time.
BensonAnalyzer& SharedBenson() {
  GOSCORE_THREAD_LOCAL BensonAnalyzer analyzer;
  return analyzer;
}

void AddConflict(std::vector<Conflict>& out, Point v, ConflictKind kind, const char* text) {
  out.push_back({v, kind, "(" + std::to_string(v.x) + ", " + std::to_string(v.y) + ") " + text});
}

/// Whether the opponent can approach the chain `points` of `colour` (signs row-major): some
/// liberty, filled by the opponent, captures it (its last liberty) or leaves the filling chain
/// at least two liberties. A chain nobody can approach -- every filling move is a self-atari or
/// a suicide -- is the mark of a seki (both sides' shared liberties), which is what tells a seki
/// from a dead chain the analysis would also call seki were it unmarked (goscorer treats every
/// unmarked stone as alive).
bool CanBeApproached(const std::vector<int8_t>& signs, int width, int height,
                     const std::vector<int>& points, int8_t colour) {
  const int area = width * height;
  auto neighbours = [&](int p, int out[4]) {
    const int x = p % width, y = p / width;
    out[0] = x > 0 ? p - 1 : -1;
    out[1] = x + 1 < width ? p + 1 : -1;
    out[2] = y > 0 ? p - width : -1;
    out[3] = y + 1 < height ? p + width : -1;
  };
  std::vector<uint8_t> mark(area, 0);
  std::vector<int> liberties;
  for (int p : points) {
    int n[4];
    neighbours(p, n);
    for (int q : n) {
      if (q >= 0 && signs[q] == 0 && !mark[q]) {
        mark[q] = 1;
        liberties.push_back(q);
      }
    }
  }
  if (liberties.size() <= 1) return true;  // one liberty: filled, it captures
  std::vector<uint8_t> seen(area, 0);
  std::vector<int> stack, touched, libs;
  for (int l : liberties) {
    // The opponent's chain through a stone on l, and its liberties but l.
    touched.assign(1, l);
    seen[l] = 1;
    stack.assign(1, l);
    libs.clear();
    while (!stack.empty() && libs.size() < 2) {
      const int p = stack.back();
      stack.pop_back();
      int n[4];
      neighbours(p, n);
      for (int q : n) {
        if (q < 0 || seen[q]) continue;
        if (signs[q] == -colour) {
          seen[q] = 1;
          touched.push_back(q);
          stack.push_back(q);
        } else if (signs[q] == 0) {
          seen[q] = 1;
          touched.push_back(q);
          libs.push_back(q);
        }
      }
    }
    for (int t : touched) seen[t] = 0;
    if (libs.size() >= 2) return true;
  }
  return false;
}

}  // namespace

Status AnalyzeLife(const Board& board, const RulesetInput& input, const Layer& lifted,
                   LifeLayer* out) {
  const int width = board.width();
  const int height = board.height();
  const int area = board.area();
  LifeLayer life;
  Status s = AnalyzeTerritory(board, input.dead, input.score_false_eyes, &life.analysis);
  if (!s.ok()) return s;
  const TerritoryAnalysis& a = life.analysis;
  auto is_dead = [&](int i) { return !input.dead.empty() && input.dead[i] != 0; };
  auto lifted_empty = [&](int i) {
    return board.At(i % width, i / width) == Color::kEmpty || is_dead(i);
  };
  life.seki_mask.assign(area, 0);
  for (int i = 0; i < area; ++i) {
    if (a.territory[i] != 0) life.territory[a.territory[i] == 1 ? 0 : 1] += 1;
    // Japanese 1989 Art. 8: eye points of groups in seki are not territory. They are the points
    // area scoring gives a colour inside a seki group.
    if (a.seki[i] != 0 && lifted_empty(i) && lifted.owner[i] != 0) {
      life.seki[lifted.owner[i] == 1 ? 0 : 1] += 1;
      life.seki_mask[i] = 1;
    }
  }

  std::vector<Conflict>& conflicts = life.conflicts;
  if (input.seki_mode != SekiMode::kAuto) {
    // Marks (or their absence, in kNone) against the analysis: every seki found and not marked,
    // every marked region with no seki in it.
    const bool marked = input.seki_mode == SekiMode::kMarked;
    Components(
        width, height, [&](int i) { return a.seki[i] != 0 && lifted_empty(i); },
        [&](Point first, const std::vector<int>& points) {
          bool covered = false;
          for (int p : points) covered = covered || (marked && lifted.seki_mask[p] != 0);
          if (!covered) {
            AddConflict(conflicts, first, ConflictKind::kSekiNotMarked,
                        "is in seki, but no seki is marked there");
          }
        });
    if (marked) {
      Components(
          width, height, [&](int i) { return lifted.seki_mask[i] != 0; },
          [&](Point first, const std::vector<int>& points) {
            bool seki = false;
            for (int p : points) seki = seki || a.seki[p] != 0;
            if (!seki) {
              AddConflict(conflicts, first, ConflictKind::kMarkedSekiNotSeki,
                          "is marked seki, but the analysis finds no seki there");
            }
          });
    }
  }
  if (!input.dead.empty()) {
    // Dead marks against Benson's unconditional life, and against seki: a chain marked dead whose
    // stones belong to a seki group once the marks on it are taken back.
    std::vector<int8_t> alive(area);
    if (area > kSharedAnalyzerMaxArea) {
      PassAliveMap(board, false, &alive);
    } else {
      SharedBenson().Compute(board, false, alive.data());
    }
    std::vector<int8_t> signs(area);
    board.ToSigns(signs.data());
    // dead-in-seki: the chain, its mark taken back (the other marks kept), belongs to a seki
    // group, and the opponent cannot approach it (see CanBeApproached). One analysis per dead
    // chain, for the first kMaxSekiChecks chains.
    std::vector<uint8_t> others = input.dead;
    TerritoryAnalysis unmarked;
    int checks = 0;
    for (int8_t colour : {int8_t{1}, int8_t{-1}}) {
      // A dead mask from DeadChainsMask holds whole chains; a hand-made one may hold parts.
      Components(
          width, height, [&](int i) { return is_dead(i) && signs[i] == colour; },
          [&](Point first, const std::vector<int>& points) {
            bool pass_alive = false;
            for (int p : points) pass_alive = pass_alive || alive[p] == colour;
            if (pass_alive) {
              AddConflict(conflicts, first, ConflictKind::kDeadPassAlive,
                          "is marked dead, but its chain is pass-alive");
            }
            // The cheap test first: a chain the opponent can approach is not in seki, and most
            // dead chains are; only the others cost an analysis.
            if (CanBeApproached(signs, width, height, points, colour)) return;
            if (checks++ >= kMaxSekiChecks) return;
            for (int p : points) others[p] = 0;
            const bool ok = AnalyzeTerritory(board, others, input.score_false_eyes, &unmarked).ok();
            for (int p : points) others[p] = 1;
            if (!ok) return;
            bool in_seki = false;
            for (int p : points) in_seki = in_seki || unmarked.seki[p] == colour;
            if (in_seki) {
              AddConflict(conflicts, first, ConflictKind::kDeadInSeki,
                          "is marked dead, but its group is in seki");
            }
          });
    }
  }
  std::sort(conflicts.begin(), conflicts.end(), [](const Conflict& x, const Conflict& y) {
    if (x.vertex != y.vertex) return x.vertex < y.vertex;
    return static_cast<int>(x.kind) < static_cast<int>(y.kind);
  });
  life.computed = true;
  *out = std::move(life);
  return Status();
}

}  // namespace goscore::scoring_internal
