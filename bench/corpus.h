// The benchmark corpus: finished positions of random legal games played with a fixed seed, written
// to bench/corpus/<size>.txt and read back by both the native benchmark and the Node benchmark, so
// that every method is timed on the same boards.
//
// File format, one position per line:
//   <width> <height> <cells> <moves> <captures by black> <captures by white> <dead>
// where <cells> is width * height characters row-major ('B', 'W', '.'), <moves> the number of
// actions of the game, and <dead> a ';'-separated list of x,y points whose chains the territory
// benchmark marks dead ('-' when none).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "board/board.h"
#include "core/types.h"
#include "game/game.h"

namespace goscore::bench {

/// splitmix64: small, fast and fully specified, so the corpus is the same on every machine.
class Rng {
 public:
  explicit Rng(uint64_t seed) : state_(seed) {}
  uint64_t Next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, n), by multiply-shift (Lemire): no modulo, no library distribution.
  uint32_t Below(uint32_t n) {
    return static_cast<uint32_t>(((Next() >> 32) * static_cast<uint64_t>(n)) >> 32);
  }

 private:
  uint64_t state_;
};

/// A finished position of the corpus.
struct CorpusPosition {
  Board board;
  int moves = 0;
  int captures_black = 0;
  int captures_white = 0;
  std::vector<Point> dead;  ///< one stone of every chain marked dead
};

/// The rules of the corpus games: positional superko, so that random play cannot cycle through a
/// triple ko until the move cap.
GameRules CorpusRules();

/// Plays a random legal game on a size x size board: every turn a random legal move that does not
/// fill one of the mover's own single-point eyes, else a pass; the game ends after two consecutive
/// passes or 3 * area actions. Returns the number of actions played.
int PlayRandomGame(Game& game, Rng& rng);

/// The corpus position of game `index` on a size x size board (seeded by size and index).
CorpusPosition GeneratePosition(int size, int index);

/// Writes `count` positions of every size in `sizes` to dir/<size>.txt. Returns false on an I/O
/// error.
bool WriteCorpus(const std::string& dir, const std::vector<int>& sizes, int count);

/// Reads dir/<size>.txt; an empty vector when the file is missing or malformed.
std::vector<CorpusPosition> ReadCorpus(const std::string& dir, int size);

/// Where ogs-autoscore.json is: $GOSCORE_DATASETS_DIR when it is set, else shared/datasets beside
/// the checkout (../shared/datasets from the repository root), as the tests look for it.
std::string OgsDatasetPath();

/// A size x size board tiled with the positions of `tiles` (left to right, top to bottom, tile t
/// taking tiles[(t + variant) % tiles.size()]), cropped at the edges: the scaling boards. The Node
/// benchmark builds the same boards with the same rule (bench/corpus.mjs).
Board TiledBoard(const std::vector<CorpusPosition>& tiles, int size, int variant);

}  // namespace goscore::bench
