/**
 * Generates the Prisma Client without network access. The Prisma CLI looks for a
 * native schema engine it would download; `generate` does not run it, so any
 * existing file satisfies the check (docs/decisions/0002-offline-migrations.md).
 *
 * The generated client then loads its query compiler from a .wasm file written beside it,
 * instead of a module holding the compiler as base64 text: that text (2.2 MB) stayed in the
 * server's memory twice, as the module's source and as the string decoded from it
 * (docs/decisions/0023-compiled-server.md).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const prismaCli = path.join(path.dirname(require.resolve('prisma/package.json')), 'build', 'index.js');
const generatedInternals = path.join(import.meta.dirname, '..', 'server', 'src', 'generated', 'prisma', 'internal');
const COMPILER_FILE = 'query-compiler.wasm';

/** The generated loader of the compiler, naming the base64 module it imports. */
const BASE64_LOADER =
  /getQueryCompilerWasmModule: async \(\) => \{\s*const \{ wasm \} = await import\("([^"]+\.wasm-base64\.mjs)"\)\s*return await decodeBase64AsWasm\(wasm\)\s*\}/;

const FILE_LOADER = `getQueryCompilerWasmModule: async () => {
    const { readFile } = await import('node:fs/promises')
    return new WebAssembly.Module(await readFile(new URL('./${COMPILER_FILE}', import.meta.url)))
  }`;

async function loadCompilerFromFile(): Promise<void> {
  const classFile = path.join(generatedInternals, 'class.ts');
  const source = fs.readFileSync(classFile, 'utf8');
  const loader = BASE64_LOADER.exec(source);
  if (!loader?.[1]) {
    throw new Error(`${classFile} no longer loads the query compiler as expected: update scripts/prisma-generate.ts`);
  }
  const base64Module = require.resolve(loader[1]);
  const { wasm } = (await import(pathToFileURL(base64Module).href)) as { wasm: string };
  fs.writeFileSync(path.join(generatedInternals, COMPILER_FILE), Buffer.from(wasm, 'base64'));
  fs.writeFileSync(classFile, source.replace(BASE64_LOADER, FILE_LOADER));
}

const result = spawnSync(process.execPath, [prismaCli, 'generate'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
if (result.status !== 0) process.exit(result.status ?? 1);
await loadCompilerFromFile();
