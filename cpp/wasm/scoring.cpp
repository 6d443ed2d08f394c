// Bindings of the scorers: scoreTerritory, scoreArea, scoreTrompTaylor and the result lines
// (web/src/scoring.js).
#include "scoring/scoring.h"

#include <emscripten/em_macros.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "wasm/board_input.h"
#include "wasm/protocol.h"
#include "wasm/score_result.h"
#include "wasm/wire.h"

namespace goscore::wasm {
namespace {

constexpr int kRulesCount = static_cast<int>(ScoringRules::kTrompTaylor) + 1;

struct State {
  Board board;
  RegionFinder finder;
  std::vector<Point> points;
};

State& St() {
  static State* state = new State();  // never destroyed: lives as long as the module
  return *state;
}

// W.rules: every ScoringRules value by its ScoringRulesName.
[[maybe_unused]] const bool rules_published = PublishEnum(
    "rules", kRulesCount, [](int v) { return ScoringRulesName(static_cast<ScoringRules>(v)); });
GOSCORE_WIRE_PUBLISH(langs, Lang);
GOSCORE_WIRE_PUBLISH(score, ScoreSlot);
GOSCORE_WIRE_PUBLISH(trompTaylor, TrompTaylorSlot);

}  // namespace

bool RulesFromWire(int code, ScoringRules* rules) {
  if (code < 0 || code >= kRulesCount) return false;
  *rules = static_cast<ScoringRules>(code);
  return true;
}

void WriteScore(const ScoreResult& r) {
  const size_t area = r.owner.size();
  Result::Begin(wire::kScoreSlotCount, {{wire::kInt8, area}, {wire::kUint8, area}});
  Result::Set(wire::kScoreRules, static_cast<int>(r.rules));
  Result::Set(wire::kScoreWinner, r.winner);
  Result::Set(wire::kScoreMarginTenths, static_cast<double>(r.margin_tenths));
  Result::Set(wire::kScoreBlackTenths, static_cast<double>(r.black.total_tenths));
  Result::Set(wire::kScoreWhiteTenths, static_cast<double>(r.white.total_tenths));
  Result::Set(wire::kScoreKomiTenths, r.komi_tenths);
  Result::Set(wire::kScoreDame, r.dame);
  Result::Set(wire::kScoreSekiPoints, r.seki_points);
  Result::Set(wire::kScoreBlackStones, r.black.stones);
  Result::Set(wire::kScoreBlackTerritory, r.black.territory);
  Result::Set(wire::kScoreBlackPrisoners, r.black.prisoners);
  Result::Set(wire::kScoreBlackDead, r.black.dead);
  Result::Set(wire::kScoreWhiteStones, r.white.stones);
  Result::Set(wire::kScoreWhiteTerritory, r.white.territory);
  Result::Set(wire::kScoreWhitePrisoners, r.white.prisoners);
  Result::Set(wire::kScoreWhiteDead, r.white.dead);
  Result::Copy(0, r.owner);
  Result::Copy(1, r.seki_mask);
}

}  // namespace goscore::wasm

extern "C" {

/// scoreTerritory / scoreArea: the board (arrays 0-1), the dead points (array 2) and the seki
/// points (array 3) as int32 x, y pairs; a score (ScoreSlot).
EMSCRIPTEN_KEEPALIVE int goscore_score(int width, int height, int rules, int komi_tenths,
                                       int prisoners_by_black, int prisoners_by_white) {
  using namespace goscore;
  using namespace goscore::wasm;
  ScoreInput input;
  if (!RulesFromWire(rules, &input.rules)) {
    return Fail(ErrorCode::kInvalidArgument, "internal error: unknown rules code");
  }
  Status s = ReadBoard(width, height, &St().board);
  if (!s.ok()) return Fail(s);
  Input::Points(kArraysAfterBoard, &St().points);
  s = DeadChainsMask(St().board, St().points, &input.dead);
  if (!s.ok()) return Fail(s);
  Input::Points(kArraysAfterBoard + 1, &input.seki);
  input.komi_tenths = komi_tenths;
  input.prisoners_by_black = prisoners_by_black;
  input.prisoners_by_white = prisoners_by_white;
  ScoreResult result;
  s = ScorePosition(St().board, input, St().finder, &result);
  if (!s.ok()) return Fail(s);
  WriteScore(result);
  return 0;
}

/// scoreTrompTaylor: the board, komi in tenths and the terminal rule's counts; TrompTaylorSlot,
/// the scores in tenths.
EMSCRIPTEN_KEEPALIVE int goscore_tromp_taylor(int width, int height, int komi_tenths, double passes,
                                              double moves) {
  using namespace goscore;
  using namespace goscore::wasm;
  Status s = ReadBoard(width, height, &St().board);
  TrompTaylorResult r;
  if (s.ok()) s = ScoreTrompTaylorTenths(St().board, komi_tenths, passes, moves, St().finder, &r);
  if (!s.ok()) return Fail(s);
  Result::Begin(wire::kTrompTaylorSlotCount, {});
  Result::Set(wire::kTtTerminal, r.terminal);
  // The core adds komi as a double: rounding back to tenths drops its representation error.
  Result::Set(wire::kTtBlackTenths, std::round(r.black * 10));
  Result::Set(wire::kTtWhiteTenths, std::round(r.white * 10));
  Result::Set(wire::kTtWinner, r.winner);
  return 0;
}

/// The result line of a winner and margin in a language (wire.h Lang): array 0, text.
EMSCRIPTEN_KEEPALIVE int goscore_format(int winner, double margin_tenths, int lang) {
  using namespace goscore;
  using namespace goscore::wasm;
  ScoreResult r;
  r.winner = winner;
  r.margin_tenths = static_cast<int64_t>(margin_tenths);
  static const char* const kLangs[] = {"en", "ko", "ja", "zh"};
  if (lang < 0 || lang >= wire::kLangCount) {
    return Fail(ErrorCode::kInvalidArgument, "internal error: unknown language code");
  }
  const std::string text = lang == wire::kSgfResult ? SgfResult(r) : FormatResult(r, kLangs[lang]);
  Result::SetText(text);
  return 0;
}

}  // extern "C"
