// The region finder: the empty regions of a board, by an iterative flood fill, or for
// OwnershipFromSigns and ClassifyRowsText on boards up to 31 wide by the bit-parallel finder of
// bit_regions.h. A region bordered by one colour belongs to that colour; a region touching both
// colours, or none, is neutral. The board's edge is not a border.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "board/bit_regions.h"
#include "board/board.h"
#include "core/types.h"

namespace goscore {

/// One connected empty region and its owner (kEmpty when neutral).
struct Region {
  Color owner = Color::kEmpty;
  /// Points in column-major order (x, then y).
  std::vector<Point> points;
};

/// Reusable scratch memory of both finders, so that scoring in a loop allocates nothing after the
/// first call. Not thread-safe: one finder per thread.
class RegionFinder {
 public:
  /// Owner of every point of `board`, row-major into out[0 .. area): a stone owns its own point; an
  /// empty point takes the single colour that borders its region, else 0.
  void Ownership(const Board& board, int8_t* out);

  /// Like Ownership, from a row-major sign map, checking every sign in the same pass that reads it.
  /// Returns -1 when all were -1, 0 or 1, else the row-major index of the first bad one (and out
  /// is then unspecified). Precondition: 1 <= width, height <= kMaxSide.
  int64_t OwnershipFromSigns(const int8_t* signs, int width, int height, int8_t* out);

  /// Per point, row-major into out[0 .. area): 0 a stone, 1 a point of a region that reaches only
  /// black, 2 only white, 3 a neutral region. What getTerritories needs in one pass.
  void Classify(const Board& board, int8_t* out);

  /// Classify, straight from rows text in its canonical form (rows of 'B', 'W', ' ', '.', each
  /// ended by '\n'), without building a Board. Returns false, having written nothing useful, for
  /// any other text: the caller then parses it with ParseRowsText, which reports the problem.
  /// Precondition: out holds at least text.size() bytes.
  bool ClassifyRowsText(std::string_view text, int8_t* out, int* width, int* height);

  /// A scratch buffer of at least n bytes for callers that need a row-major map for a moment.
  std::vector<int8_t>& owner_buffer(size_t n) {
    if (owner_.size() < n) owner_.resize(n);
    return owner_;
  }

  /// The region holding (x, y). On a stone: owner kEmpty and no points.
  /// Precondition: (x, y) is on the board.
  Region RegionAt(const Board& board, int x, int y);

  /// Every empty region, in the order of their first point in row-major order.
  std::vector<Region> AllRegions(const Board& board);

  /// For every point, the index of its region in AllRegions order, or -1 on a stone, row-major into
  /// out[0 .. area); returns the owner of each region.
  std::vector<Color> Label(const Board& board, int32_t* out);

 private:
  /// Copies the padded board into scratch_ and sizes queue_.
  void Load(const Board& board);
  /// Sizes scratch_ and queue_ for a width x height board and writes the wall rows above and
  /// below it; the caller writes each row and its left wall. Returns the scratch cells.
  int8_t* Prepare(size_t width, size_t height);
  /// Fills every region of the loaded scratch and writes, row-major into out, decode[cell + 1] of
  /// every finished cell (stones -1 / 1, regions kOwnedBase + border mask).
  void FillAllAndStore(int width, int height, const int8_t* decode, int8_t* out);
  /// Flood-fills the empty region of padded index `start` in scratch_, appending its points to
  /// queue_ from queue_size_ on; returns the mask of bordering colours (1 black, 2 white).
  int Fill(int start, int stride);

  std::vector<int8_t> scratch_;
  std::vector<int32_t> queue_;
  size_t queue_size_ = 0;
  std::vector<int8_t> owner_;
  BitRegions bits_;  // the fast path of OwnershipFromSigns and ClassifyRowsText up to 31 wide
};

/// Tromp-Taylor area score: stones plus the empty points that reach only that colour; komi to
/// White.
struct AreaCount {
  int black = 0;  ///< black stones + empty points reaching only black
  int white = 0;  ///< white stones + empty points reaching only white (komi not included)
};

/// Counts the area of every colour (Tromp-Taylor rule 9).
AreaCount CountArea(const Board& board, RegionFinder& finder);

// Tromp-Taylor scoring with komi and the terminal rule (ScoreTrompTaylor) is in
// scoring/tromp_taylor.h, beside the other scorers.

}  // namespace goscore
