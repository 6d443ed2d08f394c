// A board from rows as the GoogleTests write them ('B', 'W', '.' or ' ' per point), parsed by the
// core's row parser; a test that gives a bad row fails there and gets an empty board. And how the
// tests list and print points.
#pragma once
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "board/board.h"

namespace goscore {

inline Board TestBoard(const std::vector<std::string_view>& rows) {
  Board b;
  Status s = ParseRows(rows, &b);
  EXPECT_TRUE(s.ok()) << s.message();
  return b;
}

inline Board TestBoard(const std::vector<std::string>& rows) {
  return TestBoard(std::vector<std::string_view>(rows.begin(), rows.end()));
}

inline Board TestBoard(std::initializer_list<std::string_view> rows) {
  return TestBoard(std::vector<std::string_view>(rows));
}

/// Every stone of colour c on the board, sorted by y then x (the order EstimateDead returns).
inline std::vector<Point> StonesOf(const Board& b, Color c) {
  std::vector<Point> out;
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      if (b.At(x, y) == c) out.push_back({x, y});
    }
  }
  return out;
}

/// "(x,y)(x,y)...", or "none" for no point.
inline std::string ShowPoints(const std::vector<Point>& ps) {
  std::string s;
  for (const Point& p : ps) s += "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
  return s.empty() ? "none" : s;
}

}  // namespace goscore
