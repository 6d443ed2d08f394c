// Board parsing, the region finder, Tromp-Taylor and the position scorers.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "position_fixture.h"
#include "reference_ownership.h"
#include "scoring/scoring.h"
#include "test_board.h"

namespace goscore {
namespace {

const std::vector<std::string_view> kExercism = {"  B  ", " B B ", "B W B", " W W ", "  W  "};

TEST(Board, ParsesRowsAndDots) {
  Board b = TestBoard({"B.W", " BW"});
  EXPECT_EQ(b.width(), 3);
  EXPECT_EQ(b.height(), 2);
  EXPECT_EQ(b.At(0, 0), Color::kBlack);
  EXPECT_EQ(b.At(1, 0), Color::kEmpty);
  EXPECT_EQ(b.At(2, 0), Color::kWhite);
  EXPECT_EQ(b.At(0, 1), Color::kEmpty);
  EXPECT_EQ(b.Count(Color::kBlack), 2);
  EXPECT_EQ(b.Count(Color::kWhite), 2);
  EXPECT_EQ(b.ToRows(), (std::vector<std::string>{"B W", " BW"}));
}

TEST(Board, WallsSurroundTheBoard) {
  Board b(3, 2);
  const int8_t* c = b.cells();
  for (int y = -1; y <= 2; ++y) {
    EXPECT_EQ(c[(y + 1) * b.stride()], Board::kWall);  // x = -1 (and x = width of the row before)
  }
  for (int x = 0; x < 3; ++x) {
    EXPECT_EQ(c[b.Loc(x, 0) - b.stride()], Board::kWall);
    EXPECT_EQ(c[b.Loc(x, 1) + b.stride()], Board::kWall);
  }
  EXPECT_EQ(c[b.Loc(2, 1) + 1], Board::kWall);
}

TEST(Board, RejectsRaggedRows) {
  Board b;
  Status s = ParseRows({"BBBBB", "  W  ", "W W "}, &b);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidBoard);
  EXPECT_EQ(s.message(), "row 2 has 4 points, expected 5");
}

TEST(Board, RejectsUnknownCharacters) {
  Board b;
  Status s = ParseRows({"B W", "BxW"}, &b);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidBoard);
  EXPECT_EQ(s.message(), "row 1 column 1 has 'x', expected 'B', 'W', ' ' or '.'");
  s = ParseRows({std::string_view("B\x01W", 3)}, &b);
  EXPECT_EQ(s.message(), "row 0 column 1 has character code 1, expected 'B', 'W', ' ' or '.'");
}

TEST(Board, RejectsEmptyBoards) {
  Board b;
  EXPECT_EQ(ParseRows({}, &b).message(), "the board is empty");
  EXPECT_EQ(ParseRows({""}, &b).message(), "row 0 is empty");
  EXPECT_EQ(ParseRowsText("", &b).message(), "the board is empty");
}

TEST(Board, RejectsBoardsPastTheMaximum) {
  Board b;
  std::string wide(kMaxSide + 1, ' ');
  Status s = ParseRows({wide}, &b);
  EXPECT_EQ(s.code(), ErrorCode::kBoardTooLarge);
  EXPECT_EQ(s.message(), "the board is 1025x1, larger than the maximum of 1024x1024");
  std::string tall;
  for (int i = 0; i < kMaxSide + 5; ++i) tall += " \n";
  EXPECT_EQ(ParseRowsText(tall, &b).code(), ErrorCode::kBoardTooLarge);
  EXPECT_TRUE(Board::CheckSize(kMaxSide, kMaxSide).ok());
}

TEST(Board, ParsesText) {
  Board b;
  ASSERT_TRUE(ParseRowsText("B.\r\n.W\n", &b).ok());
  EXPECT_EQ(b.width(), 2);
  EXPECT_EQ(b.height(), 2);
  EXPECT_EQ(b.At(1, 1), Color::kWhite);
}

TEST(Board, ParsesSigns) {
  const int8_t signs[] = {1, 0, -1, 0, 1, 0};
  Board b;
  ASSERT_TRUE(ParseSigns(signs, 3, 2, &b).ok());
  EXPECT_EQ(b.At(2, 0), Color::kWhite);
  EXPECT_EQ(b.At(1, 1), Color::kBlack);
  const int8_t bad[] = {1, 0, 2, 0};
  Status s = ParseSigns(bad, 2, 2, &b);
  EXPECT_EQ(s.message(), "row 1 column 0 has 2, expected 1, -1 or 0");
  EXPECT_EQ(ParseSigns(signs, 0, 3, &b).code(), ErrorCode::kInvalidBoard);
}

TEST(Regions, ExercismRegions) {
  Board b = TestBoard(kExercism);
  RegionFinder f;
  Region r = f.RegionAt(b, 0, 1);
  EXPECT_EQ(r.owner, Color::kBlack);
  EXPECT_EQ(r.points, (std::vector<Point>{{0, 0}, {0, 1}, {1, 0}}));
  r = f.RegionAt(b, 2, 3);
  EXPECT_EQ(r.owner, Color::kWhite);
  EXPECT_EQ(r.points, (std::vector<Point>{{2, 3}}));
  r = f.RegionAt(b, 1, 4);
  EXPECT_EQ(r.owner, Color::kEmpty);
  EXPECT_EQ(r.points, (std::vector<Point>{{0, 3}, {0, 4}, {1, 4}}));
  r = f.RegionAt(b, 1, 1);
  EXPECT_EQ(r.owner, Color::kEmpty);
  EXPECT_TRUE(r.points.empty());
}

TEST(Regions, EmptyBoardIsOneNeutralRegion) {
  Board b(4, 3);
  RegionFinder f;
  std::vector<Region> all = f.AllRegions(b);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].owner, Color::kEmpty);
  EXPECT_EQ(all[0].points.size(), 12u);
}

TEST(Regions, OwnershipMarksStonesAndRegions) {
  Board b = TestBoard({" B ", "BW ", "  W"});
  RegionFinder f;
  std::vector<int8_t> own(9);
  f.Ownership(b, own.data());
  EXPECT_EQ(own, (std::vector<int8_t>{1, 1, 0, 1, -1, 0, 0, 0, -1}));
  const int8_t signs[] = {0, 1, 0, 1, -1, 0, 0, 0, -1};
  std::vector<int8_t> own2(9);
  f.OwnershipFromSigns(signs, 3, 3, own2.data());
  EXPECT_EQ(own, own2);
}

TEST(Regions, MatchesReferenceOnRandomBoards) {
  std::mt19937 rng(12345);
  RegionFinder f;
  for (int iter = 0; iter < 400; ++iter) {
    const int w = 1 + rng() % 13, h = 1 + rng() % 13;
    const int density = rng() % 100;
    Board b(w, h);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        if (static_cast<int>(rng() % 100) < density) {
          b.Set(x, y, rng() % 2 ? Color::kBlack : Color::kWhite);
        }
      }
    }
    std::vector<int8_t> own(w * h);
    f.Ownership(b, own.data());
    ASSERT_EQ(own, ReferenceOwnership(b)) << "iteration " << iter;
    // Labels agree with the ownership map, and every region's points are listed exactly once.
    std::vector<int32_t> label(w * h);
    std::vector<Color> owners = f.Label(b, label.data());
    std::vector<Region> all = f.AllRegions(b);
    ASSERT_EQ(owners.size(), all.size());
    size_t empties = 0;
    for (size_t i = 0; i < all.size(); ++i) {
      EXPECT_EQ(owners[i], all[i].owner);
      for (Point p : all[i].points) EXPECT_EQ(label[p.y * w + p.x], static_cast<int32_t>(i));
      empties += all[i].points.size();
    }
    EXPECT_EQ(empties, static_cast<size_t>(b.Count(Color::kEmpty)));
  }
}

TEST(Regions, FastPathsAgreeWithTheCheckedOnes) {
  std::mt19937 rng(99);
  RegionFinder f;
  RegionFinder g;
  for (int iter = 0; iter < 300; ++iter) {
    const int w = 1 + rng() % 12, h = 1 + rng() % 12;
    std::vector<int8_t> signs(w * h);
    std::string text;
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const int r = rng() % 3;
        signs[y * w + x] = static_cast<int8_t>(r - 1);
        text += r == 0 ? 'W' : r == 1 ? (rng() % 2 ? ' ' : '.') : 'B';
      }
      if (y + 1 < h || iter % 2 == 0) text += '\n';
    }
    Board b;
    ASSERT_TRUE(ParseRowsText(text, &b).ok());
    std::vector<int8_t> expected(w * h), got(text.size());
    g.Classify(b, expected.data());
    int gw = 0, gh = 0;
    ASSERT_TRUE(f.ClassifyRowsText(text, got.data(), &gw, &gh)) << text;
    EXPECT_EQ(gw, w);
    EXPECT_EQ(gh, h);
    got.resize(w * h);
    EXPECT_EQ(got, expected);
    // Classes agree with ownership: 0 on stones, else 1 / 2 / 3 for owner 1 / -1 / 0.
    std::vector<int8_t> own(w * h), own_checked(w * h);
    g.Ownership(b, own.data());
    for (int i = 0; i < w * h; ++i) {
      const int8_t want = signs[i] != 0 ? 0 : own[i] == 1 ? 1 : own[i] == -1 ? 2 : 3;
      ASSERT_EQ(expected[i], want);
    }
    EXPECT_EQ(f.OwnershipFromSigns(signs.data(), w, h, own_checked.data()), -1);
    EXPECT_EQ(own_checked, own);
  }
}

TEST(Regions, FastPathsRefuseWhatTheyDoNotRead) {
  RegionFinder f;
  std::vector<int8_t> out(64);
  int w = 0, h = 0;
  for (const char* text : {"", "\n", "BW\nB\n", "BW\nBWB\n", "B\r\nW\n", "BxW\n", "B\n\n"}) {
    EXPECT_FALSE(f.ClassifyRowsText(text, out.data(), &w, &h)) << text;
  }
  const int8_t signs[] = {1, 0, 0, 2, -1, 0};
  EXPECT_EQ(f.OwnershipFromSigns(signs, 3, 2, out.data()), 3);
  const int8_t low[] = {0, -2};
  EXPECT_EQ(f.OwnershipFromSigns(low, 2, 1, out.data()), 1);
}

TEST(Regions, HugeEmptyRegionNeedsNoRecursion) {
  Board b(1000, 1000);
  b.Set(500, 500, Color::kWhite);
  RegionFinder f;
  Region r = f.RegionAt(b, 0, 0);
  EXPECT_EQ(r.owner, Color::kWhite);
  EXPECT_EQ(r.points.size(), 1000u * 1000u - 1);
}

TEST(Regions, MazeRegion) {
  // A serpentine corridor: every other row is black except one gap at alternating ends, so the
  // single empty region is one path of about half the board.
  const int n = 999;
  Board b(n, n);
  for (int y = 1; y < n; y += 2) {
    for (int x = 0; x < n; ++x) b.Set(x, y, Color::kBlack);
    b.Set((y / 2) % 2 == 0 ? n - 1 : 0, y, Color::kEmpty);
  }
  RegionFinder f;
  std::vector<int8_t> own(n * n);
  f.Ownership(b, own.data());
  for (int8_t o : own) ASSERT_EQ(o, 1);
  Region r = f.RegionAt(b, 0, 0);
  EXPECT_EQ(r.owner, Color::kBlack);
  EXPECT_EQ(static_cast<int>(r.points.size()), b.Count(Color::kEmpty));
}

TEST(TrompTaylor, SpecExamples) {
  RegionFinder f;
  TrompTaylorResult r;
  const int8_t a[] = {1, 1, 1, 1, 0, 1, 1, 1, 1};
  Board b;
  ASSERT_TRUE(ParseSigns(a, 3, 3, &b).ok());
  ASSERT_TRUE(ScoreTrompTaylor(b, 0.5, 2, 12, f, &r).ok());
  EXPECT_TRUE(r.terminal);
  EXPECT_EQ(r.black, 9.0);
  EXPECT_EQ(r.white, 0.5);
  EXPECT_EQ(r.winner, 1);

  const int8_t c[] = {1, 0, 0, -1};
  ASSERT_TRUE(ParseSigns(c, 2, 2, &b).ok());
  ASSERT_TRUE(ScoreTrompTaylor(b, 0.5, 1, 3, f, &r).ok());
  EXPECT_FALSE(r.terminal);

  const int8_t d[] = {1, 0, -1, 1, 0, -1, 1, 0, -1};
  ASSERT_TRUE(ParseSigns(d, 3, 3, &b).ok());
  ASSERT_TRUE(ScoreTrompTaylor(b, 0, 2, 10, f, &r).ok());
  EXPECT_TRUE(r.terminal);
  EXPECT_EQ(r.black, 3.0);
  EXPECT_EQ(r.white, 3.0);
  EXPECT_EQ(r.winner, 0);
}

TEST(TrompTaylor, TerminalByMoveCount) {
  RegionFinder f;
  TrompTaylorResult r;
  Board b(2, 2);  // area 4: terminal at 8 actions
  ASSERT_TRUE(ScoreTrompTaylor(b, 0, 0, 7, f, &r).ok());
  EXPECT_FALSE(r.terminal);
  ASSERT_TRUE(ScoreTrompTaylor(b, 0, 0, 8, f, &r).ok());
  EXPECT_TRUE(r.terminal);
  EXPECT_EQ(r.black, 0.0);
  EXPECT_EQ(r.white, 0.0);
}

TEST(TrompTaylor, RejectsBadNumbers) {
  RegionFinder f;
  TrompTaylorResult r;
  Board b(2, 2);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(ScoreTrompTaylor(b, nan, 2, 0, f, &r).message(),
            "komi must be a finite number, got NaN");
  EXPECT_EQ(ScoreTrompTaylor(b, inf, 2, 0, f, &r).message(),
            "komi must be a finite number, got Infinity");
  EXPECT_EQ(ScoreTrompTaylor(b, 0, -1, 0, f, &r).message(),
            "consecutivePasses must be a non-negative integer, got -1");
  EXPECT_EQ(ScoreTrompTaylor(b, 0, 0, 1.5, f, &r).message(),
            "moveCount must be a non-negative integer, got 1.5");
  EXPECT_EQ(ScoreTrompTaylor(b, 0, 0, 1.5, f, &r).code(), ErrorCode::kInvalidArgument);
}

ScoringRules RulesFromName(const std::string& name) {
  if (name == "area") return ScoringRules::kArea;
  if (name == "tromp-taylor") return ScoringRules::kTrompTaylor;
  return ScoringRules::kTerritory;
}

TEST(Scoring, SharedFixtures) {
  const auto fixtures = testing::LoadPositionFixtures();
  ASSERT_GE(fixtures.size(), 8u);
  RegionFinder f;
  for (const auto& fx : fixtures) {
    SCOPED_TRACE(fx.name);
    Board b;
    ASSERT_TRUE(ParseRowsText(fx.rows_text, &b).ok());
    ScoreInput in;
    in.rules = RulesFromName(fx.Get("rules", "territory"));
    in.komi_tenths = static_cast<int>(std::lround(std::stod(fx.Get("komi", "0")) * 10));
    const auto dead = fx.Points("dead");
    if (!dead.empty()) {
      in.dead.assign(b.area(), 0);
      for (Point p : dead) in.dead[p.y * b.width() + p.x] = 1;
    }
    in.seki = fx.Points("seki");
    std::istringstream pr(fx.Get("prisoners", "0 0"));
    pr >> in.prisoners_by_black >> in.prisoners_by_white;
    ScoreResult r;
    Status s = ScorePosition(b, in, f, &r);
    ASSERT_TRUE(s.ok()) << s.message();
    EXPECT_EQ(FormatTenths(r.black.total_tenths), fx.Get("black"));
    EXPECT_EQ(FormatTenths(r.white.total_tenths), fx.Get("white"));
    EXPECT_EQ(FormatResult(r), fx.Get("result"));
    EXPECT_EQ(SgfResult(r), fx.Get("sgf"));
  }
}

TEST(Scoring, PartsAddUp) {
  Board b = TestBoard({"..W..", "BBBBB", ".....", "WWWWW", ".B..."});
  ScoreInput in;
  in.dead.assign(25, 0);
  in.dead[2] = 1;          // (2, 0) white
  in.dead[4 * 5 + 1] = 1;  // (1, 4) black
  in.prisoners_by_black = 4;
  in.prisoners_by_white = 1;
  in.komi_tenths = 65;
  RegionFinder f;
  ScoreResult r;
  ASSERT_TRUE(ScorePosition(b, in, f, &r).ok());
  EXPECT_EQ(r.black.dead, 1);
  EXPECT_EQ(r.white.dead, 1);
  EXPECT_EQ(r.black.territory, 5);
  EXPECT_EQ(r.white.territory, 5);
  EXPECT_EQ(r.black.prisoners, 2);  // 1 captured by White + 1 dead
  EXPECT_EQ(r.white.prisoners, 5);  // 4 captured by Black + 1 dead
  EXPECT_EQ(r.black.stones, 5);
  EXPECT_EQ(r.white.stones, 5);
  EXPECT_EQ(r.dame, 5);
  EXPECT_EQ(r.black.total_tenths, 30);
  EXPECT_EQ(r.white.total_tenths, 65);
  EXPECT_EQ(r.winner, -1);
  EXPECT_EQ(r.margin_tenths, 35);
  EXPECT_EQ(r.owner[2], 1);
  EXPECT_EQ(r.owner[4 * 5 + 1], -1);
  EXPECT_EQ(r.owner[2 * 5], 0);

  in.rules = ScoringRules::kArea;
  ASSERT_TRUE(ScorePosition(b, in, f, &r).ok());
  EXPECT_EQ(r.black.total_tenths, 100);
  EXPECT_EQ(r.white.total_tenths, 165);

  in.rules = ScoringRules::kTrompTaylor;  // marks ignored: the dead stones stand
  ASSERT_TRUE(ScorePosition(b, in, f, &r).ok());
  EXPECT_EQ(r.black.total_tenths, 60);
  EXPECT_EQ(r.black.stones, 6);
  EXPECT_EQ(r.white.stones, 6);
}

TEST(Scoring, RejectsBadMarks) {
  Board b = TestBoard({"B.", ".W"});
  RegionFinder f;
  ScoreResult r;
  ScoreInput in;
  in.dead = {0, 1, 0, 0};
  EXPECT_EQ(ScorePosition(b, in, f, &r).message(), "(1, 0) is marked dead but is empty");
  in.dead = {1, 0, 0};
  EXPECT_EQ(ScorePosition(b, in, f, &r).message(), "the dead-stone mask has 3 points, expected 4");
  in.dead.clear();
  in.seki = {{5, 0}};
  EXPECT_EQ(ScorePosition(b, in, f, &r).code(), ErrorCode::kInvalidCoordinate);
  in.seki = {{0, 0}};
  EXPECT_EQ(ScorePosition(b, in, f, &r).message(),
            "seki point (0, 0) is a live stone, not an empty region");
  in.seki.clear();
  in.prisoners_by_black = -1;
  EXPECT_EQ(ScorePosition(b, in, f, &r).message(), "prisoners must not be negative");
}

TEST(Scoring, FormatsResults) {
  ScoreResult r;
  r.winner = 1;
  r.margin_tenths = 25;
  EXPECT_EQ(FormatResult(r), "Black wins by 2.5");
  EXPECT_EQ(FormatResult(r, "ko"), "흑 2.5집 승");
  EXPECT_EQ(FormatResult(r, "ja"), "黒 2.5目勝ち");
  EXPECT_EQ(FormatResult(r, "zh"), "黑胜2.5目");
  EXPECT_EQ(SgfResult(r), "B+2.5");
  r.winner = -1;
  r.margin_tenths = 65;
  EXPECT_EQ(FormatResult(r), "White wins by 6.5");
  EXPECT_EQ(FormatResult(r, "ko"), "백 6.5집 승");
  EXPECT_EQ(SgfResult(r), "W+6.5");
  r.margin_tenths = 70;
  EXPECT_EQ(SgfResult(r), "W+7");
  r.winner = 0;
  r.margin_tenths = 0;
  EXPECT_EQ(FormatResult(r), "Draw");
  EXPECT_EQ(FormatResult(r, "ko"), "무승부");
  EXPECT_EQ(SgfResult(r), "0");
  EXPECT_EQ(FormatTenths(-5), "-0.5");
  EXPECT_EQ(FormatTenths(0), "0");
  EXPECT_EQ(FormatTenths(-70), "-7");
}

}  // namespace
}  // namespace goscore
