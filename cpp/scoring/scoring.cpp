#include "scoring/scoring.h"

#include <cstdlib>
#include <string>

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

namespace {

std::string PointText(Point p) {
  return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
}

}  // namespace

Status ScorePosition(const Board& board, const ScoreInput& input, RegionFinder& finder,
                     ScoreResult* out) {
  const int width = board.width();
  const int area = board.area();
  const bool tromp_taylor = input.rules == ScoringRules::kTrompTaylor;
  if (input.prisoners_by_black < 0 || input.prisoners_by_white < 0) {
    return Status::Error(ErrorCode::kInvalidArgument, "prisoners must not be negative");
  }
  if (!input.dead.empty() && input.dead.size() != static_cast<size_t>(area)) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         "the dead-stone mask has " + std::to_string(input.dead.size()) +
                             " points, expected " + std::to_string(area));
  }

  ScoreResult result;
  result.rules = input.rules;
  result.komi_tenths = input.komi_tenths;

  // Step 1 (Art. 10.1 for territory; the same lifting for area): dead stones leave the board.
  // Tromp-Taylor reads no marks: it scores the position as it stands.
  Board lifted = board;
  if (!tromp_taylor && !input.dead.empty()) {
    for (int i = 0; i < area; ++i) {
      if (!input.dead[i]) continue;
      const int x = i % width;
      const int y = i / width;
      const Color c = board.At(x, y);
      if (c == Color::kEmpty) {
        return Status::Error(ErrorCode::kInvalidArgument,
                             PointText({x, y}) + " is marked dead but is empty");
      }
      (c == Color::kBlack ? result.black : result.white).dead += 1;
      lifted.Set(x, y, Color::kEmpty);
    }
  }

  // Steps 2-3 (Art. 8): the empty regions of what is left, each with the colours it reaches.
  std::vector<int32_t> label(area);
  const std::vector<Color> region_owner = finder.Label(lifted, label.data());

  // Step 4: regions agreed seki score nothing under territory rules. Area scoring ignores the
  // marks: the eye points of a seki count there, and only dame is nobody's.
  std::vector<uint8_t> region_seki(region_owner.size(), 0);
  if (input.rules == ScoringRules::kTerritory) {
    for (Point p : input.seki) {
      if (!board.OnBoard(p.x, p.y)) {
        return Status::Error(ErrorCode::kInvalidCoordinate,
                             "seki point " + PointText(p) + " is off the board");
      }
      const int32_t id = label[p.y * width + p.x];
      if (id < 0) {
        return Status::Error(
            ErrorCode::kInvalidArgument,
            "seki point " + PointText(p) + " is a live stone, not an empty region");
      }
      region_seki[id] = 1;
    }
  }

  result.owner.assign(area, 0);
  result.seki_mask.assign(area, 0);
  int territory_black = 0;
  int territory_white = 0;
  for (int i = 0; i < area; ++i) {
    const int32_t id = label[i];
    if (id < 0) {
      const Color c = lifted.At(i % width, i / width);
      result.owner[i] = static_cast<int8_t>(c);
      (c == Color::kBlack ? result.black : result.white).stones += 1;
      continue;
    }
    const Color o = region_owner[id];
    result.owner[i] = static_cast<int8_t>(o);
    if (region_seki[id]) {
      result.seki_mask[i] = 1;
      result.seki_points += 1;
    }
    if (o == Color::kEmpty) {
      result.dame += 1;
    } else if (!region_seki[id]) {
      (o == Color::kBlack ? territory_black : territory_white) += 1;
    }
  }
  result.black.territory = territory_black;
  result.white.territory = territory_white;
  // Prisoners held by the opponent: captured during play, plus own stones lifted as dead.
  result.black.prisoners = input.prisoners_by_white + result.black.dead;
  result.white.prisoners = input.prisoners_by_black + result.white.dead;

  if (input.rules == ScoringRules::kTerritory) {
    // Step 5 (Art. 10.2): prisoners fill the opponent's territory, so they are subtracted from the
    // owner's score rather than added to the captor's.
    result.black.total_tenths = 10 * int64_t{result.black.territory - result.black.prisoners};
    result.white.total_tenths =
        10 * int64_t{result.white.territory - result.white.prisoners} + input.komi_tenths;
  } else {
    result.black.total_tenths = 10 * int64_t{result.black.stones + result.black.territory};
    result.white.total_tenths =
        10 * int64_t{result.white.stones + result.white.territory} + input.komi_tenths;
  }
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
  if (result.winner == 0) return "0";
  return std::string(result.winner == 1 ? "B+" : "W+") + FormatTenths(result.margin_tenths);
}

}  // namespace goscore
