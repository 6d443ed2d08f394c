#include "corpus.h"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace goscore::bench {

namespace {

/// Whether (x, y) is a single-point eye of `color`: every neighbour on the board is its stone.
bool IsOwnEye(const Board& board, int x, int y, Color color) {
  const int8_t* cells = board.cells();
  const int loc = board.Loc(x, y);
  const int8_t own = static_cast<int8_t>(color);
  for (int n : {loc - board.stride(), loc - 1, loc + 1, loc + board.stride()}) {
    if (cells[n] != own && cells[n] != Board::kWall) return false;
  }
  return true;
}

uint64_t Seed(int size, int index) {
  return 0x676F73636F726521ULL ^ (static_cast<uint64_t>(size) << 32) ^ static_cast<uint64_t>(index);
}

}  // namespace

GameRules CorpusRules() {
  GameRules rules;
  rules.ko = KoRule::kPositionalSuperko;
  return rules;
}

int PlayRandomGame(Game& game, Rng& rng) {
  const Board& board = game.board();
  const int width = board.width();
  const int area = board.area();
  // The empty points, with each point's index in the list, so that a stone removes its point in
  // O(1) and captures add theirs back.
  std::vector<int> empties;
  std::vector<int> slot(area, -1);
  empties.reserve(area);
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < width; ++x) {
      if (board.At(x, y) == Color::kEmpty) {
        slot[y * width + x] = static_cast<int>(empties.size());
        empties.push_back(y * width + x);
      }
    }
  }
  auto swap_slots = [&](int a, int b) {
    std::swap(empties[a], empties[b]);
    slot[empties[a]] = a;
    slot[empties[b]] = b;
  };
  std::vector<Point> captured;
  Color color = Color::kBlack;
  int passes = 0;
  int actions = 0;
  while (passes < 2 && actions < 3 * area) {
    // Draw candidates without replacement: a rejected point moves past the end of the untried part.
    int untried = static_cast<int>(empties.size());
    int chosen = -1;
    while (untried > 0) {
      const int k = static_cast<int>(rng.Below(static_cast<uint32_t>(untried)));
      const int p = empties[k];
      const int x = p % width;
      const int y = p / width;
      if (!IsOwnEye(board, x, y, color) && game.Check(color, x, y) == MoveVerdict::kLegal) {
        chosen = p;
        break;
      }
      swap_slots(k, untried - 1);
      --untried;
    }
    if (chosen < 0) {
      (void)game.Pass(color);
      ++passes;
    } else {
      (void)game.Play(color, chosen % width, chosen / width, &captured);
      swap_slots(slot[chosen], static_cast<int>(empties.size()) - 1);
      empties.pop_back();
      slot[chosen] = -1;
      for (const Point& c : captured) {
        const int q = c.y * width + c.x;
        slot[q] = static_cast<int>(empties.size());
        empties.push_back(q);
      }
      passes = 0;
    }
    ++actions;
    color = Opponent(color);
  }
  return actions;
}

CorpusPosition GeneratePosition(int size, int index) {
  Rng rng(Seed(size, index));
  Game game(size, size, CorpusRules());
  CorpusPosition pos;
  pos.moves = PlayRandomGame(game, rng);
  pos.board = game.board();
  pos.captures_black = game.captures_by(Color::kBlack);
  pos.captures_white = game.captures_by(Color::kWhite);
  // Marks dead the smallest chain of each colour (the first by id on a tie), so that territory
  // scoring has dead stones to lift on every board.
  const std::vector<ChainInfo> chains = game.Chains();
  for (Color c : {Color::kBlack, Color::kWhite}) {
    const ChainInfo* smallest = nullptr;
    for (const ChainInfo& chain : chains) {
      if (chain.color == c && (!smallest || chain.stones.size() < smallest->stones.size())) {
        smallest = &chain;
      }
    }
    if (smallest) pos.dead.push_back(smallest->stones.front());
  }
  return pos;
}

bool WriteCorpus(const std::string& dir, const std::vector<int>& sizes, int count) {
  for (int size : sizes) {
    std::ofstream out(dir + "/" + std::to_string(size) + ".txt");
    if (!out) return false;
    for (int i = 0; i < count; ++i) {
      const CorpusPosition pos = GeneratePosition(size, i);
      std::string cells;
      cells.reserve(pos.board.area());
      for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
          const Color c = pos.board.At(x, y);
          cells += c == Color::kBlack ? 'B' : c == Color::kWhite ? 'W' : '.';
        }
      }
      std::string dead;
      for (const Point& p : pos.dead) {
        if (!dead.empty()) dead += ';';
        dead += std::to_string(p.x) + "," + std::to_string(p.y);
      }
      out << size << ' ' << size << ' ' << cells << ' ' << pos.moves << ' ' << pos.captures_black
          << ' ' << pos.captures_white << ' ' << (dead.empty() ? "-" : dead) << '\n';
    }
    if (!out) return false;
  }
  return true;
}

std::vector<CorpusPosition> ReadCorpus(const std::string& dir, int size) {
  std::vector<CorpusPosition> corpus;
  std::ifstream in(dir + "/" + std::to_string(size) + ".txt");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    int width = 0;
    int height = 0;
    std::string cells;
    std::string dead;
    CorpusPosition pos;
    if (!(fields >> width >> height >> cells >> pos.moves >> pos.captures_black >>
          pos.captures_white >> dead) ||
        !Board::CheckSize(width, height).ok() ||
        cells.size() != static_cast<size_t>(width) * height) {
      return {};
    }
    std::vector<int8_t> signs(cells.size());
    for (size_t i = 0; i < cells.size(); ++i) {
      signs[i] = cells[i] == 'B' ? 1 : cells[i] == 'W' ? -1 : 0;
    }
    if (!ParseSigns(signs.data(), width, height, &pos.board).ok()) return {};
    if (dead != "-") {
      std::istringstream points(dead);
      std::string point;
      while (std::getline(points, point, ';')) {
        const size_t comma = point.find(',');
        if (comma == std::string::npos) return {};
        pos.dead.push_back({std::stoi(point.substr(0, comma)), std::stoi(point.substr(comma + 1))});
      }
    }
    corpus.push_back(std::move(pos));
  }
  return corpus;
}

Board TiledBoard(const std::vector<CorpusPosition>& tiles, int size, int variant) {
  Board board(size, size);
  const int tile = tiles.front().board.width();
  const int across = (size + tile - 1) / tile;
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      const int t = (y / tile) * across + x / tile;
      const Board& src = tiles[(t + variant) % tiles.size()].board;
      board.Set(x, y, src.At(x % tile, y % tile));
    }
  }
  return board;
}

std::string OgsDatasetPath() {
  if (const char* dir = std::getenv("GOSCORE_DATASETS_DIR"); dir != nullptr && *dir != '\0') {
    return std::string(dir) + "/ogs-autoscore.json";
  }
  const std::string here = __FILE__;  // .../bench/corpus.cpp
  return here.substr(0, here.find_last_of('/')) + "/../../shared/datasets/ogs-autoscore.json";
}

}  // namespace goscore::bench
