// The SGF tree: a record read and written back loses nothing (every node, property and value of
// every variation), the game's moves reconcile with the record's main line, and the game info.
#include "sgf/sgf_tree.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "game/game.h"
#include "scoring/scoring.h"
#include "sgf/sgf.h"

namespace goscore {
namespace {

constexpr Color B = Color::kBlack;
constexpr Color W = Color::kWhite;

std::string ReadFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

SgfRecord MustParse(const std::string& text) {
  SgfRecord rec;
  Status s = ParseSgf(text, &rec);
  EXPECT_TRUE(s.ok()) << s.message();
  return rec;
}

std::unique_ptr<Game> MustBuild(const std::string& text, SgfRecord* rec) {
  std::unique_ptr<Game> game;
  Status s = GameFromSgf(text, GameRules(), &game, rec);
  EXPECT_TRUE(s.ok()) << s.message();
  return game;
}

std::string MustWrite(const Game& game, const SgfRecord* rec, const ScoreResult* scored = nullptr,
                      const std::string& result = "") {
  std::string out;
  Status s = WriteSgf(game, rec, scored, result, &out);
  EXPECT_TRUE(s.ok()) << s.message();
  return out;
}

/// A node's properties as (id, raw values), one entry per identifier in the order of its first
/// appearance (the writer joins repeated identifiers of a node, as FF[4] allows only one), less
/// the root properties the writer rewrites from the game.
using Props = std::vector<std::pair<std::string, std::vector<std::string>>>;
Props NodeProps(const SgfTree& t, int node, bool root) {
  Props out;
  for (int p = t.prop_begin(node); p < t.prop_end(node); ++p) {
    const std::string id(t.id(p));
    if (root && (id == "FF" || id == "GM" || id == "CA" || id == "AP" || id == "SZ" || id == "KM" ||
                 id == "HA" || id == "PL" || id == "RE")) {
      continue;
    }
    auto it = out.begin();
    while (it != out.end() && it->first != id) ++it;
    if (it == out.end()) it = out.insert(out.end(), {id, {}});
    for (int v = t.value_begin(p); v < t.value_end(p); ++v) it->second.emplace_back(t.raw(v));
  }
  return out;
}

/// Compares two trees node for node in the same order (children in order), without recursion.
void ExpectSameTree(const SgfTree& a, const SgfTree& b) {
  ASSERT_FALSE(a.empty());
  ASSERT_FALSE(b.empty());
  EXPECT_EQ(a.node_count(), b.node_count());
  std::vector<std::pair<int, int>> stack = {{0, 0}};
  int compared = 0;
  while (!stack.empty()) {
    const auto [x, y] = stack.back();
    stack.pop_back();
    ++compared;
    ASSERT_EQ(NodeProps(a, x, x == 0), NodeProps(b, y, y == 0)) << "node " << x << " / " << y;
    int cx = a.first_child(x);
    int cy = b.first_child(y);
    while (cx != SgfTree::kNone && cy != SgfTree::kNone) {
      stack.push_back({cx, cy});
      cx = a.next_sibling(cx);
      cy = b.next_sibling(cy);
    }
    ASSERT_EQ(cx == SgfTree::kNone, cy == SgfTree::kNone) << "children of node " << x;
  }
  EXPECT_EQ(compared, a.node_count());
}

/// The main-line moves of a record as text, e.g. "B[ee] W[cc] B[]".
std::string MainMoves(const SgfRecord& rec) {
  std::string s;
  for (const SgfMove& m : rec.moves) {
    if (!s.empty()) s += " ";
    s += m.color == B ? "B[" : "W[";
    if (!m.pass) s += {static_cast<char>('a' + m.point.x), static_cast<char>('a' + m.point.y)};
    s += "]";
  }
  return s;
}

// --- Lossless round trips ---

TEST(SgfTreeRoundTrip, EveryFixtureKeepsItsWholeTree) {
  int files = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::string(GOSCORE_FIXTURES_DIR) + "/sgf")) {
    if (entry.path().extension() != ".sgf") continue;
    SCOPED_TRACE(entry.path().filename().string());
    ++files;
    SgfRecord rec;
    const std::unique_ptr<Game> game = MustBuild(ReadFile(entry.path()), &rec);
    ASSERT_NE(game, nullptr);
    const std::string written = MustWrite(*game, &rec, nullptr, rec.result);
    SgfRecord again;
    const std::unique_ptr<Game> replayed = MustBuild(written, &again);
    ASSERT_NE(replayed, nullptr) << written;
    ExpectSameTree(rec.tree, again.tree);
    // The rewritten root properties keep their meaning.
    EXPECT_EQ(again.width, rec.width);
    EXPECT_EQ(again.height, rec.height);
    EXPECT_EQ(again.komi_tenths, rec.komi_tenths);
    EXPECT_EQ(again.handicap, rec.handicap);
    EXPECT_EQ(again.result, rec.result);
    EXPECT_EQ(replayed->first_player(), game->first_player());
    EXPECT_EQ(MainMoves(again), MainMoves(rec));
    // Written again: the same text.
    EXPECT_EQ(MustWrite(*replayed, &again, nullptr, again.result), written);
  }
  EXPECT_GE(files, 5);
}

TEST(SgfTreeRoundTrip, CommentsMarkupVariationsAndUnknownPropertiesAsWritten) {
  const std::string text = ReadFile(std::string(GOSCORE_FIXTURES_DIR) + "/sgf/annotated_tree.sgf");
  SgfRecord rec;
  const std::unique_ptr<Game> game = MustBuild(text, &rec);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(MainMoves(rec), "B[ee] W[cc] B[gg] W[gc] B[cg]");
  EXPECT_EQ(rec.tree.node_count(), 11);
  const std::string written = MustWrite(*game, &rec);
  // Values byte for byte, escapes as written.
  for (const char* piece :
       {"PB[Black \\] player]", "PW[White\\\\player]", "EV[Test: \\: colon]",
        "XZ[unknown root][second value]", "C[Root comment with a soft\\\n line break",
        "LB[dd:A][ff:\\:B]", "TR[cc][gg]", "SQ[dd:ef]", "XY[private]", "AR[aa:bb]", "LN[aa:ii]",
        "DD[]", "C[A node with only a comment]", "C[A pass as a variation]", "ST[2]"}) {
    EXPECT_NE(written.find(piece), std::string::npos) << piece << "\n" << written;
  }
  EXPECT_EQ(written.find("AP[Hand:2]"), std::string::npos);  // the writer names itself
  SgfRecord again = MustParse(written);
  ExpectSameTree(rec.tree, again.tree);
}

TEST(SgfTreeRoundTrip, DeepVariationsAndSetupInLaterNodes) {
  // 10,000 levels of nested variations (the writer is iterative), and setup before the first
  // move in a node after the root.
  std::string text = "(;SZ[19];AB[aa]AW[bb]C[setup]";
  for (int i = 0; i < 10000; ++i) text += i % 2 == 0 ? "(;B[]" : "(;W[]";
  text += std::string(10000, ')') + ")";
  SgfRecord rec;
  const std::unique_ptr<Game> game = MustBuild(text, &rec);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->move_count(), 10000);
  const std::string written = MustWrite(*game, &rec);
  SgfRecord again;
  const std::unique_ptr<Game> replayed = MustBuild(written, &again);
  ASSERT_NE(replayed, nullptr);
  ExpectSameTree(rec.tree, again.tree);
  EXPECT_EQ(replayed->start_position(), game->start_position());
  EXPECT_EQ(written.find("\nAB["), std::string::npos);  // the setup stays in its node
}

// --- The game and the record's main line ---

const char kGameWithVariation[] =
    "(;SZ[9]KM[6.5]PB[B]C[root];B[ee]C[one];W[cc]C[two](;B[gg]C[three];W[gc]C[four])"
    "(;B[cg]C[side]))";

TEST(SgfTreeGame, MovesAfterTheRecordExtendItsMainLine) {
  SgfRecord rec;
  const std::unique_ptr<Game> game = MustBuild(kGameWithVariation, &rec);
  ASSERT_NE(game, nullptr);
  ASSERT_TRUE(game->Play(B, 2, 6).ok());
  ASSERT_TRUE(game->Pass(W).ok());
  const SgfRecord again = MustParse(MustWrite(*game, &rec));
  EXPECT_EQ(MainMoves(again), "B[ee] W[cc] B[gg] W[gc] B[cg] W[]");
  EXPECT_EQ(again.tree.node_count(), rec.tree.node_count() + 2);
  // The comments stay on their moves, the side variation beside the third.
  const std::string written = MustWrite(*game, &rec);
  EXPECT_NE(written.find(";W[gc]C[four];B[cg];W[]"), std::string::npos) << written;
  EXPECT_NE(written.find("(;B[cg]C[side])"), std::string::npos) << written;
}

TEST(SgfTreeGame, ADifferentMoveAfterUndoIsTheMainLineAndTheOldOneAVariation) {
  SgfRecord rec;
  const std::unique_ptr<Game> game = MustBuild(kGameWithVariation, &rec);
  ASSERT_NE(game, nullptr);
  ASSERT_TRUE(game->Undo());  // W[gc]
  ASSERT_TRUE(game->Undo());  // B[gg]
  ASSERT_TRUE(game->Play(B, 6, 6).ok() && game->Undo());
  ASSERT_TRUE(game->Play(B, 3, 3).ok());
  const std::string written = MustWrite(*game, &rec);
  SgfRecord again;
  const std::unique_ptr<Game> replayed = MustBuild(written, &again);
  ASSERT_NE(replayed, nullptr) << written;
  EXPECT_EQ(MainMoves(again), "B[ee] W[cc] B[dd]");
  EXPECT_EQ(again.tree.node_count(), rec.tree.node_count() + 1);
  EXPECT_NE(written.find(";W[cc]C[two]\n(;B[dd])\n(;B[gg]C[three];W[gc]C[four])\n(;B[cg]C[side])"),
            std::string::npos)
      << written;
}

TEST(SgfTreeGame, MovesUndoneAndNotReplacedStayAsAVariation) {
  SgfRecord rec;
  const std::unique_ptr<Game> game = MustBuild(kGameWithVariation, &rec);
  ASSERT_NE(game, nullptr);
  ASSERT_TRUE(game->Undo());
  ASSERT_TRUE(game->Undo());
  const std::string written = MustWrite(*game, &rec);
  SgfRecord again;
  const std::unique_ptr<Game> replayed = MustBuild(written, &again);
  ASSERT_NE(replayed, nullptr) << written;
  EXPECT_EQ(MainMoves(again), "B[ee] W[cc]");  // the game as it stands
  EXPECT_NE(written.find("C[two]\n(;)\n(;B[gg]C[three];W[gc]C[four])\n(;B[cg]C[side])"),
            std::string::npos)
      << written;
}

TEST(SgfTreeGame, UndoingAMoveThatSharesANodeWithSetupKeepsTheSetup) {
  // Found by the fuzzer: the setup of the first move's node applies before the move; taking the
  // move back must not take the setup off the main line.
  for (const char* text :
       {"(;;RU[x]B[aa]AW[ab])", "(;AW[ab]B[aa])", "(;SZ[9];AB[cc];AW[ab]B[aa])"}) {
    SCOPED_TRACE(text);
    SgfRecord rec;
    const std::unique_ptr<Game> game = MustBuild(text, &rec);
    ASSERT_NE(game, nullptr);
    ASSERT_TRUE(game->Undo());
    const std::string written = MustWrite(*game, &rec);
    SgfRecord again;
    const std::unique_ptr<Game> replayed = MustBuild(written, &again);
    ASSERT_NE(replayed, nullptr) << written;
    EXPECT_EQ(replayed->board(), game->board()) << written;
    EXPECT_EQ(replayed->move_count(), 0) << written;
  }
}

TEST(SgfTreeGame, AScoredGameWritesREAndTerritoryInItsLastNode) {
  // The record's own TB/TW in the last node are replaced by the score's; RE too.
  const std::string text =
      "(;SZ[5]KM[0.5]RE[B+99]AB[ba:be]AW[da:de];B[]C[end]TB[aa]TW[cc];W[]C[last]TB[bb])";
  SgfRecord rec;
  const std::unique_ptr<Game> game = MustBuild(text, &rec);
  ASSERT_NE(game, nullptr);
  ScoreResult score;
  ASSERT_TRUE(game->Score(ScoringRules::kArea, &score).ok());
  const std::string written = MustWrite(*game, &rec, &score, rec.result);
  EXPECT_NE(written.find("\nRE[" + SgfResult(score) + "]"), std::string::npos) << written;
  EXPECT_EQ(written.find("B+99"), std::string::npos) << written;
  EXPECT_NE(written.find(";W[]C[last]\nTB[aa][ab][ac][ad][ae]\nTW[ea][eb][ec][ed][ee])"),
            std::string::npos)
      << written;
  EXPECT_NE(written.find(";B[]C[end]TB[aa]TW[cc]"), std::string::npos) << written;  // kept
  // Not scored: the record's result and marks as they were.
  const std::string plain = MustWrite(*game, &rec, nullptr, rec.result);
  EXPECT_NE(plain.find("RE[B+99]"), std::string::npos);
  EXPECT_NE(plain.find("C[last]TB[bb]"), std::string::npos);
}

TEST(SgfTreeGame, RepeatedSetupPropertiesKeepTheirOrder) {
  // The setup values apply in the order written: AE[bb] clears the stone AB[aa:cc] put there, and
  // AB[dd] comes after it. Grouping the two ABs (AB[aa:cc][dd] AE[bb]) would keep bb black; the
  // ABs stay apart, and the consecutive AWs are grouped. Found by the SGF fuzzer
  // (tests/fuzz/regressions/sgf/setup-order-of-repeated-AB-AW-AE-in-one-node).
  const std::string text = "(;SZ[5]AB[aa:cc]AE[bb]AB[dd]AW[ee]AW[ea];B[ae])";
  SgfRecord rec;
  const std::unique_ptr<Game> game = MustBuild(text, &rec);
  ASSERT_NE(game, nullptr);
  const std::vector<std::string> rows = {"BBB W", "B B  ", "BBB  ", "   B ", "B   W"};
  EXPECT_EQ(game->board().ToRows(), rows);
  const std::string written = MustWrite(*game, &rec, nullptr, rec.result);
  EXPECT_NE(written.find("\nAB[aa:cc]\nAE[bb]\nAB[dd]\nAW[ee][ea]\n"), std::string::npos)
      << written;
  SgfRecord again;
  const std::unique_ptr<Game> back = MustBuild(written, &again);
  ASSERT_NE(back, nullptr);
  EXPECT_EQ(back->board().ToRows(), rows);
  EXPECT_EQ(MustWrite(*back, &again, nullptr, again.result), written);
}

TEST(SgfTreeGame, ARecordForAnotherGameIsNotUsed) {
  // A record whose size or setup is not the game's: written from the game alone.
  SgfRecord rec = MustParse("(;SZ[9]AB[aa]C[other];B[ee])");
  Game game(9, 9, GameRules());
  ASSERT_TRUE(game.Play(B, 1, 1).ok());
  const std::string written = MustWrite(game, &rec);
  EXPECT_EQ(written.find("C[other]"), std::string::npos) << written;
  EXPECT_NE(written.find(";B[bb])"), std::string::npos) << written;
  // Same size and setup, but a game made from a position (no info): not its record either.
  SgfRecord same_shape = MustParse("(;SZ[9]C[other];B[ee])");
  Board empty(9, 9);
  std::unique_ptr<Game> from_position;
  ASSERT_TRUE(Game::FromPosition(empty, GameRules(), &from_position).ok());
  ASSERT_TRUE(from_position->Play(B, 4, 4).ok());
  const std::string again = MustWrite(*from_position, &same_shape);
  EXPECT_EQ(again.find("C[other]"), std::string::npos) << again;
}

// --- Game info ---

TEST(SgfTreeInfo, EveryRootValueAsTextInOrder) {
  SgfRecord rec;
  const std::unique_ptr<Game> game = MustBuild(
      "(;GM[1]SZ[9]PB[Lee \\] Se\\\\dol]PW[Al\\\nphaGo]RU[Japanese]KM[6.5]AB[aa][bb]XX[1]"
      "C[a comment];B[ee]C[not info])",
      &rec);
  ASSERT_NE(game, nullptr);
  const std::vector<GameInfoEntry> expected = {
      {"GM", "1"},        {"SZ", "9"},   {"PB", "Lee ] Se\\dol"},
      {"PW", "AlphaGo"},                               // a soft line break is removed
      {"RU", "Japanese"}, {"KM", "6.5"}, {"XX", "1"},  // AB is the start position, not info
      {"C", "a comment"}};
  EXPECT_EQ(game->info(), expected);
  // A copy keeps it, and a game written without its record writes it back.
  const Game copy(*game);
  EXPECT_EQ(copy.info(), expected);
  const SgfRecord again = MustParse(MustWrite(copy, nullptr));
  EXPECT_EQ(again.root_properties,
            (std::vector<std::pair<std::string, std::string>>{{"CA", "UTF-8"},
                                                              {"PB", "Lee ] Se\\dol"},
                                                              {"PW", "AlphaGo"},
                                                              {"RU", "Japanese"},
                                                              {"XX", "1"},
                                                              {"C", "a comment"}}));
}

// --- Errors and limits of the writer and the tree ---

TEST(SgfTreeLimits, ABoardLargerThanSgfIsAnError) {
  Game game(53, 9, GameRules());
  std::string out = "unchanged";
  Status s = WriteSgf(game, nullptr, nullptr, "", &out);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(s.message(), "a 53x9 board is larger than SGF can write (52x52 at most)");
  EXPECT_EQ(out, "unchanged");
  Game tall(9, 60, GameRules());
  EXPECT_EQ(WriteSgf(tall, nullptr, nullptr, "", &out).message(),
            "a 9x60 board is larger than SGF can write (52x52 at most)");
  Game largest(52, 52, GameRules());
  EXPECT_TRUE(WriteSgf(largest, nullptr, nullptr, "", &out).ok());
}

TEST(SgfTreeLimits, SetupAndManyMovesWrittenFromTheStartPosition) {
  // One setup stone and 2,000 moves: the setup comes from the start position (the writer used to
  // undo the whole game on a copy to find it).
  Board start(19, 19);
  start.Set(0, 0, B);
  std::unique_ptr<Game> game;
  ASSERT_TRUE(Game::FromPosition(start, GameRules(), &game).ok());
  for (int i = 0; i < 2000; ++i) ASSERT_TRUE(game->Pass(i % 2 ? W : B).ok());
  const std::string written = MustWrite(*game, nullptr);
  SgfRecord again;
  const std::unique_ptr<Game> replayed = MustBuild(written, &again);
  ASSERT_NE(replayed, nullptr);
  EXPECT_EQ(again.add_black, (std::vector<Point>{{0, 0}}));
  EXPECT_EQ(replayed->move_count(), 2000);
}

TEST(SgfTreeLimits, MoreNodesThanTheLimitAreRefused) {
  std::string text = "(;" + std::string(kSgfMaxNodes, ';') + ")";
  SgfRecord rec;
  Status s = ParseSgf(text, &rec);
  EXPECT_EQ(s.code(), ErrorCode::kInvalidSgf);
  EXPECT_EQ(s.message(), "the record has more than 4194304 nodes");
  text = "(;" + std::string(kSgfMaxNodes - 1, ';') + ")";
  ASSERT_TRUE(ParseSgf(text, &rec).ok());
  EXPECT_EQ(rec.tree.node_count(), static_cast<int>(kSgfMaxNodes));
}

TEST(SgfTreeLimits, TheGameInfoIsBounded) {
  // Every root value but the setup's goes into the game info: 100,000 at most, whatever the
  // property (AP and TB were not counted before, and cost 64 bytes each in the info).
  for (const char* id : {"AP", "TB", "C"}) {
    std::string text = std::string("(;") + id;
    for (int i = 0; i < 100001; ++i) text += "[]";
    SgfRecord rec;
    Status s = ParseSgf(text + ")", &rec);
    EXPECT_EQ(s.message(), "the root node has more than 100000 property values") << id;
  }
  std::string setup = "(;SZ[19]AB";
  for (int i = 0; i < 200000; ++i) setup += "[aa]";
  SgfRecord rec;
  const std::unique_ptr<Game> game = MustBuild(setup + ")", &rec);
  ASSERT_NE(game, nullptr);
  EXPECT_EQ(game->info(), (std::vector<GameInfoEntry>{{"SZ", "19"}}));
  EXPECT_EQ(game->setup_stones(B), 1);
}

TEST(SgfTreeLimits, TextUnescapesAsFf4Says) {
  EXPECT_EQ(SgfTree::Unescape("a\\]b\\\\c\\:d"), "a]b\\c:d");
  EXPECT_EQ(SgfTree::Unescape("soft\\\nbreak\\\r\nand\\\n\rmore"), "softbreakandmore");
  EXPECT_EQ(SgfTree::Unescape("hard\nbreak"), "hard\nbreak");
  EXPECT_EQ(SgfTree::Unescape("trailing\\"), "trailing\\");
}

}  // namespace
}  // namespace goscore
