// Dragons: chains of one colour that share a liberty live or die together (issue 25). See
// docs/ESTIMATE.md, "Consistency".
#pragma once

#include <cstdint>
#include <vector>

#include "estimate/playout_board.h"

namespace goscore {

/// Kills the living chains of dead dragons. A dragon is a set of chains of one colour
/// linked by shared liberties (two chains are linked when an empty point touches both: either can
/// connect to the other there, so neither lives without the other being able to). When the
/// chains called dead in a dragon hold more than 1/kill_ratio of its living stones (dead stones
/// times kill_ratio above the living stones), the dragon is dead, and every living chain of it
/// is marked dead too, but for the verdicts that stand (`basis`, padded ChainBasis per stone:
/// proven, read exactly, or kept alive by a static rule such as a seki). A dead chain is never
/// revived here. `dead` is padded. Returns the number of chains killed.
int KillDeadDragons(const PlayoutBoard& b, const std::vector<int8_t>& basis, int kill_ratio,
                    std::vector<uint8_t>* dead);

}  // namespace goscore
