// The game engine: undo, passes, counters, setup, the scoring marks and scoring (captures,
// liberties and legality are in game_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "board/board.h"
#include "game/game.h"

namespace goscore {
namespace {

constexpr Color B = Color::kBlack;
constexpr Color W = Color::kWhite;

std::unique_ptr<Game> FromRows(const std::vector<std::string_view>& rows, GameRules rules = {}) {
  Board board;
  Status s = ParseRows(rows, &board);
  EXPECT_TRUE(s.ok()) << s.message();
  std::unique_ptr<Game> game;
  s = Game::FromPosition(board, rules, &game);
  EXPECT_TRUE(s.ok()) << s.message();
  return game;
}

std::vector<std::string> Rows(const Game& g) { return g.board().ToRows(); }

void ExpectConsistent(const Game& g) {
  Status s = g.CheckConsistency();
  EXPECT_TRUE(s.ok()) << s.message();
}

using Points = std::vector<Point>;

/// A ko shape (as in game_test.cpp): Black at (2, 1) captures (1, 1), which White may not retake.
const std::vector<std::string_view> kKo = {".BW..", "BW.W.", ".BW.."};

// --- Undo, passes, counters ---------------------------------------------------------------------

TEST(GameUndo, RestoresCapturesAndCounters) {
  auto g = FromRows({".BB..", "BWWB.", ".B...", "....."});
  const auto start = Rows(*g);
  EXPECT_FALSE(Game(*g).Undo());
  ASSERT_TRUE(g->Play(B, 2, 2).ok());
  ASSERT_TRUE(g->Pass(W).ok());
  ASSERT_TRUE(g->Undo());
  EXPECT_EQ(g->move_count(), 1);
  EXPECT_EQ(g->consecutive_passes(), 0);
  EXPECT_EQ(g->captures_by(B), 2);
  ASSERT_TRUE(g->Undo());
  EXPECT_EQ(Rows(*g), start);
  EXPECT_EQ(g->captures_by(B), 0);
  EXPECT_EQ(g->stones_played(B), 0);
  EXPECT_EQ(g->setup_stones(B), 5);
  EXPECT_EQ(g->setup_stones(W), 2);
  EXPECT_EQ(g->LibertiesAt(1, 1), 1);
  EXPECT_FALSE(g->Undo());
  ExpectConsistent(*g);
}

TEST(GameUndo, RestoresTheKo) {
  auto g = FromRows(kKo);
  ASSERT_TRUE(g->Play(B, 2, 1).ok());
  ASSERT_TRUE(g->Play(W, 4, 0).ok());
  EXPECT_EQ(g->Check(W, 1, 1), MoveVerdict::kLegal);
  ASSERT_TRUE(g->Undo());
  EXPECT_EQ(g->Check(W, 1, 1), MoveVerdict::kKo);
}

TEST(GameUndo, RestoresTheSuperkoHistory) {
  GameRules rules;
  rules.ko = KoRule::kPositionalSuperko;
  auto g = FromRows(kKo, rules);
  ASSERT_TRUE(g->Play(B, 2, 1).ok());
  ASSERT_TRUE(g->Undo());
  // The position after B(2, 1) is forgotten: white may play there (not a repetition).
  EXPECT_EQ(g->Check(W, 2, 1), MoveVerdict::kLegal);
  ASSERT_TRUE(g->Play(B, 2, 1).ok());
  EXPECT_EQ(g->Check(W, 1, 1), MoveVerdict::kSuperko);
  ExpectConsistent(*g);
}

TEST(GamePasses, ConsecutivePassesAndTerminal) {
  Game g(9, 9, {});
  EXPECT_FALSE(g.IsTerminal());
  ASSERT_TRUE(g.Pass(B).ok());
  EXPECT_EQ(g.consecutive_passes(), 1);
  EXPECT_FALSE(g.IsTerminal());
  ASSERT_TRUE(g.Play(W, 4, 4).ok());
  EXPECT_EQ(g.consecutive_passes(), 0);
  ASSERT_TRUE(g.Pass(B).ok());
  ASSERT_TRUE(g.Pass(W).ok());
  EXPECT_EQ(g.consecutive_passes(), 2);
  EXPECT_TRUE(g.IsTerminal());
  EXPECT_EQ(g.move_count(), 4);
  ASSERT_EQ(g.moves().size(), 4u);
  EXPECT_TRUE(g.moves()[0].pass);
  EXPECT_EQ(g.moves()[0].color, B);
  EXPECT_FALSE(g.moves()[1].pass);
  EXPECT_EQ(g.moves()[1].point, (Point{4, 4}));
  ASSERT_TRUE(g.Undo());
  EXPECT_EQ(g.consecutive_passes(), 1);
  EXPECT_FALSE(g.IsTerminal());
}

TEST(GameTurn, TheOpponentOfTheLastActionElseTheFirstPlayer) {
  Game g(9, 9, {});
  EXPECT_EQ(g.first_player(), B);
  EXPECT_EQ(g.to_play(), B);
  ASSERT_TRUE(g.Play(B, 2, 2).ok());
  EXPECT_EQ(g.to_play(), W);
  ASSERT_TRUE(g.Pass(W).ok());
  EXPECT_EQ(g.to_play(), B);
  ASSERT_TRUE(g.Play(W, 3, 3).ok());  // out of turn: allowed (setup by moves, teaching); White
  EXPECT_EQ(g.to_play(), B);          // moved last, so Black is to play
  ASSERT_TRUE(g.Undo());
  EXPECT_EQ(g.to_play(), B);
  ASSERT_TRUE(g.Undo());
  EXPECT_EQ(g.to_play(), W);
  // The first player counts only before the first action, and survives undo and copies.
  ASSERT_TRUE(g.set_first_player(W).ok());
  EXPECT_EQ(g.to_play(), W);  // the log still has Black's move
  ASSERT_TRUE(g.Undo());
  EXPECT_EQ(g.move_count(), 0);
  EXPECT_EQ(g.to_play(), W);
  const Game copy(g);
  EXPECT_EQ(copy.first_player(), W);
  EXPECT_EQ(copy.to_play(), W);
  const Status bad = g.set_first_player(Color::kEmpty);
  EXPECT_EQ(bad.code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(bad.message(), "the first player must be black or white");
  EXPECT_EQ(g.first_player(), W);
}

TEST(GamePasses, TerminalAfterTwiceTheAreaInActions) {
  Game g(2, 1, {});  // area 2: terminal after 4 actions
  ASSERT_TRUE(g.Play(B, 0, 0).ok());
  ASSERT_TRUE(g.Play(W, 1, 0).ok());  // captures (0, 0): a ko
  EXPECT_EQ(g.captures_by(W), 1);
  EXPECT_EQ(g.Check(B, 0, 0), MoveVerdict::kKo);
  ASSERT_TRUE(g.Pass(B).ok());
  EXPECT_FALSE(g.IsTerminal());
  EXPECT_EQ(g.Check(W, 0, 0), MoveVerdict::kSuicide);  // fills the whole board
  ASSERT_TRUE(g.Play(B, 0, 0).ok());                   // the ko is released
  EXPECT_EQ(g.move_count(), 4);
  EXPECT_EQ(g.consecutive_passes(), 0);
  EXPECT_TRUE(g.IsTerminal());
  EXPECT_EQ(g.captures_by(B), 1);
  EXPECT_EQ(g.stones_played(B), 2);
  EXPECT_EQ(g.stones_played(W), 1);
  ExpectConsistent(g);
}

TEST(GameSetup, FromPositionRejectsAChainWithoutLiberties) {
  Board board;
  ASSERT_TRUE(ParseRows({"..W", ".WB", "WB."}, &board).ok());
  std::unique_ptr<Game> game;
  EXPECT_TRUE(Game::FromPosition(board, {}, &game).ok());
  ASSERT_TRUE(ParseRows({"...", ".WB", "WBW"}, &board).ok());
  std::unique_ptr<Game> bad;
  Status s = Game::FromPosition(board, {}, &bad);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidBoard);
  EXPECT_EQ(s.message(), "the chain at (1, 2) has no liberties");
  EXPECT_EQ(bad, nullptr);
}

TEST(GameSetup, CopiesAreIndependent) {
  Game g(5, 5, {});
  ASSERT_TRUE(g.Play(B, 2, 2).ok());
  Game copy = g;
  ASSERT_TRUE(copy.Play(W, 2, 3).ok());
  EXPECT_EQ(g.board().At(2, 3), Color::kEmpty);
  EXPECT_EQ(g.LibertiesAt(2, 2), 4);
  EXPECT_EQ(copy.LibertiesAt(2, 2), 3);
  g = copy;
  EXPECT_EQ(g.LibertiesAt(2, 2), 3);
  ExpectConsistent(g);
  ExpectConsistent(copy);
}

TEST(GameSetup, KomiAndRules) {
  GameRules rules;
  rules.komi_tenths = 75;
  Game g(9, 9, rules);
  EXPECT_EQ(g.rules().komi_tenths, 75);
  g.set_komi_tenths(65);
  EXPECT_EQ(g.rules().komi_tenths, 65);
}

// --- Marks and scoring ----------------------------------------------------------------------

TEST(GameMarks, ToggleDeadMarksTheWholeChain) {
  auto g = FromRows({"BB...", ".....", "...WW", "....W", "....."});
  ASSERT_TRUE(g->ToggleDead(4, 3).ok());
  std::vector<uint8_t> expected(25, 0);
  expected[2 * 5 + 3] = expected[2 * 5 + 4] = expected[3 * 5 + 4] = 1;
  EXPECT_EQ(g->dead_mask(), expected);
  ASSERT_TRUE(g->ToggleDead(3, 2).ok());
  EXPECT_EQ(g->dead_mask(), std::vector<uint8_t>(25, 0));
  Status s = g->ToggleDead(2, 2);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(s.message(), "(2, 2) is empty");
  EXPECT_EQ(g->ToggleDead(5, 0).code(), ErrorCode::kInvalidCoordinate);
}

TEST(GameMarks, SetDeadSetsWhateverTheChainWas) {
  auto g = FromRows({"BB...", ".....", "...WW", "....W", "....."});
  std::vector<uint8_t> white_dead(25, 0);
  white_dead[2 * 5 + 3] = white_dead[2 * 5 + 4] = white_dead[3 * 5 + 4] = 1;
  // Two stones of one chain: dead after both (a toggle would have revived it).
  ASSERT_TRUE(g->SetDead(4, 3, true).ok());
  ASSERT_TRUE(g->SetDead(3, 2, true).ok());
  EXPECT_EQ(g->dead_mask(), white_dead);
  ASSERT_TRUE(g->SetDead(0, 0, false).ok());  // an alive chain stays alive
  EXPECT_EQ(g->dead_mask(), white_dead);
  ASSERT_TRUE(g->SetDead(4, 2, false).ok());
  EXPECT_EQ(g->dead_mask(), std::vector<uint8_t>(25, 0));
  EXPECT_EQ(g->SetDead(2, 2, true).message(), "(2, 2) is empty");
  EXPECT_EQ(g->SetDead(-1, 0, true).code(), ErrorCode::kInvalidCoordinate);
}

TEST(GameMarks, ToggleSekiOnAndOff) {
  auto g = FromRows({".B.W.", ".B.W.", ".B.W.", ".B.W.", ".B.W."});
  Status s = g->ToggleSeki(1, 1);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(s.message(), "(1, 1) is a live stone");
  ASSERT_TRUE(g->ToggleSeki(2, 0).ok());
  EXPECT_EQ(g->seki_marks(), (Points{{2, 0}}));
  ASSERT_TRUE(g->ToggleSeki(0, 3).ok());  // another region
  EXPECT_EQ(g->seki_marks(), (Points{{2, 0}, {0, 3}}));
  ASSERT_TRUE(g->ToggleSeki(2, 4).ok());  // the middle region again: unmarked
  EXPECT_EQ(g->seki_marks(), (Points{{0, 3}}));
  // With the white column dead, the middle column joins the right one: marking on a dead stone.
  ASSERT_TRUE(g->ToggleDead(3, 0).ok());
  ASSERT_TRUE(g->ToggleSeki(3, 2).ok());
  EXPECT_EQ(g->seki_marks(), (Points{{0, 3}, {3, 2}}));
  ASSERT_TRUE(g->ToggleSeki(4, 4).ok());  // same region (dead stones lifted): unmarked
  EXPECT_EQ(g->seki_marks(), (Points{{0, 3}}));
  ASSERT_TRUE(g->ToggleSeki(3, 2).ok());
  // Reviving the chain drops the seki mark that sat on it.
  ASSERT_TRUE(g->ToggleDead(3, 0).ok());
  EXPECT_EQ(g->seki_marks(), (Points{{0, 3}}));
  EXPECT_EQ(g->ToggleSeki(-1, 0).code(), ErrorCode::kInvalidCoordinate);
}

TEST(GameMarks, PlayAndUndoClearTheMarksButPassDoesNot) {
  auto g = FromRows({".B.W.", ".B.W.", ".B.W.", ".B.W.", ".B.W."});
  ASSERT_TRUE(g->ToggleDead(1, 0).ok());
  ASSERT_TRUE(g->ToggleSeki(2, 2).ok());
  ASSERT_TRUE(g->Pass(B).ok());
  EXPECT_EQ(g->dead_mask()[1], 1);
  EXPECT_EQ(g->seki_marks().size(), 1u);
  ASSERT_TRUE(g->Undo());
  EXPECT_EQ(g->dead_mask()[1], 0);
  EXPECT_TRUE(g->seki_marks().empty());
  ASSERT_TRUE(g->ToggleDead(1, 0).ok());
  ASSERT_TRUE(g->ToggleSeki(2, 2).ok());
  // An illegal move changes nothing, marks included.
  EXPECT_FALSE(g->Play(W, 1, 0).ok());
  EXPECT_EQ(g->dead_mask()[1], 1);
  ASSERT_TRUE(g->Play(W, 0, 0).ok());
  EXPECT_EQ(g->dead_mask(), std::vector<uint8_t>(25, 0));
  EXPECT_TRUE(g->seki_marks().empty());
  ASSERT_TRUE(g->ToggleDead(1, 0).ok());
  g->ClearMarks();
  EXPECT_EQ(g->dead_mask(), std::vector<uint8_t>(25, 0));
}

TEST(GameScore, TerritoryAndAreaAgreeWhenStonesPlacedAreEqual) {
  GameRules rules;
  rules.komi_tenths = 0;
  auto g = FromRows({".BW..", ".BW..", ".BW..", ".BW..", ".BW.."}, rules);
  ScoreResult territory, area;
  ASSERT_TRUE(g->Score(ScoringRules::kTerritory, &territory).ok());
  ASSERT_TRUE(g->Score(ScoringRules::kArea, &area).ok());
  EXPECT_EQ(territory.winner, -1);
  EXPECT_EQ(territory.margin_tenths, 50);
  EXPECT_EQ(area.winner, -1);
  EXPECT_EQ(area.margin_tenths, 50);
  EXPECT_EQ(g->AgreeUnderEquivalence(), std::optional<bool>(true));
  ASSERT_TRUE(g->ToggleSeki(0, 0).ok());
  EXPECT_EQ(g->AgreeUnderEquivalence(), std::nullopt);
  g->ClearMarks();
  ASSERT_TRUE(g->Play(B, 0, 0).ok());  // now black placed one more stone
  EXPECT_EQ(g->AgreeUnderEquivalence(), std::nullopt);
  ASSERT_TRUE(g->Play(W, 4, 0).ok());
  EXPECT_EQ(g->AgreeUnderEquivalence(), std::optional<bool>(true));
  // Prisoners and dead stones feed the territory score.
  ASSERT_TRUE(g->ToggleDead(2, 0).ok());
  ASSERT_TRUE(g->Score(ScoringRules::kTerritory, &territory).ok());
  EXPECT_EQ(territory.white.dead, 5);
  EXPECT_EQ(g->AgreeUnderEquivalence(), std::optional<bool>(true));
}

}  // namespace
}  // namespace goscore
