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
