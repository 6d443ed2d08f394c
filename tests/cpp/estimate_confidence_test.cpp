// Tests of the per-chain verdicts of EstimateDead (estimate.h, ChainJudgement): every chain once,
// in row order, consistent with the dead list; proven and searched chains fully sure; a chain
// whose fate depends on who moves first flagged uncertain; a plainly dead chain not.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "board/board.h"
#include "estimate/estimate.h"
#include "test_board.h"

namespace goscore {
namespace {

DeadEstimate Estimate(const Board& b, Color to_move) {
  EstimateOptions o;
  o.to_move = to_move;
  DeadEstimate out;
  const Status st = EstimateDead(b, o, &out);
  EXPECT_TRUE(st.ok()) << st.message();
  return out;
}

const ChainJudgement* At(const DeadEstimate& e, int x, int y) {
  for (const ChainJudgement& j : e.chains) {
    if (j.stone.x == x && j.stone.y == y) return &j;
  }
  return nullptr;
}

TEST(EstimateConfidence, OneJudgementPerChainConsistentWithTheDeadList) {
  // Two dead White stones in Black's frame (one-point eyes on the top edge make it pass-alive).
  const Board b = TestBoard({
      ".B.B.B.",
      "BBBBBBB",
      "B.....B",
      "B.W.W.B",
      "B.....B",
      "BBBBBBB",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    const DeadEstimate e = Estimate(b, side);
    // Three chains: the frame (first stone (1,0)) and the two White stones.
    ASSERT_EQ(e.chains.size(), 3u);
    EXPECT_EQ(e.chains[0].stone.x, 1);
    EXPECT_EQ(e.chains[0].stone.y, 0);
    EXPECT_EQ(e.chains[0].stones, 3 + 7 + 2 * 3 + 7);  // the frame's stones, row by row
    EXPECT_EQ(e.chains[1].stone.x, 2);
    EXPECT_EQ(e.chains[1].stone.y, 3);
    EXPECT_EQ(e.chains[2].stone.x, 4);
    int dead_stones = 0;
    for (const ChainJudgement& j : e.chains) dead_stones += j.dead ? j.stones : 0;
    EXPECT_EQ(static_cast<size_t>(dead_stones), e.dead.size());
    // The frame is pass-alive: proven, fully sure, and its mean is exactly 1.
    EXPECT_EQ(e.chains[0].basis, ChainBasis::kProven);
    EXPECT_FALSE(e.chains[0].dead);
    EXPECT_EQ(e.chains[0].confidence, 1.0f);
    EXPECT_EQ(e.chains[0].mean, 1.0f);
    // The White stones cannot live in the frame's 15 points: the playouts capture them, and say so
    // clearly (Benson's test does not prove them dead: the region has points no Black stone
    // touches).
    for (int i : {1, 2}) {
      EXPECT_TRUE(e.chains[i].dead);
      EXPECT_EQ(e.chains[i].basis, ChainBasis::kPlayouts);
      EXPECT_FALSE(e.chains[i].uncertain) << "confidence " << e.chains[i].confidence;
    }
    EXPECT_TRUE(e.uncertain.empty());
  }
}

TEST(EstimateConfidence, ASearchedGroupIsSure) {
  // White's group in the lower left has the bent three (1,6) (1,7) (2,7) as its only eye space
  // and Black's wall around it lives on the open area: dead once both have passed (Black plays
  // (1,7)), decided by the local search.
  const Board b = TestBoard({
      ".........",
      ".........",
      ".........",
      "BBBBBBBB.",
      "WWWWWWWB.",
      "WWWWWWWB.",
      "W.WWWWWB.",
      "W..WWWWB.",
      "WWWWWWWB.",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    const DeadEstimate e = Estimate(b, side);
    const ChainJudgement* white = At(e, 0, 4);
    ASSERT_NE(white, nullptr);
    EXPECT_TRUE(white->dead);
    EXPECT_EQ(white->basis, ChainBasis::kLocalSearch);
    EXPECT_EQ(white->confidence, 1.0f);
    EXPECT_FALSE(white->uncertain);
  }
}

TEST(EstimateConfidence, AChainThatLivesOrDiesByWhoMovesFirstIsUncertain) {
  // Black's stone (5,2) sticks into White's wall and is in atari: Black saves it by connecting at
  // (4,2) to its wall, White captures it there (which cuts nothing: both walls are solid). Nothing
  // else on the board is weak (Black lives on the left, White on the right), so that stone is the
  // one chain whose status the estimate cannot settle: whoever moves first decides it.
  const Board b = TestBoard({
      "...B..W..",
      "...B.WW..",
      "...B.BW..",
      "...B.WW..",
      "...B..W..",
      "...B..W..",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    const DeadEstimate e = Estimate(b, side);
    const ChainJudgement* stone = At(e, 5, 2);
    ASSERT_NE(stone, nullptr);
    EXPECT_EQ(stone->stones, 1);
    EXPECT_TRUE(stone->uncertain) << "mean " << stone->mean << ", owner first "
                                  << stone->owner_first << ", opponent first "
                                  << stone->opponent_first;
    for (int i : e.uncertain) {
      const ChainJudgement& j = e.chains[i];
      EXPECT_EQ(&j, stone) << "also uncertain: (" << j.stone.x << "," << j.stone.y << ") mean "
                           << j.mean << ", owner first " << j.owner_first << ", opponent first "
                           << j.opponent_first;
    }
    EXPECT_FALSE(At(e, 3, 0)->uncertain);
    EXPECT_FALSE(At(e, 6, 0)->uncertain);
  }
}

TEST(EstimateConfidence, APlainlyDeadInvaderIsNotUncertain) {
  // A lone White stone in Black's corridor of two columns (not enclosed, so the playouts decide):
  // no room for two eyes there, and Black captures it whoever moves first. (On a board of six
  // rows, with White to move, it still lived in a third of the playouts, mean -0.62: not plainly
  // dead to the estimate, and uncertain below 0.6. Eight rows: -0.88 whoever moves first.)
  const Board b = TestBoard({
      "..B.W....",
      "..B.W....",
      "W.B.W....",
      "..B.W....",
      "..B.W....",
      "..B.W....",
      "..B.W....",
      "..B.W....",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    const DeadEstimate e = Estimate(b, side);
    const ChainJudgement* invader = At(e, 0, 2);
    ASSERT_NE(invader, nullptr);
    EXPECT_TRUE(invader->dead);
    EXPECT_EQ(invader->basis, ChainBasis::kPlayouts);
    EXPECT_LT(invader->mean, -0.6f);
    EXPECT_FALSE(invader->uncertain) << "confidence " << invader->confidence;
  }
}

TEST(EstimateConfidence, MorePlayoutsOnlyWhenSomeChainIsUnsettled) {
  // Two solid walls, each alive with its own side: nothing near the dead margin, the effort's 32
  // playouts. With the stone of AChainThatLivesOrDiesByWhoMovesFirstIsUncertain (its mean near
  // zero, within the band around the margin) the count doubles.
  const Board settled = TestBoard({
      "...BW....",
      "...BW....",
      "...BW....",
      "...BW....",
  });
  const Board unsettled = TestBoard({
      "...B..W..",
      "...B.WW..",
      "...B.BW..",
      "...B.WW..",
      "...B..W..",
      "...B..W..",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    EXPECT_EQ(Estimate(settled, side).playouts, 32);
    EXPECT_EQ(Estimate(unsettled, side).playouts, 2 * 32);
  }
}

TEST(EstimateConfidence, EffortNormalRunsMorePlayoutsOnBoardsLargerThan13x13) {
  EXPECT_EQ(PlayoutsForEffort(EstimateEffort::kNormal, 9 * 9), 32);
  EXPECT_EQ(PlayoutsForEffort(EstimateEffort::kNormal, 13 * 13), 32);
  EXPECT_EQ(PlayoutsForEffort(EstimateEffort::kNormal, 13 * 14), 64);
  EXPECT_EQ(PlayoutsForEffort(EstimateEffort::kNormal, 19 * 19), 64);
  EXPECT_EQ(PlayoutsForEffort(EstimateEffort::kFast, 19 * 19), 16);
  EXPECT_EQ(PlayoutsForEffort(EstimateEffort::kThorough, 9 * 9), 512);
  // A settled 19x19 board (two walls) runs the larger count, once.
  const std::string row = "........BW.........";
  const Board settled = TestBoard(std::vector<std::string>(19, row));
  EXPECT_EQ(Estimate(settled, Color::kBlack).playouts, 64);
}

}  // namespace
}  // namespace goscore
