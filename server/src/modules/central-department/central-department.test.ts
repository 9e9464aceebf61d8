import { describe, expect, it } from 'vitest';
import { REGISTRY_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

describe('Central departments', () => {
  it('lets a university add its own department, whatever university the body names, and records it', async () => {
    const university = await make.createUniversity();
    const other = await make.createUniversity();
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
    const name = uniqueName('Central Department of Economics');
    const response = await asUser(test, uniAdmin)
      .post('/api/CentralDepartment')
      .send({ name, universityId: other.id, headName: 'Prof. Dr. Ram Prasad Gyanwali', phone: '01-4331234' })
      .expect(201);
    expect(response.body).toMatchObject({ name, universityId: university.id, universityName: university.name });
    const entries = await auditEntriesFor(test.app.prisma, 'CentralDepartment', response.body.id);
    expect(entries).toEqual([expect.objectContaining({ action: 'create', userId: uniAdmin.id })]);
    await asUser(test, uniAdmin).post('/api/CentralDepartment').send({ name }).expect(409);
  });

  it('lists a university’s departments to its campuses, pages them and hides other universities’', async () => {
    const campus = await make.createCampus();
    const grantsBody = asUser(test, await make.createUser({ role: 'SuperAdmin' }));
    const prefix = uniqueName('Dept');
    for (const suffix of ['C', 'A', 'B']) {
      await grantsBody
        .post('/api/CentralDepartment')
        .send({ name: `${prefix} ${suffix}`, universityId: campus.universityId })
        .expect(201);
    }
    const foreign = await make.createUniversity();
    await grantsBody
      .post('/api/CentralDepartment')
      .send({ name: `${prefix} Foreign`, universityId: foreign.id })
      .expect(201);

    const college = asUser(test, await make.createUser({ role: 'CollegeUser', campusId: campus.id }));
    const page = await college.get(`/api/CentralDepartment?search=${prefix}&pageSize=2&sortOrder=desc`).expect(200);
    expect(page.body).toMatchObject({ totalRecords: 3, totalPages: 2 });
    expect(page.body.data.map((row: { name: string }) => row.name)).toEqual([`${prefix} C`, `${prefix} B`]);
  });

  it('answers 404 for another university’s department and leaves it unchanged', async () => {
    const foreign = await make.createUniversity();
    const department = await test.app.prisma.centralDepartment.create({
      data: { universityId: foreign.id, name: uniqueName('Foreign Dept') },
    });
    const api = asUser(
      test,
      await make.createUser({ role: 'UniAdmin', universityId: (await make.createUniversity()).id }),
    );
    await api.get(`/api/CentralDepartment/${department.id}`).expect(404);
    await api.patch(`/api/CentralDepartment/${department.id}`).send({ name: 'Hijacked' }).expect(404);
    expect((await test.app.prisma.centralDepartment.findUniqueOrThrow({ where: { id: department.id } })).name).toBe(
      department.name,
    );
  });

  it('refuses campuses and students, and bad input with one message per field, writing nothing', async () => {
    const campus = await make.createCampus();
    for (const role of ['CollegeAdmin', 'Student'] as const) {
      await asUser(test, await make.createUser({ role, campusId: campus.id }))
        .post('/api/CentralDepartment')
        .send({ name: uniqueName('Refused') })
        .expect(403);
    }
    const api = asUser(test, await make.createUser({ role: 'UgcAdmin' }));
    const before = await test.app.prisma.centralDepartment.count();
    const response = await api
      .post('/api/CentralDepartment')
      .send({ name: ' ', universityId: campus.universityId, phone: '123', email: 'nope' })
      .expect(400);
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.name', message: REGISTRY_MESSAGES.centralDepartmentNameRequired }),
        expect.objectContaining({ field: 'body.phone', message: REGISTRY_MESSAGES.phoneInvalid }),
        expect.objectContaining({ field: 'body.email' }),
      ]),
    );
    expect(await test.app.prisma.centralDepartment.count()).toBe(before);
  });
});
