// The game engine: liberty tracker, rules of play, undo, counters, marks, and a property test that
// plays thousands of random games against a naive reference implementation.
#include "game/game.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "board/board.h"

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

// --- Captures ---------------------------------------------------------------------------------

TEST(GameCapture, SingleStoneInTheMiddle) {
  auto g = FromRows({".B...", "BW...", ".B...", "....."});
  EXPECT_EQ(g->LibertiesAt(1, 1), 1);
  Points captured;
  ASSERT_TRUE(g->Play(B, 2, 1, &captured).ok());
  EXPECT_EQ(captured, (Points{{1, 1}}));
  EXPECT_EQ(g->board().At(1, 1), Color::kEmpty);
  EXPECT_EQ(g->captures_by(B), 1);
  EXPECT_EQ(g->captures_by(W), 0);
  EXPECT_EQ(g->moves().back().captured, captured);
  // The captured point is a liberty again of the four stones around it.
  EXPECT_EQ(g->LibertiesAt(1, 0), 3);
  EXPECT_EQ(g->LibertiesAt(0, 1), 3);
  EXPECT_EQ(g->LibertiesAt(1, 2), 4);
  EXPECT_EQ(g->LibertiesAt(2, 1), 4);
  ExpectConsistent(*g);
}

TEST(GameCapture, MultiStoneChain) {
  auto g = FromRows({".BB..", "BWWB.", ".B...", "....."});
  EXPECT_EQ(g->LibertiesAt(1, 1), 1);
  EXPECT_EQ(g->LibertiesAt(2, 1), 1);
  Points captured;
  ASSERT_TRUE(g->Play(B, 2, 2, &captured).ok());
  EXPECT_EQ(captured, (Points{{1, 1}, {2, 1}}));
  EXPECT_EQ(g->captures_by(B), 2);
  EXPECT_EQ(Rows(*g), (std::vector<std::string>{" BB  ", "B  B ", " BB  ", "     "}));
  ExpectConsistent(*g);
}

TEST(GameCapture, OnTheEdge) {
  auto g = FromRows({".....", "B....", "WB...", "....."});
  EXPECT_EQ(g->LibertiesAt(0, 2), 1);
  Points captured;
  ASSERT_TRUE(g->Play(B, 0, 3, &captured).ok());
  EXPECT_EQ(captured, (Points{{0, 2}}));
  EXPECT_EQ(g->LibertiesAt(0, 3), 2);
  ExpectConsistent(*g);
}

TEST(GameCapture, InTheCorner) {
  auto g = FromRows({"WB.", "...", "..."});
  EXPECT_EQ(g->LibertiesAt(0, 0), 1);
  Points captured;
  ASSERT_TRUE(g->Play(B, 0, 1, &captured).ok());
  EXPECT_EQ(captured, (Points{{0, 0}}));
  EXPECT_EQ(g->LibertiesAt(1, 0), 3);  // (0, 0), (2, 0), (1, 1)
  EXPECT_EQ(g->LibertiesAt(0, 1), 3);  // (0, 0), (1, 1), (0, 2)
  ExpectConsistent(*g);
}

TEST(GameCapture, LastLibertyOfTwoChainsAtOnce) {
  auto g = FromRows({"BWB..", "B.B..", "BWB..", ".B..."});
  EXPECT_EQ(g->LibertiesAt(1, 0), 1);
  EXPECT_EQ(g->LibertiesAt(1, 2), 1);
  Points captured;
  ASSERT_TRUE(g->Play(B, 1, 1, &captured).ok());
  EXPECT_EQ(captured, (Points{{1, 0}, {1, 2}}));
  EXPECT_EQ(g->captures_by(B), 2);
  // The two black columns are joined through (1, 1); (1, 3) stays apart.
  auto chain = g->ChainAt(1, 1);
  ASSERT_TRUE(chain.has_value());
  EXPECT_EQ(chain->stones, (Points{{0, 0}, {0, 1}, {0, 2}, {1, 1}, {2, 0}, {2, 1}, {2, 2}}));
  EXPECT_EQ(chain->id, 0);
  EXPECT_EQ(chain->liberties, (Points{{0, 3}, {1, 0}, {1, 2}, {2, 3}, {3, 0}, {3, 1}, {3, 2}}));
  EXPECT_EQ(g->LibertiesAt(1, 1), 7);
  ExpectConsistent(*g);
}

TEST(GameCapture, CaptureGivesLibertiesToSeveralChainsOnce) {
  // White (1, 1) touches three separate black chains; each gains exactly one liberty back.
  auto g = FromRows({".B..", "BW..", ".B..", "...."});
  ASSERT_TRUE(g->Play(B, 2, 1).ok());
  ExpectConsistent(*g);
  EXPECT_EQ(g->LibertiesAt(1, 0), 3);
}

// --- Merges and liberties ---------------------------------------------------------------------

TEST(GameLiberties, MergeTwoStonesIntoOneChain) {
  Game g(3, 2, {});
  ASSERT_TRUE(g.Play(B, 0, 0).ok());
  ASSERT_TRUE(g.Play(B, 2, 0).ok());
  EXPECT_EQ(g.Chains().size(), 2u);
  ASSERT_TRUE(g.Play(B, 1, 0).ok());
  auto chains = g.Chains();
  ASSERT_EQ(chains.size(), 1u);
  EXPECT_EQ(chains[0].id, 0);
  EXPECT_EQ(chains[0].color, B);
  EXPECT_EQ(chains[0].stones, (Points{{0, 0}, {1, 0}, {2, 0}}));
  EXPECT_EQ(chains[0].liberties, (Points{{0, 1}, {1, 1}, {2, 1}}));
  EXPECT_EQ(g.LibertiesAt(2, 0), 3);
  ExpectConsistent(g);
}

TEST(GameLiberties, SharedLibertiesCountOnce) {
  // Black (1, 0) and (0, 1) share the liberties (0, 0) and (1, 1).
  auto g = FromRows({".B.", "B..", "..."});
  EXPECT_EQ(g->LibertiesAt(1, 0), 3);
  EXPECT_EQ(g->LibertiesAt(0, 1), 3);
  ASSERT_TRUE(g->Play(B, 1, 1).ok());
  // {(1,0), (0,1), (1,1)}: liberties (0,0), (2,0), (2,1), (1,2), (0,2).
  EXPECT_EQ(g->LibertiesAt(0, 1), 5);
  auto chain = g->ChainAt(0, 1);
  ASSERT_TRUE(chain.has_value());
  EXPECT_EQ(chain->id, 1);  // (1, 0) comes first in row-major order
  EXPECT_EQ(chain->stones, (Points{{0, 1}, {1, 0}, {1, 1}}));
  EXPECT_EQ(chain->liberties, (Points{{0, 0}, {0, 2}, {1, 2}, {2, 0}, {2, 1}}));
  ExpectConsistent(*g);
}

TEST(GameLiberties, FourChainsMergeThroughOneStone) {
  auto g = FromRows({".....", "..B..", ".B.B.", "..B..", "....."});
  EXPECT_EQ(g->Chains().size(), 4u);
  ASSERT_TRUE(g->Play(B, 2, 2).ok());
  EXPECT_EQ(g->Chains().size(), 1u);
  EXPECT_EQ(g->LibertiesAt(2, 2), 8);  // the four diagonals are shared and counted once
  ExpectConsistent(*g);
}

TEST(GameLiberties, LibertyMapAndChainsOrder) {
  auto g = FromRows({"B.W", "BW.", "..."});
  std::vector<int32_t> map(9, -1);
  g->LibertyMap(map.data());
  // Black (0,0)-(0,1): liberties (1,0), (0,2). White (2,0): (1,0), (2,1). White (1,1): (1,0),
  // (2,1), (1,2).
  EXPECT_EQ(map, (std::vector<int32_t>{2, 0, 2, 2, 3, 0, 0, 0, 0}));
  auto chains = g->Chains();
  ASSERT_EQ(chains.size(), 3u);
  EXPECT_EQ(chains[0].id, 0);
  EXPECT_EQ(chains[1].id, 2);
  EXPECT_EQ(chains[2].id, 4);
  EXPECT_EQ(chains[2].color, W);
  EXPECT_FALSE(g->ChainAt(1, 0).has_value());
  EXPECT_EQ(g->LibertiesAt(1, 0), 0);
}

TEST(GameLiberties, PlayingOnOwnAndOpponentLibertiesUpdatesBoth) {
  auto g = FromRows({"....", ".BW.", "....", "...."});
  ASSERT_TRUE(g->Play(W, 1, 2).ok());
  EXPECT_EQ(g->LibertiesAt(1, 1), 2);
  EXPECT_EQ(g->LibertiesAt(2, 1), 3);
  ASSERT_TRUE(g->Play(B, 2, 2).ok());
  EXPECT_EQ(g->LibertiesAt(2, 1), 2);
  EXPECT_EQ(g->LibertiesAt(1, 2), 2);
  ExpectConsistent(*g);
}

// --- Legality ---------------------------------------------------------------------------------

TEST(GameLegality, OccupiedPoint) {
  Game g(19, 19, {});
  ASSERT_TRUE(g.Play(B, 3, 3).ok());
  EXPECT_EQ(g.Check(W, 3, 3), MoveVerdict::kOccupied);
  Status s = g.Play(W, 3, 3);
  EXPECT_EQ(s.code(), ErrorCode::kIllegalMove);
  EXPECT_EQ(s.message(), "(3, 3) is occupied");
  EXPECT_EQ(g.move_count(), 1);
}

TEST(GameLegality, OffTheBoard) {
  Game g(19, 19, {});
  EXPECT_EQ(g.Check(B, 19, 3), MoveVerdict::kOffBoard);
  EXPECT_EQ(g.Check(B, -1, 0), MoveVerdict::kOffBoard);
  EXPECT_EQ(g.Check(B, 0, 19), MoveVerdict::kOffBoard);
  Status s = g.Play(B, 19, 3);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidCoordinate);
  EXPECT_EQ(s.message(), "(19, 3) is off the 19x19 board");
  Game r(9, 5, {});
  EXPECT_EQ(r.Play(W, 2, 5).message(), "(2, 5) is off the 9x5 board");
  EXPECT_EQ(g.move_count(), 0);
}

TEST(GameLegality, NotAPlayer) {
  Game g(9, 9, {});
  EXPECT_EQ(g.Check(Color::kEmpty, 0, 0), MoveVerdict::kNotAPlayer);
  EXPECT_EQ(g.Check(static_cast<Color>(2), 0, 0), MoveVerdict::kNotAPlayer);
  Status s = g.Play(Color::kEmpty, 0, 0);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(s.message(), "color must be 1 (black) or -1 (white)");
  s = g.Pass(static_cast<Color>(3));
  EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(s.message(), "color must be 1 (black) or -1 (white)");
  EXPECT_EQ(g.move_count(), 0);
  EXPECT_TRUE(g.moves().empty());
}

TEST(GameLegality, SingleStoneSuicideIsIllegal) {
  auto g = FromRows({".B", "B."});
  EXPECT_EQ(g->Check(W, 0, 0), MoveVerdict::kSuicide);
  Status s = g->Play(W, 0, 0);
  EXPECT_EQ(s.code(), ErrorCode::kIllegalMove);
  EXPECT_EQ(s.message(), "(0, 0) is suicide");
  EXPECT_EQ(g->Check(B, 0, 0), MoveVerdict::kLegal);  // filling an own eye is not suicide
}

const std::vector<std::string_view> kMultiSuicide = {".WB.", "WWB.", "BB..", "...."};

TEST(GameLegality, MultiStoneSuicideIsIllegalByDefault) {
  auto g = FromRows(kMultiSuicide);
  const auto before = Rows(*g);
  EXPECT_EQ(g->Check(W, 0, 0), MoveVerdict::kSuicide);
  EXPECT_EQ(g->Play(W, 0, 0).message(), "(0, 0) is suicide");
  // Nothing changed.
  EXPECT_EQ(Rows(*g), before);
  EXPECT_EQ(g->move_count(), 0);
  EXPECT_EQ(g->captures_by(B), 0);
  EXPECT_EQ(g->stones_played(W), 0);
  ExpectConsistent(*g);
}

TEST(GameLegality, MultiStoneSuicideWhenAllowed) {
  GameRules rules;
  rules.allow_suicide = true;
  auto g = FromRows(kMultiSuicide, rules);
  EXPECT_EQ(g->Check(W, 0, 0), MoveVerdict::kLegal);
  Points removed;
  ASSERT_TRUE(g->Play(W, 0, 0, &removed).ok());
  EXPECT_EQ(removed, (Points{{0, 0}, {0, 1}, {1, 0}, {1, 1}}));
  EXPECT_EQ(Rows(*g), (std::vector<std::string>{"  B ", "  B ", "BB  ", "    "}));
  EXPECT_EQ(g->captures_by(B), 4);  // a suicided chain counts for the opponent
  EXPECT_EQ(g->captures_by(W), 0);
  EXPECT_EQ(g->stones_played(W), 1);
  EXPECT_EQ(g->LibertiesAt(2, 0), 5);  // (1, 0), (1, 1), (3, 0), (3, 1), (2, 2)
  EXPECT_EQ(g->LibertiesAt(0, 2), 5);  // (0, 1), (1, 1), (0, 3), (1, 3), (2, 2)
  ExpectConsistent(*g);
}

TEST(GameLegality, SingleStoneSuicideWhenAllowedIsARemoval) {
  GameRules rules;
  rules.allow_suicide = true;
  auto g = FromRows({".B", "B."}, rules);
  Points removed;
  ASSERT_TRUE(g->Play(W, 0, 0, &removed).ok());
  EXPECT_EQ(removed, (Points{{0, 0}}));
  EXPECT_EQ(Rows(*g), (std::vector<std::string>{" B", "B "}));
  EXPECT_EQ(g->captures_by(B), 1);
  EXPECT_EQ(g->move_count(), 1);
  ExpectConsistent(*g);

  // Under positional superko it recreates the position it was played in (Tromp-Taylor rule 6).
  rules.ko = KoRule::kPositionalSuperko;
  auto s = FromRows({".B", "B."}, rules);
  EXPECT_EQ(s->Check(W, 0, 0), MoveVerdict::kSuperko);
}

TEST(GameLegality, CapturingIsNotSuicide) {
  // White at (0, 0) has no empty neighbour but captures black (1, 0)-(1, 1).
  auto g = FromRows({".BW.", "WBW."});
  EXPECT_EQ(g->LibertiesAt(1, 0), 1);
  EXPECT_EQ(g->Check(W, 0, 0), MoveVerdict::kLegal);
  // Joining a chain that keeps a liberty is not suicide either.
  auto h = FromRows({".B.", "B.."});
  EXPECT_EQ(h->Check(B, 0, 0), MoveVerdict::kLegal);
}

// A ko: black captures white (1, 1) by playing (2, 1).
const std::vector<std::string_view> kKo = {".BW..", "BW.W.", ".BW.."};

TEST(GameKo, SimpleKoForbidsTheImmediateRetake) {
  auto g = FromRows(kKo);
  Points captured;
  ASSERT_TRUE(g->Play(B, 2, 1, &captured).ok());
  EXPECT_EQ(captured, (Points{{1, 1}}));
  EXPECT_EQ(g->Check(W, 1, 1), MoveVerdict::kKo);
  const auto before = Rows(*g);
  Status s = g->Play(W, 1, 1);
  EXPECT_EQ(s.code(), ErrorCode::kIllegalMove);
  EXPECT_EQ(s.message(), "(1, 1) retakes a ko");
  EXPECT_EQ(Rows(*g), before);
  EXPECT_EQ(g->move_count(), 1);
  // Black itself may fill the ko.
  EXPECT_EQ(g->Check(B, 1, 1), MoveVerdict::kLegal);
  ExpectConsistent(*g);
}

TEST(GameKo, ReleasedAfterAMoveElsewhere) {
  auto g = FromRows(kKo);
  ASSERT_TRUE(g->Play(B, 2, 1).ok());
  ASSERT_TRUE(g->Play(W, 4, 0).ok());  // a ko threat
  ASSERT_TRUE(g->Play(B, 4, 2).ok());  // answered
  EXPECT_EQ(g->Check(W, 1, 1), MoveVerdict::kLegal);
  Points captured;
  ASSERT_TRUE(g->Play(W, 1, 1, &captured).ok());
  EXPECT_EQ(captured, (Points{{2, 1}}));
  // Now black may not retake at once.
  EXPECT_EQ(g->Check(B, 2, 1), MoveVerdict::kKo);
  ASSERT_TRUE(g->Pass(B).ok());
  ASSERT_TRUE(g->Pass(W).ok());
  // A pass is the next move too: the ko is released.
  EXPECT_EQ(g->Check(B, 2, 1), MoveVerdict::kLegal);
  ExpectConsistent(*g);
}

TEST(GameKo, ACaptureThatJoinsAChainIsNotAKo) {
  auto g = FromRows({".BBW.", "BW.W.", ".BBW."});
  Points captured;
  ASSERT_TRUE(g->Play(B, 2, 1, &captured).ok());  // captures (1, 1) and joins (2, 0)-(2, 2)
  EXPECT_EQ(captured, (Points{{1, 1}}));
  EXPECT_EQ(g->Check(W, 1, 1), MoveVerdict::kSuicide);  // not kKo: no ko was set
  ExpectConsistent(*g);
}

TEST(GameKo, SuperkoForbidsTheImmediateRetakeAsARepetition) {
  GameRules rules;
  rules.ko = KoRule::kPositionalSuperko;
  auto g = FromRows(kKo, rules);
  ASSERT_TRUE(g->Play(B, 2, 1).ok());
  EXPECT_EQ(g->Check(W, 1, 1), MoveVerdict::kSuperko);
  Status s = g->Play(W, 1, 1);
  EXPECT_EQ(s.code(), ErrorCode::kIllegalMove);
  EXPECT_EQ(s.message(), "(1, 1) repeats an earlier position (positional superko)");
}

TEST(GameKo, SuperkoForbidsARepetitionThatSimpleKoAllows) {
  // Capture, pass, pass, recapture: the recapture recreates the start position. Simple ko allows
  // it (the ko was released by the passes); positional superko does not.
  for (KoRule ko : {KoRule::kSimple, KoRule::kPositionalSuperko}) {
    GameRules rules;
    rules.ko = ko;
    auto g = FromRows(kKo, rules);
    ASSERT_TRUE(g->Play(B, 2, 1).ok());
    ASSERT_TRUE(g->Pass(W).ok());
    ASSERT_TRUE(g->Pass(B).ok());
    if (ko == KoRule::kSimple) {
      EXPECT_EQ(g->Check(W, 1, 1), MoveVerdict::kLegal);
      ASSERT_TRUE(g->Play(W, 1, 1).ok());
      EXPECT_EQ(Rows(*g), (std::vector<std::string>{" BW  ", "BW W ", " BW  "}));
    } else {
      EXPECT_EQ(g->Check(W, 1, 1), MoveVerdict::kSuperko);
      EXPECT_FALSE(g->Play(W, 1, 1).ok());
      // After a new stone elsewhere, the recapture makes a new position and is legal.
      ASSERT_TRUE(g->Play(W, 4, 0).ok());
      EXPECT_EQ(g->Check(W, 1, 1), MoveVerdict::kLegal);
    }
    ExpectConsistent(*g);
  }
}

TEST(GameKo, SuperkoSeesAMultiStoneSuicideThatRecreatesThePosition) {
  // White builds a three-stone chain in black's corner, then a permitted suicide at (0, 0) removes
  // all four stones: the board is the start position again.
  for (KoRule ko : {KoRule::kSimple, KoRule::kPositionalSuperko}) {
    GameRules rules;
    rules.allow_suicide = true;
    rules.ko = ko;
    auto g = FromRows({"..B.", "..B.", "BB..", "...."}, rules);
    const auto start = Rows(*g);
    for (Point p : {Point{1, 1}, Point{0, 1}, Point{1, 0}}) {
      ASSERT_TRUE(g->Play(W, p.x, p.y).ok());
      ASSERT_TRUE(g->Pass(B).ok());
    }
    if (ko == KoRule::kSimple) {
      Points removed;
      ASSERT_TRUE(g->Play(W, 0, 0, &removed).ok());
      EXPECT_EQ(removed.size(), 4u);
      EXPECT_EQ(Rows(*g), start);
      EXPECT_EQ(g->captures_by(B), 4);
    } else {
      EXPECT_EQ(g->Check(W, 0, 0), MoveVerdict::kSuperko);
      EXPECT_EQ(g->Play(W, 0, 0).message(),
                "(0, 0) repeats an earlier position (positional superko)");
      EXPECT_EQ(g->Check(B, 0, 0), MoveVerdict::kLegal);  // black captures three: a new position
    }
    ExpectConsistent(*g);
  }
}

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

// --- Huge boards (iterative code only) -------------------------------------------------------

TEST(GameHuge, MergeAndCaptureChainsOfHalfAMillionStones) {
  constexpr int kSide = 1024;
  std::vector<int8_t> signs(static_cast<size_t>(kSide) * kSide, 1);
  for (int y = 0; y < kSide; ++y) signs[static_cast<size_t>(y) * kSide + kSide / 2] = 0;
  signs[0] = 0;  // the left chain's other liberty: (0, 0)
  Board board;
  ASSERT_TRUE(ParseSigns(signs.data(), kSide, kSide, &board).ok());
  std::unique_ptr<Game> g;
  ASSERT_TRUE(Game::FromPosition(board, {}, &g).ok());
  EXPECT_EQ(g->LibertiesAt(0, 1), kSide + 1);
  EXPECT_EQ(g->LibertiesAt(kSide - 1, 0), kSide);
  // Fill the middle column: the first stone merges the two halves, the others join one by one.
  for (int y = 0; y < kSide; ++y) ASSERT_TRUE(g->Play(B, kSide / 2, y).ok());
  EXPECT_EQ(g->LibertiesAt(0, 1), 1);  // (0, 0)
  EXPECT_EQ(g->Chains().size(), 1u);
  ExpectConsistent(*g);
  Points captured;
  ASSERT_TRUE(g->Play(W, 0, 0, &captured).ok());
  EXPECT_EQ(captured.size(), static_cast<size_t>(kSide) * kSide - 1);
  EXPECT_EQ(g->captures_by(W), kSide * kSide - 1);
  EXPECT_EQ(g->LibertiesAt(0, 0), 2);
  ExpectConsistent(*g);
}

// --- Property tests -----------------------------------------------------------------------------

/// A deliberately naive reference: flood fills on a plain array, boards compared in full.
class Reference {
 public:
  Reference(const Board& start, GameRules rules)
      : w_(start.width()), h_(start.height()), rules_(rules), signs_(start.area()) {
    start.ToSigns(signs_.data());
    history_.push_back(signs_);
  }

  /// The verdict, and on a legal move the resulting signs and removed stones (column-major).
  MoveVerdict Try(Color color, int x, int y, std::vector<int8_t>* result, Points* removed,
                  bool* sets_ko) const {
    if (x < 0 || y < 0 || x >= w_ || y >= h_) return MoveVerdict::kOffBoard;
    if (color != B && color != W) return MoveVerdict::kNotAPlayer;
    if (signs_[y * w_ + x] != 0) return MoveVerdict::kOccupied;
    std::vector<int8_t> s = signs_;
    const int8_t pla = static_cast<int8_t>(color);
    s[y * w_ + x] = pla;
    Points gone;
    int opponent_removed = 0;
    for (Point n : Neighbours({x, y})) {
      if (s[n.y * w_ + n.x] == -pla) {
        Points stones;
        if (Liberties(s, n, &stones) == 0) {
          for (Point p : stones) {
            s[p.y * w_ + p.x] = 0;
            gone.push_back(p);
            ++opponent_removed;
          }
        }
      }
    }
    Points own;
    const int own_liberties = Liberties(s, {x, y}, &own);
    bool suicide = false;
    if (own_liberties == 0) {
      if (!rules_.allow_suicide) return MoveVerdict::kSuicide;
      suicide = true;
      for (Point p : own) {
        s[p.y * w_ + p.x] = 0;
        gone.push_back(p);
      }
    }
    if (rules_.ko == KoRule::kSimple) {
      if (ko_ && ko_point_ == Point{x, y} && color == ko_forbidden_) return MoveVerdict::kKo;
    } else if (std::find(history_.begin(), history_.end(), s) != history_.end()) {
      return MoveVerdict::kSuperko;
    }
    std::sort(gone.begin(), gone.end());
    *result = std::move(s);
    *removed = std::move(gone);
    *sets_ko = !suicide && opponent_removed == 1 && own.size() == 1 && own_liberties == 1;
    return MoveVerdict::kLegal;
  }

  void Apply(Color color, int x, int y) {
    std::vector<int8_t> result;
    Points removed;
    bool sets_ko = false;
    if (Try(color, x, y, &result, &removed, &sets_ko) != MoveVerdict::kLegal) std::abort();
    const bool suicide = std::find(removed.begin(), removed.end(), Point{x, y}) != removed.end();
    captures_[(suicide ? Opponent(color) : color) == B ? 0 : 1] += static_cast<int>(removed.size());
    ko_ = sets_ko;
    if (sets_ko) {
      ko_point_ = removed[0];
      ko_forbidden_ = Opponent(color);
    }
    signs_ = std::move(result);
    history_.push_back(signs_);
  }

  void Pass() { ko_ = false; }

  const std::vector<int8_t>& signs() const { return signs_; }
  int captures(Color c) const { return captures_[c == B ? 0 : 1]; }

 private:
  std::vector<Point> Neighbours(Point p) const {
    std::vector<Point> out;
    if (p.x > 0) out.push_back({p.x - 1, p.y});
    if (p.x + 1 < w_) out.push_back({p.x + 1, p.y});
    if (p.y > 0) out.push_back({p.x, p.y - 1});
    if (p.y + 1 < h_) out.push_back({p.x, p.y + 1});
    return out;
  }

  /// Liberties of the chain through p in s; its stones into *stones.
  int Liberties(const std::vector<int8_t>& s, Point p, Points* stones) const {
    const int8_t c = s[p.y * w_ + p.x];
    std::vector<uint8_t> seen(s.size(), 0);
    std::vector<uint8_t> liberty(s.size(), 0);
    std::vector<Point> stack{p};
    seen[p.y * w_ + p.x] = 1;
    int liberties = 0;
    while (!stack.empty()) {
      Point q = stack.back();
      stack.pop_back();
      stones->push_back(q);
      for (Point n : Neighbours(q)) {
        const int i = n.y * w_ + n.x;
        if (s[i] == 0 && !liberty[i]) {
          liberty[i] = 1;
          ++liberties;
        } else if (s[i] == c && !seen[i]) {
          seen[i] = 1;
          stack.push_back(n);
        }
      }
    }
    return liberties;
  }

  int w_, h_;
  GameRules rules_;
  std::vector<int8_t> signs_;
  std::vector<std::vector<int8_t>> history_;
  bool ko_ = false;
  Point ko_point_;
  Color ko_forbidden_ = Color::kEmpty;
  int captures_[2] = {0, 0};
};

std::vector<int8_t> Signs(const Game& g) {
  std::vector<int8_t> s(static_cast<size_t>(g.board().area()));
  g.board().ToSigns(s.data());
  return s;
}

/// What the random games ran into, to make sure they cover every rule.
struct Coverage {
  int verdicts[7] = {};
  int suicides = 0;        ///< permitted suicides played
  int multi_captures = 0;  ///< moves that removed two or more opponent stones
  int undos = 0;
};

/// Plays one random game, checking every verdict against the reference and the tracker after
/// every action. Returns the number of actions.
int PlayRandomGame(std::mt19937_64& rng, int width, int height, GameRules rules, int max_actions,
                   bool with_undo, Coverage* coverage) {
  Game game(width, height, rules);
  std::vector<Reference> refs{Reference(game.board(), rules)};  // a stack, for undo
  std::vector<std::vector<int8_t>> boards{Signs(game)};
  // rng() % n rather than std::uniform_int_distribution, whose output differs between standard
  // libraries: the same seeds then play the same games natively and in WASM.
  auto percent = [&rng] { return static_cast<int>(rng() % 100); };
  Color turn = B;
  int actions = 0;
  for (; actions < max_actions && !game.IsTerminal(); ++actions) {
    if (with_undo && percent() < 4 && game.move_count() > 0) {
      EXPECT_TRUE(game.Undo());
      refs.pop_back();
      boards.pop_back();
      EXPECT_EQ(Signs(game), boards.back());
      turn = Opponent(turn);
      ++coverage->undos;
    } else {
      bool played = false;
      if (percent() >= 3) {
        for (int attempt = 0; attempt < 12 && !played; ++attempt) {
          const int x = static_cast<int>(rng() % width), y = static_cast<int>(rng() % height);
          std::vector<int8_t> result;
          Points removed;
          bool sets_ko = false;
          const MoveVerdict expected = refs.back().Try(turn, x, y, &result, &removed, &sets_ko);
          const MoveVerdict verdict = game.Check(turn, x, y);
          EXPECT_EQ(verdict, expected)
              << "(" << x << ", " << y << ") on move " << game.move_count();
          if (verdict != expected) return actions;
          ++coverage->verdicts[static_cast<int>(verdict)];
          if (verdict != MoveVerdict::kLegal) {
            if (percent() < 10) {  // an illegal move changes nothing
              const int before = game.move_count();
              EXPECT_FALSE(game.Play(turn, x, y).ok());
              EXPECT_EQ(game.move_count(), before);
              EXPECT_EQ(Signs(game), boards.back());
            }
            continue;
          }
          Points captured;
          Status s = game.Play(turn, x, y, &captured);
          EXPECT_TRUE(s.ok()) << s.message();
          EXPECT_EQ(captured, removed);
          if (std::find(captured.begin(), captured.end(), Point{x, y}) != captured.end()) {
            ++coverage->suicides;
          } else if (captured.size() >= 2) {
            ++coverage->multi_captures;
          }
          EXPECT_EQ(Signs(game), result);
          refs.push_back(refs.back());
          refs.back().Apply(turn, x, y);
          played = true;
        }
      }
      if (!played) {
        EXPECT_TRUE(game.Pass(turn).ok());
        refs.push_back(refs.back());
        refs.back().Pass();
      }
      boards.push_back(Signs(game));
      turn = Opponent(turn);
    }
    Status s = game.CheckConsistency();
    EXPECT_TRUE(s.ok()) << s.message() << " after move " << game.move_count();
    if (!s.ok()) return actions;
    EXPECT_EQ(game.captures_by(B), refs.back().captures(B));
    EXPECT_EQ(game.captures_by(W), refs.back().captures(W));
    if (::testing::Test::HasFailure()) return actions;
  }
  return actions;
}

GameRules RandomRules(std::mt19937_64& rng) {
  GameRules rules;
  rules.allow_suicide = (rng() & 1) != 0;
  rules.ko = (rng() & 2) != 0 ? KoRule::kPositionalSuperko : KoRule::kSimple;
  return rules;
}

TEST(GameProperty, RandomSmallGamesStayConsistent) {
  std::mt19937_64 rng(20240611);
  int actions = 0;
  Coverage coverage;
  for (int i = 0; i < 2000 && !HasFailure(); ++i) {
    const int width = 2 + static_cast<int>(rng() % 8);   // 2 .. 9
    const int height = 1 + static_cast<int>(rng() % 9);  // 1 .. 9
    actions += PlayRandomGame(rng, width, height, RandomRules(rng), 2 * width * height,
                              (i % 4) == 0, &coverage);
  }
  EXPECT_GT(actions, 50000);
  for (MoveVerdict v : {MoveVerdict::kLegal, MoveVerdict::kOccupied, MoveVerdict::kSuicide,
                        MoveVerdict::kKo, MoveVerdict::kSuperko}) {
    EXPECT_GT(coverage.verdicts[static_cast<int>(v)], 20) << "verdict " << static_cast<int>(v);
  }
  EXPECT_GT(coverage.suicides, 20);
  EXPECT_GT(coverage.multi_captures, 20);
  EXPECT_GT(coverage.undos, 100);
  std::printf(
      "%d actions; legal %d, occupied %d, suicide %d, ko %d, superko %d; %d suicides "
      "played, %d multi-stone captures, %d undos\n",
      actions, coverage.verdicts[0], coverage.verdicts[3], coverage.verdicts[4],
      coverage.verdicts[5], coverage.verdicts[6], coverage.suicides, coverage.multi_captures,
      coverage.undos);
}

TEST(GameProperty, RandomFullBoardGames) {
  std::mt19937_64 rng(7);
  Coverage coverage;
  for (int i = 0; i < 6 && !HasFailure(); ++i) {
    PlayRandomGame(rng, 19, 19, RandomRules(rng), 600, i == 0, &coverage);
  }
  EXPECT_GT(coverage.multi_captures, 0);
}

// --- The equivalence of area and territory scoring on random finished games ------------------

TEST(GameProperty, AreaAndTerritoryAgreeOnRandomFinishedGames) {
  std::mt19937_64 rng(1989);
  int agreed = 0, games = 0;
  int dead_chains = 0;
  for (int i = 0; i < 1000 && !HasFailure(); ++i) {
    const int side = 5 + static_cast<int>(rng() % 5);  // 5 .. 9
    GameRules rules = RandomRules(rng);
    rules.komi_tenths = static_cast<int>(rng() % 3) * 5;  // 0, 0.5, 1 point: ties happen
    Game game(side, side, rules);
    Color turn = B;
    // Random play, passing when 20 tries find no legal move or at random late in the game.
    while (!game.IsTerminal()) {
      bool played = false;
      if (game.move_count() < side * side || rng() % 8 != 0) {
        for (int attempt = 0; attempt < 20 && !played; ++attempt) {
          const int x = static_cast<int>(rng() % side), y = static_cast<int>(rng() % side);
          if (game.Check(turn, x, y) == MoveVerdict::kLegal) {
            ASSERT_TRUE(game.Play(turn, x, y).ok());
            played = true;
          }
        }
      }
      if (!played) {
        ASSERT_TRUE(game.Pass(turn).ok());
      }
      turn = Opponent(turn);
    }
    // Equal stones placed: the side that placed fewer plays more legal stones.
    for (int guard = 0; guard < 50; ++guard) {
      const int diff = game.stones_played(B) - game.stones_played(W);
      if (diff == 0) break;
      const Color c = diff > 0 ? W : B;
      bool played = false;
      for (int p = 0; p < side * side && !played; ++p) {
        if (game.Check(c, p % side, p / side) == MoveVerdict::kLegal) {
          ASSERT_TRUE(game.Play(c, p % side, p / side).ok());
          played = true;
        }
      }
      if (!played) break;
    }
    if (game.stones_played(B) != game.stones_played(W)) continue;
    // Mark some chains dead at random.
    for (const ChainInfo& chain : game.Chains()) {
      if (rng() % 3 == 0) {
        ASSERT_TRUE(game.ToggleDead(chain.stones[0].x, chain.stones[0].y).ok());
        ++dead_chains;
      }
    }
    ++games;
    const std::optional<bool> agree = game.AgreeUnderEquivalence();
    ASSERT_TRUE(agree.has_value());
    EXPECT_TRUE(*agree) << "game " << i << ": area and territory scoring disagree";
    if (agree.value_or(false)) ++agreed;
  }
  EXPECT_GT(games, 800);
  EXPECT_GT(dead_chains, 1000);
  EXPECT_EQ(agreed, games);
  std::printf("%d finished games with equal stones placed, %d dead chains: %d agree\n", games,
              dead_chains, agreed);
}

}  // namespace
}  // namespace goscore
