// The native core under Google Benchmark, on the corpus of bench/corpus (see corpus.h).
//
//   goscore_bench --generate=DIR [--count=N]     writes the corpus and exits
//   goscore_bench [--corpus=DIR] [benchmark flags]  runs the benchmarks (DIR defaults to
//                                                  $GOSCORE_CORPUS, then bench/corpus)
//
// Per-board benchmarks cycle through every position of the corpus of their size, one position per
// iteration, so their time is the mean time per board; ns_per_point divides it by the area.
#include <benchmark/benchmark.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "corpus.h"
#include "game/game.h"
#include "hostile_sgf.h"
#include "scoring/scoring.h"
#include "sgf/sgf.h"

namespace goscore::bench {
namespace {

std::string g_corpus_dir = "bench/corpus";

const std::vector<CorpusPosition>& Corpus(int size) {
  static std::map<int, std::vector<CorpusPosition>> cache;
  auto it = cache.find(size);
  if (it == cache.end()) it = cache.emplace(size, ReadCorpus(g_corpus_dir, size)).first;
  return it->second;
}

/// The corpus of state.range(0), or null (and the benchmark skipped) when it is missing.
const std::vector<CorpusPosition>* CorpusOrSkip(benchmark::State& state) {
  const auto& corpus = Corpus(static_cast<int>(state.range(0)));
  if (corpus.empty()) {
    state.SkipWithError(("no corpus in " + g_corpus_dir).c_str());
    return nullptr;
  }
  return &corpus;
}

/// Seconds per point as a counter (Google Benchmark divides by the time and inverts).
void SetPerPoint(benchmark::State& state, double points_per_iteration) {
  state.counters["per_point"] =
      benchmark::Counter(points_per_iteration, benchmark::Counter::kIsIterationInvariantRate |
                                                   benchmark::Counter::kInvert);
}

std::vector<int8_t> Signs(const Board& board) {
  std::vector<int8_t> signs(board.area());
  board.ToSigns(signs.data());
  return signs;
}

// --- Region finder ---

/// The region finder: ownership of every point of a Board.
void BM_Ownership(benchmark::State& state) {
  const auto* corpus = CorpusOrSkip(state);
  if (!corpus) return;
  const int area = corpus->front().board.area();
  RegionFinder finder;
  std::vector<int8_t> out(area);
  size_t i = 0;
  for (auto _ : state) {
    finder.Ownership((*corpus)[i].board, out.data());
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
    if (++i == corpus->size()) i = 0;
  }
  SetPerPoint(state, area);
}

/// The core of ownershipMap, natively: the very function the package calls in WASM, a row-major
/// sign map in (every value checked in the same pass that reads it), the owner map out.
void BM_OwnershipFromSigns(benchmark::State& state) {
  const auto* corpus = CorpusOrSkip(state);
  if (!corpus) return;
  const int size = static_cast<int>(state.range(0));
  std::vector<std::vector<int8_t>> signs;
  for (const auto& pos : *corpus) signs.push_back(Signs(pos.board));
  RegionFinder finder;
  std::vector<int8_t> out(size * size);
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(finder.OwnershipFromSigns(signs[i].data(), size, size, out.data()));
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
    if (++i == signs.size()) i = 0;
  }
  SetPerPoint(state, size * size);
}

/// The checked path from a sign map: ParseSigns (validates every value) then Ownership.
void BM_ParseSignsOwnership(benchmark::State& state) {
  const auto* corpus = CorpusOrSkip(state);
  if (!corpus) return;
  const int size = static_cast<int>(state.range(0));
  std::vector<std::vector<int8_t>> signs;
  for (const auto& pos : *corpus) signs.push_back(Signs(pos.board));
  RegionFinder finder;
  Board board;
  std::vector<int8_t> out(size * size);
  size_t i = 0;
  for (auto _ : state) {
    Status s = ParseSigns(signs[i].data(), size, size, &board);
    benchmark::DoNotOptimize(s);
    finder.Ownership(board, out.data());
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
    if (++i == signs.size()) i = 0;
  }
  SetPerPoint(state, size * size);
}

/// What getTerritories costs in the core: rows text in (as the JS layer writes it), read, checked
/// and classified per point in one go (RegionFinder::ClassifyRowsText, as goscore_territories).
void BM_TerritoriesFromRows(benchmark::State& state) {
  const auto* corpus = CorpusOrSkip(state);
  if (!corpus) return;
  const int size = static_cast<int>(state.range(0));
  std::vector<std::string> texts;
  for (const auto& pos : *corpus) {
    std::string text;
    for (const std::string& row : pos.board.ToRows()) text += row + '\n';
    texts.push_back(std::move(text));
  }
  RegionFinder finder;
  std::vector<int8_t> code(texts[0].size());
  size_t i = 0;
  for (auto _ : state) {
    int width = 0;
    int height = 0;
    benchmark::DoNotOptimize(finder.ClassifyRowsText(texts[i], code.data(), &width, &height));
    benchmark::DoNotOptimize(code.data());
    benchmark::ClobberMemory();
    if (++i == texts.size()) i = 0;
  }
  SetPerPoint(state, size * size);
}

// --- Scoring ---

void BM_TrompTaylor(benchmark::State& state) {
  const auto* corpus = CorpusOrSkip(state);
  if (!corpus) return;
  RegionFinder finder;
  size_t i = 0;
  for (auto _ : state) {
    const CorpusPosition& pos = (*corpus)[i];
    TrompTaylorResult result;
    Status s = ScoreTrompTaylor(pos.board, 7.5, 2, pos.moves, finder, &result);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(result);
    if (++i == corpus->size()) i = 0;
  }
  SetPerPoint(state, corpus->front().board.area());
}

/// Japanese territory scoring with the corpus's dead chains lifted (the dead mask is built from
/// the points on every call, as the JS scoreTerritory does).
void BM_TerritoryWithDead(benchmark::State& state) {
  const auto* corpus = CorpusOrSkip(state);
  if (!corpus) return;
  RegionFinder finder;
  size_t i = 0;
  for (auto _ : state) {
    const CorpusPosition& pos = (*corpus)[i];
    ScoreInput input;
    Status s = DeadChainsMask(pos.board, pos.dead, &input.dead);
    benchmark::DoNotOptimize(s);
    input.prisoners_by_black = pos.captures_black;
    input.prisoners_by_white = pos.captures_white;
    input.komi_tenths = 65;
    input.rules = ScoringRules::kTerritory;
    ScoreResult result;
    s = ScorePosition(pos.board, input, finder, &result);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(result.owner.data());
    if (++i == corpus->size()) i = 0;
  }
  SetPerPoint(state, corpus->front().board.area());
}

// --- Game engine ---

/// A 19x19 position in the middle of a random game (seed 0x5EED, the corpus policy), replayed under
/// the default rules (simple ko), and the next move: the first one from move 100 on that captures
/// at least two stones when `capture` is set, else the first one from move 100 on that captures
/// nothing.
struct MoveSetup {
  Game game{19, 19, GameRules()};
  Color color = Color::kBlack;
  Point point;
  size_t captured = 0;
};

MoveSetup FindMove(bool capture) {
  Game full(19, 19, CorpusRules());
  Rng rng(0x5EED);
  PlayRandomGame(full, rng);
  const auto& log = full.moves();
  MoveSetup setup;
  for (size_t k = 0; k < log.size(); ++k) {
    const MoveRecord& m = log[k];
    const bool wanted =
        k >= 100 && !m.pass && (capture ? m.captured.size() >= 2 : m.captured.empty());
    if (wanted) {
      setup.color = m.color;
      setup.point = m.point;
      setup.captured = m.captured.size();
      return setup;
    }
    if (m.pass) {
      (void)setup.game.Pass(m.color);
    } else {
      (void)setup.game.Play(m.color, m.point.x, m.point.y);
    }
  }
  return setup;
}

/// Game::Play of one move on a copy of the position, 64 copies a batch; with the timer paused the
/// move is then undone on each (Undo reverses one move's own changes), which brings the copy back
/// to the position with the room its logs grew: a copy's logs are exactly as long as the game, so
/// the first move on a fresh copy would time their regrowth, a cost a game in play pays once per
/// doubling. The first batch plays on copies that played and undid the move once for that reason.
void PlayMove(benchmark::State& state, bool capture) {
  const MoveSetup setup = FindMove(capture);
  constexpr size_t kBatch = 64;
  std::vector<Game> copies(kBatch, setup.game);
  for (Game& g : copies) {
    (void)g.Play(setup.color, setup.point.x, setup.point.y);
    (void)g.Undo();
  }
  std::vector<Point> captured;
  size_t next = 0;
  for (auto _ : state) {
    if (next == kBatch) {
      state.PauseTiming();
      for (Game& g : copies) (void)g.Undo();
      next = 0;
      state.ResumeTiming();
    }
    Status s = copies[next++].Play(setup.color, setup.point.x, setup.point.y, &captured);
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(captured.data());
  }
  state.counters["captured"] = static_cast<double>(setup.captured);
  state.counters["log_moves"] = setup.game.move_count();
}

void BM_PlayCapture(benchmark::State& state) { PlayMove(state, true); }
void BM_PlayQuiet(benchmark::State& state) { PlayMove(state, false); }

/// A whole random game from the empty board (the corpus policy and rules: positional superko), a
/// new seed every iteration.
void BM_RandomGame(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  uint64_t seed = 1;
  int64_t actions = 0;
  for (auto _ : state) {
    Game game(size, size, CorpusRules());
    Rng rng(seed++);
    actions += PlayRandomGame(game, rng);
    benchmark::DoNotOptimize(game.board().cells());
  }
  state.counters["actions"] =
      benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kAvgIterations);
  state.counters["per_action"] = benchmark::Counter(
      static_cast<double>(actions), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

// --- Scaling ---

/// The region finder on size x size boards tiled with the 19x19 corpus (four variants, cycled).
void BM_Scaling(benchmark::State& state) {
  const auto& tiles = Corpus(19);
  if (tiles.empty()) {
    state.SkipWithError(("no corpus in " + g_corpus_dir).c_str());
    return;
  }
  const int size = static_cast<int>(state.range(0));
  std::vector<Board> boards;
  for (int v = 0; v < 4; ++v) boards.push_back(TiledBoard(tiles, size, v));
  RegionFinder finder;
  std::vector<int8_t> out(static_cast<size_t>(size) * size);
  size_t i = 0;
  for (auto _ : state) {
    finder.Ownership(boards[i], out.data());
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
    if (++i == boards.size()) i = 0;
  }
  SetPerPoint(state, static_cast<double>(size) * size);
}

// --- SGF at its limits ---

/// Game.fromSgf's core (read the record, build the game) on a hostile record of state.range(0) MB
/// made by `make` (tests/cpp/hostile_sgf.h). Its time per byte stays flat from 1 MB to 10 MB when
/// the reader is linear; per_byte is that time.
///
/// Both sizes run with the memory of the previous iteration kept. By default glibc hands a block
/// above its mmap threshold (at most 32 MB) back to the system when it is freed. A 10 MB record's
/// game and tree (a 2,000,000-move log for deep_nesting) are such blocks, so every 10 MB iteration
/// paid page faults on a few hundred MB of fresh memory, while the 1 MB record's blocks stayed
/// under the threshold and were reused: deep_nesting measured 12 ns a byte at 1 MB against 153 at
/// 10 MB. Measured alike (both cold, or both warm as here), the two sizes cost the same per byte.
void BM_SgfHostile(benchmark::State& state, std::string (*make)(size_t)) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_MAX, 0);              // every block from the heap, none mapped on its own
  mallopt(M_TRIM_THRESHOLD, 1 << 30);  // and the heap not shrunk between iterations
#endif
  const std::string text = make(static_cast<size_t>(state.range(0)) * 1000 * 1000);
  bool ok = false;
  {
    // One untimed read first, so that the timed ones find the heap grown as the 1 MB rows' later
    // iterations do: a 10 MB row runs one or two iterations, and without it paid every page fault.
    SgfRecord rec;
    std::unique_ptr<Game> game;
    static_cast<void>(GameFromSgf(text, GameRules(), &game, &rec));
  }
  for (auto _ : state) {
    SgfRecord rec;
    std::unique_ptr<Game> game;
    ok = GameFromSgf(text, GameRules(), &game, &rec).ok();
    benchmark::DoNotOptimize(game.get());
  }
#if defined(__GLIBC__)
  mallopt(M_MMAP_MAX, 65536);             // glibc's defaults again (DEFAULT_MMAP_MAX,
  mallopt(M_TRIM_THRESHOLD, 128 * 1024);  // DEFAULT_TRIM_THRESHOLD) for the benchmarks after
#endif
  state.counters["read"] = ok ? 1 : 0;
  state.counters["per_byte"] = benchmark::Counter(
      static_cast<double>(text.size()),
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

std::string DeepNestingOfBytes(size_t bytes) {
  return hostile_sgf::DeepNesting(static_cast<int>(bytes / 5));
}
std::string VariationsOfBytes(size_t bytes) {
  return hostile_sgf::Variations(static_cast<int>(bytes / 34));
}

void Megabytes(benchmark::internal::Benchmark* b) {
  b->ArgName("mb")->Arg(1)->Arg(10)->Unit(benchmark::kMillisecond);
}

BENCHMARK_CAPTURE(BM_SgfHostile, passes, &hostile_sgf::Passes)->Apply(Megabytes);
BENCHMARK_CAPTURE(BM_SgfHostile, comments, &hostile_sgf::Comments)->Apply(Megabytes);
BENCHMARK_CAPTURE(BM_SgfHostile, setup_rectangles, &hostile_sgf::SetupRectangles)->Apply(Megabytes);
BENCHMARK_CAPTURE(BM_SgfHostile, column_rectangles, &hostile_sgf::ColumnRectangles)
    ->Apply(Megabytes);
BENCHMARK_CAPTURE(BM_SgfHostile, empty_values, &hostile_sgf::EmptyValues)->Apply(Megabytes);
BENCHMARK_CAPTURE(BM_SgfHostile, deep_nesting, &DeepNestingOfBytes)->Apply(Megabytes);
BENCHMARK_CAPTURE(BM_SgfHostile, variations, &VariationsOfBytes)->Apply(Megabytes);

void BoardSizes(benchmark::internal::Benchmark* b) { b->ArgName("size")->Arg(9)->Arg(13)->Arg(19); }

BENCHMARK(BM_Ownership)->Apply(BoardSizes);
BENCHMARK(BM_OwnershipFromSigns)->Apply(BoardSizes);
BENCHMARK(BM_ParseSignsOwnership)->Apply(BoardSizes);
BENCHMARK(BM_TerritoriesFromRows)->Apply(BoardSizes);
BENCHMARK(BM_TrompTaylor)->Apply(BoardSizes);
BENCHMARK(BM_TerritoryWithDead)->Apply(BoardSizes);
BENCHMARK(BM_PlayCapture);
BENCHMARK(BM_PlayQuiet);
BENCHMARK(BM_RandomGame)->ArgName("size")->Arg(9)->Arg(19)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Scaling)
    ->ArgName("size")
    ->Arg(9)
    ->Arg(19)
    ->Arg(49)
    ->Arg(99)
    ->Arg(199)
    ->Arg(499)
    ->Arg(999)
    ->Unit(benchmark::kMicrosecond);

bool TakeFlag(const char* arg, const char* name, std::string* value) {
  const size_t n = std::strlen(name);
  if (std::strncmp(arg, name, n) != 0 || arg[n] != '=') return false;
  *value = arg + n + 1;
  return true;
}

}  // namespace
}  // namespace goscore::bench

int main(int argc, char** argv) {
  using namespace goscore::bench;
  if (const char* env = std::getenv("GOSCORE_CORPUS")) g_corpus_dir = env;
  std::string generate;
  std::string count = "100";
  std::vector<char*> rest;
  for (int i = 0; i < argc; ++i) {
    if (i > 0 &&
        (TakeFlag(argv[i], "--corpus", &g_corpus_dir) ||
         TakeFlag(argv[i], "--generate", &generate) || TakeFlag(argv[i], "--count", &count))) {
      continue;
    }
    rest.push_back(argv[i]);
  }
  if (!generate.empty()) {
    if (!WriteCorpus(generate, {9, 13, 19}, std::atoi(count.c_str()))) {
      std::fprintf(stderr, "goscore_bench: cannot write the corpus to %s\n", generate.c_str());
      return 1;
    }
    return 0;
  }
  int rest_argc = static_cast<int>(rest.size());
  rest.push_back(nullptr);
  benchmark::Initialize(&rest_argc, rest.data());
  if (benchmark::ReportUnrecognizedArguments(rest_argc, rest.data())) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
