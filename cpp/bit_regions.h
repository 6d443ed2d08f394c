// Bit-parallel region ownership for boards up to 31 points wide: the fast path of
// RegionFinder::OwnershipFromSigns on the boards people play on (9x9 to 25x25).
//
// Each row is one 64-bit word: the empty points reached from black stones in bits 0..30, those
// reached from white stones in bits 32..62, with bit 31 (and 63) never empty, so that nothing
// carries or shifts from one half into the other. Both colours' reach grows at once: seeded by
// the empty neighbours of each colour's stones, then closed row by row, sweeping down and up the
// board until a sweep changes nothing. A row is closed along itself in one go (every run of empty
// points holding a reached point becomes reached): upward with the carry of an addition (the
// "subtraction trick" of chess move generators, o ^ (o - 2r), here as (e + r) ^ e), downward with
// a Kogge-Stone occluded fill (chessprogramming.org, "Kogge-Stone Algorithm"). An empty point then
// belongs to black when only black's reach holds it, to white when only white's does, else to no
// one: exactly the flood fill's answer, region by region.
//
// Cost: the sign map is read and the owners written eight points at a time; a sweep costs a few
// dozen word operations per row; finished positions need one to three sweeps. A sweep carries the
// reach along any path with one vertical turn, so a region whose shortest paths wind up and down k
// times needs about k sweeps: at most about 16 on a 31-wide board, still microseconds.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace goscore {

class BitRegions {
 public:
  static constexpr int kMaxWidth = 31;

  /// Owner of every point of the row-major sign map, as RegionFinder::Ownership: a stone owns its
  /// point, an empty point the single colour its region reaches, else 0. Checks every sign on the
  /// way: returns -1 when all were -1, 0 or 1, else the row-major index of the first bad one (out
  /// is then unspecified). Precondition: 1 <= width <= kMaxWidth, height >= 1.
  int64_t OwnershipFromSigns(const int8_t* signs, int width, int height, int8_t* out);

 private:
  /// Reads the signs into black_ and white_ (flat bit streams, point i at bit i % 64 of word
  /// i / 64); returns -1 or the index of the first bad sign.
  int64_t LoadSigns(const int8_t* signs, size_t area);
  /// Builds the rows (empty points and stones of both colours) from the streams and grows the
  /// reach to its fixed point.
  void Reach(int width, int height);
  /// Writes the owners: into the streams first, then eight points at a time to out.
  void StoreOwnership(int width, int height, int8_t* out);

  std::vector<uint64_t> black_;  // flat stream; then the points black owns
  std::vector<uint64_t> white_;  // flat stream; then the points white owns
  std::vector<uint64_t> rows_;   // empty, stones and reach per row, with a zero row above and below
};

}  // namespace goscore
