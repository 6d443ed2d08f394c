#include "scoring/compare.h"

#include <string>

#include "scoring/scoring.h"
#include "scoring/tally.h"

namespace goscore {

const char* ReasonKindName(ReasonKind kind) {
  switch (kind) {
    case ReasonKind::kStones:
      return "stones";
    case ReasonKind::kCaptures:
      return "captures";
    case ReasonKind::kDead:
      return "dead";
    case ReasonKind::kSeki:
      return "seki";
    case ReasonKind::kKomi:
      return "komi";
    case ReasonKind::kHandicap:
      return "handicap";
    case ReasonKind::kDeadStand:
      return "dead-stand";
    case ReasonKind::kTerritory:
      return "territory";
  }
  return "unknown";
}

namespace {

constexpr int kKinds = 8;

/// A ruleset's Black-minus-White margin split by what it counts, in tenths: the components sum to
/// the result's diff_tenths exactly, so the difference of two rulesets splits the same way.
struct Components {
  int64_t v[kKinds] = {};
  int64_t& operator[](ReasonKind k) { return v[static_cast<int>(k)]; }
  int64_t operator[](ReasonKind k) const { return v[static_cast<int>(k)]; }
};

/// Facts of the position the texts quote.
struct Facts {
  int64_t stones_diff = 0;    // Black's stones minus White's, after the dead are lifted
  int64_t captures_diff = 0;  // captured by Black minus by White
  int64_t dead_diff = 0;      // dead White stones (taken by Black) minus dead Black stones
  int64_t seki[2] = {0, 0};   // seki eye points of each colour
  int64_t dead_total = 0;     // stones marked dead
  int64_t handicap = 0;
};

Components Split(const RulesetScore& r, const scoring_internal::Tally& t) {
  Components c;
  const RulesetTraits& traits = TraitsOf(r.ruleset);
  const bool area = traits.counting == Counting::kArea;
  c[ReasonKind::kKomi] = -r.komi_tenths;
  c[ReasonKind::kHandicap] = -r.white.handicap_tenths;
  if (!traits.removes_dead) {
    // Tromp-Taylor: the area count of the lifted position, and what leaving the dead stones on the
    // board changes in it.
    const scoring_internal::Layer& l = t.lifted;
    c[ReasonKind::kStones] = 10 * (l.stones[0] - l.stones[1]);
    c[ReasonKind::kTerritory] = 10 * (l.territory[0] - l.territory[1]);
    c[ReasonKind::kSeki] = 10 * (l.seki_owned[0] - l.seki_owned[1]);
    int64_t rest = 0;
    for (int64_t x : c.v) rest += x;
    c[ReasonKind::kDeadStand] = r.diff_tenths - rest;
    return c;
  }
  const RulesetSide* s[2] = {&r.black, &r.white};
  int64_t plain[2];
  for (int k = 0; k < 2; ++k) plain[k] = s[k]->territory - (area ? s[k]->seki_points : 0);
  c[ReasonKind::kTerritory] = 10 * (plain[0] - plain[1]);
  if (area) {
    c[ReasonKind::kStones] = 10 * (s[0]->stones - s[1]->stones);
    c[ReasonKind::kSeki] = 10 * (s[0]->seki_points - s[1]->seki_points);
  } else {
    c[ReasonKind::kCaptures] = 10 * (s[0]->captures - s[1]->captures);
    c[ReasonKind::kDead] = 10 * (s[0]->dead_taken - s[1]->dead_taken);
  }
  return c;
}

std::string Plural(int64_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 || n == -1 ? one : many);
}

const char* Leader(int64_t diff) { return diff > 0 ? "Black" : "White"; }

int64_t Abs(int64_t v) { return v < 0 ? -v : v; }

std::string Title(Ruleset r) { return std::string(RulesetTitle(r)); }

/// The sentence of one reason. `b_counts` says whether the ruleset b counts what ruleset a does
/// not (else the other way round).
std::string Text(ReasonKind kind, Ruleset a, Ruleset b, const RulesetScore& ra,
                 const RulesetScore& rb, const Facts& f) {
  const bool b_area = TraitsOf(b).counting == Counting::kArea;
  switch (kind) {
    case ReasonKind::kStones: {
      const std::string n = Plural(Abs(f.stones_diff), "stone", "stones");
      return (b_area ? "area scoring counts the " : "territory scoring does not count the ") + n +
             " " + Leader(f.stones_diff) + " has more on the board";
    }
    case ReasonKind::kCaptures: {
      const std::string n = Plural(Abs(f.captures_diff), "stone", "stones");
      return std::string(b_area ? "area scoring does not count captures"
                                : "territory scoring counts captures") +
             ": " + Leader(f.captures_diff) + " captured " + n + " more";
    }
    case ReasonKind::kDead: {
      const std::string n = Plural(Abs(f.dead_diff), "dead stone", "dead stones");
      return std::string(b_area ? "area scoring does not count the dead stones as prisoners"
                                : "territory scoring counts the dead stones as prisoners") +
             ": " + Leader(f.dead_diff) + " took " + n + " more";
    }
    case ReasonKind::kSeki: {
      if (f.seki[0] == 0 || f.seki[1] == 0) {
        const int64_t n = f.seki[0] + f.seki[1];
        return "the " + Plural(n, "point", "points") + " inside " +
               (f.seki[0] != 0 ? "Black's" : "White's") + " seki count under area scoring only";
      }
      return "the points inside seki count under area scoring only: Black has " +
             std::to_string(f.seki[0]) + ", White " + std::to_string(f.seki[1]);
    }
    case ReasonKind::kKomi:
      return "komi is " + FormatTenths(rb.komi_tenths) + " under " + Title(b) + " rules, " +
             FormatTenths(ra.komi_tenths) + " under " + Title(a) + " rules";
    case ReasonKind::kHandicap: {
      const int64_t ha = ra.white.handicap_tenths;
      const int64_t hb = rb.white.handicap_tenths;
      const std::string stones = Plural(f.handicap, "handicap stone", "handicap stones");
      if (ha == 0) {
        return Title(b) + " rules give White " + FormatTenths(hb) + " points for " + stones;
      }
      if (hb == 0) {
        return Title(a) + " rules give White " + FormatTenths(ha) + " points for " + stones + ", " +
               Title(b) + " rules nothing";
      }
      return Title(a) + " rules give White " + FormatTenths(ha) + " points for " + stones + ", " +
             Title(b) + " rules " + FormatTenths(hb);
    }
    case ReasonKind::kDeadStand:
      return std::string(b == Ruleset::kTrompTaylor ? "Tromp-Taylor" : Title(a)) +
             " removes no dead stones: the " + Plural(f.dead_total, "stone", "stones") +
             " marked dead stay on the board and count as stones, with the points they reach";
    case ReasonKind::kTerritory:
      return "the territory counted differs: " + Title(a) + " rules count " +
             std::to_string(Abs(ra.black.territory - ra.white.territory)) + " points more for " +
             Leader(ra.black.territory - ra.white.territory) + ", " + Title(b) + " rules " +
             std::to_string(Abs(rb.black.territory - rb.white.territory));
  }
  return "";
}

}  // namespace

Status CompareRules(const Board& board, const RulesetInput& input, RegionFinder& finder,
                    RulesComparison* out) {
  Status s = CheckRulesetCounts(board, input);
  if (!s.ok()) return s;
  s = scoring_internal::CheckDeadMask(board, input.dead);
  if (!s.ok()) return s;
  const std::vector<Point>* seki = input.seki_mode == SekiMode::kMarked ? &input.seki : nullptr;
  // The region work once for every ruleset: the lifted layer for all of them, the raw one for
  // Tromp-Taylor.
  scoring_internal::Tally tally;
  s = scoring_internal::TallyPosition(board, input.dead, seki, true, finder, &tally);
  if (!s.ok()) return s;

  RulesComparison result;
  Components parts[kRulesetCount];
  for (int i = 0; i < kRulesetCount; ++i) {
    scoring_internal::ScoreFromTally(tally, input, kAllRulesets[i], true, &result.results[i]);
    parts[i] = Split(result.results[i], tally);
  }
  Facts facts;
  facts.stones_diff = tally.lifted.stones[0] - tally.lifted.stones[1];
  facts.captures_diff = input.prisoners_by_black - input.prisoners_by_white;
  facts.dead_diff = tally.dead[1] - tally.dead[0];
  facts.seki[0] = tally.lifted.seki_owned[0];
  facts.seki[1] = tally.lifted.seki_owned[1];
  facts.dead_total = tally.dead[0] + tally.dead[1];
  facts.handicap = input.handicap;

  for (int i = 0; i < kRulesetCount; ++i) {
    for (int j = i + 1; j < kRulesetCount; ++j) {
      const RulesetScore& ra = result.results[i];
      const RulesetScore& rb = result.results[j];
      if (ra.diff_tenths == rb.diff_tenths) continue;
      RulesDifference d;
      d.a = kAllRulesets[i];
      d.b = kAllRulesets[j];
      d.points_tenths = rb.diff_tenths - ra.diff_tenths;
      for (int k = 0; k < kKinds; ++k) {
        const int64_t points = parts[j].v[k] - parts[i].v[k];
        if (points == 0) continue;
        const ReasonKind kind = static_cast<ReasonKind>(k);
        d.reasons.push_back({kind, points, Text(kind, d.a, d.b, ra, rb, facts)});
      }
      result.differences.push_back(std::move(d));
    }
  }
  *out = std::move(result);
  return Status();
}

}  // namespace goscore
