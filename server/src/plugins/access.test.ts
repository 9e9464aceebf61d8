/**
 * The access guard's start-up check (every API route declares a permission the table knows)
 * and the scope helper: a campus's and a university's users reach only their own records.
 * The matrix of every route against every role is access-matrix.test.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { foundOrNotFound, scopeWhere } from '../lib/scope.ts';
import type { Prisma } from '../db/prisma.ts';
import { createTestApp, testConfig, type TestApp } from '../../../tests/support/app.ts';
import { factoriesFor } from '../../../tests/support/factories.ts';
import { asUser } from '../../../tests/support/session.ts';
import { signedInActor } from './auth.ts';

describe('start-up check', () => {
  it('refuses an API route that declares no permission, or one the table does not know', async () => {
    const app = await buildApp(testConfig());
    try {
      expect(() => app.get('/api/unguarded', async () => 'open')).toThrow(/declares no access rule/);
      expect(() =>
        app.get('/api/misspelt', { config: { access: 'faculty:destroy' as 'faculty:create' } }, async () => 'open'),
      ).toThrow(/permission table does not know: faculty:destroy/);
    } finally {
      await app.close();
    }
  });
});

/**
 * The scope helper through HTTP, on routes this test adds in the shape setup routes take
 * (list, read, change): records of another campus or university look missing.
 */
describe('scope', () => {
  let test: TestApp;
  let make: ReturnType<typeof factoriesFor>;
  const IdParams = z.object({ id: z.coerce.number().int() });
  const campusColumns = { campusField: 'id', universityField: 'universityId' } as const;

  beforeAll(async () => {
    test = await createTestApp({
      prepare: (app) => {
        const api = app.withTypeProvider<ZodTypeProvider>();
        const inScope = (request: FastifyRequest, where: Prisma.CampusWhereInput = {}) =>
          scopeWhere<Prisma.CampusWhereInput>(signedInActor(request).scope, campusColumns, where);
        const findInScope = async (request: FastifyRequest, id: number) =>
          foundOrNotFound(
            await app.prisma.campus.findFirst({ where: inScope(request, { id }), select: { id: true } }),
            'Campus',
          );

        api.get('/api/test/campuses', { config: { access: 'campus:read' } }, async (request) =>
          app.prisma.campus.findMany({ where: inScope(request), select: { id: true } }),
        );
        api.get(
          '/api/test/campuses/:id',
          { schema: { params: IdParams }, config: { access: 'campus:read' } },
          async (request) => findInScope(request, request.params.id),
        );
        api.patch(
          '/api/test/campuses/:id',
          { schema: { params: IdParams }, config: { access: 'campus:update' } },
          async (request) => {
            const { id } = await findInScope(request, request.params.id);
            return app.prisma.campus.update({ where: { id }, data: { phoneNo: 'changed' }, select: { id: true } });
          },
        );
      },
    });
    make = factoriesFor(test.app.prisma);
  });
  afterAll(() => test.close());

  it('keeps a college admin to its own campus: another campus cannot be listed, read or changed', async () => {
    const own = await make.createCampus();
    const other = await make.createCampus({ universityId: own.universityId });
    const api = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: own.id }));

    const listed = await api.get('/api/test/campuses').expect(200);
    expect(listed.body).toEqual([{ id: own.id }]);
    await api.get(`/api/test/campuses/${own.id}`).expect(200);
    const read = await api.get(`/api/test/campuses/${other.id}`).expect(404);
    const missing = await api.get('/api/test/campuses/999999').expect(404);
    expect(read.body.message).toBe(missing.body.message);
    await api.patch(`/api/test/campuses/${other.id}`).expect(404);
    const untouched = await test.app.prisma.campus.findUniqueOrThrow({ where: { id: other.id } });
    expect(untouched.phoneNo).toBeNull();
    await api.patch(`/api/test/campuses/${own.id}`).expect(200);
  });

  it('keeps a university admin to its own university’s campuses', async () => {
    const own = await make.createCampus();
    const sibling = await make.createCampus({ universityId: own.universityId });
    const foreign = await make.createCampus();
    const api = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: own.universityId }));

    const listed = await api.get('/api/test/campuses').expect(200);
    expect(listed.body.map((campus: { id: number }) => campus.id).sort()).toEqual([own.id, sibling.id].sort());
    await api.get(`/api/test/campuses/${sibling.id}`).expect(200);
    await api.get(`/api/test/campuses/${foreign.id}`).expect(404);
    await api.patch(`/api/test/campuses/${foreign.id}`).expect(404);
  });

  it('lets the grants body reach every campus', async () => {
    const campus = await make.createCampus();
    const api = asUser(test, await make.createUser({ role: 'Admin' }));
    await api.get(`/api/test/campuses/${campus.id}`).expect(200);
    const listed = await api.get('/api/test/campuses').expect(200);
    expect(listed.body.length).toBeGreaterThan(1);
  });
});
