#!/usr/bin/env bash
# `npm run cluster` (issue 24 §1): installs what is missing (pnpm and the workspace as `npm start` does; Debian's
# PostgreSQL 15, Patroni, etcd and HAProxy), builds the apps (skipped with --no-build), then starts the cluster in the
# background (scripts/cluster.mjs) and prints the site's URL. `npm run cluster:stop` stops it.
set -euo pipefail
cd "$(dirname "$0")/.."
build=1
for arg in "$@"; do
  if [ "$arg" = "--no-build" ]; then build=0; fi
done
bash scripts/ensure-deps.sh
if [ "$build" = 1 ]; then bash scripts/build.sh; fi
bash scripts/ensure-cluster-packages.sh
exec node scripts/cluster.mjs start
