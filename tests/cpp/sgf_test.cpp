// Tests of the SGF reader (cpp/sgf/sgf.h): reading records, their errors, and replaying them as
// games. Limits are in sgf_limits_test.cpp, the writer in sgf_write_test.cpp, the tree in
// sgf_tree_test.cpp.
#include "sgf/sgf.h"

#include <gtest/gtest.h>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "game/game.h"
#include "scoring/scoring.h"
#include "sgf_test_util.h"

namespace goscore {
namespace {

using namespace sgf_test;

// --- Reading ---

TEST(SgfParse, Basics) {
  const SgfRecord rec =
      MustParse("(;FF[4]GM[1]SZ[9]PB[Alice]PW[Bob]DT[2024-05-01]AP[Other:2]\n;B[cd];W[ee]\n;B[])");
  EXPECT_EQ(rec.width, 9);
  EXPECT_EQ(rec.height, 9);
  EXPECT_FALSE(rec.has_komi);
  EXPECT_EQ(rec.handicap, 0);
  EXPECT_TRUE(rec.result.empty());
  ASSERT_EQ(rec.moves.size(), 3u);
  EXPECT_EQ(rec.moves[0].color, Color::kBlack);
  EXPECT_FALSE(rec.moves[0].pass);
  EXPECT_EQ(rec.moves[0].point, (Point{2, 3}));
  EXPECT_EQ(rec.moves[0].node, 1);
  EXPECT_EQ(rec.moves[1].color, Color::kWhite);
  EXPECT_EQ(rec.moves[1].point, (Point{4, 4}));
  EXPECT_EQ(rec.moves[2].node, 3);
  EXPECT_TRUE(rec.moves[2].pass);
  // Kept: PB PW DT, in order; the writer's own properties (FF GM SZ AP) are not.
  ASSERT_EQ(rec.root_properties.size(), 3u);
  EXPECT_EQ(rec.root_properties[0], (std::pair<std::string, std::string>{"PB", "Alice"}));
  EXPECT_EQ(rec.root_properties[1], (std::pair<std::string, std::string>{"PW", "Bob"}));
  EXPECT_EQ(rec.root_properties[2], (std::pair<std::string, std::string>{"DT", "2024-05-01"}));
}

TEST(SgfParse, DefaultSizeAndLeadingText) {
  // Text before the first "(;" is skipped; no SZ means 19x19.
  const SgfRecord rec = MustParse("\xEF\xBB\xBFSubject: my game (see below)\n(;B[pd])");
  EXPECT_EQ(rec.width, 19);
  EXPECT_EQ(rec.height, 19);
  ASSERT_EQ(rec.moves.size(), 1u);
  EXPECT_EQ(rec.moves[0].point, (Point{15, 3}));
  EXPECT_EQ(rec.moves[0].node, 0);  // a move in the root node is tolerated
}

TEST(SgfParse, Escapes) {
  const SgfRecord rec =
      MustParse("(;PB[Lee \\] Sedol]PW[back\\\\slash]C[soft\\\nbreak and \\r \\:]GN[a\\\r\nb])");
  EXPECT_EQ(Prop(rec, "PB"), "Lee ] Sedol");
  EXPECT_EQ(Prop(rec, "PW"), "back\\slash");
  EXPECT_EQ(Prop(rec, "C"), "softbreak and r :");
  EXPECT_EQ(Prop(rec, "GN"), "ab");
}

TEST(SgfParse, WhitespaceAndFf3Identifiers) {
  const SgfRecord rec = MustParse(
      "  ( \n ; GaMe [1] SiZe\t[7] AddBlack [aa]\n [bb] AddWhite[cc] PlayerBlack [X]\r\n ;\n "
      "White [dd] ; Black\n[ee] )  ");
  EXPECT_EQ(rec.width, 7);
  EXPECT_EQ(rec.add_black, (std::vector<Point>{{0, 0}, {1, 1}}));
  EXPECT_EQ(rec.add_white, (std::vector<Point>{{2, 2}}));
  EXPECT_EQ(Prop(rec, "PB"), "X");
  ASSERT_EQ(rec.moves.size(), 2u);
  EXPECT_EQ(rec.moves[0].color, Color::kWhite);
  EXPECT_EQ(rec.moves[0].point, (Point{3, 3}));
  EXPECT_EQ(rec.moves[1].color, Color::kBlack);
}

TEST(SgfParse, CompressedPointLists) {
  // aa:cc is the 3x3 rectangle; corners in either order; overlaps count once; column-major.
  const SgfRecord rec = MustParse("(;SZ[9]AB[aa:cc][bb][ih:gi]AW[ea:eb]AE[bb][]AB[])");
  std::vector<Point> black;
  for (int x = 0; x < 3; ++x) {
    for (int y = 0; y < 3; ++y) {
      if (!(x == 1 && y == 1)) black.push_back(Point{x, y});
    }
  }
  for (int x = 6; x < 9; ++x) {
    for (int y = 7; y < 9; ++y) black.push_back(Point{x, y});
  }
  EXPECT_EQ(rec.add_black, black);
  EXPECT_EQ(rec.add_white, (std::vector<Point>{{4, 0}, {4, 1}}));
  EXPECT_EQ(rec.add_empty, (std::vector<Point>{{1, 1}}));
}

TEST(SgfParse, SetupBeforeFirstMoveInLaterNodes) {
  // Setup nodes before the first move build the starting position; AE empties a point.
  const SgfRecord rec = MustParse("(;SZ[5]AB[aa][bb];AW[cc]AE[aa];AB[dd];B[ee])");
  EXPECT_EQ(rec.add_black, (std::vector<Point>{{1, 1}, {3, 3}}));
  EXPECT_EQ(rec.add_white, (std::vector<Point>{{2, 2}}));
  EXPECT_EQ(rec.add_empty, (std::vector<Point>{{0, 0}}));
  ASSERT_EQ(rec.moves.size(), 1u);
  EXPECT_EQ(rec.moves[0].node, 3);
}

TEST(SgfParse, RectangularSize) {
  const SgfRecord rec = MustParse("(;SZ[19:13];B[sm];W[ab])");
  EXPECT_EQ(rec.width, 19);
  EXPECT_EQ(rec.height, 13);
  EXPECT_EQ(rec.moves[0].point, (Point{18, 12}));
  EXPECT_EQ(ParseError("(;SZ[19:13];B[an])"), "move 1 B[an] is off the 19x13 board");
  EXPECT_EQ(MustParse("(;SZ[ 5 : 3 ])").height, 3);
}

TEST(SgfParse, PassesBothForms) {
  const SgfRecord rec = MustParse("(;SZ[19];B[];W[tt];B[aa];W[])");
  ASSERT_EQ(rec.moves.size(), 4u);
  EXPECT_TRUE(rec.moves[0].pass);
  EXPECT_TRUE(rec.moves[1].pass);
  EXPECT_EQ(rec.moves[1].color, Color::kWhite);
  EXPECT_FALSE(rec.moves[2].pass);
  EXPECT_TRUE(rec.moves[3].pass);
  // tt is a pass on smaller boards too.
  EXPECT_TRUE(MustParse("(;SZ[9];B[tt])").moves[0].pass);
  EXPECT_TRUE(MustParse("(;SZ[19:13];B[tt])").moves[0].pass);
}

TEST(SgfParse, TtIsAPointOnLargerBoards) {
  const SgfRecord rec = MustParse("(;SZ[20];B[tt];W[])");
  ASSERT_EQ(rec.moves.size(), 2u);
  EXPECT_FALSE(rec.moves[0].pass);
  EXPECT_EQ(rec.moves[0].point, (Point{19, 19}));
  EXPECT_TRUE(rec.moves[1].pass);
  // 52x52 reaches the upper-case letters.
  const SgfRecord big = MustParse("(;SZ[52];B[AZ];W[Za])");
  EXPECT_EQ(big.moves[0].point, (Point{26, 51}));
  EXPECT_EQ(big.moves[1].point, (Point{51, 0}));
}

TEST(SgfParse, KomiHandicapResult) {
  const SgfRecord rec = MustParse("(;SZ[19]KM[6.5]HA[2]RE[W+Resign])");
  EXPECT_TRUE(rec.has_komi);
  EXPECT_EQ(rec.komi_tenths, 65);
  EXPECT_EQ(rec.handicap, 2);
  EXPECT_EQ(rec.result, "W+Resign");
  struct Case {
    const char* km;
    int tenths;
  };
  for (const Case& c :
       {Case{"7", 70}, Case{"0.75", 8}, Case{"0.74", 7}, Case{"-0.25", -3}, Case{"-7.5", -75},
        Case{"+5.50", 55}, Case{" 0 ", 0}, Case{"375", 3750}, Case{"7.", 70}, Case{".5", 5}}) {
    const SgfRecord r = MustParse(std::string("(;KM[") + c.km + "])");
    EXPECT_TRUE(r.has_komi) << c.km;
    EXPECT_EQ(r.komi_tenths, c.tenths) << c.km;
  }
  EXPECT_FALSE(MustParse("(;KM[])").has_komi);
  EXPECT_EQ(MustParse("(;HA[])").handicap, 0);
  EXPECT_EQ(ParseError("(;KM[six])"), "KM[six] is not a number");
  EXPECT_EQ(ParseError("(;KM[1e3])"), "KM[1e3] is not a number");
  // The komi rule's range (core/komi.h), the same as everywhere: a million points either way.
  EXPECT_EQ(ParseError("(;KM[99999999999])"),
            "KM[99999999999] is out of range (at most 1000000 points either way)");
  EXPECT_EQ(ParseError("(;KM[99999999])"),
            "KM[99999999] is out of range (at most 1000000 points either way)");
  EXPECT_EQ(ParseError("(;KM[-1000000.1])"),
            "KM[-1000000.1] is out of range (at most 1000000 points either way)");
  EXPECT_EQ(MustParse("(;KM[-1000000])").komi_tenths, -10000000);
  EXPECT_EQ(ParseError("(;HA[-1])"), "HA[-1] is not a number of stones");
}

TEST(SgfParse, VariationsTakeTheMainLine) {
  const SgfRecord rec =
      MustParse("(;SZ[9];B[aa](;W[bb](;B[cc];W[dd])(;B[ee]))(;W[ff];B[gg](;W[hh])))(;SZ[5];B[aa])");
  ASSERT_EQ(rec.moves.size(), 4u);
  EXPECT_EQ(rec.moves[0].point, (Point{0, 0}));
  EXPECT_EQ(rec.moves[1].point, (Point{1, 1}));
  EXPECT_EQ(rec.moves[2].point, (Point{2, 2}));
  EXPECT_EQ(rec.moves[3].point, (Point{3, 3}));
  EXPECT_EQ(rec.moves[3].node, 4);
  // Side variations are only checked for syntax: their values are not read.
  EXPECT_EQ(MustParse("(;SZ[9];B[aa](;W[bb])(;W[zz]AB[ZZ]KM[x]))").moves.size(), 2u);
  EXPECT_EQ(ParseError("(;SZ[9];B[aa](;W[bb])(;W[zz)"),
            "unexpected end of input inside W[ at byte 24");
}

TEST(SgfParse, ErrorMessages) {
  EXPECT_EQ(ParseError(""), "no SGF game tree found (expected \"(;\")");
  EXPECT_EQ(ParseError("this is not an SGF file"), "no SGF game tree found (expected \"(;\")");
  EXPECT_EQ(ParseError("(;GM[1]SZ[9]#)"), "unexpected '#' at byte 12");
  EXPECT_EQ(ParseError("(;SZ[9]\x01)"), "unexpected byte 0x01 at byte 7");
  EXPECT_EQ(ParseError("(;GM[1]SZ[9];B[aa"), "unexpected end of input inside B[ at byte 14");
  EXPECT_EQ(ParseError("(;C[ends in an escape\\"), "unexpected end of input inside C[ at byte 3");
  EXPECT_EQ(ParseError("(;SZ[9];B[aa]"),
            "unexpected end of input at byte 13: 1 game tree is not closed with ')'");
  EXPECT_EQ(ParseError("(;SZ[9](;B[aa]"),
            "unexpected end of input at byte 14: 2 game trees are not closed with ')'");
  EXPECT_EQ(ParseError("(;SZ[9];B)"), "property B at byte 8 has no value");
  EXPECT_EQ(ParseError("(;SZ[9];B"), "unexpected end of input after property B at byte 8");
  EXPECT_EQ(ParseError("(;foo[1])"), "property foo at byte 2 has no upper-case letter");
  EXPECT_EQ(ParseError("(;SZ[9](;B[aa]);W[bb])"),
            "unexpected ';' at byte 15: a node after a variation (the nodes of a game tree come "
            "before its variations)");
  // Only the first game tree is read: what follows it is not looked at.
  EXPECT_EQ(MustParse("(;SZ[9];B[aa]) trailing junk (;B[zz] ]]").moves.size(), 1u);
}

TEST(SgfParse, BoardSizeErrors) {
  EXPECT_EQ(ParseError("(;SZ[0])"), "SZ[0] is not a board size");
  EXPECT_EQ(ParseError("(;SZ[abc])"), "SZ[abc] is not a board size");
  EXPECT_EQ(ParseError("(;SZ[19:0])"), "SZ[19:0] is not a board size");
  EXPECT_EQ(ParseError("(;SZ[-9])"), "SZ[-9] is not a board size");
  EXPECT_EQ(ParseError("(;SZ[53])"), "SZ[53] is larger than SGF can address (52x52)");
  EXPECT_EQ(ParseError("(;SZ[19:1000])"), "SZ[19:1000] is larger than SGF can address (52x52)");
  EXPECT_EQ(ParseError("(;SZ[99999999999])"), "SZ[99999999999] is not a board size");
  EXPECT_EQ(MustParse("(;SZ[1])").width, 1);
  EXPECT_EQ(ParseError("(;GM[2]SZ[8])"), "GM[2] is not Go (only GM[1] is supported)");
}

TEST(SgfParse, PointErrors) {
  EXPECT_EQ(ParseError("(;SZ[9];B[jj])"), "move 1 B[jj] is off the 9x9 board");
  EXPECT_EQ(ParseError("(;SZ[19];B[aa];W[];B[zz])"), "move 3 B[zz] is off the 19x19 board");
  EXPECT_EQ(ParseError("(;SZ[9];B[a1])"), "move 1 B[a1] is not a point");
  EXPECT_EQ(ParseError("(;SZ[9];B[abc])"), "move 1 B[abc] is not a point");
  EXPECT_EQ(ParseError("(;SZ[9];B[aa][bb])"), "move 1 B has 2 values");
  EXPECT_EQ(ParseError("(;SZ[9];B[aa]W[bb])"), "node 1 has both B and W (one move per node)");
  EXPECT_EQ(ParseError("(;SZ[9];W[aa]Black[bb])"), "node 1 has both W and B (one move per node)");
  EXPECT_EQ(ParseError("(;SZ[9];B[]B[bb])"), "node 1 has two B properties (one move per node)");
  EXPECT_EQ(ParseError("(;SZ[9]AB[aa:jj])"), "node 0 AB[aa:jj] is off the 9x9 board");
  EXPECT_EQ(ParseError("(;SZ[9]AW[a])"), "node 0 AW[a] is not a point");
  EXPECT_EQ(ParseError("(;SZ[9];AB[tt])"), "node 1 AB[tt] is off the 9x9 board");
  EXPECT_EQ(ParseError("(;SZ[9];B[aa];W[bb];AB[cc])"),
            "node 3: AB after the first move is not supported");
  EXPECT_EQ(ParseError("(;SZ[9];B[aa];AddEmpty[aa])"),
            "node 2: AE after the first move is not supported");
  // A long value is shortened in the message.
  EXPECT_EQ(ParseError("(;SZ[9];W[" + std::string(100, 'x') + "])"),
            "move 1 W[xxxxxxxxxxxxxxxxxxxxxxxx...] is not a point");
}

TEST(SgfParse, ErrorLeavesOutputUnchanged) {
  SgfRecord rec;
  rec.width = 7;
  rec.result = "kept";
  EXPECT_FALSE(ParseSgf("(;SZ[9];B[zz])", &rec).ok());
  EXPECT_EQ(rec.width, 7);
  EXPECT_EQ(rec.result, "kept");
}

// --- Fixtures and games ---

TEST(SgfGame, CaptureFixture) {
  SgfRecord rec;
  std::unique_ptr<Game> game = MustBuild(ReadFixture("capture_9x9.sgf"), &rec);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(rec.width, 9);
  EXPECT_EQ(rec.komi_tenths, 70);
  EXPECT_EQ(game->rules().komi_tenths, 70);
  EXPECT_EQ(rec.result, "B+9");
  EXPECT_EQ(Prop(rec, "PB"), "Alice");
  EXPECT_EQ(Prop(rec, "RU"), "Chinese");
  EXPECT_EQ(Prop(rec, "C").substr(0, 22), "A short teaching game:");
  EXPECT_EQ(rec.moves.size(), 25u);
  EXPECT_EQ(game->move_count(), 25);
  EXPECT_EQ(game->captures_by(Color::kWhite), 1);
  EXPECT_EQ(game->board().At(2, 2), Color::kEmpty);  // cc was captured
  EXPECT_EQ(game->board().At(2, 1), Color::kWhite);
  EXPECT_EQ(game->consecutive_passes(), 2);
}

TEST(SgfGame, HandicapFixture) {
  SgfRecord rec;
  GameRules rules;
  rules.komi_tenths = 65;
  std::unique_ptr<Game> game = MustBuild(ReadFixture("handicap_19x19.sgf"), &rec, rules);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(rec.handicap, 2);
  EXPECT_EQ(game->rules().komi_tenths, 5);  // KM[0.5] overrides the template
  EXPECT_EQ(rec.add_black, (std::vector<Point>{{3, 15}, {15, 3}}));
  EXPECT_EQ(game->setup_stones(Color::kBlack), 2);
  EXPECT_EQ(Prop(rec, "C"),
            "Two-stone handicap. Comments use escapes: a bracket ] and a backslash \\.");
  ASSERT_EQ(rec.moves.size(), 13u);
  EXPECT_EQ(rec.moves[0].color, Color::kWhite);
  EXPECT_EQ(rec.moves[4].point, (Point{15, 9}));  // pj, the main line
  EXPECT_EQ(game->captures_by(Color::kWhite), 1);
  EXPECT_EQ(game->board().At(16, 16), Color::kEmpty);  // qq was captured
}

TEST(SgfGame, Ff3Fixture) {
  SgfRecord rec;
  std::unique_ptr<Game> game = MustBuild(ReadFixture("ff3_13x13.sgf"), &rec);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(rec.width, 13);
  EXPECT_EQ(rec.komi_tenths, 55);
  EXPECT_EQ(Prop(rec, "PB"), "Old Program");
  EXPECT_EQ(rec.add_black, (std::vector<Point>{{3, 3}, {9, 9}}));
  EXPECT_EQ(rec.add_white, (std::vector<Point>{{9, 3}}));
  ASSERT_EQ(rec.moves.size(), 4u);
  EXPECT_TRUE(rec.moves[2].pass);
  EXPECT_TRUE(rec.moves[3].pass);
  EXPECT_EQ(game->consecutive_passes(), 2);
  EXPECT_TRUE(game->IsTerminal());
}

TEST(SgfGame, WithoutKomiTheTemplateStays) {
  GameRules rules;
  rules.komi_tenths = 75;
  std::unique_ptr<Game> game = MustBuild("(;SZ[5];B[cc])", nullptr, rules);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->rules().komi_tenths, 75);
  EXPECT_EQ(game->board().width(), 5);
}

TEST(SgfGame, IllegalMoves) {
  EXPECT_EQ(GameError("(;SZ[5];B[aa];W[aa])"), "move 2 W[aa] is on an occupied point");
  EXPECT_EQ(GameError("(;SZ[5]AB[cc];B[];W[cc])"), "move 2 W[cc] is on an occupied point");
  EXPECT_EQ(GameError("(;SZ[5]AB[ba][ab];W[aa])"), "move 1 W[aa] is suicide");
  const std::string ko = "(;SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb])";
  EXPECT_EQ(GameError(ko), "move 2 W[bb] retakes a ko");
  GameRules superko;
  superko.ko = KoRule::kPositionalSuperko;
  EXPECT_EQ(GameError(ko, superko),
            "move 2 W[bb] repeats an earlier position (positional superko)");
  // Errors still report the record.
  SgfRecord rec;
  std::unique_ptr<Game> game;
  EXPECT_FALSE(GameFromSgf("(;SZ[5]PB[x];B[aa];W[aa])", GameRules(), &game, &rec).ok());
  EXPECT_EQ(rec.moves.size(), 2u);
  // Parse errors come through unchanged.
  EXPECT_EQ(GameError("(;SZ[5];B[zz])"), "move 1 B[zz] is off the 5x5 board");
}

TEST(SgfGame, SuicideWhenTheRulesAllowIt) {
  GameRules rules;
  rules.allow_suicide = true;
  std::unique_ptr<Game> game = MustBuild("(;SZ[5]AB[ba][bb][ac];W[ab];W[aa])", nullptr, rules);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->board().At(0, 0), Color::kEmpty);
  EXPECT_EQ(game->board().At(0, 1), Color::kEmpty);
}

TEST(SgfGame, SetupWithoutLiberties) {
  const std::string message = GameError("(;SZ[3]AB[ba][ab][cb][bc]AW[bb])");
  EXPECT_EQ(message.rfind("the setup position is not playable: ", 0), 0u) << message;
}

}  // namespace
}  // namespace goscore
