// The state of a Game (internal to cpp/game/): the position, its chains, the rules' memory (ko,
// superko history), the move log with what undoing each entry needs, counters and marks.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "board/board.h"
#include "game/chains.h"
#include "game/game.h"

namespace goscore {

/// "(x, y)", as every message of the engine names a point.
std::string PointText(int x, int y);

struct Game::Impl {
  static constexpr int kNoLoc = ChainTracker::kNoLoc;

  /// What undoing one log entry needs besides the MoveRecord (the point and the captured stones):
  /// the state the move overwrote. 68 bytes (with the 40 of a MoveRecord, about 110 a move).
  struct UndoRecord {
    /// The chains beside the move's point before it, with their records then.
    int32_t head[4];
    ChainTracker::Record before[4];
    int32_t ko_loc;         ///< the ko before the move
    int32_t passes_before;  ///< consecutive passes before the move
    int32_t stale_next;     ///< the tracker's next() of the point before the stone
    int8_t ko_forbidden;    ///< the ko's player before the move (a Color)
    int8_t num_heads;       ///< entries of head / before
    int8_t head_sign[4];    ///< colour of each chain of `head`
    /// Bit i set when merging head[i] (own colour) kept the move's chain as the larger one.
    uint8_t kept_own;
  };
  static_assert(sizeof(UndoRecord) == 68, "the memory figures of kMaxMoves (game.h) count on it");

  GameRules rules;
  Color first_player = Color::kBlack;  ///< who moves first from `start`
  Board start;                         ///< the position before the first move
  Board board;
  ChainTracker chains;
  int setup[2] = {0, 0};  ///< stones on `start`, black and white

  uint64_t hash = 0;  ///< Zobrist hash of `board`
  /// Under positional superko only: how many times each position (by hash) occurred, the start and
  /// the result of every stone move. A move whose result is among them is forbidden.
  std::unordered_map<uint64_t, int> seen;

  int ko_loc = kNoLoc;                 ///< the point the ko forbids on the next move, or kNoLoc
  Color ko_forbidden = Color::kEmpty;  ///< the player the ko forbids

  std::vector<MoveRecord> log;
  std::vector<UndoRecord> undo;  ///< one per log entry
  int captures[2] = {0, 0};      ///< by black, by white
  int played[2] = {0, 0};        ///< stones put on the board by black, by white
  int passes_in_a_row = 0;

  std::vector<uint8_t> dead;  ///< row-major
  bool any_dead = false;      ///< whether `dead` may hold a 1 (clearing is then O(area))
  std::vector<Point> seki;

  std::vector<GameInfoEntry> info;

  Impl(const Board& position, GameRules r);

  bool superko() const { return rules.ko == KoRule::kPositionalSuperko; }
  int PointIndex(int loc) const { return board.LocY(loc) * board.width() + board.LocX(loc); }

  /// The verdict of a move. When it gets past the occupied test, *nb_out (if not null) receives
  /// the neighbourhood of the point, which Apply then reuses instead of looking again.
  MoveVerdict Check(Color color, int x, int y, ChainTracker::Neighbourhood* nb_out = nullptr) const;
  /// Plays a stone without checking legality; appends to the log. Precondition: Check() is kLegal,
  /// and `nb` is the neighbourhood it gave (nothing changed since).
  void Apply(Color color, int x, int y, const ChainTracker::Neighbourhood& nb);
  void ApplyPass(Color color);
  /// Takes back the last log entry. Precondition: the log is not empty.
  void UndoLast();

  Status CheckPoint(int x, int y) const;
  ChainInfo Describe(int head, int id) const;
  void ClearMarksImpl();
};

}  // namespace goscore
