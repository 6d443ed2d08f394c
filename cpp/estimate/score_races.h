// Capturing races for the score during play (issue 25, item 4): two adjacent chains of opposite
// colours, each short of liberties, that the playouts leave near even, decided by counting
// liberties (docs/ESTIMATE.md, "Score during play").
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "estimate/playout_board.h"
#include "estimate/score_chains.h"

namespace goscore {

/// The outcome of a capturing race between two chains without eyes, by their liberties: `mover`
/// the liberties of the side to move's chain that the other's lacks, `other` those of the other
/// chain that the mover's lacks, `shared` their common liberties. 1: the side to move captures
/// the other chain; -1: the other side captures the mover's chain even so; 0: neither (seki).
/// With no shared liberty the mover wins when it has at least as many (it fills first); with
/// shared liberties a chain must fill them too, so it needs shared - 1 more (the count that
/// go textbooks give for races without eyes, e.g. Sensei's Library, "Capturing race").
int RaceOutcome(int mover, int other, int shared);

/// Reads the races between the chains of `chains` (ScoreChainsOf on `b`) of at least
/// `min_stones` stones and at most `max_liberties` liberties each whose mean owner, both move
/// orders averaged, lies within `mean_limit` of even, and writes the verdicts that change into
/// `owner` and `dead` (row-major; the loser dead, the winner alive; a seki leaves both alive).
/// Returns the races read.
int ApplyRaces(const Board& board, const PlayoutBoard& b, std::vector<ScoreChain>* chains,
               int max_liberties, int min_stones, float mean_limit, std::vector<float>* owner,
               std::vector<uint8_t>* dead);

}  // namespace goscore
