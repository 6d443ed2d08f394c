// Scoring a finished position under any ruleset of rules.h, with an itemised breakdown per side
// whose items add up to that side's total, in the additive form players see ("Territory 31 +
// Prisoners 12 + Komi 6.5 = 49.5").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "scoring/rules.h"

namespace goscore {

/// Largest prisoner or pass count accepted. Far beyond any game (a 1024x1024 board holds about
/// 10^6 stones), and small enough that every sum of counts fits an int64 in tenths.
inline constexpr int64_t kMaxCount = 1000000000;

/// How seki is found under territory counting.
enum class SekiMode : int {
  kAuto = 0,    ///< found by the life analysis (cpp/life): seki, false eyes and dame
  kNone = 1,    ///< no seki: every region reaching one colour is its territory
  kMarked = 2,  ///< the regions through RulesetInput::seki, as the players agreed
};

/// What a breakdown item counts.
enum class BreakdownKind : int {
  kTerritory = 0,   ///< empty points surrounded (dead stones' points included)
  kStones = 1,      ///< stones left on the board (area counting)
  kCaptures = 2,    ///< stones captured during play (territory counting)
  kDead = 3,        ///< opponent stones marked dead and taken off (territory counting)
  kKomi = 4,        ///< komi (White)
  kHandicap = 5,    ///< handicap compensation (White, area counting)
  kPassStones = 6,  ///< AGA pass stones (worth 0 in the area count: see RulesetScore)
  kSeki = 7,        ///< seki points left out (territory counting): always 0 points
};

/// "territory", "stones", "captures", "dead", "komi", "handicap", "pass-stones", "seki".
const char* BreakdownKindName(BreakdownKind kind);

/// One item of a side's score.
struct BreakdownItem {
  BreakdownKind kind = BreakdownKind::kTerritory;
  int64_t points_tenths = 0;
  std::string label;  ///< e.g. "Territory 31", "Komi 6.5", "Seki: 2 points not counted"
};

/// Kinds of disagreement between the marks and the life analysis (SekiMode::kAuto's analysis).
enum class ConflictKind : int {
  kSekiNotMarked = 0,      ///< a seki the analysis found that the marks leave out
  kMarkedSekiNotSeki = 1,  ///< a region marked seki that the analysis does not find in seki
  kDeadPassAlive = 2,      ///< a dead mark on a pass-alive chain
  kDeadInSeki = 3,         ///< a dead mark on a chain of a group in seki
};

/// "seki-not-marked", "marked-seki-not-seki", "dead-pass-alive", "dead-in-seki".
const char* ConflictKindName(ConflictKind kind);

/// One place where the marks contradict the analysis.
struct Conflict {
  Point vertex;
  ConflictKind kind = ConflictKind::kSekiNotMarked;
  std::string message;
};

/// Everything ScoreRuleset reads besides the board.
struct RulesetInput {
  Ruleset ruleset = Ruleset::kJapanese;
  /// False for the alias "area": Chinese counting without handicap compensation.
  bool handicap_compensation = true;
  /// Komi to White in tenths; nullopt: the ruleset's default (TraitsOf(r).default_komi_tenths),
  /// within +-kMaxKomiTenths (core/komi.h).
  std::optional<int64_t> komi_tenths;
  /// Handicap stones Black was given (0 or 1: an even or no-komi game, no compensation).
  int64_t handicap = 0;
  int64_t prisoners_by_black = 0;  ///< stones Black captured during play, 0 .. kMaxCount
  int64_t prisoners_by_white = 0;  ///< stones White captured during play, 0 .. kMaxCount
  /// Row-major, 1 on stones marked dead (see DeadChainsMask); empty: nothing dead.
  std::vector<uint8_t> dead;
  SekiMode seki_mode = SekiMode::kAuto;
  /// kMarked: points of the empty regions agreed seki (after the dead are lifted).
  std::vector<Point> seki;
  /// kAuto: whether false eyes that must be filled count anyway (goscorer's score_false_eyes).
  bool score_false_eyes = false;
  int64_t passes_black = 0;  ///< passes Black made (AGA pass stones), 0 .. kMaxCount
  int64_t passes_white = 0;  ///< passes White made, 0 .. kMaxCount
};

/// One side's score under a ruleset.
struct RulesetSide {
  int64_t total_tenths = 0;  ///< the sum of `breakdown`
  int64_t stones = 0;        ///< stones left on the board (all of them under Tromp-Taylor)
  int64_t territory = 0;     ///< empty points counted for this side (dead stones' points included)
  int64_t captures = 0;      ///< stones this side captured during play (counted by territory)
  int64_t dead_taken = 0;    ///< opponent stones marked dead (counted by territory)
  int64_t seki_points = 0;   ///< empty points of this side's seki regions
  int64_t handicap_tenths = 0;  ///< handicap compensation received
  int64_t pass_stones = 0;      ///< AGA: the opponent's passes
  std::vector<BreakdownItem> breakdown;
};

/// The outcome of ScoreRuleset.
struct RulesetScore {
  Ruleset ruleset = Ruleset::kJapanese;
  bool handicap_compensation = true;
  int64_t komi_tenths = 0;
  int64_t handicap = 0;
  RulesetSide black;
  RulesetSide white;
  int64_t diff_tenths = 0;    ///< black.total_tenths - white.total_tenths
  int64_t margin_tenths = 0;  ///< |diff_tenths|
  /// 1 Black, -1 White, 0 draw. Under Ing a drawn count is decided (see RulesetTraits::ing_ties)
  /// and `tie_broken` is set.
  int winner = 0;
  bool tie_broken = false;
  int64_t dame = 0;
  int64_t seki_points = 0;  ///< every point of a seki region
  /// Row-major: what each point counts as (1 / -1 Black / White, 0 nobody's).
  std::vector<int8_t> owner;
  /// Row-major: 1 on the empty points of seki regions (marked, or found in kAuto).
  std::vector<uint8_t> seki_mask;
  /// Row-major: 1 on the stones taken off as dead (none under Tromp-Taylor).
  std::vector<uint8_t> dead_mask;
  /// Row-major maps of the life analysis (empty under Tromp-Taylor, which reads no marks): seki
  /// groups (1 / -1 on the stones and empty points of a Black / White group in seki), false eyes,
  /// false eyes that are not scored, dame (goscorer's belongs_to_seki_group, is_false_eye,
  /// is_unscorable_false_eye, is_dame).
  std::vector<int8_t> seki_groups;
  std::vector<uint8_t> false_eye;
  std::vector<uint8_t> unscorable_false_eye;
  std::vector<uint8_t> dame_mask;
  /// Where the marks contradict the analysis, sorted by vertex then kind (every mode; none under
  /// Tromp-Taylor).
  std::vector<Conflict> conflicts;
  /// AGA only: Black minus White of AGA's territory count (territory, seki points included, +
  /// prisoners + pass stones received, komi to White, no handicap compensation). AGA rule 7 makes
  /// it equal `diff_tenths` when White passed last; `aga_counts_agree` says whether it does.
  int64_t aga_territory_diff_tenths = 0;
  bool aga_counts_agree = true;
};

/// Checks the counts of `input` (prisoners, passes and handicap in range, komi in range); the
/// messages name the field, e.g. "handicap must be between 0 and 361, got -1".
Status CheckRulesetCounts(const Board& board, const RulesetInput& input);

/// Converts a count given as a double (from JS) to an integer, or says why it is not one:
/// "<name> must be a non-negative integer, got 1.5". Bound: kMaxCount.
Status CountFromDouble(double value, const char* name, int64_t* out);

/// Scores `board` under input.ruleset:
///   territory counting (japanese, korean): territory (seki points left out) + stones captured +
///     dead stones taken; komi to White;
///   area counting (chinese, aga, new-zealand, ing): stones + territory; komi and the handicap
///     compensation to White (chinese and ing one point per handicap stone, aga one fewer);
///   tromp-taylor: area counting of the position as it stands, no dead stones lifted.
/// Errors: bad counts (CheckRulesetCounts), a dead mask of the wrong size or marked on an empty
/// point, bad seki points. On error *out is unchanged.
Status ScoreRuleset(const Board& board, const RulesetInput& input, RegionFinder& finder,
                    RulesetScore* out);

}  // namespace goscore
