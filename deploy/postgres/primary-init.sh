#!/bin/bash
# Runs once, when the primary's data folder is created: a role for the replica to stream
# with, allowed from the compose network only.
set -euo pipefail
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD '${REPLICATION_PASSWORD}';
SQL
echo "host replication replicator samenet scram-sha-256" >> "$PGDATA/pg_hba.conf"
