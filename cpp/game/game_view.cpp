// The game engine's queries: chains (one by one or in one flat array), the liberty map, the flat
// move log, the consistency check, the scoring marks and scoring. See game.h for the contract.

#include <algorithm>
#include <string>
#include <utility>

#include "board/regions.h"
#include "game/game.h"
#include "game/game_impl.h"
#include "game/zobrist.h"

namespace goscore {

namespace {

int ColorIndex(Color c) { return c == Color::kBlack ? 0 : 1; }

constexpr int32_t kNoLocStamp = -1;

}  // namespace

Status Game::Impl::CheckPoint(int x, int y) const {
  if (board.OnBoard(x, y)) return Status();
  return Status::Error(ErrorCode::kInvalidCoordinate,
                       PointText(x, y) + " is off the " + std::to_string(board.width()) + "x" +
                           std::to_string(board.height()) + " board");
}

ChainInfo Game::Impl::Describe(int head, int id) const {
  const int8_t* cells = board.cells();
  const int stride = board.stride();
  const int offsets[4] = {-stride, -1, 1, stride};
  ChainInfo out;
  out.id = id;
  out.color = static_cast<Color>(cells[head]);
  out.stones.reserve(static_cast<size_t>(chains.record(head).size));
  out.liberties.reserve(static_cast<size_t>(chains.record(head).liberties));
  std::vector<int32_t> liberty_locs;
  int loc = head;
  do {
    out.stones.push_back(board.LocPoint(loc));
    for (int d : offsets) {
      if (cells[loc + d] == 0) liberty_locs.push_back(loc + d);
    }
    loc = chains.next(loc);
  } while (loc != head);
  std::sort(liberty_locs.begin(), liberty_locs.end());
  liberty_locs.erase(std::unique(liberty_locs.begin(), liberty_locs.end()), liberty_locs.end());
  for (int l : liberty_locs) out.liberties.push_back(board.LocPoint(l));
  std::sort(out.stones.begin(), out.stones.end());
  std::sort(out.liberties.begin(), out.liberties.end());
  return out;
}

void Game::Impl::ClearMarksImpl() {
  if (any_dead) std::fill(dead.begin(), dead.end(), 0);
  any_dead = false;
  seki.clear();
}

std::vector<ChainInfo> Game::Chains() const {
  const Impl& g = *impl_;
  const Board& b = g.board;
  std::vector<ChainInfo> out;
  std::vector<uint8_t> done(static_cast<size_t>(b.padded_size()), 0);
  // Scanning row-major meets every chain first at its first stone: the order of ids.
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      const int loc = b.Loc(x, y);
      if (b.cells()[loc] == 0) continue;
      const int head = g.chains.head(loc);
      if (done[head]) continue;
      done[head] = 1;
      out.push_back(g.Describe(head, y * b.width() + x));
    }
  }
  return out;
}

void Game::FlatGroups(std::vector<int32_t>* out) const {
  const Impl& g = *impl_;
  const Board& b = g.board;
  const int8_t* cells = b.cells();
  const int stride = b.stride();
  const int offsets[4] = {-stride, -1, 1, stride};
  const int h = b.height();
  out->clear();
  // One pass over the board; per chain, its stones and distinct liberties gathered into reused
  // buffers (a liberty is new when its stamp is not this chain's head) and put in column-major
  // order by sorting x * height + y: no allocation per chain, O(stones log stones) in all.
  std::vector<uint8_t> done(static_cast<size_t>(b.padded_size()), 0);
  std::vector<int32_t> stamp(static_cast<size_t>(b.padded_size()), kNoLocStamp);
  std::vector<int32_t> stones, liberties;
  auto key = [&](int loc) { return b.LocX(loc) * h + b.LocY(loc); };
  auto emit = [&](std::vector<int32_t>* keys) {
    std::sort(keys->begin(), keys->end());
    for (int32_t k : *keys) {
      out->push_back(k / h);
      out->push_back(k % h);
    }
  };
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < b.width(); ++x) {
      const int first = b.Loc(x, y);
      if (cells[first] == 0) continue;
      const int head = g.chains.head(first);
      if (done[head]) continue;
      done[head] = 1;
      stones.clear();
      liberties.clear();
      int loc = head;
      do {
        stones.push_back(key(loc));
        for (int d : offsets) {
          const int n = loc + d;
          if (cells[n] == 0 && stamp[n] != head) {
            stamp[n] = head;
            liberties.push_back(key(n));
          }
        }
        loc = g.chains.next(loc);
      } while (loc != head);
      out->push_back(y * b.width() + x);
      out->push_back(cells[head]);
      out->push_back(static_cast<int32_t>(stones.size()));
      out->push_back(static_cast<int32_t>(liberties.size()));
      emit(&stones);
      emit(&liberties);
    }
  }
}

void Game::FlatMoves(std::vector<int32_t>* out) const {
  out->clear();
  size_t size = 0;
  for (const MoveRecord& m : impl_->log) size += 4 + 2 * m.captured.size();
  out->reserve(size);
  for (const MoveRecord& m : impl_->log) {
    out->push_back(static_cast<int32_t>(m.color));
    out->push_back(m.pass ? -1 : m.point.x);
    out->push_back(m.pass ? -1 : m.point.y);
    out->push_back(static_cast<int32_t>(m.captured.size()));
    for (Point p : m.captured) {
      out->push_back(p.x);
      out->push_back(p.y);
    }
  }
}

std::optional<ChainInfo> Game::ChainAt(int x, int y) const {
  const Impl& g = *impl_;
  const Board& b = g.board;
  const int loc = b.Loc(x, y);
  if (b.cells()[loc] == 0) return std::nullopt;
  const int head = g.chains.head(loc);
  int id = y * b.width() + x;
  int l = head;
  do {
    id = std::min(id, g.PointIndex(l));
    l = g.chains.next(l);
  } while (l != head);
  return g.Describe(head, id);
}

void Game::LibertyMap(int32_t* out) const {
  const Impl& g = *impl_;
  const Board& b = g.board;
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      out[y * b.width() + x] = g.chains.LibertiesAtLoc(b.Loc(x, y));
    }
  }
}

int Game::LibertiesAt(int x, int y) const {
  return impl_->chains.LibertiesAtLoc(impl_->board.Loc(x, y));
}

Status Game::CheckConsistency() const {
  const Impl& g = *impl_;
  auto fail = [](const std::string& m) { return Status::Error(ErrorCode::kInvalidBoard, m); };
  Status s = g.chains.Check(g.board);
  if (!s.ok()) return s;
  if (zobrist::HashOf(g.board) != g.hash) {
    return fail("the position hash differs from the one recomputed from scratch");
  }
  if (g.superko() && g.seen.count(g.hash) == 0) {
    return fail("the current position is missing from the history");
  }
  if (g.undo.size() != g.log.size()) return fail("the undo records do not match the log");

  // Counters, recomputed from the log.
  int cap[2] = {0, 0};
  int put[2] = {0, 0};
  int passes = 0;
  for (const MoveRecord& m : g.log) {
    if (m.pass) {
      ++passes;
      continue;
    }
    passes = 0;
    ++put[ColorIndex(m.color)];
    const bool suicide =
        std::find(m.captured.begin(), m.captured.end(), m.point) != m.captured.end();
    cap[ColorIndex(suicide ? Opponent(m.color) : m.color)] += static_cast<int>(m.captured.size());
  }
  const char* names[2] = {"black", "white"};
  for (int i = 0; i < 2; ++i) {
    if (cap[i] != g.captures[i]) {
      return fail(std::string("captures by ") + names[i] + " are " + std::to_string(g.captures[i]) +
                  ", the log says " + std::to_string(cap[i]));
    }
    if (put[i] != g.played[i]) {
      return fail(std::string("stones played by ") + names[i] + " are " +
                  std::to_string(g.played[i]) + ", the log says " + std::to_string(put[i]));
    }
    // Stones on the board = setup + played - lost, the lost ones held by the opponent.
    const int on_board = g.board.Count(i == 0 ? Color::kBlack : Color::kWhite);
    if (on_board != g.setup[i] + put[i] - cap[1 - i]) {
      return fail(std::string("there are ") + std::to_string(on_board) + " " + names[i] +
                  " stones on the board, but setup + played - captured is " +
                  std::to_string(g.setup[i] + put[i] - cap[1 - i]));
    }
  }
  if (passes != g.passes_in_a_row) {
    return fail("consecutive passes are " + std::to_string(g.passes_in_a_row) + ", the log says " +
                std::to_string(passes));
  }
  return Status();
}

Status Game::ToggleDead(int x, int y) {
  const Impl& g = *impl_;
  const bool dead = g.board.OnBoard(x, y) && g.dead[y * g.board.width() + x];
  return SetDead(x, y, !dead);
}

Status Game::SetDead(int x, int y, bool dead) {
  Impl& g = *impl_;
  Status s = g.CheckPoint(x, y);
  if (!s.ok()) return s;
  const Board& b = g.board;
  const int loc = b.Loc(x, y);
  if (b.cells()[loc] == 0) {
    return Status::Error(ErrorCode::kInvalidArgument, PointText(x, y) + " is empty");
  }
  const int w = b.width();
  const uint8_t value = dead ? 1 : 0;
  g.any_dead = g.any_dead || value == 1;
  const int head = g.chains.head(loc);
  int l = head;
  do {
    g.dead[g.PointIndex(l)] = value;
    l = g.chains.next(l);
  } while (l != head);
  if (value == 0) {
    // A revived chain is no longer empty ground: drop the seki marks that sat on its stones.
    g.seki.erase(std::remove_if(g.seki.begin(), g.seki.end(),
                                [&](Point p) {
                                  return b.At(p.x, p.y) != Color::kEmpty && !g.dead[p.y * w + p.x];
                                }),
                 g.seki.end());
  }
  return Status();
}

Status Game::ToggleSeki(int x, int y) {
  Impl& g = *impl_;
  Status s = g.CheckPoint(x, y);
  if (!s.ok()) return s;
  const int w = g.board.width();
  if (g.board.At(x, y) != Color::kEmpty && !g.dead[y * w + x]) {
    return Status::Error(ErrorCode::kInvalidArgument, PointText(x, y) + " is a live stone");
  }
  Board lifted = g.board;
  for (int yy = 0; yy < lifted.height(); ++yy) {
    for (int xx = 0; xx < w; ++xx) {
      if (g.dead[yy * w + xx]) lifted.Set(xx, yy, Color::kEmpty);
    }
  }
  RegionFinder finder;
  const Region region = finder.RegionAt(lifted, x, y);
  auto in_region = [&](Point p) {
    return std::binary_search(region.points.begin(), region.points.end(), p);
  };
  const auto first_out = std::remove_if(g.seki.begin(), g.seki.end(), in_region);
  if (first_out != g.seki.end()) {
    g.seki.erase(first_out, g.seki.end());  // the region was marked: unmark it
  } else {
    g.seki.push_back({x, y});
  }
  return Status();
}

const std::vector<uint8_t>& Game::dead_mask() const { return impl_->dead; }
const std::vector<Point>& Game::seki_marks() const { return impl_->seki; }
void Game::ClearMarks() { impl_->ClearMarksImpl(); }

Status Game::Score(ScoringRules rules, ScoreResult* out) const {
  const Impl& g = *impl_;
  ScoreInput in;
  in.dead = g.dead;
  in.seki = g.seki;
  in.prisoners_by_black = g.captures[0];
  in.prisoners_by_white = g.captures[1];
  in.komi_tenths = g.rules.komi_tenths;
  in.rules = rules;
  RegionFinder finder;
  return ScorePosition(g.board, in, finder, out);
}

std::optional<bool> Game::AgreeUnderEquivalence() const {
  // The equivalence of area and territory scoring. Let placed(C) = setup(C) + played(C) and
  // lost(C) = the stones of C held by the opponent as prisoners (captured in play, suicides
  // included, plus C's stones marked dead). Then
  //   stones of C left on the board = placed(C) - lost(C),
  //   area(C) = stones left + territory(C) = placed(C) - lost(C) + territory(C)
  //           = territory score(C) + placed(C),
  // since the territory score is territory(C) - lost(C) (Japanese 1989, Art. 10). Komi goes to
  // White in both, so
  //   area margin = territory margin + (placed(B) - placed(W)),
  // and the two agree on the winner and the margin exactly when Black and White placed as many
  // stones. Seki regions count as area but not as territory, so a seki mark voids the condition.
  const Impl& g = *impl_;
  const int placed_black = g.setup[0] + g.played[0];
  const int placed_white = g.setup[1] + g.played[1];
  if (placed_black != placed_white || !g.seki.empty()) return std::nullopt;
  ScoreResult territory;
  ScoreResult area;
  // The marks are valid by construction (dead marks on stones, seki marks on empty ground), so a
  // scoring error is a bug too.
  if (!Score(ScoringRules::kTerritory, &territory).ok()) return false;
  if (!Score(ScoringRules::kArea, &area).ok()) return false;
  return territory.winner == area.winner && territory.margin_tenths == area.margin_tenths;
}

}  // namespace goscore
