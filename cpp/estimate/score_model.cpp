#include "estimate/score_model.h"

#include <cmath>
#include <cstring>
#include <string>
#include <utility>

namespace goscore {
namespace {

Status Bad(const std::string& what) {
  return Status::Error(ErrorCode::kInvalidArgument, "score model: " + what);
}

// tanh from basic arithmetic only, so that native and WASM builds agree to the bit (the C
// libraries' tanh differ in their last bits): 1 - 2 / (e^2x + 1), with e^2x = (e^(x/8))^16 and
// e^(x/8), |x/8| <= 1.25, by its Taylor series to the 14th power (relative error below 1e-9).
float Tanh(float v) {
  if (v > 10) return 1.0f;
  if (v < -10) return -1.0f;
  const double r = v / 8.0;
  double term = 1, e = 1;
  for (int n = 1; n <= 14; ++n) {
    term *= r / n;
    e += term;
  }
  for (int n = 0; n < 4; ++n) e *= e;
  return static_cast<float>(1 - 2 / (e + 1));
}

// Four floats added and multiplied lane by lane: a 128-bit vector where the compiler has vector
// extensions (GCC, clang: WASM SIMD under -msimd128), else four plain floats. Either way each lane
// is one output point's own sum, so the results are the same to the bit.
#if defined(__GNUC__)
typedef float Lanes __attribute__((vector_size(16)));
#else
struct Lanes {
  float v[4];
  Lanes& operator+=(const Lanes& o) {
    for (int t = 0; t < 4; ++t) v[t] += o.v[t];
    return *this;
  }
  friend Lanes operator*(float a, const Lanes& b) {
    Lanes r;
    for (int t = 0; t < 4; ++t) r.v[t] = a * b.v[t];
    return r;
  }
};
#endif

Lanes LoadLanes(const float* p) {
  Lanes v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

Lanes Splat(float a) {
  const float four[4] = {a, a, a, a};
  return LoadLanes(four);
}

// Output points computed together: a row of a 19x19 board in one pass (five vectors of four).
constexpr int kTileVectors = 5;
constexpr int kTile = 4 * kTileVectors;

// One tile of a row (x0 .. x0 + kTile - 1) of output channels o .. o + kOuts - 1. The
// accumulators stay in registers over the whole sum, which runs in the same order for every point
// (bias, then i, ky, kx) on every platform.
template <int kOuts>
void ConvolveTile(const float* in, int planes, int k, const float* weights, const float* bias,
                  int o, int w, int h, int y, int x0, float* out) {
  const int pw = w + k - 1, ph = h + k - 1;
  Lanes acc[kOuts][kTileVectors];
  for (int j = 0; j < kOuts; ++j) {
    for (int t = 0; t < kTileVectors; ++t) acc[j][t] = Splat(bias[o + j]);
  }
  for (int i = 0; i < planes; ++i) {
    const float* src = in + static_cast<size_t>(i) * pw * ph + x0;
    for (int ky = 0; ky < k; ++ky) {
      const float* row = src + (y + ky) * pw;
      for (int kx = 0; kx < k; ++kx) {
        Lanes r[kTileVectors];
        for (int t = 0; t < kTileVectors; ++t) r[t] = LoadLanes(row + kx + 4 * t);
        for (int j = 0; j < kOuts; ++j) {
          const float wv = weights[((static_cast<size_t>(o + j) * planes + i) * k + ky) * k + kx];
          for (int t = 0; t < kTileVectors; ++t) acc[j][t] += wv * r[t];
        }
      }
    }
  }
  const int n = w - x0 < kTile ? w - x0 : kTile;
  for (int j = 0; j < kOuts; ++j) {
    float lanes[kTile];
    std::memcpy(lanes, acc[j], sizeof lanes);
    std::memcpy(out + (static_cast<size_t>(o + j) * h + y) * w + x0, lanes, sizeof(float) * n);
  }
}

// out[o][y][x] = bias[o] + sum over i, ky, kx of weights[o][i][ky][kx] * in[i][y + ky][x + kx],
// `in` padded by k / 2 on every side (planes of (h + k - 1) * (w + k - 1), followed by at least
// kTile floats of slack: a tile reads past a short row's end, and those lanes are dropped), `out`
// unpadded. Two output channels share each load of the input.
void Convolve(const float* in, int planes, int k, const float* weights, const float* bias,
              int channels, int w, int h, float* out) {
  for (int o = 0; o < channels; o += 2) {
    for (int y = 0; y < h; ++y) {
      for (int x0 = 0; x0 < w; x0 += kTile) {
        if (o + 1 < channels) {
          ConvolveTile<2>(in, planes, k, weights, bias, o, w, h, y, x0, out);
        } else {
          ConvolveTile<1>(in, planes, k, weights, bias, o, w, h, y, x0, out);
        }
      }
    }
  }
}

// Copies unpadded planes into a buffer padded by `pad` with zeros.
void Pad(const std::vector<float>& in, int planes, int w, int h, int pad, std::vector<float>* out) {
  const int pw = w + 2 * pad, ph = h + 2 * pad;
  out->assign(static_cast<size_t>(planes) * pw * ph + kTile, 0.0f);  // slack: Convolve's tiles
  for (int c = 0; c < planes; ++c) {
    for (int y = 0; y < h; ++y) {
      std::memcpy(out->data() + (static_cast<size_t>(c) * ph + y + pad) * pw + pad,
                  in.data() + (static_cast<size_t>(c) * h + y) * w, sizeof(float) * w);
    }
  }
}

// The stones of chain `c` (row-major indices), from its stone list on the playout board.
void StonesOf(const Board& board, const PlayoutBoard& start, const ScoreChain& c,
              std::vector<int>* out) {
  const int w = board.width();
  const int first = board.Loc(c.first % w, c.first / w);
  out->clear();
  int s = first;
  do {
    out->push_back(board.LocY(s) * w + board.LocX(s));
    s = start.NextStone(s);
  } while (s != first);
}

// An IEEE 754 half-precision value (binary16: sign, 5 exponent bits, 10 fraction bits) as a float,
// exactly (every half is a float); infinities and NaNs stay what they are.
float HalfToFloat(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  const uint32_t exponent = (h >> 10) & 0x1fu;
  uint32_t fraction = h & 0x3ffu;
  uint32_t bits;
  if (exponent == 0x1f) {
    bits = sign | 0x7f800000u | (fraction << 13);
  } else if (exponent != 0) {
    bits = sign | ((exponent + 112) << 23) | (fraction << 13);
  } else if (fraction == 0) {
    bits = sign;
  } else {  // subnormal: normalise the fraction
    uint32_t e = 113;
    while (!(fraction & 0x400u)) {
      fraction <<= 1;
      --e;
    }
    bits = sign | (e << 23) | ((fraction & 0x3ffu) << 13);
  }
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

// The maps are read as the training data stored them: rounded to 1/127.
float Quantized(float v) { return static_cast<float>(std::lround(v * 127.0f)) / 127.0f; }

}  // namespace

Status LoadScoreModel(const uint8_t* data, size_t size, ScoreModel* out) {
  // The header: "GSN1" (float32 values) or "GSN2" (float16), then int32 planes, channels,
  // layers, kernel, knots; "GSN3" (float32) and "GSN4" (float16) add the pooled layers' bits and
  // what they pool over; "GSN5" (float32) and "GSN6" (float16) have their header and one more
  // value at the end, the unsettled stones' weight.
  static const char* const kNotOurs = "not a goscore model file (GSN1 to GSN6, 15 planes)";
  const char version = data && size >= 4 && std::memcmp(data, "GSN", 3) == 0 ? data[3] : 0;
  if (version < '1' || version > '6') return Bad(kNotOurs);
  const size_t width = version == '2' || version == '4' || version == '6' ? 2 : 4;
  const size_t fields = version >= '3' ? 7 : 5, header = 4 + 4 * fields;
  if (size < header) return Bad(kNotOurs);
  int32_t head[7] = {0, 0, 0, 0, 0, 0, 0};
  std::memcpy(head, data + 4, 4 * fields);
  ScoreModel m;
  m.channels = head[1];
  m.layers = head[2];
  m.kernel = head[3];
  m.knots = head[4];
  m.pooled = static_cast<uint32_t>(head[5]);
  m.pool_dragons = head[6] == 1;
  if (head[0] != kScoreModelPlanes || m.channels < 1 || m.channels > 256 || m.layers < 0 ||
      m.layers > 31 || m.kernel < 1 || m.kernel > 9 || m.kernel % 2 == 0 || m.knots < 1 ||
      m.knots > 64 || head[5] < 0 || (m.pooled >> m.layers) != 0 || head[6] < 0 || head[6] > 1) {
    return Bad(kNotOurs);
  }
  int pools = 0;
  for (int l = 0; l < m.layers; ++l) pools += (m.pooled >> l) & 1;
  const size_t c = static_cast<size_t>(m.channels);
  m.first_weights = 1;  // values[0] is owner_skip
  m.first_bias = m.first_weights + c * kScoreModelPlanes * m.kernel * m.kernel;
  m.layer_weights = m.first_bias + c;
  m.layer_bias = m.layer_weights + m.layers * c * c * 9;
  m.pool_weights = m.layer_bias + m.layers * c;
  m.last_weights = m.pool_weights + pools * c * c;
  m.last_bias = m.last_weights + c;
  m.knot_at = m.last_bias + 1;
  m.knot_factor = m.knot_at + m.knots;
  const bool weighted = version >= '5';  // the unsettled stones' weight, last
  const size_t count = m.knot_factor + m.knots + (weighted ? 1 : 0);
  if (size != header + width * count) return Bad("the file's length does not match its header");
  m.values.resize(count);
  const uint8_t* v = data + header;
  if (width == 4) {
    std::memcpy(m.values.data(), v, 4 * count);
  } else {
    for (size_t i = 0; i < count; ++i) {
      m.values[i] = HalfToFloat(static_cast<uint16_t>(v[2 * i] | v[2 * i + 1] << 8));
    }
  }
  bool good = true;
  for (size_t i = 0; i < count; ++i) good &= std::isfinite(m.values[i]);
  for (int k = 1; k < m.knots; ++k) good &= m.values[m.knot_at + k] > m.values[m.knot_at + k - 1];
  if (!good) return Bad("a weight that is not finite, or calibration knots that do not rise");
  if (weighted) {
    m.unsettled_weight = m.values[count - 1];
    if (m.unsettled_weight < 0) return Bad("a negative weight of the unsettled stones");
  }
  *out = std::move(m);
  return Status();
}

void RunScoreModel(const ScoreModel& model, const ScoreModelInput& in, std::vector<float>* owner) {
  const Board& board = *in.board;
  const int w = board.width(), h = board.height(), area = w * h;
  const float s = in.to_move == Color::kWhite ? -1.0f : 1.0f;
  std::vector<float> x(static_cast<size_t>(kScoreModelPlanes) * area, 0.0f);
  std::vector<int> libs(area, 0), chain_of(area, -1), stones;
  for (size_t n = 0; n < in.chains->size(); ++n) {
    const ScoreChain& ch = (*in.chains)[n];
    StonesOf(board, *in.start, ch, &stones);
    for (int i : stones) {
      libs[i] = ch.liberties;
      chain_of[i] = static_cast<int>(n);
    }
  }
  std::vector<uint8_t> dead(area, 0);
  for (const Point& p : *in.dead) dead[p.y * w + p.x] = 1;
  for (int i = 0; i < area; ++i) {
    const float c = static_cast<float>(board.At(i % w, i / w)) * s;  // 1 own, -1 opponent
    float* plane = x.data() + i;
    plane[0] = c > 0;
    plane[area] = c < 0;
    plane[2 * area] = c == 0;
    plane[3 * area] = 1;
    for (int lib = 1; lib <= 3; ++lib) {
      plane[(3 + lib) * area] = c > 0 && libs[i] == lib;
      plane[(6 + lib) * area] = c < 0 && libs[i] == lib;
    }
    plane[10 * area] = Quantized((*in.mean_first[0])[i]) * s;
    plane[11 * area] = Quantized((*in.mean_first[1])[i]) * s;
    plane[12 * area] = Quantized((*in.owner)[i]) * s;
    plane[13 * area] = dead[i];
    plane[14 * area] = static_cast<float>(in.open_share);
  }
  // What a pooled layer pools over: each stone's chain, or its dragon (a chain's index stands for
  // its dragon: the root of the union of the chains of one colour around each empty point).
  const size_t chains = in.chains->size();
  std::vector<int> unit_of = chain_of;
  if (model.pooled && model.pool_dragons) {
    std::vector<int> root(chains);
    for (size_t n = 0; n < chains; ++n) root[n] = static_cast<int>(n);
    auto find = [&root](int a) {
      while (root[a] != a) a = root[a] = root[root[a]];
      return a;
    };
    for (int i = 0; i < area; ++i) {
      if (chain_of[i] >= 0) continue;
      const int px = i % w, py = i / w;
      int seen[2] = {-1, -1};  // a chain of each colour next to this empty point
      const int nx[4] = {px - 1, px + 1, px, px}, ny[4] = {py, py, py - 1, py + 1};
      for (int d = 0; d < 4; ++d) {
        if (nx[d] < 0 || nx[d] >= w || ny[d] < 0 || ny[d] >= h) continue;
        const int n = chain_of[ny[d] * w + nx[d]];
        if (n < 0) continue;
        const int side = (*in.chains)[n].colour > 0 ? 0 : 1;
        if (seen[side] < 0) {
          seen[side] = n;
        } else {
          const int a = find(seen[side]), b = find(n);
          if (a != b) root[a > b ? a : b] = a < b ? a : b;
        }
      }
    }
    for (int i = 0; i < area; ++i) {
      if (chain_of[i] >= 0) unit_of[i] = find(chain_of[i]);
    }
  }
  const int k = model.kernel, c = model.channels;
  std::vector<float> padded, act(static_cast<size_t>(c) * area), sum(act.size()), mean, pooled;
  std::vector<int> size(chains, 0);
  for (int i = 0; i < area; ++i) {
    if (unit_of[i] >= 0) ++size[unit_of[i]];
  }
  const float* wt = model.values.data();
  size_t pool_at = model.pool_weights;
  // Layer -1 is the first convolution (kernel k over the input planes); each layer after it adds
  // a 3x3 convolution of the activations to them, and a pooled layer the 1x1 convolution of their
  // mean over each stone's chain; ReLU after each.
  for (int l = -1; l < model.layers; ++l) {
    const bool first = l < 0;
    Pad(first ? x : act, first ? kScoreModelPlanes : c, w, h, first ? k / 2 : 1, &padded);
    Convolve(padded.data(), first ? kScoreModelPlanes : c, first ? k : 3,
             wt + (first ? model.first_weights : model.layer_weights + size_t{9} * l * c * c),
             wt + (first ? model.first_bias : model.layer_bias + static_cast<size_t>(l) * c), c, w,
             h, sum.data());
    const bool pool = !first && (model.pooled >> l & 1);
    if (pool) {
      // Each chain's mean input (points in row order), then its 1x1 convolution, added to the
      // convolution at the chain's stones.
      mean.assign(chains * c, 0.0f);
      for (int i = 0; i < area; ++i) {
        if (unit_of[i] < 0) continue;
        for (int j = 0; j < c; ++j)
          mean[unit_of[i] * c + j] += act[static_cast<size_t>(j) * area + i];
      }
      pooled.assign(chains * c, 0.0f);
      for (size_t n = 0; n < chains; ++n) {
        if (size[n] == 0) continue;  // a chain merged into its dragon's root: no stone reads it
        for (int j = 0; j < c; ++j) mean[n * c + j] /= static_cast<float>(size[n]);
        for (int o = 0; o < c; ++o) {
          float v = 0;
          for (int j = 0; j < c; ++j)
            v += wt[pool_at + static_cast<size_t>(o) * c + j] * mean[n * c + j];
          pooled[n * c + o] = v;
        }
      }
      pool_at += static_cast<size_t>(c) * c;
    }
    for (int o = 0; o < c; ++o) {
      for (int i = 0; i < area; ++i) {
        const size_t at = static_cast<size_t>(o) * area + i;
        float v = (first ? 0.0f : act[at]) + sum[at];
        if (pool && unit_of[i] >= 0) v += pooled[unit_of[i] * c + o];
        act[at] = v > 0 ? v : 0;
      }
    }
  }
  owner->assign(area, 0.0f);
  for (int i = 0; i < area; ++i) {
    float sum_i = wt[model.last_bias];
    for (int o = 0; o < c; ++o)
      sum_i += wt[model.last_weights + o] * act[static_cast<size_t>(o) * area + i];
    sum_i += wt[0] * x[12 * static_cast<size_t>(area) + i];
    (*owner)[i] = Tanh(sum_i) * s;
  }
}

void ApplyScoreModel(const ScoreModel& model, const ScoreModelInput& input, bool area_rules,
                     int komi_tenths, double stones_placed, ScoreEstimate* out,
                     ScoreModelParts* parts) {
  std::vector<float> owner;
  RunScoreModel(model, input, &owner);
  // Sums in row order, in double: the same on every platform.
  double area = 0, spread = 0;
  for (float o : owner) {
    area += o;
    spread += 1.0 - static_cast<double>(o) * o;
  }
  double margin = area - komi_tenths / 10.0;
  if (!area_rules) margin -= stones_placed;
  const double uncertainty = spread / static_cast<double>(owner.size());
  const Board& board = *input.board;
  const double tempo = (input.to_move == Color::kBlack ? 1.0 : -1.0) *
                       ScoreModelTempo(board.width(), board.height());
  out->score = margin * ScoreModelFactor(model, uncertainty) /
                   (1.0 + static_cast<double>(model.unsettled_weight) * input.unsettled_stones) +
               tempo;
  if (parts) *parts = {margin, uncertainty, tempo};
  // Dead: the chains whose mean owner, from their colour's view, is below 0.
  std::vector<uint8_t> dead(owner.size(), 0);
  std::vector<int> stones;
  for (const ScoreChain& ch : *input.chains) {
    StonesOf(board, *input.start, ch, &stones);
    double sum = 0;
    for (int i : stones) sum += owner[i];
    for (int i : stones) dead[i] = sum * ch.colour < 0;
  }
  out->dead.clear();
  for (int i = 0; i < static_cast<int>(dead.size()); ++i) {
    if (dead[i]) out->dead.push_back({i % board.width(), i / board.width()});
  }
  out->ownership = std::move(owner);
  out->model = true;
}

namespace {

// The row of kScoreModelSizes for a board of this size, or nullptr.
const ScoreModelSize* ScoreModelSizeOf(int width, int height) {
  for (const ScoreModelSize& s : kScoreModelSizes) {
    if (width == s.size && height == s.size) return &s;
  }
  return nullptr;
}

}  // namespace

bool ScoreModelApplies(int width, int height) { return ScoreModelSizeOf(width, height) != nullptr; }

double ScoreModelTempo(int width, int height) {
  const ScoreModelSize* s = ScoreModelSizeOf(width, height);
  return s ? s->tempo : 0;
}

double ScoreModelFactor(const ScoreModel& model, double uncertainty) {
  const float* at = model.values.data() + model.knot_at;
  const float* f = model.values.data() + model.knot_factor;
  if (uncertainty <= at[0]) return f[0];
  for (int k = 0; k + 1 < model.knots; ++k) {
    if (uncertainty <= at[k + 1]) {
      const double t = (uncertainty - at[k]) / (at[k + 1] - at[k]);
      return (1 - t) * f[k] + t * f[k + 1];
    }
  }
  return f[model.knots - 1];
}

}  // namespace goscore
