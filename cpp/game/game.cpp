// The game engine: the rules of play, the move log and undo. See game.h for the contract and
// game/chains.h for the liberty tracker.
//
// Undo is the exact reverse of a move, step by step (Apply records what each step overwrote in an
// UndoRecord): put back the stones the move removed (their chains' lists are still in the
// tracker), split the chains the move merged, lift the stone, and restore the records of the
// chains that were beside it. It costs what the move changed, not a replay of the log.

#include "game/game.h"

#include <algorithm>
#include <string>
#include <utility>

#include "core/komi.h"
#include "game/game_impl.h"
#include "game/zobrist.h"
#include "scoring/tromp_taylor.h"

namespace goscore {

namespace {

bool IsPlayer(Color c) { return c == Color::kBlack || c == Color::kWhite; }

Status NotAPlayerError() {
  return Status::Error(ErrorCode::kInvalidArgument, "color must be 1 (black) or -1 (white)");
}

Status MoveLimitError() {
  return Status::Error(
      ErrorCode::kIllegalMove,
      "the game has reached the limit of " + std::to_string(kMaxMoves) + " moves and passes");
}

int ColorIndex(Color c) { return c == Color::kBlack ? 0 : 1; }

}  // namespace

std::string PointText(int x, int y) {
  return "(" + std::to_string(x) + ", " + std::to_string(y) + ")";
}

Game::Impl::Impl(const Board& position, GameRules r) : rules(r), start(position), board(position) {
  chains.Build(board);
  setup[0] = start.Count(Color::kBlack);
  setup[1] = start.Count(Color::kWhite);
  hash = zobrist::HashOf(board);
  if (superko()) seen[hash] = 1;
  dead.assign(static_cast<size_t>(board.area()), 0);
}

MoveVerdict Game::Impl::Check(Color color, int x, int y,
                              ChainTracker::Neighbourhood* nb_out) const {
  if (!board.OnBoard(x, y)) return MoveVerdict::kOffBoard;
  if (!IsPlayer(color)) return MoveVerdict::kNotAPlayer;
  const int loc = board.Loc(x, y);
  const int8_t* cells = board.cells();
  if (cells[loc] != 0) return MoveVerdict::kOccupied;
  const int8_t pla = static_cast<int8_t>(color);

  const ChainTracker::Neighbourhood nb = chains.Look(board, loc);
  if (nb_out != nullptr) *nb_out = nb;
  bool captures_something = false;
  bool own_chain_keeps_a_liberty = false;
  for (int i = 0; i < nb.num_heads; ++i) {
    const int h = nb.heads[i];
    if (cells[h] == pla) {
      own_chain_keeps_a_liberty = own_chain_keeps_a_liberty || chains.record(h).liberties > 1;
    } else {
      captures_something = captures_something || chains.record(h).liberties == 1;
    }
  }
  // Japanese 1989 rules, Articles 3-5: a stone may be played only where, once the opponent's
  // stones without liberties are removed, its group has a liberty. New Zealand and Tromp-Taylor
  // (rule 7: "clearing the opponent color, and then clearing one's own color") allow it.
  const bool suicide = nb.empty == 0 && !captures_something && !own_chain_keeps_a_liberty;
  if (suicide && !rules.allow_suicide) return MoveVerdict::kSuicide;

  if (!superko()) {
    // Japanese 1989 rules, Article 6: "A player whose stone has been captured in a ko cannot
    // recapture in that ko on the next move."
    if (loc == ko_loc && color == ko_forbidden) return MoveVerdict::kKo;
  } else {
    // Positional superko (Tromp-Taylor rule 6: a move may not "repeat an earlier grid
    // coloring"). The resulting hash, computed without touching the board: the new stone, less
    // the opponent chains whose last liberty it fills, less its own chain on a suicide. A simple
    // ko retake repeats a position too, so it is reported here as superko.
    uint64_t h = hash ^ zobrist::Key(PointIndex(loc), pla);
    for (int i = 0; i < nb.num_heads; ++i) {
      const int head = nb.heads[i];
      if (cells[head] != pla && chains.record(head).liberties == 1) {
        h ^= chains.ChainHash(board, head);
      }
    }
    if (suicide) {  // the new stone and the own chains it joins all go
      h ^= zobrist::Key(PointIndex(loc), pla);
      for (int i = 0; i < nb.num_heads; ++i) {
        if (cells[nb.heads[i]] == pla) h ^= chains.ChainHash(board, nb.heads[i]);
      }
    }
    if (seen.count(h) != 0) return MoveVerdict::kSuperko;
  }
  return MoveVerdict::kLegal;
}

void Game::Impl::Apply(Color color, int x, int y, const ChainTracker::Neighbourhood& nb) {
  const int loc = board.Loc(x, y);
  const int8_t pla = static_cast<int8_t>(color);

  UndoRecord u;
  u.ko_loc = ko_loc;
  u.ko_forbidden = static_cast<int8_t>(ko_forbidden);
  u.passes_before = passes_in_a_row;
  u.stale_next = chains.next(loc);
  u.num_heads = static_cast<int8_t>(nb.num_heads);
  u.kept_own = 0;
  for (int i = 0; i < nb.num_heads; ++i) {
    u.head[i] = nb.heads[i];
    u.before[i] = chains.record(nb.heads[i]);
    u.head_sign[i] = board.cells()[nb.heads[i]];
  }

  board.mutable_cells()[loc] = pla;
  hash ^= zobrist::Key(PointIndex(loc), pla);
  chains.Place(loc, nb);  // the new stone fills one liberty of every distinct chain beside it
  int own = loc;
  for (int i = 0; i < nb.num_heads; ++i) {
    if (u.head_sign[i] != pla) continue;
    const int merged = chains.Merge(board, own, nb.heads[i]);
    if (merged == own) u.kept_own |= static_cast<uint8_t>(1u << i);
    own = merged;
  }

  MoveRecord record;
  record.color = color;
  record.point = {x, y};
  // Japanese 1989 rules, Article 5 (and Tromp-Taylor rule 7): the opponent's stones left without
  // liberties are removed first...
  for (int i = 0; i < nb.num_heads; ++i) {
    const int h = nb.heads[i];
    if (u.head_sign[i] == -pla && chains.record(h).liberties == 0) {
      chains.Remove(&board, h, &record.captured, &hash);
    }
  }
  const int opponent_lost = static_cast<int>(record.captured.size());
  captures[ColorIndex(color)] += opponent_lost;

  // Simple ko: a move that captured exactly one stone and stands alone with one liberty (that
  // liberty being the captured point) may not be retaken at once (Japanese 1989, Article 6).
  ko_loc = kNoLoc;
  ko_forbidden = Color::kEmpty;
  if (opponent_lost == 1 && chains.record(own).size == 1 && chains.record(own).liberties == 1) {
    const Point p = record.captured[0];
    ko_loc = board.Loc(p.x, p.y);
    ko_forbidden = Opponent(color);
  }

  // ... then one's own (Tromp-Taylor rule 7): a permitted suicide, the stones going to the
  // opponent as prisoners.
  if (chains.record(own).liberties == 0) {
    chains.Remove(&board, own, &record.captured, &hash);
    captures[ColorIndex(Opponent(color))] += static_cast<int>(record.captured.size());
  }

  std::sort(record.captured.begin(), record.captured.end());
  if (superko()) ++seen[hash];
  ++played[ColorIndex(color)];
  passes_in_a_row = 0;
  log.push_back(std::move(record));
  undo.push_back(u);
}

void Game::Impl::ApplyPass(Color color) {
  UndoRecord u{};
  u.ko_loc = ko_loc;
  u.ko_forbidden = static_cast<int8_t>(ko_forbidden);
  u.passes_before = passes_in_a_row;
  MoveRecord record;
  record.color = color;
  record.pass = true;
  log.push_back(std::move(record));
  undo.push_back(u);
  ++passes_in_a_row;
  // The ko forbids a retake on the very next move only; a pass is that move.
  ko_loc = kNoLoc;
  ko_forbidden = Color::kEmpty;
}

void Game::Impl::UndoLast() {
  const MoveRecord m = std::move(log.back());
  const UndoRecord u = undo.back();
  log.pop_back();
  undo.pop_back();
  ko_loc = u.ko_loc;
  ko_forbidden = static_cast<Color>(u.ko_forbidden);
  passes_in_a_row = u.passes_before;
  ClearMarksImpl();
  if (m.pass) return;

  const int loc = board.Loc(m.point.x, m.point.y);
  const int8_t pla = static_cast<int8_t>(m.color);
  if (superko()) {
    auto it = seen.find(hash);
    if (it != seen.end() && --it->second == 0) seen.erase(it);
  }
  // The chain the move's stone ended in: replay the merge decisions.
  int own = loc;
  for (int i = 0; i < u.num_heads; ++i) {
    if (u.head_sign[i] == pla && (u.kept_own & (1u << i)) == 0) own = u.head[i];
  }
  const bool suicide = board.cells()[loc] == 0;
  const int lost = static_cast<int>(m.captured.size());
  if (suicide) {
    // The move's whole chain went; its list is intact: put it back, then lift the stone below.
    chains.Restore(&board, own, pla, &hash);
    captures[ColorIndex(Opponent(m.color))] -= lost;
  } else {
    // The opponent chains captured were those beside the point with one liberty (the point).
    for (int i = 0; i < u.num_heads; ++i) {
      if (u.head_sign[i] == -pla && u.before[i].liberties == 1) {
        chains.Restore(&board, u.head[i], static_cast<int8_t>(-pla), &hash);
      }
    }
    captures[ColorIndex(m.color)] -= lost;
  }
  // Split the merges, last first: the k-th merge joined the chain so far and the k-th own head.
  int larges[4];
  int smalls[4];
  int merges = 0;
  int so_far = loc;
  for (int i = 0; i < u.num_heads; ++i) {
    if (u.head_sign[i] != pla) continue;
    const bool kept = (u.kept_own & (1u << i)) != 0;
    larges[merges] = kept ? so_far : u.head[i];
    smalls[merges] = kept ? u.head[i] : so_far;
    so_far = larges[merges];
    ++merges;
  }
  for (int k = merges; k-- > 0;) chains.Unmerge(larges[k], smalls[k]);
  board.mutable_cells()[loc] = 0;
  hash ^= zobrist::Key(PointIndex(loc), pla);
  chains.Unplace(loc, u.stale_next);
  for (int i = 0; i < u.num_heads; ++i) chains.SetRecord(u.head[i], u.before[i]);
  --played[ColorIndex(m.color)];
}

Game::Game(int width, int height, GameRules rules)
    : impl_(std::make_unique<Impl>(Board(width, height), rules)) {}

Game::~Game() = default;

Game::Game(const Game& other) : impl_(std::make_unique<Impl>(*other.impl_)) {}

Game& Game::operator=(const Game& other) {
  if (this != &other) impl_ = std::make_unique<Impl>(*other.impl_);
  return *this;
}

Status Game::FromPosition(const Board& position, GameRules rules, std::unique_ptr<Game>* out) {
  auto game = std::unique_ptr<Game>(new Game(1, 1, rules));
  game->impl_ = std::make_unique<Impl>(position, rules);
  const Impl& g = *game->impl_;
  // Japanese 1989 rules, Article 4: no group without a liberty can exist on the board. Report the
  // first such chain in row-major order, by its first stone.
  for (int y = 0; y < position.height(); ++y) {
    for (int x = 0; x < position.width(); ++x) {
      const int loc = position.Loc(x, y);
      if (position.cells()[loc] != 0 && g.chains.LibertiesAtLoc(loc) == 0) {
        return Status::Error(ErrorCode::kInvalidBoard,
                             "the chain at " + PointText(x, y) + " has no liberties");
      }
    }
  }
  *out = std::move(game);
  return Status();
}

const Board& Game::board() const { return impl_->board; }
const Board& Game::start_position() const { return impl_->start; }
const GameRules& Game::rules() const { return impl_->rules; }
void Game::set_komi_tenths(int komi_tenths) { impl_->rules.komi_tenths = komi_tenths; }

Status Game::SetKomi(double komi) {
  int tenths = 0;
  Status s = ParseKomiTenths(komi, &tenths);
  if (!s.ok()) return s;
  impl_->rules.komi_tenths = tenths;
  return Status();
}

const std::vector<GameInfoEntry>& Game::info() const { return impl_->info; }
void Game::set_info(std::vector<GameInfoEntry> info) { impl_->info = std::move(info); }

MoveVerdict Game::Check(Color color, int x, int y) const { return impl_->Check(color, x, y); }

Status Game::Play(Color color, int x, int y, std::vector<Point>* captured) {
  MoveVerdict verdict;
  return Play(color, x, y, captured, &verdict);
}

void Game::ReserveMoves(size_t moves) {
  Impl& g = *impl_;
  const size_t total = std::min(g.log.size() + moves, static_cast<size_t>(kMaxMoves));
  g.log.reserve(total);
  g.undo.reserve(total);
}

Status Game::Play(Color color, int x, int y, std::vector<Point>* captured,
                  MoveVerdict* verdict_out) {
  Impl& g = *impl_;
  ChainTracker::Neighbourhood nb;
  const MoveVerdict verdict = g.Check(color, x, y, &nb);
  *verdict_out = verdict;
  if (verdict == MoveVerdict::kOffBoard) return g.CheckPoint(x, y);
  if (verdict == MoveVerdict::kNotAPlayer) return NotAPlayerError();
  if (verdict != MoveVerdict::kLegal) {
    // The message is built only for an illegal move: a legal one allocates nothing here.
    return Status::Error(ErrorCode::kIllegalMove,
                         PointText(x, y) + " " + MoveVerdictMessage(verdict));
  }
  if (g.log.size() >= static_cast<size_t>(kMaxMoves)) return MoveLimitError();
  g.Apply(color, x, y, nb);
  g.ClearMarksImpl();
  if (captured != nullptr) *captured = g.log.back().captured;
  return Status();
}

Status Game::Pass(Color color) {
  if (!IsPlayer(color)) return NotAPlayerError();
  if (impl_->log.size() >= static_cast<size_t>(kMaxMoves)) return MoveLimitError();
  impl_->ApplyPass(color);
  return Status();
}

bool Game::Undo() {
  if (impl_->log.empty()) return false;
  impl_->UndoLast();
  return true;
}

int Game::captures_by(Color player) const {
  return IsPlayer(player) ? impl_->captures[ColorIndex(player)] : 0;
}
int Game::stones_played(Color player) const {
  return IsPlayer(player) ? impl_->played[ColorIndex(player)] : 0;
}
int Game::setup_stones(Color player) const {
  return IsPlayer(player) ? impl_->setup[ColorIndex(player)] : 0;
}
int Game::consecutive_passes() const { return impl_->passes_in_a_row; }

Color Game::to_play() const {
  const Impl& g = *impl_;
  return g.log.empty() ? g.first_player : Opponent(g.log.back().color);
}

Color Game::first_player() const { return impl_->first_player; }

Status Game::set_first_player(Color player) {
  if (!IsPlayer(player)) {
    return Status::Error(ErrorCode::kInvalidArgument, "the first player must be black or white");
  }
  impl_->first_player = player;
  return Status();
}

int Game::move_count() const { return static_cast<int>(impl_->log.size()); }

bool Game::IsTerminal() const {
  return IsTrompTaylorTerminal(impl_->passes_in_a_row, move_count(), impl_->board.area());
}

const std::vector<MoveRecord>& Game::moves() const { return impl_->log; }

}  // namespace goscore
