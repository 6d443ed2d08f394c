// The optimised life analysis (cpp/life/) against the implementation it replaced, kept verbatim
// under tests/cpp/life_reference/ (namespace goscore::reference): on thousands of random
// positions with random dead marks, the pass-alive map (with and without multi-stone suicide) and
// all six territory maps must be identical. The reference's own correctness is what LifeBenson,
// LifeTerritory and LifeProperties (life_test.cpp) established before the speed work.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "board/board.h"
#include "life/benson.h"
#include "life/territory.h"

// The reference is compiled here (one translation unit): the test glob takes tests/cpp/*_test.cpp
// only, and the reference must not be part of goscore_core.
#include "life_reference/benson.cpp"
#include "life_reference/eyes.cpp"
#include "life_reference/territory.cpp"

namespace goscore {
namespace {

// A position played out by random legal moves (captures applied, suicide refused, never filling
// one's own single-point eye), stopped after a random number of moves or two passes; or, one time
// in four, cells filled at random (not necessarily legal: chains without liberties included),
// which the analysis accepts too.
Board RandomBoard(std::mt19937& rng, int w, int h) {
  Board b(w, h);
  int8_t* cells = b.mutable_cells();
  if (std::uniform_int_distribution<int>(0, 3)(rng) == 0) {
    const double empty = std::uniform_real_distribution<double>(0.05, 0.6)(rng);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const double u = std::uniform_real_distribution<double>(0, 1)(rng);
        cells[b.Loc(x, y)] = u < empty ? 0 : (u < (1 + empty) / 2 ? 1 : -1);
      }
    }
    return b;
  }
  const int stride = b.stride();
  const int adj[4] = {-stride, stride, -1, 1};
  std::vector<int> seen(b.padded_size(), 0), chain;
  int generation = 0;
  auto liberties = [&](int start) {  // of the chain through start; fills `chain`
    ++generation;
    chain.assign(1, start);
    seen[start] = generation;
    int libs = 0;
    for (size_t i = 0; i < chain.size(); ++i) {
      for (int d : adj) {
        const int a = chain[i] + d;
        if (seen[a] == generation) continue;
        seen[a] = generation;
        if (cells[a] == 0)
          ++libs;
        else if (cells[a] == cells[start])
          chain.push_back(a);
      }
    }
    return libs;
  };
  const int limit = std::uniform_int_distribution<int>(0, 3 * w * h)(rng);
  int8_t color = 1;
  std::vector<int> cand;
  for (int move = 0, passes = 0; move < limit && passes < 2;
       ++move, color = static_cast<int8_t>(-color)) {
    cand.clear();
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const int loc = b.Loc(x, y);
        if (cells[loc] != 0) continue;
        bool own_eye = true;
        for (int d : adj) own_eye &= cells[loc + d] == color || cells[loc + d] == Board::kWall;
        if (!own_eye) cand.push_back(loc);
      }
    }
    std::shuffle(cand.begin(), cand.end(), rng);
    bool played = false;
    for (int loc : cand) {
      cells[loc] = color;
      for (int d : adj) {
        if (cells[loc + d] == -color && liberties(loc + d) == 0) {
          for (int c : chain) cells[c] = 0;
        }
      }
      if (liberties(loc) == 0) {
        cells[loc] = 0;
        continue;
      }
      played = true;
      break;
    }
    passes = played ? 0 : passes + 1;
  }
  return b;
}

// Dead marks: whole chains with probability p, and (half the time) single stones at random, so
// that masks splitting a chain are compared too.
std::vector<uint8_t> RandomDead(std::mt19937& rng, const Board& board) {
  const int w = board.width(), h = board.height();
  std::vector<uint8_t> dead(static_cast<size_t>(w) * h, 0);
  std::vector<int> label(static_cast<size_t>(w) * h, -1), stack;
  const double p = std::uniform_real_distribution<double>(0, 0.4)(rng);
  for (int i = 0; i < w * h; ++i) {
    const Color c = board.At(i % w, i / w);
    if (c == Color::kEmpty || label[i] >= 0) continue;
    const bool mark = std::bernoulli_distribution(p)(rng);
    stack.assign(1, i);
    label[i] = i;
    while (!stack.empty()) {
      const int q = stack.back();
      stack.pop_back();
      dead[q] = mark;
      const int qx = q % w, qy = q / w;
      const int nb[4][2] = {{qx - 1, qy}, {qx + 1, qy}, {qx, qy - 1}, {qx, qy + 1}};
      for (const auto& n : nb) {
        if (!board.OnBoard(n[0], n[1]) || board.At(n[0], n[1]) != c) continue;
        const int k = n[1] * w + n[0];
        if (label[k] < 0) label[k] = i, stack.push_back(k);
      }
    }
  }
  if (std::bernoulli_distribution(0.5)(rng)) {
    for (int i = 0; i < w * h; ++i) {
      if (board.At(i % w, i / w) != Color::kEmpty && std::bernoulli_distribution(0.05)(rng)) {
        dead[i] = !dead[i];
      }
    }
  }
  return dead;
}

TEST(LifeReference, RandomPositionsGiveIdenticalMaps) {
  std::mt19937 rng(20261201);
  LifeAnalyzer fast;  // reused across sizes, as a binding does
  reference::LifeAnalyzer slow;
  BensonAnalyzer fast_benson;
  const int sizes[][2] = {{1, 1}, {2, 1},  {1, 6},   {4, 2},   {3, 3},   {5, 5},   {6, 9},
                          {9, 9}, {11, 7}, {13, 13}, {19, 19}, {19, 19}, {19, 19}, {25, 25}};
  const int num_sizes = static_cast<int>(sizeof(sizes) / sizeof(sizes[0]));
  int seki_points = 0, territory_points = 0, false_points = 0, alive_points = 0;
  int two_eyes = 0, one_eye = 0;
  for (int t = 0; t < 2000; ++t) {
    const auto& size = sizes[t % num_sizes];
    const Board board = RandomBoard(rng, size[0], size[1]);
    const int area = board.area();
    for (bool suicide : {false, true}) {
      std::vector<int8_t> want, got;
      reference::PassAliveMap(board, suicide, &want);
      PassAliveMap(board, suicide, &got);
      ASSERT_EQ(got, want) << "PassAliveMap, position " << t << " suicide " << suicide;
      std::vector<int8_t> reused(static_cast<size_t>(area));
      fast_benson.Compute(board, suicide, reused.data());
      ASSERT_EQ(reused, want) << "BensonAnalyzer reused, position " << t;
      for (int8_t v : want) alive_points += v != 0;
    }
    for (int k = 0; k < 2; ++k) {
      const std::vector<uint8_t> dead = RandomDead(rng, board);
      const uint8_t* mask = k == 0 && t % 3 == 0 ? nullptr : dead.data();
      for (bool sfe : {false, true}) {
        TerritoryAnalysis got;
        reference::TerritoryAnalysis want;
        ASSERT_TRUE(fast.Analyze(board, mask, sfe, &got).ok());
        ASSERT_TRUE(slow.Analyze(board, mask, sfe, &want).ok());
        const std::string where = "position " + std::to_string(t) + " mask " + std::to_string(k) +
                                  " scoreFalseEyes " + std::to_string(sfe);
        ASSERT_EQ(got.width, want.width) << where;
        ASSERT_EQ(got.height, want.height) << where;
        ASSERT_EQ(got.territory, want.territory) << where;
        ASSERT_EQ(got.seki, want.seki) << where;
        ASSERT_EQ(got.false_eye, want.false_eye) << where;
        ASSERT_EQ(got.unscorable_false_eye, want.unscorable_false_eye) << where;
        ASSERT_EQ(got.dame, want.dame) << where;
        ASSERT_EQ(got.eye_value, want.eye_value) << where;
        for (int i = 0; i < area; ++i) {
          seki_points += want.seki[i] != 0;
          territory_points += want.territory[i] != 0;
          false_points += want.false_eye[i];
          two_eyes += want.eye_value[i] == 2;
          one_eye += want.eye_value[i] == 1;
        }
      }
    }
  }
  // The positions exercise every map.
  EXPECT_GT(seki_points, 1000);
  EXPECT_GT(territory_points, 10000);
  EXPECT_GT(false_points, 100);
  EXPECT_GT(alive_points, 10000);
  EXPECT_GT(two_eyes, 1000);
  EXPECT_GT(one_eye, 1000);
}

// The pass-alive map labels its chains and regions over bit words of the padded board (64 points
// a word): boards whose rows cross word boundaries, rows of exactly one or two words (width 63 or
// 127: the stride is a multiple of 64), wider rows, and one-point-wide columns, against the
// reference.
TEST(LifeReference, WideAndNarrowBoardsGiveIdenticalPassAliveMaps) {
  std::mt19937 rng(20261204);
  BensonAnalyzer reused;
  const int sizes[][2] = {{62, 3},  {63, 4}, {64, 3},  {65, 2},  {127, 2}, {128, 3}, {200, 1},
                          {1, 130}, {2, 70}, {52, 52}, {70, 33}, {1, 1},   {19, 19}};
  int alive_points = 0;
  for (int t = 0; t < 39; ++t) {  // three of each
    const auto& size = sizes[t % (sizeof(sizes) / sizeof(sizes[0]))];
    const Board board = RandomBoard(rng, size[0], size[1]);
    for (bool suicide : {false, true}) {
      std::vector<int8_t> want, got(static_cast<size_t>(board.area()));
      reference::PassAliveMap(board, suicide, &want);
      reused.Compute(board, suicide, got.data());
      ASSERT_EQ(got, want) << size[0] << "x" << size[1] << ", position " << t << " suicide "
                           << suicide;
      for (int8_t v : want) alive_points += v != 0;
    }
  }
  EXPECT_GT(alive_points, 3000);  // the positions hold something to compare
}

}  // namespace
}  // namespace goscore
