"""How EstimateScore's dead stones during play compare with the game's end (docs/ESTIMATE.md,
"Score during play"): for every chain of a score position whose game also has an end position in
devset-dead.json, whether the estimate called it dead and whether it was dead at the end (more
than half of its stones captured later or in the end position's dead set), in stones, per stage
and chain size.

    ./build/native/score_eval ../data/devset-score.json --part tune --dump /tmp/score.csv
    python3 scripts/devset/score_dead_check.py /tmp/score.csv [DATA_DIR]
"""

import collections
import csv
import json
import os
import sys

SIZES = [(1, "1"), (3, "2-3"), (9, "4-9"), (10**9, "10+")]


def chains(board):
    """(colour, stones) of every chain of `board` (rows of 'B', 'W', '.')."""
    h, w = len(board), len(board[0])
    seen, out = set(), []
    for y in range(h):
        for x in range(w):
            c = board[y][x]
            if c == "." or (x, y) in seen:
                continue
            stack, stones = [(x, y)], []
            seen.add((x, y))
            while stack:
                a, b = stack.pop()
                stones.append((a, b))
                for p, q in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)):
                    if 0 <= p < w and 0 <= q < h and board[q][p] == c and (p, q) not in seen:
                        seen.add((p, q))
                        stack.append((p, q))
            out.append((c, stones))
    return out


def main(dump, data):
    score = {r["id"]: r for r in json.load(open(os.path.join(data, "devset-score.json")))}
    end = {r["id"]: r for r in json.load(open(os.path.join(data, "devset-dead.json")))}
    tally = collections.Counter()
    for row in csv.DictReader(open(dump)):
        pos = score[row["id"]]
        last = end.get(pos["game_id"])
        if last is None:
            continue
        dead_at_end = set(map(tuple, last["dead"]))
        called = {tuple(map(int, p.split("."))) for p in row["dead"].split()}
        for colour, stones in chains(pos["board"]):
            gone = sum(1 for x, y in stones if last["board"][y][x] != colour or (x, y) in dead_at_end)
            size = next(name for bound, name in SIZES if len(stones) <= bound)
            tally[(row["stage"], size, stones[0] in called, gone * 2 > len(stones))] += len(stones)
    print("| stage | chain size | called dead, dead at the end | called dead, alive | called alive, alive | called alive, dead at the end |")
    print("|---|---|---:|---:|---:|---:|")
    for stage in ("20 before the end", "40 before the end", "at 60%"):
        for _, size in SIZES:
            t = [tally[(stage, size, a, b)] for a, b in ((True, True), (True, False), (False, False), (False, True))]
            print("| %s | %s | %d | %d | %d | %d |" % ((stage, size) + tuple(t)))


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "..", "..", "..", "data"))
