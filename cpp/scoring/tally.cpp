#include "scoring/tally.h"

#include <cmath>
#include <string>

namespace goscore::scoring_internal {

/// A number for an error message, without printf's floating-point formatting (which would add
/// kilobytes to the WASM module): up to six decimals, trailing zeros dropped.
std::string DescribeNumber(double v) {
  if (std::isnan(v)) return "NaN";
  if (std::isinf(v)) return v > 0 ? "Infinity" : "-Infinity";
  std::string sign = v < 0 ? "-" : "";
  const double a = std::fabs(v);
  if (a >= 1e15) return sign + "a number of magnitude 1e" + std::to_string(int(std::log10(a)));
  auto whole = static_cast<long long>(a);
  auto micros = static_cast<long long>(std::llround((a - static_cast<double>(whole)) * 1e6));
  if (micros == 1000000) {
    ++whole;
    micros = 0;
  }
  std::string s = sign + std::to_string(whole);
  if (micros != 0) {
    std::string frac = std::to_string(micros);
    frac.insert(0, 6 - frac.size(), '0');
    frac.erase(frac.find_last_not_of('0') + 1);
    s += "." + frac;
  }
  return s;
}

std::string PointText(Point p) {
  return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}

Status CheckDeadMask(const Board& board, const std::vector<uint8_t>& dead) {
  const int area = board.area();
  if (dead.empty()) return Status();
  if (dead.size() != static_cast<size_t>(area)) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         "the dead-stone mask has " + std::to_string(dead.size()) +
                             " points, expected " + std::to_string(area));
  }
  const int width = board.width();
  // A branch-free pass first: marks on empty points are rare, so only then look for the first.
  int bad = 0;
  for (int y = 0, i = 0; y < board.height(); ++y) {
    const int8_t* row = board.cells() + board.Loc(0, y);
    for (int x = 0; x < width; ++x, ++i) bad |= (dead[i] != 0) & (row[x] == 0);
  }
  if (!bad) return Status();
  for (int y = 0, i = 0; y < board.height(); ++y) {
    const int8_t* row = board.cells() + board.Loc(0, y);
    for (int x = 0; x < width; ++x, ++i) {
      if (dead[i] && row[x] == 0) {
        return Status::Error(ErrorCode::kInvalidArgument,
                             PointText({x, y}) + " is marked dead but is empty");
      }
    }
  }
  return Status();
}

namespace {

/// Counts `b` into *layer when no region is marked seki: the owner map alone says everything, and
/// the region finder's ownership (bit-parallel up to 31 columns) is its fastest path.
void CountLayerNoSeki(const Board& b, RegionFinder& finder, std::vector<int8_t>& signs,
                      Layer* layer) {
  const int area = b.area();
  signs.resize(area);
  b.ToSigns(signs.data());
  layer->owner.resize(area);
  int8_t* owner = layer->owner.data();
  // The signs come from a Board, so they are valid: the check's answer is always -1.
  finder.OwnershipFromSigns(signs.data(), b.width(), b.height(), owner);
  // A histogram of (sign, owner) pairs, index (sign + 1) * 3 + owner + 1: no branch per point.
  int32_t hist[9] = {};
  for (int i = 0; i < area; ++i) hist[(signs[i] + 1) * 3 + owner[i] + 1] += 1;
  layer->stones[0] = hist[2 * 3 + 2];
  layer->stones[1] = hist[0 * 3 + 0];
  layer->territory[0] = hist[1 * 3 + 2];
  layer->territory[1] = hist[1 * 3 + 0];
  layer->dame = hist[1 * 3 + 1];
  layer->seki_mask.assign(area, 0);
}

/// Labels the empty regions of `b` and counts them into *layer; the regions through `seki` (may
/// be null) are seki.
Status CountLayer(const Board& b, const std::vector<Point>* seki, RegionFinder& finder,
                  std::vector<int32_t>& label, Layer* layer) {
  if (seki == nullptr || seki->empty()) {
    std::vector<int8_t> signs;
    CountLayerNoSeki(b, finder, signs, layer);
    return Status();
  }
  const int width = b.width();
  const int area = b.area();
  label.resize(area);
  // Art. 8 of the Japanese 1989 rules, rule 9 of Tromp-Taylor: the empty regions, each with the
  // colours it reaches.
  const std::vector<Color> region_owner = finder.Label(b, label.data());
  std::vector<uint8_t> region_seki(region_owner.size(), 0);
  if (seki != nullptr) {
    for (Point p : *seki) {
      if (!b.OnBoard(p.x, p.y)) {
        return Status::Error(ErrorCode::kInvalidCoordinate,
                             "seki point " + PointText(p) + " is off the board");
      }
      const int32_t id = label[p.y * width + p.x];
      if (id < 0) {
        return Status::Error(
            ErrorCode::kInvalidArgument,
            "seki point " + PointText(p) + " is a live stone, not an empty region");
      }
      region_seki[id] = 1;
    }
  }
  // One pass over the points for the owner map and the region sizes, then one per region.
  layer->owner.resize(area);
  std::vector<int32_t> region_size(region_owner.size(), 0);
  const int8_t* cells = b.cells();
  int8_t* owner = layer->owner.data();
  for (int y = 0, i = 0; y < b.height(); ++y) {
    const int8_t* row = cells + b.Loc(0, y);
    for (int x = 0; x < width; ++x, ++i) {
      const int32_t id = label[i];
      if (id < 0) {
        owner[i] = row[x];
        layer->stones[row[x] == 1 ? 0 : 1] += 1;
      } else {
        owner[i] = static_cast<int8_t>(region_owner[id]);
        region_size[id] += 1;
      }
    }
  }
  for (size_t id = 0; id < region_owner.size(); ++id) {
    const Color o = region_owner[id];
    const int64_t n = region_size[id];
    if (region_seki[id]) layer->seki_points += n;
    if (o == Color::kEmpty) {
      layer->dame += n;
    } else if (region_seki[id]) {
      layer->seki_owned[SideIndex(o)] += n;
    } else {
      layer->territory[SideIndex(o)] += n;
    }
  }
  layer->seki_mask.assign(area, 0);
  if (seki != nullptr && !seki->empty()) {
    for (int i = 0; i < area; ++i) {
      if (label[i] >= 0 && region_seki[label[i]]) layer->seki_mask[i] = 1;
    }
  }
  return Status();
}

}  // namespace

Status TallyPosition(const Board& board, const std::vector<uint8_t>& dead,
                     const std::vector<Point>* seki, bool want_raw, RegionFinder& finder,
                     Tally* out) {
  const int width = board.width();
  const int area = board.area();
  Tally t;
  std::vector<int32_t> label;
  int64_t dead_black = 0, dead_white = 0;
  if (!dead.empty()) {
    for (int y = 0, i = 0; y < board.height(); ++y) {
      const int8_t* row = board.cells() + board.Loc(0, y);
      for (int x = 0; x < width; ++x, ++i) {
        const int d = dead[i] != 0;
        dead_black += d & (row[x] == 1);
        dead_white += d & (row[x] == -1);
      }
    }
  }
  t.dead[0] = dead_black;
  t.dead[1] = dead_white;
  if (dead_black + dead_white > 0) {
    // Dead stones leave the board (Japanese 1989 Art. 10.1; the same lifting under area rules).
    Board lifted = board;
    for (int y = 0, i = 0; y < board.height(); ++y) {
      int8_t* row = lifted.mutable_cells() + lifted.Loc(0, y);
      for (int x = 0; x < width; ++x, ++i) row[x] = dead[i] ? 0 : row[x];
    }
    Status s = CountLayer(lifted, seki, finder, label, &t.lifted);
    if (!s.ok()) return s;
    if (want_raw) {
      s = CountLayer(board, nullptr, finder, label, &t.raw);
      if (!s.ok()) return s;
      t.has_raw = true;
    }
  } else {
    Status s = CountLayer(board, seki, finder, label, &t.lifted);
    if (!s.ok()) return s;
    if (want_raw) {
      // Nothing is lifted: the raw layer is the lifted one without its seki marks (which change
      // nothing in an area count: seki points reaching one colour are that colour's there).
      t.raw = t.lifted;
      for (int k = 0; k < 2; ++k) {
        t.raw.territory[k] += t.raw.seki_owned[k];
        t.raw.seki_owned[k] = 0;
      }
      t.raw.seki_points = 0;
      t.raw.seki_mask.assign(area, 0);
      t.has_raw = true;
    }
  }
  *out = std::move(t);
  return Status();
}

}  // namespace goscore::scoring_internal

namespace goscore::scoring_internal {

TextBuilder& TextBuilder::Int(int64_t v) {
  char digits[24];
  int n = 0;
  // Negate through uint64_t so that INT64_MIN is printed too.
  uint64_t a = v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  do {
    digits[n++] = static_cast<char>('0' + a % 10);
    a /= 10;
  } while (a != 0);
  if (v < 0) *this << '-';
  while (n > 0) *this << digits[--n];
  return *this;
}

TextBuilder& TextBuilder::Tenths(int64_t tenths) {
  const uint64_t a = tenths < 0 ? 0 - static_cast<uint64_t>(tenths) : static_cast<uint64_t>(tenths);
  if (tenths < 0) *this << '-';
  Int(static_cast<int64_t>(a / 10));
  if (a % 10 != 0) *this << '.' << static_cast<char>('0' + a % 10);
  return *this;
}

}  // namespace goscore::scoring_internal
