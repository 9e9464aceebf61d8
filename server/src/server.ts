/**
 * Starts HEMIS on the configured port and stops it cleanly on SIGTERM or SIGINT:
 * in-flight requests finish, the database pool closes, then `onStopped` runs
 * (npm start stops the embedded PostgreSQL there).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

export async function startServer(
  config: Config,
  onStopped: () => Promise<void> = async () => undefined,
): Promise<RunningServer> {
  const app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await app.close();
      await onStopped();
    })();
    return stopping;
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received: shutting down`);
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  return { app, url: `http://localhost:${port}`, stop };
}
