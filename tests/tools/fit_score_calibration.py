#!/usr/bin/env python3
"""Fits the calibration of EstimateScore (cpp/estimate/score_estimate.cpp, kCalibration; docs/
ESTIMATE.md, "Score during play", step 6) from what `score_eval --dump` writes:

    ./build/native/score_eval ../data/devset-score.json --part tune --dump /tmp/score.csv
    python3 tests/tools/fit_score_calibration.py /tmp/score.csv [KNOTS]

The calibrated score is the count's score (the `raw` column: komi and tempo included) times a
factor that depends on the share of the board the settled map leaves open (`open_share`),
divided by 1 + WEIGHT * `unsettled` (the stones of near-even chains, ScoreTuning). The factor is
linear between knots (default 0,0.15,0.3,0.45,0.6) and constant beyond the last; the first knot's
factor is held at 1 (a settled position is counted, not guessed). For each WEIGHT of a fixed list
the other factors minimise the mean absolute error against the final margin (`target`) on the
tuning part's rows only, by iteratively reweighted least squares (a fixed number of rounds from
the least-squares start: the same factors every run), clamped to [0, 1]; the WEIGHT with the
lowest error over the tuning part is kept (ScoreTuning::unsettled_weight). Prints the error of
each WEIGHT, the C++ initialiser and the mean absolute error per stage before and after. Python 3
standard library only.
"""
import csv
import sys

ROUNDS = 50
WEIGHTS = [0.0, 0.01, 0.02, 0.04, 0.06, 0.08, 0.12, 0.16]


def hats(knots, share):
    """The weight of each knot at `share` (linear between knots, constant beyond the ends)."""
    h = [0.0] * len(knots)
    if share <= knots[0]:
        h[0] = 1.0
    elif share >= knots[-1]:
        h[-1] = 1.0
    else:
        for k in range(len(knots) - 1):
            if knots[k] <= share <= knots[k + 1]:
                t = (share - knots[k]) / (knots[k + 1] - knots[k])
                h[k], h[k + 1] = 1.0 - t, t
                break
    return h


def solve(a, b):
    """Solves a x = b (Gauss-Jordan with partial pivoting; a is small and well conditioned)."""
    n = len(b)
    m = [row[:] + [v] for row, v in zip(a, b)]
    for i in range(n):
        p = max(range(i, n), key=lambda k: abs(m[k][i]))
        m[i], m[p] = m[p], m[i]
        for k in range(n):
            if k != i and m[k][i] != 0.0:
                f = m[k][i] / m[i][i]
                for j in range(i, n + 1):
                    m[k][j] -= f * m[i][j]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(rows, knots):
    """Factors for knots[1:] minimising sum |h0 * raw + sum_k h_k f_k raw - target|."""
    xs, ys = [], []
    for raw, share, target in rows:
        h = hats(knots, share)
        xs.append([hk * raw for hk in h[1:]])
        ys.append(target - h[0] * raw)
    n = len(knots) - 1
    weights = [1.0] * len(ys)
    f = [1.0] * n
    for _ in range(ROUNDS):
        a = [[0.0] * n for _ in range(n)]
        b = [0.0] * n
        for x, y, w in zip(xs, ys, weights):
            for i in range(n):
                if x[i] == 0.0:
                    continue
                b[i] += w * x[i] * y
                for j in range(n):
                    a[i][j] += w * x[i] * x[j]
        for i in range(n):
            a[i][i] += 1e-6
        f = solve(a, b)
        weights = [1.0 / max(abs(y - sum(u * v for u, v in zip(x, f))), 1.0) for x, y in zip(xs, ys)]
    return [1.0] + [min(1.0, max(0.0, v)) for v in f]


def factor(knots, factors, share):
    return sum(h * f for h, f in zip(hats(knots, share), factors))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    knots = [float(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "0,0.15,0.3,0.45,0.6").split(",")]
    table = list(csv.DictReader(open(sys.argv[1])))
    tune = [r for r in table if r["part"] == "tune"]
    if not tune:
        sys.exit("no rows of the tuning part in " + sys.argv[1])
    best = None
    for weight in WEIGHTS:
        rows = [(float(r["raw"]) / (1.0 + weight * float(r["unsettled"])), float(r["open_share"]),
                 float(r["target"])) for r in tune]
        factors = fit(rows, knots)
        error = sum(abs(factor(knots, factors, s) * raw - t) for raw, s, t in rows) / len(rows)
        print("// unsettled weight %.2f: factors %s, MAE %.3f" %
              (weight, " ".join("%.3f" % f for f in factors), error))
        if best is None or error < best[0]:
            best = (error, weight, factors)
    _, weight, factors = best
    print("// tests/tools/fit_score_calibration.py on %d positions of the tuning part" % len(tune))
    print("float unsettled_weight = %.2ff;" % weight)
    print("constexpr float kCalibrationOpen[kCalibrationKnots] = {%s};" %
          ", ".join("%.2ff" % k for k in knots))
    print("constexpr float kCalibrationFactor[kCalibrationKnots] = {%s};" %
          ", ".join("%.3ff" % f for f in factors))
    stages = sorted({r["stage"] for r in tune})
    for stage in stages:
        sel = [r for r in tune if r["stage"] == stage]
        before = sum(abs(float(r["raw"]) - float(r["target"])) for r in sel) / len(sel)
        after = sum(abs(factor(knots, factors, float(r["open_share"])) * float(r["raw"]) /
                        (1.0 + weight * float(r["unsettled"])) - float(r["target"]))
                    for r in sel) / len(sel)
        print("// %s: %d positions, MAE %.2f -> %.2f" % (stage, len(sel), before, after))


if __name__ == "__main__":
    main()
