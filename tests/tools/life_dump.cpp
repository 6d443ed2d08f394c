// life_dump: prints the life analysis of positions read from stdin, one job a line, so that a
// script can compare it with another implementation (goscorer) point for point.
//
// Job: "W H SCORE_FALSE_EYES BOARD" with BOARD width * height characters row-major: 'B' / 'W' a
// living stone, 'b' / 'w' a stone marked dead, '.' empty.
// Output, one line a job: "territory seki false unscorable dame eye pass pass-suicide", each
// width * height characters row-major: territory, seki and the pass-alive maps as 'B' / 'W' / '.',
// the 0/1 maps as '0' / '1', eye values as '0' .. '2'; or "error MESSAGE".
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "board/board.h"
#include "life/benson.h"
#include "life/territory.h"

namespace {

char Sign(int v) { return v > 0 ? 'B' : v < 0 ? 'W' : '.'; }

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  goscore::LifeAnalyzer analyzer;
  goscore::BensonAnalyzer benson;
  goscore::TerritoryAnalysis result;
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    std::istringstream in(line);
    int w = 0, h = 0, score_false_eyes = 0;
    std::string cells;
    in >> w >> h >> score_false_eyes >> cells;
    if (!goscore::Board::CheckSize(w, h).ok() || cells.size() != static_cast<size_t>(w) * h) {
      std::cout << "error bad job\n";
      continue;
    }
    goscore::Board board(w, h);
    std::vector<uint8_t> dead(cells.size(), 0);
    for (int i = 0; i < w * h; ++i) {
      const char c = cells[i];
      const goscore::Color color = (c == 'B' || c == 'b')   ? goscore::Color::kBlack
                                   : (c == 'W' || c == 'w') ? goscore::Color::kWhite
                                                            : goscore::Color::kEmpty;
      board.Set(i % w, i / w, color);
      dead[i] = c == 'b' || c == 'w';
    }
    const goscore::Status s = analyzer.Analyze(board, dead.data(), score_false_eyes != 0, &result);
    if (!s.ok()) {
      std::cout << "error " << s.message() << "\n";
      continue;
    }
    std::string out;
    const size_t n = cells.size();
    for (size_t i = 0; i < n; ++i) out += Sign(result.territory[i]);
    out += ' ';
    for (size_t i = 0; i < n; ++i) out += Sign(result.seki[i]);
    for (const auto* map :
         {&result.false_eye, &result.unscorable_false_eye, &result.dame, &result.eye_value}) {
      out += ' ';
      for (size_t i = 0; i < n; ++i) out += static_cast<char>('0' + (*map)[i]);
    }
    std::vector<int8_t> pass(n);
    for (bool suicide : {false, true}) {
      benson.Compute(board, suicide, pass.data());
      out += ' ';
      for (size_t i = 0; i < n; ++i) out += Sign(pass[i]);
    }
    std::cout << out << "\n";
  }
  return 0;
}
