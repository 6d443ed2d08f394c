// The score count of EstimateScore (estimate/score_estimate.h): area and territory counting from
// hand-made playout maps, and EstimateScore's answers on positions whose count is known.
#include "estimate/score_estimate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "board/board.h"
#include "estimate/estimate.h"
#include "test_board.h"

namespace goscore {
namespace {

// Maps of `area` points: the to_move-first playouts give every point `first`, the others `second`.
struct Maps {
  std::vector<float> first, second, owner;
  std::vector<uint8_t> dead;
  ScoreMaps maps;
  Maps(int area, float f, float s) : first(area, f), second(area, s), owner(area, 0.0f) {
    dead.assign(area, 0);
    maps.mean_first[0] = &first;
    maps.mean_first[1] = &second;
    maps.owner = &owner;
    maps.dead = &dead;
    maps.playouts = 8;
  }
};

// Options with area counting and `komi_tenths`.
EstimateOptions AreaOptions(int komi_tenths) {
  EstimateOptions o;
  o.area_rules = true;
  o.komi_tenths = komi_tenths;
  return o;
}

// The count's tuning with the nearest stone at `nearest_weight` and `tempo_points`.
// The count's knobs without the ladder reading (the maps here are hand-made; the ladders have
// their own test below).
ScoreTuning Tuning(float nearest_weight, float tempo_points) {
  ScoreTuning t;
  t.nearest_weight = nearest_weight;
  t.tempo_points = tempo_points;
  t.ladder_rules = 0;
  return t;
}

TEST(CountScore, AChainInAtariThatCannotEscapeIsCountedDead) {
  // Black's four stones have one liberty, (1,1), where Black would have none (suicide): White
  // captures them whoever moves. With Black to move the ladder rule calls them dead and the count
  // turns them; with White to move the rule does not read them (it reads the chains in atari of
  // the side to move, and two-liberty chains of the other side) and the maps stand.
  const Board b = TestBoard({"BBW", "B.W", "BW."});
  Maps m(9, 0.0f, 0.0f);
  m.owner = {1, 1, -1, 1, 0, -1, 1, -1, -1};
  ScoreTuning t = Tuning(0, 0);
  t.ladder_rules = kLadderAtariDies;
  EstimateOptions o = AreaOptions(0);
  ScoreEstimate s;
  CountScore(b, o, 0, 0, t, m.maps, &s, nullptr);
  EXPECT_DOUBLE_EQ(s.score, -8);
  EXPECT_EQ(s.dead, (std::vector<Point>{{0, 0}, {1, 0}, {0, 1}, {0, 2}}));
  EXPECT_FLOAT_EQ(s.ownership[0], -1.0f);
  o.to_move = Color::kWhite;
  CountScore(b, o, 0, 0, t, m.maps, &s, nullptr);
  EXPECT_DOUBLE_EQ(s.score, 0);
  EXPECT_TRUE(s.dead.empty());  // With the rule for the other side's chains in atari
                                // (kAtariOfOtherDies), White to move
  // captures them.
  t.ladder_rules = kAtariOfOtherDies;
  CountScore(b, o, 0, 0, t, m.maps, &s, nullptr);
  EXPECT_DOUBLE_EQ(s.score, -8);
  EXPECT_EQ(s.dead.size(), 4u);
}

TEST(CountScore, AreaCountsEveryPointForItsOwner) {
  const Board b = TestBoard({"B..", "...", "..W"});
  Maps m(9, 1.0f, -1.0f);
  m.owner = {1, 1, 1, 1, 0.5f, -1, 1, -1, -1};  // 2.5 for Black
  ScoreEstimate s;
  ScoreBreakdown parts;
  CountScore(b, AreaOptions(75), 3, 0, Tuning(0, 0), m.maps, &s, &parts);
  EXPECT_DOUBLE_EQ(s.score, 2.5 - 7.5);  // prisoners do not count under area rules
  EXPECT_DOUBLE_EQ(parts.settled_area, 2.5);
  EXPECT_DOUBLE_EQ(parts.area_to_move_first, 9);
  EXPECT_DOUBLE_EQ(parts.area_opponent_first, -9);
  EXPECT_DOUBLE_EQ(parts.stones_placed, 0 + 0 - 3);
  EXPECT_EQ(parts.playouts, 8);
}

TEST(CountScore, TerritoryCountsEmptyPointsDeadStonesAndPrisoners) {
  // Black's living stones at (0,0), (1,0), (0,1); a dead White stone at (2,2) in Black's area.
  const Board b = TestBoard({"BB.", "B..", "..W"});
  Maps m(9, 0.0f, 0.0f);
  m.owner = {1, 1, 1, 1, 1, 0.5f, 1, -0.5f, 1};
  m.dead[8] = 1;
  EstimateOptions o;
  o.komi_tenths = 65;
  const ScoreTuning t = Tuning(0, 0);
  ScoreEstimate s;
  // Empty points 1 + 1 + 0.5 + 1 - 0.5 = 3; the dead stone is a point and a prisoner, 2; 4 - 1
  // prisoners so far; komi.
  CountScore(b, o, /*prisoners_by_black=*/4, /*prisoners_by_white=*/1, t, m.maps, &s, nullptr);
  EXPECT_DOUBLE_EQ(s.score, 3 + 2 + 3 - 6.5);
}

TEST(NearestLivingColour, SplitsTheOpenPointsBetweenTheLivingStones) {
  const Board b = TestBoard({"B...W"});
  std::vector<uint8_t> dead(5, 0);
  EXPECT_EQ(NearestLivingColour(b, dead, 64), (std::vector<int8_t>{1, 1, 0, -1, -1}));
  // A dead stone is walked over as an empty point: Black's stone is then the nearest everywhere.
  dead[4] = 1;
  EXPECT_EQ(NearestLivingColour(b, dead, 64), (std::vector<int8_t>{1, 1, 1, 1, 1}));
  // Beyond the step limit nothing is anyone's.
  EXPECT_EQ(NearestLivingColour(b, dead, 2), (std::vector<int8_t>{1, 1, 1, 0, 0}));
  // A tie spreads: the points behind a point as near to both colours stay nobody's.
  const Board c = TestBoard({"B.W", "...", "..."});
  EXPECT_EQ(NearestLivingColour(c, std::vector<uint8_t>(9, 0), 64),
            (std::vector<int8_t>{1, 0, -1, 1, 0, -1, 1, 0, -1}));
}

TEST(CountScore, OpenPointsLeanToTheNearestLivingStoneLateInTheGame) {
  // 2 empty points of 9 (22%, late in a game): the open point (1,1), which the playouts split
  // evenly, is nearer Black's stones and counts half for Black at weight 0.5.
  const Board b = TestBoard({"BBW", "B.W", "BW."});
  Maps m(9, 0.0f, 0.0f);
  m.owner = {1, 1, -1, 1, 0, -1, 1, -1, -1};
  const EstimateOptions o = AreaOptions(0);
  const ScoreTuning t = Tuning(0.5f, 0);
  ScoreEstimate s;
  CountScore(b, o, 0, 0, t, m.maps, &s, nullptr);
  // (1,1) touches 2 Black and 2 White stones: a tie, it stays 0. (2,2) is settled (-1).
  EXPECT_DOUBLE_EQ(s.score, 0);
  // In a row, (3) touches Black only and leans half to Black; (6) touches both and stays 0.
  const Board c = TestBoard({"BBB.BB.WW"});
  m.owner = {1, 1, 1, 0, 1, 1, 0, -1, -1};
  CountScore(c, o, 0, 0, t, m.maps, &s, nullptr);
  EXPECT_FLOAT_EQ(s.ownership[3], 0.5f);
  EXPECT_FLOAT_EQ(s.ownership[6], 0.0f);
  EXPECT_DOUBLE_EQ(s.score, 5 - 2 + 0.5);
  // Early in a game (most of the board empty) the open points keep the playouts' mean.
  const Board early = TestBoard({"B..", "...", "..."});
  m.owner = {1, 0.25f, 0, 0.25f, 0, 0, 0, 0, 0};
  CountScore(early, o, 0, 0, t, m.maps, &s, nullptr);
  EXPECT_DOUBLE_EQ(s.score, 1.5);
}

TEST(CountScore, TheSideToMoveGetsTheTempoOfTheOpenPoints) {
  // 3 of the 9 points are open (|owner| < 1): a third of tempo_points for the side to move.
  const Board b = TestBoard({"B..", "...", "..W"});
  Maps m(9, 0.0f, 0.0f);
  m.owner = {1, 1, 0.5f, 1, 0, -1, -0.5f, -1, -1};
  EstimateOptions o = AreaOptions(0);
  ScoreTuning t = Tuning(0, 6);
  t.tempo_from_share = 0;
  ScoreEstimate s;
  ScoreBreakdown parts;
  o.to_move = Color::kBlack;
  CountScore(b, o, 0, 0, t, m.maps, &s, &parts);
  EXPECT_DOUBLE_EQ(parts.open_share, 3.0 / 9.0);
  EXPECT_NEAR(s.score, 0 + 2, 1e-9);
  o.to_move = Color::kWhite;
  CountScore(b, o, 0, 0, t, m.maps, &s, nullptr);
  EXPECT_NEAR(s.score, 0 - 2, 1e-9);
  // Nothing open (a finished position): no tempo.
  m.owner = {1, 1, 1, 1, 1, -1, -1, -1, -1};
  CountScore(b, o, 0, 0, t, m.maps, &s, nullptr);
  EXPECT_DOUBLE_EQ(s.score, 1);
  // Below tempo_from_share, none either.
  m.owner = {1, 1, 0.5f, 1, 0, -1, -0.5f, -1, -1};
  t.tempo_from_share = 0.5f;
  CountScore(b, o, 0, 0, t, m.maps, &s, nullptr);
  EXPECT_DOUBLE_EQ(s.score, 0);
}

TEST(CountScore, OwnershipAndDeadComeFromTheSettledMaps) {
  const Board b = TestBoard({"BW.", "...", "..."});
  Maps m(9, 0.0f, 0.0f);
  m.owner[1] = 1.0f;
  m.dead[1] = 1;
  m.owner[0] = 1.0f;
  ScoreEstimate s;
  CountScore(b, EstimateOptions(), 0, 0, ScoreTuning(), m.maps, &s, nullptr);
  ASSERT_EQ(s.dead.size(), 1u);
  EXPECT_EQ(s.dead[0].x, 1);
  EXPECT_EQ(s.dead[0].y, 0);
  EXPECT_EQ(s.ownership, m.owner);
}

TEST(CalibrationFactor, OneOnASettledBoardAndBetweenZeroAndOneElsewhere) {
  EXPECT_EQ(CalibrationFactor(0.0), 1.0);
  double previous = 1.0;
  for (int i = 1; i <= 100; ++i) {
    const double f = CalibrationFactor(i / 100.0);
    EXPECT_GE(f, 0.0) << i;
    EXPECT_LE(f, 1.0) << i;
    // Linear between knots: neighbouring shares get neighbouring factors.
    EXPECT_NEAR(f, previous, 0.05) << i;
    previous = f;
  }
  // Constant beyond the last knot, and lower there than near the end of a game.
  EXPECT_EQ(CalibrationFactor(0.8), CalibrationFactor(1.0));
  EXPECT_LT(CalibrationFactor(1.0), CalibrationFactor(0.05));
}

TEST(CountScore, A19x19ScoreIsCalibratedByTheOpenShareAndOtherSizesAreNot) {
  // 19x19: Black's wall on column 9, White's on column 10; the settled map gives the left side
  // to Black and the right to White, and leaves `open` points of White's side open.
  std::vector<std::string> rows(19, std::string(9, '.') + "BW" + std::string(8, '.'));
  const Board b = TestBoard(rows);
  const int area = 361;
  // The playouts keep both walls (Black's owns its points, White's too): no unsettled chain.
  Maps m(area, 0.0f, 0.0f);
  for (int i = 0; i < area; ++i) m.first[i] = m.second[i] = i % 19 <= 9 ? 1.0f : -1.0f;
  for (int i = 0; i < area; ++i) m.owner[i] = i % 19 <= 9 ? 1.0f : -1.0f;
  const EstimateOptions o = AreaOptions(0);
  ScoreTuning t = Tuning(0, 0);
  ScoreEstimate s;
  ScoreBreakdown parts;
  // Settled: nothing open, the count is the score (190 - 171).
  CountScore(b, o, 0, 0, t, m.maps, &s, &parts);
  EXPECT_DOUBLE_EQ(s.score, 19);
  EXPECT_DOUBLE_EQ(parts.raw_score, 19);
  // 114 of White's points (columns 11 to 16) half open: the raw count is 19 + 57, and the score
  // that count times the factor at 114 / 361 open, so it keeps its sign and is no larger.
  for (int i = 0; i < area; ++i) {
    if (i % 19 >= 11 && i % 19 <= 16) m.owner[i] = -0.5f;
  }
  CountScore(b, o, 0, 0, t, m.maps, &s, &parts);
  EXPECT_DOUBLE_EQ(parts.raw_score, 19 + 57);
  EXPECT_DOUBLE_EQ(parts.open_share, 114.0 / 361.0);
  EXPECT_DOUBLE_EQ(s.score, 76 * CalibrationFactor(114.0 / 361.0));
  EXPECT_GT(s.score, 0);
  EXPECT_LT(s.score, 76);
  EXPECT_DOUBLE_EQ(parts.unsettled_stones, 0);
  // Playouts that split both walls evenly leave their 38 stones unsettled: 76 by
  // UnsettledStones, and the score is divided by 1 + unsettled_weight * 76 as well.
  std::fill(m.first.begin(), m.first.end(), 0.0f);
  std::fill(m.second.begin(), m.second.end(), 0.0f);
  CountScore(b, o, 0, 0, t, m.maps, &s, &parts);
  EXPECT_DOUBLE_EQ(parts.unsettled_stones, 76);
  EXPECT_DOUBLE_EQ(s.score, 76 * CalibrationFactor(114.0 / 361.0) /
                                (1.0 + static_cast<double>(t.unsettled_weight) * 76));
  // Without the calibration the score is the raw count.
  t.calibrate = false;
  CountScore(b, o, 0, 0, t, m.maps, &s, &parts);
  EXPECT_DOUBLE_EQ(s.score, 76);
  // A 9x9 board is not calibrated (the factors were fitted on 19x19 games).
  t.calibrate = true;
  const Board small = TestBoard({"B..", "...", "..W"});
  Maps n(9, 0.0f, 0.0f);
  n.owner = {1, 1, 1, 1, 0.5f, -1, 0.5f, -1, -1};
  CountScore(small, o, 0, 0, t, n.maps, &s, &parts);
  EXPECT_DOUBLE_EQ(parts.open_share, 2.0 / 9.0);
  EXPECT_DOUBLE_EQ(s.score, 2);
}

TEST(ScoreChainsOf, SizesLibertiesAndTheMeansFromEachColoursView) {
  // Black's chain (0,0)-(1,0)-(0,1) with liberties (2,0), (1,1), (0,2); White's stone (2,2)
  // with liberties (1,2), (2,1) and (3,2), (2,3).
  const Board b = TestBoard({"BB..", "B...", "..W.", "...."});
  std::vector<float> mover(16, 0.0f), other(16, 0.0f);
  // Black to move: the Black-first playouts give Black's stones 1, 0.5, 0 (mean 0.5); the
  // White-first ones -1 each. White's stone: -1 with Black first, -0.5 with White first.
  mover[0] = 1.0f, mover[1] = 0.5f, mover[4] = 0.0f, mover[10] = -1.0f;
  other[0] = other[1] = other[4] = -1.0f, other[10] = -0.5f;
  std::vector<uint8_t> dead(16, 0);
  dead[0] = dead[1] = dead[4] = 1;
  PlayoutBoard pb;
  pb.Reset(b);
  const std::vector<ScoreChain> chains = ScoreChainsOf(b, pb, mover, other, dead, Color::kBlack);
  ASSERT_EQ(chains.size(), 2u);
  EXPECT_EQ(chains[0].colour, 1);
  EXPECT_EQ(chains[0].first, 0);
  EXPECT_EQ(chains[0].size, 3);
  EXPECT_EQ(chains[0].liberties, 3);
  EXPECT_FLOAT_EQ(chains[0].own_first, 0.5f);
  EXPECT_FLOAT_EQ(chains[0].opp_first, -1.0f);
  EXPECT_TRUE(chains[0].to_move);
  EXPECT_TRUE(chains[0].dead);
  EXPECT_EQ(chains[1].colour, -1);
  EXPECT_EQ(chains[1].first, 10);
  EXPECT_EQ(chains[1].size, 1);
  EXPECT_EQ(chains[1].liberties, 4);
  // From White's view: 0.5 when White moves first (the "other" map), 1 when Black does.
  EXPECT_FLOAT_EQ(chains[1].own_first, 0.5f);
  EXPECT_FLOAT_EQ(chains[1].opp_first, 1.0f);
  EXPECT_FALSE(chains[1].to_move);
  EXPECT_FALSE(chains[1].dead);
  // An empty board has no chains.
  const Board empty = TestBoard({"..", ".."});
  pb.Reset(empty);
  EXPECT_TRUE(ScoreChainsOf(empty, pb, std::vector<float>(4, 0.0f), std::vector<float>(4, 0.0f),
                            std::vector<uint8_t>(4, 0), Color::kWhite)
                  .empty());
}

TEST(UnsettledStones, NearEvenChainsCountTwiceTheirStonesLessByTheirDistanceFromEven) {
  ScoreChain even, leaning, settled, given_away;
  even.size = 3;                                                         // mean 0: 2 * 3
  leaning.size = 4, leaning.own_first = 0.1f, leaning.opp_first = 0.3f;  // mean 0.2 of 0.4
  settled.size = 10, settled.own_first = settled.opp_first = 1.0f;       // beyond the limit
  given_away.size = 2, given_away.own_first = -0.5f, given_away.opp_first = -0.3f;  // -0.4
  EXPECT_DOUBLE_EQ(UnsettledStones({even}, 0.4), 6);
  EXPECT_NEAR(UnsettledStones({leaning}, 0.4), 2 * 4 * 0.5, 1e-6);
  EXPECT_DOUBLE_EQ(UnsettledStones({settled}, 0.4), 0);
  EXPECT_NEAR(UnsettledStones({given_away}, 0.4), 0, 1e-6);
  EXPECT_NEAR(UnsettledStones({even, leaning, settled, given_away}, 0.4), 10, 1e-6);
  EXPECT_DOUBLE_EQ(UnsettledStones({}, 0.4), 0);
}

TEST(EstimateScore, SameSeedSameScoreAndNegativePrisonersFail) {
  const Board b = TestBoard({
      ".........",
      "..B...W..",
      ".........",
      "...B.W...",
      ".........",
      "..B...W..",
      ".........",
      ".........",
      ".........",
  });
  EstimateOptions o;
  o.seed = 7;
  ScoreEstimate a, c;
  ASSERT_TRUE(EstimateScore(b, o, 0, 0, &a).ok());
  ASSERT_TRUE(EstimateScore(b, o, 0, 0, &c).ok());
  EXPECT_EQ(a.score, c.score);
  EXPECT_EQ(a.ownership, c.ownership);
  const Status st = EstimateScore(b, o, 0, -2, &a);
  EXPECT_EQ(st.code(), ErrorCode::kInvalidArgument);
  EXPECT_NE(st.message().find("prisoners"), std::string::npos) << st.message();
}

TEST(EstimateScore, EffortNormalRunsTheScoresPlayoutsAndAnExplicitCountWins) {
  const Board b = TestBoard({".........", "..B...W..", ".........", "...B.W...", "........."});
  ScoreEstimate s;
  ScoreBreakdown parts;
  const ScoreTuning t;
  ASSERT_TRUE(EstimateScoreTuned(b, EstimateOptions(), 0, 0, t, &s, &parts).ok());
  // The count, or twice it when a chain was unsettled (EstimateTuning::extra_playouts_percent).
  EXPECT_TRUE(parts.playouts == t.playouts_normal || parts.playouts == 2 * t.playouts_normal)
      << parts.playouts;
  EstimateOptions o;
  o.playouts = 10;
  ASSERT_TRUE(EstimateScoreTuned(b, o, 0, 0, t, &s, &parts).ok());
  EXPECT_TRUE(parts.playouts == 10 || parts.playouts == 20) << parts.playouts;
  o = EstimateOptions();
  o.effort = EstimateEffort::kFast;
  ASSERT_TRUE(EstimateScoreTuned(b, o, 0, 0, t, &s, &parts).ok());
  EXPECT_TRUE(parts.playouts == 16 || parts.playouts == 32) << parts.playouts;
}

TEST(EstimateScore, ALargeLeadIsSeenUnderBothCountings) {
  // Black's wall at x = 5 leaves White 3 columns: Black leads by about 5 columns of 9 points
  // (area: 6 columns against 3; territory: 5 against 2 with the walls' stones not counted).
  const Board b = TestBoard({
      ".....BW..",
      ".....BW..",
      ".....BW..",
      ".....BW..",
      ".....BW..",
      ".....BW..",
      ".....BW..",
      ".....BW..",
      ".....BW..",
  });
  EstimateOptions o;
  o.komi_tenths = 0;
  o.area_rules = true;
  ScoreEstimate s;
  ASSERT_TRUE(EstimateScore(b, o, 0, 0, &s).ok());
  EXPECT_NEAR(s.score, 54 - 27, 1.5);
  o.area_rules = false;
  ASSERT_TRUE(EstimateScore(b, o, 0, 0, &s).ok());
  EXPECT_NEAR(s.score, 45 - 18, 1.5);
}

}  // namespace
}  // namespace goscore
