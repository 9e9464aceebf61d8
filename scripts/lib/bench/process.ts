/**
 * The servers `npm run bench` loads run in processes of their own, so the load generator
 * does not share their event loop and each one's memory can be read apart. HEMIS runs as
 * README's `npm start` runs it once its build is there: the built server with plain node
 * (`startHemisProcess`), on the bench's database and port. The bare server is forked from
 * its TypeScript (`startBenchProcess`): it calls `serveBenchProcess` with a function that
 * builds its Fastify app, listens on a free loopback port and reports it over IPC.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '../paths.ts';
import { BUILT_START_ARGS, buildServerIfStale } from '../server-build.ts';
import type { PathParams } from './endpoints.ts';

export interface BenchServerOptions {
  databaseUrl: string;
  jwtSecret: string;
  dataDir: string;
  /** For the bare server: the params of each measured endpoint, by its index. */
  bareParams?: Record<number, PathParams>;
}

type ParentMessage = { kind: 'stop' };
type ChildMessage = { kind: 'listening'; url: string };

export interface ProcessMemory {
  /** Resident memory of the server process now, in bytes (the kernel's VmRSS). */
  rss: number;
  /** The most it has held since it started (VmHWM). */
  peakRss: number;
  /** Resident memory of the process and every process it started. */
  treeRss: number;
}

export interface BenchProcess {
  url: string;
  pid: number;
  /** Read from outside, as the kernel counts it: no collection is forced first. */
  memory(): Promise<ProcessMemory>;
  stop(): Promise<void>;
}

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the second field after the command, which is in parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // The process ended while the table was read.
    }
  }
  return children;
}

export function processMemory(pid: number): ProcessMemory {
  const tree = (root: number): number[] => [root, ...childrenOf(root).flatMap(tree)];
  const treeRss = tree(pid).reduce((total, member) => {
    try {
      return total + statusField(member, 'VmRSS');
    } catch {
      return total;
    }
  }, 0);
  return { rss: statusField(pid, 'VmRSS'), peakRss: statusField(pid, 'VmHWM'), treeRss };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * HEMIS as `npm start` serves it, built first when stale: migrations (none pending), no seed
 * (the database is not empty), then the server, in production settings with its log lines
 * written to a file in the data folder. Ready once /api/ready answers.
 */
export async function startHemisProcess(options: BenchServerOptions): Promise<BenchProcess> {
  await buildServerIfStale((line) => console.log(line));
  const port = await freePort();
  const logFile = path.join(options.dataDir, `hemis-${port}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...BUILT_START_ARGS], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // As README's command runs it: no NODE_ENV, so the launcher picks production settings.
      NODE_ENV: '',
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: options.jwtSecret,
      DATA_DIR: options.dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = exitOf(child);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const outcome = await Promise.race([
      exited.then((code) => ({ code })),
      fetch(`${url}/api/ready`).then(
        (response) => response.ok,
        () => false,
      ),
    ]);
    if (outcome === true) break;
    if (typeof outcome === 'object') {
      throw new Error(`HEMIS exited early (code ${outcome.code}):\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    memory: async () => processMemory(child.pid!),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function nextMessage(child: ChildProcess): Promise<ChildMessage> {
  return new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code})`)));
  });
}

export async function startBenchProcess(entry: string, options: BenchServerOptions): Promise<BenchProcess> {
  const child = fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    // Run as production runs HEMIS (libraries read NODE_ENV from the environment).
    env: { ...process.env, NODE_ENV: 'production', BENCH_SERVER_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const { url } = await nextMessage(child);
  return {
    url,
    pid: child.pid!,
    memory: async () => processMemory(child.pid!),
    async stop() {
      const exited = exitOf(child);
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
  process.on('message', () => {
    void app.close().then(() => process.exit(0));
  });
  // A bench that dies must not leave its servers running.
  process.on('disconnect', () => process.exit(0));
  process.send?.({ kind: 'listening', url: `http://127.0.0.1:${port}` } satisfies ChildMessage);
}
