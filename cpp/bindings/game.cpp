// Bindings of the game engine and SGF: the embind class Game, owned by the JS Game of
// web/src/game.js, which deletes it in dispose(). Precondition of every method (the JS layer
// checks): colours are 1 or -1, points are int32, ko names and komi are valid.
#include "game/game.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

#include "bindings/bindings.h"
#include "scoring/rules.h"
#include "scoring/scoring.h"
#include "sgf/sgf.h"

namespace goscore::bindings {
namespace {

GameRules Rules(bool suicide, const std::string& ko, int komi_tenths) {
  GameRules rules;
  rules.allow_suicide = suicide;
  rules.ko = ko == "positional-superko" ? KoRule::kPositionalSuperko : KoRule::kSimple;
  rules.komi_tenths = komi_tenths;
  return rules;
}

/// A game, the record it was read from (null for none) and the scratch its views point into.
struct GameBinding {
  /// `turn`: the first player the JS options named (1 or -1), or 0 for none.
  GameBinding(std::unique_ptr<Game> g, int turn) : game(std::move(g)) {
    if (turn == 1 || turn == -1) static_cast<void>(game->set_first_player(Color(turn)));
  }
  GameBinding(int width, int height, bool suicide, const std::string& ko, int komi_tenths, int turn)
      : GameBinding(std::make_unique<Game>(width, height, Rules(suicide, ko, komi_tenths)), turn) {}

  std::unique_ptr<Game> game;
  std::unique_ptr<SgfRecord> record;
  std::vector<Point> points;
  std::vector<int8_t> signs;
  std::vector<int32_t> flat;
};

/// Game's method M on the binding's game; a Status result becomes whether it succeeded.
template <auto M, typename... A>
auto On(GameBinding& g, A... args) {
  if constexpr (std::is_same_v<decltype((g.game.get()->*M)(args...)), Status>) {
    return Succeeded((g.game.get()->*M)(args...));
  } else {
    return (g.game.get()->*M)(args...);
  }
}
/// Game's method M of a player (1 or -1), as On.
template <auto M>
auto OfPlayer(GameBinding& g, int color) {
  return On<M>(g, Color(color));
}

/// A game from a position (its stones setup), or null.
GameBinding* FromPosition(int bytes, const val& lengths, int width, int height, bool suicide,
                          const std::string& ko, int komi_tenths, int turn) {
  Board board;
  std::unique_ptr<Game> game;
  Status s = ReadBoard(bytes, lengths, width, height, &board);
  if (s.ok()) s = Game::FromPosition(board, Rules(suicide, ko, komi_tenths), &game);
  return Succeeded(s) ? new GameBinding(std::move(game), turn) : nullptr;
}

/// A game from the main line of the SGF record in the input buffer (Cells(bytes): its UTF-8), or
/// null; its KM and PL win over komi and turn. A buffer grown past kInputKept for a long record is
/// freed after it is read (web/src/core.js writeFile drops its view of it likewise).
GameBinding* FromSgf(int bytes, bool suicide, const std::string& ko, int komi_tenths, int turn) {
  std::unique_ptr<Game> game;
  auto record = std::make_unique<SgfRecord>();
  const Status s = GameFromSgf(Cells(bytes), Rules(suicide, ko, komi_tenths), &game, record.get());
  if (St().input.size() > kInputKept) std::vector<char>().swap(St().input);
  if (!Succeeded(s)) return nullptr;
  auto* g = new GameBinding(std::move(game), record->first_player == Color::kEmpty ? turn : 0);
  g->record = std::move(record);
  return g;
}

/// Plays a stone: the number of stones captured ("captured" lists them), or -1.
int Play(GameBinding& g, int color, int x, int y) {
  g.points.clear();
  const Status s = g.game->Play(static_cast<Color>(color), x, y, &g.points);
  return Succeeded(s) ? static_cast<int>(g.points.size()) : -1;
}

/// The position (int8 signs) and the liberty map (int32), row-major, as memory views.
val Signs(GameBinding& g) {
  g.signs.resize(g.game->board().area());
  g.game->board().ToSigns(g.signs.data());
  return View(g.signs);
}
val Liberties(GameBinding& g) {
  g.flat.resize(g.game->board().area());
  g.game->LibertyMap(g.flat.data());
  return View(g.flat);
}

/// Game::FlatGroups or Game::FlatMoves (their layouts are game.h's), as a memory view.
template <auto Flat>
val FlatView(GameBinding& g) {
  (g.game.get()->*Flat)(&g.flat);
  return View(g.flat);
}

/// The score under ScoringRules(`rules`) (0 to 2: territory, area, Tromp-Taylor), a ScoreResult or
/// (kSgf) its SGF RE value; or null.
template <bool kSgf>
val Score(const GameBinding& g, int rules) {
  ScoreResult r;
  const Status s = g.game->Score(static_cast<ScoringRules>(rules), &r);
  if (!s.ok()) return Fail(s);
  return kSgf ? val(SgfResult(r)) : val(std::move(r));
}

/// The ruleset input of the game as it stands (its komi, prisoners, passes and marks), as
/// score(game.board, ...) reads it; seki marks make the seki mode "marked".
RulesetInput GameInput(const Game& game, int handicap, const std::string& seki_mode,
                       bool score_false_eyes) {
  RulesetInput in;
  in.komi_tenths = game.rules().komi_tenths;
  in.handicap = handicap;
  in.prisoners_by_black = game.captures_by(Color::kBlack);
  in.prisoners_by_white = game.captures_by(Color::kWhite);
  for (const MoveRecord& m : game.moves()) {
    if (m.pass) ++(m.color == Color::kBlack ? in.passes_black : in.passes_white);
  }
  const std::vector<uint8_t>& dead = game.dead_mask();
  if (std::any_of(dead.begin(), dead.end(), [](uint8_t d) { return d != 0; })) in.dead = dead;
  in.seki_mode = game.seki_marks().empty() ? SekiModeNamed(seki_mode) : SekiMode::kMarked;
  in.seki = game.seki_marks();
  in.score_false_eyes = score_false_eyes;
  return in;
}

/// The score under a ruleset (RulesetScore) of the game as it stands (GameInput), or null.
template <RulesOut kOut>
val ScoreUnder(const GameBinding& g, const std::string& ruleset, int handicap,
               const std::string& seki_mode, bool score_false_eyes) {
  RulesetInput in = GameInput(*g.game, handicap, seki_mode, score_false_eyes);
  return RulesValue(g.game->board(), ruleset, kOut, &in);
}

/// The SGF RE value of Score under ScoringRules(`scorer`) (0 to 2), or when `scorer` is -1 of
/// ScoreUnder under `ruleset` with seki "auto"; or null: all of a count that the CLI's archive mode
/// compares with RE, none of the maps crossing.
val SgfResultOf(const GameBinding& g, int scorer, const std::string& ruleset, int handicap) {
  if (scorer < 0) return ScoreUnder<RulesOut::kSgfResult>(g, ruleset, handicap, "auto", false);
  return Score<true>(g, scorer);
}

std::string RecordedResult(const GameBinding& g) { return g.record ? g.record->result : ""; }

/// The SGF record as the game stands, with the record's RE; or null.
val ToSgf(const GameBinding& g) {
  std::string text;
  const Status s = WriteSgf(*g.game, g.record.get(), nullptr, RecordedResult(g), &text);
  return s.ok() ? val(text) : Fail(s);
}

/// The SGF record with a count (WriteScoredSgf): RU for `ruleset`, RE `result`, TB / TW from the
/// owner of every point and the seki mask (bytes, row-major), with the unscorable false eyes (may
/// be empty) left out under territory counting; or null.
val ToScoredSgf(const GameBinding& g, const std::string& ruleset, const std::string& result,
                const std::string& owner, const std::string& seki, const std::string& unscorable) {
  const std::optional<RulesetChoice> choice = ParseRulesetName(ruleset);
  if (!choice) return Fail(Status::Error(ErrorCode::kInvalidArgument, ruleset));
  SgfScore score;
  score.ruleset = RulesetSgfName(choice->ruleset);
  score.result = result;
  score.owner.assign(owner.begin(), owner.end());
  score.seki_mask.assign(seki.begin(), seki.end());
  if (TraitsOf(choice->ruleset).counting == Counting::kTerritory &&
      unscorable.size() == score.seki_mask.size()) {
    for (size_t i = 0; i < unscorable.size(); ++i) score.seki_mask[i] |= unscorable[i] != 0;
  }
  std::string text;
  const Status s = WriteScoredSgf(*g.game, g.record.get(), score, &text);
  return s.ok() ? val(text) : Fail(s);
}

/// The game info: every root property value of the record as an [id, value] pair, in the order
/// written (Game::info, or the root properties the reader kept and RE, KM, HA as read).
val Info(const GameBinding& g) {
  val pairs = val::array();
  auto add = [&pairs](const std::string& id, const std::string& value) {
    pairs.call<void>("push", val::array(std::vector<std::string>{id, value}));
  };
  for (const GameInfoEntry& e : g.game->info()) add(e.id, e.value);
  if (g.game->info().empty() && g.record) {
    for (const auto& [id, value] : g.record->root_properties) add(id, value);
    if (!g.record->result.empty()) add("RE", g.record->result);
    if (g.record->has_komi) add("KM", FormatTenths(g.record->komi_tenths));
    if (g.record->handicap) add("HA", std::to_string(g.record->handicap));
  }
  return pairs;
}

}  // namespace

EMSCRIPTEN_BINDINGS(goscore_game) {
  Object<SideScore>("SideScore")
      .get("totalTenths", &Number<&SideScore::total_tenths>)
      .member("stones", &SideScore::stones)
      .member("territory", &SideScore::territory)
      .member("prisoners", &SideScore::prisoners)
      .member("dead", &SideScore::dead);
  Object<ScoreResult>("ScoreResult")
      .get("rules", &Name<&ScoreResult::rules, &ScoringRulesName>)
      .member("winner", &ScoreResult::winner)
      .get("marginTenths", &Number<&ScoreResult::margin_tenths>)
      .get("komi", &Points<&ScoreResult::komi_tenths>)
      .member("dame", &ScoreResult::dame)
      .member("sekiPoints", &ScoreResult::seki_points)
      .member("black", &ScoreResult::black)
      .member("white", &ScoreResult::white)
      .get("ownership", &Array<&ScoreResult::owner>)
      .get("seki", &Array<&ScoreResult::seki_mask>);
  using G = GameBinding&;
  emscripten::class_<GameBinding>("Game")
      .constructor<int, int, bool, std::string, int, int>()
      .class_function("fromPosition", &FromPosition, emscripten::allow_raw_pointers())
      .class_function("fromSgf", &FromSgf, emscripten::allow_raw_pointers())
      .function(
          "width", +[](G g) { return g.game->board().width(); })
      .function(
          "height", +[](G g) { return g.game->board().height(); })
      .function(
          "komiTenths", +[](G g) { return g.game->rules().komi_tenths; })
      .function("setKomi", &On<&Game::set_komi_tenths, int>)
      .function(
          "turn", +[](G g) { return static_cast<int>(g.game->to_play()); })
      .function("captures", &OfPlayer<&Game::captures_by>)
      .function("played", &OfPlayer<&Game::stones_played>)
      .function("passes", &On<&Game::consecutive_passes>)
      .function("moveCount", &On<&Game::move_count>)
      .function("isTerminal", &On<&Game::IsTerminal>)
      .function("recordedResult", &RecordedResult)
      .function("play", &Play)
      .function(
          "captured", +[](G g) { return View(g.points); })  // what the last play took, x, y pairs
      .function(
          "check",
          +[](G g, int color, int x, int y) -> std::string {
            return MoveVerdictName(g.game->Check(Color(color), x, y));
          })
      .function("pass", &OfPlayer<&Game::Pass>)
      .function("undo", &On<&Game::Undo>)
      .function("signs", &Signs)
      .function("liberties", &Liberties)
      .function("groups", &FlatView<&Game::FlatGroups>)
      .function("moves", &FlatView<&Game::FlatMoves>)
      .function("toggleDead", &On<&Game::ToggleDead, int, int>)
      .function("setDead", &On<&Game::SetDead, int, int, bool>)
      .function("toggleSeki", &On<&Game::ToggleSeki, int, int>)
      .function("clearMarks", &On<&Game::ClearMarks>)
      .function(
          "deadMask", +[](G g) { return View(g.game->dead_mask()); })
      .function(
          "sekiMarks", +[](G g) { return View(g.game->seki_marks()); })
      .function("score", &Score<false>)
      .function("scoreRuleset", &ScoreUnder<RulesOut::kScore>)
      .function("sgfResult", &SgfResultOf)
      .function(
          "compareRules",
          +[](G g, int handicap) {
            return ScoreUnder<RulesOut::kCompare>(g, "japanese", handicap, "auto", false);
          })
      .function(
          "agree",
          +[](G g) {
            const std::optional<bool> agree = g.game->AgreeUnderEquivalence();
            return agree ? val(*agree) : val::undefined();
          })
      .function("toSgf", &ToSgf)
      .function("toScoredSgf", &ToScoredSgf)
      .function("info", &Info)
      .function("checkConsistency", &On<&Game::CheckConsistency>);
}

}  // namespace goscore::bindings
