// The one table of move verdicts: their stable names and messages. Bindings, the JS layer and the
// demo take them from here.
#include "game/game.h"

namespace goscore {

namespace {

struct VerdictText {
  MoveVerdict verdict;
  const char* name;            ///< Game.check's answer in JS
  const char* message;         ///< after "(x, y)" in Game::Play's error
  const char* record_message;  ///< after "move N B[xy]" in the SGF replay's error
};

// Indexed by the verdict's value (checked by the tests).
constexpr VerdictText kVerdicts[kMoveVerdictCount] = {
    {MoveVerdict::kLegal, "legal", "", ""},
    {MoveVerdict::kOffBoard, "off-board", "is off the board", "is off the board"},
    {MoveVerdict::kNotAPlayer, "not-a-player", "is not by a player", "is not by a player"},
    {MoveVerdict::kOccupied, "occupied", "is occupied", "is on an occupied point"},
    {MoveVerdict::kSuicide, "suicide", "is suicide", "is suicide"},
    {MoveVerdict::kKo, "ko", "retakes a ko", "retakes a ko"},
    {MoveVerdict::kSuperko, "superko", "repeats an earlier position (positional superko)",
     "repeats an earlier position (positional superko)"},
};

const VerdictText* Find(MoveVerdict v) {
  const int i = static_cast<int>(v);
  return i >= 0 && i < kMoveVerdictCount ? &kVerdicts[i] : nullptr;
}

}  // namespace

const char* MoveVerdictName(MoveVerdict verdict) {
  const VerdictText* t = Find(verdict);
  return t != nullptr ? t->name : "unknown";
}

const char* MoveVerdictMessage(MoveVerdict verdict) {
  const VerdictText* t = Find(verdict);
  return t != nullptr ? t->message : "is not a known verdict";
}

const char* MoveVerdictRecordMessage(MoveVerdict verdict) {
  const VerdictText* t = Find(verdict);
  return t != nullptr ? t->record_message : "is not a known verdict";
}

}  // namespace goscore
