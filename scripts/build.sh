#!/usr/bin/env bash
# Production builds of the shell and every remote, two at a time (the machine has 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
if ! pnpm --workspace-concurrency=2 --filter @qube/shell --filter './mfe-*' run build > .tmp/build.log 2>&1; then
  cat .tmp/build.log
  echo "Build failed"
  exit 1
fi
grep -E "compiled" .tmp/build.log || true
