// Shared pieces of the libFuzzer harnesses: the failure macro, a byte reader, and small reference
// implementations (written independently of cpp/, plain and slow) that the library's answers are
// compared with: region labels and owners, and a full position scorer.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "scoring/scoring.h"

/// Aborts (a crash libFuzzer reports, with the input saved) when `cond` is false.
#define FUZZ_CHECK(cond, ...)                                                                  \
  do {                                                                                         \
    if (!(cond)) {                                                                             \
      std::fprintf(stderr, "\nFUZZ_CHECK failed at %s:%d: %s\n  ", __FILE__, __LINE__, #cond); \
      std::fprintf(stderr, __VA_ARGS__);                                                       \
      std::fprintf(stderr, "\n");                                                              \
      std::abort();                                                                            \
    }                                                                                          \
  } while (0)

/// For the harnesses' own checking code: no coverage instrumentation, so that its loops and
/// comparisons neither slow the fuzzer down nor flood it with features that say nothing about the
/// library (libFuzzer's coverage should come from cpp/).
#define FUZZ_NO_COVERAGE __attribute__((no_sanitize("coverage"), noinline))

namespace goscore_fuzz {

using goscore::Board;
using goscore::Color;
using goscore::Point;

/// Reads the fuzzer's bytes front to back; past the end it yields zeros.
class ByteReader {
 public:
  ByteReader(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  bool empty() const { return pos_ >= size_; }
  size_t remaining() const { return pos_ < size_ ? size_ - pos_ : 0; }
  uint8_t Next() { return pos_ < size_ ? data_[pos_++] : 0; }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

/// The empty regions of a board by a plain breadth-first search: label[y * w + x] is the index of
/// the region (numbered in row-major order of their first point) or -1 on a stone; owner[k] is the
/// single colour region k reaches, or kEmpty.
struct RefRegions {
  std::vector<int> label;
  std::vector<Color> owner;
  std::vector<int> size;
};

FUZZ_NO_COVERAGE inline RefRegions ComputeRegions(const Board& b) {
  const int w = b.width();
  const int h = b.height();
  RefRegions r;
  r.label.assign(static_cast<size_t>(w) * h, -1);
  std::vector<int> queue;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (b.At(x, y) != Color::kEmpty || r.label[y * w + x] >= 0) continue;
      const int id = static_cast<int>(r.owner.size());
      bool black = false;
      bool white = false;
      queue.assign(1, y * w + x);
      r.label[y * w + x] = id;
      for (size_t head = 0; head < queue.size(); ++head) {
        const int px = queue[head] % w;
        const int py = queue[head] / w;
        const int nx[4] = {px - 1, px + 1, px, px};
        const int ny[4] = {py, py, py - 1, py + 1};
        for (int d = 0; d < 4; ++d) {
          if (nx[d] < 0 || ny[d] < 0 || nx[d] >= w || ny[d] >= h) continue;
          const Color c = b.At(nx[d], ny[d]);
          if (c == Color::kBlack) black = true;
          if (c == Color::kWhite) white = true;
          if (c == Color::kEmpty && r.label[ny[d] * w + nx[d]] < 0) {
            r.label[ny[d] * w + nx[d]] = id;
            queue.push_back(ny[d] * w + nx[d]);
          }
        }
      }
      r.owner.push_back(black && !white   ? Color::kBlack
                        : white && !black ? Color::kWhite
                                          : Color::kEmpty);
      r.size.push_back(static_cast<int>(queue.size()));
    }
  }
  return r;
}

/// Owner of every point, row-major: stones own their point, empty points their region's owner.
FUZZ_NO_COVERAGE inline std::vector<int8_t> RefOwnership(const Board& b) {
  const RefRegions r = ComputeRegions(b);
  std::vector<int8_t> out(r.label.size());
  for (size_t i = 0; i < out.size(); ++i) {
    const int x = static_cast<int>(i % b.width());
    const int y = static_cast<int>(i / b.width());
    out[i] = static_cast<int8_t>(r.label[i] < 0 ? b.At(x, y) : r.owner[r.label[i]]);
  }
  return out;
}

inline int64_t Abs64(int64_t v) { return v < 0 ? -v : v; }

/// Checks a successful ScorePosition result against a reference computation of the same score
/// (goscore.h's documented rules) and the identities between its parts.
FUZZ_NO_COVERAGE inline void CheckScore(const Board& board, const goscore::ScoreInput& in,
                                        const goscore::ScoreResult& r) {
  using goscore::ScoringRules;
  const int w = board.width();
  const int area = board.area();
  const bool tt = in.rules == ScoringRules::kTrompTaylor;
  FUZZ_CHECK(r.rules == in.rules, "rules not echoed");
  FUZZ_CHECK(r.komi_tenths == in.komi_tenths, "komi not echoed");
  FUZZ_CHECK(r.owner.size() == static_cast<size_t>(area) &&
                 r.seki_mask.size() == static_cast<size_t>(area),
             "owner/seki maps have %zu/%zu points, expected %d", r.owner.size(), r.seki_mask.size(),
             area);
  Board lifted = board;
  int dead[2] = {0, 0};
  if (!tt && !in.dead.empty()) {
    for (int i = 0; i < area; ++i) {
      if (!in.dead[i]) continue;
      const Color c = board.At(i % w, i / w);
      ++dead[c == Color::kBlack ? 0 : 1];
      lifted.Set(i % w, i / w, Color::kEmpty);
    }
  }
  const RefRegions reg = ComputeRegions(lifted);
  std::vector<uint8_t> region_seki(reg.owner.size(), 0);
  if (in.rules == ScoringRules::kTerritory) {
    for (Point p : in.seki) region_seki[reg.label[p.y * w + p.x]] = 1;
  }
  int stones[2] = {0, 0}, territory[2] = {0, 0};
  int dame = 0, seki_points = 0, seki_owned = 0;
  for (int i = 0; i < area; ++i) {
    const int id = reg.label[i];
    const Color c = id < 0 ? lifted.At(i % w, i / w) : reg.owner[id];
    FUZZ_CHECK(r.owner[i] == static_cast<int8_t>(c), "owner of (%d, %d) is %d, expected %d", i % w,
               i / w, r.owner[i], static_cast<int>(c));
    const bool seki = id >= 0 && region_seki[id];
    FUZZ_CHECK(r.seki_mask[i] == (seki ? 1 : 0), "seki mask of (%d, %d) is %d", i % w, i / w,
               r.seki_mask[i]);
    if (id < 0) {
      ++stones[c == Color::kBlack ? 0 : 1];
      continue;
    }
    seki_points += seki;
    if (c == Color::kEmpty) {
      ++dame;
    } else if (seki) {
      ++seki_owned;
    } else {
      ++territory[c == Color::kBlack ? 0 : 1];
    }
  }
  const goscore::SideScore* side[2] = {&r.black, &r.white};
  for (int k = 0; k < 2; ++k) {
    const char* name = k == 0 ? "black" : "white";
    FUZZ_CHECK(side[k]->stones == stones[k], "%s stones %d, expected %d", name, side[k]->stones,
               stones[k]);
    FUZZ_CHECK(side[k]->territory == territory[k], "%s territory %d, expected %d", name,
               side[k]->territory, territory[k]);
    FUZZ_CHECK(side[k]->dead == dead[k], "%s dead %d, expected %d", name, side[k]->dead, dead[k]);
    const int captured = k == 0 ? in.prisoners_by_white : in.prisoners_by_black;
    FUZZ_CHECK(side[k]->prisoners == captured + dead[k], "%s prisoners %d, expected %d", name,
               side[k]->prisoners, captured + dead[k]);
    FUZZ_CHECK(
        side[k]->stones + side[k]->dead == board.Count(k == 0 ? Color::kBlack : Color::kWhite),
        "%s stones + dead != stones on the board", name);
    const int64_t komi = k == 1 ? in.komi_tenths : 0;
    const int64_t expected = in.rules == ScoringRules::kTerritory
                                 ? 10 * int64_t{side[k]->territory - side[k]->prisoners} + komi
                                 : 10 * int64_t{side[k]->stones + side[k]->territory} + komi;
    FUZZ_CHECK(side[k]->total_tenths == expected, "%s total %lld, expected %lld", name,
               static_cast<long long>(side[k]->total_tenths), static_cast<long long>(expected));
  }
  FUZZ_CHECK(r.dame == dame, "dame %d, expected %d", r.dame, dame);
  FUZZ_CHECK(r.seki_points == seki_points, "seki points %d, expected %d", r.seki_points,
             seki_points);
  FUZZ_CHECK(r.black.stones + r.white.stones + r.black.territory + r.white.territory + r.dame +
                     seki_owned ==
                 area,
             "stones + territory + dame + owned seki points != area");
  const int64_t diff = r.black.total_tenths - r.white.total_tenths;
  FUZZ_CHECK(r.winner == (diff > 0   ? 1
                          : diff < 0 ? -1
                                     : 0),
             "winner %d for diff %lld", r.winner, static_cast<long long>(diff));
  FUZZ_CHECK(r.margin_tenths == Abs64(diff), "margin %lld for diff %lld",
             static_cast<long long>(r.margin_tenths), static_cast<long long>(diff));
  const std::string sgf = goscore::SgfResult(r);
  FUZZ_CHECK(r.winner != 0 || sgf == "0", "SgfResult of a draw is %s", sgf.c_str());
  FUZZ_CHECK(r.winner == 0 || sgf.substr(2) == goscore::FormatTenths(r.margin_tenths),
             "SgfResult %s", sgf.c_str());
  for (const char* lang : {"en", "ko", "ja", "zh"}) {
    FUZZ_CHECK(!goscore::FormatResult(r, lang).empty(), "empty FormatResult(%s)", lang);
  }
}

}  // namespace goscore_fuzz
