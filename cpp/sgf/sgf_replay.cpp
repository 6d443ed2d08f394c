// GameFromSgf: a Game from a record, the setup position then every main-line move and pass.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "board/board.h"
#include "life/territory.h"
#include "sgf/sgf.h"
#include "sgf/sgf_text.h"

namespace goscore {

using sgf_text::MoveText;
using sgf_text::SgfError;

namespace {

/// Every value of the root node as text, in order, but the setup (AB / AW / AE): the game info.
GOSCORE_NOINLINE std::vector<GameInfoEntry> RootInfo(const SgfTree& tree) {
  std::vector<GameInfoEntry> info;
  if (tree.empty()) return info;
  for (int p = tree.prop_begin(0); p < tree.prop_end(0); ++p) {
    const std::string_view id = tree.id(p);
    if (id == "AB" || id == "AW" || id == "AE") continue;  // the start position, not info
    for (int v = tree.value_begin(p); v < tree.value_end(p); ++v) {
      info.push_back(GameInfoEntry{std::string(tree.id(p)), tree.text(v)});
    }
  }
  return info;
}

/// Marks dead every chain of the final position whose stones all stand on the other colour's
/// territory as the record's TB / TW give it (see GameFromSgf). Only stones on the other colour's
/// marks can start such a chain, so most records (no dead stones) cost one pass over the marks;
/// each candidate chain is flood-filled once on the board. O(area + the marks).
GOSCORE_NOINLINE void MarkDeadFromTerritory(const SgfRecord& rec, Game* game) {
  const Board& b = game->board();
  const int w = b.width();
  const int h = b.height();
  std::vector<int8_t> owner(static_cast<size_t>(b.area()), 0);  // row-major: 1 TB, -1 TW
  for (Point p : rec.territory_black) owner[static_cast<size_t>(p.y * w + p.x)] = 1;
  // A point in both lists is no one's: the stone on it cannot be told dead.
  for (Point p : rec.territory_white) {
    int8_t& o = owner[static_cast<size_t>(p.y * w + p.x)];
    o = o == 1 ? 2 : -1;
  }
  // Candidates in row-major order, the order in which the chains used to be visited.
  std::vector<int32_t> candidates;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const Color c = b.At(x, y);
      if (c != Color::kEmpty && owner[static_cast<size_t>(y * w + x)] == -static_cast<int>(c)) {
        candidates.push_back(y * w + x);
      }
    }
  }
  if (candidates.empty()) return;
  std::vector<uint8_t> seen(static_cast<size_t>(b.area()), 0);
  std::vector<int32_t> stack;
  for (const int32_t start : candidates) {
    if (seen[static_cast<size_t>(start)]) continue;
    const Color color = b.At(start % w, start / w);
    const int8_t enemy = static_cast<int8_t>(Opponent(color));
    bool covered = true;
    seen[static_cast<size_t>(start)] = 1;
    stack.assign(1, start);
    while (!stack.empty()) {
      const int32_t i = stack.back();
      stack.pop_back();
      covered = covered && owner[static_cast<size_t>(i)] == enemy;
      const int x = i % w;
      const int y = i / w;
      const int32_t next[4] = {x > 0 ? i - 1 : -1, x + 1 < w ? i + 1 : -1, y > 0 ? i - w : -1,
                               y + 1 < h ? i + w : -1};
      for (const int32_t n : next) {
        if (n < 0 || seen[static_cast<size_t>(n)] || b.At(n % w, n / w) != color) continue;
        seen[static_cast<size_t>(n)] = 1;
        stack.push_back(n);
      }
    }
    if (covered) static_cast<void>(game->ToggleDead(start % w, start / w));
  }
}

/// Whether the life analysis of the final position (with its dead marks) counts exactly the
/// territory the record's TB / TW list: then score() in its default seki mode, which counts what
/// the analysis counts, gives the record's count with no seki marks at all (the record was scored
/// that way, as toSgf writes a count of the default mode). Live stones are not compared.
bool AnalysisCountsTheListedTerritory(const std::vector<int8_t>& listed, const Game& game) {
  const Board& b = game.board();
  TerritoryAnalysis a;
  if (!AnalyzeTerritory(b, game.dead_mask(), false, &a).ok()) return false;
  const std::vector<uint8_t>& dead = game.dead_mask();
  for (int i = 0; i < b.area(); ++i) {
    const Color c = b.At(i % b.width(), i / b.width());
    if (c != Color::kEmpty && !dead[static_cast<size_t>(i)]) continue;
    const int8_t want = listed[static_cast<size_t>(i)] == 1   ? 1
                        : listed[static_cast<size_t>(i)] == 2 ? -1
                                                              : 0;
    if (a.territory[static_cast<size_t>(i)] != want) return false;
  }
  return true;
}

/// Marks seki every region of the final position (empty points and dead stones, the dead lifted)
/// that touches living stones of one colour only while none of its points is in that colour's TB /
/// TW: the record's count left it out, which under territory counting (Japanese 1989 Art. 8 and
/// 9: the eyes of a group in seki are not territory) is what a seki is, so the marks the record
/// was scored with come back with it. A region with some of its points in the list is territory
/// marked loosely, and is left as it is. No marks at all when the life analysis counts exactly
/// the listed territory (its seki and the false eyes that will have to be filled are the regions
/// left out: the default seki mode counts the record the same, false eyes included, which marks
/// could not say). O(area), and one analysis when some region is left out.
GOSCORE_NOINLINE void MarkSekiFromTerritory(const SgfRecord& rec, Game* game) {
  const Board& b = game->board();
  const int w = b.width();
  const int h = b.height();
  const std::vector<uint8_t>& dead = game->dead_mask();
  std::vector<int8_t> listed(static_cast<size_t>(b.area()), 0);  // bit 1 TB, bit 2 TW
  for (Point p : rec.territory_black) listed[static_cast<size_t>(p.y * w + p.x)] |= 1;
  for (Point p : rec.territory_white) listed[static_cast<size_t>(p.y * w + p.x)] |= 2;
  std::vector<uint8_t> seen(static_cast<size_t>(b.area()), 0);
  std::vector<Point> stack;  // points, not indices: no division a neighbour
  std::vector<Point> seki;
  for (int sy = 0; sy < h; ++sy) {
    for (int sx = 0; sx < w; ++sx) {
      const size_t start = static_cast<size_t>(sy) * w + sx;
      if (seen[start] || b.At(sx, sy) != Color::kEmpty) continue;
      int reached = 0;  // bit 1 a living black stone, bit 2 a living white one
      int in_lists = 0;
      seen[start] = 1;
      stack.assign(1, Point{sx, sy});
      while (!stack.empty()) {
        const Point p = stack.back();
        stack.pop_back();
        in_lists |= listed[static_cast<size_t>(p.y) * w + p.x];
        const Point next[4] = {{p.x - 1, p.y}, {p.x + 1, p.y}, {p.x, p.y - 1}, {p.x, p.y + 1}};
        for (const Point n : next) {
          if (n.x < 0 || n.x >= w || n.y < 0 || n.y >= h) continue;
          const size_t i = static_cast<size_t>(n.y) * w + n.x;
          if (seen[i]) continue;
          const Color c = b.At(n.x, n.y);
          if (c != Color::kEmpty && !dead[i]) {
            reached |= c == Color::kBlack ? 1 : 2;
            continue;
          }
          seen[i] = 1;
          stack.push_back(n);
        }
      }
      if ((reached == 1 || reached == 2) && (in_lists & reached) == 0) seki.push_back({sx, sy});
    }
  }
  if (seki.empty() || AnalysisCountsTheListedTerritory(listed, *game)) return;
  for (Point p : seki) static_cast<void>(game->ToggleSeki(p.x, p.y));
}

}  // namespace

Status GameFromSgf(std::string_view text, GameRules rules_template, std::unique_ptr<Game>* out,
                   SgfRecord* record) {
  SgfRecord rec;
  Status s = ParseSgf(text, &rec);
  if (!s.ok()) return s;
  GameRules rules = rules_template;
  if (rec.has_komi) rules.komi_tenths = rec.komi_tenths;

  Board setup(rec.width, rec.height);
  for (Point p : rec.add_black) setup.Set(p.x, p.y, Color::kBlack);
  for (Point p : rec.add_white) setup.Set(p.x, p.y, Color::kWhite);
  std::unique_ptr<Game> game;
  s = Game::FromPosition(setup, rules, &game);
  if (!s.ok()) {
    if (record != nullptr) *record = std::move(rec);
    return SgfError("the setup position is not playable: " + s.message());
  }
  // Who moves first: PL; else White after placed handicap stones, the convention of every ruleset
  // (A. Smith, The Game of Go, 1908, ch. III: "unless a handicap has been given, in which case the
  // player using the white stones has the first move"); else Black.
  Color first = rec.first_player;
  if (first == Color::kEmpty) {
    first = rec.handicap >= 2 && !rec.add_black.empty() ? Color::kWhite : Color::kBlack;
  }
  static_cast<void>(game->set_first_player(first));  // black or white: cannot fail
  game->set_info(RootInfo(rec.tree));
  game->ReserveMoves(rec.moves.size());  // the log grows once, not by doubling

  for (size_t k = 0; k < rec.moves.size(); ++k) {
    const SgfMove& m = rec.moves[k];
    auto where = [&] {
      return "move " + std::to_string(k + 1) + " " + MoveText(m.color, m.pass, m.point);
    };
    if (m.pass) {
      s = game->Pass(m.color);
    } else {
      // One legality check, inside Play: its verdict words the record's message.
      MoveVerdict verdict = MoveVerdict::kLegal;
      s = game->Play(m.color, m.point.x, m.point.y, nullptr, &verdict);
      if (verdict != MoveVerdict::kLegal) {
        std::string message = where() + " " + MoveVerdictRecordMessage(verdict);
        if (record != nullptr) *record = std::move(rec);
        return SgfError(std::move(message));
      }
    }
    if (!s.ok()) {
      std::string message = where() + ": " + s.message();
      if (record != nullptr) *record = std::move(rec);
      return SgfError(std::move(message));
    }
  }
  // The marks belong to the final position: only now that every move has been replayed.
  if (rec.has_territory) {
    MarkDeadFromTerritory(rec, game.get());
    MarkSekiFromTerritory(rec, game.get());
  }
  *out = std::move(game);
  if (record != nullptr) *record = std::move(rec);
  return Status();
}

}  // namespace goscore
