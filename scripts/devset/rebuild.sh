#!/usr/bin/env bash
# Rebuilds the whole development set on a fresh machine, in one command (docs/DEVSET.md,
# "Rebuilding"): the KGS part (Python) and the Tygem/Tom part (Node) at the same time, one GNU Go
# process each; then GNU Go's estimate_score on the score positions (all of them, or a fixed
# sample); then the 9x9 and 13x13 parts; then the count tables. Every GNU Go answer is cached
# under the data folder, so a rerun only asks what is missing.
#   bash scripts/devset/rebuild.sh [--per all|N]   (GNU Go's estimate: every score position, the
#   default, or a sample of N per part and stage)
# Needs: GNU Go 3.8 (Debian's gnugo: /usr/games/gnugo) and the three source snapshots (the
# `fetch` tool, or `git clone --bare` as docs/DEVSET.md says) under $DEVSET_MIRRORS (default
# /work/.mirror). Writes to $DEVSET_DATA (default: data/ beside the checkout), logs there too.
set -euo pipefail
cd "$(dirname "$0")"
per=all
[[ ${1:-} == --per ]] && per=$2
data=${DEVSET_DATA:-$(cd ../../.. && pwd)/data}
mkdir -p "$data"
export DEVSET_DATA=$data
[[ -x ${GNUGO:-/usr/games/gnugo} ]] || { echo "rebuild: no GNU Go (apt-get install gnugo)" >&2; exit 1; }
log() { echo "rebuild: $* ($(date -u +%H:%M:%S))" >&2; }

log "labels: KGS (log-kgs.txt) and Tygem/Tom (log-tygem-tom.txt)"
(node extract.mjs && node score.mjs --gnugo 0 && nice -n 5 node label.mjs --jobs 1) >"$data/log-tygem-tom.txt" 2>&1 &
node_pid=$!
(DEVSET_JOBS=1 DEVSET_NO_ESTIMATE=1 nice -n 5 python3 build.py) >"$data/log-kgs.txt" 2>&1 &
py_pid=$!
wait $node_pid || { echo "rebuild: the Tygem/Tom part failed, see $data/log-tygem-tom.txt" >&2; exit 1; }
wait $py_pid || { echo "rebuild: the KGS part failed, see $data/log-kgs.txt" >&2; exit 1; }
python3 merge.py # both pipelines write the shared files: merge the KGS part once more, last

log "GNU Go's estimate_score ($per a part and stage)"
node gnugo_sample.mjs --per "$per"
sample=$data/devset-work/gnugo-sample.json
(nice -n 5 node score.mjs --jobs 1 --sample "$sample") >"$data/log-estimate-tygem-tom.txt" 2>&1 &
node_pid=$!
(DEVSET_JOBS=1 DEVSET_MERGE=1 DEVSET_ESTIMATE_SAMPLE=$sample nice -n 5 python3 scorepos.py) >"$data/log-estimate-kgs.txt" 2>&1 &
py_pid=$!
wait $node_pid && wait $py_pid || { echo "rebuild: GNU Go's estimates failed, see $data/log-estimate-*.txt" >&2; exit 1; }
python3 merge.py

log "the 9x9 part (log-9x9.txt)"
nice -n 5 node build.mjs --set 9x9 --jobs 1 --level 10 >"$data/log-9x9.txt" 2>&1
log "the 13x13 part (log-13x13.txt)"
nice -n 5 node build.mjs --set 13x13 --jobs 1 --level 10 >"$data/log-13x13.txt" 2>&1
node summary.mjs
node summary.mjs --set 9x9
node summary.mjs --set 13x13
log "done"
