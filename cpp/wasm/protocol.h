// The C++ half of the wire protocol (wire.h): the input block JS writes, the result block JS reads,
// errors, and the wire table. Every binding file (cpp/wasm/<feature>.cpp) uses these and nothing
// else to talk to JS. Internal to cpp/wasm/.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <vector>

#include "core/types.h"
#include "wasm/wire.h"

namespace goscore::wasm {

/// The input block of the current call (see wire.h), its header checked against the buffer it is
/// in: every accessor returns an empty array (nullptr, count 0) for an array that is absent, of
/// another type or out of bounds, so that no layout mistake reads past the buffer.
class Input {
 public:
  /// Array `i` as int8 / int32 / text; *count gets its element count.
  static const int8_t* Int8(int i, size_t* count);
  static const int32_t* Int32(int i, size_t* count);
  static std::string_view Text(int i);
  /// Scalar `i`, or 0 when absent.
  static double Scalar(int i);
  /// Int32 array `i` read as x, y pairs into *out (cleared first).
  static void Points(int i, std::vector<Point>* out);
  /// Int32 array `i` when it holds exactly `count` values (a fixed list of parameters, such as
  /// wire.h's RulesParam or EstimateParam), else nullptr.
  static const int32_t* Params(int i, size_t count);
};

/// The result block of the current call. Begin lays it out once (the buffer only ever grows, so
/// that a steady stream of calls allocates nothing); the pointers it hands out stay valid until the
/// next Begin.
class Result {
 public:
  struct Array {
    wire::ArrayType type;
    size_t count;
  };
  /// Starts a result of `scalars` scalars (all 0) and `arrays` arrays.
  static void Begin(int scalars, std::initializer_list<Array> arrays);
  static void Set(int slot, double value);
  /// A result that is one text (array 0) and nothing else.
  static void SetText(std::string_view text);
  /// A result that is one number (wire ValueSlot) and nothing else.
  static void SetValue(double value);
  /// Lowers array i's element count (its space stays reserved): for a result sized before it is
  /// known.
  static void SetCount(int i, size_t count);
  static int8_t* Int8(int i);
  static uint8_t* Uint8(int i);
  static int32_t* Int32(int i);
  /// Writes `points` into int32 array i as x, y pairs (Begin sized it 2 * points.size()).
  static void SetPoints(int i, const std::vector<Point>& points);
  /// Copies the elements of `values` (a vector or string whose element size is array i's, as
  /// Begin sized it) into array i; nothing for an empty one.
  template <typename Container>
  static void Copy(int i, const Container& values) {
    SetBytes(i, values.data(), values.size() * sizeof(*values.data()));
  }
  static void SetBytes(int i, const void* data, size_t bytes);
  static char* Text(int i);
};

/// Writes the status's message as the result (S = 0, A = 1, kText) and returns its code.
int Fail(const Status& status);
/// An error with `code` and `message`.
int Fail(ErrorCode code, std::string_view message);

/// A set of names the wire table publishes under `group` (e.g. "score" -> {"winner": 1, ...}).
/// Call once per group from a static initializer of the binding file (see GOSCORE_WIRE_PUBLISH).
bool Publish(const char* group, const wire::Name* names, size_t count);

/// Publishes the values 0 .. count - 1 of a core enum under `group`, each named by `name_of` (the
/// core's own table, e.g. MoveVerdictName), so that JS and the core share one list of names.
bool PublishEnum(const char* group, int count, const char* (*name_of)(int value));

}  // namespace goscore::wasm

/// Publishes wire.h's k<Type>Names under `group` in the wire table, from the binding file that uses
/// them: `GOSCORE_WIRE_PUBLISH(score, ScoreSlot)` -> wire.score.winner in JS.
#define GOSCORE_WIRE_PUBLISH(group, Type)                                                       \
  [[maybe_unused]] static const bool goscore_wire_published_##group = ::goscore::wasm::Publish( \
      #group, ::goscore::wire::k##Type##Names,                                                  \
      sizeof(::goscore::wire::k##Type##Names) / sizeof(::goscore::wire::k##Type##Names[0]))
