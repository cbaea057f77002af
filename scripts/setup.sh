#!/usr/bin/env bash
# Installs whatever the build and the tests need and is missing, and skips the rest:
# rustup targets, trunk and wasm-bindgen-cli (cargo install --locked, both at once),
# Debian's Chromium, ChromeDriver and CJK fonts, the npm packages (binaryen's wasm-opt,
# playwright-core), and every crate of Cargo.lock. Safe to run again and again.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$OUTFLANK_ROOT"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null; then
    sudo "$@"
  else
    echo "setup: '$*' needs root and there is no sudo" >&2
    return 1
  fi
}

# Debian packages, installed together after one apt-get update.
packages=()
{ [ -x "$CHROMIUM" ] && [ -x "$CHROMEDRIVER" ]; } || packages+=(chromium chromium-driver)
command -v node >/dev/null || packages+=(nodejs)
command -v npm >/dev/null || packages+=(npm)
# Chinese, Japanese and Korean glyphs, so that the browser tests lay those languages out
# with real text widths (without them every character is an empty box).
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || packages+=(fonts-noto-cjk)
if [ ${#packages[@]} -gt 0 ]; then
  step "apt-get install ${packages[*]}"
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -q
  as_root apt-get install -y -q --no-install-recommends "${packages[@]}"
fi

step "rustup targets"
installed=$(rustup target list --installed)
for target in wasm32-unknown-unknown wasm32-wasip1; do
  if grep -qx "$target" <<<"$installed"; then
    echo "$target: installed"
  else
    rustup target add "$target"
  fi
done

# `cargo install` compiles each tool; with LTO off and more codegen units it takes about
# 6 minutes instead of 8 on two cores, and the two installs run side by side.
has_version() { # command, expected version
  command -v "$1" >/dev/null && "$1" --version 2>/dev/null | grep -qw -- "$2"
}
logs=$(mktemp -d)
pids=()
names=()
install() { # crate, version
  echo "installing $1 $2 (log: $logs/$1.log)"
  CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 \
    cargo install --locked "$1" --version "$2" >"$logs/$1.log" 2>&1 &
  pids+=($!)
  names+=("$1")
}
step "trunk $TRUNK_VERSION, wasm-bindgen-cli $WASM_BINDGEN_VERSION"
if has_version trunk "$TRUNK_VERSION"; then echo "trunk $TRUNK_VERSION: installed"; else install trunk "$TRUNK_VERSION"; fi
if has_version wasm-bindgen "$WASM_BINDGEN_VERSION" &&
  has_version wasm-bindgen-test-runner "$WASM_BINDGEN_VERSION"; then
  echo "wasm-bindgen-cli $WASM_BINDGEN_VERSION: installed"
else
  install wasm-bindgen-cli "$WASM_BINDGEN_VERSION"
fi
failed=0
for i in "${!pids[@]}"; do
  if wait "${pids[$i]}"; then
    echo "${names[$i]}: installed"
  else
    echo "setup: cargo install ${names[$i]} failed; the end of its log:" >&2
    tail -n 30 "$logs/${names[$i]}.log" >&2
    failed=1
  fi
done
rm -rf "$logs"
[ "$failed" -eq 0 ]

step "npm packages"
stamp=node_modules/.outflank-lock.sha256
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && [ -x node_modules/.bin/wasm-opt ]; then
  echo "node_modules matches package-lock.json"
else
  npm ci --no-audit --no-fund
  echo "$want" >"$stamp"
fi

step "crates (cargo fetch --locked)"
cargo fetch --locked
echo "setup: done"
