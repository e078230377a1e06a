#!/usr/bin/env bash
# Installs what the workspace needs, skipping what is already there: pnpm (the version pinned in
# package.json) and the locked dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null 2>&1 || npm install -g "pnpm@$PNPM_VERSION"
fi
pnpm install --frozen-lockfile --reporter=append-only 2>&1 | tail -n 3
