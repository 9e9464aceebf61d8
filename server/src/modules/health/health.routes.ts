/** Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: database and migrations). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness } from './health.service.ts';

const HealthResponse = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
const ReadyResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['up', 'down']),
  pendingMigrations: z.array(z.string()),
  failedMigrations: z.array(z.string()),
});

export const healthRoutes: FastifyPluginAsyncZod<{ migrationsDir: string }> = async (app, options) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], summary: 'The process is alive', response: { 200: HealthResponse } },
      config: { access: 'public' },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The database is reachable and every migration is applied',
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.prisma, options.migrationsDir);
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
