// The embind surface of the WASM module: the only file that includes Emscripten. It is a thin,
// internal layer; web/index.js is the public API and owns argument checks, conversions and errors.
//
// Protocol: fallible calls return a status code (0 ok) and keep the error in a slot read by
// lastErrorCode() / lastErrorMessage(), so that no C++ exception or JS throw ever crosses a frame
// that owns memory. Bulk data travels through static buffers in the WASM heap that JS reads and
// writes directly (inputBytes, inputInts, output, outputInts, meta); they grow to the largest size
// ever used and are then reused, so steady-state calls allocate nothing.
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>
#include <emscripten/heap.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "game/game.h"
#include "scoring/scoring.h"
#include "sgf/sgf.h"

namespace goscore {
namespace {

using emscripten::val;

struct Scratch {
  std::vector<uint8_t> in;
  std::vector<int32_t> ints;
  std::vector<int8_t> out;
  std::vector<int32_t> out_ints;
  int32_t meta[8] = {};
  double nums[8] = {};
  int32_t score[16] = {};
  Board board;
  RegionFinder finder;
  // The last error, copied into a buffer that only ever grows: after an error the module holds
  // the same blocks whatever the message, so that bad calls leave the heap exactly as it was.
  ErrorCode last_code = ErrorCode::kOk;
  std::string last_message;
  Scratch() { last_message.reserve(512); }
};

Scratch& S() {
  static Scratch* scratch = new Scratch();  // never destroyed: lives as long as the module
  return *scratch;
}

int Fail(const Status& status) {
  S().last_code = status.code();
  S().last_message.assign(status.message());
  return static_cast<int>(status.code());
}

int Ok() { return 0; }

std::string LastErrorCode() { return ErrorCodeName(S().last_code); }
std::string LastErrorMessage() { return S().last_message; }

uintptr_t InputInts(int n) {
  if (S().ints.size() < static_cast<size_t>(n)) S().ints.resize(n);
  return reinterpret_cast<uintptr_t>(S().ints.data());
}
int8_t* Out(size_t n) {
  if (S().out.size() < n) S().out.resize(n);
  return S().out.data();
}
int32_t* OutInts(size_t n) {
  if (S().out_ints.size() < n) S().out_ints.resize(n);
  return S().out_ints.data();
}
uintptr_t OutputPtr() { return reinterpret_cast<uintptr_t>(S().out.data()); }
uintptr_t OutputIntsPtr() { return reinterpret_cast<uintptr_t>(S().out_ints.data()); }

/// Bytes of the WASM heap in use by malloc: what the memory tests watch.
double HeapBytesInUse() { return static_cast<double>(mallinfo().uordblks); }
/// The most the WASM memory can grow to (2 GB by default).
double HeapMax() { return static_cast<double>(emscripten_get_heap_max()); }

std::string_view InputText(int length) {
  return std::string_view(reinterpret_cast<const char*>(S().in.data()),
                          static_cast<size_t>(length));
}

/// Parses w x h signs from the input buffer into S().board.
Status SignsToBoard(int width, int height) {
  return ParseSigns(reinterpret_cast<const int8_t*>(S().in.data()), width, height, &S().board);
}

/// meta[6], meta[7] = the width and height of the rows just parsed, for JS to check that the core
/// read the rows it was given.
void SetRowsRead() {
  S().meta[6] = S().board.width();
  S().meta[7] = S().board.height();
}

/// getTerritory: rows in the input buffer; out_ints gets the region's points as x, y pairs
/// (column-major); meta = [owner, count].
int TerritoryFromRows(int length, int x, int y) {
  Status s = ParseRowsText(InputText(length), &S().board);
  if (!s.ok()) return Fail(s);
  SetRowsRead();
  if (!S().board.OnBoard(x, y)) {
    return Fail(Status::Error(ErrorCode::kInvalidCoordinate, "Invalid coordinate"));
  }
  Region region = S().finder.RegionAt(S().board, x, y);
  int32_t* out = OutInts(region.points.size() * 2 + 2);
  for (size_t i = 0; i < region.points.size(); ++i) {
    out[2 * i] = region.points[i].x;
    out[2 * i + 1] = region.points[i].y;
  }
  S().meta[0] = static_cast<int32_t>(region.owner);
  S().meta[1] = static_cast<int32_t>(region.points.size());
  return Ok();
}

/// Parses `length` bytes of rows in the input buffer and replaces them with the board's signs;
/// meta[6..7] = [w, h]. Lets every sign-map function accept exercism rows with the core's checks.
int SignsFromRows(int length) {
  Status s = ParseRowsText(InputText(length), &S().board);
  if (!s.ok()) return Fail(s);
  S().board.ToSigns(reinterpret_cast<int8_t*>(S().in.data()));  // area <= length
  SetRowsRead();
  return Ok();
}

val PointsToVal(const std::vector<Point>& points) {
  val list = val::array();
  for (size_t i = 0; i < points.size(); ++i) {
    val p = val::array();
    p.set(0, points[i].x);
    p.set(1, points[i].y);
    list.set(i, p);
  }
  return list;
}

/// A score into the flat score buffer (see web/index.js readScore), and its owner and seki maps
/// into out (owner) and out + area (seki).
void WriteScore(const ScoreResult& r) {
  int32_t* v = S().score;
  v[0] = static_cast<int32_t>(r.rules);
  v[1] = r.winner;
  v[2] = static_cast<int32_t>(r.margin_tenths);
  v[3] = static_cast<int32_t>(r.black.total_tenths);
  v[4] = static_cast<int32_t>(r.white.total_tenths);
  v[5] = r.komi_tenths;
  v[6] = r.dame;
  v[7] = r.seki_points;
  const SideScore* sides[2] = {&r.black, &r.white};
  for (int i = 0; i < 2; ++i) {
    v[8 + 4 * i] = sides[i]->stones;
    v[9 + 4 * i] = sides[i]->territory;
    v[10 + 4 * i] = sides[i]->prisoners;
    v[11 + 4 * i] = sides[i]->dead;
  }
  const size_t area = r.owner.size();
  int8_t* out = Out(area * 2);
  for (size_t i = 0; i < area; ++i) {
    out[i] = r.owner[i];
    out[area + i] = static_cast<int8_t>(r.seki_mask[i]);
  }
}

ScoringRules RulesFromInt(int rules) {
  return rules == 1   ? ScoringRules::kArea
         : rules == 2 ? ScoringRules::kTrompTaylor
                      : ScoringRules::kTerritory;
}

/// A result line, computed only when JS asks for it. lang: 0 en, 1 ko, 2 ja, 3 zh; 4 the SGF RE.
std::string FormatScore(int winner, int margin_tenths, int lang) {
  ScoreResult r;
  r.winner = winner;
  r.margin_tenths = margin_tenths;
  if (lang == 4) return SgfResult(r);
  static const char* const kLangs[] = {"en", "ko", "ja", "zh"};
  return FormatResult(r, kLangs[lang >= 0 && lang < 4 ? lang : 0]);
}

/// scoreTerritory / scoreArea: signs in the input buffer; inputInts holds the dead points then
/// the seki points as x, y pairs. The score goes to the score buffer.
int ScoreBoard(int width, int height, int rules, int komi_tenths, int prisoners_by_black,
               int prisoners_by_white, int dead_count, int seki_count) {
  Status s = SignsToBoard(width, height);
  if (!s.ok()) return Fail(s);
  const int32_t* ints = S().ints.data();
  std::vector<Point> dead(dead_count);
  for (int i = 0; i < dead_count; ++i) dead[i] = {ints[2 * i], ints[2 * i + 1]};
  ScoreInput input;
  s = DeadChainsMask(S().board, dead, &input.dead);
  if (!s.ok()) return Fail(s);
  for (int i = 0; i < seki_count; ++i) {
    input.seki.push_back({ints[2 * (dead_count + i)], ints[2 * (dead_count + i) + 1]});
  }
  input.rules = RulesFromInt(rules);
  input.komi_tenths = komi_tenths;
  input.prisoners_by_black = prisoners_by_black;
  input.prisoners_by_white = prisoners_by_white;
  ScoreResult result;
  s = ScorePosition(S().board, input, S().finder, &result);
  if (!s.ok()) return Fail(s);
  WriteScore(result);
  return Ok();
}

}  // namespace
}  // namespace goscore

// The hot stateless paths are plain exports, called as core._goscore_…(): an embind call costs
// about 100 ns without dynamic code generation (which would need CSP 'unsafe-eval'), as much as
// finding the regions of a small board. Each returns 0 on error (see lastErrorCode /
// lastErrorMessage).
extern "C" {

/// The input buffer, at least n bytes; its address changes only when it grows.
EMSCRIPTEN_KEEPALIVE uintptr_t goscore_input(int n) {
  using goscore::S;
  if (S().in.size() < static_cast<size_t>(n)) S().in.resize(n);
  return reinterpret_cast<uintptr_t>(S().in.data());
}

/// Fixed addresses of the meta (int32[8]), nums (double[8]) and score (int32[16]) slots.
EMSCRIPTEN_KEEPALIVE uintptr_t goscore_meta() {
  return reinterpret_cast<uintptr_t>(goscore::S().meta);
}
EMSCRIPTEN_KEEPALIVE uintptr_t goscore_nums() {
  return reinterpret_cast<uintptr_t>(goscore::S().nums);
}
EMSCRIPTEN_KEEPALIVE uintptr_t goscore_score() {
  return reinterpret_cast<uintptr_t>(goscore::S().score);
}

/// ownershipMap: w x h signs in the input buffer; returns the address of the owner map.
EMSCRIPTEN_KEEPALIVE uintptr_t goscore_ownership(int width, int height) {
  using namespace goscore;
  Status size = Board::CheckSize(width, height);
  if (!size.ok()) return Fail(size), 0;
  const size_t area = static_cast<size_t>(width) * static_cast<size_t>(height);
  int8_t* out = Out(area);
  const int64_t bad = S().finder.OwnershipFromSigns(reinterpret_cast<const int8_t*>(S().in.data()),
                                                    width, height, out);
  if (bad >= 0) {
    const int8_t v = static_cast<int8_t>(S().in[bad]);
    Fail(Status::Error(ErrorCode::kInvalidBoard, "row " + std::to_string(bad / width) + " column " +
                                                     std::to_string(bad % width) + " has " +
                                                     std::to_string(v) + ", expected 1, -1 or 0"));
    return 0;
  }
  return reinterpret_cast<uintptr_t>(out);
}

/// getTerritories: `length` bytes of rows separated by '\n' in the input buffer; returns the
/// address of the per-point classes (RegionFinder::Classify); meta[6..7] = [w, h].
EMSCRIPTEN_KEEPALIVE uintptr_t goscore_territories(int length) {
  using namespace goscore;
  int8_t* out = Out(static_cast<size_t>(length));  // area < length
  int width = 0;
  int height = 0;
  if (length == 0 || !S().finder.ClassifyRowsText(InputText(length), out, &width, &height)) {
    // Not the canonical form: the checked parser says what is wrong, or reads what the fast path
    // does not (a '\r' before a '\n').
    Status s = ParseRowsText(InputText(length), &S().board);
    if (!s.ok()) return Fail(s), 0;
    S().finder.Classify(S().board, out);
    width = S().board.width();
    height = S().board.height();
  }
  S().meta[6] = width;
  S().meta[7] = height;
  return reinterpret_cast<uintptr_t>(out);
}

/// scoreTrompTaylor: signs in the input buffer; nums = [terminal, black, white, winner].
/// Returns 1, or 0 on error.
EMSCRIPTEN_KEEPALIVE int goscore_tromp_taylor(int width, int height, double komi, double passes,
                                              double moves) {
  using namespace goscore;
  Status s = SignsToBoard(width, height);
  TrompTaylorResult r;
  if (s.ok()) s = ScoreTrompTaylor(S().board, komi, passes, moves, S().finder, &r);
  if (!s.ok()) return Fail(s), 0;
  S().nums[0] = r.terminal;
  S().nums[1] = r.black;
  S().nums[2] = r.white;
  S().nums[3] = r.winner;
  return 1;
}

}  // extern "C"

namespace goscore {
namespace {

/// A game owned by a JS Game object, which deletes it in dispose().
class GameHandle {
 public:
  /// `turn` is the first player the JS options named (1 or -1), or 0 for none.
  GameHandle(int width, int height, bool allow_suicide, int ko, int komi_tenths, int turn)
      : turn_(static_cast<Color>(turn)) {
    rules_.allow_suicide = allow_suicide;
    rules_.ko = ko == 1 ? KoRule::kPositionalSuperko : KoRule::kSimple;
    rules_.komi_tenths = komi_tenths;
    game_ = std::make_unique<Game>(width, height, rules_);
    ApplyTurn();
  }

  int width() const { return game_->board().width(); }
  int height() const { return game_->board().height(); }

  /// Replaces the game with one starting from the w x h signs in the input buffer.
  int LoadPosition(int width, int height) {
    Status s = SignsToBoard(width, height);
    std::unique_ptr<Game> game;
    if (s.ok()) s = Game::FromPosition(S().board, rules_, &game);
    if (!s.ok()) return Fail(s);
    game_ = std::move(game);
    ApplyTurn();
    return Ok();
  }

  /// Replaces the game with the main line of an SGF record.
  int LoadSgf(const std::string& text) {
    std::unique_ptr<Game> game;
    SgfRecord record;
    Status s = GameFromSgf(text, rules_, &game, &record);
    if (!s.ok()) return Fail(s);
    game_ = std::move(game);
    // The record's PL wins; else the option; else GameFromSgf's rule (White after a handicap).
    if (record.first_player == Color::kEmpty) ApplyTurn();
    record_ = std::make_unique<SgfRecord>(std::move(record));
    return Ok();
  }

  int ToPlay() const { return static_cast<int>(game_->to_play()); }

  std::string RecordedResult() const { return record_ ? record_->result : std::string(); }
  int KomiTenths() const { return game_->rules().komi_tenths; }
  bool HasRecordedKomi() const { return record_ && record_->has_komi; }

  int Check(int color, int x, int y) const {
    return static_cast<int>(game_->Check(static_cast<Color>(color), x, y));
  }

  /// out_ints gets the captured points as x, y pairs; meta[0] their count.
  int Play(int color, int x, int y) {
    captured_.clear();
    Status s = game_->Play(static_cast<Color>(color), x, y, &captured_);
    if (!s.ok()) return Fail(s);
    int32_t* out = OutInts(captured_.size() * 2 + 2);
    for (size_t i = 0; i < captured_.size(); ++i) {
      out[2 * i] = captured_[i].x;
      out[2 * i + 1] = captured_[i].y;
    }
    S().meta[0] = static_cast<int32_t>(captured_.size());
    return Ok();
  }

  int Pass(int color) {
    Status s = game_->Pass(static_cast<Color>(color));
    return s.ok() ? Ok() : Fail(s);
  }

  bool Undo() { return game_->Undo(); }

  /// out gets the board's signs, row-major.
  void Board_() const {
    const Board& b = game_->board();
    b.ToSigns(Out(static_cast<size_t>(b.area())));
  }

  /// out_ints gets the liberty map, row-major.
  void LibertyMap() const {
    game_->LibertyMap(OutInts(static_cast<size_t>(game_->board().area())));
  }

  val Groups() const {
    val list = val::array();
    const std::vector<ChainInfo> chains = game_->Chains();
    for (size_t i = 0; i < chains.size(); ++i) {
      val g = val::object();
      g.set("id", chains[i].id);
      g.set("color", static_cast<int>(chains[i].color));
      g.set("stones", PointsToVal(chains[i].stones));
      g.set("liberties", PointsToVal(chains[i].liberties));
      list.set(i, g);
    }
    return list;
  }

  val Counters() const {
    val v = val::object();
    v.set("capturesBlack", game_->captures_by(Color::kBlack));
    v.set("capturesWhite", game_->captures_by(Color::kWhite));
    v.set("playedBlack", game_->stones_played(Color::kBlack));
    v.set("playedWhite", game_->stones_played(Color::kWhite));
    v.set("setupBlack", game_->setup_stones(Color::kBlack));
    v.set("setupWhite", game_->setup_stones(Color::kWhite));
    v.set("consecutivePasses", game_->consecutive_passes());
    v.set("moveCount", game_->move_count());
    v.set("isTerminal", game_->IsTerminal());
    return v;
  }

  val Moves() const {
    val list = val::array();
    const auto& moves = game_->moves();
    for (size_t i = 0; i < moves.size(); ++i) {
      val m = val::object();
      m.set("color", static_cast<int>(moves[i].color));
      if (moves[i].pass) {
        m.set("vertex", val::null());
      } else {
        val p = val::array();
        p.set(0, moves[i].point.x);
        p.set(1, moves[i].point.y);
        m.set("vertex", p);
      }
      m.set("captured", PointsToVal(moves[i].captured));
      list.set(i, m);
    }
    return list;
  }

  int ToggleDead(int x, int y) {
    Status s = game_->ToggleDead(x, y);
    return s.ok() ? Ok() : Fail(s);
  }
  int ToggleSeki(int x, int y) {
    Status s = game_->ToggleSeki(x, y);
    return s.ok() ? Ok() : Fail(s);
  }
  void ClearMarks() { game_->ClearMarks(); }

  val Marks() const {
    std::vector<Point> dead;
    const auto& mask = game_->dead_mask();
    const int w = game_->board().width();
    for (size_t i = 0; i < mask.size(); ++i) {
      if (mask[i]) dead.push_back({static_cast<int>(i % w), static_cast<int>(i / w)});
    }
    std::sort(dead.begin(), dead.end());
    val v = val::object();
    v.set("dead", PointsToVal(dead));
    v.set("seki", PointsToVal(game_->seki_marks()));
    return v;
  }

  void SetKomi(int komi_tenths) {
    rules_.komi_tenths = komi_tenths;
    game_->set_komi_tenths(komi_tenths);
  }

  /// Scores into the score buffer, the owner and seki maps into out.
  int Score(int rules) const {
    ScoreResult result;
    Status s = game_->Score(RulesFromInt(rules), &result);
    if (!s.ok()) return Fail(s);
    WriteScore(result);
    return Ok();
  }

  /// -1 when the condition does not hold, else 0 (disagree) or 1 (agree).
  int Agree() const {
    std::optional<bool> agree = game_->AgreeUnderEquivalence();
    return agree.has_value() ? static_cast<int>(*agree) : -1;
  }

  /// The SGF record; with rules >= 0 it is scored under those rules (RE and TB/TW).
  std::string ToSgf(int rules) const {
    if (rules < 0) return WriteSgf(*game_, record_.get(), nullptr, RecordedResult());
    ScoreResult result;
    Status s = game_->Score(RulesFromInt(rules), &result);
    if (!s.ok()) return WriteSgf(*game_, record_.get(), nullptr, RecordedResult());
    return WriteSgf(*game_, record_.get(), &result, RecordedResult());
  }

  int CheckConsistency() const {
    Status s = game_->CheckConsistency();
    return s.ok() ? Ok() : Fail(s);
  }

 private:
  void ApplyTurn() {
    if (turn_ != Color::kEmpty) static_cast<void>(game_->set_first_player(turn_));
  }

  Color turn_ = Color::kEmpty;
  GameRules rules_;
  std::unique_ptr<Game> game_;
  std::unique_ptr<SgfRecord> record_;
  std::vector<Point> captured_;
};

}  // namespace
}  // namespace goscore

EMSCRIPTEN_BINDINGS(goscore) {
  using namespace emscripten;
  using namespace goscore;
  constant("maxSide", kMaxSide);
  constant("maxSgfBytes", static_cast<double>(kSgfMaxBytes));
  function("lastErrorCode", &LastErrorCode);
  function("lastErrorMessage", &LastErrorMessage);
  function("inputInts", &InputInts);
  function("outputPtr", &OutputPtr);
  function("outputIntsPtr", &OutputIntsPtr);
  function("heapBytesInUse", &HeapBytesInUse);
  function("heapMax", &HeapMax);
  function("territoryFromRows", &TerritoryFromRows);
  function("signsFromRows", &SignsFromRows);
  function("scoreBoard", &ScoreBoard);
  function("formatScore", &FormatScore);
  class_<GameHandle>("GameHandle")
      .constructor<int, int, bool, int, int, int>()
      .function("width", &GameHandle::width)
      .function("height", &GameHandle::height)
      .function("loadPosition", &GameHandle::LoadPosition)
      .function("loadSgf", &GameHandle::LoadSgf)
      .function("recordedResult", &GameHandle::RecordedResult)
      .function("komiTenths", &GameHandle::KomiTenths)
      .function("toPlay", &GameHandle::ToPlay)
      .function("hasRecordedKomi", &GameHandle::HasRecordedKomi)
      .function("check", &GameHandle::Check)
      .function("play", &GameHandle::Play)
      .function("pass", &GameHandle::Pass)
      .function("undo", &GameHandle::Undo)
      .function("board", &GameHandle::Board_)
      .function("libertyMap", &GameHandle::LibertyMap)
      .function("groups", &GameHandle::Groups)
      .function("counters", &GameHandle::Counters)
      .function("moves", &GameHandle::Moves)
      .function("toggleDead", &GameHandle::ToggleDead)
      .function("toggleSeki", &GameHandle::ToggleSeki)
      .function("clearMarks", &GameHandle::ClearMarks)
      .function("marks", &GameHandle::Marks)
      .function("setKomi", &GameHandle::SetKomi)
      .function("score", &GameHandle::Score)
      .function("agree", &GameHandle::Agree)
      .function("toSgf", &GameHandle::ToSgf)
      .function("checkConsistency", &GameHandle::CheckConsistency);
}
