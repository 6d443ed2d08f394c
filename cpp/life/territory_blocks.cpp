// Stage 1 of the territory analysis (territory.cpp): connection blocks, the empty points an
// opponent may not path through, found by goscorer's local patterns (lightvector/goscorer,
// territory_scoring in python/goscorer.py, MIT: the patterns and their placement learned from its
// documentation and source, implemented independently). docs/LIFE.md restates them.
#include <cstdint>
#include <string>

#include "life/territory_internal.h"

namespace goscore {
namespace {

// goscorer's connection-block patterns. 'p' a living stone of the player, 'e' empty, a living
// stone of the player or a dead opponent stone, '@' the empty point that becomes a block, '?'
// anything on the board; a last row of 'x' means that row lies just beyond the board's edge.
constexpr const char* kBlockPatterns[6][3] = {
    {"pp", "@e", "pe"},    {"ep?", "e@e", "ep?"}, {"pee", "e@p", "pee"},
    {"?e?", "p@p", "xxx"}, {"pp", "@e", "xx"},    {"ep?", "e@e", "xxx"},
};
// The 8 symmetries, as goscorer writes them: board (dy, dx) = (a*py + c*px, b*py + d*px).
constexpr int kOrientations[8][4] = {{1, 0, 0, 1}, {-1, 0, 0, 1}, {1, 0, 0, -1}, {-1, 0, 0, -1},
                                     {0, 1, 1, 0}, {0, -1, 1, 0}, {0, 1, -1, 0}, {0, -1, -1, 0}};

// Index of a neighbour (dy, dx) != (0, 0) of the 3x3 window, 0..7.
int WindowIndex(int dy, int dx) {
  const int k = (dy + 1) * 3 + (dx + 1);
  return k < 4 ? k : k - 1;
}

// A window is coded with four bits per neighbour, one bit set: the neighbour's class relative to
// the player, 0 off the board, 1 its living stone, 2 empty or a dead opponent stone, 3 anything
// else. A pattern placed on the window is a mask of the classes it allows at each neighbour (all
// four where it does not look); it matches when the window has no bit outside the mask. Every
// pattern fits the 3x3 window around its '@'.
uint32_t AllowedClasses(char ch) {
  if (ch == 'p') return 1u << 1;
  if (ch == 'e') return (1u << 1) | (1u << 2);
  if (ch == '?') return (1u << 1) | (1u << 2) | (1u << 3);  // anything on the board
  return 0xF;  // '@', 'x' (never checked) and cells outside the pattern
}

struct PlacedPattern {
  uint32_t mask;  // allowed classes, four bits per window neighbour
  // Edge patterns only (goscorer's placement, see EdgePatternBlock): the '@' is at origin + (dy0,
  // dx0); the pattern's far corner at origin + (ty, tx); the axis and row that fix the origin.
  int dy0, dx0, ty, tx;
  int8_t axis_y;    // 1: origin row fixed, 0: origin column fixed
  int8_t from_end;  // 1: fixed at (size - 2), 0: at 1
};

struct PlacedPatterns {
  PlacedPattern interior[24];
  PlacedPattern edge[24];
};

// The six patterns in the 8 orientations, as masks (built once).
const PlacedPatterns& Patterns() {
  static const PlacedPatterns table = [] {
    PlacedPatterns t{};
    for (int k = 0; k < 6; ++k) {
      const auto& pattern = kBlockPatterns[k];
      int ay = 0, ax = 0;
      for (int py = 0; py < 3; ++py) {
        for (int px = 0; pattern[py][px]; ++px) {
          if (pattern[py][px] == '@') ay = py, ax = px;
        }
      }
      const int cols = static_cast<int>(std::char_traits<char>::length(pattern[0]));
      const int rows = k < 3 ? 3 : 2;  // an edge pattern's 'x' row is never checked
      for (int oi = 0; oi < 8; ++oi) {
        const int* o = kOrientations[oi];
        PlacedPattern pp{};
        pp.mask = 0xFFFFFFFFu;
        for (int py = 0; py < rows; ++py) {
          for (int px = 0; pattern[py][px]; ++px) {
            const char ch = pattern[py][px];
            if (ch == '@') continue;
            const int ry = py - ay, rx = px - ax;
            const int w = WindowIndex(o[0] * ry + o[2] * rx, o[1] * ry + o[3] * rx);
            pp.mask &= ~(0xFu << (4 * w));
            pp.mask |= AllowedClasses(ch) << (4 * w);
          }
        }
        if (k < 3) {
          t.interior[k * 8 + oi] = pp;
          continue;
        }
        const int edge_rows = 2;  // the rows before the 'x' row
        pp.dy0 = o[0] * ay + o[2] * ax;
        pp.dx0 = o[1] * ay + o[3] * ax;
        pp.ty = o[0] * (edge_rows - 1) + o[2] * (cols - 1);
        pp.tx = o[1] * (edge_rows - 1) + o[3] * (cols - 1);
        pp.axis_y = o[0] != 0;
        pp.from_end = o[0] != 0 ? o[0] == 1 : o[2] != -1;
        t.edge[(k - 3) * 8 + oi] = pp;
      }
    }
    return t;
  }();
  return table;
}

}  // namespace

// The three edge patterns, placed exactly as goscorer places them: the pattern's origin row (or
// column) is fixed by the orientation's first nonzero of (pdydy, pdxdy), so that for six of the
// eight orientations the 'x' row lies just beyond the edge; for the two transposed orientations
// (0, -1, 1, 0) and (0, 1, -1, 0) goscorer's choice puts the pattern at a fixed column near the
// opposite edge with its 'x' row on the board and unchecked. We follow goscorer (docs/LIFE.md).
// `window` is the point's window code (see AllowedClasses).
bool TerritoryScratch::EdgePatternBlock(int x, int y, uint32_t window) const {
  // Where the '@' can be: every edge pattern has it in row 1, beside the origin's fixed row (1 or
  // size - 2) or column; worked through the 8 orientations, that puts it on an edge row (y = 0,
  // y = height - 1), an edge column (x = 0, x = width - 1), or, in the two transposed
  // orientations, on column 2 or width - 3. No other point can match.
  if (y != 0 && y != height - 1 && x != 0 && x != width - 1 && x != 2 && x != width - 3) {
    return false;
  }
  for (const PlacedPattern& pp : Patterns().edge) {
    const int oy = y - pp.dy0, ox = x - pp.dx0;
    const int fixed = pp.axis_y ? oy : ox;
    if (fixed != (pp.from_end ? (pp.axis_y ? height : width) - 2 : 1)) continue;
    const int ty = oy + pp.ty, tx = ox + pp.tx;
    if (oy < 0 || ox < 0 || oy >= height || ox >= width) continue;
    if (ty < 0 || tx < 0 || ty >= height || tx >= width) continue;
    if ((window & ~pp.mask) == 0) return true;
  }
  return false;
}

GOSCORE_NOINLINE void TerritoryScratch::MarkConnectionBlocks() {
  block.assign(padded, 0);
  // Each point's class bit for each player (walls: class 0); every 3x3 window of a board point
  // lies inside the padded array.
  for (int ci = 0; ci < 2; ++ci) {
    const int8_t pla = ci == 0 ? 1 : -1;
    class_bit[ci].resize(padded);
    uint8_t* cb = class_bit[ci].data();
    for (int loc = 0; loc < padded; ++loc) {
      const int8_t c = cells[loc];
      cb[loc] = c == Board::kWall                      ? 1 << 0
                : living[loc] == pla                   ? 1 << 1
                : (c == 0 || (c == -pla && dead[loc])) ? 1 << 2
                                                       : 1 << 3;
    }
  }
  const int offsets[8] = {-stride - 1, -stride, -stride + 1, -1, 1, stride - 1, stride, stride + 1};
  const PlacedPatterns& patterns = Patterns();
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const int loc = (y + 1) * stride + x + 1;
      if (cells[loc] != 0) continue;
      for (int ci = 0; ci < 2; ++ci) {  // White's blocks overwrite Black's, as goscorer
        const int8_t pla = ci == 0 ? 1 : -1;
        bool next_to_pla = false;  // every pattern has a living stone beside '@': a quick filter
        for (int d : adj) next_to_pla |= Living(loc + d, pla);
        if (!next_to_pla) continue;
        const uint8_t* cb = class_bit[ci].data() + loc;
        uint32_t window = 0;
        for (int w = 0; w < 8; ++w) window |= static_cast<uint32_t>(cb[offsets[w]]) << (4 * w);
        bool is_block = false;
        for (const PlacedPattern& pp : patterns.interior) {
          if ((window & ~pp.mask) == 0) {
            is_block = true;
            break;
          }
        }
        if (is_block || EdgePatternBlock(x, y, window)) block[loc] = pla;
      }
    }
  }
}

}  // namespace goscore
