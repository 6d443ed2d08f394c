#include "scoring/ruleset_score.h"

#include <cmath>
#include <string>

#include "core/komi.h"
#include "scoring/life_marks.h"
#include "scoring/scoring.h"
#include "scoring/tally.h"

namespace goscore {

using scoring_internal::SideIndex;
using scoring_internal::Tally;

const char* BreakdownKindName(BreakdownKind kind) {
  switch (kind) {
    case BreakdownKind::kTerritory:
      return "territory";
    case BreakdownKind::kStones:
      return "stones";
    case BreakdownKind::kCaptures:
      return "captures";
    case BreakdownKind::kDead:
      return "dead";
    case BreakdownKind::kKomi:
      return "komi";
    case BreakdownKind::kHandicap:
      return "handicap";
    case BreakdownKind::kPassStones:
      return "pass-stones";
    case BreakdownKind::kSeki:
      return "seki";
  }
  return "unknown";
}

const char* ConflictKindName(ConflictKind kind) {
  switch (kind) {
    case ConflictKind::kSekiNotMarked:
      return "seki-not-marked";
    case ConflictKind::kMarkedSekiNotSeki:
      return "marked-seki-not-seki";
    case ConflictKind::kDeadPassAlive:
      return "dead-pass-alive";
    case ConflictKind::kDeadInSeki:
      return "dead-in-seki";
  }
  return "unknown";
}

namespace {

Status CheckCount(int64_t v, const char* name) {
  if (v < 0 || v > kMaxCount) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         std::string(name) + " must be between 0 and " + std::to_string(kMaxCount) +
                             ", got " + std::to_string(v));
  }
  return Status();
}

}  // namespace

Status CheckRulesetCounts(const Board& board, const RulesetInput& input) {
  const int r = static_cast<int>(input.ruleset);
  if (r < 0 || r >= kRulesetCount) {
    return Status::Error(ErrorCode::kInvalidArgument, "unknown ruleset " + std::to_string(r));
  }
  for (const auto& [v, name] :
       {std::pair<int64_t, const char*>{input.prisoners_by_black, "prisoners.black"},
        {input.prisoners_by_white, "prisoners.white"},
        {input.passes_black, "passes.black"},
        {input.passes_white, "passes.white"}}) {
    Status s = CheckCount(v, name);
    if (!s.ok()) return s;
  }
  // Handicap stones are placed on the empty board, so there are at most as many as points.
  if (input.handicap < 0 || input.handicap > board.area()) {
    return Status::Error(ErrorCode::kInvalidArgument, "handicap must be between 0 and " +
                                                          std::to_string(board.area()) + ", got " +
                                                          std::to_string(input.handicap));
  }
  if (input.komi_tenths) {
    Status s = CheckKomiTenths(*input.komi_tenths);
    if (!s.ok()) return s;
  }
  const int seki_mode = static_cast<int>(input.seki_mode);
  if (seki_mode < 0 || seki_mode > 2) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         "unknown seki mode " + std::to_string(seki_mode));
  }
  return Status();
}

Status CountFromDouble(double value, const char* name, int64_t* out) {
  if (!std::isfinite(value) || value < 0 || value != std::floor(value)) {
    return Status::Error(ErrorCode::kInvalidArgument, std::string(name) +
                                                          " must be a non-negative integer, got " +
                                                          scoring_internal::DescribeNumber(value));
  }
  if (value > static_cast<double>(kMaxCount)) {
    return Status::Error(ErrorCode::kInvalidArgument, std::string(name) + " must be at most " +
                                                          std::to_string(kMaxCount) + ", got " +
                                                          scoring_internal::DescribeNumber(value));
  }
  *out = static_cast<int64_t>(value);
  return Status();
}

namespace scoring_internal {

int64_t HandicapTenths(Ruleset ruleset, bool compensate, int64_t handicap) {
  // A handicap of 1 places no stone (Black simply moves first without komi): nothing to
  // compensate under any ruleset.
  if (!compensate || handicap < 2) return 0;
  switch (TraitsOf(ruleset).handicap_bonus) {
    case HandicapBonus::kNone:
      return 0;
    case HandicapBonus::kPerStone:
      return 10 * handicap;
    case HandicapBonus::kPerStoneLessOne:
      return 10 * (handicap - 1);
  }
  return 0;
}

namespace {

using scoring_internal::TextBuilder;

void Add(RulesetSide& side, BreakdownKind kind, int64_t tenths, const TextBuilder& label) {
  side.total_tenths += tenths;
  side.breakdown.emplace_back();
  BreakdownItem& item = side.breakdown.back();
  item.kind = kind;
  item.points_tenths = tenths;
  label.AssignTo(&item.label);
}

/// "<what> <n>".
TextBuilder Count(const char* what, int64_t n) {
  TextBuilder t;
  t << what << ' ';
  t.Int(n);
  return t;
}

}  // namespace

void ScoreFromTally(const Tally& t, const LifeLayer* life, const RulesetInput& in, Ruleset ruleset,
                    bool compensate, RulesetScore* out) {
  const RulesetTraits& traits = TraitsOf(ruleset);
  const bool raw = !traits.removes_dead;
  // Without the raw layer the lifted one is the position as it stands (nothing was lifted and no
  // seki marks were read: see ScoreRuleset).
  const Layer& layer = raw && t.has_raw ? t.raw : t.lifted;
  // Filled in place, so that a caller scoring in a loop reuses the maps' and lists' memory.
  RulesetScore& r = *out;
  r.ruleset = ruleset;
  r.handicap_compensation = compensate;
  r.komi_tenths = in.komi_tenths ? *in.komi_tenths : traits.default_komi_tenths;
  r.handicap = in.handicap;
  r.diff_tenths = r.margin_tenths = 0;
  r.winner = 0;
  r.tie_broken = false;
  r.dame = layer.dame;
  r.seki_points = layer.seki_points;
  r.owner.assign(layer.owner.begin(), layer.owner.end());
  r.seki_mask.assign(layer.seki_mask.begin(), layer.seki_mask.end());
  if (!raw && !in.dead.empty()) {
    r.dead_mask.assign(in.dead.begin(), in.dead.end());
  } else {
    r.dead_mask.assign(layer.owner.size(), 0);
  }
  if (raw) life = nullptr;  // Tromp-Taylor reads no marks and needs no analysis
  const bool auto_seki = life != nullptr && in.seki_mode == SekiMode::kAuto;
  if (life != nullptr) {
    r.conflicts.assign(life->conflicts.begin(), life->conflicts.end());
    const TerritoryAnalysis& a = life->analysis;
    r.seki_groups.assign(a.seki.begin(), a.seki.end());
    r.false_eye.assign(a.false_eye.begin(), a.false_eye.end());
    r.unscorable_false_eye.assign(a.unscorable_false_eye.begin(), a.unscorable_false_eye.end());
    r.dame_mask.assign(a.dame.begin(), a.dame.end());
  } else {
    r.conflicts.clear();
    r.seki_groups.clear();
    r.false_eye.clear();
    r.unscorable_false_eye.clear();
    r.dame_mask.clear();
  }
  if (auto_seki) {
    r.seki_mask.assign(life->seki_mask.begin(), life->seki_mask.end());
    r.seki_points = life->seki[0] + life->seki[1];
  }
  r.aga_territory_diff_tenths = 0;
  r.aga_counts_agree = true;
  for (RulesetSide* side : {&r.black, &r.white}) {
    std::vector<BreakdownItem> items = std::move(side->breakdown);
    items.clear();
    *side = RulesetSide();
    side->breakdown = std::move(items);
  }

  RulesetSide* sides[2] = {&r.black, &r.white};
  const int64_t captures[2] = {in.prisoners_by_black, in.prisoners_by_white};
  const int64_t passes[2] = {in.passes_black, in.passes_white};
  for (int k = 0; k < 2; ++k) {
    RulesetSide& s = *sides[k];
    s.stones = layer.stones[k];
    s.seki_points = auto_seki ? life->seki[k] : layer.seki_owned[k];
    s.captures = captures[k];
    s.dead_taken = raw ? 0 : t.dead[1 - k];
    s.pass_stones = passes[1 - k];
    if (traits.counting == Counting::kTerritory) {
      // Japanese 1989 Art. 10.2 (Korean alike): territory plus prisoners, which are the stones
      // captured in play and the dead stones taken off at the end (Art. 10.1). Art. 8: eye points
      // of groups in seki are not territory; they appear as an item of 0.
      // kAuto: goscorer's territory (final_territory_score): seki, unscorable false eyes and dame
      // found by the analysis are left out.
      s.territory = auto_seki ? life->territory[k] : layer.territory[k];
      Add(s, BreakdownKind::kTerritory, 10 * s.territory, Count("Territory", s.territory));
      Add(s, BreakdownKind::kCaptures, 10 * s.captures, Count("Captures", s.captures));
      Add(s, BreakdownKind::kDead, 10 * s.dead_taken, Count("Dead stones", s.dead_taken));
      if (s.seki_points > 0) {
        TextBuilder label;
        label << "Seki: ";
        label.Int(s.seki_points) << (s.seki_points == 1 ? " point" : " points") << " not counted";
        Add(s, BreakdownKind::kSeki, 0, label);
      }
    } else {
      // Area counting: stones on the board plus the empty points that reach only them
      // (Tromp-Taylor rule 9, the Chinese rules' counting, AGA rule 12, the NZ scoring rule, Ing
      // "stones and spaces"). The eye points of a seki count.
      s.territory = layer.territory[k] + layer.seki_owned[k];  // no seki marks in kAuto
      Add(s, BreakdownKind::kStones, 10 * s.stones, Count("Stones", s.stones));
      TextBuilder label = Count("Territory", s.territory);
      if (s.seki_points > 0) {
        label << " (";
        label.Int(s.seki_points) << " in seki)";
      }
      Add(s, BreakdownKind::kTerritory, 10 * s.territory, label);
    }
  }
  {
    TextBuilder label;
    label << "Komi ";
    label.Tenths(r.komi_tenths);
    Add(r.white, BreakdownKind::kKomi, r.komi_tenths, label);
  }
  const int64_t bonus = HandicapTenths(ruleset, compensate, in.handicap);
  if (bonus != 0) {
    r.white.handicap_tenths = bonus;
    TextBuilder label;
    label << "Handicap ";
    label.Tenths(bonus) << " (";
    label.Int(in.handicap) << " stones";
    if (TraitsOf(ruleset).handicap_bonus == HandicapBonus::kPerStoneLessOne) label << ", less one";
    label << ')';
    Add(r.white, BreakdownKind::kHandicap, bonus, label);
  }
  if (ruleset == Ruleset::kAga) {
    // AGA rule 7: a pass hands the opponent a stone as a prisoner. It is what makes the territory
    // count equal the area count (White passes last, rule 8), so the area count already holds it:
    // an item of 0, with the territory count kept beside the result as a check.
    for (int k = 0; k < 2; ++k) {
      RulesetSide& s = *sides[k];
      if (s.pass_stones > 0) {
        TextBuilder label = Count("Pass stones", s.pass_stones);
        label << " (in the area count already)";
        Add(s, BreakdownKind::kPassStones, 0, label);
      }
    }
    auto territory_count = [&](int k) {
      const RulesetSide& s = *sides[k];
      return 10 * (s.territory + s.captures + s.dead_taken + s.pass_stones);
    };
    r.aga_territory_diff_tenths = territory_count(0) - territory_count(1) - r.komi_tenths;
  }
  r.diff_tenths = r.black.total_tenths - r.white.total_tenths;
  if (ruleset == Ruleset::kAga) r.aga_counts_agree = r.aga_territory_diff_tenths == r.diff_tenths;
  r.margin_tenths = r.diff_tenths < 0 ? -r.diff_tenths : r.diff_tenths;
  r.winner = r.diff_tenths > 0 ? 1 : r.diff_tenths < 0 ? -1 : 0;
  if (r.winner == 0 && traits.ing_ties) {
    // Ing SST: with 8 points komi Black wins a drawn count; in a handicap game White does (the
    // AGA commentary on the SST rules).
    r.winner = in.handicap >= 2 ? -1 : 1;
    r.tie_broken = true;
  }
}

}  // namespace scoring_internal

Status ScoreRuleset(const Board& board, const RulesetInput& input, RegionFinder& finder,
                    RulesetScore* out) {
  Status s = CheckRulesetCounts(board, input);
  if (!s.ok()) return s;
  s = scoring_internal::CheckDeadMask(board, input.dead);
  if (!s.ok()) return s;
  const bool tromp_taylor = !TraitsOf(input.ruleset).removes_dead;
  // Tromp-Taylor reads no marks: it scores the position as it stands.
  const std::vector<Point>* seki =
      !tromp_taylor && input.seki_mode == SekiMode::kMarked ? &input.seki : nullptr;
  Tally tally;
  s = scoring_internal::TallyPosition(board, tromp_taylor ? std::vector<uint8_t>() : input.dead,
                                      seki, false, finder, &tally);
  if (!s.ok()) return s;
  scoring_internal::LifeLayer life;
  if (!tromp_taylor) {
    s = scoring_internal::AnalyzeLife(board, input, tally.lifted, &life);
    if (!s.ok()) return s;
  }
  scoring_internal::ScoreFromTally(tally, tromp_taylor ? nullptr : &life, input, input.ruleset,
                                   input.handicap_compensation, out);
  return Status();
}

}  // namespace goscore
