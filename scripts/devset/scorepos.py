"""Score-estimate positions: from each selected game with a numeric result, the positions 20 and
40 moves before the end and at 60% of the game, with the final recorded margin as target.

"The end" is the last move that is not a pass (trailing passes are not counted); "60%" is
round(0.6 * that many moves). GNU Go's `estimate_score` (Black minus White, komi included) is
added for each position unless DEVSET_NO_ESTIMATE is set; positions whose estimate timed out
keep no gnugo_estimate field. DEVSET_ESTIMATE_SAMPLE=FILE (a JSON list of position ids, made by
gnugo_sample.mjs) asks only about those positions (the others keep a cached answer if any).
Writes DATA/devset-parts/<source>-score.json, then merges the parts into DATA/devset-score.json
(merge.py).
"""

import json
import os
import sys

import common
import gnugo
import merge

TIMEOUT = 30
POINTS = [("moves_before_end", 20), ("moves_before_end", 40), ("fraction", 0.6)]


def played_moves(game):
    n = len(game["moves"])
    while n > 0 and len(game["moves"][n - 1]) == 1:
        n -= 1
    return n


def positions(game):
    n = played_moves(game)
    out = []
    for field, value in POINTS:
        upto = n - value if field == "moves_before_end" else int(round(value * n))
        if upto < 1 or upto >= n:
            continue
        out.append((field, value, upto))
    return out


def main():
    games = common.select(common.load_games())
    tasks = []
    sample = os.environ.get("DEVSET_ESTIMATE_SAMPLE")
    sample = set(json.load(open(sample))) if sample else None
    for g in games:
        for field, value, upto in positions(g):
            tag = "at60pct" if field == "fraction" else "minus%d" % value
            if sample is not None and "%s#%s" % (g["id"], tag) not in sample:
                continue
            tasks.append({"key": "est:%s:%d" % (g["id"], upto), "kind": "estimate", "size": g["size"],
                          "komi": g["komi"], "rules": g["rules"], "setup": g["setup"], "moves": g["moves"],
                          "upto": upto, "timeout": TIMEOUT})
    cache = gnugo.load_cache(os.path.join(common.CACHE, "gnugo-estimate.jsonl"))
    write(games, cache)
    if os.environ.get("DEVSET_NO_ESTIMATE"):
        return
    every = int(os.environ.get("DEVSET_WRITE_EVERY", "500"))

    def progress(i, total, cache):
        if i % every == 0 or i == total:
            print("gnugo estimate %d/%d" % (i, total), flush=True)
            write(games, cache)

    cache = gnugo.run_all(tasks, os.path.join(common.CACHE, "gnugo-estimate.jsonl"), on_progress=progress)
    print(json.dumps(write(games, cache)))


def write(games, cache):
    out, counts = [], {}
    for g in games:
        for field, value, upto in positions(g):
            board = common.position_after(g, upto)
            key = "est:%s:%d" % (g["id"], upto)
            tag = "at60pct" if field == "fraction" else "minus%d" % value
            rec = {"id": "%s#%s" % (g["id"], tag), "game_id": g["id"], "source": g["source"],
                   "width": g["size"], "height": g["size"], "board": board.rows(),
                   "to_move": common.to_move_after(g, upto), "komi": g["komi"], "rules": g["rules"],
                   "handicap": g["handicap"],
                   "prisoners": {"black": board.captured["B"], "white": board.captured["W"]},
                   field: value, "moves_played": upto, "moves_total": played_moves(g),
                   "target_margin": g["margin"], "result": g["result"], "part": common.part(g["id"])}
            answer = cache.get(key)
            if answer and "estimate" in answer:
                rec["gnugo_estimate"] = answer["estimate"]
            out.append(rec)
            label = "%s=%g" % (field, value)
            counts[label] = counts.get(label, 0) + 1
    for source in sorted({g["source"] for g in games}):
        common.write_json(common.part_file(source, "score"), [r for r in out if r["source"] == source])
    if os.environ.get("DEVSET_MERGE"):
        merge.main()
    with_estimate = sum(1 for r in out if "gnugo_estimate" in r)
    return {"positions": len(out), "with_gnugo_estimate": with_estimate, "by_point": counts}


if __name__ == "__main__":
    sys.exit(main())
