// The SGF reader on large and hostile records: nothing is recursive, nothing is quadratic.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "game/game.h"
#include "hostile_sgf.h"
#include "scoring/scoring.h"
#include "sgf/sgf.h"
#include "sgf_test_util.h"

namespace goscore {
namespace {

using namespace sgf_test;

// --- Size and shape limits: nothing is recursive, nothing is quadratic ---
// What the reader makes of each shape is tested here; how its time grows with the size (linearly)
// is measured by the benchmark (BM_SgfHostile in bench/core_bench.cpp, docs/BENCHMARKS.md), not
// by timing a test. A hang would stop the suite at CTest's timeout (CMakeLists.txt).

constexpr size_t kTenMegabytes = 10 * 1000 * 1000;

TEST(SgfLimits, DeepNesting) {
  constexpr int kDepth = 10000;
  const std::string text = hostile_sgf::DeepNesting(kDepth);
  const SgfRecord rec = MustParse(text);
  ASSERT_EQ(rec.moves.size(), static_cast<size_t>(kDepth + 1));
  EXPECT_EQ(rec.moves.back().node, kDepth + 1);
  EXPECT_FALSE(rec.moves.back().pass);

  // Every level a variation of the side line: the main line is just the root.
  std::string side = "(;SZ[19](;B[aa])";
  for (int i = 0; i < kDepth; ++i) side += "(;B[]";
  side += std::string(kDepth + 1, ')');
  EXPECT_EQ(MustParse(side).moves.size(), 1u);

  // Unclosed at depth 10,000: refused, not crashed.
  std::string open = "(;SZ[19]";
  for (int i = 0; i < kDepth; ++i) open += "(;B[]";
  EXPECT_EQ(ParseError(open), "unexpected end of input at byte " + std::to_string(open.size()) +
                                  ": 10001 game trees are not closed with ')'");
  // Only brackets, a million deep.
  EXPECT_EQ(ParseError("(;" + std::string(1000000, '(')).substr(0, 30),
            "unexpected end of input at byt");

  std::unique_ptr<Game> game = MustBuild(text);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->move_count(), kDepth + 1);
}

TEST(SgfLimits, HundredThousandVariations) {
  const SgfRecord rec = MustParse(hostile_sgf::Variations(100000));
  ASSERT_EQ(rec.moves.size(), 2u);
  EXPECT_EQ(rec.moves[0].point, (Point{0, 0}));
  EXPECT_TRUE(rec.moves[1].pass);
  EXPECT_EQ(rec.komi_tenths, 65);
}

TEST(SgfLimits, TenMegabytes) {
  // A main line of about two million passes.
  const std::string text = hostile_sgf::Passes(kTenMegabytes);
  const SgfRecord rec = MustParse(text);
  EXPECT_EQ(rec.moves.size(), (text.size() - 9) / 5);
  EXPECT_GT(rec.moves.size(), 1999999u);
}

TEST(SgfLimits, TenMegabyteComments) {
  // One 10 MB comment full of escapes, in the root (kept) and in a variation (skipped).
  const SgfRecord rec = MustParse(hostile_sgf::Comments(kTenMegabytes));
  EXPECT_EQ(rec.moves.size(), 2u);
  ASSERT_EQ(rec.root_properties.size(), 1u);
  EXPECT_EQ(rec.root_properties[0].second.substr(0, 16), "text ] \\ more\nte");
  EXPECT_GT(rec.root_properties[0].second.size(), kTenMegabytes * 13 / 16);
}

TEST(SgfLimits, TenMegabytesOfSetupRectangles) {
  // 10 MB of setup rectangles covering the whole 52x52 board: the last word on each point counts.
  const SgfRecord rec = MustParse(hostile_sgf::SetupRectangles(kTenMegabytes));
  EXPECT_TRUE(rec.add_black.empty());
  EXPECT_EQ(rec.add_white.size(), 52u * 52u - 1);
  EXPECT_EQ(rec.add_empty, (std::vector<Point>{{1, 1}}));
}

TEST(SgfLimits, TenMegabytesOfColumnRectangles) {
  const SgfRecord rec = MustParse(hostile_sgf::ColumnRectangles(kTenMegabytes));
  EXPECT_EQ(rec.add_black.size(), 2u * 52u);
  EXPECT_EQ(rec.add_white.size(), 52u);
  ASSERT_EQ(rec.moves.size(), 1u);
  EXPECT_GT(rec.moves[0].node, 300000);
}

TEST(SgfLimits, PastTheMaximumSizeIsRefused) {
  // One byte past 32 MiB: refused before any reading, whatever it holds (here empty values, which
  // would otherwise cost four bytes of bookkeeping each). At the maximum a record is still read.
  const std::string over = hostile_sgf::EmptyValues(kSgfMaxBytes + 1);
  ASSERT_GT(over.size(), kSgfMaxBytes);
  EXPECT_EQ(ParseError(over),
            "the record is " + std::to_string(over.size()) +
                " bytes; records longer than 33554432 bytes (32 MiB) are not read");
  EXPECT_EQ(GameError(over).substr(0, 14), "the record is ");
  std::string at_limit = "(;SZ[9]C[";
  at_limit += std::string(kSgfMaxBytes - at_limit.size() - 2, 'x') + "])";
  ASSERT_EQ(at_limit.size(), kSgfMaxBytes);
  const SgfRecord rec = MustParse(at_limit);
  ASSERT_EQ(rec.root_properties.size(), 1u);
  EXPECT_EQ(rec.root_properties[0].second.size(), kSgfMaxBytes - 11);
}

TEST(SgfLimits, TenMegabytesOfEmptyValues) {
  // 10 MB of empty values of an unknown root property: refused before it costs gigabytes.
  EXPECT_EQ(ParseError(hostile_sgf::EmptyValues(kTenMegabytes)),
            "the root node has more than 100000 property values");
}

}  // namespace
}  // namespace goscore
