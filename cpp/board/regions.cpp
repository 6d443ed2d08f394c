#include "board/regions.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace goscore {

namespace {

// Scratch cell values beyond the board's own (-1, 0, 1, kWall = 2).
constexpr int8_t kVisited = 3;  // an empty point already queued by the current fill
constexpr int8_t kOwnedBase =
    4;  // after a fill: kOwnedBase + owner mask (4 neutral, 5 B, 6 W, 7 both)
constexpr int kBlackBit = 1;
constexpr int kWhiteBit = 2;

// Border bit of a scratch value, indexed by value + 1: white stone -> 2, black stone -> 1.
constexpr int kBorderBit[] = {kWhiteBit, 0, kBlackBit, 0, 0, 0, 0, 0, 0};

// Owner sign of a region from its border mask: only black -> 1, only white -> -1, else 0.
constexpr int8_t kMaskOwner[] = {0, 1, -1, 0};

// Row-major owner of a finished scratch cell, indexed by value + 1 (-1 .. 7).
constexpr int8_t kCellOwner[] = {-1, 0, 1, 0, 0, 0, 1, -1, 0};

// Class of a finished scratch cell, indexed by value + 1: 0 a stone, 1 black region, 2 white
// region, 3 neutral region (see RegionFinder::Classify).
constexpr int8_t kCellClass[] = {0, 0, 0, 0, 0, 3, 1, 2, 3};

}  // namespace

namespace {

/// The flood fill itself, on raw pointers held in locals: the cells are int8_t, which may alias
/// anything, so members read inside the loop would be reloaded after every store. Appends the
/// region's points to queue from *size on and returns the mask of bordering colours.
inline int FillRegion(int8_t* cells, int32_t* queue, size_t* size, int start, int stride) {
  size_t head = *size;
  size_t tail = head;
  int mask = 0;
  cells[start] = kVisited;
  queue[tail++] = start;
  while (head < tail) {
    const int loc = queue[head++];
    const int next[4] = {loc - stride, loc - 1, loc + 1, loc + stride};
    for (int n : next) {
      const int8_t v = cells[n];
      if (v == 0) {
        cells[n] = kVisited;
        queue[tail++] = n;
      } else {
        mask |= kBorderBit[v + 1];
      }
    }
  }
  *size = tail;
  return mask;
}

}  // namespace

int RegionFinder::Fill(int start, int stride) {
  return FillRegion(scratch_.data(), queue_.data(), &queue_size_, start, stride);
}

void RegionFinder::Load(const Board& board) {
  scratch_.assign(board.cells(), board.cells() + board.padded_size());
  if (queue_.size() < static_cast<size_t>(board.area())) queue_.resize(board.area());
  queue_size_ = 0;
}

int8_t* RegionFinder::Prepare(size_t width, size_t height) {
  const size_t stride = width + 1;
  const size_t padded = (height + 2) * stride + 1;
  if (scratch_.size() < padded) scratch_.resize(padded);
  if (queue_.size() < width * height) queue_.resize(width * height);
  queue_size_ = 0;
  int8_t* cells = scratch_.data();
  std::memset(cells, Board::kWall, stride);                              // the row above
  std::memset(cells + (height + 1) * stride, Board::kWall, stride + 1);  // the row below
  return cells;
}

void RegionFinder::FillAllAndStore(int width, int height, const int8_t* decode, int8_t* out) {
  // One row-major pass: an empty point not yet reached starts a fill, which rewrites its region's
  // cells to the region's code; every point, decoded, goes straight to out. A region's points all
  // come at or after its first point in this order, so they are decoded after their fill.
  const int stride = width + 1;
  int8_t* cells = scratch_.data();
  int32_t* queue = queue_.data();
  for (int y = 0; y < height; ++y) {
    const int row = (y + 1) * stride + 1;
    int8_t* dst = out + static_cast<size_t>(y) * width;
    for (int x = 0; x < width; ++x) {
      int8_t v = cells[row + x];
      if (v == 0) {
        size_t size = 0;
        v = static_cast<int8_t>(kOwnedBase + FillRegion(cells, queue, &size, row + x, stride));
        for (size_t i = 0; i < size; ++i) cells[queue[i]] = v;
      }
      dst[x] = decode[v + 1];
    }
  }
  queue_size_ = 0;
}

void RegionFinder::Ownership(const Board& board, int8_t* out) {
  Load(board);
  FillAllAndStore(board.width(), board.height(), kCellOwner, out);
}

void RegionFinder::Classify(const Board& board, int8_t* out) {
  Load(board);
  FillAllAndStore(board.width(), board.height(), kCellClass, out);
}

int64_t RegionFinder::OwnershipFromSigns(const int8_t* signs, int width, int height, int8_t* out) {
  if (width <= BitRegions::kMaxWidth) {
    const int64_t bits = bits_.OwnershipFromSigns(signs, width, height, out);
    if (bits != BitRegions::kTooWinding) return bits;
  }
  // The check rides along with the padding copy: one pass over the input.
  const int stride = width + 1;
  int8_t* cells = Prepare(width, height);
  for (int y = 0; y < height; ++y) {
    const int8_t* src = signs + static_cast<size_t>(y) * width;
    int8_t* dst = cells + (y + 1) * stride;
    dst[0] = Board::kWall;
    int bad = 0;
    for (int x = 0; x < width; ++x) {
      const int8_t v = src[x];
      bad |= static_cast<uint8_t>(v + 1) > 2;
      dst[x + 1] = v;
    }
    if (bad) {
      for (int x = 0; x < width; ++x) {
        if (src[x] < -1 || src[x] > 1) return static_cast<int64_t>(y) * width + x;
      }
    }
  }
  FillAllAndStore(width, height, kCellOwner, out);
  return -1;
}

bool RegionFinder::ClassifyRowsText(std::string_view text, int8_t* out, int* width_out,
                                    int* height_out) {
  // Only the canonical form: rows of equal width, each ended by '\n' (the last one may not be),
  // and nothing but 'B', 'W', ' ' and '.'. Anything else goes to the checked parser.
  const size_t first = text.find('\n');
  const size_t width = first == std::string_view::npos ? text.size() : first;
  if (width == 0 || width > static_cast<size_t>(kMaxSide)) return false;
  const size_t line = width + 1;
  const size_t padded_text = text.back() == '\n' ? text.size() : text.size() + 1;
  const size_t height = padded_text / line;
  if (height * line != padded_text || height > static_cast<size_t>(kMaxSide)) return false;
  if (width <= static_cast<size_t>(BitRegions::kMaxWidth)) {
    switch (bits_.ClassifyRowsText(text, static_cast<int>(width), static_cast<int>(height), out)) {
      case BitRegions::TextResult::kDone:
        *width_out = static_cast<int>(width);
        *height_out = static_cast<int>(height);
        return true;
      case BitRegions::TextResult::kNotCanonical:
        return false;
      case BitRegions::TextResult::kTooWinding:
        break;  // the flood fill below
    }
  }
  const int stride = static_cast<int>(width) + 1;
  int8_t* cells = Prepare(width, height);
  int bad = 0;
  for (size_t y = 0; y < height; ++y) {
    const unsigned char* src = reinterpret_cast<const unsigned char*>(text.data()) + y * line;
    int8_t* dst = cells + (y + 1) * stride;
    dst[0] = Board::kWall;
    for (size_t x = 0; x < width; ++x) {
      const int8_t v = kRowChars.sign[src[x]];
      bad |= v == kRowCharBad;
      dst[x + 1] = v;
    }
    if (y + 1 < height && src[width] != '\n') return false;
  }
  if (bad) return false;
  FillAllAndStore(static_cast<int>(width), static_cast<int>(height), kCellClass, out);
  *width_out = static_cast<int>(width);
  *height_out = static_cast<int>(height);
  return true;
}

Region RegionFinder::RegionAt(const Board& board, int x, int y) {
  Region region;
  const int start = board.Loc(x, y);
  if (board.cells()[start] != 0) return region;
  Load(board);
  region.owner = static_cast<Color>(kMaskOwner[Fill(start, board.stride())]);
  region.points.reserve(queue_size_);
  for (size_t i = 0; i < queue_size_; ++i) region.points.push_back(board.LocPoint(queue_[i]));
  std::sort(region.points.begin(), region.points.end());
  return region;
}

std::vector<Region> RegionFinder::AllRegions(const Board& board) {
  std::vector<Region> regions;
  Load(board);
  const int stride = board.stride();
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const int loc = board.Loc(x, y);
      if (scratch_[loc] != 0) continue;
      queue_size_ = 0;
      Region region;
      region.owner = static_cast<Color>(kMaskOwner[Fill(loc, stride)]);
      region.points.reserve(queue_size_);
      for (size_t i = 0; i < queue_size_; ++i) region.points.push_back(board.LocPoint(queue_[i]));
      std::sort(region.points.begin(), region.points.end());
      regions.push_back(std::move(region));
    }
  }
  return regions;
}

std::vector<Color> RegionFinder::Label(const Board& board, int32_t* out) {
  std::vector<Color> owners;
  Load(board);
  const int stride = board.stride();
  const int width = board.width();
  for (int i = 0; i < board.area(); ++i) out[i] = -1;
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < width; ++x) {
      const int loc = board.Loc(x, y);
      if (scratch_[loc] != 0) continue;
      queue_size_ = 0;
      owners.push_back(static_cast<Color>(kMaskOwner[Fill(loc, stride)]));
      const int32_t id = static_cast<int32_t>(owners.size() - 1);
      for (size_t i = 0; i < queue_size_; ++i) {
        out[board.LocY(queue_[i]) * width + board.LocX(queue_[i])] = id;
      }
    }
  }
  return owners;
}

AreaCount CountArea(const Board& board, RegionFinder& finder) {
  std::vector<int8_t>& owner = finder.owner_buffer(board.area());
  finder.Ownership(board, owner.data());
  AreaCount count;
  for (int i = 0; i < board.area(); ++i) {
    count.black += owner[i] == 1;
    count.white += owner[i] == -1;
  }
  return count;
}

}  // namespace goscore
