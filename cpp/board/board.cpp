#include "board/board.h"

#include <algorithm>
#include <cstring>
#include <string>

namespace goscore {

const char* ErrorCodeName(ErrorCode code) {
  switch (code) {
    case ErrorCode::kOk:
      return "OK";
    case ErrorCode::kInvalidBoard:
      return "INVALID_BOARD";
    case ErrorCode::kBoardTooLarge:
      return "BOARD_TOO_LARGE";
    case ErrorCode::kInvalidCoordinate:
      return "INVALID_COORDINATE";
    case ErrorCode::kInvalidArgument:
      return "INVALID_ARGUMENT";
    case ErrorCode::kIllegalMove:
      return "ILLEGAL_MOVE";
    case ErrorCode::kInvalidSgf:
      return "INVALID_SGF";
  }
  return "UNKNOWN";
}

Board::Board(int width, int height) { Reset(width, height); }

Status Board::CheckSize(int width, int height) {
  if (width < 1 || height < 1) {
    return Status::Error(ErrorCode::kInvalidBoard, "the board is empty");
  }
  if (width > kMaxSide || height > kMaxSide) {
    return Status::Error(ErrorCode::kBoardTooLarge,
                         "the board is " + std::to_string(width) + "x" + std::to_string(height) +
                             ", larger than the maximum of " + std::to_string(kMaxSide) + "x" +
                             std::to_string(kMaxSide));
  }
  return Status();
}

int Board::Count(Color c) const {
  int n = 0;
  const int8_t v = static_cast<int8_t>(c);
  for (int y = 0; y < height_; ++y) {
    const int8_t* row = &cells_[Loc(0, y)];
    for (int x = 0; x < width_; ++x) n += row[x] == v;
  }
  return n;
}

void Board::ToSigns(int8_t* out) const {
  for (int y = 0; y < height_; ++y) {
    const int8_t* row = &cells_[Loc(0, y)];
    for (int x = 0; x < width_; ++x) out[y * width_ + x] = row[x];
  }
}

std::vector<std::string> Board::ToRows() const {
  std::vector<std::string> rows(height_, std::string(width_, ' '));
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      Color c = At(x, y);
      rows[y][x] = c == Color::kBlack ? 'B' : c == Color::kWhite ? 'W' : ' ';
    }
  }
  return rows;
}

namespace {

/// Describes a character for an error message: 'x' when printable ASCII, else its code.
std::string DescribeChar(unsigned char c) {
  if (c >= 0x20 && c < 0x7f) return std::string("'") + static_cast<char>(c) + "'";
  return "character code " + std::to_string(c);
}

}  // namespace

void Board::Reset(int width, int height) {
  width_ = width;
  height_ = height;
  cells_.assign(static_cast<size_t>(height + 2) * static_cast<size_t>(width + 1) + 1, kWall);
  for (int y = 0; y < height; ++y) std::memset(&cells_[Loc(0, y)], 0, static_cast<size_t>(width));
}

Status ParseRows(const std::vector<std::string_view>& rows, Board* out) {
  if (rows.empty()) return Status::Error(ErrorCode::kInvalidBoard, "the board is empty");
  const size_t width = rows[0].size();
  if (width == 0) return Status::Error(ErrorCode::kInvalidBoard, "row 0 is empty");
  if (width > static_cast<size_t>(kMaxSide) || rows.size() > static_cast<size_t>(kMaxSide)) {
    return Board::CheckSize(
        width > static_cast<size_t>(kMaxSide) ? kMaxSide + 1 : int(width),
        rows.size() > static_cast<size_t>(kMaxSide) ? kMaxSide + 1 : int(rows.size()));
  }
  // First every check, so that *out is untouched on error; then one table-driven copy.
  for (size_t y = 0; y < rows.size(); ++y) {
    const std::string_view row = rows[y];
    if (row.size() != width) {
      return Status::Error(ErrorCode::kInvalidBoard,
                           "row " + std::to_string(y) + " has " + std::to_string(row.size()) +
                               " points, expected " + std::to_string(width));
    }
    int bad = 0;
    for (size_t x = 0; x < width; ++x)
      bad |= kRowChars.sign[static_cast<unsigned char>(row[x])] == kRowCharBad;
    if (bad) {
      for (size_t x = 0; x < width; ++x) {
        const unsigned char c = static_cast<unsigned char>(row[x]);
        if (kRowChars.sign[c] != kRowCharBad) continue;
        return Status::Error(ErrorCode::kInvalidBoard,
                             "row " + std::to_string(y) + " column " + std::to_string(x) + " has " +
                                 DescribeChar(c) + ", expected " + kRowCharsExpected);
      }
    }
  }
  out->Reset(static_cast<int>(width), static_cast<int>(rows.size()));
  for (size_t y = 0; y < rows.size(); ++y) {
    int8_t* cells = out->mutable_cells() + out->Loc(0, static_cast<int>(y));
    const std::string_view row = rows[y];
    for (size_t x = 0; x < width; ++x)
      cells[x] = kRowChars.sign[static_cast<unsigned char>(row[x])];
  }
  return Status();
}

Status ParseRowsText(std::string_view text, Board* out) {
  std::vector<std::string_view> rows;
  rows.reserve(std::min<size_t>(std::count(text.begin(), text.end(), '\n') + 1, kMaxSide + 1));
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view row = text.substr(start, end - start);
    if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
    rows.push_back(row);
    start = end + 1;
    if (rows.size() > static_cast<size_t>(kMaxSide)) break;  // CheckSize reports it
  }
  return ParseRows(rows, out);
}

Status ParseSigns(const int8_t* signs, int width, int height, Board* out) {
  Status size = Board::CheckSize(width, height);
  if (!size.ok()) return size;
  const size_t area = static_cast<size_t>(width) * static_cast<size_t>(height);
  for (size_t i = 0; i < area; ++i) {
    if (signs[i] < -1 || signs[i] > 1) return BadSign(static_cast<int64_t>(i), width, signs[i]);
  }
  out->Reset(width, height);
  for (int y = 0; y < height; ++y) {
    std::memcpy(out->mutable_cells() + out->Loc(0, y), signs + static_cast<size_t>(y) * width,
                static_cast<size_t>(width));
  }
  return Status();
}

Status BadSign(int64_t index, int width, int value) {
  return Status::Error(ErrorCode::kInvalidBoard, "row " + std::to_string(index / width) +
                                                     " column " + std::to_string(index % width) +
                                                     " has " + std::to_string(value) +
                                                     ", expected 1, -1 or 0");
}

}  // namespace goscore
