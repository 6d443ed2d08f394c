// Capturing races by liberties (estimate/score_races.h), against the counts of races without
// eyes that go textbooks give (Sensei's Library, "Capturing race"; "Semeai"): with no shared
// liberty the side to move wins with at least as many liberties, shared liberties must be filled
// by the winner too, and equal outside liberties with two or more shared make a seki.
#include "estimate/score_races.h"

#include <gtest/gtest.h>

#include <vector>

#include "board/board.h"
#include "test_board.h"

namespace goscore {
namespace {

TEST(RaceOutcome, TheCountsOfRacesWithoutEyes) {
  EXPECT_EQ(RaceOutcome(3, 3, 0), 1);   // equal, no shared: the side to move wins
  EXPECT_EQ(RaceOutcome(2, 3, 0), -1);  // one short: it loses even moving first
  EXPECT_EQ(RaceOutcome(2, 2, 1), 1);   // one shared liberty changes nothing
  EXPECT_EQ(RaceOutcome(3, 2, 2), 1);   // one more outside liberty than the other with 2 shared
  EXPECT_EQ(RaceOutcome(2, 2, 2), 0);   // equal with 2 shared: seki
  EXPECT_EQ(RaceOutcome(2, 3, 2), 0);   // the other side is one ahead, not enough: seki
  EXPECT_EQ(RaceOutcome(1, 3, 2), -1);  // two ahead with 2 shared: the other side wins
}

TEST(ApplyRaces, TheSideToMoveWinsARaceOfEqualLiberties) {
  // Black's three stones and White's three along the top, three outside liberties each on the
  // second line, none shared: whoever moves first captures.
  const Board b = TestBoard({"BBBWWW", "......", "......"});
  PlayoutBoard pb;
  pb.Reset(b);
  const std::vector<float> zero(18, 0.0f);
  for (const Color to_move : {Color::kBlack, Color::kWhite}) {
    std::vector<uint8_t> dead(18, 0);
    std::vector<float> owner = {1, 1, 1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    std::vector<ScoreChain> chains = ScoreChainsOf(b, pb, zero, zero, dead, to_move);
    EXPECT_EQ(ApplyRaces(b, pb, &chains, 3, 3, 0.5f, &owner, &dead), 1);
    const int loser = to_move == Color::kBlack ? 3 : 0;  // the other side's first stone
    const int winner = 3 - loser;
    EXPECT_EQ(dead[loser], 1);
    EXPECT_EQ(dead[winner], 0);
    EXPECT_EQ(owner[loser], static_cast<float>(to_move));
    // Chains with more liberties than the limit are not read.
    dead.assign(18, 0);
    chains = ScoreChainsOf(b, pb, zero, zero, dead, to_move);
    EXPECT_EQ(ApplyRaces(b, pb, &chains, 2, 3, 0.5f, &owner, &dead), 0);
    EXPECT_EQ(dead[loser], 0);
  }
}

}  // namespace
}  // namespace goscore
