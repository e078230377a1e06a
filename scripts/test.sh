#!/usr/bin/env bash
# `npm test`: install what the tests need, then types, lint, unit, component, API and e2e tests.
set -uo pipefail
cd "$(dirname "$0")/.."
set -e
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
set +e

mkdir -p .tmp
failed=0
step() {
  local name=$1; shift
  echo "== $name"
  local start=$(date +%s)
  if "$@"; then echo "== $name passed in $(( $(date +%s) - start )) s"; else echo "== $name FAILED"; failed=1; fi
}

step "types" bash -c "pnpm exec tsc --noEmit -p tsconfig.json && pnpm exec tsc --noEmit -p api/tsconfig.json"
step "lint" pnpm exec eslint . --max-warnings=0
step "unit, component and API tests" env NODE_OPTIONS=--experimental-vm-modules pnpm exec jest --ci --json --outputFile=.tmp/jest.json
step "production builds" bash scripts/build.sh
step "end-to-end tests" pnpm --filter @qube/e2e exec playwright test

node scripts/summarize-tests.mjs
exit $failed
