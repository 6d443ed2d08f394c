#include "bit_regions.h"

#include <algorithm>
#include <cstring>

namespace goscore {

namespace {

constexpr uint64_t kOnes = 0x0101010101010101ull;  // bit 0 of every byte
// Bit 0 of byte k to bit 56 + k: the product's top byte gathers eight flags (no two partial
// products share a bit, so nothing carries).
constexpr uint64_t kGather = 0x0102040810204080ull;
constexpr uint64_t kLowHalf = 0xFFFFFFFFull;

/// Eight bytes of the sign map from index i, zero past the end.
inline uint64_t ReadEight(const int8_t* p, size_t i, size_t end) {
  uint64_t v = 0;
  if (i + 8 <= end) {
    std::memcpy(&v, p + i, 8);
  } else {
    for (size_t k = 0; i + k < end; ++k) v |= uint64_t{static_cast<uint8_t>(p[i + k])} << (8 * k);
  }
  return v;
}

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

/// `width` bits of a flat stream from bit `start`. The stream has a zero word past its end.
inline uint64_t StreamBits(const uint64_t* stream, size_t start, uint64_t mask) {
  const size_t k = start >> 6;
  const unsigned off = start & 63;
  const uint64_t bits = off == 0 ? stream[k] : (stream[k] >> off) | (stream[k + 1] << (64 - off));
  return bits & mask;
}

/// Stores `width` bits into a zeroed flat stream from bit `start`.
inline void PutStreamBits(uint64_t* stream, size_t start, int width, uint64_t bits) {
  const size_t k = start >> 6;
  const unsigned off = start & 63;
  stream[k] |= bits << off;
  if (off + static_cast<unsigned>(width) > 64) stream[k + 1] |= bits >> (64 - off);
}

/// Closes a row's reach `r` (a subset of the row's empty points `e`) along the row: every run of
/// empty points holding a reached point becomes reached.
inline uint64_t CloseRow(uint64_t r, uint64_t e) {
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

int64_t BitRegions::LoadSigns(const int8_t* signs, size_t area) {
  const size_t words = area / 64 + 2;
  if (black_.size() < words) black_.resize(words);
  if (white_.size() < words) white_.resize(words);
  std::fill(black_.begin(), black_.begin() + words, 0);
  std::fill(white_.begin(), white_.begin() + words, 0);
  for (size_t i = 0; i < area; i += 8) {
    const uint64_t v = ReadEight(signs, i, area);
    // A byte is black (1) with bit 0 set and bit 7 clear, white (-1 = 0xFF) with bit 7 set.
    const uint64_t negative = (v >> 7) & kOnes;
    const uint64_t black = v & ~(v >> 7) & kOnes;
    // Valid bytes: 0 and 1 (no bit but bit 0), 0xFF (nothing once flipped).
    const uint64_t flipped = v ^ (negative * 0xFF);
    if (((flipped & ~kOnes) | (flipped & negative)) != 0) {
      for (size_t k = i;; ++k) {
        if (signs[k] < -1 || signs[k] > 1) return static_cast<int64_t>(k);
      }
    }
    black_[i >> 6] |= ((black * kGather) >> 56) << (i & 63);
    white_[i >> 6] |= ((negative * kGather) >> 56) << (i & 63);
  }
  return -1;
}

void BitRegions::Reach(int width, int height) {
  const size_t n = static_cast<size_t>(height) + 2;
  if (rows_.size() < 3 * n) rows_.resize(3 * n);
  uint64_t* empty = rows_.data();  // the row's empty points, in both halves
  uint64_t* stones = empty + n;    // black stones in the low half, white in the high half
  uint64_t* reach = stones + n;    // black's reach in the low half, white's in the high half
  empty[0] = stones[0] = reach[0] = 0;
  empty[n - 1] = stones[n - 1] = reach[n - 1] = 0;
  const uint64_t mask = (uint64_t{1} << width) - 1;
  for (int y = 0; y < height; ++y) {
    const size_t start = static_cast<size_t>(y) * width;
    const uint64_t b = StreamBits(black_.data(), start, mask);
    const uint64_t w = StreamBits(white_.data(), start, mask);
    const uint64_t e = mask & ~(b | w);
    empty[y + 1] = e | (e << 32);
    stones[y + 1] = b | (w << 32);
  }
  // Seeds: the empty neighbours of each colour's stones. A shift out of the board lands on a bit
  // that is never empty.
  for (size_t y = 1; y + 1 < n; ++y) {
    const uint64_t s = stones[y];
    reach[y] = CloseRow((s << 1 | s >> 1 | stones[y - 1] | stones[y + 1]) & empty[y], empty[y]);
  }
  // Sweep down, then up, until a sweep changes nothing: a row that the rows beside it (the one
  // just swept already updated) reach into at a new point takes those points and is closed along
  // itself; most rows of a finished position take nothing, at the cost of one test.
  for (bool down = true;; down = !down) {
    bool changed = false;
    for (size_t i = 1; i + 1 < n; ++i) {
      const size_t y = down ? i : n - 1 - i;
      const uint64_t gained = (reach[y - 1] | reach[y + 1]) & empty[y] & ~reach[y];
      if (gained == 0) continue;
      reach[y] = CloseRow(reach[y] | gained, empty[y]);
      changed = true;
    }
    if (!changed) break;
  }
}

void BitRegions::StoreOwnership(int width, int height, int8_t* out) {
  const size_t n = static_cast<size_t>(height) + 2;
  const uint64_t* stones = rows_.data() + n;
  const uint64_t* reach = stones + n;
  const size_t area = static_cast<size_t>(width) * height;
  std::fill(black_.begin(), black_.begin() + (area / 64 + 2), 0);
  std::fill(white_.begin(), white_.begin() + (area / 64 + 2), 0);
  for (int y = 0; y < height; ++y) {
    const uint64_t s = stones[y + 1];
    const uint64_t r = reach[y + 1];
    const uint64_t rb = r & kLowHalf;
    const uint64_t rw = r >> 32;
    const size_t start = static_cast<size_t>(y) * width;
    PutStreamBits(black_.data(), start, width, (s & kLowHalf) | (rb & ~rw));
    PutStreamBits(white_.data(), start, width, (s >> 32) | (rw & ~rb));
  }
  for (size_t i = 0; i < area; i += 8) {
    const uint64_t b = (black_[i >> 6] >> (i & 63)) & 0xFF;
    const uint64_t w = (white_[i >> 6] >> (i & 63)) & 0xFF;
    const uint64_t bytes = SpreadToBytes(b) | (SpreadToBytes(w) * 0xFF);  // 1, 0xFF or 0
    if (i + 8 <= area) {
      std::memcpy(out + i, &bytes, 8);
    } else {
      for (size_t k = 0; i + k < area; ++k) out[i + k] = static_cast<int8_t>(bytes >> (8 * k));
    }
  }
}

int64_t BitRegions::OwnershipFromSigns(const int8_t* signs, int width, int height, int8_t* out) {
  const int64_t bad = LoadSigns(signs, static_cast<size_t>(width) * height);
  if (bad >= 0) return bad;
  Reach(width, height);
  StoreOwnership(width, height, out);
  return -1;
}

}  // namespace goscore
