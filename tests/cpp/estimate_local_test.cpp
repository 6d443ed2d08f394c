// Tests of the estimator's static local reading (cpp/estimate/local_reading.h), called directly
// with the dead marks given, so that no playout is involved: nakade shapes read dead, live shapes
// left alone, a seki of shared liberties revived, dead stones in territory kept dead.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../fixtures/estimate/ogs_dataset.h"
#include "board/board.h"
#include "datasets.h"
#include "estimate/local_reading.h"
#include "estimate_test_util.h"
#include "life/benson.h"
#include "test_board.h"

namespace goscore {
namespace {

// The dead stones of a padded mask, "(x,y)" in row order.
std::string DeadOf(const Board& b, const std::vector<uint8_t>& dead) {
  std::vector<Point> ps;
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      if (dead[b.Loc(x, y)]) ps.push_back({x, y});
    }
  }
  return ShowPoints(ps);
}

// KillNakadeGroups on `b` with nothing marked dead beforehand.
std::string Nakade(const Board& b) {
  PlayoutBoard start;
  start.Reset(b);
  std::vector<int8_t> pass_alive;
  PassAliveMap(b, /*multi_stone_suicide_legal=*/false, &pass_alive);
  std::vector<uint8_t> dead(b.padded_size(), 0);
  KillNakadeGroups(b, start, pass_alive, &dead);
  return DeadOf(b, dead);
}

// A White ring inside Black's frame (one-point eyes on the top edge make the frame pass-alive)
// around a 3x3 interior (x = 3..5, y = 3..5) given as three 5-character rows whose first and last
// characters stand for the ring and are ignored.
Board Ring(const std::string& r3, const std::string& r4, const std::string& r5) {
  return TestBoard({
      ".B.B.B.B.",
      "BBBBBBBBB",
      "B.WWWWW.B",
      "B.W" + r3.substr(1, 3) + "W.B",
      "B.W" + r4.substr(1, 3) + "W.B",
      "B.W" + r5.substr(1, 3) + "W.B",
      "B.WWWWW.B",
      "B.......B",
      "BBBBBBBBB",
  });
}

TEST(EstimateNakade, KillingShapesWithTheVitalPointTakenAreDead) {
  // Sensei's Library, "Killable eyeshapes": each shape below dies when the attacker holds its
  // vital point (the point with the most neighbours in the shape); a square four dies as it is.
  const struct {
    const char* name;
    const char* rows[3];
  } shapes[] = {
      {"straight three", {"WWWWW", "W.B.W", "WWWWW"}}, {"bent three", {"W.WWW", "WB.WW", "WWWWW"}},
      {"pyramid four", {"WW.WW", "W.B.W", "WWWWW"}},   {"square four", {"W..WW", "W..WW", "WWWWW"}},
      {"crossed five", {"WW.WW", "W.B.W", "WW.WW"}},   {"bulky five", {"W..WW", "W.B.W", "WWWWW"}},
      {"flower six", {"WW.WW", "W.B.W", "WW..W"}},
  };
  for (const auto& s : shapes) {
    const Board b = Ring(s.rows[0], s.rows[1], s.rows[2]);
    EXPECT_EQ(Nakade(b), ShowPoints(StonesOf(b, Color::kWhite))) << s.name;
  }
}

TEST(EstimateNakade, LiveShapesAndEmptyVitalPointsAreLeftAlone) {
  const struct {
    const char* name;
    const char* rows[3];
  } shapes[] = {
      {"straight three, vital point empty", {"WWWWW", "W...W", "WWWWW"}},
      {"zigzag four", {"W.WWW", "W..WW", "WW.WW"}},
      {"bulky five, vital point empty", {"W..WW", "W..BW", "WWWWW"}},
      {"bulky five, attacker off the vital point", {"W..WW", "WB..W", "WWWWW"}},
      {"rectangular six", {"W...W", "W...W", "WWWWW"}},
      {"flower six, vital point empty", {"WW.WW", "W...W", "WWB.W"}},
      {"two eyes of one point", {"WWWWW", "W.W.W", "WWWWW"}},
  };
  for (const auto& s : shapes) {
    const Board b = Ring(s.rows[0], s.rows[1], s.rows[2]);
    EXPECT_EQ(Nakade(b), "none") << s.name;
  }
}

TEST(EstimateNakade, ASecondEyeOutsideKeepsTheGroup) {
  // The bulky five (3,3) (4,3) (3,4) (4,4) (3,5) with Black on its vital point (3,4), but White's
  // ring also encloses the eye (7,3): two eye spaces, so the reading does not apply.
  const Board b = TestBoard({
      ".B.B.B.B.B.",
      "BBBBBBBBBBB",
      "B.WWWWWWW.B",
      "B.W..WW.W.B",
      "B.WB.WWWW.B",
      "B.W.WW....B",
      "B.WWW.....B",
      "BBBBBBBBBBB",
  });
  EXPECT_EQ(Nakade(b), "none");
}

TEST(EstimateSekiCheck, ASekiOfSharedLibertiesIsRevived) {
  // corner_test_2 of the dataset (a person marked it): Black's chains at the bottom left share
  // their liberties with White's (1,11)-(1,12), whose liberties are all theirs. Marked dead, they
  // are revived: White cannot approach (every fill is a self-atari or suicide) once Black has
  // connected at (1,10), and the life analysis then finds the seki.
  goscore_dataset::Case k;
  ASSERT_TRUE(DatasetCase("corner_test_2", &k));
  const Board& b = k.board;
  PlayoutBoard start;
  start.Reset(b);
  std::vector<uint8_t> dead(b.padded_size(), 0);
  const std::vector<Point> seki_chains = {{0, 6},  {1, 6},  {0, 7},  {0, 8},  {0, 9},  {1, 9},
                                          {2, 10}, {0, 11}, {2, 11}, {3, 11}, {3, 12}, {4, 12}};
  for (const Point& p : seki_chains) {
    ASSERT_EQ(b.At(p.x, p.y), Color::kBlack);
    dead[b.Loc(p.x, p.y)] = 1;
  }
  EXPECT_EQ(KeepSeki(b, start, &dead), 3);
  EXPECT_EQ(DeadOf(b, dead), "none");
}

// Marks `stones` (Black's) dead on `b` and checks that KeepSeki revives none of them.
void ExpectNotRevived(const Board& b, const std::vector<Point>& stones) {
  PlayoutBoard start;
  start.Reset(b);
  std::vector<uint8_t> dead(b.padded_size(), 0);
  for (const Point& p : stones) {
    ASSERT_EQ(b.At(p.x, p.y), Color::kBlack);
    dead[b.Loc(p.x, p.y)] = 1;
  }
  EXPECT_EQ(KeepSeki(b, start, &dead), 0);
  EXPECT_EQ(DeadOf(b, dead), ShowPoints(stones));
}

TEST(EstimateSekiCheck, ASekiOnlyAfterADefenceNeedsNoOpenLiberty) {
  // A KGS game of 2006-10-05 (W+43.5; the development set's kgs:2006-10-05-1, dead stones agreed by
  // GNU Go with either side to move and by the result). Black's group on the right, (12,8) ...
  // (17,11) with (17,7), is dead. After Black connects at (17,8), White's (18,8) lives on Black's
  // liberties only and no White fill on them gains a liberty: a seki by the life analysis. But
  // Black's liberties (18,10) and (18,11) are no eyes (the region runs out to (18,12), next to
  // White's wall): the eye space is White's to reduce, so the group is not revived.
  const Board b = TestBoard({
      ".B.W..WWB......B...", "BWW.WWWBBB.W.BB.BB.", ".BBWWW.WB.BBBB..B.B", ".WBBW.WWWBB....BWBB",
      "BWBBBW.WB...B..BWWW", ".WB.WWWBBBBBB.BBBW.", "WBB...WWBBWWBBBBWW.", "BWB...WBBBW.WWWWWB.",
      ".WB...WBWW.WBBBBB.W", ".WW.WWBBBWWWWWWWBB.", "....WBBWW..WBBBBWB.", "...WBWBW...WWB.BWB.",
      "...WBWWWWWWWBBWWWW.", "...WBBBWBBBB..BBW..", ".WBWBB.BB.....BWW..", "..WBB...BW....BBW..",
      ".WWBB.BBWWW.B.BW.W.", "WWBB..BBWWBB.BWWW..", "WBBBB.BBBBB..BBW...",
  });
  const std::vector<Point> group = {{17, 7}, {12, 8}, {13, 8}, {14, 8},  {15, 8},
                                    {16, 8}, {16, 9}, {17, 9}, {17, 10}, {17, 11}};
  ExpectNotRevived(b, group);
}

TEST(EstimateSekiCheck, NoSekiNextToAChainInAtari) {
  // A KGS game of 2017-03-18 (W+2.5; the development set's kgs:2017-03-18-21, dead stones agreed by
  // GNU Go with either side to move and by the result). Black's corner chain (3,0) ... (1,3) is
  // dead. White's (1,0)-(2,0) lives on its liberties only and White cannot fill them: a seki by
  // the life analysis. But White's (0,3) next to it is in atari: the position is not settled, and
  // no seki is kept.
  const Board b = TestBoard({
      ".WWBWWB..BWW...WWB.", "BB.BWBBW.BBWW.WWBB.", ".BBBWBB.BBW..WBBB..", "WBWWWB.BBWW.W.BW.B.",
      "BWW.WWBBWW.W.BBWWB.", "BBBBWB..BWBWWWBWBB.", "...WWBBBBBBBBWW.WBB", ".WWWBB.W.BW.BBWWWWB",
      "WWWBB.BBBWWWBW.WBWB", "BBWWBBWWWWBBWWWWBB.", ".BW.WW...WWBBBBWB.B", ".BW......WBBB.WWBWB",
      "W.BW.....WWBBBBWW.W", "BBBW.W.WWWB...WBWW.", "B.BWW.WBBWB....BBWW", "BBW...WWBB.....B.BW",
      "WWWW.WWBB....B...BW", "..WWWBBB.........BB", "...WBB.............",
  });
  const std::vector<Point> chain = {{3, 0}, {0, 1}, {1, 1}, {3, 1}, {1, 2}, {2, 2}, {3, 2}, {1, 3}};
  ExpectNotRevived(b, chain);
}

TEST(EstimateSekiCheck, DeadStonesInTerritoryStayDead) {
  // Two White stones inside Black's frame: Black fills their liberties safely (its wall has
  // liberties of its own), so they are no seki.
  const Board b = TestBoard({
      "..B.B..",
      "BBBBBBB",
      "B.....B",
      "B.WW..B",
      "B.....B",
      "BBBBBBB",
  });
  PlayoutBoard start;
  start.Reset(b);
  std::vector<uint8_t> dead(b.padded_size(), 0);
  dead[b.Loc(2, 3)] = dead[b.Loc(3, 3)] = 1;
  EXPECT_EQ(KeepSeki(b, start, &dead), 0);
  EXPECT_EQ(DeadOf(b, dead), "(2,3)(3,3)");
}

TEST(EstimateSekiCheck, APartnerNextToDeadStonesIsNoSekiPartner) {
  // White's (5,1) (marked dead) and Black's chain (4,0) ... (6,3) share the liberties (6,1) and
  // (5,2), Black's only ones, and neither side can fill one without self-atari: a seki on the
  // board as it stands. But Black's chain also touches White's (3,0) ... (6,4), marked dead
  // inside Black's frame: once those are taken off, Black has liberties of its own and captures
  // (5,1) at leisure. So no seki, and (5,1) stays dead.
  const Board b = TestBoard({
      ".B.WBBB",
      ".B.WBW.",
      ".B.WB.B",
      ".B.WBBB",
      ".B.WWWW",
      ".B.....",
      ".BBBBBB",
  });
  PlayoutBoard start;
  start.Reset(b);
  std::vector<uint8_t> dead(b.padded_size(), 0);
  for (const Point& p : StonesOf(b, Color::kWhite)) dead[b.Loc(p.x, p.y)] = 1;
  EXPECT_EQ(KeepSeki(b, start, &dead), 0);
  EXPECT_EQ(DeadOf(b, dead), ShowPoints(StonesOf(b, Color::kWhite)));
}

}  // namespace
}  // namespace goscore
