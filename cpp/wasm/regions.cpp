// Bindings of the region finder: getTerritory, getTerritories, ownershipMap (web/src/regions.js).
#include "board/regions.h"

#include <emscripten/em_macros.h>

#include <algorithm>

#include "board/board.h"
#include "core/types.h"
#include "wasm/board_input.h"
#include "wasm/protocol.h"
#include "wasm/wire.h"

namespace goscore::wasm {
namespace {

struct State {
  Board board;
  RegionFinder finder;
};

State& St() {
  static State* state = new State();  // never destroyed: lives as long as the module
  return *state;
}

GOSCORE_WIRE_PUBLISH(territory, TerritorySlot);
GOSCORE_WIRE_PUBLISH(territories, TerritoriesSlot);
GOSCORE_WIRE_PUBLISH(classes, Class);

}  // namespace
}  // namespace goscore::wasm

extern "C" {

/// getTerritory: the board (board_input.h) and a point; the region through it (wire.h
/// TerritorySlot). INVALID_COORDINATE "Invalid coordinate" when the point is off the board.
EMSCRIPTEN_KEEPALIVE int goscore_territory(int width, int height, int x, int y) {
  using namespace goscore;
  using namespace goscore::wasm;
  Status s = ReadBoard(width, height, &St().board);
  if (!s.ok()) return Fail(s);
  if (!St().board.OnBoard(x, y)) return Fail(ErrorCode::kInvalidCoordinate, "Invalid coordinate");
  const Region region = St().finder.RegionAt(St().board, x, y);
  Result::Begin(wire::kTerritorySlotCount, {{wire::kInt32, region.points.size() * 2}});
  Result::Set(wire::kTerritoryOwner, static_cast<int>(region.owner));
  Result::Set(wire::kTerritoryWidth, St().board.width());
  Result::Set(wire::kTerritoryHeight, St().board.height());
  Result::SetPoints(0, region.points);
  return 0;
}

/// getTerritories: the board; array 0 of the result is each point's Class, row-major.
EMSCRIPTEN_KEEPALIVE int goscore_territories(int width, int height) {
  using namespace goscore;
  using namespace goscore::wasm;
  const size_t area = static_cast<size_t>(width > 0 ? width : 0) * (height > 0 ? height : 0);
  const std::string_view text = RowsText();
  // ClassifyRowsText writes up to text.size() bytes.
  Result::Begin(wire::kTerritoriesSlotCount, {{wire::kInt8, std::max(area, text.size())}});
  int w = 0;
  int h = 0;
  // The fast path reads canonical rows text straight; it read exactly JS's rows when it found
  // them as many and as wide as JS sees them (a '\n' inside a row would add a row).
  const bool fast = !text.empty() && St().finder.ClassifyRowsText(text, Result::Int8(0), &w, &h) &&
                    w == width && h == height;
  if (!fast) {
    Status s = ReadBoard(width, height, &St().board);
    if (!s.ok()) return Fail(s);
    Result::Begin(wire::kTerritoriesSlotCount, {{wire::kInt8, area}});
    St().finder.Classify(St().board, Result::Int8(0));
  }
  Result::SetCount(0, area);
  Result::Set(wire::kTerritoriesWidth, width);
  Result::Set(wire::kTerritoriesHeight, height);
  return 0;
}

/// ownershipMap: the board (board_input.h; int8 signs take the fast path, checked as they are
/// read); array 0 of the result is the owner of every point, row-major.
EMSCRIPTEN_KEEPALIVE int goscore_ownership(int width, int height) {
  using namespace goscore;
  using namespace goscore::wasm;
  Status size = Board::CheckSize(width, height);
  if (!size.ok()) return Fail(size);
  const size_t area = static_cast<size_t>(width) * static_cast<size_t>(height);
  size_t count = 0;
  const int8_t* signs = Input::Int8(0, &count);
  if (signs == nullptr) {
    Status s = ReadBoard(width, height, &St().board);
    if (!s.ok()) return Fail(s);
    Result::Begin(0, {{wire::kInt8, area}});
    St().finder.Ownership(St().board, Result::Int8(0));
    return 0;
  }
  if (count != area) {
    return Fail(ErrorCode::kInvalidArgument, "internal error: the signs are not width x height");
  }
  Result::Begin(0, {{wire::kInt8, area}});
  const int64_t bad = St().finder.OwnershipFromSigns(signs, width, height, Result::Int8(0));
  if (bad >= 0) return Fail(BadSign(bad, width, signs[bad]));
  return 0;
}

}  // extern "C"
