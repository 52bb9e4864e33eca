#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster, then removes the cluster.
#
#   api/scripts/with-postgres.sh npm test -w api
#   api/scripts/with-postgres.sh npm start -w api
#
# The cluster lives in a temp dir, listens on 127.0.0.1 only (a free port, or $PG_PORT),
# trusts local connections (nothing in it outlives the command) and has a superuser
# `booking`, so the API tests may create a database per test file. The command gets
# DATABASE_URL=postgres://booking@127.0.0.1:<port>/booking and its exit code is kept.
# PostgreSQL refuses to run as root: as root the server runs as the `postgres` user.
# Binaries: $PG_BIN, else the directory of `initdb` on PATH, else the newest
# /usr/lib/postgresql/*/bin (Debian: apt-get install postgresql).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  if command -v initdb >/dev/null; then
    PG_BIN="$(dirname "$(readlink -f "$(command -v initdb)")")"
  else
    PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  fi
fi
if [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
  echo "with-postgres: no PostgreSQL binaries found (set PG_BIN)" >&2
  exit 2
fi

run_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

PORT="${PG_PORT:-$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
DIR="$(mktemp -d -t booking-pg.XXXXXX)"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR"; fi

cleanup() {
  run_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

run_pg "$PG_BIN/initdb" -D "$DIR/data" -U booking --auth=trust --encoding=UTF8 --no-instructions >"$DIR/initdb.log" 2>&1 \
  || { cat "$DIR/initdb.log" >&2; exit 1; }
run_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off" start >/dev/null \
  || { cat "$DIR/server.log" >&2; exit 1; }
run_pg "$PG_BIN/psql" -h 127.0.0.1 -p "$PORT" -U booking -d postgres -qc 'CREATE DATABASE booking' >/dev/null

export DATABASE_URL="postgres://booking@127.0.0.1:$PORT/booking"
# The API needs SECRET_KEYS with DATABASE_URL: a throwaway one for a throwaway cluster.
export SECRET_KEYS="${SECRET_KEYS:-throwaway:$(node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('base64url'))")}"
echo "with-postgres: PostgreSQL $("$PG_BIN/pg_ctl" --version | awk '{print $3}') at $DATABASE_URL" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
