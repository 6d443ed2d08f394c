// Bindings of the estimator (cpp/estimate): estimateDead and estimateScore (web/src/estimate.js).
#include "estimate/estimate.h"

#include <string>
#include <utility>
#include <vector>

#include "bindings/bindings.h"

namespace goscore::bindings {
namespace {

using emscripten::function;

Board& St() {
  static Board* board = new Board();  // never destroyed: lives with the module
  return *board;
}

/// The board and the options of an estimate: `to_move` 1 or -1, `effort` "fast", "normal" or
/// "thorough" (used when `playouts` is 0), `seed` 0 .. 2^32 - 1.
Status ReadEstimate(int bytes, const val& lengths, int width, int height, int to_move,
                    int komi_tenths, bool area_rules, double seed, const std::string& effort,
                    int playouts, EstimateOptions* options) {
  options->to_move = to_move == 1 ? Color::kBlack : to_move == -1 ? Color::kWhite : Color::kEmpty;
  options->komi_tenths = komi_tenths;
  options->area_rules = area_rules;
  options->seed = static_cast<uint32_t>(seed);
  options->playouts = playouts;
  options->effort = effort == "fast"       ? EstimateEffort::kFast
                    : effort == "thorough" ? EstimateEffort::kThorough
                                           : EstimateEffort::kNormal;
  return ReadBoard(bytes, lengths, width, height, &St());
}

val Dead(int bytes, const val& lengths, int width, int height, int to_move, int komi_tenths,
         bool area_rules, double seed, const std::string& effort, int playouts) {
  EstimateOptions options;
  DeadEstimate dead;
  Status s = ReadEstimate(bytes, lengths, width, height, to_move, komi_tenths, area_rules, seed,
                          effort, playouts, &options);
  if (s.ok()) s = EstimateDead(St(), options, &dead);
  return s.ok() ? val(std::move(dead)) : Fail(s);
}

/// As Dead, with the prisoners each player took.
val Score(int bytes, const val& lengths, int width, int height, int to_move, int komi_tenths,
          bool area_rules, double seed, const std::string& effort, int playouts,
          int prisoners_black, int prisoners_white) {
  EstimateOptions options;
  ScoreEstimate score;
  Status s = ReadEstimate(bytes, lengths, width, height, to_move, komi_tenths, area_rules, seed,
                          effort, playouts, &options);
  if (s.ok()) s = EstimateScore(St(), options, prisoners_black, prisoners_white, &score);
  return s.ok() ? val(std::move(score)) : Fail(s);
}

/// A chain's first stone as [x, y].
val Stone(const ChainJudgement& c) { return val::array(std::vector<int>{c.stone.x, c.stone.y}); }

/// How a chain was settled, by name (estimate.h ChainBasis).
std::string BasisName(ChainBasis basis) {
  switch (basis) {
    case ChainBasis::kProven:
      return "proven";
    case ChainBasis::kLocalSearch:
      return "search";
    case ChainBasis::kShape:
      return "shape";
    case ChainBasis::kPlayouts:
      break;
  }
  return "playouts";
}

}  // namespace

EMSCRIPTEN_BINDINGS(goscore_estimate) {
  Object<ChainJudgement>("ChainJudgement")
      .get("stone", &Stone)
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
  function("estimateDead", &Dead);
  function("estimateScore", &Score);
  emscripten::constant("maxPlayouts", kMaxEstimatePlayouts);
}

}  // namespace goscore::bindings
