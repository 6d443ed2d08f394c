// WriteSgf: a Game as an SGF record, with the whole tree of the record it was read from. See sgf.h
// for the contract; FF[4] is https://www.red-bean.com/sgf/.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "board/board.h"
#include "sgf/sgf.h"
#include "sgf/sgf_text.h"

namespace goscore {

using sgf_text::CoordChar;
using sgf_text::IsUpper;
using sgf_text::MoveText;

namespace {

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

/// "ID[aa][bb]...", 16 points a line; with `always`, "ID[]" for no points (an elist, FF[4]).
void AppendPointList(std::string* out, const char* id, const std::vector<Point>& points,
                     bool always) {
  if (points.empty() && !always) return;
  *out += id;
  if (points.empty()) *out += "[]";
  for (size_t k = 0; k < points.size(); ++k) {
    if (k > 0 && k % 16 == 0) out->push_back('\n');
    AppendPoint(out, points[k]);
  }
}

bool IsPropIdent(std::string_view id) {
  if (id.empty()) return false;
  for (char c : id) {
    if (!IsUpper(c)) return false;
  }
  return true;
}

/// The root properties the writer writes itself from the game; RU too when it writes one.
bool OwnedAtRoot(std::string_view id, bool own_ru) {
  return id == "FF" || id == "GM" || id == "CA" || id == "AP" || id == "SZ" || id == "KM" ||
         id == "HA" || id == "PL" || id == "RE" || (own_ru && id == "RU");
}

/// Column-major lists of the stones of a position.
void Stones(const Board& b, std::vector<Point>* black, std::vector<Point>* white) {
  for (int x = 0; x < b.width(); ++x) {
    for (int y = 0; y < b.height(); ++y) {
      const Color c = b.At(x, y);
      if (c == Color::kBlack) black->push_back(Point{x, y});
      if (c == Color::kWhite) white->push_back(Point{x, y});
    }
  }
}

/// "\nTB[..]\nTW[..]": the territory the scorer counted (FF[4] go.html), empty or dead-stone
/// points owned by a colour and not in a seki region.
std::string TerritoryMarks(const Board& board, const SgfScore& scored) {
  std::vector<Point> tb, tw;
  if (scored.owner.size() == static_cast<size_t>(board.area())) {
    const bool has_seki = scored.seki_mask.size() == scored.owner.size();
    const int w = board.width();
    for (int x = 0; x < w; ++x) {
      for (int y = 0; y < board.height(); ++y) {
        const size_t idx = static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x);
        const int8_t owner = scored.owner[idx];
        if (owner == 0 || static_cast<int8_t>(board.At(x, y)) == owner) continue;  // live stone
        if (has_seki && scored.seki_mask[idx]) continue;
        (owner > 0 ? tb : tw).push_back(Point{x, y});
      }
    }
  }
  std::string out = "\n";
  AppendPointList(&out, "TB", tb, true);
  out += "\n";
  AppendPointList(&out, "TW", tw, true);
  return out;
}

/// FF[4] SZ, KM (and HA, RU) after the fixed header.
std::string Header(const Game& game, int handicap, const std::string& ruleset) {
  const Board& board = game.board();
  std::string out = "(;FF[4]GM[1]CA[UTF-8]AP[goscore]SZ[" + std::to_string(board.width());
  if (board.height() != board.width()) out += ":" + std::to_string(board.height());
  out += "]KM[" + FormatTenths(game.rules().komi_tenths) + "]";
  if (handicap > 0) out += "HA[" + std::to_string(handicap) + "]";
  if (!ruleset.empty()) {
    out += "RU[";
    AppendEscaped(&out, ruleset);
    out += "]";
  }
  return out;
}

/// "\nPL[W]" when White moves first or the origin named the first player; "\nRE[...]".
std::string PlayerAndResult(const Game& game, const SgfRecord* origin, const std::string& result) {
  std::string out;
  if (game.first_player() == Color::kWhite ||
      (origin != nullptr && origin->first_player != Color::kEmpty)) {
    out += game.first_player() == Color::kWhite ? "\nPL[W]" : "\nPL[B]";
  }
  if (!result.empty()) {
    out += "\nRE[";
    AppendEscaped(&out, result);
    out += "]";
  }
  return out;
}

/// The record without a tree: the game's setup, moves, and the kept root properties.
std::string WriteFlat(const Game& game, const SgfRecord* origin, const SgfScore* scored,
                      const std::string& result) {
  const bool own_ru = scored != nullptr && !scored->ruleset.empty();
  // The root properties kept, grouped by identifier (a property appears once per node, FF[4]
  // sgf4.html), in the order of their first appearance.
  std::vector<std::pair<std::string, std::string>> from_info;
  const std::vector<std::pair<std::string, std::string>>* kept_source = &from_info;
  if (origin != nullptr) {
    kept_source = &origin->root_properties;
  } else {
    for (const GameInfoEntry& e : game.info()) from_info.emplace_back(e.id, e.value);
  }
  std::vector<std::string> order;
  std::unordered_map<std::string, std::vector<const std::string*>> kept;
  for (const auto& [id, value] : *kept_source) {
    if (!IsPropIdent(id) || (OwnedAtRoot(id, own_ru) && !(origin == nullptr && id == "HA")) ||
        id == "AB" || id == "AW" || id == "AE" || id == "B" || id == "W" || id == "TB" ||
        id == "TW") {
      continue;
    }
    auto& values = kept[id];
    if (values.empty()) order.push_back(id);
    values.push_back(&value);
  }

  std::string out =
      Header(game, origin != nullptr ? origin->handicap : 0, own_ru ? scored->ruleset : "");
  for (const std::string& id : order) {
    out += "\n" + id;
    for (const std::string* v : kept[id]) {
      out.push_back('[');
      AppendEscaped(&out, *v);
      out.push_back(']');
    }
  }
  out += PlayerAndResult(game, origin, result);

  // The setup stones: the position before the first move.
  std::vector<Point> black, white;
  Stones(game.start_position(), &black, &white);
  if (!black.empty()) out += "\n";
  AppendPointList(&out, "AB", black, false);
  if (!white.empty()) out += "\n";
  AppendPointList(&out, "AW", white, false);

  const std::vector<MoveRecord>& moves = game.moves();
  for (size_t k = 0; k < moves.size(); ++k) {
    out += k % 10 == 0 ? "\n;" : ";";
    out += MoveText(moves[k].color, moves[k].pass, moves[k].point);
  }
  // FF[4] go.html: TB / TW mark the territory, in the node of the final position.
  if (scored != nullptr) out += TerritoryMarks(game.board(), *scored);
  out += ")\n";
  return out;
}

/// Whether `origin`'s tree is the record of this game: same size, same setup stones, and the
/// game's info is the tree's root (a game built some other way, e.g. from a position of the same
/// size, has no info).
bool TreeFits(const Game& game, const SgfRecord& origin) {
  const Board& start = game.start_position();
  if (origin.tree.empty() || origin.width != start.width() || origin.height != start.height()) {
    return false;
  }
  const SgfTree& t = origin.tree;
  const std::vector<GameInfoEntry>& info = game.info();
  size_t k = 0;
  for (int p = t.prop_begin(0); p < t.prop_end(0); ++p) {
    if (t.id(p) == "AB" || t.id(p) == "AW" || t.id(p) == "AE") continue;  // not in the info
    for (int v = t.value_begin(p); v < t.value_end(p); ++v, ++k) {
      if (k >= info.size() || info[k].id != t.id(p) || info[k].value != t.text(v)) return false;
    }
  }
  if (k != info.size()) return false;
  std::vector<Point> black, white;
  Stones(start, &black, &white);
  return black == origin.add_black && white == origin.add_white;
}

/// Writes the tree of `origin` around the game, as sgf.h describes.
class TreeWriter {
 public:
  TreeWriter(const Game& game, const SgfRecord& origin, const SgfScore* scored,
             const std::string& result)
      : game_(game),
        origin_(origin),
        tree_(origin.tree),
        scored_(scored),
        result_(result),
        own_ru_(scored != nullptr && !scored->ruleset.empty()) {}

  /// False when the game leaves the record in a node that also holds setup (a move in the root,
  /// or in the node of setup stones, that the game does not play): the caller then writes the
  /// record without its tree.
  bool Plan() {
    const std::vector<int32_t> line = tree_.MainLine();
    const std::vector<SgfMove>& recorded = origin_.moves;
    const std::vector<MoveRecord>& log = game_.moves();
    size_t j = 0;
    while (j < recorded.size() && j < log.size() && recorded[j].color == log[j].color &&
           recorded[j].pass == log[j].pass && (log[j].pass || recorded[j].point == log[j].point)) {
      ++j;
    }
    first_new_ = j;
    n_ = log.size();
    const int nodes = tree_.node_count();
    if (j == recorded.size()) {
      // The game continues the record: its new moves go after the main line's last node.
      attach_ = line.back();
      new_first_ = n_ > j;
      last_node_ = n_ > j ? nodes + static_cast<int>(n_ - j) - 1 : line.back();
    } else {
      const int r = recorded[j].node;  // where the recorded line goes on without the game
      if (r == 0) return false;
      // The node of the first move may hold setup too (applied before its move): branching
      // before it would take that setup off the main line.
      const int node = line[static_cast<size_t>(r)];
      for (int p = tree_.prop_begin(node); p < tree_.prop_end(node); ++p) {
        const std::string_view id = tree_.id(p);
        if (id == "AB" || id == "AW" || id == "AE") return false;
      }
      attach_ = line[static_cast<size_t>(r) - 1];
      new_first_ = true;
      // The game's new moves, or an empty node ending its line, as the first variation.
      empty_end_ = n_ == j;
      last_node_ = nodes + static_cast<int>(n_ - j) - (empty_end_ ? 0 : 1);
    }
    return true;
  }

  std::string Write() {
    const int nodes = tree_.node_count();
    std::string out = Header(game_, origin_.handicap, own_ru_ ? scored_->ruleset : "");
    WriteProps(0, true, &out);
    out += PlayerAndResult(game_, &origin_, result_);
    if (scored_ != nullptr && last_node_ == 0) out += TerritoryMarks(game_.board(), *scored_);

    // Depth first without recursion: a stack of variations to open (kClose marks a ")").
    constexpr int kClose = -2;
    std::vector<int> stack;
    std::vector<int> kids;
    int in_line = 0;  // nodes on the current line since the last line break
    int node = 0;
    for (;;) {
      Children(node, &kids);
      if (kids.size() == 1) {
        node = kids[0];
        out += in_line % 10 == 0 ? "\n;" : ";";
        ++in_line;
        WriteNode(node, nodes, &out);
        continue;
      }
      // A leaf, or variations: each "(" child... ")", the first on top of the stack.
      for (size_t k = kids.size(); k-- > 0;) {
        stack.push_back(kClose);
        stack.push_back(kids[k]);
      }
      while (!stack.empty() && stack.back() == kClose) {
        out += ")";
        stack.pop_back();
      }
      if (stack.empty()) break;
      node = stack.back();
      stack.pop_back();
      out += "\n(;";
      in_line = 1;
      WriteNode(node, nodes, &out);
    }
    out += ")\n";
    return out;
  }

 private:
  /// The children of a node, the game's new line first where it branches off.
  void Children(int node, std::vector<int>* kids) const {
    kids->clear();
    const int nodes = tree_.node_count();
    const int new_count = static_cast<int>(n_ - first_new_) + (empty_end_ ? 1 : 0);
    if (node >= nodes) {  // a node of the game's new line
      if (node + 1 < nodes + new_count) kids->push_back(node + 1);
      return;
    }
    if (node == attach_ && new_first_) kids->push_back(nodes);
    for (int c = tree_.first_child(node); c != SgfTree::kNone; c = tree_.next_sibling(c)) {
      kids->push_back(c);
    }
  }

  void WriteNode(int node, int nodes, std::string* out) {
    if (node >= nodes) {
      const size_t k = first_new_ + static_cast<size_t>(node - nodes);
      if (k < n_) {
        const MoveRecord& m = game_.moves()[k];
        *out += MoveText(m.color, m.pass, m.point);
      }
    } else {
      WriteProps(node, false, out);
    }
    if (scored_ != nullptr && node == last_node_) *out += TerritoryMarks(game_.board(), *scored_);
  }

  /// The properties of an original node, grouped by identifier in the order of their first
  /// appearance, values as read. At the root, each on a line of its own and without the ones the
  /// writer owns; at the game's last node, without TB / TW when the game is scored. The setup
  /// properties (AB, AW, AE) apply in the order written (sgf_record.cpp), so one joins the group
  /// of its identifier only when no other setup property stands between them: AB[aa:cc] AE[bb]
  /// AB[dd] is written as it is, not as AB[aa:cc][dd] AE[bb], which would leave bb empty.
  void WriteProps(int node, bool root, std::string* out) {
    const int begin = tree_.prop_begin(node);
    const int end = tree_.prop_end(node);
    const bool drop_marks = scored_ != nullptr && node == last_node_;
    ids_.clear();
    groups_.clear();
    index_.clear();
    int last_setup = -1;  // the group of the last setup property
    for (int p = begin; p < end; ++p) {
      const std::string_view id = tree_.id(p);
      if ((root && OwnedAtRoot(id, own_ru_)) || (drop_marks && (id == "TB" || id == "TW"))) {
        continue;
      }
      const bool setup = id == "AB" || id == "AW" || id == "AE";
      // Few properties: a linear search; many (a hostile node): a hash map. Either finds the
      // identifier's last group.
      int g = -1;
      if (end - begin <= 16) {
        for (size_t k = 0; k < ids_.size(); ++k) {
          if (ids_[k] == id) g = static_cast<int>(k);
        }
      } else {
        auto it = index_.find(id);
        if (it != index_.end()) g = it->second;
      }
      if (setup && g >= 0 && g != last_setup) g = -1;  // another setup property came between
      if (g < 0) {
        g = static_cast<int>(ids_.size());
        ids_.push_back(id);
        groups_.emplace_back();
        if (end - begin > 16) index_[id] = g;
      }
      if (setup) last_setup = g;
      groups_[static_cast<size_t>(g)].push_back(p);
    }
    for (size_t g = 0; g < ids_.size(); ++g) {
      if (root) out->push_back('\n');
      out->append(ids_[g].data(), ids_[g].size());
      for (int p : groups_[g]) {
        for (int v = tree_.value_begin(p); v < tree_.value_end(p); ++v) {
          out->push_back('[');
          const std::string_view raw = tree_.raw(v);
          out->append(raw.data(), raw.size());
          out->push_back(']');
        }
      }
    }
  }

  const Game& game_;
  const SgfRecord& origin_;
  const SgfTree& tree_;
  const SgfScore* scored_;
  const std::string& result_;
  bool own_ru_;           ///< the writer writes RU (the score's ruleset) in place of the record's
  size_t first_new_ = 0;  ///< the first move of the game's log not in the record's main line
  size_t n_ = 0;          ///< moves in the game's log
  int attach_ = 0;        ///< the node the game's new line hangs from
  bool new_first_ = false;
  bool empty_end_ = false;  ///< the game's line ends in an empty new node
  int last_node_ = 0;       ///< the last node of the game's line (new nodes are numbered after
                            ///< the tree's)
  std::vector<std::string_view> ids_;
  std::vector<std::vector<int>> groups_;
  std::unordered_map<std::string_view, int> index_;
};

/// WriteSgf and WriteScoredSgf: RE is `result` ("" none), `scored` the marks and RU or null.
Status Write(const Game& game, const SgfRecord* origin, const SgfScore* scored,
             const std::string& result, std::string* out) {
  const Board& board = game.board();
  if (board.width() > kSgfMaxSide || board.height() > kSgfMaxSide) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         "a " + std::to_string(board.width()) + "x" +
                             std::to_string(board.height()) +
                             " board is larger than SGF can write (52x52 at most)");
  }
  if (origin != nullptr && !origin->tree.empty()) {
    if (TreeFits(game, *origin)) {
      TreeWriter writer(game, *origin, scored, result);
      if (writer.Plan()) {
        *out = writer.Write();
        return Status();
      }
    } else {
      origin = nullptr;  // the record of another game: nothing of it applies
    }
  }
  *out = WriteFlat(game, origin, scored, result);
  return Status();
}

}  // namespace

Status WriteSgf(const Game& game, const SgfRecord* origin, const ScoreResult* scored,
                const std::string& recorded_result, std::string* out) {
  if (scored == nullptr) return Write(game, origin, nullptr, recorded_result, out);
  SgfScore score;
  score.result = SgfResult(*scored);
  score.owner = scored->owner;
  score.seki_mask = scored->seki_mask;
  return Write(game, origin, &score, score.result, out);
}

std::string WriteSgf(const Game& game, const SgfRecord* origin, const ScoreResult* scored,
                     const std::string& recorded_result) {
  std::string out;
  Status s = WriteSgf(game, origin, scored, recorded_result, &out);
  return s.ok() ? out : std::string();
}

Status WriteScoredSgf(const Game& game, const SgfRecord* origin, const SgfScore& score,
                      std::string* out) {
  const size_t area = static_cast<size_t>(game.board().area());
  if (score.owner.size() != area || (!score.seki_mask.empty() && score.seki_mask.size() != area)) {
    const size_t maps = score.owner.size() != area ? score.owner.size() : score.seki_mask.size();
    return Status::Error(ErrorCode::kInvalidArgument,
                         "the score's maps have " + std::to_string(maps) + " points, the board " +
                             std::to_string(area));
  }
  return Write(game, origin, &score, score.result, out);
}

}  // namespace goscore
