"""Small SGF reader, board replay with captures, and a plain scorer (Python 3 stdlib only).

Coordinates: (x, y), x the column from the left, y the row from the top, 0-based.
Only what the development set needs: the main line of a record, moves, passes,
AB/AW setup, captures and suicide (refused), and counting under territory or area rules.
"""

import re

_PROP = re.compile(r"([A-Za-z]+)((?:\s*\[(?:\\.|[^\]\\])*\])+)", re.S)
_VAL = re.compile(r"\[((?:\\.|[^\]\\])*)\]", re.S)


def parse_main_line(text):
    """Returns the list of nodes of the first game's main line: each a dict name -> [values].

    Variations are skipped (only the first child of each branch is followed)."""
    start = text.find("(")
    if start < 0:
        raise ValueError("no game tree")
    nodes, i, depth, n = [], start + 1, 1, len(text)
    skip_depth = None  # when set, we are inside a variation to skip
    seen_child = {}  # depth -> whether the first child at that depth was taken
    while i < n and depth > 0:
        c = text[i]
        if c == "[":  # a value outside a property (broken record): skip it
            m = _VAL.match(text, i)
            i = m.end() if m else i + 1
        elif c == "(":
            depth += 1
            if skip_depth is None and seen_child.get(depth):
                skip_depth = depth
            seen_child[depth] = True
            i += 1
        elif c == ")":
            if skip_depth == depth:
                skip_depth = None
            seen_child.pop(depth + 1, None)
            depth -= 1
            i += 1
        elif c == ";":
            i += 1
            node = {}
            while True:
                m = _PROP.match(text, i) if i < n else None
                if not m:
                    ws = re.compile(r"\s+").match(text, i)
                    if ws and ws.end() > i:
                        i = ws.end()
                        continue
                    break
                name = re.sub("[a-z]", "", m.group(1))
                node.setdefault(name, []).extend(v for v in _VAL.findall(m.group(2)))
                i = m.end()
            if skip_depth is None:
                nodes.append(node)
        else:
            i += 1
    return nodes


def sgf_point(v, size):
    """'pd' -> (15, 3); '' or 'tt' (on boards up to 19) -> None (a pass)."""
    v = v.strip()
    if v == "" or (v == "tt" and size <= 19):
        return None
    if len(v) != 2:
        raise ValueError("bad point %r" % v)
    x, y = ord(v[0]) - 97, ord(v[1]) - 97
    if not (0 <= x < size and 0 <= y < size):
        raise ValueError("point %r off the board" % v)
    return (x, y)


class Board:
    def __init__(self, size):
        self.size = size
        self.grid = [["."] * size for _ in range(size)]
        self.captured = {"B": 0, "W": 0}  # stones captured BY each colour

    def copy(self):
        b = Board(self.size)
        b.grid = [row[:] for row in self.grid]
        b.captured = dict(self.captured)
        return b

    def neighbours(self, x, y):
        s = self.size
        if x > 0:
            yield x - 1, y
        if x < s - 1:
            yield x + 1, y
        if y > 0:
            yield x, y - 1
        if y < s - 1:
            yield x, y + 1

    def chain(self, x, y):
        """The chain through (x, y) and whether it has a liberty."""
        colour = self.grid[y][x]
        stack, seen, libs = [(x, y)], {(x, y)}, False
        while stack:
            cx, cy = stack.pop()
            for nx, ny in self.neighbours(cx, cy):
                c = self.grid[ny][nx]
                if c == ".":
                    libs = True
                elif c == colour and (nx, ny) not in seen:
                    seen.add((nx, ny))
                    stack.append((nx, ny))
        return seen, libs

    def play(self, colour, point):
        """Plays a stone with captures; raises ValueError on an occupied point or a suicide."""
        if point is None:
            return
        x, y = point
        if self.grid[y][x] != ".":
            raise ValueError("occupied point %s" % (point,))
        self.grid[y][x] = colour
        other = "W" if colour == "B" else "B"
        for nx, ny in self.neighbours(x, y):
            if self.grid[ny][nx] == other:
                stones, libs = self.chain(nx, ny)
                if not libs:
                    for sx, sy in stones:
                        self.grid[sy][sx] = "."
                    self.captured[colour] += len(stones)
        if not self.chain(x, y)[1]:
            raise ValueError("suicide at %s" % (point,))

    def rows(self):
        return ["".join(r) for r in self.grid]


def count(rows, dead, rules, komi, captured, handicap=0):
    """Counts a finished position: returns Black minus White in points.

    rows: row strings; dead: [(x, y)] stones to remove; rules: 'territory' or 'area';
    captured: {'B': n, 'W': n} stones captured during play BY each colour.
    Territory: empty regions bordered by one colour only (seki eyes are not excluded).
    Territory counting adds prisoners and the dead; area counting adds the stones on the board.
    handicap: under area counting with the handicap-compensation convention, White gets one
    point per handicap stone (pass 0 where the ruleset has none)."""
    size = len(rows)
    grid = [list(r) for r in rows]
    dead_by = {"B": 0, "W": 0}  # dead stones of each colour
    for x, y in dead:
        c = grid[y][x]
        if c in "BW":
            dead_by[c] += 1
            grid[y][x] = "."
    terr = {"B": 0, "W": 0}
    seen = set()
    for y in range(size):
        for x in range(size):
            if grid[y][x] != "." or (x, y) in seen:
                continue
            region, borders, stack = 0, set(), [(x, y)]
            seen.add((x, y))
            while stack:
                cx, cy = stack.pop()
                region += 1
                for nx, ny in ((cx - 1, cy), (cx + 1, cy), (cx, cy - 1), (cx, cy + 1)):
                    if 0 <= nx < size and 0 <= ny < size:
                        c = grid[ny][nx]
                        if c == ".":
                            if (nx, ny) not in seen:
                                seen.add((nx, ny))
                                stack.append((nx, ny))
                        else:
                            borders.add(c)
            if len(borders) == 1:
                terr[borders.pop()] += region
    if rules == "area":
        stones = {c: sum(r.count(c) for r in grid) for c in "BW"}
        return stones["B"] + terr["B"] - (stones["W"] + terr["W"] + komi + handicap)
    black = terr["B"] + captured["B"] + dead_by["W"]
    white = terr["W"] + captured["W"] + dead_by["B"] + komi
    return black - white
