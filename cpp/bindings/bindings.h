// What the binding files share (cpp/bindings/ is the only C++ that includes Emscripten). Every
// binding takes plain values web/src/input.js has read (a board as `bytes, lengths, width, height`:
// ReadBoard) and returns plain JS values (numbers, strings, value_objects, the address of int8
// results, or memory views that JS copies out at once), or null on failure (-1 for a count, 0 for
// an address, false for whether it worked), when error() gives { code, message }. See
// docs/ARCHITECTURE.md, "The boundary: embind".
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "life/benson.h"
#include "life/territory.h"
#include "scoring/ruleset_score.h"

namespace goscore::bindings {

using emscripten::function;
using emscripten::val;

/// The scratch every binding shares, kept between calls and only growing (a steady stream of calls
/// leaves the heap as it was: results are locals, freed when the call returns).
struct Scratch {
  std::vector<char> input;  ///< where JS writes a board's cells (web/src/core.js writeInput)
  std::vector<std::string_view> rows;  ///< the rows of the board being read, views into `input`
  Board board;
  RegionFinder finder;
  std::vector<int8_t> out;
  BensonAnalyzer benson;
  LifeAnalyzer life;
  RulesetInput ruleset;
  std::vector<uint8_t> dead;
  std::vector<Point> points;
};
Scratch& St();

/// Records `status` for error() and returns null, the failure value of a binding.
val Fail(const Status& status);
/// Records `status` (when it is an error) for error(); returns whether it is ok.
bool Succeeded(const Status& status);

/// The input buffer is freed after reading an SGF record when longer (web/src/core.js INPUT_KEPT).
constexpr size_t kInputKept = size_t{1} << 14;
/// The first `bytes` bytes of the input buffer (see Input in common.cpp), where JS writes a
/// board's cells; empty when `bytes` is more than it holds.
std::string_view Cells(int bytes);

/// The board JS sends in the input buffer (Cells(bytes)): row-major int8 signs when `lengths` is
/// null, else the rows' text, each followed by '\n', `width` long when `lengths` is undefined, else
/// as the JS array `lengths` says. Every row is checked in full by ParseRows, as JS gave it.
Status ReadBoard(int bytes, const val& lengths, int width, int height, Board* out);

/// Reads a flat JS array of x, y pairs (a vertex list web/src/input.js has read) into *out.
const std::vector<Point>& ReadPoints(const val& flat, std::vector<Point>* out);

/// What RulesValue returns: the RulesetScore value_object, the RulesComparison one, or only the
/// SGF RE value of the score (a string).
enum class RulesOut { kScore, kCompare, kSgfResult };
/// Scores `*in` on `board` under the ruleset named `rules` as the JS API spells it, the aliases
/// included (ScoreRuleset), or under every ruleset for kCompare (CompareRules); or null.
val RulesValue(const Board& board, const std::string& rules, RulesOut out, RulesetInput* in);
/// The seki mode named "auto", "none" or "marked" (SekiMode).
SekiMode SekiModeNamed(const std::string& name);

/// A memory view of `n` values at `data`, valid until the module's next call: for the JS layer
/// to copy out at once.
template <typename T>
val View(const T* data, size_t n) {
  return val(emscripten::typed_memory_view(n, data));
}

template <typename T>
val View(const std::vector<T>& values) {
  return View(values.data(), values.size());
}
/// Points as a memory view of x, y pairs.
inline val View(const std::vector<Point>& points) {
  static_assert(sizeof(Point) == 2 * sizeof(int32_t), "a Point is two int32: x, y");
  return View(reinterpret_cast<const int32_t*>(points.data()), 2 * points.size());
}

/// The class of a pointer to member (ClassOfMember is only declared: for decltype).
template <typename C, typename V>
C ClassOfMember(V C::*);
template <auto M>
using ClassOf = decltype(ClassOfMember(M));

/// Getters for Object::get: member M as a number (int64 counts and tenths are exact in a double),
/// in points from tenths, as a memory view (numbers or points, which embind.js copies into a typed
/// array of their own), as a JS array (of value_objects, from a vector or a C array), by its name
/// (an enum), or as [x, y].
template <auto M>
double Number(const ClassOf<M>& s) {
  return static_cast<double>(s.*M);
}
template <auto M>
double Points(const ClassOf<M>& s) {
  return static_cast<double>(s.*M) / 10;
}
template <auto M>
val Array(const ClassOf<M>& s) {
  return View(s.*M);
}
template <auto M>
val List(const ClassOf<M>& s) {
  return val::array(std::begin(s.*M), std::end(s.*M));
}
template <auto M, auto name>
std::string Name(const ClassOf<M>& s) {
  return name(s.*M);
}
/// Point member M as [x, y].
template <auto M>
val Vertex(const ClassOf<M>& s) {
  return val::array(std::vector<int>{(s.*M).x, (s.*M).y});
}

/// An embind value_object: plain members with member(), converted ones with get() (results are
/// only read by JS, so a getter needs no setter).
template <typename S>
class Object : public emscripten::value_object<S> {
 public:
  explicit Object(const char* name) : emscripten::value_object<S>(name) {}
  template <typename M>
  Object& member(const char* name, M S::*field) {
    this->field(name, field);
    return *this;
  }
  template <typename R>
  Object& get(const char* name, R (*getter)(const S&)) {
    this->field(
        name, getter, +[](S&, R) {});  // no setter: results are only read
    return *this;
  }
};

}  // namespace goscore::bindings
