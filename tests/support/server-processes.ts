/**
 * Real HEMIS server processes for tests (docs/decisions/0011): each runs tests/support/serve.ts
 * with the configuration it is given, on its own loopback port. `startServerProcesses` puts
 * several on one database behind a round-robin proxy, as a deployment with a load balancer.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRoundRobinProxy } from './round-robin-proxy.ts';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts');

export type ParentMessage = { type: 'drain-mail'; id: number };
export type ChildMessage = { type: 'listening'; port: number } | { type: 'mail-drained'; id: number };

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  /** The x-request-id of every request the process has accepted (read its head) so far. */
  acceptedRequestIds(): string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Waits until the emails it queued are sent. */
  drainMail(): Promise<void>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const acceptedRequestsFile = path.join(env.DATA_DIR ?? os.tmpdir(), `accepted-requests-${randomUUID()}.txt`);
  const child = fork(ENTRY, [], {
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      HEMIS_TEST_ACCEPTED_REQUESTS_FILE: acceptedRequestsFile,
    },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'listening') resolve(message.port);
    });
    void exited.then((code) =>
      reject(new Error(`the server process exited with ${code} before listening:\n${output}`)),
    );
  });

  let drains = 0;
  const drainMail = () =>
    new Promise<void>((resolve) => {
      const id = ++drains;
      const onMessage = (message: ChildMessage) => {
        if (message.type === 'mail-drained' && message.id === id) {
          child.off('message', onMessage);
          resolve();
        }
      };
      child.on('message', onMessage);
      child.send({ type: 'drain-mail', id } satisfies ParentMessage);
    });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  const acceptedRequestIds = () =>
    fs.existsSync(acceptedRequestsFile)
      ? fs.readFileSync(acceptedRequestsFile, 'utf8').split('\n').filter(Boolean)
      : [];
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    acceptedRequestIds,
    exited,
    drainMail,
    stop,
  };
}

export interface ServerCluster {
  /** The round-robin address in front of the processes. */
  url: string;
  processes: ServerProcess[];
  drainMail(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServerProcesses(env: Record<string, string>, count: number): Promise<ServerCluster> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServerProcess(env)));
  const processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(processes.map((process) => process.stop()));
    throw failure.reason;
  }
  const proxy = await startRoundRobinProxy(processes.map((process) => Number(new URL(process.url).port)));
  return {
    url: proxy.url,
    processes,
    drainMail: async () => {
      await Promise.all(processes.map((process) => process.drainMail()));
    },
    stop: async () => {
      await proxy.close();
      const codes = await Promise.all(processes.map((process) => process.stop()));
      const failed = codes.findIndex((code) => code !== 0);
      if (failed >= 0) {
        throw new Error(`a server process exited with ${codes[failed]}:\n${processes[failed]!.output()}`);
      }
    },
  };
}
