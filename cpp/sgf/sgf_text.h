// Small helpers shared by the SGF reader, replay and writer (internal to cpp/sgf/).
#pragma once

#include <string>
#include <string_view>

#include "core/types.h"

namespace goscore::sgf_text {

/// How much of a value or identifier an error message shows.
inline constexpr size_t kShownChars = 24;

inline Status SgfError(std::string message) {
  return Status::Error(ErrorCode::kInvalidSgf, std::move(message));
}

/// FF[4] EBNF: white space between tokens is ignored ("space, tab, line feed, ...").
inline bool IsSpace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
/// `v` without the white space around it.
inline std::string_view Trim(std::string_view v) {
  while (!v.empty() && IsSpace(v.front())) v.remove_prefix(1);
  while (!v.empty() && IsSpace(v.back())) v.remove_suffix(1);
  return v;
}
inline bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }
inline bool IsLower(char c) { return c >= 'a' && c <= 'z'; }

/// FF[4] go.html: a coordinate is 'a'..'z' for 0..25 and 'A'..'Z' for 26..51; -1 otherwise.
inline int CoordOf(char c) {
  if (IsLower(c)) return c - 'a';
  if (IsUpper(c)) return c - 'A' + 26;
  return -1;
}
inline char CoordChar(int v) {
  return v < 26 ? static_cast<char>('a' + v) : static_cast<char>('A' + (v - 26));
}

/// Text for an error message: at most kShownChars characters, anything but printable ASCII as '?'.
inline std::string Shown(std::string_view v) {
  std::string s;
  const size_t n = v.size() < kShownChars ? v.size() : kShownChars;
  for (size_t i = 0; i < n; ++i) {
    const unsigned char c = static_cast<unsigned char>(v[i]);
    s.push_back(c >= 0x20 && c < 0x7f ? static_cast<char>(c) : '?');
  }
  if (n < v.size()) s += "...";
  return s;
}

/// "B[dd]", "W[]" for a pass.
inline std::string MoveText(Color color, bool pass, Point p) {
  std::string s = color == Color::kBlack ? "B[" : "W[";
  if (!pass) {
    s.push_back(CoordChar(p.x));
    s.push_back(CoordChar(p.y));
  }
  s.push_back(']');
  return s;
}

/// A non-negative integer of at most 9 digits (FF[4] Number, without the sign), white space around
/// allowed (sgf_values.cpp).
bool ParseCount(std::string_view v, int* out);

enum class KomiParse { kOk, kNotANumber, kOutOfRange };
/// FF[4] Real as komi in tenths, rounded to the nearest tenth, within the komi rule's range
/// (sgf_values.cpp).
KomiParse ParseKomi(std::string_view v, int* tenths);

/// A point value: exactly two coordinate letters (sgf_values.cpp).
bool ParsePointValue(std::string_view v, int* x, int* y);

}  // namespace goscore::sgf_text
