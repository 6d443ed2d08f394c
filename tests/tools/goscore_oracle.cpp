// goscore_oracle: the native side of the differential test (tests/js/differential.test.mjs). It
// reads jobs from stdin, one a line, runs them through the C++ core as built natively, and prints
// one JSON object a line with everything the WASM package would answer for the same job, so that
// the JS test can compare the two point for point.
//
// Jobs (fields separated by single spaces; a point is "x.y", a list of points is "x.y,x.y,..." or
// "-" when empty; a board is width * height characters row-major, 'x' black, 'o' white, '.'
// empty):
//
//   P W H BOARD KOMI_TENTHS PASSES MOVES PRISONERS_BY_BLACK PRISONERS_BY_WHITE PROBE DEAD SEKI
//     A position: its ownership map, its territories (getTerritories), the region through the
//     point PROBE (getTerritory), Tromp-Taylor with komi KOMI_TENTHS / 10 after PASSES passes and
//     MOVES moves (scoreTrompTaylor), territory scoring with the dead chains through DEAD, the seki
//     regions through SEKI and the prisoners (scoreTerritory), and area scoring with the dead
//     chains (scoreArea).
//     -> {"owner":"...","territories":[[black points],[white points],[neutral points]],
//         "region":{"owner":1|-1|0,"points":[...]},"tt":[terminal,black,white,winner],
//         "territory":SCORE,"area":SCORE}
//
//   G W H SUICIDE KO KOMI_TENTHS OPS
//     A game (SUICIDE 0/1, KO 0 simple / 1 positional superko) and a list of operations, comma
//     separated or "-": "Bx.y" / "Wx.y" play (after asking Check), "Bp" / "Wp" pass, "u" undo,
//     "Dx.y" toggle dead, "Sx.y" toggle seki. Then the game is scored under area, Tromp-Taylor and
//     territory rules (in that order) and written as SGF with the territory result.
//     -> {"ops":[per op: {"check":VERDICT,"ok":true,"captured":[...]} | {"error":CODE,
//         "message":"..."} | {"undone":bool}],"board":"...","liberties":[...],
//         "captures":[B,W],"played":[B,W],"passes":N,"moves":N,"terminal":bool,"turn":1|-1,
//         "agree":null|bool,"chains":N,"marks":{"dead":[...],"seki":[...]},
//         "scores":{"area":SCORE,"tromp-taylor":SCORE,"territory":SCORE},"sgf":"..."}
//
// SCORE is {"error":CODE,"message":"..."} or {"black":SIDE,"white":SIDE,"winner":W,"margin":TENTHS,
// "komi":TENTHS,"dame":N,"seki":N,"owner":"...","sekiMask":"...","text":"...","ko":"...","sgf":"..."}
// with SIDE = {"total":TENTHS,"stones":N,"territory":N,"prisoners":N,"dead":N}. A line that cannot
// be read gives {"error":"BAD_JOB","message":"..."}.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "game/game.h"
#include "scoring/rules.h"
#include "scoring/scoring.h"
#include "sgf/sgf.h"

namespace {

using namespace goscore;

std::string Quote(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::string Number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

std::string PointsJson(const std::vector<Point>& points) {
  std::string out = "[";
  for (size_t i = 0; i < points.size(); ++i) {
    if (i) out += ',';
    out += "[" + std::to_string(points[i].x) + "," + std::to_string(points[i].y) + "]";
  }
  return out + "]";
}

std::string ErrorJson(const Status& s) {
  return std::string("{\"error\":") + Quote(ErrorCodeName(s.code())) +
         ",\"message\":" + Quote(s.message()) + "}";
}

char SignChar(int v) { return v == 1 ? 'x' : v == -1 ? 'o' : '.'; }

std::string SideJson(const SideScore& s) {
  return "{\"total\":" + std::to_string(s.total_tenths) +
         ",\"stones\":" + std::to_string(s.stones) +
         ",\"territory\":" + std::to_string(s.territory) +
         ",\"prisoners\":" + std::to_string(s.prisoners) + ",\"dead\":" + std::to_string(s.dead) +
         "}";
}

std::string ScoreJson(const Status& status, const ScoreResult& r) {
  if (!status.ok()) return ErrorJson(status);
  std::string owner, seki;
  for (int8_t o : r.owner) owner += SignChar(o);
  for (uint8_t m : r.seki_mask) seki += m ? '1' : '0';
  return "{\"black\":" + SideJson(r.black) + ",\"white\":" + SideJson(r.white) +
         ",\"winner\":" + std::to_string(r.winner) +
         ",\"margin\":" + std::to_string(r.margin_tenths) +
         ",\"komi\":" + std::to_string(r.komi_tenths) + ",\"dame\":" + std::to_string(r.dame) +
         ",\"seki\":" + std::to_string(r.seki_points) + ",\"owner\":" + Quote(owner) +
         ",\"sekiMask\":" + Quote(seki) + ",\"text\":" + Quote(FormatResult(r, "en")) +
         ",\"ko\":" + Quote(FormatResult(r, "ko")) + ",\"sgf\":" + Quote(SgfResult(r)) + "}";
}

bool ParsePoint(const std::string& s, Point* p) {
  const size_t dot = s.find('.');
  if (dot == std::string::npos || dot == 0 || dot + 1 >= s.size()) return false;
  try {
    p->x = std::stoi(s.substr(0, dot));
    p->y = std::stoi(s.substr(dot + 1));
  } catch (...) {
    return false;
  }
  return true;
}

bool ParsePoints(const std::string& s, std::vector<Point>* out) {
  out->clear();
  if (s == "-") return true;
  std::stringstream in(s);
  std::string item;
  while (std::getline(in, item, ',')) {
    Point p;
    if (!ParsePoint(item, &p)) return false;
    out->push_back(p);
  }
  return true;
}

bool ParseBoard(int w, int h, const std::string& text, Board* out, std::string* why) {
  if (static_cast<long>(text.size()) != static_cast<long>(w) * h) {
    *why = "the board has " + std::to_string(text.size()) + " points, expected W * H";
    return false;
  }
  std::vector<int8_t> signs(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    signs[i] = text[i] == 'x' ? 1 : text[i] == 'o' ? -1 : 0;
  }
  const Status s = ParseSigns(signs.data(), w, h, out);
  if (!s.ok()) *why = s.message();
  return s.ok();
}

std::string BadJob(const std::string& why) {
  return "{\"error\":\"BAD_JOB\",\"message\":" + Quote(why) + "}";
}

std::string PositionJob(std::istringstream& in, RegionFinder& finder) {
  int w = 0, h = 0, komi = 0, passes = 0, moves = 0, pb = 0, pw = 0;
  std::string board_text, probe_text, dead_text, seki_text;
  if (!(in >> w >> h >> board_text >> komi >> passes >> moves >> pb >> pw >> probe_text >>
        dead_text >> seki_text)) {
    return BadJob("a position job needs 11 fields");
  }
  Board board;
  std::string why;
  if (!ParseBoard(w, h, board_text, &board, &why)) return BadJob(why);
  Point probe;
  std::vector<Point> dead, seki;
  if (!ParsePoint(probe_text, &probe) || !ParsePoints(dead_text, &dead) ||
      !ParsePoints(seki_text, &seki)) {
    return BadJob("bad point list");
  }

  std::string out = "{\"owner\":\"";
  std::vector<int8_t> owner(board.area());
  finder.Ownership(board, owner.data());
  for (int8_t o : owner) out += SignChar(o);
  out += "\",\"territories\":[";
  std::vector<Point> lists[3];  // black, white, neutral
  for (const Region& region : finder.AllRegions(board)) {
    std::vector<Point>& list = lists[region.owner == Color::kBlack   ? 0
                                     : region.owner == Color::kWhite ? 1
                                                                     : 2];
    list.insert(list.end(), region.points.begin(), region.points.end());
  }
  for (int k = 0; k < 3; ++k) {
    std::sort(lists[k].begin(), lists[k].end());
    out += (k ? "," : "") + PointsJson(lists[k]);
  }
  out += "],\"region\":";
  if (board.OnBoard(probe.x, probe.y)) {
    const Region region = finder.RegionAt(board, probe.x, probe.y);
    out += "{\"owner\":" + std::to_string(static_cast<int>(region.owner)) +
           ",\"points\":" + PointsJson(region.points) + "}";
  } else {
    out += "null";
  }

  TrompTaylorResult tt;
  const Status tts = ScoreTrompTaylor(board, komi / 10.0, passes, moves, finder, &tt);
  out += ",\"tt\":";
  if (!tts.ok()) {
    out += ErrorJson(tts);
  } else if (!tt.terminal) {
    out += "[false,null,null,null]";
  } else {
    out += "[true," + Number(tt.black) + "," + Number(tt.white) + "," + std::to_string(tt.winner) +
           "]";
  }

  // scoreTerritory: dead chains, seki, prisoners; scoreArea: dead chains only.
  for (ScoringRules rules : {ScoringRules::kTerritory, ScoringRules::kArea}) {
    ScoreInput input;
    input.rules = rules;
    input.komi_tenths = komi;
    ScoreResult result;
    Status s = DeadChainsMask(board, dead, &input.dead);
    if (s.ok() && rules == ScoringRules::kTerritory) {
      input.seki = seki;
      input.prisoners_by_black = pb;
      input.prisoners_by_white = pw;
    }
    if (s.ok()) s = ScorePosition(board, input, finder, &result);
    out += std::string(",\"") + ScoringRulesName(rules) + "\":" + ScoreJson(s, result);
  }
  return out + "}";
}

std::string GameJob(std::istringstream& in) {
  int w = 0, h = 0, suicide = 0, ko = 0, komi = 0;
  std::string ops_text;
  if (!(in >> w >> h >> suicide >> ko >> komi >> ops_text)) {
    return BadJob("a game job needs 6 fields");
  }
  const Status size = Board::CheckSize(w, h);
  if (!size.ok()) return BadJob(size.message());
  GameRules rules;
  rules.allow_suicide = suicide != 0;
  rules.ko = ko ? KoRule::kPositionalSuperko : KoRule::kSimple;
  rules.komi_tenths = komi;
  Game game(w, h, rules);

  std::string out = "{\"ops\":[";
  std::stringstream ops(ops_text == "-" ? std::string() : ops_text);
  std::string op;
  bool first = true;
  while (std::getline(ops, op, ',')) {
    if (!first) out += ',';
    first = false;
    if (op == "u") {
      out += std::string("{\"undone\":") + (game.Undo() ? "true" : "false") + "}";
      continue;
    }
    const char kind = op.empty() ? '?' : op[0];
    if ((kind == 'B' || kind == 'W') && op.size() == 2 && op[1] == 'p') {
      const Status s = game.Pass(kind == 'B' ? Color::kBlack : Color::kWhite);
      out += s.ok() ? "{\"ok\":true}" : ErrorJson(s);
      continue;
    }
    Point p;
    if (!ParsePoint(op.substr(op.empty() ? 0 : 1), &p)) return BadJob("bad op " + op);
    if (kind == 'B' || kind == 'W') {
      const Color color = kind == 'B' ? Color::kBlack : Color::kWhite;
      const int verdict = static_cast<int>(game.Check(color, p.x, p.y));
      std::vector<Point> captured;
      const Status s = game.Play(color, p.x, p.y, &captured);
      out += "{\"check\":" + std::to_string(verdict);
      out += s.ok() ? ",\"ok\":true,\"captured\":" + PointsJson(captured) + "}"
                    : ",\"error\":" + Quote(ErrorCodeName(s.code())) +
                          ",\"message\":" + Quote(s.message()) + "}";
    } else if (kind == 'D' || kind == 'S') {
      const Status s = kind == 'D' ? game.ToggleDead(p.x, p.y) : game.ToggleSeki(p.x, p.y);
      out += s.ok() ? "{\"ok\":true}" : ErrorJson(s);
    } else {
      return BadJob("bad op " + op);
    }
  }
  out += "],\"board\":\"";
  const Board& board = game.board();
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) out += SignChar(static_cast<int>(board.At(x, y)));
  }
  out += "\",\"liberties\":[";
  std::vector<int32_t> libs(board.area());
  game.LibertyMap(libs.data());
  for (size_t i = 0; i < libs.size(); ++i) out += (i ? "," : "") + std::to_string(libs[i]);
  out += "],\"captures\":[" + std::to_string(game.captures_by(Color::kBlack)) + "," +
         std::to_string(game.captures_by(Color::kWhite)) + "],\"played\":[" +
         std::to_string(game.stones_played(Color::kBlack)) + "," +
         std::to_string(game.stones_played(Color::kWhite)) +
         "],\"passes\":" + std::to_string(game.consecutive_passes()) +
         ",\"moves\":" + std::to_string(game.move_count()) +
         ",\"terminal\":" + (game.IsTerminal() ? "true" : "false") +
         ",\"turn\":" + std::to_string(static_cast<int>(game.to_play()));
  const std::optional<bool> agree = game.AgreeUnderEquivalence();
  out += std::string(",\"agree\":") + (!agree ? "null" : *agree ? "true" : "false");
  out += ",\"chains\":" + std::to_string(game.Chains().size());
  std::vector<Point> dead;
  for (size_t i = 0; i < game.dead_mask().size(); ++i) {
    if (game.dead_mask()[i]) dead.push_back({static_cast<int>(i) % w, static_cast<int>(i) / w});
  }
  std::sort(dead.begin(), dead.end());
  out += ",\"marks\":{\"dead\":" + PointsJson(dead) + ",\"seki\":" + PointsJson(game.seki_marks()) +
         "},\"scores\":{";
  ScoreResult territory;
  Status territory_status;
  const ScoringRules order[3] = {ScoringRules::kArea, ScoringRules::kTrompTaylor,
                                 ScoringRules::kTerritory};
  for (int k = 0; k < 3; ++k) {
    ScoreResult result;
    const Status s = game.Score(order[k], &result);
    out += std::string(k ? "," : "") + "\"" + ScoringRulesName(order[k]) +
           "\":" + ScoreJson(s, result);
    if (order[k] == ScoringRules::kTerritory) {
      territory = result;
      territory_status = s;
    }
  }
  // Game.toSgf after score({ rules: 'territory' }): RU as the alias's ruleset (Japanese) names it.
  std::string sgf = WriteSgf(game, nullptr, nullptr, "");
  if (territory_status.ok()) {
    SgfScore score;
    score.ruleset = RulesetSgfName(Ruleset::kJapanese);
    score.result = SgfResult(territory);
    score.owner = territory.owner;
    score.seki_mask = territory.seki_mask;
    if (!WriteScoredSgf(game, nullptr, score, &sgf).ok()) sgf.clear();
  }
  out += "},\"sgf\":" + Quote(sgf);
  return out + "}";
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  RegionFinder finder;
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    std::istringstream in(line);
    std::string kind;
    in >> kind;
    std::string result = kind == "P"   ? PositionJob(in, finder)
                         : kind == "G" ? GameJob(in)
                                       : BadJob("unknown job kind '" + kind + "'");
    std::cout << result << '\n';
  }
  std::cout.flush();
  return 0;
}
