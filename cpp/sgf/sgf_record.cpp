// ParseSgf: the game a record describes, taken from its tree's main line: the root's game info,
// the setup before the first move and the moves. References to "FF[4]" are to the specification
// at https://www.red-bean.com/sgf/ (sgf4.html; properties.html; go.html: points as two letters
// and the pass).
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "board/board.h"
#include "core/komi.h"
#include "sgf/sgf.h"
#include "sgf/sgf_text.h"

namespace goscore {

using sgf_text::CoordOf;
using sgf_text::IsSpace;
using sgf_text::KomiParse;
using sgf_text::ParseCount;
using sgf_text::ParseKomi;
using sgf_text::ParsePointValue;
using sgf_text::SgfError;
using sgf_text::Shown;
using sgf_text::Trim;

namespace {

/// A root node with more property values than this, setup (AB / AW / AE) aside, is refused: each
/// costs a pair of strings (about 64 bytes) in the game info and root_properties, so a few
/// megabytes of "XX[][][]..." would otherwise cost hundreds of megabytes. Real records have a few
/// dozen.
constexpr size_t kMaxKeptRootValues = 100000;

std::string BoardName(int width, int height) {
  return std::to_string(width) + "x" + std::to_string(height);
}

/// The properties a replay needs, told apart once per identifier.
enum class PlayProp : int8_t { kOther, kBlack, kWhite, kAddBlack, kAddWhite, kAddEmpty };

PlayProp ClassifyId(std::string_view id) {
  if (id.size() == 1) {
    return id[0] == 'B' ? PlayProp::kBlack : id[0] == 'W' ? PlayProp::kWhite : PlayProp::kOther;
  }
  if (id.size() == 2 && id[0] == 'A') {
    if (id[1] == 'B') return PlayProp::kAddBlack;
    if (id[1] == 'W') return PlayProp::kAddWhite;
    if (id[1] == 'E') return PlayProp::kAddEmpty;
  }
  return PlayProp::kOther;
}

bool IsSetup(PlayProp k) {
  return k == PlayProp::kAddBlack || k == PlayProp::kAddWhite || k == PlayProp::kAddEmpty;
}
bool IsMove(PlayProp k) { return k == PlayProp::kBlack || k == PlayProp::kWhite; }

/// Marks the points of rectangles, each point once, in time linear in the rows the rectangles span
/// plus the points newly marked: every row keeps, for each x, a link towards the next unmarked x
/// (a union-find along the row, with path compression, iterative). Without it a record repeating
/// AB[aa:ZZ] a million times would cost billions of steps.
class RowCover {
 public:
  RowCover(int width, int height)
      : width_(width), next_(static_cast<size_t>(width + 1) * static_cast<size_t>(height)) {
    for (size_t i = 0; i < next_.size(); ++i) next_[i] = static_cast<int>(i % (width + 1));
  }

  /// Calls on_new(x, y) for every point of the rectangle not marked before, and marks it.
  template <typename F>
  void Cover(int x0, int y0, int x1, int y1, F on_new) {
    for (int y = y0; y <= y1; ++y) {
      int* row = &next_[static_cast<size_t>(y) * static_cast<size_t>(width_ + 1)];
      for (int x = Find(row, x0); x <= x1; x = Find(row, x + 1)) {
        on_new(x, y);
        row[x] = x + 1;
      }
    }
  }

 private:
  static int Find(int* row, int x) {
    int root = x;
    while (row[root] != root) root = row[root];
    while (row[x] != root) {
      const int up = row[x];
      row[x] = root;
      x = up;
    }
    return root;
  }

  int width_;
  std::vector<int> next_;  // per row, width + 1 links; x = width is the end of the row
};

/// Takes the record from the main line of a tree, node by node.
class RecordBuilder {
 public:
  RecordBuilder(const SgfTree& tree, SgfRecord* rec) : tree_(tree), rec_(rec) {}

  Status Run() {
    const std::vector<int32_t> line = tree_.MainLine();
    rec_->moves.reserve(line.size());  // at most one move a node: no regrowth
    for (size_t k = 0; k < line.size(); ++k) {
      node_ = static_cast<int>(k);
      Status s = Node(line[k]);
      if (!s.ok()) return s;
    }
    BuildSetupLists();
    return line.empty() ? Status() : ReadTerritory(line.back());
  }

 private:
  /// One value of AB / AW / AE before the first move, applied when the reading is done.
  struct SetupRect {
    int16_t x0, y0, x1, y1;
    int8_t stone;  // 1 AB, -1 AW, 0 AE
  };

  std::string FirstValue(int prop) const {
    return tree_.value_begin(prop) < tree_.value_end(prop) ? tree_.text(tree_.value_begin(prop))
                                                           : std::string();
  }

  Status Node(int node);
  Status RootInfo(int node);
  bool ReadRect(std::string_view id, std::string_view v, SetupRect* r, std::string* error) const;
  Status ApplySetup(int prop, PlayProp kind);
  Status ReadTerritory(int node);
  Status AddMove(int prop, PlayProp kind);
  void BuildSetupLists();

  const SgfTree& tree_;
  SgfRecord* rec_;
  int node_ = 0;  // main-line node number
  std::vector<SetupRect> setup_;
  std::string scratch_;  // a value with escapes, unescaped
};

GOSCORE_NOINLINE Status RecordBuilder::Node(int node) {
  if (node_ == 0) {
    Status s = RootInfo(node);
    if (!s.ok()) return s;
  }
  // Setup first, then the move, whatever their order in the node (FF[4] forbids mixing them in a
  // node; a tolerant reader applies the setup before the move).
  int move = SgfTree::kNone;
  PlayProp move_kind = PlayProp::kOther;
  for (int p = tree_.prop_begin(node); p < tree_.prop_end(node); ++p) {
    const PlayProp kind = ClassifyId(tree_.id(p));
    if (IsSetup(kind)) {
      Status s = ApplySetup(p, kind);
      if (!s.ok()) return s;
    } else if (IsMove(kind)) {
      if (move != SgfTree::kNone) {
        const std::string id(tree_.id(p));
        return SgfError("node " + std::to_string(node_) +
                        (move_kind == kind
                             ? " has two " + id + " properties"
                             : " has both " + std::string(tree_.id(move)) + " and " + id) +
                        " (one move per node)");
      }
      move = p;
      move_kind = kind;
    }
  }
  if (move != SgfTree::kNone) return AddMove(move, move_kind);
  return Status();
}

GOSCORE_NOINLINE Status RecordBuilder::RootInfo(int node) {
  const int begin = tree_.prop_begin(node);
  const int end = tree_.prop_end(node);
  // GM and SZ before anything else: the board size is needed to read points.
  for (int p = begin; p < end; ++p) {
    if (tree_.value_begin(p) == tree_.value_end(p)) continue;
    const std::string_view id = tree_.id(p);
    if (id != "GM" && id != "SZ") continue;
    const std::string value = FirstValue(p);
    const std::string_view v = value;
    if (id == "GM") {
      // FF[4] properties.html: GM[1] is Go; absent means 1.
      if (!Trim(v).empty() && Trim(v) != "1") {
        return SgfError("GM[" + Shown(v) + "] is not Go (only GM[1] is supported)");
      }
    } else {
      // FF[4] properties.html: SZ[number] or SZ[columns:rows] for a rectangular board.
      const size_t colon = v.find(':');
      int w = 0;
      int h = 0;
      const bool ok = colon == std::string_view::npos ? ParseCount(v, &w) && ParseCount(v, &h)
                                                      : ParseCount(v.substr(0, colon), &w) &&
                                                            ParseCount(v.substr(colon + 1), &h);
      if (!ok || w < 1 || h < 1) return SgfError("SZ[" + Shown(v) + "] is not a board size");
      if (w > kSgfMaxSide || h > kSgfMaxSide) {
        return SgfError("SZ[" + Shown(v) + "] is larger than SGF can address (52x52)");
      }
      Status s = Board::CheckSize(w, h);
      if (!s.ok()) return SgfError("SZ[" + Shown(v) + "]: " + s.message());
      rec_->width = w;
      rec_->height = h;
    }
  }
  // The game info (every root value but the setup's, Game::info) and root_properties cost tens of
  // bytes a value: bounded together.
  size_t kept = 0;
  for (int p = begin; p < end; ++p) {
    const std::string_view id = tree_.id(p);
    if (!IsSetup(ClassifyId(id))) {
      kept += static_cast<size_t>(tree_.value_end(p) - tree_.value_begin(p));
      if (kept > kMaxKeptRootValues) {
        return SgfError("the root node has more than " + std::to_string(kMaxKeptRootValues) +
                        " property values");
      }
    }
  }
  for (int p = begin; p < end; ++p) {
    const std::string_view id = tree_.id(p);
    const std::string value = FirstValue(p);
    const std::string_view v = value;
    if (id == "KM") {
      if (Trim(v).empty()) continue;  // KM[] is no komi
      int tenths = 0;
      const KomiParse r = ParseKomi(v, &tenths);
      if (r == KomiParse::kNotANumber) return SgfError("KM[" + Shown(v) + "] is not a number");
      if (r == KomiParse::kOutOfRange) {
        return SgfError("KM[" + Shown(v) + "] is out of range (at most " +
                        std::to_string(kKomiLimitTenths / 10) + " points either way)");
      }
      rec_->has_komi = true;
      rec_->komi_tenths = tenths;
    } else if (id == "HA") {
      int h = 0;
      if (!Trim(v).empty() && !ParseCount(v, &h)) {
        return SgfError("HA[" + Shown(v) + "] is not a number of stones");
      }
      rec_->handicap = h;
    } else if (id == "PL") {
      // FF[4] go.html: PL[color], B or W.
      const std::string_view c = Trim(v);
      if (c == "B" || c == "b") {
        rec_->first_player = Color::kBlack;
      } else if (c == "W" || c == "w") {
        rec_->first_player = Color::kWhite;
      } else if (!c.empty()) {
        return SgfError("PL[" + Shown(v) + "] is not B or W");
      }
    } else if (id == "RE") {
      rec_->result = value;
    } else if (ClassifyId(id) != PlayProp::kOther || id == "FF" || id == "GM" || id == "SZ" ||
               id == "AP" || id == "TB" || id == "TW") {
      continue;  // read above or below, or written by WriteSgf itself
    } else {
      for (int j = tree_.value_begin(p); j < tree_.value_end(p); ++j) {
        rec_->root_properties.emplace_back(std::string(id), tree_.text(j));
      }
    }
  }
  return Status();
}

// FF[4] go.html and sgf4.html: a list of points; a value "ul:lr" is a compressed rectangle of
// points (the spec names the upper-left corner first; either order is accepted). Returns false,
// with the message in *error, for a value that is not a point or is off the board.
bool RecordBuilder::ReadRect(std::string_view id, std::string_view v, SetupRect* r,
                             std::string* error) const {
  const size_t colon = v.find(':');
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  const bool ok = colon == std::string_view::npos
                      ? ParsePointValue(v, &x0, &y0)
                      : ParsePointValue(v.substr(0, colon), &x0, &y0) &&
                            ParsePointValue(v.substr(colon + 1), &x1, &y1);
  const int w = rec_->width;
  const int h = rec_->height;
  auto where = [&] {
    return "node " + std::to_string(node_) + " " + std::string(id) + "[" + Shown(v) + "]";
  };
  if (!ok) {
    *error = where() + " is not a point";
    return false;
  }
  if (colon == std::string_view::npos) {
    x1 = x0;
    y1 = y0;
  }
  if (x0 >= w || y0 >= h || x1 >= w || y1 >= h) {
    *error = where() + " is off the " + BoardName(w, h) + " board";
    return false;
  }
  if (x1 < x0) std::swap(x0, x1);
  if (y1 < y0) std::swap(y0, y1);
  *r = SetupRect{static_cast<int16_t>(x0), static_cast<int16_t>(y0), static_cast<int16_t>(x1),
                 static_cast<int16_t>(y1), 0};
  return true;
}

// FF[4] go.html: AB / AW / AE take a list of points. Empty values are skipped.
GOSCORE_NOINLINE Status RecordBuilder::ApplySetup(int prop, PlayProp kind) {
  const std::string_view id = tree_.id(prop);
  if (!rec_->moves.empty()) {
    return SgfError("node " + std::to_string(node_) + ": " + std::string(id) +
                    " after the first move is not supported");
  }
  const int8_t stone = kind == PlayProp::kAddBlack ? 1 : kind == PlayProp::kAddWhite ? -1 : 0;
  for (int j = tree_.value_begin(prop); j < tree_.value_end(prop); ++j) {
    const std::string_view v = tree_.text_view(j, &scratch_);
    if (v.empty()) continue;
    SetupRect r;
    std::string error;
    if (!ReadRect(id, v, &r, &error)) return SgfError(std::move(error));
    r.stone = stone;
    setup_.push_back(r);
  }
  return Status();
}

// FF[4] go.html: TB / TW, lists of points, mark the territory in the final position. Read from the
// last main-line node only (where WriteSgf puts them), each point once (RowCover, so repeated
// rectangles cost nothing), column-major.
GOSCORE_NOINLINE Status RecordBuilder::ReadTerritory(int node) {
  const int w = rec_->width;
  const int h = rec_->height;
  std::vector<uint8_t> marked;  // row-major: 1 TB, 2 TW (bits)
  for (int p = tree_.prop_begin(node); p < tree_.prop_end(node); ++p) {
    const std::string_view id = tree_.id(p);
    if (id != "TB" && id != "TW") continue;
    if (marked.empty()) marked.assign(static_cast<size_t>(w) * static_cast<size_t>(h), 0);
    rec_->has_territory = true;
    const uint8_t bit = id == "TB" ? 1 : 2;
    RowCover cover(w, h);
    for (int j = tree_.value_begin(p); j < tree_.value_end(p); ++j) {
      const std::string_view v = tree_.text_view(j, &scratch_);
      if (v.empty()) continue;
      SetupRect r;
      std::string error;
      if (!ReadRect(id, v, &r, &error)) return SgfError(std::move(error));
      cover.Cover(r.x0, r.y0, r.x1, r.y1, [&](int x, int y) {
        marked[static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)] |= bit;
      });
    }
  }
  if (marked.empty()) return Status();
  for (int x = 0; x < w; ++x) {
    for (int y = 0; y < h; ++y) {
      const uint8_t m =
          marked[static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)];
      if (m & 1) rec_->territory_black.push_back(Point{x, y});
      if (m & 2) rec_->territory_white.push_back(Point{x, y});
    }
  }
  return Status();
}

// FF[4] go.html: B[] is a pass, and so is B[tt] on boards up to 19x19 (FF[3] compatibility); on
// larger boards tt is the point (19, 19).
GOSCORE_NOINLINE Status RecordBuilder::AddMove(int prop, PlayProp kind) {
  const int number = static_cast<int>(rec_->moves.size()) + 1;
  const std::string_view id = tree_.id(prop);  // a view: the hot path builds no string
  const int values = tree_.value_end(prop) - tree_.value_begin(prop);
  if (values != 1) {
    return SgfError("move " + std::to_string(number) + " " + std::string(id) + " has " +
                    std::to_string(values) + " values");
  }
  const std::string_view v = tree_.text_view(tree_.value_begin(prop), &scratch_);
  SgfMove m;
  m.color = kind == PlayProp::kBlack ? Color::kBlack : Color::kWhite;
  m.node = node_;
  const int w = rec_->width;
  const int h = rec_->height;
  if (v.empty() || (v == "tt" && w <= 19 && h <= 19)) {
    m.pass = true;
  } else {
    auto where = [&] {
      return "move " + std::to_string(number) + " " + std::string(id) + "[" + Shown(v) + "]";
    };
    int x = 0, y = 0;
    if (!ParsePointValue(v, &x, &y)) return SgfError(where() + " is not a point");
    if (x >= w || y >= h) return SgfError(where() + " is off the " + BoardName(w, h) + " board");
    m.point = Point{x, y};
  }
  rec_->moves.push_back(m);
  return Status();
}

// The setup values apply in the order written, so a point takes the value of the last one naming
// it: going through them backwards, each point is set by the first value that covers it.
GOSCORE_NOINLINE void RecordBuilder::BuildSetupLists() {
  const int w = rec_->width;
  const int h = rec_->height;
  const size_t area = static_cast<size_t>(w) * static_cast<size_t>(h);
  std::vector<int8_t> position(area, 0);
  std::vector<uint8_t> emptied(area, 0);
  RowCover last(w, h);
  RowCover named_empty(w, h);
  size_t set = 0;  // points set so far; once all are, only AE values still matter
  size_t named = 0;
  for (size_t k = setup_.size(); k-- > 0;) {
    const SetupRect& r = setup_[k];
    if (set < area) {
      last.Cover(r.x0, r.y0, r.x1, r.y1, [&](int x, int y) {
        position[static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)] =
            r.stone;
        ++set;
      });
    }
    if (r.stone == 0 && named < area) {
      named_empty.Cover(r.x0, r.y0, r.x1, r.y1, [&](int x, int y) {
        emptied[static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)] = 1;
        ++named;
      });
    }
  }
  for (int x = 0; x < w; ++x) {
    for (int y = 0; y < h; ++y) {
      const size_t idx = static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x);
      if (position[idx] == 1) rec_->add_black.push_back(Point{x, y});
      if (position[idx] == -1) rec_->add_white.push_back(Point{x, y});
      if (emptied[idx]) rec_->add_empty.push_back(Point{x, y});
    }
  }
}

}  // namespace

GOSCORE_NOINLINE Status ParseSgf(std::string_view text, SgfRecord* out) {
  if (text.size() > kSgfMaxBytes) {
    return SgfError("the record is " + std::to_string(text.size()) +
                    " bytes; records longer than " + std::to_string(kSgfMaxBytes) +
                    " bytes (32 MiB) are not read");
  }
  SgfRecord rec;
  Status s = ReadSgfTree(text, &rec.tree);
  if (!s.ok()) return s;
  RecordBuilder builder(rec.tree, &rec);
  s = builder.Run();
  if (!s.ok()) return s;
  *out = std::move(rec);
  return Status();
}

}  // namespace goscore
