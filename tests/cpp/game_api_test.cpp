// The game engine's newer surface: the verdict table, the move limit, the flat exports of chains
// and moves, the komi rule (core/komi.h) and the game info.
#include <gtest/gtest.h>

#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "board/board.h"
#include "core/komi.h"
#include "game/game.h"

namespace goscore {
namespace {

constexpr Color B = Color::kBlack;
constexpr Color W = Color::kWhite;

std::unique_ptr<Game> FromRows(const std::vector<std::string_view>& rows, GameRules rules = {}) {
  Board board;
  EXPECT_TRUE(ParseRows(rows, &board).ok());
  std::unique_ptr<Game> game;
  EXPECT_TRUE(Game::FromPosition(board, rules, &game).ok());
  return game;
}

// --- The verdict table ---

TEST(GameVerdicts, NamesAreTheJsApisAndMessagesArePlays) {
  // The names Game.check has always returned in JS (README, web/index.js), in enum order.
  const char* names[] = {"legal",   "off-board", "not-a-player", "occupied",
                         "suicide", "ko",        "superko"};
  ASSERT_EQ(kMoveVerdictCount, 7);
  for (int i = 0; i < kMoveVerdictCount; ++i) {
    EXPECT_STREQ(MoveVerdictName(static_cast<MoveVerdict>(i)), names[i]);
  }
  EXPECT_STREQ(MoveVerdictName(static_cast<MoveVerdict>(7)), "unknown");
  EXPECT_STREQ(MoveVerdictName(static_cast<MoveVerdict>(-1)), "unknown");
  EXPECT_STREQ(MoveVerdictMessage(MoveVerdict::kLegal), "");
  EXPECT_STREQ(MoveVerdictMessage(MoveVerdict::kOccupied), "is occupied");
  EXPECT_STREQ(MoveVerdictRecordMessage(MoveVerdict::kOccupied), "is on an occupied point");
  EXPECT_STREQ(MoveVerdictRecordMessage(MoveVerdict::kKo), "retakes a ko");

  // Play's errors are the table's messages after the point.
  auto g = FromRows({".BW.", "BW.W", ".BW.", "...."});
  ASSERT_TRUE(g->Play(B, 3, 3).ok());
  struct Case {
    Color color;
    int x, y;
    MoveVerdict verdict;
    std::string message;
  };
  ASSERT_TRUE(g->Play(B, 2, 1).ok());  // captures (1, 1): White may not retake at once
  const Case cases[] = {
      {W, 1, 0, MoveVerdict::kOccupied, "(1, 0) is occupied"},
      {W, 0, 0, MoveVerdict::kSuicide, "(0, 0) is suicide"},
      {W, 1, 1, MoveVerdict::kKo, "(1, 1) retakes a ko"},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(g->Check(c.color, c.x, c.y), c.verdict) << c.message;
    Status s = g->Play(c.color, c.x, c.y);
    EXPECT_EQ(s.code(), ErrorCode::kIllegalMove);
    EXPECT_EQ(s.message(), c.message);
  }
}

// --- The move limit ---

TEST(GameLimits, MovesAndPassesStopAtKMaxMoves) {
  EXPECT_EQ(kMaxMoves, 2 * 1024 * 1024);
  Game g(9, 9, GameRules());
  for (int i = 0; i < kMaxMoves - 1; ++i) ASSERT_TRUE(g.Pass(i % 2 ? W : B).ok()) << i;
  // One left: a stone move fits, then neither a move nor a pass.
  ASSERT_TRUE(g.Play(B, 4, 4).ok());
  EXPECT_EQ(g.move_count(), kMaxMoves);
  const std::string message = "the game has reached the limit of 2097152 moves and passes";
  Status s = g.Pass(W);
  EXPECT_EQ(s.code(), ErrorCode::kIllegalMove);
  EXPECT_EQ(s.message(), message);
  s = g.Play(W, 0, 0);
  EXPECT_EQ(s.code(), ErrorCode::kIllegalMove);
  EXPECT_EQ(s.message(), message);
  EXPECT_EQ(g.move_count(), kMaxMoves);
  EXPECT_EQ(g.board().At(0, 0), Color::kEmpty);
  // Illegal moves are still reported as such at the limit; undo makes room again.
  EXPECT_EQ(g.Play(W, 4, 4).message(), "(4, 4) is occupied");
  ASSERT_TRUE(g.Undo());
  EXPECT_TRUE(g.Pass(W).ok());
}

// --- Flat exports ---

TEST(GameFlat, GroupsInOneArray) {
  // Column-major lists; chains in id order (row-major index of their first stone).
  auto g = FromRows({"BB.", "..W", "B.W"});
  std::vector<int32_t> flat = {99};  // replaced, not appended to
  g->FlatGroups(&flat);
  const std::vector<int32_t> expected = {
      // id 0: black (0, 0) (1, 0); liberties (0, 1) (1, 1) (2, 0)
      0, 1, 2, 3, 0, 0, 1, 0, 0, 1, 1, 1, 2, 0,
      // id 5: white (2, 1) (2, 2); liberties (1, 1) (1, 2) (2, 0)
      5, -1, 2, 3, 2, 1, 2, 2, 1, 1, 1, 2, 2, 0,
      // id 6: black (0, 2); liberties (0, 1) (1, 2)
      6, 1, 1, 2, 0, 2, 0, 1, 1, 2};
  EXPECT_EQ(flat, expected);
  // The same content as Chains().
  size_t k = 0;
  for (const ChainInfo& c : g->Chains()) {
    ASSERT_LT(k + 4, flat.size());
    EXPECT_EQ(flat[k], c.id);
    EXPECT_EQ(flat[k + 1], static_cast<int>(c.color));
    ASSERT_EQ(flat[k + 2], static_cast<int>(c.stones.size()));
    ASSERT_EQ(flat[k + 3], static_cast<int>(c.liberties.size()));
    k += 4;
    for (Point p : c.stones) EXPECT_EQ((Point{flat[k++], flat[k++]}), p);
    for (Point p : c.liberties) EXPECT_EQ((Point{flat[k++], flat[k++]}), p);
  }
  EXPECT_EQ(k, flat.size());
  Game empty(3, 3, GameRules());
  empty.FlatGroups(&flat);
  EXPECT_TRUE(flat.empty());
}

TEST(GameFlat, MovesInOneArray) {
  auto g = FromRows({".B..", "BW..", ".B.."});
  ASSERT_TRUE(g->Pass(W).ok());
  ASSERT_TRUE(g->Play(B, 2, 1).ok());  // captures (1, 1)
  ASSERT_TRUE(g->Play(W, 3, 0).ok());
  std::vector<int32_t> flat;
  g->FlatMoves(&flat);
  EXPECT_EQ(flat, (std::vector<int32_t>{-1, -1, -1, 0,     //
                                        1, 2, 1, 1, 1, 1,  //
                                        -1, 3, 0, 0}));
  ASSERT_TRUE(g->Undo());
  g->FlatMoves(&flat);
  EXPECT_EQ(flat.size(), 10u);
}

// --- Komi: one rule ---

TEST(KomiRule, MultiplesOfATenthWithinTheRange) {
  struct Case {
    double komi;
    int tenths;
  };
  const Case ok[] = {{6.5, 65}, {0, 0},       {-0.5, -5},          {0.1 + 0.2, 3},
                     {7.0, 70}, {-0.0, 0},    {1000000, 10000000}, {-1000000, -10000000},
                     {0.3, 3},  {375.5, 3755}};
  for (const Case& c : ok) {
    int tenths = 12345;
    Status s = ParseKomiTenths(c.komi, &tenths);
    EXPECT_TRUE(s.ok()) << c.komi << ": " << s.message();
    EXPECT_EQ(tenths, c.tenths) << c.komi;
  }
  struct Bad {
    double komi;
    const char* message;
  };
  const Bad bad[] = {
      {0.05, "komi 0.05 is not a multiple of 0.1"},
      {6.25, "komi 6.25 is not a multiple of 0.1"},
      {1e21, "komi 1e+21 is out of range (at most 1000000 points either way)"},
      {1000000.1, "komi 1000000.1 is out of range (at most 1000000 points either way)"},
      {-1000000.5, "komi -1000000.5 is out of range (at most 1000000 points either way)"},
      {std::numeric_limits<double>::quiet_NaN(), "komi nan is not finite"},
      {std::numeric_limits<double>::infinity(), "komi inf is not finite"},
  };
  for (const Bad& c : bad) {
    int tenths = 12345;
    Status s = ParseKomiTenths(c.komi, &tenths);
    EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument) << c.komi;
    EXPECT_EQ(s.message(), c.message);
    EXPECT_EQ(tenths, 12345);
  }
  EXPECT_TRUE(CheckKomiTenths(10000000).ok());
  EXPECT_EQ(CheckKomiTenths(-10000001).message(),
            "komi -1000000.1 is out of range (at most 1000000 points either way)");
}

TEST(KomiRule, SetKomiUsesIt) {
  Game g(9, 9, GameRules());
  ASSERT_TRUE(g.SetKomi(0.1 + 0.2).ok());
  EXPECT_EQ(g.rules().komi_tenths, 3);
  Status s = g.SetKomi(0.05);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(g.rules().komi_tenths, 3);
  // What the game reports can always be set back.
  ASSERT_TRUE(g.SetKomi(-1000000).ok());
  EXPECT_TRUE(g.SetKomi(g.rules().komi_tenths / 10.0).ok());
}

// --- Info and the start position ---

TEST(GameInfo, KeptAcrossCopiesAndTheStartPositionStays) {
  auto g = FromRows({"B..", "...", "..W"});
  EXPECT_TRUE(g->info().empty());
  g->set_info({{"PB", "Lee Sedol"}, {"PW", "AlphaGo"}});
  ASSERT_TRUE(g->Play(B, 1, 1).ok());
  const Game copy(*g);
  EXPECT_EQ(copy.info(), (std::vector<GameInfoEntry>{{"PB", "Lee Sedol"}, {"PW", "AlphaGo"}}));
  EXPECT_EQ(copy.start_position().ToRows(), (std::vector<std::string>{"B  ", "   ", "  W"}));
  EXPECT_EQ(copy.board().At(1, 1), B);
}

}  // namespace
}  // namespace goscore
