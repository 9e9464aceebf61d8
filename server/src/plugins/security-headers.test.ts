import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app.ts';

/** The Content-Security-Policy header as directive -> sources. */
function policyOf(header: string | undefined): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers over plain http', () => {
  let test: TestApp;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'web-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>HEMIS test build</title>');
    test = await createTestApp({ config: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => test.close());

  it('sends a policy allowing only HEMIS itself: no inline script, no eval, no framing', async () => {
    const policy = policyOf((await test.api.get('/login').expect(200)).headers['content-security-policy']);
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
      'frame-src': ["'self'", 'blob:'],
    });
    // MUI's empty style elements only (the SHA-256 of nothing), never 'unsafe-inline'.
    expect(policy['style-src']).toEqual(["'self'", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it("lets forms post to HEMIS and to the payment gateway's origin only", async () => {
    const policy = policyOf((await test.api.get('/login').expect(200)).headers['content-security-policy']);
    expect(policy['form-action']).toEqual(["'self'", 'https://rc-epay.esewa.com.np']);
  });

  it('sends nosniff, no referrer, no framing and no HSTS on pages, API answers, errors and uploads', async () => {
    const answers = [
      await test.api.get('/').expect(200),
      await test.api.get('/api/health').expect(200),
      await test.api.get('/api/Faculty/GetAllFaculty').expect(401),
      await test.api.get('/api/unknown').expect(404),
      await test.api.get('/uploads/campus-66-logo.png'),
    ];
    for (const { headers } of answers) {
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
      });
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers).not.toHaveProperty('strict-transport-security');
    }
  });

  it('lets the API documentation page use inline styles, and nothing else more', async () => {
    const response = await test.api.get('/api/docs').expect(200);
    const docs = policyOf(response.headers['content-security-policy']);
    const app = policyOf((await test.api.get('/api/health')).headers['content-security-policy']);
    expect(docs['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect({ ...docs, 'style-src': app['style-src'] }).toEqual(app);
  });
});

describe('security headers when PUBLIC_URL is https', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ config: { PUBLIC_URL: 'https://hemis.example.edu.np' } });
  });
  afterAll(() => test.close());

  it('sends HSTS for a year and asks browsers to upgrade any http address', async () => {
    const response = await test.api.get('/api/health').expect(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
  });
});

describe('security headers when map tiles are configured', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ config: { MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' } });
  });
  afterAll(() => test.close());

  it('allows images from the tile host, and nothing else more', async () => {
    const policy = policyOf((await test.api.get('/api/health').expect(200)).headers['content-security-policy']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://*.tile.example.org']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });
});
