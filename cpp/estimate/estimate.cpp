#include "estimate/estimate.h"

#include <algorithm>
#include <iterator>
#include <string>
#include <utility>

#include "core/komi.h"
#include "estimate/chain_model.h"
#include "estimate/consistency.h"
#include "estimate/dragons.h"
#include "estimate/group_reading.h"
#include "estimate/judgement.h"
#include "estimate/local_reading.h"
#include "estimate/playout.h"
#include "estimate/playout_board.h"
#include "estimate/score_estimate.h"
#include "estimate/score_model.h"
#include "estimate/tuning.h"
#include "life/benson.h"
#include "life/territory.h"

namespace goscore {

int PlayoutsForEffort(EstimateEffort effort, int points) {
  switch (effort) {
    case EstimateEffort::kFast:
      return 16;
    case EstimateEffort::kNormal:
      return points > kSmallBoardPoints ? 64 : 32;
    case EstimateEffort::kThorough:
      return 512;
  }
  return 0;
}

const char* ChainBasisName(ChainBasis basis) {
  static const char* const kNames[] = {"proven", "search", "shape", "playouts", "model"};
  static_assert(std::size(kNames) == static_cast<size_t>(ChainBasis::kModel) + 1,
                "one name for each ChainBasis");
  return kNames[static_cast<int>(basis)];
}

namespace {

constexpr int kPlayoutCellBudget = 1 << 22;

Status CheckOptions(const EstimateOptions& o) {
  if (o.to_move != Color::kBlack && o.to_move != Color::kWhite) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         "toMove must be 1 (Black) or -1 (White), got " +
                             std::to_string(static_cast<int>(o.to_move)));
  }
  if (o.playouts < 0 || o.playouts > kMaxEstimatePlayouts) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         "playouts must be 1 .. " + std::to_string(kMaxEstimatePlayouts) +
                             " (or 0 for the effort's count), got " + std::to_string(o.playouts));
  }
  if (o.effort != EstimateEffort::kFast && o.effort != EstimateEffort::kNormal &&
      o.effort != EstimateEffort::kThorough) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         "unknown effort " + std::to_string(static_cast<int>(o.effort)));
  }
  // The one komi rule of the library (core/komi.h).
  Status komi = CheckKomiTenths(o.komi_tenths);
  if (!komi.ok()) return komi;
  return Status();
}

// Everything one estimate computes, in padded form unless named row-major.
struct Analysis {
  PlayoutBoard start;
  std::vector<int8_t> pass_alive;    // row-major, PassAliveMap
  std::vector<float> mean;           // padded: mean owner over the playouts, certain points exact
  std::vector<float> mean_first[2];  // the same over the playouts with to_move / opponent first
  std::vector<uint8_t> dead;         // padded: 1 on stones estimated dead
  std::vector<int8_t> basis;         // padded: the ChainBasis of each stone's verdict
  std::vector<float> model_logit;    // padded: the model's log-odds of death, kModel chains
  int playouts = 0;                  // playouts run
  std::vector<float> owner;          // padded: the owner once the dead are lifted (see Settle)
};

// The owner of every point once the dead are lifted: a living stone is its colour's, a region of
// empty points and dead stones that reaches living stones of one colour only is that colour's
// (its territory, or its area), and the points of a region that reaches both (dame, seki, an
// open boundary, an unfinished area) keep the playouts' mean. With `agreement` above -1 (the
// score during play), a one-colour region is that colour's only where the playouts give it to
// that colour by at least `agreement` on average: early in a game one stone "reaches" a whole
// empty board, which is nobody's yet.
void Settle(Analysis* a, float agreement = -1.0f) {
  const PlayoutBoard& b = a->start;
  const int n = b.padded_size();
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  a->owner = a->mean;
  std::vector<uint8_t> seen(n, 0);
  std::vector<int32_t> stack, members;
  for (int loc = 0; loc < n; ++loc) {
    const int8_t c = b.cell(loc);
    if (c == Board::kWall) continue;
    if ((c == 1 || c == -1) && !a->dead[loc]) {
      a->owner[loc] = c;
      continue;
    }
    if (seen[loc]) continue;
    bool black = false, white = false;
    members.clear();
    stack.assign(1, loc);
    seen[loc] = 1;
    while (!stack.empty()) {
      const int p = stack.back();
      stack.pop_back();
      members.push_back(p);
      for (int d : dirs) {
        const int m = p + d;
        const int8_t mc = b.cell(m);
        if (mc == Board::kWall) continue;
        if (mc == 0 || a->dead[m]) {
          if (!seen[m]) {
            seen[m] = 1;
            stack.push_back(m);
          }
        } else {
          black = black || mc == 1;
          white = white || mc == -1;
        }
      }
    }
    if (black == white) continue;
    const float colour = black ? 1.0f : -1.0f;
    if (agreement > -1.0f) {
      double sum = 0;
      for (int p : members) sum += a->mean[p];
      if (colour * sum < agreement * static_cast<double>(members.size())) continue;
    }
    for (int p : members) a->owner[p] = colour;
  }
}

// Whether some chain that is not proven has a mean owner (its colour's view) within
// tuning.unsettled_band of -tuning.dead_margin after `playouts` playouts: the tally sum * c
// against the band times stones * playouts.
bool Unsettled(const Board& board, const PlayoutBoard& b, const std::vector<int8_t>& pass_alive,
               const PlayoutStats stats[2], int playouts, const EstimateTuning& tuning) {
  const int n = b.padded_size();
  const int w = board.width();
  const double lo = -tuning.dead_margin - tuning.unsettled_band;
  const double hi = -tuning.dead_margin + tuning.unsettled_band;
  for (int loc = 0; loc < n; ++loc) {
    const int8_t c = b.cell(loc);
    if ((c != 1 && c != -1) || b.Head(loc) != loc) continue;
    const Point p = board.LocPoint(loc);
    if (pass_alive[p.y * w + p.x] != 0) continue;
    int64_t sum = 0;
    int s = loc;
    do {
      sum += stats[0].owner_sum[s] + stats[1].owner_sum[s];
      s = b.NextStone(s);
    } while (s != loc);
    const double count = static_cast<double>(b.ChainSize(loc)) * playouts;
    const double m = static_cast<double>(sum * c);
    if (m >= lo * count && m <= hi * count) return true;
  }
  return false;
}

Status Analyze(const Board& board, const EstimateOptions& options, const EstimateTuning& tuning,
               Analysis* a) {
  Status status = CheckOptions(options);
  if (!status.ok()) return status;
  const int n = board.padded_size();
  a->start.Reset(board);
  for (int loc = 0; loc < n; ++loc) {
    const int8_t c = a->start.cell(loc);
    if ((c == 1 || c == -1) && a->start.PseudoLiberties(loc) == 0) {
      const Point p = board.LocPoint(loc);
      return Status::Error(ErrorCode::kInvalidBoard, "the chain at (" + std::to_string(p.x) + ", " +
                                                         std::to_string(p.y) +
                                                         ") has no liberties");
    }
  }
  const int w = board.width();
  const int h = board.height();
  PassAliveMap(board, /*multi_stone_suicide_legal=*/false, &a->pass_alive);
  // Nobody plays in a colour's pass-alive territory: the owner needs no move there and the
  // opponent cannot live there (Benson), so the playouts spend their moves where it matters.
  std::vector<int8_t> forbidden(n, 0);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (a->pass_alive[y * w + x] != 0) forbidden[board.Loc(x, y)] = 2;
    }
  }

  // A budget of playouts x cells keeps a huge board's estimate to seconds (bounded work, never a
  // hang): it lowers the count only past about 256x256 at effort normal (3 on 1024x1024); no
  // board pays more than the budget, as at 32 playouts, which reached it past about 360x360.
  const int requested =
      options.playouts > 0 ? options.playouts : PlayoutsForEffort(options.effort, w * h);
  const int playouts = std::min(requested, std::max(2, kPlayoutCellBudget / n));
  // Two tallies: the playouts with options.to_move first and those with the opponent first.
  PlayoutStats stats[2];
  for (PlayoutStats& st : stats) {
    st.owner_sum.assign(n, 0);
  }
  Pcg32 rng(options.seed);
  PlayoutBoard scratch;
  const int8_t to_move = static_cast<int8_t>(options.to_move);
  PlayoutPolicy policy;
  policy.defend_two_liberties = tuning.defend_two_liberties;
  std::vector<int32_t> start_ataris;
  for (int loc = 0; loc < n; ++loc) {
    const int8_t c = a->start.cell(loc);
    if ((c == 1 || c == -1) && a->start.Head(loc) == loc && a->start.InAtari(loc, nullptr)) {
      start_ataris.push_back(loc);
    }
  }
  if (tuning.settle_start_ataris) policy.start_ataris = &start_ataris;
  auto run = [&](int from, int to) {
    for (int i = from; i < to; ++i) {
      scratch = a->start;
      const bool opponent_first = (i % 16) < tuning.opponent_first_sixteenths;
      RunPlayout(&scratch, opponent_first ? static_cast<int8_t>(-to_move) : to_move,
                 forbidden.data(), &rng, &stats[opponent_first ? 1 : 0], policy);
    }
  };
  run(0, playouts);
  // More playouts where they matter: when some chain's mean lies near the dead margin, its
  // verdict is the playouts' noise as much as the position's, and the count is raised (once) by
  // extra_playouts_percent. Integer tallies: the test is the same on every platform.
  int total = playouts;
  const int extra = playouts * tuning.extra_playouts_percent / 100;
  if (extra > 0 && Unsettled(board, a->start, a->pass_alive, stats, playouts, tuning)) {
    total = std::max(playouts, std::min(playouts + extra, kPlayoutCellBudget / n));
    run(playouts, total);
  }

  a->mean.assign(n, 0.0f);
  a->mean_first[0].assign(n, 0.0f);
  a->mean_first[1].assign(n, 0.0f);
  a->playouts = total;
  const float inv = 1.0f / static_cast<float>(total);
  const float inv_first[2] = {1.0f / static_cast<float>(std::max(1, stats[0].playouts)),
                              1.0f / static_cast<float>(std::max(1, stats[1].playouts))};
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const int loc = board.Loc(x, y);
      const int8_t certain = a->pass_alive[y * w + x];
      const int32_t sum = stats[0].owner_sum[loc] + stats[1].owner_sum[loc];
      a->mean[loc] = certain != 0 ? static_cast<float>(certain) : static_cast<float>(sum) * inv;
      for (int f = 0; f < 2; ++f) {
        a->mean_first[f][loc] = certain != 0 ? static_cast<float>(certain)
                                : stats[f].playouts == 0
                                    ? a->mean[loc]
                                    : static_cast<float>(stats[f].owner_sum[loc]) * inv_first[f];
      }
    }
  }

  a->basis.assign(n, static_cast<int8_t>(ChainBasis::kPlayouts));
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (a->pass_alive[y * w + x] != 0) {
        a->basis[board.Loc(x, y)] = static_cast<int8_t>(ChainBasis::kProven);
      }
    }
  }
  a->model_logit.assign(n, 0.0f);
  // Dead chains: those the playouts give to the opponent. The mean over a chain's stones is summed
  // in stone order, the same on every platform.
  a->dead.assign(n, 0);
  const PlayoutBoard& b = a->start;
  std::vector<uint8_t> done(n, 0);
  std::vector<int32_t> kept_but_dead;
  for (int loc = 0; loc < n; ++loc) {
    const int8_t c = b.cell(loc);
    if ((c != 1 && c != -1) || done[b.Head(loc)]) continue;
    const int head = b.Head(loc);
    done[head] = 1;
    float sum = 0.0f;
    float sum_first[2] = {0.0f, 0.0f};
    bool certain_alive = false;
    bool certain_dead = false;
    int s = head;
    do {
      sum += a->mean[s];
      sum_first[0] += a->mean_first[0][s];
      sum_first[1] += a->mean_first[1][s];
      const Point p = board.LocPoint(s);
      const int8_t pa = a->pass_alive[p.y * w + p.x];
      certain_alive = certain_alive || pa == c;
      certain_dead = certain_dead || pa == -c;
      s = b.NextStone(s);
    } while (s != head);
    const float scale = static_cast<float>(c) / static_cast<float>(b.ChainSize(head));
    bool dead_by_playouts;
    if (tuning.dead_when_both_agree) {
      // Dead only when the playouts agree whoever moves first (as online-go.com's autoscore
      // removes only the stones both of its estimates give away): a chain that lives or dies by
      // who plays first is unsettled and stays on the board.
      dead_by_playouts =
          sum_first[0] * scale < -tuning.dead_margin && sum_first[1] * scale < -tuning.dead_margin;
    } else {
      // Dead when the mean over all the playouts, half with each side first, gives the chain to
      // the opponent: a chain that lives when its owner moves first and dies otherwise averages
      // about zero and stays on the board, as online-go.com's autoscore keeps what its two
      // estimates disagree on; one mean of every playout is less noisy than two halves that must
      // each pass the margin.
      dead_by_playouts = sum * scale < -tuning.dead_margin;
    }
    if (tuning.model_undecided && !certain_alive && !certain_dead) {
      // Undecided by the playouts: the evidence around the chain may settle it (chain_model.h).
      const int own = c == to_move ? 0 : 1;
      SettleUndecided(board, b, head, sum * scale, a->mean, a->mean_first[own],
                      a->mean_first[1 - own], tuning.features_out, &dead_by_playouts, &a->basis,
                      &a->model_logit);
    }
    const bool dead = certain_dead || (!certain_alive && dead_by_playouts);
    if (!dead) continue;
    if (!certain_dead && sum * scale > 0.0f) kept_but_dead.push_back(head);
    s = head;
    do {
      a->dead[s] = 1;
      s = b.NextStone(s);
    } while (s != head);
  }
  // Of two chains in a capturing race one lives: a chain the playouts keep a little that the model
  // calls dead (next to an unsettled opponent chain, chain_model.h) lives when an opponent chain
  // next to it is dead too (its opponent in the race, or the ring around a nakade stone). A static
  // rule, so its verdict's basis is kShape.
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  std::vector<int32_t> revive;
  for (int32_t head : kept_but_dead) {
    const int8_t c = b.cell(head);
    bool beside_dead = false;
    int s = head;
    do {
      for (int d : dirs) beside_dead = beside_dead || (b.cell(s + d) == -c && a->dead[s + d]);
      s = b.NextStone(s);
    } while (s != head && !beside_dead);
    if (beside_dead) revive.push_back(head);
  }
  for (int32_t head : revive) {
    int s = head;
    do {
      a->dead[s] = 0;
      a->basis[s] = static_cast<int8_t>(ChainBasis::kShape);
      s = b.NextStone(s);
    } while (s != head);
  }

  // A static rule that changes a verdict makes it kShape.
  std::vector<uint8_t> before;
  auto mark_changes = [&]() {
    for (int loc = 0; loc < n; ++loc) {
      if (before[loc] != a->dead[loc]) a->basis[loc] = static_cast<int8_t>(ChainBasis::kShape);
    }
  };
  // The playouts' structural blind spots, read statically (local_reading.h): a killing eye shape
  // with its vital point taken is dead, a seki the attacker cannot approach is alive.
  before = a->dead;
  if (tuning.read_nakade) KillNakadeGroups(board, a->start, a->pass_alive, &a->dead);
  if (tuning.kill_hopeless_atari) KillHopelessAtari(board, a->start, a->pass_alive, &a->dead);
  if (tuning.keep_standoffs) KeepStandoffs(a->start, &a->dead, tuning.keep_snapback_standoffs);
  if (tuning.keep_seki)
    KeepSeki(board, a->start, &a->dead, tuning.seki_after_defence, &a->mean, tuning.seki_min_mean);
  mark_changes();
  if (tuning.read_groups) {
    // Small enclosed groups read exactly, the attacker first (group_reading.h): the search's
    // verdict replaces the playouts' and the other readings' where it settles the group.
    LocalVerdicts verdicts;
    ReadEnclosedGroups(board, a->start, a->pass_alive, a->mean, tuning.reading, &verdicts);
    if (tuning.read_races) {
      ReadRaces(board, a->start, a->pass_alive, a->mean, tuning.races, &verdicts);
    }
    for (int loc = 0; loc < n; ++loc) {
      if (verdicts[loc] == 0) continue;
      const Point p = board.LocPoint(loc);
      if (a->pass_alive[p.y * w + p.x] != 0) continue;
      a->dead[loc] = verdicts[loc] < 0 ? 1 : 0;
      a->basis[loc] = static_cast<int8_t>(ChainBasis::kLocalSearch);
    }
  }
  // Chains that share a liberty live or die together (dragons.h); and (off since issue 25) dead
  // chains in neutral regions revived.
  before = a->dead;
  if (tuning.dragon_kill_ratio > 0)
    KillDeadDragons(a->start, a->basis, tuning.dragon_kill_ratio, &a->dead);
  if (tuning.revive_in_neutral_regions)
    ReviveInNeutralRegions(board, a->start, a->pass_alive, &a->dead);
  mark_changes();
  Settle(a);
  return Status();
}

}  // namespace

Status EstimateDeadTuned(const Board& board, const EstimateOptions& options,
                         const EstimateTuning& tuning, DeadEstimate* out) {
  Analysis a;
  Status status = Analyze(board, options, tuning, &a);
  if (!status.ok()) return status;
  const int w = board.width();
  const int h = board.height();
  const int area = w * h;
  const PlayoutBoard& b = a.start;
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  DeadEstimate result;
  result.ownership.assign(area, 0.0f);
  result.certain = a.pass_alive;
  // Seki as the life analysis finds it once the estimated dead are marked (goscorer's
  // belongs_to_seki_group, life/territory.h).
  {
    std::vector<uint8_t> dead_mask(area, 0);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) dead_mask[y * w + x] = a.dead[board.Loc(x, y)];
    }
    TerritoryAnalysis life;
    Status st = AnalyzeTerritory(board, dead_mask, /*score_false_eyes=*/false, &life);
    if (!st.ok()) return st;
    result.seki = std::move(life.seki);
  }
  result.sealing.assign(area, 0);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const int loc = board.Loc(x, y);
      const int i = y * w + x;
      const int8_t c = b.cell(loc);
      result.ownership[i] = a.owner[loc];
      if (c != 0) {
        if (a.dead[loc]) result.dead.push_back({x, y});
        continue;
      }
      bool alive_black = false, alive_white = false;
      for (int d : dirs) {
        const int8_t mc = b.cell(loc + d);
        if ((mc == 1 || mc == -1) && !a.dead[loc + d]) {
          alive_black = alive_black || mc == 1;
          alive_white = alive_white || mc == -1;
        }
      }
      // An open boundary: a living stone of one colour touches this point, and the point, or an
      // empty neighbour that no such stone touches, is the other colour's by the estimate. The
      // boundary needs a stone here before the region counts as territory.
      auto leans = [&](int p, int8_t colour) {
        return a.owner[p] * static_cast<float>(colour) >= tuning.sealing_margin;
      };
      auto touches_living = [&](int p, int8_t colour) {
        for (int d : dirs) {
          if (b.cell(p + d) == colour && !a.dead[p + d]) return true;
        }
        return false;
      };
      for (int8_t colour : {int8_t{1}, int8_t{-1}}) {
        if (!(colour == 1 ? alive_white : alive_black)) continue;
        bool open = leans(loc, colour);
        for (int d : dirs) {
          const int q = loc + d;
          open = open || (b.cell(q) == 0 && leans(q, colour) && !touches_living(q, -colour));
        }
        if (open) result.sealing[i] = 1;
      }
    }
  }
  JudgementInput in;
  in.mean = &a.mean;
  // mean_first[0] is options.to_move's; owner_first is indexed Black, White.
  const bool black_to_move = options.to_move == Color::kBlack;
  in.owner_first[0] = &a.mean_first[black_to_move ? 0 : 1];
  in.owner_first[1] = &a.mean_first[black_to_move ? 1 : 0];
  in.dead = &a.dead;
  in.basis = &a.basis;
  in.model_logit = &a.model_logit;
  in.dead_margin = tuning.dead_margin;
  result.chains = JudgeChains(board, b, in);
  result.playouts = a.playouts;
  for (size_t i = 0; i < result.chains.size(); ++i) {
    if (result.chains[i].uncertain) result.uncertain.push_back(static_cast<int>(i));
  }
  *out = std::move(result);
  return Status();
}

Status EstimateDead(const Board& board, const EstimateOptions& options, DeadEstimate* out) {
  return EstimateDeadTuned(board, options, EstimateTuning(), out);
}

Status EstimateScoreTuned(const Board& board, const EstimateOptions& options,
                          int prisoners_by_black, int prisoners_by_white, const ScoreTuning& tuning,
                          ScoreEstimate* out, ScoreBreakdown* parts) {
  if (prisoners_by_black < 0 || prisoners_by_white < 0) {
    return Status::Error(ErrorCode::kInvalidArgument, "prisoners must not be negative");
  }
  EstimateOptions o = options;
  if (o.playouts == 0 && o.effort == EstimateEffort::kNormal && tuning.playouts_normal > 0) {
    o.playouts = tuning.playouts_normal;
  }
  EstimateTuning t;
  t.opponent_first_sixteenths = tuning.opponent_first_sixteenths;
  t.read_groups = tuning.read_groups;
  t.dead_margin = tuning.dead_margin;
  t.dead_when_both_agree = tuning.dead_when_both_agree;
  t.extra_playouts_percent = tuning.extra_playouts_percent;
  t.dragon_kill_ratio = 0;  // dragons.h is for finished games (docs/ESTIMATE.md)
  Analysis a;
  Status status = Analyze(board, o, t, &a);
  if (!status.ok()) return status;
  // During play a region counts for one colour only where the playouts mostly agree.
  Settle(&a, tuning.agreement);
  const int w = board.width();
  const int h = board.height();
  std::vector<float> first[2], owner;
  std::vector<uint8_t> dead;
  for (std::vector<float>* v : {&first[0], &first[1], &owner}) v->assign(w * h, 0.0f);
  dead.assign(w * h, 0);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const int loc = board.Loc(x, y);
      const int i = y * w + x;
      first[0][i] = a.mean_first[0][loc];
      first[1][i] = a.mean_first[1][loc];
      owner[i] = a.owner[loc];
      dead[i] = a.dead[loc];
    }
  }
  ScoreMaps maps{{&first[0], &first[1]}, &owner, &dead, &a.start, a.playouts};
  ScoreBreakdown local;
  ScoreBreakdown* b = parts ? parts : &local;
  CountScore(board, options, prisoners_by_black, prisoners_by_white, tuning, maps, out, b);
#ifndef GOSCORE_NO_SCORE_MODEL  // the browser's module has no room for it (CMakeLists.txt)
  // The net is convolutional; it was trained on 19x19 games and measured on 19x19, 13x13 and 9x9
  // ones (docs/ESTIMATE.md), so it applies to those three sizes (kScoreModelSizes) and the count
  // alone answers on others.
  if (options.score_model && ScoreModelApplies(w, h)) {
    ScoreModelInput in;
    in.board = &board;
    in.start = &a.start;
    in.chains = &b->chains;
    in.to_move = options.to_move;
    in.mean_first[0] = &first[0];
    in.mean_first[1] = &first[1];
    in.owner = &out->ownership;
    in.dead = &out->dead;
    in.open_share = b->open_share;
    in.unsettled_stones = b->unsettled_stones;
    ScoreModelParts model_parts;
    ApplyScoreModel(*options.score_model, in, options.area_rules, options.komi_tenths,
                    b->stones_placed, out, &model_parts);
    b->model_margin = model_parts.margin;
    b->model_uncertainty = model_parts.uncertainty;
    b->model_tempo = model_parts.tempo;
  }
#endif
  b->mean_first[0] = std::move(first[0]);
  b->mean_first[1] = std::move(first[1]);
  return Status();
}

Status EstimateScore(const Board& board, const EstimateOptions& options, int prisoners_by_black,
                     int prisoners_by_white, ScoreEstimate* out) {
  return EstimateScoreTuned(board, options, prisoners_by_black, prisoners_by_white, ScoreTuning(),
                            out, nullptr);
}

}  // namespace goscore
