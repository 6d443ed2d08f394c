// The bit-parallel path of RegionFinder::OwnershipFromSigns and ClassifyRowsText (boards up to 31
// wide, cpp/board/bit_regions.h) against the flood fill and the reference.
#include "board/bit_regions.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "reference_ownership.h"

namespace goscore {
namespace {

std::vector<int8_t> SignsOf(const Board& b) {
  std::vector<int8_t> signs(b.area());
  b.ToSigns(signs.data());
  return signs;
}

/// OwnershipFromSigns (the bit path up to 31 wide, the flood fill past it) against the flood fill
/// of Ownership(Board) and, on small boards, the reference.
void ExpectOwnershipAgrees(RegionFinder& f, const Board& b, const std::string& what) {
  const std::vector<int8_t> signs = SignsOf(b);
  std::vector<int8_t> got(b.area(), 42), fill(b.area());
  ASSERT_EQ(f.OwnershipFromSigns(signs.data(), b.width(), b.height(), got.data()), -1) << what;
  f.Ownership(b, fill.data());
  ASSERT_EQ(got, fill) << what;
  // The reference costs the area squared: on small boards only (the fill is checked against it
  // on thousands of them above).
  if (b.area() <= 256) {
    ASSERT_EQ(got, ReferenceOwnership(b)) << what;
  }
}

TEST(BitRegions, MatchesTheReferenceOnEveryWidthAndDensity) {
  // Every width from 1 to 33 (the bit path ends at 31), heights from 1 to 40, densities from an
  // empty board to a full one, and colour mixes from all black to all white, through one finder
  // whose buffers grow and shrink with the boards.
  std::mt19937 rng(2026);
  RegionFinder f;
  for (int w = 1; w <= 33; ++w) {
    for (int h : {1, 2, 3, 7, 8, 9, 19, 31, 40}) {
      for (int density : {0, 10, 30, 60, 85, 100}) {
        const int black_share = static_cast<int>(rng() % 101);
        Board b(w, h);
        for (int y = 0; y < h; ++y) {
          for (int x = 0; x < w; ++x) {
            if (static_cast<int>(rng() % 100) < density) {
              b.Set(x, y,
                    static_cast<int>(rng() % 100) < black_share ? Color::kBlack : Color::kWhite);
            }
          }
        }
        ExpectOwnershipAgrees(
            f, b,
            std::to_string(w) + "x" + std::to_string(h) + " at " + std::to_string(density) + "%");
      }
    }
  }
}

TEST(BitRegions, WindingRegionsAcrossEveryRowAndColumn) {
  RegionFinder f;
  for (int n : {5, 19, 30, 31}) {
    // Vertical corridors: walls in every other column, open at alternating ends, so that the one
    // region winds down and up the board n / 2 times (a sweep per turn), with one white stone at
    // its far end and black walls: neutral; then the same with white walls: white.
    for (Color wall : {Color::kBlack, Color::kWhite}) {
      Board b(n, n);
      for (int x = 1; x < n; x += 2) {
        for (int y = 0; y < n; ++y) b.Set(x, y, wall);
        b.Set(x, (x / 2) % 2 == 0 ? n - 1 : 0, Color::kEmpty);
      }
      b.Set(n - 1, n - 1, Color::kWhite);
      ExpectOwnershipAgrees(f, b, "corridors " + std::to_string(n));
    }
    // A spiral wall of black with the white stone at its centre.
    Board spiral(n, n);
    int x0 = 1, y0 = 1, x1 = n - 2, y1 = n - 2;
    while (x0 <= x1 && y0 <= y1) {
      for (int x = x0; x <= x1; ++x) spiral.Set(x, y0, Color::kBlack);
      for (int y = y0; y <= y1; ++y) spiral.Set(x1, y, Color::kBlack);
      for (int x = x0; x <= x1; ++x) spiral.Set(x, y1, Color::kBlack);
      for (int y = y0 + 2; y <= y1; ++y) spiral.Set(x0, y, Color::kBlack);
      x0 += 2, y0 += 2, x1 -= 2, y1 -= 2;
    }
    spiral.Set(n / 2, n / 2, Color::kWhite);
    ExpectOwnershipAgrees(f, spiral, "spiral " + std::to_string(n));
  }
}

TEST(BitRegions, GivesUpOnStackedMazesAndTheFillAnswers) {
  // Bands of vertical corridors, 31 wide, stacked 16 high and joined at alternate ends: one region
  // whose path turns up and down about 240 times, more than kMaxSweeps sweeps can follow. A white
  // stone at its start and black walls make it neutral everywhere, which only a complete search
  // finds. The bit path gives up; RegionFinder's answers come from the flood fill.
  constexpr int kWidth = 31;
  constexpr int kBands = 16;
  Board b(kWidth, kBands * 12);
  for (int band = 0; band < kBands; ++band) {
    const int top = band * 12;
    const int bottom = top + 10;
    for (int x = 1; x < kWidth; x += 2) {
      for (int y = top; y <= bottom; ++y) b.Set(x, y, Color::kBlack);
      b.Set(x, (x / 2) % 2 == 0 ? bottom : top, Color::kEmpty);
    }
    if (band + 1 < kBands) {
      for (int x = 0; x < kWidth; ++x) b.Set(x, bottom + 1, Color::kBlack);
      b.Set(band % 2 == 0 ? kWidth - 1 : 0, bottom + 1, Color::kEmpty);
    }
  }
  b.Set(0, 0, Color::kWhite);
  const std::vector<int8_t> signs = SignsOf(b);
  std::vector<int8_t> out(b.area());
  BitRegions bits;
  EXPECT_EQ(bits.OwnershipFromSigns(signs.data(), b.width(), b.height(), out.data()),
            BitRegions::kTooWinding);
  RegionFinder f;
  ExpectOwnershipAgrees(f, b, "stacked mazes");
  f.OwnershipFromSigns(signs.data(), b.width(), b.height(), out.data());
  for (int i = 0; i < b.area(); ++i) {
    if (signs[i] == 0) {
      ASSERT_EQ(out[i], 0) << "point " << i << " is neutral";
    }
  }
  // The same board as rows text, through getTerritories' fast path.
  std::string text;
  for (const std::string& row : b.ToRows()) text += row + "\n";
  EXPECT_EQ(bits.ClassifyRowsText(text, b.width(), b.height(), out.data()),
            BitRegions::TextResult::kTooWinding);
  std::vector<int8_t> want(b.area()), got(text.size());
  f.Classify(b, want.data());
  int gw = 0, gh = 0;
  ASSERT_TRUE(f.ClassifyRowsText(text, got.data(), &gw, &gh));
  got.resize(want.size());
  EXPECT_EQ(got, want);
  // One band alone winds about 15 times: within the bit path's reach.
  Board band(kWidth, 11);
  for (int y = 0; y < 11; ++y) {
    for (int x = 0; x < kWidth; ++x) band.Set(x, y, b.At(x, y));
  }
  std::vector<int8_t> band_out(band.area());
  EXPECT_EQ(bits.OwnershipFromSigns(SignsOf(band).data(), kWidth, 11, band_out.data()), -1);
  ExpectOwnershipAgrees(f, band, "one band");
}

TEST(BitRegions, ColoursMeetAtTheEdgesOfTheHalves) {
  // Stones and regions on the first and last columns of a 31-wide board, where a shift or a carry
  // would leave one colour's half of the word for the other's if the guard bits failed.
  RegionFinder f;
  for (int h : {1, 2, 5}) {
    Board b(31, h);
    b.Set(0, 0, Color::kWhite);
    b.Set(30, h - 1, Color::kBlack);
    ExpectOwnershipAgrees(f, b, "corners");
    for (int y = 0; y < h; ++y) b.Set(1, y, Color::kBlack), b.Set(29, y, Color::kWhite);
    ExpectOwnershipAgrees(f, b, "walls by the edges");
    Board row(31, h);
    row.Set(15, 0, Color::kBlack);
    ExpectOwnershipAgrees(f, row, "one stone");
  }
}

TEST(BitRegions, ReportsTheFirstBadSignWherever) {
  // A bad value at every index of boards whose area is and is not a multiple of eight, with a
  // second bad one after it: the first is reported, and the finder keeps working.
  RegionFinder f;
  for (auto [w, h] :
       {std::pair{19, 19}, std::pair{31, 3}, std::pair{7, 3}, std::pair{8, 2}, std::pair{1, 1}}) {
    const int area = w * h;
    std::vector<int8_t> out(area);
    for (int8_t bad : {int8_t{2}, int8_t{-2}, int8_t{127}, int8_t{-128}, int8_t{0x7E}}) {
      for (int i = 0; i < area; ++i) {
        std::vector<int8_t> signs(area, 0);
        for (int k = 0; k < area; ++k) signs[k] = static_cast<int8_t>(k % 3 - 1);
        signs[i] = bad;
        if (i + 3 < area) signs[i + 3] = 5;
        ASSERT_EQ(f.OwnershipFromSigns(signs.data(), w, h, out.data()), i)
            << w << "x" << h << " value " << int{bad};
      }
    }
    Board b(w, h);
    b.Set(0, 0, Color::kBlack);
    ExpectOwnershipAgrees(f, b, "after the errors");
  }
}

TEST(BitRegions, ClassifiesRowsTextOnEveryWidth) {
  // ClassifyRowsText (the bit path up to 31 wide, the fill past it) against Classify(Board), with
  // and without the last newline, ' ' and '.' mixed.
  std::mt19937 rng(7);
  RegionFinder f;
  for (int w = 1; w <= 33; ++w) {
    for (int h : {1, 2, 5, 19, 33}) {
      for (int density : {0, 25, 70, 100}) {
        std::string text;
        for (int y = 0; y < h; ++y) {
          for (int x = 0; x < w; ++x) {
            text += static_cast<int>(rng() % 100) >= density ? (rng() % 2 ? ' ' : '.')
                    : rng() % 2                              ? 'B'
                                                             : 'W';
          }
          if (y + 1 < h || rng() % 2) text += '\n';
        }
        Board b;
        ASSERT_TRUE(ParseRowsText(text, &b).ok());
        std::vector<int8_t> want(b.area()), got(text.size(), 42);
        f.Classify(b, want.data());
        int gw = 0, gh = 0;
        ASSERT_TRUE(f.ClassifyRowsText(text, got.data(), &gw, &gh)) << text;
        EXPECT_EQ(gw, w);
        EXPECT_EQ(gh, h);
        got.resize(want.size());
        ASSERT_EQ(got, want) << text;
      }
    }
  }
}

TEST(BitRegions, RefusesRowsTextWithABadByteAnywhere) {
  // Every position of boards 19 and 31 wide (bit path) and 33 wide (fill), each byte that is not a
  // point: refused, so that the caller's parser can name the problem. The finder keeps working.
  RegionFinder f;
  for (int w : {19, 31, 33}) {
    const int h = 3;
    std::string good;
    for (int y = 0; y < h; ++y) good += std::string(w, 'B').replace(1, 2, " .") + "\n";
    std::vector<int8_t> out(good.size());
    int gw = 0, gh = 0;
    ASSERT_TRUE(f.ClassifyRowsText(good, out.data(), &gw, &gh));
    for (size_t i = 0; i < good.size(); ++i) {
      const bool separator = good[i] == '\n';
      for (char bad :
           {'b', 'w', 'X', '\r', '\t', '\0', '\n', static_cast<char>(0xC2), static_cast<char>(0x80),
            static_cast<char>(0xFF), static_cast<char>('B' + 128)}) {
        if (bad == good[i] || (separator && i + 1 == good.size())) continue;
        std::string text = good;
        text[i] = bad;
        EXPECT_FALSE(f.ClassifyRowsText(text, out.data(), &gw, &gh))
            << w << " wide, byte " << i << " = " << int{static_cast<unsigned char>(bad)};
      }
    }
    ASSERT_TRUE(f.ClassifyRowsText(good, out.data(), &gw, &gh));
    EXPECT_EQ(out[1], 1);  // the ' ' and '.' between black stones are black's
    EXPECT_EQ(out[0], 0);
  }
}

}  // namespace
}  // namespace goscore
