#!/usr/bin/env bash
# `npm start`: install what is missing, build, start the API (demo data on the embedded database),
# the shell and every remote on their ports, and print the URL to open.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/build.sh
exec node scripts/servers.mjs
