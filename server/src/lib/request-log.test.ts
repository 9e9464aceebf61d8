import { Writable } from 'node:stream';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../../../tests/support/app.ts';
import { factoriesFor } from '../../../tests/support/factories.ts';
import type { FastifyInstance } from 'fastify';

describe('the request log', () => {
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { logStream: stream });
    await app.ready();
  });
  afterAll(() => app.close());

  const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

  it('writes one line per request: id, method, path without the query, status, time and user', async () => {
    const user = await factoriesFor(app.prisma).createUser({ role: 'CollegeAdmin' });
    const response = await supertest(app.server)
      .get('/api/Subject/GetAllSubjects?search=9800000000&page=1')
      .set('Authorization', `Bearer ${await app.openSession(user.id, { method: 'password', ip: '127.0.0.1' })}`)
      .expect(200);
    const written = linesOf(response.headers['x-request-id'] as string);
    expect(written).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        path: '/api/Subject/GetAllSubjects',
        statusCode: 200,
        ms: expect.any(Number),
        userId: user.id,
      }),
    ]);
    expect(JSON.stringify(written)).not.toContain('9800000000');
  });

  it('writes one line for refused and unknown requests too, with no user', async () => {
    for (const [path, status] of [
      ['/api/Faculty/GetAllFaculties', 401],
      ['/api/no-such-route', 404],
    ] as const) {
      const response = await supertest(app.server).get(path).expect(status);
      const written = linesOf(response.headers['x-request-id'] as string);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({ msg: 'request', path, statusCode: status });
      expect(written[0]!.userId).toBeUndefined();
    }
  });
});
