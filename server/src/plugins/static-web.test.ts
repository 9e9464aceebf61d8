import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './static-web.ts';

const INDEX_HTML = '<!doctype html><title>HEMIS test build</title>';
const APP_JS = 'console.log("hemis");'.repeat(100);

/** A build as web/vite.config.ts writes it: each text file with its brotli and gzip copies. */
function writeWithCompressedCopies(file: string, content: string) {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

describe('serving the built web app', () => {
  let test: TestApp;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'web-dist-'));
    writeWithCompressedCopies(path.join(dist, 'index.html'), INDEX_HTML);
    fs.mkdirSync(path.join(dist, 'assets'));
    writeWithCompressedCopies(path.join(dist, 'assets', 'app-Hash123.js'), APP_JS);
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    test = await createTestApp({ config: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => test.close());

  it('serves index.html at / and for client routes, so reloading a screen works', async () => {
    for (const route of ['/', '/login', '/other-setup/faculty-management', '/reset-password/a%40b.np/token']) {
      const response = await test.api.get(route).expect(200);
      expect(response.text).toContain('HEMIS test build');
    }
  });

  it('serves the built assets', async () => {
    const response = await test.api.get('/assets/app-Hash123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.text).toBe(APP_JS);
  });

  it('sends the brotli copy to a browser that accepts it, else gzip, else the file itself', async () => {
    const brotli = await test.api.get('/assets/app-Hash123.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.text).toBe(APP_JS);

    const gzip = await test.api.get('/assets/app-Hash123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(APP_JS);

    const page = await test.api.get('/login').set('Accept-Encoding', 'br').expect(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.text).toBe(INDEX_HTML);
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    const asset = await test.api.get('/assets/app-Hash123.js').expect(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(IMMUTABLE_CACHE).toMatch(/max-age=31536000.*immutable/);
    for (const route of ['/', '/login', '/favicon.svg']) {
      expect((await test.api.get(route).expect(200)).headers['cache-control']).toBe(REVALIDATE_CACHE);
    }
  });

  it('answers a revalidation of an unchanged page with 304 and no body', async () => {
    const first = await test.api.get('/login').set('Accept-Encoding', 'br').expect(200);
    const again = await test.api
      .get('/login')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
    expect(again.text ?? '').toBe('');
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const route of ['/', '/login', '/assets/app-Hash123.js']) {
      const head = await test.api.head(route).expect(200);
      expect(head.headers['content-type']).toBeDefined();
      expect(head.text ?? '').toBe('');
    }
  });

  it('keeps JSON 404s for unknown API and upload paths', async () => {
    expect((await test.api.get('/api/unknown').expect(404)).body.code).toBe('NOT_FOUND');
    expect((await test.api.get('/uploads/missing.png').expect(404)).body.code).toBe('NOT_FOUND');
    expect((await test.api.post('/login').expect(404)).body.code).toBe('NOT_FOUND');
  });
});
