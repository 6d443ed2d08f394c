// libFuzzer harness of the SGF reader and writer.
//
// Arbitrary bytes go to ParseSgf and to GameFromSgf (under two rule sets: Japanese-like, and
// suicide + positional superko). Checked:
//   - a refused record leaves the output untouched, with kInvalidSgf and a message, and
//     GameFromSgf refuses it too;
//   - a record that parses is sane (sizes 1..52, points on the board, setup sorted and disjoint,
//     one move per node) and GameFromSgf agrees with replaying it by hand through
//     Game::FromPosition and Game::Play: it succeeds exactly when the replay does, with the same
//     board, log and prisoners;
//   - a game that was read is consistent, its equivalence check is never false, and WriteSgf ->
//     GameFromSgf round-trips to the same game (and writing the replay gives the same text), also
//     with a scored result (RE and TB/TW) written in; the tree read back is the tree read (node
//     for node, property for property); Game::info is the root's values but the setup; and after
//     an undo the
//     record read back is the shorter game, with one node more (the undone line kept).
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "board/board.h"
#include "core/types.h"
#include "fuzz_common.h"
#include "game/game.h"
#include "scoring/scoring.h"
#include "sgf/sgf.h"

namespace {

using namespace goscore;

FUZZ_NO_COVERAGE void CheckRecordSane(const SgfRecord& rec) {
  FUZZ_CHECK(
      rec.width >= 1 && rec.width <= kSgfMaxSide && rec.height >= 1 && rec.height <= kSgfMaxSide,
      "record size %dx%d", rec.width, rec.height);
  auto on_board = [&](Point p) {
    return p.x >= 0 && p.y >= 0 && p.x < rec.width && p.y < rec.height;
  };
  int last_node = -1;
  for (const SgfMove& m : rec.moves) {
    FUZZ_CHECK(m.color == Color::kBlack || m.color == Color::kWhite, "move colour %d",
               static_cast<int>(m.color));
    FUZZ_CHECK(m.pass || on_board(m.point), "move (%d, %d) off the %dx%d board", m.point.x,
               m.point.y, rec.width, rec.height);
    FUZZ_CHECK(m.node > last_node, "move nodes not increasing: %d after %d", m.node, last_node);
    last_node = m.node;
  }
  const std::vector<Point>* lists[3] = {&rec.add_black, &rec.add_white, &rec.add_empty};
  std::vector<uint8_t> seen(static_cast<size_t>(rec.width) * rec.height, 0);
  for (int k = 0; k < 3; ++k) {
    for (size_t i = 0; i < lists[k]->size(); ++i) {
      const Point p = (*lists[k])[i];
      FUZZ_CHECK(on_board(p), "setup point (%d, %d) off the board", p.x, p.y);
      FUZZ_CHECK(i == 0 || (*lists[k])[i - 1] < p, "setup list %d not sorted and unique", k);
      if (k < 2) {
        FUZZ_CHECK(!seen[p.y * rec.width + p.x], "(%d, %d) is both AB and AW", p.x, p.y);
        seen[p.y * rec.width + p.x] = 1;
      }
    }
  }
  FUZZ_CHECK(rec.root_properties.size() <= 100000, "%zu root property values",
             rec.root_properties.size());
}

FUZZ_NO_COVERAGE bool SameRecord(const SgfRecord& a, const SgfRecord& b) {
  if (a.width != b.width || a.height != b.height || a.has_komi != b.has_komi ||
      a.komi_tenths != b.komi_tenths || a.handicap != b.handicap ||
      a.first_player != b.first_player || a.add_black != b.add_black ||
      a.add_white != b.add_white || a.add_empty != b.add_empty || a.result != b.result ||
      a.root_properties != b.root_properties || a.moves.size() != b.moves.size()) {
    return false;
  }
  for (size_t i = 0; i < a.moves.size(); ++i) {
    const SgfMove& x = a.moves[i];
    const SgfMove& y = b.moves[i];
    if (x.color != y.color || x.pass != y.pass || x.node != y.node ||
        (!x.pass && x.point != y.point)) {
      return false;
    }
  }
  return true;
}

FUZZ_NO_COVERAGE void CheckSameGame(const Game& a, const Game& b, const char* what) {
  FUZZ_CHECK(a.board() == b.board(), "%s: boards differ", what);
  FUZZ_CHECK(a.move_count() == b.move_count(), "%s: %d moves, expected %d", what, b.move_count(),
             a.move_count());
  for (size_t i = 0; i < a.moves().size(); ++i) {
    const MoveRecord& x = a.moves()[i];
    const MoveRecord& y = b.moves()[i];
    FUZZ_CHECK(x.color == y.color && x.pass == y.pass && (x.pass || x.point == y.point) &&
                   x.captured == y.captured,
               "%s: move %zu differs", what, i + 1);
  }
  for (Color c : {Color::kBlack, Color::kWhite}) {
    FUZZ_CHECK(a.captures_by(c) == b.captures_by(c), "%s: captures differ", what);
    FUZZ_CHECK(a.setup_stones(c) == b.setup_stones(c), "%s: setup stones differ", what);
    FUZZ_CHECK(a.stones_played(c) == b.stones_played(c), "%s: stones played differ", what);
  }
  FUZZ_CHECK(a.rules().komi_tenths == b.rules().komi_tenths, "%s: komi %d, expected %d", what,
             b.rules().komi_tenths, a.rules().komi_tenths);
  FUZZ_CHECK(a.first_player() == b.first_player() && a.to_play() == b.to_play(),
             "%s: the first player or the player to move differs", what);
}

/// The game a record describes, replayed through the public Game API; null when the setup has a
/// chain without liberties or a move is illegal.
std::unique_ptr<Game> Replay(const SgfRecord& rec, GameRules rules) {
  Board position(rec.width, rec.height);
  for (Point p : rec.add_black) position.Set(p.x, p.y, Color::kBlack);
  for (Point p : rec.add_white) position.Set(p.x, p.y, Color::kWhite);
  if (rec.has_komi) rules.komi_tenths = rec.komi_tenths;
  std::unique_ptr<Game> game;
  if (!Game::FromPosition(position, rules, &game).ok()) return nullptr;
  // PL, else White after handicap stones, else Black; then each move by the opposite colour of
  // the last.
  const bool handicap = rec.handicap >= 2 && !rec.add_black.empty();
  const Color first = rec.first_player != Color::kEmpty ? rec.first_player
                      : handicap                        ? Color::kWhite
                                                        : Color::kBlack;
  if (!game->set_first_player(first).ok()) return nullptr;
  FUZZ_CHECK(game->to_play() == first, "to_play before any move is not the first player");
  for (const SgfMove& m : rec.moves) {
    const Status s = m.pass ? game->Pass(m.color) : game->Play(m.color, m.point.x, m.point.y);
    if (!s.ok()) return nullptr;
    FUZZ_CHECK(game->to_play() == Opponent(m.color), "to_play after a move is not the opponent");
  }
  return game;
}

/// Whether two trees have the same nodes in the same order with the same properties (raw values),
/// less the root properties the writer rewrites; repeated identifiers of a node compared joined.
FUZZ_NO_COVERAGE bool SameTree(const SgfTree& a, const SgfTree& b) {
  if (a.node_count() != b.node_count()) return false;
  auto props = [](const SgfTree& t, int node) {
    std::vector<std::pair<std::string, std::vector<std::string>>> out;
    for (int p = t.prop_begin(node); p < t.prop_end(node); ++p) {
      const std::string id(t.id(p));
      if (node == 0 && (id == "FF" || id == "GM" || id == "CA" || id == "AP" || id == "SZ" ||
                        id == "KM" || id == "HA" || id == "PL" || id == "RE")) {
        continue;
      }
      size_t k = 0;
      while (k < out.size() && out[k].first != id) ++k;
      if (k == out.size()) out.push_back({id, {}});
      for (int v = t.value_begin(p); v < t.value_end(p); ++v) out[k].second.emplace_back(t.raw(v));
    }
    return out;
  };
  // Both trees are numbered in text order, which the writer keeps: compare node by node.
  for (int n = 0; n < a.node_count(); ++n) {
    if (a.parent(n) != b.parent(n) || props(a, n) != props(b, n)) return false;
  }
  return true;
}

void CheckGame(const SgfRecord& rec, const Game& game, GameRules rules) {
  // The game info is every value of the root as text.
  std::vector<GameInfoEntry> info;
  for (int p = rec.tree.prop_begin(0); p < rec.tree.prop_end(0); ++p) {
    const std::string_view id = rec.tree.id(p);
    if (id == "AB" || id == "AW" || id == "AE") continue;
    for (int v = rec.tree.value_begin(p); v < rec.tree.value_end(p); ++v) {
      info.push_back({std::string(rec.tree.id(p)), rec.tree.text(v)});
    }
  }
  FUZZ_CHECK(game.info() == info, "Game::info is not the root's values");
  const Status consistent = game.CheckConsistency();
  FUZZ_CHECK(consistent.ok(), "CheckConsistency after GameFromSgf: %s",
             consistent.message().c_str());
  FUZZ_CHECK(game.AgreeUnderEquivalence() != std::optional<bool>(false),
             "AgreeUnderEquivalence is false after GameFromSgf");

  // Written and read back: the same game, and writing it again gives the same text.
  const std::string written = WriteSgf(game, &rec, nullptr, rec.result);
  FUZZ_CHECK(!written.empty(), "WriteSgf wrote nothing for a %dx%d game", rec.width, rec.height);
  SgfRecord again;
  std::unique_ptr<Game> replayed;
  Status s = GameFromSgf(written, rules, &replayed, &again);
  FUZZ_CHECK(s.ok(), "the written record does not read back: %s\n%s", s.message().c_str(),
             written.c_str());
  CheckSameGame(game, *replayed, "write -> read");
  FUZZ_CHECK(again.result == rec.result && again.handicap == rec.handicap &&
                 again.add_black == rec.add_black && again.add_white == rec.add_white,
             "write -> read: result, handicap or setup differ\n%s", written.c_str());
  FUZZ_CHECK(SameTree(rec.tree, again.tree), "write -> read: the tree differs\n%s",
             written.c_str());
  const std::string rewritten = WriteSgf(*replayed, &again, nullptr, again.result);
  FUZZ_CHECK(rewritten == written, "writing the replay gives a different text:\n%s\n---\n%s",
             written.c_str(), rewritten.c_str());

  // Scored, with RE and TB / TW written in.
  ScoreResult scored;
  s = game.Score(ScoringRules::kTerritory, &scored);
  FUZZ_CHECK(s.ok(), "Score after GameFromSgf: %s", s.message().c_str());
  const std::string with_result = WriteSgf(game, &rec, &scored, rec.result);
  SgfRecord scored_rec;
  std::unique_ptr<Game> scored_game;
  s = GameFromSgf(with_result, rules, &scored_game, &scored_rec);
  FUZZ_CHECK(s.ok(), "the scored record does not read back: %s\n%s", s.message().c_str(),
             with_result.c_str());
  CheckSameGame(game, *scored_game, "scored write -> read");
  FUZZ_CHECK(scored_rec.result == SgfResult(scored), "RE[%s], expected RE[%s]",
             scored_rec.result.c_str(), SgfResult(scored).c_str());

  // The last move taken back: the record read back is the game as it stands (the undone move
  // kept as a variation), and nothing else of the tree is lost.
  if (game.move_count() > 0) {
    Game shorter(game);
    FUZZ_CHECK(shorter.Undo(), "Undo of a game with moves failed");
    const std::string cut = WriteSgf(shorter, &rec, nullptr, rec.result);
    SgfRecord cut_rec;
    std::unique_ptr<Game> cut_game;
    s = GameFromSgf(cut, rules, &cut_game, &cut_rec);
    FUZZ_CHECK(s.ok(), "the record after an undo does not read back: %s\n%s", s.message().c_str(),
               cut.c_str());
    CheckSameGame(shorter, *cut_game, "undo, write -> read");
    // (Unless the undone move's node holds setup, or is the root: then the tree is not used.)
    const int undone_node = rec.tree.MainLine()[static_cast<size_t>(rec.moves.back().node)];
    bool setup_there = rec.moves.back().node == 0;
    for (int p = rec.tree.prop_begin(undone_node); p < rec.tree.prop_end(undone_node); ++p) {
      const std::string_view id = rec.tree.id(p);
      setup_there = setup_there || id == "AB" || id == "AW" || id == "AE";
    }
    FUZZ_CHECK(setup_there || cut_rec.tree.node_count() == rec.tree.node_count() + 1,
               "undo, write -> read: %d nodes, expected %d\n%s", cut_rec.tree.node_count(),
               rec.tree.node_count() + 1, cut.c_str());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  SgfRecord rec;
  rec.width = -5;
  rec.result = "untouched";
  const Status parsed = ParseSgf(text, &rec);
  if (!parsed.ok()) {
    FUZZ_CHECK(parsed.code() == ErrorCode::kInvalidSgf, "ParseSgf error code %d",
               static_cast<int>(parsed.code()));
    FUZZ_CHECK(!parsed.message().empty(), "ParseSgf error without a message");
    FUZZ_CHECK(rec.width == -5 && rec.result == "untouched", "a refused ParseSgf wrote its output");
    std::unique_ptr<Game> game;
    SgfRecord record;
    record.result = "untouched";
    const Status built = GameFromSgf(text, GameRules(), &game, &record);
    FUZZ_CHECK(!built.ok() && built.code() == ErrorCode::kInvalidSgf && game == nullptr,
               "GameFromSgf accepted what ParseSgf refused (%s)", parsed.message().c_str());
    FUZZ_CHECK(record.result == "untouched", "GameFromSgf wrote the record of a refused text");
    return 0;
  }
  CheckRecordSane(rec);

  GameRules japanese;
  GameRules permissive;
  permissive.allow_suicide = true;
  permissive.ko = KoRule::kPositionalSuperko;
  permissive.komi_tenths = -35;
  for (const GameRules& rules : {japanese, permissive}) {
    std::unique_ptr<Game> game;
    SgfRecord record;
    const Status built = GameFromSgf(text, rules, &game, &record);
    FUZZ_CHECK(SameRecord(rec, record), "GameFromSgf's record differs from ParseSgf's");
    std::unique_ptr<Game> replay = Replay(rec, rules);
    FUZZ_CHECK(built.ok() == (replay != nullptr), "GameFromSgf ok %d, the replay %s: %s",
               built.ok(), replay ? "succeeds" : "fails", built.message().c_str());
    if (!built.ok()) {
      FUZZ_CHECK(
          built.code() == ErrorCode::kInvalidSgf && !built.message().empty() && game == nullptr,
          "GameFromSgf error: code %d", static_cast<int>(built.code()));
      continue;
    }
    FUZZ_CHECK(game != nullptr, "GameFromSgf ok without a game");
    CheckSameGame(*replay, *game, "GameFromSgf vs replay");
    CheckGame(rec, *game, rules);
  }
  return 0;
}
