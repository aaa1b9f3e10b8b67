#!/usr/bin/env bash
# Runs the database tests on a real PostgreSQL 15 server that this script
# starts in a temporary folder and stops again, whatever happens:
#   supabase/shim/*.sql      what Supabase provides (auth schema, roles, ...)
#   supabase/migrations/*.sql the schema, row-level security, functions
#   supabase/seed.sql         the demo data (must load cleanly)
#   supabase/tests/*.sql      pgTAP tests
# Exits non-zero on any failure. Needs the PostgreSQL 15 server binaries and
# pgTAP (installed here with apt-get when running as root on Debian).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PGTAP_CONTROL="$("$PG_BIN/pg_config" --sharedir 2>/dev/null || echo /usr/share/postgresql/15)/extension/pgtap.control"

log() { printf '[test:db] %s\n' "$*" >&2; }

if [[ ! -x "$PG_BIN/postgres" ]]; then
  log "PostgreSQL 15 server not found in $PG_BIN (apt-get install postgresql-15)."
  exit 1
fi

install_pgtap() {
  if [[ -f "$PGTAP_CONTROL" ]]; then return 0; fi
  if [[ "$(id -u)" -ne 0 ]] || ! command -v apt-get >/dev/null; then
    log "pgTAP is missing: install postgresql-15-pgtap (needs root)."
    exit 1
  fi
  log "installing postgresql-15-pgtap"
  # Another apt run may hold the lock: wait for it rather than fail.
  for attempt in $(seq 1 30); do
    if DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql-15-pgtap >/dev/null 2>&1; then
      return 0
    fi
    if [[ "$attempt" -eq 1 ]]; then apt-get update -q >/dev/null 2>&1 || true; fi
    log "apt-get busy or failed (attempt $attempt), retrying in 10 s"
    sleep 10
  done
  log "could not install postgresql-15-pgtap"
  exit 1
}
install_pgtap

# The server refuses to run as root: run it as `postgres` when we are root.
as_db_owner() {
  if [[ "$(id -u)" -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

WORK="$(mktemp -d /tmp/checkpoint-pg15.XXXXXX)"
chmod 700 "$WORK"
if [[ "$(id -u)" -eq 0 ]]; then chown postgres:postgres "$WORK"; fi
DATA="$WORK/data"
POSTMASTER_PID=""

cleanup() {
  local status=$?
  if [[ -n "$POSTMASTER_PID" ]] && kill -0 "$POSTMASTER_PID" 2>/dev/null; then
    # SIGINT = "fast" shutdown of this server only, by its own pid.
    kill -INT "$POSTMASTER_PID" 2>/dev/null || true
    for _ in $(seq 1 100); do
      kill -0 "$POSTMASTER_PID" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$POSTMASTER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT INT TERM

PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

log "initdb in $WORK"
as_db_owner "$PG_BIN/initdb" -D "$DATA" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$WORK/initdb.log" 2>&1 ||
  { cat "$WORK/initdb.log" >&2; exit 1; }

log "starting PostgreSQL 15 on 127.0.0.1:$PORT"
as_db_owner "$PG_BIN/pg_ctl" -D "$DATA" -l "$WORK/server.log" -w -t 60 \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
POSTMASTER_PID="$(head -n 1 "$DATA/postmaster.pid")"

export PGHOST=127.0.0.1 PGPORT="$PORT" PGUSER=postgres PGDATABASE=postgres
PSQL=(psql -X -q -v ON_ERROR_STOP=1 --no-psqlrc)

apply() {
  log "apply ${1#"$ROOT"/}"
  "${PSQL[@]}" -f "$1" >/dev/null
}
for file in "$ROOT"/supabase/shim/*.sql "$ROOT"/supabase/migrations/*.sql; do apply "$file"; done
if [[ -f "$ROOT/supabase/seed.sql" ]]; then apply "$ROOT/supabase/seed.sql"; fi

TESTS=("$ROOT"/supabase/tests/*.sql)
if command -v pg_prove >/dev/null; then
  pg_prove --ext .sql "${TESTS[@]}"
else
  # No pg_prove: run each file with psql and read its TAP output ourselves.
  failed=0
  for file in "${TESTS[@]}"; do
    out="$("${PSQL[@]}" -A -t -f "$file" 2>&1)" || { printf '%s\n' "$out"; log "FAIL ${file#"$ROOT"/}"; failed=1; continue; }
    planned="$(printf '%s\n' "$out" | sed -n 's/^1\.\.\([0-9][0-9]*\)$/\1/p' | head -n 1)"
    passed="$(printf '%s\n' "$out" | grep -c '^ok ' || true)"
    if [[ -z "$planned" ]] || printf '%s\n' "$out" | grep -q '^not ok ' || [[ "$passed" -ne "$planned" ]]; then
      printf '%s\n' "$out"
      log "FAIL ${file#"$ROOT"/} ($passed of ${planned:-?} passed)"
      failed=1
    else
      log "ok   ${file#"$ROOT"/} ($passed tests)"
    fi
  done
  exit "$failed"
fi
