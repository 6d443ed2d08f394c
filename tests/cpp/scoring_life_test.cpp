// ScoreRuleset's seki modes with the life analysis (cpp/life): 'auto' scores goscorer's territory,
// 'none' and marked seki score as told, and every mode reports where the marks contradict the
// analysis. Expected numbers are counted by hand in the comments.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "life/territory.h"
#include "scoring/compare.h"
#include "scoring/ruleset_score.h"
#include "scoring/scoring.h"
#include "test_board.h"

namespace goscore {
namespace {

RulesetScore Score(const Board& b, const RulesetInput& in) {
  RegionFinder f;
  RulesetScore r;
  Status s = ScoreRuleset(b, in, f, &r);
  EXPECT_TRUE(s.ok()) << s.message();
  return r;
}

std::string Kinds(const RulesetScore& r) {
  std::string s;
  for (const Conflict& c : r.conflicts) {
    if (!s.empty()) s += " ";
    s += ConflictKindName(c.kind);
    s += "@" + std::to_string(c.vertex.x) + "," + std::to_string(c.vertex.y);
  }
  return s;
}

// A seki on a 1x10 board: Black (1, 0) with the eye (0, 0), White (3, 0) (5, 0) (6, 0) with the
// false eye (4, 0), Black (7, 0) (8, 0) with the eye (9, 0); (2, 0) is the shared liberty. A
// stone on (2, 0) ataris its own side, a stone in an eye ataris itself: nobody can move, and no
// point is territory (Japanese 1989 Art. 8).
const std::vector<std::string_view> kRowSeki = {".B.W.WWBB."};

TEST(ScoringLife, AutoFindsTheSeki) {
  const Board b = TestBoard(kRowSeki);
  RulesetInput in;  // seki_mode kAuto by default
  in.komi_tenths = 0;
  in.ruleset = Ruleset::kJapanese;
  RulesetScore s = Score(b, in);
  // Territory 0 each: the eyes belong to the seki groups.
  EXPECT_EQ(s.black.total_tenths, 0);
  EXPECT_EQ(s.white.total_tenths, 0);
  EXPECT_EQ(s.black.seki_points, 2);  // (0, 0) and (9, 0)
  EXPECT_EQ(s.white.seki_points, 1);  // (4, 0)
  EXPECT_EQ(s.black.breakdown.back().label, "Seki: 2 points not counted");
  EXPECT_EQ(s.seki_mask, (std::vector<uint8_t>{1, 0, 0, 0, 1, 0, 0, 0, 0, 1}));
  EXPECT_EQ(s.seki_groups, (std::vector<int8_t>{1, 1, 0, -1, -1, -1, -1, 1, 1, 1}));
  EXPECT_EQ(s.dame_mask[2], 1);
  EXPECT_EQ(s.false_eye[4], 1);
  EXPECT_TRUE(s.conflicts.empty()) << Kinds(s);
  // Area: B 3 stones + 2 eyes = 5, W 3 stones + 1 = 4.
  in.ruleset = Ruleset::kChinese;
  s = Score(b, in);
  EXPECT_EQ(s.black.total_tenths, 50);
  EXPECT_EQ(s.white.total_tenths, 40);
  EXPECT_EQ(s.black.breakdown[1].label, "Territory 2 (2 in seki)");
  // compareRules: Japanese 0 vs Chinese +1: the seki points, Black's 2 against White's 1.
  RegionFinder f;
  RulesComparison c;
  ASSERT_TRUE(CompareRules(b, in, f, &c).ok());
  const RulesDifference& d = c.differences.front();
  EXPECT_EQ(d.a, Ruleset::kJapanese);
  EXPECT_EQ(d.b, Ruleset::kChinese);
  EXPECT_EQ(d.points_tenths, 10);
  ASSERT_EQ(d.reasons.size(), 1u);
  EXPECT_EQ(d.reasons[0].kind, ReasonKind::kSeki);
  EXPECT_EQ(d.reasons[0].text,
            "the points inside seki count under area scoring only: Black has 2, White 1");
}

TEST(ScoringLife, NoneAndMarksScoreAsToldAndReportConflicts) {
  const Board b = TestBoard(kRowSeki);
  RulesetInput in;
  in.komi_tenths = 0;
  in.ruleset = Ruleset::kJapanese;
  // 'none': every one-colour region is territory: B (0, 0) + (9, 0) = 2, W (4, 0) = 1; each seki
  // region is reported.
  in.seki_mode = SekiMode::kNone;
  RulesetScore s = Score(b, in);
  EXPECT_EQ(s.black.total_tenths, 20);
  EXPECT_EQ(s.white.total_tenths, 10);
  EXPECT_EQ(Kinds(s), "seki-not-marked@0,0 seki-not-marked@4,0 seki-not-marked@9,0");
  EXPECT_EQ(s.conflicts[0].message, "(0, 0) is in seki, but no seki is marked there");
  // One eye marked: B 1 (9, 0), W 1 (4, 0).
  in.seki_mode = SekiMode::kMarked;
  in.seki = {{0, 0}};
  s = Score(b, in);
  EXPECT_EQ(s.black.total_tenths, 10);
  EXPECT_EQ(s.white.total_tenths, 10);
  EXPECT_EQ(Kinds(s), "seki-not-marked@4,0 seki-not-marked@9,0");
  // The shared liberty marked: it is dame, not seki; the marks still decide the score.
  in.seki = {{2, 0}, {0, 0}, {4, 0}, {9, 0}};
  s = Score(b, in);
  EXPECT_EQ(s.black.total_tenths, 0);
  EXPECT_EQ(Kinds(s), "marked-seki-not-seki@2,0");
  EXPECT_EQ(s.conflicts[0].message, "(2, 0) is marked seki, but the analysis finds no seki there");
}

TEST(ScoringLife, DeadMarksOnLivingChains) {
  // Black's wall at x = 1 with (0, 2) has two eyes at x = 0: pass-alive (Benson). White's wall at
  // x = 3 has one region of 5 points: not pass-alive.
  const Board b = TestBoard({".B.W.", ".B.W.", "BB.W.", ".B.W.", ".B.W."});
  RulesetInput in;
  in.ruleset = Ruleset::kJapanese;
  ASSERT_TRUE(DeadChainsMask(b, {{1, 1}}, &in.dead).ok());
  RulesetScore s = Score(b, in);
  EXPECT_EQ(Kinds(s), "dead-pass-alive@0,2");
  EXPECT_EQ(s.conflicts[0].message, "(0, 2) is marked dead, but its chain is pass-alive");
  // The marks still decide: the 6 black stones are White's prisoners.
  EXPECT_EQ(s.white.dead_taken, 6);
  // A chain of the seki marked dead.
  const Board seki = TestBoard(kRowSeki);
  ASSERT_TRUE(DeadChainsMask(seki, {{1, 0}}, &in.dead).ok());
  s = Score(seki, in);
  EXPECT_NE(Kinds(s).find("dead-in-seki@1,0"), std::string::npos) << Kinds(s);
}

TEST(ScoringLife, AutoMarginIsGoscorers) {
  // goscorer's final_territory_score: points is_territory_for each colour + opponent stones marked
  // dead + captures, komi to White. Checked on the fixtures' positions with their dead marks.
  const Board b = TestBoard({".B.WB", ".B.W.", "WB.W.", ".B.W.", ".B.W."});
  RulesetInput in;
  in.ruleset = Ruleset::kJapanese;
  in.prisoners_by_black = 3;
  in.prisoners_by_white = 1;
  in.komi_tenths = 65;
  ASSERT_TRUE(DeadChainsMask(b, {{0, 2}, {4, 0}}, &in.dead).ok());
  TerritoryAnalysis a;
  ASSERT_TRUE(AnalyzeTerritory(b, in.dead, false, &a).ok());
  int64_t black = 3 + 1, white = 1 + 1;  // captures + the one opponent stone marked dead each
  for (int8_t t : a.territory) black += t == 1, white += t == -1;
  RulesetScore s = Score(b, in);
  EXPECT_EQ(s.diff_tenths, 10 * (black - white) - 65);
  EXPECT_TRUE(s.conflicts.empty()) << Kinds(s);
}

}  // namespace
}  // namespace goscore
