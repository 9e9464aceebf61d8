/**
 * The server built ahead of time (docs/decisions/0023-compiled-server.md): esbuild bundles
 * `npm start`'s entry with our own TypeScript (server, contracts, seed, scripts) into
 * dist/start.js with a source map, and leaves every package of node_modules to Node, so
 * packages that read files beside themselves (fonts, wasm, native modules) work as installed.
 * `npm start` runs the bundle with plain node; `npm run dev` and the tests run the sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { isOlderThanSources } from './freshness.ts';
import { repoRoot } from './paths.ts';

export const serverDistDir = path.join(repoRoot, 'dist');
const ENTRY = path.join(repoRoot, 'scripts', 'start.ts');
const BUILT_ENTRY = path.join(serverDistDir, 'start.js');

/**
 * How `npm start` (package.json), the Dockerfile and the bench run the build, as arguments of
 * node. One V8 worker thread and young-generation semi-spaces of 2 MB: 30 to 40 MB less
 * resident after start, with no measurable cost per request (docs/decisions/0023-compiled-server.md).
 * No --enable-source-maps: the bundle maps its stack traces itself (SOURCE_MAPS_ON_DEMAND).
 */
export const BUILT_START_ARGS = [
  '--v8-pool-size=1',
  '--max-semi-space-size=2',
  path.relative(repoRoot, BUILT_ENTRY),
] as const;

/**
 * The bundle's first statement. Node's --enable-source-maps reads the map of every module as it
 * loads, the packages' own maps included: about 10 MB of the server's heap for the rare stack
 * trace. source-map-support reads a map when a stack trace first passes through its file.
 */
const SOURCE_MAPS_ON_DEMAND = "import 'source-map-support/register.js';";

/** Everything the bundle is made of, and what decides how it is made. */
const SERVER_SOURCES = [
  'server/src',
  'contracts/src',
  'prisma/seed',
  'scripts/start.ts',
  'scripts/lib',
  'package.json',
  'server/package.json',
  'contracts/package.json',
];

/**
 * Our own modules are bundled; every other bare import (a package) stays an import. The
 * workspace packages (@hemis/contracts) point at TypeScript, which plain node cannot load.
 *
 * A bundled module still means its own source file by `import.meta.url`: modules find files
 * beside them (prisma/seed/data, the checkout's root, the generated Prisma client's folder),
 * and those files stay in the checkout where the sources are.
 */
const ownModulesOnly: Plugin = {
  name: 'own-modules-only',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hemis/') ? undefined : { path: args.path, external: true },
    );
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      const fromOutput = path.relative(serverDistDir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

/** How an entry of ours is bundled: the server's, and the test's of how its stack traces read. */
export function bundleOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Stack traces name the sources, which stay in the checkout: the map need not carry them.
    sourcesContent: false,
    banner: { js: SOURCE_MAPS_ON_DEMAND },
    plugins: [ownModulesOnly],
    logLevel: 'warning',
  };
}

export async function buildServer(): Promise<void> {
  fs.rmSync(serverDistDir, { recursive: true, force: true });
  await build(bundleOptions(ENTRY, BUILT_ENTRY));
}

export function isServerBuildStale(): boolean {
  return isOlderThanSources(BUILT_ENTRY, SERVER_SOURCES);
}

export async function buildServerIfStale(log: (line: string) => void): Promise<void> {
  if (!isServerBuildStale()) return;
  log('building the server ...');
  await buildServer();
}
