// A board from rows as the GoogleTests write them ('B', 'W', '.' or ' ' per point), parsed by the
// core's row parser; a test that gives a bad row fails there and gets an empty board.
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

}  // namespace goscore
