#include "estimate/score_estimate.h"

#include <utility>

namespace goscore {
namespace {

// The calibration of the score during play (ScoreTuning::calibrate; docs/ESTIMATE.md, "Score
// during play", step 6): the factor at each share of open points, linear in between, fitted by
// least absolute error on the 19x19 tuning part of the development set
// (tests/tools/fit_score_calibration.py; the first knot is held at 1).
constexpr int kCalibrationKnots = 5;
constexpr float kCalibrationOpen[kCalibrationKnots] = {0.00f, 0.15f, 0.30f, 0.45f, 0.60f};
constexpr float kCalibrationFactor[kCalibrationKnots] = {1.000f, 0.970f, 0.980f, 0.721f, 0.513f};

}  // namespace

double CalibrationFactor(double open_share) {
  if (open_share <= kCalibrationOpen[0]) return kCalibrationFactor[0];
  for (int k = 0; k + 1 < kCalibrationKnots; ++k) {
    const double lo = kCalibrationOpen[k], hi = kCalibrationOpen[k + 1];
    if (open_share <= hi) {
      const double t = (open_share - lo) / (hi - lo);
      return (1.0 - t) * kCalibrationFactor[k] + t * kCalibrationFactor[k + 1];
    }
  }
  return kCalibrationFactor[kCalibrationKnots - 1];
}

std::vector<int8_t> NearestLivingColour(const Board& board, const std::vector<uint8_t>& dead,
                                        int max_distance) {
  const int w = board.width();
  const int h = board.height();
  const int area = w * h;
  // Breadth-first from every living stone at once; a point reached first by one colour only at
  // its distance is that colour's, one reached by both at the same distance is nobody's.
  std::vector<int> distance(area, -1);
  std::vector<int8_t> colour(area, 0);
  std::vector<int> queue;
  queue.reserve(area);
  for (int i = 0; i < area; ++i) {
    const int8_t c = static_cast<int8_t>(board.At(i % w, i / w));
    if (c != 0 && !dead[i]) {
      distance[i] = 0;
      colour[i] = c;
      queue.push_back(i);
    }
  }
  for (size_t head = 0; head < queue.size(); ++head) {
    const int p = queue[head];
    if (distance[p] >= max_distance) continue;
    const int x = p % w, y = p / w;
    const int next[4] = {x > 0 ? p - 1 : -1, x + 1 < w ? p + 1 : -1, y > 0 ? p - w : -1,
                         y + 1 < h ? p + w : -1};
    for (int q : next) {
      if (q < 0) continue;
      if (distance[q] < 0) {
        distance[q] = distance[p] + 1;
        colour[q] = colour[p];
        queue.push_back(q);
      } else if (distance[q] == distance[p] + 1 && colour[q] != colour[p]) {
        colour[q] = 0;  // as near to both colours: stays 0 and spreads 0 onward
      }
    }
  }
  return colour;
}

void CountScore(const Board& board, const EstimateOptions& options, int prisoners_by_black,
                int prisoners_by_white, const ScoreTuning& tuning, const ScoreMaps& maps,
                ScoreEstimate* out, ScoreBreakdown* parts) {
  const int w = board.width();
  const int h = board.height();
  ScoreEstimate result;
  result.ownership.assign(static_cast<size_t>(w) * h, 0.0f);
  ScoreBreakdown b;
  b.playouts = maps.playouts;
  int empty = 0;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) empty += board.At(x, y) == Color::kEmpty;
  }
  const float share = static_cast<float>(empty) / static_cast<float>(w * h);
  PlayoutBoard own_start;
  if (!maps.start) own_start.Reset(board);
  const PlayoutBoard& start = maps.start ? *maps.start : own_start;
  b.chains = ScoreChainsOf(board, start, *maps.mean_first[0], *maps.mean_first[1], *maps.dead,
                           options.to_move);
  // The ladders the rules name may change verdicts: then the count reads changed copies.
  const std::vector<float>* owner_map = maps.owner;
  const std::vector<uint8_t>* dead_map = maps.dead;
  std::vector<float> owner_read;
  std::vector<uint8_t> dead_read;
  if (tuning.ladder_rules != 0) {
    owner_read = *maps.owner;
    dead_read = *maps.dead;
    std::vector<ScoreChain> read = b.chains;
    b.ladder_nodes =
        ApplyLadders(board, start, &read, tuning.ladder_rules, tuning.ladder_min_stones,
                     tuning.ladder_budget, &owner_read, &dead_read);
    owner_map = &owner_read;
    dead_map = &dead_read;
  }
  float weight = tuning.nearest_weight;
  if (share >= tuning.nearest_none_above) {
    weight = 0;
  } else if (share > tuning.nearest_full_below) {
    weight *= (tuning.nearest_none_above - share) /
              (tuning.nearest_none_above - tuning.nearest_full_below);
  }
  const std::vector<int8_t> nearest =
      weight > 0 ? NearestLivingColour(board, *dead_map, tuning.nearest_distance)
                 : std::vector<int8_t>(static_cast<size_t>(w) * h, 0);
  double on_board = 0;  // Black's stones minus White's
  int open = 0;         // points the settled map leaves open
  double sum = 0;
  // Sums in row order, in double: the same on every platform.
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const int i = y * w + x;
      const int8_t c = static_cast<int8_t>(board.At(x, y));
      float own = (*owner_map)[i];
      const bool is_open = own < 1.0f && own > -1.0f;
      open += is_open;
      if (is_open && weight > 0) {
        own = (1.0f - weight) * own + weight * static_cast<float>(nearest[i]);
      }
      result.ownership[i] = own;
      b.area_to_move_first += (*maps.mean_first[0])[i];
      b.area_opponent_first += (*maps.mean_first[1])[i];
      b.settled_area += own;
      on_board += c;
      const bool dead = c != 0 && (*dead_map)[i] != 0;
      if (dead) result.dead.push_back({x, y});
      // Area: every point for its expected owner. Territory: the points that are not living
      // stones, each dead stone also a prisoner of its captor (and the prisoners so far, below).
      double counted = 0;
      if (options.area_rules || c == 0) {
        counted = own;
      } else if (dead) {
        counted = own - static_cast<double>(c);
      }
      sum += counted;
      (is_open ? b.open_points : b.settled_points) += counted;
    }
  }
  if (!options.area_rules) sum += prisoners_by_black - prisoners_by_white;
  // A stone placed is on the board or was taken: Black's placed minus White's.
  b.stones_placed = on_board + prisoners_by_white - prisoners_by_black;
  b.open_share = static_cast<double>(open) / static_cast<double>(w * h);
  if (b.open_share > tuning.tempo_from_share) {
    const double tempo = static_cast<double>(tuning.tempo_points) *
                         (b.open_share - static_cast<double>(tuning.tempo_from_share));
    sum += options.to_move == Color::kBlack ? tempo : -tempo;
  }
  result.score = sum - options.komi_tenths / 10.0;
  b.raw_score = result.score;
  b.unsettled_stones = UnsettledStones(b.chains, tuning.unsettled_mean);
  if (tuning.calibrate && w == 19 && h == 19) {
    result.score *= CalibrationFactor(b.open_share) /
                    (1.0 + static_cast<double>(tuning.unsettled_weight) * b.unsettled_stones);
  }
  if (parts) *parts = b;
  *out = std::move(result);
}

}  // namespace goscore
