"""Rebuilds the Python pipeline's part of the development set from scratch, in one command:

    python3 scripts/devset/build.py            # extract, label with GNU Go, score positions, merge

Steps: extract.py (the pinned KGS archives -> DATA/devset-cache/games.jsonl), label.py (GNU Go's
dead stones of the selected end positions, the decision, DATA/devset-parts/kgs-dead.json),
scorepos.py (positions 20 and 40 moves before the end and at 60%, with GNU Go's estimate_score,
DATA/devset-parts/kgs-score.json), merge.py (into DATA/devset-dead.json and devset-score.json).
GNU Go answers are cached in DATA/devset-cache, so a rerun only asks what is missing.
Environment: DEVSET_DATA (default ../data), DEVSET_MIRRORS (git snapshots, default
/work/.mirror), DEVSET_JOBS (GNU Go processes, default 2), GNUGO (default /usr/games/gnugo).
"""

import os
import sys

import common
import extract
import label
import merge
import scorepos


def main():
    games_path = os.path.join(common.CACHE, "games.jsonl")
    os.makedirs(common.CACHE, exist_ok=True)
    if not os.path.exists(games_path) or "--extract" in sys.argv:
        extract.main(games_path)
    label.main()
    scorepos.main()
    merge.main()


if __name__ == "__main__":
    sys.exit(main())
