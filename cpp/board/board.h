// A rectangular Go position on a padded 1-D array, and the parsers that build one from the input
// formats the library accepts (exercism rows, sign maps).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace goscore {

/// A position of width x height points, 1 <= width, height <= kMaxSide.
///
/// Stored KataGo-style as a 1-D array with a wall sentinel all around, so that neighbour code never
/// checks bounds: loc(x, y) = (y + 1) * stride + (x + 1) with stride = width + 1. The wall column
/// at x = -1 of one row doubles as x = width of the row before it.
class Board {
 public:
  /// Raw cell value of the wall sentinel (stones are -1 / 1 and empty is 0, as in Color).
  static constexpr int8_t kWall = 2;

  /// An empty 1x1 board, to be overwritten by a parser.
  Board() : Board(1, 1) {}

  /// An empty board. Precondition: 1 <= width, height <= kMaxSide (see CheckSize).
  Board(int width, int height);

  /// Makes this an empty width x height board, reusing its memory where it can.
  /// Precondition: 1 <= width, height <= kMaxSide.
  void Reset(int width, int height);

  /// Ok when a width x height board is allowed; the error says which side is out of range.
  static Status CheckSize(int width, int height);

  int width() const { return width_; }
  int height() const { return height_; }
  int stride() const { return width_ + 1; }
  int area() const { return width_ * height_; }
  /// Number of padded cells, walls included.
  int padded_size() const { return static_cast<int>(cells_.size()); }

  /// Padded index of a point. Precondition: the point is on the board.
  int Loc(int x, int y) const { return (y + 1) * stride() + (x + 1); }
  int LocX(int loc) const { return loc % stride() - 1; }
  int LocY(int loc) const { return loc / stride() - 1; }
  Point LocPoint(int loc) const { return {LocX(loc), LocY(loc)}; }
  bool OnBoard(int x, int y) const { return x >= 0 && y >= 0 && x < width_ && y < height_; }

  Color At(int x, int y) const { return static_cast<Color>(cells_[Loc(x, y)]); }
  /// Precondition: the point is on the board.
  void Set(int x, int y, Color c) { cells_[Loc(x, y)] = static_cast<int8_t>(c); }

  /// The padded cells: -1, 0, 1 on the board, kWall around it.
  const int8_t* cells() const { return cells_.data(); }
  int8_t* mutable_cells() { return cells_.data(); }

  /// Number of stones of colour c.
  int Count(Color c) const;

  /// Writes the board row-major (y * width + x) as signs into out[0 .. area).
  void ToSigns(int8_t* out) const;

  /// Rows in exercism form: 'B', 'W' and ' ' for empty.
  std::vector<std::string> ToRows() const;

  friend bool operator==(const Board& a, const Board& b) {
    return a.width_ == b.width_ && a.height_ == b.height_ && a.cells_ == b.cells_;
  }

 private:
  int width_;
  int height_;
  std::vector<int8_t> cells_;
};

/// The sign of each byte of an exercism row: 1 'B', -1 'W', 0 ' ' and '.', kRowCharBad otherwise.
inline constexpr int8_t kRowCharBad = 9;
struct RowCharTable {
  int8_t sign[256];
  constexpr RowCharTable() : sign() {
    for (int i = 0; i < 256; ++i) sign[i] = kRowCharBad;
    sign[static_cast<unsigned char>('B')] = 1;
    sign[static_cast<unsigned char>('W')] = -1;
    sign[static_cast<unsigned char>(' ')] = 0;
    sign[static_cast<unsigned char>('.')] = 0;
  }
};
inline constexpr RowCharTable kRowChars;

/// The characters a row may hold, as error messages list them.
inline constexpr const char* kRowCharsExpected = "'B', 'W', ' ' or '.'";

/// Reads exercism rows: every row the same length, 'B' black, 'W' white, ' ' or '.' empty.
/// On error, *out is unchanged and the message names the row (0-based, as y) and the problem,
/// e.g. "row 2 has 4 points, expected 5".
Status ParseRows(const std::vector<std::string_view>& rows, Board* out);

/// Reads rows separated by '\n' (a trailing newline and '\r' before '\n' are allowed): the form
/// the command-line tool reads and the one the JS layer passes exercism boards in.
Status ParseRowsText(std::string_view text, Board* out);

/// Reads a row-major sign map: signs[y * width + x] is 1 black, -1 white, 0 empty.
/// Precondition: signs holds width * height values. Checks the size and every value.
Status ParseSigns(const int8_t* signs, int width, int height, Board* out);

/// The error for a sign other than 1, -1 or 0 at row-major `index` of a sign map `width` wide:
/// "row 2 column 3 has 5, expected 1, -1 or 0". The one wording of every sign check.
Status BadSign(int64_t index, int width, int value);

}  // namespace goscore
