// Bindings of the game engine and SGF: the embind class Game, owned by the JS Game of
// web/src/game.js, which deletes it in dispose(). Precondition of every method (the JS layer
// checks): colours are 1 or -1, ko names and komi are valid.
#include "game/game.h"

#include <algorithm>
#include <memory>
#include <optional>

#include "bindings/bindings.h"
#include "scoring/rules.h"
#include "scoring/scoring.h"
#include "sgf/sgf.h"

namespace goscore::bindings {
namespace {

using emscripten::allow_raw_pointers;

GameRules Rules(bool suicide, const std::string& ko, int komi_tenths) {
  GameRules rules;
  rules.allow_suicide = suicide;
  rules.ko = ko == "positional-superko" ? KoRule::kPositionalSuperko : KoRule::kSimple;
  rules.komi_tenths = komi_tenths;
  return rules;
}

/// A game and the record it was read from. `turn` is the first player the JS options named (0:
/// none).
class GameBinding {
 public:
  GameBinding(int width, int height, bool suicide, const std::string& ko, int komi_tenths, int turn)
      : GameBinding(std::make_unique<Game>(width, height, Rules(suicide, ko, komi_tenths)), turn) {}

  /// A game from a position (its stones setup), or null.
  static GameBinding* FromPosition(const std::string& cells, const val& lengths, int width,
                                   int height, bool suicide, const std::string& ko, int komi_tenths,
                                   int turn) {
    Board board;
    std::unique_ptr<Game> game;
    Status s = ReadBoard(cells, lengths, width, height, &board);
    if (s.ok()) s = Game::FromPosition(board, Rules(suicide, ko, komi_tenths), &game);
    return Succeeded(s) ? new GameBinding(std::move(game), turn) : nullptr;
  }

  /// A game from the main line of an SGF record, or null; its KM and PL win over komi and turn.
  static GameBinding* FromSgf(const std::string& text, bool suicide, const std::string& ko,
                              int komi_tenths, int turn) {
    std::unique_ptr<Game> game;
    auto record = std::make_unique<SgfRecord>();
    if (!Succeeded(GameFromSgf(text, Rules(suicide, ko, komi_tenths), &game, record.get()))) {
      return nullptr;
    }
    auto* g = new GameBinding(std::move(game), record->first_player == Color::kEmpty ? turn : 0);
    g->record_ = std::move(record);
    return g;
  }

  int Width() const { return game_->board().width(); }
  int Height() const { return game_->board().height(); }
  int KomiTenths() const { return game_->rules().komi_tenths; }
  void SetKomi(int tenths) { game_->set_komi_tenths(tenths); }
  int Turn() const { return static_cast<int>(game_->to_play()); }
  int Captures(int color) const { return game_->captures_by(static_cast<Color>(color)); }
  int Played(int color) const { return game_->stones_played(static_cast<Color>(color)); }
  int Passes() const { return game_->consecutive_passes(); }
  int MoveCount() const { return game_->move_count(); }
  bool IsTerminal() const { return game_->IsTerminal(); }
  std::string RecordedResult() const { return record_ ? record_->result : ""; }

  /// Plays a stone: the number of stones captured (Captured() lists them), or -1.
  int Play(int color, int x, int y) {
    points_.clear();
    const Status s = game_->Play(static_cast<Color>(color), x, y, &points_);
    return Succeeded(s) ? static_cast<int>(points_.size()) : -1;
  }
  /// The stones the last Play captured: a memory view of x, y pairs.
  val Captured() const {
    return View(reinterpret_cast<const int32_t*>(points_.data()), 2 * points_.size());
  }
  std::string Check(int color, int x, int y) const {
    return MoveVerdictName(game_->Check(static_cast<Color>(color), x, y));
  }
  bool Pass(int color) { return Succeeded(game_->Pass(static_cast<Color>(color))); }
  bool Undo() { return game_->Undo(); }

  /// The position (int8 signs) and the liberty map (int32), row-major, as memory views.
  val Signs() {
    signs_.resize(game_->board().area());
    game_->board().ToSigns(signs_.data());
    return View(signs_.data(), signs_.size());
  }
  val Liberties() {
    flat_.resize(game_->board().area());
    game_->LibertyMap(flat_.data());
    return View(flat_.data(), flat_.size());
  }
  /// Game::FlatGroups and Game::FlatMoves (their layouts are game.h's), as memory views.
  val Groups() {
    game_->FlatGroups(&flat_);
    return View(flat_.data(), flat_.size());
  }
  val Moves() {
    game_->FlatMoves(&flat_);
    return View(flat_.data(), flat_.size());
  }

  bool ToggleDead(int x, int y) { return Succeeded(game_->ToggleDead(x, y)); }
  bool SetDead(int x, int y, bool dead) { return Succeeded(game_->SetDead(x, y, dead)); }
  bool ToggleSeki(int x, int y) { return Succeeded(game_->ToggleSeki(x, y)); }
  void ClearMarks() { game_->ClearMarks(); }
  /// The stones marked dead, sorted by x then y, as an Int32Array of x, y pairs.
  val DeadMarks() const {
    std::vector<Point> dead;
    const std::vector<uint8_t>& mask = game_->dead_mask();
    for (size_t i = 0; i < mask.size(); ++i) {
      if (mask[i]) dead.push_back({static_cast<int>(i) % Width(), static_cast<int>(i) / Width()});
    }
    std::sort(dead.begin(), dead.end());
    return Copy(dead);
  }
  /// One point per region marked seki, sorted by x then y.
  val SekiMarks() const { return Copy(game_->seki_marks()); }

  /// The score under "territory", "area" or "tromp-taylor" (ScoreResult), or null.
  val Score(const std::string& rules) const {
    ScoreResult result;
    const Status s = game_->Score(rules == "area"           ? ScoringRules::kArea
                                  : rules == "tromp-taylor" ? ScoringRules::kTrompTaylor
                                                            : ScoringRules::kTerritory,
                                  &result);
    return s.ok() ? val(result) : Fail(s);
  }

  /// The score under a ruleset (RulesetScore) with the game's komi, prisoners, passes and marks,
  /// as score(game.board, ...) would count it; seki marks make the seki mode "marked".
  val ScoreRuleset(const std::string& ruleset, int handicap, const std::string& seki_mode,
                   bool score_false_eyes) const {
    const Game& game = *game_;
    RulesetInput in;
    if (!SetRuleset(ruleset, &in)) return Fail(Status::Error(ErrorCode::kInvalidArgument, ruleset));
    in.komi_tenths = game.rules().komi_tenths;
    in.handicap = handicap;
    in.prisoners_by_black = game.captures_by(Color::kBlack);
    in.prisoners_by_white = game.captures_by(Color::kWhite);
    for (const MoveRecord& m : game.moves()) {
      if (m.pass) ++(m.color == Color::kBlack ? in.passes_black : in.passes_white);
    }
    const std::vector<uint8_t>& dead = game.dead_mask();
    if (std::any_of(dead.begin(), dead.end(), [](uint8_t d) { return d != 0; })) in.dead = dead;
    in.seki_mode = SekiModeNamed(seki_mode);
    if (!game.seki_marks().empty()) {
      in.seki_mode = SekiMode::kMarked;
      in.seki = game.seki_marks();
    }
    in.score_false_eyes = score_false_eyes;
    return ScoreRulesetValue(game.board(), in);
  }

  /// The area/territory equivalence check: -1 when its condition does not hold, else 0 or 1.
  int Agree() const {
    const std::optional<bool> agree = game_->AgreeUnderEquivalence();
    return agree.has_value() ? static_cast<int>(*agree) : -1;
  }

  /// The SGF record as the game stands, with the record's RE; or null.
  val ToSgf() const {
    std::string text;
    if (!CheckSgfSize()) return val::null();
    const Status s = WriteSgf(*game_, record_.get(), nullptr, RecordedResult(), &text);
    return s.ok() ? val(text) : Fail(s);
  }

  /// The SGF record with a count (WriteScoredSgf): RU for `ruleset`, RE `result`, TB / TW from the
  /// owner of every point and the seki mask (int8 bytes, row-major), with the unscorable false
  /// eyes (may be empty) left out under territory counting; or null.
  val ToScoredSgf(const std::string& ruleset, const std::string& result, const std::string& owner,
                  const std::string& seki, const std::string& unscorable) const {
    const std::optional<RulesetChoice> choice = ParseRulesetName(ruleset);
    if (!choice || !CheckSgfSize()) {
      return choice ? val::null() : Fail(Status::Error(ErrorCode::kInvalidArgument, ruleset));
    }
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
    const Status s = WriteScoredSgf(*game_, record_.get(), score, &text);
    return s.ok() ? val(text) : Fail(s);
  }

  /// The game info: every root property value of the record as an [id, value] pair, in the order
  /// written (Game::info, or the root properties the reader kept and RE, KM, HA as read).
  val Info() const {
    val pairs = val::array();
    auto add = [&pairs](const std::string& id, const std::string& value) {
      pairs.call<void>("push", val::array(std::vector<std::string>{id, value}));
    };
    for (const GameInfoEntry& e : game_->info()) add(e.id, e.value);
    if (game_->info().empty() && record_) {
      for (const auto& [id, value] : record_->root_properties) add(id, value);
      if (!record_->result.empty()) add("RE", record_->result);
      if (record_->has_komi) add("KM", FormatTenths(record_->komi_tenths));
      if (record_->handicap) add("HA", std::to_string(record_->handicap));
    }
    return pairs;
  }

  bool CheckConsistency() const { return Succeeded(game_->CheckConsistency()); }

 private:
  GameBinding(std::unique_ptr<Game> game, int turn) : game_(std::move(game)) {
    if (turn == 1 || turn == -1) static_cast<void>(game_->set_first_player(Color(turn)));
  }

  /// False (with the error recorded) for a board SGF cannot address.
  bool CheckSgfSize() const {
    const std::string w = std::to_string(Width());
    const std::string h = std::to_string(Height());
    const std::string max = std::to_string(kSgfMaxSide);
    return Succeeded(Width() <= kSgfMaxSide && Height() <= kSgfMaxSide
                         ? Status()
                         : Status::Error(ErrorCode::kInvalidArgument,
                                         "the board is " + w + "x" + h +
                                             "; SGF writes boards up to " + max + "x" + max));
  }

  std::unique_ptr<Game> game_;
  std::unique_ptr<SgfRecord> record_;
  std::vector<Point> points_;
  std::vector<int8_t> signs_;
  std::vector<int32_t> flat_;
};

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
  emscripten::class_<GameBinding>("Game")
      .constructor<int, int, bool, std::string, int, int>()
      .class_function("fromPosition", &GameBinding::FromPosition, allow_raw_pointers())
      .class_function("fromSgf", &GameBinding::FromSgf, allow_raw_pointers())
      .function("width", &GameBinding::Width)
      .function("height", &GameBinding::Height)
      .function("komiTenths", &GameBinding::KomiTenths)
      .function("setKomi", &GameBinding::SetKomi)
      .function("turn", &GameBinding::Turn)
      .function("captures", &GameBinding::Captures)
      .function("played", &GameBinding::Played)
      .function("passes", &GameBinding::Passes)
      .function("moveCount", &GameBinding::MoveCount)
      .function("isTerminal", &GameBinding::IsTerminal)
      .function("recordedResult", &GameBinding::RecordedResult)
      .function("play", &GameBinding::Play)
      .function("captured", &GameBinding::Captured)
      .function("check", &GameBinding::Check)
      .function("pass", &GameBinding::Pass)
      .function("undo", &GameBinding::Undo)
      .function("signs", &GameBinding::Signs)
      .function("liberties", &GameBinding::Liberties)
      .function("groups", &GameBinding::Groups)
      .function("moves", &GameBinding::Moves)
      .function("toggleDead", &GameBinding::ToggleDead)
      .function("setDead", &GameBinding::SetDead)
      .function("toggleSeki", &GameBinding::ToggleSeki)
      .function("clearMarks", &GameBinding::ClearMarks)
      .function("deadMarks", &GameBinding::DeadMarks)
      .function("sekiMarks", &GameBinding::SekiMarks)
      .function("score", &GameBinding::Score)
      .function("scoreRuleset", &GameBinding::ScoreRuleset)
      .function("agree", &GameBinding::Agree)
      .function("toSgf", &GameBinding::ToSgf)
      .function("toScoredSgf", &GameBinding::ToScoredSgf)
      .function("info", &GameBinding::Info)
      .function("checkConsistency", &GameBinding::CheckConsistency);
}

}  // namespace goscore::bindings
