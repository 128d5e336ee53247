# Sourced by scripts/test.sh and scripts/check-content-is-data.sh: runs named commands side by side.
# together NAME COMMAND [NAME COMMAND ...]: each command runs in the background with its output kept; each one's
# output is printed whole, under "-- NAME: ok" or "-- NAME: FAILED", when all have ended; fails if any failed.
# Two single-threaded jobs, or one that leaves a core idle for long stretches, share two cores better this way.
together() {
  local logs pids=() names=() failed=0 i
  logs="$(mktemp -d)"
  while [ $# -gt 0 ]; do
    names+=("$1"); ( eval "$2" >"$logs/${#names[@]}.log" 2>&1 ) & pids+=($!); shift 2
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then printf -- '-- %s: ok\n' "${names[$i]}"; else printf -- '-- %s: FAILED\n' "${names[$i]}"; failed=1; fi
    cat "$logs/$((i + 1)).log"
  done
  rm -rf "$logs"
  return "$failed"
}
