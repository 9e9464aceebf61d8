/**
 * The servers `npm run bench` loads run in processes of their own, so the load generator
 * does not share their event loop and each one's memory can be read apart. The parent
 * starts one with `startBenchProcess`; the child calls `serveBenchProcess` with a function
 * that builds its Fastify app, listens on a free loopback port and reports it over IPC.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import type { PathParams } from './endpoints.ts';

export interface BenchServerOptions {
  databaseUrl: string;
  jwtSecret: string;
  dataDir: string;
  /** For the bare server: the params of each measured endpoint, by its index. */
  bareParams?: Record<number, PathParams>;
}

type ParentMessage = { kind: 'memory' } | { kind: 'stop' };
type ChildMessage =
  { kind: 'listening'; url: string } | { kind: 'memory'; rss: number; heapUsed: number; peakRss: number };

export interface BenchProcess {
  url: string;
  /**
   * Resident memory and heap in use, in bytes, after a garbage collection, and the most
   * resident memory the process has held since it started.
   */
  memory(): Promise<{ rss: number; heapUsed: number; peakRss: number }>;
  stop(): Promise<void>;
}

function nextMessage<Kind extends ChildMessage['kind']>(
  child: ChildProcess,
  kind: Kind,
): Promise<Extract<ChildMessage, { kind: Kind }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildMessage) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<ChildMessage, { kind: Kind }>);
    };
    const onExit = (code: number | null) => reject(new Error(`bench server exited early (code ${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export async function startBenchProcess(entry: string, options: BenchServerOptions): Promise<BenchProcess> {
  const child = fork(entry, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    // Both servers run as production runs them (the Dockerfile sets NODE_ENV): libraries read
    // it from the environment, Prisma among them, which in development records the call site
    // of every query for its error messages.
    env: { ...process.env, NODE_ENV: 'production', BENCH_SERVER_OPTIONS: JSON.stringify(options) },
    // The server's log lines are written as in production, to nowhere.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { url } = await nextMessage(child, 'listening');
  return {
    url,
    async memory() {
      const reply = nextMessage(child, 'memory');
      child.send({ kind: 'memory' } satisfies ParentMessage);
      const { rss, heapUsed, peakRss } = await reply;
      return { rss, heapUsed, peakRss };
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ kind: 'stop' } satisfies ParentMessage);
      await exited;
    },
  };
}

export async function serveBenchProcess(build: (options: BenchServerOptions) => Promise<FastifyInstance>) {
  const options = JSON.parse(process.env.BENCH_SERVER_OPTIONS ?? '{}') as BenchServerOptions;
  const app = await build(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.on('message', (message: ParentMessage) => {
    if (message.kind === 'memory') {
      (globalThis as { gc?: () => void }).gc?.();
      const usage = process.memoryUsage();
      process.send?.({
        kind: 'memory',
        rss: usage.rss,
        heapUsed: usage.heapUsed,
        // maxRSS is in kilobytes.
        peakRss: process.resourceUsage().maxRSS * 1024,
      } satisfies ChildMessage);
    } else {
      void app.close().then(() => process.exit(0));
    }
  });
  // A bench that dies must not leave its servers running.
  process.on('disconnect', () => process.exit(0));
  process.send?.({ kind: 'listening', url: `http://127.0.0.1:${port}` } satisfies ChildMessage);
}
