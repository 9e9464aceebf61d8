/**
 * Prisma's schema engine compiled to WebAssembly (`@prisma/schema-engine-wasm`), used to
 * compute migration SQL without the native engine the Prisma CLI would download.
 * See docs/decisions/0002-offline-migrations.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { DiffTarget, SchemaEngine } from '@prisma/schema-engine-wasm';
import type * as EngineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';

const require = createRequire(import.meta.url);

type WasmExports = Record<string, unknown>;
type BindgenModule = typeof EngineBindings & {
  __wbg_set_wasm(exports: WasmExports): void;
};
/** The part of the WebAssembly API used here (Node's typings for it come with the DOM lib). */
interface WebAssemblyApi {
  instantiate(bytes: Uint8Array, imports: Record<string, unknown>): Promise<{ instance: { exports: WasmExports } }>;
}
const wasm = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

let engineModule: Promise<BindgenModule> | undefined;

/** Instantiates the WebAssembly module once per process, as its generated loader would under a bundler. */
function loadEngineModule(): Promise<BindgenModule> {
  engineModule ??= (async () => {
    const bindings = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as BindgenModule;
    const packageRoot = path.dirname(require.resolve('@prisma/schema-engine-wasm'));
    const bytes = fs.readFileSync(path.join(packageRoot, 'schema_engine_bg.wasm'));
    const { instance } = await wasm.instantiate(bytes, { './schema_engine_bg.js': bindings });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bindings;
  })();
  return engineModule;
}

export type DiffSource = { kind: 'empty' } | { kind: 'schema'; path: string; content: string };

function toTarget(source: DiffSource): DiffTarget {
  return source.kind === 'empty'
    ? { tag: 'empty' }
    : { tag: 'schemaDatamodel', files: [{ path: source.path, content: source.content }] };
}

/**
 * Returns the SQL that turns the database described by `from` into the one described by `to`.
 * The engine opens a connection when created, even for a pure diff, so it needs a live database.
 */
export async function diffSchemas(options: {
  connectionString: string;
  from: DiffSource;
  to: DiffSource;
}): Promise<string> {
  const { SchemaEngine: Engine } = await loadEngineModule();
  const pool = new pg.Pool({ connectionString: options.connectionString, max: 2 });
  const adapterFactory = bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool));
  const datamodels: [string, string][] = [options.from, options.to]
    .filter((source): source is Extract<DiffSource, { kind: 'schema' }> => source.kind === 'schema')
    .map((source) => [source.path, source.content]);
  const engine: SchemaEngine = await Engine.new({ datamodels }, () => undefined, adapterFactory).catch(
    async (error: unknown) => {
      await pool.end();
      throw error;
    },
  );
  try {
    const result = await engine.diff({
      from: toTarget(options.from),
      to: toTarget(options.to),
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.stdout ?? '';
  } finally {
    engine.free();
    await pool.end();
  }
}
