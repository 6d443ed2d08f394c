// The SGF value readers for text outside a record (sgf/sgf.h ParseSgfPoint, ParseSgfKomi): the
// expected values are FF[4]'s coordinate letters (go.html: a-z 0..25, A-Z 26..51) and KM's Real
// syntax with the rounding SgfRecord::komi_tenths documents, worked out by hand.
#include <gtest/gtest.h>

#include <string>

#include "sgf/sgf.h"

namespace goscore {
namespace {

TEST(SgfValues, PointsAreTwoCoordinateLetters) {
  Point p;
  ASSERT_TRUE(ParseSgfPoint("dd", &p));
  EXPECT_EQ(p, (Point{3, 3}));
  ASSERT_TRUE(ParseSgfPoint("sa", &p));
  EXPECT_EQ(p, (Point{18, 0}));
  ASSERT_TRUE(ParseSgfPoint("aZ", &p));
  EXPECT_EQ(p, (Point{0, 51}));
  ASSERT_TRUE(ParseSgfPoint("Az", &p));
  EXPECT_EQ(p, (Point{26, 25}));
  for (const char* bad : {"", "d", "ddd", "d1", "1d", "d ", " d", "[d", "d\xc3"}) {
    EXPECT_FALSE(ParseSgfPoint(bad, &p)) << "'" << bad << "'";
  }
}

TEST(SgfValues, KomiReadsRealsToTheNearestTenth) {
  const struct {
    const char* text;
    int tenths;
  } good[] = {{"6.5", 65},
              {"0", 0},
              {"-3", -30},
              {" 7 ", 70},
              {"+7.5", 75},
              {"7.", 70},
              {".5", 5},
              {"0.75", 8},
              {"0.74", 7},
              {"-0.25", -3},
              {"3.75", 38},
              {"1000000", 10000000},
              {"-1000000", -10000000}};
  for (const auto& g : good) {
    int tenths = -12345;
    const Status s = ParseSgfKomi(g.text, &tenths);
    ASSERT_TRUE(s.ok()) << g.text << ": " << s.message();
    EXPECT_EQ(tenths, g.tenths) << g.text;
  }
}

TEST(SgfValues, KomiRefusesWhatIsNotARealOrOutOfRange) {
  for (const char* bad : {"", "  ", "1e3", "0x10", "abc", "--1", "6,5", "6.5.1", ".", "+"}) {
    int tenths = 0;
    const Status s = ParseSgfKomi(bad, &tenths);
    ASSERT_FALSE(s.ok()) << "'" << bad << "'";
    EXPECT_EQ(s.message(), "'" + std::string(bad) + "' is not a number");
  }
  int tenths = 0;
  const Status s = ParseSgfKomi("1000000.1", &tenths);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.message(), "'1000000.1' is out of range (at most 1000000 points either way)");
}

}  // namespace
}  // namespace goscore
