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
  for (int i = 0; i < area; ++i) {
    if (dead[i] && board.At(i % width, i / width) == Color::kEmpty) {
      return Status::Error(ErrorCode::kInvalidArgument,
                           PointText({i % width, i / width}) + " is marked dead but is empty");
    }
  }
  return Status();
}

namespace {

/// Labels the empty regions of `b` and counts them into *layer; the regions through `seki` (may
/// be null) are seki.
Status CountLayer(const Board& b, const std::vector<Point>* seki, RegionFinder& finder,
                  std::vector<int32_t>& label, Layer* layer) {
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
  layer->owner.assign(area, 0);
  layer->seki_mask.assign(area, 0);
  for (int i = 0; i < area; ++i) {
    const int32_t id = label[i];
    if (id < 0) {
      const Color c = b.At(i % width, i / width);
      layer->owner[i] = static_cast<int8_t>(c);
      layer->stones[SideIndex(c)] += 1;
      continue;
    }
    const Color o = region_owner[id];
    layer->owner[i] = static_cast<int8_t>(o);
    if (region_seki[id]) {
      layer->seki_mask[i] = 1;
      layer->seki_points += 1;
    }
    if (o == Color::kEmpty) {
      layer->dame += 1;
    } else if (region_seki[id]) {
      layer->seki_owned[SideIndex(o)] += 1;
    } else {
      layer->territory[SideIndex(o)] += 1;
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
  bool any_dead = false;
  if (!dead.empty()) {
    for (int i = 0; i < area && !any_dead; ++i) any_dead = dead[i] != 0;
  }
  if (any_dead) {
    // Dead stones leave the board (Japanese 1989 Art. 10.1; the same lifting under area rules).
    Board lifted = board;
    for (int i = 0; i < area; ++i) {
      if (!dead[i]) continue;
      const int x = i % width;
      const int y = i / width;
      t.dead[SideIndex(board.At(x, y))] += 1;
      lifted.Set(x, y, Color::kEmpty);
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
