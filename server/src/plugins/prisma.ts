/**
 * The database: one Prisma client for the app, and the feed of user changes that every
 * copy of a user kept in memory listens to (db/user-changes.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPrismaClient, type PrismaClient } from '../db/prisma.ts';
import { UserChangeFeed } from '../db/user-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient;
    userChanges: UserChangeFeed;
  }
}

export const prismaPlugin = fp(
  async (app: FastifyInstance, options: { databaseUrl: string }) => {
    const userChanges = new UserChangeFeed(options.databaseUrl, app.log);
    const prisma = createPrismaClient(options.databaseUrl, {
      onUsersWritten: (userId) => userChanges.publish(userId),
    });
    app.decorate('prisma', prisma);
    app.decorate('userChanges', userChanges);
    await userChanges.start();
    app.addHook('onClose', async () => {
      await userChanges.close();
      await prisma.$disconnect();
    });
  },
  { name: 'prisma' },
);
