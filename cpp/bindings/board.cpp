// Bindings of the calls on one board: the region finder (getTerritory, getTerritories,
// ownershipMap: web/src/regions.js), Tromp-Taylor (scoreTrompTaylor: web/src/scoring.js) and the
// life analysis (passAlive, analyzeTerritory: web/src/life.js).
#include <cmath>
#include <utility>

#include "bindings/bindings.h"
#include "scoring/scoring.h"
#include "scoring/tromp_taylor.h"

namespace goscore::bindings {
namespace {

/// The address of the results in Out() when `s` is ok, valid until the next call (web/src/core.js
/// resultAt views them there), else 0 with `s` recorded for error().
int Address(const Status& s) {
  return Succeeded(s) ? static_cast<int>(reinterpret_cast<uintptr_t>(St().out.data())) : 0;
}

int8_t* Out(size_t n) {
  std::vector<int8_t>& out = St().out;
  if (out.size() < n) out.resize(n);
  return out.data();
}

/// getTerritory: the region through (x, y), { owner: 1, -1 or 0, points: Int32Array of x, y
/// pairs }; INVALID_COORDINATE "Invalid coordinate" when (x, y) is off the board.
val Territory(int bytes, const val& lengths, int width, int height, int x, int y) {
  Scratch& st = St();
  const Status s = ReadBoard(bytes, lengths, width, height, &st.board);
  if (!s.ok()) return Fail(s);
  if (!st.board.OnBoard(x, y)) {
    return Fail(Status::Error(ErrorCode::kInvalidCoordinate, "Invalid coordinate"));
  }
  return val(st.finder.RegionAt(st.board, x, y));
}

/// getTerritories: each point's class, row-major (RegionFinder::Classify: 0 a stone, 1 a region
/// of black's, 2 of white's, 3 neutral), at the address returned (Address).
int Territories(int bytes, const val& lengths, int width, int height) {
  Scratch& st = St();
  int w = 0;
  int h = 0;
  // The fast path reads canonical rows text straight; it read exactly JS's rows when it found
  // them as many and as wide as JS sees them (a '\n' inside a row would add a row).
  const std::string_view cells = Cells(bytes);
  if (!lengths.isNull() && st.finder.ClassifyRowsText(cells, Out(cells.size()), &w, &h) &&
      w == width && h == height) {
    return Address(Status());
  }
  const Status s = ReadBoard(bytes, lengths, width, height, &st.board);
  if (s.ok()) st.finder.Classify(st.board, Out(static_cast<size_t>(st.board.area())));
  return Address(s);
}

/// ownershipMap of rows or a sign map: each point's owner, row-major, at the address returned.
int Ownership(int bytes, const val& lengths, int width, int height) {
  Scratch& st = St();
  const Status s = ReadBoard(bytes, lengths, width, height, &st.board);
  if (s.ok()) st.finder.Ownership(st.board, Out(static_cast<size_t>(st.board.area())));
  return Address(s);
}

/// ownershipMap of an Int8Array's width x height signs in the input buffer, checked as they are
/// read: plain numbers in, an address out (Address), for the cheapest call.
int OwnershipOfSigns(int width, int height) {
  Scratch& st = St();
  const Status size = Board::CheckSize(width, height);
  if (!size.ok()) return Address(size);
  const size_t area = static_cast<size_t>(width) * static_cast<size_t>(height);
  const std::string_view cells = Cells(static_cast<int>(area));
  if (cells.size() != area) {
    return Address(Status::Error(ErrorCode::kInvalidArgument, "internal error: signs not w x h"));
  }
  const auto* signs = reinterpret_cast<const int8_t*>(cells.data());
  const int64_t bad = st.finder.OwnershipFromSigns(signs, width, height, Out(area));
  return Address(bad >= 0 ? BadSign(bad, width, signs[bad]) : Status());
}

/// scoreTrompTaylor: { terminal, black, white (in tenths), winner }.
val TrompTaylor(int bytes, const val& lengths, int width, int height, int komi_tenths,
                double passes, double moves) {
  Scratch& st = St();
  Status s = ReadBoard(bytes, lengths, width, height, &st.board);
  TrompTaylorResult r;
  if (s.ok()) s = ScoreTrompTaylorTenths(st.board, komi_tenths, passes, moves, st.finder, &r);
  if (!s.ok()) return Fail(s);
  // The core adds komi as a double: rounding back to tenths drops its representation error.
  r.black = std::round(r.black * 10);
  r.white = std::round(r.white * 10);
  return val(r);
}

/// passAlive: Benson's pass-alive map, row-major (BensonAnalyzer::Compute), at the address
/// returned (Address).
int PassAlive(int bytes, const val& lengths, int width, int height, bool suicide) {
  Scratch& st = St();
  const Status s = ReadBoard(bytes, lengths, width, height, &st.board);
  if (s.ok()) st.benson.Compute(st.board, suicide, Out(static_cast<size_t>(st.board.area())));
  return Address(s);
}

/// analyzeTerritory: the territory analysis with the chains through `dead` (x, y pairs) dead.
val AnalyzeTerritory(int bytes, const val& lengths, int width, int height, const val& dead,
                     bool score_false_eyes) {
  Scratch& st = St();
  TerritoryAnalysis analysis;
  Status s = ReadBoard(bytes, lengths, width, height, &st.board);
  if (s.ok()) s = DeadChainsMask(st.board, ReadPoints(dead, &st.points), &st.dead);
  const uint8_t* mask = st.dead.empty() ? nullptr : st.dead.data();
  if (s.ok()) s = st.life.Analyze(st.board, mask, score_false_eyes, &analysis);
  return s.ok() ? val(std::move(analysis)) : Fail(s);
}

}  // namespace

EMSCRIPTEN_BINDINGS(goscore_board) {
  Object<Region>("Region")
      .get("owner", &Number<&Region::owner>)
      .get("points", &Array<&Region::points>);
  Object<TrompTaylorResult>("TrompTaylorResult")
      .member("terminal", &TrompTaylorResult::terminal)
      .member("black", &TrompTaylorResult::black)
      .member("white", &TrompTaylorResult::white)
      .member("winner", &TrompTaylorResult::winner);
  Object<TerritoryAnalysis>("TerritoryAnalysis")
      .member("width", &TerritoryAnalysis::width)
      .member("height", &TerritoryAnalysis::height)
      .get("territory", &Array<&TerritoryAnalysis::territory>)
      .get("seki", &Array<&TerritoryAnalysis::seki>)
      .get("falseEye", &Array<&TerritoryAnalysis::false_eye>)
      .get("unscorableFalseEye", &Array<&TerritoryAnalysis::unscorable_false_eye>)
      .get("dame", &Array<&TerritoryAnalysis::dame>)
      .get("eyeValue", &Array<&TerritoryAnalysis::eye_value>);
  function("territory", &Territory);
  function("territories", &Territories);
  function("ownership", &Ownership);
  function("ownershipOfSigns", &OwnershipOfSigns);
  function("trompTaylor", &TrompTaylor);
  function("passAlive", &PassAlive);
  function("analyzeTerritory", &AnalyzeTerritory);
}

}  // namespace goscore::bindings
