// Tests of one reply of the estimator's playout policy, called directly on a hand-built position:
// TwoLibertyDefence (estimate/playout.h), the answer to a move that leaves an own chain with two
// liberties; and of the decision rule's treatment of a group whose fate depends on who moves
// first. Each expected answer is worked out by hand in the comment above it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "board/board.h"
#include "estimate/playout.h"
#include "estimate/playout_board.h"
#include "estimate/tuning.h"
#include "test_board.h"

namespace goscore {
namespace {

// Black's (1,1)-(2,1), after White's (1,0), (2,0), (0,1) and (2,2) (the last move), has the two
// liberties (3,1) and (1,2). A stone at (3,1) has the empty neighbours (3,0), (4,1) and (3,2):
// four liberties with (1,2). A stone at (1,2) has (0,2) and (1,3): three with (3,1). Both are
// extensions to three or more, so either is a right answer.
TEST(EstimatePlayoutPolicy, ExtendsAChainLeftWithTwoLiberties) {
  const Board board = TestBoard({
      ".WW...",
      "WBB...",
      "..W...",
      "......",
      "......",
  });
  PlayoutBoard b;
  b.Reset(board);
  const int move = TwoLibertyDefence(b, board.Loc(2, 2), 1, nullptr);
  EXPECT_TRUE(move == board.Loc(3, 1) || move == board.Loc(1, 2)) << move;
}

// The same chain with (3,1) closed by White's (3,0), (4,1) and (3,2): a Black stone there would
// leave the chain with (1,2) only (a self-atari), while (1,2) still has the empty neighbours
// (0,2) and (1,3), three liberties with (3,1). The answer is (1,2), whichever liberty the rule
// looks at first.
const std::vector<std::string> kOneGoodLiberty = {
    ".WWW..", "WBB.W.", "..WW..", "......", "......",
};

TEST(EstimatePlayoutPolicy, PicksTheLibertyThatGainsLiberties) {
  const Board board = TestBoard(kOneGoodLiberty);
  PlayoutBoard b;
  b.Reset(board);
  EXPECT_EQ(TwoLibertyDefence(b, board.Loc(2, 2), 1, nullptr), board.Loc(1, 2));
}

// And with (1,2) closed too, by White's (0,2) and (1,3): a stone on either liberty leaves the
// chain with the other one only. There is no answer (-1); the playout falls back to its other
// moves.
TEST(EstimatePlayoutPolicy, NoAnswerWhenNoLibertyGainsOne) {
  const Board board = TestBoard({
      ".WWW..",
      "WBB.W.",
      "W.WW..",
      ".W....",
      "......",
  });
  PlayoutBoard b;
  b.Reset(board);
  EXPECT_EQ(TwoLibertyDefence(b, board.Loc(2, 2), 1, nullptr), -1);
}

// A chain with three liberties is not threatened: with (2,0) empty, Black's (1,1)-(2,1) next to
// White's last move (2,2) has (2,0), (3,1) and (1,2). No answer.
TEST(EstimatePlayoutPolicy, NoAnswerForAChainWithThreeLiberties) {
  const Board board = TestBoard({
      ".W....",
      "WBB...",
      "..W...",
      "......",
  });
  PlayoutBoard b;
  b.Reset(board);
  EXPECT_EQ(TwoLibertyDefence(b, board.Loc(2, 2), 1, nullptr), -1);
}

// Joining another own chain counts its liberties. Black's (1,1)-(2,1) has (3,1) and (1,2) left;
// (1,2) is closed by White's (0,2), (1,3) and (2,2); (3,1)'s other neighbours are White's (3,0)
// and (4,1) and Black's (3,2), whose chain (3,2)-(3,3) has (4,2), (2,3), (4,3) and (3,4). A stone
// at (3,1) joins the two chains: liberties (1,2), (4,2), (2,3), (4,3), (3,4). Answer: (3,1) (were
// the joined chain's liberties not counted, (3,1) would look like a self-atari and the answer
// would be -1).
TEST(EstimatePlayoutPolicy, CountsTheLibertiesOfAChainItJoins) {
  const Board board = TestBoard({
      ".WWW..",
      "WBB.W.",
      "W.WB..",
      ".W.B..",
      "......",
  });
  PlayoutBoard b;
  b.Reset(board);
  EXPECT_EQ(TwoLibertyDefence(b, board.Loc(2, 2), 1, nullptr), board.Loc(3, 1));
}

// A forbidden point (proven territory, see RunPlayout) is never the answer: kOneGoodLiberty with
// (1,2) forbidden to Black has none ((3,1) gains nothing).
TEST(EstimatePlayoutPolicy, NeverPlaysAForbiddenPoint) {
  const Board board = TestBoard(kOneGoodLiberty);
  PlayoutBoard b;
  b.Reset(board);
  std::vector<int8_t> forbidden(board.padded_size(), 0);
  forbidden[board.Loc(1, 2)] = 1;
  EXPECT_EQ(TwoLibertyDefence(b, board.Loc(2, 2), 1, forbidden.data()), -1);
  forbidden[board.Loc(1, 2)] = 2;
  EXPECT_EQ(TwoLibertyDefence(b, board.Loc(2, 2), 1, forbidden.data()), -1);
  forbidden[board.Loc(1, 2)] = -1;  // forbidden to White only
  EXPECT_EQ(TwoLibertyDefence(b, board.Loc(2, 2), 1, forbidden.data()), board.Loc(1, 2));
}

// White's chains get the same answer: the colours of kOneGoodLiberty swapped.
TEST(EstimatePlayoutPolicy, WorksForWhite) {
  std::vector<std::string> rows = kOneGoodLiberty;
  for (std::string& r : rows) {
    for (char& ch : r) ch = ch == 'W' ? 'B' : ch == 'B' ? 'W' : ch;
  }
  const Board board = TestBoard(rows);
  PlayoutBoard b;
  b.Reset(board);
  EXPECT_EQ(TwoLibertyDefence(b, board.Loc(2, 2), -1, nullptr), board.Loc(1, 2));
  EXPECT_EQ(TwoLibertyDefence(b, -1, -1, nullptr), -1);  // no last move
}

// EstimateDead plays with the defence (EstimateTuning's default; PlayoutPolicy alone has it off),
// and the estimate is deterministic either way: the same board, options and seed give the same
// dead stones and maps.
TEST(EstimatePlayoutPolicy, TheTuningSwitchIsOnInEstimateDeadAndDeterministic) {
  EXPECT_TRUE(EstimateTuning().defend_two_liberties);
  EXPECT_FALSE(PlayoutPolicy().defend_two_liberties);
  const Board board = TestBoard({
      ".B.W.....",
      "BB.WW....",
      "..BW.W...",
      "BBBWW....",
      "WWW.W..B.",
      ".........",
      "...B.....",
      ".........",
      ".........",
  });
  EstimateTuning on;
  on.defend_two_liberties = true;
  EstimateOptions o;
  DeadEstimate a, b;
  ASSERT_TRUE(EstimateDeadTuned(board, o, on, &a).ok());
  ASSERT_TRUE(EstimateDead(board, o, &b).ok());
  EXPECT_EQ(a.ownership, b.ownership);
  EXPECT_EQ(a.seki, b.seki);
  EXPECT_EQ(a.sealing, b.sealing);
  ASSERT_EQ(a.dead.size(), b.dead.size());
  for (size_t i = 0; i < a.dead.size(); ++i) {
    EXPECT_EQ(a.dead[i].x, b.dead[i].x);
    EXPECT_EQ(a.dead[i].y, b.dead[i].y);
  }
}

// Once both players have passed, a group that the opponent kills by playing first is dead: its
// owner passed instead of defending (issue 25). White's group (1,0)-(1,1)...(5,1)-(5,0) on the top
// edge has the eye space (2,0), (3,0), (4,0), a straight three with its vital point (3,0) empty,
// and no liberty outside: Black's wall (0,0)...(6,2) is around it, and the wall lives on the open
// board below. White at (3,0) would make two eyes; Black at (3,0) kills (nakade: White's captures
// leave one eye). So the group is dead with either side to move. (Before issue 25 the estimator
// kept it, as a group whose fate depends on who moves first.)
TEST(EstimateDecision, AStraightThreeWithItsVitalPointEmptyIsDeadAfterBothPassed) {
  const Board board = TestBoard({
      "BW...WB..",
      "BWWWWWB..",
      "BBBBBBB..",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    EstimateOptions o;
    o.to_move = side;
    DeadEstimate e;
    ASSERT_TRUE(EstimateDead(board, o, &e).ok());
    ASSERT_EQ(e.dead.size(), 7u) << "to move " << static_cast<int>(side);
    for (const Point& p : e.dead) EXPECT_EQ(board.At(p.x, p.y), Color::kWhite);
  }
}

// The moves of a cycle of period 6 with passes in it (one seen in the development set's slowest
// position: Black captures, White captures, Black passes, ...), repeated.
TEST(EstimatePlayoutCycle, EndsAfterFourPeriodsOfTheSameMoves) {
  const int period[6] = {316, 382, -1, 337, 383, -1};
  CycleWatch watch;
  int moves = 0;
  bool cycle = false;
  while (!cycle && moves < 1000) cycle = watch.Add(period[moves++ % 6]);
  ASSERT_TRUE(cycle);
  // Each move from the seventh on repeats the one six before; 4 x 6 such moves make a cycle.
  EXPECT_EQ(moves, 6 + CycleWatch::kRepeats * 6);
}

TEST(EstimatePlayoutCycle, FindsEveryEvenPeriodUpToItsLimit) {
  for (int p = 2; p <= CycleWatch::kMaxPeriod; p += 2) {
    CycleWatch watch;
    int moves = 0;
    bool cycle = false;
    while (!cycle && moves < 1000) cycle = watch.Add(100 + moves++ % p);
    EXPECT_TRUE(cycle) << "period " << p;
    EXPECT_EQ(moves, p + CycleWatch::kRepeats * p) << "period " << p;
  }
}

TEST(EstimatePlayoutCycle, IgnoresMovesThatNeverRepeatAndOneSidePassing) {
  // A playout filling the board, and one where White passes while Black fills: the passes repeat
  // with period 2, the moves between them do not.
  CycleWatch fill, one_side;
  for (int i = 0; i < 2000; ++i) {
    EXPECT_FALSE(fill.Add(i)) << "move " << i;
    EXPECT_FALSE(one_side.Add(i % 2 ? -1 : i)) << "move " << i;
  }
}

TEST(EstimatePlayoutCycle, AnOddPeriodIsCaughtAtTwiceItsLength) {
  // After an odd period the other colour plays the same points; after twice it, the same colour.
  CycleWatch watch;
  int moves = 0;
  bool cycle = false;
  while (!cycle && moves < 1000) cycle = watch.Add(100 + moves++ % 5);
  EXPECT_TRUE(cycle);
  EXPECT_EQ(moves, 10 + CycleWatch::kRepeats * 10);
}

TEST(EstimatePlayoutCycle, ALongerPeriodIsLeftToTheLengthBound) {
  CycleWatch watch;
  for (int i = 0; i < 2000; ++i)
    EXPECT_FALSE(watch.Add(100 + i % (CycleWatch::kMaxPeriod + 2))) << "move " << i;
}

TEST(EstimatePlayoutCycle, ABreakInTheRepetitionStartsTheCountAgain) {
  const int period[4] = {10, 20, 30, 40};
  CycleWatch watch;
  // Three periods and a half of repeats, then a different move, then the cycle again.
  for (int i = 0; i < 4 + 14; ++i) ASSERT_FALSE(watch.Add(period[i % 4]));
  ASSERT_FALSE(watch.Add(99));
  int moves = 0;
  bool cycle = false;
  while (!cycle && moves < 1000) cycle = watch.Add(period[(18 + 1 + moves++) % 4]);
  // The broken move is repeated 4 moves later once more; the count restarts after it.
  EXPECT_TRUE(cycle);
  EXPECT_GT(moves, CycleWatch::kRepeats * 4);
}

}  // namespace
}  // namespace goscore
