// The whole tree of an SGF record, every node and every property value kept as written, so that a
// record read and written back loses nothing (comments, markup, variations, unknown properties),
// and the reader that builds it (the tokenizer of FF[4], https://www.red-bean.com/sgf/sgf4.html).
//
// Storage is flat, a few arrays indexed by node, property and value number, so that memory stays
// linear and small in the input (about 20 bytes a node, 12 a property, 4 a value, plus the value
// bytes), and nothing is recursive: a 10,000-deep variation is an ordinary loop.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace goscore {

/// The most nodes a record may have: 4,194,304 (2^22), twice the moves a game may hold (kMaxMoves):
/// room for a full game with as many nodes again in variations. Bounds the tree's memory (about
/// 80 MB at the limit) for inputs such as 32 MiB of ";".
inline constexpr size_t kSgfMaxNodes = size_t{1} << 22;

/// Every game tree of the first collection entry, as read. Nodes are numbered in the order of the
/// text (the root is node 0, a parent comes before its children); properties are numbered in the
/// order of the text too, a node's being consecutive; so are values.
class SgfTree {
 public:
  static constexpr int32_t kNone = -1;

  bool empty() const { return nodes_.empty(); }
  int node_count() const { return static_cast<int>(nodes_.size()); }
  int parent(int node) const { return nodes_[static_cast<size_t>(node)].parent; }
  /// The first child: the main line continues there (FF[4]: "the first variation is the main
  /// line"). kNone for a leaf.
  int first_child(int node) const { return nodes_[static_cast<size_t>(node)].first_child; }
  int next_sibling(int node) const { return nodes_[static_cast<size_t>(node)].next_sibling; }

  /// The properties of a node are [prop_begin, prop_end).
  int prop_begin(int node) const { return static_cast<int>(nodes_[node].first_prop); }
  int prop_end(int node) const {
    return node + 1 < node_count() ? prop_begin(node + 1) : static_cast<int>(props_.size());
  }
  /// The identifier, upper-case letters only (FF[3]'s lower-case letters dropped: "AddBlack" is
  /// "AB").
  std::string_view id(int prop) const {
    const Prop& p = props_[static_cast<size_t>(prop)];
    return std::string_view(ids_).substr(p.id_begin, p.id_size);
  }
  /// The values of a property are [value_begin, value_end).
  int value_begin(int prop) const { return static_cast<int>(props_[prop].first_value); }
  int value_end(int prop) const {
    return prop + 1 < static_cast<int>(props_.size()) ? value_begin(prop + 1)
                                                      : static_cast<int>(value_ends_.size());
  }
  /// A value exactly as written between '[' and ']' (escapes kept): what the writer writes back.
  std::string_view raw(int value) const {
    const uint32_t begin = value == 0 ? 0 : value_ends_[static_cast<size_t>(value) - 1];
    return std::string_view(raw_).substr(begin, value_ends_[static_cast<size_t>(value)] - begin);
  }
  /// A value as text (FF[4] sgf4.html, Text): "\" escapes the character after it, and "\" before
  /// a line break (a soft line break: "\n", "\r", "\r\n" or "\n\r") is removed with it.
  std::string text(int value) const { return Unescape(raw(value)); }
  /// The same text without a copy when the value has no escape (the common case: points, numbers);
  /// else unescaped into *scratch. Valid until the tree or *scratch changes.
  std::string_view text_view(int value, std::string* scratch) const {
    const std::string_view r = raw(value);
    if (r.find('\\') == std::string_view::npos) return r;
    *scratch = Unescape(r);
    return *scratch;
  }
  static std::string Unescape(std::string_view raw);

  /// The main line: the root and the first child of each node after it.
  std::vector<int32_t> MainLine() const;

  // --- Building, in the order of the text ---
  /// Reserves room for the tree of `text` (bounded: a hint, not a limit). Changes nothing else.
  void Reserve(std::string_view text);
  /// A new node, the last child of `parent` (kNone for the root). Returns its number.
  int AddNode(int parent);
  /// A new property of the last node. Precondition: a node exists; id is not empty.
  void AddProperty(std::string_view id);
  /// Appends to the last property's value being built; EndValue closes it.
  void AppendRaw(std::string_view bytes) { raw_.append(bytes.data(), bytes.size()); }
  void EndValue() { value_ends_.push_back(static_cast<uint32_t>(raw_.size())); }

 private:
  struct Node {
    int32_t parent = kNone;
    int32_t first_child = kNone;
    int32_t next_sibling = kNone;
    int32_t last_child = kNone;
    uint32_t first_prop = 0;
  };
  struct Prop {
    uint32_t id_begin = 0;
    uint32_t id_size = 0;
    uint32_t first_value = 0;
  };
  std::vector<Node> nodes_;
  std::vector<Prop> props_;
  std::string ids_;
  std::vector<uint32_t> value_ends_;
  std::string raw_;
};

/// Reads the first game tree of an SGF collection into *out (FF[4] "Collection = GameTree
/// { GameTree }"; later game trees are ignored, as is any text before the first "(;"). Tolerates
/// white space between tokens and lower-case letters in identifiers. Refuses (kInvalidSgf, the
/// message saying where) broken syntax: "unexpected end of input inside B[ at byte 1234",
/// "unexpected '#' at byte 12", "property B at byte 8 has no value", a node after the variations
/// of its game tree, game trees left open; and more than kSgfMaxNodes nodes. The text's length is
/// the caller's to check (kSgfMaxBytes). Linear time and memory. On error *out is unspecified.
Status ReadSgfTree(std::string_view text, SgfTree* out);

}  // namespace goscore
