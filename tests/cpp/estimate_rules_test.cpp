// Tests of the rules issue 25 added to the dead-stone decision, called directly with the dead
// marks given (no playouts): a hopeless chain in atari is dead, a standoff that one side can only
// capture into a snapback is not kept (except on a corner point), the seki check leaves alone a
// group the playouts capture nearly always, and the linear model of undecided chains reads its
// evidence the right way round.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "board/board.h"
#include "estimate/chain_model.h"
#include "estimate/consistency.h"
#include "estimate/local_reading.h"
#include "estimate/playout_board.h"
#include "estimate_test_util.h"
#include "life/benson.h"
#include "test_board.h"

namespace goscore {
namespace {

// Marks the chain through (x, y) in the padded mask.
void MarkChain(const Board& b, const PlayoutBoard& start, int x, int y, uint8_t value,
               std::vector<uint8_t>* mask) {
  const int head = b.Loc(x, y);
  int s = head;
  do {
    (*mask)[s] = value;
    s = start.NextStone(s);
  } while (s != head);
}

// A White pair in atari at (2,3) inside Black's wall: White cannot extend there (suicide), and
// Black's capture there keeps two liberties. The wall has one eye space, so it is not pass-alive
// (a pass-alive wall makes the pair proven dead, which the rule leaves alone).
Board HopelessPair() {
  return TestBoard({
      ".......",
      "BBBB...",
      "BWWB...",
      "BB.B...",
      "BBBB...",
  });
}

TEST(EstimateHopelessAtari, AChainInAtariThatCannotBeSavedIsDead) {
  const Board b = HopelessPair();
  PlayoutBoard start;
  start.Reset(b);
  std::vector<int8_t> pass_alive;
  PassAliveMap(b, /*multi_stone_suicide_legal=*/false, &pass_alive);
  std::vector<uint8_t> dead(b.padded_size(), 0);
  EXPECT_EQ(KillHopelessAtari(b, start, pass_alive, &dead), 1);
  EXPECT_TRUE(dead[b.Loc(1, 2)]);
  EXPECT_TRUE(dead[b.Loc(2, 2)]);
  EXPECT_FALSE(dead[b.Loc(0, 1)]);
}

TEST(EstimateHopelessAtari, AChainThatCanExtendOrWhoseCapturerIsDeadIsLeftAlone) {
  // The same pair with room to extend: a stone at (2,3) has two liberties, (3,3) and (2,4).
  const Board open = TestBoard({
      ".......",
      "BBBB...",
      "BWWB...",
      "BB.....",
      "BB.B...",
  });
  PlayoutBoard start;
  start.Reset(open);
  std::vector<int8_t> pass_alive;
  PassAliveMap(open, false, &pass_alive);
  std::vector<uint8_t> dead(open.padded_size(), 0);
  EXPECT_EQ(KillHopelessAtari(open, start, pass_alive, &dead), 0);
  // The enclosed pair again, but the Black wall around it is itself called dead: no capturer.
  const Board b = HopelessPair();
  start.Reset(b);
  PassAliveMap(b, false, &pass_alive);
  dead.assign(b.padded_size(), 0);
  MarkChain(b, start, 0, 1, 1, &dead);
  EXPECT_EQ(KillHopelessAtari(b, start, pass_alive, &dead), 0);
  EXPECT_FALSE(dead[b.Loc(1, 2)]);
}

// White's pair (2,2)-(2,3) and Black's stone (3,3) are both in atari at (3,2); White's capture
// there leaves its three stones in atari at (3,3), Black's retakes them (a snapback).
Board SnapbackStandoff() {
  return TestBoard({
      ".......",
      "..BB...",
      ".BW.B..",
      ".BWBW..",
      "..BW...",
      ".......",
      ".......",
  });
}

TEST(EstimateStandoff, ASnapbackStandoffIsLeftToThePlayouts) {
  const Board b = SnapbackStandoff();
  PlayoutBoard start;
  start.Reset(b);
  std::vector<uint8_t> dead(b.padded_size(), 0);
  MarkChain(b, start, 2, 2, 1, &dead);
  std::vector<uint8_t> kept = dead;
  KeepStandoffs(start, &kept, /*keep_snapbacks=*/true);
  EXPECT_FALSE(kept[b.Loc(2, 2)]) << "the old rule keeps every standoff";
  KeepStandoffs(start, &dead, /*keep_snapbacks=*/false);
  EXPECT_TRUE(dead[b.Loc(2, 2)]);
  EXPECT_TRUE(dead[b.Loc(2, 3)]);
}

TEST(EstimateStandoff, ASnapbackStandoffOnACornerPointIsKept) {
  // game_beta_17150's corner: Black (1,0) and White's four stones are both in atari at (0,0);
  // White's capture there is a snapback. online-go.com's labels keep both.
  const Board b = TestBoard({
      ".BWW...",
      "WWBW...",
      "WWBW...",
      "BBBW...",
      ".......",
  });
  PlayoutBoard start;
  start.Reset(b);
  std::vector<uint8_t> dead(b.padded_size(), 0);
  MarkChain(b, start, 0, 1, 1, &dead);
  KeepStandoffs(start, &dead, /*keep_snapbacks=*/false);
  EXPECT_FALSE(dead[b.Loc(0, 1)]);
}

TEST(EstimateSekiCheck, AGroupThePlayoutsAlwaysCaptureIsNoSeki) {
  // corner_test_2's seki (estimate_local_test.cpp), with the playouts' mean owner given: at the
  // dataset's -0.4 the group is revived, at -0.9 (captured in nearly every playout) it is not.
  goscore_dataset::Case k;
  ASSERT_TRUE(DatasetCase("corner_test_2", &k));
  const Board& b = k.board;
  PlayoutBoard start;
  start.Reset(b);
  std::vector<uint8_t> marks(b.padded_size(), 0);
  for (const Point& p : std::vector<Point>{{0, 6}, {2, 10}, {0, 11}}) {
    MarkChain(b, start, p.x, p.y, 1, &marks);
  }
  for (float black_mean : {-0.4f, -0.9f}) {
    std::vector<float> mean(b.padded_size(), 0.0f);
    for (int loc = 0; loc < b.padded_size(); ++loc) {
      if (marks[loc]) mean[loc] = black_mean;
    }
    std::vector<uint8_t> dead = marks;
    const int revived = KeepSeki(b, start, &dead, /*after_defence=*/true, &mean, -0.5f);
    EXPECT_EQ(revived, black_mean > -0.5f ? 3 : 0) << "mean " << black_mean;
  }
}

TEST(EstimateChainModel, EvidenceOfDeathRaisesTheScore) {
  // A chain the playouts give away a little, with its liberties and its neighbourhood the
  // opponent's: dead. The same chain with its surroundings its own: alive.
  ChainFeatures f;
  f.liberties = 3;
  f.value[0] = 1.0f;
  f.value[1] = -0.1f;
  f.value[5] = 0.25f;
  f.value[6] = 0.5f;
  f.value[8] = 1.0f;
  f.value[2] = f.value[3] = -0.9f;
  EXPECT_GT(ChainModelScore(f), 0.0f);
  f.value[2] = f.value[3] = 0.9f;
  EXPECT_LT(ChainModelScore(f), 0.0f);
}

TEST(EstimateChainModel, AKeptChainNextToAnUnsettledOpponentIsReadByTheRaceWeights) {
  // Mean above 0 and an opponent chain next to it that the playouts do not settle (a seki partner
  // or a capturing race): read by weights of their own. With its liberties and its neighbourhood
  // the opponent's it is dead; with them its own it lives; and it is dead by a smaller score than
  // the same chain next to settled opponents only, where the neighbourhood's evidence is surer.
  ChainFeatures f;
  f.liberties = 3;
  f.value[0] = 1.0f;
  f.value[1] = 0.1f;
  f.value[5] = 0.25f;
  f.value[6] = 0.5f;
  f.value[2] = f.value[3] = -1.0f;
  f.value[8] = 1.0f;
  const float settled = ChainModelScore(f);
  f.value[8] = kSettledNeighbour - 0.25f;
  const float racing = ChainModelScore(f);
  EXPECT_GT(racing, 0.0f);
  EXPECT_GT(settled, racing);
  f.value[2] = f.value[3] = 1.0f;
  EXPECT_LT(ChainModelScore(f), 0.0f);
}

}  // namespace
}  // namespace goscore
