// Basic vocabulary of the goscore core: colours, points, limits and the status value every fallible
// function returns. The core never throws and never includes Emscripten headers.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

/// Keeps a function out of its callers. Marks the stages of the life analysis and of the SGF
/// reader: inlined into their one caller, each a loop of its own, they made single WASM functions
/// of 10 to 32 KB, which V8's optimizing compiler took 50 to 150 ms each to compile (in every
/// process that reads records: 0.3 s of CPU over the first few records, half of it once split)
/// and compiled to slower code. Split, with the link order of CMakeLists.txt, a record costs
/// about a tenth less to read and score in WASM (docs/BENCHMARKS.md, "Archive throughput").
#if defined(__GNUC__) || defined(__clang__)
#define GOSCORE_NOINLINE __attribute__((noinline))
#else
#define GOSCORE_NOINLINE
#endif

/// Storage of the scratch that a function keeps between calls (one per thread natively). WASM
/// without threads (no atomics) has one thread, and a `thread_local` there is a plain global to
/// the compiler, until bulk memory is enabled (Node's module, CMakeLists.txt): the compiler then
/// keeps it thread-local, which the linker refuses without atomics. Plain `static` there.
#if defined(__wasm__) && !defined(__wasm_atomics__)
#define GOSCORE_THREAD_LOCAL static
#else
#define GOSCORE_THREAD_LOCAL thread_local
#endif

namespace goscore {

/// The colour of a point or a player. The numeric values are the sign-map values of the JS API.
enum class Color : int8_t { kWhite = -1, kEmpty = 0, kBlack = 1 };

/// The other player. Precondition: c is kBlack or kWhite.
constexpr Color Opponent(Color c) { return static_cast<Color>(-static_cast<int8_t>(c)); }

/// A point on the board: x is the column, y the row, both 0-based from the top left.
struct Point {
  int x = 0;
  int y = 0;
  friend bool operator==(Point a, Point b) { return a.x == b.x && a.y == b.y; }
  friend bool operator!=(Point a, Point b) { return !(a == b); }
  /// Column-major order (x, then y): the order of every coordinate list the library returns.
  friend bool operator<(Point a, Point b) { return a.x != b.x ? a.x < b.x : a.y < b.y; }
};

/// Largest width and largest height of a board. 1024 covers the 1000x1000 boards the library
/// promises, and keeps a full board's scratch memory (a few bytes a point) well inside a browser's
/// WASM heap.
inline constexpr int kMaxSide = 1024;

/// What went wrong. The JS layer turns each into a string code (see ErrorCodeName).
enum class ErrorCode : int {
  kOk = 0,
  kInvalidBoard,       ///< not a board: empty, ragged, unknown characters or values
  kBoardTooLarge,      ///< a side past kMaxSide
  kInvalidCoordinate,  ///< a point off the board
  kInvalidArgument,    ///< any other bad argument (komi, counts, options, marks)
  kIllegalMove,        ///< occupied point, suicide or ko
  kInvalidSgf,         ///< an SGF record that cannot be read
};

/// The stable string code of an error, as GoScoreError.code carries it in JS (e.g.
/// "INVALID_BOARD").
const char* ErrorCodeName(ErrorCode code);

/// The outcome of a fallible call: ok, or a code with a message that says what the problem is.
/// Messages name the problem but not the public function; the JS layer prefixes its own name.
class [[nodiscard]] Status {
 public:
  Status() = default;
  static Status Error(ErrorCode code, std::string message) {
    Status s;
    s.code_ = code;
    s.message_ = std::move(message);
    return s;
  }
  bool ok() const { return code_ == ErrorCode::kOk; }
  ErrorCode code() const { return code_; }
  const std::string& message() const { return message_; }

 private:
  ErrorCode code_ = ErrorCode::kOk;
  std::string message_;
};

}  // namespace goscore
