#include "estimate/score_tactics.h"

#include "estimate/score_ladder.h"

namespace goscore {
namespace {

constexpr int kMaxMoves = 12;  // candidate moves of one position

struct Search {
  const TacticLimits* limits = nullptr;
  int* nodes = nullptr;
  int start = 0;  // *nodes when the question was asked
  bool Spent() { return ++*nodes - start > limits->budget; }
};

// Adds `m` to `moves` unless it is there already or the list is full.
void AddMove(int m, int* moves, int* n) {
  for (int i = 0; i < *n; ++i) {
    if (moves[i] == m) return;
  }
  if (*n < kMaxMoves) moves[(*n)++] = m;
}

// The liberties of the chains of colour `colour` next to the chain through `loc`, for those with
// at most `max_libs` liberties (all of them when `all`, else only the last one of chains in
// atari), into `moves`.
void NeighbourLiberties(const PlayoutBoard& b, int loc, int8_t colour, int max_libs, int* moves,
                        int* n) {
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  int s = loc;
  do {
    for (int d : dirs) {
      if (b.cell(s + d) != colour) continue;
      int libs[kMaxMoves];
      const int count = ChainLiberties(b, s + d, max_libs + 1, libs);
      if (count > max_libs) continue;
      for (int i = 0; i < count; ++i) AddMove(libs[i], moves, n);
    }
    s = b.NextStone(s);
  } while (s != loc);
}

TacticResult Defend(const PlayoutBoard& b, int loc, int8_t own, int depth, Search* s);

// The attacker moves against the chain of colour `own` through loc.
TacticResult Attack(const PlayoutBoard& b, int loc, int8_t own, int depth, Search* s) {
  if (b.cell(loc) != own) return TacticResult::kCaptured;
  int moves[kMaxMoves];
  int n = ChainLiberties(b, loc, s->limits->escape_liberties, moves);
  if (n >= s->limits->escape_liberties) return TacticResult::kEscapes;
  if (depth >= s->limits->max_depth || s->Spent()) return TacticResult::kUnknown;
  const int8_t enemy = static_cast<int8_t>(-own);
  // Save an own chain next to the target that the defender could capture.
  NeighbourLiberties(b, loc, enemy, 1, moves, &n);
  bool unknown = false;
  for (int i = 0; i < n; ++i) {
    if (!b.IsLegal(moves[i], enemy)) continue;
    PlayoutBoard next = b;
    next.Play(moves[i], enemy);
    const TacticResult r = Defend(next, loc, own, depth + 1, s);
    if (r == TacticResult::kCaptured) return r;
    unknown = unknown || r == TacticResult::kUnknown;
  }
  return unknown ? TacticResult::kUnknown : TacticResult::kEscapes;
}

// The defender (colour `own`, the chain through loc) moves: captures first, then the race's
// fills of a neighbour of at most race_liberties liberties, then its own liberties.
TacticResult Defend(const PlayoutBoard& b, int loc, int8_t own, int depth, Search* s) {
  if (b.cell(loc) != own) return TacticResult::kCaptured;
  int libs[kMaxMoves];
  const int count = ChainLiberties(b, loc, s->limits->escape_liberties, libs);
  if (count >= s->limits->escape_liberties) return TacticResult::kEscapes;
  if (depth >= s->limits->max_depth || s->Spent()) return TacticResult::kUnknown;
  const int8_t enemy = static_cast<int8_t>(-own);
  int moves[kMaxMoves];
  int n = 0;
  NeighbourLiberties(b, loc, enemy, 1, moves, &n);
  NeighbourLiberties(b, loc, enemy, s->limits->race_liberties, moves, &n);
  for (int i = 0; i < count; ++i) AddMove(libs[i], moves, &n);
  bool unknown = false;
  bool moved = false;
  for (int i = 0; i < n; ++i) {
    const int m = moves[i];
    if (!b.IsLegal(m, own)) continue;
    // Never fill an own eye unless it captures (the move then has an enemy neighbour in atari,
    // which an eye-like point has not).
    if (b.IsEyeLike(m, own)) continue;
    moved = true;
    PlayoutBoard next = b;
    next.Play(m, own);
    const TacticResult r = Attack(next, loc, own, depth + 1, s);
    if (r == TacticResult::kEscapes) return r;
    unknown = unknown || r == TacticResult::kUnknown;
  }
  if (!moved) {
    // Nothing to do locally: the defender passes (tenuki) and the attacker moves on.
    PlayoutBoard next = b;
    next.Pass();
    return Attack(next, loc, own, depth + 1, s);
  }
  return unknown ? TacticResult::kUnknown : TacticResult::kCaptured;
}

}  // namespace

TacticResult ReadCapture(const PlayoutBoard& b, int loc, bool attacker_first,
                         const TacticLimits& limits, int* nodes) {
  Search s;
  s.limits = &limits;
  s.nodes = nodes;
  s.start = *nodes;
  const int8_t own = b.cell(loc);
  return attacker_first ? Attack(b, loc, own, 0, &s) : Defend(b, loc, own, 0, &s);
}

int ApplyTactics(const Board& board, const PlayoutBoard& b, std::vector<ScoreChain>* chains,
                 const TacticSelection& sel, std::vector<float>* owner,
                 std::vector<uint8_t>* dead) {
  if (sel.rules == 0) return 0;
  const int w = board.width();
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  std::vector<int> index_of(b.padded_size(), -1);  // by chain head: the chain's index
  for (size_t i = 0; i < chains->size(); ++i) {
    const ScoreChain& c = (*chains)[i];
    index_of[b.Head(board.Loc(c.first % w, c.first / w))] = static_cast<int>(i);
  }
  int nodes = 0;
  for (ScoreChain& c : *chains) {
    const float mean = (c.own_first + c.opp_first) / 2.0f;
    if (c.size < sel.min_stones || c.liberties > sel.max_liberties || mean <= -sel.mean_limit ||
        mean >= sel.mean_limit) {
      continue;
    }
    if (nodes >= sel.call_budget) break;
    const int loc = board.Loc(c.first % w, c.first / w);
    const TacticResult first = ReadCapture(b, loc, /*attacker_first=*/true, sel.limits, &nodes);
    if (first == TacticResult::kUnknown) continue;
    bool now_dead = c.dead;
    c.settled = (sel.rules & kTacticSettles) != 0;
    if (first == TacticResult::kEscapes) {
      if (sel.rules & kTacticSafeLives) now_dead = false;
    } else {
      const TacticResult second = ReadCapture(b, loc, /*attacker_first=*/false, sel.limits, &nodes);
      c.settled = c.settled && second != TacticResult::kUnknown;
      if (second == TacticResult::kCaptured && (sel.rules & kTacticDeadAsItStands)) {
        now_dead = true;
      } else if (second == TacticResult::kEscapes) {
        if (!c.to_move && (sel.rules & kTacticCriticalDies)) now_dead = true;
        if (c.to_move && (sel.rules & kTacticCriticalLives)) now_dead = false;
      }
    }
    const bool killed = now_dead && !c.dead;
    SetChainVerdict(board, b, &c, now_dead, owner, dead);
    if (!killed || !(sel.rules & kTacticPartnersLive)) continue;
    // The race's losers next to it were its partners: they live.
    int s = loc;
    do {
      for (int d : dirs) {
        if (b.cell(s + d) != -c.colour) continue;
        const int j = index_of[b.Head(s + d)];
        if (j >= 0) SetChainVerdict(board, b, &(*chains)[j], false, owner, dead);
      }
      s = b.NextStone(s);
    } while (s != loc);
  }
  return nodes;
}

}  // namespace goscore
