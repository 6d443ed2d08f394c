// The wire protocol between the C++ core and the JS package: every slot, code and layout that
// crosses the WASM boundary is named here, and only here. JS never copies these numbers: it takes
// them from the wire table (`goscore_wire_text`, see protocol.cpp), which is built from the X-macro
// lists below; the build writes the module's table into web/wasm/wire.js and every load checks that
// the module publishes the same text. web/src/core.js is the only JS file that touches the WASM
// heap; it decodes every result block in one place. docs/ARCHITECTURE.md describes the protocol
// with a worked example.
//
// The convention, used by every binding:
//   1. A call is a plain export `int goscore_<feature>_<verb>(scalar arguments...)`
//   (EMSCRIPTEN_KEEPALIVE,
//      no embind: an embind call costs about 100 ns without dynamic code generation). Scalars are
//      int32 or double arguments; bulk data (boards, vertex lists, text) is in the input block.
//   2. It returns a status: 0 (kOk) or an ErrorCode value (core/types.h).
//   3. Its result, or on error its message, is the result block: a block at goscore_result(),
//      valid until the next call, that JS copies out at once.
//
// A block (input and result share the layout; all offsets in bytes from the block's start, which is
// 8-aligned):
//   int32 [0]  S, the number of scalars          int32 [1]  A, the number of arrays
//   float64 [S] the scalars, from byte 8          (doubles: exact integers up to 2^53, and tenths)
//   int32 [3 * A] one descriptor per array: type (ArrayType), byte offset, element count
//   the arrays' payloads, each at an 8-aligned offset
// An error's result block is S = 0, A = 1: the message as kText (UTF-8).
#pragma once

#include <cstdint>

namespace goscore::wire {

/// A name and its number, as the wire table publishes them to JS.
struct Name {
  const char* name;
  int32_t value;
};

/// Slots of a block's header.
enum BlockSlot : int32_t { kScalarCountSlot = 0, kArrayCountSlot = 1 };
/// Bytes before the scalars.
inline constexpr int32_t kHeaderBytes = 8;
/// int32 slots per array descriptor, and their meaning.
inline constexpr int32_t kDescriptorSlots = 3;
enum DescriptorSlot : int32_t { kTypeSlot = 0, kOffsetSlot = 1, kCountSlot = 2 };
/// Every payload starts at a multiple of this.
inline constexpr int32_t kAlign = 8;
constexpr int64_t Align(int64_t bytes) { return (bytes + kAlign - 1) / kAlign * kAlign; }

// Each list is X(Enumerator, "js name"); enumerators count from 0 in the order written. The lists
// are laid out by hand, one entry or a few short ones to a line (clang-format cannot keep
// X-macro lists stable).
// clang-format off
#define GOSCORE_WIRE_ENUM(id, name) id,
#define GOSCORE_WIRE_NAME(id, name) {name, static_cast<int32_t>(id)},
/// Declares `enum Type : int32_t { ... }` and `kTypeNames[]` from one X-macro list.
#define GOSCORE_WIRE_TABLE(Type, LIST)                            \
  enum Type : int32_t { LIST(GOSCORE_WIRE_ENUM) k##Type##Count }; \
  inline constexpr Name k##Type##Names[] = {LIST(GOSCORE_WIRE_NAME)};

/// The element type of an array in a block. kText is UTF-8 bytes.
#define GOSCORE_ARRAY_TYPES(X) \
  X(kNoType, "none") X(kInt8, "int8") X(kUint8, "uint8") X(kInt32, "int32") X(kText, "text")
GOSCORE_WIRE_TABLE(ArrayType, GOSCORE_ARRAY_TYPES)

// ---------------------------------------------------------------------------------------------
// Codes

// Scoring rules: the values of ScoringRules (scoring.h), named by ScoringRulesName, published
// by scoring.cpp as W.rules ("territory": 0, "area": 1, "tromp-taylor": 2).

/// Languages of a result line; kSgfResult is the SGF RE value instead of a sentence.
#define GOSCORE_LANGS(X) \
  X(kEnglish, "en") X(kKorean, "ko") X(kJapanese, "ja") X(kChinese, "zh") X(kSgfResult, "sgf")
GOSCORE_WIRE_TABLE(Lang, GOSCORE_LANGS)

/// Ko rules (the values of KoRule).
#define GOSCORE_KO_RULES(X) X(kSimpleKo, "simple") X(kPositionalSuperko, "positional-superko")
GOSCORE_WIRE_TABLE(Ko, GOSCORE_KO_RULES)

// Move verdicts: the values of MoveVerdict (game.h), named by MoveVerdictName, the core's one
// table of verdicts; published by game.cpp as W.verdicts ("legal": 0, "off-board": 1, ...).

/// Region classes of getTerritories' per-point array (RegionFinder::Classify).
#define GOSCORE_CLASSES(X) \
  X(kStoneClass, "stone")  \
  X(kBlackClass, "black") X(kWhiteClass, "white") X(kNeutralClass, "neutral")
GOSCORE_WIRE_TABLE(Class, GOSCORE_CLASSES)

// ---------------------------------------------------------------------------------------------
// Results: the scalar slots and array indices of each call's result block

/// goscore_territory (getTerritory): the region through a point. Array 0: its points, int32 x, y
/// pairs, sorted by x then y.
#define GOSCORE_TERRITORY_SLOTS(X) \
  X(kTerritoryOwner, "owner") X(kTerritoryWidth, "width") X(kTerritoryHeight, "height")
GOSCORE_WIRE_TABLE(TerritorySlot, GOSCORE_TERRITORY_SLOTS)

/// goscore_territories (getTerritories): array 0, int8 per point row-major, a Class.
#define GOSCORE_TERRITORIES_SLOTS(X) X(kTerritoriesWidth, "width") X(kTerritoriesHeight, "height")
GOSCORE_WIRE_TABLE(TerritoriesSlot, GOSCORE_TERRITORIES_SLOTS)

/// goscore_ownership (ownershipMap): no scalars; array 0, int8 owner per point, row-major.

/// goscore_tromp_taylor: scores in tenths.
#define GOSCORE_TROMP_TAYLOR_SLOTS(X) \
  X(kTtTerminal, "terminal")          \
  X(kTtBlackTenths, "blackTenths") X(kTtWhiteTenths, "whiteTenths") X(kTtWinner, "winner")
GOSCORE_WIRE_TABLE(TrompTaylorSlot, GOSCORE_TROMP_TAYLOR_SLOTS)

/// A score (goscore_score, goscore_game_score). Array 0: int8 owner per point; array 1: uint8
/// seki mask; both row-major.
#define GOSCORE_SCORE_SLOTS(X) \
  X(kScoreRules, "rules") \
  X(kScoreWinner, "winner") \
  X(kScoreMarginTenths, "marginTenths") \
  X(kScoreBlackTenths, "blackTenths") \
  X(kScoreWhiteTenths, "whiteTenths") \
  X(kScoreKomiTenths, "komiTenths") \
  X(kScoreDame, "dame") \
  X(kScoreSekiPoints, "sekiPoints") \
  X(kScoreBlackStones, "blackStones") \
  X(kScoreBlackTerritory, "blackTerritory") \
  X(kScoreBlackPrisoners, "blackPrisoners") \
  X(kScoreBlackDead, "blackDead") \
  X(kScoreWhiteStones, "whiteStones") \
  X(kScoreWhiteTerritory, "whiteTerritory") \
  X(kScoreWhitePrisoners, "whitePrisoners") \
  X(kScoreWhiteDead, "whiteDead")
GOSCORE_WIRE_TABLE(ScoreSlot, GOSCORE_SCORE_SLOTS)

/// Calls whose result is one number (goscore_game_new's handle, goscore_game_check's Verdict,
/// goscore_game_undo's 0 / 1, goscore_game_agree's -1 none / 0 disagree / 1 agree).
#define GOSCORE_VALUE_SLOTS(X) X(kValue, "value")
GOSCORE_WIRE_TABLE(ValueSlot, GOSCORE_VALUE_SLOTS)

/// goscore_sgf_point: the point an SGF point value names (ParseSgfPoint).
#define GOSCORE_POINT_SLOTS(X) X(kPointX, "x") X(kPointY, "y")
GOSCORE_WIRE_TABLE(PointSlot, GOSCORE_POINT_SLOTS)

/// goscore_game_counters: the game's counters.
#define GOSCORE_COUNTER_SLOTS(X)                                                           \
  X(kCapturesBlack, "capturesBlack")                                                       \
  X(kCapturesWhite, "capturesWhite")                                                       \
  X(kPlayedBlack, "playedBlack")                                                           \
  X(kPlayedWhite, "playedWhite") X(kSetupBlack, "setupBlack") X(kSetupWhite, "setupWhite") \
      X(kConsecutivePasses, "consecutivePasses") X(kMoveCount, "moveCount")                \
          X(kIsTerminal, "isTerminal") X(kToPlay, "toPlay") X(kKomiTenths, "komiTenths")   \
              X(kGameWidth, "width") X(kGameHeight, "height")                              \
                  X(kHasRecordedKomi, "hasRecordedKomi")
GOSCORE_WIRE_TABLE(CounterSlot, GOSCORE_COUNTER_SLOTS)

/// goscore_game_groups: array 0 is Game::FlatGroups: per chain its GroupField values, then its
/// stones and its liberties as int32 x, y pairs.
#define GOSCORE_GROUP_FIELDS(X) \
  X(kGroupId, "id")             \
  X(kGroupColor, "color") X(kGroupStones, "stones") X(kGroupLiberties, "liberties")
GOSCORE_WIRE_TABLE(GroupField, GOSCORE_GROUP_FIELDS)

/// goscore_game_moves: array 0 is Game::FlatMoves: per move its MoveField values (x and y are -1
/// for a pass), then its captured stones as int32 x, y pairs.
#define GOSCORE_MOVE_FIELDS(X) \
  X(kMoveColor, "color") X(kMoveX, "x") X(kMoveY, "y") X(kMoveCaptured, "captured")
GOSCORE_WIRE_TABLE(MoveField, GOSCORE_MOVE_FIELDS)

/// goscore_game_info: array 0, text: the root properties as "ID\0value\0" pairs, in record order.

// Limits JS checks before it touches the heap, published by protocol.cpp as W.limits: maxSide
// (kMaxSide), maxSgfBytes (kSgfMaxBytes), maxKomiTenths (kKomiLimitTenths, core/komi.h) and
// maxPrisoners (kMaxCount, scoring/ruleset_score.h).

// ---------------------------------------------------------------------------------------------
// Life analysis, rulesets and estimation (cpp/wasm/life.cpp, rules.cpp, estimate.cpp)
// clang-format off

/// goscore_life_pass_alive: no scalars; array 0, int8 per point row-major (PassAliveMap).
/// goscore_life_analyze (analyzeTerritory): arrays 0 territory (int8), 1 seki groups (int8),
/// 2 false eyes, 3 unscorable false eyes, 4 dame, 5 eye values (uint8), each row-major.
#define GOSCORE_ANALYSIS_SLOTS(X) \
  X(kAnalysisWidth, "width")      \
  X(kAnalysisHeight, "height")
GOSCORE_WIRE_TABLE(AnalysisSlot, GOSCORE_ANALYSIS_SLOTS)

/// The int32 parameters of goscore_rules_score / goscore_rules_compare: input array 4 (after the
/// board, the dead points and the seki points).
#define GOSCORE_RULES_PARAMS(X)             \
  X(kParamHandicap, "handicap")             \
  X(kParamPrisonersBlack, "prisonersBlack") \
  X(kParamPrisonersWhite, "prisonersWhite") \
  X(kParamPassesBlack, "passesBlack")       \
  X(kParamPassesWhite, "passesWhite")       \
  X(kParamSekiMode, "sekiMode")             \
  X(kParamScoreFalseEyes, "scoreFalseEyes") \
  X(kParamHasKomi, "hasKomi")               \
  X(kParamKomiTenths, "komiTenths")
GOSCORE_WIRE_TABLE(RulesParam, GOSCORE_RULES_PARAMS)

/// A ruleset score (goscore_rules_score, goscore_rules_compare_result). Arrays: 0 owner (int8),
/// 1 seki mask (uint8), 2 dead mask (uint8), 3 seki groups (int8), 4 false eyes, 5 unscorable
/// false eyes, 6 dame (uint8), all row-major (3-6 empty under Tromp-Taylor); 7 the breakdown,
/// int32 (side 1 / -1, BreakdownKind, points in tenths) per item, Black's items first; 8 the
/// items' labels, text, each followed by '\0'; 9 the conflicts, int32 (x, y, ConflictKind) each;
/// 10 their messages, text, each followed by '\0'.
#define GOSCORE_RULES_SCORE_SLOTS(X)                     \
  X(kRsRuleset, "ruleset")                               \
  X(kRsCompensation, "compensation")                     \
  X(kRsKomiTenths, "komiTenths")                         \
  X(kRsHandicap, "handicap")                             \
  X(kRsDiffTenths, "diffTenths")                         \
  X(kRsMarginTenths, "marginTenths")                     \
  X(kRsWinner, "winner")                                 \
  X(kRsTieBroken, "tieBroken")                           \
  X(kRsDame, "dame")                                     \
  X(kRsSekiPoints, "sekiPoints")                         \
  X(kRsAgaTerritoryDiffTenths, "agaTerritoryDiffTenths") \
  X(kRsAgaCountsAgree, "agaCountsAgree")                 \
  X(kRsBlackTotal, "blackTotal")                         \
  X(kRsBlackStones, "blackStones")                       \
  X(kRsBlackTerritory, "blackTerritory")                 \
  X(kRsBlackCaptures, "blackCaptures")                   \
  X(kRsBlackDead, "blackDead")                           \
  X(kRsBlackSeki, "blackSeki")                           \
  X(kRsBlackHandicap, "blackHandicap")                   \
  X(kRsBlackPassStones, "blackPassStones")               \
  X(kRsWhiteTotal, "whiteTotal")                         \
  X(kRsWhiteStones, "whiteStones")                       \
  X(kRsWhiteTerritory, "whiteTerritory")                 \
  X(kRsWhiteCaptures, "whiteCaptures")                   \
  X(kRsWhiteDead, "whiteDead")                           \
  X(kRsWhiteSeki, "whiteSeki")                           \
  X(kRsWhiteHandicap, "whiteHandicap")                   \
  X(kRsWhitePassStones, "whitePassStones")
GOSCORE_WIRE_TABLE(RulesScoreSlot, GOSCORE_RULES_SCORE_SLOTS)

/// goscore_rules_compare: no scalars; the scores are kept for goscore_rules_compare_result(i)
/// (i in kAllRulesets order) and goscore_rules_compare_differences: array 0, int32 per difference
/// (a, b, points in tenths, reason count, then per reason ReasonKind and points in tenths); array
/// 1 the reasons' texts, text, each followed by '\0'.

/// goscore_estimate_dead: arrays 0 dead points (int32 x, y pairs, sorted by y then x), 1 ownership
/// (float32 per point, sent as its int32 bit pattern: JS reinterprets the bytes), 2 certain (int8),
/// 3 seki (int8), 4 sealing (uint8), row-major. goscore_estimate_score: EstimateSlot; arrays 0
/// dead points, 1 ownership as above. The int32 parameters are input array 2 (the prisoners
/// count for goscore_estimate_score only).
#define GOSCORE_ESTIMATE_PARAMS(X) \
  X(kEstAreaRules, "areaRules")                \
  X(kEstEffort, "effort")                      \
  X(kEstPlayouts, "playouts")                  \
  X(kEstPrisonersBlack, "prisonersBlack")      \
  X(kEstPrisonersWhite, "prisonersWhite")
GOSCORE_WIRE_TABLE(EstimateParam, GOSCORE_ESTIMATE_PARAMS)
#define GOSCORE_ESTIMATE_SLOTS(X) \
  X(kEstimateScore, "score")
GOSCORE_WIRE_TABLE(EstimateSlot, GOSCORE_ESTIMATE_SLOTS)
// clang-format on

#undef GOSCORE_WIRE_TABLE
// clang-format on
#undef GOSCORE_WIRE_NAME
#undef GOSCORE_WIRE_ENUM

}  // namespace goscore::wire
