#include "scoring/compare.h"

#include <string>

#include "scoring/life_marks.h"
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

Components Split(const RulesetScore& r, const scoring_internal::Tally& t,
                 const scoring_internal::LifeLayer& life, SekiMode mode) {
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
    // Seki points as the other area counts split them (kAuto: found by the analysis).
    int64_t seki[2] = {l.seki_owned[0], l.seki_owned[1]};
    int64_t plain[2] = {l.territory[0], l.territory[1]};
    if (mode == SekiMode::kAuto) {
      for (int k = 0; k < 2; ++k) {
        seki[k] = life.seki[k];
        plain[k] = l.territory[k] + l.seki_owned[k] - life.seki[k];
      }
    }
    c[ReasonKind::kTerritory] = 10 * (plain[0] - plain[1]);
    c[ReasonKind::kSeki] = 10 * (seki[0] - seki[1]);
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

using scoring_internal::TextBuilder;

/// Appends "<n> <one|many>".
void Plural(TextBuilder& out, int64_t n, const char* one, const char* many) {
  out.Int(n) << ' ' << (n == 1 || n == -1 ? one : many);
}

const char* Leader(int64_t diff) { return diff > 0 ? "Black" : "White"; }

int64_t Abs(int64_t v) { return v < 0 ? -v : v; }

/// Writes the sentence of one reason into *text (its memory reused). Ruleset a comes before b.
void Text(std::string* text, ReasonKind kind, Ruleset a, Ruleset b, const RulesetScore& ra,
          const RulesetScore& rb, const Facts& f) {
  TextBuilder out;
  const bool b_area = TraitsOf(b).counting == Counting::kArea;
  switch (kind) {
    case ReasonKind::kStones:
      out << (b_area ? "area scoring counts the " : "territory scoring does not count the ");
      Plural(out, Abs(f.stones_diff), "stone", "stones");
      out << ' ' << Leader(f.stones_diff) << " has more on the board";
      break;
    case ReasonKind::kCaptures:
      out << (b_area ? "area scoring does not count captures: "
                     : "territory scoring counts captures: ")
          << Leader(f.captures_diff) << " captured ";
      Plural(out, Abs(f.captures_diff), "stone", "stones");
      out << " more";
      break;
    case ReasonKind::kDead:
      out << (b_area ? "area scoring does not count the dead stones as prisoners: "
                     : "territory scoring counts the dead stones as prisoners: ")
          << Leader(f.dead_diff) << " took ";
      Plural(out, Abs(f.dead_diff), "dead stone", "dead stones");
      out << " more";
      break;
    case ReasonKind::kSeki:
      if (f.seki[0] == 0 || f.seki[1] == 0) {
        out << "the ";
        Plural(out, f.seki[0] + f.seki[1], "point", "points");
        out << (f.seki[0] != 0 ? " inside Black's" : " inside White's")
            << " seki count under area scoring only";
      } else {
        out << "the points inside seki count under area scoring only: Black has ";
        out.Int(f.seki[0]) << ", White ";
        out.Int(f.seki[1]);
      }
      break;
    case ReasonKind::kKomi:
      out << "komi is ";
      out.Tenths(rb.komi_tenths) << " under " << RulesetTitle(b) << " rules, ";
      out.Tenths(ra.komi_tenths) << " under " << RulesetTitle(a) << " rules";
      break;
    case ReasonKind::kHandicap: {
      const int64_t ha = ra.white.handicap_tenths;
      const int64_t hb = rb.white.handicap_tenths;
      out << RulesetTitle(ha == 0 ? b : a) << " rules give White ";
      out.Tenths(ha == 0 ? hb : ha) << " points for ";
      Plural(out, f.handicap, "handicap stone", "handicap stones");
      if (ha != 0) {
        out << ", " << RulesetTitle(b) << " rules ";
        if (hb == 0) {
          out << "nothing";
        } else {
          out.Tenths(hb);
        }
      }
      break;
    }
    case ReasonKind::kDeadStand:
      out << RulesetTitle(b == Ruleset::kTrompTaylor ? b : a) << " removes no dead stones: the ";
      Plural(out, f.dead_total, "stone", "stones");
      out << " marked dead stay on the board and count as stones, with the points they reach";
      break;
    case ReasonKind::kTerritory:
      out << "the territory counted differs: Black minus White is ";
      out.Int(rb.black.territory - rb.white.territory)
          << " points under " << RulesetTitle(b) << " rules, ";
      out.Int(ra.black.territory - ra.white.territory) << " under " << RulesetTitle(a) << " rules";
      break;
  }
  out.AssignTo(text);
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
  // The life analysis once for every ruleset too.
  scoring_internal::LifeLayer life;
  s = scoring_internal::AnalyzeLife(board, input, tally.lifted, &life);
  if (!s.ok()) return s;

  // Written in place from here on (nothing can fail any more), reusing the memory of an earlier
  // comparison in *out.
  Components parts[kRulesetCount];
  for (int i = 0; i < kRulesetCount; ++i) {
    scoring_internal::ScoreFromTally(tally, &life, input, kAllRulesets[i], true, &out->results[i]);
    parts[i] = Split(out->results[i], tally, life, input.seki_mode);
  }
  Facts facts;
  facts.stones_diff = tally.lifted.stones[0] - tally.lifted.stones[1];
  facts.captures_diff = input.prisoners_by_black - input.prisoners_by_white;
  facts.dead_diff = tally.dead[1] - tally.dead[0];
  const bool auto_seki = input.seki_mode == SekiMode::kAuto;
  facts.seki[0] = auto_seki ? life.seki[0] : tally.lifted.seki_owned[0];
  facts.seki[1] = auto_seki ? life.seki[1] : tally.lifted.seki_owned[1];
  facts.dead_total = tally.dead[0] + tally.dead[1];
  facts.handicap = input.handicap;

  size_t count = 0;
  for (int i = 0; i < kRulesetCount; ++i) {
    for (int j = i + 1; j < kRulesetCount; ++j) {
      const RulesetScore& ra = out->results[i];
      const RulesetScore& rb = out->results[j];
      if (ra.diff_tenths == rb.diff_tenths) continue;
      if (count == out->differences.size()) out->differences.emplace_back();
      RulesDifference& d = out->differences[count++];
      d.a = kAllRulesets[i];
      d.b = kAllRulesets[j];
      d.points_tenths = rb.diff_tenths - ra.diff_tenths;
      size_t reasons = 0;
      for (int k = 0; k < kKinds; ++k) {
        const int64_t points = parts[j].v[k] - parts[i].v[k];
        if (points == 0) continue;
        if (reasons == d.reasons.size()) d.reasons.emplace_back();
        Reason& reason = d.reasons[reasons++];
        reason.kind = static_cast<ReasonKind>(k);
        reason.points_tenths = points;
        Text(&reason.text, reason.kind, d.a, d.b, ra, rb, facts);
      }
      d.reasons.resize(reasons);
    }
  }
  out->differences.resize(count);
  return Status();
}

}  // namespace goscore
