// Reads the scoring fixtures of tests/fixtures/positions/*.txt (shared with the JS tests):
// "key: value" lines, then "---", then the board rows ('.' or ' ' empty, 'B', 'W').
#pragma once

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "board/board.h"
#include "core/types.h"

namespace goscore::testing {

struct PositionFixture {
  std::string name;
  std::map<std::string, std::string> fields;
  std::string rows_text;

  /// Points written as "x,y x,y".
  std::vector<Point> Points(const std::string& key) const {
    std::vector<Point> points;
    auto it = fields.find(key);
    if (it == fields.end()) return points;
    std::istringstream in(it->second);
    std::string item;
    while (in >> item) {
      const size_t comma = item.find(',');
      points.push_back({std::stoi(item.substr(0, comma)), std::stoi(item.substr(comma + 1))});
    }
    return points;
  }
  std::string Get(const std::string& key, const std::string& fallback = "") const {
    auto it = fields.find(key);
    return it == fields.end() ? fallback : it->second;
  }
};

inline std::vector<PositionFixture> LoadPositionFixtures() {
  std::vector<PositionFixture> fixtures;
  const std::filesystem::path dir = std::filesystem::path(GOSCORE_FIXTURES_DIR) / "positions";
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() == ".txt") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& path : files) {
    PositionFixture f;
    f.name = path.stem().string();
    std::ifstream in(path);
    std::string line;
    bool in_board = false;
    while (std::getline(in, line)) {
      if (in_board) {
        f.rows_text += line + "\n";
      } else if (line == "---") {
        in_board = true;
      } else if (!line.empty() && line[0] != '#') {
        const size_t colon = line.find(':');
        std::string value = line.substr(colon + 1);
        value.erase(0, value.find_first_not_of(' '));
        f.fields[line.substr(0, colon)] = value;
      }
    }
    fixtures.push_back(std::move(f));
  }
  return fixtures;
}

}  // namespace goscore::testing
