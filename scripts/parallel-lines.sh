#!/usr/bin/env bash
# The lines (wc -l, tests included) of the parts issue 25 section 2 names, as
# docs/parallel.md counts them ("What each piece measured"). Run from the repository root.
set -euo pipefail
e=engine/src/ai
part() {
  printf '%6d  %s\n' "$(cat "${@:2}" | wc -l)" "$1"
  cat "${@:2}" | wc -l >>"$tmp"
  printf '%s\n' "${@:2}" >>"$files"
}
tmp=$(mktemp)
files=$(mktemp)
trap 'rm -f "$tmp" "$files"' EXIT
part "engine: the split at the root and the split move" $e/split/mod.rs $e/split/deepening.rs $e/split_move.rs
part "engine: the split's tests" $e/split/tests.rs
part "engine: the shared hint (tests included)" $e/analysis/shared_hint.rs
part "engine: solved entries shared (tests included)" $e/endgame/shared.rs
part "engine: ai::shared" $e/shared/*.rs
part "worker: the pool" src/worker/pool.rs
part "worker: the helpers" src/worker/helpers.rs
part "worker: the native tests" src/worker/tests/*.rs
part "CLI: pool and parallel players" cli/src/pool.rs cli/src/parallel.rs
part "app: worker link and supervisor (tests included)" src/app/worker_link.rs src/app/supervisor.rs
part "one end of a Web Worker" src/port.rs
printf '%6d  %s\n' "$(paste -sd+ "$tmp" | bc)" "the parts the issue names"
# The tests (files named tests.rs or under tests/, and inline `mod tests {` to the end of
# their file) apart from the rest, whose comment and blank lines are counted apart too.
xargs awk '
  FNR == 1 { t = (FILENAME ~ /tests\.rs$|\/tests\//) }
  /^mod tests \{/ { t = 1 }
  { k = t ? "tests" : "code"; n[k]++ }
  !t && /^[[:space:]]*\/\// { c++ }
  !t && /^[[:space:]]*$/ { b++ }
  END { printf "%6d  of which tests\n%6d  the rest: %d of code, %d of comments, %d blank\n", n["tests"], n["code"], n["code"] - c - b, c, b }
' <"$files"
