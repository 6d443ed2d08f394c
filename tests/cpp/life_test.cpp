// Tests of the life analysis (cpp/life/): Benson's pass-alive map against KataGo's published maps,
// goscorer-equivalent territory analysis on hand-built positions (tests/fixtures/life/), properties
// over random finished positions, and bad input.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "board/board.h"
#include "life/benson.h"
#include "life/territory.h"
#include "life_json.h"

namespace goscore {
namespace {

using testing::Json;

Board BoardFromRows(const std::vector<std::string>& rows) {
  std::vector<std::string_view> views(rows.begin(), rows.end());
  Board board;
  Status s = ParseRows(views, &board);
  EXPECT_TRUE(s.ok()) << s.message();
  return board;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// KataGo's calculateArea maps (lightvector/KataGo cpp/tests/testboardarea.cpp, via
// shared/datasets/katago-area-maps.json): with safeBigTerritories, unsafeBigTerritories and
// nonPassAliveStones all false the map is exactly Benson's pass-alive chains and their territory.
TEST(LifeBenson, EqualsEveryKataGoCalculateAreaMap) {
  const std::string path = std::string(GOSCORE_DATASETS_DIR) + "/katago-area-maps.json";
  const std::string text = ReadFile(path);
  ASSERT_FALSE(text.empty())
      << "cannot read " << path
      << ": the datasets folder shared/datasets must sit beside the checkout";
  Json root;
  size_t error_at = 0;
  ASSERT_TRUE(testing::ParseJson(text, &root, &error_at))
      << path << ": bad JSON at byte " << error_at;
  int checked = 0;
  for (const Json& c : root["cases"].array) {
    std::vector<std::string> rows;
    for (const Json& r : c["board"].array) rows.push_back(r.string);
    const Board board = BoardFromRows(rows);
    ASSERT_EQ(board.width(), static_cast<int>(c["width"].number)) << c["id"].string;
    ASSERT_EQ(board.height(), static_cast<int>(c["height"].number)) << c["id"].string;
    for (const Json& result : c["results"].array) {
      const Json& flags = result["flags"];
      if (result["function"].string != "calculateArea" || flags["safeBigTerritories"].boolean ||
          flags["unsafeBigTerritories"].boolean || flags["nonPassAliveStones"].boolean)
        continue;
      const bool suicide = flags["multiStoneSuicideLegal"].boolean;
      std::vector<int8_t> map;
      PassAliveMap(board, suicide, &map);
      const auto& expected = result["ownership"].array;
      ASSERT_EQ(static_cast<int>(expected.size()), board.height()) << c["id"].string;
      bool same = true;
      for (int y = 0; y < board.height() && same; ++y) {
        for (int x = 0; x < board.width() && same; ++x) {
          const char e = expected[y].string[x];
          const int want = e == 'B' ? 1 : e == 'W' ? -1 : 0;
          const int got = map[static_cast<size_t>(y) * board.width() + x];
          if (want != got) {
            same = false;
            ADD_FAILURE() << c["id"].string << " (" << c["test_name"].string
                          << ", suicide=" << suicide << "): first difference at (" << x << ", " << y
                          << "): expected " << want << ", got " << got;
          }
        }
      }
      ++checked;
    }
  }
  // The file holds 22 boards, each with one such map.
  EXPECT_EQ(checked, 22);
}

}  // namespace
}  // namespace goscore
