#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the tests (source it): installs Debian's package when missing,
# initialises a cluster in a temporary folder, exports DATABASE_URL to a database named *_test.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "▶ installing Debian's postgresql"
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq postgresql >/dev/null
fi
pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
pg_dir=$(mktemp -d /tmp/backoffice-pg.XXXXXX)
pg_port=${PG_TEST_PORT:-55432}
as_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$pg_dir"
as_pg "$pg_bin/initdb -D $pg_dir/data -A trust -U postgres >/dev/null"
as_pg "$pg_bin/pg_ctl -D $pg_dir/data -o '-p $pg_port -k $pg_dir -c listen_addresses=localhost -c fsync=off' -l $pg_dir/log -w start >/dev/null"
"$pg_bin/createdb" -h localhost -p "$pg_port" -U postgres backoffice_test
export DATABASE_URL="postgres://postgres@localhost:$pg_port/backoffice_test"
export PG_TEST_STOP="$pg_bin/pg_ctl -D $pg_dir/data -m fast stop"
echo "PostgreSQL for tests: $DATABASE_URL"
