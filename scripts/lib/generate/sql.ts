/**
 * Writing many rows fast: COPY in PostgreSQL's text format for the large tables, multi-row
 * INSERTs for the small ones. Both take rows as arrays in the order of the columns named.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type SqlValue = string | number | boolean | Date | null | undefined;

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One value in COPY's text format: \N for null; backslash, tab and line breaks escaped. */
function copyValue(value: SqlValue): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'string' ? value : String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

/** A row as one line of COPY text. */
export function copyLine(values: readonly SqlValue[]): string {
  let line = '';
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) line += '\t';
    line += copyValue(values[index]);
  }
  return `${line}\n`;
}

/** Lines gathered into pieces of about 256 KB: fewer, larger writes to the connection. */
async function* chunked(lines: Iterable<string> | AsyncIterable<string>): AsyncGenerator<string> {
  let piece = '';
  for await (const line of lines) {
    piece += line;
    if (piece.length >= 262_144) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

/** Streams lines made by `copyLine` into the table's columns with COPY. */
export async function copyInto(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  lines: Iterable<string> | AsyncIterable<string>,
): Promise<void> {
  const target = client.query(
    copyFrom(`COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) FROM STDIN`),
  );
  await pipeline(Readable.from(chunked(lines)), target);
}

/**
 * Inserts rows in statements of up to 1,000 rows; rows that collide with a unique key are
 * left out (ON CONFLICT DO NOTHING), so a step can be run on a database that has some of them.
 * Answers the rows inserted with the columns `returning` names.
 */
export async function insertRows<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
  returning: readonly string[] = [],
): Promise<Row[]> {
  const inserted: Row[] = [];
  const perStatement = Math.max(1, Math.min(1000, Math.floor(60_000 / columns.length)));
  for (let start = 0; start < rows.length; start += perStatement) {
    const slice = rows.slice(start, start + perStatement);
    const values: SqlValue[] = [];
    const tuples = slice.map((row) => {
      const placeholders = row.map((value) => {
        values.push(value instanceof Date ? value : (value ?? null));
        return `$${values.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const sql =
      `INSERT INTO ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) VALUES ${tuples.join(', ')}` +
      ` ON CONFLICT DO NOTHING${returning.length ? ` RETURNING ${returning.map(quoteIdentifier).join(', ')}` : ''}`;
    const result = await client.query<Row>(sql, values);
    inserted.push(...result.rows);
  }
  return inserted;
}

/**
 * Runs `work` with the tables' indexes dropped and builds them again afterwards: building an
 * index once over all rows is many times faster than keeping it up to date row by row. A
 * unique index checks every row when it is built again, so uniqueness still holds; indexes
 * behind constraints (primary keys) stay. Meant to run inside a transaction, so a failure
 * leaves the indexes as they were.
 */
export async function withoutSecondaryIndexes<T>(
  client: pg.ClientBase,
  tables: readonly string[],
  work: () => Promise<T>,
): Promise<T> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema() AND t.relname = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    [tables],
  );
  for (const index of rows) await client.query(`DROP INDEX ${quoteIdentifier(index.name)}`);
  const result = await work();
  for (const index of rows) await client.query(index.definition);
  return result;
}
