"""A dragon-level model of "dies later" for EstimateScore, tried offline (docs/ESTIMATE.md, "Score
during play", What was tried): from score_eval's --dump and --dump-chains files of a part, every
dragon (chains of one colour linked by a shared liberty, as in cpp/estimate/dragons.cpp) of the
stones called alive gets a few features the playouts see badly (the playouts' mean, its stones,
liberties, eye regions, the opponent chains around it, the open share); a logistic model of
"more than half its stones dead at the end" (devset-dead.json) is fitted on the tuning part, and
the count is corrected by share x p x 2 x stones for the dragons above a threshold, scaled as the
count was by the calibration (score / raw), or shrunk by 1 + w x the sum of p x stones. Prints
the fit (log-loss against a constant, also without the eye features and with the chain model's
features only) and the MAE and winners per stage, all positions and GNU Go's sample, before and
after. Standard library only; the weights are not used by the C++ (the model was not kept).

    for p in tune heldout; do ./build/native/score_eval ../data/devset-score.json --part $p \\
        --dump /tmp/s_$p.csv --dump-chains /tmp/c_$p.csv; done
    python3 scripts/devset/score_dragon_fit.py /tmp/s_tune.csv /tmp/c_tune.csv \\
        /tmp/s_heldout.csv /tmp/c_heldout.csv [DATA_DIR]
"""

import collections
import csv
import json
import math
import os
import sys

from score_dead_check import chains

STAGES = ("20 before the end", "40 before the end", "at 60%")


def dragons(pos, rows, dump):
    """(features, colour, alive stones, stone list) of each dragon of living chains."""
    board = pos["board"]
    h, w = len(board), len(board[0])
    cs = chains(board)
    chain_at = {}
    for k, (_, stones) in enumerate(cs):
        for s in stones:
            chain_at[s] = k
    info = [rows.get((pos["id"], st[0][0], st[0][1])) for _, st in cs]
    parent = list(range(len(cs)))

    def root(a):
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    def nbrs(x, y):
        return [(p, q) for p, q in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)) if 0 <= p < w and 0 <= q < h]

    # Empty regions and the colours around them: a region touched by one colour only is an eye
    # region of the dragons around it.
    region_of, regions = {}, []
    for y in range(h):
        for x in range(w):
            if board[y][x] != "." or (x, y) in region_of:
                continue
            stack, pts, border = [(x, y)], [], set()
            region_of[(x, y)] = len(regions)
            while stack:
                a, b = stack.pop()
                pts.append((a, b))
                for p, q in nbrs(a, b):
                    c = board[q][p]
                    if c == "." and (p, q) not in region_of:
                        region_of[(p, q)] = len(regions)
                        stack.append((p, q))
                    elif c != ".":
                        border.add(c)
            regions.append((len(pts), border))
    for y in range(h):
        for x in range(w):
            if board[y][x] != ".":
                continue
            first = {}
            for p, q in nbrs(x, y):
                c = board[q][p]
                if c == "." or info[chain_at[(p, q)]] is None or info[chain_at[(p, q)]]["dead"] == "1":
                    continue
                r = root(chain_at[(p, q)])
                if c in first:
                    a = root(first[c])
                    if a != r:
                        parent[max(a, r)] = min(a, r)
                    first[c] = min(a, r)
                else:
                    first[c] = r
    groups = collections.defaultdict(list)
    for k, ch in enumerate(cs):
        if info[k] is not None and info[k]["dead"] == "0":
            groups[root(k)].append(k)
    open_share = float(dump["open_share"])
    mover = dump["to_move"]
    out = []
    for ks in groups.values():
        colour = cs[ks[0]][0]
        stones = [s for k in ks for s in cs[k][1]]
        n = len(stones)
        mean = sum((float(info[k]["own_first"]) + float(info[k]["opp_first"])) / 2 * len(cs[k][1]) for k in ks) / n
        worst = min(min(float(info[k]["own_first"]), float(info[k]["opp_first"])) for k in ks)
        libs, eyes, eye_pts, opp = set(), set(), 0, {}
        for s in stones:
            for p, q in nbrs(*s):
                c = board[q][p]
                if c == ".":
                    libs.add((p, q))
                    r = region_of[(p, q)]
                    if regions[r][1] == {colour} and r not in eyes:
                        eyes.add(r)
                        eye_pts += min(regions[r][0], 8)
                elif c != colour:
                    k = chain_at[(p, q)]
                    if info[k] is not None and info[k]["dead"] == "0":
                        opp[k] = (float(info[k]["own_first"]) + float(info[k]["opp_first"])) / 2
        weakest = min(opp.values()) if opp else 1.0
        f = [1.0, mean, worst, math.log(n), math.log(1 + len(libs)), min(len(eyes), 3) / 3.0,
             math.log(1 + eye_pts), weakest, open_share, 1.0 if colour == mover else 0.0,
             mean * open_share]
        out.append((f, colour, n, stones))
    return out


def load(dump_path, chains_path, score, end):
    rows = {}
    for r in csv.DictReader(open(chains_path)):
        rows[(r["id"], int(r["x"]), int(r["y"]))] = r
    items = []
    for d in csv.DictReader(open(dump_path)):
        pos = score[d["id"]]
        last = end.get(pos["game_id"])
        dead_at_end = set(map(tuple, last["dead"])) if last else set()
        ds = []
        for f, colour, n, stones in dragons(pos, rows, d):
            label = None
            if last:
                gone = sum(1 for x, y in stones if last["board"][y][x] != colour or (x, y) in dead_at_end)
                label = 1 if gone * 2 > n else 0
            ds.append((f, 1 if colour == "B" else -1, n, label))
        items.append((d, ds))
    return items


def fit(items, used, steps=400):
    data = [([f[i] for i in used], y) for _, ds in items for f, _, _, y in ds if y is not None]
    m = len(used)
    mu = [sum(x[i] for x, _ in data) / len(data) for i in range(m)]
    sd = [max(1e-6, math.sqrt(sum((x[i] - mu[i]) ** 2 for x, _ in data) / len(data))) for i in range(m)]
    mu[0], sd[0] = 0.0, 1.0
    z = [([(x[i] - mu[i]) / sd[i] for i in range(m)], y) for x, y in data]
    wt = [0.0] * m
    for _ in range(steps):
        g = [0.0] * m
        for x, y in z:
            p = 1 / (1 + math.exp(-max(-30, min(30, sum(a * b for a, b in zip(wt, x))))))
            for i in range(m):
                g[i] += (p - y) * x[i]
        wt = [a - 2.0 * b / len(z) for a, b in zip(wt, g)]
    # Back to raw features.
    raw = [wt[i] / sd[i] for i in range(m)]
    raw[0] = wt[0] - sum(wt[i] * mu[i] / sd[i] for i in range(1, m))
    loss = 0.0
    for x, y in data:
        q = 1 / (1 + math.exp(-max(-30, min(30, sum(a * b for a, b in zip(raw, x))))))
        loss -= math.log(q if y else 1 - q)
    base = sum(y for _, y in data) / len(data)
    null = -sum(math.log(base if y else 1 - base) for _, y in data)
    high = [(y, sum(a * b for a, b in zip(raw, x)) > 0) for x, y in data]
    print(f"{len(data)} dragons, {sum(y for _, y in data)} dead later; log-loss {loss / len(data):.4f} "
          f"(constant {null / len(data):.4f}); p > 0.5 on {sum(h for _, h in high)}, "
          f"of them dead later {sum(h and y for y, h in high)}; weights {[round(v, 4) for v in raw]}")
    return raw


def evaluate(items, used, wt, threshold, share, shrink=0.0):
    """The count corrected by share x p x 2 x stones per dragon above the threshold, or, with
    `shrink`, divided by 1 + shrink x the sum of p x stones of those dragons."""
    err = collections.defaultdict(lambda: [0, 0.0, 0, 0.0, 0, 0])
    for d, ds in items:
        score, raw, target = float(d["score"]), float(d["raw"]), float(d["target"])
        scale = score / raw if raw != 0 else 1.0
        fix, doubt = 0.0, 0.0
        for f, colour, n, _ in ds:
            p = 1 / (1 + math.exp(-max(-30, min(30, sum(wt[j] * f[i] for j, i in enumerate(used))))))
            if p > threshold:
                fix -= share * p * 2 * n * colour
                doubt += p * n
        new = score / (1 + shrink * doubt) if shrink else score + fix * scale
        for key in (d["stage"], "all"):
            for g in ((0, 1) if d["gnugo"] != "" else (0,)):
                e = err[(key, g)]
                e[0] += 1
                e[1] += abs(score - target)
                e[3] += abs(new - target)
                e[4] += (score > 0) == (target > 0)
                e[5] += (new > 0) == (target > 0)
    return err


def main():
    data = sys.argv[5] if len(sys.argv) > 5 else os.path.join(os.path.dirname(__file__), "..", "..", "..", "data")
    score = {r["id"]: r for r in json.load(open(os.path.join(data, "devset-score.json")))}
    end = {r["id"]: r for r in json.load(open(os.path.join(data, "devset-dead.json")))}
    tune = load(sys.argv[1], sys.argv[2], score, end)
    held = load(sys.argv[3], sys.argv[4], score, end)
    fit(tune, [0, 1, 2, 3, 4, 7, 8, 9, 10])  # without the eye features
    fit(tune, [0, 1, 2, 3, 8, 9, 10])  # the chain model's features only
    used = list(range(11))
    wt = fit(tune, used)
    for threshold, share, shrink in ((0.0, 0.5, 0), (0.0, 1.0, 0), (0.3, 0.5, 0), (0.3, 1.0, 0),
                                     (0.5, 0.5, 0), (0.5, 1.0, 0), (0.0, 0, 0.005), (0.0, 0, 0.01),
                                     (0.0, 0, 0.02), (0.3, 0, 0.01), (0.3, 0, 0.02)):
        print(f"threshold {threshold}, share {share}, shrink {shrink}")
        for name, items in (("tune", tune), ("heldout", held)):
            err = evaluate(items, used, wt, threshold, share, shrink)
            for key in STAGES + ("all",):
                for g in (0, 1):
                    e = err[(key, g)]
                    print(f"  {name} {key:18} {'gnugo' if g else 'all  '} n={e[0]:4} MAE {e[1] / e[0]:.2f} -> "
                          f"{e[3] / e[0]:.2f}  winner {100 * e[4] / e[0]:.1f}% -> {100 * e[5] / e[0]:.1f}%")


if __name__ == "__main__":
    main()
