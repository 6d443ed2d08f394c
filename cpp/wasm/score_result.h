// A score as a result block (wire.h ScoreSlot): shared by the stateless scorers and Game.score.
#pragma once

#include "scoring/scoring.h"

namespace goscore::wasm {

/// Writes `result` as the result block: the ScoreSlot scalars, array 0 the owner of every point,
/// array 1 the seki mask.
void WriteScore(const ScoreResult& result);

/// The scoring rules of a wire Rules code; false when `code` is none.
bool RulesFromWire(int code, ScoringRules* rules);

}  // namespace goscore::wasm
