// The chains of a position during play as the score count sees them (issue 25, item 4): each
// chain's size, liberties, the playouts' mean owner of its stones with either side first, and the
// dead-stone verdict; and how unsettled they leave the position (docs/ESTIMATE.md, "Score during
// play", step 6).
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "estimate/playout_board.h"

namespace goscore {

/// One chain of the board, for the score count.
struct ScoreChain {
  int colour = 0;        ///< 1 Black, -1 White
  int first = 0;         ///< row-major index of its first stone (row order)
  int size = 0;          ///< stones
  int liberties = 0;     ///< distinct empty neighbours
  float own_first = 0;   ///< mean owner of its stones, its colour's view, its colour moving first
  float opp_first = 0;   ///< ... the opponent moving first
  bool to_move = false;  ///< its colour moves next
  bool dead = false;     ///< the count's verdict (ScoreMaps::dead)
};

/// The chains of `board`, read from its playout board `b` (built from `board`: its chain heads,
/// sizes and stone lists), in the row order of their first stones (row-major maps of width *
/// height: `to_move_first` and `opponent_first` the playouts' mean owner with `to_move` first and
/// with the opponent first, Black positive; `dead` the verdict).
std::vector<ScoreChain> ScoreChainsOf(const Board& board, const PlayoutBoard& b,
                                      const std::vector<float>& to_move_first,
                                      const std::vector<float>& opponent_first,
                                      const std::vector<uint8_t>& dead, Color to_move);

/// How unsettled the position is: over the chains whose mean owner from their colour's view,
/// averaged over both move orders, lies within (-mean_limit, mean_limit), twice their stones
/// (a chain that changes hands swings its stones twice) times 1 - |mean| / mean_limit (a chain at
/// mean 0 counts fully, one near the limit hardly).
/// Which ladder readings change the count's verdicts (ScoreTuning::ladder_rules), as bits.
enum LadderRule : int {
  kLadderEscapeLives = 1,  ///< a chain in atari whose colour moves next and escapes lives
  kLadderAtariDies = 2,    ///< ... and one that cannot escape is dead
  kLadderTwoLibDies = 4,   ///< a chain with two liberties the opponent, moving next, ladders dies
  kAtariOfOtherDies = 8,   ///< a chain in atari whose opponent moves next dies (it is captured)
};

/// Reads the ladders of the chains of at least `min_stones` stones (`chains` from ScoreChainsOf
/// on the same board `b`) that the rules in `rules` (LadderRule bits) name, each within `budget`
/// positions, and writes the verdicts that change into `owner` (the settled owner: a living stone
/// its colour, a dead one the opponent's) and `dead` (row-major). Returns the positions read.
int ApplyLadders(const Board& board, const PlayoutBoard& b, std::vector<ScoreChain>* chains,
                 int rules, int min_stones, int budget, std::vector<float>* owner,
                 std::vector<uint8_t>* dead);

/// Gives the chain `c` of `b` the verdict `dead_now` when it differs from its own: its stones
/// turn to the opponent (dead) or to their colour (alive) in `owner` and `dead` (row-major).
void SetChainVerdict(const Board& board, const PlayoutBoard& b, ScoreChain* c, bool dead_now,
                     std::vector<float>* owner, std::vector<uint8_t>* dead);

double UnsettledStones(const std::vector<ScoreChain>& chains, double mean_limit);

}  // namespace goscore
