// The SGF writer: exact text, round trips of games, territory marks.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "game/game.h"
#include "scoring/scoring.h"
#include "sgf/sgf.h"
#include "sgf_test_util.h"

namespace goscore {
namespace {

using namespace sgf_test;

// --- Writing ---

void ExpectSameGame(const Game& a, const Game& b) {
  EXPECT_EQ(a.board(), b.board());
  EXPECT_EQ(a.rules().komi_tenths, b.rules().komi_tenths);
  EXPECT_EQ(a.setup_stones(Color::kBlack), b.setup_stones(Color::kBlack));
  EXPECT_EQ(a.setup_stones(Color::kWhite), b.setup_stones(Color::kWhite));
  ASSERT_EQ(a.moves().size(), b.moves().size());
  for (size_t k = 0; k < a.moves().size(); ++k) {
    EXPECT_EQ(a.moves()[k].color, b.moves()[k].color) << k;
    EXPECT_EQ(a.moves()[k].pass, b.moves()[k].pass) << k;
    if (!a.moves()[k].pass) {
      EXPECT_EQ(a.moves()[k].point, b.moves()[k].point) << k;
    }
  }
}

TEST(SgfWrite, RoundTripFixtures) {
  for (const char* name : {"capture_9x9.sgf", "handicap_19x19.sgf", "ff3_13x13.sgf"}) {
    SCOPED_TRACE(name);
    SgfRecord rec;
    std::unique_ptr<Game> game = MustBuild(ReadFixture(name), &rec);
    ASSERT_NE(game, nullptr);
    const std::string written = WriteSgf(*game, &rec, nullptr, rec.result);
    EXPECT_EQ(written.rfind("(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[", 0), 0u) << written;
    SgfRecord again;
    std::unique_ptr<Game> replayed = MustBuild(written, &again);
    ASSERT_NE(replayed, nullptr) << written;
    ExpectSameGame(*game, *replayed);
    // The same root properties, but for CA[UTF-8], which the writer puts first in any case.
    std::vector<std::pair<std::string, std::string>> expected;
    for (const auto& p : rec.root_properties) {
      if (p.first != "CA") expected.push_back(p);
    }
    expected.insert(expected.begin(), {"CA", "UTF-8"});
    EXPECT_EQ(again.root_properties, expected) << written;
    EXPECT_EQ(again.result, rec.result);
    EXPECT_EQ(again.handicap, rec.handicap);
    EXPECT_EQ(again.add_black, rec.add_black);
    EXPECT_EQ(again.add_white, rec.add_white);
    // Writing the replay gives the same text.
    EXPECT_EQ(WriteSgf(*replayed, &again, nullptr, again.result), written);
  }
}

TEST(SgfWrite, ExactText) {
  SgfRecord rec;
  std::unique_ptr<Game> game =
      MustBuild("(;GM[1]SZ[7:5]KM[-2.5]PB[Lee \\] Se\\\\dol]XX[a][b]AB[aa]AW[ge];B[bb];W[])", &rec);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(WriteSgf(*game, &rec, nullptr, ""),
            "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[7:5]KM[-2.5]\n"
            "PB[Lee \\] Se\\\\dol]\n"
            "XX[a][b]\n"
            "AB[aa]\n"
            "AW[ge]\n"
            ";B[bb];W[])\n");
  // Without the record, the game's info still gives the root properties.
  EXPECT_EQ(WriteSgf(*game, nullptr, nullptr, "W+R"),
            "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[7:5]KM[-2.5]\n"
            "PB[Lee \\] Se\\\\dol]\n"
            "XX[a][b]\n"
            "RE[W+R]\n"
            "AB[aa]\n"
            "AW[ge]\n"
            ";B[bb];W[])\n");
}

TEST(SgfGame, FirstPlayerFromPlOrTheHandicap) {
  struct Case {
    const char* text;
    Color first;
    Color to_play;
  };
  const Case cases[] = {
      {"(;SZ[9])", Color::kBlack, Color::kBlack},
      {"(;SZ[9]PL[W])", Color::kWhite, Color::kWhite},
      {"(;SZ[9]PL[ w ])", Color::kWhite, Color::kWhite},
      {"(;SZ[9]PL[])", Color::kBlack, Color::kBlack},
      {"(;SZ[9]HA[2]AB[cc][gg])", Color::kWhite, Color::kWhite},       // handicap: White first
      {"(;SZ[9]HA[2]AB[cc][gg]PL[B])", Color::kBlack, Color::kBlack},  // unless PL says
      {"(;SZ[9]HA[2])", Color::kBlack, Color::kBlack},                 // no stones placed
      {"(;SZ[9]HA[1]AB[cc])", Color::kBlack, Color::kBlack},           // HA[1]: no handicap
      {"(;SZ[9]HA[2]AB[cc][gg];W[ee];B[ff])", Color::kWhite, Color::kWhite},
      {"(;SZ[9]PL[W];W[ee];B[ff];W[])", Color::kWhite, Color::kBlack},
  };
  for (const Case& c : cases) {
    SgfRecord rec;
    const std::unique_ptr<Game> game = MustBuild(c.text, &rec);
    ASSERT_NE(game, nullptr) << c.text;
    EXPECT_EQ(game->first_player(), c.first) << c.text;
    EXPECT_EQ(game->to_play(), c.to_play) << c.text;
    // Written and read back: the same first player, PL written when it is White or was named.
    const std::string written = WriteSgf(*game, &rec, nullptr, "");
    const bool named = std::string(c.text).find("PL[") != std::string::npos &&
                       std::string(c.text).find("PL[]") == std::string::npos;
    EXPECT_EQ(written.find("PL[") != std::string::npos, c.first == Color::kWhite || named)
        << written;
    const std::unique_ptr<Game> again = MustBuild(written);
    ASSERT_NE(again, nullptr) << written;
    EXPECT_EQ(again->first_player(), c.first) << written;
    EXPECT_EQ(again->to_play(), c.to_play) << written;
  }
  EXPECT_EQ(ParseError("(;SZ[9]PL[X])"), "PL[X] is not B or W");
  EXPECT_EQ(ParseError("(;SZ[9]PL[Black])"), "PL[Black] is not B or W");
  // Without an origin, a white first player is written too.
  Game game(9, 9, GameRules());
  ASSERT_TRUE(game.set_first_player(Color::kWhite).ok());
  EXPECT_EQ(WriteSgf(game, nullptr, nullptr, ""),
            "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[9]KM[6.5]\nPL[W])\n");
}

TEST(SgfWrite, WritesUtf8AndGroupsProperties) {
  // CA is always UTF-8, the text returned (values are written byte for byte from UTF-8 input).
  SgfRecord origin;
  origin.handicap = 3;
  origin.root_properties = {{"CA", "GB2312"}, {"XX", "1"}, {"PB", "b"}, {"XX", "2"},
                            {"bad id", "x"},  {"SZ", "9"}, {"TB", "aa"}};
  Game game(9, 9, GameRules());
  EXPECT_EQ(WriteSgf(game, &origin, nullptr, ""),
            "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[9]KM[6.5]HA[3]\nXX[1][2]\nPB[b])\n");
}

TEST(SgfWrite, RoundTripTtOnALargeBoardAndPasses) {
  Game game(20, 20, GameRules());
  ASSERT_TRUE(game.Play(Color::kBlack, 19, 19).ok());
  ASSERT_TRUE(game.Pass(Color::kWhite).ok());
  ASSERT_TRUE(game.Play(Color::kBlack, 0, 19).ok());
  const std::string written = WriteSgf(game, nullptr, nullptr, "");
  EXPECT_NE(written.find(";B[tt];W[];B[at]"), std::string::npos) << written;
  std::unique_ptr<Game> replayed = MustBuild(written);
  ASSERT_NE(replayed, nullptr);
  ExpectSameGame(game, *replayed);
}

TEST(SgfWrite, RoundTripLongGameWithCaptures) {
  // A pseudo-random legal game on 9x9, written and read back.
  Game game(9, 9, GameRules());
  unsigned seed = 12345;
  Color color = Color::kBlack;
  for (int turn = 0; turn < 300; ++turn) {
    bool played = false;
    for (int attempt = 0; attempt < 20 && !played; ++attempt) {
      seed = seed * 1103515245u + 12345u;
      const int x = static_cast<int>((seed >> 8) % 9);
      const int y = static_cast<int>((seed >> 16) % 9);
      if (game.Check(color, x, y) == MoveVerdict::kLegal) played = game.Play(color, x, y).ok();
    }
    if (!played) {
      ASSERT_TRUE(game.Pass(color).ok());
    }
    color = Opponent(color);
  }
  EXPECT_GT(game.captures_by(Color::kBlack) + game.captures_by(Color::kWhite), 0);
  std::unique_ptr<Game> replayed = MustBuild(WriteSgf(game, nullptr, nullptr, ""));
  ASSERT_NE(replayed, nullptr);
  ExpectSameGame(game, *replayed);
}

TEST(SgfWrite, TooLargeForSgf) {
  Game game(53, 9, GameRules());
  EXPECT_EQ(WriteSgf(game, nullptr, nullptr, ""), "");
}

TEST(SgfWrite, TerritoryMarks) {
  // Black wall on column b, White wall on column d, a dead White stone on ac in Black's area.
  GameRules rules;
  rules.komi_tenths = 5;
  std::unique_ptr<Game> game = MustBuild("(;SZ[5]AB[ba:be]AW[da:de][ac];B[];W[])", nullptr, rules);
  ASSERT_NE(game, nullptr);
  ASSERT_TRUE(game->ToggleDead(0, 2).ok());
  for (ScoringRules scoring : {ScoringRules::kTerritory, ScoringRules::kArea}) {
    SCOPED_TRACE(ScoringRulesName(scoring));
    ScoreResult score;
    ASSERT_TRUE(game->Score(scoring, &score).ok());
    const std::string written = WriteSgf(*game, nullptr, &score, "ignored");
    EXPECT_NE(written.find("\nRE[" + SgfResult(score) + "]\n"), std::string::npos) << written;
    EXPECT_EQ(written.find("ignored"), std::string::npos);
    // The marks go in the last node.
    const std::string tail = ";W[]\nTB[aa][ab][ac][ad][ae]\nTW[ea][eb][ec][ed][ee])\n";
    ASSERT_GE(written.size(), tail.size());
    EXPECT_EQ(written.substr(written.size() - tail.size()), tail) << written;
    SgfRecord rec = MustParse(written);  // TB / TW are not kept as root properties
    EXPECT_EQ(rec.moves.size(), 2u);
  }
  EXPECT_EQ(SgfResult([&] {
              ScoreResult s;
              EXPECT_TRUE(game->Score(ScoringRules::kTerritory, &s).ok());
              return s;
            }()),
            "B+0.5");

  // Seki regions are not territory: mark Black's region seki and TB is empty (but written: a
  // scored game always has both).
  ASSERT_TRUE(game->ToggleSeki(0, 0).ok());
  ScoreResult score;
  ASSERT_TRUE(game->Score(ScoringRules::kTerritory, &score).ok());
  const std::string written = WriteSgf(*game, nullptr, &score, "");
  EXPECT_NE(written.find("\nTB[]\n"), std::string::npos) << written;
  EXPECT_NE(written.find("TW[ea][eb][ec][ed][ee]"), std::string::npos) << written;
}

TEST(SgfWrite, TerritoryMarksWithoutMovesGoInTheRoot) {
  std::unique_ptr<Game> g;
  Board b(3, 1);
  b.Set(1, 0, Color::kBlack);
  ASSERT_TRUE(Game::FromPosition(b, GameRules(), &g).ok());
  ScoreResult score;
  ASSERT_TRUE(g->Score(ScoringRules::kArea, &score).ok());
  EXPECT_EQ(WriteSgf(*g, nullptr, &score, ""),
            "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[3:1]KM[6.5]\nRE[" + SgfResult(score) +
                "]\nAB[ba]\nTB[aa][ca]\nTW[])\n");
}

// --- Scored records load back with their marks (issue 16 item 1) ---

/// Row-major dead mask with 1 on `points` (hand-made expectations).
std::vector<uint8_t> DeadAt(int width, int height, std::vector<Point> points) {
  std::vector<uint8_t> mask(static_cast<size_t>(width * height), 0);
  for (Point p : points) mask[static_cast<size_t>(p.y * width + p.x)] = 1;
  return mask;
}

TEST(SgfScoredRecord, LoadsBackWithItsDeadMarksScoreAndResult) {
  // Black wall on column b, White wall on column d, both played as moves; White then plays the
  // two-stone chain ac-ad inside Black's area, dead. By hand, komi 0.5. Territory (Japanese 1989,
  // Art. 8, 10): Black 5 points (column a, the dead points included) + 2 prisoners = 7, White 5
  // (column e) + 0.5: B+1.5. Area: Black 5 stones + 5 points = 10, White 10 + 0.5: W+0.5.
  GameRules rules;
  rules.komi_tenths = 5;
  const std::string moves =
      "(;SZ[5]KM[0.5];B[ba];W[da];B[bb];W[db];B[bc];W[dc];B[bd];W[dd];B[be];W[de];B[];W[ac];B[];"
      "W[ad];B[];W[])";
  std::unique_ptr<Game> game = MustBuild(moves, nullptr, rules);
  ASSERT_NE(game, nullptr);
  ASSERT_TRUE(game->ToggleDead(0, 2).ok());
  const std::vector<uint8_t> dead = DeadAt(5, 5, {{0, 2}, {0, 3}});
  ASSERT_EQ(game->dead_mask(), dead);
  for (ScoringRules scoring : {ScoringRules::kTerritory, ScoringRules::kArea}) {
    SCOPED_TRACE(ScoringRulesName(scoring));
    ScoreResult score;
    ASSERT_TRUE(game->Score(scoring, &score).ok());
    EXPECT_EQ(SgfResult(score), scoring == ScoringRules::kTerritory ? "B+1.5" : "W+0.5");
    const std::string written = WriteSgf(*game, nullptr, &score, "");

    SgfRecord rec;
    std::unique_ptr<Game> back = MustBuild(written, &rec, rules);
    ASSERT_NE(back, nullptr);
    EXPECT_TRUE(rec.has_territory);
    EXPECT_EQ(rec.territory_black, (std::vector<Point>{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}}));
    EXPECT_EQ(rec.territory_white, (std::vector<Point>{{4, 0}, {4, 1}, {4, 2}, {4, 3}, {4, 4}}));
    EXPECT_EQ(back->dead_mask(), dead);
    ScoreResult again;
    ASSERT_TRUE(back->Score(scoring, &again).ok());
    EXPECT_EQ(SgfResult(again), SgfResult(score));
    EXPECT_EQ(again.black.total_tenths, score.black.total_tenths);
    EXPECT_EQ(again.white.total_tenths, score.white.total_tenths);
    EXPECT_EQ(again.owner, score.owner);
    EXPECT_EQ(rec.result, SgfResult(score));
    // Written again, the same text: nothing was lost or added on the way.
    EXPECT_EQ(WriteSgf(*back, &rec, &again, ""), written);
  }
}

TEST(SgfScoredRecord, APartlyCoveredChainStaysAlive) {
  // The White chain ac-ad with only ac on TB: the marks do not describe this position.
  SgfRecord rec;
  std::unique_ptr<Game> game =
      MustBuild("(;SZ[5]AB[ba:be]AW[da:de][ac:ad];B[];W[]TB[aa][ab][ac][ae]TW[ea:ee])", &rec);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->dead_mask(), DeadAt(5, 5, {}));
  EXPECT_EQ(rec.territory_black, (std::vector<Point>{{0, 0}, {0, 1}, {0, 2}, {0, 4}}));
  EXPECT_EQ(rec.territory_white.size(), 5u);  // the rectangle ea:ee, resolved
  // Covered whole (TB[aa:ae]), the chain is dead; live stones on their own colour's marks and the
  // Black wall beside them are not touched.
  game = MustBuild("(;SZ[5]AB[ba:be]AW[da:de][ac:ad];B[];W[]TB[aa:ae][ba]TW[ea:ee])");
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->dead_mask(), DeadAt(5, 5, {{0, 2}, {0, 3}}));
  // A point on both lists belongs to no one: the stone on it is not marked.
  game = MustBuild("(;SZ[5]AB[ba:be]AW[da:de][ac];B[];W[]TB[aa:ae]TW[ea:ee][ac])");
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->dead_mask(), DeadAt(5, 5, {}));
}

TEST(SgfScoredRecord, SekiComesBackFromRegionsLeftOutOfTheCount) {
  // tests/cpp/scoring_life_test.cpp's 1x10 seki ".B.W.WWBB.": TB and TW are empty. The regions
  // a1 (Black's only), e1 (White's only) and j1 (Black's only) were left out of the count, which
  // the life analysis does as well (it finds the seki): no marks are needed, the default seki mode
  // counts the record the same.
  std::unique_ptr<Game> game =
      MustBuild("(;GM[1]FF[4]SZ[10:1]KM[0]RU[Japanese]AB[ba][ha][ia]AW[da][fa][ga]TB[]TW[])");
  ASSERT_NE(game, nullptr);
  EXPECT_TRUE(game->seki_marks().empty());
  // The same seki with j1 counted (TB[ja]): the analysis does not count it, so the record was not
  // scored as the analysis scores; the regions left out, a1 and e1, come back as seki, and c1,
  // which touches both colours, is not marked.
  game = MustBuild("(;GM[1]FF[4]SZ[10:1]KM[0]AB[ba][ha][ia]AW[da][fa][ga]TB[ja]TW[])");
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->seki_marks(), (std::vector<Point>{{0, 0}, {4, 0}}));
  // Not scored (no TB / TW): no marks at all.
  game = MustBuild("(;GM[1]FF[4]SZ[10:1]KM[0]AB[ba][ha][ia]AW[da][fa][ga])");
  ASSERT_NE(game, nullptr);
  EXPECT_TRUE(game->seki_marks().empty());
  // 5x5, Black wall on b, White wall on d: column a is Black's, e White's, c dame. Counted, column
  // a is territory; left out of TB, it is seki; counted in part (aa only), it is territory marked
  // loosely, not seki.
  game = MustBuild("(;SZ[5]AB[ba:be]AW[da:de];B[];W[]TB[aa:ae]TW[ea:ee])");
  ASSERT_NE(game, nullptr);
  EXPECT_TRUE(game->seki_marks().empty());
  game = MustBuild("(;SZ[5]AB[ba:be]AW[da:de];B[];W[]TB[]TW[ea:ee])");
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->seki_marks(), (std::vector<Point>{{0, 0}}));
  game = MustBuild("(;SZ[5]AB[ba:be]AW[da:de];B[];W[]TB[aa]TW[ea:ee])");
  ASSERT_NE(game, nullptr);
  EXPECT_TRUE(game->seki_marks().empty());
}

TEST(SgfScoredRecord, AFalseEyeLeftOutOfTheCountIsNotASeki) {
  // 7x7 (tests/js/sgf-write.test.mjs): Black's corner point gg is a false eye that will have to be
  // filled (the black stone on gf has no other liberty); Black's other points are bg and df.
  const std::string position =
      "(;SZ[7]KM[0]RU[Japanese]AB[be][ce][de][ee][af][bf][cf][ef][gf][ag][cg][dg][eg][fg]"
      "AW[aa][ba][ab][bb][db][eb][gb][ac][bc][cc][dc][ec][ad][bd][cd][dd][fd][ae][fe][ge][ff]";
  // Counted as the analysis counts (gg left out): no marks.
  std::unique_ptr<Game> game =
      MustBuild(position + "TB[bg][df]TW[ca][cb][da][ea][fa][fb][fc][ga][gc][gd])");
  ASSERT_NE(game, nullptr);
  EXPECT_TRUE(game->seki_marks().empty());
  // bg left out as well: not what the analysis counts, so bg and gg, each a region reaching Black
  // only and left out, come back as seki.
  game = MustBuild(position + "TB[df]TW[ca][cb][da][ea][fa][fb][fc][ga][gc][gd])");
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->seki_marks(), (std::vector<Point>{{1, 6}, {6, 6}}));
}

TEST(SgfScoredRecord, DeadChainsOfBothColours) {
  // 6x6: Black wall on column b, White wall on column d. White's three-stone chain aa-ac and its
  // separate stone ae sit in Black's column a; Black's chains fa and fc-fd sit in White's column
  // f; column e is White's, column c dame. Every one of them is covered by the other colour's
  // marks: all four chains are dead, and nothing else is.
  std::unique_ptr<Game> game = MustBuild(
      "(;SZ[6]AB[ba:bf][fa][fc:fd]AW[da:df][aa:ac][ae];B[];W[]TB[aa:af]TW[ea:ef][fa:ff])");
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->dead_mask(),
            DeadAt(6, 6, {{0, 0}, {0, 1}, {0, 2}, {0, 4}, {5, 0}, {5, 2}, {5, 3}}));
}

TEST(SgfScoredRecord, OnlyTheLastNodesMarksCount) {
  // TB in a node before the last is markup of that position, not the final territory.
  SgfRecord rec;
  std::unique_ptr<Game> game = MustBuild("(;SZ[5]AB[ba:be]AW[da:de][ac];B[]TB[aa:ae];W[])", &rec);
  ASSERT_NE(game, nullptr);
  EXPECT_FALSE(rec.has_territory);
  EXPECT_TRUE(rec.territory_black.empty());
  EXPECT_EQ(game->dead_mask(), DeadAt(5, 5, {}));
  // Empty TB[] TW[] still say the record was scored.
  rec = MustParse("(;SZ[5];B[cc]TB[]TW[])");
  EXPECT_TRUE(rec.has_territory);
  EXPECT_TRUE(rec.territory_black.empty() && rec.territory_white.empty());
  // A variation's marks are not the main line's.
  rec = MustParse("(;SZ[5];B[cc](;W[dd])(;W[ee]TB[aa]))");
  EXPECT_FALSE(rec.has_territory);
}

TEST(SgfScoredRecord, BadTerritoryPointsAreRefused) {
  EXPECT_EQ(ParseError("(;SZ[19];B[dd];W[]TB[zz])"), "node 2 TB[zz] is off the 19x19 board");
  EXPECT_EQ(ParseError("(;SZ[9];B[dd]TW[aa][a])"), "node 1 TW[a] is not a point");
  // The marks of an illegal record are never applied: the replay fails first.
  EXPECT_EQ(GameError("(;SZ[5];B[cc];W[cc]TW[cc])"), "move 2 W[cc] is on an occupied point");
}

// --- WriteScoredSgf: RU, RE and TB / TW of a count under a ruleset ---

TEST(SgfWriteScored, WritesRuReAndMarksReplacingTheRecordsRu) {
  // A record under RU[Chinese] with a comment; the count says Japanese. By hand: one Black stone
  // on aa of a 3x1 board owns ba and ca.
  SgfRecord rec;
  std::unique_ptr<Game> game = MustBuild("(;SZ[3:1]RU[Chinese]C[kept];B[aa])", &rec);
  ASSERT_NE(game, nullptr);
  SgfScore score;
  score.ruleset = "Japanese";
  score.result = "B+8";
  score.owner = {1, 1, 1};
  std::string out;
  ASSERT_TRUE(WriteScoredSgf(*game, &rec, score, &out).ok());
  EXPECT_EQ(out,
            "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[3:1]KM[6.5]RU[Japanese]\nC[kept]\nRE[B+8]\n;B[aa]"
            "\nTB[ba][ca]\nTW[])\n");
  SgfRecord back;
  ASSERT_NE(MustBuild(out, &back), nullptr);
  EXPECT_EQ(back.result, "B+8");
  EXPECT_EQ(back.territory_black, (std::vector<Point>{{1, 0}, {2, 0}}));

  // No ruleset: the record's RU stays; a seki mask keeps its points out of TB / TW.
  score.ruleset.clear();
  score.seki_mask = {0, 1, 0};
  ASSERT_TRUE(WriteScoredSgf(*game, &rec, score, &out).ok());
  EXPECT_NE(out.find("\nRU[Chinese]\n"), std::string::npos) << out;
  EXPECT_NE(out.find("\nTB[ca]\nTW[])"), std::string::npos) << out;

  // Without the record (the flat writer), the game's info keeps its RU unless the count names
  // one, which then goes after KM in its place.
  ASSERT_TRUE(WriteScoredSgf(*game, nullptr, score, &out).ok());
  EXPECT_NE(out.find("\nRU[Chinese]\n"), std::string::npos) << out;
  score.ruleset = "AGA";
  ASSERT_TRUE(WriteScoredSgf(*game, nullptr, score, &out).ok());
  EXPECT_EQ(out.rfind("(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[3:1]KM[6.5]RU[AGA]\n", 0), 0u) << out;
  EXPECT_EQ(out.find("RU[Chinese]"), std::string::npos) << out;
}

TEST(SgfWriteScored, MapsOfAnotherSizeAreAnError) {
  std::unique_ptr<Game> game = MustBuild("(;SZ[3:1];B[aa])", nullptr);
  ASSERT_NE(game, nullptr);
  SgfScore score;
  score.result = "B+8";
  score.owner = {1, 1};
  std::string out = "unchanged";
  Status s = WriteScoredSgf(*game, nullptr, score, &out);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(s.message(), "the score's maps have 2 points, the board 3");
  score.owner = {1, 1, 1};
  score.seki_mask = {0};
  s = WriteScoredSgf(*game, nullptr, score, &out);
  EXPECT_EQ(s.message(), "the score's maps have 1 points, the board 3");
  EXPECT_EQ(out, "unchanged");
}

}  // namespace
}  // namespace goscore
