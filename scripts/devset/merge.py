"""Merges this pipeline's part files into the shared data files.

DATA/devset-parts/<source>-dead.json and <source>-score.json (written by label.py and
scorepos.py, one per source) replace, in DATA/devset-dead.json and DATA/devset-score.json, every
record of the same sources; records of other sources already there (written by another
pipeline, e.g. the Node scripts' Tygem and Tom games) are kept. Rerunning it is harmless.
`merge.py --watch 60` merges again every time a file changes, until interrupted."""

import glob
import json
import os
import sys
import time

import common


def load_list(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        value = json.load(f)
    return value if isinstance(value, list) else []


def merge(kind):
    mine = []
    for path in sorted(glob.glob(os.path.join(common.PARTS, "*-%s.json" % kind))):
        mine += load_list(path)
    sources = {r["source"] for r in mine}
    target = os.path.join(common.DATA, "devset-%s.json" % kind)
    records = [r for r in load_list(target) if r.get("source") not in sources] + mine
    ids = [r["id"] for r in records]
    if len(ids) != len(set(ids)):
        raise ValueError("merge %s: an id appears twice" % kind)
    records.sort(key=lambda r: r["id"])
    common.write_json(target, records)
    counts = {}
    for r in records:
        counts[r["source"]] = counts.get(r["source"], 0) + 1
    return counts


def main():
    counts = {kind: merge(kind) for kind in ("dead", "score")}
    print("merged", json.dumps(counts), flush=True)


def watch(seconds):
    """Merges again whenever a target or a part file changes (while another pipeline is still
    rewriting the targets whole), until interrupted."""
    def stamp():
        paths = glob.glob(os.path.join(common.PARTS, "*.json"))
        paths += [os.path.join(common.DATA, "devset-%s.json" % k) for k in ("dead", "score")]
        return {p: os.path.getmtime(p) for p in paths if os.path.exists(p)}

    last = None
    while True:
        now = stamp()
        if now != last:
            main()
            last = stamp()
        time.sleep(seconds)


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--watch":
        watch(float(sys.argv[2]))
    sys.exit(main())
