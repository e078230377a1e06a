#!/usr/bin/env bash
# Debian's PostgreSQL 15 for the second pass of the API tests (toolchain.md): installed and started
# only when missing, with a superuser qube/qube on 127.0.0.1:5432.
set -euo pipefail
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "Installing Debian's PostgreSQL"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /etc/postgresql 2>/dev/null | sort -n | tail -1)
if [ -z "$version" ]; then echo "No PostgreSQL cluster found"; exit 1; fi
if ! pg_lsclusters -h | awk '{print $4}' | grep -q online; then
  $SUDO pg_ctlcluster "$version" main start
fi
for _ in $(seq 1 30); do
  if su postgres -c "psql -tAc 'select 1'" >/dev/null 2>&1; then break; fi
  sleep 1
done
if ! su postgres -c "psql -tAc \"select 1 from pg_roles where rolname='qube'\"" | grep -q 1; then
  su postgres -c "psql -q -c \"create user qube with password 'qube' superuser\""
fi
echo "PostgreSQL $version is running on 127.0.0.1:5432"
