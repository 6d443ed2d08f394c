// Tactical reading of short-of-liberty chains for the score during play (issue 25, item 4):
// whether a chain of few liberties is captured when its opponent moves first, and when its owner
// does, by a small search on copies of a PlayoutBoard that plays only the moves of a capturing
// race: the attacker fills the chain's liberties (or saves one of its own chains next to it in
// atari), the defender extends on them, captures a neighbour in atari or fills the liberties of
// a neighbour as short of them (the race). Eyes need no rule of their own: the attacker cannot
// play inside an eye until it captures there. See docs/ESTIMATE.md, "Score during play".
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "estimate/playout_board.h"
#include "estimate/score_chains.h"

namespace goscore {

/// The answer of a tactical reading.
enum class TacticResult {
  kCaptured,  ///< the attacker captures the chain
  kEscapes,   ///< the chain reaches the escape liberties, or the attacker runs out of moves
  kUnknown,   ///< the node budget or the depth bound ran out first
};

/// Bounds of the reading.
struct TacticLimits {
  int escape_liberties = 4;  ///< a chain with this many liberties is out of tactical danger
  int max_depth = 16;        ///< moves read in one line
  int race_liberties = 3;    ///< the defender fills the liberties of neighbours this short
  int budget = 150;          ///< positions read per question
};

/// Reads whether the chain through the stone at `loc` of `b` is captured, its opponent moving
/// first when `attacker_first`, else its owner. `*nodes` is increased by the positions read.
TacticResult ReadCapture(const PlayoutBoard& b, int loc, bool attacker_first,
                         const TacticLimits& limits, int* nodes);

/// Which verdicts of the reading change the count (ScoreTuning::tactic_rules), as bits.
enum TacticRule : int {
  kTacticDeadAsItStands = 1,  ///< captured even when its owner moves first: dead
  kTacticCriticalDies = 2,    ///< captured only when the attacker moves first, who moves next: dead
  kTacticCriticalLives = 4,   ///< ... and its owner moves next: alive
  kTacticSafeLives = 8,       ///< not captured even when the attacker moves first: alive
  kTacticPartnersLive = 16,   ///< a chain read dead revives the dead opponent chains next to it
  kTacticSettles = 32,        ///< a chain the reading settles leaves the unsettled stones
};

/// Which chains ApplyTactics reads, and within what.
struct TacticSelection {
  int rules = 0;             ///< TacticRule bits (0: none read)
  int max_liberties = 3;     ///< chains of at most this many liberties (and at least 1)
  int min_stones = 2;        ///< ... and at least this many stones
  float mean_limit = 0.35f;  ///< ... whose mean owner (both move orders) lies within this of 0
  int call_budget = 1500;    ///< positions read in all, per call
  /// Read only while at most this share of the board is empty (later in a game than about 60% of
  /// it: earlier, a chain short of liberties is still part of a fight on an open board).
  float max_empty_share = 0.5f;
  TacticLimits limits;
};

/// Reads the chains that `sel` names (`chains` from ScoreChainsOf on the playout board `b` of
/// `board`), in order, until the call's budget is spent, and writes the verdicts that change into
/// `owner` and `dead` (row-major, as SetChainVerdict). Returns the positions read.
int ApplyTactics(const Board& board, const PlayoutBoard& b, std::vector<ScoreChain>* chains,
                 const TacticSelection& sel, std::vector<float>* owner, std::vector<uint8_t>* dead);

}  // namespace goscore
