// Eight bytes at a time: reading them into a word, flagging the zero ones, and gathering eight
// flags into eight bits (shared by the bit-parallel region finder and the pass-alive analysis).
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace goscore::byte_bits {

inline constexpr uint64_t kOnes = 0x0101010101010101ull;  // bit 0 of every byte
// Bit 0 of byte k to bit 56 + k: the product's top byte gathers eight flags (no two partial
// products share a bit, so nothing carries).
inline constexpr uint64_t kGather = 0x0102040810204080ull;
inline constexpr uint64_t kHighs = 0x8080808080808080ull;  // bit 7 of every byte

/// The bytes of a word that hold the first `keep` (1 to 8) of eight points.
inline uint64_t KeepMask(int keep) {
  return keep < 8 ? ~uint64_t{0} >> (8 * (8 - keep)) : ~uint64_t{0};
}

/// Eight bytes from index i, zero past the end; then only the first `keep` (at most 8) of them.
template <typename Byte>
inline uint64_t ReadEight(const Byte* p, size_t i, size_t end, int keep) {
  uint64_t v = 0;
  if (i + 8 <= end) {
    std::memcpy(&v, p + i, 8);
  } else {
    for (size_t k = 0; i + k < end; ++k) v |= uint64_t{static_cast<uint8_t>(p[i + k])} << (8 * k);
  }
  return v & KeepMask(keep);
}

/// Bit 7 set in every byte of v that is zero, clear in the others (exact: no borrow between bytes).
inline uint64_t ZeroBytes(uint64_t v) { return ~(((v & ~kHighs) + ~kHighs) | v) & kHighs; }

/// The flags of eight bytes (bit 0 of each) as eight bits.
inline uint64_t Gather(uint64_t flags) { return (flags * kGather) >> 56; }

}  // namespace goscore::byte_bits
