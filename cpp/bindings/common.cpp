// The bindings every feature shares (bindings.h) and the module's own calls: error(), memory
// statistics, the limits, the result lines and the SGF values typed outside a record.
#include <emscripten/heap.h>
#include <malloc.h>

#include <optional>

#include "bindings/bindings.h"
#include "core/komi.h"
#include "scoring/rules.h"
#include "scoring/ruleset_score.h"
#include "scoring/scoring.h"
#include "sgf/sgf.h"
#include "sgf/sgf_text.h"

namespace goscore::bindings {
namespace {

/// The last failure, as error() gives it.
struct Error {
  std::string code;
  std::string message;
};
Error& last_error = *new Error();  // never destroyed: lives as long as the module

Error GetError() { return last_error; }

/// A memory view of the input buffer, at least `bytes` long.
val Input(int bytes) {
  std::vector<char>& in = St().input;
  if (in.size() < static_cast<size_t>(bytes)) in.resize(static_cast<size_t>(bytes));
  return View(reinterpret_cast<uint8_t*>(in.data()), in.size());
}

/// The result line of a winner and a margin in tenths: lang "en", "ko", "ja", "zh", or "sgf" for
/// the SGF RE value.
std::string Format(int winner, double margin_tenths, const std::string& lang) {
  ScoreResult r;
  r.winner = winner;
  r.margin_tenths = static_cast<int64_t>(margin_tenths);
  return lang == "sgf" ? SgfResult(r) : FormatResult(r, lang);
}

/// The point an SGF point value names, [x, y], or null quoting the value.
val SgfPoint(const std::string& value) {
  Point p;
  if (ParseSgfPoint(value, &p)) return val::array(std::vector<int>{p.x, p.y});
  return Fail(Status::Error(
      ErrorCode::kInvalidCoordinate,
      "'" + sgf_text::Shown(value) + "' is not a point in SGF coordinates such as dd"));
}

/// The komi, in tenths, that `value` states as an SGF KM value would; null saying why not.
val SgfKomi(const std::string& value) {
  int tenths = 0;
  const Status s = ParseSgfKomi(value, &tenths);
  return s.ok() ? val(tenths) : Fail(s);
}

/// The ruleset an SGF RU value names, as the JS API names it; "" when goscore knows none.
std::string RulesFromSgf(const std::string& ru) {
  const std::optional<Ruleset> r = RulesetFromSgf(ru);
  return r ? RulesetName(*r) : "";
}

double HeapInUse() { return static_cast<double>(mallinfo().uordblks); }
double HeapMax() { return static_cast<double>(emscripten_get_heap_max()); }
std::string RowChars() { return kRowCharsExpected; }

}  // namespace

Scratch& St() {
  static Scratch* scratch = new Scratch();  // never destroyed: lives as long as the module
  return *scratch;
}

val Fail(const Status& status) {
  // Assigned into the kept strings, which only grow: a steady stream of errors allocates nothing.
  last_error.code.assign(ErrorCodeName(status.code()));
  last_error.message.assign(status.message());
  return val::null();
}

bool Succeeded(const Status& status) {
  if (!status.ok()) Fail(status);
  return status.ok();
}

std::string_view Cells(int bytes) {
  const std::vector<char>& in = St().input;
  return bytes >= 0 && static_cast<size_t>(bytes) <= in.size() ? std::string_view(in.data(), bytes)
                                                               : std::string_view();
}

Status ReadBoard(int bytes, const val& lengths, int width, int height, Board* out) {
  const std::string_view cells = Cells(bytes);
  const size_t w = static_cast<size_t>(width > 0 ? width : 0);
  const size_t h = static_cast<size_t>(height > 0 ? height : 0);
  const auto internal = [](const char* what) {
    return Status::Error(ErrorCode::kInvalidArgument, std::string("internal error: ") + what);
  };
  if (lengths.isNull()) {
    Status size = Board::CheckSize(width, height);
    if (!size.ok()) return size;
    if (cells.size() != w * h) return internal("the signs are not width x height");
    return ParseSigns(reinterpret_cast<const int8_t*>(cells.data()), width, height, out);
  }
  // The rows, each followed by '\n': `height` rows `width` long, or as long as `lengths` says.
  std::vector<std::string_view>& rows = St().rows;
  const bool uniform = lengths.isUndefined();
  std::vector<int> n;
  if (!uniform) n = emscripten::convertJSArrayToNumberVector<int>(lengths);
  rows.resize(uniform ? h : n.size());
  size_t start = 0;
  for (size_t y = 0; y < rows.size(); ++y) {
    const size_t length = uniform ? w : static_cast<size_t>(n[y] < 0 ? 0 : n[y]);
    if (start + length > cells.size()) return internal("rows past the text");
    rows[y] = cells.substr(start, length);
    start += length + 1;  // the '\n' after each row
  }
  return ParseRows(rows, out);
}

const std::vector<Point>& ReadPoints(const val& flat, std::vector<Point>* out) {
  out->resize(flat["length"].as<size_t>() / 2);  // capacity kept: no allocation in a steady state
  View(*out).call<void>("set", flat);            // JS copies the pairs into the view of *out
  return *out;
}

EMSCRIPTEN_BINDINGS(goscore_common) {
  Object<Error>("GoScoreErrorInfo").member("code", &Error::code).member("message", &Error::message);
  function("error", &GetError);
  function("input", &Input);
  function("format", &Format);
  function("sgfPoint", &SgfPoint);
  function("sgfKomi", &SgfKomi);
  function("rulesFromSgf", &RulesFromSgf);
  function("heapInUse", &HeapInUse);
  function("heapMax", &HeapMax);
  function("rowChars", &RowChars);
  // The limits the JS layer checks before a call (web/src/input.js keeps the same numbers, and
  // tests/js/api.test.mjs checks that they are these).
  emscripten::constant("maxSide", kMaxSide);
  emscripten::constant("maxSgfBytes", static_cast<int>(kSgfMaxBytes));
  emscripten::constant("maxKomiTenths", kKomiLimitTenths);
  emscripten::constant("maxPrisoners", static_cast<int>(kMaxCount));
}

}  // namespace goscore::bindings
