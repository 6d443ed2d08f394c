#include "board/bit_regions.h"

#include <algorithm>
#include <cstring>

#include "board/byte_bits.h"

namespace goscore {

namespace {

using namespace byte_bits;  // NOLINT: the byte helpers read as arithmetic here

constexpr uint64_t kLowHalf = 0xFFFFFFFFull;

/// The eight bits of a byte as bytes 0 or 1, for every byte.
struct SpreadTable {
  uint64_t bytes[256];
  constexpr SpreadTable() : bytes() {
    for (int b = 0; b < 256; ++b) {
      uint64_t v = 0;
      for (int k = 0; k < 8; ++k) v |= uint64_t{(b >> k) & 1u} << (8 * k);
      bytes[b] = v;
    }
  }
};
constexpr SpreadTable kSpreadTable;
inline uint64_t SpreadToBytes(uint64_t bits) { return kSpreadTable.bytes[bits]; }

/// Closes a row's reach `r` (a subset of the row's empty points `e`) along the row: every run of
/// empty points holding a reached point becomes reached.
inline uint64_t CloseRow(uint64_t r, uint64_t e) {
  if (((r << 1 | r >> 1) & e & ~r) == 0) return r;  // no empty point beside it to take
  // Upward: adding r to e carries from each reached point to the top of its run.
  uint64_t g = (((r + e) ^ e) & e) | r;
  // Downward: Kogge-Stone occluded fill, propagating through e only, 1 + 2 + 4 + 8 + 16 points.
  uint64_t p = e;
  g |= p & (g >> 1);
  p &= p >> 1;
  g |= p & (g >> 2);
  p &= p >> 2;
  g |= p & (g >> 4);
  p &= p >> 4;
  g |= p & (g >> 8);
  p &= p >> 8;
  g |= p & (g >> 16);
  return g;
}

}  // namespace

void BitRegions::PrepareRows(int height) {
  n_ = static_cast<size_t>(height) + 2;
  if (rows_.size() < 3 * n_) rows_.resize(3 * n_);
  uint64_t* empty = rows_.data();
  empty[0] = empty[n_] = empty[2 * n_] = 0;                   // above: empty, stones, reach
  empty[n_ - 1] = empty[2 * n_ - 1] = empty[3 * n_ - 1] = 0;  // below
}

void BitRegions::SetRow(int y, int width, uint64_t black, uint64_t white) {
  const uint64_t e = ((uint64_t{1} << width) - 1) & ~(black | white);
  rows_[y + 1] = e | (e << 32);
  rows_[n_ + y + 1] = black | (white << 32);
}

int64_t BitRegions::LoadSigns(const int8_t* signs, int width, int height) {
  PrepareRows(height);
  const size_t area = static_cast<size_t>(width) * height;
  for (int y = 0; y < height; ++y) {
    const size_t start = static_cast<size_t>(y) * width;
    uint64_t b = 0;
    uint64_t w = 0;
    for (int x = 0; x < width; x += 8) {
      // Eight points, the row's own only (the next row's bytes read along are cleared).
      const uint64_t v = ReadEight(signs, start + x, area, width - x);
      // A byte is black (1) with bit 0 set and bit 7 clear, white (-1 = 0xFF) with bit 7 set.
      const uint64_t negative = (v >> 7) & kOnes;
      const uint64_t black = v & ~(v >> 7) & kOnes;
      // Valid bytes: 0 and 1 (no bit but bit 0), 0xFF (nothing once flipped).
      const uint64_t flipped = v ^ (negative * 0xFF);
      if (((flipped & ~kOnes) | (flipped & negative)) != 0) {
        for (size_t k = start + x;; ++k) {
          if (signs[k] < -1 || signs[k] > 1) return static_cast<int64_t>(k);
        }
      }
      b |= Gather(black) << x;
      w |= Gather(negative) << x;
    }
    SetRow(y, width, b, w);
  }
  return -1;
}

bool BitRegions::LoadRowsText(std::string_view text, int width, int height) {
  PrepareRows(height);
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  for (int y = 0; y < height; ++y) {
    const size_t start = static_cast<size_t>(y) * (width + 1);
    if (y + 1 < height && bytes[start + width] != '\n') return false;
    uint64_t b = 0;
    uint64_t w = 0;
    for (int x = 0; x < width; x += 8) {
      const int keep = width - x < 8 ? width - x : 8;
      const uint64_t v = ReadEight(bytes, start + x, text.size(), keep);
      const uint64_t black = ZeroBytes(v ^ (kOnes * 'B'));
      const uint64_t white = ZeroBytes(v ^ (kOnes * 'W'));
      const uint64_t empty_point = ZeroBytes(v ^ (kOnes * ' ')) | ZeroBytes(v ^ (kOnes * '.'));
      // Every byte of the row is one of the four; the bytes past it (cleared) count as fine.
      const uint64_t past = kHighs & ~KeepMask(keep);
      if ((black | white | empty_point | past) != kHighs) return false;
      b |= Gather(black >> 7) << x;
      w |= Gather(white >> 7) << x;
    }
    SetRow(y, width, b, w);
  }
  return true;
}

bool BitRegions::Reach(int height) {
  const size_t n = static_cast<size_t>(height) + 2;
  const uint64_t* empty = rows_.data();    // the row's empty points, in both halves
  const uint64_t* stones = empty + n;      // black stones in the low half, white in the high half
  uint64_t* reach = rows_.data() + 2 * n;  // black's reach in the low half, white's in the high
  // Seeds: the empty neighbours of each colour's stones. A shift out of the board lands on a bit
  // that is never empty.
  for (size_t y = 1; y + 1 < n; ++y) {
    const uint64_t s = stones[y];
    reach[y] = CloseRow((s << 1 | s >> 1 | stones[y - 1] | stones[y + 1]) & empty[y], empty[y]);
  }
  // Sweep down, then up, until a sweep changes nothing: a row that the rows beside it (the one
  // just swept already updated) reach into at a new point takes those points and is closed along
  // itself; most rows of a finished position take nothing, at the cost of one test.
  for (int sweep = 0;; ++sweep) {
    if (sweep == kMaxSweeps) return false;
    const bool down = sweep % 2 == 0;
    bool changed = false;
    for (size_t i = 1; i + 1 < n; ++i) {
      const size_t y = down ? i : n - 1 - i;
      const uint64_t gained = (reach[y - 1] | reach[y + 1]) & empty[y] & ~reach[y];
      if (gained == 0) continue;
      reach[y] = CloseRow(reach[y] | gained, empty[y]);
      changed = true;
    }
    if (!changed) return true;
  }
}

template <bool kClasses>
void BitRegions::Store(int width, int height, int8_t* out) {
  const size_t n = static_cast<size_t>(height) + 2;
  const uint64_t* empty = rows_.data();
  const uint64_t* stones = empty + n;
  const uint64_t* reach = stones + n;
  const size_t area = static_cast<size_t>(width) * height;
  for (int y = 0; y < height; ++y) {
    const uint64_t s = stones[y + 1];
    const uint64_t r = reach[y + 1];
    const uint64_t only_black = r & ~(r >> 32) & kLowHalf;  // reached by black alone
    const uint64_t only_white = (r >> 32) & ~r;             // by white alone
    // Ownership: 1 black, -1 (0xFF) white, else 0. Classes: 0 a stone, 1 a black region, 2 a white
    // one, 3 a neutral one.
    const uint64_t first = kClasses ? only_black : (s & kLowHalf) | only_black;
    const uint64_t second = kClasses ? only_white : (s >> 32) | only_white;
    const uint64_t third = kClasses ? empty[y + 1] & kLowHalf & ~(only_black | only_white) : 0;
    constexpr uint64_t kSecond = kClasses ? 2 : 0xFF;
    const size_t start = static_cast<size_t>(y) * width;
    for (int x = 0; x < width; x += 8) {
      // Eight points; past the row's end they spill into the next row, which overwrites them.
      uint64_t bytes =
          SpreadToBytes((first >> x) & 0xFF) | SpreadToBytes((second >> x) & 0xFF) * kSecond;
      if (kClasses) bytes |= SpreadToBytes((third >> x) & 0xFF) * 3;
      const size_t i = start + x;
      if (i + 8 <= area) {
        std::memcpy(out + i, &bytes, 8);
      } else {
        for (size_t k = 0; i + k < area; ++k) out[i + k] = static_cast<int8_t>(bytes >> (8 * k));
      }
    }
  }
}

int64_t BitRegions::OwnershipFromSigns(const int8_t* signs, int width, int height, int8_t* out) {
  const int64_t bad = LoadSigns(signs, width, height);
  if (bad >= 0) return bad;
  if (!Reach(height)) return kTooWinding;
  Store<false>(width, height, out);
  return -1;
}

BitRegions::TextResult BitRegions::ClassifyRowsText(std::string_view text, int width, int height,
                                                    int8_t* out) {
  if (!LoadRowsText(text, width, height)) return TextResult::kNotCanonical;
  if (!Reach(height)) return TextResult::kTooWinding;
  Store<true>(width, height, out);
  return TextResult::kDone;
}

}  // namespace goscore
