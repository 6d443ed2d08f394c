"""GNU Go 3.8 over GTP: dead stones of an end position and static score estimates, cached on disk.

Each task replays a game's setup and moves in a GNU Go process (--japanese-rules for territory
counting, --chinese-rules for area counting), then asks its questions. At most two GNU Go
processes run at once (a multiprocessing pool of 2); each call has a timeout, after which the
process is killed and restarted and the answer is recorded as a timeout. Answers go to an
append-only JSON-lines cache, so a rerun only asks what is missing; a timeout is not an answer
(a machine busy with other work can time out where an idle one answers), so a rerun asks it again.
"""

import json
import multiprocessing
import os
import select
import subprocess
import time

GNUGO = os.environ.get("GNUGO", "/usr/games/gnugo")
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
AREA_RULES = ("chinese", "aga", "nz")


def vertex(x, y, size):
    return "%s%d" % (LETTERS[x], size - y)


def parse_vertices(text, size):
    out = []
    for tok in text.split():
        tok = tok.upper()
        if tok == "PASS":
            continue
        out.append([LETTERS.index(tok[0]), size - int(tok[1:])])
    return sorted(out)


class Gtp:
    def __init__(self, rules):
        flag = "--chinese-rules" if rules in AREA_RULES else "--japanese-rules"
        self.proc = subprocess.Popen([GNUGO, "--mode", "gtp", flag], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.buf = b""

    def ask(self, command, timeout):
        """The answer's text, or raises TimeoutError / RuntimeError ('?' answers)."""
        self.proc.stdin.write((command + "\n").encode())
        self.proc.stdin.flush()
        deadline = time.monotonic() + timeout
        while b"\n\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.proc.stdout], [], [], left)[0]:
                raise TimeoutError(command)
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                raise RuntimeError("gnugo exited on " + command)
            self.buf += chunk
        answer, _, self.buf = self.buf.partition(b"\n\n")
        text = answer.decode().strip()
        if text.startswith("?"):
            raise RuntimeError("%s: %s" % (command, text))
        return text[1:].strip()

    def close(self):
        self.proc.kill()
        self.proc.wait()


_procs = {}


def _gtp(rules):
    key = "area" if rules in AREA_RULES else "territory"
    if key not in _procs:
        _procs[key] = Gtp(rules)
    return _procs[key]


def _load(g, task, upto):
    size = task["size"]
    g.ask("boardsize %d" % size, 10)
    g.ask("clear_board", 10)
    g.ask("komi %s" % task["komi"], 10)
    if task["setup"]["B"]:
        g.ask("set_free_handicap " + " ".join(vertex(x, y, size) for x, y in task["setup"]["B"]), 10)
    for m in task["moves"][:upto]:
        g.ask("play %s %s" % (m[0], vertex(m[1], m[2], size) if len(m) == 3 else "pass"), 10)


def run_task(task):
    """task: {key, kind ('dead' | 'estimate'), size, komi, rules, setup, moves, upto?, timeout}.

    'dead': {dead_black_to_move, dead_white_to_move} after all moves; 'estimate': {estimate} (GNU
    Go's estimate_score, Black minus White) after `upto` moves. Errors give {error}."""
    g = _gtp(task["rules"])
    started = time.monotonic()
    try:
        moves = task["moves"]
        if task["kind"] == "dead":
            _load(g, task, len(moves))
            last = moves[-1][0] if moves else ("B" if task["setup"]["B"] else "W")
            first = "W" if last == "B" else "B"
            answers = {first: g.ask("final_status_list dead", task["timeout"])}
            g.ask("play %s pass" % first, 10)
            second = "B" if first == "W" else "W"
            answers[second] = g.ask("final_status_list dead", task["timeout"])
            out = {"dead_black_to_move": parse_vertices(answers["B"], task["size"]),
                   "dead_white_to_move": parse_vertices(answers["W"], task["size"])}
        else:
            _load(g, task, task["upto"])
            text = g.ask("estimate_score", task["timeout"]).split()[0]
            value = 0.0 if text == "0" else float(text[2:]) * (1 if text[0] == "B" else -1)
            out = {"estimate": value}
    except (TimeoutError, RuntimeError) as e:
        g.close()
        _procs.pop("area" if task["rules"] in AREA_RULES else "territory", None)
        out = {"error": ("timeout: " if isinstance(e, TimeoutError) else "") + str(e)[:200]}
    out["seconds"] = round(time.monotonic() - started, 3)
    return task["key"], out


def load_cache(path):
    cache = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.strip():
                    try:
                        rec = json.loads(line)
                    except ValueError:
                        continue  # a line cut short by an interrupted run
                    if str(rec["answer"].get("error", "")).startswith("timeout"):
                        continue  # asked again
                    cache[rec["key"]] = rec["answer"]
    return cache


def run_all(tasks, cache_path, jobs=None, on_progress=None):
    """Runs the tasks missing from the cache (at most `jobs` GNU Go processes); returns the cache."""
    jobs = jobs or int(os.environ.get("DEVSET_JOBS", "2"))
    cache = load_cache(cache_path)
    todo = [t for t in tasks if t["key"] not in cache]
    if not todo:
        return cache
    with open(cache_path, "a") as f, multiprocessing.Pool(jobs) as pool:
        for i, (key, answer) in enumerate(pool.imap_unordered(run_task, todo, chunksize=1), 1):
            cache[key] = answer
            f.write(json.dumps({"key": key, "answer": answer}, separators=(",", ":")) + "\n")
            f.flush()
            if on_progress:
                on_progress(i, len(todo), cache)
    return cache
