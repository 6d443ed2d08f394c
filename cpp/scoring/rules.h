// The rulesets goscore scores under, and what each one says about scoring: counting method,
// handicap compensation, default komi, dead stones, ties. docs/RULES.md cites the article of each
// ruleset behind every entry.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace goscore {

/// A published ruleset. The values are stable (the bindings pass them as integers).
enum class Ruleset : int {
  kJapanese = 0,
  kKorean = 1,
  kChinese = 2,
  kAga = 3,
  kNewZealand = 4,
  kIng = 5,
  kTrompTaylor = 6,
};

/// Number of rulesets, and all of them in enum order (the order of CompareRules' results).
inline constexpr int kRulesetCount = 7;
inline constexpr Ruleset kAllRulesets[kRulesetCount] = {
    Ruleset::kJapanese,   Ruleset::kKorean, Ruleset::kChinese,    Ruleset::kAga,
    Ruleset::kNewZealand, Ruleset::kIng,    Ruleset::kTrompTaylor};

/// How a ruleset counts: territory (empty points surrounded + prisoners) or area (stones +
/// surrounded empty points).
enum class Counting : int { kTerritory = 0, kArea = 1 };

/// The points White receives for Black's handicap stones under area counting.
enum class HandicapBonus : int {
  kNone = 0,             ///< nothing
  kPerStone = 1,         ///< one point per handicap stone
  kPerStoneLessOne = 2,  ///< one point per handicap stone after the first
};

/// What a ruleset says about scoring a finished position.
struct RulesetTraits {
  Counting counting;
  HandicapBonus handicap_bonus;
  /// False for Tromp-Taylor only: it scores the position as it stands (dead stones must be
  /// captured in play).
  bool removes_dead;
  /// Default komi in tenths when the caller gives none.
  int default_komi_tenths;
  /// Ing's SST rules: a drawn count goes to Black in an even game (8 points komi, "Black wins
  /// ties") and to White in a handicap game.
  bool ing_ties;
};

/// The traits of `r`.
const RulesetTraits& TraitsOf(Ruleset r);

/// The name as the JS API spells it: "japanese", "korean", "chinese", "aga", "new-zealand",
/// "ing", "tromp-taylor".
const char* RulesetName(Ruleset r);

/// A ruleset named by the JS API, with the aliases resolved.
struct RulesetChoice {
  Ruleset ruleset = Ruleset::kJapanese;
  /// False for the alias "area" (chinese without handicap compensation).
  bool handicap_compensation = true;
};

/// Reads a JS ruleset name: the seven names of RulesetName, and the aliases "territory"
/// (japanese) and "area" (chinese without handicap compensation). Exact, lower case. Unknown:
/// nullopt (the caller reports it).
std::optional<RulesetChoice> ParseRulesetName(std::string_view name);

/// Reads an SGF RU value, case-insensitive, surrounding spaces ignored: "Japanese", "Korean",
/// "Chinese", "AGA", "NZ" / "New Zealand", "GOE" / "Ing", "Tromp-Taylor" (also "Tromp Taylor"
/// and the JS names). Unknown: nullopt (the caller keeps the value and reports it).
std::optional<Ruleset> RulesetFromSgf(std::string_view ru);

/// The RU value written for `r`: "Japanese", "Korean", "Chinese", "AGA", "NZ", "GOE",
/// "Tromp-Taylor" (FF[4] lists AGA, GOE, Japanese and NZ; the others are the usual free text).
const char* RulesetSgfName(Ruleset r);

/// The ruleset's name in running text: "Japanese", "AGA", "New Zealand", "Ing", ...
const char* RulesetTitle(Ruleset r);

}  // namespace goscore
