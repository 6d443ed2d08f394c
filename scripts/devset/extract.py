"""Reads the pinned sources and writes every finished game as one JSON line (games.jsonl).

A game is finished when its result is numeric (RE[B+3.5], W+0.5, B+0...: not R, T, F, Void)
and its record replays without an illegal move. Each line: id, source, size, komi, rules,
handicap, setup {B, W}, moves [[colour, x, y] or [colour]] (a pass), result, margin (Black minus
White), passes_at_end, and for KGS records the territory marks of the last node (tb, tw).
"""

import io
import os
import json
import re
import sys
import tarfile

import goboard
import sources

_NUMERIC = re.compile(r"^\s*([BW])\s*\+\s*([0-9]+(?:\.[0-9]+)?)\s*$", re.I)
RULES = {"japanese": "japanese", "chinese": "chinese", "aga": "aga", "nz": "nz", "new zealand": "nz",
         "korean": "korean"}


def numeric_margin(result):
    """'B+3.5' -> 3.5, 'W+0.5' -> -0.5, anything else (B+R, W+T, Void, 0, ?) -> None."""
    m = _NUMERIC.match(result or "")
    if not m:
        return None
    value = float(m.group(2))
    return value if m.group(1).upper() == "B" else -value


def replay(size, setup, moves):
    """Replays setup and moves; returns the final Board or raises ValueError."""
    board = goboard.Board(size)
    for colour in "BW":
        for x, y in setup[colour]:
            if board.grid[y][x] != ".":
                raise ValueError("setup on an occupied point")
            board.grid[y][x] = colour
    for m in moves:
        board.play(m[0], (m[1], m[2]) if len(m) == 3 else None)
    return board


def from_sgf(text, source, gid):
    """A game dict from an SGF record, or None when it is not a finished, readable game."""
    nodes = goboard.parse_main_line(text)
    if not nodes:
        return None
    root = nodes[0]
    size = int((root.get("SZ") or ["19"])[0].split(":")[0])
    result = (root.get("RE") or [""])[0].strip()
    margin = numeric_margin(result)
    if margin is None:
        return None
    komi = float((root.get("KM") or ["0"])[0] or 0)
    rules = RULES.get((root.get("RU") or ["japanese"])[0].strip().lower())
    if rules is None:
        return None
    setup = {c: [goboard.sgf_point(v, size) for v in root.get("A" + c, [])] for c in "BW"}
    if root.get("AW") or None in setup["B"]:
        return None  # only handicap setup is kept
    moves, tb, tw = [], [], []
    for node in nodes:
        for colour in "BW":
            for v in node.get(colour, []):
                p = goboard.sgf_point(v, size)
                moves.append([colour] if p is None else [colour, p[0], p[1]])
        tb += [goboard.sgf_point(v, size) for v in node.get("TB", [])]
        tw += [goboard.sgf_point(v, size) for v in node.get("TW", [])]
    handicap = int((root.get("HA") or ["0"])[0] or 0)
    game = {"id": gid, "source": source, "size": size, "komi": komi, "rules": rules,
            "handicap": handicap if handicap >= 2 else 0, "setup": setup, "moves": moves,
            "result": result, "margin": margin,
            "passes_at_end": len(moves) >= 2 and len(moves[-1]) == 1 and len(moves[-2]) == 1}
    if tb or tw:
        game["tb"], game["tw"] = sorted(tb), sorted(tw)
    return game


def kgs_games(paths=None):
    src = sources.SOURCES["kgs"]
    for path in paths or src["paths"]:
        data = sources.read_blob(src["repo"], src["commit"], path)
        with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
            for member in sorted(tar.getmembers(), key=lambda m: m.name):
                if member.isfile() and member.name.endswith(".sgf"):
                    text = tar.extractfile(member).read().decode("utf-8", "replace")
                    name = member.name.rsplit("/", 1)[-1][:-4]
                    yield text, "kgs", "kgs:" + name


def main(out_path, paths=None):
    counts = {}
    with open(out_path + ".tmp", "w") as out:
        for reader in (kgs_games,):
            for text, source, gid in reader(paths):
                c = counts.setdefault(source, {"records_read": 0, "finished": 0, "unreadable": 0})
                c["records_read"] += 1
                try:
                    game = from_sgf(text, source, gid)
                    if game:
                        replay(game["size"], game["setup"], game["moves"])
                except ValueError:
                    c["unreadable"] += 1
                    continue
                if game:
                    c["finished"] += 1
                    out.write(json.dumps(game, separators=(",", ":")) + "\n")
    import os
    os.replace(out_path + ".tmp", out_path)
    print(json.dumps(counts))
    return counts


if __name__ == "__main__":
    # --net-extra: the archives the development set does not read (sources.KGS_NET_ARCHIVES), to
    # games-net-extra.jsonl: training games for the score model only.
    extra = "--net-extra" in sys.argv
    args = [a for a in sys.argv[1:] if a != "--net-extra"]
    default = "games-net-extra.jsonl" if extra else "games.jsonl"
    main(args[0] if args else os.path.join(sources.CACHE, default),
         sources.KGS_NET_ARCHIVES if extra else None)
