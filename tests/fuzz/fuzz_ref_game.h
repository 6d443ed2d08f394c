// The game fuzzer's reference engine (game_fuzz.cpp): a plain board of signs, chains by flood fill,
// a stack of states for undo; followed step by step by the engine under test.
#pragma once
#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/types.h"
#include "fuzz_common.h"
#include "game/game.h"

namespace goscore_fuzz {

using namespace goscore;

/// The reference engine's state: what undo restores.
struct RefState {
  std::vector<int8_t> board;  // row-major signs
  int ko_point = -1;          // the point the simple ko forbids, or -1
  Color ko_player = Color::kEmpty;
  int captures[2] = {0, 0};  // by black, by white
  int played[2] = {0, 0};
  int passes = 0;
  int moves = 0;
};

class RefGame {
 public:
  RefGame(int w, int h, GameRules rules, std::vector<int8_t> start) : w_(w), h_(h), rules_(rules) {
    RefState s;
    s.board = std::move(start);
    setup_[0] = static_cast<int>(std::count(s.board.begin(), s.board.end(), 1));
    setup_[1] = static_cast<int>(std::count(s.board.begin(), s.board.end(), -1));
    states_.push_back(s);
    dead_.assign(static_cast<size_t>(w) * h, 0);
  }

  const RefState& state() const { return states_.back(); }
  int width() const { return w_; }
  int height() const { return h_; }
  int setup(int k) const { return setup_[k]; }
  const std::vector<uint8_t>& dead() const { return dead_; }
  std::vector<uint8_t>& mutable_dead() { return dead_; }
  std::vector<Point>& seki() { return seki_; }
  const std::vector<Point>& seki() const { return seki_; }
  int komi_tenths = 0;

  /// The chain through point i of `b` (row-major points) and its liberty count.
  FUZZ_NO_COVERAGE std::vector<int> Chain(const std::vector<int8_t>& b, int i,
                                          int* liberties) const {
    // Stamps instead of fresh board-sized vectors: the chain of this call is marked `stamp_`.
    if (mark_.size() != b.size()) {
      mark_.assign(b.size(), 0);
      lib_mark_.assign(b.size(), 0);
    }
    ++stamp_;
    std::vector<int> stones(1, i);
    mark_[i] = stamp_;
    int libs = 0;
    for (size_t k = 0; k < stones.size(); ++k) {
      int n[4];
      const int count = Neighbours(stones[k], n);
      for (int d = 0; d < count; ++d) {
        if (b[n[d]] == 0) {
          if (lib_mark_[n[d]] != stamp_) ++libs;
          lib_mark_[n[d]] = stamp_;
        } else if (b[n[d]] == b[i] && mark_[n[d]] != stamp_) {
          mark_[n[d]] = stamp_;
          stones.push_back(n[d]);
        }
      }
    }
    if (liberties) *liberties = libs;
    return stones;
  }

  /// The on-board neighbours of point p into n[0 .. returned count).
  FUZZ_NO_COVERAGE int Neighbours(int p, int n[4]) const {
    int count = 0;
    const int x = p % w_;
    const int y = p / w_;
    if (x > 0) n[count++] = p - 1;
    if (x + 1 < w_) n[count++] = p + 1;
    if (y > 0) n[count++] = p - w_;
    if (y + 1 < h_) n[count++] = p + w_;
    return count;
  }

  /// Whether a position has a chain without liberties.
  FUZZ_NO_COVERAGE bool HasDeadChain(const std::vector<int8_t>& b) const {
    for (size_t i = 0; i < b.size(); ++i) {
      int libs = 0;
      if (b[i] != 0) Chain(b, static_cast<int>(i), &libs);
      if (b[i] != 0 && libs == 0) return true;
    }
    return false;
  }

  /// The verdict of a move and, when legal, the resulting board and the stones removed.
  FUZZ_NO_COVERAGE MoveVerdict Try(Color color, int x, int y, std::vector<int8_t>* after,
                                   int* opp_lost, int* own_lost,
                                   std::vector<Point>* removed) const {
    if (x < 0 || y < 0 || x >= w_ || y >= h_) return MoveVerdict::kOffBoard;
    if (color != Color::kBlack && color != Color::kWhite) return MoveVerdict::kNotAPlayer;
    const RefState& s = state();
    const int p = y * w_ + x;
    if (s.board[p] != 0) return MoveVerdict::kOccupied;
    std::vector<int8_t> b = s.board;
    const int8_t pla = static_cast<int8_t>(color);
    b[p] = pla;
    *opp_lost = 0;
    *own_lost = 0;
    removed->clear();
    int nb[4];
    const int nb_count = Neighbours(p, nb);
    for (int d = 0; d < nb_count; ++d) {
      const int n = nb[d];
      if (b[n] != -pla) continue;
      int libs = 0;
      const std::vector<int> chain = Chain(b, n, &libs);
      if (libs != 0) continue;
      for (int q : chain) {
        b[q] = 0;
        removed->push_back({q % w_, q / w_});
      }
      *opp_lost += static_cast<int>(chain.size());
    }
    int libs = 0;
    const std::vector<int> own = Chain(b, p, &libs);
    if (libs == 0) {
      if (!rules_.allow_suicide) return MoveVerdict::kSuicide;
      for (int q : own) {
        b[q] = 0;
        removed->push_back({q % w_, q / w_});
      }
      *own_lost = static_cast<int>(own.size());
    }
    if (rules_.ko == KoRule::kSimple) {
      if (p == s.ko_point && color == s.ko_player) return MoveVerdict::kKo;
    } else {
      for (const std::vector<int8_t>& earlier : history_) {
        if (earlier == b) return MoveVerdict::kSuperko;
      }
    }
    std::sort(removed->begin(), removed->end());
    *after = std::move(b);
    return MoveVerdict::kLegal;
  }

  FUZZ_NO_COVERAGE void Play(Color color, int x, int y, std::vector<int8_t> after, int opp_lost,
                             int own_lost) {
    RefState s = state();
    const int p = y * w_ + x;
    s.board = std::move(after);
    const int me = color == Color::kBlack ? 0 : 1;
    s.captures[me] += opp_lost;
    s.captures[1 - me] += own_lost;
    s.played[me] += 1;
    s.passes = 0;
    s.moves += 1;
    s.ko_point = -1;
    s.ko_player = Color::kEmpty;
    if (opp_lost == 1 && own_lost == 0) {
      int libs = 0;
      const std::vector<int> own = Chain(s.board, p, &libs);
      if (own.size() == 1 && libs == 1) {
        int nb[4];
        const int nb_count = Neighbours(p, nb);
        for (int d = 0; d < nb_count; ++d) {
          if (s.board[nb[d]] == 0) s.ko_point = nb[d];
        }
        s.ko_player = Opponent(color);
      }
    }
    states_.push_back(std::move(s));
    history_.push_back(states_.back().board);
    ClearMarks();
  }

  FUZZ_NO_COVERAGE void Pass() {
    RefState s = state();
    s.passes += 1;
    s.moves += 1;
    s.ko_point = -1;
    s.ko_player = Color::kEmpty;
    states_.push_back(std::move(s));
    history_.push_back({});  // keeps history_ aligned with states_; matches no board
  }

  FUZZ_NO_COVERAGE bool Undo() {
    if (states_.size() == 1) return false;
    states_.pop_back();
    history_.pop_back();
    ClearMarks();
    return true;
  }

  FUZZ_NO_COVERAGE void ClearMarks() {
    std::fill(dead_.begin(), dead_.end(), 0);
    seki_.clear();
  }

  void StartHistory() { history_.assign(1, state().board); }

 private:
  int w_, h_;
  GameRules rules_;
  int setup_[2] = {0, 0};
  std::vector<RefState> states_;
  std::vector<std::vector<int8_t>> history_;  // the start, then the result of every action
  std::vector<uint8_t> dead_;
  std::vector<Point> seki_;
  mutable std::vector<uint32_t> mark_, lib_mark_;
  mutable uint32_t stamp_ = 0;
};

}  // namespace goscore_fuzz
