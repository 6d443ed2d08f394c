// The komi validator. See komi.h.
#include "core/komi.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace goscore {

namespace {

/// The value as a reader would write it: up to 17 significant digits, shortest first.
std::string KomiText(double komi) {
  char buf[40];
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, komi);
    if (std::strtod(buf, nullptr) == komi) break;
  }
  return buf;
}

std::string TenthsText(int64_t tenths) {
  const int64_t a = tenths < 0 ? -tenths : tenths;
  std::string s = (tenths < 0 ? "-" : "") + std::to_string(a / 10);
  if (a % 10 != 0) s += "." + std::to_string(a % 10);
  return s;
}

Status OutOfRange(const std::string& shown) {
  return Status::Error(ErrorCode::kInvalidArgument, "komi " + shown + " is out of range (at most " +
                                                        std::to_string(kKomiLimitTenths / 10) +
                                                        " points either way)");
}

}  // namespace

Status CheckKomiTenths(int64_t tenths) {
  if (tenths < -kKomiLimitTenths || tenths > kKomiLimitTenths)
    return OutOfRange(TenthsText(tenths));
  return Status();
}

Status ParseKomiTenths(double komi, int* tenths) {
  if (!std::isfinite(komi)) {
    return Status::Error(ErrorCode::kInvalidArgument, "komi " + KomiText(komi) + " is not finite");
  }
  if (std::fabs(komi) > kKomiLimitTenths / 10.0 + 0.01) return OutOfRange(KomiText(komi));
  const double scaled = komi * 10.0;
  const double nearest = std::round(scaled);
  // A decimal tenth is not exact in binary: 0.1 + 0.2 is 0.30000000000000004. 1e-6 of a tenth is
  // far above that error (about 1e-12 at 1000 points) and far below the smallest real step (0.05).
  if (std::fabs(scaled - nearest) > 1e-6) {
    return Status::Error(ErrorCode::kInvalidArgument,
                         "komi " + KomiText(komi) + " is not a multiple of 0.1");
  }
  const int64_t t = static_cast<int64_t>(nearest);
  Status s = CheckKomiTenths(t);
  if (!s.ok()) return s;
  *tenths = static_cast<int>(t == 0 ? 0 : t);  // no -0
  return Status();
}

}  // namespace goscore
