// The estimator's tunable constants in one place, with the values EstimateDead uses. Exposed so
// that the evaluation tool can measure a variation without a rebuild; the public API always uses
// the defaults.
#pragma once

#include <vector>

#include "estimate/chain_model.h"
#include "estimate/estimate.h"
#include "estimate/group_reading.h"

namespace goscore {

/// Knobs of the dead-stone decision (see docs/ESTIMATE.md for how each was chosen).
struct EstimateTuning {
  /// A chain is dead when the playouts give its stones to the opponent by more than this mean
  /// margin (ownership from its own side's view below -dead_margin).
  float dead_margin = 0.2f;
  /// Whether a chain is dead only when both halves of the playouts (each side first) say so, each
  /// by more than dead_margin; false: when the mean over all the playouts (half with each side
  /// first) says so. Both keep a chain that lives or dies by who moves first (its mean over the
  /// two orders is near zero); the mean of all the playouts is the less noisy of the two tests
  /// (docs/ESTIMATE.md, "What was tried": better over seeds 1-30 on the dataset and on the three
  /// GNU Go sets).
  bool dead_when_both_agree = false;
  /// Whether two opposing chains in atari on the same single liberty are both kept alive.
  bool keep_standoffs = true;
  /// Whether the chains whose mean lies in [kModelLow, kModelHigh] are settled by the linear
  /// model of chain_model.h instead of the margin.
  bool model_undecided = true;
  /// When not null, the features of every chain the model read are appended here (for the
  /// evaluation tool, which fits the model).
  std::vector<ChainFeatures>* features_out = nullptr;
  /// Whether chains in atari that cannot be saved are dead (consistency.h, KillHopelessAtari).
  bool kill_hopeless_atari = true;
  /// Whether a standoff is kept when one side's capture there is a snapback (consistency.h;
  /// false: only on a corner point).
  bool keep_snapback_standoffs = false;
  /// Share of the playouts played with the opponent of options.to_move first, in 1/16.
  int opponent_first_sixteenths = 8;
  /// Whether a dead chain whose region (once the dead are lifted) also touches living stones of
  /// its own colour is revived, as if that neutral region made its stones no one's. Off since
  /// issue 25: a dead stone on a dame point is still dead (removed), as the corrected labels of
  /// ogs-autoscore.json say (docs/ESTIMATE.md, "What was tried").
  bool revive_in_neutral_regions = false;
  /// Whether small enclosed groups are read exactly with the attacker moving first
  /// (group_reading.h, ReadEnclosedGroups), the answer replacing the playouts' verdict.
  bool read_groups = true;
  /// The bounds of that reading.
  GroupReadingLimits reading;
  /// Whether capturing races of unsettled chains are read exactly (group_reading.h, ReadRaces),
  /// where the enclosed groups' reading left them, the answer replacing the playouts' verdict.
  bool read_races = true;
  /// The bounds of that reading.
  RaceLimits races;
  /// Whether groups whose only eye space is a killing shape with its vital point taken are read
  /// dead statically (local_reading.h, KillNakadeGroups).
  bool read_nakade = true;
  /// Whether dead chains that the life analysis finds in seki, and that the opponent cannot
  /// approach, are kept alive (local_reading.h, KeepSeki).
  bool keep_seki = true;
  /// Whether KeepSeki also keeps a group that is in seki only after one move of its own colour.
  bool seki_after_defence = true;
  /// KeepSeki leaves alone a group whose mean owner in the playouts (its view) is below this.
  float seki_min_mean = -0.5f;
  /// Whether the playouts answer a move that leaves an own chain with two liberties by giving it
  /// a third (playout.h, TwoLibertyDefence): a chain with two liberties is one move from atari,
  /// and a third liberty takes it out of that threat. Measured in docs/ESTIMATE.md ("What was
  /// tried").
  bool defend_two_liberties = true;
  /// Whether a playout's first move settles one of the start position's ataris (playout.h,
  /// PlayoutPolicy::start_ataris).
  bool settle_start_ataris = false;
  /// A dragon (chains of one colour linked by shared liberties) whose dead stones, times this,
  /// outnumber its living ones is dead as a whole (dragons.h, KillDeadDragons); 0: off.
  int dragon_kill_ratio = 6;
  /// Extra playouts, in percent of the effort's count, run when some chain is unsettled after the
  /// first ones (its mean within unsettled_band of -dead_margin); 0: never.
  int extra_playouts_percent = 100;
  /// Half-width of the band around -dead_margin where a chain's mean counts as unsettled.
  float unsettled_band = 0.3f;
  /// An empty point needs sealing when the playouts give it to one colour by at least this mean
  /// margin while a living stone of the other colour touches it.
  float sealing_margin = 0.5f;
};

/// EstimateDead with explicit tuning.
Status EstimateDeadTuned(const Board& board, const EstimateOptions& options,
                         const EstimateTuning& tuning, DeadEstimate* out);

}  // namespace goscore
