export interface TestDatabaseContext {
  /** A connection to the server's maintenance database, for creating and dropping databases. */
  adminUrl: string;
  /** Migrated and seeded once per run; workers clone it. */
  templateName: string;
  /** Every database of this run starts with it, so teardown finds them all. */
  prefix: string;
  /** A temporary folder for this run's files (uploads, outbox). */
  scratchDir: string;
}

/** The same server and credentials, another database. */
export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseContext;
  }
}
