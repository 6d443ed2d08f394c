// Bindings of the rulesets (cpp/scoring/ruleset_score.h, compare.h): score and compareRules
// (web/src/rules.js), and the ruleset score Game.score gives under a ruleset.
#include "scoring/rules.h"

#include <memory>
#include <optional>
#include <utility>

#include "bindings/bindings.h"
#include "scoring/compare.h"
#include "scoring/scoring.h"

namespace goscore::bindings {
namespace {

/// score (kCompare false) or compareRules (true) of a board: `rules` a ruleset name or alias
/// (compareRules: any), the counts as web/src/rules.js checked them, `seki_mode` "auto", "none" or
/// "marked", `komi_tenths` null for the ruleset's default, `dead` x, y pairs (the chains through
/// them are dead) and `seki` x, y pairs of the regions marked seki.
template <bool kCompare>
val Rules(int bytes, const val& lengths, int width, int height, const std::string& rules,
          int handicap, int prisoners_black, int prisoners_white, int passes_black,
          int passes_white, const std::string& seki_mode, bool score_false_eyes,
          const val& komi_tenths, const val& dead, const val& seki) {
  Scratch& st = St();
  RulesetInput& in = st.ruleset;
  Status s = ReadBoard(bytes, lengths, width, height, &st.board);
  if (!s.ok()) return Fail(s);
  in.handicap = handicap;
  in.prisoners_by_black = prisoners_black;
  in.prisoners_by_white = prisoners_white;
  in.passes_black = passes_black;
  in.passes_white = passes_white;
  in.seki_mode = SekiModeNamed(seki_mode);
  in.score_false_eyes = score_false_eyes;
  in.komi_tenths.reset();
  if (!komi_tenths.isNull()) in.komi_tenths = komi_tenths.as<int>();
  s = DeadChainsMask(st.board, ReadPoints(dead, &st.points), &in.dead);
  in.seki.clear();
  if (in.seki_mode == SekiMode::kMarked) ReadPoints(seki, &in.seki);
  if (!s.ok()) return Fail(s);
  return RulesValue(st.board, rules, kCompare ? RulesOut::kCompare : RulesOut::kScore, &in);
}

}  // namespace

val RulesValue(const Board& board, const std::string& rules, RulesOut out, RulesetInput* in) {
  const std::optional<RulesetChoice> choice = ParseRulesetName(rules);
  if (!choice) return Fail(Status::Error(ErrorCode::kInvalidArgument, "unknown ruleset " + rules));
  in->ruleset = choice->ruleset;
  in->handicap_compensation = choice->handicap_compensation;
  if (out != RulesOut::kCompare) {
    RulesetScore score;
    const Status s = ScoreRuleset(board, *in, St().finder, &score);
    if (!s.ok()) return Fail(s);
    return out == RulesOut::kScore ? val(std::move(score))
                                   : val(SgfResult(score.winner, score.margin_tenths));
  }
  auto comparison = std::make_unique<RulesComparison>();  // seven scores: not on the stack
  const Status s = CompareRules(board, *in, St().finder, comparison.get());
  return s.ok() ? val(std::move(*comparison)) : Fail(s);
}

SekiMode SekiModeNamed(const std::string& name) {
  return name == "none" ? SekiMode::kNone : name == "marked" ? SekiMode::kMarked : SekiMode::kAuto;
}

EMSCRIPTEN_BINDINGS(goscore_rules) {
  Object<BreakdownItem>("BreakdownItem")
      .get("kind", &Name<&BreakdownItem::kind, &BreakdownKindName>)
      .get("points", &Points<&BreakdownItem::points_tenths>)
      .member("label", &BreakdownItem::label);
  Object<Conflict>("Conflict")
      .get("vertex", &Vertex<&Conflict::vertex>)
      .get("kind", &Name<&Conflict::kind, &ConflictKindName>)
      .member("message", &Conflict::message);
  Object<RulesetSide>("RulesetSide")
      .get("totalTenths", &Number<&RulesetSide::total_tenths>)
      .get("stones", &Number<&RulesetSide::stones>)
      .get("territory", &Number<&RulesetSide::territory>)
      .get("captures", &Number<&RulesetSide::captures>)
      .get("dead", &Number<&RulesetSide::dead_taken>)
      .get("seki", &Number<&RulesetSide::seki_points>)
      .get("handicap", &Points<&RulesetSide::handicap_tenths>)
      .get("passStones", &Number<&RulesetSide::pass_stones>)
      .get("breakdown", &List<&RulesetSide::breakdown>);
  Object<RulesetScore>("RulesetScore")
      .get("ruleset", &Name<&RulesetScore::ruleset, &RulesetName>)
      .get("komi", &Points<&RulesetScore::komi_tenths>)
      .get("handicap", &Number<&RulesetScore::handicap>)
      .get("marginTenths", &Number<&RulesetScore::margin_tenths>)
      .member("winner", &RulesetScore::winner)
      .member("tieBroken", &RulesetScore::tie_broken)
      .get("dame", &Number<&RulesetScore::dame>)
      .get("sekiPoints", &Number<&RulesetScore::seki_points>)
      .get("agaTerritoryDiff", &Points<&RulesetScore::aga_territory_diff_tenths>)
      .member("agaCountsAgree", &RulesetScore::aga_counts_agree)
      .member("black", &RulesetScore::black)
      .member("white", &RulesetScore::white)
      .get("ownership", &Array<&RulesetScore::owner>)
      .get("seki", &Array<&RulesetScore::seki_mask>)
      .get("deadMask", &Array<&RulesetScore::dead_mask>)
      .get("sekiGroups", &Array<&RulesetScore::seki_groups>)
      .get("falseEye", &Array<&RulesetScore::false_eye>)
      .get("unscorableFalseEye", &Array<&RulesetScore::unscorable_false_eye>)
      .get("dameMask", &Array<&RulesetScore::dame_mask>)
      .get("conflicts", &List<&RulesetScore::conflicts>);
  Object<Reason>("Reason")
      .get("kind", &Name<&Reason::kind, &ReasonKindName>)
      .get("points", &Points<&Reason::points_tenths>)
      .member("text", &Reason::text);
  Object<RulesDifference>("RulesDifference")
      .get("a", &Name<&RulesDifference::a, &RulesetName>)
      .get("b", &Name<&RulesDifference::b, &RulesetName>)
      .get("points", &Points<&RulesDifference::points_tenths>)
      .get("reasons", &List<&RulesDifference::reasons>);
  Object<RulesComparison>("RulesComparison")
      .get("results", &List<&RulesComparison::results>)
      .get("differences", &List<&RulesComparison::differences>);
  function("score", &Rules<false>);
  function("compareRules", &Rules<true>);
}

}  // namespace goscore::bindings
