// Tests of the exact local life-and-death search (cpp/estimate/local_search.h) on problems drawn
// as small maps, and of the reading of groups with outside liberties (group_reading.h,
// GroupReadingLimits::max_exterior). Answers from Go knowledge (Sensei's Library, "Killable
// eyeshapes", "Seki").
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../fixtures/estimate/ogs_dataset.h"
#include "board/board.h"
#include "datasets.h"
#include "estimate/estimate.h"
#include "estimate/group_reading.h"
#include "estimate/local_search.h"
#include "estimate/tuning.h"
#include "estimate_test_util.h"
#include "life/benson.h"
#include "test_board.h"

namespace goscore {
namespace {

// A problem from a map: 'T' the target chain's stones, 'W' the attacker's uncapturable wall, '.'
// an empty local point, 'a' / 'd' an attacker / defender stone on a local point, 'R' an attacker
// stone on a decisive point (its capture saves the target), 'F' a defender chain that cannot be
// captured, '#' nothing.
LocalProblem Problem(const std::vector<std::string>& rows) {
  LocalProblem p;
  std::vector<std::vector<int>> index(rows.size(), std::vector<int>(rows[0].size(), -1));
  for (size_t y = 0; y < rows.size(); ++y) {
    for (size_t x = 0; x < rows[y].size(); ++x) {
      const char ch = rows[y][x];
      if (ch != '.' && ch != 'a' && ch != 'd' && ch != 'R') continue;
      const int i = p.size++;
      index[y][x] = i;
      p.adjacent[i] = 0;
      if (ch == 'a' || ch == 'R') p.attacker |= 1u << i;
      if (ch == 'R') p.decisive |= 1u << i;
      if (ch == 'd') p.defender |= 1u << i;
    }
  }
  for (size_t y = 0; y < rows.size(); ++y) {
    for (size_t x = 0; x < rows[y].size(); ++x) {
      const int i = index[y][x];
      if (i < 0) continue;
      const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};
      for (int k = 0; k < 4; ++k) {
        const int nx = static_cast<int>(x) + dx[k], ny = static_cast<int>(y) + dy[k];
        if (ny < 0 || nx < 0 || ny >= static_cast<int>(rows.size()) ||
            nx >= static_cast<int>(rows[ny].size())) {
          continue;
        }
        const char ch = rows[ny][nx];
        if (index[ny][nx] >= 0) p.adjacent[i] |= 1u << index[ny][nx];
        if (ch == 'T') p.next_to_target |= 1u << i;
        if (ch == 'W') p.next_to_wall |= 1u << i;
        if (ch == 'F') p.next_to_friend |= 1u << i;
      }
    }
  }
  return p;
}

LocalStatus Solve(const std::vector<std::string>& rows) {
  return SolveLocal(Problem(rows), 100000).status;
}

TEST(EstimateLocalSearch, AnEmptyKillingShapeIsCritical) {
  // Straight three and bent three: whoever plays the middle point decides.
  EXPECT_EQ(Solve({"TTTTT", "T...T", "TTTTT"}), LocalStatus::kCritical);
  EXPECT_EQ(Solve({"TTTT", "T.TT", "T..T", "TTTT"}), LocalStatus::kCritical);
}

TEST(EstimateLocalSearch, AKillingShapeWithItsVitalPointTakenIsDead) {
  // The attacker on the middle of a straight three: the defender's captures leave one eye.
  EXPECT_EQ(Solve({"TTTTT", "T.a.T", "TTTTT"}), LocalStatus::kDead);
  // One eye of two points: dead whoever moves.
  EXPECT_EQ(Solve({"TTTT", "T..T", "TTTT"}), LocalStatus::kDead);
}

TEST(EstimateLocalSearch, TwoEyesAndAStraightFourLive) {
  EXPECT_EQ(Solve({"TTTTT", "T.T.T", "TTTTT"}), LocalStatus::kAlive);
  EXPECT_EQ(Solve({"TTTTTT", "T....T", "TTTTTT"}), LocalStatus::kAlive);
}

TEST(EstimateLocalSearch, TwoTrueEyesEndTheSearchAtOnce) {
  // The target has the true eyes (1,1) and (3,1) besides an open area: it lives whatever the
  // attacker does there (Benson), which the search sees at the root of each of its two searches.
  const LocalAnswer a = SolveLocal(Problem({"TTTTT", "T.T.T", "TTTTT", "#....", "#...."}), 100000);
  EXPECT_EQ(a.status, LocalStatus::kAlive);
  EXPECT_LE(a.nodes, 2);
}

TEST(EstimateLocalSearch, ASekiLives) {
  // The attacker's chain (1,0) (0,1) (1,1) has the eye (0,0); the target has the eye (4,0); they
  // share (2,0) and (2,1). Filling the second shared liberty is self-atari for either: seki, so
  // the attacker never captures the target.
  EXPECT_EQ(Solve({".a.T.", "aa.TT"}), LocalStatus::kAlive);
}

TEST(EstimateLocalSearch, AnAttackerStoneNextToTheWallCannotBeCaptured) {
  // The target's two-point space opens on the wall's side: the attacker's stone at (1,1) is part
  // of the wall, so the target has one eye at most and dies even moving first.
  EXPECT_EQ(Solve({"TTTW", "T..W", "TTTW"}), LocalStatus::kDead);
}

TEST(EstimateLocalSearch, ARaceOverAStraightThreeWithOneOutsideLibertyIsASeki) {
  // The target's only liberties are the straight three (1,1) (2,1) (3,1); the attacker's chain R
  // shares them and has one liberty more, (1,3), next to a defender chain that cannot be captured.
  // The attacker's vital point (2,1) leaves both sides two shared liberties once the defender
  // fills (1,3): whoever fills next is captured, so the target lives (seki).
  EXPECT_EQ(Solve({"TTTTT", "T...R", "RRRRR", "F.###"}), LocalStatus::kAlive);
  // With a second outside liberty the attacker has the longer race: the target dies when the
  // attacker moves first.
  EXPECT_EQ(Solve({"TTTTT", "T...R", "RRRRR", "F..##", "FFF##"}), LocalStatus::kCritical);
  // With the outside liberty next to the attacker's wall instead, the defender cannot fill it.
  EXPECT_NE(Solve({"TTTTT", "T...R", "RRRRR", "W.###"}), LocalStatus::kAlive);
}

TEST(EstimateLocalSearch, CapturingADecisiveChainSavesTheTarget) {
  // The target has one liberty, (1,1), which is also the last liberty of the attacker's chain R:
  // the defender moving first captures R and lives; the attacker moving first captures the target.
  EXPECT_EQ(Solve({"TTT", "T.R", "RRR"}), LocalStatus::kCritical);
}

TEST(EstimateLocalSearch, TheBudgetBoundsTheWork) {
  // A large open space cannot be settled in 50 positions: unknown, and no more work than that.
  const LocalAnswer a = SolveLocal(Problem({"TTTTTTT", "T.....T", "T.....T", "TTTTTTT"}), 50);
  EXPECT_EQ(a.status, LocalStatus::kUnknown);
  EXPECT_LE(a.nodes, 51);
}

// What the readers read: the start position, the pass-alive map, and playouts that keep every
// stone (mean owner = its colour) except the chain through `unsettled` (mean 0), if any, so that
// only the position decides.
struct ReadingInput {
  PlayoutBoard start;
  std::vector<int8_t> pass_alive;
  std::vector<float> mean;
  ReadingInput(const Board& b, int unsettled = -1) {
    start.Reset(b);
    PassAliveMap(b, /*multi_stone_suicide_legal=*/false, &pass_alive);
    mean.assign(b.padded_size(), 0.0f);
    const int head = unsettled >= 0 ? start.Head(unsettled) : -1;
    for (int i = 0; i < b.padded_size(); ++i) {
      const int8_t c = start.cell(i);
      if ((c == 1 || c == -1) && start.Head(i) != head) mean[i] = c;
    }
  }
};

// ReadEnclosedGroups's verdict on the stone at (x, y).
int VerdictAt(const Board& b, int x, int y, const GroupReadingLimits& limits = {}) {
  const ReadingInput in(b);
  LocalVerdicts verdicts;
  ReadEnclosedGroups(b, in.start, in.pass_alive, in.mean, limits, &verdicts);
  return verdicts[b.Loc(x, y)];
}

TEST(EstimateGroupReading, AWallShortOfLibertiesIsNoWall) {
  // White's ring has the straight three (3,3) (4,3) (5,3) as its only eye space; Black's ring
  // around it lives on the open board (24 liberties): a safe wall, so White's ring is read,
  // critical with the simplest eye space, and dead (Black plays (4,3) once both have passed).
  const Board safe = TestBoard({
      ".........",
      ".BBBBBBB.",
      ".BWWWWWB.",
      ".BW...WB.",
      ".BWWWWWB.",
      ".BBBBBBB.",
      ".........",
  });
  EXPECT_EQ(VerdictAt(safe, 2, 2), -1);
  // Inside a White frame that leaves Black's ring 2 liberties outside ((8,5), (7,6)), fewer than
  // the 3 empty points of the eye space: a race the search cannot see (White may fill them from
  // outside), so the inner ring is not read.
  const Board short_of_liberties = TestBoard({
      "WWWWWWWWW",
      "WBBBBBBBW",
      "WBWWWWWBW",
      "WBW...WBW",
      "WBWWWWWBW",
      "WBBBBBBB.",
      "WWWWWWW..",
      ".........",
  });
  EXPECT_EQ(VerdictAt(short_of_liberties, 2, 2), 0);
}

// ReadRaces's verdict on the chain through (x, y), left unsettled by the playouts.
int RaceVerdictAt(const Board& b, int x, int y, GroupReadingStats* stats = nullptr) {
  const ReadingInput in(b, b.Loc(x, y));
  LocalVerdicts verdicts;
  const GroupReadingStats read =
      ReadRaces(b, in.start, in.pass_alive, in.mean, RaceLimits{}, &verdicts);
  if (stats) *stats = read;
  return verdicts[b.Loc(x, y)];
}

TEST(EstimateRaceReading, AChainInSekiWithAnOutsideLibertyLives) {
  // White's chain along the top has the straight three (1,1) (2,1) (3,1) as its only liberties.
  // Black's chain below shares them and has one more, (1,3), which only White's outer chain and
  // Black's chain touch. Black playing the vital point (2,1) and White filling (1,3) leave two
  // shared liberties: a seki, so White's chain lives (the race the enclosed groups' reading
  // cannot see: its eye space is bounded by Black's chain, not its own).
  const Board seki = TestBoard({
      "WWWWWBW..",
      "W...BBW..",
      "BBBBBWW..",
      "W.WWWW...",
      "WWW......",
      ".........",
  });
  GroupReadingStats stats;
  EXPECT_EQ(RaceVerdictAt(seki, 0, 0, &stats), 1);
  EXPECT_EQ(stats.read, 1);
  EXPECT_EQ(stats.alive, 1);
  EXPECT_EQ(RaceVerdictAt(seki, 3, 0), 1);  // every stone of the chain
  // Two outside liberties for Black: the race is Black's when Black moves first, so no verdict
  // (left to the playouts, as the reading leaves every chain that lives or dies by who moves).
  const Board race = TestBoard({
      "WWWWWBW..",
      "W...BBW..",
      "BBBBBWW..",
      "W..WWW...",
      "WWWW.....",
      ".........",
  });
  EXPECT_EQ(RaceVerdictAt(race, 0, 0, &stats), 0);
  EXPECT_EQ(stats.read, 1);
  EXPECT_EQ(stats.critical, 1);
  // A settled chain is not read: the playouts' verdict stands.
  const ReadingInput settled(seki);
  LocalVerdicts verdicts;
  stats = ReadRaces(seki, settled.start, settled.pass_alive, settled.mean, RaceLimits{}, &verdicts);
  EXPECT_EQ(stats.read, 0);
  EXPECT_EQ(verdicts[seki.Loc(0, 0)], 0);
}

// EstimateDead with outside liberties read (max_exterior 4) and the default tuning otherwise.
DeadEstimate WithExterior(const Board& b, Color to_move) {
  EstimateTuning t;
  t.reading.max_exterior = 4;
  EstimateOptions o;
  o.to_move = to_move;
  DeadEstimate e;
  const Status st = EstimateDeadTuned(b, o, t, &e);
  EXPECT_TRUE(st.ok()) << st.message();
  return e;
}

TEST(EstimateExteriorReading, AGroupWithAnOutsideLibertyInTheEnemysAreaIsRead) {
  // White's group has the bent three (3,5) (2,6) (3,6) and one liberty outside it, (1,4), which
  // only Black's wall and the group touch. Black plays the vital point (3,6) and fills (1,4) at
  // leisure: dead once both have passed, decided by the search.
  const Board b = TestBoard({
      ".........",
      ".........",
      ".........",
      "BBBBBBBB.",
      "B.WWWWWB.",
      "BWW.WWWB.",
      "BW..WWWB.",
      "BWWWWWWB.",
      "BBBBBBBB.",
  });
  for (Color side : {Color::kBlack, Color::kWhite}) {
    const DeadEstimate e = WithExterior(b, side);
    ASSERT_FALSE(e.chains.empty());
    bool found = false;
    for (const ChainJudgement& j : e.chains) {
      if (j.stone.x != 2 || j.stone.y != 4) continue;
      found = true;
      EXPECT_TRUE(j.dead);
      EXPECT_EQ(j.basis, ChainBasis::kLocalSearch);
    }
    EXPECT_TRUE(found);
  }
}

TEST(EstimateExteriorReading, AWallThatSharesTheOutsideLibertyIsNoWall) {
  // game_34820354 of the dataset: White's right-hand group (6,4) ... (8,7) has one eye, (7,6), and
  // the outside liberty (8,8), which it shares with Black's (7,8), whose only other liberty is
  // (6,8). (7,8) is no safe wall (one liberty outside), so the group is not read, and it stays
  // alive (the labels: White's).
  goscore_dataset::Case case_;
  ASSERT_TRUE(DatasetCase("game_34820354", &case_));
  const goscore_dataset::Case* k = &case_;
  ASSERT_EQ(k->board.At(6, 4), Color::kWhite);
  for (Color side : {Color::kBlack, Color::kWhite}) {
    const DeadEstimate e = WithExterior(k->board, side);
    for (const ChainJudgement& j : e.chains) {
      if (j.stone.x == 6 && j.stone.y == 4) {
        EXPECT_FALSE(j.dead);
        EXPECT_NE(j.basis, ChainBasis::kLocalSearch);
      }
    }
  }
}

TEST(EstimateExteriorReading, APointOrTwoInsideIsNoEyeSpaceToRead) {
  // game_seki_64848549 of the dataset, lower right corner: White's (18,17) and (17,18) share the
  // one-point region (18,18) and the outside liberty (17,17) with Black's corner chain. Whatever
  // the truth of that corner (the labels: a seki), one point inside is no eye shape to read, so
  // the search leaves it to the playouts.
  goscore_dataset::Case case_;
  ASSERT_TRUE(DatasetCase("game_seki_64848549", &case_));
  const goscore_dataset::Case* k = &case_;
  ASSERT_EQ(k->board.At(18, 17), Color::kWhite);
  ASSERT_EQ(k->board.At(17, 18), Color::kWhite);
  for (Color side : {Color::kBlack, Color::kWhite}) {
    for (const ChainJudgement& j : WithExterior(k->board, side).chains) {
      if ((j.stone.x == 18 && j.stone.y == 17) || (j.stone.x == 17 && j.stone.y == 18)) {
        EXPECT_NE(j.basis, ChainBasis::kLocalSearch) << j.stone.x << "," << j.stone.y;
      }
    }
  }
}

TEST(EstimateExteriorReading, EnemyStonesInsideCountAsEyeSpace) {
  // Black's corner group has two empty points inside, (0,0) and (2,0), and the outside liberty
  // (4,0); White's four stones inside share (0,0) and (2,0). Counting empty points only, that is
  // too small an eye space to read; but once Black captures the four stones, their points are
  // eye space: White throws in at (2,0) (or fills (4,0) first), Black must take five stones at
  // (0,0) and is left with a bulky five, whose vital point (1,1) White takes (Sensei's Library,
  // "Bulky five"). Dead as it stands, decided by the search.
  const Board b = TestBoard({
      ".W.B.WW..",
      "BWWBWW...",
      "BWBBW....",
      "BBBWW....",
      "WWWW.....",
      ".........",
  });
  EXPECT_EQ(VerdictAt(b, 3, 0), -1);
  // The same group with the inside stones not counted is not read.
  GroupReadingLimits limits;
  limits.count_enemy_inside = false;
  EXPECT_EQ(VerdictAt(b, 3, 0, limits), 0);
}

}  // namespace
}  // namespace goscore
