// SGF FF[4] reader and writer. References to "FF[4]" are to the specification at
// https://www.red-bean.com/sgf/ (sgf4.html: EBNF and escapes; properties.html; go.html: the Go
// specifics, points as two letters and the pass).
#include "sgf/sgf.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "board/board.h"

namespace goscore {

namespace {

/// A root node with more kept property values than this is refused: each costs a pair of strings
/// (about 64 bytes), so a few megabytes of "XX[][][]..." would otherwise cost hundreds of
/// megabytes. Real records have a few dozen.
constexpr size_t kMaxKeptRootValues = 100000;

/// How much of a value or identifier an error message shows.
constexpr size_t kShownChars = 24;

Status SgfError(std::string message) {
  return Status::Error(ErrorCode::kInvalidSgf, std::move(message));
}

/// FF[4] EBNF: white space between tokens is ignored ("space, tab, line feed, ...").
bool IsSpace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool IsLower(char c) { return c >= 'a' && c <= 'z'; }

/// FF[4] go.html: a coordinate is 'a'..'z' for 0..25 and 'A'..'Z' for 26..51; -1 otherwise.
int CoordOf(char c) {
  if (IsLower(c)) return c - 'a';
  if (IsUpper(c)) return c - 'A' + 26;
  return -1;
}
char CoordChar(int v) {
  return v < 26 ? static_cast<char>('a' + v) : static_cast<char>('A' + (v - 26));
}

/// Text for an error message: at most kShownChars characters, anything but printable ASCII as '?'.
std::string Shown(std::string_view v) {
  std::string s;
  const size_t n = v.size() < kShownChars ? v.size() : kShownChars;
  for (size_t i = 0; i < n; ++i) {
    const unsigned char c = static_cast<unsigned char>(v[i]);
    s.push_back(c >= 0x20 && c < 0x7f ? static_cast<char>(c) : '?');
  }
  if (n < v.size()) s += "...";
  return s;
}

std::string DescribeByte(char ch) {
  const unsigned char c = static_cast<unsigned char>(ch);
  if (c >= 0x21 && c < 0x7f) return std::string("'") + ch + "'";
  static const char kHex[] = "0123456789ABCDEF";
  return std::string("byte 0x") + kHex[c >> 4] + kHex[c & 15];
}

std::string_view Trim(std::string_view v) {
  while (!v.empty() && IsSpace(v.front())) v.remove_prefix(1);
  while (!v.empty() && IsSpace(v.back())) v.remove_suffix(1);
  return v;
}

/// A non-negative integer of at most 9 digits (FF[4] Number, without the sign), white space around
/// allowed.
bool ParseCount(std::string_view v, int* out) {
  v = Trim(v);
  if (!v.empty() && v.front() == '+') v.remove_prefix(1);
  if (v.empty() || v.size() > 9) return false;
  int n = 0;
  for (char c : v) {
    if (c < '0' || c > '9') return false;
    n = n * 10 + (c - '0');
  }
  *out = n;
  return true;
}

enum class KomiParse { kOk, kNotANumber, kOutOfRange };

/// FF[4] Real: ["+"|"-"] Digit {Digit} ["." Digit {Digit}], white space around allowed, and "7."
/// or ".5" tolerated. Rounds to the nearest tenth, halves away from zero (the digit after the
/// tenths decides: 0.75 -> 0.8, 0.74 -> 0.7).
KomiParse ParseKomi(std::string_view v, int* tenths) {
  v = Trim(v);
  bool negative = false;
  if (!v.empty() && (v.front() == '+' || v.front() == '-')) {
    negative = v.front() == '-';
    v.remove_prefix(1);
  }
  size_t i = 0;
  int64_t whole = 0;
  int digits = 0;
  bool too_large = false;
  for (; i < v.size() && v[i] >= '0' && v[i] <= '9'; ++i, ++digits) {
    whole = whole * 10 + (v[i] - '0');
    if (whole > 100000000) too_large = true, whole = 100000000;
  }
  int tenth = 0;
  bool round_up = false;
  if (i < v.size() && v[i] == '.') {
    ++i;
    for (int k = 0; i < v.size() && v[i] >= '0' && v[i] <= '9'; ++i, ++k, ++digits) {
      if (k == 0) tenth = v[i] - '0';
      if (k == 1) round_up = v[i] >= '5';
    }
  }
  if (digits == 0 || i != v.size()) return KomiParse::kNotANumber;
  if (too_large) return KomiParse::kOutOfRange;
  const int64_t t = whole * 10 + tenth + (round_up ? 1 : 0);
  *tenths = static_cast<int>(negative ? -t : t);
  return KomiParse::kOk;
}

/// A point value: exactly two coordinate letters.
bool ParsePointValue(std::string_view v, int* x, int* y) {
  if (v.size() != 2) return false;
  *x = CoordOf(v[0]);
  *y = CoordOf(v[1]);
  return *x >= 0 && *y >= 0;
}

std::string BoardName(int width, int height) {
  return std::to_string(width) + "x" + std::to_string(height);
}

/// The properties a replay needs, told apart once per identifier.
enum class PlayProp : int8_t { kOther, kBlack, kWhite, kAddBlack, kAddWhite, kAddEmpty };

PlayProp ClassifyId(const std::string& id) {
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

/// Reads the first game tree in one pass over the text, with no recursion: the nesting of game
/// trees is only counted, and the main line is followed by remembering the depth of the deepest
/// main-line tree entered so far (FF[4]: "the first variation is the main line").
class Parser {
 public:
  Parser(std::string_view text, SgfRecord* rec) : text_(text), rec_(rec) {}
  Status Run();

 private:
  /// One property of the node being read; its values are value_ends_[first_value, end_value) in
  /// values_ (a flat buffer, so that a node with many values costs little more than its text).
  struct Prop {
    std::string id;
    PlayProp kind = PlayProp::kOther;
    size_t first_value = 0;
    size_t end_value = 0;
  };

  std::string_view Value(size_t k) const {
    const size_t begin = k == 0 ? 0 : value_ends_[k - 1];
    return std::string_view(values_).substr(begin, value_ends_[k] - begin);
  }
  size_t ValueCount(const Prop& p) const { return p.end_value - p.first_value; }

  Status ReadValue(size_t open, size_t* next, bool keep);
  Status FinishNode();
  Status ReadRootInfo();
  Status ApplySetup(const Prop& p);
  Status AddMove(const Prop& p);
  void BuildSetupLists();

  std::string_view text_;
  SgfRecord* rec_;
  std::string ident_;        // identifier being read, upper-case letters only (FF[3] compatibility)
  std::vector<Prop> props_;  // kept properties of the current main-line node: [0, prop_count_)
  size_t prop_count_ = 0;
  std::string values_;
  std::vector<size_t> value_ends_;
  int node_ = -1;  // main-line node number of the current node
  /// One value of AB / AW / AE before the first move, applied when the reading is done.
  struct SetupRect {
    int16_t x0, y0, x1, y1;
    int8_t stone;  // 1 AB, -1 AW, 0 AE
  };
  std::vector<SetupRect> setup_;
};

// FF[4] sgf4.html, Text: "\" is the escape character: the character after it is taken as is,
// and a "\" before a line break (a soft line break) is removed together with the line break
// ("\n", "\r", "\r\n" or "\n\r").
Status Parser::ReadValue(size_t open, size_t* next, bool keep) {
  const size_t n = text_.size();
  size_t i = open + 1;
  for (;;) {
    size_t k = i;
    while (k < n && text_[k] != ']' && text_[k] != '\\') ++k;
    if (keep) values_.append(text_.data() + i, k - i);
    if (k < n && text_[k] == ']') {
      if (keep) value_ends_.push_back(values_.size());
      *next = k + 1;
      return Status();
    }
    if (k + 1 >= n) {
      return SgfError("unexpected end of input inside " + Shown(ident_) + "[ at byte " +
                      std::to_string(open));
    }
    const char e = text_[k + 1];
    if (e == '\n' || e == '\r') {
      i = k + 2;
      if (i < n && (text_[i] == '\n' || text_[i] == '\r') && text_[i] != e) ++i;
    } else {
      if (keep) values_.push_back(e);
      i = k + 2;
    }
  }
}

Status Parser::Run() {
  const size_t n = text_.size();
  // Anything before the first "(" that opens a node is skipped (mail headers, a byte-order mark).
  size_t start = n;
  for (size_t i = 0; i < n; ++i) {
    if (text_[i] != '(') continue;
    size_t j = i + 1;
    while (j < n && IsSpace(text_[j])) ++j;
    if (j < n && text_[j] == ';') {
      start = i;
      break;
    }
    i = j - 1;
  }
  if (start == n) return SgfError("no SGF game tree found (expected \"(;\")");

  // FF[4] EBNF:
  //   Collection = GameTree { GameTree }      GameTree = "(" Sequence { GameTree } ")"
  //   Sequence = Node { Node }                Node = ";" { Property }
  //   Property = PropIdent PropValue { PropValue }    PropValue = "[" CValueType "]"
  size_t depth = 0;         // game trees open
  size_t main_depth = 0;    // depth of the deepest main-line game tree entered
  bool main_active = true;  // still inside that tree, before its first variation closed
  bool in_node = false;
  bool node_main = false;    // the current node is on the main line
  bool after_close = false;  // the last token was ")"
  size_t i = start;
  for (;;) {
    while (i < n && IsSpace(text_[i])) ++i;
    if (i == n) {
      return SgfError("unexpected end of input at byte " + std::to_string(n) + ": " +
                      std::to_string(depth) + (depth == 1 ? " game tree is" : " game trees are") +
                      " not closed with ')'");
    }
    const char c = text_[i];
    if (c == '(') {
      if (in_node && node_main) {
        Status s = FinishNode();
        if (!s.ok()) return s;
      }
      in_node = false;
      // The first game tree of a main-line tree that is still open continues the main line.
      if (main_active && depth == main_depth) ++main_depth;
      ++depth;
      after_close = false;
      ++i;
    } else if (c == ')') {
      if (in_node && node_main) {
        Status s = FinishNode();
        if (!s.ok()) return s;
      }
      in_node = false;
      // The main-line tree closes without variations: the main line is complete.
      if (main_active && depth == main_depth) main_active = false;
      --depth;
      after_close = true;
      ++i;
      if (depth == 0) break;  // later game trees of the collection are ignored
    } else if (c == ';') {
      if (after_close) {
        return SgfError("unexpected ';' at byte " + std::to_string(i) +
                        ": a node after a variation (the nodes of a game tree come before its "
                        "variations)");
      }
      if (in_node && node_main) {
        Status s = FinishNode();
        if (!s.ok()) return s;
      }
      in_node = true;
      node_main = main_active && depth == main_depth;
      if (node_main) {
        if (node_ == INT32_MAX) return SgfError("too many nodes on the main line");
        ++node_;
        prop_count_ = 0;
        values_.clear();
        value_ends_.clear();
      }
      ++i;
    } else if (IsUpper(c) || IsLower(c)) {
      if (!in_node) {
        return SgfError("unexpected " + DescribeByte(c) + " at byte " + std::to_string(i) +
                        ": a property outside a node");
      }
      // FF[4] sgf4.html, compatibility with FF[3]: lower-case letters in an identifier are
      // ignored ("AddBlack" is AB).
      const size_t id_start = i;
      ident_.clear();
      while (i < n && (IsUpper(text_[i]) || IsLower(text_[i]))) {
        if (IsUpper(text_[i])) ident_.push_back(text_[i]);
        ++i;
      }
      if (ident_.empty()) {
        return SgfError("property " + Shown(text_.substr(id_start, i - id_start)) + " at byte " +
                        std::to_string(id_start) + " has no upper-case letter");
      }
      while (i < n && IsSpace(text_[i])) ++i;
      if (i == n || text_[i] != '[') {
        if (i == n) {
          return SgfError("unexpected end of input after property " + Shown(ident_) + " at byte " +
                          std::to_string(id_start));
        }
        return SgfError("property " + Shown(ident_) + " at byte " + std::to_string(id_start) +
                        " has no value");
      }
      // Kept: every property of the root; only what a replay needs in later main-line nodes.
      const PlayProp kind = ClassifyId(ident_);
      const bool keep = node_main && (node_ == 0 || kind != PlayProp::kOther);
      if (keep) {
        if (prop_count_ == props_.size()) props_.emplace_back();
        Prop& p = props_[prop_count_++];
        p.id = ident_;
        p.kind = kind;
        p.first_value = value_ends_.size();
      }
      while (i < n && text_[i] == '[') {
        Status s = ReadValue(i, &i, keep);
        if (!s.ok()) return s;
        while (i < n && IsSpace(text_[i])) ++i;
      }
      if (keep) props_[prop_count_ - 1].end_value = value_ends_.size();
    } else {
      return SgfError("unexpected " + DescribeByte(c) + " at byte " + std::to_string(i));
    }
  }
  BuildSetupLists();
  return Status();
}

Status Parser::FinishNode() {
  if (node_ == 0) {
    Status s = ReadRootInfo();
    if (!s.ok()) return s;
  }
  // Setup first, then the move, whatever their order in the node (FF[4] forbids mixing them in a
  // node; a tolerant reader applies the setup before the move).
  const Prop* move = nullptr;
  for (size_t k = 0; k < prop_count_; ++k) {
    const Prop& p = props_[k];
    if (IsSetup(p.kind)) {
      Status s = ApplySetup(p);
      if (!s.ok()) return s;
    } else if (IsMove(p.kind)) {
      if (move != nullptr) {
        return SgfError("node " + std::to_string(node_) +
                        (move->kind == p.kind ? " has two " + p.id + " properties"
                                              : " has both " + move->id + " and " + p.id) +
                        " (one move per node)");
      }
      move = &p;
    }
  }
  if (move != nullptr) return AddMove(*move);
  return Status();
}

Status Parser::ReadRootInfo() {
  // GM and SZ before anything else: the board size is needed to read points.
  for (size_t k = 0; k < prop_count_; ++k) {
    const Prop& p = props_[k];
    if (ValueCount(p) == 0) continue;
    const std::string_view v = Value(p.first_value);
    if (p.id == "GM") {
      // FF[4] properties.html: GM[1] is Go; absent means 1.
      if (!Trim(v).empty() && Trim(v) != "1") {
        return SgfError("GM[" + Shown(v) + "] is not Go (only GM[1] is supported)");
      }
    } else if (p.id == "SZ") {
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
  size_t kept = 0;
  for (size_t k = 0; k < prop_count_; ++k) {
    const Prop& p = props_[k];
    const std::string& id = p.id;
    const std::string_view v = ValueCount(p) > 0 ? Value(p.first_value) : std::string_view();
    if (id == "KM") {
      if (Trim(v).empty()) continue;  // KM[] is no komi
      int tenths = 0;
      const KomiParse r = ParseKomi(v, &tenths);
      if (r == KomiParse::kNotANumber) return SgfError("KM[" + Shown(v) + "] is not a number");
      if (r == KomiParse::kOutOfRange) return SgfError("KM[" + Shown(v) + "] is out of range");
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
      rec_->result = std::string(v);
    } else if (p.kind != PlayProp::kOther || id == "FF" || id == "GM" || id == "SZ" || id == "AP" ||
               id == "TB" || id == "TW") {
      continue;  // read above or below, or written by WriteSgf itself
    } else {
      kept += ValueCount(p);
      if (kept > kMaxKeptRootValues) {
        return SgfError("the root node has more than " + std::to_string(kMaxKeptRootValues) +
                        " property values");
      }
      for (size_t j = p.first_value; j < p.end_value; ++j) {
        rec_->root_properties.emplace_back(id, std::string(Value(j)));
      }
    }
  }
  return Status();
}

// FF[4] go.html and sgf4.html: AB / AW / AE take a list of points; a value "ul:lr" is a compressed
// rectangle of points. Empty values are skipped.
Status Parser::ApplySetup(const Prop& p) {
  if (!rec_->moves.empty()) {
    return SgfError("node " + std::to_string(node_) + ": " + p.id +
                    " after the first move is not supported");
  }
  const int w = rec_->width;
  const int h = rec_->height;
  const int8_t stone = p.kind == PlayProp::kAddBlack ? 1 : p.kind == PlayProp::kAddWhite ? -1 : 0;
  for (size_t j = p.first_value; j < p.end_value; ++j) {
    const std::string_view v = Value(j);
    if (v.empty()) continue;
    const size_t colon = v.find(':');
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    bool ok = colon == std::string_view::npos ? ParsePointValue(v, &x0, &y0)
                                              : ParsePointValue(v.substr(0, colon), &x0, &y0) &&
                                                    ParsePointValue(v.substr(colon + 1), &x1, &y1);
    auto where = [&] {
      return "node " + std::to_string(node_) + " " + p.id + "[" + Shown(v) + "]";
    };
    if (!ok) return SgfError(where() + " is not a point");
    if (colon == std::string_view::npos) {
      x1 = x0;
      y1 = y0;
    }
    if (x0 >= w || y0 >= h || x1 >= w || y1 >= h) {
      return SgfError(where() + " is off the " + BoardName(w, h) + " board");
    }
    // The spec names the upper-left corner first; either order is accepted.
    if (x1 < x0) std::swap(x0, x1);
    if (y1 < y0) std::swap(y0, y1);
    setup_.push_back(SetupRect{static_cast<int16_t>(x0), static_cast<int16_t>(y0),
                               static_cast<int16_t>(x1), static_cast<int16_t>(y1), stone});
  }
  return Status();
}

// FF[4] go.html: B[] is a pass, and so is B[tt] on boards up to 19x19 (FF[3] compatibility); on
// larger boards tt is the point (19, 19).
Status Parser::AddMove(const Prop& p) {
  const int number = static_cast<int>(rec_->moves.size()) + 1;
  if (ValueCount(p) != 1) {
    return SgfError("move " + std::to_string(number) + " " + p.id + " has " +
                    std::to_string(ValueCount(p)) + " values");
  }
  const std::string_view v = Value(p.first_value);
  SgfMove m;
  m.color = p.kind == PlayProp::kBlack ? Color::kBlack : Color::kWhite;
  m.node = node_;
  const int w = rec_->width;
  const int h = rec_->height;
  if (v.empty() || (v == "tt" && w <= 19 && h <= 19)) {
    m.pass = true;
  } else {
    auto where = [&] {
      return "move " + std::to_string(number) + " " + p.id + "[" + Shown(v) + "]";
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
void Parser::BuildSetupLists() {
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

std::string MoveText(Color color, bool pass, Point p) {
  std::string s = color == Color::kBlack ? "B[" : "W[";
  if (!pass) {
    s.push_back(CoordChar(p.x));
    s.push_back(CoordChar(p.y));
  }
  s.push_back(']');
  return s;
}

/// FF[4] sgf4.html: inside a value, "]" and "\" must be escaped with "\".
void AppendEscaped(std::string* out, std::string_view v) {
  for (char c : v) {
    if (c == ']' || c == '\\') out->push_back('\\');
    out->push_back(c);
  }
}

void AppendPoint(std::string* out, Point p) {
  out->push_back('[');
  out->push_back(CoordChar(p.x));
  out->push_back(CoordChar(p.y));
  out->push_back(']');
}

void AppendPointList(std::string* out, const char* id, const std::vector<Point>& points) {
  if (points.empty()) return;
  *out += id;
  for (size_t k = 0; k < points.size(); ++k) {
    if (k > 0 && k % 16 == 0) out->push_back('\n');
    AppendPoint(out, points[k]);
  }
}

bool IsPropIdent(const std::string& id) {
  if (id.empty()) return false;
  for (char c : id) {
    if (!IsUpper(c)) return false;
  }
  return true;
}

}  // namespace

Status ParseSgf(std::string_view text, SgfRecord* out) {
  if (text.size() > kSgfMaxBytes) {
    return SgfError("the record is " + std::to_string(text.size()) +
                    " bytes; records longer than " + std::to_string(kSgfMaxBytes) +
                    " bytes (32 MiB) are not read");
  }
  SgfRecord rec;
  Parser parser(text, &rec);
  Status s = parser.Run();
  if (!s.ok()) return s;
  *out = std::move(rec);
  return Status();
}

Status GameFromSgf(std::string_view text, GameRules rules_template, std::unique_ptr<Game>* out,
                   SgfRecord* record) {
  SgfRecord rec;
  Status s = ParseSgf(text, &rec);
  if (!s.ok()) return s;
  GameRules rules = rules_template;
  if (rec.has_komi) rules.komi_tenths = rec.komi_tenths;

  Board setup(rec.width, rec.height);
  for (Point p : rec.add_black) setup.Set(p.x, p.y, Color::kBlack);
  for (Point p : rec.add_white) setup.Set(p.x, p.y, Color::kWhite);
  std::unique_ptr<Game> game;
  s = Game::FromPosition(setup, rules, &game);
  if (!s.ok()) {
    if (record != nullptr) *record = std::move(rec);
    return SgfError("the setup position is not playable: " + s.message());
  }
  // Who moves first: PL; else White after placed handicap stones, the convention of every ruleset
  // (A. Smith, The Game of Go, 1908, ch. III: "unless a handicap has been given, in which case the
  // player using the white stones has the first move"); else Black.
  Color first = rec.first_player;
  if (first == Color::kEmpty) {
    first = rec.handicap >= 2 && !rec.add_black.empty() ? Color::kWhite : Color::kBlack;
  }
  static_cast<void>(game->set_first_player(first));  // black or white: cannot fail

  for (size_t k = 0; k < rec.moves.size(); ++k) {
    const SgfMove& m = rec.moves[k];
    auto where = [&] {
      return "move " + std::to_string(k + 1) + " " + MoveText(m.color, m.pass, m.point);
    };
    if (m.pass) {
      s = game->Pass(m.color);
    } else {
      const char* problem = nullptr;
      switch (game->Check(m.color, m.point.x, m.point.y)) {
        case MoveVerdict::kLegal:
          break;
        case MoveVerdict::kOffBoard:
          problem = "is off the board";
          break;
        case MoveVerdict::kNotAPlayer:
          problem = "is not by a player";
          break;
        case MoveVerdict::kOccupied:
          problem = "is on an occupied point";
          break;
        case MoveVerdict::kSuicide:
          problem = "is suicide";
          break;
        case MoveVerdict::kKo:
          problem = "retakes a ko";
          break;
        case MoveVerdict::kSuperko:
          problem = "repeats an earlier position (positional superko)";
          break;
      }
      if (problem != nullptr) {
        std::string message = where() + " " + problem;
        if (record != nullptr) *record = std::move(rec);
        return SgfError(std::move(message));
      }
      s = game->Play(m.color, m.point.x, m.point.y);
    }
    if (!s.ok()) {
      std::string message = where() + ": " + s.message();
      if (record != nullptr) *record = std::move(rec);
      return SgfError(std::move(message));
    }
  }
  *out = std::move(game);
  if (record != nullptr) *record = std::move(rec);
  return Status();
}

std::string WriteSgf(const Game& game, const SgfRecord* origin, const ScoreResult* scored,
                     const std::string& recorded_result) {
  const Board& board = game.board();
  const int w = board.width();
  const int h = board.height();
  if (w > kSgfMaxSide || h > kSgfMaxSide) return std::string();

  // The root properties kept from the origin, grouped by identifier (a property appears once per
  // node, FF[4] sgf4.html), in the order of their first appearance.
  std::vector<std::string> order;
  std::map<std::string, std::vector<const std::string*>> kept;
  if (origin != nullptr) {
    for (const auto& [id, value] : origin->root_properties) {
      if (!IsPropIdent(id) || id == "FF" || id == "GM" || id == "AP" || id == "SZ" || id == "KM" ||
          id == "HA" || id == "PL" || id == "RE" || id == "AB" || id == "AW" || id == "AE" ||
          id == "B" || id == "W" || id == "TB" || id == "TW") {
        continue;
      }
      auto& values = kept[id];
      if (values.empty()) order.push_back(id);
      values.push_back(&value);
    }
  }

  std::string out = "(;FF[4]GM[1]CA[";
  const auto ca = kept.find("CA");
  if (ca != kept.end()) {
    AppendEscaped(&out, *ca->second.front());
  } else {
    out += "UTF-8";
  }
  out += "]AP[goscore]SZ[";
  out += std::to_string(w);
  if (h != w) out += ":" + std::to_string(h);
  out += "]KM[" + FormatTenths(game.rules().komi_tenths) + "]";
  if (origin != nullptr && origin->handicap > 0) {
    out += "HA[" + std::to_string(origin->handicap) + "]";
  }
  for (const std::string& id : order) {
    if (id == "CA") continue;
    out += "\n" + id;
    for (const std::string* v : kept[id]) {
      out.push_back('[');
      AppendEscaped(&out, *v);
      out.push_back(']');
    }
  }
  if (game.first_player() == Color::kWhite ||
      (origin != nullptr && origin->first_player != Color::kEmpty)) {
    out += game.first_player() == Color::kWhite ? "\nPL[W]" : "\nPL[B]";
  }
  const std::string result = scored != nullptr ? SgfResult(*scored) : recorded_result;
  if (!result.empty()) {
    out += "\nRE[";
    AppendEscaped(&out, result);
    out += "]";
  }

  // The setup stones: the position before the first move, from a copy taken back to the start.
  if (game.setup_stones(Color::kBlack) + game.setup_stones(Color::kWhite) > 0) {
    Game start(game);
    while (start.Undo()) {
    }
    std::vector<Point> black, white;
    for (int x = 0; x < w; ++x) {
      for (int y = 0; y < h; ++y) {
        const Color c = start.board().At(x, y);
        if (c == Color::kBlack) black.push_back(Point{x, y});
        if (c == Color::kWhite) white.push_back(Point{x, y});
      }
    }
    if (!black.empty()) out += "\n";
    AppendPointList(&out, "AB", black);
    if (!white.empty()) out += "\n";
    AppendPointList(&out, "AW", white);
  }

  const std::vector<MoveRecord>& moves = game.moves();
  for (size_t k = 0; k < moves.size(); ++k) {
    out += k % 10 == 0 ? "\n;" : ";";
    out += MoveText(moves[k].color, moves[k].pass, moves[k].point);
  }

  // FF[4] go.html: TB / TW mark the territory, in the node of the final position.
  if (scored != nullptr && scored->owner.size() == static_cast<size_t>(board.area())) {
    std::vector<Point> tb, tw;
    const bool has_seki = scored->seki_mask.size() == scored->owner.size();
    for (int x = 0; x < w; ++x) {
      for (int y = 0; y < h; ++y) {
        const size_t idx = static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x);
        const int8_t owner = scored->owner[idx];
        if (owner == 0 || static_cast<int8_t>(board.At(x, y)) == owner) continue;  // live stone
        if (has_seki && scored->seki_mask[idx]) continue;
        (owner > 0 ? tb : tw).push_back(Point{x, y});
      }
    }
    if (!tb.empty()) out += "\n";
    AppendPointList(&out, "TB", tb);
    if (!tw.empty()) out += "\n";
    AppendPointList(&out, "TW", tw);
  }
  out += ")\n";
  return out;
}

}  // namespace goscore
