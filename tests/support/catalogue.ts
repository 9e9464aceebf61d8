/**
 * A database's structure read from the PostgreSQL catalogue, in a stable order, so two
 * databases can be compared: tables, columns, enums, indexes and constraints.
 */
import { query } from './databases.ts';

const IGNORED_TABLE = '_prisma_migrations';

export async function readCatalogue(url: string) {
  const columns = await query(
    url,
    `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default,
            character_maximum_length, numeric_precision, numeric_scale
       FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> $1
      ORDER BY table_name, column_name`,
    [IGNORED_TABLE],
  );
  const enums = await query(
    url,
    `SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS labels
       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
       JOIN pg_namespace n ON n.oid = t.typnamespace AND n.nspname = 'public'
      GROUP BY t.typname ORDER BY t.typname`,
  );
  const indexes = await query(
    url,
    `SELECT tablename, indexname, indexdef FROM pg_indexes
      WHERE schemaname = 'public' AND tablename <> $1 ORDER BY tablename, indexname`,
    [IGNORED_TABLE],
  );
  const constraints = await query(
    url,
    `SELECT c.conrelid::regclass::text AS table_name, c.conname, c.contype, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace AND n.nspname = 'public'
      WHERE c.conrelid::regclass::text <> $1
      ORDER BY 1, 2`,
    [IGNORED_TABLE],
  );
  return { columns, enums, indexes, constraints };
}
