// The SGF value parsers (FF[4] Number, Real and Point, https://www.red-bean.com/sgf/sgf4.html)
// the record reader (sgf_record.cpp) and the API's ParseSgfPoint and ParseSgfKomi share.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/komi.h"
#include "sgf/sgf.h"
#include "sgf/sgf_text.h"

namespace goscore {
namespace sgf_text {
/// A non-negative integer of at most 9 digits (FF[4] Number, without the sign), white space around
/// allowed.
bool ParseCount(std::string_view v, int* out) {
  v = Trim(v);
  if (!v.empty() && v.front() == '+') v.remove_prefix(1);
  if (v.empty() || v.size() > 9) return false;
  int n = 0;
  for (char c : v) {
    if (c < '0' || c > '9') return false;
    n = n * 10 + (c - '0');
  }
  *out = n;
  return true;
}

/// FF[4] Real: ["+"|"-"] Digit {Digit} ["." Digit {Digit}], white space around allowed, and "7."
/// or ".5" tolerated. Rounds to the nearest tenth, halves away from zero (the digit after the
/// tenths decides: 0.75 -> 0.8, 0.74 -> 0.7), then applies the komi rule's range (core/komi.h).
KomiParse ParseKomi(std::string_view v, int* tenths) {
  v = Trim(v);
  bool negative = false;
  if (!v.empty() && (v.front() == '+' || v.front() == '-')) {
    negative = v.front() == '-';
    v.remove_prefix(1);
  }
  size_t i = 0;
  int64_t whole = 0;
  int digits = 0;
  bool too_large = false;
  for (; i < v.size() && v[i] >= '0' && v[i] <= '9'; ++i, ++digits) {
    whole = whole * 10 + (v[i] - '0');
    if (whole > 100000000) too_large = true, whole = 100000000;
  }
  int tenth = 0;
  bool round_up = false;
  if (i < v.size() && v[i] == '.') {
    ++i;
    for (int k = 0; i < v.size() && v[i] >= '0' && v[i] <= '9'; ++i, ++k, ++digits) {
      if (k == 0) tenth = v[i] - '0';
      if (k == 1) round_up = v[i] >= '5';
    }
  }
  if (digits == 0 || i != v.size()) return KomiParse::kNotANumber;
  const int64_t t = whole * 10 + tenth + (round_up ? 1 : 0);
  if (too_large || !CheckKomiTenths(negative ? -t : t).ok()) return KomiParse::kOutOfRange;
  *tenths = static_cast<int>(negative ? -t : t);
  return KomiParse::kOk;
}

/// A point value: exactly two coordinate letters.
bool ParsePointValue(std::string_view v, int* x, int* y) {
  if (v.size() != 2) return false;
  *x = CoordOf(v[0]);
  *y = CoordOf(v[1]);
  return *x >= 0 && *y >= 0;
}

}  // namespace sgf_text

using sgf_text::KomiParse;
using sgf_text::ParseKomi;
using sgf_text::ParsePointValue;
using sgf_text::Shown;

bool ParseSgfPoint(std::string_view value, Point* p) {
  int x = 0;
  int y = 0;
  if (!ParsePointValue(value, &x, &y)) return false;
  *p = Point{x, y};
  return true;
}

Status ParseSgfKomi(std::string_view value, int* tenths) {
  switch (ParseKomi(value, tenths)) {
    case KomiParse::kOk:
      return Status();
    case KomiParse::kNotANumber:
      return Status::Error(ErrorCode::kInvalidArgument, "'" + Shown(value) + "' is not a number");
    case KomiParse::kOutOfRange:
      break;
  }
  return Status::Error(ErrorCode::kInvalidArgument,
                       "'" + Shown(value) + "' is out of range (at most " +
                           std::to_string(kKomiLimitTenths / 10) + " points either way)");
}

}  // namespace goscore
