// ScoreRuleset's conflicts and analysis maps against a reference computed the way they were
// before the scorers shared one LifeAnalyzer per thread: a fresh AnalyzeTerritory per analysis
// (every dead chain re-analysed with its own mark taken back), Benson's map, and a plain flood fill
// and approach test written here. Random finished positions of every size from 1x1 to 13x13 in
// one sequence, so that any state the shared analyzer kept from one board leaking into the next
// shows up as a difference; then a 1024-wide row and the first positions again (the large board
// takes its own analyzer).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "life/benson.h"
#include "life/territory.h"
#include "scoring/compare.h"
#include "scoring/ruleset_score.h"
#include "scoring/scoring.h"

namespace goscore {
namespace {

struct Case {
  Board board;
  RulesetInput input;
};

Case RandomCase(std::mt19937_64& rng) {
  auto below = [&](int n) { return static_cast<int>(rng() % static_cast<uint64_t>(n)); };
  const int w = 1 + below(13), h = 1 + below(13);
  Case c;
  c.board = Board(w, h);
  const int density = 30 + below(50);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (below(100) >= density) continue;
      const bool left = x * 2 < w + below(5) - 2;
      c.board.Set(x, y, (left ^ (below(100) < 15)) ? Color::kBlack : Color::kWhite);
    }
  }
  std::vector<Point> dead;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (c.board.At(x, y) != Color::kEmpty && below(100) < 8) dead.push_back({x, y});
    }
  }
  EXPECT_TRUE(DeadChainsMask(c.board, dead, &c.input.dead).ok());
  const int mode = below(3);
  c.input.seki_mode = mode == 0 ? SekiMode::kAuto : mode == 1 ? SekiMode::kNone : SekiMode::kMarked;
  if (c.input.seki_mode == SekiMode::kMarked) {
    for (int k = below(4); k > 0; --k) {
      const int x = below(w), y = below(h);
      if (c.board.At(x, y) == Color::kEmpty) c.input.seki.push_back({x, y});
    }
  }
  c.input.score_false_eyes = below(2) == 0;
  return c;
}

/// Connected sets (4-neighbours) of the points where in[i] holds: row-major point lists.
std::vector<std::vector<int>> Sets(int w, int h, const std::vector<char>& in) {
  std::vector<std::vector<int>> out;
  std::vector<char> seen(in.size(), 0);
  for (int s = 0; s < w * h; ++s) {
    if (!in[s] || seen[s]) continue;
    out.emplace_back();
    std::vector<int> todo{s};
    seen[s] = 1;
    while (!todo.empty()) {
      const int p = todo.back();
      todo.pop_back();
      out.back().push_back(p);
      const int x = p % w, y = p / w;
      const int nx[4] = {x - 1, x + 1, x, x}, ny[4] = {y, y, y - 1, y + 1};
      for (int k = 0; k < 4; ++k) {
        if (nx[k] < 0 || ny[k] < 0 || nx[k] >= w || ny[k] >= h) continue;
        const int q = ny[k] * w + nx[k];
        if (in[q] && !seen[q]) seen[q] = 1, todo.push_back(q);
      }
    }
  }
  return out;
}

std::string At(const std::vector<int>& set, int w) {
  Point first{set[0] % w, set[0] / w};
  for (int p : set) first = std::min(first, Point{p % w, p / w});
  return std::to_string(first.x) + "," + std::to_string(first.y);
}

/// Liberties of `set` (colour c, signs row-major), and whether the opponent can fill one of them
/// without self-atari: capturing (one liberty) or keeping two liberties for the filling chain.
bool Approachable(const std::vector<int>& g, const std::vector<int>& set, int w, int h, int c) {
  auto nbrs = [&](int p) {
    std::vector<int> n;
    const int x = p % w, y = p / w;
    if (x > 0) n.push_back(p - 1);
    if (x + 1 < w) n.push_back(p + 1);
    if (y > 0) n.push_back(p - w);
    if (y + 1 < h) n.push_back(p + w);
    return n;
  };
  std::vector<int> libs;
  for (int p : set) {
    for (int q : nbrs(p)) {
      if (g[q] == 0 && std::find(libs.begin(), libs.end(), q) == libs.end()) libs.push_back(q);
    }
  }
  if (libs.size() <= 1) return true;
  for (int l : libs) {
    // The opponent's chain through l (l included), and its liberties other than l.
    std::vector<char> in(g.size(), 0);
    std::vector<int> todo{l}, free;
    in[l] = 1;
    while (!todo.empty()) {
      const int p = todo.back();
      todo.pop_back();
      for (int q : nbrs(p)) {
        if (in[q]) continue;
        if (g[q] == -c) in[q] = 1, todo.push_back(q);
        if (g[q] == 0) in[q] = 1, free.push_back(q);
      }
    }
    if (free.size() >= 2) return true;
  }
  return false;
}

/// The conflicts as "kind@x,y", sorted, computed the old way.
std::vector<std::string> Reference(const Case& c, TerritoryAnalysis* a) {
  const Board& b = c.board;
  const RulesetInput& in = c.input;
  const int w = b.width(), h = b.height(), n = w * h;
  std::vector<int> g(n);
  for (int i = 0; i < n; ++i) g[i] = static_cast<int>(b.At(i % w, i / w));
  auto dead = [&](int i) { return !in.dead.empty() && in.dead[i] != 0; };
  EXPECT_TRUE(AnalyzeTerritory(b, in.dead, in.score_false_eyes, a).ok());
  std::vector<std::string> out;
  if (in.seki_mode != SekiMode::kAuto) {
    // The marked regions, as the scorer reads them: the empty regions of the lifted position.
    std::vector<char> lifted_empty(n), marked(n, 0), seki(n);
    for (int i = 0; i < n; ++i) lifted_empty[i] = g[i] == 0 || dead(i);
    if (in.seki_mode == SekiMode::kMarked) {
      for (const std::vector<int>& region : Sets(w, h, lifted_empty)) {
        bool hit = false;
        for (Point p : in.seki)
          hit |= std::find(region.begin(), region.end(), p.y * w + p.x) != region.end();
        for (int p : region) marked[p] = hit;
      }
    }
    for (int i = 0; i < n; ++i) seki[i] = a->seki[i] != 0 && lifted_empty[i];
    for (const std::vector<int>& set : Sets(w, h, seki)) {
      bool covered = false;
      for (int p : set) covered |= marked[p] != 0;
      if (!covered) out.push_back("seki-not-marked@" + At(set, w));
    }
    for (const std::vector<int>& set : Sets(w, h, marked)) {
      bool any = false;
      for (int p : set) any |= a->seki[p] != 0;
      if (!any) out.push_back("marked-seki-not-seki@" + At(set, w));
    }
  }
  std::vector<int8_t> alive;
  PassAliveMap(b, false, &alive);
  for (int colour : {1, -1}) {
    std::vector<char> mine(n);
    for (int i = 0; i < n; ++i) mine[i] = dead(i) && g[i] == colour;
    for (const std::vector<int>& set : Sets(w, h, mine)) {
      bool pass_alive = false;
      for (int p : set) pass_alive |= alive[p] == colour;
      if (pass_alive) out.push_back("dead-pass-alive@" + At(set, w));
      if (Approachable(g, set, w, h, colour)) continue;
      std::vector<uint8_t> others = in.dead;
      for (int p : set) others[p] = 0;
      TerritoryAnalysis unmarked;  // a fresh analysis of its own
      EXPECT_TRUE(AnalyzeTerritory(b, others, in.score_false_eyes, &unmarked).ok());
      bool in_seki = false;
      for (int p : set) in_seki |= unmarked.seki[p] == colour;
      if (in_seki) out.push_back("dead-in-seki@" + At(set, w));
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> Found(const RulesetScore& r) {
  std::vector<std::string> out;
  for (const Conflict& c : r.conflicts) {
    out.push_back(std::string(ConflictKindName(c.kind)) + "@" + std::to_string(c.vertex.x) + "," +
                  std::to_string(c.vertex.y));
  }
  std::sort(out.begin(), out.end());
  return out;
}

int DeadChains(const Case& c) {
  const int w = c.board.width(), h = c.board.height();
  std::vector<char> in(w * h);
  for (int i = 0; i < w * h; ++i) in[i] = !c.input.dead.empty() && c.input.dead[i] != 0;
  int chains = 0;
  for (int colour : {1, -1}) {
    std::vector<char> mine(in);
    for (int i = 0; i < w * h; ++i) mine[i] &= static_cast<int>(c.board.At(i % w, i / w)) == colour;
    chains += static_cast<int>(Sets(w, h, mine).size());
  }
  return chains;
}

void ExpectLikeReference(const Case& c, RegionFinder& finder, int* kinds_seen) {
  TerritoryAnalysis a;
  const std::vector<std::string> expected = Reference(c, &a);
  RulesetScore r;
  ASSERT_TRUE(ScoreRuleset(c.board, c.input, finder, &r).ok());
  EXPECT_EQ(Found(r), expected);
  EXPECT_EQ(r.seki_groups, a.seki);
  EXPECT_EQ(r.false_eye, a.false_eye);
  EXPECT_EQ(r.unscorable_false_eye, a.unscorable_false_eye);
  EXPECT_EQ(r.dame_mask, a.dame);
  RulesComparison cmp;
  ASSERT_TRUE(CompareRules(c.board, c.input, finder, &cmp).ok());
  for (const RulesetScore& each : cmp.results) {
    if (each.ruleset == Ruleset::kTrompTaylor) continue;  // reads no marks: no conflicts
    EXPECT_EQ(Found(each), expected);
  }
  for (const Conflict& k : r.conflicts) kinds_seen[static_cast<int>(k.kind)] += 1;
}

TEST(ScoringConflicts, SameAsFreshAnalysesOnRandomPositions) {
  std::mt19937_64 rng(20261201);
  RegionFinder finder;
  int kinds_seen[4] = {};
  int checked = 0;
  std::vector<Case> first;
  for (int iter = 0; iter < 3000; ++iter) {
    const Case c = RandomCase(rng);
    // Beyond kMaxSekiChecks dead chains the scorer stops re-analysing: the reference does not.
    if (DeadChains(c) > 16) continue;
    SCOPED_TRACE("case " + std::to_string(iter));
    ExpectLikeReference(c, finder, kinds_seen);
    if (first.size() < 20) first.push_back(c);
    ++checked;
  }
  // A large board (its own analyzer), then the small ones again on the shared one.
  Case big;
  big.board = Board(1024, 3);
  for (int x = 0; x < 1024; ++x) big.board.Set(x, 1, x % 7 < 3 ? Color::kBlack : Color::kWhite);
  big.input.seki_mode = SekiMode::kNone;
  ExpectLikeReference(big, finder, kinds_seen);
  for (const Case& c : first) ExpectLikeReference(c, finder, kinds_seen);
  EXPECT_GT(checked, 2000);
  // Every kind of conflict occurs among these positions, so each comparison means something.
  for (int k = 0; k < 4; ++k) EXPECT_GT(kinds_seen[k], 0) << ConflictKindName(ConflictKind(k));
}

}  // namespace
}  // namespace goscore
