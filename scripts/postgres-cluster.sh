#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback for the API suite; prints its DATABASE_URL.
#   scripts/postgres-cluster.sh start <dir> [port]   → prints postgres://…
#   scripts/postgres-cluster.sh stop <dir>
# Uses Debian's postgresql package: `start` runs the test preflight first (scripts/preflight.ts), which installs it
# when missing and this user may, or says the command to run. Runs the server as the `postgres` user when invoked as
# root, since PostgreSQL refuses to run as root.
set -euo pipefail
action="${1:?start|stop}"
dir="${2:?data directory}"
port="${3:-55432}"
here="$(cd "$(dirname "$0")" && pwd)"
server_bin() { ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1; }
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "$action" in
  start)
    # Its lines go to stderr: stdout is the DATABASE_URL the caller reads.
    "$here/../node_modules/.bin/tsx" "$here/preflight.ts" --for="a PostgreSQL test cluster" postgresql >&2
    bin="$(server_bin)"
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    if [ ! -f "$dir/PG_VERSION" ]; then
      as_owner "$bin/initdb" -D "$dir" -U storefront --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c max_connections=200 -c fsync=off -c full_page_writes=off -c synchronous_commit=off" \
      start >/dev/null
    echo "postgres://storefront@127.0.0.1:$port/postgres"
    ;;
  stop)
    bin="$(server_bin)"
    as_owner "$bin/pg_ctl" -D "$dir" -m fast stop >/dev/null || true
    ;;
  *) echo "unknown action $action" >&2; exit 2 ;;
esac
