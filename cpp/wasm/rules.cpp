// Bindings of the rulesets (cpp/scoring/ruleset_score.h, compare.h): score and compareRules
// (web/src/rules.js), and the names of rulesets, seki modes and breakdown, conflict and reason
// kinds.
#include "scoring/rules.h"

#include <emscripten/em_macros.h>

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "scoring/compare.h"
#include "scoring/ruleset_score.h"
#include "scoring/scoring.h"
#include "wasm/board_input.h"
#include "wasm/protocol.h"
#include "wasm/ruleset_result.h"
#include "wasm/wire.h"

namespace goscore::wasm {
namespace {

// W.rulesets: the seven rulesets by RulesetName (their Ruleset values), then the aliases, whose
// codes follow: "territory" (japanese) and "area" (chinese without handicap compensation).
constexpr int kTerritoryAlias = kRulesetCount;
constexpr int kAreaAlias = kRulesetCount + 1;
constexpr int kRulesetCodes = kRulesetCount + 2;

const wire::Name* RulesetNames() {
  static wire::Name names[kRulesetCodes];
  for (int i = 0; i < kRulesetCount; ++i) names[i] = {RulesetName(kAllRulesets[i]), i};
  names[kTerritoryAlias] = {"territory", kTerritoryAlias};
  names[kAreaAlias] = {"area", kAreaAlias};
  return names;
}

/// A table of names from a name function over 0 .. N-1 (the kinds' enum values).
template <int N, typename Enum>
const wire::Name* KindNames(const char* (*name)(Enum)) {
  static wire::Name names[N];
  for (int i = 0; i < N; ++i) names[i] = {name(static_cast<Enum>(i)), i};
  return names;
}

constexpr int kSekiModes = 3;
const char* SekiModeName(SekiMode m) {
  switch (m) {
    case SekiMode::kAuto:
      return "auto";
    case SekiMode::kNone:
      return "none";
    case SekiMode::kMarked:
      return "marked";
  }
  return "auto";
}
constexpr int kBreakdownKinds = static_cast<int>(BreakdownKind::kSeki) + 1;
constexpr int kConflictKinds = static_cast<int>(ConflictKind::kDeadInSeki) + 1;
constexpr int kReasonKinds = static_cast<int>(ReasonKind::kTerritory) + 1;

[[maybe_unused]] const bool rulesets_published = Publish("rulesets", RulesetNames(), kRulesetCodes);
[[maybe_unused]] const bool seki_modes_published =
    Publish("sekiModes", KindNames<kSekiModes, SekiMode>(SekiModeName), kSekiModes);
[[maybe_unused]] const bool breakdown_published =
    Publish("breakdownKinds", KindNames<kBreakdownKinds, BreakdownKind>(BreakdownKindName),
            kBreakdownKinds);
[[maybe_unused]] const bool conflicts_published = Publish(
    "conflictKinds", KindNames<kConflictKinds, ConflictKind>(ConflictKindName), kConflictKinds);
[[maybe_unused]] const bool reasons_published =
    Publish("reasonKinds", KindNames<kReasonKinds, ReasonKind>(ReasonKindName), kReasonKinds);
GOSCORE_WIRE_PUBLISH(rulesParams, RulesParam);
GOSCORE_WIRE_PUBLISH(rulesScore, RulesScoreSlot);

struct RulesState {
  Board board;
  RegionFinder finder;
  RulesetInput input;
  RulesetScore score;
  RulesComparison comparison;
  bool compared = false;
  std::vector<Point> points;
  std::string text;
  std::string text2;
};

RulesState& St() {
  static RulesState* state = new RulesState();  // never destroyed: lives as long as the module
  return *state;
}

/// Reads the board, the marks and the parameters of a score or a comparison into St().
Status ReadRulesInput(int width, int height, int ruleset) {
  RulesState& st = St();
  if (ruleset < 0 || ruleset >= kRulesetCodes) {
    return Status::Error(ErrorCode::kInvalidArgument, "internal error: unknown ruleset code");
  }
  Status s = ReadBoard(width, height, &st.board);
  if (!s.ok()) return s;
  const int32_t* p = Input::Params(kArraysAfterBoard + 2, wire::kRulesParamCount);
  if (p == nullptr) {
    return Status::Error(ErrorCode::kInvalidArgument, "internal error: no rules parameters");
  }
  RulesetInput& in = st.input;
  RulesetFromWire(ruleset, &in);
  in.handicap = p[wire::kParamHandicap];
  in.prisoners_by_black = p[wire::kParamPrisonersBlack];
  in.prisoners_by_white = p[wire::kParamPrisonersWhite];
  in.passes_black = p[wire::kParamPassesBlack];
  in.passes_white = p[wire::kParamPassesWhite];
  const int mode = p[wire::kParamSekiMode];
  if (mode < 0 || mode >= kSekiModes) {
    return Status::Error(ErrorCode::kInvalidArgument, "internal error: unknown seki mode");
  }
  in.seki_mode = static_cast<SekiMode>(mode);
  in.score_false_eyes = p[wire::kParamScoreFalseEyes] != 0;
  in.komi_tenths.reset();
  if (p[wire::kParamHasKomi]) in.komi_tenths = p[wire::kParamKomiTenths];
  Input::Points(kArraysAfterBoard, &st.points);
  s = DeadChainsMask(st.board, st.points, &in.dead);
  if (!s.ok()) return s;
  Input::Points(kArraysAfterBoard + 1, &in.seki);
  if (in.seki_mode != SekiMode::kMarked) in.seki.clear();
  return Status();
}

/// Writes `r` as the result block (wire.h RulesScoreSlot).
void WriteRulesetScore(const RulesetScore& r) {
  std::string& labels = St().text;
  std::string& messages = St().text2;
  labels.clear();
  messages.clear();
  for (const RulesetSide* side : {&r.black, &r.white}) {
    for (const BreakdownItem& item : side->breakdown) labels.append(item.label).push_back('\0');
  }
  for (const Conflict& c : r.conflicts) messages.append(c.message).push_back('\0');
  const size_t items = r.black.breakdown.size() + r.white.breakdown.size();
  const size_t area = r.owner.size();
  Result::Begin(wire::kRulesScoreSlotCount, {{wire::kInt8, area},
                                             {wire::kUint8, r.seki_mask.size()},
                                             {wire::kUint8, r.dead_mask.size()},
                                             {wire::kInt8, r.seki_groups.size()},
                                             {wire::kUint8, r.false_eye.size()},
                                             {wire::kUint8, r.unscorable_false_eye.size()},
                                             {wire::kUint8, r.dame_mask.size()},
                                             {wire::kInt32, 3 * items},
                                             {wire::kText, labels.size()},
                                             {wire::kInt32, 3 * r.conflicts.size()},
                                             {wire::kText, messages.size()}});
  Result::Set(wire::kRsRuleset, static_cast<int>(r.ruleset));
  Result::Set(wire::kRsCompensation, r.handicap_compensation);
  Result::Set(wire::kRsKomiTenths, static_cast<double>(r.komi_tenths));
  Result::Set(wire::kRsHandicap, static_cast<double>(r.handicap));
  Result::Set(wire::kRsDiffTenths, static_cast<double>(r.diff_tenths));
  Result::Set(wire::kRsMarginTenths, static_cast<double>(r.margin_tenths));
  Result::Set(wire::kRsWinner, r.winner);
  Result::Set(wire::kRsTieBroken, r.tie_broken);
  Result::Set(wire::kRsDame, static_cast<double>(r.dame));
  Result::Set(wire::kRsSekiPoints, static_cast<double>(r.seki_points));
  Result::Set(wire::kRsAgaTerritoryDiffTenths, static_cast<double>(r.aga_territory_diff_tenths));
  Result::Set(wire::kRsAgaCountsAgree, r.aga_counts_agree);
  // Each side's fields are consecutive slots in the same order: Black's from kRsBlackTotal,
  // White's from kRsWhiteTotal.
  for (int k = 0; k < 2; ++k) {
    const RulesetSide& s = k == 0 ? r.black : r.white;
    const int base = k == 0 ? wire::kRsBlackTotal : wire::kRsWhiteTotal;
    const int64_t fields[] = {s.total_tenths, s.stones,      s.territory,       s.captures,
                              s.dead_taken,   s.seki_points, s.handicap_tenths, s.pass_stones};
    static_assert(wire::kRsWhiteTotal - wire::kRsBlackTotal == 8, "eight fields per side");
    for (int f = 0; f < 8; ++f) Result::Set(base + f, static_cast<double>(fields[f]));
  }
  Result::Copy(0, r.owner);
  Result::Copy(1, r.seki_mask);
  Result::Copy(2, r.dead_mask);
  Result::Copy(3, r.seki_groups);
  Result::Copy(4, r.false_eye);
  Result::Copy(5, r.unscorable_false_eye);
  Result::Copy(6, r.dame_mask);
  int32_t* b = Result::Int32(7);
  for (int k = 0; k < 2; ++k) {
    for (const BreakdownItem& item : (k == 0 ? r.black : r.white).breakdown) {
      *b++ = k == 0 ? 1 : -1;
      *b++ = static_cast<int32_t>(item.kind);
      // JS bounds every count (W.limits.maxPrisoners, 10^8) so that each item fits an int32.
      *b++ = static_cast<int32_t>(item.points_tenths);
    }
  }
  Result::Copy(8, labels);
  int32_t* c = Result::Int32(9);
  for (const Conflict& conflict : r.conflicts) {
    *c++ = conflict.vertex.x;
    *c++ = conflict.vertex.y;
    *c++ = static_cast<int32_t>(conflict.kind);
  }
  Result::Copy(10, messages);
}

}  // namespace

bool RulesetFromWire(int code, RulesetInput* in) {
  if (code < 0 || code >= kRulesetCodes) return false;
  in->ruleset = code == kTerritoryAlias ? Ruleset::kJapanese
                : code == kAreaAlias    ? Ruleset::kChinese
                                        : static_cast<Ruleset>(code);
  in->handicap_compensation = code != kAreaAlias;
  return true;
}

Status ScoreRulesetToResult(const Board& board, const RulesetInput& in) {
  RulesState& st = St();
  Status s = ScoreRuleset(board, in, st.finder, &st.score);
  if (s.ok()) WriteRulesetScore(st.score);
  return s;
}

}  // namespace goscore::wasm

extern "C" {

/// score: the board (arrays 0-1), the dead points (array 2) and the seki points (array 3) as int32
/// x, y pairs, the RulesParam values (array 4); `ruleset` a W.rulesets code. A RulesScoreSlot
/// result.
EMSCRIPTEN_KEEPALIVE int goscore_rules_score(int width, int height, int ruleset) {
  using namespace goscore;
  using namespace goscore::wasm;
  RulesState& st = St();
  Status s = ReadRulesInput(width, height, ruleset);
  if (s.ok()) s = ScoreRuleset(st.board, st.input, st.finder, &st.score);
  if (!s.ok()) return Fail(s);
  WriteRulesetScore(st.score);
  return 0;
}

/// compareRules: the input of goscore_rules_score (the ruleset is ignored). No result of its own:
/// the scores and differences are read with goscore_rules_compare_result and
/// goscore_rules_compare_differences.
EMSCRIPTEN_KEEPALIVE int goscore_rules_compare(int width, int height) {
  using namespace goscore;
  using namespace goscore::wasm;
  RulesState& st = St();
  st.compared = false;
  Status s = ReadRulesInput(width, height, 0);
  if (s.ok()) s = CompareRules(st.board, st.input, st.finder, &st.comparison);
  if (!s.ok()) return Fail(s);
  st.compared = true;
  Result::Begin(0, {});
  return 0;
}

/// The score under kAllRulesets[i] of the last goscore_rules_compare.
EMSCRIPTEN_KEEPALIVE int goscore_rules_compare_result(int i) {
  using namespace goscore;
  using namespace goscore::wasm;
  if (!St().compared || i < 0 || i >= kRulesetCount) {
    return Fail(ErrorCode::kInvalidArgument, "internal error: no comparison result");
  }
  WriteRulesetScore(St().comparison.results[i]);
  return 0;
}

/// The differences of the last goscore_rules_compare (see wire.h).
EMSCRIPTEN_KEEPALIVE int goscore_rules_compare_differences() {
  using namespace goscore;
  using namespace goscore::wasm;
  RulesState& st = St();
  if (!st.compared) return Fail(ErrorCode::kInvalidArgument, "internal error: no comparison");
  size_t ints = 0;
  st.text.clear();
  for (const RulesDifference& d : st.comparison.differences) {
    ints += 4 + 2 * d.reasons.size();
    for (const Reason& r : d.reasons) st.text.append(r.text).push_back('\0');
  }
  Result::Begin(0, {{wire::kInt32, ints}, {wire::kText, st.text.size()}});
  int32_t* out = Result::Int32(0);
  for (const RulesDifference& d : st.comparison.differences) {
    *out++ = static_cast<int32_t>(d.a);
    *out++ = static_cast<int32_t>(d.b);
    *out++ = static_cast<int32_t>(d.points_tenths);
    *out++ = static_cast<int32_t>(d.reasons.size());
    for (const Reason& r : d.reasons) {
      *out++ = static_cast<int32_t>(r.kind);
      *out++ = static_cast<int32_t>(r.points_tenths);
    }
  }
  Result::Copy(1, st.text);
  return 0;
}

}  // extern "C"

extern "C" {

/// The ruleset of an SGF RU value (input array 0, text; RulesetFromSgf): a ValueSlot result, the
/// W.rulesets code, or -1 when the value names no ruleset goscore knows.
EMSCRIPTEN_KEEPALIVE int goscore_rules_from_sgf() {
  using namespace goscore;
  using namespace goscore::wasm;
  const std::optional<Ruleset> r = RulesetFromSgf(Input::Text(0));
  Result::SetValue(r ? static_cast<int>(*r) : -1);
  return 0;
}

}  // extern "C"
