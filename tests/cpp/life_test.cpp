// Tests of the life analysis (cpp/life/): Benson's pass-alive map against KataGo's published maps,
// goscorer-equivalent territory analysis on hand-built positions (tests/fixtures/life/) and
// properties over random finished positions (bad input: life_bad_input_test.cpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "board/board.h"
#include "datasets.h"
#include "life/benson.h"
#include "life/territory.h"
#include "life_json.h"
#include "test_board.h"

namespace goscore {
namespace {

using testing::Json;

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// KataGo's calculateArea maps (lightvector/KataGo cpp/tests/testboardarea.cpp, via
// shared/datasets/katago-area-maps.json): with safeBigTerritories, unsafeBigTerritories and
// nonPassAliveStones all false the map is exactly Benson's pass-alive chains and their territory.
TEST(LifeBenson, EqualsEveryKataGoCalculateAreaMap) {
  const std::string path = DatasetsDir() + "/katago-area-maps.json";
  const std::string text = ReadFile(path);
  ASSERT_FALSE(text.empty()) << "cannot read " << path
                             << ": the datasets folder shared/datasets must sit beside the "
                                "checkout, or GOSCORE_DATASETS_DIR name it";
  Json root;
  size_t error_at = 0;
  ASSERT_TRUE(testing::ParseJson(text, &root, &error_at))
      << path << ": bad JSON at byte " << error_at;
  int checked = 0;
  for (const Json& c : root["cases"].array) {
    std::vector<std::string> rows;
    for (const Json& r : c["board"].array) rows.push_back(r.string);
    const Board board = TestBoard(rows);
    ASSERT_EQ(board.width(), static_cast<int>(c["width"].number)) << c["id"].string;
    ASSERT_EQ(board.height(), static_cast<int>(c["height"].number)) << c["id"].string;
    for (const Json& result : c["results"].array) {
      const Json& flags = result["flags"];
      if (result["function"].string != "calculateArea" || flags["safeBigTerritories"].boolean ||
          flags["unsafeBigTerritories"].boolean || flags["nonPassAliveStones"].boolean)
        continue;
      const bool suicide = flags["multiStoneSuicideLegal"].boolean;
      std::vector<int8_t> map;
      PassAliveMap(board, suicide, &map);
      const auto& expected = result["ownership"].array;
      ASSERT_EQ(static_cast<int>(expected.size()), board.height()) << c["id"].string;
      bool same = true;
      for (int y = 0; y < board.height() && same; ++y) {
        for (int x = 0; x < board.width() && same; ++x) {
          const char e = expected[y].string[x];
          const int want = e == 'B' ? 1 : e == 'W' ? -1 : 0;
          const int got = map[static_cast<size_t>(y) * board.width() + x];
          if (want != got) {
            same = false;
            ADD_FAILURE() << c["id"].string << " (" << c["test_name"].string
                          << ", suicide=" << suicide << "): first difference at (" << x << ", " << y
                          << "): expected " << want << ", got " << got;
          }
        }
      }
      ++checked;
    }
  }
  // The file holds 22 boards, each with one such map.
  EXPECT_EQ(checked, 22);
}

// A position file of tests/fixtures/life/: goscorer's snapshot format (see the README in
// tests/fixtures/life/goscorer/), sections "NAME:" followed by rows. Our own fixtures add
// "PASSALIVE:" (B / W / .) and may leave out sections (not checked then).
struct LifeFixture {
  std::string name;
  std::map<std::string, std::vector<std::string>> sections;
};

LifeFixture ReadLifeFixture(const std::filesystem::path& path) {
  LifeFixture f;
  f.name = path.filename().string();
  std::istringstream in(ReadFile(path.string()));
  std::string line, current;
  while (std::getline(in, line)) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    if (line.back() == ':') {
      current = line.substr(0, line.size() - 1);
      continue;
    }
    f.sections[current].push_back(line);
  }
  return f;
}

std::vector<LifeFixture> ReadLifeFixtures(const std::string& folder) {
  std::vector<std::filesystem::path> files;
  for (const auto& e :
       std::filesystem::directory_iterator(std::string(GOSCORE_FIXTURES_DIR) + "/life/" + folder)) {
    if (e.path().extension() == ".txt") files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  std::vector<LifeFixture> out;
  for (const auto& p : files) out.push_back(ReadLifeFixture(p));
  return out;
}

// Decodes one expected map: the value of each character, row-major.
template <typename T>
std::vector<T> Decode(const std::vector<std::string>& rows, int (*value)(char)) {
  std::vector<T> out;
  for (const std::string& r : rows)
    for (char c : r) out.push_back(static_cast<T>(value(c)));
  return out;
}

// Reports the first point where a map differs from the expected one.
template <typename T>
void ExpectMap(const std::string& name, const char* field, int width, const std::vector<T>& want,
               const std::vector<T>& got) {
  ASSERT_EQ(want.size(), got.size()) << name << " " << field;
  for (size_t i = 0; i < want.size(); ++i) {
    if (want[i] != got[i]) {
      ADD_FAILURE() << name << ": " << field << " first differs at (" << i % width << ", "
                    << i / width << "): expected " << int(want[i]) << ", got " << int(got[i]);
      return;
    }
  }
}

// Checks every map a fixture gives. Returns the number of maps checked.
int CheckLifeFixture(const LifeFixture& f) {
  const auto& rows = f.sections.at("BOARD");
  const int w = static_cast<int>(rows[0].size()), h = static_cast<int>(rows.size());
  Board board(w, h);
  std::vector<uint8_t> dead(static_cast<size_t>(w) * h, 0);
  for (int y = 0; y < h; ++y) {
    EXPECT_EQ(static_cast<int>(rows[y].size()), w) << f.name;
    for (int x = 0; x < w; ++x) {
      const char c = rows[y][x];
      board.Set(x, y,
                c == 'x' || c == 'b'   ? Color::kBlack
                : c == 'o' || c == 'w' ? Color::kWhite
                                       : Color::kEmpty);
      dead[static_cast<size_t>(y) * w + x] = c == 'b' || c == 'w';
    }
  }
  const bool score_false_eyes = f.sections.count("SCORE_FALSE_EYES") > 0;
  TerritoryAnalysis a;
  const Status s = AnalyzeTerritory(board, dead, score_false_eyes, &a);
  EXPECT_TRUE(s.ok()) << f.name << ": " << s.message();
  EXPECT_EQ(a.width, w);
  EXPECT_EQ(a.height, h);
  int checked = 0;
  auto section = [&](const char* key) -> const std::vector<std::string>* {
    auto it = f.sections.find(key);
    if (it == f.sections.end()) return nullptr;
    ++checked;
    return &it->second;
  };
  if (auto* r = section("TERRITORY"))
    ExpectMap<int8_t>(f.name, "territory", w,
                      Decode<int8_t>(*r, [](char c) { return c == 'z'   ? 1
                                                             : c == 'a' ? -1
                                                                        : 0; }),
                      a.territory);
  if (auto* r = section("SEKI"))
    ExpectMap<int8_t>(
        f.name, "seki", w,
        Decode<int8_t>(
            *r, [](char c) { return c == 'x' || c == 'z'   ? 1
                                    : c == 'o' || c == 'a' ? -1
                                                           : 0; }),
        a.seki);
  if (auto* r = section("FALSE EYES"))
    ExpectMap<uint8_t>(f.name, "false_eye", w,
                       Decode<uint8_t>(*r, [](char c) { return int(c == 'F'); }), a.false_eye);
  if (auto* r = section("UNSCORABLE FALSE EYES"))
    ExpectMap<uint8_t>(f.name, "unscorable_false_eye", w,
                       Decode<uint8_t>(*r, [](char c) { return int(c == 'F'); }),
                       a.unscorable_false_eye);
  if (auto* r = section("DAME"))
    ExpectMap<uint8_t>(f.name, "dame", w, Decode<uint8_t>(*r, [](char c) { return int(c == '1'); }),
                       a.dame);
  if (auto* r = section("EYEVALUE"))
    ExpectMap<uint8_t>(f.name, "eye_value", w,
                       Decode<uint8_t>(*r, [](char c) { return c == '1'   ? 1
                                                               : c == '2' ? 2
                                                                          : 0; }),
                       a.eye_value);
  if (auto* r = section("PASSALIVE")) {
    std::vector<int8_t> map;
    PassAliveMap(board, false, &map);
    ExpectMap<int8_t>(f.name, "pass_alive", w,
                      Decode<int8_t>(*r, [](char c) { return c == 'B'   ? 1
                                                             : c == 'W' ? -1
                                                                        : 0; }),
                      map);
  }
  return checked;
}

// goscorer's own test positions and the maps it publishes for them.
TEST(LifeTerritory, GoscorerSnapshots) {
  const auto fixtures = ReadLifeFixtures("goscorer");
  ASSERT_EQ(fixtures.size(), 91u);  // every file of goscorer's python/expected_test_output
  for (const auto& f : fixtures) EXPECT_EQ(CheckLifeFixture(f), 6) << f.name;
}

// Hand-built positions, expected maps worked out by hand from goscorer's definitions
// (docs/LIFE.md) and, for PASSALIVE, Benson's.
TEST(LifeTerritory, HandBuiltPositions) {
  const auto fixtures = ReadLifeFixtures("hand");
  ASSERT_GE(fixtures.size(), 10u);
  for (const auto& f : fixtures) EXPECT_GE(CheckLifeFixture(f), 2) << f.name;
}

// The position in goscorer's letters (x / o, b / w dead), for failure messages.
std::string Dump(const Board& board, const std::vector<uint8_t>& dead) {
  std::string out = "\n";
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const Color c = board.At(x, y);
      const bool d = dead[static_cast<size_t>(y) * board.width() + x];
      out += c == Color::kBlack ? (d ? 'b' : 'x') : c == Color::kWhite ? (d ? 'w' : 'o') : '.';
    }
    out += '\n';
  }
  return out;
}

// A random position from a random playout that never fills its own one-point eyes, stopped at a
// random point (often at the end), so that it has live groups, sekis, false eyes and dame.
Board RandomPosition(std::mt19937& rng, int w, int h) {
  Board b(w, h);
  const int stride = b.stride();
  const int adj[4] = {-stride, stride, -1, 1};
  int8_t* cells = b.mutable_cells();
  std::vector<int> stack, chain;
  std::vector<int> seen(b.padded_size(), 0);
  int generation = 0;
  auto liberties = [&](int start) {  // of the chain through start; fills `chain`
    ++generation;
    chain.assign(1, start);
    seen[start] = generation;
    int libs = 0;
    for (size_t i = 0; i < chain.size(); ++i) {
      for (int d : adj) {
        const int a = chain[i] + d;
        if (seen[a] == generation) continue;
        seen[a] = generation;
        if (cells[a] == 0)
          ++libs;
        else if (cells[a] == cells[start])
          chain.push_back(a);
      }
    }
    return libs;
  };
  const int limit = std::uniform_int_distribution<int>(0, 2)(rng)
                        ? 3 * w * h
                        : std::uniform_int_distribution<int>(0, 3 * w * h)(rng);
  int8_t color = 1;
  for (int move = 0, passes = 0; move < limit && passes < 2;
       ++move, color = static_cast<int8_t>(-color)) {
    std::vector<int> cand;
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const int loc = b.Loc(x, y);
        if (cells[loc] != 0) continue;
        bool own_eye = true;
        for (int d : adj) own_eye &= cells[loc + d] == color || cells[loc + d] == Board::kWall;
        if (!own_eye) cand.push_back(loc);
      }
    }
    std::shuffle(cand.begin(), cand.end(), rng);
    bool played = false;
    for (int loc : cand) {
      cells[loc] = color;
      for (int d : adj) {
        if (cells[loc + d] == -color && liberties(loc + d) == 0)
          for (int c : chain) cells[c] = 0;
      }
      if (liberties(loc) == 0) {
        cells[loc] = 0;
        continue;
      }
      played = true;
      break;
    }
    passes = played ? 0 : passes + 1;
  }
  return b;
}

/// Every map of two analyses, equal.
void ExpectSameAnalysis(const TerritoryAnalysis& a, const TerritoryAnalysis& b, const char* what) {
  SCOPED_TRACE(what);
  EXPECT_EQ(a.width, b.width);
  EXPECT_EQ(a.height, b.height);
  EXPECT_EQ(a.territory, b.territory);
  EXPECT_EQ(a.seki, b.seki);
  EXPECT_EQ(a.false_eye, b.false_eye);
  EXPECT_EQ(a.unscorable_false_eye, b.unscorable_false_eye);
  EXPECT_EQ(a.dame, b.dame);
  EXPECT_EQ(a.eye_value, b.eye_value);
}

TEST(LifeProperties, TheSharedAnalyzersLastResultServesOnlyTheSamePosition) {
  // AnalyzeTerritory keeps its last result for the next call on the same position: each call,
  // against a fresh analyzer, after calls on the same cells with another dead mask or
  // score_false_eyes, on another board of as many points, and on the position changed by a stone.
  std::mt19937 rng(20261202);
  for (int t = 0; t < 200; ++t) {
    const int w = 1 + static_cast<int>(rng() % 9), h = 1 + static_cast<int>(rng() % 9);
    const Board board = RandomPosition(rng, w, h);
    const Board turned = RandomPosition(rng, h, w);  // as many points, other dimensions
    Board changed = board;
    const int k = static_cast<int>(rng() % (w * h));
    changed.Set(k % w, k / w,
                board.At(k % w, k / w) == Color::kEmpty ? Color::kBlack : Color::kEmpty);
    std::vector<uint8_t> dead(static_cast<size_t>(w) * h, 0);
    for (int i = 0; i < w * h; ++i)
      dead[i] = board.At(i % w, i / w) != Color::kEmpty && rng() % 4 == 0;
    const std::vector<uint8_t> none(static_cast<size_t>(w) * h, 0);
    struct Call {
      const Board* b;
      const std::vector<uint8_t>* dead;
      bool sfe;
      const char* what;
    };
    const std::vector<uint8_t> empty;
    const Call calls[] = {{&board, &empty, false, "plain"},
                          {&board, &empty, false, "plain again"},
                          {&board, &none, false, "a mask of zeros"},
                          {&board, &dead, false, "dead marks"},
                          {&board, &dead, true, "dead marks, score_false_eyes"},
                          {&board, &empty, true, "score_false_eyes"},
                          {&turned, &empty, true, "other dimensions"},
                          {&board, &empty, true, "back"},
                          {&changed, &empty, true, "a stone changed"},
                          {&board, &empty, true, "back again"}};
    for (const Call& c : calls) {
      SCOPED_TRACE(::testing::Message() << "position " << t << " " << w << "x" << h);
      const std::vector<uint8_t>& mask = c.b == &board ? *c.dead : empty;
      TerritoryAnalysis shared, fresh;
      LifeAnalyzer own;
      const Status s = AnalyzeTerritory(*c.b, mask, c.sfe, &shared);
      const Status f = own.Analyze(*c.b, mask.empty() ? nullptr : mask.data(), c.sfe, &fresh);
      ASSERT_EQ(s.ok(), f.ok()) << c.what;
      if (s.ok()) ExpectSameAnalysis(shared, fresh, c.what);
    }
  }
}

// Properties of the analysis over 1 500 random positions with random dead marks on whole
// chains, plus every stone inside the other colour's pass-alive territory marked dead (as the
// players would).
TEST(LifeProperties, RandomFinishedPositions) {
  std::mt19937 rng(12345);
  LifeAnalyzer reused;
  const int sizes[][2] = {{1, 1}, {2, 1}, {5, 1},   {3, 3},  {5, 5},
                          {7, 4}, {9, 9}, {13, 13}, {19, 19}};
  int seki_seen = 0, territory_seen = 0, pass_alive_seen = 0;
  for (int t = 0; t < 1500; ++t) {
    const auto& size = sizes[t % 9];
    const Board board = RandomPosition(rng, size[0], size[1]);
    const int w = board.width(), h = board.height();
    std::vector<int8_t> alive;
    PassAliveMap(board, false, &alive);
    // Dead marks: chains chosen at random, and stones lying in the other colour's pass-alive area.
    std::vector<uint8_t> dead(static_cast<size_t>(w) * h, 0);
    std::vector<int32_t> label(static_cast<size_t>(w) * h, -1);
    const double p = std::uniform_real_distribution<double>(0, 0.3)(rng);
    for (int i = 0; i < w * h; ++i) {
      const Color c = board.At(i % w, i / w);
      if (c == Color::kEmpty || label[i] >= 0) continue;
      const bool mark = std::bernoulli_distribution(p)(rng) && alive[i] != static_cast<int8_t>(c);
      std::vector<int> st{i};
      label[i] = i;
      while (!st.empty()) {
        const int q = st.back();
        st.pop_back();
        dead[q] = mark || alive[q] == -static_cast<int8_t>(c);
        const int qx = q % w, qy = q / w;
        const int nb[4][2] = {{qx - 1, qy}, {qx + 1, qy}, {qx, qy - 1}, {qx, qy + 1}};
        for (const auto& n : nb) {
          if (!board.OnBoard(n[0], n[1]) || board.At(n[0], n[1]) != c) continue;
          const int k = n[1] * w + n[0];
          if (label[k] < 0) label[k] = i, st.push_back(k);
        }
      }
    }
    const bool sfe = t % 2 == 1;
    TerritoryAnalysis a, fresh;
    ASSERT_TRUE(reused.Analyze(board, dead.data(), sfe, &a).ok());
    ASSERT_TRUE(AnalyzeTerritory(board, dead, sfe, &fresh).ok());
    // A reused analyzer answers exactly as AnalyzeTerritory (this thread's shared analyzer).
    ASSERT_EQ(a.territory, fresh.territory) << t;
    ASSERT_EQ(a.seki, fresh.seki) << t;
    ASSERT_EQ(a.eye_value, fresh.eye_value) << t;
    ASSERT_EQ(a.unscorable_false_eye, fresh.unscorable_false_eye) << t;
    for (int i = 0; i < w * h; ++i) {
      const Color c = board.At(i % w, i / w);
      SCOPED_TRACE(::testing::Message()
                   << "position " << t << " point (" << i % w << ", " << i / w << ")");
      ASSERT_FALSE(a.territory[i] != 0 && a.seki[i] != 0);
      ASSERT_LE(a.eye_value[i], 2);
      ASSERT_LE(a.false_eye[i], 1);
      ASSERT_FALSE(a.dame[i] && (a.territory[i] != 0 || a.seki[i] != 0 || a.eye_value[i] != 0));
      // A living stone is never dame and never its own side's territory.
      if (c != Color::kEmpty && !dead[i]) {
        ASSERT_FALSE(a.dame[i]);
        ASSERT_NE(a.territory[i], static_cast<int8_t>(c));
      }
      // A pass-alive chain (not marked dead) is never in seki, and its territory is never the
      // opponent's.
      if (alive[i] != 0) {
        ASSERT_NE(a.territory[i], -alive[i]);
      }
      // A stone on a territory point is dead.
      if (a.territory[i] != 0 && c != Color::kEmpty) {
        ASSERT_TRUE(dead[i]);
      }
      // Without score_false_eyes an unscorable false eye is never territory.
      if (!sfe && a.unscorable_false_eye[i]) {
        ASSERT_EQ(a.territory[i], 0);
      }
      seki_seen += a.seki[i] != 0;
      territory_seen += a.territory[i] != 0;
      pass_alive_seen += alive[i] != 0;
    }
    // A pass-alive chain is never in seki once the players agree that every other stone is dead.
    // (With other stones left alive it can be: in "xx.o." White's stone is pass-alive, but
    // goscorer sees one eye for it while Black's two stones still stand, a seki.)
    std::vector<uint8_t> all_dead(static_cast<size_t>(w) * h, 0);
    for (int i = 0; i < w * h; ++i) {
      const Color c = board.At(i % w, i / w);
      all_dead[i] = c != Color::kEmpty && alive[i] != static_cast<int8_t>(c);
    }
    ASSERT_TRUE(reused.Analyze(board, all_dead.data(), sfe, &a).ok());
    for (int i = 0; i < w * h; ++i) {
      if (board.At(i % w, i / w) != Color::kEmpty && !all_dead[i]) {
        ASSERT_EQ(a.seki[i], 0) << "position " << t << " point (" << i % w << ", " << i / w << ")"
                                << Dump(board, all_dead);
      }
    }
  }
  // The positions do exercise what the properties are about.
  EXPECT_GT(seki_seen, 500);
  EXPECT_GT(territory_seen, 5000);
  EXPECT_GT(pass_alive_seen, 5000);
}

}  // namespace
}  // namespace goscore
