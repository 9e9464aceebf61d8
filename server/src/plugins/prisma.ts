/**
 * The database: one Prisma client for the app, the reports database that dashboards and reports
 * read (db/reports-database.ts: a read replica when one is configured), and the feed of user
 * changes that every copy of a user kept in memory listens to (db/user-changes.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createPrismaClient, type PrismaClient } from '../db/prisma.ts';
import { ReportsDatabase } from '../db/reports-database.ts';
import { UserChangeFeed } from '../db/user-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient;
    /** Where reports read: route-table.ts gives it to the routes that declare `reads: 'reports'`. */
    reportsDatabase: ReportsDatabase;
    userChanges: UserChangeFeed;
  }
}

export const prismaPlugin = fp(
  async (app: FastifyInstance, options: { databaseUrl: string; reports: Config['reports'] }) => {
    const userChanges = new UserChangeFeed(options.databaseUrl, app.log);
    const prisma = createPrismaClient(options.databaseUrl, {
      onUsersWritten: (userId) => userChanges.publish(userId),
    });
    const { databaseUrl: replicaUrl, maxLagSeconds, lagCheckMs } = options.reports;
    const reportsDatabase = new ReportsDatabase(prisma, replicaUrl ? createPrismaClient(replicaUrl) : undefined, {
      maxLagSeconds,
      lagCheckMs,
      log: app.log,
    });
    app.decorate('prisma', prisma);
    app.decorate('reportsDatabase', reportsDatabase);
    app.decorate('userChanges', userChanges);
    await userChanges.start();
    app.addHook('onClose', async () => {
      await userChanges.close();
      await reportsDatabase.close();
      await prisma.$disconnect();
    });
  },
  { name: 'prisma' },
);
