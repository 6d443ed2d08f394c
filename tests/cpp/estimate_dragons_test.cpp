// Tests of the dragon rule of the dead-stone estimate (cpp/estimate/dragons.h), called directly
// with the dead marks given, so that no playout is involved: chains of one colour that share a
// liberty live or die together, as GNU Go's dragons do (a chain that can connect to a dead chain
// on a shared liberty is part of the same dead group).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "board/board.h"
#include "estimate/dragons.h"
#include "estimate/estimate.h"
#include "test_board.h"

namespace goscore {
namespace {

struct Marks {
  std::vector<uint8_t> dead;
  std::vector<int8_t> basis;
};

// The padded dead marks and bases of `b`, with the stones at `dead_points` dead, every basis
// kPlayouts.
Marks MarksOf(const Board& b, const std::vector<Point>& dead_points) {
  Marks m;
  m.dead.assign(b.padded_size(), 0);
  m.basis.assign(b.padded_size(), static_cast<int8_t>(ChainBasis::kPlayouts));
  for (const Point& p : dead_points) m.dead[b.Loc(p.x, p.y)] = 1;
  return m;
}

// White's (3,2) and (5,2) inside Black's frame, sharing the liberty (4,2).
Board Pair() {
  return TestBoard({
      ".........",
      ".BBBBBBB.",
      ".B.W.W.B.",
      ".B.....B.",
      ".BBBBBBB.",
      ".........",
  });
}

int Kill(const Board& b, Marks* m, int ratio = 6) {
  PlayoutBoard start;
  start.Reset(b);
  return KillDeadDragons(start, m->basis, ratio, &m->dead);
}

TEST(EstimateDragons, AChainSharingALibertyWithADeadChainDiesWithIt) {
  // White's (3,2) and (5,2) inside Black's frame share the liberty (4,2): one group. With (3,2)
  // called dead, (5,2) is dead too; Black's frame, which shares no liberty with them, is left.
  const Board b = Pair();
  Marks m = MarksOf(b, {{3, 2}});
  EXPECT_EQ(Kill(b, &m), 1);
  EXPECT_TRUE(m.dead[b.Loc(5, 2)]);
  EXPECT_TRUE(m.dead[b.Loc(3, 2)]);
  EXPECT_FALSE(m.dead[b.Loc(1, 1)]);
}

TEST(EstimateDragons, ADeadStoneNextToALivingGroupDoesNotKillIt) {
  // White's wall (0,3)...(6,3) (7 stones) shares the liberty (3,2) with White's (3,1), a lone
  // stone called dead inside Black's area: one dead stone against seven living ones is a dead
  // cutting stone, not a dead group (6 x 1 <= 7). With a wall of five stones, 6 x 1 > 5: killed.
  const Board b = TestBoard({
      "BBBBBBB",
      "B..W..B",
      "B.....B",
      "WWWWWWW",
      ".......",
  });
  Marks m = MarksOf(b, {{3, 1}});
  EXPECT_EQ(Kill(b, &m), 0);
  EXPECT_FALSE(m.dead[b.Loc(0, 3)]);
  const Board small = TestBoard({
      "BBBBBBB",
      "B..W..B",
      "B.....B",
      "BWWWWWB",
      "BB...BB",
  });
  Marks k = MarksOf(small, {{3, 1}});
  EXPECT_EQ(Kill(small, &k), 1);
  EXPECT_TRUE(k.dead[small.Loc(1, 3)]);
  // The ratio is the caller's: with 4, one dead stone does not outweigh five living ones.
  Marks r = MarksOf(small, {{3, 1}});
  EXPECT_EQ(Kill(small, &r, 4), 0);
}

TEST(EstimateDragons, SettledVerdictsStand) {
  // The same dead pair as above, but (5,2)'s verdict was settled by the exact search, a static
  // rule (a seki kept alive) or Benson: it stays alive. A dead chain is never revived.
  const Board b = Pair();
  for (ChainBasis why : {ChainBasis::kLocalSearch, ChainBasis::kShape, ChainBasis::kProven}) {
    Marks m = MarksOf(b, {{3, 2}});
    m.basis[b.Loc(5, 2)] = static_cast<int8_t>(why);
    EXPECT_EQ(Kill(b, &m), 0) << static_cast<int>(why);
    EXPECT_FALSE(m.dead[b.Loc(5, 2)]);
    EXPECT_TRUE(m.dead[b.Loc(3, 2)]);
  }
  // Nothing dead: nothing changes.
  Marks none = MarksOf(b, {});
  EXPECT_EQ(Kill(b, &none), 0);
}

}  // namespace
}  // namespace goscore
