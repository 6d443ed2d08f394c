// Territory analysis with goscorer's definitions (lightvector/goscorer, territory_scoring in
// python/goscorer.py, MIT): learned from its documentation and source, implemented independently
// and iteratively on the padded board. docs/LIFE.md restates each stage. The stages:
//  1. connection blocks: empty points where the opponent may not path through, by local patterns
//     (territory_blocks.cpp);
//  2. reachability from each colour's living stones (strict: ignoring the blocks);
//  3. regions: maximal areas that reach one colour only, joined through anything but the
//     opponent's living stones and blocks;
//  4. chains (same colour and dead flag, empty points included) and macrochains (living chains
//     joined through region-less, unblocked space);
//  5. eyes (connected empty or dead points of a region), false eye points, eye values (eyes.cpp);
//  6. scoring: a region whose eyes are worth at most one eye in total is a seki group; territory
//     is what remains of regions outside seki, false eyes and points the opponent strictly reaches.
#include "life/territory.h"

#include <algorithm>
#include <string>

#include "life/territory_internal.h"

namespace goscore {

GOSCORE_NOINLINE void TerritoryScratch::Load(const Board& board, const uint8_t* dead_mask) {
  cells = board.cells();
  width = board.width();
  height = board.height();
  stride = board.stride();
  padded = board.padded_size();
  adj[0] = -stride, adj[1] = stride, adj[2] = -1,
  adj[3] = 1;  // goscorer's order: up, down, left, right
  dead.assign(padded, 0);
  if (dead_mask) {
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) dead[board.Loc(x, y)] = dead_mask[y * width + x] != 0;
    }
  }
  living.assign(cells, cells + padded);
  for (int loc = 0; loc < padded; ++loc) {
    if (dead[loc]) living[loc] = 0;
  }
  visit.Resize(padded);
  liberty_seen.Resize(padded);
  side_seen.Resize(padded);
  piece_seen.Resize(padded);
  in_shape.Resize(padded);
}

GOSCORE_NOINLINE void TerritoryScratch::MarkReachability(int ci) {
  const int8_t pla = ci == 0 ? 1 : -1;
  const int8_t opp = static_cast<int8_t>(-pla);
  reach[ci].assign(padded, 0);
  // Raw pointers and a queue sized once: each point enters at most once (breadth-first), and the
  // byte stores cannot make the compiler reload the arrays.
  uint8_t* out = reach[ci].data();
  const int8_t* liv = living.data();
  const int8_t* blk = block.data();
  const int8_t* cell = cells;
  const int a0 = adj[0], a1 = adj[1], a2 = adj[2], a3 = adj[3];
  queue.resize(padded);
  int32_t* q = queue.data();
  int tail = 0;
  for (int loc = 0; loc < padded; ++loc) {
    if (liv[loc] == pla) out[loc] = 1, q[tail++] = loc;
  }
  // The reach that respects blocks first: a block is reached but passes nothing on.
  for (int head = 0; head < tail; ++head) {
    const int p = q[head];
    if (blk[p] == opp) continue;
    for (int d : {a0, a1, a2, a3}) {
      const int a = p + d;
      if (cell[a] != Board::kWall && !out[a] && liv[a] != opp) out[a] = 1, q[tail++] = a;
    }
  }
  // The strict reach (ignoring blocks) contains it: the same closure, continued from the blocks
  // it stopped at (every other point reached has already passed its neighbours on).
  strict_reach[ci] = reach[ci];  // same size: the memory is reused
  uint8_t* strict = strict_reach[ci].data();
  int strict_tail = tail;
  for (int i = 0; i < tail; ++i) {
    const int p = q[i];
    if (blk[p] != opp) continue;
    for (int d : {a0, a1, a2, a3}) {
      const int a = p + d;
      if (cell[a] != Board::kWall && !strict[a] && liv[a] != opp)
        strict[a] = 1, q[strict_tail++] = a;
    }
  }
  for (int head = tail; head < strict_tail; ++head) {
    const int p = q[head];
    for (int d : {a0, a1, a2, a3}) {
      const int a = p + d;
      if (cell[a] != Board::kWall && !strict[a] && liv[a] != opp)
        strict[a] = 1, q[strict_tail++] = a;
    }
  }
}

GOSCORE_NOINLINE void TerritoryScratch::MarkRegions() {
  region.assign(padded, -1);
  region_color.clear();
  queue.resize(padded);
  int32_t* stack = queue.data();
  int32_t* reg = region.data();
  const int8_t* liv = living.data();
  const int8_t* blk = block.data();
  const int8_t* cell = cells;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const int start = (y + 1) * stride + x + 1;
      for (int ci = 0; ci < 2; ++ci) {
        const int8_t pla = ci == 0 ? 1 : -1;
        const int8_t opp = static_cast<int8_t>(-pla);
        const uint8_t* mine = reach[ci].data();
        const uint8_t* theirs = reach[1 - ci].data();
        if (!mine[start] || theirs[start] || reg[start] != -1) continue;
        const int32_t id = static_cast<int32_t>(region_color.size());
        region_color.push_back(pla);
        // goscorer's flood: through anything but the opponent's living stones and points already
        // in a region, entering the opponent's blocks without leaving them, claiming the points
        // that reach this colour only.
        // Points are tested and marked when pushed (the flood's closure, hence the region, does
        // not depend on the order; region marks are only set on points the flood takes).
        visit.Clear();
        visit.Mark(start);
        int top = 0;
        stack[top++] = start;
        while (top > 0) {
          const int p = stack[--top];
          if (mine[p] && !theirs[p]) reg[p] = id;
          if (blk[p] == opp) continue;
          for (int d : adj) {
            const int a = p + d;
            if (cell[a] != Board::kWall && reg[a] == -1 && liv[a] != opp && visit.Mark(a)) {
              stack[top++] = a;
            }
          }
        }
      }
    }
  }
}

GOSCORE_NOINLINE void TerritoryScratch::MarkChains() {
  chain.assign(padded, -1);
  chain_first.clear();
  chain_region.clear();
  chain_liberties.clear();
  queue.resize(padded);
  int32_t* q = queue.data();
  int32_t* chn = chain.data();
  const int32_t* reg_of = region.data();
  const uint8_t* dd = dead.data();
  const int8_t* cell = cells;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const int start = (y + 1) * stride + x + 1;
      if (chn[start] != -1) continue;
      const int32_t id = static_cast<int32_t>(chain_first.size());
      const int8_t color = cell[start];
      const uint8_t is_dead = dd[start];
      chain_first.push_back(start);
      int32_t reg = reg_of[start];
      int libs = 0;
      int tail = 0;
      q[tail++] = start;
      chn[start] = id;
      if (color == 0) {
        // Empty points (never dead): every empty neighbour is in the chain, none is a liberty.
        for (int head = 0; head < tail; ++head) {
          const int p = q[head];
          if (reg_of[p] != reg) reg = -1;
          for (int d : adj) {
            const int a = p + d;
            if (cell[a] == 0 && chn[a] == -1) chn[a] = id, q[tail++] = a;
          }
        }
      } else {
        liberty_seen.Clear();
        for (int head = 0; head < tail; ++head) {
          const int p = q[head];
          if (reg_of[p] != reg) reg = -1;
          for (int d : adj) {
            const int a = p + d;  // walls are neither a colour nor empty
            if (cell[a] == color && dd[a] == is_dead) {
              if (chn[a] == -1) chn[a] = id, q[tail++] = a;
            } else if (cell[a] == 0 && liberty_seen.Mark(a)) {
              ++libs;
            }
          }
        }
      }
      chain_region.push_back(reg);
      chain_liberties.push_back(libs);
    }
  }
}

GOSCORE_NOINLINE void TerritoryScratch::MarkMacrochains() {
  macro.assign(padded, -1);
  num_macros = 0;
  queue.resize(padded);
  int32_t* stack = queue.data();
  int32_t* mac = macro.data();
  const int32_t* reg = region.data();
  const int8_t* liv = living.data();
  const int8_t* blk = block.data();
  const int8_t* cell = cells;
  for (int8_t pla : {int8_t{1}, int8_t{-1}}) {
    const int8_t opp = static_cast<int8_t>(-pla);
    visit.Clear();  // shared by all of this colour's macrochains, as in goscorer
    for (size_t c = 0; c < chain_first.size(); ++c) {
      const int first = chain_first[c];
      if (liv[first] != pla || mac[first] != -1) continue;
      const int32_t id = num_macros++;
      visit.Mark(first);
      int top = 0;
      stack[top++] = first;
      while (top > 0) {
        const int p = stack[--top];
        if (liv[p] == pla) {
          mac[p] = id;
        } else if (reg[p] != -1 || blk[p] == opp) {
          continue;  // only region-less, unblocked space joins chains
        }
        for (int d : adj) {
          const int a = p + d;
          if (cell[a] != Board::kWall && visit.Mark(a)) stack[top++] = a;
        }
      }
    }
  }
}

GOSCORE_NOINLINE void TerritoryScratch::MarkEyes() {
  eye.assign(padded, -1);
  eye_pla.clear();
  eye_region.clear();
  eye_begin.clear();
  edges.clear();
  // Every point is in at most one eye, and each eye's points are its flood's queue: the point
  // list is the queue itself, sized once.
  eye_points.resize(padded);
  int32_t* pts = eye_points.data();
  int num_points = 0;
  int32_t* ey = eye.data();
  const int32_t* reg = region.data();
  const int32_t* mac = macro.data();
  const uint8_t* dd = dead.data();
  const int8_t* cell = cells;
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const int start = (y + 1) * stride + x + 1;
      const int32_t r = reg[start];
      if (r == -1 || ey[start] != -1 || (cell[start] != 0 && !dd[start])) continue;
      const int32_t e = static_cast<int32_t>(eye_pla.size());
      eye_pla.push_back(region_color[r]);
      eye_region.push_back(r);
      eye_begin.push_back(num_points);
      int head = num_points;
      pts[num_points++] = start;
      ey[start] = e;
      while (head < num_points) {
        const int p = pts[head++];
        for (int d : adj) {
          const int a = p + d;
          if (reg[a] != r) continue;  // walls have no region
          if (mac[a] != -1) {
            edges.push_back({e, mac[a], p, a});
          } else if ((cell[a] == 0 || dd[a]) && ey[a] == -1) {
            ey[a] = e;
            pts[num_points++] = a;
          }
        }
      }
    }
  }
  eye_points.resize(num_points);
  const int num_eyes = static_cast<int>(eye_pla.size());
  eye_begin.push_back(num_points);
  eye_value.assign(num_eyes, 0);
  // The edges come out eye after eye (eyes are numbered as they are flooded): sorting each eye's
  // run by (macro, point) sorts them all by (eye, macro, point). Runs are short but for big
  // territories, so insertion sort below 32 edges.
  auto by_macro_point = [](const EyeEdge& a, const EyeEdge& b) {
    return a.macro != b.macro ? a.macro < b.macro : a.eye_point < b.eye_point;
  };
  eye_edge_begin.assign(num_eyes + 1, 0);
  for (const EyeEdge& edge : edges) ++eye_edge_begin[edge.eye + 1];
  for (int e = 0; e < num_eyes; ++e) eye_edge_begin[e + 1] += eye_edge_begin[e];
  for (int e = 0; e < num_eyes; ++e) {
    EyeEdge* first = edges.data() + eye_edge_begin[e];
    EyeEdge* last = edges.data() + eye_edge_begin[e + 1];
    if (last - first > 32) {
      std::sort(first, last, by_macro_point);
      continue;
    }
    for (EyeEdge* i = first + 1; i < last; ++i) {
      const EyeEdge v = *i;
      EyeEdge* j = i;
      for (; j > first && by_macro_point(v, j[-1]); --j) *j = j[-1];
      *j = v;
    }
  }
  // macro_edges: the edge indices stably sorted by macro (a counting sort), so by (macro, eye).
  macro_edge_begin.assign(num_macros + 1, 0);
  for (const EyeEdge& edge : edges) ++macro_edge_begin[edge.macro + 1];
  for (int m = 0; m < num_macros; ++m) macro_edge_begin[m + 1] += macro_edge_begin[m];
  macro_edges.resize(edges.size());
  macro_fill.assign(macro_edge_begin.begin(), macro_edge_begin.end() - 1);
  for (size_t i = 0; i < edges.size(); ++i) {
    macro_edges[macro_fill[edges[i].macro]++] = static_cast<int32_t>(i);
  }
  // The (macro, eye) groups of macro_edges, and each eye's distinct macrochains, for the false
  // eye search (which visits adjacencies, not edges).
  group_eye.clear();
  group_begin.clear();
  macro_group_begin.assign(num_macros + 1, 0);
  for (int m = 0; m < num_macros; ++m) {
    macro_group_begin[m] = static_cast<int32_t>(group_eye.size());
    for (int k = macro_edge_begin[m]; k < macro_edge_begin[m + 1]; ++k) {
      const int32_t f = edges[macro_edges[k]].eye;
      if (k == macro_edge_begin[m] || edges[macro_edges[k - 1]].eye != f) {
        group_eye.push_back(f);
        group_begin.push_back(k);
      }
    }
  }
  macro_group_begin[num_macros] = static_cast<int32_t>(group_eye.size());
  group_begin.push_back(static_cast<int32_t>(macro_edges.size()));
  eye_macros.clear();
  eye_macro_points.clear();
  eye_macro_begin.assign(num_eyes + 1, 0);
  for (int e = 0; e < num_eyes; ++e) {
    eye_macro_begin[e] = static_cast<int32_t>(eye_macros.size());
    for (int i = eye_edge_begin[e]; i < eye_edge_begin[e + 1]; ++i) {
      if (i == eye_edge_begin[e] || edges[i - 1].macro != edges[i].macro) {
        eye_macros.push_back(edges[i].macro);
        eye_macro_points.push_back({edges[i].eye_point, edges[i].eye_point});
      } else {
        eye_macro_points.back().last = edges[i].eye_point;
      }
    }
  }
  eye_macro_begin[num_eyes] = static_cast<int32_t>(eye_macros.size());
}

bool TerritoryScratch::Pseudolegal(int loc, int8_t pla) const {
  if (cells[loc] != 0) return false;
  for (int d : adj) {
    const int a = loc + d;
    if (!OnBoard(a)) continue;
    if (cells[a] != -pla || chain_liberties[chain[a]] <= 1) return true;
  }
  return false;
}

LifeAnalyzer::LifeAnalyzer() : scratch_(new TerritoryScratch) {}
LifeAnalyzer::~LifeAnalyzer() { delete scratch_; }

Status LifeAnalyzer::Analyze(const Board& board, const uint8_t* dead_mask, bool score_false_eyes,
                             TerritoryAnalysis* out) {
  const int w = board.width(), h = board.height();
  if (dead_mask) {
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        if (dead_mask[y * w + x] && board.At(x, y) == Color::kEmpty) {
          return Status::Error(ErrorCode::kInvalidArgument, "dead mark on the empty point (" +
                                                                std::to_string(x) + ", " +
                                                                std::to_string(y) + ")");
        }
      }
    }
  }
  TerritoryScratch& s = *scratch_;
  s.Load(board, dead_mask);
  s.MarkConnectionBlocks();
  for (int ci = 0; ci < 2; ++ci) s.MarkReachability(ci);
  s.MarkRegions();
  s.MarkChains();
  s.MarkMacrochains();
  s.MarkEyes();
  s.MarkFalseEyePoints(&s.false_point);  // eye values still 0: the false points for life
  s.MarkEyeValues();
  s.MarkFalseEyePoints(&s.unscorable_point);  // with eye values: the points never scored

  // Points beside a dead stone thrown into an unscorable false eye are not scored for its
  // capturer either (bit 0: not for Black, bit 1: not for White).
  s.extra_unscorable.assign(s.padded, 0);
  for (int loc = 0; loc < s.padded; ++loc) {
    if (!s.OnBoard(loc) || !s.unscorable_point[loc] || s.cells[loc] == 0 || !s.dead[loc]) continue;
    const uint8_t bit = s.cells[loc] == -1 ? 1 : 2;
    for (int d : s.adj) s.extra_unscorable[loc + d] |= bit;
  }
  s.region_eyes.assign(s.region_color.size(), 0);
  for (size_t e = 0; e < s.eye_pla.size(); ++e) s.region_eyes[s.eye_region[e]] += s.eye_value[e];

  const size_t area = static_cast<size_t>(w) * h;
  out->width = w;
  out->height = h;
  out->territory.assign(area, 0);
  out->seki.assign(area, 0);
  out->false_eye.assign(area, 0);
  out->unscorable_false_eye.assign(area, 0);
  out->dame.assign(area, 0);
  out->eye_value.assign(area, 0);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const size_t i = static_cast<size_t>(y) * w + x;
      const int loc = board.Loc(x, y);
      const int32_t r = s.region[loc];
      if (r == -1) {
        out->dame[i] = 1;
        continue;
      }
      const int8_t color = s.region_color[r];
      // A region whose eyes add up to at most one eye is not independently alive: seki.
      const int8_t seki = s.region_eyes[r] <= 1 ? color : 0;
      out->seki[i] = seki;
      out->false_eye[i] = s.false_point[loc];
      const bool open_point = s.cells[loc] == 0 || s.dead[loc];
      const bool unscorable = s.unscorable_point[loc] ||
                              (open_point && (s.extra_unscorable[loc] & (color == 1 ? 1 : 2)));
      out->unscorable_false_eye[i] = unscorable;
      if (s.eye[loc] != -1) out->eye_value[i] = s.eye_value[s.eye[loc]];
      const bool strictly_reached_by_opponent = s.strict_reach[color == 1 ? 1 : 0][loc];
      if ((s.cells[loc] != color || s.dead[loc]) && seki == 0 &&
          (score_false_eyes || !unscorable) && s.chain_region[s.chain[loc]] == r &&
          !strictly_reached_by_opponent) {
        out->territory[i] = color;
      }
    }
  }
  return Status();
}

}  // namespace goscore
