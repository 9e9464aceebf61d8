/**
 * Accounts made for one journey in the app's own database (the test factories), for
 * journeys that change an account: the demo accounts stay as other journeys expect them.
 */

import type { Role } from '@hemis/contracts';
import { createPrismaClient } from '../../../server/src/db/prisma.ts';
import { factoriesFor, type TestUser } from '../../support/factories.ts';
import { e2e } from './worker-server.ts';

export async function createAccount(role: Role): Promise<TestUser> {
  const prisma = createPrismaClient(e2e().databaseUrl);
  try {
    return await factoriesFor(prisma).createUser({ role });
  } finally {
    await prisma.$disconnect();
  }
}
