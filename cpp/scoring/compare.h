// One position scored under every ruleset, and for every pair of rulesets whose margins differ,
// the reasons, computed from the breakdowns and the position, that add up to the difference.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "scoring/rules.h"
#include "scoring/ruleset_score.h"

namespace goscore {

/// What a reason is about.
enum class ReasonKind : int {
  kStones = 0,     ///< stones on the board, counted by area only
  kCaptures = 1,   ///< stones captured in play, counted by territory only
  kDead = 2,       ///< dead stones taken as prisoners, counted by territory only
  kSeki = 3,       ///< seki eye points, counted by area only
  kKomi = 4,       ///< the rulesets' komi differ
  kHandicap = 5,   ///< the handicap compensation differs
  kDeadStand = 6,  ///< Tromp-Taylor leaves the dead stones on the board
  kTerritory = 7,  ///< the territory differs otherwise (life analysis: false eyes, dame)
};

/// "stones", "captures", "dead", "seki", "komi", "handicap", "dead-stand", "territory".
const char* ReasonKindName(ReasonKind kind);

/// One reason for a difference: its share of the points (Black minus White) and a sentence.
struct Reason {
  ReasonKind kind = ReasonKind::kStones;
  int64_t points_tenths = 0;
  std::string text;  ///< e.g. "area scoring counts the 14 stones Black has more on the board"
};

/// Two rulesets whose margins differ.
struct RulesDifference {
  Ruleset a = Ruleset::kJapanese;
  Ruleset b = Ruleset::kJapanese;
  /// (Black minus White under b) minus (Black minus White under a), in tenths: the sum of the
  /// reasons' points.
  int64_t points_tenths = 0;
  std::vector<Reason> reasons;
};

/// The outcome of CompareRules.
struct RulesComparison {
  /// results[i] is the score under kAllRulesets[i].
  RulesetScore results[kRulesetCount];
  /// Every pair a < b (enum order) whose diff_tenths differ, in that order.
  std::vector<RulesDifference> differences;
};

/// Scores the position of `input` under every ruleset (input.ruleset and
/// input.handicap_compensation are ignored: every ruleset with its own compensation; komi, when
/// given, is used by all of them, else each takes its default) and explains every difference.
/// The regions are found once (twice when stones are marked dead: Tromp-Taylor scores the
/// position as it stands). Errors: those of ScoreRuleset.
Status CompareRules(const Board& board, const RulesetInput& input, RegionFinder& finder,
                    RulesComparison* out);

}  // namespace goscore
