import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below this, compression saves less than the header it costs. */
const SMALLEST_COMPRESSED_BYTES = 1024;

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    );
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at
 * the strongest settings: the server sends the one the browser accepts, and compresses
 * nothing per request (issue: the request path at the platform's speed).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hemis-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < SMALLEST_COMPRESSED_BYTES) continue;
        const brotli = brotliCompressSync(content, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: zlib.Z_BEST_COMPRESSION }));
      }
    },
  };
}

// In development the API runs on port 3000 (npm run dev) and Vite proxies to it.
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod and the module that turns its eval probe off share one chunk, so the probe is
            // off before any chunk builds a schema: a chunk of shared schemas (contracts) may
            // otherwise run before the entry's own first import, and the probe is a
            // Content-Security-Policy violation (web/src/lib/zod-without-eval.ts).
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]lib[\\/]zod-without-eval\.ts$/, priority: 10 },
          ],
        },
      },
    },
  },
});
