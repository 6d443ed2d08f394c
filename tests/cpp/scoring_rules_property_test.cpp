// Property test of ScoreRuleset and CompareRules on thousands of random finished positions with
// random handicap, prisoners, passes, komi, dead marks and seki marks: every total equals an
// independent reference count written here (a plain breadth-first flood fill and the rulesets'
// formulas), every breakdown adds up to its side's total, CompareRules agrees with ScoreRuleset,
// and every difference's reasons add up to the difference exactly.
#include <gtest/gtest.h>

#include <cstdint>
#include <deque>
#include <optional>
#include <random>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "life/territory.h"
#include "scoring/compare.h"
#include "scoring/rules.h"
#include "scoring/ruleset_score.h"
#include "scoring/scoring.h"

namespace goscore {
namespace {

/// The reference: per point, the region id (-1 on a stone) and per region the colours it reaches
/// (bit 1 Black, bit 2 White), by a breadth-first search over a plain row-major grid.
struct RefRegions {
  std::vector<int> id;
  std::vector<int> reach;
};

RefRegions Regions(const std::vector<int>& grid, int w, int h) {
  RefRegions r;
  r.id.assign(grid.size(), -1);
  for (int start = 0; start < w * h; ++start) {
    if (grid[start] != 0 || r.id[start] >= 0) continue;
    const int id = static_cast<int>(r.reach.size());
    r.reach.push_back(0);
    std::deque<int> queue{start};
    r.id[start] = id;
    while (!queue.empty()) {
      const int p = queue.front();
      queue.pop_front();
      const int x = p % w, y = p / w;
      const int nx[4] = {x - 1, x + 1, x, x};
      const int ny[4] = {y, y, y - 1, y + 1};
      for (int k = 0; k < 4; ++k) {
        if (nx[k] < 0 || ny[k] < 0 || nx[k] >= w || ny[k] >= h) continue;
        const int q = ny[k] * w + nx[k];
        if (grid[q] == 1) r.reach[id] |= 1;
        if (grid[q] == -1) r.reach[id] |= 2;
        if (grid[q] == 0 && r.id[q] < 0) {
          r.id[q] = id;
          queue.push_back(q);
        }
      }
    }
  }
  return r;
}

struct RefCounts {
  int64_t stones[2] = {0, 0};
  int64_t territory[2] = {0, 0};  // not seki
  int64_t seki[2] = {0, 0};
};

RefCounts Count(const std::vector<int>& grid, int w, int h, const std::vector<Point>& seki) {
  const RefRegions r = Regions(grid, w, h);
  std::vector<char> is_seki(r.reach.size(), 0);
  for (Point p : seki) is_seki[r.id[p.y * w + p.x]] = 1;
  RefCounts c;
  for (int i = 0; i < w * h; ++i) {
    if (grid[i] == 1) ++c.stones[0];
    if (grid[i] == -1) ++c.stones[1];
    if (grid[i] != 0) continue;
    const int reach = r.reach[r.id[i]];
    if (reach != 1 && reach != 2) continue;
    (is_seki[r.id[i]] ? c.seki : c.territory)[reach - 1] += 1;
  }
  return c;
}

int64_t Sum(const RulesetSide& side) {
  int64_t total = 0;
  for (const BreakdownItem& item : side.breakdown) total += item.points_tenths;
  return total;
}

struct Case {
  Board board;
  RulesetInput input;
};

Case RandomCase(std::mt19937_64& rng) {
  auto below = [&](int n) { return static_cast<int>(rng() % static_cast<uint64_t>(n)); };
  const int w = 1 + below(13);
  const int h = 1 + below(13);
  Case c;
  c.board = Board(w, h);
  // Blobs of each colour around random centres, so that regions of one colour are common.
  const int density = 30 + below(50);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (below(100) >= density) continue;
      const bool left = x * 2 < w + below(5) - 2;
      c.board.Set(x, y, (left ^ (below(100) < 15)) ? Color::kBlack : Color::kWhite);
    }
  }
  RulesetInput& in = c.input;
  std::vector<Point> dead_points;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (c.board.At(x, y) != Color::kEmpty && below(100) < 6) dead_points.push_back({x, y});
    }
  }
  EXPECT_TRUE(DeadChainsMask(c.board, dead_points, &in.dead).ok());
  // Seki marks on empty points of the lifted position.
  if (below(3) == 0) {
    in.seki_mode = SekiMode::kMarked;
    for (int k = below(4); k > 0; --k) {
      const int x = below(w), y = below(h);
      const bool lifted_empty =
          c.board.At(x, y) == Color::kEmpty || (!in.dead.empty() && in.dead[y * w + x]);
      if (lifted_empty) in.seki.push_back({x, y});
    }
  } else {
    in.seki_mode = below(2) == 0 ? SekiMode::kNone : SekiMode::kAuto;
    in.score_false_eyes = below(2) == 0;
  }
  in.handicap = std::min<int64_t>(below(10), w * h);
  in.prisoners_by_black = below(30);
  in.prisoners_by_white = below(30);
  in.passes_black = below(4);
  in.passes_white = below(4);
  if (below(2) == 0) in.komi_tenths = 5 * (below(41) - 20);
  return c;
}

TEST(ScoringProperty, RandomFinishedPositions) {
  std::mt19937_64 rng(20261201);
  RegionFinder finder;
  int differences_seen = 0;
  int reasons_seen[8] = {};
  for (int iter = 0; iter < 3000; ++iter) {
    const Case c = RandomCase(rng);
    const Board& b = c.board;
    const RulesetInput& in = c.input;
    const int w = b.width(), h = b.height();
    SCOPED_TRACE("case " + std::to_string(iter));

    std::vector<int> raw(w * h), lifted(w * h);
    int64_t dead[2] = {0, 0};
    for (int i = 0; i < w * h; ++i) {
      raw[i] = static_cast<int>(b.At(i % w, i / w));
      lifted[i] = raw[i];
      if (!in.dead.empty() && in.dead[i]) {
        ++dead[raw[i] == 1 ? 0 : 1];
        lifted[i] = 0;
      }
    }
    const RefCounts lc =
        Count(lifted, w, h, in.seki_mode == SekiMode::kMarked ? in.seki : std::vector<Point>());
    const RefCounts rc = Count(raw, w, h, {});

    // kAuto: goscorer's territory from the analysis maps (final_territory_score).
    int64_t auto_territory[2] = {0, 0};
    if (in.seki_mode == SekiMode::kAuto) {
      TerritoryAnalysis a;
      ASSERT_TRUE(AnalyzeTerritory(b, in.dead, in.score_false_eyes, &a).ok());
      for (int8_t t : a.territory) auto_territory[0] += t == 1, auto_territory[1] += t == -1;
    }

    RulesComparison cmp;
    Status s = CompareRules(b, in, finder, &cmp);
    ASSERT_TRUE(s.ok()) << s.message();
    for (int i = 0; i < kRulesetCount; ++i) {
      const Ruleset r = kAllRulesets[i];
      SCOPED_TRACE(RulesetName(r));
      RulesetInput one = in;
      one.ruleset = r;
      RulesetScore score;
      ASSERT_TRUE(ScoreRuleset(b, one, finder, &score).ok());
      const RulesetScore& from_cmp = cmp.results[i];
      ASSERT_EQ(from_cmp.ruleset, r);
      EXPECT_EQ(from_cmp.black.total_tenths, score.black.total_tenths);
      EXPECT_EQ(from_cmp.white.total_tenths, score.white.total_tenths);
      EXPECT_EQ(from_cmp.winner, score.winner);
      EXPECT_EQ(from_cmp.owner, score.owner);
      ASSERT_EQ(from_cmp.black.breakdown.size(), score.black.breakdown.size());

      // The reference totals, from the rulesets' formulas.
      const int64_t komi = in.komi_tenths ? *in.komi_tenths : TraitsOf(r).default_komi_tenths;
      const int64_t n = in.handicap >= 2 ? in.handicap : 0;
      int64_t bonus = 0;
      if (r == Ruleset::kChinese || r == Ruleset::kIng) bonus = 10 * n;
      if (r == Ruleset::kAga) bonus = n > 0 ? 10 * (n - 1) : 0;
      int64_t want_b, want_w;
      if (r == Ruleset::kJapanese || r == Ruleset::kKorean) {
        const bool autom = in.seki_mode == SekiMode::kAuto;
        want_b =
            10 * ((autom ? auto_territory[0] : lc.territory[0]) + in.prisoners_by_black + dead[1]);
        want_w =
            10 * ((autom ? auto_territory[1] : lc.territory[1]) + in.prisoners_by_white + dead[0]) +
            komi;
      } else if (r == Ruleset::kTrompTaylor) {
        want_b = 10 * (rc.stones[0] + rc.territory[0]);
        want_w = 10 * (rc.stones[1] + rc.territory[1]) + komi;
      } else {
        want_b = 10 * (lc.stones[0] + lc.territory[0] + lc.seki[0]);
        want_w = 10 * (lc.stones[1] + lc.territory[1] + lc.seki[1]) + komi + bonus;
      }
      EXPECT_EQ(score.black.total_tenths, want_b);
      EXPECT_EQ(score.white.total_tenths, want_w);
      EXPECT_EQ(Sum(score.black), score.black.total_tenths);
      EXPECT_EQ(Sum(score.white), score.white.total_tenths);
      EXPECT_EQ(score.diff_tenths, want_b - want_w);
      const int64_t d = want_b - want_w;
      if (d != 0 || r != Ruleset::kIng) {
        EXPECT_EQ(score.winner, d > 0 ? 1 : d < 0 ? -1 : 0);
      } else {
        EXPECT_EQ(score.winner, in.handicap >= 2 ? -1 : 1);
      }
      if (r == Ruleset::kAga) {
        const int64_t t_b =
            lc.territory[0] + lc.seki[0] + in.prisoners_by_black + dead[1] + in.passes_white;
        const int64_t t_w =
            lc.territory[1] + lc.seki[1] + in.prisoners_by_white + dead[0] + in.passes_black;
        EXPECT_EQ(score.aga_territory_diff_tenths, 10 * (t_b - t_w) - komi);
      }
    }

    // The old scorer gives the same margins: territory = japanese, area = chinese without
    // compensation, tromp-taylor = tromp-taylor (komi must fit its int).
    // (Not in kAuto: the old scorer has no analysis.)
    if (in.seki_mode != SekiMode::kAuto) {
      ScoreInput old;
      old.dead = in.dead;
      if (in.seki_mode == SekiMode::kMarked) old.seki = in.seki;
      old.prisoners_by_black = static_cast<int>(in.prisoners_by_black);
      old.prisoners_by_white = static_cast<int>(in.prisoners_by_white);
      struct Pair {
        ScoringRules rules;
        Ruleset ruleset;
        bool compensate;
      } pairs[] = {{ScoringRules::kTerritory, Ruleset::kJapanese, true},
                   {ScoringRules::kArea, Ruleset::kChinese, false},
                   {ScoringRules::kTrompTaylor, Ruleset::kTrompTaylor, true}};
      for (const Pair& p : pairs) {
        RulesetInput one = in;
        one.ruleset = p.ruleset;
        one.handicap_compensation = p.compensate;
        RulesetScore score;
        ASSERT_TRUE(ScoreRuleset(b, one, finder, &score).ok());
        old.rules = p.rules;
        old.komi_tenths = static_cast<int>(score.komi_tenths);
        ScoreResult r;
        ASSERT_TRUE(ScorePosition(b, old, finder, &r).ok());
        EXPECT_EQ(r.black.total_tenths - r.white.total_tenths, score.diff_tenths)
            << ScoringRulesName(p.rules);
      }
    }

    // Differences: exactly the pairs whose margins differ, each explained to the tenth.
    size_t next = 0;
    for (int i = 0; i < kRulesetCount; ++i) {
      for (int j = i + 1; j < kRulesetCount; ++j) {
        const int64_t delta = cmp.results[j].diff_tenths - cmp.results[i].diff_tenths;
        if (delta == 0) continue;
        ASSERT_LT(next, cmp.differences.size());
        const RulesDifference& diff = cmp.differences[next++];
        EXPECT_EQ(diff.a, kAllRulesets[i]);
        EXPECT_EQ(diff.b, kAllRulesets[j]);
        EXPECT_EQ(diff.points_tenths, delta);
        int64_t sum = 0;
        for (const Reason& reason : diff.reasons) {
          EXPECT_NE(reason.points_tenths, 0);
          EXPECT_FALSE(reason.text.empty());
          sum += reason.points_tenths;
          reasons_seen[static_cast<int>(reason.kind)] += 1;
        }
        EXPECT_EQ(sum, delta) << RulesetName(diff.a) << " vs " << RulesetName(diff.b);
        ++differences_seen;
      }
    }
    EXPECT_EQ(next, cmp.differences.size());
  }
  // The random cases exercise every kind of reason (the life analysis' territory too).
  EXPECT_GT(differences_seen, 10000);
  for (ReasonKind k :
       {ReasonKind::kStones, ReasonKind::kCaptures, ReasonKind::kDead, ReasonKind::kSeki,
        ReasonKind::kKomi, ReasonKind::kHandicap, ReasonKind::kDeadStand}) {
    EXPECT_GT(reasons_seen[static_cast<int>(k)], 0) << ReasonKindName(k);
  }
}

}  // namespace
}  // namespace goscore
