#include "scoring/rules.h"

#include <cctype>
#include <string>

namespace goscore {

namespace {

// One row per ruleset, in enum order. Sources (docs/RULES.md has the quotations):
//   Japanese 1989 Art. 8-10, Korean: territory counting, seki eye points are not territory, no
//     handicap compensation (none is needed: handicap stones do not count), komi 6.5.
//   Chinese 2002 (and 1988) rules: area counting; in handicap games Black returns half a stone
//     (zi) per handicap stone, one point of margin each; komi 7.5 (3 3/4 zi).
//   AGA concise rules 4 and 12: area counting gives White one point per handicap stone after the
//     first; komi 7.5.
//   New Zealand rules: area counting, no handicap compensation, komi 7.
//   Ing SST (1991/1996): area counting, komi 8 with Black winning ties; the handicap compensation
//     of one point per stone is the AGA commentary's (Kim, Simon, Straus), not the rules' text.
//   Tromp-Taylor: rule 9 on the position as it stands, komi by agreement (7.5 as KataGo).
constexpr RulesetTraits kTraits[kRulesetCount] = {
    {Counting::kTerritory, HandicapBonus::kNone, true, 65, false},
    {Counting::kTerritory, HandicapBonus::kNone, true, 65, false},
    {Counting::kArea, HandicapBonus::kPerStone, true, 75, false},
    {Counting::kArea, HandicapBonus::kPerStoneLessOne, true, 75, false},
    {Counting::kArea, HandicapBonus::kNone, true, 70, false},
    {Counting::kArea, HandicapBonus::kPerStone, true, 80, true},
    {Counting::kArea, HandicapBonus::kNone, false, 75, false},
};

constexpr const char* kNames[kRulesetCount] = {"japanese",    "korean", "chinese",     "aga",
                                               "new-zealand", "ing",    "tromp-taylor"};
constexpr const char* kSgfNames[kRulesetCount] = {"Japanese", "Korean", "Chinese",     "AGA",
                                                  "NZ",       "GOE",    "Tromp-Taylor"};
constexpr const char* kTitles[kRulesetCount] = {"Japanese",    "Korean", "Chinese",     "AGA",
                                                "New Zealand", "Ing",    "Tromp-Taylor"};

int Index(Ruleset r) {
  const int i = static_cast<int>(r);
  return i >= 0 && i < kRulesetCount ? i : 0;
}

}  // namespace

const RulesetTraits& TraitsOf(Ruleset r) { return kTraits[Index(r)]; }
const char* RulesetName(Ruleset r) { return kNames[Index(r)]; }
const char* RulesetSgfName(Ruleset r) { return kSgfNames[Index(r)]; }
const char* RulesetTitle(Ruleset r) { return kTitles[Index(r)]; }

std::optional<RulesetChoice> ParseRulesetName(std::string_view name) {
  if (name == "territory") return RulesetChoice{Ruleset::kJapanese, true};
  if (name == "area") return RulesetChoice{Ruleset::kChinese, false};
  for (Ruleset r : kAllRulesets) {
    if (name == RulesetName(r)) return RulesetChoice{r, true};
  }
  return std::nullopt;
}

std::optional<Ruleset> RulesetFromSgf(std::string_view ru) {
  while (!ru.empty() && std::isspace(static_cast<unsigned char>(ru.front()))) ru.remove_prefix(1);
  while (!ru.empty() && std::isspace(static_cast<unsigned char>(ru.back()))) ru.remove_suffix(1);
  std::string v(ru);
  for (char& c : v) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  struct Alias {
    const char* text;
    Ruleset ruleset;
  };
  static constexpr Alias kAliases[] = {
      {"japanese", Ruleset::kJapanese},
      {"korean", Ruleset::kKorean},
      {"chinese", Ruleset::kChinese},
      {"aga", Ruleset::kAga},
      {"nz", Ruleset::kNewZealand},
      {"new zealand", Ruleset::kNewZealand},
      {"new-zealand", Ruleset::kNewZealand},
      {"goe", Ruleset::kIng},
      {"ing", Ruleset::kIng},
      {"tromp-taylor", Ruleset::kTrompTaylor},
      {"tromp taylor", Ruleset::kTrompTaylor},
  };
  for (const Alias& a : kAliases) {
    if (v == a.text) return a.ruleset;
  }
  return std::nullopt;
}

}  // namespace goscore
