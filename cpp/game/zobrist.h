// Zobrist hashing of positions (A. L. Zobrist, "A New Hashing Method with Application for Game
// Playing", 1970): a position's hash is the XOR of one random 64-bit key per stone, so placing or
// removing a stone updates it with one XOR. Used by positional superko.
#pragma once

#include <cstdint>

#include "board/board.h"

namespace goscore::zobrist {

/// splitmix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014) is
/// counter based: its i-th output is Mix(seed + (i + 1) * gamma), so a key needs no table (a
/// 1024x1024 table would cost 16 MB).
inline constexpr uint64_t kGamma = 0x9E3779B97F4A7C15ULL;
inline constexpr uint64_t kSeed = 0x676F73636F726521ULL;  // "goscore!"

constexpr uint64_t Mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

/// The key of a stone of colour `sign` (1 black, -1 white) on the point with row-major index
/// `point`: the (2 * point + [white])-th output of a splitmix64 generator seeded with kSeed.
inline uint64_t Key(int point, int8_t sign) {
  const uint64_t i = 2 * static_cast<uint64_t>(point) + (sign < 0 ? 1 : 0);
  return Mix(kSeed + (i + 1) * kGamma);
}

/// The hash of a whole position, from scratch: O(area).
inline uint64_t HashOf(const Board& b) {
  uint64_t h = 0;
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      const int8_t c = static_cast<int8_t>(b.At(x, y));
      if (c != 0) h ^= Key(y * b.width() + x, c);
    }
  }
  return h;
}

}  // namespace goscore::zobrist
