// goscorer's false eye points and eye values (lightvector/goscorer, mark_false_eye_points and
// mark_eye_values in python/goscorer.py): the same definitions and heuristics, implemented
// independently with worklists instead of recursion. docs/LIFE.md restates them.
#include <algorithm>

#include "life/territory_internal.h"

namespace goscore {

namespace {

// Whether macrochain `start`, bordering eye `e` at its point `ep`, connects to the rest of the eye
// other than through ep: it reaches, through chains of macrochains and other eyes (and through the
// eye's own points other than ep), every side of ep that lies in the eye's region, or reaches an
// eye with a positive value (for the eye itself, one of its real points). The answer is a property
// of the closure that goscorer's depth-first search explores, and every test is monotone in what
// has been reached, so any order gives the same answer and the search may stop as soon as one
// holds. The order chosen is the cheap one: every macrochain reached first looks at eye e (where
// the sides are), and only when that is exhausted does the search go out through other eyes.
//
// ep has at most one neighbour in e (`inner`, or -1), so e without ep is still connected: the
// first macrochain that borders e at another point than ep reaches all of it at once (its one
// point beside ep, its real points, the macrochains bordering it) without a flood of the eye.
bool ConnectsAround(TerritoryScratch& s, int e, int start, int ep, int inner, int target_sides) {
  s.macro_seen.Clear();
  s.eye_seen.Clear();
  s.side_seen.Clear();
  int sides = 0;
  const int32_t r = s.eye_region[e];
  bool rest_reached = false;  // e without ep
  // worklist: macrochains whose edges with eye e are still to look at; deferred: macrochains
  // whose other eyes are still to go through.
  s.worklist.assign(1, start);
  s.deferred.clear();
  s.macro_seen.Mark(start);
  for (;;) {
    while (!s.worklist.empty()) {
      const int m = s.worklist.back();
      s.worklist.pop_back();
      s.deferred.push_back(m);
      // m's group for eye e, if any: m's groups are sorted by eye.
      const int32_t* first = s.group_eye.data() + s.macro_group_begin[m];
      const int32_t* last = s.group_eye.data() + s.macro_group_begin[m + 1];
      const int32_t* it = std::lower_bound(first, last, e);
      if (it == last || *it != e) continue;
      const int g = static_cast<int>(it - s.group_eye.data());
      // The stones of m beside ep are sides reached: m's edges with e include every stone of m
      // beside ep in the region (ep is in e).
      for (int d : s.adj) {
        const int a = ep + d;
        if (s.macro[a] == m && s.region[a] == r && s.side_seen.Mark(a)) ++sides;
      }
      if (sides >= target_sides) return true;
      // Whether m borders e elsewhere than at ep: its edges with e are sorted by eye point.
      const int first_point = s.edges[s.macro_edges[s.group_begin[g]]].eye_point;
      const int last_point = s.edges[s.macro_edges[s.group_begin[g + 1] - 1]].eye_point;
      if ((first_point == ep && last_point == ep) || rest_reached) continue;
      rest_reached = true;
      const bool ep_real = !s.false_point[ep];
      if (s.eye_value[e] > 0 && s.eye_real_count[e] - ep_real > 0) return true;
      if (inner != -1 && s.side_seen.Mark(inner) && ++sides >= target_sides) return true;
      // The macrochains bordering e at other points than ep.
      for (int i = s.eye_macro_begin[e]; i < s.eye_macro_begin[e + 1]; ++i) {
        const TerritoryScratch::PointRange& range = s.eye_macro_points[i];
        if (range.first == ep && range.last == ep) continue;
        if (s.macro_seen.Mark(s.eye_macros[i])) s.worklist.push_back(s.eye_macros[i]);
      }
    }
    if (s.deferred.empty()) return false;
    // Out through the other eyes of one macrochain reached.
    const int m = s.deferred.back();
    s.deferred.pop_back();
    for (int g = s.macro_group_begin[m]; g < s.macro_group_begin[m + 1]; ++g) {
      const int f = s.group_eye[g];
      if (f == e || !s.eye_seen.Mark(f)) continue;
      if (s.eye_value[f] > 0) return true;
      for (int i = s.eye_macro_begin[f]; i < s.eye_macro_begin[f + 1]; ++i) {
        if (s.macro_seen.Mark(s.eye_macros[i])) s.worklist.push_back(s.eye_macros[i]);
      }
    }
  }
}

}  // namespace

GOSCORE_NOINLINE void TerritoryScratch::MarkFalseEyePoints(std::vector<uint8_t>* out) {
  out->assign(padded, 0);
  macro_seen.Resize(static_cast<size_t>(num_macros));
  eye_seen.Resize(eye_pla.size());
  const int num_eyes = static_cast<int>(eye_pla.size());
  // Each eye's real points (not false in the first pass): only read once eye values are known,
  // in the second pass, when false_point is complete.
  eye_real_count.assign(num_eyes, 0);
  for (int e = 0; e < num_eyes; ++e) {
    for (int i = eye_begin[e]; i < eye_begin[e + 1]; ++i)
      eye_real_count[e] += !false_point[eye_points[i]];
  }
  for (int e = 0; e < num_eyes; ++e) {
    for (int i = eye_edge_begin[e]; i < eye_edge_begin[e + 1]; ++i) {
      const EyeEdge& edge = edges[i];
      // Edges are sorted by (macro, point): test each pair once; a point found false stays so.
      if (i > eye_edge_begin[e] && edges[i - 1].macro == edge.macro &&
          edges[i - 1].eye_point == edge.eye_point)
        continue;
      const int ep = edge.eye_point;
      if ((*out)[ep]) continue;
      int same_eye = 0, target = 0, inner = -1;
      for (int d : adj) {
        const int a = ep + d;
        if (eye[a] == e) ++same_eye, inner = a;
        target += OnBoard(a) && region[a] == eye_region[e];
      }
      // A point with two neighbours in the eye is never false.
      if (same_eye > 1) continue;
      if (!ConnectsAround(*this, e, edge.macro, ep, inner, target)) (*out)[ep] = 1;
    }
  }
}

GOSCORE_NOINLINE void TerritoryScratch::MarkEyeValues() {
  const int num_eyes = static_cast<int>(eye_pla.size());
  info_block.resize(padded);
  info_deg.resize(padded);
  info_empty_adj_eye.resize(padded);
  info_empty_adj_false.resize(padded);
  info_opp_adj_false.resize(padded);
  info_poke.resize(padded);
  std::vector<int32_t>& real = real_points;  // scratch kept between calls: no allocation
  for (int e = 0; e < num_eyes; ++e) {
    const int8_t pla = eye_pla[e], opp = static_cast<int8_t>(-pla);
    real.clear();
    for (int i = eye_begin[e]; i < eye_begin[e + 1]; ++i) {
      if (!false_point[eye_points[i]]) real.push_back(eye_points[i]);
    }
    if (real.empty()) continue;
    for (int p : real) {
      int deg = 0, empty_eye = 0, empty_false = 0, opp_false = 0;
      for (int d : adj) {
        const int a = p + d;
        if (!OnBoard(a)) continue;
        const bool is_real = Real(a, e);
        deg += is_real;
        empty_eye += cells[a] == 0 && is_real;
        empty_false += cells[a] == 0 && false_point[a];
        opp_false += cells[a] == opp && false_point[a];
      }
      info_deg[p] = deg;
      info_empty_adj_eye[p] = empty_eye;
      info_empty_adj_false[p] = empty_false;
      info_opp_adj_false[p] = opp_false;
      // An opponent stone beside a thrown-in false point (or with two empty false points beside
      // it, miai to make the poke) can never be used to close the eye.
      info_poke[p] = cells[p] == opp && (opp_false > 0 || empty_false >= 2);
    }
    // Moves needed to make each point an eye; 1000 for a side that can never be closed.
    for (int p : real) {
      int blocks = 0;
      for (int d : adj) {
        const int a = p + d;
        if (!OnBoard(a)) continue;
        const bool is_real = Real(a, e);
        int b = 0;
        if (cells[a] == 0 && !is_real) b = 1;
        if (cells[a] == 0 && is_real && info_opp_adj_false[a] >= 1) b = 1;
        if (cells[a] == opp && is_real && info_empty_adj_false[a] >= 1) b = 1;
        if (cells[a] == opp && false_point[a]) b = 1000;
        if (cells[a] == opp && is_real && info_poke[a]) b = 1000;
        blocks += b;
      }
      info_block[p] = blocks;
    }

    // The pieces left of the real points when `d1` and `d2` (may be -1) are removed; for each
    // piece, the number of its points needing at most 0 moves (capped at 2) and whether one needs
    // at most 1.
    using Piece = EyePiece;
    auto split = [&](int d1, int d2) {
      pieces.clear();
      piece_seen.Clear();
      for (int p : real) {
        if (p == d1 || p == d2 || !piece_seen.Mark(p)) continue;
        Piece piece;
        piece_queue.assign(1, p);
        for (size_t head = 0; head < piece_queue.size(); ++head) {
          const int q = piece_queue[head];
          if (info_block[q] <= 0 && piece.zero < 2) ++piece.zero;
          if (info_block[q] <= 1) piece.one = true;
          for (int d : adj) {
            const int a = q + d;
            if (a != d1 && a != d2 && Real(a, e) && piece_seen.Mark(a)) piece_queue.push_back(a);
          }
        }
        pieces.push_back(piece);
      }
    };

    int value = 0;
    int weak = 0, opp_inside = 0, dead_opp = 0, empty_deg3 = 0, empty_deg4 = 0;
    for (int p : real) {
      if (info_block[p] <= 1) value = 1;  // an eye closable in one move counts at least one
      weak += (info_block[p] >= 1) + (info_block[p] >= 2);
      opp_inside += cells[p] == opp && info_deg[p] >= 2;
      dead_opp += cells[p] == opp && dead[p];
      empty_deg3 += cells[p] == 0 && info_deg[p] >= 3;
      empty_deg4 += cells[p] == 0 && info_deg[p] >= 4;
    }
    // Many dead stones inside: one eye from 5, two from 8.
    if (dead_opp >= 5) value = std::max(value, 1);
    if (dead_opp >= 8) value = 2;
    // A big eye with few weaknesses, or many empty points of degree 3 or 4, is two eyes.
    if (static_cast<int>(real.size()) - weak - opp_inside >= 6) value = 2;
    if (empty_deg4 + empty_deg3 >= 6) value = 2;

    // A playable bottleneck splits the eye into pieces that are each already an eye.
    for (size_t i = 0; i < real.size() && value < 2; ++i) {
      const int d = real[i];
      if (!Pseudolegal(d, pla)) continue;
      split(d, -1);
      if (pieces.size() < 2) continue;
      const bool bonus = info_opp_adj_false[d] == 1;
      int definite = 0;
      for (const Piece& piece : pieces) definite += piece.zero > 0 || (bonus && piece.one);
      value = std::max(value, definite);
    }

    // Two adjacent points of degree 3 or more whose removal leaves at least two eye pieces, one
    // of them with two closed points.
    for (size_t i = 0; i < real.size() && value < 2; ++i) {
      const int d = real[i];
      const int x = d % stride - 1, y = d / stride - 1;
      if (cells[d] != 0 || x == 0 || y == 0 || x == width - 1 || y == height - 1) continue;
      if (!Pseudolegal(d, pla) || info_block[d] > 1 || info_deg[d] < 3) continue;
      for (int dd : adj) {
        const int a = d + dd;
        if (!Real(a, e) || info_deg[a] < 3 || info_block[a] > 1) continue;
        if (cells[a] != 0 && info_empty_adj_eye[a] <= 1) continue;
        split(d, a);
        if (pieces.size() < 2) continue;
        int definite = 0, double_definite = 0;
        for (const Piece& piece : pieces) {
          definite += piece.zero >= 1;
          double_definite += piece.zero >= 2;
        }
        if (definite >= 2 && double_definite >= 1 && (cells[a] == 0 || double_definite >= 2)) {
          value = 2;
          break;
        }
      }
    }

    // Dead stones whose capture leaves a living shape: for every choice by the opponent to leave
    // out one unplayable point (or none), count pieces, bottlenecks and high-degree points.
    if (value < 2 && dead_opp > 0) {
      std::vector<int32_t>& dead_opps = dead_opp_points;
      std::vector<int32_t>& unplayable = unplayable_points;
      dead_opps.clear();
      unplayable.clear();
      for (int p : real) {
        if (cells[p] == opp && dead[p])
          dead_opps.push_back(p);
        else if (!Pseudolegal(p, pla))
          unplayable.push_back(p);
      }
      int throwins = 0;
      for (int i = eye_begin[e]; i < eye_begin[e + 1]; ++i) {
        const int p = eye_points[i];
        throwins += cells[p] == opp && false_point[p];
      }
      auto count_pieces = [&](int removed) {
        int count = 0;
        piece_seen.Clear();
        for (int p : shape) {
          if (p == removed || !piece_seen.Mark(p)) continue;
          ++count;
          piece_queue.assign(1, p);
          for (size_t head = 0; head < piece_queue.size(); ++head) {
            for (int d : adj) {
              const int a = piece_queue[head] + d;
              if (a != removed && in_shape.Seen(a) && piece_seen.Mark(a)) piece_queue.push_back(a);
            }
          }
        }
        return count;
      };
      bool all_good = true;
      for (size_t omit = 0; omit <= unplayable.size() && all_good; ++omit) {
        shape = dead_opps;
        for (size_t j = 0; j < unplayable.size(); ++j) {
          if (j != omit) shape.push_back(unplayable[j]);
        }
        in_shape.Clear();
        for (int p : shape) in_shape.Mark(p);
        const int initial = count_pieces(-1);
        int bottlenecks = 0, high_degree = 0;
        for (int p : shape) {
          if (count_pieces(p) > initial) {
            ++bottlenecks;
          } else {
            int n = 0;
            for (int d : adj) n += in_shape.Seen(p + d);
            high_degree += n >= 3;
          }
        }
        const int bonus = shape.size() >= 7 ? 1 : 0;  // a 7-point eye lives unless weakened
        if (initial - throwins + (bottlenecks + high_degree + bonus) / 2 < 2) all_good = false;
      }
      if (all_good) value = 2;
    }
    eye_value[e] = static_cast<uint8_t>(std::min(value, 2));
  }
}

}  // namespace goscore
