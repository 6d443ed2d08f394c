// Bindings of the game engine and SGF: the Game class of web/src/game.js. A game lives in C++,
// owned by its JS Game through a handle (the address of a GameHandle) that JS frees with
// goscore_game_free; every call takes the handle first.
#include "game/game.h"

#include <emscripten/em_macros.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "board/board.h"
#include "core/types.h"
#include "scoring/rules.h"
#include "scoring/scoring.h"
#include "sgf/sgf.h"
#include "wasm/board_input.h"
#include "wasm/protocol.h"
#include "wasm/ruleset_result.h"
#include "wasm/score_result.h"
#include "wasm/wire.h"

namespace goscore::wasm {
namespace {

constexpr int kVerdictCount = static_cast<int>(MoveVerdict::kSuperko) + 1;

static_assert(static_cast<int>(KoRule::kPositionalSuperko) == wire::kPositionalSuperko,
              "wire Ko codes are KoRule values");

// W.verdicts: every MoveVerdict by its MoveVerdictName, the core's one table of verdicts.
[[maybe_unused]] const bool verdicts_published = PublishEnum(
    "verdicts", kVerdictCount, [](int v) { return MoveVerdictName(static_cast<MoveVerdict>(v)); });
GOSCORE_WIRE_PUBLISH(ko, Ko);
GOSCORE_WIRE_PUBLISH(counters, CounterSlot);
GOSCORE_WIRE_PUBLISH(groupFields, GroupField);
GOSCORE_WIRE_PUBLISH(moveFields, MoveField);

/// A game and what JS asked for it: the first player the options named, the record it was read
/// from.
struct GameHandle {
  Color turn = Color::kEmpty;
  GameRules rules;
  std::unique_ptr<Game> game;
  std::unique_ptr<SgfRecord> record;
  std::vector<Point> scratch;
  std::vector<int32_t> flat;

  void ApplyTurn() {
    if (turn != Color::kEmpty) static_cast<void>(game->set_first_player(turn));
  }
  std::string RecordedResult() const { return record ? record->result : std::string(); }
};

GameHandle* H(uintptr_t handle) { return reinterpret_cast<GameHandle*>(handle); }

/// Points as int32 x, y pairs into out.
int32_t* WritePoints(const std::vector<Point>& points, int32_t* out) {
  for (const Point& p : points) {
    *out++ = p.x;
    *out++ = p.y;
  }
  return out;
}

/// A result that is one int32 array.
void SetInt32(const std::vector<int32_t>& values) {
  Result::Begin(0, {{wire::kInt32, values.size()}});
  std::copy(values.begin(), values.end(), Result::Int32(0));
}

int StatusOnly(const Status& s) {
  if (!s.ok()) return Fail(s);
  Result::Begin(0, {});
  return 0;
}

}  // namespace
}  // namespace goscore::wasm

extern "C" {

using goscore::wasm::GameHandle;
using goscore::wasm::H;

/// A new empty game; the result's value is its handle. `turn` is the first player the JS options
/// named (1 or -1), or 0 for none. Precondition (JS checks): a valid size, ko and komi.
EMSCRIPTEN_KEEPALIVE int goscore_game_new(int width, int height, int suicide, int ko,
                                          int komi_tenths, int turn) {
  using namespace goscore;
  Status size = Board::CheckSize(width, height);
  if (!size.ok()) return wasm::Fail(size);
  auto* h = new GameHandle();
  h->turn = static_cast<Color>(turn == 1 || turn == -1 ? turn : 0);
  h->rules.allow_suicide = suicide != 0;
  h->rules.ko = ko == 1 ? KoRule::kPositionalSuperko : KoRule::kSimple;
  h->rules.komi_tenths = komi_tenths;
  h->game = std::make_unique<Game>(width, height, h->rules);
  h->ApplyTurn();
  wasm::Result::SetValue(static_cast<double>(reinterpret_cast<uintptr_t>(h)));
  return 0;
}

/// Frees a game. The handle is invalid afterwards (JS forgets it).
EMSCRIPTEN_KEEPALIVE void goscore_game_free(uintptr_t handle) { delete H(handle); }

/// Replaces the game with one starting from the input block's board.
EMSCRIPTEN_KEEPALIVE int goscore_game_load_position(uintptr_t handle, int width, int height) {
  using namespace goscore;
  GameHandle* h = H(handle);
  Board board;
  Status s = wasm::ReadBoard(width, height, &board);
  std::unique_ptr<Game> game;
  if (s.ok()) s = Game::FromPosition(board, h->rules, &game);
  if (!s.ok()) return wasm::Fail(s);
  h->game = std::move(game);
  h->ApplyTurn();
  return wasm::StatusOnly(s);
}

/// A new game from the main line of the SGF record in input array 0 (text), in one call (fromSgf:
/// no empty game made first to be replaced): the result's value is its handle. The rules and
/// `turn` as goscore_game_new takes them; KM and PL of the record win over komi_tenths and turn.
/// Precondition (JS checks): a valid ko and komi.
EMSCRIPTEN_KEEPALIVE int goscore_game_from_sgf(int suicide, int ko, int komi_tenths, int turn) {
  using namespace goscore;
  auto h = std::make_unique<GameHandle>();
  h->turn = static_cast<Color>(turn == 1 || turn == -1 ? turn : 0);
  h->rules.allow_suicide = suicide != 0;
  h->rules.ko = ko == 1 ? KoRule::kPositionalSuperko : KoRule::kSimple;
  h->rules.komi_tenths = komi_tenths;
  SgfRecord record;
  Status s = GameFromSgf(wasm::Input::Text(0), h->rules, &h->game, &record);
  if (!s.ok()) return wasm::Fail(s);
  if (record.first_player == Color::kEmpty) h->ApplyTurn();
  h->record = std::make_unique<SgfRecord>(std::move(record));
  wasm::Result::SetValue(static_cast<double>(reinterpret_cast<uintptr_t>(h.release())));
  return 0;
}

/// The counters (CounterSlot).
EMSCRIPTEN_KEEPALIVE int goscore_game_counters(uintptr_t handle) {
  using namespace goscore;
  namespace w = goscore::wire;
  const GameHandle* h = H(handle);
  const Game& g = *h->game;
  wasm::Result::Begin(w::kCounterSlotCount, {});
  wasm::Result::Set(w::kCapturesBlack, g.captures_by(Color::kBlack));
  wasm::Result::Set(w::kCapturesWhite, g.captures_by(Color::kWhite));
  wasm::Result::Set(w::kPlayedBlack, g.stones_played(Color::kBlack));
  wasm::Result::Set(w::kPlayedWhite, g.stones_played(Color::kWhite));
  wasm::Result::Set(w::kSetupBlack, g.setup_stones(Color::kBlack));
  wasm::Result::Set(w::kSetupWhite, g.setup_stones(Color::kWhite));
  wasm::Result::Set(w::kConsecutivePasses, g.consecutive_passes());
  wasm::Result::Set(w::kMoveCount, g.move_count());
  wasm::Result::Set(w::kIsTerminal, g.IsTerminal());
  wasm::Result::Set(w::kToPlay, static_cast<int>(g.to_play()));
  wasm::Result::Set(w::kKomiTenths, g.rules().komi_tenths);
  wasm::Result::Set(w::kGameWidth, g.board().width());
  wasm::Result::Set(w::kGameHeight, g.board().height());
  wasm::Result::Set(w::kHasRecordedKomi, h->record && h->record->has_komi);
  return 0;
}

/// Whether `color` may play at (x, y): the value is a Verdict.
EMSCRIPTEN_KEEPALIVE int goscore_game_check(uintptr_t handle, int color, int x, int y) {
  using namespace goscore;
  wasm::Result::SetValue(static_cast<int>(H(handle)->game->Check(static_cast<Color>(color), x, y)));
  return 0;
}

/// Plays a stone; array 0 is the captured points (int32 x, y pairs).
EMSCRIPTEN_KEEPALIVE int goscore_game_play(uintptr_t handle, int color, int x, int y) {
  using namespace goscore;
  GameHandle* h = H(handle);
  h->scratch.clear();
  Status s = h->game->Play(static_cast<Color>(color), x, y, &h->scratch);
  if (!s.ok()) return wasm::Fail(s);
  wasm::Result::Begin(0, {{wire::kInt32, h->scratch.size() * 2}});
  wasm::WritePoints(h->scratch, wasm::Result::Int32(0));
  return 0;
}

EMSCRIPTEN_KEEPALIVE int goscore_game_pass(uintptr_t handle, int color) {
  using namespace goscore;
  return wasm::StatusOnly(H(handle)->game->Pass(static_cast<Color>(color)));
}

/// Takes back the last move or pass: the value is 1, or 0 when there was none.
EMSCRIPTEN_KEEPALIVE int goscore_game_undo(uintptr_t handle) {
  goscore::wasm::Result::SetValue(H(handle)->game->Undo() ? 1 : 0);
  return 0;
}

/// The position: array 0, int8 signs row-major.
EMSCRIPTEN_KEEPALIVE int goscore_game_board(uintptr_t handle) {
  using namespace goscore;
  const Board& b = H(handle)->game->board();
  wasm::Result::Begin(0, {{wire::kInt8, static_cast<size_t>(b.area())}});
  b.ToSigns(wasm::Result::Int8(0));
  return 0;
}

/// The liberty map: array 0, int32 row-major.
EMSCRIPTEN_KEEPALIVE int goscore_game_liberty_map(uintptr_t handle) {
  using namespace goscore;
  const Game& g = *H(handle)->game;
  wasm::Result::Begin(0, {{wire::kInt32, static_cast<size_t>(g.board().area())}});
  g.LibertyMap(wasm::Result::Int32(0));
  return 0;
}

/// Every chain: array 0, Game::FlatGroups (wire.h GroupField).
EMSCRIPTEN_KEEPALIVE int goscore_game_groups(uintptr_t handle) {
  GameHandle* h = H(handle);
  h->game->FlatGroups(&h->flat);
  goscore::wasm::SetInt32(h->flat);
  return 0;
}

/// The move log: array 0, Game::FlatMoves (wire.h MoveField).
EMSCRIPTEN_KEEPALIVE int goscore_game_moves(uintptr_t handle) {
  GameHandle* h = H(handle);
  h->game->FlatMoves(&h->flat);
  goscore::wasm::SetInt32(h->flat);
  return 0;
}

EMSCRIPTEN_KEEPALIVE int goscore_game_toggle_dead(uintptr_t handle, int x, int y) {
  return goscore::wasm::StatusOnly(H(handle)->game->ToggleDead(x, y));
}

EMSCRIPTEN_KEEPALIVE int goscore_game_set_dead(uintptr_t handle, int x, int y, int dead) {
  return goscore::wasm::StatusOnly(H(handle)->game->SetDead(x, y, dead != 0));
}

EMSCRIPTEN_KEEPALIVE int goscore_game_toggle_seki(uintptr_t handle, int x, int y) {
  return goscore::wasm::StatusOnly(H(handle)->game->ToggleSeki(x, y));
}

EMSCRIPTEN_KEEPALIVE int goscore_game_clear_marks(uintptr_t handle) {
  H(handle)->game->ClearMarks();
  return goscore::wasm::StatusOnly(goscore::Status());
}

/// The marks: array 0 the dead stones, array 1 one point per seki region (int32 x, y pairs,
/// sorted by x then y).
EMSCRIPTEN_KEEPALIVE int goscore_game_marks(uintptr_t handle) {
  using namespace goscore;
  const Game& g = *H(handle)->game;
  std::vector<Point> dead;
  const std::vector<uint8_t>& mask = g.dead_mask();
  const int w = g.board().width();
  for (size_t i = 0; i < mask.size(); ++i) {
    if (mask[i]) dead.push_back({static_cast<int>(i % w), static_cast<int>(i / w)});
  }
  std::sort(dead.begin(), dead.end());
  const std::vector<Point>& seki = g.seki_marks();
  wasm::Result::Begin(0, {{wire::kInt32, dead.size() * 2}, {wire::kInt32, seki.size() * 2}});
  wasm::WritePoints(dead, wasm::Result::Int32(0));
  wasm::WritePoints(seki, wasm::Result::Int32(1));
  return 0;
}

/// Precondition (JS checks): a valid komi.
EMSCRIPTEN_KEEPALIVE int goscore_game_set_komi(uintptr_t handle, int komi_tenths) {
  GameHandle* h = H(handle);
  h->rules.komi_tenths = komi_tenths;
  h->game->set_komi_tenths(komi_tenths);
  return goscore::wasm::StatusOnly(goscore::Status());
}

/// Scores the game under a wire Rules code: a score (ScoreSlot).
EMSCRIPTEN_KEEPALIVE int goscore_game_score(uintptr_t handle, int rules) {
  using namespace goscore;
  ScoringRules r;
  if (!wasm::RulesFromWire(rules, &r)) {
    return wasm::Fail(ErrorCode::kInvalidArgument, "internal error: unknown rules code");
  }
  ScoreResult result;
  Status s = H(handle)->game->Score(r, &result);
  if (!s.ok()) return wasm::Fail(s);
  wasm::WriteScore(result);
  return 0;
}

/// Game.score under a ruleset: `ruleset` a W.rulesets code, `handicap` the stones the ruleset
/// compensates (from the record's HA), `seki_mode` a W.sekiModes code (auto or none; seki marks on
/// the game make it marked, with them), `score_false_eyes` 0 / 1. The game's board, komi,
/// prisoners, passes and dead marks, as score(game.board, ...) would be given them: a ruleset
/// score (RulesScoreSlot) without the board's round trip through JS.
EMSCRIPTEN_KEEPALIVE int goscore_game_score_ruleset(uintptr_t handle, int ruleset, int handicap,
                                                    int seki_mode, int score_false_eyes) {
  using namespace goscore;
  const Game& game = *H(handle)->game;
  RulesetInput in;
  if (!wasm::RulesetFromWire(ruleset, &in) || seki_mode < 0 ||
      seki_mode > static_cast<int>(SekiMode::kMarked)) {
    return wasm::Fail(ErrorCode::kInvalidArgument, "internal error: unknown ruleset or seki mode");
  }
  in.komi_tenths = game.rules().komi_tenths;
  in.handicap = handicap;
  in.prisoners_by_black = game.captures_by(Color::kBlack);
  in.prisoners_by_white = game.captures_by(Color::kWhite);
  for (const MoveRecord& m : game.moves()) {
    if (m.pass) ++(m.color == Color::kBlack ? in.passes_black : in.passes_white);
  }
  const std::vector<uint8_t>& dead = game.dead_mask();
  if (std::any_of(dead.begin(), dead.end(), [](uint8_t d) { return d != 0; })) in.dead = dead;
  in.seki_mode = static_cast<SekiMode>(seki_mode);
  if (!game.seki_marks().empty()) {
    in.seki_mode = SekiMode::kMarked;
    in.seki = game.seki_marks();
  }
  in.score_false_eyes = score_false_eyes != 0;
  const Status s = wasm::ScoreRulesetToResult(game.board(), in);
  if (!s.ok()) return wasm::Fail(s);
  return 0;
}

/// The equivalence check: the value is -1 when its condition does not hold, else 0 or 1.
EMSCRIPTEN_KEEPALIVE int goscore_game_agree(uintptr_t handle) {
  const std::optional<bool> agree = H(handle)->game->AgreeUnderEquivalence();
  goscore::wasm::Result::SetValue(agree.has_value() ? static_cast<int>(*agree) : -1);
  return 0;
}

/// The SGF record as text. scored 0: as the game stands, with the record's RE. scored 1: with the
/// count the input block holds (the last Game.score of the JS game): array 0 the ruleset as
/// W.rulesets names it (text), 1 RE (text), 2 the owner of every point, 3 the seki mask and 4 the
/// unscorable false eyes the count left out (int8, row-major; may be empty): RU, RE and TB / TW
/// (WriteScoredSgf; under territory counting the false eyes are not listed, as they were not
/// counted). INVALID_ARGUMENT for a board SGF cannot address.
EMSCRIPTEN_KEEPALIVE int goscore_game_to_sgf(uintptr_t handle, int scored) {
  using namespace goscore;
  const GameHandle* h = H(handle);
  const Board& b = h->game->board();
  if (b.width() > kSgfMaxSide || b.height() > kSgfMaxSide) {
    return wasm::Fail(ErrorCode::kInvalidArgument,
                      "the board is " + std::to_string(b.width()) + "x" +
                          std::to_string(b.height()) + "; SGF writes boards up to " +
                          std::to_string(kSgfMaxSide) + "x" + std::to_string(kSgfMaxSide));
  }
  std::string text;
  Status s;
  if (scored == 0) {
    s = WriteSgf(*h->game, h->record.get(), nullptr, h->RecordedResult(), &text);
  } else {
    const std::optional<RulesetChoice> choice = ParseRulesetName(wasm::Input::Text(0));
    if (!choice) return wasm::Fail(ErrorCode::kInvalidArgument, "internal error: unknown ruleset");
    SgfScore score;
    score.ruleset = RulesetSgfName(choice->ruleset);
    score.result = std::string(wasm::Input::Text(1));
    size_t owners = 0;
    size_t seki = 0;
    const int8_t* owner = wasm::Input::Int8(2, &owners);
    const int8_t* mask = wasm::Input::Int8(3, &seki);
    if (owner != nullptr) score.owner.assign(owner, owner + owners);
    if (mask != nullptr) {
      score.seki_mask.resize(seki);
      for (size_t i = 0; i < seki; ++i) score.seki_mask[i] = mask[i] != 0;
    }
    size_t eyes = 0;
    const int8_t* unscorable = wasm::Input::Int8(4, &eyes);
    if (TraitsOf(choice->ruleset).counting == Counting::kTerritory && unscorable != nullptr &&
        eyes == score.seki_mask.size()) {
      for (size_t i = 0; i < eyes; ++i) score.seki_mask[i] |= unscorable[i] != 0;
    }
    s = WriteScoredSgf(*h->game, h->record.get(), score, &text);
  }
  if (!s.ok()) return wasm::Fail(s);
  wasm::Result::SetText(text);
  return 0;
}

/// RE of the record the game was read from: text ("" when none).
EMSCRIPTEN_KEEPALIVE int goscore_game_recorded_result(uintptr_t handle) {
  goscore::wasm::Result::SetText(H(handle)->RecordedResult());
  return 0;
}

/// The game info: array 0, text, "ID\0value\0" for every property value of the record's root node,
/// in the order written: Game::info, or while the SGF reader does not fill it, the root properties
/// the reader keeps (SgfRecord::root_properties) and RE, KM, HA as read.
EMSCRIPTEN_KEEPALIVE int goscore_game_info(uintptr_t handle) {
  using namespace goscore;
  const GameHandle* h = H(handle);
  std::string text;
  auto add = [&text](const std::string& id, const std::string& value) {
    text += id;
    text += '\0';
    text += value;
    text += '\0';
  };
  for (const GameInfoEntry& e : h->game->info()) add(e.id, e.value);
  if (h->game->info().empty() && h->record) {
    for (const auto& [id, value] : h->record->root_properties) add(id, value);
    if (!h->record->result.empty()) add("RE", h->record->result);
    if (h->record->has_komi) add("KM", FormatTenths(h->record->komi_tenths));
    if (h->record->handicap) add("HA", std::to_string(h->record->handicap));
  }
  wasm::Result::SetText(text);
  return 0;
}

EMSCRIPTEN_KEEPALIVE int goscore_game_check_consistency(uintptr_t handle) {
  return goscore::wasm::StatusOnly(H(handle)->game->CheckConsistency());
}

}  // extern "C"
