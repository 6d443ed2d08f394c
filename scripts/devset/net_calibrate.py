"""Fits the learned evaluator's calibration: the factors at the model's knots (piecewise linear in
the net's uncertainty, as net_train.py fits them) and the weight w of the count's unsettled
stones, so that the score is

    margin x factor(uncertainty) / (1 + w x unsettled stones)

(score_model.cpp ApplyScoreModel; the unsettled stones are the count's, the chains the playouts
leave near even: docs/ESTIMATE.md, "Score during play", step 6). The net's weights are not
touched. For each w of a list the factors are fitted by least absolute error over the positions
of the fit file, and the w with the lowest error is kept; a shrink never changes the winner named.

The positions are those net_train.py fits its calibration on: the training positions (a quarter
of the game to its end) of the validation games, the 15% of the tuning part's games the net never
trains on (`--write-val` writes them from net_train.py's data directory). It reads what
`score_eval --model MODEL --dump FILE` writes of them (the net's margin before the calibration and
its uncertainty, the unsettled stones, the target), so the fit sees the numbers the C++ code
computes, and measures the development set's score positions (`--measure`, a dump of
devset-score.json; its held-out part is never fitted on):

    python3 scripts/devset/net_calibrate.py --write-val ../data/net ../data/net/val.json
    ./build/native/score_eval ../data/net/val.json --model web/model/score-model.bin \\
        --dump ../data/net/val.csv                                  # 118,493 positions: 10 minutes
    ./build/native/score_eval ../data/devset-score.json --model web/model/score-model.bin \\
        --dump ../data/net/score.csv
    python3 scripts/devset/net_calibrate.py ../data/net/val.csv --measure ../data/net/score.csv \\
        --model web/model/score-model.bin [--weights 0,0.005,0.01] [--export web/model/score-model.bin]

With --export it writes the model file again with the new calibration (a "GSN6" file for a
float16 net: score_model.h).
"""

import argparse
import csv
import json
import os
import sys

import numpy as np

import net_train


def read_dump(path):
    rows = list(csv.DictReader(open(path)))
    if not rows or "model_margin" not in rows[0]:
        sys.exit("%s: not a score_eval --dump with the model's columns (run it with --model)" % path)
    col = lambda name: np.array([float(r[name]) for r in rows])
    return {"part": np.array([r["part"] for r in rows]), "stage": np.array([r["stage"] for r in rows]),
            "gnugo": np.array([r["gnugo"] != "" for r in rows]),
            "gnugo_value": np.array([float(r["gnugo"] or 0) for r in rows]),
            "target": col("target"), "margin": col("model_margin"), "u": col("model_uncertainty"),
            "unsettled": col("unsettled"), "score": col("score")}


def scores(d, factors, weight, knot_at=net_train.KNOTS):
    return np.interp(d["u"], knot_at, factors) * d["margin"] / (1 + weight * d["unsettled"])


def table(d, est, title):
    print("%s\n| part | stage | positions | MAE | winner | with GNU Go's estimate | MAE | GNU Go MAE |" % title)
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    t = d["target"]
    for part in ("tune", "heldout"):
        for stage in ("20 before the end", "40 before the end", "at 60%"):
            m = (d["part"] == part) & (d["stage"] == stage)
            if not m.any():
                continue
            g = m & d["gnugo"]
            right = (np.sign(est[m]) == np.sign(t[m])).mean()
            print("| %s | %s | %d | %.2f | %.1f%% | %d | %.2f | %.2f |" % (
                part, stage, m.sum(), np.abs(est - t)[m].mean(), 100 * right, g.sum(),
                np.abs(est - t)[g].mean() if g.any() else float("nan"),
                np.abs(d["gnugo_value"] - t)[g].mean() if g.any() else float("nan")))


def write_val(data_dir, out):
    """The positions of every positions-tune*.json in data_dir whose game is a validation game."""
    val = []
    for name in sorted(os.listdir(data_dir)):
        if name.startswith("positions-tune") and name.endswith(".json"):
            val += [p for p in json.load(open(os.path.join(data_dir, name)))
                    if net_train.part_of_game(p["game_id"]) == "val"]
    with open(out, "w") as f:
        json.dump(val, f)
    print("%d validation positions -> %s" % (len(val), out))


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--write-val":
        return write_val(sys.argv[2], sys.argv[3])
    ap = argparse.ArgumentParser()
    ap.add_argument("dump", help="score_eval --model --dump of the positions to fit on (part tune)")
    ap.add_argument("--measure", help="score_eval --model --dump of devset-score.json")
    ap.add_argument("--model", default="web/model/score-model.bin")
    ap.add_argument("--weights", default="0,0.005,0.01,0.015,0.02,0.025,0.03,0.04")
    ap.add_argument("--export")
    args = ap.parse_args()
    net, knot_at, factors, weight = net_train.load_model_file(args.model)
    if not np.allclose(knot_at, net_train.KNOTS, atol=1e-3):
        sys.exit("%s: knots %s, not net_train.KNOTS" % (args.model, knot_at))
    d = read_dump(args.dump)
    m = read_dump(args.measure) if args.measure else d
    for dump in (d, m):
        # The dump's scores are the model's: a check that this is the same model and formula.
        worst = np.abs(scores(dump, factors, weight, knot_at) - dump["score"]).max()
        if worst > 0.01:
            sys.exit("a dump's scores differ from this model's by up to %.3f: another model?" % worst)
    tune = d["part"] == "tune"
    best = None
    for w in [float(v) for v in args.weights.split(",")]:
        f = net_train.fit_calibration(d["margin"][tune] / (1 + w * d["unsettled"][tune]),
                                      d["u"][tune], d["target"][tune])
        e = np.abs(scores(d, f, w) - d["target"])
        em = np.abs(scores(m, f, w) - m["target"])
        parts = ", ".join("%s %.4f" % (p, em[m["part"] == p].mean())
                          for p in ("tune", "heldout") if (m["part"] == p).any())
        print("w %.3f: factors %s, MAE %.4f on the fit's positions; measured: %s" % (
            w, np.round(f, 3).tolist(), e[tune].mean(), parts))
        if best is None or e[tune].mean() < best[0]:
            best = (e[tune].mean(), w, f)
    _, w, f = best
    table(m, scores(m, factors, weight, knot_at), "\nthe model as it is (w %.3f, factors %s):" % (
        weight, np.round(factors, 3).tolist()))
    table(m, scores(m, f, w), "\nrefitted (w %.3f, factors %s):" % (w, np.round(f, 3).tolist()))
    if args.export:
        half = open(args.model, "rb").read(4) in (b"GSN2", b"GSN4", b"GSN6")
        net_train.export(net, f, args.export, half, w)
        print("written %s" % args.export)


if __name__ == "__main__":
    main()
