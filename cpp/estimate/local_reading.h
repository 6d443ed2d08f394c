// Local reading after the playouts: corrections the playouts get wrong for a structural reason.
// Random playouts break seki (someone eventually fills a shared liberty) and let a group with a
// killing eye shape make two eyes (the attacker does not answer inside). Both are read here
// statically on the start position; see docs/ESTIMATE.md.
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "estimate/playout_board.h"

namespace goscore {

/// Most seki checks (each one life analysis) KeepSeki makes per call: bounded work.
inline constexpr int kMaxSekiChecks = 6;

/// Kills groups with a killing eye shape (nakade). A set of chains of one colour is dead when the
/// only region of non-own points it encloses is 3 to 6 points of a killing shape (straight or bent
/// three, pyramid four, square four, bulky five, crossed five, flower six; Sensei's Library,
/// "Killable eyeshapes"), the shape's vital point holds an opponent stone (a square four needs
/// none), every other region it touches holds a living opponent stone (no second eye), and every
/// opponent chain outside touching it is pass-alive or has more liberties than the group. Marks
/// the group dead and the opponent stones inside alive. `dead` is padded; `pass_alive` row-major.
/// Returns the number of groups killed.
int KillNakadeGroups(const Board& board, const PlayoutBoard& start,
                     const std::vector<int8_t>& pass_alive, std::vector<uint8_t>* dead);

/// Revives seki of shared liberties that the playouts broke. For each chain called dead (at most
/// kMaxSekiChecks life analyses per call), together with the dead chains of its colour it shares a
/// liberty with (the group): the group is kept alive when (1) an opponent chain next to it lives
/// on the group's liberties only and touches no other dead stone of the group's colour (whose
/// point would be its liberty once taken off): the seki partner, (2) the opponent cannot approach
/// it: no move on its liberties captures or leaves the opponent's chain there with three or more
/// liberties or more than the group's weakest chain (a fill that is suicide, a self-atari, or equal
/// in the race for liberties is no approach), and (3) the life analysis (life/territory.h) with the
/// group left alive puts the chain in seki. (1) and (2) may hold as the position stands or after
/// one move of the group's colour on one of its liberties: the chain then lives or dies by who
/// moves first, which the estimator keeps on the board; after such a move the group must also be
/// closed (the regions of its liberties, empty points and opponent stones, enclosed by its stones
/// within a few points). No group next to an opponent chain in atari is kept: its owner can capture
/// that chain, and the position is no settled seki. `dead` is padded. Returns the number of chains
/// revived.
int KeepSeki(const Board& board, const PlayoutBoard& start, std::vector<uint8_t>* dead,
             bool after_defence = true, const std::vector<float>* mean = nullptr,
             float min_mean = -1.0f);

}  // namespace goscore
