// libFuzzer harness of the game engine: the input drives a sequence of actions on a small Game,
// which is followed step by step by a plain reference engine (fuzz_ref_game.h: a board of signs,
// chains by flood fill, a stack of states for undo).
//
// Input: byte 0 width (1..19), byte 1 height (1..19), byte 2 flags (1 suicide allowed, 2
// positional superko, 4 start from a setup position read from the next width * height / 4 bytes,
// two bits a point from the low bits up: 0 and 3 empty, 1 black, 2 white), byte 3 komi (int8, in
// half points); then actions, an opcode byte and its operands each:
//   0-6 play (colour from bit 4, then x and y bytes; 255 is -1 and x = width is off the board),
//   7 pass, 8 toggleDead, 9 toggleSeki, 10 score (rules from bits 4-5), 11 undo,
//   12 AgreeUnderEquivalence, 13 copy the game and go on with the copy, 14 play or pass with a
//   colour that is not a player, 15 clear the marks and change the komi.
// After every step: CheckConsistency() is ok; the board, the liberty map, the chains, the
// counters, the move log (also as FlatMoves), the chains (also as FlatGroups) and the marks equal
// the reference's (undo restoring its stack of states, while the engine reverses the move step by
// step); every legality verdict equals the
// reference's and an illegal move changes nothing; AgreeUnderEquivalence() is never false and is
// undefined exactly when its condition fails; and every score agrees with the reference scorer
// (fuzz_common.h), its parts adding up.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "board/board.h"
#include "core/types.h"
#include "fuzz_common.h"
#include "fuzz_ref_game.h"
#include "game/game.h"
#include "scoring/scoring.h"

namespace {

using namespace goscore;
using goscore_fuzz::ByteReader;
using goscore_fuzz::RefGame;
using goscore_fuzz::RefState;

constexpr size_t kMaxActions = 3000;

const char* VerdictName(MoveVerdict v) {
  switch (v) {
    case MoveVerdict::kLegal:
      return "legal";
    case MoveVerdict::kOffBoard:
      return "off-board";
    case MoveVerdict::kNotAPlayer:
      return "not-a-player";
    case MoveVerdict::kOccupied:
      return "occupied";
    case MoveVerdict::kSuicide:
      return "suicide";
    case MoveVerdict::kKo:
      return "ko";
    case MoveVerdict::kSuperko:
      return "superko";
  }
  return "?";
}

FUZZ_NO_COVERAGE std::vector<int8_t> Signs(const Board& b) {
  std::vector<int8_t> s(static_cast<size_t>(b.area()));
  b.ToSigns(s.data());
  return s;
}

/// Everything observable about the game, compared with the reference.
FUZZ_NO_COVERAGE void CheckAgainstReference(const Game& game, const RefGame& ref, size_t step) {
  const Status consistent = game.CheckConsistency();
  FUZZ_CHECK(consistent.ok(), "step %zu: CheckConsistency: %s", step, consistent.message().c_str());
  const RefState& s = ref.state();
  const int w = ref.width();
  const int h = ref.height();
  FUZZ_CHECK(Signs(game.board()) == s.board, "step %zu: the board differs from the reference",
             step);
  for (int k = 0; k < 2; ++k) {
    const Color c = k == 0 ? Color::kBlack : Color::kWhite;
    FUZZ_CHECK(game.captures_by(c) == s.captures[k], "step %zu: captures by %d: %d, expected %d",
               step, k, game.captures_by(c), s.captures[k]);
    FUZZ_CHECK(game.stones_played(c) == s.played[k], "step %zu: stones played", step);
    FUZZ_CHECK(game.setup_stones(c) == ref.setup(k), "step %zu: setup stones", step);
  }
  FUZZ_CHECK(game.consecutive_passes() == s.passes, "step %zu: consecutive passes %d, expected %d",
             step, game.consecutive_passes(), s.passes);
  FUZZ_CHECK(game.move_count() == s.moves && game.moves().size() == static_cast<size_t>(s.moves),
             "step %zu: move count %d, expected %d", step, game.move_count(), s.moves);
  FUZZ_CHECK(game.IsTerminal() == (s.passes >= 2 || s.moves >= 2 * w * h), "step %zu: IsTerminal",
             step);

  // Liberties and chains.
  std::vector<int32_t> libmap(static_cast<size_t>(w) * h, -1);
  game.LibertyMap(libmap.data());
  std::vector<int> expected_libs(libmap.size(), 0);
  std::vector<uint8_t> done(libmap.size(), 0);
  std::vector<ChainInfo> expected_chains;
  for (int i = 0; i < w * h; ++i) {
    if (s.board[i] == 0 || done[i]) continue;
    int libs = 0;
    std::vector<int> stones = ref.Chain(s.board, i, &libs);
    ChainInfo info;
    info.id = i;
    info.color = static_cast<Color>(s.board[i]);
    std::set<int> liberty_points;
    for (int q : stones) {
      done[q] = 1;
      expected_libs[q] = libs;
      info.stones.push_back({q % w, q / w});
      int nb[4];
      const int nb_count = ref.Neighbours(q, nb);
      for (int d = 0; d < nb_count; ++d) {
        if (s.board[nb[d]] == 0) liberty_points.insert(nb[d]);
      }
    }
    for (int n : liberty_points) info.liberties.push_back({n % w, n / w});
    std::sort(info.stones.begin(), info.stones.end());
    std::sort(info.liberties.begin(), info.liberties.end());
    expected_chains.push_back(std::move(info));
  }
  for (int i = 0; i < w * h; ++i) {
    FUZZ_CHECK(libmap[i] == expected_libs[i], "step %zu: liberty map at (%d, %d): %d, expected %d",
               step, i % w, i / w, libmap[i], expected_libs[i]);
    FUZZ_CHECK(game.LibertiesAt(i % w, i / w) == expected_libs[i], "step %zu: LibertiesAt", step);
  }
  const std::vector<ChainInfo> chains = game.Chains();
  FUZZ_CHECK(chains.size() == expected_chains.size(), "step %zu: %zu chains, expected %zu", step,
             chains.size(), expected_chains.size());
  for (size_t k = 0; k < chains.size(); ++k) {
    const ChainInfo& a = chains[k];
    const ChainInfo& b = expected_chains[k];
    FUZZ_CHECK(
        a.id == b.id && a.color == b.color && a.stones == b.stones && a.liberties == b.liberties,
        "step %zu: chain %zu (id %d) differs from the reference (id %d)", step, k, a.id, b.id);
    const std::optional<ChainInfo> at = game.ChainAt(b.stones.back().x, b.stones.back().y);
    FUZZ_CHECK(at && at->stones == b.stones && at->liberties == b.liberties,
               "step %zu: ChainAt differs", step);
  }

  // The flat exports: the same chains and log, in one array each.
  std::vector<int32_t> flat;
  std::vector<int32_t> expected_flat;
  for (const ChainInfo& c : expected_chains) {
    expected_flat.insert(expected_flat.end(), {c.id, static_cast<int32_t>(c.color),
                                               static_cast<int32_t>(c.stones.size()),
                                               static_cast<int32_t>(c.liberties.size())});
    for (const std::vector<Point>* list : {&c.stones, &c.liberties}) {
      for (Point p : *list) expected_flat.insert(expected_flat.end(), {p.x, p.y});
    }
  }
  game.FlatGroups(&flat);
  FUZZ_CHECK(flat == expected_flat, "step %zu: FlatGroups differs from the reference", step);
  expected_flat.clear();
  for (const MoveRecord& m : game.moves()) {
    expected_flat.insert(expected_flat.end(),
                         {static_cast<int32_t>(m.color), m.pass ? -1 : m.point.x,
                          m.pass ? -1 : m.point.y, static_cast<int32_t>(m.captured.size())});
    for (Point p : m.captured) expected_flat.insert(expected_flat.end(), {p.x, p.y});
  }
  game.FlatMoves(&flat);
  FUZZ_CHECK(flat == expected_flat, "step %zu: FlatMoves differs from the log", step);

  // Marks.
  FUZZ_CHECK(game.dead_mask() == ref.dead(), "step %zu: dead marks differ", step);
  FUZZ_CHECK(game.seki_marks() == ref.seki(), "step %zu: seki marks differ", step);

  // The equivalence check: undefined exactly when its condition fails, never false.
  const std::optional<bool> agree = game.AgreeUnderEquivalence();
  const bool condition =
      ref.setup(0) + s.played[0] == ref.setup(1) + s.played[1] && ref.seki().empty();
  FUZZ_CHECK(agree.has_value() == condition, "step %zu: AgreeUnderEquivalence %s, condition %d",
             step, agree ? "has a value" : "is nullopt", condition);
  FUZZ_CHECK(agree != std::optional<bool>(false), "step %zu: AgreeUnderEquivalence is false", step);
}

FUZZ_NO_COVERAGE void CheckScores(const Game& game, const RefGame& ref, size_t step,
                                  int only_rules) {
  for (int k = 0; k < 3; ++k) {
    if (only_rules >= 0 && k != only_rules) continue;
    const ScoringRules rules = static_cast<ScoringRules>(k);
    ScoreResult result;
    const Status s = game.Score(rules, &result);
    FUZZ_CHECK(s.ok(), "step %zu: Score(%s): %s", step, ScoringRulesName(rules),
               s.message().c_str());
    ScoreInput input;
    input.rules = rules;
    input.komi_tenths = game.rules().komi_tenths;
    input.prisoners_by_black = ref.state().captures[0];
    input.prisoners_by_white = ref.state().captures[1];
    const bool any_dead = std::find(ref.dead().begin(), ref.dead().end(), 1) != ref.dead().end();
    if (any_dead) input.dead = ref.dead();
    input.seki = ref.seki();
    goscore_fuzz::CheckScore(game.board(), input, result);
  }
}

Point ReadPoint(ByteReader& r, int w, int h) {
  const uint8_t bx = r.Next();
  const uint8_t by = r.Next();
  return {bx == 255 ? -1 : bx % (w + 1), by == 255 ? -1 : by % (h + 1)};
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  ByteReader r(data, size);
  const int w = 1 + r.Next() % 19;
  const int h = 1 + r.Next() % 19;
  const uint8_t flags = r.Next();
  GameRules rules;
  rules.allow_suicide = flags & 1;
  rules.ko = flags & 2 ? KoRule::kPositionalSuperko : KoRule::kSimple;
  rules.komi_tenths = static_cast<int8_t>(r.Next()) * 5;

  std::vector<int8_t> start(static_cast<size_t>(w) * h, 0);
  std::unique_ptr<Game> game;
  if (flags & 4) {
    Board position(w, h);
    uint8_t packed = 0;
    for (int i = 0; i < w * h; ++i) {
      if (i % 4 == 0) packed = r.Next();
      static constexpr int8_t kSign[4] = {0, 1, -1, 0};
      start[i] = kSign[(packed >> (2 * (i % 4))) & 3];
      position.Set(i % w, i / w, static_cast<Color>(start[i]));
    }
    RefGame probe(w, h, rules, start);
    const Status s = Game::FromPosition(position, rules, &game);
    const bool expect_ok = !probe.HasDeadChain(start);
    FUZZ_CHECK(s.ok() == expect_ok, "FromPosition ok %d, expected %d: %s", s.ok(), expect_ok,
               s.message().c_str());
    if (!s.ok()) {
      FUZZ_CHECK(s.code() == ErrorCode::kInvalidBoard && game == nullptr,
                 "FromPosition error code %d", static_cast<int>(s.code()));
      std::fill(start.begin(), start.end(), 0);
    }
  }
  if (!game) game = std::make_unique<Game>(w, h, rules);
  RefGame ref(w, h, rules, start);
  ref.komi_tenths = rules.komi_tenths;
  ref.StartHistory();
  CheckAgainstReference(*game, ref, 0);

  std::vector<int8_t> after;
  std::vector<Point> removed;
  for (size_t step = 1; !r.empty() && step <= kMaxActions; ++step) {
    const uint8_t op = r.Next();
    const Color color = op & 16 ? Color::kWhite : Color::kBlack;
    switch (op % 16) {
      case 0:
      case 1:
      case 2:
      case 3:
      case 4:
      case 5:
      case 6: {
        const Point p = ReadPoint(r, w, h);
        int opp_lost = 0, own_lost = 0;
        const MoveVerdict expected =
            ref.Try(color, p.x, p.y, &after, &opp_lost, &own_lost, &removed);
        const MoveVerdict verdict = game->Check(color, p.x, p.y);
        FUZZ_CHECK(verdict == expected, "step %zu: Check(%d, %d, %d) is %s, the reference says %s",
                   step, static_cast<int>(color), p.x, p.y, VerdictName(verdict),
                   VerdictName(expected));
        const Board before = game->board();
        std::vector<Point> captured = {{-9, -9}};
        const Status s = game->Play(color, p.x, p.y, &captured);
        FUZZ_CHECK(s.ok() == (expected == MoveVerdict::kLegal), "step %zu: Play: %s", step,
                   s.message().c_str());
        if (s.ok()) {
          // *captured is replaced by the removed stones.
          FUZZ_CHECK(captured == removed,
                     "step %zu: Play's captured stones differ from the reference", step);
          FUZZ_CHECK(game->moves().back().captured == removed, "step %zu: logged captures", step);
          ref.Play(color, p.x, p.y, after, opp_lost, own_lost);
        } else {
          FUZZ_CHECK(game->board() == before, "step %zu: an illegal move changed the board", step);
          const ErrorCode want = expected == MoveVerdict::kOffBoard ? ErrorCode::kInvalidCoordinate
                                                                    : ErrorCode::kIllegalMove;
          FUZZ_CHECK(s.code() == want && !s.message().empty(), "step %zu: Play error code %d", step,
                     static_cast<int>(s.code()));
        }
        break;
      }
      case 7: {
        FUZZ_CHECK(game->Pass(color).ok(), "step %zu: Pass refused", step);
        ref.Pass();
        break;
      }
      case 8: {
        const Point p = ReadPoint(r, w, h);
        const Status s = game->ToggleDead(p.x, p.y);
        const bool on = p.x >= 0 && p.y >= 0 && p.x < w && p.y < h;
        const bool expect_ok = on && ref.state().board[p.y * w + p.x] != 0;
        FUZZ_CHECK(s.ok() == expect_ok, "step %zu: ToggleDead(%d, %d): %s", step, p.x, p.y,
                   s.message().c_str());
        if (!s.ok()) break;
        const int i = p.y * w + p.x;
        const uint8_t value = ref.dead()[i] ? 0 : 1;
        for (int q : ref.Chain(ref.state().board, i, nullptr)) ref.mutable_dead()[q] = value;
        if (value == 0) {
          std::vector<Point>& seki = ref.seki();
          seki.erase(std::remove_if(seki.begin(), seki.end(),
                                    [&](Point m) {
                                      const int j = m.y * w + m.x;
                                      return ref.state().board[j] != 0 && !ref.dead()[j];
                                    }),
                     seki.end());
        }
        break;
      }
      case 9: {
        const Point p = ReadPoint(r, w, h);
        const Status s = game->ToggleSeki(p.x, p.y);
        const bool on = p.x >= 0 && p.y >= 0 && p.x < w && p.y < h;
        const int i = on ? p.y * w + p.x : 0;
        const bool expect_ok = on && (ref.state().board[i] == 0 || ref.dead()[i]);
        FUZZ_CHECK(s.ok() == expect_ok, "step %zu: ToggleSeki(%d, %d): %s", step, p.x, p.y,
                   s.message().c_str());
        if (!s.ok()) break;
        // The region through p on the board with the dead lifted; unmark it if any mark is in it.
        Board lifted(w, h);
        for (int j = 0; j < w * h; ++j) {
          if (!ref.dead()[j]) lifted.Set(j % w, j / w, static_cast<Color>(ref.state().board[j]));
        }
        const goscore_fuzz::RefRegions regions = goscore_fuzz::ComputeRegions(lifted);
        const int id = regions.label[i];
        std::vector<Point>& seki = ref.seki();
        const auto first_out = std::remove_if(
            seki.begin(), seki.end(), [&](Point m) { return regions.label[m.y * w + m.x] == id; });
        if (first_out != seki.end()) {
          seki.erase(first_out, seki.end());
        } else {
          seki.push_back(p);
        }
        break;
      }
      case 10:
        CheckScores(*game, ref, step, (op >> 4) % 3);
        break;
      case 11: {
        const bool undone = game->Undo();
        FUZZ_CHECK(undone == ref.Undo(), "step %zu: Undo returned %d", step, undone);
        break;
      }
      case 12:
        // Checked after every step; here also scored under every rule set.
        CheckScores(*game, ref, step, -1);
        break;
      case 13: {
        auto copy = std::make_unique<Game>(*game);
        if (op & 16) {
          Game assigned(1, 1, GameRules());
          assigned = *copy;
          copy = std::make_unique<Game>(assigned);
        }
        game = std::move(copy);
        break;
      }
      case 14: {
        const Color bad = op & 16 ? Color::kEmpty : static_cast<Color>(2);
        const Point p = ReadPoint(r, w, h);
        const Board before = game->board();
        const int moves = game->move_count();
        FUZZ_CHECK(!game->Play(bad, p.x, p.y).ok(), "step %zu: Play by colour %d accepted", step,
                   static_cast<int>(bad));
        FUZZ_CHECK(!game->Pass(bad).ok(), "step %zu: Pass by colour %d accepted", step,
                   static_cast<int>(bad));
        FUZZ_CHECK(game->board() == before && game->move_count() == moves,
                   "step %zu: a move by a non-player changed the game", step);
        break;
      }
      case 15: {
        game->ClearMarks();
        ref.ClearMarks();
        const int komi = static_cast<int8_t>(r.Next()) * 5;
        game->set_komi_tenths(komi);
        FUZZ_CHECK(game->rules().komi_tenths == komi, "step %zu: set_komi_tenths", step);
        break;
      }
    }
    CheckAgainstReference(*game, ref, step);
  }
  CheckScores(*game, ref, 0, -1);
  return 0;
}
