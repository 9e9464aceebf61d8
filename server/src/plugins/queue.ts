/**
 * The job queue of lib/queue.ts as part of the app: decorated as `app.queue` while the app is
 * built (modules define their queues then), started when the app is ready and stopped,
 * waiting for running jobs, when it closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobQueue } from '../lib/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
  }
}

/** Starts the queue's workers when the app is ready and stops them (waiting for running jobs) when it closes. */
export const queuePlugin = fp(
  async (app: FastifyInstance, options: { databaseUrl: string }) => {
    const queue = new JobQueue(options.databaseUrl, app.log);
    app.decorate('queue', queue);
    app.addHook('onReady', () => queue.start());
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'queue', dependencies: ['prisma'] },
);
