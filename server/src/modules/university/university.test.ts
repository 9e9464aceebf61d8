import { describe, expect, it } from 'vitest';
import { REGISTRY_MESSAGES, SETUP_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor, PNG_BYTES } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

describe('GET /University/GetAllUniversities', () => {
  it('lists every university for the grants body and only its own for a university or campus user', async () => {
    const campus = await make.createCampus();
    const all = await asUser(test, await make.createUser({ role: 'Admin' }))
      .get('/api/University/GetAllUniversities')
      .expect(200);
    expect(all.body.length).toBeGreaterThan(2);
    expect(all.body[0]).toEqual({ id: expect.any(Number), name: expect.any(String), code: expect.any(String) });

    for (const user of [
      await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }),
      await make.createUser({ role: 'CollegeUser', campusId: campus.id }),
    ]) {
      const own = await asUser(test, user).get('/api/university/getalluniversities').expect(200);
      expect(own.body.map((university: { id: number }) => university.id)).toEqual([campus.universityId]);
    }
  });

  it('refuses students and anonymous callers', async () => {
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/University/GetAllUniversities')
      .expect(403);
    await test.api.get('/api/University/GetAllUniversities').expect(401);
  });
});

describe('GET /University/{id}', () => {
  it('answers the logo and name without a token, and the full record to staff in scope', async () => {
    const university = await make.createUniversity();
    const anonymous = await test.api.get(`/api/University/${university.id}`).expect(200);
    expect(anonymous.body).toEqual({ id: university.id, name: university.name, logo: null });

    const staff = await asUser(test, await make.createUser({ role: 'UniAdmin', universityId: university.id }))
      .get(`/api/University/${university.id}`)
      .expect(200);
    expect(staff.body).toMatchObject({ id: university.id, code: university.code, type: 'public', status: true });
  });

  it('gives another university’s staff only the public fields, and 404 for a missing one', async () => {
    const university = await make.createUniversity();
    const outsider = await make.createUser({ role: 'UniAdmin', universityId: (await make.createUniversity()).id });
    const response = await asUser(test, outsider).get(`/api/University/${university.id}`).expect(200);
    expect(Object.keys(response.body).sort()).toEqual(['id', 'logo', 'name']);
    await test.api.get('/api/University/999999').expect(404);
  });
});

describe('POST and PATCH /University', () => {
  it('registers a university with its logo and records it', async () => {
    const admin = await make.createUser({ role: 'UgcAdmin' });
    const name = uniqueName('University of Testing');
    const response = await asUser(test, admin)
      .post('/api/University')
      .field('code', uniqueName('UT'))
      .field('name', ` ${name} `)
      .field('type', 'Private')
      .field('establishedYear', '2001')
      .attach('logo', PNG_BYTES, 'logo.png')
      .expect(201);
    expect(response.body).toMatchObject({ name, type: 'private', establishedYear: 2001, status: true });
    expect(response.body.logo).toMatch(/^university-logo-.+\.png$/);
    const [entry] = await auditEntriesFor(test.app.prisma, 'University', response.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: admin.id });
  });

  it('answers 400 for a missing name or code and 409 for a duplicate', async () => {
    const api = asUser(test, await make.createUser({ role: 'Admin' }));
    const invalid = await api.post('/api/University').send({ code: '', type: 'state' }).expect(400);
    expect(invalid.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.code', message: SETUP_MESSAGES.universityCodeRequired }),
        expect.objectContaining({ field: 'body.name', message: SETUP_MESSAGES.universityNameRequired }),
        expect.objectContaining({ field: 'body.type', message: SETUP_MESSAGES.universityTypeInvalid }),
      ]),
    );
    const existing = await make.createUniversity();
    const duplicate = await api
      .post('/api/University')
      .send({ code: uniqueName('X'), name: existing.name })
      .expect(409);
    expect(duplicate.body.message).toBe(SETUP_MESSAGES.universityExists);
  });

  it('updates a university and records the change; university admins may not', async () => {
    const university = await make.createUniversity();
    const admin = await make.createUser({ role: 'Admin' });
    const response = await asUser(test, admin)
      .patch(`/api/University/${university.id}`)
      .send({ website: 'https://example.edu.np' })
      .expect(200);
    expect(response.body.website).toBe('https://example.edu.np');
    const entries = await auditEntriesFor(test.app.prisma, 'University', university.id);
    expect(entries.at(-1)?.changes).toEqual({ website: { from: null, to: 'https://example.edu.np' } });

    await asUser(test, await make.createUser({ role: 'UniAdmin', universityId: university.id }))
      .patch(`/api/University/${university.id}`)
      .send({ website: 'x' })
      .expect(403);
  });
});

describe('GET /University (the university list)', () => {
  it('pages, searches and sorts universities with their campus counts', async () => {
    const prefix = uniqueName('Listed');
    const small = await make.createUniversity({ name: `${prefix} A` });
    const large = await make.createUniversity({ name: `${prefix} B` });
    await make.createCampus({ universityId: small.id });
    for (let index = 0; index < 3; index += 1) await make.createCampus({ universityId: large.id });
    const api = asUser(test, await make.createUser({ role: 'SuperAdmin' }));

    const byCount = await api.get(`/api/University?search=${prefix}&sortBy=campusCount&sortOrder=desc`).expect(200);
    expect(byCount.body).toMatchObject({ totalRecords: 2, page: 1, pageSize: 25 });
    expect(byCount.body.data.map((row: { id: number; campusCount: number }) => [row.id, row.campusCount])).toEqual([
      [large.id, 3],
      [small.id, 1],
    ]);
    expect(byCount.body.data[0]).toMatchObject({ name: large.name, shortName: large.code, type: 'public' });

    const paged = await api.get(`/api/University?search=${prefix}&pageSize=1&page=2`).expect(200);
    expect(paged.body).toMatchObject({
      totalRecords: 2,
      totalPages: 2,
      data: [expect.objectContaining({ id: large.id })],
    });
  });

  it('shows a university only itself and refuses bad sorting and students', async () => {
    const university = await make.createUniversity();
    const response = await asUser(test, await make.createUser({ role: 'UniAdmin', universityId: university.id }))
      .get('/api/University?pageSize=100')
      .expect(200);
    expect(response.body.data.map((row: { id: number }) => row.id)).toEqual([university.id]);
    const bad = await asUser(test, await make.createUser({ role: 'Admin' }))
      .get('/api/University?sortBy=colour&type=galactic')
      .expect(400);
    expect(bad.body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'querystring.sortBy',
      'querystring.type',
    ]);
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/University')
      .expect(403);
  });
});

describe('University contact details', () => {
  it('refuses a phone number that is not a Nepal number, writing nothing', async () => {
    const code = uniqueName('PH');
    const response = await asUser(test, await make.createUser({ role: 'SuperAdmin' }))
      .post('/api/University')
      .send({ code, name: `${code} University`, phone: '+1 555 0100' })
      .expect(400);
    expect(response.body.issues).toMatchObject([{ field: 'body.phone', message: REGISTRY_MESSAGES.phoneInvalid }]);
    expect(await test.app.prisma.university.count({ where: { code } })).toBe(0);
  });
});
