// Tests of the dead-stone and score estimator (cpp/estimate/): the ogs-autoscore dataset with the
// achieved count as a floor, hand-built positions whose answers come from reading them (each says
// why), determinism, whole chains, and bad input.
#include "estimate/estimate.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "../fixtures/estimate/ogs_dataset.h"
#include "board/board.h"
#include "datasets.h"
#include "test_board.h"

namespace goscore {
namespace {

DeadEstimate Estimate(const Board& b, Color to_move = Color::kBlack, uint32_t seed = 1) {
  EstimateOptions o;
  o.to_move = to_move;
  o.seed = seed;
  DeadEstimate out;
  Status st = EstimateDead(b, o, &out);
  EXPECT_TRUE(st.ok()) << st.message();
  return out;
}

// ---------------------------------------------------------------------------------------------
// The dataset: 31 end positions of online-go.com games with a person-checked answer.

// The count of exact positions the estimator reaches with Black to move at effort normal, seed 1,
// against the dataset's corrected labels (a stone on a point the checked ownership marks as dame
// is dead; issue 25's target is 30), and the floor with White to move too. A floor: a change that
// loses a position fails here.
constexpr int kDatasetFloorBlack = 30;

TEST(EstimateDataset, ExactDeadSetsAtLeastTheFloor) {
  std::vector<goscore_dataset::Case> cases;
  std::string error;
  ASSERT_TRUE(goscore_dataset::ReadCases(DatasetsDir() + "/ogs-autoscore.json", &cases, &error))
      << error;
  ASSERT_EQ(cases.size(), 31u);
  for (Color side : {Color::kBlack, Color::kWhite}) {
    int exact = 0;
    std::string failures;
    for (const goscore_dataset::Case& k : cases) {
      const DeadEstimate est = Estimate(k.board, side);
      const goscore_dataset::Comparison cmp = goscore_dataset::Compare(k, est.dead);
      if (cmp.exact()) {
        ++exact;
      } else {
        failures += " " + k.id;
      }
      // Whatever the verdict, the answer is well formed.
      const size_t area = static_cast<size_t>(k.board.area());
      EXPECT_EQ(est.ownership.size(), area);
      EXPECT_EQ(est.certain.size(), area);
      EXPECT_EQ(est.seki.size(), area);
      EXPECT_EQ(est.sealing.size(), area);
    }
    EXPECT_GE(exact, kDatasetFloorBlack)
        << (side == Color::kBlack ? "Black" : "White") << " to move, not exact:" << failures;
  }
}

// End positions of GNU Go self-play games labelled by GNU Go's final_status_list dead
// (tests/fixtures/estimate/make_gnugo_set.py; GNU Go is the oracle that made the file, not a
// dependency). Positions the estimator was not tuned on: the floor is its count with Black to move.
struct SelfLabelledSet {
  const char* file;
  int floor;
};

TEST(EstimateSelfLabelled, GnuGoSelfPlayAtLeastTheFloor) {
  const SelfLabelledSet sets[] = {
      {"gnugo-9x9.json", 40}, {"gnugo-13x13.json", 16}, {"gnugo-19x19.json", 8}};
  for (const SelfLabelledSet& set : sets) {
    std::vector<goscore_dataset::Case> cases;
    std::string error;
    ASSERT_TRUE(goscore_dataset::ReadCases(
        std::string(GOSCORE_FIXTURES_DIR) + "/estimate/" + set.file, &cases, &error))
        << error;
    int exact = 0;
    std::string failures;
    for (const goscore_dataset::Case& k : cases) {
      if (goscore_dataset::Compare(k, Estimate(k.board).dead).exact()) {
        ++exact;
      } else {
        failures += " " + k.id;
      }
    }
    EXPECT_GE(exact, set.floor) << set.file << ", not exact:" << failures;
  }
}

TEST(EstimateDataset, TheKataGoMapsAreNotNeededToReadIt) {
  // The reader keeps only the board, the checked ownership and the dead list: the estimator never
  // sees the KataGo fields (they are references, not inputs).
  std::vector<goscore_dataset::Case> cases;
  std::string error;
  ASSERT_TRUE(goscore_dataset::ReadCases(DatasetsDir() + "/ogs-autoscore.json", &cases, &error))
      << error;
  for (const goscore_dataset::Case& k : cases) {
    EXPECT_EQ(static_cast<int>(k.correct_ownership.size()), k.board.height()) << k.id;
    for (const Point& p : k.dead) EXPECT_NE(k.board.At(p.x, p.y), Color::kEmpty) << k.id;
  }
}

// ---------------------------------------------------------------------------------------------
// Hand-built positions. Black's frame in most of them has three separate one-point eyes on the
// top edge, so Black is alive whatever happens inside (Benson: each eye is a vital region).

TEST(EstimateCases, DeadGroupWithOneEye) {
  // White's ring has the single eye (3,4); Black surrounds it and cannot be attacked: dead.
  const Board b = TestBoard({
      "..B.B..",
      "BBBBBBB",
      "B.....B",
      "B.WWW.B",
      "B.W.W.B",
      "B.WWW.B",
      "BBBBBBB",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    EXPECT_EQ(ShowPoints(Estimate(b, side).dead), ShowPoints(StonesOf(b, Color::kWhite)));
  }
}

TEST(EstimateCases, TwoDeadGroupsThatShareALiberty) {
  // Two white stones inside Black's area, both next to (3,3): neither can make an eye.
  const Board b = TestBoard({
      "..B.B..",
      "BBBBBBB",
      "B.....B",
      "B.W.W.B",
      "B.....B",
      "B.....B",
      "BBBBBBB",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    EXPECT_EQ(ShowPoints(Estimate(b, side).dead), ShowPoints(StonesOf(b, Color::kWhite)));
  }
}

TEST(EstimateCases, LiveGroupWithFalseEyes) {
  // White's top edge: true eyes at (0,0) and (6,0), false eyes at (2,0) and (4,0) (a Black stone
  // on a diagonal of each). Two true eyes: alive, and Black can never play inside (every point is
  // suicide). Black's wall below is alive with the rows beneath it.
  const Board b = TestBoard({
      ".W.W.W.WB",
      "WWWBWWWWB",
      "BBBBBBBBB",
      ".........",
      ".........",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    const DeadEstimate est = Estimate(b, side);
    EXPECT_EQ(ShowPoints(est.dead), "none");
    // Pass-alive (Benson): every one of White's eye points is a vital region of its chains.
    EXPECT_EQ(est.certain[0], -1);
    EXPECT_EQ(est.certain[1], -1);
  }
}

TEST(EstimateCases, SekiIsNotDead) {
  // Each chain has one eye ((0,0) for Black, (4,0) for White) and they share the liberties (2,0)
  // and (2,1). Whoever fills a shared liberty puts its own chain in atari and is captured: seki.
  const Board b = TestBoard({
      ".B.W.",
      "BB.WW",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    const DeadEstimate est = Estimate(b, side);
    EXPECT_EQ(ShowPoints(est.dead), "none");
    EXPECT_EQ(est.seki[1], 1);   // (1,0), a Black stone of the seki
    EXPECT_EQ(est.seki[3], -1);  // (3,0), a White stone of the seki
  }
}

TEST(EstimateCases, DeadGroupWithABulkyFiveWithItsVitalPointTaken) {
  // White's ring encloses the bulky five (3,3) (4,3) (3,4) (4,4) (3,5), and Black holds its vital
  // point (3,4), the one point with three neighbours in the space (Sensei's Library, "Killable
  // eyeshapes": a bulky five is killed there). White can only capture the Black stones Black
  // adds, which leaves a three- or four-point space Black kills again: the ring is dead, and the
  // Black stone in it is alive. Black's frame has three separate eyes on the top edge.
  const Board b = TestBoard({
      ".B.B.B.B.",
      "BBBBBBBBB",
      "B.WWWW..B",
      "B.W..WW.B",
      "B.WB.W..B",
      "B.W.WW..B",
      "B.WWW...B",
      "BBBBBBBBB",
      ".B.B.B.B.",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    EXPECT_EQ(ShowPoints(Estimate(b, side).dead), ShowPoints(StonesOf(b, Color::kWhite)));
  }
}

TEST(EstimateCases, DeadGroupWithAFlowerSixWithItsVitalPointTaken) {
  // The flower (rabbity) six (3,3) (2,4) (3,4) (4,4) (3,5) (4,5) inside White's ring, with Black on
  // its vital point (3,4), the centre with four neighbours in the space (Sensei's Library,
  // "Killable eyeshapes"): dead, whoever moves first.
  const Board b = TestBoard({
      ".B.B.B.B.",
      "BBBBBBBBB",
      "B.WWWW..B",
      "BWW.WW..B",
      "BW.B.W..B",
      "BWW..W..B",
      "B.WWWW..B",
      "BBBBBBBBB",
      ".B.B.B.B.",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    EXPECT_EQ(ShowPoints(Estimate(b, side).dead), ShowPoints(StonesOf(b, Color::kWhite)));
  }
}

TEST(EstimateCases, ABulkyFiveWithALiveShapeIsNotReadDead) {
  // The same ring, but the Black stone sits at (4,4), not on the vital point (3,4): White plays
  // (3,4) and has two eyes, Black plays (3,4) and kills. Unsettled: the ring is not dead for both
  // move orders, and the static reading must not kill it. (Whether the lone Black stone is given
  // away is the playouts' call.)
  const Board b = TestBoard({
      ".B.B.B.B.",
      "BBBBBBBBB",
      "B.WWWW..B",
      "B.W..WW.B",
      "B.W.BW..B",
      "B.W.WW..B",
      "B.WWW...B",
      "BBBBBBBBB",
      ".B.B.B.B.",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    for (const Point& p : Estimate(b, side).dead) EXPECT_EQ(b.At(p.x, p.y), Color::kBlack);
  }
}

TEST(EstimateCases, BigDeadGroupInsideABiggerLiveOne) {
  // A ten-stone White ring whose only eye space is the two points (3,4) and (4,4): two points make
  // one eye, so the ring is dead inside Black's frame.
  const Board b = TestBoard({
      ".B.B.B.B.",
      "BBBBBBBBB",
      "B.......B",
      "B.WWWW..B",
      "B.W..W..B",
      "B.WWWW..B",
      "B.......B",
      "BBBBBBBBB",
      ".B.B.B.B.",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    EXPECT_EQ(ShowPoints(Estimate(b, side).dead), ShowPoints(StonesOf(b, Color::kWhite)));
  }
}

TEST(EstimateCases, LivingGroupOnTheEdgeWithAnOpenBoundary) {
  // White lives in the top left corner (eyes (0,0) and (2,0), pass-alive) and walls off the left
  // edge below it with (3,2), (3,4) and (3,5), leaving a gap at (3,3) that Black's wall (4,3)
  // touches. Nothing is dead either side to move; (3,3) is where the boundary is still open.
  const Board b = TestBoard({
      ".W.W.B...",
      "WWWW.B...",
      "...W.B...",
      "....B....",
      "...WB....",
      "...WB....",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    const DeadEstimate est = Estimate(b, side);
    EXPECT_EQ(ShowPoints(est.dead), "none");
    EXPECT_EQ(est.sealing[3 * 9 + 3], 1);
    EXPECT_EQ(est.certain[0], -1);
  }
}

TEST(EstimateCases, EmptyBoard) {
  const Board b(9, 9);
  const DeadEstimate est = Estimate(b);
  // No stones, nothing dead; the playouts fill the board at random, so no point is anyone's.
  EXPECT_TRUE(est.dead.empty());
  ASSERT_EQ(est.ownership.size(), 81u);
  for (float v : est.ownership) EXPECT_LT(v < 0 ? -v : v, 0.5f);
  for (int8_t c : est.certain) EXPECT_EQ(c, 0);
}

TEST(EstimateCases, OneStone) {
  // A lone stone on an empty board owns it: nothing the other side can do kills it for sure.
  Board b(9, 9);
  b.Set(4, 4, Color::kBlack);
  const DeadEstimate est = Estimate(b);
  EXPECT_TRUE(est.dead.empty());
  EXPECT_GT(est.ownership[4 * 9 + 4], 0.5f);
}

TEST(EstimateCases, NothingDead) {
  // Two walls, each alive with its own half of the board.
  const Board b = TestBoard({
      "...BW...",
      "...BW...",
      "...BW...",
      "...BW...",
      "...BW...",
  });
  const DeadEstimate est = Estimate(b);
  EXPECT_TRUE(est.dead.empty());
  EXPECT_GT(est.ownership[0], 0.9f);
  EXPECT_LT(est.ownership[7], -0.9f);
}

// ---------------------------------------------------------------------------------------------
// Contracts.

TEST(EstimateContract, SameSeedSameAnswer) {
  std::vector<goscore_dataset::Case> cases;
  std::string error;
  ASSERT_TRUE(goscore_dataset::ReadCases(DatasetsDir() + "/ogs-autoscore.json", &cases, &error))
      << error;
  for (size_t i = 0; i < cases.size(); i += 5) {
    const DeadEstimate a = Estimate(cases[i].board, Color::kBlack, 7);
    const DeadEstimate b = Estimate(cases[i].board, Color::kBlack, 7);
    EXPECT_EQ(ShowPoints(a.dead), ShowPoints(b.dead)) << cases[i].id;
    EXPECT_EQ(a.ownership, b.ownership) << cases[i].id;
    EXPECT_EQ(a.seki, b.seki) << cases[i].id;
    EXPECT_EQ(a.sealing, b.sealing) << cases[i].id;
  }
}

TEST(EstimateContract, WholeChainsOnlyAndSorted) {
  std::vector<goscore_dataset::Case> cases;
  std::string error;
  ASSERT_TRUE(goscore_dataset::ReadCases(DatasetsDir() + "/ogs-autoscore.json", &cases, &error))
      << error;
  for (const goscore_dataset::Case& k : cases) {
    const Board& b = k.board;
    const DeadEstimate est = Estimate(b);
    std::vector<uint8_t> dead(b.area(), 0);
    for (const Point& p : est.dead) {
      ASSERT_NE(b.At(p.x, p.y), Color::kEmpty) << k.id;
      dead[p.y * b.width() + p.x] = 1;
    }
    // Same-coloured neighbours are in one chain: they are both dead or both alive.
    for (int y = 0; y < b.height(); ++y) {
      for (int x = 0; x < b.width(); ++x) {
        if (b.At(x, y) == Color::kEmpty) continue;
        if (x + 1 < b.width() && b.At(x + 1, y) == b.At(x, y)) {
          EXPECT_EQ(dead[y * b.width() + x], dead[y * b.width() + x + 1]) << k.id;
        }
        if (y + 1 < b.height() && b.At(x, y + 1) == b.At(x, y)) {
          EXPECT_EQ(dead[y * b.width() + x], dead[(y + 1) * b.width() + x]) << k.id;
        }
      }
    }
    EXPECT_TRUE(std::is_sorted(est.dead.begin(), est.dead.end(), [](Point a, Point c) {
      return a.y != c.y ? a.y < c.y : a.x < c.x;
    })) << k.id;
    for (float v : est.ownership) {
      EXPECT_GE(v, -1.0f);
      EXPECT_LE(v, 1.0f);
    }
  }
}

TEST(EstimateContract, BadInput) {
  const Board b(5, 5);
  DeadEstimate out;
  EstimateOptions o;
  o.to_move = Color::kEmpty;
  Status st = EstimateDead(b, o, &out);
  EXPECT_EQ(st.code(), ErrorCode::kInvalidArgument);
  EXPECT_NE(st.message().find("toMove"), std::string::npos) << st.message();

  o = EstimateOptions();
  o.playouts = -1;
  st = EstimateDead(b, o, &out);
  EXPECT_EQ(st.code(), ErrorCode::kInvalidArgument);
  EXPECT_NE(st.message().find("playouts"), std::string::npos) << st.message();

  o.playouts = kMaxEstimatePlayouts + 1;
  EXPECT_EQ(EstimateDead(b, o, &out).code(), ErrorCode::kInvalidArgument);

  o = EstimateOptions();
  o.effort = static_cast<EstimateEffort>(7);
  st = EstimateDead(b, o, &out);
  EXPECT_EQ(st.code(), ErrorCode::kInvalidArgument);
  EXPECT_NE(st.message().find("effort"), std::string::npos) << st.message();

  o = EstimateOptions();
  o.komi_tenths = 2000000000;
  EXPECT_EQ(EstimateDead(b, o, &out).code(), ErrorCode::kInvalidArgument);

  ScoreEstimate score;
  EXPECT_EQ(EstimateScore(b, EstimateOptions(), -1, 0, &score).code(), ErrorCode::kInvalidArgument);

  // A chain without liberties is not a position.
  const Board surrounded = TestBoard({"BW", "W."});
  st = EstimateDead(surrounded, EstimateOptions(), &out);
  EXPECT_EQ(st.code(), ErrorCode::kInvalidBoard);
  EXPECT_NE(st.message().find("(0, 0)"), std::string::npos) << st.message();
}

TEST(EstimateScore, OneStoneDoesNotOwnAnEmptyBoard) {
  // After Black's first move the whole empty board "reaches" black stones only, but it is nobody's
  // yet: the estimate is about one move's worth, nowhere near the 81 points of the board, and a
  // far corner is undecided (the playouts give it to either side).
  Board b(9, 9);
  b.mutable_cells()[b.Loc(4, 4)] = 1;
  EstimateOptions o;
  o.area_rules = true;
  o.komi_tenths = 0;
  ScoreEstimate s;
  ASSERT_TRUE(EstimateScore(b, o, 0, 0, &s).ok());
  EXPECT_GT(s.score, -10);
  EXPECT_LT(s.score, 30) << "one stone counted as the whole board";
  EXPECT_LT(std::abs(s.ownership[0]), 0.6f);
  // The dead-stone estimate of a finished position is unchanged by this: the region rule holds
  // there (EstimateDead, SplitBoardIsKomiApart below).
}

TEST(EstimateScore, SplitBoardIsKomiApart) {
  // Two living walls: Black owns x = 0..3 (4 columns) and White x = 4..7; with territory counting
  // each side has 3 columns of 5 empty points and the walls do not count.
  const Board b = TestBoard({
      "...BW...",
      "...BW...",
      "...BW...",
      "...BW...",
      "...BW...",
  });
  EstimateOptions o;
  o.komi_tenths = 65;
  ScoreEstimate s;
  ASSERT_TRUE(EstimateScore(b, o, 2, 0, &s).ok());
  EXPECT_NEAR(s.score, 2 - 6.5, 0.5);  // 15 - 15 territory, 2 prisoners for Black, komi
  o.area_rules = true;
  o.komi_tenths = 75;
  ASSERT_TRUE(EstimateScore(b, o, 2, 0, &s).ok());
  EXPECT_NEAR(s.score, -7.5, 0.5);  // 20 - 20 area; prisoners do not count
}

}  // namespace
}  // namespace goscore
