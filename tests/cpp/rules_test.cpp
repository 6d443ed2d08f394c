// The ruleset table (names, aliases, SGF RU values, default komi) and ScoreRuleset on hand-checked
// positions: every expected number is counted by hand in the comments beside it.
#include "scoring/rules.h"

#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "scoring/compare.h"
#include "scoring/ruleset_score.h"
#include "scoring/scoring.h"
#include "test_board.h"

namespace goscore {
namespace {

RulesetScore Score(const Board& b, RulesetInput in) {
  RegionFinder f;
  RulesetScore r;
  Status s = ScoreRuleset(b, in, f, &r);
  EXPECT_TRUE(s.ok()) << s.message();
  return r;
}

int64_t Sum(const RulesetSide& side) {
  int64_t total = 0;
  for (const BreakdownItem& item : side.breakdown) total += item.points_tenths;
  return total;
}

std::string Labels(const RulesetSide& side) {
  std::string s;
  for (const BreakdownItem& item : side.breakdown) {
    if (!s.empty()) s += " + ";
    s += item.label;
  }
  return s;
}

TEST(RulesTable, NamesAndAliases) {
  const char* names[] = {"japanese",    "korean", "chinese",     "aga",
                         "new-zealand", "ing",    "tromp-taylor"};
  for (int i = 0; i < kRulesetCount; ++i) {
    EXPECT_STREQ(RulesetName(kAllRulesets[i]), names[i]);
    auto choice = ParseRulesetName(names[i]);
    ASSERT_TRUE(choice.has_value()) << names[i];
    EXPECT_EQ(choice->ruleset, kAllRulesets[i]);
    EXPECT_TRUE(choice->handicap_compensation);
  }
  auto territory = ParseRulesetName("territory");
  ASSERT_TRUE(territory.has_value());
  EXPECT_EQ(territory->ruleset, Ruleset::kJapanese);
  auto area = ParseRulesetName("area");
  ASSERT_TRUE(area.has_value());
  EXPECT_EQ(area->ruleset, Ruleset::kChinese);
  EXPECT_FALSE(area->handicap_compensation);
  EXPECT_FALSE(ParseRulesetName("Japanese").has_value());  // JS names are exact
  EXPECT_FALSE(ParseRulesetName("goe").has_value());
  EXPECT_FALSE(ParseRulesetName("").has_value());
  EXPECT_FALSE(ParseRulesetName("stone-scoring").has_value());
}

TEST(RulesTable, DefaultKomi) {
  // Issue 14: 6.5 japanese and korean, 7.5 chinese, aga and tromp-taylor, 7 new-zealand, 8 ing.
  EXPECT_EQ(TraitsOf(Ruleset::kJapanese).default_komi_tenths, 65);
  EXPECT_EQ(TraitsOf(Ruleset::kKorean).default_komi_tenths, 65);
  EXPECT_EQ(TraitsOf(Ruleset::kChinese).default_komi_tenths, 75);
  EXPECT_EQ(TraitsOf(Ruleset::kAga).default_komi_tenths, 75);
  EXPECT_EQ(TraitsOf(Ruleset::kTrompTaylor).default_komi_tenths, 75);
  EXPECT_EQ(TraitsOf(Ruleset::kNewZealand).default_komi_tenths, 70);
  EXPECT_EQ(TraitsOf(Ruleset::kIng).default_komi_tenths, 80);
}

TEST(RulesTable, SgfRu) {
  struct Case {
    const char* ru;
    Ruleset want;
  } cases[] = {{"Japanese", Ruleset::kJapanese},
               {"japanese", Ruleset::kJapanese},
               {" JAPANESE ", Ruleset::kJapanese},
               {"Korean", Ruleset::kKorean},
               {"Chinese", Ruleset::kChinese},
               {"AGA", Ruleset::kAga},
               {"aga", Ruleset::kAga},
               {"NZ", Ruleset::kNewZealand},
               {"New Zealand", Ruleset::kNewZealand},
               {"new zealand", Ruleset::kNewZealand},
               {"GOE", Ruleset::kIng},
               {"Ing", Ruleset::kIng},
               {"Tromp-Taylor", Ruleset::kTrompTaylor},
               {"tromp taylor", Ruleset::kTrompTaylor}};
  for (const Case& c : cases) {
    auto r = RulesetFromSgf(c.ru);
    ASSERT_TRUE(r.has_value()) << c.ru;
    EXPECT_EQ(*r, c.want) << c.ru;
  }
  for (const char* unknown : {"", "Japanese 1989", "Chinese-ogs", "bga", "ja", "Z"}) {
    EXPECT_FALSE(RulesetFromSgf(unknown).has_value()) << unknown;
  }
  // What is written reads back as the same ruleset.
  for (Ruleset r : kAllRulesets) {
    auto back = RulesetFromSgf(RulesetSgfName(r));
    ASSERT_TRUE(back.has_value()) << RulesetSgfName(r);
    EXPECT_EQ(*back, r);
  }
  EXPECT_STREQ(RulesetSgfName(Ruleset::kIng), "GOE");
  EXPECT_STREQ(RulesetSgfName(Ruleset::kNewZealand), "NZ");
}

// Five columns: Black's wall at x = 1 with 5 points of territory at x = 0, dame at x = 2, White's
// wall at x = 3 with 5 points at x = 4. Stones 5 each.
const std::vector<std::string_view> kColumns = {".B.W.", ".B.W.", ".B.W.", ".B.W.", ".B.W."};

TEST(RulesScore, EveryRulesetEvenGame) {
  const Board b = TestBoard(kColumns);
  RulesetInput in;
  in.prisoners_by_black = 2;
  in.prisoners_by_white = 3;
  // Japanese / Korean (territory + prisoners): B 5 + 2 = 7; W 5 + 3 + 6.5 = 14.5.
  for (Ruleset r : {Ruleset::kJapanese, Ruleset::kKorean}) {
    in.ruleset = r;
    RulesetScore s = Score(b, in);
    EXPECT_EQ(s.black.total_tenths, 70);
    EXPECT_EQ(s.white.total_tenths, 145);
    EXPECT_EQ(s.diff_tenths, -75);
    EXPECT_EQ(s.winner, -1);
    EXPECT_EQ(s.margin_tenths, 75);
    EXPECT_EQ(Labels(s.black), "Territory 5 + Captures 2 + Dead stones 0");
    EXPECT_EQ(Labels(s.white), "Territory 5 + Captures 3 + Dead stones 0 + Komi 6.5");
  }
  // Area (stones + territory): B 5 + 5 = 10 each side; komi decides. Chinese/AGA/TT 7.5,
  // NZ 7, Ing 8.
  struct Area {
    Ruleset r;
    int64_t white;
  } areas[] = {{Ruleset::kChinese, 175},
               {Ruleset::kAga, 175},
               {Ruleset::kNewZealand, 170},
               {Ruleset::kIng, 180},
               {Ruleset::kTrompTaylor, 175}};
  for (const Area& a : areas) {
    in.ruleset = a.r;
    RulesetScore s = Score(b, in);
    EXPECT_EQ(s.black.total_tenths, 100) << RulesetName(a.r);
    EXPECT_EQ(s.white.total_tenths, a.white) << RulesetName(a.r);
    EXPECT_EQ(s.dame, 5);
    EXPECT_EQ(Labels(s.black), "Stones 5 + Territory 5");
  }
}

TEST(RulesScore, HandicapCompensation) {
  const Board b = TestBoard(kColumns);
  RulesetInput in;
  in.handicap = 4;
  in.komi_tenths = 5;  // 0.5, as usual in handicap games
  // Area 10 : 10 before komi. Chinese: W gets 4 (one per stone) -> 10 : 14.5.
  in.ruleset = Ruleset::kChinese;
  RulesetScore s = Score(b, in);
  EXPECT_EQ(s.white.total_tenths, 145);
  EXPECT_EQ(s.white.handicap_tenths, 40);
  EXPECT_EQ(Labels(s.white), "Stones 5 + Territory 5 + Komi 0.5 + Handicap 4 (4 stones)");
  // AGA: one per stone after the first -> 3: 10 : 13.5.
  in.ruleset = Ruleset::kAga;
  s = Score(b, in);
  EXPECT_EQ(s.white.total_tenths, 135);
  EXPECT_EQ(Labels(s.white), "Stones 5 + Territory 5 + Komi 0.5 + Handicap 3 (4 stones, less one)");
  // Ing (SST commentary): one per stone -> 10 : 14.5.
  in.ruleset = Ruleset::kIng;
  EXPECT_EQ(Score(b, in).white.total_tenths, 145);
  // New Zealand, Tromp-Taylor, Japanese, Korean: nothing -> 10.5 (area) / 5.5 (territory).
  in.ruleset = Ruleset::kNewZealand;
  EXPECT_EQ(Score(b, in).white.total_tenths, 105);
  in.ruleset = Ruleset::kTrompTaylor;
  EXPECT_EQ(Score(b, in).white.total_tenths, 105);
  in.ruleset = Ruleset::kJapanese;
  EXPECT_EQ(Score(b, in).white.total_tenths, 55);
  // The alias "area": Chinese counting without compensation.
  in.ruleset = Ruleset::kChinese;
  in.handicap_compensation = false;
  EXPECT_EQ(Score(b, in).white.total_tenths, 105);
  // A handicap of 1 places no stone: nothing to compensate.
  in.handicap_compensation = true;
  in.handicap = 1;
  EXPECT_EQ(Score(b, in).white.total_tenths, 105);
  in.ruleset = Ruleset::kAga;
  in.handicap = 2;  // 2 - 1 = 1 point
  EXPECT_EQ(Score(b, in).white.total_tenths, 115);
}

TEST(RulesScore, DeadStonesAndTrompTaylor) {
  // Dead: the White stone at (0, 2) in Black's area, the Black stone at (4, 0) in White's.
  const Board b = TestBoard({".B.WB", ".B.W.", "WB.W.", ".B.W.", ".B.W."});
  std::vector<uint8_t> dead;
  ASSERT_TRUE(DeadChainsMask(b, {{0, 2}, {4, 0}}, &dead).ok());
  RulesetInput in;
  in.dead = dead;
  in.prisoners_by_black = 1;
  // Japanese: B territory 5 (the dead stone's point included) + captures 1 + dead 1 = 7;
  //           W territory 5 + 0 + dead 1 + 6.5 = 12.5.
  in.ruleset = Ruleset::kJapanese;
  RulesetScore s = Score(b, in);
  EXPECT_EQ(s.black.total_tenths, 70);
  EXPECT_EQ(s.white.total_tenths, 125);
  EXPECT_EQ(s.black.dead_taken, 1);
  EXPECT_EQ(s.dead_mask[2 * 5 + 0], 1);
  EXPECT_EQ(s.dead_mask[4], 1);
  // The old per-side convention (prisoners subtracted from the owner): B 5 - 1 = 4,
  // W 5 - 2 + 6.5 = 9.5; the margin is the same 5.5.
  ScoreInput old;
  old.dead = dead;
  old.prisoners_by_black = 1;
  old.komi_tenths = 65;
  RegionFinder f;
  ScoreResult r;
  ASSERT_TRUE(ScorePosition(b, old, f, &r).ok());
  EXPECT_EQ(r.black.total_tenths - r.white.total_tenths, s.diff_tenths);
  // Chinese: stones 5 + territory 5 each, W + 7.5.
  in.ruleset = Ruleset::kChinese;
  s = Score(b, in);
  EXPECT_EQ(s.black.total_tenths, 100);
  EXPECT_EQ(s.white.total_tenths, 175);
  // Tromp-Taylor removes nothing: 6 stones each; every empty region touches both colours
  // (the dead stones border them), so no territory: 6 : 13.5.
  in.ruleset = Ruleset::kTrompTaylor;
  s = Score(b, in);
  EXPECT_EQ(s.black.stones, 6);
  EXPECT_EQ(s.black.territory, 0);
  EXPECT_EQ(s.black.total_tenths, 60);
  EXPECT_EQ(s.white.total_tenths, 135);
  EXPECT_EQ(s.dead_mask[4], 0);
  EXPECT_EQ(s.dame, 13);
}

TEST(RulesScore, MarkedSeki) {
  // Black's 5 points at x = 0 agreed seki.
  const Board b = TestBoard(kColumns);
  RulesetInput in;
  in.seki_mode = SekiMode::kMarked;
  in.seki = {{0, 3}};
  // Japanese: B territory 0 (seki left out) = 0; W 5 + 6.5 = 11.5.
  in.ruleset = Ruleset::kJapanese;
  RulesetScore s = Score(b, in);
  EXPECT_EQ(s.black.total_tenths, 0);
  EXPECT_EQ(s.black.seki_points, 5);
  EXPECT_EQ(s.seki_points, 5);
  EXPECT_EQ(s.seki_mask[0], 1);
  EXPECT_EQ(Labels(s.black),
            "Territory 0 + Captures 0 + Dead stones 0 + Seki: 5 points not counted");
  EXPECT_EQ(s.black.breakdown.back().kind, BreakdownKind::kSeki);
  EXPECT_EQ(s.black.breakdown.back().points_tenths, 0);
  // Chinese: the seki's eye points count: 5 + 5 = 10.
  in.ruleset = Ruleset::kChinese;
  s = Score(b, in);
  EXPECT_EQ(s.black.total_tenths, 100);
  EXPECT_EQ(Labels(s.black), "Stones 5 + Territory 5 (5 in seki)");
  // 'none' ignores the marks.
  in.ruleset = Ruleset::kJapanese;
  in.seki_mode = SekiMode::kNone;
  EXPECT_EQ(Score(b, in).black.total_tenths, 50);
}

TEST(RulesScore, AgaPassStones) {
  // Even game: Black placed 8 stones (3 captured by White), White 7 (2 captured by Black) and
  // passed once more, so both took 8 turns and White passed last (AGA rule 8).
  const Board b = TestBoard(kColumns);
  RulesetInput in;
  in.ruleset = Ruleset::kAga;
  in.prisoners_by_black = 2;
  in.prisoners_by_white = 3;
  in.passes_white = 1;
  RulesetScore s = Score(b, in);
  // Area: 10 : 10 + 7.5. Territory count: B 5 + 2 + 1 pass stone = 8, W 5 + 3 + 7.5 = 15.5:
  // the same margin, -7.5.
  EXPECT_EQ(s.diff_tenths, -75);
  EXPECT_EQ(s.aga_territory_diff_tenths, -75);
  EXPECT_TRUE(s.aga_counts_agree);
  EXPECT_EQ(s.black.pass_stones, 1);
  EXPECT_EQ(s.black.breakdown.back().kind, BreakdownKind::kPassStones);
  EXPECT_EQ(Sum(s.black), s.black.total_tenths);
  // Had Black made that pass instead: B 5 + 2 = 7, W 5 + 3 + 1 + 7.5 = 16.5, -9.5 against the
  // area count's -7.5 (such a game did not end as AGA rule 8 says).
  in.passes_black = 1;
  in.passes_white = 0;
  s = Score(b, in);
  EXPECT_EQ(s.aga_territory_diff_tenths, -95);
  EXPECT_FALSE(s.aga_counts_agree);
}

TEST(RulesScore, IngTies) {
  const Board b = TestBoard(kColumns);
  RulesetInput in;
  in.ruleset = Ruleset::kIng;
  in.komi_tenths = 0;  // 10 : 10
  RulesetScore s = Score(b, in);
  EXPECT_EQ(s.diff_tenths, 0);
  EXPECT_EQ(s.winner, 1);  // Black wins ties
  EXPECT_TRUE(s.tie_broken);
  in.handicap = 2;
  in.komi_tenths = -20;  // 10 : 10 + 2 - 2
  s = Score(b, in);
  EXPECT_EQ(s.diff_tenths, 0);
  EXPECT_EQ(s.winner, -1);  // White wins ties in a handicap game
  in.ruleset = Ruleset::kChinese;
  in.handicap = 0;
  in.komi_tenths = 0;
  s = Score(b, in);
  EXPECT_EQ(s.winner, 0);
  EXPECT_FALSE(s.tie_broken);
}

TEST(RulesScore, RejectsBadInput) {
  const Board b = TestBoard(kColumns);
  RegionFinder f;
  RulesetScore untouched;
  untouched.komi_tenths = 4242;
  auto fails = [&](const RulesetInput& in, const std::string& message) {
    RulesetScore r = untouched;
    Status s = ScoreRuleset(b, in, f, &r);
    EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument) << message;
    EXPECT_EQ(s.message(), message);
    EXPECT_EQ(r.komi_tenths, 4242) << "output written on error";
    RulesComparison c;
    EXPECT_FALSE(CompareRules(b, in, f, &c).ok()) << message;
  };
  RulesetInput in;
  in.handicap = -1;
  fails(in, "handicap must be between 0 and 25, got -1");
  in.handicap = 26;
  fails(in, "handicap must be between 0 and 25, got 26");
  in = RulesetInput();
  in.prisoners_by_black = kMaxCount + 1;
  fails(in, "prisoners.black must be between 0 and 1000000000, got 1000000001");
  in = RulesetInput();
  in.prisoners_by_white = -3;
  fails(in, "prisoners.white must be between 0 and 1000000000, got -3");
  in = RulesetInput();
  in.passes_black = -1;
  fails(in, "passes.black must be between 0 and 1000000000, got -1");
  in = RulesetInput();
  in.ruleset = static_cast<Ruleset>(9);
  fails(in, "unknown ruleset 9");
  in = RulesetInput();
  in.dead = {1};
  fails(in, "the dead-stone mask has 1 points, expected 25");
  in = RulesetInput();
  in.komi_tenths = int64_t{1} << 40;
  {
    RulesetScore r;
    EXPECT_EQ(ScoreRuleset(b, in, f, &r).code(), ErrorCode::kInvalidArgument);
  }
  // The largest counts are fine and do not overflow: 10^9 captures each way.
  in = RulesetInput();
  in.prisoners_by_black = kMaxCount;
  in.prisoners_by_white = kMaxCount;
  in.passes_black = kMaxCount;
  RulesetScore r = Score(b, in);
  EXPECT_EQ(r.black.total_tenths, 10 * (5 + kMaxCount));
  EXPECT_EQ(r.diff_tenths, -65);
}

TEST(RulesScore, CountsFromJsNumbers) {
  int64_t v = -7;
  EXPECT_TRUE(CountFromDouble(4, "handicap", &v).ok());
  EXPECT_EQ(v, 4);
  EXPECT_EQ(CountFromDouble(1.5, "handicap", &v).message(),
            "handicap must be a non-negative integer, got 1.5");
  EXPECT_EQ(CountFromDouble(-1, "passes.white", &v).message(),
            "passes.white must be a non-negative integer, got -1");
  EXPECT_EQ(CountFromDouble(std::numeric_limits<double>::quiet_NaN(), "handicap", &v).message(),
            "handicap must be a non-negative integer, got NaN");
  EXPECT_EQ(CountFromDouble(std::numeric_limits<double>::infinity(), "handicap", &v).code(),
            ErrorCode::kInvalidArgument);
  EXPECT_EQ(CountFromDouble(1e10, "prisoners.black", &v).message(),
            "prisoners.black must be at most 1000000000, got 10000000000");
  EXPECT_EQ(v, 4);  // unchanged by the refusals
}

TEST(RulesScore, OldScorerRejectsHugePrisoners) {
  // Issue 11 item 7: prisoners past the bound are refused, not overflowed.
  const Board b = TestBoard(kColumns);
  RegionFinder f;
  ScoreResult r;
  ScoreInput in;
  in.prisoners_by_black = 2000000000;
  Status s = ScorePosition(b, in, f, &r);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(s.message(), "prisoners must be at most 1000000000, got 2000000000");
  // At the bound the sums are exact: W = 5 - 10^9 (territory minus prisoners held by Black).
  in.prisoners_by_black = 1000000000;
  ASSERT_TRUE(ScorePosition(b, in, f, &r).ok());
  EXPECT_EQ(r.white.total_tenths, 10 * (5 - int64_t{1000000000}));
}

TEST(RulesCompare, HandCheckedReasons) {
  // Columns x = 0, 1 Black stones (10), x = 2 dame (it reaches both colours), x = 3 White stones
  // (5), x = 4 White territory (5). White captured 3 stones; handicap 4, komi 0.5.
  const Board b = TestBoard({"BB.W.", "BB.W.", "BB.W.", "BB.W.", "BB.W."});
  RulesetInput in;
  in.handicap = 4;
  in.komi_tenths = 5;
  in.prisoners_by_white = 3;
  RegionFinder f;
  RulesComparison c;
  ASSERT_TRUE(CompareRules(b, in, f, &c).ok());
  // Japanese: B 0 + 0 = 0; W 5 + 3 + 0.5 = 8.5 -> -8.5.
  // Chinese: B 10; W 5 + 5 + 0.5 + 4 = 14.5 -> -4.5. Difference +4 = stones +5 (10 - 5),
  // captures +3 (territory counted White's 3), handicap -4.
  EXPECT_EQ(c.results[0].diff_tenths, -85);
  EXPECT_EQ(c.results[2].diff_tenths, -45);
  const RulesDifference* jc = nullptr;
  for (const RulesDifference& d : c.differences) {
    if (d.a == Ruleset::kJapanese && d.b == Ruleset::kChinese) jc = &d;
  }
  ASSERT_NE(jc, nullptr);
  EXPECT_EQ(jc->points_tenths, 40);
  ASSERT_EQ(jc->reasons.size(), 3u);
  EXPECT_EQ(jc->reasons[0].kind, ReasonKind::kStones);
  EXPECT_EQ(jc->reasons[0].points_tenths, 50);
  EXPECT_EQ(jc->reasons[0].text, "area scoring counts the 5 stones Black has more on the board");
  EXPECT_EQ(jc->reasons[1].kind, ReasonKind::kCaptures);
  EXPECT_EQ(jc->reasons[1].points_tenths, 30);
  EXPECT_EQ(jc->reasons[1].text,
            "area scoring does not count captures: White captured 3 stones more");
  EXPECT_EQ(jc->reasons[2].kind, ReasonKind::kHandicap);
  EXPECT_EQ(jc->reasons[2].points_tenths, -40);
  EXPECT_EQ(jc->reasons[2].text, "Chinese rules give White 4 points for 4 handicap stones");
  // Japanese and Korean agree: no difference listed.
  for (const RulesDifference& d : c.differences) {
    EXPECT_FALSE(d.a == Ruleset::kJapanese && d.b == Ruleset::kKorean);
  }
}

}  // namespace
}  // namespace goscore
