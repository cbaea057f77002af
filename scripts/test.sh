#!/usr/bin/env bash
# Installs what is missing, then runs every check and test: the docs' links, formatting,
# clippy, the native tests (the parsers' fuzz corpora and generated inputs among them),
# the release build, the in-browser wasm tests and the end-to-end browser tests against
# the release bundle. Stops at the first failure with a non-zero status.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash "$OUTFLANK_ROOT/scripts/setup.sh"
cd "$OUTFLANK_ROOT"

trap 'echo "test.sh: FAILED at: $BASH_COMMAND" >&2' ERR

step "docs: links resolve, the README stays short (scripts/check-docs.mjs)"
node scripts/check-docs.mjs

step "cargo fmt --all --check"
cargo fmt --all --check

step "cargo clippy --workspace --all-targets -- -D warnings"
cargo clippy --workspace --all-targets --locked -- -D warnings

step "cargo doc --workspace --no-deps (warnings are errors)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --locked

step "cargo test --workspace (native)"
cargo test --workspace --locked

step "trunk build --release"
trunk build --release --offline

step "wasm tests in headless Chromium (wasm-bindgen-test)"
# Every tests/*_in_browser.rs; the worker test spawns the worker built into dist/ above.
browser_tests=()
for f in tests/*_in_browser.rs; do
  browser_tests+=(--test "$(basename "$f" .rs)")
done
cargo test -p outflank --locked --target wasm32-unknown-unknown "${browser_tests[@]}"

step "end-to-end tests in headless Chromium (node --test)"
node --test --test-concurrency=1 tests/e2e/
