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
// Cost: the input is read and the answer written eight points at a time; a sweep costs a few
// word operations per row (a row the sweep brings nothing new skips the closing); finished
// positions need one to three sweeps. A sweep carries the reach along any path that turns up or
// down once, so a region whose shortest paths wind up and down k times needs about k sweeps:
// about 16 for corridors across a 31-wide board, but a tall board can stack such mazes. Past
// kMaxSweeps the finder gives up (kTooWinding) and the caller uses the flood fill, so that the
// worst case stays linear in the area.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace goscore {

class BitRegions {
 public:
  static constexpr int kMaxWidth = 31;
  /// Sweeps before giving up on a board whose regions wind too much (see above).
  static constexpr int kMaxSweeps = 40;
  /// OwnershipFromSigns' answer when it gave up after kMaxSweeps: nothing useful was written, and
  /// every sign was valid.
  static constexpr int64_t kTooWinding = -2;

  /// Owner of every point of the row-major sign map, as RegionFinder::Ownership: a stone owns its
  /// point, an empty point the single colour its region reaches, else 0. Checks every sign on the
  /// way: returns -1 when all were -1, 0 or 1, else the row-major index of the first bad one (out
  /// is then unspecified), or kTooWinding. Precondition: 1 <= width <= kMaxWidth, height >= 1.
  int64_t OwnershipFromSigns(const int8_t* signs, int width, int height, int8_t* out);

  /// The class of every point of rows text, as RegionFinder::Classify: 0 a stone, 1 a point of a
  /// region that reaches only black, 2 only white, 3 a neutral region. The text is `height` rows
  /// of `width` bytes from 'B', 'W', ' ' and '.', each but the last followed by '\n'. Returns
  /// kNotCanonical at the first other byte and kTooWinding after kMaxSweeps (out unspecified in
  /// both). Precondition: 1 <= width <= kMaxWidth, height >= 1,
  /// text.size() >= height * (width + 1) - 1.
  enum class TextResult { kDone, kNotCanonical, kTooWinding };
  TextResult ClassifyRowsText(std::string_view text, int width, int height, int8_t* out);

 private:
  /// Sizes rows_ for `height` rows: three arrays of n_ = height + 2 words (the empty points, the
  /// stones, the reach), each with a zero row above and below the board.
  void PrepareRows(int height);
  /// Row y's empty points (both halves) and stones (black low, white high) from its stones.
  void SetRow(int y, int width, uint64_t black, uint64_t white);
  /// Reads the signs into the empty and stone rows; returns -1 or the index of the first bad sign.
  int64_t LoadSigns(const int8_t* signs, int width, int height);
  /// Reads rows text (see ClassifyRowsText) into the empty and stone rows; false at a bad byte.
  bool LoadRowsText(std::string_view text, int width, int height);
  /// Seeds the reach of both colours and grows it to its fixed point; false if that takes more
  /// than kMaxSweeps sweeps.
  bool Reach(int height);
  /// Writes the owner (kClasses false) or the class (true) of every point, eight at a time.
  template <bool kClasses>
  void Store(int width, int height, int8_t* out);

  std::vector<uint64_t> rows_;
  size_t n_ = 0;  // words in each of the three arrays of rows_
};

}  // namespace goscore
