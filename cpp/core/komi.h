// The one rule for komi, in every entry point (Game::SetKomi, the SGF reader's KM, the bindings):
// a multiple of 0.1 points within +-kKomiLimitTenths tenths. The core keeps komi in integer tenths.
#pragma once

#include <cstdint>

#include "core/types.h"

namespace goscore {

/// The largest |komi| in tenths of a point: 10,000,000, i.e. a million points, the range the JS
/// API has always checked. Far beyond any real komi, and small enough that a score plus komi in
/// tenths (a 1024x1024 board is worth at most about 10^7 tenths) stays inside 32-bit arithmetic.
inline constexpr int kKomiLimitTenths = 10000000;

/// Ok when |tenths| <= kKomiLimitTenths; else kInvalidArgument, "komi 1000000.5 is out of range
/// (at most 1000000 points either way)".
Status CheckKomiTenths(int64_t tenths);

/// Reads a komi in points into tenths: finite, within the range, and a multiple of 0.1 up to the
/// rounding of binary floating point (|10 * komi - round(10 * komi)| <= 1e-6; so 6.5 -> 65,
/// 0.1 + 0.2 -> 3, -0.5 -> -5, while 0.05, 6.25 and NaN are refused). kInvalidArgument with a
/// message naming the value: "komi 0.05 is not a multiple of 0.1". On error *tenths is unchanged.
Status ParseKomiTenths(double komi, int* tenths);

}  // namespace goscore
