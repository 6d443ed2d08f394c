// The hand-checked positions of tests/fixtures/rules/hand-checked.json (shared with the JS tests)
// under every ruleset: totals as the fixture gives them, breakdowns adding up to them.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "life_json.h"
#include "scoring/compare.h"
#include "scoring/ruleset_score.h"
#include "scoring/scoring.h"

namespace goscore {
namespace {

std::vector<Point> Points(const testing::Json& list) {
  std::vector<Point> points;
  for (const testing::Json& p : list.array) {
    points.push_back({static_cast<int>(p.array[0].number), static_cast<int>(p.array[1].number)});
  }
  return points;
}

TEST(ScoringFixtures, HandChecked) {
  std::ifstream file(std::string(GOSCORE_FIXTURES_DIR) + "/rules/hand-checked.json");
  ASSERT_TRUE(file.good());
  std::stringstream text;
  text << file.rdbuf();
  testing::Json root;
  size_t error_at = 0;
  ASSERT_TRUE(testing::ParseJson(text.str(), &root, &error_at)) << "at byte " << error_at;
  const auto& cases = root["cases"].array;
  ASSERT_GE(cases.size(), 7u);
  RegionFinder finder;
  for (const testing::Json& c : cases) {
    SCOPED_TRACE(c["name"].string);
    std::vector<std::string_view> rows;
    for (const testing::Json& r : c["rows"].array) rows.push_back(r.string);
    Board board;
    ASSERT_TRUE(ParseRows(rows, &board).ok());
    const testing::Json& o = c["options"];
    RulesetInput in;
    if (o["komi"].kind == testing::Json::Kind::kNumber) {
      in.komi_tenths = std::llround(o["komi"].number * 10);
    }
    in.handicap = static_cast<int64_t>(o["handicap"].number);
    in.prisoners_by_black = static_cast<int64_t>(o["prisoners"]["black"].number);
    in.prisoners_by_white = static_cast<int64_t>(o["prisoners"]["white"].number);
    in.passes_black = static_cast<int64_t>(o["passes"]["black"].number);
    in.passes_white = static_cast<int64_t>(o["passes"]["white"].number);
    ASSERT_TRUE(DeadChainsMask(board, Points(o["dead"]), &in.dead).ok());
    const testing::Json& seki = o["seki"];
    if (seki.kind == testing::Json::Kind::kArray) {
      in.seki_mode = SekiMode::kMarked;
      in.seki = Points(seki);
    } else if (seki.string == "none") {
      in.seki_mode = SekiMode::kNone;
    }
    RulesComparison cmp;
    ASSERT_TRUE(CompareRules(board, in, finder, &cmp).ok());
    for (int i = 0; i < kRulesetCount; ++i) {
      const char* name = RulesetName(kAllRulesets[i]);
      const testing::Json& want = c["expected"][name];
      ASSERT_EQ(want.array.size(), 2u) << name;
      RulesetInput one = in;
      one.ruleset = kAllRulesets[i];
      RulesetScore s;
      ASSERT_TRUE(ScoreRuleset(board, one, finder, &s).ok());
      EXPECT_EQ(s.black.total_tenths, std::llround(want.array[0].number * 10)) << name;
      EXPECT_EQ(s.white.total_tenths, std::llround(want.array[1].number * 10)) << name;
      EXPECT_EQ(cmp.results[i].diff_tenths, s.diff_tenths) << name;
      for (const RulesetSide* side : {&s.black, &s.white}) {
        int64_t sum = 0;
        for (const BreakdownItem& item : side->breakdown) sum += item.points_tenths;
        EXPECT_EQ(sum, side->total_tenths) << name;
      }
    }
    for (const RulesDifference& d : cmp.differences) {
      int64_t sum = 0;
      for (const Reason& r : d.reasons) sum += r.points_tenths;
      EXPECT_EQ(sum, d.points_tenths);
    }
  }
}

}  // namespace
}  // namespace goscore
