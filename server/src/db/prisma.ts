import { PrismaClient } from '../generated/prisma/client.ts';

export { PrismaClient };
export type { Prisma } from '../generated/prisma/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { resilientPostgresAdapter } from './resilient-adapter.ts';

/** The client, or the client of a transaction in progress: what a write that may run in either takes. */
export type Db = PrismaClient | Prisma.TransactionClient;

export function createPrismaClient(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: resilientPostgresAdapter(databaseUrl) });
}
