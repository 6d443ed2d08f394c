// Ladder reading for the score during play (issue 25, item 4): whether a chain in atari escapes
// when its owner moves first, and whether a chain with two liberties is captured by a chain of
// ataris when its opponent moves first. Only the moves of a ladder are read (the defender extends
// on its liberty or captures a neighbour in atari; the attacker fills one of the two liberties),
// on copies of a PlayoutBoard, within a node budget (docs/ESTIMATE.md, "Score during play").
#pragma once

#include "estimate/playout_board.h"

namespace goscore {

/// The answer of a ladder reading.
enum class LadderResult {
  kCaptured,  ///< the attacker captures the chain whatever the defender does
  kEscapes,   ///< the defender reaches three liberties or more
  kUnknown,   ///< the budget ran out first
};

/// Reads the chain through the stone at `loc` of `b` (one or two liberties): with one liberty
/// its owner moves first, with two the opponent does. `*nodes` counts the positions read and the
/// reading stops once it reaches `budget`. A chain with more than two liberties escapes; an empty
/// `loc` is a precondition violation.
LadderResult ReadLadder(const PlayoutBoard& b, int loc, int budget, int* nodes);

/// The distinct liberties of the chain through the stone at `loc`, at most `limit` of them,
/// into `libs` (row order of the chain's stone list); returns how many were found.
int ChainLiberties(const PlayoutBoard& b, int loc, int limit, int* libs);

}  // namespace goscore
