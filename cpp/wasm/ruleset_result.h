// A ruleset score as a result block (wire.h RulesScoreSlot): shared by score / compareRules
// (cpp/wasm/rules.cpp) and Game.score under a ruleset (cpp/wasm/game.cpp).
#pragma once

#include "board/board.h"
#include "core/types.h"
#include "scoring/ruleset_score.h"

namespace goscore::wasm {

/// Sets in->ruleset and in->handicap_compensation from a W.rulesets code (the seven rulesets,
/// then the aliases 'territory', Japanese, and 'area', Chinese without handicap compensation);
/// false for an unknown code.
bool RulesetFromWire(int code, RulesetInput* in);

/// Scores `in` on `board` (ScoreRuleset) and writes the RulesScoreSlot result block.
Status ScoreRulesetToResult(const Board& board, const RulesetInput& in);

}  // namespace goscore::wasm
