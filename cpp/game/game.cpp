// The game engine. See game.h for the contract.
//
// Liberty tracker, in the style of KataGo's board (the design, not its code): the position is the
// padded 1-D array of Board, and every stone carries
//   - chain_head[loc]: the location of its chain's head stone,
//   - next_in_chain[loc]: the next stone of its chain, the stones of a chain forming a circular
//   list,
// and each head carries a record {size, liberty count} (the colour is the head's cell). Liberty
// counts are kept up to date incrementally, counting every distinct empty point once:
//   - placing a stone takes one liberty from each distinct adjacent chain;
//   - merging adds to the larger chain the liberties of the smaller one that are not already its
//     own, and relinks the smaller chain's stones to the larger head (cost: the smaller chain);
//   - removing a chain gives every removed point back, once, to each distinct chain beside it.
// Everything is iterative: boards go up to 1024x1024, and a single chain may fill most of one.
//
// Undo replays the log, less its last entry, from the start position: O(area + length of the log),
// which is cheap for real games (a few hundred moves) and keeps no per-move snapshots.

#include "game/game.h"

#include <algorithm>
#include <string>
#include <unordered_map>
#include <utility>

namespace goscore {

namespace {

constexpr int kNoLoc = -1;

/// One step of splitmix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", 2014): splitmix64 is counter based, so its i-th output is Mix(seed + (i + 1) *
/// gamma) and a Zobrist key needs no table (a 1024x1024 table would cost 16 MB).
constexpr uint64_t kGamma = 0x9E3779B97F4A7C15ULL;
constexpr uint64_t kZobristSeed = 0x676F73636F726521ULL;  // "goscore!"

constexpr uint64_t Mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

/// The Zobrist key of a stone of colour c (a player) on the point with row-major index p: the
/// (2p + [c is white])-th output of a splitmix64 generator seeded with kZobristSeed.
inline uint64_t ZobristKey(int p, int8_t c) {
  const uint64_t i = 2 * static_cast<uint64_t>(p) + (c < 0 ? 1 : 0);
  return Mix(kZobristSeed + (i + 1) * kGamma);
}

bool IsPlayer(Color c) { return c == Color::kBlack || c == Color::kWhite; }

std::string PointText(int x, int y) {
  return "(" + std::to_string(x) + ", " + std::to_string(y) + ")";
}

Status NotAPlayerError() {
  return Status::Error(ErrorCode::kInvalidArgument, "color must be 1 (black) or -1 (white)");
}

int ColorIndex(Color c) { return c == Color::kBlack ? 0 : 1; }

}  // namespace

struct Game::Impl {
  struct ChainRecord {
    int32_t size = 0;
    int32_t liberties = 0;
  };

  /// The outcome of looking at the neighbours of an empty point, shared by Check and Apply.
  struct Neighbourhood {
    int empty = 0;      ///< empty neighbours
    int heads[4] = {};  ///< distinct chains beside the point
    int num_heads = 0;
  };

  GameRules rules;
  Color first_player = Color::kBlack;  ///< who moves first from `start`
  Board start;                         ///< the position before the first move
  Board board;
  int setup[2] = {0, 0};  ///< stones on `start`, black and white

  std::vector<int32_t> chain_head;     ///< padded; kNoLoc on empty points and walls
  std::vector<int32_t> next_in_chain;  ///< padded; meaningful on stones only
  std::vector<ChainRecord> chain;      ///< padded; meaningful at heads only

  uint64_t hash = 0;  ///< Zobrist hash of `board`
  /// How many times each position (by hash) occurred: the start and the result of every stone
  /// move. Positional superko forbids a move whose result is among them.
  std::unordered_map<uint64_t, int> seen;

  int ko_loc = kNoLoc;                 ///< the point the ko forbids on the next move, or kNoLoc
  Color ko_forbidden = Color::kEmpty;  ///< the player the ko forbids

  std::vector<MoveRecord> log;
  int captures[2] = {0, 0};  ///< by black, by white
  int played[2] = {0, 0};    ///< stones put on the board by black, by white
  int passes_in_a_row = 0;

  std::vector<uint8_t> dead;  ///< row-major
  bool any_dead = false;      ///< whether `dead` may hold a 1 (clearing is then O(area))
  std::vector<Point> seki;

  Impl(const Board& position, GameRules r) : rules(r), start(position) { Reset(); }

  int Stride() const { return board.stride(); }
  int PointIndex(int loc) const { return board.LocY(loc) * board.width() + board.LocX(loc); }
  const int8_t* Cells() const { return board.cells(); }

  /// Rebuilds every piece of state from `start`, as before the first move. The log is emptied.
  void Reset() {
    board = start;
    const size_t n = static_cast<size_t>(board.padded_size());
    chain_head.assign(n, kNoLoc);
    next_in_chain.assign(n, kNoLoc);
    chain.assign(n, ChainRecord());
    setup[0] = start.Count(Color::kBlack);
    setup[1] = start.Count(Color::kWhite);
    BuildChainsFromScratch();
    hash = HashFromScratch(board);
    seen.clear();
    seen[hash] = 1;
    ko_loc = kNoLoc;
    ko_forbidden = Color::kEmpty;
    log.clear();
    captures[0] = captures[1] = 0;
    played[0] = played[1] = 0;
    passes_in_a_row = 0;
    dead.assign(static_cast<size_t>(board.area()), 0);
    any_dead = false;
    seki.clear();
  }

  static uint64_t HashFromScratch(const Board& b) {
    uint64_t h = 0;
    for (int y = 0; y < b.height(); ++y) {
      for (int x = 0; x < b.width(); ++x) {
        const int8_t c = static_cast<int8_t>(b.At(x, y));
        if (c != 0) h ^= ZobristKey(y * b.width() + x, c);
      }
    }
    return h;
  }

  /// Flood-fills the chains of `board` into chain_head / next_in_chain / chain (iterative).
  void BuildChainsFromScratch() {
    const int8_t* cells = Cells();
    const int stride = Stride();
    const int offsets[4] = {-stride, -1, 1, stride};
    // liberty_stamp[loc] = head of the last chain that counted loc as a liberty.
    std::vector<int32_t> liberty_stamp(chain_head.size(), kNoLoc);
    std::vector<int32_t> stack;
    for (int y = 0; y < board.height(); ++y) {
      for (int x = 0; x < board.width(); ++x) {
        const int head = board.Loc(x, y);
        const int8_t c = cells[head];
        if (c == 0 || chain_head[head] != kNoLoc) continue;
        int size = 0;
        int liberties = 0;
        int prev = head;
        chain_head[head] = head;
        stack.assign(1, head);
        while (!stack.empty()) {
          const int loc = stack.back();
          stack.pop_back();
          ++size;
          if (loc != head) {
            next_in_chain[prev] = loc;
            prev = loc;
          }
          for (int d : offsets) {
            const int n = loc + d;
            if (cells[n] == 0) {
              if (liberty_stamp[n] != head) {
                liberty_stamp[n] = head;
                ++liberties;
              }
            } else if (cells[n] == c && chain_head[n] == kNoLoc) {
              chain_head[n] = head;
              stack.push_back(n);
            }
          }
        }
        next_in_chain[prev] = head;
        chain[head].size = size;
        chain[head].liberties = liberties;
      }
    }
  }

  Neighbourhood Look(int loc) const {
    Neighbourhood nb;
    const int8_t* cells = Cells();
    const int stride = Stride();
    const int offsets[4] = {-stride, -1, 1, stride};
    for (int d : offsets) {
      const int n = loc + d;
      if (cells[n] == 0) {
        ++nb.empty;
      } else if (cells[n] != Board::kWall) {
        const int h = chain_head[n];
        bool fresh = true;
        for (int i = 0; i < nb.num_heads; ++i) fresh = fresh && nb.heads[i] != h;
        if (fresh) nb.heads[nb.num_heads++] = h;
      }
    }
    return nb;
  }

  /// XOR of the Zobrist keys of the chain headed by `head`.
  uint64_t ChainHash(int head) const {
    uint64_t h = 0;
    const int8_t c = Cells()[head];
    int loc = head;
    do {
      h ^= ZobristKey(PointIndex(loc), c);
      loc = next_in_chain[loc];
    } while (loc != head);
    return h;
  }

  MoveVerdict Check(Color color, int x, int y) const {
    if (!board.OnBoard(x, y)) return MoveVerdict::kOffBoard;
    if (!IsPlayer(color)) return MoveVerdict::kNotAPlayer;
    const int loc = board.Loc(x, y);
    const int8_t* cells = Cells();
    if (cells[loc] != 0) return MoveVerdict::kOccupied;
    const int8_t pla = static_cast<int8_t>(color);

    const Neighbourhood nb = Look(loc);
    bool captures_something = false;
    bool own_chain_keeps_a_liberty = false;
    for (int i = 0; i < nb.num_heads; ++i) {
      const int h = nb.heads[i];
      if (cells[h] == pla) {
        own_chain_keeps_a_liberty = own_chain_keeps_a_liberty || chain[h].liberties > 1;
      } else {
        captures_something = captures_something || chain[h].liberties == 1;
      }
    }
    // Japanese 1989 rules, Articles 3-5: a stone may be played only where, once the opponent's
    // stones without liberties are removed, its group has a liberty. New Zealand and Tromp-Taylor
    // (rule 7: "clearing the opponent color, and then clearing one's own color") allow it.
    const bool suicide = nb.empty == 0 && !captures_something && !own_chain_keeps_a_liberty;
    if (suicide && !rules.allow_suicide) return MoveVerdict::kSuicide;

    if (rules.ko == KoRule::kSimple) {
      // Japanese 1989 rules, Article 6: "A player whose stone has been captured in a ko cannot
      // recapture in that ko on the next move."
      if (loc == ko_loc && color == ko_forbidden) return MoveVerdict::kKo;
    } else {
      // Positional superko (Tromp-Taylor rule 6: a move may not "repeat an earlier grid
      // coloring"). The resulting hash, computed without touching the board: the new stone, less
      // the opponent chains whose last liberty it fills, less its own chain on a suicide. A simple
      // ko retake repeats a position too, so it is reported here as superko.
      uint64_t h = hash ^ ZobristKey(PointIndex(loc), pla);
      for (int i = 0; i < nb.num_heads; ++i) {
        const int head = nb.heads[i];
        if (cells[head] != pla && chain[head].liberties == 1) h ^= ChainHash(head);
      }
      if (suicide) {  // the new stone and the own chains it joins all go
        h ^= ZobristKey(PointIndex(loc), pla);
        for (int i = 0; i < nb.num_heads; ++i) {
          if (cells[nb.heads[i]] == pla) h ^= ChainHash(nb.heads[i]);
        }
      }
      if (seen.count(h) != 0) return MoveVerdict::kSuperko;
    }
    return MoveVerdict::kLegal;
  }

  /// Merges the chains headed by a and b (same colour, distinct) and returns the surviving head.
  int Merge(int a, int b) {
    int large = a;
    int small = b;
    if (chain[large].size < chain[small].size) std::swap(large, small);
    const int8_t* cells = Cells();
    const int stride = Stride();
    const int offsets[4] = {-stride, -1, 1, stride};
    // Each empty point beside the small chain is new unless a stone already labelled `large`
    // touches it: an original stone of the large chain, or a small-chain stone relabelled earlier
    // in this loop (which already counted it). A stone is relabelled only after its own check.
    int added = 0;
    int loc = small;
    do {
      for (int d : offsets) {
        const int n = loc + d;
        if (cells[n] != 0) continue;
        bool known = false;
        for (int e : offsets) known = known || chain_head[n + e] == large;
        if (!known) ++added;
      }
      chain_head[loc] = large;
      loc = next_in_chain[loc];
    } while (loc != small);
    // Splice the two circular lists into one.
    std::swap(next_in_chain[large], next_in_chain[small]);
    chain[large].size += chain[small].size;
    chain[large].liberties += added;
    return large;
  }

  /// Removes the chain headed by `head`, appending its points to *removed, and gives each removed
  /// point back as a liberty, once, to every distinct chain beside it.
  void RemoveChain(int head, std::vector<Point>* removed) {
    int8_t* cells = board.mutable_cells();
    const int8_t c = cells[head];
    std::vector<int32_t> locs;
    locs.reserve(static_cast<size_t>(chain[head].size));
    int loc = head;
    do {
      locs.push_back(loc);
      loc = next_in_chain[loc];
    } while (loc != head);
    for (int l : locs) {
      cells[l] = 0;
      chain_head[l] = kNoLoc;
      next_in_chain[l] = kNoLoc;
      hash ^= ZobristKey(PointIndex(l), c);
      removed->push_back(board.LocPoint(l));
    }
    chain[head] = ChainRecord();
    for (int l : locs) {
      const Neighbourhood nb = Look(l);
      for (int i = 0; i < nb.num_heads; ++i) ++chain[nb.heads[i]].liberties;
    }
  }

  /// Plays a stone without checking legality; appends to the log. Precondition: Check() is kLegal.
  void Apply(Color color, int x, int y) {
    const int loc = board.Loc(x, y);
    const int8_t pla = static_cast<int8_t>(color);
    const Neighbourhood nb = Look(loc);

    board.mutable_cells()[loc] = pla;
    hash ^= ZobristKey(PointIndex(loc), pla);
    chain_head[loc] = loc;
    next_in_chain[loc] = loc;
    chain[loc].size = 1;
    chain[loc].liberties = nb.empty;
    // The new stone fills one liberty of every distinct chain beside it.
    for (int i = 0; i < nb.num_heads; ++i) --chain[nb.heads[i]].liberties;
    int own = loc;
    for (int i = 0; i < nb.num_heads; ++i) {
      if (Cells()[nb.heads[i]] == pla) own = Merge(own, nb.heads[i]);
    }

    MoveRecord record;
    record.color = color;
    record.point = {x, y};
    // Japanese 1989 rules, Article 5 (and Tromp-Taylor rule 7): the opponent's stones left without
    // liberties are removed first...
    for (int i = 0; i < nb.num_heads; ++i) {
      const int h = nb.heads[i];
      if (Cells()[h] == -pla && chain[h].liberties == 0) RemoveChain(h, &record.captured);
    }
    const int opponent_lost = static_cast<int>(record.captured.size());
    captures[ColorIndex(color)] += opponent_lost;

    // Simple ko: a move that captured exactly one stone and stands alone with one liberty (that
    // liberty being the captured point) may not be retaken at once (Japanese 1989, Article 6).
    ko_loc = kNoLoc;
    ko_forbidden = Color::kEmpty;
    if (opponent_lost == 1 && chain[own].size == 1 && chain[own].liberties == 1) {
      const Point p = record.captured[0];
      ko_loc = board.Loc(p.x, p.y);
      ko_forbidden = Opponent(color);
    }

    // ... then one's own (Tromp-Taylor rule 7): a permitted suicide, the stones going to the
    // opponent as prisoners.
    if (chain[own].liberties == 0) {
      const size_t before = record.captured.size();
      RemoveChain(own, &record.captured);
      captures[ColorIndex(Opponent(color))] += static_cast<int>(record.captured.size() - before);
    }

    std::sort(record.captured.begin(), record.captured.end());
    ++seen[hash];
    ++played[ColorIndex(color)];
    passes_in_a_row = 0;
    log.push_back(std::move(record));
  }

  void ApplyPass(Color color) {
    MoveRecord record;
    record.color = color;
    record.pass = true;
    log.push_back(std::move(record));
    ++passes_in_a_row;
    // The ko forbids a retake on the very next move only; a pass is that move.
    ko_loc = kNoLoc;
    ko_forbidden = Color::kEmpty;
  }

  Status CheckConsistency() const {
    const int8_t* cells = Cells();
    const int stride = Stride();
    const int offsets[4] = {-stride, -1, 1, stride};
    const int w = board.width();
    auto where = [&](int loc) { return PointText(board.LocX(loc), board.LocY(loc)); };
    auto fail = [](const std::string& m) { return Status::Error(ErrorCode::kInvalidBoard, m); };

    // Walls and empty points carry no chain.
    for (int loc = 0; loc < board.padded_size(); ++loc) {
      if ((cells[loc] == 0 || cells[loc] == Board::kWall) && chain_head[loc] != kNoLoc) {
        return fail("the empty point or wall at padded index " + std::to_string(loc) +
                    " has a chain head");
      }
    }
    // Flood-fill every chain and compare it with the tracker.
    std::vector<int32_t> label(chain_head.size(), kNoLoc);
    std::vector<int32_t> liberty_stamp(chain_head.size(), kNoLoc);
    std::vector<uint8_t> in_list(chain_head.size(), 0);
    std::vector<int32_t> stack;
    std::vector<int32_t> members;
    for (int y = 0; y < board.height(); ++y) {
      for (int x = 0; x < w; ++x) {
        const int first = board.Loc(x, y);
        const int8_t c = cells[first];
        if (c == 0 || label[first] != kNoLoc) continue;
        members.clear();
        int liberties = 0;
        label[first] = first;
        stack.assign(1, first);
        while (!stack.empty()) {
          const int loc = stack.back();
          stack.pop_back();
          members.push_back(loc);
          for (int d : offsets) {
            const int n = loc + d;
            if (cells[n] == 0) {
              if (liberty_stamp[n] != first) {
                liberty_stamp[n] = first;
                ++liberties;
              }
            } else if (cells[n] == c && label[n] == kNoLoc) {
              label[n] = first;
              stack.push_back(n);
            }
          }
        }
        const int head = chain_head[first];
        if (head == kNoLoc || head < 0 || head >= board.padded_size() || cells[head] != c) {
          return fail("the stone at " + where(first) + " has no valid chain head");
        }
        if (chain_head[head] != head) {
          return fail("the head of the chain at " + where(first) + " is not its own head");
        }
        for (int m : members) {
          if (chain_head[m] != head) {
            return fail("the stones at " + where(first) + " and " + where(m) +
                        " are connected but have different chain heads");
          }
        }
        if (chain[head].size != static_cast<int>(members.size())) {
          return fail("the chain at " + where(first) + " has " + std::to_string(members.size()) +
                      " stones but its record says " + std::to_string(chain[head].size));
        }
        if (chain[head].liberties != liberties) {
          return fail("the chain at " + where(first) + " has " + std::to_string(liberties) +
                      " liberties but its record says " + std::to_string(chain[head].liberties));
        }
        if (liberties == 0) return fail("the chain at " + where(first) + " has no liberties");
        // The circular list visits exactly the members, each once.
        int loc = head;
        size_t steps = 0;
        do {
          if (loc < 0 || loc >= board.padded_size() || label[loc] != first || in_list[loc]) {
            return fail("the stone list of the chain at " + where(first) + " is broken");
          }
          in_list[loc] = 1;
          ++steps;
          loc = next_in_chain[loc];
        } while (loc != head && steps <= members.size());
        if (loc != head || steps != members.size()) {
          return fail("the stone list of the chain at " + where(first) + " has " +
                      std::to_string(steps) + " stones, expected " +
                      std::to_string(members.size()));
        }
      }
    }
    const uint64_t h = HashFromScratch(board);
    if (h != hash) return fail("the position hash differs from the one recomputed from scratch");
    if (seen.count(hash) == 0) return fail("the current position is missing from the history");

    // Counters, recomputed from the log.
    int cap[2] = {0, 0};
    int put[2] = {0, 0};
    int passes = 0;
    for (const MoveRecord& m : log) {
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
      if (cap[i] != captures[i]) {
        return fail(std::string("captures by ") + names[i] + " are " + std::to_string(captures[i]) +
                    ", the log says " + std::to_string(cap[i]));
      }
      if (put[i] != played[i]) {
        return fail(std::string("stones played by ") + names[i] + " are " +
                    std::to_string(played[i]) + ", the log says " + std::to_string(put[i]));
      }
      // Stones on the board = setup + played - lost, the lost ones held by the opponent.
      const int on_board = board.Count(i == 0 ? Color::kBlack : Color::kWhite);
      if (on_board != setup[i] + put[i] - cap[1 - i]) {
        return fail(std::string("there are ") + std::to_string(on_board) + " " + names[i] +
                    " stones on the board, but setup + played - captured is " +
                    std::to_string(setup[i] + put[i] - cap[1 - i]));
      }
    }
    if (passes != passes_in_a_row) {
      return fail("consecutive passes are " + std::to_string(passes_in_a_row) + ", the log says " +
                  std::to_string(passes));
    }
    return Status();
  }

  ChainInfo Describe(int head, int id) const {
    const int8_t* cells = Cells();
    const int stride = Stride();
    const int offsets[4] = {-stride, -1, 1, stride};
    ChainInfo info;
    info.id = id;
    info.color = static_cast<Color>(cells[head]);
    info.stones.reserve(static_cast<size_t>(chain[head].size));
    info.liberties.reserve(static_cast<size_t>(chain[head].liberties));
    std::vector<int32_t> liberty_locs;
    int loc = head;
    do {
      info.stones.push_back(board.LocPoint(loc));
      for (int d : offsets) {
        if (cells[loc + d] == 0) liberty_locs.push_back(loc + d);
      }
      loc = next_in_chain[loc];
    } while (loc != head);
    std::sort(liberty_locs.begin(), liberty_locs.end());
    liberty_locs.erase(std::unique(liberty_locs.begin(), liberty_locs.end()), liberty_locs.end());
    for (int l : liberty_locs) info.liberties.push_back(board.LocPoint(l));
    std::sort(info.stones.begin(), info.stones.end());
    std::sort(info.liberties.begin(), info.liberties.end());
    return info;
  }

  Status CheckPoint(int x, int y) const {
    if (board.OnBoard(x, y)) return Status();
    return Status::Error(ErrorCode::kInvalidCoordinate,
                         PointText(x, y) + " is off the " + std::to_string(board.width()) + "x" +
                             std::to_string(board.height()) + " board");
  }

  void ClearMarksImpl() {
    if (any_dead) std::fill(dead.begin(), dead.end(), 0);
    any_dead = false;
    seki.clear();
  }

  ScoreInput MakeScoreInput(ScoringRules r) const {
    ScoreInput in;
    in.dead = dead;
    in.seki = seki;
    in.prisoners_by_black = captures[0];
    in.prisoners_by_white = captures[1];
    in.komi_tenths = rules.komi_tenths;
    in.rules = r;
    return in;
  }
};

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
      if (position.cells()[loc] != 0 && g.chain[g.chain_head[loc]].liberties == 0) {
        return Status::Error(ErrorCode::kInvalidBoard,
                             "the chain at " + PointText(x, y) + " has no liberties");
      }
    }
  }
  *out = std::move(game);
  return Status();
}

const Board& Game::board() const { return impl_->board; }
const GameRules& Game::rules() const { return impl_->rules; }
void Game::set_komi_tenths(int komi_tenths) { impl_->rules.komi_tenths = komi_tenths; }

MoveVerdict Game::Check(Color color, int x, int y) const { return impl_->Check(color, x, y); }

Status Game::Play(Color color, int x, int y, std::vector<Point>* captured) {
  Impl& g = *impl_;
  const MoveVerdict verdict = g.Check(color, x, y);
  // The message is built only for an illegal move: a legal one allocates nothing here.
  const std::string where = verdict == MoveVerdict::kLegal ? std::string() : PointText(x, y);
  switch (verdict) {
    case MoveVerdict::kLegal:
      break;
    case MoveVerdict::kOffBoard:
      return g.CheckPoint(x, y);
    case MoveVerdict::kNotAPlayer:
      return NotAPlayerError();
    case MoveVerdict::kOccupied:
      return Status::Error(ErrorCode::kIllegalMove, where + " is occupied");
    case MoveVerdict::kSuicide:
      return Status::Error(ErrorCode::kIllegalMove, where + " is suicide");
    case MoveVerdict::kKo:
      return Status::Error(ErrorCode::kIllegalMove, where + " retakes a ko");
    case MoveVerdict::kSuperko:
      return Status::Error(ErrorCode::kIllegalMove,
                           where + " repeats an earlier position (positional superko)");
  }
  g.Apply(color, x, y);
  g.ClearMarksImpl();
  if (captured != nullptr) *captured = g.log.back().captured;
  return Status();
}

Status Game::Pass(Color color) {
  if (!IsPlayer(color)) return NotAPlayerError();
  impl_->ApplyPass(color);
  return Status();
}

bool Game::Undo() {
  Impl& g = *impl_;
  if (g.log.empty()) return false;
  std::vector<MoveRecord> log = std::move(g.log);
  log.pop_back();
  g.Reset();  // also clears the marks
  for (const MoveRecord& m : log) {
    if (m.pass) {
      g.ApplyPass(m.color);
    } else {
      g.Apply(m.color, m.point.x, m.point.y);
    }
  }
  return true;
}

std::vector<ChainInfo> Game::Chains() const {
  const Impl& g = *impl_;
  const Board& b = g.board;
  std::vector<ChainInfo> out;
  std::vector<uint8_t> done(g.chain_head.size(), 0);
  // Scanning row-major meets every chain first at its first stone: the order of ids.
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      const int loc = b.Loc(x, y);
      if (b.cells()[loc] == 0) continue;
      const int head = g.chain_head[loc];
      if (done[head]) continue;
      done[head] = 1;
      out.push_back(g.Describe(head, y * b.width() + x));
    }
  }
  return out;
}

std::optional<ChainInfo> Game::ChainAt(int x, int y) const {
  const Impl& g = *impl_;
  const Board& b = g.board;
  const int loc = b.Loc(x, y);
  if (b.cells()[loc] == 0) return std::nullopt;
  const int head = g.chain_head[loc];
  int id = y * b.width() + x;
  int l = head;
  do {
    id = std::min(id, g.PointIndex(l));
    l = g.next_in_chain[l];
  } while (l != head);
  return g.Describe(head, id);
}

void Game::LibertyMap(int32_t* out) const {
  const Impl& g = *impl_;
  const Board& b = g.board;
  for (int y = 0; y < b.height(); ++y) {
    for (int x = 0; x < b.width(); ++x) {
      const int head = g.chain_head[b.Loc(x, y)];
      out[y * b.width() + x] = head == kNoLoc ? 0 : g.chain[head].liberties;
    }
  }
}

int Game::LibertiesAt(int x, int y) const {
  const Impl& g = *impl_;
  const int head = g.chain_head[g.board.Loc(x, y)];
  return head == kNoLoc ? 0 : g.chain[head].liberties;
}

Status Game::CheckConsistency() const { return impl_->CheckConsistency(); }

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
  if (player != Color::kBlack && player != Color::kWhite) {
    return Status::Error(ErrorCode::kInvalidArgument, "the first player must be black or white");
  }
  impl_->first_player = player;
  return Status();
}
int Game::move_count() const { return static_cast<int>(impl_->log.size()); }

bool Game::IsTerminal() const {
  // Tromp-Taylor rule 8 ends the game after two consecutive passes; the cap of 2 * area actions
  // bounds games that would otherwise go on (see ScoreTrompTaylor).
  const int64_t cap = 2 * static_cast<int64_t>(impl_->board.area());
  return impl_->passes_in_a_row >= 2 || static_cast<int64_t>(move_count()) >= cap;
}

const std::vector<MoveRecord>& Game::moves() const { return impl_->log; }

Status Game::ToggleDead(int x, int y) {
  Impl& g = *impl_;
  Status s = g.CheckPoint(x, y);
  if (!s.ok()) return s;
  const Board& b = g.board;
  const int loc = b.Loc(x, y);
  if (b.cells()[loc] == 0) {
    return Status::Error(ErrorCode::kInvalidArgument, PointText(x, y) + " is empty");
  }
  const int w = b.width();
  const uint8_t value = g.dead[y * w + x] ? 0 : 1;
  g.any_dead = g.any_dead || value == 1;
  const int head = g.chain_head[loc];
  int l = head;
  do {
    g.dead[g.PointIndex(l)] = value;
    l = g.next_in_chain[l];
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
  RegionFinder finder;
  return ScorePosition(impl_->board, impl_->MakeScoreInput(rules), finder, out);
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
