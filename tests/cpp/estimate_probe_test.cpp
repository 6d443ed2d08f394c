// The eye-shape probes of issue 25: a White group inside a closed Black wall, with no other
// weakness, whose only eye space is one of the classic shapes. The answers are Go knowledge
// (Sensei's Library, "Killable eyeshapes" and "Eye shape"; any life-and-death primer): once both
// players have passed, a group that the opponent kills by playing first is dead, because its owner
// passed instead of defending; so each killable shape is dead with either side to move, and the
// living shapes (two eyes, straight four, rectangular six, bent four away from the corner) and a
// seki stay on the board.
//
// Each shape is a 5x3 pattern ('W' White, '.' empty, 'B' Black) set in two frames:
//  - "ring": inside a White ring, inside a Black frame made pass-alive by one-point eyes on the top
//    and bottom edges (the wall cannot be attacked at all);
//  - "corner": in White's lower-left corner, walled in by a Black wall that lives on the open area
//    above and to the right (alive, but not pass-alive: only the playouts say so).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "board/board.h"
#include "estimate/estimate.h"
#include "estimate_test_util.h"
#include "test_board.h"

namespace goscore {
namespace {

struct Shape {
  const char* name;
  const char* rows[3];
};

Board RingFrame(const Shape& s) {
  std::vector<std::string> rows = {".B.B.B.B.", "BBBBBBBBB", "BWWWWWWWB"};
  for (const char* r : s.rows) rows.push_back(std::string("BW") + r + "WB");
  rows.push_back("BWWWWWWWB");
  rows.push_back("BBBBBBBBB");
  rows.push_back(".B.B.B.B.");
  return TestBoard(rows);
}

Board CornerFrame(const Shape& s) {
  std::vector<std::string> rows = {".........", ".........", ".........", "BBBBBBBB.", "WWWWWWWB."};
  for (const char* r : s.rows) rows.push_back(std::string("W") + r + "WB.");
  rows.push_back("WWWWWWWB.");
  return TestBoard(rows);
}

std::string Dead(const Board& b, Color to_move) {
  EstimateOptions o;
  o.to_move = to_move;
  DeadEstimate e;
  const Status st = EstimateDead(b, o, &e);
  EXPECT_TRUE(st.ok()) << st.message();
  return ShowPoints(e.dead);
}

// Killable eye spaces with their vital point empty (the attacker kills by playing it first), and
// the ones that are dead as they stand.
const Shape kKillable[] = {
    {"one-point eye (the group is in atari)", {"WWWWW", "WW.WW", "WWWWW"}},
    {"straight two", {"WWWWW", "W..WW", "WWWWW"}},
    {"straight three", {"WWWWW", "W...W", "WWWWW"}},
    {"bent three", {"W.WWW", "W..WW", "WWWWW"}},
    {"square four", {"W..WW", "W..WW", "WWWWW"}},
    {"pyramid four", {"WW.WW", "W...W", "WWWWW"}},
    {"bulky five", {"W..WW", "W...W", "WWWWW"}},
    {"crossed five", {"WW.WW", "W...W", "WW.WW"}},
    {"rabbity six", {"WW.WW", "W...W", "WW..W"}},
    {"straight three, attacker on the vital point", {"WWWWW", "W.B.W", "WWWWW"}},
    {"bulky five, attacker on the vital point", {"W..WW", "W.B.W", "WWWWW"}},
};

// Eye spaces that make two eyes whoever moves first.
const Shape kLiving[] = {
    {"two one-point eyes", {"WWWWW", "W.W.W", "WWWWW"}},
    {"straight four", {"WWWWW", "W....", "WWWWW"}},
    {"bent four", {"W.WWW", "W...W", "WWWWW"}},
    {"rectangular six", {"W...W", "W...W", "WWWWW"}},
    {"two separate two-point eyes", {"W..WW", "WWWWW", "WW..W"}},
};

TEST(EstimateProbes, KillableEyeShapesAreDeadWhoeverMoves) {
  for (const Shape& s : kKillable) {
    for (bool ring : {true, false}) {
      const Board b = ring ? RingFrame(s) : CornerFrame(s);
      for (Color side : {Color::kBlack, Color::kWhite}) {
        EXPECT_EQ(Dead(b, side), ShowPoints(StonesOf(b, Color::kWhite)))
            << s.name << (ring ? ", ring" : ", corner") << ", to move "
            << (side == Color::kBlack ? "Black" : "White");
      }
    }
  }
}

TEST(EstimateProbes, LivingEyeShapesStay) {
  for (const Shape& s : kLiving) {
    for (bool ring : {true, false}) {
      const Board b = ring ? RingFrame(s) : CornerFrame(s);
      for (Color side : {Color::kBlack, Color::kWhite}) {
        EXPECT_EQ(Dead(b, side), "none") << s.name << (ring ? ", ring" : ", corner") << ", to move "
                                         << (side == Color::kBlack ? "Black" : "White");
      }
    }
  }
}

TEST(EstimateProbes, ASekiInsideTheWallStays) {
  // White's group (everything White below the wall) has one eye, (3,8); Black's inner chain
  // (7,7) (8,7) (7,8) has one eye, (8,8); they share the liberties (6,7) and (6,8) and have no
  // other. Whoever plays on a shared liberty first changes nothing (the other then has two
  // liberties left, the eye and the last shared one); the second shared liberty is a self-atari for
  // either, answered by capturing the whole chain through its eye. Seki: nothing is dead, and the
  // estimate says seki on both chains.
  const Board b = TestBoard({
      ".B.B.B.B.",
      "BBBBBBBBB",
      "WWWWWWWWW",
      "WWWWWWWWW",
      "WWWWWWWWW",
      "WWWWWWWWW",
      "WWWWWWWWW",
      "WWWWWW.BB",
      "WWW.WW.B.",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    EstimateOptions o;
    o.to_move = side;
    DeadEstimate e;
    ASSERT_TRUE(EstimateDead(b, o, &e).ok());
    EXPECT_TRUE(e.dead.empty()) << "to move " << static_cast<int>(side) << ": " << Dead(b, side);
    EXPECT_EQ(e.seki[7 * 9 + 7], 1);   // (7,7), Black's inner chain
    EXPECT_EQ(e.seki[2 * 9 + 0], -1);  // (0,2), White's group
  }
}

}  // namespace
}  // namespace goscore
