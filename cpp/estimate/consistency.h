// Consistency rules applied to the dead marks after the playouts and the local reading: whole
// local fights left as they are, and (optionally) dead chains in neutral regions revived. See
// docs/ESTIMATE.md, "Consistency".
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "estimate/playout_board.h"

namespace goscore {

/// A standoff: two adjacent chains of opposite colours, both in atari on the same point, so that
/// whoever plays there captures (a snapback or a ko, often). When every other chain around the two
/// is alive, both chains are kept on the board (cleared in `dead`, padded): the players ended the
/// game with that local fight as it is. Next to dead stones it is part of a dead area and is left
/// as it is.
/// With keep_snapbacks false, a standoff where one side's capture is a snapback (its capturing
/// chain of two or more stones is left in atari) is not kept, the playouts deciding, unless its
/// point is a corner of the board.
void KeepStandoffs(const PlayoutBoard& b, std::vector<uint8_t>* dead, bool keep_snapbacks = true);

/// Kills every chain in atari that cannot be saved and is captured for good: its owner can
/// neither capture a neighbouring chain in atari nor extend to two liberties, and the opponent's
/// capture on its liberty is legal and leaves the capturing chain with two liberties or more (no
/// ko, no snapback). Proven chains (`pass_alive`, row-major) are left alone. `dead` is padded.
/// Returns the number of chains killed.
int KillHopelessAtari(const Board& board, const PlayoutBoard& b,
                      const std::vector<int8_t>& pass_alive, std::vector<uint8_t>* dead);

/// Revives every dead chain whose region (its empty points and dead stones, once the dead are
/// lifted) also reaches living stones of its own colour, unless it is proven dead (`pass_alive`,
/// row-major). Such a region is neutral. Reviving only adds living stones, so the loop ends.
void ReviveInNeutralRegions(const Board& board, const PlayoutBoard& b,
                            const std::vector<int8_t>& pass_alive, std::vector<uint8_t>* dead);

}  // namespace goscore
