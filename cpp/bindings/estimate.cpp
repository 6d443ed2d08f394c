// Bindings of the estimator (cpp/estimate): estimateDead and estimateScore (web/src/estimate.js).
#include "estimate/estimate.h"

#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "bindings/bindings.h"
#include "estimate/score_model.h"

namespace goscore::bindings {
namespace {

#ifndef GOSCORE_NO_SCORE_MODEL  // the browser's evaluator is a module of its own (CMakeLists.txt)
/// The learned evaluator of estimateScore, once loadScoreModel has read one (web/src/estimate.js).
std::optional<ScoreModel> model;

/// Reads a model file from the input buffer (Cells(bytes)); false, with the error set, when it is
/// not one (the model loaded before stays). The buffer, grown past kInputKept for it, is freed (as
/// FromSgf does).
bool LoadModel(int bytes) {
  const std::string_view data = Cells(bytes);
  ScoreModel read;
  const bool ok =
      Succeeded(LoadScoreModel(reinterpret_cast<const uint8_t*>(data.data()), data.size(), &read));
  if (St().input.size() > kInputKept) std::vector<char>().swap(St().input);
  if (ok) model = std::move(read);
  return ok;
}
#endif

/// An estimate of the board: a DeadEstimate (estimateDead) or a ScoreEstimate (estimateScore,
/// with the prisoners each player took); `to_move` 1 or -1, `effort` an EstimateEffort (used when
/// `playouts` is 0), `seed` 0 .. 2^32 - 1.
template <typename R>
val Estimate(int bytes, const val& lengths, int width, int height, int to_move, int komi_tenths,
             bool area_rules, double seed, int effort, int playouts, int prisoners_black,
             int prisoners_white, [[maybe_unused]] bool use_model) {
  EstimateOptions options;
  options.to_move = to_move == 1 ? Color::kBlack : to_move == -1 ? Color::kWhite : Color::kEmpty;
  options.komi_tenths = komi_tenths;
  options.area_rules = area_rules;
  options.seed = static_cast<uint32_t>(seed);
  options.playouts = playouts;
  options.effort = static_cast<EstimateEffort>(effort);
#ifndef GOSCORE_NO_SCORE_MODEL
  if (use_model && model) options.score_model = &*model;
#endif
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

}  // namespace

EMSCRIPTEN_BINDINGS(goscore_estimate) {
  Object<ChainJudgement>("ChainJudgement")
      .get("stone", &Vertex<&ChainJudgement::stone>)
      .member("stones", &ChainJudgement::stones)
      .member("dead", &ChainJudgement::dead)
      .get("basis", &Name<&ChainJudgement::basis, &ChainBasisName>)
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
      .get("dead", &Array<&ScoreEstimate::dead>)
      .member("model", &ScoreEstimate::model);
  function("estimateDead", &Estimate<DeadEstimate>);
  function("estimateScore", &Estimate<ScoreEstimate>);
#ifndef GOSCORE_NO_SCORE_MODEL  // the browser's evaluator is a module of its own (CMakeLists.txt)
  function("loadScoreModel", &LoadModel);
#endif
  emscripten::constant("maxPlayouts", kMaxEstimatePlayouts);
}

}  // namespace goscore::bindings
