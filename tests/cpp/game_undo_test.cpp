// Undo against a replay reference: the engine undoes step by step (game/game.cpp); the reference
// here rebuilds the game from scratch by replaying the log less its last entry, the way the
// engine used to. After every undo the two must agree on everything observable.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "board/board.h"
#include "game/game.h"

namespace goscore {
namespace {

constexpr Color B = Color::kBlack;
constexpr Color W = Color::kWhite;

/// The reference: a fresh game from the same start, replaying every entry of `log`.
std::unique_ptr<Game> Replay(const Board& start, GameRules rules, Color first,
                             const std::vector<MoveRecord>& log) {
  std::unique_ptr<Game> g;
  EXPECT_TRUE(Game::FromPosition(start, rules, &g).ok());
  EXPECT_TRUE(g->set_first_player(first).ok());
  for (const MoveRecord& m : log) {
    Status s = m.pass ? g->Pass(m.color) : g->Play(m.color, m.point.x, m.point.y);
    EXPECT_TRUE(s.ok()) << s.message();
  }
  return g;
}

/// Everything a caller can observe, compared in full: board, chains, liberties, counters, log,
/// whose turn, and the verdict of every point for both players (which sees the ko and the
/// superko history).
void ExpectSame(const Game& engine, const Game& reference, const std::string& where) {
  SCOPED_TRACE(where);
  ASSERT_EQ(engine.board(), reference.board());
  Status s = engine.CheckConsistency();
  ASSERT_TRUE(s.ok()) << s.message();
  std::vector<int32_t> a, b;
  engine.FlatGroups(&a);
  reference.FlatGroups(&b);
  EXPECT_EQ(a, b);
  engine.FlatMoves(&a);
  reference.FlatMoves(&b);
  EXPECT_EQ(a, b);
  const int area = engine.board().area();
  a.assign(static_cast<size_t>(area), -1);
  b.assign(static_cast<size_t>(area), -2);
  engine.LibertyMap(a.data());
  reference.LibertyMap(b.data());
  EXPECT_EQ(a, b);
  for (Color c : {B, W}) {
    EXPECT_EQ(engine.captures_by(c), reference.captures_by(c));
    EXPECT_EQ(engine.stones_played(c), reference.stones_played(c));
  }
  EXPECT_EQ(engine.consecutive_passes(), reference.consecutive_passes());
  EXPECT_EQ(engine.to_play(), reference.to_play());
  EXPECT_EQ(engine.IsTerminal(), reference.IsTerminal());
  for (int y = 0; y < engine.board().height(); ++y) {
    for (int x = 0; x < engine.board().width(); ++x) {
      for (Color c : {B, W}) {
        ASSERT_EQ(engine.Check(c, x, y), reference.Check(c, x, y))
            << "(" << x << ", " << y << ") for " << static_cast<int>(c);
      }
    }
  }
}

struct Tally {
  int undos = 0;
  int undone_captures = 0;
  int undone_suicides = 0;
  int undone_merges = 0;
  int undone_kos = 0;
};

void RandomGameWithUndos(std::mt19937_64& rng, int width, int height, GameRules rules,
                         Tally* tally) {
  Board start(width, height);
  // A few setup stones now and then, so that undo meets chains it did not build.
  if (rng() % 3 == 0) {
    for (int k = 0; k < width * height / 6; ++k) {
      start.Set(static_cast<int>(rng() % width), static_cast<int>(rng() % height),
                rng() % 2 ? B : W);
    }
  }
  std::unique_ptr<Game> game;
  if (!Game::FromPosition(start, rules, &game).ok()) return;  // a setup chain without liberties
  const Color first = rng() % 2 ? B : W;
  ASSERT_TRUE(game->set_first_player(first).ok());
  const int steps = 3 * width * height;
  for (int step = 0; step < steps && !::testing::Test::HasFailure(); ++step) {
    const unsigned roll = static_cast<unsigned>(rng() % 100);
    if (roll < 20 && game->move_count() > 0) {
      const MoveRecord last = game->moves().back();
      std::vector<MoveRecord> kept = game->moves();
      kept.pop_back();
      // What the undone move did, for the coverage counts: a merge shows as a chain larger than
      // one stone on its point.
      if (!last.pass) {
        const bool suicide = game->board().At(last.point.x, last.point.y) == Color::kEmpty;
        if (suicide) {
          ++tally->undone_suicides;
        } else {
          if (!last.captured.empty()) ++tally->undone_captures;
          const auto chain = game->ChainAt(last.point.x, last.point.y);
          if (chain && chain->stones.size() > 1) ++tally->undone_merges;
          if (last.captured.size() == 1 && game->Check(Opponent(last.color), last.captured[0].x,
                                                       last.captured[0].y) == MoveVerdict::kKo) {
            ++tally->undone_kos;
          }
        }
      }
      ASSERT_TRUE(game->Undo());
      ++tally->undos;
      const std::unique_ptr<Game> reference = Replay(start, rules, first, kept);
      ExpectSame(*game, *reference, "after undo at step " + std::to_string(step));
      continue;
    }
    const Color color = roll < 60 ? game->to_play() : (rng() % 2 ? B : W);
    if (roll >= 95) {
      ASSERT_TRUE(game->Pass(color).ok());
      continue;
    }
    // A legal move if one is found quickly, else a pass.
    bool played = false;
    for (int attempt = 0; attempt < 12 && !played; ++attempt) {
      const int x = static_cast<int>(rng() % width);
      const int y = static_cast<int>(rng() % height);
      if (game->Check(color, x, y) == MoveVerdict::kLegal) {
        ASSERT_TRUE(game->Play(color, x, y).ok());
        played = true;
      }
    }
    if (!played) {
      ASSERT_TRUE(game->Pass(color).ok());
    }
  }
  // Undo everything: back to the start position.
  while (game->Undo()) {
  }
  ExpectSame(*game, *Replay(start, rules, first, {}), "after undoing everything");
}

TEST(GameUndoReference, RandomGamesMatchAReplayAfterEveryUndo) {
  std::mt19937_64 rng(20261201);
  Tally tally;
  for (int i = 0; i < 600 && !HasFailure(); ++i) {
    GameRules rules;
    rules.allow_suicide = (i & 1) != 0;
    rules.ko = (i & 2) != 0 ? KoRule::kPositionalSuperko : KoRule::kSimple;
    const int width = 1 + static_cast<int>(rng() % 7);
    const int height = 2 + static_cast<int>(rng() % 6);
    RandomGameWithUndos(rng, width, height, rules, &tally);
  }
  // The undos met every kind of move.
  EXPECT_GT(tally.undos, 5000);
  EXPECT_GT(tally.undone_captures, 200);
  EXPECT_GT(tally.undone_suicides, 50);
  EXPECT_GT(tally.undone_merges, 500);
  EXPECT_GT(tally.undone_kos, 10);
  std::printf("%d undos: %d captures, %d suicides, %d merges, %d kos\n", tally.undos,
              tally.undone_captures, tally.undone_suicides, tally.undone_merges, tally.undone_kos);
}

TEST(GameUndoReference, MergeOfFourChainsAndTheirCaptureUndone) {
  // (2, 2) joins four black chains; then White captures the joined chain at its last liberty.
  Board start;
  ASSERT_TRUE(ParseRows({"WWBWW", "WB.BW", "W...W", "WWBWW", "....."}, &start).ok());
  std::unique_ptr<Game> g;
  ASSERT_TRUE(Game::FromPosition(start, {}, &g).ok());
  ASSERT_TRUE(g->Play(B, 2, 1).ok());
  ASSERT_TRUE(g->Play(B, 2, 2).ok());  // joins (2, 0)-(1, 1)-(3, 1) and (2, 3)
  EXPECT_EQ(g->ChainAt(2, 2)->stones.size(), 6u);
  ASSERT_TRUE(g->Play(W, 1, 2).ok());
  ASSERT_TRUE(g->Play(W, 3, 2).ok());
  ASSERT_TRUE(g->Play(W, 2, 4).ok());  // the last liberty: six stones captured
  EXPECT_EQ(g->moves().back().captured.size(), 6u);
  const std::vector<MoveRecord> log = g->moves();
  for (size_t n = log.size(); n-- > 0;) {
    ASSERT_TRUE(g->Undo());
    ExpectSame(*g, *Replay(start, {}, B, std::vector<MoveRecord>(log.begin(), log.begin() + n)),
               "after undoing move " + std::to_string(n + 1));
  }
  EXPECT_FALSE(g->Undo());
}

TEST(GameUndoReference, HalfAMillionStoneCaptureUndone) {
  // As GameHuge: the middle column joins two halves of a 1024x1024 board, then White captures all
  // of it. Undoing the capture and the joins restores every chain (checked from scratch).
  constexpr int kSide = 1024;
  std::vector<int8_t> signs(static_cast<size_t>(kSide) * kSide, 1);
  for (int y = 0; y < kSide; ++y) signs[static_cast<size_t>(y) * kSide + kSide / 2] = 0;
  signs[0] = 0;
  Board board;
  ASSERT_TRUE(ParseSigns(signs.data(), kSide, kSide, &board).ok());
  std::unique_ptr<Game> g;
  ASSERT_TRUE(Game::FromPosition(board, {}, &g).ok());
  for (int y = 0; y < kSide; ++y) ASSERT_TRUE(g->Play(B, kSide / 2, y).ok());
  ASSERT_TRUE(g->Play(W, 0, 0).ok());
  ASSERT_TRUE(g->Undo());
  EXPECT_EQ(g->LibertiesAt(0, 1), 1);
  EXPECT_EQ(g->Chains().size(), 1u);
  ASSERT_TRUE(g->CheckConsistency().ok());
  for (int y = 0; y < kSide; ++y) ASSERT_TRUE(g->Undo());
  EXPECT_EQ(g->board(), board);
  EXPECT_EQ(g->LibertiesAt(0, 1), kSide + 1);
  EXPECT_EQ(g->LibertiesAt(kSide - 1, 0), kSide);
  EXPECT_EQ(g->Chains().size(), 2u);
  Status s = g->CheckConsistency();
  EXPECT_TRUE(s.ok()) << s.message();
}

}  // namespace
}  // namespace goscore
