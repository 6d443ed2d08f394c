// Bindings of the estimator (cpp/estimate): estimateDead and estimateScore (web/src/estimate.js).
#include "estimate/estimate.h"

#include <emscripten/em_macros.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "board/board.h"
#include "core/types.h"
#include "wasm/board_input.h"
#include "wasm/protocol.h"
#include "wasm/wire.h"

namespace goscore::wasm {
namespace {

constexpr int kEfforts = static_cast<int>(EstimateEffort::kThorough) + 1;
const wire::Name kEffortNames[kEfforts] = {{"fast", 0}, {"normal", 1}, {"thorough", 2}};
static_assert(static_cast<int>(EstimateEffort::kFast) == 0 &&
                  static_cast<int>(EstimateEffort::kNormal) == 1 &&
                  static_cast<int>(EstimateEffort::kThorough) == 2,
              "W.efforts are EstimateEffort values");
const wire::Name kEstimateLimits[] = {{"maxPlayouts", kMaxEstimatePlayouts}};

[[maybe_unused]] const bool efforts_published = Publish("efforts", kEffortNames, kEfforts);
[[maybe_unused]] const bool limits_published = Publish("estimateLimits", kEstimateLimits, 1);
GOSCORE_WIRE_PUBLISH(estimateParams, EstimateParam);
GOSCORE_WIRE_PUBLISH(estimate, EstimateSlot);

struct EstimateState {
  Board board;
  DeadEstimate dead;
  ScoreEstimate score;
};

EstimateState& St() {
  static EstimateState* state = new EstimateState();  // never destroyed: lives with the module
  return *state;
}

/// The board and the options of an estimate (input array 2: the EstimateParam values).
Status ReadEstimateInput(int width, int height, int to_move, int komi_tenths, double seed,
                         EstimateOptions* options) {
  Status s = ReadBoard(width, height, &St().board);
  if (!s.ok()) return s;
  const int32_t* p = Input::Params(kArraysAfterBoard, wire::kEstimateParamCount);
  if (p == nullptr) {
    return Status::Error(ErrorCode::kInvalidArgument, "internal error: no estimate parameters");
  }
  const int effort = p[wire::kEstEffort];
  if (effort < 0 || effort >= kEfforts || !(seed >= 0 && seed <= 4294967295.0)) {
    return Status::Error(ErrorCode::kInvalidArgument, "internal error: bad estimate parameters");
  }
  options->to_move = to_move == 1 ? Color::kBlack : to_move == -1 ? Color::kWhite : Color::kEmpty;
  options->komi_tenths = komi_tenths;
  options->area_rules = p[wire::kEstAreaRules] != 0;
  options->seed = static_cast<uint32_t>(seed);
  options->playouts = p[wire::kEstPlayouts];
  options->effort = static_cast<EstimateEffort>(effort);
  return Status();
}

// Ownership travels as the int32 bit patterns of its floats (the result block has no float32
// type; JS reads the same bytes as a Float32Array).
static_assert(sizeof(float) == sizeof(int32_t), "float32 travels as int32");

}  // namespace
}  // namespace goscore::wasm

extern "C" {

/// estimateDead: the board (arrays 0-1) and the EstimateParam values (array 2); the player to
/// move (1 / -1), komi in tenths and the seed (0 .. 2^32 - 1). See wire.h for the result.
EMSCRIPTEN_KEEPALIVE int goscore_estimate_dead(int width, int height, int to_move, int komi_tenths,
                                               double seed) {
  using namespace goscore;
  using namespace goscore::wasm;
  EstimateOptions options;
  Status s = ReadEstimateInput(width, height, to_move, komi_tenths, seed, &options);
  DeadEstimate& d = St().dead;
  if (s.ok()) s = EstimateDead(St().board, options, &d);
  if (!s.ok()) return Fail(s);
  const size_t area = d.ownership.size();
  Result::Begin(0, {{wire::kInt32, 2 * d.dead.size()},
                    {wire::kInt32, area},
                    {wire::kInt8, d.certain.size()},
                    {wire::kInt8, d.seki.size()},
                    {wire::kUint8, d.sealing.size()}});
  Result::SetPoints(0, d.dead);
  Result::Copy(1, d.ownership);
  Result::Copy(2, d.certain);
  Result::Copy(3, d.seki);
  Result::Copy(4, d.sealing);
  return 0;
}

/// estimateScore: as goscore_estimate_dead, with the prisoners each player took (array 2).
/// EstimateSlot;
/// arrays 0 the dead points, 1 the ownership.
EMSCRIPTEN_KEEPALIVE int goscore_estimate_score(int width, int height, int to_move, int komi_tenths,
                                                double seed) {
  using namespace goscore;
  using namespace goscore::wasm;
  EstimateOptions options;
  Status s = ReadEstimateInput(width, height, to_move, komi_tenths, seed, &options);
  ScoreEstimate& e = St().score;
  if (s.ok()) {
    const int32_t* p = Input::Params(kArraysAfterBoard, wire::kEstimateParamCount);
    s = EstimateScore(St().board, options, p[wire::kEstPrisonersBlack], p[wire::kEstPrisonersWhite],
                      &e);
  }
  if (!s.ok()) return Fail(s);
  Result::Begin(wire::kEstimateSlotCount,
                {{wire::kInt32, 2 * e.dead.size()}, {wire::kInt32, e.ownership.size()}});
  Result::Set(wire::kEstimateScore, e.score);
  Result::SetPoints(0, e.dead);
  Result::Copy(1, e.ownership);
  return 0;
}

}  // extern "C"
