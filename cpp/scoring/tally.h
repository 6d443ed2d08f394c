// The counts every scorer is built from: the position after the dead stones are lifted, its empty
// regions, the regions agreed seki, and (for Tromp-Taylor) the same counts of the position as it
// stands. Computed once per position and shared by every ruleset (see CompareRules).
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"

namespace goscore::scoring_internal {

/// Index of a colour in the per-side arrays below: 0 Black, 1 White.
inline int SideIndex(Color c) { return c == Color::kBlack ? 0 : 1; }

/// Counts of one layer of a position (the lifted position, or the position as it stands).
struct Layer {
  int64_t stones[2] = {0, 0};      ///< stones of each colour in this layer
  int64_t territory[2] = {0, 0};   ///< empty points of regions reaching only that colour, not seki
  int64_t seki_owned[2] = {0, 0};  ///< empty points of seki regions reaching only that colour
  int64_t seki_points = 0;         ///< every point of a seki region (neutral ones included)
  int64_t dame = 0;                ///< empty points of regions reaching both colours or neither
  /// Row-major: 1 / -1 a stone or an empty point of that colour's region (seki included), 0
  /// neutral.
  std::vector<int8_t> owner;
  /// Row-major: 1 on the points of regions agreed seki.
  std::vector<uint8_t> seki_mask;
};

/// Both layers and the dead stones.
struct Tally {
  Layer lifted;              ///< after the dead stones are lifted, with the seki marks
  Layer raw;                 ///< the position as it stands, no marks (Tromp-Taylor)
  int64_t dead[2] = {0, 0};  ///< own stones of each colour marked dead
  bool has_raw = false;      ///< whether `raw` was computed
};

/// Checks a dead mask: empty, or one value per point with marks on stones only. The messages are
/// the ones ScorePosition has always given.
Status CheckDeadMask(const Board& board, const std::vector<uint8_t>& dead);

/// Fills *out. `dead` must have passed CheckDeadMask; `seki` (may be null: no marks) are points of
/// empty regions of the lifted position, checked here (off the board: kInvalidCoordinate; on a
/// stone left standing: kInvalidArgument). `want_raw` also computes the raw layer (sharing the
/// lifted one when nothing is dead).
Status TallyPosition(const Board& board, const std::vector<uint8_t>& dead,
                     const std::vector<Point>* seki, bool want_raw, RegionFinder& finder,
                     Tally* out);

/// "(x, y)".
std::string PointText(Point p);

/// A number for an error message, as JS prints it for the usual values ("NaN", "-1", "1.5"),
/// without printf's floating-point formatting (which would add kilobytes to the WASM module).
std::string DescribeNumber(double v);

}  // namespace goscore::scoring_internal

namespace goscore {
struct RulesetInput;
struct RulesetScore;
enum class Ruleset : int;
}  // namespace goscore

namespace goscore::scoring_internal {

/// The score of `ruleset` from a tally of the position of `input` (computed with the raw layer
/// when the ruleset is Tromp-Taylor). `compensate`: whether handicap compensation applies. The
/// arithmetic only: no region work, so CompareRules calls it once per ruleset on one tally.
/// `life` (may be null: not analysed) is the life analysis of the position; SekiMode::kAuto's
/// territory scoring counts from it, and every ruleset but Tromp-Taylor reports its maps and
/// conflicts.
struct LifeLayer;
void ScoreFromTally(const Tally& tally, const LifeLayer* life, const RulesetInput& input,
                    Ruleset ruleset, bool compensate, RulesetScore* out);

/// Handicap compensation in tenths that `ruleset` gives White for `handicap` stones.
int64_t HandicapTenths(Ruleset ruleset, bool compensate, int64_t handicap);

}  // namespace goscore::scoring_internal

namespace goscore::scoring_internal {

/// A sentence built in a fixed buffer, then copied once into a string whose memory is reused:
/// CompareRules writes dozens of labels and reasons per call, and string concatenation would
/// allocate for each piece. Text past the buffer is cut (no sentence here comes near it).
class TextBuilder {
 public:
  TextBuilder& operator<<(const char* s) {
    size_t n = std::strlen(s);
    if (n > static_cast<size_t>(kCapacity - size_)) n = kCapacity - size_;
    std::memcpy(buf_ + size_, s, n);
    size_ += static_cast<int>(n);
    return *this;
  }
  TextBuilder& operator<<(char c) {
    if (size_ < kCapacity) buf_[size_++] = c;
    return *this;
  }
  /// An integer in decimal.
  TextBuilder& Int(int64_t v);
  /// Tenths as FormatTenths writes them: 65 -> "6.5", 70 -> "7", -5 -> "-0.5".
  TextBuilder& Tenths(int64_t tenths);
  /// Copies the text into *out, reusing its memory.
  void AssignTo(std::string* out) const { out->assign(buf_, size_); }

 private:
  static constexpr int kCapacity = 240;
  char buf_[kCapacity];
  int size_ = 0;
};

}  // namespace goscore::scoring_internal
