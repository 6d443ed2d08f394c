// Evaluates EstimateScore on the score positions of the development set (docs/DEVSET.md,
// devset-score.json: { id, board, to_move, komi, rules, handicap, prisoners: { black, white },
// target_margin, part, moves_before_end | fraction, gnugo_estimate? }): per part and stage
// (20 and 40 moves before the end, at 60% of the game), the mean absolute error against the
// final recorded margin and how often the estimate names the winner, on every position and,
// beside GNU Go's estimate_score, on the positions that have one; then the time per call.
//
//   score_eval ../data/devset-score.json [--part tune|heldout] [--effort fast|normal|thorough]
//       [--seed N] [--playouts N] [--opponent-first N16] [--no-groups] [--extra PERCENT]
//       [--agreement F] [--margin F] [--nearest F] [--near-steps N] [--near-full F]
//       [--near-none F] [--both-agree] [--tempo F] [--no-calibration] [--unsettled-mean F]
//       [--unsettled-weight F] [--ladders BITS] [--ladder-min N] [--ladder-budget N]
//       [--cpu-time] [--show ID] [--model FILE.bin]
//       [--dump FILE.csv] [--dump-chains FILE.csv] [--dump-maps FILE.bin]
//
// --model reads the learned evaluator's file (estimate/score_model.h) and scores with it.
// The tuning flags (--opponent-first ...) are for experiments (score_estimate.h, ScoreTuning);
// without them the tool measures exactly what EstimateScore does. --dump writes one CSV line per
// position with the count's parts; --dump-maps the maps a learned evaluator reads
// (WriteMaps, scripts/devset/net_data.py). The winner is right when the estimate and the margin
// have the same sign (a jigo needs 0). Area counting adds the handicap compensation of the rules to
// komi: KGS's Chinese rules give White a point per handicap stone, AGA rules one per stone after
// the first (docs/DEVSET.md).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <map>
#include <string>
#include <vector>

#include "../fixtures/estimate/ogs_dataset.h"
#include "estimate/estimate.h"
#include "estimate/score_estimate.h"
#include "estimate/score_model.h"

namespace {

using goscore_dataset::Json;

struct Tally {
  int n = 0, right = 0;
  double abs_error = 0;
  void Add(double estimate, double target) {
    ++n;
    abs_error += std::fabs(estimate - target);
    right += (estimate > 0) - (estimate < 0) == (target > 0) - (target < 0);
  }
  std::string Text() const {
    char buf[64];
    if (n == 0) return "      -       -";
    std::snprintf(buf, sizeof buf, "%7.2f  %5.1f%%", abs_error / n, 100.0 * right / n);
    return buf;
  }
};

struct Row {
  Tally all, mine, gnugo;  // every position; those with a GNU Go estimate: ours and GNU Go's
};

// The stage, after a digit that orders the table (the digit is not printed).
std::string StageOf(const Json& c) {
  if (c["moves_before_end"].kind == Json::Kind::kNumber) {
    const int before = static_cast<int>(c["moves_before_end"].number);
    return std::to_string(before / 20) + std::to_string(before) + " before the end";
  }
  return "3at " + std::to_string(static_cast<int>(std::lround(c["fraction"].number * 100))) + "%";
}

// Komi plus the handicap compensation of area rules, in tenths.
int KomiTenths(const Json& c, bool area) {
  int komi = static_cast<int>(std::lround(c["komi"].number * 10));
  const int handicap = static_cast<int>(c["handicap"].number);
  const std::string rules = c["rules"].text;
  if (area && rules == "chinese") komi += 10 * handicap;
  if (area && rules == "aga" && handicap > 1) komi += 10 * (handicap - 1);
  return komi;
}

bool Flag(int argc, char** argv, const char* name) {
  for (int i = 2; i < argc; ++i) {
    if (std::string(argv[i]) == name) return true;
  }
  return false;
}

const char* Value(int argc, char** argv, const char* name) {
  for (int i = 2; i + 1 < argc; ++i) {
    if (std::string(argv[i]) == name) return argv[i + 1];
  }
  return nullptr;
}

// The dead stones as "x.y" separated by spaces (the --dump column).
std::string DeadText(const std::vector<goscore::Point>& dead) {
  std::string t;
  for (const goscore::Point& p : dead) {
    if (!t.empty()) t += ' ';
    t += std::to_string(p.x) + "." + std::to_string(p.y);
  }
  return t;
}

// Opens `path` (when not null) for writing into *file and writes the header line; false, with a
// message, when it cannot.
bool OpenCsv(const char* path, const char* header, FILE** file) {
  if (!path) return true;
  *file = std::fopen(path, "w");
  if (!*file) {
    std::fprintf(stderr, "cannot write %s\n", path);
    return false;
  }
  std::fprintf(*file, "%s\n", header);
  return true;
}

std::string has_gnugo_text(const Json& c) {
  return c["gnugo_estimate"].kind == Json::Kind::kNumber
             ? std::to_string(c["gnugo_estimate"].number)
             : std::string("-");
}

// Chain liberties of every stone (row-major, 0 on empty points), by a flood fill per chain.
std::vector<int> LibertiesOf(const goscore::Board& board) {
  const int w = board.width(), h = board.height();
  std::vector<int> libs(w * h, 0), chain, seen(w * h, 0), mark(w * h, 0);
  int stamp = 0;
  const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
  for (int start = 0; start < w * h; ++start) {
    const goscore::Color c = board.At(start % w, start / w);
    if (c == goscore::Color::kEmpty || seen[start]) continue;
    chain.assign(1, start);
    seen[start] = 1;
    ++stamp;
    int count = 0;
    for (size_t k = 0; k < chain.size(); ++k) {
      const int x = chain[k] % w, y = chain[k] / w;
      for (int d = 0; d < 4; ++d) {
        const int nx = x + dx[d], ny = y + dy[d];
        if (!board.OnBoard(nx, ny)) continue;
        const int n = ny * w + nx;
        const goscore::Color nc = board.At(nx, ny);
        if (nc == goscore::Color::kEmpty && mark[n] != stamp) {
          mark[n] = stamp;
          ++count;
        } else if (nc == c && !seen[n]) {
          seen[n] = 1;
          chain.push_back(n);
        }
      }
    }
    for (int i : chain) libs[i] = count;
  }
  return libs;
}

// One --dump-maps record: the id (int32 length, bytes), int32 width and height, float32 score,
// raw score, stones placed (Black minus White) and open share, then row-major int8 planes: the
// playouts' mean owner to_move first and opponent first and the count's owner (each x 127, Black
// positive), and uint8 planes: chain liberties (capped at 8; 0 on empty points) and the count's
// dead stones (1).
void WriteMaps(FILE* f, const std::string& id, const goscore::Board& board,
               const goscore::ScoreEstimate& s, const goscore::ScoreBreakdown& parts) {
  const int32_t n = static_cast<int32_t>(id.size()), w = board.width(), h = board.height();
  const float head[4] = {static_cast<float>(s.score), static_cast<float>(parts.raw_score),
                         static_cast<float>(parts.stones_placed),
                         static_cast<float>(parts.open_share)};
  std::fwrite(&n, 4, 1, f);
  std::fwrite(id.data(), 1, id.size(), f);
  std::fwrite(&w, 4, 1, f);
  std::fwrite(&h, 4, 1, f);
  std::fwrite(head, 4, 4, f);
  std::vector<int8_t> plane(w * h);
  for (const std::vector<float>* v : {&parts.mean_first[0], &parts.mean_first[1], &s.ownership}) {
    for (int i = 0; i < w * h; ++i) plane[i] = static_cast<int8_t>(std::lround((*v)[i] * 127));
    std::fwrite(plane.data(), 1, plane.size(), f);
  }
  const std::vector<int> libs = LibertiesOf(board);
  std::vector<uint8_t> bytes(w * h, 0);
  for (int i = 0; i < w * h; ++i) bytes[i] = static_cast<uint8_t>(std::min(libs[i], 8));
  std::fwrite(bytes.data(), 1, bytes.size(), f);
  std::fill(bytes.begin(), bytes.end(), 0);
  for (const goscore::Point& p : s.dead) bytes[p.y * w + p.x] = 1;
  std::fwrite(bytes.data(), 1, bytes.size(), f);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s devset-score.json [options, see the source]\n", argv[0]);
    return 2;
  }
  const std::string part = Value(argc, argv, "--part") ? Value(argc, argv, "--part") : "";
  goscore::EstimateOptions base;
  goscore::ScoreTuning tuning;
  if (const char* v = Value(argc, argv, "--effort")) {
    const std::string e = v;
    base.effort = e == "fast"       ? goscore::EstimateEffort::kFast
                  : e == "thorough" ? goscore::EstimateEffort::kThorough
                                    : goscore::EstimateEffort::kNormal;
  }
  if (const char* v = Value(argc, argv, "--seed")) base.seed = std::strtoul(v, nullptr, 10);
  if (const char* v = Value(argc, argv, "--playouts")) base.playouts = std::atoi(v);
  if (const char* v = Value(argc, argv, "--opponent-first")) {
    tuning.opponent_first_sixteenths = std::atoi(v);
  }
  if (const char* v = Value(argc, argv, "--nearest")) tuning.nearest_weight = std::atof(v);
  if (const char* v = Value(argc, argv, "--near-steps")) tuning.nearest_distance = std::atoi(v);
  if (const char* v = Value(argc, argv, "--near-full")) tuning.nearest_full_below = std::atof(v);
  if (const char* v = Value(argc, argv, "--near-none")) tuning.nearest_none_above = std::atof(v);
  if (const char* v = Value(argc, argv, "--tempo")) tuning.tempo_points = std::atof(v);
  if (const char* v = Value(argc, argv, "--margin")) tuning.dead_margin = std::atof(v);
  if (const char* v = Value(argc, argv, "--agreement")) tuning.agreement = std::atof(v);
  if (const char* v = Value(argc, argv, "--extra")) tuning.extra_playouts_percent = std::atoi(v);
  if (Flag(argc, argv, "--both-agree")) tuning.dead_when_both_agree = true;
  if (Flag(argc, argv, "--no-groups")) tuning.read_groups = false;
  if (Flag(argc, argv, "--no-calibration")) tuning.calibrate = false;
  if (const char* v = Value(argc, argv, "--unsettled-mean")) tuning.unsettled_mean = std::atof(v);
  if (const char* v = Value(argc, argv, "--unsettled-weight")) {
    tuning.unsettled_weight = std::atof(v);
  }
  if (const char* v = Value(argc, argv, "--ladders")) tuning.ladder_rules = std::atoi(v);
  if (const char* v = Value(argc, argv, "--ladder-min")) tuning.ladder_min_stones = std::atoi(v);
  if (const char* v = Value(argc, argv, "--ladder-budget")) tuning.ladder_budget = std::atoi(v);
  goscore::ScoreModel model;
  if (const char* path = Value(argc, argv, "--model")) {
    std::ifstream f(path, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    const goscore::Status st = goscore::LoadScoreModel(
        reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size(), &model);
    if (!st.ok()) {
      std::fprintf(stderr, "%s: %s\n", path, st.message().c_str());
      return 1;
    }
    base.score_model = &model;
  }
  const char* show = Value(argc, argv, "--show");
  const bool cpu_time = Flag(argc, argv, "--cpu-time");
  // The CSV files of --dump and --dump-chains, each with its header line.
  FILE* dump = nullptr;
  FILE* dump_chains = nullptr;
  if (!OpenCsv(Value(argc, argv, "--dump"),
               "id,part,stage,rules,to_move,komi,target,gnugo,score,area_first,area_opponent,"
               "stones_placed,settled_area,open_share,settled_points,open_points,raw,unsettled,"
               "playouts,ms,dead,model_margin,model_uncertainty,model_tempo",
               &dump) ||
      !OpenCsv(Value(argc, argv, "--dump-chains"),
               "id,colour,x,y,size,liberties,own_first,opp_first,to_move,dead,open_share",
               &dump_chains)) {
    return 1;
  }
  FILE* dump_maps = nullptr;
  if (const char* path = Value(argc, argv, "--dump-maps")) {
    dump_maps = std::fopen(path, "wb");
    if (!dump_maps) {
      std::fprintf(stderr, "cannot write %s\n", path);
      return 1;
    }
  }
  std::ifstream in(argv[1], std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string text = ss.str();
  Json root;
  if (!goscore_dataset::JsonReader(text).Parse(&root)) {
    std::fprintf(stderr, "not JSON: %s\n", argv[1]);
    return 1;
  }
  std::map<std::string, Row> rows;
  std::vector<double> ms;
  int failed = 0;
  for (const Json& c : root.items) {
    if (!part.empty() && c["part"].text != part) continue;
    std::string board_text;
    for (const Json& r : c["board"].items) board_text += r.text + "\n";
    goscore::Board board;
    if (!goscore::ParseRowsText(board_text, &board).ok()) {
      ++failed;
      continue;
    }
    goscore::EstimateOptions o = base;
    o.to_move = c["to_move"].text == "W" ? goscore::Color::kWhite : goscore::Color::kBlack;
    const std::string rules = c["rules"].text;
    o.area_rules = rules == "chinese" || rules == "aga" || rules == "nz";
    o.komi_tenths = KomiTenths(c, o.area_rules);
    goscore::ScoreEstimate s;
    goscore::ScoreBreakdown parts;
    const auto t0 = std::chrono::steady_clock::now();
    const std::clock_t c0 = std::clock();
    const goscore::Status st = goscore::EstimateScoreTuned(
        board, o, static_cast<int>(c["prisoners"]["black"].number),
        static_cast<int>(c["prisoners"]["white"].number), tuning, &s, &parts);
    const auto t1 = std::chrono::steady_clock::now();
    const std::clock_t c1 = std::clock();
    if (!st.ok()) {
      std::fprintf(stderr, "%s: %s\n", c["id"].text.c_str(), st.message().c_str());
      ++failed;
      continue;
    }
    ms.push_back(cpu_time ? 1000.0 * static_cast<double>(c1 - c0) / CLOCKS_PER_SEC
                          : std::chrono::duration<double, std::milli>(t1 - t0).count());
    const double score = s.score;
    if (show && c["id"].text == show) {
      // The board, then the owner map: X / O for Black / White by more than 0.5, x / o by more
      // than 0.1, '.' between; dead stones in brackets are shown as lower case on the board.
      for (int y = 0; y < board.height(); ++y) {
        std::string line = c["board"].items[y].text + "   ";
        for (int x = 0; x < board.width(); ++x) {
          const float v = s.ownership[y * board.width() + x];
          line += v > 0.5f ? 'X' : v > 0.1f ? 'x' : v < -0.5f ? 'O' : v < -0.1f ? 'o' : '.';
        }
        std::printf("%s\n", line.c_str());
      }
      std::printf(
          "%s: score %.2f, target %g, GNU Go %s, area first %.1f / %.1f, settled area %.1f\n", show,
          score, c["target_margin"].number, has_gnugo_text(c).c_str(), parts.area_to_move_first,
          parts.area_opponent_first, parts.settled_area);
    }
    const double target = c["target_margin"].number;
    const bool has_gnugo = c["gnugo_estimate"].kind == Json::Kind::kNumber;
    const std::string stage = StageOf(c);
    for (const std::string& key : {c["part"].text + " | " + stage, c["part"].text + " | 4all"}) {
      Row& row = rows[key];
      row.all.Add(score, target);
      if (has_gnugo) {
        row.mine.Add(score, target);
        row.gnugo.Add(c["gnugo_estimate"].number, target);
      }
    }
    if (dump_maps) WriteMaps(dump_maps, c["id"].text, board, s, parts);
    if (dump_chains) {
      for (const goscore::ScoreChain& ch : parts.chains) {
        std::fprintf(dump_chains, "%s,%d,%d,%d,%d,%d,%.4f,%.4f,%d,%d,%.4f\n", c["id"].text.c_str(),
                     ch.colour, ch.first % board.width(), ch.first / board.width(), ch.size,
                     ch.liberties, ch.own_first, ch.opp_first, ch.to_move, ch.dead,
                     parts.open_share);
      }
    }
    if (dump) {
      std::fprintf(dump,
                   "%s,%s,%s,%s,%s,%.1f,%g,%s,%.17g,%.3f,%.3f,%.0f,%.3f,%.4f,%.3f,%.3f,%.17g,%.17g,"
                   "%d,%.3f,%s,%.17g,%.17g,%g\n",
                   c["id"].text.c_str(), c["part"].text.c_str(), stage.substr(1).c_str(),
                   rules.c_str(), c["to_move"].text.c_str(), o.komi_tenths / 10.0, target,
                   has_gnugo ? std::to_string(c["gnugo_estimate"].number).c_str() : "", s.score,
                   parts.area_to_move_first, parts.area_opponent_first, parts.stones_placed,
                   parts.settled_area, parts.open_share, parts.settled_points, parts.open_points,
                   parts.raw_score, parts.unsettled_stones, parts.playouts, ms.back(),
                   DeadText(s.dead).c_str(), parts.model_margin, parts.model_uncertainty,
                   parts.model_tempo);
    }
  }
  if (dump) std::fclose(dump);
  if (dump_chains) std::fclose(dump_chains);
  if (dump_maps) std::fclose(dump_maps);
  std::printf(
      "| part | stage | positions | goscore MAE | winner | with GNU Go | goscore MAE | "
      "winner | GNU Go MAE | winner |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const auto& [key, row] : rows) {
    const size_t bar = key.find(" | ");
    std::string mine_all = row.all.Text(), mine = row.mine.Text(), gnugo = row.gnugo.Text();
    std::printf("| %s | %s | %d | %s | %d | %s | %s |\n", key.substr(0, bar).c_str(),
                key.substr(bar + 4).c_str(), row.all.n,
                (mine_all.substr(0, 7) + " | " + mine_all.substr(9)).c_str(), row.mine.n,
                (mine.substr(0, 7) + " | " + mine.substr(9)).c_str(),
                (gnugo.substr(0, 7) + " | " + gnugo.substr(9)).c_str());
  }
  std::sort(ms.begin(), ms.end());
  if (!ms.empty()) {
    std::printf(
        "\n%zu calls, %d failed; time per call: median %.2f ms, 90th percentile %.2f ms, "
        "max %.2f ms (native, %s)\n",
        ms.size(), failed, ms[ms.size() / 2], ms[ms.size() * 9 / 10], ms.back(),
        cpu_time ? "process CPU time" : "wall clock");
  }
  return failed == 0 ? 0 : 1;
}
