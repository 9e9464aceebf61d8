import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { migrationsDir } from '../../../../scripts/lib/paths.ts';

describe('health and readiness', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('answers /api/health while the process runs', async () => {
    const response = await test.api.get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
  });

  it('reports ready when the database answers and every migration is applied', async () => {
    const response = await test.api.get('/api/ready').expect(200);
    expect(response.body).toEqual({ status: 'ready', database: 'up', pendingMigrations: [], failedMigrations: [] });
  });

  it('matches API paths case-insensitively', async () => {
    await test.api.get('/API/Health').expect(200);
    await test.api.get('/api/READY').expect(200);
  });

  it('echoes the caller’s request id, or makes one', async () => {
    const echoed = await test.api.get('/api/health').set('x-request-id', 'trace-123').expect(200);
    expect(echoed.headers['x-request-id']).toBe('trace-123');
    const generated = await test.api.get('/api/health').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document with the health routes', async () => {
    const response = await test.api.get('/api/docs/json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready']));
  });
});

describe('readiness with a migration not yet applied', () => {
  let test: TestApp;
  beforeAll(async () => {
    const folder = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'migrations-'));
    fs.cpSync(migrationsDir, folder, { recursive: true });
    fs.mkdirSync(path.join(folder, '99999999999999_not_applied'));
    fs.writeFileSync(path.join(folder, '99999999999999_not_applied', 'migration.sql'), 'SELECT 1;');
    test = await createTestApp({ config: { MIGRATIONS_DIR: folder } });
  });
  afterAll(() => test.close());

  it('answers 503 and names the pending migration', async () => {
    const response = await test.api.get('/api/ready').expect(503);
    expect(response.body.status).toBe('not-ready');
    expect(response.body.pendingMigrations).toEqual(['99999999999999_not_applied']);
  });
});
