// The tactical reading of the score during play (estimate/score_tactics.h) on small positions
// whose answers are read by hand: a group with two eyes is never captured (the attacker cannot
// play inside either eye), a stone in atari that can neither extend nor capture is dead whoever
// moves first, and one that extends to safety lives or dies by who moves first.
#include "estimate/score_tactics.h"

#include <gtest/gtest.h>

#include <vector>

#include "board/board.h"
#include "estimate/playout_board.h"
#include "estimate/score_chains.h"
#include "test_board.h"

namespace goscore {
namespace {

TacticResult Read(const Board& board, int x, int y, bool attacker_first, int escape = 4,
                  int budget = 150) {
  PlayoutBoard b;
  b.Reset(board);
  TacticLimits limits;
  limits.escape_liberties = escape;
  limits.budget = budget;
  int nodes = 0;
  return ReadCapture(b, board.Loc(x, y), attacker_first, limits, &nodes);
}

// Black's chain along the second line has two one-point eyes, (0,0) and (2,0); White's wall
// around it has five liberties on the fourth line.
const Board kTwoEyes = TestBoard({".B.BW", "BBBBW", "WWWWW", ".....", "....."});

TEST(ReadCapture, TwoEyesAreNeverCaptured) {
  EXPECT_EQ(Read(kTwoEyes, 0, 1, /*attacker_first=*/true), TacticResult::kEscapes);
  EXPECT_EQ(Read(kTwoEyes, 0, 1, /*attacker_first=*/false), TacticResult::kEscapes);
}

TEST(ReadCapture, AStoneThatCanNeitherExtendNorCaptureIsDeadWhoeverMovesFirst) {
  // White's corner stone has one liberty, (0,1); a stone there would have none (Black holds
  // (1,1) and (0,2)), and Black's chain next to it has four liberties: White passes, Black takes.
  const Board b = TestBoard({"WB...", ".B...", "B....", ".....", "....."});
  EXPECT_EQ(Read(b, 0, 0, /*attacker_first=*/false), TacticResult::kCaptured);
  EXPECT_EQ(Read(b, 0, 0, /*attacker_first=*/true), TacticResult::kCaptured);
}

TEST(ReadCapture, AStoneInAtariThatExtendsToThreeLibertiesIsCritical) {
  // White's centre stone has one liberty, (2,3): Black moving first captures there; White moving
  // first extends there to three liberties, (1,3), (3,3) and (2,4).
  const Board b = TestBoard({".....", "..B..", ".BWB.", ".....", "....."});
  EXPECT_EQ(Read(b, 2, 2, /*attacker_first=*/true, /*escape=*/3), TacticResult::kCaptured);
  EXPECT_EQ(Read(b, 2, 2, /*attacker_first=*/false, /*escape=*/3), TacticResult::kEscapes);
}

TEST(ReadCapture, TheBudgetLeavesTheAnswerUnknown) {
  const Board b = TestBoard({".....", "..B..", ".BWB.", ".....", "....."});
  EXPECT_EQ(Read(b, 2, 2, /*attacker_first=*/false, /*escape=*/5, /*budget=*/1),
            TacticResult::kUnknown);
}

TEST(ApplyTactics, TheRulesDecideWhichVerdictsTurn) {
  // The critical centre stone above, with White to move (it lives) and Black to move (it dies),
  // under kTacticCriticalDies and kTacticCriticalLives; without them nothing changes.
  const Board b = TestBoard({".....", "..B..", ".BWB.", ".....", "....."});
  PlayoutBoard pb;
  pb.Reset(b);
  std::vector<float> zero(25, 0.0f);
  TacticSelection sel;
  sel.min_stones = 1;
  sel.max_liberties = 1;
  sel.limits.escape_liberties = 3;
  for (const Color to_move : {Color::kBlack, Color::kWhite}) {
    for (const int rules :
         {0, int{kTacticDeadAsItStands}, kTacticCriticalDies | kTacticCriticalLives}) {
      std::vector<uint8_t> dead(25, 0);
      std::vector<float> owner(25, 0.0f);
      std::vector<ScoreChain> chains = ScoreChainsOf(b, pb, zero, zero, dead, to_move);
      sel.rules = rules;
      ApplyTactics(b, pb, &chains, sel, &owner, &dead);
      const bool dies = rules != 0 && rules != kTacticDeadAsItStands && to_move == Color::kBlack;
      EXPECT_EQ(dead[2 * 5 + 2], dies ? 1 : 0) << rules;
      EXPECT_EQ(owner[2 * 5 + 2], dies ? 1.0f : 0.0f) << rules;
    }
  }
}

}  // namespace
}  // namespace goscore
