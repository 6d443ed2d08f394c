// The life analysis (cpp/life/territory.h) refuses bad input with a Status naming the problem, and
// keeps working after it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "board/board.h"
#include "life/territory.h"
#include "test_board.h"

namespace goscore {
namespace {

TEST(LifeBadInput, MaskOfTheWrongSize) {
  const Board board = TestBoard({"B.W", "..."});
  TerritoryAnalysis a;
  const Status s = AnalyzeTerritory(board, std::vector<uint8_t>(5, 0), false, &a);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument);
  EXPECT_NE(s.message().find("dead mask has 5 values, expected width * height = 6"),
            std::string::npos)
      << s.message();
  // The empty mask means no dead stones.
  EXPECT_TRUE(AnalyzeTerritory(board, {}, false, &a).ok());
}

TEST(LifeBadInput, DeadMarkOnAnEmptyPoint) {
  const Board board = TestBoard({"B.W", "..."});
  std::vector<uint8_t> dead = {0, 0, 0, 0, 1, 0};
  TerritoryAnalysis a;
  LifeAnalyzer analyzer;
  const Status s = analyzer.Analyze(board, dead.data(), false, &a);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(s.message(), "dead mark on the empty point (1, 1)");
  // The analyzer keeps working after the error.
  dead = {1, 0, 0, 0, 0, 0};
  ASSERT_TRUE(analyzer.Analyze(board, dead.data(), false, &a).ok());
  // Black's only stone is dead: everything is White's area, one eye of five points that the
  // playable point (1, 1) splits into two pieces, each closed already: worth two, no seki, and
  // every point but White's stone is White's territory.
  EXPECT_EQ(a.territory, (std::vector<int8_t>{-1, -1, 0, -1, -1, -1}));
  EXPECT_EQ(a.seki, std::vector<int8_t>(6, 0));
  EXPECT_EQ(a.eye_value, (std::vector<uint8_t>{2, 2, 0, 2, 2, 2}));
}

}  // namespace
}  // namespace goscore
