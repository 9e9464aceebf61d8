import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { SERVER_MESSAGES, SPEC_MESSAGES, VALIDATION_MESSAGES, messageKeyOf } from '@hemis/contracts';
import { findFreePort } from '../../../scripts/lib/embedded-postgres.ts';
import { AppError } from '../lib/app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/prisma-errors.ts';
import { inTransaction } from '../lib/records.ts';
import { createTestApp, testConfig, type TestApp } from '../../../tests/support/app.ts';

const CreateThingBody = z.object({
  code: z.string().trim().min(1, 'Code is required'),
  name: z.string().trim().min(1, 'Name is required'),
  year: z.coerce.number().int().min(1900, 'Year must be 1900 or later'),
});

/** A schema whose refinement assumes its input is an object, as a careless one might. */
const AssumesAnObject = z.unknown().refine((value) => (value as { code: string }).code.length > 0);

/** Routes that exercise each kind of failure the errors plugin must turn into an answer. */
function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/probe/universities',
    { schema: { body: CreateThingBody }, config: { access: 'public' } },
    async (request, reply) => {
      const created = await app.prisma.university.create({
        data: { code: request.body.code, name: request.body.name, establishedYear: request.body.year },
      });
      return reply.status(201).send({ id: created.id });
    },
  );
  typed.post(
    '/api/probe/careless',
    { schema: { body: AssumesAnObject, querystring: z.object({}).passthrough() }, config: { access: 'public' } },
    async () => ({ accepted: true }),
  );
  typed.get(
    '/api/probe/careless',
    {
      schema: { querystring: z.preprocess((query) => (query as { q: string }).q.trim(), z.string()) },
      config: { access: 'public' },
    },
    async () => ({ accepted: true }),
  );
  typed.get('/api/probe/conflict', { config: { access: 'public' } }, async () => {
    throw AppError.conflict('Faculty already exists!');
  });
  typed.get('/api/probe/missing', { config: { access: 'public' } }, async () => {
    await app.prisma.university.update({ where: { id: -1 }, data: { name: 'nobody' } });
  });
  // A write outliving its transaction's limit: the university it made must roll back.
  typed.post(
    '/api/probe/slow-write',
    { schema: { querystring: z.object({ timeout: z.coerce.number().int() }) }, config: { access: 'public' } },
    async (request) => {
      await inTransaction(
        app.prisma,
        async (db) => {
          await db.university.create({ data: { code: 'PROBE-SLOW', name: 'Probe Slow', establishedYear: 2000 } });
          await db.$executeRaw`SELECT pg_sleep(0.4)`;
          await db.university.count();
        },
        { timeout: request.query.timeout },
      );
      return { saved: true };
    },
  );
  // An id of twelve digits, which no integer column holds, read through Prisma and through SQL.
  typed.get(
    '/api/probe/universities/:id',
    { schema: { params: z.object({ id: z.coerce.number().int() }) }, config: { access: 'public' } },
    async (request) => app.prisma.university.findUnique({ where: { id: request.params.id } }),
  );
  typed.get(
    '/api/probe/universities-sql/:id',
    { schema: { params: z.object({ id: z.coerce.number().int() }) }, config: { access: 'public' } },
    async (request) => app.prisma.$queryRaw`SELECT "id" FROM "University" WHERE "id" = ${request.params.id}::int`,
  );
  typed.get('/api/probe/crash', { config: { access: 'public' } }, async () => {
    throw new Error('secret internal detail');
  });
}

describe('the errors plugin', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ prepare: addProbeRoutes });
  });
  afterAll(() => test.close());

  const countUniversities = () => test.app.prisma.university.count();

  it('answers bad input with 400 and one message per field, and writes nothing', async () => {
    const before = await countUniversities();
    const response = await test.api.post('/api/probe/universities').send({ code: '  ', year: 'long ago' }).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.code', message: 'Code is required' }),
        expect.objectContaining({ field: 'body.name' }),
        expect.objectContaining({ field: 'body.year' }),
      ]),
    );
    expect(await countUniversities()).toBe(before);
  });

  it('answers input a schema throws on with 400 naming the request part, not 500', async () => {
    const body = await test.api
      .post('/api/probe/careless')
      .set('content-type', 'application/json')
      .send('null')
      .expect(400);
    expect(body.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ field: 'body', message: SERVER_MESSAGES.unreadableInput }],
    });
    const query = await test.api.get('/api/probe/careless').expect(400);
    expect(query.body.issues).toMatchObject([{ field: 'querystring', message: SERVER_MESSAGES.unreadableInput }]);
    await test.api.post('/api/probe/careless').send({ code: 'ok' }).expect(200);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await test.api
      .post('/api/probe/universities')
      .set('content-type', 'application/json')
      .send('{"code": ')
      .expect(400);
    expect(response.body.code).toBe('BAD_REQUEST');
  });

  it('answers a transaction that outlives its timeout with 503 and Retry-After, having written nothing', async () => {
    const before = await countUniversities();
    const response = await test.api.post('/api/probe/slow-write?timeout=100').expect(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.body).toMatchObject({ code: 'DATABASE_BUSY', message: SERVER_MESSAGES.databaseBusy });
    expect(await countUniversities()).toBe(before);
  });

  it('lets a transaction given a longer timeout finish the same write', async () => {
    await test.api.post('/api/probe/slow-write?timeout=5000').expect(200, { saved: true });
    await test.app.prisma.university.deleteMany({ where: { code: 'PROBE-SLOW' } });
  });

  it('answers a unique violation with 409', async () => {
    const body = { code: 'PROBE-UNIQUE', name: 'Probe University', year: 2000 };
    await test.api.post('/api/probe/universities').send(body).expect(201);
    const response = await test.api.post('/api/probe/universities').send(body).expect(409);
    expect(response.body.code).toBe('CONFLICT');
  });

  it('answers a number beyond its column (an id of twelve digits) with 400, through Prisma or SQL, not 500', async () => {
    for (const path of ['/api/probe/universities/99999999999', '/api/probe/universities-sql/99999999999']) {
      const response = await test.api.get(path).expect(400);
      expect(response.body).toMatchObject({ code: 'BAD_REQUEST', message: SERVER_MESSAGES.numberOutOfRange });
    }
  });

  it('answers an AppError with its status, code and message', async () => {
    const response = await test.api.get('/api/probe/conflict').expect(409);
    expect(response.body).toMatchObject({ code: 'CONFLICT', message: 'Faculty already exists!' });
  });

  it('names a message of the contract by its key, on the answer and on each field issue, and no other', async () => {
    const conflict = await test.api.get('/api/probe/conflict').expect(409);
    expect(conflict.body).toMatchObject({ message: SPEC_MESSAGES.facultyExists, messageKey: 'spec.facultyExists' });

    const refused = await test.api
      .post('/api/probe/universities')
      .send({ code: ' ', name: 'Probe', year: 1 })
      .expect(400);
    const issues = Object.fromEntries(
      (refused.body.issues as { field: string; messageKey?: string }[]).map((issue) => [issue.field, issue.messageKey]),
    );
    expect(issues).toEqual({ 'body.code': messageKeyOf(VALIDATION_MESSAGES.codeRequired), 'body.year': undefined });
    expect(refused.body.messageKey).toBeUndefined();

    const crash = await test.api.get('/api/probe/crash').expect(500);
    expect(crash.body.messageKey).toBeUndefined();
  });

  it('answers a missing record with 404', async () => {
    const response = await test.api.get('/api/probe/missing').expect(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('answers an unexpected error with 500, a generic message and the request id, hiding the detail', async () => {
    const response = await test.api.get('/api/probe/crash').set('x-request-id', 'crash-1').expect(500);
    expect(response.body).toMatchObject({ code: 'INTERNAL', requestId: 'crash-1' });
    expect(JSON.stringify(response.body)).not.toContain('secret internal detail');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await test.api.get('/api/no/such/route').expect(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });
});

describe('the errors plugin while the database cannot be reached', () => {
  let test: TestApp;
  beforeAll(async () => {
    const nowhere = `postgresql://postgres:postgres@127.0.0.1:${await findFreePort()}/hemis`;
    test = await createTestApp({ config: { DATABASE_URL: nowhere }, prepare: addProbeRoutes });
  });
  afterAll(() => test.close());

  it('answers reads and writes with 503, Retry-After and a message saying to try again, not 500', async () => {
    const read = await test.api.get('/api/probe/missing').expect(503);
    const write = await test.api
      .post('/api/probe/universities')
      .send({ code: 'PROBE-DOWN', name: 'Probe Down', year: 2000 })
      .expect(503);
    for (const response of [read, write]) {
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(response.body).toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        message: SERVER_MESSAGES.databaseUnavailable,
      });
    }
  });

  it('reports the database down on /api/ready', async () => {
    const response = await test.api.get('/api/ready').expect(503);
    expect(response.body).toMatchObject({ status: 'not-ready', database: 'down' });
  });
});

describe('route declarations', () => {
  it('refuse to boot when an API route declares no access rule', async () => {
    const app = await buildApp(testConfig());
    try {
      expect(() => app.get('/api/undeclared', async () => 'open')).toThrow(/declares no access rule/);
    } finally {
      await app.close();
    }
  });
});
