"""Shared helpers: game selection, the tune/heldout split, counting a game under its rules."""

import hashlib
import json
import os

import extract
import sources
import goboard

DATA = sources.DATA
CACHE = os.path.join(DATA, "devset-cache")
PARTS = os.path.join(DATA, "devset-parts")


def part_file(name, kind):
    """DATA/devset-parts/<name>-<kind>.json (kind 'dead' or 'score')."""
    os.makedirs(PARTS, exist_ok=True)
    return os.path.join(PARTS, "%s-%s.json" % (name, kind))


def digest(text):
    return int(hashlib.sha1(text.encode()).hexdigest()[:12], 16)


def part(game_id):
    """'tune' or 'heldout': ~70/30 on the hash of the game's id, so all positions of a game fall
    in the same part (the same rule as split.mjs: sha1('devset-split:' + id), first 8 hex digits
    as a fraction of 2^32, below 0.7 = tune)."""
    h = int(hashlib.sha1(("devset-split:" + game_id).encode()).hexdigest()[:8], 16)
    return "tune" if h / 2**32 < 0.7 else "heldout"


def load_games(path=None):
    with open(path or os.path.join(CACHE, "games.jsonl")) as f:
        return [json.loads(line) for line in f if line.strip()]


# How many games of each kind the set takes (the rest are left unused), in hash order.
QUOTAS = [
    ("kgs with the players' territory marks", lambda g: g["source"] == "kgs" and "tb" in g, 10**9),
    ("kgs without marks", lambda g: g["source"] == "kgs" and "tb" not in g, 400),
]


def select(games):
    """The games whose end positions form the set: every quota filled in hash order of the id."""
    chosen = []
    for _, keep, quota in QUOTAS:
        pool = sorted((g for g in games if keep(g)), key=lambda g: digest("pick:" + g["id"]))
        chosen += pool[:quota]
    return chosen


def counting(game):
    """(kind, handicap compensation) of the game's ruleset: territory or area counting.

    Area counting: KGS's Chinese rules give White one point per handicap stone, AGA rules one per
    handicap stone after the first, New Zealand rules none."""
    rules, ha = game["rules"], game["handicap"]
    if rules in ("japanese", "korean"):
        return "territory", 0
    if rules == "chinese":
        return "area", ha
    if rules == "aga":
        return "area", max(ha - 1, 0)
    return "area", 0


def position_after(game, upto=None):
    """The Board after the first `upto` moves (all by default)."""
    moves = game["moves"] if upto is None else game["moves"][:upto]
    return extract.replay(game["size"], game["setup"], moves)


def to_move_after(game, upto):
    if upto == 0:
        return "W" if game["setup"]["B"] else "B"
    return "W" if game["moves"][upto - 1][0] == "B" else "B"


def margin_with(game, board, dead):
    """Black minus White when `dead` (a list of [x, y]) is removed, under the game's rules."""
    kind, comp = counting(game)
    return goboard.count(board.rows(), [tuple(v) for v in dead], kind, game["komi"], board.captured, comp)


def marks_dead(game, board):
    """The stones the players marked dead (KGS territory marks): stones on the other side's points."""
    if "tb" not in game:
        return None
    dead = [[x, y] for x, y in game["tb"] if board.grid[y][x] == "W"]
    dead += [[x, y] for x, y in game["tw"] if board.grid[y][x] == "B"]
    return sorted(dead)


def write_json(path, value):
    """Writes complete JSON through a temporary file and a rename."""
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(value, f, separators=(",", ":"))
        f.write("\n")
    os.replace(tmp, path)
