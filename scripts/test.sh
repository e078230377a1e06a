#!/usr/bin/env bash
# `npm test`: install what the tests need, then types, lint, unit, component, API and e2e tests.
set -uo pipefail
cd "$(dirname "$0")/.."
set -e
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
set +e

mkdir -p .tmp
rm -f .tmp/jest.json .tmp/jest-postgres.json e2e/test-results/results.json e2e/test-results/production-results.json
failed=0
step() {
  local name=$1; shift
  echo "== $name"
  local start=$(date +%s)
  if "$@"; then echo "== $name passed in $(( $(date +%s) - start )) s"; else echo "== $name FAILED"; failed=1; fi
}

step "types" bash -c "pnpm exec tsc --noEmit -p tsconfig.json && pnpm exec tsc --noEmit -p api/tsconfig.json"
step "lint" pnpm exec eslint . --max-warnings=0
# Two workers: each test file is single-threaded, so one worker left a core idle for most of the run.
step "unit, component and API tests" env NODE_OPTIONS=--experimental-vm-modules pnpm exec jest --ci --maxWorkers=2 --json --outputFile=.tmp/jest.json
# The API tests once more on Debian's PostgreSQL 15 (installed and started only if missing), in CI
# or when asked with QUBE_TEST_POSTGRES=1; the lock test is about PGlite's folder and runs once above.
if [ "${CI:-}" = "true" ] || [ "${QUBE_TEST_POSTGRES:-}" = "1" ]; then
  step "API tests on PostgreSQL 15" bash -c "bash scripts/ensure-postgres.sh && TEST_DATABASE_URL=postgres://qube:qube@127.0.0.1:5432/postgres NODE_OPTIONS=--experimental-vm-modules pnpm exec jest --ci --maxWorkers=2 --selectProjects api --testPathIgnorePatterns lock --json --outputFile=.tmp/jest-postgres.json"
fi
step "production builds" bash scripts/build.sh
step "end-to-end tests" pnpm --filter @qube/e2e exec playwright test
# The production start (QUBE_ENV=production on PostgreSQL 15, no demo data, no development routes): in CI or when asked.
if [ "${CI:-}" = "true" ] || [ "${QUBE_TEST_POSTGRES:-}" = "1" ]; then
  step "production start" bash -c "bash scripts/ensure-postgres.sh && pnpm --filter @qube/e2e exec playwright test -c playwright.production.config.ts"
fi

node scripts/summarize-tests.mjs
exit $failed
