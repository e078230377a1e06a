#!/usr/bin/env bash
# Debian's PostgreSQL HA stack for `npm run cluster` (issue 24 §1): PostgreSQL 15, Patroni, etcd and HAProxy,
# installed only when missing. Installing starts none of them here (no init system; on a machine with systemd, an
# etcd service the install just started is stopped and disabled: the cluster runs its own etcd on its own ports).
set -euo pipefail
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
need=()
[ -x /usr/lib/postgresql/15/bin/postgres ] || need+=(postgresql-15)
command -v patroni >/dev/null 2>&1 || need+=(patroni)
command -v etcd >/dev/null 2>&1 || need+=(etcd-server)
command -v haproxy >/dev/null 2>&1 || need+=(haproxy)
if [ "${#need[@]}" -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${need[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
if [ -d /run/systemd/system ]; then
  for unit in etcd haproxy; do
    if [[ " ${need[*]} " == *" ${unit/etcd/etcd-server} "* ]] && systemctl is-active --quiet "$unit" 2>/dev/null; then
      $SUDO systemctl disable --now "$unit" >/dev/null 2>&1 || true
    fi
  done
fi
