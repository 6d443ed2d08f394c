#!/usr/bin/env python3
"""Fits the weights of cpp/estimate/chain_model.cpp (the linear models of the chains the playouts
leave undecided) by logistic regression, from what `estimate_eval --model-features` prints:

    build/native/estimate_eval ../data/devset-dead.json --part tune --to-move both --quiet \\
        --model-features > /tmp/features.txt
    python3 tests/tools/fit_chain_model.py /tmp/features.txt -0.6 0 0,1,2,3,4,5,6,7
    python3 tests/tools/fit_chain_model.py /tmp/features.txt 0.001 0.35 0,1,3,5,6 0.875
    python3 tests/tools/fit_chain_model.py /tmp/features.txt 0.001 0.35 0,1,2,3,4,5,6,7,8 '<0.875'

Each line "M id x y label liberties f0 .. f8" is one chain the model read (the playouts' mean of
its stones, f1, in the models' band), with its label (1 dead) from the development set. The fit
takes the chains whose mean lies in [LOW, HIGH], that are not in atari (EstimateDead leaves those
to the margin) and, with GUARD, whose weakest opponent neighbour (f8) is at least GUARD (with
'<GUARD', below it: the chains next to a seki partner or in a capturing race); on the
listed features only (the others get 0). Full-batch gradient descent from zero, a fixed number of
steps: the same weights every run. MARGIN (default 1.0) is subtracted from the bias, so that a
model calls a chain dead only when its odds are at least e^MARGIN to 1 (docs/ESTIMATE.md,
"Undecided chains"). Prints the C++ initialiser and the fit on the training chains. Standard
library only.
"""
import math
import sys


def main():
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    low, high = float(sys.argv[2]), float(sys.argv[3])
    used = [int(i) for i in sys.argv[4].split(',')]
    guard = sys.argv[5] if len(sys.argv) > 5 else None
    below = guard is not None and guard.startswith('<')
    guard = float(guard.lstrip('<')) if guard is not None else None
    margin = float(sys.argv[6]) if len(sys.argv) > 6 else 1.0
    rows = []
    width = 0
    with open(sys.argv[1]) as f:
        for line in f:
            p = line.split()
            if not p or p[0] != 'M' or int(p[5]) < 2:
                continue
            x = [float(v) for v in p[6:]]
            width = len(x)
            if not low <= x[1] <= high or (guard is not None and (x[8] < guard) != below):
                continue
            rows.append((int(p[4]), [x[i] for i in used]))
    if not rows:
        sys.exit('no chain lines (M ...) in the band in ' + sys.argv[1])
    n = len(used)
    w = [0.0] * n
    for _ in range(3000):
        g = [0.0] * n
        for y, x in rows:
            z = max(-30.0, min(30.0, sum(a * b for a, b in zip(w, x))))
            p = 1.0 / (1.0 + math.exp(-z))
            for i in range(n):
                g[i] += (p - y) * x[i]
        for i in range(n):
            w[i] -= g[i] / len(rows)
    w[used.index(0)] -= margin
    right = sum((sum(a * b for a, b in zip(w, x)) > 0) == (y == 1) for y, x in rows)
    margin_rule = sum((x[used.index(1)] < -0.2) == (y == 1) for y, x in rows)
    print(f'{len(rows)} chains, {sum(y for y, _ in rows)} dead; model right on {right}, '
          f'the margin rule (mean < -0.2) on {margin_rule}')
    full = [0.0] * width
    for i, j in enumerate(used):
        full[j] = w[i]
    print('{' + ', '.join(f'{a:.3f}f' for a in full) + '}')


if __name__ == '__main__':
    main()
