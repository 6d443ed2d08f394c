// The ladder reading of the score during play (estimate/score_ladder.h) on textbook positions:
// a ladder on an open board runs to the edge and captures (Sensei's Library, "Ladder"), a stone
// of the defender on its path breaks it, a stone in atari that extends to three liberties escapes,
// and a stone in atari on the first line pushed along it by the second line dies in the corner.
#include "estimate/score_ladder.h"

#include <gtest/gtest.h>

#include <vector>

#include "board/board.h"
#include "estimate/playout_board.h"
#include "estimate/score_chains.h"
#include "test_board.h"

namespace goscore {
namespace {

// Reads the chain through (x, y); *nodes (when given) receives the positions read.
LadderResult Read(const Board& board, int x, int y, int budget = 200, int* nodes = nullptr) {
  PlayoutBoard b;
  b.Reset(board);
  int read = 0;
  const LadderResult r = ReadLadder(b, board.Loc(x, y), budget, &read);
  if (nodes) *nodes = read;
  return r;
}

// White's stone at (4,4) between Black's at (3,4), (4,3) and the diagonal (5,5): two liberties,
// Black to move ladders it (either way) to the edge.
const Board kLadder = TestBoard({".........", ".........", ".........", "....B....", "...BW....",
                                 ".....B...", ".........", ".........", "........."});

TEST(ReadLadder, ALadderOnAnOpenBoardCaptures) {
  EXPECT_EQ(Read(kLadder, 4, 4), LadderResult::kCaptured);
}

TEST(ReadLadder, WhiteStonesOnBothPathsBreakTheLadder) {
  // The ladder runs up-right (after Black's atari below) or down-left (after the one at the
  // right); a White stone on each path makes it fail both ways.
  const Board broken = TestBoard({".........", ".........", ".......W.", "....B....", "...BW....",
                                  ".....B...", ".........", ".W.......", "........."});
  EXPECT_EQ(Read(broken, 4, 4), LadderResult::kEscapes);
}

TEST(ReadLadder, AStoneInAtariThatExtendsToThreeLibertiesEscapes) {
  // White's stone has one liberty, below; extended there it has three.
  const Board b = TestBoard({".........", ".........", ".........", "....B....", "...BWB...",
                             ".........", ".........", ".........", "........."});
  EXPECT_EQ(Read(b, 4, 4), LadderResult::kEscapes);
}

TEST(ReadLadder, AFirstLineStonePushedAlongTheSecondLineDiesInTheCorner) {
  // White's stone on the left edge, in atari (its liberty below it); each extension down the
  // first line leaves two liberties and Black's atari from the second line takes one, until the
  // corner leaves it one.
  const Board b = TestBoard({".........", ".........", ".........", "B........", "WB.......",
                             ".........", ".........", ".........", "........."});
  EXPECT_EQ(Read(b, 0, 4), LadderResult::kCaptured);
}

TEST(ReadLadder, TheDefenderCapturesAnAttackerInAtariToEscape) {
  // White's stone at (4,4) is in atari (liberty (4,5), where it would have one liberty only),
  // but Black's stone at (4,3) is in atari too: White captures it at (4,2), has two liberties,
  // and Black can neither play (4,3) (suicide) nor stop White connecting there after (4,5).
  const Board b = TestBoard({".........", ".........", ".........", "...WBW...", "...BWB...",
                             "...B.B...", ".........", ".........", "........."});
  EXPECT_EQ(Read(b, 4, 4), LadderResult::kEscapes);
}

TEST(ReadLadder, ThreeLibertiesIsNoLadderAndTheBudgetStopsTheReading) {
  const Board open = TestBoard({"...", ".W.", "..."});
  int nodes = -1;
  EXPECT_EQ(Read(open, 1, 1, 200, &nodes), LadderResult::kEscapes);
  EXPECT_EQ(nodes, 0);
  // One position is not enough to read the open-board ladder; the whole of it is.
  EXPECT_EQ(Read(kLadder, 4, 4, /*budget=*/1, &nodes), LadderResult::kUnknown);
  EXPECT_EQ(Read(kLadder, 4, 4, /*budget=*/200, &nodes), LadderResult::kCaptured);
  EXPECT_GT(nodes, 4);
}

TEST(ChainLiberties, DistinctLibertiesUpToTheLimit) {
  const Board b = TestBoard({"BB..", "B...", "....", "...."});
  PlayoutBoard pb;
  pb.Reset(b);
  int libs[4];
  EXPECT_EQ(ChainLiberties(pb, b.Loc(0, 0), 4, libs), 3);  // (2,0), (1,1), (0,2)
  EXPECT_EQ(ChainLiberties(pb, b.Loc(0, 0), 2, libs), 2);
}

TEST(ApplyLadders, ATwoLibertyChainTheOpponentLaddersIsDeadAndItsPointsTurn) {
  // The open-board ladder with White's chain grown to four stones in a line is still laddered
  // (the stones add no liberty beyond two): Black to move captures it.
  const Board b = TestBoard({".........", ".........", ".........", "B........", "WB.......",
                             "WB.......", "WB.......", "W........", "........."});
  // White's chain (0,4)-(0,7) has liberties (0,8) and (1,7): Black ataris at (1,7) and it dies in
  // the corner; with White to move it is not read (the rule is for the opponent's ladders).
  PlayoutBoard pb;
  pb.Reset(b);
  std::vector<float> zero(81, 0.0f);
  std::vector<uint8_t> dead(81, 0);
  std::vector<float> owner(81, 0.0f);
  std::vector<ScoreChain> chains = ScoreChainsOf(b, pb, zero, zero, dead, Color::kWhite);
  ApplyLadders(b, pb, &chains, kLadderTwoLibDies, 4, 200, &owner, &dead);
  EXPECT_EQ(dead[4 * 9], 0);
  chains = ScoreChainsOf(b, pb, zero, zero, dead, Color::kBlack);
  ApplyLadders(b, pb, &chains, kLadderTwoLibDies, 4, 200, &owner, &dead);
  for (int y = 4; y <= 7; ++y) {
    EXPECT_EQ(dead[y * 9], 1) << y;
    EXPECT_EQ(owner[y * 9], 1.0f) << y;  // Black's once captured
  }
  EXPECT_EQ(dead[3 * 9], 0);  // Black's stones stay
}

}  // namespace
}  // namespace goscore
