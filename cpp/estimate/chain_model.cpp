#include "estimate/chain_model.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "estimate/estimate.h"

namespace goscore {
namespace {

// Fitted by logistic regression on the tuning part of the development set, with a margin of 1 in
// the bias (tests/tools/fit_chain_model.py; docs/ESTIMATE.md, "Undecided chains"). Chains the
// playouts give away (mean at most 0):
constexpr float kGivenAway[kChainFeatures] = {-0.243f, -3.305f, -2.188f, -4.800f, -2.799f,
                                              -3.858f, 2.038f,  0.797f,  0.000f};
// Chains the playouts keep a little (mean above 0), read only when every opponent chain next to
// them is settled (kSettledNeighbour):
constexpr float kKept[kChainFeatures] = {-0.243f,  -9.328f, 0.000f, -7.275f, 0.000f,
                                         -17.967f, 5.525f,  0.000f, 0.000f};
// Chains the playouts keep a little next to an opponent chain that is not settled either (a
// capturing race or a seki): fitted on those chains alone (December 2026), with a margin of 2
// (kRaceMargin): with 1, seki of ogs-autoscore.json were lost on some seeds.
constexpr float kRace[kChainFeatures] = {-0.932f, -7.968f, -0.597f, -6.002f, -0.780f,
                                         -8.594f, 1.938f,  -0.732f, -0.798f};

// The weight set that reads `f`, with its margin: kept a little (mean above 0) next to an
// unsettled opponent chain, the race weights; else the kept or the given-away ones.
struct WeightSet {
  const float* weights;
  float margin;
};
WeightSet WeightSetFor(const ChainFeatures& f) {
  if (f.value[1] <= 0.0f) return {kGivenAway, kModelMargin};
  if (f.value[8] >= kSettledNeighbour) return {kKept, kModelMargin};
  return {kRace, kRaceMargin};
}

}  // namespace

ChainFeatures ChainFeaturesOf(const Board& board, const PlayoutBoard& b, int head,
                              const std::vector<float>& mean, const std::vector<float>& owner_first,
                              const std::vector<float>& opponent_first) {
  ChainFeatures f;
  const int8_t c = b.cell(head);
  const float sign = static_cast<float>(c);
  const int w = board.width();
  const int h = board.height();
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  f.stone = board.LocPoint(head);
  // Stones: their mean, the edge, and the box around them for the neighbourhood.
  float stones_sum = 0, split_sum = 0;
  int stones = 0;
  bool edge = false;
  int x0 = w, y0 = h, x1 = -1, y1 = -1;
  std::vector<int32_t> libs;
  int s = head;
  do {
    stones_sum += mean[s];
    split_sum += owner_first[s] - opponent_first[s];
    ++stones;
    const Point p = board.LocPoint(s);
    edge = edge || p.x == 0 || p.y == 0 || p.x == w - 1 || p.y == h - 1;
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
    for (int d : dirs) {
      if (b.cell(s + d) == 0 && std::find(libs.begin(), libs.end(), s + d) == libs.end()) {
        libs.push_back(s + d);
      }
    }
    s = b.NextStone(s);
  } while (s != head);
  float lib_sum = 0;
  for (int32_t l : libs) lib_sum += mean[l];
  // The neighbourhood: points within distance 3 of a stone, not of the chain, in row order.
  constexpr int kReach = 3;
  float ring_sum = 0;
  int ring = 0;
  for (int y = std::max(0, y0 - kReach); y <= std::min(h - 1, y1 + kReach); ++y) {
    for (int x = std::max(0, x0 - kReach); x <= std::min(w - 1, x1 + kReach); ++x) {
      const int loc = board.Loc(x, y);
      if (b.cell(loc) == c && b.Head(loc) == b.Head(head)) continue;
      bool near = false;
      int t = head;
      do {
        const Point p = board.LocPoint(t);
        near = std::abs(p.x - x) + std::abs(p.y - y) <= kReach;
        t = b.NextStone(t);
      } while (!near && t != head);
      if (!near) continue;
      ring_sum += mean[loc];
      ++ring;
    }
  }
  f.value[0] = 1.0f;
  f.value[1] = sign * stones_sum / static_cast<float>(stones);
  f.value[2] = libs.empty() ? 0.0f : sign * lib_sum / static_cast<float>(libs.size());
  f.value[3] = ring == 0 ? 0.0f : sign * ring_sum / static_cast<float>(ring);
  f.value[4] = edge ? 1.0f : 0.0f;
  f.value[5] = std::sqrt(static_cast<float>(std::min(stones, 64))) / 8.0f;
  f.value[6] = static_cast<float>(std::min<size_t>(libs.size(), 6)) / 6.0f;
  f.value[7] = sign * split_sum / static_cast<float>(stones);
  f.liberties = static_cast<int>(libs.size());
  // The least settled opponent chain next to it: a seki partner or a chain in a capturing race
  // is not its colour's in every playout.
  float least_sure = 1.0f;
  std::vector<int32_t> heads;
  s = head;
  do {
    for (int d : dirs) {
      const int m = s + d;
      if (b.cell(m) != -c || std::find(heads.begin(), heads.end(), b.Head(m)) != heads.end()) {
        continue;
      }
      heads.push_back(b.Head(m));
      float their_sum = 0;
      int their_stones = 0;
      int t = m;
      do {
        their_sum += mean[t];
        ++their_stones;
        t = b.NextStone(t);
      } while (t != m);
      least_sure = std::min(least_sure, -sign * their_sum / static_cast<float>(their_stones));
    }
    s = b.NextStone(s);
  } while (s != head);
  f.value[8] = least_sure;
  return f;
}

float ChainModelScore(const ChainFeatures& f) {
  const float* weights = WeightSetFor(f).weights;
  float z = 0;
  for (int i = 0; i < kChainFeatures; ++i) z += weights[i] * f.value[i];
  return z;
}

float ChainModelMargin(const ChainFeatures& f) { return WeightSetFor(f).margin; }

void SettleUndecided(const Board& board, const PlayoutBoard& b, int head, float chain_mean,
                     const std::vector<float>& mean, const std::vector<float>& owner_first,
                     const std::vector<float>& opponent_first,
                     std::vector<ChainFeatures>* features_out, bool* dead,
                     std::vector<int8_t>* basis, std::vector<float>* logit) {
  if (chain_mean < kModelLow || chain_mean > kModelHigh) return;
  const ChainFeatures f = ChainFeaturesOf(board, b, head, mean, owner_first, opponent_first);
  if (features_out) features_out->push_back(f);
  if (f.liberties < 2) return;
  const float score = ChainModelScore(f);
  *dead = score > 0.0f;
  int s = head;
  do {
    (*basis)[s] = static_cast<int8_t>(ChainBasis::kModel);
    (*logit)[s] = score + ChainModelMargin(f);
    s = b.NextStone(s);
  } while (s != head);
}

}  // namespace goscore
