/** Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: database and migrations). */
import { z } from 'zod';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { checkReadiness } from './health.service.ts';

const HealthResponse = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
const ReadyResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['up', 'down']),
  pendingMigrations: z.array(z.string()),
  failedMigrations: z.array(z.string()),
});

export const healthRoutes = routesPlugin<{ migrationsDir: string }>('health', (app, options) => [
  route({
    method: 'GET',
    url: '/health',
    summary: 'The process is alive',
    access: 'public',
    response: HealthResponse,
    handler: async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  }),
  route({
    method: 'GET',
    url: '/ready',
    summary: 'The database is reachable and every migration is applied',
    access: 'public',
    response: ReadyResponse,
    otherResponses: { 503: ReadyResponse },
    handler: async ({ reply }) => {
      const readiness = await checkReadiness(app.prisma, options.migrationsDir);
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  }),
]);
