#include "estimate/score_ladder.h"

namespace goscore {
namespace {

constexpr int kMaxCaptures = 8;  // the neighbour chains in atari the defender tries to capture

struct Reading {
  int budget = 0;
  int* nodes = nullptr;
  bool Spent() { return ++*nodes > budget; }
};

LadderResult Attack(const PlayoutBoard& b, int loc, Reading* r);

// The defender (the colour of the chain through loc, which has one liberty) moves: it extends on
// its liberty or captures a neighbour chain in atari.
LadderResult Defend(const PlayoutBoard& b, int loc, Reading* r) {
  if (r->Spent()) return LadderResult::kUnknown;
  const int8_t own = b.cell(loc);
  int moves[1 + kMaxCaptures];
  int n = ChainLiberties(b, loc, 1, moves);
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  int s = loc;
  do {
    for (int d : dirs) {
      int lib = 0;
      if (b.cell(s + d) != -own || !b.InAtari(s + d, &lib)) continue;
      bool known = false;
      for (int i = 0; i < n; ++i) known = known || moves[i] == lib;
      if (!known && n < 1 + kMaxCaptures) moves[n++] = lib;
    }
    s = b.NextStone(s);
  } while (s != loc);
  bool unknown = false;
  for (int i = 0; i < n; ++i) {
    if (!b.IsLegal(moves[i], own)) continue;
    PlayoutBoard next = b;
    next.Play(moves[i], own);
    int libs[3];
    const int count = ChainLiberties(next, loc, 3, libs);
    if (count >= 3) return LadderResult::kEscapes;
    if (count < 2) continue;  // still in atari: this move does not save it
    const LadderResult result = Attack(next, loc, r);
    if (result == LadderResult::kEscapes) return result;
    unknown = unknown || result == LadderResult::kUnknown;
  }
  return unknown ? LadderResult::kUnknown : LadderResult::kCaptured;
}

// The attacker moves against the chain through loc, which has two liberties: it fills one.
LadderResult Attack(const PlayoutBoard& b, int loc, Reading* r) {
  if (r->Spent()) return LadderResult::kUnknown;
  const int8_t enemy = static_cast<int8_t>(-b.cell(loc));
  int libs[2];
  ChainLiberties(b, loc, 2, libs);
  bool unknown = false;
  for (int lib : libs) {
    if (!b.IsLegal(lib, enemy)) continue;
    PlayoutBoard next = b;
    next.Play(lib, enemy);
    const LadderResult result = Defend(next, loc, r);
    if (result == LadderResult::kCaptured) return result;
    unknown = unknown || result == LadderResult::kUnknown;
  }
  return unknown ? LadderResult::kUnknown : LadderResult::kEscapes;
}

}  // namespace

int ChainLiberties(const PlayoutBoard& b, int loc, int limit, int* libs) {
  const int dirs[4] = {-b.stride(), -1, 1, b.stride()};
  int n = 0;
  int s = loc;
  do {
    for (int d : dirs) {
      if (b.cell(s + d) != 0) continue;
      bool known = false;
      for (int i = 0; i < n; ++i) known = known || libs[i] == s + d;
      if (known) continue;
      libs[n++] = s + d;
      if (n == limit) return n;
    }
    s = b.NextStone(s);
  } while (s != loc);
  return n;
}

LadderResult ReadLadder(const PlayoutBoard& b, int loc, int budget, int* nodes) {
  Reading r;
  r.budget = budget;
  r.nodes = nodes;
  int libs[3];
  const int count = ChainLiberties(b, loc, 3, libs);
  if (count == 1) return Defend(b, loc, &r);
  if (count == 2) return Attack(b, loc, &r);
  return LadderResult::kEscapes;
}

}  // namespace goscore
