"""The expected answers of the learned evaluator's tests (tests/fixtures/estimate/score-model.json),
computed by PyTorch from the shipped model file, independently of goscore's C++ forward pass.

The positions are the 9x9, 13x13 and 19x19 end positions of ../shared/datasets/ogs-autoscore.json
and the same boards with the last fifth of their stones removed (in row order: a board still open),
with Black and with White to move under Japanese counting and Black under Chinese. score_eval
--dump-maps gives the count's maps (the C++ analysis the net reads) and --dump its unsettled
stones (the calibration's divisor); PyTorch runs the net on them and writes the score (with the
side to move's points on 9x9 and 13x13, TEMPO) and the ownership the C++ code must reproduce.

    python3 scripts/devset/net_fixture.py [--model web/model/score-model.bin]
"""

import csv
import json
import os
import subprocess
import sys
import tempfile

import numpy as np

import net_train

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
DATASETS = os.environ.get("GOSCORE_DATASETS_DIR", os.path.join(ROOT, "..", "shared", "datasets"))


SIZES = (9, 13, 19)  # the boards the model applies to (estimate.cpp EstimateScore)
# Points for the side to move by size (score_model.h ScoreModelTempo, fitted by tempo_fit.py).
TEMPO = {9: 0.75, 13: 0.25, 19: 0.0}


def positions():
    cases = json.load(open(os.path.join(DATASETS, "ogs-autoscore.json")))["cases"]
    out = []
    for case in cases:
        rows = case["board"] if "board" in case else None
        if not rows or len(rows) not in SIZES or len(rows[0]) != len(rows):
            continue
        n = len(rows)
        rows = ["".join("B" if ch in "Bb" else "W" if ch in "Ww" else "." for ch in r) for r in rows]
        stones = [(x, y) for y in range(n) for x in range(n) if rows[y][x] != "."]
        cut = set(stones[len(stones) * 4 // 5:])
        opened = ["".join("." if (x, y) in cut else rows[y][x] for x in range(n)) for y in range(n)]
        for name, board in (("end", rows), ("open", opened)):
            for to_move, rules in (("B", "japanese"), ("W", "japanese"), ("B", "chinese")):
                out.append({"id": "%s/%s/%s/%s" % (case["id"], name, to_move, rules),
                            "width": n, "height": n, "board": board, "to_move": to_move,
                            "komi": 6.5, "rules": rules, "handicap": 0,
                            "prisoners": {"black": 3, "white": 5}, "target_margin": 0,
                            "fraction": 1.0, "part": "tune"})
    return out


def main():
    model = sys.argv[sys.argv.index("--model") + 1] if "--model" in sys.argv else os.path.join(
        ROOT, "web", "model", "score-model.bin")
    net, knot_at, factors, weight = net_train.load_model_file(model)
    cases = positions()
    with tempfile.TemporaryDirectory() as tmp:
        pos_file, maps_file = os.path.join(tmp, "p.json"), os.path.join(tmp, "m.bin")
        dump_file = os.path.join(tmp, "d.csv")
        json.dump(cases, open(pos_file, "w"))
        subprocess.run([os.path.join(ROOT, "build", "native", "score_eval"), pos_file,
                        "--dump-maps", maps_file, "--dump", dump_file], check=True,
                       stdout=subprocess.DEVNULL)
        maps = net_train.read_maps(maps_file)
        unsettled = {r["id"]: float(r["unsettled"]) for r in csv.DictReader(open(dump_file))}
    own = [net_train.predict(net, net_train.features(p, maps[p["id"]])[None])[0] for p in cases]
    out = []
    for p, o in zip(cases, own):
        s = 1 if p["to_move"] == "B" else -1
        black = o * s
        raw = net_train.margin(p, float(black.sum()), maps[p["id"]][0])
        u = float((1 - black.astype(np.float64) ** 2).mean())
        factor = float(np.interp(u, knot_at, factors))
        case = {k: p[k] for k in ("id", "board", "to_move", "komi", "rules", "prisoners")}
        tempo = s * TEMPO[len(p["board"])]
        case["score"] = round(raw * factor / (1 + weight * unsettled[p["id"]]) + tempo, 5)
        if "/open/B/japanese" in p["id"]:  # the maps of a few
            case["ownership"] = [round(float(v), 4) for v in black.ravel()]
        out.append(case)
    path = os.path.join(ROOT, "tests", "fixtures", "estimate", "score-model.json")
    with open(path, "w") as f:
        json.dump(out, f, separators=(",", ":"))
    print("%d cases -> %s" % (len(out), path))


if __name__ == "__main__":
    main()
