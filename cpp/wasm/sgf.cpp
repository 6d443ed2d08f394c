// Bindings of the SGF value readers (sgf/sgf.h) for text that is not a whole record: a point typed
// in SGF coordinates (the CLI's --dead and --seki) and komi typed as text (the CLI's --komi, the
// demo's komi field), read by the same rules as the record reader's, so that the package has one
// parser of each.
#include "sgf/sgf.h"

#include <emscripten/em_macros.h>

#include <string>
#include <string_view>

#include "sgf/sgf_text.h"
#include "wasm/protocol.h"

namespace goscore::wasm {
namespace {

GOSCORE_WIRE_PUBLISH(point, PointSlot);

}  // namespace
}  // namespace goscore::wasm

extern "C" {

/// The point that SGF point value input text 0 names (sgf/sgf.h ParseSgfPoint): PointSlot result,
/// or an error that quotes the value.
EMSCRIPTEN_KEEPALIVE int goscore_sgf_point() {
  using namespace goscore;
  using namespace goscore::wasm;
  const std::string_view value = Input::Text(0);
  Point p;
  if (!ParseSgfPoint(value, &p)) {
    return Fail(ErrorCode::kInvalidCoordinate,
                "'" + sgf_text::Shown(value) + "' is not a point in SGF coordinates such as dd");
  }
  Result::Begin(2, {});
  Result::Set(wire::kPointX, p.x);
  Result::Set(wire::kPointY, p.y);
  return 0;
}

/// The komi that input text 0 states as an SGF KM value would (sgf/sgf.h ParseSgfKomi), in
/// tenths: a ValueSlot result, or an error that says why.
EMSCRIPTEN_KEEPALIVE int goscore_sgf_komi() {
  using namespace goscore;
  using namespace goscore::wasm;
  int tenths = 0;
  const Status s = ParseSgfKomi(Input::Text(0), &tenths);
  if (!s.ok()) return Fail(s);
  Result::SetValue(tenths);
  return 0;
}

}  // extern "C"
