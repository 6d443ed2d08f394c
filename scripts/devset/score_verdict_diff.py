"""What a change to EstimateScore's dead stones did, against the game's end (docs/ESTIMATE.md,
"Score during play"). Two modes, on the chains of score positions whose game also has an end
position in devset-dead.json (a chain is dead at the end when more than half of its stones were
captured later or are in the end position's dead set, as in score_dead_check.py):

    # the stones whose verdict changed between two --dump files, right or wrong, per stage
    ./build/native/score_eval ../data/devset-score.json --part tune --dump /tmp/before.csv
    ./build/native/score_eval ../data/devset-score.json --part tune --dump /tmp/after.csv [flags]
    python3 scripts/devset/score_verdict_diff.py /tmp/before.csv /tmp/after.csv [DATA_DIR]

    # the misjudged stones of one run by where they are: near even (playout mean within 0.35 of
    # 0, both move orders averaged) with 1-3 liberties and 4+ stones, near even otherwise, settled
    ./build/native/score_eval ../data/devset-score.json --part tune --dump-chains /tmp/chains.csv
    python3 scripts/devset/score_verdict_diff.py --where /tmp/chains.csv [DATA_DIR]
"""

import collections
import csv
import json
import os
import sys

from score_dead_check import chains


def load(data):
    score = {r["id"]: r for r in json.load(open(os.path.join(data, "devset-score.json")))}
    end = {r["id"]: r for r in json.load(open(os.path.join(data, "devset-dead.json")))}
    return score, end


def fates(pos, last):
    """(colour, stones, dead at the end) of every chain of the score position `pos`."""
    dead_at_end = set(map(tuple, last["dead"]))
    for colour, stones in chains(pos["board"]):
        gone = sum(1 for x, y in stones if last["board"][y][x] != colour or (x, y) in dead_at_end)
        yield colour, stones, gone * 2 > len(stones)


def diff(before, after, data):
    score, end = load(data)
    old = {r["id"]: r for r in csv.DictReader(open(before))}
    tally = collections.Counter()
    for row in csv.DictReader(open(after)):
        was = old[row["id"]]
        if was["dead"] == row["dead"]:
            continue
        tally[(row["stage"], "positions changed")] += 1
        pos = score[row["id"]]
        last = end.get(pos["game_id"])
        if last is None:
            continue
        dead_before = {tuple(map(int, p.split("."))) for p in was["dead"].split()}
        dead_after = {tuple(map(int, p.split("."))) for p in row["dead"].split()}
        for _, stones, dead in fates(pos, last):
            now = stones[0] in dead_after
            if now == (stones[0] in dead_before):
                continue
            tally[(row["stage"], "to dead" if now else "to alive", "right" if now == dead else "wrong")] += len(stones)
    for key in sorted(tally):
        print(" / ".join(key), tally[key])


def where(dump_chains, data):
    score, end = load(data)
    rows = collections.defaultdict(dict)
    for r in csv.DictReader(open(dump_chains)):
        rows[r["id"]][(int(r["x"]), int(r["y"]))] = r
    tally = collections.Counter()
    for pid, by_first in rows.items():
        pos = score[pid]
        last = end.get(pos["game_id"])
        if last is None:
            continue
        stage = "%d before the end" % pos["moves_before_end"] if pos.get("moves_before_end") else "at 60%"
        for _, stones, dead in fates(pos, last):
            r = by_first[stones[0]]
            mean = (float(r["own_first"]) + float(r["opp_first"])) / 2
            near = abs(mean) < 0.35
            place = ("near, 1-3 liberties, 4+ stones" if near and int(r["liberties"]) <= 3 and len(stones) >= 4
                     else "near, other" if near else "settled")
            called = r["dead"] == "1"
            verdict = "right" if called == dead else "wrong, called dead" if called else "wrong, called alive"
            tally[(stage, place, verdict)] += len(stones)
    for key in sorted(tally):
        print(" / ".join(key), tally[key])


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    default_data = os.path.join(here, "..", "..", "..", "data")
    if sys.argv[1] == "--where":
        where(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else default_data)
    else:
        diff(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else default_data)
