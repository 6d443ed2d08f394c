// The game engine on huge boards, and property tests that play thousands of random games against
// a naive reference implementation written here.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
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

void ExpectConsistent(const Game& g) {
  Status s = g.CheckConsistency();
  EXPECT_TRUE(s.ok()) << s.message();
}

using Points = std::vector<Point>;

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
