// Reads the life of small enclosed groups exactly (local_search.h) and corrects the playouts'
// verdict on them. See docs/ESTIMATE.md, "Local reading".
#pragma once

#include <cstdint>
#include <vector>

#include "board/board.h"
#include "estimate/playout_board.h"

namespace goscore {

/// Bounds of ReadEnclosedGroups (bounded work; the defaults are EstimateDead's, measured in
/// docs/ESTIMATE.md).
struct GroupReadingLimits {
  /// Largest region (empty points and enemy stones, bounded by the group's stones) that counts as
  /// part of a group's eye space: the killable eye shapes have at most 7 points, and a region of
  /// 9 or 10 with enemy stones in it is often a dead group's too (8 until December 2026; 10 read
  /// two more positions of the development set right, at the same node budget).
  int max_region = 10;
  /// Most local points of one problem (its regions and the stones of its smaller chains), at most
  /// kMaxLocalPoints.
  int max_points = 16;
  /// Most liberties a group may have outside its regions (0: only enclosed groups are read).
  int max_exterior = 4;
  /// Least empty points inside its regions for a group with outside liberties to be read.
  int min_inside_with_exterior = 3;
  /// Whether the enemy stones inside the regions count towards min_inside_with_exterior (once
  /// captured, their points are eye space, and the race with them is wholly local).
  bool count_enemy_inside = true;
  /// Node budgets of the local search: per group, and per call.
  int nodes_per_group = 2000;
  int nodes_per_call = 10000;
};

/// An enemy chain around a group is a safe wall (never captured in the local search) when it is
/// pass-alive, or has two liberties or more and the playouts give its stones to its colour by at
/// least this mean.
inline constexpr float kSafeWallMean = 0.5f;

/// What ReadEnclosedGroups did.
struct GroupReadingStats {
  int read = 0;      ///< groups searched
  int dead = 0;      ///< groups dead as they stand (even with their owner to move)
  int critical = 0;  ///< groups that die when the enemy moves first, and live otherwise
  int alive = 0;     ///< groups alive (two eyes or seki) even with the enemy to move
  int unknown = 0;   ///< groups the search could not settle within its budget
  int nodes = 0;     ///< positions searched in all
};

/// The verdict of the local search on one chain: 0 not read (or unsettled), 1 alive, -1 dead.
/// Padded, per stone.
using LocalVerdicts = std::vector<int8_t>;

/// Finds every group of one colour whose liberties all lie in small regions it encloses (at most
/// limits.max_region points each, limits.max_points in all with its smaller chains), surrounded by
/// enemy
/// chains that are safe walls (kSafeWallMean; `mean` is the playouts' mean owner, padded), and
/// searches whether the enemy captures its largest chain (SolveLocal). The group is dead (-1) when
/// it is dead as it stands, or critical (it dies when the enemy moves first: once both players
/// have passed, its owner passed instead of defending) with the simplest eye space: one chain, no
/// enemy stone inside; alive (1) when it lives even with the enemy to move; else not settled (0).
/// Writes the verdicts for the group's stones into *verdicts (padded; resized and cleared first)
/// and, when a group is dead, 1 (alive) on the enemy stones inside its regions. `pass_alive`
/// (row-major) excludes proven groups.
GroupReadingStats ReadEnclosedGroups(const Board& board, const PlayoutBoard& start,
                                     const std::vector<int8_t>& pass_alive,
                                     const std::vector<float>& mean,
                                     const GroupReadingLimits& limits, LocalVerdicts* verdicts);

/// Bounds of ReadRaces.
struct RaceLimits {
  /// Only chains the playouts leave unsettled are read: mean owner (the chain's colour's view)
  /// below this.
  float unsettled = 0.6f;
  /// Most liberties of the chain read and of each enemy chain in the race with it.
  int max_libs = 6;
  /// Most local points of one problem (the liberties, and one point per enemy chain in the race).
  int max_points = 14;
  /// Node budgets of the local search: per chain, and per call.
  int nodes_per_group = 2000;
  int nodes_per_call = 6000;
};

/// Reads capturing races: a chain the playouts leave unsettled (RaceLimits::unsettled), with few
/// liberties, next to enemy chains with few liberties (the race) and otherwise only to enemy
/// chains that are safe walls and to chains of its own colour that cannot be captured. The local
/// problem is the liberties of the chain and of the enemy chains in the race, which must be closed
/// (every neighbour of a liberty is one of those chains, a wall, a safe friend or another local
/// liberty), with each enemy chain in the race as one decisive point (SolveLocal: capturing it
/// saves the chain). Writes 1 (alive: the enemy cannot capture it even moving first, a seki or a
/// won race) on the chain's stones where *verdicts holds 0, and leaves every other chain as it is:
/// a dead answer is not used, since the walls taken as uncapturable may make the enemy stronger
/// than it is (docs/ESTIMATE.md).
GroupReadingStats ReadRaces(const Board& board, const PlayoutBoard& start,
                            const std::vector<int8_t>& pass_alive, const std::vector<float>& mean,
                            const RaceLimits& limits, LocalVerdicts* verdicts);

}  // namespace goscore
