// Bindings of the estimator (cpp/estimate): estimateDead and estimateScore (web/src/estimate.js).
#include "estimate/estimate.h"

#include <iterator>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "bindings/bindings.h"

namespace goscore::bindings {
namespace {

/// An estimate of the board: a DeadEstimate (estimateDead) or a ScoreEstimate (estimateScore,
/// with the prisoners each player took); `to_move` 1 or -1, `effort` "fast", "normal" or
/// "thorough" (used when `playouts` is 0), `seed` 0 .. 2^32 - 1.
template <typename R>
val Estimate(int bytes, const val& lengths, int width, int height, int to_move, int komi_tenths,
             bool area_rules, double seed, const std::string& effort, int playouts,
             int prisoners_black, int prisoners_white) {
  EstimateOptions options;
  options.to_move = to_move == 1 ? Color::kBlack : to_move == -1 ? Color::kWhite : Color::kEmpty;
  options.komi_tenths = komi_tenths;
  options.area_rules = area_rules;
  options.seed = static_cast<uint32_t>(seed);
  options.playouts = playouts;
  options.effort = effort == "fast"       ? EstimateEffort::kFast
                   : effort == "thorough" ? EstimateEffort::kThorough
                                          : EstimateEffort::kNormal;
  R result;
  Status s = ReadBoard(bytes, lengths, width, height, &St().board);
  if (!s.ok()) return Fail(s);
  if constexpr (std::is_same_v<R, DeadEstimate>) {
    s = EstimateDead(St().board, options, &result);
  } else {
    s = EstimateScore(St().board, options, prisoners_black, prisoners_white, &result);
  }
  return s.ok() ? val(std::move(result)) : Fail(s);
}

/// How a chain was settled, by name (in the order of estimate.h ChainBasis).
std::string BasisName(ChainBasis basis) {
  static const char* const kNames[] = {"proven", "search", "shape", "playouts", "model"};
  static_assert(std::size(kNames) == static_cast<size_t>(ChainBasis::kModel) + 1,
                "one name for each ChainBasis");
  return kNames[static_cast<int>(basis)];
}

}  // namespace

EMSCRIPTEN_BINDINGS(goscore_estimate) {
  Object<ChainJudgement>("ChainJudgement")
      .get("stone", &Vertex<&ChainJudgement::stone>)
      .member("stones", &ChainJudgement::stones)
      .member("dead", &ChainJudgement::dead)
      .get("basis", &Name<&ChainJudgement::basis, &BasisName>)
      .member("confidence", &ChainJudgement::confidence)
      .member("uncertain", &ChainJudgement::uncertain)
      .member("mean", &ChainJudgement::mean)
      .member("ownerFirst", &ChainJudgement::owner_first)
      .member("opponentFirst", &ChainJudgement::opponent_first);
  Object<DeadEstimate>("DeadEstimate")
      .get("dead", &Array<&DeadEstimate::dead>)
      .get("ownership", &Array<&DeadEstimate::ownership>)
      .get("certain", &Array<&DeadEstimate::certain>)
      .get("seki", &Array<&DeadEstimate::seki>)
      .get("sealing", &Array<&DeadEstimate::sealing>)
      .get("chains", &List<&DeadEstimate::chains>)
      .member("playouts", &DeadEstimate::playouts);
  Object<ScoreEstimate>("ScoreEstimate")
      .member("score", &ScoreEstimate::score)
      .get("ownership", &Array<&ScoreEstimate::ownership>)
      .get("dead", &Array<&ScoreEstimate::dead>);
  function("estimateDead", &Estimate<DeadEstimate>);
  function("estimateScore", &Estimate<ScoreEstimate>);
  emscripten::constant("maxPlayouts", kMaxEstimatePlayouts);
}

}  // namespace goscore::bindings
