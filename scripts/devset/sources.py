"""The public repositories the development set is taken from, pinned to a commit.

Each repository is read with git from a local mirror (DEVSET_MIRRORS, default /work/.mirror,
laid out as <owner>+<name>/repo) or, when there is none, from a bare clone made under
DEVSET_CACHE/repos (needs network access to github.com).
"""

import os
import subprocess

KGS_ARCHIVES = [  # u-go.net's KGS archives of games with a 6d+ player (only the ones under 4 MiB)
    "KGS_6d_190000/KGS-2015-19-8133-.tar.gz",
    "KGS_6d_190000/KGS-2017_01-19-733-.tar.gz",
    "KGS_6d_190000/KGS-2017_02-19-525-.tar.gz",
    "KGS_6d_190000/KGS-2017_03-19-717-.tar.gz",
    "KGS_6d_190000/KGS-2017_04-19-913-.tar.gz",
    "KGS_6d_190000/KGS-2017_05-19-847-.tar.gz",
    "KGS_6d_190000/KGS-2017_06-19-910-.tar.gz",
    "KGS_6d_190000/KGS-2003-19-7582-.tar.gz",
    "KGS_6d_190000/KGS-2006-19-10388-.tar.gz",
]

# The archives of the same collection that the development set never reads (its selection, labels
# and score positions come from KGS_ARCHIVES only): more KGS games for the score model's training
# data alone (`extract.py --net-extra`, then `net_data.py --games ... --tag kgs-extra`).
KGS_NET_ARCHIVES = [
    "KGS_6d_190000/KGS-2001-19-2298-.tar.gz",
    "KGS_6d_190000/KGS-2002-19-3646-.tar.gz",
]

SOURCES = {
    "kgs": {
        "repo": "godmoves/Standard_Computer_Go_Dataset",
        "commit": "28d56a062c62575193b0ae936fbbacb5d40d9741",
        "licence": "none stated in the repository; KGS game records as published by u-go.net",
        "what": "KGS games with a 6d+ player (u-go.net archives), 19x19",
        "paths": KGS_ARCHIVES,
    },
}

MIRRORS = os.environ.get("DEVSET_MIRRORS", "/work/.mirror")
# `data` beside the checkout (where bench/eval_dead.mjs looks), or $DEVSET_DATA.
DATA = os.environ.get(
    "DEVSET_DATA", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "data")
)
CACHE = os.environ.get("DEVSET_CACHE", os.path.join(DATA, "devset-cache"))


def git_dir(repo):
    mirror = os.path.join(MIRRORS, repo.replace("/", "+"), "repo")
    if os.path.isdir(mirror):
        return mirror
    clone = os.path.join(CACHE, "repos", repo.replace("/", "+") + ".git")
    if not os.path.isdir(clone):
        os.makedirs(os.path.dirname(clone), exist_ok=True)
        subprocess.run(["git", "clone", "--bare", "https://github.com/%s.git" % repo, clone], check=True)
    return clone


def read_blob(repo, commit, path):
    """The bytes of path at commit in repo."""
    out = subprocess.run(["git", "--git-dir", git_dir(repo), "show", "%s:%s" % (commit, path)],
                         capture_output=True, check=True)
    return out.stdout


def list_paths(repo, commit, prefix):
    out = subprocess.run(["git", "--git-dir", git_dir(repo), "ls-tree", "-r", "--name-only", commit, prefix],
                         capture_output=True, check=True, text=True)
    return out.stdout.split("\n")[:-1]
