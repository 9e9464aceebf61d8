import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app.ts';

interface Operation {
  tags?: string[];
  summary?: string;
  responses?: Record<string, unknown>;
  requestBody?: unknown;
}

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('the OpenAPI document', () => {
  it('describes every API route with its tags, summary and response schema, and the body of each write', async () => {
    const response = await test.api.get('/api/docs/json').expect(200);
    const paths = response.body.paths as Record<string, Record<string, Operation>>;
    const missing: string[] = [];
    for (const { method, url } of test.app.routeAccess) {
      const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = paths[path]?.[method.toLowerCase()];
      const isWrite = ['POST', 'PUT', 'PATCH'].includes(method);
      const routeHasBody = isWrite && !/UpdateLongitude|GetCodeUser/i.test(url);
      if (!operation?.summary || !operation.tags?.length || !operation.responses) missing.push(`${method} ${url}`);
      else if (routeHasBody && !operation.requestBody) missing.push(`${method} ${url} (body)`);
    }
    expect(missing).toEqual([]);
  });
});
