"""Labels the end positions of the selected games with GNU Go and decides their dead stones.

Writes DATA/devset-parts/<source>-dead.json (the set, one file per source), review-dead.txt
there (every position that was not agreed, with both label sets on an ASCII board) and
stats-dead.json (counts), then merges the parts into DATA/devset-dead.json (merge.py).

Decision (docs/DEVSET.md): GNU Go's `final_status_list dead` is asked with Black and with White
to move. Candidates: the Black-to-move set, the White-to-move set, their union, their
intersection and, for KGS records, the players' marks. A candidate reproduces the result when
the count under the game's rules equals the recorded margin; under territory counting, when no
candidate is exact, one within 1 point also counts (KGS leaves some points uncounted).
'agreed': both GNU Go sets are equal, reproduce the result, and equal the players' marks where
there are marks. Otherwise 'reviewed' with: the players' marks if they reproduce the result,
else the one distinct set that reproduces it; or, when nothing reproduces it but both GNU Go sets
and the players' marks are the same set, that set. Else the position is dropped (nothing
reproduces the result, or two different sets do).
"""

import collections
import json
import os
import re
import sys

import common
import gnugo
import merge

TIMEOUT = 60


def margin_diff(game, board, dead):
    return round(common.margin_with(game, board, dead) - game["margin"], 2)


def tolerance(game):
    return 1.0 if common.counting(game)[0] == "territory" else 0.0


def decide(game, board, black_first, white_first):
    """(decision, dead, reason): decision 'agreed', 'reviewed' or 'dropped'."""
    a, b = [list(v) for v in black_first], [list(v) for v in white_first]
    sa, sb = set(map(tuple, a)), set(map(tuple, b))
    marks = common.marks_dead(game, board)
    candidates = [("gnugo black to move", a), ("gnugo white to move", b),
                  ("union of both", sorted(map(list, sa | sb))),
                  ("intersection of both", sorted(map(list, sa & sb)))]
    if marks is not None:
        candidates.append(("players' KGS marks", marks))
    diffs = {name: margin_diff(game, board, dead) for name, dead in candidates}
    exact = [name for name, _ in candidates if diffs[name] == 0]
    near = [name for name, _ in candidates if abs(diffs[name]) <= tolerance(game) + 1e-9]
    pool = exact or near  # a candidate off by 1 counts only when none is exact
    sets = dict(candidates)
    if a == b and "gnugo black to move" in pool and (marks is None or marks == a):
        return "agreed", a, "both colours agree and the result is reproduced"
    if not pool:
        if a == b and marks == a:
            return "reviewed", a, ("GNU Go with either colour to move and the players' marks agree, but "
                                   "the count is off by %g: a counting convention (seki, a point "
                                   "KGS leaves out)" % abs(diffs["gnugo black to move"]))
        return "dropped", None, "no candidate reproduces the result (closest off by %g)" % min(
            abs(d) for d in diffs.values())
    if marks is not None and "players' KGS marks" in pool:
        return "reviewed", marks, "the players' marks reproduce the result"
    distinct = {tuple(map(tuple, sets[name])) for name in pool}
    if len(distinct) == 1:
        return "reviewed", sets[pool[0]], "reproduced by " + " = ".join(pool)
    return "dropped", None, "ambiguous: different candidates reproduce the result"


def ascii_board(board, marks_a, marks_b):
    """Rows of B, W, . with the dead marked: x/o (black/white stone) dead in both sets,
    a/c only with Black to move, b/d only with White to move."""
    sa, sb = set(map(tuple, marks_a)), set(map(tuple, marks_b))
    size = board.size
    letters = gnugo.LETTERS[:size]
    lines = ["   " + " ".join(letters)]
    for y in range(size):
        row = []
        for x in range(size):
            c = board.grid[y][x]
            if (x, y) in sa and (x, y) in sb:
                c = "x" if c == "B" else "o" if c == "W" else c
            elif (x, y) in sa:
                c = "a" if c == "B" else "c"
            elif (x, y) in sb:
                c = "b" if c == "B" else "d"
            row.append(c)
        lines.append("%2d %s" % (size - y, " ".join(row)))
    return "\n".join(lines)


def gtp_list(points, size):
    return " ".join(gnugo.vertex(x, y, size) for x, y in sorted(points)) or "-"


def marks_line(game, board, a):
    """For a record with the players' marks: where they differ from GNU Go's Black-to-move set."""
    marks = common.marks_dead(game, board)
    if marks is None:
        return ""
    sm, sa = set(map(tuple, marks)), set(map(tuple, a))
    return "players' marks (margin %+g): marked only %s; GNU Go only %s\n" % (
        common.margin_with(game, board, marks), gtp_list(sm - sa, board.size), gtp_list(sa - sm, board.size))


def main():
    games = common.select(common.load_games())
    tasks = [{"key": "dead:" + g["id"], "kind": "dead", "size": g["size"], "komi": g["komi"],
              "rules": g["rules"], "setup": g["setup"], "moves": g["moves"], "timeout": TIMEOUT}
             for g in games]
    cache_path = os.path.join(common.CACHE, "gnugo-dead.jsonl")
    every = int(os.environ.get("DEVSET_WRITE_EVERY", "200"))

    def progress(i, total, cache):
        if i % every == 0 or i == total:
            print("gnugo dead %d/%d" % (i, total), flush=True)
            write(games, cache)

    cache = gnugo.run_all(tasks, cache_path, on_progress=progress)
    stats = write(games, cache)
    print(json.dumps(stats, indent=1))


def write(games, cache):
    out, review, stats = [], [], collections.Counter()
    reasons = collections.Counter()
    for g in games:
        answer = cache.get("dead:" + g["id"])
        if answer is None:
            continue
        stats["labelled" if "error" not in answer else "gnugo_error"] += 1
        if "error" in answer:
            reasons["gnugo error: " + answer["error"].split(":")[0]] += 1
            continue
        board = common.position_after(g)
        a, b = answer["dead_black_to_move"], answer["dead_white_to_move"]
        decision, dead, reason = decide(g, board, a, b)
        stats[decision] += 1
        stats["%s %dx%d" % (decision, g["size"], g["size"])] += 1
        if decision != "agreed":
            reasons[re.sub(r"[0-9]+(\.[0-9]+)?", "N", reason)] += 1
            review.append("== %s (%s, %s, komi %g, handicap %d, prisoners B %d W %d) result %s\n"
                          "decision: %s: %s\n" % (g["id"], g["source"], g["rules"], g["komi"],
                                                  g["handicap"], board.captured["B"], board.captured["W"],
                                                  g["result"], decision, reason)
                          + "margin with black-to-move set %+g, white-to-move set %+g (recorded %+g)\n"
                          % (common.margin_with(g, board, a), common.margin_with(g, board, b), g["margin"])
                          + marks_line(g, board, a) + ascii_board(board, a, b) + "\n")
        if decision == "dropped":
            continue
        rec = {"id": g["id"], "source": g["source"], "width": g["size"], "height": g["size"],
               "rules": g["rules"], "komi": g["komi"], "handicap": g["handicap"], "result": g["result"],
               "board": board.rows(), "dead": dead, "gnugo_dead_black_to_move": a,
               "gnugo_dead_white_to_move": b, "decision": decision, "decision_reason": reason,
               "margin_check": margin_diff(g, board, dead),
               "prisoners": {"black": board.captured["B"], "white": board.captured["W"]},
               "to_move": common.to_move_after(g, len(g["moves"])),
               "passes_at_end": g["passes_at_end"], "part": common.part(g["id"])}
        marks = common.marks_dead(g, board)
        if marks is not None:
            rec["players_marked_dead"] = marks
        out.append(rec)
        stats["part " + rec["part"]] += 1
    for source in sorted({g["source"] for g in games}):
        common.write_json(common.part_file(source, "dead"), [r for r in out if r["source"] == source])
    review_path = common.part_file("review", "dead").replace(".json", ".txt")
    with open(review_path + ".tmp", "w") as f:
        f.write("Legend: x/o = black/white stone dead in both GNU Go sets; a/c = black/white stone dead\n"
                "with Black to move only; b/d = with White to move only.\n\n" + "\n".join(review))
    os.replace(review_path + ".tmp", review_path)
    result = {"positions": len(out), "counts": dict(sorted(stats.items())),
              "review_reasons": dict(reasons.most_common())}
    common.write_json(common.part_file("stats", "dead"), result)
    if os.environ.get("DEVSET_MERGE"):
        merge.main()
    return result


if __name__ == "__main__":
    sys.exit(main())
