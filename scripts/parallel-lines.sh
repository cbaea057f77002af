#!/usr/bin/env bash
# The lines (wc -l, tests included) of the parts issue 25 section 2 names, as
# docs/parallel.md counts them ("What each piece measured"). Run from the repository root.
set -euo pipefail
e=engine/src/ai
part() { printf '%6d  %s\n' "$(cat "${@:2}" | wc -l)" "$1"; cat "${@:2}" | wc -l >>"$tmp"; }
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
part "engine: the split at the root and the split move" $e/split/mod.rs $e/split/deepening.rs $e/split_move.rs
part "engine: the split's tests" $e/split/tests.rs
part "engine: the shared hint (tests included)" $e/analysis/shared_hint.rs
part "engine: root-parallel trees (tests included)" $e/mcts/parallel/*.rs
part "engine: solved entries shared (tests included)" $e/endgame/shared.rs
part "engine: ai::shared" $e/shared/*.rs
part "worker: the pool" src/worker/pool.rs
part "worker: the helpers" src/worker/helpers.rs
part "worker: the native tests" src/worker/tests/*.rs
part "CLI: pool and parallel players" cli/src/pool.rs cli/src/parallel.rs
part "app: worker link and supervisor (tests included)" src/app/worker_link.rs src/app/supervisor.rs
part "one end of a Web Worker" src/port.rs
printf '%6d  %s\n' "$(paste -sd+ "$tmp" | bc)" "the parts the issue names"
