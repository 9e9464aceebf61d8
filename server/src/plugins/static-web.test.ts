import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app.ts';

describe('serving the built web app', () => {
  let test: TestApp;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'web-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>HEMIS test build</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("hemis")');
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
    const response = await test.api.get('/assets/app.js').expect(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('keeps JSON 404s for unknown API and upload paths', async () => {
    expect((await test.api.get('/api/unknown').expect(404)).body.code).toBe('NOT_FOUND');
    expect((await test.api.get('/uploads/missing.png').expect(404)).body.code).toBe('NOT_FOUND');
    expect((await test.api.post('/login').expect(404)).body.code).toBe('NOT_FOUND');
  });
});
