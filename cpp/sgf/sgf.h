// Reading and writing Go game records in SGF (Smart Game Format, FF[4]:
// https://www.red-bean.com/sgf/). The reader is tolerant and iterative: it scans the text once,
// with no recursion, keeps the whole tree (sgf/sgf_tree.h) and takes the game from its main line
// (the first variation at every branch), in memory linear in the input (setup points are
// de-duplicated on a board-sized map, so compressed point lists cannot blow up). The writer writes
// a Game back with everything of the record it came from.
//
// Files: sgf_tree.{h,cpp} (the tokenizer and the tree), sgf_record.cpp (ParseSgf: the record's
// game info, setup and moves), sgf_replay.cpp (GameFromSgf), sgf_write.cpp (WriteSgf).
//
// Conventions of the messages: byte offsets count from 0; node numbers count the nodes of the main
// line from 0 at the root; move numbers count moves and passes from 1.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/types.h"
#include "game/game.h"
#include "scoring/scoring.h"
#include "sgf/sgf_tree.h"

namespace goscore {

/// Largest width and height SGF can address: a point is two letters, each a-z (0-25) or A-Z
/// (26-51).
inline constexpr int kSgfMaxSide = 52;

/// The longest record read, in bytes: 32 MiB. Real records are kilobytes (a commented professional
/// game is under 100 KB); the limit keeps the worst case (millions of moves or values) to a few
/// hundred megabytes of memory, well inside a WASM heap, so that a huge input is refused with an
/// error instead of running out of memory.
inline constexpr size_t kSgfMaxBytes = size_t{32} << 20;

/// One B or W property of the main line.
struct SgfMove {
  Color color = Color::kEmpty;  ///< kBlack or kWhite
  bool pass = false;            ///< B[] always; B[tt] too on boards up to 19x19
  Point point;                  ///< unset for a pass
  int node = 0;                 ///< node number on the main line (the root is node 0)
};

/// What the reader takes from a record: the game info, the setup and the main-line moves.
struct SgfRecord {
  int width = 19;   ///< SZ[19], or SZ[19:13] as width:height (columns:rows)
  int height = 19;  ///< 19 when SZ is absent (the FF[4] default for Go)
  /// KM in tenths, rounded to the nearest tenth with halves away from zero: KM[6.5] -> 65,
  /// KM[0.75] -> 8, KM[-0.25] -> -3 (a tolerance for real records, such as Chinese ones written in
  /// stones, KM[3.75]). KM[] (empty) counts as absent. Within the komi rule's range
  /// (core/komi.h: a million points either way), else an error.
  bool has_komi = false;
  int komi_tenths = 0;
  int handicap = 0;  ///< HA; 0 when absent or HA[]
  /// PL of the root: who moves first (FF[4] go.html), kEmpty when absent or PL[].
  Color first_player = Color::kEmpty;
  /// The setup position before the first move: the AB / AW / AE of the root and of every main-line
  /// node before the first move, applied in order (AE empties a point). The stones of that
  /// position, each point once, in column-major order (x, then y).
  std::vector<Point> add_black, add_white;
  /// The points AE named (each once, column-major). They are already applied to add_black and
  /// add_white; kept for information.
  std::vector<Point> add_empty;
  std::vector<SgfMove> moves;  ///< B / W on the main line, in order
  std::string result;          ///< RE as written (escapes resolved)
  /// TB / TW of the last main-line node (FF[4] go.html: the territory of the final position, where
  /// WriteSgf puts them; TB / TW in earlier nodes are markup and ignored): each point once,
  /// column-major, compressed lists resolved. has_territory: either property is there, even
  /// empty (TB[]), i.e. the record was scored. GameFromSgf marks the dead stones from them.
  bool has_territory = false;
  std::vector<Point> territory_black, territory_white;
  /// The other properties of the root node, one entry per value, in the order written, escapes
  /// resolved (e.g. {"PB", "Lee Sedol"}, {"DT", "2016-03-09"}, {"CA", "UTF-8"}), kept for writing
  /// back. Left out because the writer produces them itself: FF GM AP SZ KM HA PL RE AB AW AE B
  /// W TB TW.
  std::vector<std::pair<std::string, std::string>> root_properties;
  /// The whole record as read: every node, property and value (see SgfTree). WriteSgf writes it
  /// back around the game. The root's values as text are the game info (Game::info).
  SgfTree tree;
};

/// Reads the first game tree of an SGF collection, whole, into out->tree, and takes the game from
/// its main line (FF[4] "Collection = GameTree { GameTree }"; later game trees are ignored, as is
/// any text before the first "(;").
/// Tolerates what FF[4] readers should: white space between tokens, lower-case letters in property
/// identifiers (FF[3]: "AddBlack" is AB), several values (AB[aa][bb]), compressed point lists
/// (AB[aa:cc], a rectangle, corners in either order), escapes (\] and \\; a backslash before a
/// line break removes both), B[] as a pass and B[tt] as a pass on boards up to 19x19, a move in
/// the root node, and setup in the nodes before the first move (applied in order; a node's setup
/// before its move).
///
/// Refuses (kInvalidSgf, the message saying where):
///   - broken syntax: "unexpected end of input inside B[ at byte 1234",
///     "unexpected '#' at byte 12", "property B at byte 8 has no value", a node after the
///     variations of its game tree, game trees left open;
///   - GM other than 1, an SZ that is not 1..52 ("SZ[0] is not a board size"), a KM or HA that
///     is not a number, a PL that is not B or W;
///   - a move or setup point that is not two letters or is off the board
///     ("move 57 B[zz] is off the 19x19 board", "node 0 AB[zz] is off the 19x19 board");
///   - a node with both B and W, or a move property with more than one value;
///   - setup (AB / AW / AE) in a node after the first move:
///     "node 12: AB after the first move is not supported" (a record that changes the position
///     mid-game cannot be replayed as moves);
///   - a root node with more than 100,000 property values, setup aside (the game info and
///     root_properties cost tens of bytes a value; real records have a few dozen);
///   - a TB / TW value of the last main-line node that is not a point (or rectangle) on the board:
///     "node 250 TB[zz] is off the 19x19 board";
///   - more than kSgfMaxNodes (4,194,304) nodes: "the record has more than 4194304 nodes";
///   - a record longer than kSgfMaxBytes: "the record is 41943040 bytes; records longer than
///     33554432 bytes (32 MiB) are not read".
///
/// Nothing else is limited: time and memory are linear in the input (runs of nesting are counted,
/// the tree is flat arrays, setup rectangles are resolved on a board-sized map): the tree costs
/// about 20 bytes a node (80 MB at kSgfMaxNodes), 12 a property and 4 a value plus the value
/// bytes, and the replayed game about 110 bytes a move (game.h, kMaxMoves). Root-only properties
/// (SZ, KM, ...) are ignored in later nodes; outside the main line only the syntax is checked. On
/// error *out is unchanged.
Status ParseSgf(std::string_view text, SgfRecord* out);

/// One SGF point value (FF[4] go.html): exactly two letters, column then row, a-z for 0..25 and
/// A-Z for 26..51. False for anything else (the pass values [] and [tt] are not points here). The
/// reader's own rule for every point of a record; the CLI's --dead and --seki use it too.
bool ParseSgfPoint(std::string_view value, Point* p);

/// A komi value as KM holds it (FF[4] Real, white space around allowed), in tenths, rounded and
/// range-checked as SgfRecord::komi_tenths says: the reader's own rule for KM, for komi typed as
/// text (the CLI's --komi, the demo's komi field). The error says why ("'1e3' is not a number").
Status ParseSgfKomi(std::string_view value, int* tenths);

/// Builds a game from an SGF record: the setup position, then every main-line move and pass. The
/// rules of play come from `rules_template`; KM, when present, overrides its komi. The first
/// player is PL's; without PL, white in a handicap game (HA of 2 or more, black setup stones:
/// the handicap is placed, White moves first), else black. The game's info (Game::info) is every
/// value of the root node as text, in order, but AB / AW / AE (the start position). Every error is
/// kInvalidSgf: those of ParseSgf, a setup position with a chain without liberties, and an illegal
/// move, named by its number and property: "move 57 B[dd] is on an occupied point",
/// "move 12 W[ab] is suicide", "move 30 B[cd] retakes a ko",
/// "move 41 W[ef] repeats an earlier position (positional superko)" (the words of
/// MoveVerdictRecordMessage), and "move 2097153 B[]: the game has reached the limit of 2097152
/// moves and passes" (kMaxMoves).
/// Dead marks: when the record was scored (SgfRecord::has_territory, TB / TW in its last main-line
/// node, as WriteSgf writes them), every chain whose stones all stand on the other colour's TB / TW
/// points is marked dead (Game::ToggleDead), so a scored record loads back with its marks and
/// score. A chain only partly covered is left alive: the marks then do not describe this position
/// (edited by hand, or the record of another scorer), and half a chain cannot be dead. Seki marks:
/// SGF has no property for them, but WriteSgf leaves seki regions out of TB / TW, so every region
/// (the dead lifted) that touches living stones of one colour only and has none of its points in
/// that colour's list is marked seki (Game::ToggleSeki): the count the record was scored with,
/// including seki a person marked where the life analysis sees none.
/// `record` may be null; when it is not, it receives the record whenever the text parses (even when
/// a move then turns out illegal). On error *out is unchanged.
Status GameFromSgf(std::string_view text, GameRules rules_template, std::unique_ptr<Game>* out,
                   SgfRecord* record);

/// The game record of `game`, one game tree, into *out. Error (kInvalidArgument, *out unchanged)
/// for a board wider or taller than 52, which SGF cannot address: "a 53x9 board is larger than
/// SGF can write (52x52 at most)".
///
/// When `origin` is the record the game was read from (its tree is not empty, its size and setup
/// are the game's, and its root's values are the game's info), the whole tree is written back,
/// nothing lost: every node, property and
/// value as read (values byte for byte, escapes as written; identifiers in their FF[4] form, e.g.
/// AddBlack as AB; several properties of one id in a node joined into one, FF[4] allowing one),
/// except what the game owns, rewritten from it: in the root FF[4] GM[1] CA[UTF-8] AP[goscore]
/// SZ KM (and HA as read), PL (as below), RE (as below); and, when `scored` is not null, TB / TW
/// in the last node of the game's line. The game's moves are reconciled with the record's main
/// line:
///   - moves played after the record's last move extend the main line (new nodes after its last
///     node);
///   - when the game left the recorded main line (the user undid moves and played others), the
///     game's moves from there are a new line that becomes the main line (the first variation of
///     the node where they part), and the recorded line stays beside it as the next variation,
///     with everything after it;
///   - when the game ends before the record's main line does (moves undone and not replaced), the
///     game's line ends in a new empty node, the first variation where they part, and the
///     recorded continuation stays beside it as the next variation. Read back, the main line is
///     the game, and nothing of the record is lost.
///   When the game leaves the record at a move whose node also holds setup (a move in the root,
///   or AB / AW in the node of the first move), the record is written as without a tree (below).
/// CA is always UTF-8, the encoding of the text returned: values are written byte for byte, so
/// the record must have been read from UTF-8 text (the JS layer always passes UTF-8).
///
/// An origin whose tree is not empty but is not the game's record as above (the record of another
/// game) is ignored, as if null. Otherwise (no origin, or an origin without a tree):
///   root: FF[4] GM[1] CA[UTF-8] AP[goscore] SZ KM (HA when origin has a handicap), then the
///   root properties kept in `origin` when there is one (a CA there is dropped: the text is
///   UTF-8), else the game's info (Game::info, but for the properties the writer owns), PL when
///   the first player is white or origin named one, RE, and the setup stones (the game's start
///   position) as AB / AW; then one node per move, passes as B[] / W[].
///
/// RE: SgfResult(*scored) when `scored` is not null, else `recorded_result` when not empty, else
/// none. When `scored` is not null the last node of the game's line also gets TB and TW (written
/// even when empty, TB[]): the points the scorer counted as that colour's territory, i.e. empty
/// or dead-stone points whose `owner` is that colour and that are not in a seki region (the same
/// rule under area scoring). `origin` and `scored` may be null. Time and memory linear in the
/// record and the game.
Status WriteSgf(const Game& game, const SgfRecord* origin, const ScoreResult* scored,
                const std::string& recorded_result, std::string* out);

/// WriteSgf returning the text, "" on error (a board larger than 52). Kept for older callers.
std::string WriteSgf(const Game& game, const SgfRecord* origin, const ScoreResult* scored,
                     const std::string& recorded_result);

/// What a count under a ruleset adds to the record of a scored game (WriteScoredSgf).
struct SgfScore {
  /// RU: the ruleset's SGF name (RulesetSgfName, scoring/rules.h: "Japanese", "Chinese", "AGA",
  /// "NZ", "GOE", "Korean", "Tromp-Taylor"); "" writes none (an RU of `origin` is then kept).
  std::string ruleset;
  std::string result;  ///< RE as SgfResult writes it: "B+2.5", "W+6.5", "0"
  /// Row-major, what each point counted as (ScoreResult::owner, RulesetScore::owner): TB / TW are
  /// the points owned by a colour that are not its live stones and not in `seki_mask`.
  std::vector<int8_t> owner;
  std::vector<uint8_t> seki_mask;  ///< row-major, 1 on seki regions' points; may be empty
};

/// WriteSgf for a game scored under a ruleset: RE is score.result; RU is score.ruleset when not
/// empty (written after KM, and replacing the RU of `origin`); TB / TW in the last node of the
/// game's line from score.owner and score.seki_mask, by the rule of WriteSgf. Error
/// (kInvalidArgument, *out unchanged) for a board SGF cannot address, as WriteSgf, or maps that
/// are not the board's size: "the score's maps have 81 points, the board 361".
Status WriteScoredSgf(const Game& game, const SgfRecord* origin, const SgfScore& score,
                      std::string* out);

}  // namespace goscore
