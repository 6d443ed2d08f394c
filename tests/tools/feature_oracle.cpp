// feature_oracle: the native side of tests/js/feature-differential.test.mjs. It reads jobs from
// stdin, one a line, runs them through the C++ core as built natively, and prints one JSON object a
// line with what the WASM package answers for the same job (passAlive, analyzeTerritory, score
// under every ruleset, estimateDead), so that the JS test compares the two exactly.
//
// Jobs (fields separated by single spaces; a board is width * height characters row-major, 'x'
// black, 'o' white, '.' empty; a point list is "x.y,x.y,..." or "-"):
//
//   PA W H BOARD SUICIDE                -> {"map":"xo."}      (1 'x', -1 'o', 0 '.')
//   AT W H BOARD SCORE_FALSE_EYES DEAD  -> {"territory":"..","seki":"..","falseEye":"0101",
//                                           "unscorable":"..","dame":"..","eyeValue":"012"}
//   RS W H BOARD RULES HAS_KOMI KOMI_TENTHS HANDICAP PB PW PASSB PASSW SEKI_MODE SFE DEAD SEKI
//        RULES a JS name (aliases too); SEKI_MODE auto | none | marked
//     -> {"black":TENTHS,"white":TENTHS,"winner":W,"margin":TENTHS,"ruleset":"...",
//         "breakdown":"side:kind:tenths:label|...","conflicts":"x.y:kind:message|...",
//         "owner":"..","seki":"01","dead":"01","sekiGroups":"..","falseEye":"..","dame":".."}
//   ED W H BOARD TO_MOVE KOMI_TENTHS AREA SEED PLAYOUTS
//     -> {"dead":"x.y,...","ownership":[floats as %.9g],"certain":"..","seki":"..","sealing":"01"}
//
// Errors: {"error":CODE,"message":"..."}; a line that cannot be read: {"error":"BAD_JOB",...}.
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "board/board.h"
#include "board/regions.h"
#include "core/types.h"
#include "estimate/estimate.h"
#include "life/benson.h"
#include "life/territory.h"
#include "scoring/rules.h"
#include "scoring/ruleset_score.h"
#include "scoring/scoring.h"

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

std::string Error(const Status& s) {
  return std::string("{\"error\":") + Quote(ErrorCodeName(s.code())) +
         ",\"message\":" + Quote(s.message()) + "}";
}

std::string Bad(const std::string& why) {
  return "{\"error\":\"BAD_JOB\",\"message\":" + Quote(why) + "}";
}

bool ReadBoard(std::istringstream& in, Board* board) {
  int w = 0, h = 0;
  std::string cells;
  if (!(in >> w >> h >> cells) || w < 1 || h < 1 || cells.size() != size_t(w) * size_t(h)) {
    return false;
  }
  std::vector<int8_t> signs(cells.size());
  for (size_t i = 0; i < cells.size(); ++i) {
    signs[i] = cells[i] == 'x' ? 1 : cells[i] == 'o' ? -1 : 0;
  }
  return ParseSigns(signs.data(), w, h, board).ok();
}

bool ReadPoints(std::istringstream& in, std::vector<Point>* out) {
  std::string s;
  if (!(in >> s)) return false;
  out->clear();
  if (s == "-") return true;
  std::istringstream items(s);
  std::string item;
  while (std::getline(items, item, ',')) {
    int x = 0, y = 0;
    if (std::sscanf(item.c_str(), "%d.%d", &x, &y) != 2) return false;
    out->push_back({x, y});
  }
  return true;
}

template <typename T>
std::string Signs(const std::vector<T>& v) {
  std::string s;
  for (T c : v) s += c > 0 ? 'x' : c < 0 ? 'o' : '.';
  return Quote(s);
}

template <typename T>
std::string Digits(const std::vector<T>& v) {
  std::string s;
  for (T c : v) s += static_cast<char>('0' + c);
  return Quote(s);
}

std::string PassAliveJob(std::istringstream& in) {
  Board board;
  int suicide = 0;
  if (!ReadBoard(in, &board) || !(in >> suicide)) return Bad("PA: bad fields");
  std::vector<int8_t> map;
  PassAliveMap(board, suicide != 0, &map);
  return "{\"map\":" + Signs(map) + "}";
}

std::string AnalyzeJob(std::istringstream& in) {
  Board board;
  int sfe = 0;
  std::vector<Point> dead_points;
  if (!ReadBoard(in, &board) || !(in >> sfe) || !ReadPoints(in, &dead_points)) {
    return Bad("AT: bad fields");
  }
  std::vector<uint8_t> dead;
  Status s = DeadChainsMask(board, dead_points, &dead);
  TerritoryAnalysis a;
  if (s.ok()) s = AnalyzeTerritory(board, dead, sfe != 0, &a);
  if (!s.ok()) return Error(s);
  return "{\"territory\":" + Signs(a.territory) + ",\"seki\":" + Signs(a.seki) +
         ",\"falseEye\":" + Digits(a.false_eye) +
         ",\"unscorable\":" + Digits(a.unscorable_false_eye) + ",\"dame\":" + Digits(a.dame) +
         ",\"eyeValue\":" + Digits(a.eye_value) + "}";
}

std::string RulesJob(std::istringstream& in) {
  Board board;
  std::string rules, mode;
  long long has_komi = 0, komi = 0, handicap = 0, pb = 0, pw = 0, passb = 0, passw = 0;
  int sfe = 0;
  std::vector<Point> dead_points;
  RulesetInput input;
  if (!ReadBoard(in, &board) ||
      !(in >> rules >> has_komi >> komi >> handicap >> pb >> pw >> passb >> passw >> mode >> sfe) ||
      !ReadPoints(in, &dead_points) || !ReadPoints(in, &input.seki)) {
    return Bad("RS: bad fields");
  }
  const auto choice = ParseRulesetName(rules);
  if (!choice) return Bad("RS: unknown rules");
  input.ruleset = choice->ruleset;
  input.handicap_compensation = choice->handicap_compensation;
  if (has_komi) input.komi_tenths = komi;
  input.handicap = handicap;
  input.prisoners_by_black = pb;
  input.prisoners_by_white = pw;
  input.passes_black = passb;
  input.passes_white = passw;
  input.seki_mode = mode == "none"     ? SekiMode::kNone
                    : mode == "marked" ? SekiMode::kMarked
                                       : SekiMode::kAuto;
  if (input.seki_mode != SekiMode::kMarked) input.seki.clear();
  input.score_false_eyes = sfe != 0;
  Status s = DeadChainsMask(board, dead_points, &input.dead);
  RegionFinder finder;
  RulesetScore r;
  if (s.ok()) s = ScoreRuleset(board, input, finder, &r);
  if (!s.ok()) return Error(s);
  std::string breakdown;
  for (int k = 0; k < 2; ++k) {
    for (const BreakdownItem& item : (k == 0 ? r.black : r.white).breakdown) {
      breakdown += (k == 0 ? "b:" : "w:") + std::string(BreakdownKindName(item.kind)) + ":" +
                   std::to_string(item.points_tenths) + ":" + item.label + "|";
    }
  }
  std::string conflicts;
  for (const Conflict& c : r.conflicts) {
    conflicts += std::to_string(c.vertex.x) + "." + std::to_string(c.vertex.y) + ":" +
                 ConflictKindName(c.kind) + ":" + c.message + "|";
  }
  return "{\"black\":" + std::to_string(r.black.total_tenths) +
         ",\"white\":" + std::to_string(r.white.total_tenths) +
         ",\"winner\":" + std::to_string(r.winner) +
         ",\"margin\":" + std::to_string(r.margin_tenths) +
         ",\"ruleset\":" + Quote(RulesetName(r.ruleset)) + ",\"breakdown\":" + Quote(breakdown) +
         ",\"conflicts\":" + Quote(conflicts) + ",\"owner\":" + Signs(r.owner) +
         ",\"seki\":" + Digits(r.seki_mask) + ",\"dead\":" + Digits(r.dead_mask) +
         ",\"sekiGroups\":" + Signs(r.seki_groups) + ",\"falseEye\":" + Digits(r.false_eye) +
         ",\"dame\":" + Digits(r.dame_mask) + "}";
}

std::string EstimateJob(std::istringstream& in) {
  Board board;
  int to_move = 0, komi = 0, area = 0, playouts = 0;
  unsigned long seed = 0;
  if (!ReadBoard(in, &board) || !(in >> to_move >> komi >> area >> seed >> playouts)) {
    return Bad("ED: bad fields");
  }
  EstimateOptions options;
  options.to_move = to_move == 1 ? Color::kBlack : Color::kWhite;
  options.komi_tenths = komi;
  options.area_rules = area != 0;
  options.seed = static_cast<uint32_t>(seed);
  options.playouts = playouts;
  DeadEstimate d;
  Status s = EstimateDead(board, options, &d);
  if (!s.ok()) return Error(s);
  std::string dead;
  for (const Point& p : d.dead) {
    if (!dead.empty()) dead += ',';
    dead += std::to_string(p.x) + "." + std::to_string(p.y);
  }
  std::string own = "[";
  for (size_t i = 0; i < d.ownership.size(); ++i) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%.9g", i ? "," : "", static_cast<double>(d.ownership[i]));
    own += buf;
  }
  own += "]";
  return "{\"dead\":" + Quote(dead) + ",\"ownership\":" + own + ",\"certain\":" + Signs(d.certain) +
         ",\"seki\":" + Signs(d.seki) + ",\"sealing\":" + Digits(d.sealing) + "}";
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string kind;
    in >> kind;
    std::string out = kind == "PA"   ? PassAliveJob(in)
                      : kind == "AT" ? AnalyzeJob(in)
                      : kind == "RS" ? RulesJob(in)
                      : kind == "ED" ? EstimateJob(in)
                                     : Bad("unknown job " + kind);
    std::cout << out << '\n';
  }
  return 0;
}
