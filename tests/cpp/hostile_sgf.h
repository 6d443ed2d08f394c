// Large and hostile SGF records of a chosen size, shared by the tests (tests/cpp/sgf_test.cpp,
// which check what the reader makes of them) and the benchmark (bench/core_bench.cpp, which
// measures how the reader's time grows with their size: linearly, never quadratically).
#ifndef GOSCORE_TESTS_CPP_HOSTILE_SGF_H_
#define GOSCORE_TESTS_CPP_HOSTILE_SGF_H_

#include <cstddef>
#include <string>

namespace goscore::hostile_sgf {

/// A main line of passes, "(;SZ[19];B[]\n;W[]\n...)", at least `bytes` long: (size - 9) / 5 moves.
inline std::string Passes(size_t bytes) {
  std::string text = "(;SZ[19]";
  while (text.size() < bytes) text += ";B[]\n;W[]\n";
  return text + ")";
}

/// A comment of at least `bytes` full of escapes: "text \] \\ more\n" repeated.
inline std::string EscapedComment(size_t bytes) {
  std::string comment;
  while (comment.size() < bytes) comment += "text \\] \\\\ more\n";
  return comment;
}

/// That comment in the root (kept) and in a variation (skipped); the main line has two moves.
inline std::string Comments(size_t bytes) {
  const std::string comment = EscapedComment(bytes);
  return "(;SZ[9]C[" + comment + "];B[aa](;W[bb])(;W[cc]C[" + comment + "]))";
}

/// Setup rectangles covering the whole 52x52 board over and over, then AW over all of it and one
/// AE: each point is set many times, and the board ends with 52 * 52 - 1 white stones.
inline std::string SetupRectangles(size_t bytes) {
  std::string text = "(;SZ[52]AB";
  while (text.size() < bytes) text += "[aa:ZZ]";
  return text + "AW[aa:ZZ]AE[bb])";
}

/// The costliest shape for the setup: rectangles one column wide and 52 rows tall, never covering
/// the whole board, in node after node; then one move.
inline std::string ColumnRectangles(size_t bytes) {
  std::string text = "(;SZ[52]";
  while (text.size() < bytes) text += "AB[aa:aZ][ca:cZ]AW[ba:bZ]\n;";
  return text + "B[dd])";
}

/// Empty values of an unknown root property, "(;XX[][][]...)": refused at 100,000 values.
inline std::string EmptyValues(size_t bytes) {
  std::string text = "(;XX";
  while (text.size() < bytes) text += "[]";
  return text + ")";
}

/// `depth` nested game trees of alternating passes with a side variation at the deepest level:
/// the main line has depth + 1 moves, the last B[aa].
inline std::string DeepNesting(int depth) {
  std::string text = "(;SZ[19]";
  for (int i = 0; i < depth; ++i) text += i % 2 == 0 ? "(;B[]" : "(;W[]";
  text += "(;B[aa])";
  return text + std::string(static_cast<size_t>(depth) + 1, ')');
}

/// `count` variations of the root, each two moves and a comment: the main line is the first.
inline std::string Variations(int count) {
  std::string text = "(;SZ[19]KM[6.5]";
  for (int i = 0; i < count; ++i) {
    const char a = static_cast<char>('a' + i % 19);
    const char b = static_cast<char>('a' + (i / 19) % 19);
    text += std::string("(;B[") + a + b + "];W[tt]C[variation " + std::to_string(i) + "])";
  }
  return text + ")";
}

}  // namespace goscore::hostile_sgf

#endif  // GOSCORE_TESTS_CPP_HOSTILE_SGF_H_
