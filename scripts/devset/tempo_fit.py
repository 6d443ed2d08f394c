"""Fits the points the learned evaluator's score gives the side to move, per board size
(ScoreModelTempo in cpp/estimate/score_model.cpp), on the tuning part of the development set's
score positions, and prints the held-out part beside it.

For each set and seed, score_eval --model --dump writes the scores; the score without the tempo is
the dumped score less its model_tempo column, so the fit does not depend on the values compiled
in. For each candidate c of 0, 0.25, .. 1.5 (the move is never worth less than nothing), the mean
absolute error of that score + c for the side to move (Black positive) against the final margin,
over all positions and seeds of the part; the candidate with the lowest tuning error is the fit.

    python3 scripts/devset/tempo_fit.py [--seeds 1-4] [--sizes 9,13,19] [--jobs 2]
        [--model web/model/score-model.bin] [--data ../data]
"""

import argparse
import csv
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SETS = {9: "devset-score-9x9.json", 13: "devset-score-13x13.json", 19: "devset-score.json"}
CANDIDATES = [0.25 * k for k in range(7)]


def dump(tool, path, model, seed, out):
    subprocess.run([tool, path, "--model", model, "--seed", str(seed), "--dump", out],
                   check=True, stdout=subprocess.DEVNULL)
    with open(out) as f:
        return list(csv.DictReader(f))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="1-4")
    ap.add_argument("--sizes", default="9,13,19")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--model", default=os.path.join(ROOT, "web", "model", "score-model.bin"))
    ap.add_argument("--data", default=os.path.join(ROOT, "..", "data"))
    ap.add_argument("--tool", default=os.path.join(ROOT, "build", "native", "score_eval"))
    args = ap.parse_args()
    first, _, last = args.seeds.partition("-")
    seeds = list(range(int(first), int(last or first) + 1))
    sizes = [int(s) for s in args.sizes.split(",")]
    jobs = [(size, seed) for size in sizes for seed in seeds]
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(lambda j: dump(args.tool, os.path.join(args.data, SETS[j[0]]),
                                            args.model, j[1],
                                            os.path.join(tmp, "%d-%d.csv" % j)), jobs))
    by_size = {}
    for (size, _), r in zip(jobs, rows):
        by_size.setdefault(size, []).extend(r)
    print("| size | c | tuning part | held out |")
    print("|---|---:|---:|---:|")
    for size in sizes:
        errors = {}
        for c in CANDIDATES:
            for part in ("tune", "heldout"):
                e = [abs(float(x["score"]) - float(x["model_tempo"])
                         + (c if x["to_move"] == "B" else -c) - float(x["target"]))
                     for x in by_size[size] if x["part"] == part]
                errors[c, part] = sum(e) / max(1, len(e))
        best = min(CANDIDATES, key=lambda c: errors[c, "tune"])
        for c in CANDIDATES:
            print("| %dx%d | %.2f%s | %.3f | %.3f |" % (size, size, c, " (fit)" if c == best else "",
                                                      errors[c, "tune"], errors[c, "heldout"]))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
