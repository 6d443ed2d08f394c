// The SGF tokenizer and tree. References to "FF[4]" are to https://www.red-bean.com/sgf/sgf4.html.
#include "sgf/sgf_tree.h"

#include <algorithm>
#include <utility>

#include "sgf/sgf_text.h"

namespace goscore {

using sgf_text::IsLower;
using sgf_text::IsSpace;
using sgf_text::IsUpper;
using sgf_text::SgfError;
using sgf_text::Shown;

namespace {

std::string DescribeByte(char ch) {
  const unsigned char c = static_cast<unsigned char>(ch);
  if (c >= 0x21 && c < 0x7f) return std::string("'") + ch + "'";
  static const char kHex[] = "0123456789ABCDEF";
  return std::string("byte 0x") + kHex[c >> 4] + kHex[c & 15];
}

}  // namespace

// FF[4] sgf4.html, Text: "\" is the escape character: the character after it is taken as is, and
// a "\" before a line break (a soft line break) is removed together with the line break.
std::string SgfTree::Unescape(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  const size_t n = raw.size();
  for (size_t i = 0; i < n; ++i) {
    if (raw[i] != '\\' || i + 1 == n) {
      out.push_back(raw[i]);
      continue;
    }
    const char e = raw[++i];
    if (e == '\n' || e == '\r') {
      if (i + 1 < n && (raw[i + 1] == '\n' || raw[i + 1] == '\r') && raw[i + 1] != e) ++i;
    } else {
      out.push_back(e);
    }
  }
  return out;
}

std::vector<int32_t> SgfTree::MainLine() const {
  std::vector<int32_t> line;
  for (int n = empty() ? kNone : 0; n != kNone; n = first_child(n)) line.push_back(n);
  return line;
}

void SgfTree::Reserve(std::string_view text) {
  // Every node needs a ';' and every value a '[' and a ']': their counts bound what the text can
  // hold (values never more than the text). Capped so that a text of ';' inside one comment does
  // not reserve megabytes it will not use; past the cap the arrays grow by doubling as before.
  constexpr size_t kCap = size_t{1} << 16;
  size_t semicolons = 0;
  size_t brackets = 0;
  for (char c : text) {
    semicolons += c == ';';
    brackets += c == '[';
  }
  nodes_.reserve(std::min(semicolons, kCap));
  props_.reserve(std::min(brackets, kCap));
  value_ends_.reserve(std::min(brackets, kCap));
  ids_.reserve(std::min(2 * brackets, kCap));
  raw_.reserve(std::min(text.size(), 16 * kCap));
}

int SgfTree::AddNode(int parent) {
  const int id = node_count();
  Node node;
  node.parent = parent;
  node.first_prop = static_cast<uint32_t>(props_.size());
  nodes_.push_back(node);
  if (parent != kNone) {
    Node& p = nodes_[static_cast<size_t>(parent)];
    if (p.last_child == kNone) {
      p.first_child = id;
    } else {
      nodes_[static_cast<size_t>(p.last_child)].next_sibling = id;
    }
    p.last_child = id;
  }
  return id;
}

void SgfTree::AddProperty(std::string_view id) {
  Prop p;
  p.id_begin = static_cast<uint32_t>(ids_.size());
  p.id_size = static_cast<uint32_t>(id.size());
  p.first_value = static_cast<uint32_t>(value_ends_.size());
  ids_.append(id.data(), id.size());
  props_.push_back(p);
}

GOSCORE_NOINLINE Status ReadSgfTree(std::string_view text, SgfTree* out) {
  *out = SgfTree();
  SgfTree& tree = *out;
  const size_t n = text.size();
  // Anything before the first "(" that opens a node is skipped (mail headers, a byte-order mark).
  size_t start = n;
  for (size_t i = 0; i < n; ++i) {
    if (text[i] != '(') continue;
    size_t j = i + 1;
    while (j < n && IsSpace(text[j])) ++j;
    if (j < n && text[j] == ';') {
      start = i;
      break;
    }
    i = j - 1;
  }
  if (start == n) return SgfError("no SGF game tree found (expected \"(;\")");
  tree.Reserve(text.substr(start));

  // FF[4] EBNF:
  //   Collection = GameTree { GameTree }      GameTree = "(" Sequence { GameTree } ")"
  //   Sequence = Node { Node }                Node = ";" { Property }
  //   Property = PropIdent PropValue { PropValue }    PropValue = "[" CValueType "]"
  // The game trees open are a stack of the nodes their variations hang from; runs of "(" that
  // hang from the same node are one entry with a count, so that a million "(" cost one entry.
  struct Open {
    int32_t node;
    size_t count;
  };
  std::vector<Open> open;
  size_t depth = 0;
  int current = SgfTree::kNone;  // the node the next ";" follows
  bool in_node = false;
  bool after_close = false;  // the last token was ")"
  std::string ident_buffer;  // an identifier with lower-case letters, those dropped
  size_t i = start;
  for (;;) {
    while (i < n && IsSpace(text[i])) ++i;
    if (i == n) {
      return SgfError("unexpected end of input at byte " + std::to_string(n) + ": " +
                      std::to_string(depth) + (depth == 1 ? " game tree is" : " game trees are") +
                      " not closed with ')'");
    }
    const char c = text[i];
    if (c == '(') {
      in_node = false;
      if (!open.empty() && open.back().node == current) {
        ++open.back().count;
      } else {
        open.push_back(Open{current, 1});
      }
      ++depth;
      after_close = false;
      ++i;
    } else if (c == ')') {
      in_node = false;
      current = open.back().node;  // back to where this game tree hangs from
      if (--open.back().count == 0) open.pop_back();
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
      if (tree.node_count() >= static_cast<int>(kSgfMaxNodes)) {
        return SgfError("the record has more than " + std::to_string(kSgfMaxNodes) + " nodes");
      }
      // A second root (a variation of nothing, as in "(;A[])(;B[])" inside one tree) hangs from
      // the first root instead: the tree has one root.
      current = tree.AddNode(current == SgfTree::kNone && !tree.empty() ? 0 : current);
      in_node = true;
      ++i;
    } else if (IsUpper(c) || IsLower(c)) {
      if (!in_node) {
        return SgfError("unexpected " + DescribeByte(c) + " at byte " + std::to_string(i) +
                        ": a property outside a node");
      }
      // FF[4] sgf4.html, compatibility with FF[3]: lower-case letters in an identifier are
      // ignored ("AddBlack" is AB).
      const size_t id_start = i;
      while (i < n && IsUpper(text[i])) ++i;
      std::string_view ident = text.substr(id_start, i - id_start);  // the usual case: no copy
      if (i < n && IsLower(text[i])) {  // FF[3] "AddBlack": keep the upper-case letters
        ident_buffer.assign(ident.data(), ident.size());
        while (i < n && (IsUpper(text[i]) || IsLower(text[i]))) {
          if (IsUpper(text[i])) ident_buffer.push_back(text[i]);
          ++i;
        }
        ident = ident_buffer;
      }
      if (ident.empty()) {
        return SgfError("property " + Shown(text.substr(id_start, i - id_start)) + " at byte " +
                        std::to_string(id_start) + " has no upper-case letter");
      }
      while (i < n && IsSpace(text[i])) ++i;
      if (i == n) {
        return SgfError("unexpected end of input after property " + Shown(ident) + " at byte " +
                        std::to_string(id_start));
      }
      if (text[i] != '[') {
        return SgfError("property " + Shown(ident) + " at byte " + std::to_string(id_start) +
                        " has no value");
      }
      tree.AddProperty(ident);
      while (i < n && text[i] == '[') {
        // A value runs to the first ']' not escaped by '\'; kept as written.
        const size_t open_at = i;
        size_t k = i + 1;
        for (;;) {
          while (k < n && text[k] != ']' && text[k] != '\\') ++k;
          if (k < n && text[k] == ']') break;
          if (k + 1 >= n) {
            return SgfError("unexpected end of input inside " + Shown(ident) + "[ at byte " +
                            std::to_string(open_at));
          }
          k += 2;  // the escape and the character it escapes
        }
        tree.AppendRaw(text.substr(open_at + 1, k - open_at - 1));
        tree.EndValue();
        i = k + 1;
        while (i < n && IsSpace(text[i])) ++i;
      }
    } else {
      return SgfError("unexpected " + DescribeByte(c) + " at byte " + std::to_string(i));
    }
  }
  return Status();
}

}  // namespace goscore
