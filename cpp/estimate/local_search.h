// An exact life-and-death search for small enclosed groups, after the game has ended: the
// attacker moves first (the owner passed instead of defending), and the question is whether the
// attacker can capture the group. See docs/ESTIMATE.md, "Local reading".
//
// The problem is the group's neighbourhood only: up to kMaxLocalPoints points (the empty points
// and enemy stones of the small regions the group encloses, and the stones of the group's smaller
// chains), the group's largest chain (the target: capturing it wins for the attacker), and the
// attacker's surrounding wall, which cannot be captured (its chains are proven alive or have
// liberties enough outside). Moves are only played on the local points. The search is a plain
// AND/OR search with a transposition table, bounded in depth and in nodes (LocalStatus).
#pragma once

#include <cstdint>
#include <vector>

namespace goscore {

/// Most local points a problem may have (each a bit of a 32-bit mask; the transposition key packs
/// two masks of 24 bits).
inline constexpr int kMaxLocalPoints = 24;

/// A local life-and-death problem. Bit i of every mask stands for local point i.
struct LocalProblem {
  int size = 0;                        ///< number of local points, 1 .. kMaxLocalPoints
  uint32_t adjacent[kMaxLocalPoints];  ///< the local neighbours of each point
  uint32_t next_to_target = 0;         ///< points next to the target chain
  uint32_t next_to_wall = 0;           ///< points next to the attacker's wall
  uint32_t defender = 0;               ///< points that hold a defender stone at the start
  uint32_t attacker = 0;               ///< points that hold an attacker stone at the start
  /// Attacker points that each stand for a whole chain outside the eye space, its liberties their
  /// neighbours (a capturing race, group_reading.h ReadRaces): capturing one saves the target.
  uint32_t decisive = 0;
  /// Points next to a defender chain that cannot be captured: a defender stone there is connected
  /// to it, never captured, and the target connected to it lives.
  uint32_t next_to_friend = 0;
};

/// What the search proved about the target.
enum class LocalStatus : int8_t {
  kUnknown = 0,   ///< not settled within the budget, or only by a ko
  kDead = 1,      ///< captured even when the defender moves first: dead as it stands
  kCritical = 2,  ///< captured when the attacker moves first (not when the defender does)
  kAlive = 3,     ///< never captured, even when the attacker moves first (two eyes, or seki)
};

/// Result of SolveLocal, with the work it took.
struct LocalAnswer {
  LocalStatus status = LocalStatus::kUnknown;
  int nodes = 0;  ///< positions searched
};

/// Whether the attacker captures the target, moving first and moving second. A verdict never
/// rests on a ko: the attacker's kills are searched with the attacker never taking a ko, the
/// defender's life with the defender never taking one. At most `max_nodes` positions are searched
/// in all; beyond that, or past the depth bound, a search is unsettled. Deterministic.
LocalAnswer SolveLocal(const LocalProblem& problem, int max_nodes);

}  // namespace goscore
