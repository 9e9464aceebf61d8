import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPrismaClient, type PrismaClient } from '../db/prisma.ts';

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient;
  }
}

export const prismaPlugin = fp(
  async (app: FastifyInstance, options: { databaseUrl: string }) => {
    const prisma = createPrismaClient(options.databaseUrl);
    app.decorate('prisma', prisma);
    app.addHook('onClose', async () => {
      await prisma.$disconnect();
    });
  },
  { name: 'prisma' },
);
