// The learned evaluator of the score during play (estimate/score_model.h): the model file's checks,
// and EstimateScore with the shipped model (web/model/score-model.bin) against PyTorch's answers
// for the same positions (tests/fixtures/estimate/score-model.json, written by
// scripts/devset/net_fixture.py from the model file: an independent implementation of the net).
#include "estimate/score_model.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "../fixtures/estimate/ogs_dataset.h"
#include "board/board.h"
#include "estimate/estimate.h"
#include "estimate/score_estimate.h"
#include "test_board.h"

namespace goscore {
namespace {

std::string ReadAll(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
}

std::string ModelBytes() {
  return ReadAll(std::string(GOSCORE_FIXTURES_DIR) + "/../../web/model/score-model.bin");
}

Status Load(const std::string& bytes, ScoreModel* model) {
  return LoadScoreModel(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size(), model);
}

const ScoreModel& Shipped() {
  static ScoreModel model;
  static const bool loaded = Load(ModelBytes(), &model).ok();
  EXPECT_TRUE(loaded);
  return model;
}

// The bytes of a model file: `magic` ("GSN1"; "GSN3" with two more header fields, the pooled
// layers and what they pool over), then int32 header fields, then `floats` float32 values.
std::string File(std::vector<int32_t> head, const std::vector<float>& floats,
                 const std::string& magic = "GSN1") {
  std::string s = magic;
  s.append(reinterpret_cast<const char*>(head.data()), head.size() * 4);
  s.append(reinterpret_cast<const char*>(floats.data()), floats.size() * 4);
  return s;
}

// The bytes of a float16 model file: "GSN2", then int32 header fields, then `halves`, the values'
// IEEE 754 binary16 bit patterns.
std::string HalfFile(std::vector<int32_t> head, const std::vector<uint16_t>& halves) {
  std::string s = "GSN2";
  s.append(reinterpret_cast<const char*>(head.data()), head.size() * 4);
  for (uint16_t h : halves) {
    s.push_back(static_cast<char>(h & 0xff));
    s.push_back(static_cast<char>(h >> 8));
  }
  return s;
}

// A model of 15 planes, 1 channel, no layer, a 1x1 kernel, two knots: 1 + 15 + 1 + 1 + 1 + 2 + 2
// values (owner skip, first weights, first bias, last weight, last bias, knots, factors).
std::vector<float> TinyValues() {
  std::vector<float> v(23, 0.5f);
  v[19] = 0.0f;  // knot positions 0 and 1, factors 1 and 0.5
  v[20] = 1.0f;
  v[21] = 1.0f;
  v[22] = 0.5f;
  return v;
}
const std::vector<int32_t> kTinyHead = {15, 1, 0, 1, 2};

void ExpectError(const std::string& bytes, const std::string& words) {
  ScoreModel m;
  const Status s = Load(bytes, &m);
  ASSERT_FALSE(s.ok()) << words;
  EXPECT_EQ(s.code(), ErrorCode::kInvalidArgument);
  EXPECT_NE(s.message().find("score model: "), std::string::npos) << s.message();
  EXPECT_NE(s.message().find(words), std::string::npos) << s.message();
}

TEST(ScoreModelFile, TheShippedModelLoads) {
  ScoreModel m;
  const Status s = Load(ModelBytes(), &m);
  ASSERT_TRUE(s.ok()) << s.message();
  EXPECT_GT(m.channels, 0);
  EXPECT_GT(m.knots, 0);
}

TEST(ScoreModelFile, ASmallWellFormedFileLoads) {
  ScoreModel m;
  ASSERT_TRUE(Load(File(kTinyHead, TinyValues()), &m).ok());
  EXPECT_EQ(m.channels, 1);
  EXPECT_EQ(m.layers, 0);
  EXPECT_DOUBLE_EQ(ScoreModelFactor(m, 0.0), 1.0);
  EXPECT_DOUBLE_EQ(ScoreModelFactor(m, 0.5), 0.75);
  EXPECT_DOUBLE_EQ(ScoreModelFactor(m, 2.0), 0.5);  // constant beyond the last knot
}

TEST(ScoreModelFile, AHalfPrecisionFileHoldsTheSameValues) {
  // Bit patterns from IEEE 754 binary16: 0x3800 = 0.5, 0x3c00 = 1, 0x0000 = 0.
  std::vector<uint16_t> halves;
  for (float v : TinyValues()) halves.push_back(v == 0.5f ? 0x3800 : v == 1.0f ? 0x3c00 : 0x0000);
  ScoreModel full, half;
  ASSERT_TRUE(Load(File(kTinyHead, TinyValues()), &full).ok());
  ASSERT_TRUE(Load(HalfFile(kTinyHead, halves), &half).ok());
  EXPECT_EQ(half.values, full.values);
  EXPECT_DOUBLE_EQ(ScoreModelFactor(half, 0.5), 0.75);
  // -2, the largest half (65504), the smallest subnormal (2^-24), a subnormal 2^-15, and 1/3
  // rounded to a half (1.0101010101b x 2^-2 = 0.333251953125).
  halves[1] = 0xc000;
  halves[2] = 0x7bff;
  halves[3] = 0x0001;
  halves[4] = 0x0200;
  halves[5] = 0x3555;
  ASSERT_TRUE(Load(HalfFile(kTinyHead, halves), &half).ok());
  EXPECT_EQ(half.values[1], -2.0f);
  EXPECT_EQ(half.values[2], 65504.0f);
  EXPECT_EQ(half.values[3], std::ldexp(1.0f, -24));
  EXPECT_EQ(half.values[4], std::ldexp(1.0f, -15));
  EXPECT_EQ(half.values[5], 0.333251953125f);
  // A float16 file of float32 length, and an infinity (0x7c00), are refused.
  ExpectError("GSN2" + File(kTinyHead, TinyValues()).substr(4), "length does not match");
  halves[6] = 0x7c00;
  ExpectError(HalfFile(kTinyHead, halves), "not finite");
}

TEST(ScoreModelFile, ChainPooledLayersTakeTheirWeightsBeforeTheLastLayer) {
  // 15 planes, 1 channel, 3 layers of which 0 and 2 are pooled, a 1x1 kernel, two knots: 1 + 15
  // + 1 + 3 * 9 + 3 + 2 (pooled 1x1 weights) + 1 + 1 + 2 + 2 values.
  std::vector<float> v(55, 0.25f);
  v[48] = 7.0f;  // the second pooled layer's weight
  v[49] = 3.0f;  // the last layer's weight
  v[51] = 0.0f;  // knots 0 and 1
  v[52] = 1.0f;
  ScoreModel m;
  ASSERT_TRUE(Load(File({15, 1, 3, 1, 2, 5, 0}, v, "GSN3"), &m).ok());
  EXPECT_EQ(m.pooled, 5u);
  EXPECT_FALSE(m.pool_dragons);
  EXPECT_EQ(m.pool_weights, 47u);
  EXPECT_EQ(m.values[m.pool_weights + 1], 7.0f);
  EXPECT_EQ(m.values[m.last_weights], 3.0f);
  // The same values as float16 (0x3400 = 0.25, 0x4700 = 7, 0x4200 = 3, 0x3c00 = 1, 0 = 0).
  std::string half = "GSN4";
  for (int32_t f : {15, 1, 3, 1, 2, 5, 0}) half.append(reinterpret_cast<const char*>(&f), 4);
  for (float f : v) {
    const uint16_t h = f == 0.25f  ? 0x3400
                       : f == 7.0f ? 0x4700
                       : f == 3.0f ? 0x4200
                       : f == 1.0f ? 0x3c00
                                   : 0;
    half.push_back(static_cast<char>(h & 0xff));
    half.push_back(static_cast<char>(h >> 8));
  }
  ScoreModel h;
  ASSERT_TRUE(Load(half, &h).ok());
  EXPECT_EQ(h.values, m.values);
  // An unknown kind of pooling, a pooled layer the net does not have, a negative field, a count
  // of pooled weights that does not match the bits, and a header of six fields (a value read as
  // the kind), are refused.
  ScoreModel d;
  ASSERT_TRUE(Load(File({15, 1, 3, 1, 2, 5, 1}, v, "GSN3"), &d).ok());  // pooled over dragons
  EXPECT_TRUE(d.pool_dragons);
  EXPECT_EQ(d.values, m.values);
  ExpectError(File({15, 1, 3, 1, 2, 5, 2}, v, "GSN3"), "not a goscore model file");  // no kind 2
  ExpectError(File({15, 1, 3, 1, 2, 8, 0}, v, "GSN3"), "not a goscore model file");
  ExpectError(File({15, 1, 3, 1, 2, -1, 0}, v, "GSN3"), "not a goscore model file");
  ExpectError(File({15, 1, 3, 1, 2, 7, 0}, v, "GSN3"), "length does not match");
  ExpectError(File({15, 1, 3, 1, 2, 5}, v, "GSN3"), "not a goscore model file");  // 6 fields
}

TEST(ScoreModelFile, TheUnsettledStonesWeightIsTheLastValue) {
  // GSN5: GSN3's header and values (the pooled net above), then the weight w of the unsettled
  // stones. GSN3 and GSN4 files have none (0).
  std::vector<float> v(55, 0.25f);
  v[51] = 0.0f;  // knots 0 and 1
  v[52] = 1.0f;
  const std::vector<int32_t> head = {15, 1, 3, 1, 2, 5, 1};
  ScoreModel before, m;
  ASSERT_TRUE(Load(File(head, v, "GSN3"), &before).ok());
  EXPECT_EQ(before.unsettled_weight, 0.0f);
  std::vector<float> weighted = v;
  weighted.push_back(0.75f);
  ASSERT_TRUE(Load(File(head, weighted, "GSN5"), &m).ok());
  EXPECT_EQ(m.unsettled_weight, 0.75f);
  EXPECT_EQ(m.knots, 2);
  EXPECT_DOUBLE_EQ(ScoreModelFactor(m, 0.5), ScoreModelFactor(before, 0.5));
  // The same as float16 (0x3400 = 0.25, 0x3c00 = 1, 0x3a00 = 0.75).
  std::string half = "GSN6";
  for (int32_t f : head) half.append(reinterpret_cast<const char*>(&f), 4);
  for (float f : weighted) {
    const uint16_t h = f == 0.25f ? 0x3400 : f == 1.0f ? 0x3c00 : f == 0.75f ? 0x3a00 : 0;
    half.push_back(static_cast<char>(h & 0xff));
    half.push_back(static_cast<char>(h >> 8));
  }
  ScoreModel h;
  ASSERT_TRUE(Load(half, &h).ok());
  EXPECT_EQ(h.values, m.values);
  EXPECT_EQ(h.unsettled_weight, 0.75f);
  // A GSN5 file without the weight, a GSN3 file with one, a negative or infinite weight.
  ExpectError(File(head, v, "GSN5"), "length does not match");
  ExpectError(File(head, weighted, "GSN3"), "length does not match");
  weighted.back() = -0.5f;
  ExpectError(File(head, weighted, "GSN5"), "negative weight of the unsettled stones");
  weighted.back() = std::numeric_limits<float>::infinity();
  ExpectError(File(head, weighted, "GSN5"), "not finite");
}

TEST(ScoreModelFile, BadFilesAreRefusedWithTheirProblem) {
  ExpectError("", "not a goscore model file");
  ExpectError("GSN7" + File(kTinyHead, TinyValues()).substr(4), "not a goscore model file");
  ExpectError("GSN0" + File(kTinyHead, TinyValues()).substr(4), "not a goscore model file");
  ExpectError("GSN3", "not a goscore model file");                                // no header
  ExpectError(File({14, 1, 0, 1, 2}, TinyValues()), "not a goscore model file");  // planes
  ExpectError(File({15, 0, 0, 1, 2}, TinyValues()), "not a goscore model file");  // channels
  ExpectError(File({15, 1, 0, 2, 2}, TinyValues()), "not a goscore model file");  // even kernel
  ExpectError(File({15, 1, 0, 1, 0}, TinyValues()), "not a goscore model file");  // no knot
  ExpectError(File({15, 1, 0}, {}), "not a goscore model file");                  // cut header
  std::vector<float> shorter = TinyValues();
  shorter.pop_back();
  ExpectError(File(kTinyHead, shorter), "length does not match");
  std::vector<float> longer = TinyValues();
  longer.push_back(0);
  ExpectError(File(kTinyHead, longer), "length does not match");
  std::vector<float> nan = TinyValues();
  nan[3] = std::numeric_limits<float>::quiet_NaN();
  ExpectError(File(kTinyHead, nan), "not finite");
  std::vector<float> falling = TinyValues();
  falling[20] = -1.0f;
  ExpectError(File(kTinyHead, falling), "knots that do not rise");
  ScoreModel m;
  EXPECT_FALSE(LoadScoreModel(nullptr, 10, &m).ok());
}

struct FixtureCase {
  std::string id;
  Board board;
  EstimateOptions options;
  int prisoners[2] = {0, 0};
  double score = 0;
  std::vector<double> ownership;  // empty when the fixture keeps none for the case
};

std::vector<FixtureCase> Fixture() {
  goscore_dataset::Json root;
  const std::string text =
      ReadAll(std::string(GOSCORE_FIXTURES_DIR) + "/estimate/score-model.json");
  EXPECT_TRUE(goscore_dataset::JsonReader(text).Parse(&root));
  std::vector<FixtureCase> out;
  for (const goscore_dataset::Json& c : root.items) {
    FixtureCase k;
    k.id = c["id"].text;
    std::string rows;
    for (const goscore_dataset::Json& r : c["board"].items) rows += r.text + "\n";
    EXPECT_TRUE(ParseRowsText(rows, &k.board).ok()) << k.id;
    k.options.to_move = c["to_move"].text == "W" ? Color::kWhite : Color::kBlack;
    k.options.komi_tenths = static_cast<int>(std::lround(c["komi"].number * 10));
    k.options.area_rules = c["rules"].text == "chinese";
    k.prisoners[0] = static_cast<int>(c["prisoners"]["black"].number);
    k.prisoners[1] = static_cast<int>(c["prisoners"]["white"].number);
    k.score = c["score"].number;
    for (const goscore_dataset::Json& v : c["ownership"].items) k.ownership.push_back(v.number);
    out.push_back(k);
  }
  return out;
}

TEST(ScoreModel, MatchesPyTorchOnTheFixture) {
  const std::vector<FixtureCase> cases = Fixture();
  ASSERT_GE(cases.size(), 24u);
  int with_maps = 0;
  for (FixtureCase k : cases) {
    k.options.score_model = &Shipped();
    ScoreEstimate e;
    ASSERT_TRUE(EstimateScore(k.board, k.options, k.prisoners[0], k.prisoners[1], &e).ok()) << k.id;
    EXPECT_TRUE(e.model) << k.id;
    // float32 sums in another order: a few thousandths of a point over 361 points at most.
    EXPECT_NEAR(e.score, k.score, 2e-3) << k.id;
    if (k.ownership.empty()) continue;
    ++with_maps;
    ASSERT_EQ(e.ownership.size(), k.ownership.size()) << k.id;
    for (size_t i = 0; i < e.ownership.size(); ++i) {
      ASSERT_NEAR(e.ownership[i], k.ownership[i], 1e-4) << k.id << " point " << i;
    }
    // The dead stones are the chains the net gives to the opponent: no living stone of a
    // chain whose every point the net gives to its own colour is among them.
    for (const Point& p : e.dead) {
      const float own =
          e.ownership[p.y * k.board.width() + p.x] * static_cast<float>(k.board.At(p.x, p.y));
      EXPECT_LT(own, 0.999f) << k.id;
    }
  }
  EXPECT_GE(with_maps, 8);
}

TEST(ScoreModel, OnlyNineteenThirteenAndNineAndOnlyWhenGiven) {
  const std::vector<std::string> rows = {
      ".B.B.WW..", "BB.BW.W..", "..BW.W...", "BBW.W....", "..BWW....",
      "BBBW.....", "...BW....", "BBBBW....", ".....W...",
  };
  // The same stones in the top left corner of a board of another size, the rest empty.
  auto widened = [&rows](int width, int height) {
    std::vector<std::string> out;
    for (int y = 0; y < height; ++y) {
      std::string row = y < 9 ? rows[y] : std::string();
      row.resize(width, '.');
      out.push_back(row);
    }
    return TestBoard(out);
  };
  // 11x11 and 9x13: the count alone, with or without a model.
  for (const Board& other : {widened(11, 11), widened(9, 13)}) {
    EstimateOptions o;
    ScoreEstimate without, with;
    ASSERT_TRUE(EstimateScore(other, o, 0, 0, &without).ok());
    o.score_model = &Shipped();
    ASSERT_TRUE(EstimateScore(other, o, 0, 0, &with).ok());
    EXPECT_FALSE(with.model);
    EXPECT_EQ(with.score, without.score);
    EXPECT_EQ(with.ownership, without.ownership);
  }
  // 9x9, 13x13 and 19x19: the net's, when given (the fixture checks its values).
  for (const Board& nets : {widened(9, 9), widened(13, 13), widened(19, 19)}) {
    EstimateOptions o;
    ScoreEstimate without, with;
    ASSERT_TRUE(EstimateScore(nets, o, 0, 0, &without).ok());
    EXPECT_FALSE(without.model);
    o.score_model = &Shipped();
    ASSERT_TRUE(EstimateScore(nets, o, 0, 0, &with).ok());
    EXPECT_TRUE(with.model) << nets.width();
    EXPECT_NE(with.ownership, without.ownership) << nets.width();
  }
  const std::vector<FixtureCase> cases = Fixture();
  ASSERT_FALSE(cases.empty());
  ScoreEstimate count;
  ASSERT_TRUE(EstimateScore(cases[0].board, cases[0].options, 0, 0, &count).ok());
  EXPECT_FALSE(count.model);
}

TEST(ScoreModel, TheScoreIsDividedByOnePlusTheWeightTimesTheUnsettledStones) {
  // The shipped net with its weight of the unsettled stones set to 0 and to 0.5: the same
  // ownership, and the score divided by 1 + 0.5 x the count's unsettled stones.
  ScoreModel none = Shipped(), half = Shipped();
  none.unsettled_weight = 0.0f;
  half.unsettled_weight = 0.5f;
  int unsettled_positions = 0;
  for (const FixtureCase& k : Fixture()) {
    if (k.id.find("/open/") == std::string::npos) continue;
    EstimateOptions o = k.options;
    ScoreEstimate a, b;
    ScoreBreakdown parts;
    o.score_model = &none;
    ASSERT_TRUE(
        EstimateScoreTuned(k.board, o, k.prisoners[0], k.prisoners[1], ScoreTuning(), &a, &parts)
            .ok());
    o.score_model = &half;
    ASSERT_TRUE(EstimateScore(k.board, o, k.prisoners[0], k.prisoners[1], &b).ok());
    EXPECT_EQ(a.ownership, b.ownership) << k.id;
    // The side to move's points (ScoreModelTempo) are added after the division.
    const double tempo = parts.model_tempo;
    EXPECT_NEAR(b.score - tempo, (a.score - tempo) / (1 + 0.5 * parts.unsettled_stones), 1e-9)
        << k.id;
    // The breakdown keeps the net's margin and uncertainty (net_calibrate.py fits on them).
    EXPECT_NEAR(a.score - tempo,
                parts.model_margin * ScoreModelFactor(none, parts.model_uncertainty), 1e-9)
        << k.id;
    unsettled_positions += parts.unsettled_stones > 0 && std::fabs(a.score) > 1;
  }
  EXPECT_GE(unsettled_positions, 3);
}

TEST(ScoreModel, TheSideToMoveGetsThePointsOfItsBoardSize) {
  // ScoreModelTempo: 0.75 on 9x9, 0.25 on 13x13, nothing on 19x19 or elsewhere (fitted by
  // scripts/devset/tempo_fit.py), for Black positive and for White negative.
  EXPECT_EQ(ScoreModelTempo(9, 9), 0.75);
  EXPECT_EQ(ScoreModelTempo(13, 13), 0.25);
  EXPECT_EQ(ScoreModelTempo(19, 19), 0.0);
  EXPECT_EQ(ScoreModelTempo(9, 13), 0.0);
  std::map<int, int> seen;
  for (const FixtureCase& k : Fixture()) {
    EstimateOptions o = k.options;
    o.score_model = &Shipped();
    ScoreEstimate e;
    ScoreBreakdown parts;
    ASSERT_TRUE(
        EstimateScoreTuned(k.board, o, k.prisoners[0], k.prisoners[1], ScoreTuning(), &e, &parts)
            .ok());
    const double points = k.board.width() == 9 ? 0.75 : k.board.width() == 13 ? 0.25 : 0.0;
    EXPECT_EQ(parts.model_tempo, o.to_move == Color::kBlack ? points : -points) << k.id;
    ++seen[k.board.width() * 2 + (o.to_move == Color::kBlack)];
  }
  // Both sides to move on each size.
  EXPECT_EQ(seen.size(), 6u);
}

TEST(ScoreModel, DeterministicForASeed) {
  const std::vector<FixtureCase> cases = Fixture();
  ASSERT_FALSE(cases.empty());
  EstimateOptions o = cases[4].options;
  o.score_model = &Shipped();
  ScoreEstimate a, b;
  ASSERT_TRUE(EstimateScore(cases[4].board, o, 1, 2, &a).ok());
  ASSERT_TRUE(EstimateScore(cases[4].board, o, 1, 2, &b).ok());
  EXPECT_EQ(a.score, b.score);
  EXPECT_EQ(a.ownership, b.ownership);
  EXPECT_EQ(a.dead, b.dead);
}

}  // namespace
}  // namespace goscore
