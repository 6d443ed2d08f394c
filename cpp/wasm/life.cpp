// Bindings of the life analysis (cpp/life): passAlive and analyzeTerritory (web/src/life.js).
#include <emscripten/em_macros.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "board/board.h"
#include "core/types.h"
#include "life/benson.h"
#include "life/territory.h"
#include "scoring/scoring.h"
#include "wasm/board_input.h"
#include "wasm/protocol.h"
#include "wasm/wire.h"

namespace goscore::wasm {
namespace {

struct LifeState {
  Board board;
  BensonAnalyzer benson;
  LifeAnalyzer life;
  TerritoryAnalysis analysis;
  std::vector<Point> points;
  std::vector<uint8_t> dead;
};

LifeState& St() {
  static LifeState* state = new LifeState();  // never destroyed: lives as long as the module
  return *state;
}

GOSCORE_WIRE_PUBLISH(analysis, AnalysisSlot);

}  // namespace
}  // namespace goscore::wasm

extern "C" {

/// passAlive: the board (arrays 0-1); array 0 of the result, int8 per point row-major, Benson's
/// pass-alive map (PassAliveMap).
EMSCRIPTEN_KEEPALIVE int goscore_life_pass_alive(int width, int height, int suicide) {
  using namespace goscore;
  using namespace goscore::wasm;
  LifeState& st = St();
  Status s = ReadBoard(width, height, &st.board);
  if (!s.ok()) return Fail(s);
  const size_t area = static_cast<size_t>(st.board.area());
  Result::Begin(0, {{wire::kInt8, area}});
  st.benson.Compute(st.board, suicide != 0, Result::Int8(0));
  return 0;
}

/// analyzeTerritory: the board (arrays 0-1) and the dead points (array 2, int32 x, y pairs: the
/// whole chain through each is dead). Result: AnalysisSlot scalars; arrays 0 territory (int8),
/// 1 seki (int8), 2 false eyes, 3 unscorable false eyes, 4 dame, 5 eye values (uint8), each
/// row-major.
EMSCRIPTEN_KEEPALIVE int goscore_life_analyze(int width, int height, int score_false_eyes) {
  using namespace goscore;
  using namespace goscore::wasm;
  LifeState& st = St();
  Status s = ReadBoard(width, height, &st.board);
  if (!s.ok()) return Fail(s);
  Input::Points(kArraysAfterBoard, &st.points);
  s = DeadChainsMask(st.board, st.points, &st.dead);
  if (!s.ok()) return Fail(s);
  s = st.life.Analyze(st.board, st.dead.empty() ? nullptr : st.dead.data(), score_false_eyes != 0,
                      &st.analysis);
  if (!s.ok()) return Fail(s);
  const TerritoryAnalysis& a = st.analysis;
  const size_t area = a.territory.size();
  Result::Begin(wire::kAnalysisSlotCount, {{wire::kInt8, area},
                                           {wire::kInt8, area},
                                           {wire::kUint8, area},
                                           {wire::kUint8, area},
                                           {wire::kUint8, area},
                                           {wire::kUint8, area}});
  Result::Set(wire::kAnalysisWidth, a.width);
  Result::Set(wire::kAnalysisHeight, a.height);
  Result::Copy(0, a.territory);
  Result::Copy(1, a.seki);
  Result::Copy(2, a.false_eye);
  Result::Copy(3, a.unscorable_false_eye);
  Result::Copy(4, a.dame);
  Result::Copy(5, a.eye_value);
  return 0;
}

}  // extern "C"
