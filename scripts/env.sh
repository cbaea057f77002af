# Sourced by the other scripts: where things are and which tool versions the build needs.
# shellcheck shell=bash

OUTFLANK_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export OUTFLANK_ROOT

# Trunk 0.21.14 is the last release that builds with Rust 1.95 (0.22 needs 1.96).
TRUNK_VERSION=0.21.14
# wasm-bindgen-cli must be exactly the wasm-bindgen crate version in Cargo.lock.
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' \
  "$OUTFLANK_ROOT/Cargo.lock")

# Trunk finds wasm-bindgen and wasm-opt on PATH and insists on the exact versions of
# Trunk.toml: npm's binaryen and the cargo-installed wasm-bindgen come first.
export PATH="$OUTFLANK_ROOT/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"

# Prints a step heading.
step() {
  printf '\n==> %s\n' "$*"
}
