#include "estimate/local_search.h"

#include <algorithm>

#include "core/types.h"

namespace goscore {
namespace {

enum Value : int8_t { kOpen = 0, kWin = 1, kLoss = 2 };  // for the attacker

// GCC's and Clang's builtins (g++ natively, Emscripten's clang for WASM): one instruction each.
int LowBit(uint32_t m) { return __builtin_ctz(m); }  // m != 0
int Bits(uint32_t m) { return __builtin_popcount(m); }

struct Pos {
  uint32_t defender;
  uint32_t attacker;
  int ko;  // the point the side to move may not play (simple ko), or -1
};

class Search {
 public:
  Search(const LocalProblem& p, int max_nodes)
      : p_(p), full_(p.size >= 32 ? ~0u : (1u << p.size) - 1), max_nodes_(max_nodes) {}

  // The value for the attacker with `attacker_first` to move, where the side `no_ko` (the
  // attacker when true) never takes a ko. kOpen when unsettled or out of budget.
  Value Run(bool attacker_first, bool attacker_takes_no_ko) {
    NewTable();
    no_ko_attacker_ = attacker_takes_no_ko;
    no_ko_defender_ = !attacker_takes_no_ko;
    const Pos start{p_.defender, p_.attacker, -1};
    const int depth = std::min(2 * p_.size + 8, 64);
    const Value v = attacker_first ? Attack(start, depth) : Defend(start, depth);
    return aborted_ ? kOpen : v;
  }
  int nodes() const { return nodes_; }

 private:
  struct Entry {
    uint64_t key;
    uint32_t generation;  // the Run that wrote it: an entry of an earlier one is empty
    Value value;
  };
  static constexpr int kTableSize = 1 << 12;

  // One table per thread, kept between searches: a new generation empties it without a write.
  struct Table {
    std::vector<Entry> entries = std::vector<Entry>(kTableSize, Entry{0, 0, kOpen});
    uint32_t generation = 0;
  };
  static Table& SharedTable() {
    GOSCORE_THREAD_LOCAL Table table;
    return table;
  }
  void NewTable() {
    Table& t = SharedTable();
    if (++t.generation == 0) {  // wrapped: clear once, then start again from 1
      std::fill(t.entries.begin(), t.entries.end(), Entry{0, 0, kOpen});
      t.generation = 1;
    }
    table_ = t.entries.data();
    generation_ = t.generation;
  }

  uint32_t Around(uint32_t m) const {
    uint32_t r = 0;
    for (; m; m &= m - 1) r |= p_.adjacent[LowBit(m)];
    return r;
  }
  // The points of `colour` connected to `seed` (within `colour`).
  uint32_t Flood(uint32_t colour, uint32_t seed) const {
    uint32_t comp = seed & colour, frontier = comp;
    while (frontier) {
      const uint32_t grow = Around(frontier) & colour & ~comp;
      comp |= grow;
      frontier = grow;
    }
    return comp;
  }
  // Liberties of a defender component (the target's when it touches the target).
  uint32_t DefenderLibs(uint32_t comp, uint32_t empty) const {
    uint32_t libs = Around(comp);
    if (comp & p_.next_to_target) libs |= p_.next_to_target;
    return libs & empty;
  }
  // The liberties of the target's group `group` (its stones in the local points).
  uint32_t TargetLibs(const Pos& s, uint32_t group) const {
    return (p_.next_to_target | Around(group)) & full_ & ~(s.defender | s.attacker);
  }
  uint32_t TargetLibs(const Pos& s) const {
    return TargetLibs(s, Flood(s.defender, p_.next_to_target));
  }
  // Whether the target is captured: no liberty, and not connected to a friend that cannot be.
  bool TargetCaptured(const Pos& s) const {
    const uint32_t group = Flood(s.defender, p_.next_to_target);
    return TargetLibs(s, group) == 0 && (group & p_.next_to_friend) == 0;
  }

  // Plays for the attacker at i. Returns kWin when the target is captured, kLoss when the move is
  // illegal, kOpen otherwise (with *s updated).
  Value PlayAttacker(Pos* s, int i) const {
    const uint32_t bit = 1u << i;
    s->attacker |= bit;
    uint32_t captured = 0;
    for (uint32_t n = p_.adjacent[i] & s->defender; n; n &= n - 1) {
      const uint32_t nb = n & (~n + 1);
      if (!(s->defender & nb)) continue;  // taken with an earlier component
      const uint32_t comp = Flood(s->defender, nb);
      if (comp & p_.next_to_target) continue;  // the target's group: checked below
      if (comp & p_.next_to_friend) continue;  // connected to a friend: never captured
      if (DefenderLibs(comp, full_ & ~(s->defender | s->attacker)) == 0) {
        s->defender &= ~comp;
        captured |= comp;
      }
    }
    if (TargetCaptured(*s)) return kWin;
    const uint32_t empty = full_ & ~(s->defender | s->attacker);
    const uint32_t own = Flood(s->attacker, bit);
    const bool walled = (own & p_.next_to_wall) != 0;
    const uint32_t libs = Around(own) & empty;
    if (!walled && libs == 0) return kLoss;
    s->ko =
        (Bits(captured) == 1 && own == bit && !walled && Bits(libs) == 1) ? LowBit(captured) : -1;
    if (s->ko >= 0 && no_ko_attacker_) return kLoss;  // a ko it may not take: skipped
    return kOpen;
  }

  // Plays for the defender at i: kLoss (for the attacker) when it captures a decisive chain, kWin
  // when the move is illegal (suicide, or a ko it may not take), kOpen otherwise.
  Value PlayDefender(Pos* s, int i) const {
    const uint32_t bit = 1u << i;
    s->defender |= bit;
    uint32_t captured = 0;
    for (uint32_t n = p_.adjacent[i] & s->attacker; n; n &= n - 1) {
      const uint32_t nb = n & (~n + 1);
      if (!(s->attacker & nb)) continue;
      const uint32_t comp = Flood(s->attacker, nb);
      if (comp & p_.next_to_wall) continue;  // part of the wall: never captured
      if ((Around(comp) & full_ & ~(s->defender | s->attacker)) == 0) {
        s->attacker &= ~comp;
        captured |= comp;
      }
    }
    if (captured & p_.decisive) return kLoss;
    const uint32_t empty = full_ & ~(s->defender | s->attacker);
    const uint32_t own = Flood(s->defender, bit);
    const uint32_t libs = DefenderLibs(own, empty);
    const bool safe = (own & p_.next_to_friend) != 0;
    if (libs == 0 && !safe) return kWin;
    s->ko = (Bits(captured) == 1 && own == bit && !(own & p_.next_to_target) && !safe &&
             Bits(libs) == 1)
                ? LowBit(captured)
                : -1;
    return s->ko < 0 || !no_ko_defender_ ? kOpen : kWin;
  }

  // Whether the target's group has two true eyes: empty points whose every neighbour is a stone
  // of that group (the target itself, or a local defender stone connected to it), none next to
  // the wall. The attacker can never fill either (a stone there is suicide while the other eye
  // stands), so the target lives: Benson's argument, on the local board.
  bool TwoEyes(const Pos& s) const {
    const uint32_t empty = full_ & ~(s.defender | s.attacker);
    const uint32_t group = Flood(s.defender, p_.next_to_target);
    int eyes = 0;
    for (uint32_t m = empty & ~p_.next_to_wall; m; m &= m - 1) {
      const int i = LowBit(m);
      const uint32_t bit = 1u << i;
      const bool touches = (p_.next_to_target & bit) || (p_.adjacent[i] & group);
      if (touches && (p_.adjacent[i] & ~group) == 0 && ++eyes >= 2) return true;
    }
    return false;
  }

  // Filling a point whose every local neighbour is the defender's own (an eye), when no own chain
  // next to it is in atari, never helps the defender: the search skips it.
  bool FillsOwnEye(const Pos& s, int i) const {
    const uint32_t bit = 1u << i;
    if ((p_.adjacent[i] & ~s.defender) != 0 || (p_.next_to_wall & bit)) return false;
    const uint32_t empty = full_ & ~(s.defender | s.attacker);
    if ((p_.next_to_target & bit) && Bits(TargetLibs(s)) < 2) return false;
    for (uint32_t n = p_.adjacent[i]; n; n &= n - 1) {
      const uint32_t comp = Flood(s.defender, n & (~n + 1));
      if (!(comp & p_.next_to_friend) && Bits(DefenderLibs(comp, empty)) < 2) return false;
    }
    return true;
  }

  // The empty points, the most promising first: those with the most empty neighbours (the vital
  // points of eye shapes), ties by index.
  int Candidates(const Pos& s, int* out) const {
    const uint32_t empty = full_ & ~(s.defender | s.attacker);
    int n = 0;
    int score[kMaxLocalPoints];
    for (uint32_t m = empty; m; m &= m - 1) {
      const int i = LowBit(m);
      if (i == s.ko) continue;
      score[i] = Bits(p_.adjacent[i] & empty) * 2 + ((p_.next_to_target >> i) & 1u);
      out[n++] = i;
    }
    // A stable insertion sort by score, highest first (at most kMaxLocalPoints entries).
    for (int k = 1; k < n; ++k) {
      const int v = out[k];
      int j = k;
      for (; j > 0 && score[out[j - 1]] < score[v]; --j) out[j] = out[j - 1];
      out[j] = v;
    }
    return n;
  }

  // The entry of `key`, or an empty one to store it in (an entry of an earlier Run is empty and
  // reads as kOpen), or nullptr when the probes are full.
  Entry* Slot(uint64_t key) {
    const uint32_t h = static_cast<uint32_t>((key * 0x9E3779B97F4A7C15ULL) >> 52);
    for (int probe = 0; probe < 8; ++probe) {
      Entry& e = table_[(h + probe) & (kTableSize - 1)];
      if (e.generation != generation_) e = Entry{0, generation_, kOpen};
      if (e.value == kOpen || e.key == key) return &e;
    }
    return nullptr;
  }
  static uint64_t Key(const Pos& s, bool attacker_to_move) {
    return static_cast<uint64_t>(s.defender) | (static_cast<uint64_t>(s.attacker) << 24) |
           (static_cast<uint64_t>(s.ko + 1) << 48) |
           (static_cast<uint64_t>(attacker_to_move) << 56);
  }
  Value Store(uint64_t key, Value v) {
    if (v == kOpen) return v;
    if (Entry* e = Slot(key)) *e = Entry{key, generation_, v};
    return v;
  }
  // The start of every node: true, with *v its value, when the node is decided without a search
  // (out of budget: kOpen; found in the table; at the depth bound: kOpen).
  bool Known(uint64_t key, int depth, Value* v) {
    *v = kOpen;
    if (!aborted_ && ++nodes_ > max_nodes_) aborted_ = true;
    if (aborted_) return true;
    if (Entry* e = Slot(key); e && e->value != kOpen && e->key == key) {
      *v = e->value;
      return true;
    }
    return depth == 0;
  }

  // The attacker to move: a win when some move wins (passing never helps the attacker: the
  // defender passes back and the target lives).
  Value Attack(const Pos& s, int depth) {
    const uint64_t key = Key(s, true);
    if (Value known; Known(key, depth, &known)) return known;
    if (TwoEyes(s)) return Store(key, kLoss);
    int moves[kMaxLocalPoints];
    const int n = Candidates(s, moves);
    bool open = false;
    for (int k = 0; k < n; ++k) {
      Pos child = s;
      const Value r = PlayAttacker(&child, moves[k]);
      if (r == kWin) return Store(key, kWin);
      if (r == kLoss) continue;  // illegal
      const Value v = Defend(child, depth - 1);
      if (aborted_) return kOpen;
      if (v == kWin) return Store(key, kWin);
      open = open || v == kOpen;
    }
    return Store(key, open ? kOpen : kLoss);
  }

  // The defender to move: a loss for the attacker when some move (or a pass) saves the target.
  Value Defend(const Pos& s, int depth) {
    const uint64_t key = Key(s, false);
    if (Value known; Known(key, depth, &known)) return known;
    int moves[kMaxLocalPoints];
    const int n = Candidates(s, moves);
    bool open = false;
    for (int k = 0; k < n; ++k) {
      if (FillsOwnEye(s, moves[k])) continue;
      Pos child = s;
      const Value played = PlayDefender(&child, moves[k]);
      if (played == kLoss) return Store(key, kLoss);  // a decisive chain captured
      if (played == kWin) continue;                   // illegal
      const Value v = Attack(child, depth - 1);
      if (aborted_) return kOpen;
      if (v == kLoss) return Store(key, kLoss);
      open = open || v == kOpen;
    }
    // A pass (the ko ban lapses).
    const Value v = Attack(Pos{s.defender, s.attacker, -1}, depth - 1);
    if (aborted_) return kOpen;
    if (v == kLoss) return Store(key, kLoss);
    open = open || v == kOpen;
    return Store(key, open ? kOpen : kWin);
  }

  const LocalProblem& p_;
  const uint32_t full_;
  const int max_nodes_;
  int nodes_ = 0;
  bool aborted_ = false;
  bool no_ko_attacker_ = false;
  bool no_ko_defender_ = false;
  Entry* table_ = nullptr;
  uint32_t generation_ = 0;
};

}  // namespace

LocalAnswer SolveLocal(const LocalProblem& problem, int max_nodes) {
  LocalAnswer a;
  if (problem.size < 1 || problem.size > kMaxLocalPoints) return a;
  Search search(problem, max_nodes);
  if (search.Run(/*attacker_first=*/true, /*attacker_takes_no_ko=*/true) == kWin) {
    // The attacker kills moving first without a ko; and moving second?
    const bool as_it_stands = search.Run(false, true) == kWin;
    a.status = as_it_stands ? LocalStatus::kDead : LocalStatus::kCritical;
  } else if (search.Run(true, false) == kLoss) {
    a.status = LocalStatus::kAlive;  // lives against the attacker's first move, without a ko
  }
  a.nodes = search.nodes();
  return a;
}

}  // namespace goscore
