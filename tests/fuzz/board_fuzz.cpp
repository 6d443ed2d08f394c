// libFuzzer harness of the board parsers and the position scorers.
//
// The input is read three ways:
//   1. as text for ParseRowsText, and split by hand for ParseRows: both must agree with each other
//      and with a reference reading of the rows;
//   2. as a sign map for ParseSigns: width and height from the first two bytes, then signs (raw
//      bytes when the third byte is odd, so that bad values come through, else byte % 3 - 1);
// and every board that parses is checked: Ownership, OwnershipFromSigns, Label,
// AllRegions and RegionAt against a reference flood fill; CountArea and ScoreTrompTaylor; and
// ScorePosition under the three rules, with no marks and with dead / seki marks and prisoners taken
// from the input, against a reference scorer (fuzz_common.h).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "fuzz_common.h"
#include "scoring/scoring.h"

namespace {

using namespace goscore;
using goscore_fuzz::ByteReader;

RegionFinder& Finder() {
  static RegionFinder* finder = new RegionFinder();  // reused, as the bindings reuse theirs
  return *finder;
}

/// Rows split the way ParseRowsText documents: on '\n', a '\r' before it dropped, no row after a
/// trailing newline.
FUZZ_NO_COVERAGE std::vector<std::string_view> SplitRows(std::string_view text) {
  std::vector<std::string_view> rows;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view row = text.substr(start, end - start);
    if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
    rows.push_back(row);
    start = end + 1;
  }
  return rows;
}

/// The reference reading of exercism rows: ok, and the board, when the rows are a board.
FUZZ_NO_COVERAGE bool RefParseRows(const std::vector<std::string_view>& rows,
                                   std::vector<int8_t>* signs) {
  if (rows.empty() || rows[0].empty()) return false;
  if (rows.size() > static_cast<size_t>(kMaxSide) || rows[0].size() > static_cast<size_t>(kMaxSide))
    return false;
  signs->clear();
  for (std::string_view row : rows) {
    if (row.size() != rows[0].size()) return false;
    for (char c : row) {
      if (c == 'B') {
        signs->push_back(1);
      } else if (c == 'W') {
        signs->push_back(-1);
      } else if (c == ' ' || c == '.') {
        signs->push_back(0);
      } else {
        return false;
      }
    }
  }
  return true;
}

FUZZ_NO_COVERAGE void CheckSameBoard(const Board& b, const std::vector<int8_t>& signs,
                                     const char* what) {
  std::vector<int8_t> got(static_cast<size_t>(b.area()));
  b.ToSigns(got.data());
  FUZZ_CHECK(got == signs, "%s: the parsed board differs from the reference", what);
  // Walls all around, the empty cells as zero: the padded layout is intact.
  const int8_t* cells = b.cells();
  for (int i = 0; i < b.padded_size(); ++i) {
    const int x = b.LocX(i);
    const int y = b.LocY(i);
    const bool on = i >= b.stride() && x >= 0 && x < b.width() && y >= 0 && y < b.height();
    FUZZ_CHECK(on || cells[i] == Board::kWall, "%s: padded cell %d is not a wall", what, i);
  }
  const std::vector<std::string> rows = b.ToRows();
  FUZZ_CHECK(static_cast<int>(rows.size()) == b.height(), "%s: ToRows height", what);
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      const int8_t s = signs[y * b.width() + x];
      FUZZ_CHECK(rows[y][x] == (s == 1    ? 'B'
                                : s == -1 ? 'W'
                                          : ' '),
                 "%s: ToRows(%d, %d)", what, x, y);
    }
  }
}

/// Every check of a board that parsed; `r` supplies the marks, prisoners and komi.
FUZZ_NO_COVERAGE void CheckBoard(const Board& board, ByteReader& r) {
  RegionFinder& finder = Finder();
  const int w = board.width();
  const int h = board.height();
  const int area = board.area();
  const goscore_fuzz::RefRegions ref = goscore_fuzz::ComputeRegions(board);
  const std::vector<int8_t> ref_owner = goscore_fuzz::RefOwnership(board);

  std::vector<int8_t> owner(area, 7);
  finder.Ownership(board, owner.data());
  FUZZ_CHECK(owner == ref_owner, "Ownership differs from the reference flood fill");
  std::vector<int8_t> signs(area);
  board.ToSigns(signs.data());
  std::vector<int8_t> owner2(area, 7);
  finder.OwnershipFromSigns(signs.data(), w, h, owner2.data());
  FUZZ_CHECK(owner2 == ref_owner, "OwnershipFromSigns differs from the reference");

  std::vector<int32_t> label(area, 12345);
  const std::vector<Color> owners = finder.Label(board, label.data());
  FUZZ_CHECK(owners == ref.owner, "Label: %zu region owners, reference has %zu", owners.size(),
             ref.owner.size());
  for (int i = 0; i < area; ++i) {
    FUZZ_CHECK(label[i] == ref.label[i], "Label of (%d, %d) is %d, expected %d", i % w, i / w,
               label[i], ref.label[i]);
  }
  const std::vector<Region> regions = finder.AllRegions(board);
  FUZZ_CHECK(regions.size() == ref.owner.size(), "AllRegions: %zu regions, expected %zu",
             regions.size(), ref.owner.size());
  for (size_t k = 0; k < regions.size(); ++k) {
    FUZZ_CHECK(regions[k].owner == ref.owner[k], "AllRegions[%zu] owner", k);
    FUZZ_CHECK(regions[k].points.size() == static_cast<size_t>(ref.size[k]),
               "AllRegions[%zu] has %zu points, expected %d", k, regions[k].points.size(),
               ref.size[k]);
    FUZZ_CHECK(std::is_sorted(regions[k].points.begin(), regions[k].points.end()),
               "AllRegions[%zu] points are not in column-major order", k);
    for (Point p : regions[k].points) {
      FUZZ_CHECK(board.OnBoard(p.x, p.y) && ref.label[p.y * w + p.x] == static_cast<int>(k),
                 "AllRegions[%zu] holds (%d, %d), which is not in it", k, p.x, p.y);
    }
  }
  // RegionAt on a few points picked by the input.
  for (int probe = 0; probe < 3; ++probe) {
    const int i = (r.Next() * 256 + r.Next()) % area;
    const Region region = finder.RegionAt(board, i % w, i / w);
    if (ref.label[i] < 0) {
      FUZZ_CHECK(region.owner == Color::kEmpty && region.points.empty(),
                 "RegionAt on the stone (%d, %d) is not empty", i % w, i / w);
    } else {
      const Region& expected = regions[ref.label[i]];
      FUZZ_CHECK(region.owner == expected.owner && region.points == expected.points,
                 "RegionAt(%d, %d) differs from AllRegions", i % w, i / w);
    }
  }

  const AreaCount count = CountArea(board, finder);
  const int ref_black = static_cast<int>(std::count(ref_owner.begin(), ref_owner.end(), 1));
  const int ref_white = static_cast<int>(std::count(ref_owner.begin(), ref_owner.end(), -1));
  FUZZ_CHECK(count.black == ref_black && count.white == ref_white,
             "CountArea %d/%d, expected %d/%d", count.black, count.white, ref_black, ref_white);
  FUZZ_CHECK(count.black + count.white <= area, "CountArea sums past the area");

  // Tromp-Taylor: terminal by passes or by move count, not terminal otherwise; bad numbers refused.
  const double komi = static_cast<int8_t>(r.Next()) / 2.0;
  TrompTaylorResult tt;
  Status s = ScoreTrompTaylor(board, komi, 2, 0, finder, &tt);
  FUZZ_CHECK(s.ok(), "ScoreTrompTaylor: %s", s.message().c_str());
  FUZZ_CHECK(tt.terminal && tt.black == count.black && tt.white == count.white + komi,
             "ScoreTrompTaylor scores");
  FUZZ_CHECK(tt.winner == (tt.black > tt.white   ? 1
                           : tt.black < tt.white ? -1
                                                 : 0),
             "ScoreTrompTaylor winner");
  s = ScoreTrompTaylor(board, komi, 1, 2.0 * area - 1, finder, &tt);
  FUZZ_CHECK(s.ok() && !tt.terminal, "ScoreTrompTaylor: one pass and 2 * area - 1 moves");
  s = ScoreTrompTaylor(board, komi, 0, 2.0 * area, finder, &tt);
  FUZZ_CHECK(s.ok() && tt.terminal, "ScoreTrompTaylor: 2 * area moves is terminal");
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  TrompTaylorResult untouched;
  untouched.black = 42;
  TrompTaylorResult bad = untouched;
  FUZZ_CHECK(!ScoreTrompTaylor(board, nan, 2, 0, finder, &bad).ok(), "NaN komi accepted");
  FUZZ_CHECK(!ScoreTrompTaylor(board, inf, 2, 0, finder, &bad).ok(), "infinite komi accepted");
  FUZZ_CHECK(!ScoreTrompTaylor(board, 0, -1, 0, finder, &bad).ok(), "negative passes accepted");
  FUZZ_CHECK(!ScoreTrompTaylor(board, 0, 0, 0.5, finder, &bad).ok(), "fractional moves accepted");
  FUZZ_CHECK(bad.black == 42, "a refused ScoreTrompTaylor wrote its output");

  // The three scorers with no marks.
  ScoreInput input;
  input.komi_tenths = static_cast<int8_t>(r.Next()) * 5;
  for (ScoringRules rules :
       {ScoringRules::kTerritory, ScoringRules::kArea, ScoringRules::kTrompTaylor}) {
    input.rules = rules;
    ScoreResult result;
    s = ScorePosition(board, input, finder, &result);
    FUZZ_CHECK(s.ok(), "ScorePosition without marks: %s", s.message().c_str());
    goscore_fuzz::CheckScore(board, input, result);
    FUZZ_CHECK(result.black.stones + result.white.stones + result.black.territory +
                       result.white.territory + result.dame ==
                   area,
               "no marks: stones + territory + dame != area");
    if (rules != ScoringRules::kTerritory) {
      FUZZ_CHECK(result.black.stones + result.black.territory == count.black &&
                     result.white.stones + result.white.territory == count.white,
                 "area scoring differs from CountArea");
    }
  }

  // With marks: dead chains and seki points picked by the input (some of them invalid), prisoners.
  std::vector<Point> dead_points;
  const int n_dead = r.Next() % 4;
  for (int k = 0; k < n_dead; ++k) {
    dead_points.push_back({r.Next() % (w + 1), r.Next() % (h + 1)});
  }
  std::vector<uint8_t> mask;
  s = DeadChainsMask(board, dead_points, &mask);
  bool dead_ok = true;
  for (Point p : dead_points) {
    dead_ok = dead_ok && board.OnBoard(p.x, p.y) && board.At(p.x, p.y) != Color::kEmpty;
  }
  FUZZ_CHECK(s.ok() == dead_ok, "DeadChainsMask: ok %d, expected %d (%s)", s.ok(), dead_ok,
             s.message().c_str());
  if (!s.ok()) return;
  FUZZ_CHECK(mask.size() == (dead_points.empty() ? 0u : static_cast<size_t>(area)),
             "DeadChainsMask size");
  for (size_t i = 0; i < mask.size(); ++i) {
    // Dead exactly on the chains named: a point is dead iff it is a stone and a same-coloured
    // neighbour is dead or it was named (checked as: the mask is closed under chain adjacency).
    const int x = static_cast<int>(i) % w;
    const int y = static_cast<int>(i) / w;
    if (!mask[i]) continue;
    FUZZ_CHECK(board.At(x, y) != Color::kEmpty, "dead mask on an empty point");
    const int nx[4] = {x - 1, x + 1, x, x};
    const int ny[4] = {y, y, y - 1, y + 1};
    for (int d = 0; d < 4; ++d) {
      if (board.OnBoard(nx[d], ny[d]) && board.At(nx[d], ny[d]) == board.At(x, y)) {
        FUZZ_CHECK(mask[ny[d] * w + nx[d]], "dead mask covers half a chain at (%d, %d)", x, y);
      }
    }
  }
  input.dead = mask;
  input.seki.clear();
  const int n_seki = r.Next() % 3;
  for (int k = 0; k < n_seki; ++k) input.seki.push_back({r.Next() % (w + 1), r.Next() % (h + 1)});
  input.prisoners_by_black = r.Next() % 8;
  input.prisoners_by_white = r.Next() % 8;
  Board lifted = board;
  for (size_t i = 0; i < mask.size(); ++i) {
    if (mask[i]) lifted.Set(static_cast<int>(i) % w, static_cast<int>(i) / w, Color::kEmpty);
  }
  bool seki_ok = true;
  for (Point p : input.seki) {
    seki_ok = seki_ok && lifted.OnBoard(p.x, p.y) && lifted.At(p.x, p.y) == Color::kEmpty;
  }
  for (ScoringRules rules :
       {ScoringRules::kTerritory, ScoringRules::kArea, ScoringRules::kTrompTaylor}) {
    input.rules = rules;
    ScoreResult result;
    result.dame = -77;
    s = ScorePosition(board, input, finder, &result);
    const bool expect_ok = rules != ScoringRules::kTerritory || seki_ok;
    FUZZ_CHECK(s.ok() == expect_ok, "ScorePosition with marks (rules %d): ok %d, expected %d: %s",
               static_cast<int>(rules), s.ok(), expect_ok, s.message().c_str());
    if (!s.ok()) {
      FUZZ_CHECK(result.dame == -77, "a refused ScorePosition wrote its output");
      continue;
    }
    goscore_fuzz::CheckScore(board, input, result);
    if (rules == ScoringRules::kArea) {
      const AreaCount lifted_count = CountArea(lifted, finder);
      FUZZ_CHECK(result.black.stones + result.black.territory == lifted_count.black &&
                     result.white.stones + result.white.territory == lifted_count.white,
                 "area scoring with dead stones differs from CountArea of the lifted board");
    }
  }
  // Bad inputs of ScorePosition: negative prisoners, a mask of the wrong size.
  ScoreInput bad_input = input;
  bad_input.prisoners_by_black = -1;
  ScoreResult ignored;
  FUZZ_CHECK(!ScorePosition(board, bad_input, finder, &ignored).ok(), "negative prisoners");
  bad_input = input;
  bad_input.dead.assign(static_cast<size_t>(area) + 1, 0);
  FUZZ_CHECK(!ScorePosition(board, bad_input, finder, &ignored).ok(), "dead mask of wrong size");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);

  // 1. Rows.
  Board from_text(2, 3);
  const Board untouched = from_text;
  const Status text_status = ParseRowsText(text, &from_text);
  const std::vector<std::string_view> rows = SplitRows(text);
  Board from_rows(2, 3);
  const Status rows_status = ParseRows(rows, &from_rows);
  FUZZ_CHECK(text_status.ok() == rows_status.ok() && text_status.code() == rows_status.code() &&
                 text_status.message() == rows_status.message(),
             "ParseRowsText (%s) and ParseRows (%s) disagree", text_status.message().c_str(),
             rows_status.message().c_str());
  // The fast path of getTerritories reads only canonical text, and reads it as the parser does.
  std::vector<int8_t> classes(text.size() + 1);
  int classes_w = 0;
  int classes_h = 0;
  const bool classified = Finder().ClassifyRowsText(text, classes.data(), &classes_w, &classes_h);
  FUZZ_CHECK(!classified || text_status.ok(), "ClassifyRowsText read text the parser refuses");
  if (classified) {
    FUZZ_CHECK(classes_w == from_text.width() && classes_h == from_text.height(),
               "ClassifyRowsText read %dx%d, the parser %dx%d", classes_w, classes_h,
               from_text.width(), from_text.height());
    std::vector<int8_t> want(static_cast<size_t>(from_text.area()));
    Finder().Classify(from_text, want.data());
    classes.resize(want.size());
    FUZZ_CHECK(classes == want, "ClassifyRowsText differs from Classify");
  }
  std::vector<int8_t> ref_signs;
  const bool ref_ok = RefParseRows(rows, &ref_signs);
  FUZZ_CHECK(text_status.ok() == ref_ok, "ParseRowsText ok %d, reference %d: %s", text_status.ok(),
             ref_ok, text_status.message().c_str());
  if (!text_status.ok()) {
    FUZZ_CHECK(!text_status.message().empty(), "an error without a message");
    FUZZ_CHECK(text_status.code() == ErrorCode::kInvalidBoard ||
                   text_status.code() == ErrorCode::kBoardTooLarge,
               "ParseRowsText error code %d", static_cast<int>(text_status.code()));
    FUZZ_CHECK(from_text == untouched && from_rows == untouched,
               "a refused parse wrote its output");
  } else {
    CheckSameBoard(from_text, ref_signs, "ParseRowsText");
    FUZZ_CHECK(from_text == from_rows, "ParseRowsText and ParseRows read different boards");
    ByteReader r(data, size);
    CheckBoard(from_text, r);
  }

  // 2. A sign map.
  if (size < 3) return 0;
  ByteReader r(data, size);
  const int w = 1 + r.Next() % 40;  // across the bit-parallel path's last width, 31
  const int h = 1 + r.Next() % 40;
  const bool raw = r.Next() & 1;
  std::vector<int8_t> signs(static_cast<size_t>(w) * h);
  bool signs_ok = true;
  for (size_t i = 0; i < signs.size(); ++i) {
    const size_t payload = size - 3;
    const uint8_t b = payload == 0 ? 0 : data[3 + i % payload] ^ static_cast<uint8_t>(i / payload);
    signs[i] = raw ? static_cast<int8_t>(b) : static_cast<int8_t>(b % 3 - 1);
    signs_ok = signs_ok && signs[i] >= -1 && signs[i] <= 1;
  }
  Board from_signs(2, 3);
  const Status signs_status = ParseSigns(signs.data(), w, h, &from_signs);
  FUZZ_CHECK(signs_status.ok() == signs_ok, "ParseSigns ok %d, expected %d: %s", signs_status.ok(),
             signs_ok, signs_status.message().c_str());
  // The checked ownership path reads the same signs: the first bad one, or the reference owners.
  int64_t first_bad = -1;
  for (size_t i = 0; i < signs.size() && first_bad < 0; ++i) {
    if (signs[i] < -1 || signs[i] > 1) first_bad = static_cast<int64_t>(i);
  }
  std::vector<int8_t> owners(signs.size());
  const int64_t bad = Finder().OwnershipFromSigns(signs.data(), w, h, owners.data());
  FUZZ_CHECK(bad == first_bad, "OwnershipFromSigns reported %lld, expected %lld",
             static_cast<long long>(bad), static_cast<long long>(first_bad));
  if (!signs_status.ok()) {
    FUZZ_CHECK(from_signs == untouched, "a refused ParseSigns wrote its output");
  } else {
    FUZZ_CHECK(owners == goscore_fuzz::RefOwnership(from_signs),
               "OwnershipFromSigns differs from the reference");
    CheckSameBoard(from_signs, signs, "ParseSigns");
    CheckBoard(from_signs, r);
  }

  // 3. Board sizes from the input, in and out of range.
  if (size >= 8) {
    int32_t dims[2];
    std::copy(data, data + 8, reinterpret_cast<uint8_t*>(dims));
    const bool size_ok = dims[0] >= 1 && dims[1] >= 1 && dims[0] <= kMaxSide && dims[1] <= kMaxSide;
    const Status size_status = Board::CheckSize(dims[0], dims[1]);
    FUZZ_CHECK(size_status.ok() == size_ok, "CheckSize(%d, %d)", dims[0], dims[1]);
    if (!size_ok) {
      int8_t one = 0;
      FUZZ_CHECK(!ParseSigns(&one, dims[0], dims[1], &from_signs).ok(), "ParseSigns accepted %dx%d",
                 dims[0], dims[1]);
    }
  }
  return 0;
}
