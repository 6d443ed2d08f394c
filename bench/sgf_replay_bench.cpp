// GameFromSgf on ordinary game records: the replay throughput behind the CLI's archive run (issue
// 16 item 6: 3,000 records a second per core end to end in WASM, so well under 150 us natively).
//
// The records are random legal 19x19 games of exactly `moves` moves (simple ko, as GameFromSgf
// replays by default; no move fills one of the mover's single-point eyes; a pass when nothing else
// is left), written by WriteSgf with a few game-info properties, as an archive's records are.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "corpus.h"
#include "game/game.h"
#include "scoring/scoring.h"
#include "sgf/sgf.h"

namespace goscore::bench {
namespace {

/// Whether (x, y) is a single-point eye of `color`: every neighbour on the board is its stone.
bool OwnEye(const Board& b, Color color, int x, int y) {
  const int dx[4] = {1, -1, 0, 0};
  const int dy[4] = {0, 0, 1, -1};
  for (int d = 0; d < 4; ++d) {
    const int nx = x + dx[d];
    const int ny = y + dy[d];
    if (b.OnBoard(nx, ny) && b.At(nx, ny) != color) return false;
  }
  return true;
}

/// Record `index` of the benchmark archive: a random legal game of `moves` moves on 19x19.
std::string MakeRecord(int moves, int index) {
  Rng rng(0x5F3759DFu + static_cast<uint64_t>(index) * 7919u);
  Game game(19, 19, GameRules());
  std::vector<Point> candidates;
  for (int k = 0; k < moves; ++k) {
    const Color c = game.to_play();
    candidates.clear();
    for (int x = 0; x < 19; ++x) {
      for (int y = 0; y < 19; ++y) {
        if (game.Check(c, x, y) == MoveVerdict::kLegal && !OwnEye(game.board(), c, x, y)) {
          candidates.push_back(Point{x, y});
        }
      }
    }
    if (candidates.empty()) {
      static_cast<void>(game.Pass(c));
      continue;
    }
    const Point p = candidates[rng.Below(static_cast<uint32_t>(candidates.size()))];
    static_cast<void>(game.Play(c, p.x, p.y));
  }
  game.set_info({{"PB", "Black " + std::to_string(index)},
                 {"PW", "White"},
                 {"DT", "2026-12-01"},
                 {"RU", "Japanese"}});
  return WriteSgf(game, nullptr, nullptr, "B+R");
}

const std::vector<std::string>& Archive(int moves) {
  static std::vector<std::string> records;
  static int made_for = -1;
  if (made_for != moves) {
    records.clear();
    for (int i = 0; i < 64; ++i) records.push_back(MakeRecord(moves, i));
    made_for = moves;
  }
  return records;
}

/// GameFromSgf (read, parse, replay) per record, cycling through 64 records of range(0) moves.
void BM_GameFromSgf(benchmark::State& state) {
  const std::vector<std::string>& records = Archive(static_cast<int>(state.range(0)));
  size_t i = 0;
  bool ok = true;
  for (auto _ : state) {
    std::unique_ptr<Game> game;
    SgfRecord rec;
    ok = ok && GameFromSgf(records[i], GameRules(), &game, &rec).ok();
    benchmark::DoNotOptimize(game.get());
    i = (i + 1) % records.size();
  }
  state.counters["read"] = ok ? 1 : 0;
  state.counters["records_per_s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

/// ParseSgf alone (the tree and the record, no replay), on the same records.
void BM_ParseSgf(benchmark::State& state) {
  const std::vector<std::string>& records = Archive(static_cast<int>(state.range(0)));
  size_t i = 0;
  for (auto _ : state) {
    SgfRecord rec;
    benchmark::DoNotOptimize(ParseSgf(records[i], &rec).ok());
    i = (i + 1) % records.size();
  }
}

/// GameFromSgf then a territory score: the CLI's per-record work but the comparison of RE.
void BM_GameFromSgfAndScore(benchmark::State& state) {
  const std::vector<std::string>& records = Archive(static_cast<int>(state.range(0)));
  size_t i = 0;
  for (auto _ : state) {
    std::unique_ptr<Game> game;
    if (!GameFromSgf(records[i], GameRules(), &game, nullptr).ok()) {
      state.SkipWithError("a record did not replay");
      break;
    }
    ScoreResult score;
    benchmark::DoNotOptimize(game->Score(ScoringRules::kTerritory, &score).ok());
    i = (i + 1) % records.size();
  }
}

BENCHMARK(BM_GameFromSgf)->ArgName("moves")->Arg(250)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ParseSgf)->ArgName("moves")->Arg(250)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_GameFromSgfAndScore)->ArgName("moves")->Arg(250)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace goscore::bench
