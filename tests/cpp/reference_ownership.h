// A slow, obviously correct reference ownership for the region finder's tests (core_test.cpp,
// bit_regions_test.cpp): per empty point, a breadth-first search over a std::vector of visited
// flags, collecting the colours met.
#pragma once
#include <cstdint>
#include <vector>

#include "board/board.h"

namespace goscore {

inline std::vector<int8_t> ReferenceOwnership(const Board& b) {
  const int w = b.width(), h = b.height();
  std::vector<int8_t> out(w * h);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (b.At(x, y) != Color::kEmpty) {
        out[y * w + x] = static_cast<int8_t>(b.At(x, y));
        continue;
      }
      std::vector<char> seen(w * h, 0);
      std::vector<Point> todo{{x, y}};
      seen[y * w + x] = 1;
      bool black = false, white = false;
      while (!todo.empty()) {
        Point p = todo.back();
        todo.pop_back();
        const Point next[] = {{p.x - 1, p.y}, {p.x + 1, p.y}, {p.x, p.y - 1}, {p.x, p.y + 1}};
        for (Point n : next) {
          if (!b.OnBoard(n.x, n.y)) continue;
          Color c = b.At(n.x, n.y);
          if (c == Color::kBlack) black = true;
          if (c == Color::kWhite) white = true;
          if (c == Color::kEmpty && !seen[n.y * w + n.x]) {
            seen[n.y * w + n.x] = 1;
            todo.push_back(n);
          }
        }
      }
      out[y * w + x] = black && !white ? 1 : white && !black ? -1 : 0;
    }
  }
  return out;
}

}  // namespace goscore
