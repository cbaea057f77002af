#!/usr/bin/env bash
# Installs what is missing, builds the release bundle into dist/ and serves it on
# http://127.0.0.1:8080 until stopped (Ctrl+C).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash "$OUTFLANK_ROOT/scripts/setup.sh"
cd "$OUTFLANK_ROOT"
step "trunk build --release"
trunk build --release --offline
step "serving dist/"
exec node scripts/static-server.mjs dist 8080
