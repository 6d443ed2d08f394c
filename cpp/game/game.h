// The game engine: the rules of play (occupied point, suicide, simple ko or positional superko),
// passes, the move log, prisoners, undo, the game info, and the scoring marks (dead chains, seki
// regions), on top of the liberty tracker (game/chains.h) and Zobrist hashing (game/zobrist.h).
//
// Files: game.cpp (moves, undo), game_view.cpp (chains, flat exports, counters, marks, scoring,
// the consistency check), move_verdict.cpp (the table of verdicts), game_impl.h (the state).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "scoring/scoring.h"

namespace goscore {

enum class KoRule : int { kSimple = 0, kPositionalSuperko = 1 };

/// The rules of play and the komi a game is scored with.
struct GameRules {
  bool allow_suicide = false;  ///< New Zealand and Tromp-Taylor allow multi-stone suicide
  KoRule ko = KoRule::kSimple;
  int komi_tenths = 65;
};

/// The most moves and passes a game holds: 2 * 1024 * 1024 = 2,097,152, twice the area of the
/// largest board, the length after which Tromp-Taylor ends any game (see Game::IsTerminal). A move
/// or pass past it is refused (kIllegalMove, "the game has reached the limit of 2097152 moves and
/// passes"). The log costs about 110 bytes a move (about 60 more under positional superko), so a
/// game at the limit takes about 230 to 360 MB: it fits in a 2 GB WASM heap with room to spare.
inline constexpr int kMaxMoves = 2 * kMaxSide * kMaxSide;

/// Why a move is illegal, or kLegal. The numeric values cross the WASM boundary.
enum class MoveVerdict : int {
  kLegal = 0,
  kOffBoard,
  kNotAPlayer,  ///< colour is not kBlack or kWhite
  kOccupied,
  kSuicide,
  kKo,       ///< simple ko: retaking a single stone at once
  kSuperko,  ///< positional superko: the position would repeat an earlier one
};

/// Number of MoveVerdict values (they are 0 .. kMoveVerdictCount - 1).
inline constexpr int kMoveVerdictCount = 7;

/// The stable name of a verdict, as Game.check returns it in JS: "legal", "off-board",
/// "not-a-player", "occupied", "suicide", "ko", "superko". "unknown" for a value out of range.
const char* MoveVerdictName(MoveVerdict verdict);

/// What Game::Play says after the point, e.g. "is occupied" in "(3, 3) is occupied"; "" for
/// kLegal. (Play's messages for kOffBoard and kNotAPlayer also name the board or the colour.)
const char* MoveVerdictMessage(MoveVerdict verdict);

/// What the SGF replay says after the move, e.g. "is on an occupied point" in
/// "move 57 B[dd] is on an occupied point": the same as MoveVerdictMessage but for kOccupied.
const char* MoveVerdictRecordMessage(MoveVerdict verdict);

/// One property value of the game info: the root node of the record the game was read from, e.g.
/// {"PB", "Lee Sedol"}, {"KM", "6.5"}, {"RU", "Japanese"}.
struct GameInfoEntry {
  std::string id;
  std::string value;
  friend bool operator==(const GameInfoEntry& a, const GameInfoEntry& b) {
    return a.id == b.id && a.value == b.value;
  }
};

/// One chain (group) of stones. Stones and liberties are in column-major order (x, then y).
struct ChainInfo {
  int id =
      0;  ///< the row-major index (y * width + x) of the chain's first stone in row-major order
  Color color = Color::kEmpty;
  std::vector<Point> stones;
  std::vector<Point> liberties;
};

/// One entry of the move log.
struct MoveRecord {
  Color color = Color::kEmpty;
  bool pass = false;
  Point point;                  ///< unset for a pass
  std::vector<Point> captured;  ///< stones this move removed (its own chain, for a suicide)
};

class Game {
 public:
  /// An empty board. Precondition: Board::CheckSize(width, height).ok().
  Game(int width, int height, GameRules rules);

  /// A game starting from `position` (its stones are setup, not moves). Error (kInvalidBoard) when
  /// a chain of the position has no liberties.
  static Status FromPosition(const Board& position, GameRules rules, std::unique_ptr<Game>* out);

  const Board& board() const;
  /// The position before the first move (the setup stones).
  const Board& start_position() const;
  const GameRules& rules() const;
  /// Sets the komi without checking it. Prefer SetKomi; kept for callers that validated already.
  void set_komi_tenths(int komi_tenths);
  /// Sets the komi after ParseKomiTenths (core/komi.h): a multiple of 0.1 with |komi| <= 1000.
  /// On error (kInvalidArgument) the komi is unchanged.
  Status SetKomi(double komi);

  /// The game info: every property value of the record's root node (PB, PW, RU, KM, RE, DT, ...,
  /// unknown ones too) but the setup AB / AW / AE (see start_position), in the order written,
  /// escapes resolved (SgfTree::text), one entry per value; empty for a game not read from a
  /// record. At most 100,000 entries (the SGF reader's bound).
  const std::vector<GameInfoEntry>& info() const;
  void set_info(std::vector<GameInfoEntry> info);

  /// Whether `color` may play at (x, y) now, and if not, why. Changes nothing.
  MoveVerdict Check(Color color, int x, int y) const;

  /// Plays a stone, removes the opponent chains it leaves without liberties (and its own chain on a
  /// permitted suicide), appends to the move log and clears the scoring marks. The removed stones
  /// go into *captured (column-major) when captured is not null. An illegal move returns
  /// kIllegalMove (or kInvalidCoordinate / kInvalidArgument) with a message naming the rule, e.g.
  /// "(3, 3) is occupied", "(0, 0) is suicide", "(4, 5) retakes a ko",
  /// "(4, 5) repeats an earlier position (positional superko)", and changes nothing. Past kMaxMoves
  /// moves and passes every move is refused (kIllegalMove).
  Status Play(Color color, int x, int y, std::vector<Point>* captured = nullptr);
  /// Play, also saying why a move was refused: *verdict is kLegal when the move was played or was
  /// refused for the move limit, else the verdict Check gives (the move then changes nothing). For
  /// a caller that words its own messages (the SGF replay), without a second Check.
  Status Play(Color color, int x, int y, std::vector<Point>* captured, MoveVerdict* verdict);

  /// Makes room in the move log for `moves` more moves and passes, for a caller that knows the
  /// length of the game ahead (the SGF replay). Changes nothing else; at most kMaxMoves in all.
  void ReserveMoves(size_t moves);

  /// A pass by `color`. Error (kInvalidArgument) when color is not a player.
  Status Pass(Color color);

  /// Takes back the last move or pass (and clears the marks); false when the log is empty. Costs
  /// what the move changed (the stones it placed, merged and captured), never a replay of the log.
  bool Undo();

  // --- Liberty tracker ---
  /// Every chain, ordered by id.
  std::vector<ChainInfo> Chains() const;
  /// The chain through (x, y), or nullopt on an empty point. Precondition: on the board.
  std::optional<ChainInfo> ChainAt(int x, int y) const;
  /// Row-major into out[0 .. area): the liberty count of the chain on each point, 0 where empty.
  void LibertyMap(int32_t* out) const;
  /// Liberties of the chain on (x, y), 0 on an empty point. Precondition: on the board.
  int LibertiesAt(int x, int y) const;
  /// Every chain in one flat array, for a caller that copies results in bulk (the WASM binding):
  /// *out is replaced by, for each chain in id order (as Chains()),
  ///   id, color (1 / -1), stone count S, liberty count L, then S pairs x, y (the stones), then L
  ///   pairs x, y (the liberties), both in column-major order.
  /// O(stones + liberties).
  void FlatGroups(std::vector<int32_t>* out) const;
  /// Recomputes every chain, liberty count, prisoner count and hash from scratch and compares them
  /// with the incremental state; the message says what differs.
  Status CheckConsistency() const;

  // --- Counters and log ---
  /// Stones captured BY `player` during play (a suicided chain counts for the opponent).
  int captures_by(Color player) const;
  /// Stones `player` put on the board with moves (from the log).
  int stones_played(Color player) const;
  /// Stones of `player` on the board before the first move (setup / handicap).
  int setup_stones(Color player) const;
  int consecutive_passes() const;
  /// The player to move: the opposite of the colour of the last move or pass; before any, the
  /// first player.
  Color to_play() const;
  /// Who moves first: black unless set (GameFromSgf sets white for PL[W], or for a handicap game
  /// with black setup stones and no PL).
  Color first_player() const;
  /// Error (kInvalidArgument) when `player` is not black or white.
  Status set_first_player(Color player);
  /// Moves and passes played.
  int move_count() const;
  /// Tromp-Taylor terminal rule: at least two consecutive passes, or at least 2 * area actions.
  bool IsTerminal() const;
  const std::vector<MoveRecord>& moves() const;
  /// The move log in one flat array: *out is replaced by, for each move or pass in order,
  ///   color (1 / -1), x, y (-1, -1 for a pass), captured count C, then C pairs x, y.
  void FlatMoves(std::vector<int32_t>* out) const;

  // --- Scoring marks, cleared by Play and Undo (not by Pass: marks are made after the passes) ---
  /// Marks the whole chain through (x, y) dead, or alive again. Error on an empty point.
  Status ToggleDead(int x, int y);
  /// Marks the whole chain through (x, y) dead (`dead`) or alive, whatever it was: marking a chain
  /// twice through two of its stones leaves it dead. Error on an empty point.
  Status SetDead(int x, int y, bool dead);
  /// Marks the empty region through (x, y) as seki, or unmarks it when any of its points is marked;
  /// regions are those of the board with the dead stones lifted. Error when the point is a live
  /// stone.
  Status ToggleSeki(int x, int y);
  /// Row-major, 1 on stones marked dead.
  const std::vector<uint8_t>& dead_mask() const;
  /// One point per region marked seki.
  const std::vector<Point>& seki_marks() const;
  void ClearMarks();

  /// Scores the current position with its marks, prisoners and komi under `rules`.
  Status Score(ScoringRules rules, ScoreResult* out) const;

  /// The area/territory equivalence check. nullopt when its condition does not hold (Black and
  /// White put different numbers of stones on the board, setup included, or a region is marked
  /// seki); true when it holds and both scorers give the same winner and margin; false when they
  /// disagree, which is a bug in one of them.
  std::optional<bool> AgreeUnderEquivalence() const;

  ~Game();
  Game(const Game&);
  Game& operator=(const Game&);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace goscore
