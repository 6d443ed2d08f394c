// The game engine: captures, the liberty tracker's merges and counts, and the rules of play. Undo,
// counters and marks are in game_state_test.cpp, the property tests against a naive reference
// implementation in game_property_test.cpp.
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

}  // namespace
}  // namespace goscore
