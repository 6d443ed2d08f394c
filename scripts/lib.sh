# Shared by the scripts of scripts/: sourced, not run.

# configure BUILD_DIR [CMAKE ARGS...]: runs cmake for this checkout in BUILD_DIR. A build folder whose
# CMake cache was made for another checkout (a copied or moved repository: cmake refuses it with "does
# not match the source ... used to generate cache") is removed first and configured afresh.
# CONFIGURE_PREFIX=emcmake runs cmake under Emscripten's wrapper.
configure() {
  local dir=$1
  shift
  local cache="$dir/CMakeCache.txt"
  if [[ -f "$cache" ]]; then
    local home
    home=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$cache")
    if [[ "$home" != "$PWD" ]]; then
      echo "build: $dir was configured for $home, not $PWD: configuring it afresh" >&2
      rm -rf "$dir" || return
    fi
  fi
  ${CONFIGURE_PREFIX:-} cmake -S . -B "$dir" "$@" >/dev/null
}

# find_datasets: the labelled data sets (CONTRIBUTING.md) are not in the repository: the tests read
# $GOSCORE_DATASETS_DIR, else shared/datasets beside the checkout (../shared/datasets). A clone made
# elsewhere (`git clone -q . "$(mktemp -d)"`) has none beside it; when the repository it was cloned
# from, a local folder, has them beside it, GOSCORE_DATASETS_DIR is set to those.
find_datasets() {
  [[ -n "${GOSCORE_DATASETS_DIR:-}" || -d ../shared/datasets ]] && return 0
  local origin
  origin=$(git config --get remote.origin.url 2>/dev/null) || return 0
  if [[ -d "$origin/../shared/datasets" ]]; then
    GOSCORE_DATASETS_DIR=$(cd "$origin/../shared/datasets" && pwd)
    export GOSCORE_DATASETS_DIR
    echo "datasets: none beside this checkout; using $GOSCORE_DATASETS_DIR, beside its origin" >&2
  fi
  return 0
}
