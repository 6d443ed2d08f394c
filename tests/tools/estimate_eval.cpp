// Evaluates EstimateDead on ogs-autoscore.json: per position whether the dead set is exact, the
// stones wrongly called dead, the dead stones missed and the time; then the totals and medians.
//
//   estimate_eval ../shared/datasets/ogs-autoscore.json [--to-move black|white|both]
//       [--effort fast|normal|thorough] [--playouts N] [--seed N] [--repeat N]
//       [--margin F] [--opponent-first N16] [--mixed] [--no-revive | --revive] [--no-groups]
//       [--no-races]
//       [--no-nakade] [--no-seki]
//       [--two-lib | --no-two-lib] [--both-agree] [--seeds FIRST-LAST]
//       [--quiet] [--cpu-time] [--part tune|heldout] [--chains] [--extra PERCENT] [--band F]
//       [--start-ataris] [--read
//       REGION,POINTS,NODES_PER_GROUP,NODES_PER_CALL,EXTERIOR]
//       [--ownership] [--digest] [--no-seki-defence] [--seki-min-mean F] [--no-standoffs]
//       [--snapback-standoffs] [--no-hopeless-atari] [--model-features]
//       [--no-model] [--min-inside N] [--no-enemy-inside] [--dragon-ratio N (0: off)]
//
// Times are wall-clock milliseconds per EstimateDead call; --cpu-time reports the process's CPU
// time instead, which a busy machine inflates less.
// --seeds runs every seed of the range (no times) and prints the exact count per seed, the mean,
// the minimum and how often each position was missed, per side to move.
// --repeat runs each position N times and reports the median time (the answer is the same each
// time: the estimator is deterministic). The tuning flags (--margin ...) are for experiments;
// without them the tool measures exactly what EstimateDead does.
// --model-features prints one line per chain the model of undecided chains read ("M id x y
// label liberties f0 .. f8", label 1 when the case calls it dead; estimate/chain_model.h), the
// input of tests/tools/fit_chain_model.py.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "../fixtures/estimate/ogs_dataset.h"
#include "estimate/estimate.h"
#include "estimate/tuning.h"

namespace {

// --model-features: one line per chain the model of chain_model.h read, with its label.
bool g_model_features = false;

// "x,y" per point, with the estimated ownership when `own` is given (the --ownership flag).
std::string Points(const std::vector<goscore::Point>& ps, const std::vector<float>* own, int w) {
  std::string s;
  for (const goscore::Point& p : ps) {
    if (!s.empty()) s += ' ';
    s += std::to_string(p.x) + "," + std::to_string(p.y);
    if (own) {
      char buf[16];
      std::snprintf(buf, sizeof buf, "(%+.2f)", (*own)[p.y * w + p.x]);
      s += buf;
    }
  }
  return s.empty() ? "-" : s;
}

// FNV-1a over the dead stones, the bits of every map and the chain judgements: equal digests
// natively and in WASM mean the same answer (--digest prints one per position).
uint64_t Digest(const goscore::DeadEstimate& e) {
  uint64_t h = 1469598103934665603ULL;
  auto mix = [&h](const void* data, size_t n) {
    const unsigned char* p = static_cast<const unsigned char*>(data);
    for (size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 1099511628211ULL;
  };
  for (const goscore::Point& p : e.dead) {
    const int32_t xy[2] = {p.x, p.y};
    mix(xy, sizeof xy);
  }
  mix(e.ownership.data(), e.ownership.size() * sizeof(float));
  mix(e.certain.data(), e.certain.size());
  mix(e.seki.data(), e.seki.size());
  mix(e.sealing.data(), e.sealing.size());
  for (const goscore::ChainJudgement& j : e.chains) {
    const float f[4] = {j.mean, j.owner_first, j.opponent_first, j.confidence};
    const int32_t i[5] = {j.stone.x, j.stone.y, j.stones, j.dead, static_cast<int32_t>(j.basis)};
    mix(f, sizeof f);
    mix(i, sizeof i);
  }
  mix(&e.playouts, sizeof e.playouts);
  return h;
}

double Median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// --seeds FIRST-LAST: the exact count of every seed, their mean and minimum, and how often each
// position was missed, per side to move (how robust a result is to the playouts' noise).
int SeedSweep(const std::vector<goscore_dataset::Case>& cases,
              const std::vector<goscore::Color>& sides, goscore::EstimateOptions options,
              const goscore::EstimateTuning& tuning, uint32_t first, uint32_t last) {
  for (goscore::Color side : sides) {
    options.to_move = side;
    std::vector<int> misses(cases.size(), 0);
    std::string counts;
    long long sum = 0;
    int lowest = static_cast<int>(cases.size());
    for (uint32_t seed = first;; ++seed) {
      options.seed = seed;
      int exact = 0;
      for (size_t i = 0; i < cases.size(); ++i) {
        goscore::DeadEstimate est;
        goscore::Status st = goscore::EstimateDeadTuned(cases[i].board, options, tuning, &est);
        if (!st.ok()) {
          std::fprintf(stderr, "%s: %s\n", cases[i].id.c_str(), st.message().c_str());
          return 1;
        }
        const bool ok = goscore_dataset::Compare(cases[i], est.dead).exact();
        exact += ok;
        misses[i] += !ok;
      }
      counts += (counts.empty() ? "" : " ") + std::to_string(exact);
      sum += exact;
      lowest = std::min(lowest, exact);
      if (seed == last) break;
    }
    const double runs = static_cast<double>(last - first) + 1;
    std::printf("# to move: %s, seeds %u-%u\n", side == goscore::Color::kBlack ? "black" : "white",
                first, last);
    std::printf("exact per seed: %s\n", counts.c_str());
    std::printf("mean %.2f, min %d of %zu\n", static_cast<double>(sum) / runs, lowest,
                cases.size());
    for (size_t i = 0; i < cases.size(); ++i) {
      if (misses[i]) std::printf("missed %-28s %d/%.0f\n", cases[i].id.c_str(), misses[i], runs);
    }
  }
  return 0;
}

// Chain-level verdicts against a case's labels (a chain is judged by its first stone; chains on
// points the case ignores are skipped): how many are wrong, and how many of those the estimate
// flagged uncertain (ChainJudgement::uncertain).
struct ChainTally {
  int judged = 0, uncertain = 0, wrong = 0, wrong_uncertain = 0;
  // Chains (and wrong chains) by confidence, in twentieths: what another threshold would flag.
  int by_confidence[21] = {}, wrong_by_confidence[21] = {};
};

void TallyChains(const goscore_dataset::Case& k, const goscore::DeadEstimate& est, int show,
                 ChainTally* t) {
  const int w = k.board.width();
  std::vector<uint8_t> truth(static_cast<size_t>(k.board.area()), 0);
  for (const goscore::Point& p : k.dead) truth[p.y * w + p.x] = 1;
  for (const goscore::ChainJudgement& j : est.chains) {
    const char mark = k.correct_ownership[j.stone.y][j.stone.x];
    if (mark == '*' || mark == 's') continue;
    ++t->judged;
    t->uncertain += j.uncertain;
    const bool wrong = (truth[j.stone.y * w + j.stone.x] != 0) != j.dead;
    const int bin = std::min(20, static_cast<int>(j.confidence * 20));
    ++t->by_confidence[bin];
    if (wrong) {
      ++t->wrong_by_confidence[bin];
      ++t->wrong;
      t->wrong_uncertain += j.uncertain;
    }
    if ((show == 1 && wrong) || show == 2) {
      std::printf(
          "  chain %s (%d,%d) x%d: %s by %s, mean %+.2f, own first %+.2f, opp first %+.2f, "
          "confidence %.2f%s%s\n",
          k.id.c_str(), j.stone.x, j.stone.y, j.stones, j.dead ? "dead" : "alive",
          goscore::ChainBasisName(j.basis), j.mean, j.owner_first, j.opponent_first, j.confidence,
          j.uncertain ? " (uncertain)" : "", wrong ? " (wrong)" : "");
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s DATASET.json [options] (see the source's header)\n", argv[0]);
    return 2;
  }
  std::string to_move = "black";
  std::string part;  // --part tune|heldout: only the cases of that part of a development set
  goscore::EstimateOptions options;
  goscore::EstimateTuning tuning;
  int repeat = 1;
  bool quiet = false;
  bool cpu_time = false;
  bool show_own = false;
  bool digest = false;
  int show_chains = 0;  // 1: the wrong chains (--chains); 2: every chain (--all-chains)
  uint32_t seed_first = 0, seed_last = 0;
  bool sweep = false;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    const char* v = i + 1 < argc ? argv[i + 1] : "";
    if (a == "--to-move") {
      to_move = v;
      ++i;
    } else if (a == "--effort") {
      const std::string e = v;
      options.effort = e == "fast"       ? goscore::EstimateEffort::kFast
                       : e == "thorough" ? goscore::EstimateEffort::kThorough
                                         : goscore::EstimateEffort::kNormal;
      ++i;
    } else if (a == "--playouts") {
      options.playouts = std::atoi(v);
      ++i;
    } else if (a == "--seed") {
      options.seed = static_cast<uint32_t>(std::strtoul(v, nullptr, 10));
      ++i;
    } else if (a == "--seeds") {
      // FIRST-LAST, e.g. 1-6.
      char* end = nullptr;
      seed_first = static_cast<uint32_t>(std::strtoul(v, &end, 10));
      const bool range =
          end && end != v && *end == '-' && std::isdigit(static_cast<unsigned char>(end[1]));
      seed_last = range ? static_cast<uint32_t>(std::strtoul(end + 1, nullptr, 10)) : 0;
      sweep = true;
      if (!range || seed_last < seed_first || seed_last - seed_first > 100000) {
        std::fprintf(stderr, "--seeds wants FIRST-LAST, e.g. 1-6\n");
        return 2;
      }
      ++i;
    } else if (a == "--repeat") {
      repeat = std::max(1, std::atoi(v));
      ++i;
    } else if (a == "--margin") {
      tuning.dead_margin = static_cast<float>(std::atof(v));
      ++i;
    } else if (a == "--opponent-first") {
      tuning.opponent_first_sixteenths = std::atoi(v);
      ++i;
    } else if (a == "--mixed") {
      tuning.dead_when_both_agree = false;
    } else if (a == "--no-nakade") {
      tuning.read_nakade = false;
    } else if (a == "--part") {
      part = v;
      ++i;
    } else if (a == "--extra") {
      tuning.extra_playouts_percent = std::atoi(v);
      ++i;
    } else if (a == "--band") {
      tuning.unsettled_band = static_cast<float>(std::atof(v));
      ++i;
    } else if (a == "--read") {
      // REGION,POINTS,NODES_PER_GROUP,NODES_PER_CALL,EXTERIOR
      std::sscanf(v, "%d,%d,%d,%d,%d", &tuning.reading.max_region, &tuning.reading.max_points,
                  &tuning.reading.nodes_per_group, &tuning.reading.nodes_per_call,
                  &tuning.reading.max_exterior);
      ++i;
    } else if (a == "--min-inside") {
      tuning.reading.min_inside_with_exterior = std::atoi(v);
      ++i;
    } else if (a == "--no-enemy-inside") {
      tuning.reading.count_enemy_inside = false;
    } else if (a == "--dragon-ratio") {
      tuning.dragon_kill_ratio = std::atoi(v);
      ++i;
    } else if (a == "--start-ataris") {
      tuning.settle_start_ataris = true;
    } else if (a == "--no-groups") {
      tuning.read_groups = false;
    } else if (a == "--no-races") {
      tuning.read_races = false;
    } else if (a == "--revive") {
      tuning.revive_in_neutral_regions = true;
    } else if (a == "--no-seki-defence") {
      tuning.seki_after_defence = false;
    } else if (a == "--snapback-standoffs") {
      tuning.keep_snapback_standoffs = true;
    } else if (a == "--no-standoffs") {
      tuning.keep_standoffs = false;
    } else if (a == "--seki-min-mean") {
      tuning.seki_min_mean = static_cast<float>(std::atof(v));
      ++i;
    } else if (a == "--no-hopeless-atari") {
      tuning.kill_hopeless_atari = false;
    } else if (a == "--no-seki") {
      tuning.keep_seki = false;
    } else if (a == "--two-lib") {
      tuning.defend_two_liberties = true;
    } else if (a == "--no-two-lib") {
      tuning.defend_two_liberties = false;
    } else if (a == "--both-agree") {
      tuning.dead_when_both_agree = true;
    } else if (a == "--no-revive") {
      tuning.revive_in_neutral_regions = false;
    } else if (a == "--quiet") {
      quiet = true;
    } else if (a == "--cpu-time") {
      cpu_time = true;
    } else if (a == "--ownership") {
      show_own = true;
    } else if (a == "--chains") {
      show_chains = 1;
    } else if (a == "--all-chains") {
      show_chains = 2;
    } else if (a == "--model-features") {
      g_model_features = true;
    } else if (a == "--no-model") {
      tuning.model_undecided = false;
    } else if (a == "--digest") {
      digest = true;
    } else {
      std::fprintf(stderr, "unknown option %s\n", a.c_str());
      return 2;
    }
  }
  std::vector<goscore_dataset::Case> cases;
  std::string error;
  if (!goscore_dataset::ReadCases(argv[1], &cases, &error)) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return 1;
  }
  if (!part.empty()) {
    cases.erase(std::remove_if(cases.begin(), cases.end(),
                               [&](const goscore_dataset::Case& k) { return k.part != part; }),
                cases.end());
    if (cases.empty()) {
      std::fprintf(stderr, "no case of part %s\n", part.c_str());
      return 1;
    }
  }
  if (to_move != "black" && to_move != "white" && to_move != "both") {
    std::fprintf(stderr, "--to-move wants black, white or both, not '%s'\n", to_move.c_str());
    return 1;
  }
  std::vector<goscore::Color> sides;
  if (to_move != "white") sides.push_back(goscore::Color::kBlack);
  if (to_move != "black") sides.push_back(goscore::Color::kWhite);
  if (sweep) return SeedSweep(cases, sides, options, tuning, seed_first, seed_last);
  std::vector<goscore::ChainFeatures> model_features;
  if (g_model_features) tuning.features_out = &model_features;
  for (goscore::Color side : sides) {
    options.to_move = side;
    int exact = 0, wrong_total = 0, missed_total = 0;
    ChainTally tally;
    std::vector<double> times, times19, times9;
    std::printf("# to move: %s\n", side == goscore::Color::kBlack ? "black" : "white");
    std::printf("%-28s %5s %6s %6s %9s  %s\n", "id", "exact", "wrong", "missed", "ms",
                "wrong | missed");
    for (const goscore_dataset::Case& k : cases) {
      goscore::DeadEstimate est;
      std::vector<double> runs;
      for (int r = 0; r < repeat; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        const std::clock_t c0 = std::clock();
        model_features.clear();
        goscore::Status st = goscore::EstimateDeadTuned(k.board, options, tuning, &est);
        const std::clock_t c1 = std::clock();
        const auto t1 = std::chrono::steady_clock::now();
        if (!st.ok()) {
          std::fprintf(stderr, "%s: %s\n", k.id.c_str(), st.message().c_str());
          return 1;
        }
        runs.push_back(cpu_time ? 1000.0 * static_cast<double>(c1 - c0) / CLOCKS_PER_SEC
                                : std::chrono::duration<double, std::milli>(t1 - t0).count());
      }
      const double ms = Median(runs);
      times.push_back(ms);
      if (k.board.width() == 19 && k.board.height() == 19) times19.push_back(ms);
      if (k.board.width() == 9 && k.board.height() == 9) times9.push_back(ms);
      const goscore_dataset::Comparison cmp = goscore_dataset::Compare(k, est.dead);
      exact += cmp.exact();
      wrong_total += static_cast<int>(cmp.wrong.size());
      missed_total += static_cast<int>(cmp.missed.size());
      TallyChains(k, est, show_chains, &tally);
      for (const goscore::ChainFeatures& f : model_features) {
        const bool label = std::find(k.dead.begin(), k.dead.end(), f.stone) != k.dead.end();
        std::printf("M %s %d %d %d %d", k.id.c_str(), f.stone.x, f.stone.y, label ? 1 : 0,
                    f.liberties);
        for (float v : f.value) std::printf(" %.4f", static_cast<double>(v));
        std::printf("\n");
      }
      if (digest) {
        std::printf("digest %s %016llx\n", k.id.c_str(),
                    static_cast<unsigned long long>(Digest(est)));
      }
      if (!quiet || !cmp.exact()) {
        std::printf(
            "%-28s %5s %6zu %6zu %9.2f  %s | %s\n", k.id.c_str(), cmp.exact() ? "yes" : "no",
            cmp.wrong.size(), cmp.missed.size(), ms,
            Points(cmp.wrong, show_own ? &est.ownership : nullptr, k.board.width()).c_str(),
            Points(cmp.missed, show_own ? &est.ownership : nullptr, k.board.width()).c_str());
      }
    }
    std::printf(
        "total: %d/%zu exact, %d wrongly dead, %d missed; median %.2f ms, max %.2f ms; "
        "19x19 median %.2f ms, max %.2f ms; 9x9 median %.2f ms, max %.2f ms\n",
        exact, cases.size(), wrong_total, missed_total, Median(times),
        *std::max_element(times.begin(), times.end()), Median(times19),
        times19.empty() ? 0.0 : *std::max_element(times19.begin(), times19.end()), Median(times9),
        times9.empty() ? 0.0 : *std::max_element(times9.begin(), times9.end()));
    std::printf(
        "chains: %d judged, %d uncertain (%.1f%%); %d wrong, %d of them uncertain (%.0f%%)\n",
        tally.judged, tally.uncertain, 100.0 * tally.uncertain / std::max(1, tally.judged),
        tally.wrong, tally.wrong_uncertain,
        100.0 * tally.wrong_uncertain / std::max(1, tally.wrong));
    if (show_chains) {
      // Below each threshold t: the chains a board would ask about, and the wrong ones among them.
      int all = 0, wrong = 0;
      for (int b = 0; b < 20; ++b) {
        all += tally.by_confidence[b];
        wrong += tally.wrong_by_confidence[b];
        std::printf("  confidence < %.2f: %d chains (%.2f%%), %d wrong (%.0f%% of the wrong)\n",
                    (b + 1) / 20.0, all, 100.0 * all / std::max(1, tally.judged), wrong,
                    100.0 * wrong / std::max(1, tally.wrong));
      }
    }
  }
  return 0;
}
