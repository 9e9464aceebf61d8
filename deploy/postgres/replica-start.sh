#!/bin/bash
# The replica's start: clone the primary once (pg_basebackup -R writes standby.signal and
# primary_conninfo), then run PostgreSQL as a hot standby that follows it.
set -euo pipefail
export PGDATA=/var/lib/postgresql/data/pgdata
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA" && chown postgres:postgres "$PGDATA" && chmod 700 "$PGDATA"
  until PGPASSWORD="$REPLICATION_PASSWORD" gosu postgres pg_basebackup --host=primary --username=replicator \
      --pgdata="$PGDATA" --wal-method=stream --write-recovery-conf --checkpoint=fast; do
    echo 'waiting for the primary ...'; sleep 2; rm -rf "${PGDATA:?}"/*
  done
  echo "primary_conninfo = 'host=primary user=replicator password=${REPLICATION_PASSWORD}'" >> "$PGDATA/postgresql.auto.conf"
fi
exec gosu postgres postgres -c hot_standby=on -c max_connections=200
