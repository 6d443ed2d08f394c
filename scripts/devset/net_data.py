"""Training positions for a learned ownership evaluator (issue 25, item 4; an experiment).

From each 19x19 game of the development set that has a labelled end position (devset-dead.json,
with its dead stones), the positions every STEP moves from a quarter of the game to its end,
in the format of devset-score.json (so `score_eval --dump-maps` reads them), and the game's final
area ownership (the end position with its dead stones removed: a stone counts for its colour, an
empty region for the one colour that borders it, else nobody) as the target.

    python3 scripts/devset/net_data.py OUT_DIR [--step 4] [--part tune|heldout] [--self-label]
        [--games FILE --tag NAME] [--no-devset-labels]

--write-ends writes OUT_DIR/ends.jsonl and stops: the end position of every 19x19 game of games.jsonl
that ended in two passes and has no labelled end position ({ id, board, to_move, part }), for
net_label.mjs. --self-label adds the games of games.jsonl that ended in two passes but have no labelled end
position, with goscore's own dead stones (OUT_DIR/ends-dead.jsonl, from net_label.mjs), where
the count with them reproduces the recorded margin exactly (margin_of).

writes OUT_DIR/positions-<part>.json and OUT_DIR/targets-<part>.json ({game id: 361 values of
1 / 0 / -1, row-major, Black positive}). The positions keep their game's part (common.part), so
the held-out games are never trained on.

--games FILE reads other games than the development set's games.jsonl (extract.py --net-extra's
games-net-extra.jsonl: KGS archives the development set does not read); --tag NAME then names
every file this writes or reads apart (ends-NAME.jsonl, ends-dead-NAME.jsonl,
positions-<part>-NAME.json, targets-<part>-NAME.json). --no-devset-labels leaves out the
development set's labelled end positions (devset-dead.json, GNU Go's checked labels): every game
is then written to the ends file and self-labelled (a machine whose development set is not yet
rebuilt).
"""

import json
import os
import sys

import common


def final_ownership(rows, dead):
    size = len(rows)
    grid = [list(r) for r in rows]
    for x, y in dead:
        grid[y][x] = "."
    own = [[0] * size for _ in range(size)]
    seen = [[False] * size for _ in range(size)]
    for y in range(size):
        for x in range(size):
            c = grid[y][x]
            if c != ".":
                own[y][x] = 1 if c == "B" else -1
                continue
            if seen[y][x]:
                continue
            region, borders, stack = [], set(), [(x, y)]
            seen[y][x] = True
            while stack:
                cx, cy = stack.pop()
                region.append((cx, cy))
                for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                    if not (0 <= nx < size and 0 <= ny < size):
                        continue
                    n = grid[ny][nx]
                    if n == ".":
                        if not seen[ny][nx]:
                            seen[ny][nx] = True
                            stack.append((nx, ny))
                    else:
                        borders.add(n)
            value = 1 if borders == {"B"} else -1 if borders == {"W"} else 0
            for cx, cy in region:
                own[cy][cx] = value
    return [v for row in own for v in row]


def margin_of(game, own):
    """The margin of final ownership `own` under the game's rules: area counting sums it; territory
    counting equals area counting less the stones each side placed (setup and moves), since a
    stone placed and captured counts once as a prisoner and a living one not at all."""
    kind, compensation = common.counting(game)
    if kind == "area":
        return sum(own) - game["komi"] - compensation
    placed = len(game["setup"]["B"]) - len(game["setup"]["W"])
    placed += sum(1 if m[0] == "B" else -1 for m in game["moves"] if len(m) == 3)
    return sum(own) - placed - game["komi"]


def main():
    out_dir = sys.argv[1]
    step = int(sys.argv[sys.argv.index("--step") + 1]) if "--step" in sys.argv else 4
    want = sys.argv[sys.argv.index("--part") + 1] if "--part" in sys.argv else "tune"
    tag = "-" + sys.argv[sys.argv.index("--tag") + 1] if "--tag" in sys.argv else ""
    os.makedirs(out_dir, exist_ok=True)
    ends = {} if "--no-devset-labels" in sys.argv else {
        e["id"]: e for e in json.load(open(os.path.join(common.DATA, "devset-dead.json")))}
    games = common.load_games(sys.argv[sys.argv.index("--games") + 1] if "--games" in sys.argv else None)
    if "--write-ends" in sys.argv:
        with open(os.path.join(out_dir, "ends%s.jsonl" % tag), "w") as f:
            for g in games:
                if g["size"] != 19 or g["id"] in ends or not g.get("passes_at_end"):
                    continue
                try:
                    board = common.position_after(g)
                except ValueError:
                    continue
                f.write(json.dumps({"id": g["id"], "board": board.rows(), "part": common.part(g["id"]),
                                    "to_move": common.to_move_after(g, len(g["moves"]))}) + "\n")
        return
    if "--self-label" in sys.argv:
        boards = {g["id"]: g for g in games}
        with open(os.path.join(out_dir, "ends-dead%s.jsonl" % tag)) as f:
            for line in f:
                d = json.loads(line)
                g = boards[d["id"]]
                if d["id"] in ends or common.part(d["id"]) != want:
                    continue
                rows = common.position_after(g).rows()
                if abs(margin_of(g, final_ownership(rows, d["dead"])) - g["margin"]) < 0.01:
                    ends[d["id"]] = {"board": rows, "dead": d["dead"]}
    positions, targets = [], {}
    for g in games:
        e = ends.get(g["id"])
        if e is None or g["size"] != 19 or common.part(g["id"]) != want:
            continue
        targets[g["id"]] = final_ownership(e["board"], e["dead"])
        n = len(g["moves"])
        while n > 0 and len(g["moves"][n - 1]) == 1:
            n -= 1
        board = common.position_after(g, 0)
        done = 0
        for upto in range(max(1, n // 4), n, step):
            for m in g["moves"][done:upto]:
                board.play(m[0], (m[1], m[2]) if len(m) == 3 else None)
            done = upto
            positions.append({
                "id": "%s@%d" % (g["id"], upto), "game_id": g["id"], "width": 19, "height": 19,
                "board": board.rows(), "to_move": common.to_move_after(g, upto),
                "komi": g["komi"], "rules": g["rules"], "handicap": g["handicap"],
                "prisoners": {"black": board.captured["B"], "white": board.captured["W"]},
                "fraction": upto / n, "moves_before_end": n - upto,
                "target_margin": common.extract.numeric_margin(g["result"]) if "result" in g else 0,
                "part": want})
    json.dump(positions, open(os.path.join(out_dir, "positions-%s%s.json" % (want, tag)), "w"))
    json.dump(targets, open(os.path.join(out_dir, "targets-%s%s.json" % (want, tag)), "w"))
    print("%d games, %d positions" % (len(targets), len(positions)))


if __name__ == "__main__":
    main()
