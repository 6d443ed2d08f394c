#include "scoring/scoring.h"

#include <cstdlib>
#include <string>

#include "scoring/ruleset_score.h"
#include "scoring/tally.h"

namespace goscore {

const char* ScoringRulesName(ScoringRules rules) {
  switch (rules) {
    case ScoringRules::kTerritory:
      return "territory";
    case ScoringRules::kArea:
      return "area";
    case ScoringRules::kTrompTaylor:
      return "tromp-taylor";
  }
  return "unknown";
}

using scoring_internal::PointText;

Status ScorePosition(const Board& board, const ScoreInput& input, RegionFinder& finder,
                     ScoreResult* out) {
  const bool tromp_taylor = input.rules == ScoringRules::kTrompTaylor;
  if (input.prisoners_by_black < 0 || input.prisoners_by_white < 0) {
    return Status::Error(ErrorCode::kInvalidArgument, "prisoners must not be negative");
  }
  // Issue 11 item 7: counts beyond the bound are refused rather than overflowing the sums below.
  for (int v : {input.prisoners_by_black, input.prisoners_by_white}) {
    if (v > kMaxCount) {
      return Status::Error(
          ErrorCode::kInvalidArgument,
          "prisoners must be at most " + std::to_string(kMaxCount) + ", got " + std::to_string(v));
    }
  }
  if (!input.dead.empty() && input.dead.size() != static_cast<size_t>(board.area())) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         "the dead-stone mask has " + std::to_string(input.dead.size()) +
                             " points, expected " + std::to_string(board.area()));
  }
  // Step 1 (Art. 10.1 for territory; the same lifting for area): dead stones leave the board.
  // Tromp-Taylor reads no marks: it scores the position as it stands.
  static const std::vector<uint8_t> kNothingDead;
  const std::vector<uint8_t>& dead = tromp_taylor ? kNothingDead : input.dead;
  Status s = scoring_internal::CheckDeadMask(board, dead);
  if (!s.ok()) return s;
  // Steps 2-4 (Art. 8): the empty regions of what is left; regions agreed seki score nothing under
  // territory rules. Area scoring ignores the marks: the eye points of a seki count there.
  scoring_internal::Tally tally;
  s = scoring_internal::TallyPosition(
      board, dead, input.rules == ScoringRules::kTerritory ? &input.seki : nullptr, false, finder,
      &tally);
  if (!s.ok()) return s;
  const scoring_internal::Layer& layer = tally.lifted;

  ScoreResult result;
  result.rules = input.rules;
  result.komi_tenths = input.komi_tenths;
  SideScore* sides[2] = {&result.black, &result.white};
  // Prisoners held by the opponent: captured during play, plus own stones lifted as dead.
  const int captured_by_opponent[2] = {input.prisoners_by_white, input.prisoners_by_black};
  for (int k = 0; k < 2; ++k) {
    SideScore& side = *sides[k];
    side.stones = static_cast<int>(layer.stones[k]);
    side.territory = static_cast<int>(layer.territory[k]);
    side.dead = static_cast<int>(tally.dead[k]);
    side.prisoners = static_cast<int>(int64_t{captured_by_opponent[k]} + tally.dead[k]);
    const int64_t komi = k == 1 ? input.komi_tenths : 0;
    if (input.rules == ScoringRules::kTerritory) {
      // Step 5 (Art. 10.2): prisoners fill the opponent's territory, so they are subtracted from
      // the owner's score rather than added to the captor's.
      side.total_tenths =
          10 * (layer.territory[k] - captured_by_opponent[k] - tally.dead[k]) + komi;
    } else {
      side.total_tenths = 10 * (layer.stones[k] + layer.territory[k]) + komi;
    }
  }
  result.dame = static_cast<int>(layer.dame);
  result.seki_points = static_cast<int>(layer.seki_points);
  result.owner = layer.owner;
  result.seki_mask = layer.seki_mask;
  const int64_t diff = result.black.total_tenths - result.white.total_tenths;
  result.winner = diff > 0 ? 1 : diff < 0 ? -1 : 0;
  result.margin_tenths = diff < 0 ? -diff : diff;
  *out = std::move(result);
  return Status();
}

Status DeadChainsMask(const Board& board, const std::vector<Point>& points,
                      std::vector<uint8_t>* mask) {
  const int width = board.width();
  std::vector<uint8_t> dead(points.empty() ? 0 : board.area(), 0);
  std::vector<int> stack;
  for (Point p : points) {
    if (!board.OnBoard(p.x, p.y)) {
      return Status::Error(ErrorCode::kInvalidCoordinate,
                           "dead point " + PointText(p) + " is off the board");
    }
    const Color c = board.At(p.x, p.y);
    if (c == Color::kEmpty) {
      return Status::Error(ErrorCode::kInvalidArgument, "dead point " + PointText(p) + " is empty");
    }
    if (dead[p.y * width + p.x]) continue;
    // Iterative flood fill over the chain's stones.
    dead[p.y * width + p.x] = 1;
    stack.assign(1, board.Loc(p.x, p.y));
    while (!stack.empty()) {
      const int loc = stack.back();
      stack.pop_back();
      for (int n : {loc - board.stride(), loc - 1, loc + 1, loc + board.stride()}) {
        if (board.cells()[n] != static_cast<int8_t>(c)) continue;
        const int i = board.LocY(n) * width + board.LocX(n);
        if (dead[i]) continue;
        dead[i] = 1;
        stack.push_back(n);
      }
    }
  }
  *mask = std::move(dead);
  return Status();
}

std::string FormatTenths(int64_t tenths) {
  const bool negative = tenths < 0;
  const int64_t a = negative ? -tenths : tenths;
  std::string s = (negative ? "-" : "") + std::to_string(a / 10);
  if (a % 10 != 0) s += "." + std::to_string(a % 10);
  return s;
}

std::string FormatResult(const ScoreResult& result, const std::string& lang) {
  const std::string margin = FormatTenths(result.margin_tenths);
  const bool black = result.winner == 1;
  if (lang == "ko") {
    if (result.winner == 0) return "무승부";
    return std::string(black ? "흑" : "백") + " " + margin + "집 승";
  }
  if (lang == "ja") {
    if (result.winner == 0) return "持碁";
    return std::string(black ? "黒" : "白") + " " + margin + "目勝ち";
  }
  if (lang == "zh") {
    if (result.winner == 0) return "和棋";
    return std::string(black ? "黑胜" : "白胜") + margin + "目";
  }
  if (result.winner == 0) return "Draw";
  return std::string(black ? "Black" : "White") + " wins by " + margin;
}

std::string SgfResult(const ScoreResult& result) {
  return SgfResult(result.winner, result.margin_tenths);
}

std::string SgfResult(int winner, int64_t margin_tenths) {
  if (winner == 0) return "0";
  return std::string(winner == 1 ? "B+" : "W+") + FormatTenths(margin_tenths);
}

}  // namespace goscore
