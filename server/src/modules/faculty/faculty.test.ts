import { describe, expect, it } from 'vitest';
import { SETUP_MESSAGES, SPEC_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import {
  auditEntriesFor,
  expectPostRefused,
  listOwnUniversityRecords,
  readOwnUniversityRecord,
} from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const FACULTY_FIELDS = [
  'alias',
  'campusId',
  'code',
  'detail',
  'facultyName',
  'facultyType',
  'id',
  'shortName',
  'status',
  'universityId',
];

const { test, make } = useTestApp();

describe('POST /Faculty', () => {
  it('adds a faculty from a multipart form for the college admin’s campus and university, trimmed, and audits it', async () => {
    const campus = await make.createCampus();
    const otherUniversity = await make.createUniversity();
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const facultyName = uniqueName('Faculty of Science');

    const response = await asUser(test, admin)
      .post('/api/Faculty')
      .field('FacultyName', `  ${facultyName} `)
      .field('facultyType', 'technical')
      .field('shortName', ' FoS ')
      .field('code', ' FOS-1 ')
      .field('universityId', String(otherUniversity.id))
      .field('campusId', '66')
      .field('status', 'false')
      .expect(201);

    expect(Object.keys(response.body).sort()).toEqual(FACULTY_FIELDS);
    expect(response.body).toMatchObject({
      facultyName,
      facultyType: 'technical',
      shortName: 'FoS',
      code: 'FOS-1',
      universityId: campus.universityId,
      campusId: campus.id,
      status: false,
      alias: null,
      detail: null,
    });
    const [entry] = await auditEntriesFor(test.app.prisma, 'Faculty', response.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: admin.id, actorRole: 'CollegeAdmin' });
    expect(entry?.changes).toMatchObject({ facultyName, universityId: campus.universityId });
  });

  it('answers 400 with one message per missing field and writes nothing', async () => {
    const admin = await make.createUser({ role: 'UniAdmin', universityId: (await make.createUniversity()).id });
    const before = await test.app.prisma.faculty.count();
    const response = await asUser(test, admin)
      .post('/api/Faculty')
      .send({ facultyName: '   ', facultyType: 'science' })
      .expect(400);
    expect(response.body.issues).toMatchObject([
      { field: 'body.facultyName', message: SETUP_MESSAGES.facultyNameRequired },
      { field: 'body.facultyType', message: SETUP_MESSAGES.facultyTypeRequired },
      { field: 'body.shortName', message: SETUP_MESSAGES.shortNameRequired },
    ]);
    expect(await test.app.prisma.faculty.count()).toBe(before);
  });

  it('answers 409 "Faculty already exists!" for a second faculty of the same name in a university', async () => {
    const university = await make.createUniversity();
    const existing = await make.createFaculty({ universityId: university.id });
    const response = await asUser(test, await make.createUser({ role: 'UniAdmin', universityId: university.id }))
      .post('/api/Faculty')
      .send({ facultyName: existing.facultyName, facultyType: 'general', shortName: 'X' })
      .expect(409);
    expect(response.body.message).toBe(SPEC_MESSAGES.facultyExists);
  });

  it('makes the grants body name an existing university', async () => {
    const api = asUser(test, await make.createUser({ role: 'SuperAdmin' }));
    const body = { facultyName: uniqueName('F'), facultyType: 'general', shortName: 'F' };
    const missing = await api.post('/api/Faculty').send(body).expect(400);
    expect(missing.body.message).toBe(SETUP_MESSAGES.universityRequired);
    const university = await make.createUniversity();
    const created = await api
      .post('/api/Faculty')
      .send({ ...body, universityId: university.id })
      .expect(201);
    expect(created.body).toMatchObject({ universityId: university.id, campusId: null });
  });

  it('refuses a college user', async () => {
    await expectPostRefused(test, make, '/api/Faculty', ['CollegeUser'], {
      facultyName: uniqueName('F'),
      facultyType: 'general',
      shortName: 'F',
    });
  });
});

describe('GET /Faculty', () => {
  it('reads a faculty of the caller’s university and answers 404 for another university’s', async () => {
    const { own, response } = await readOwnUniversityRecord(test, make, {
      role: 'CollegeUser',
      path: '/api/Faculty',
      create: (universityId) => make.createFaculty({ universityId }),
    });
    expect(Object.keys(response.body).sort()).toEqual(FACULTY_FIELDS);
    expect(response.body).toMatchObject({ id: own.id, facultyName: own.facultyName });
  });

  it('lists the faculties of the caller’s university only, with or without a university id', async () => {
    const { own, lists } = await listOwnUniversityRecords(test, make, {
      role: 'UniAdmin',
      create: (universityId) => make.createFaculty({ universityId }),
      own: (universityId) => [
        '/api/Faculty/GetAllFaculties',
        `/api/Faculty/GetAllFaculties/${universityId}`,
        '/api/Faculty/GetAllFaculties/0',
      ],
      foreign: (universityId) => `/api/Faculty/GetAllFaculties/${universityId}`,
    });
    for (const list of lists) expect(list.map((faculty: { id: number }) => faculty.id)).toEqual([own.id]);
  });

  it('lists every university’s faculties for the grants body', async () => {
    const response = await asUser(test, await make.createUser({ role: 'UgcAdmin' }))
      .get('/api/Faculty/GetAllFaculties')
      .expect(200);
    expect(
      new Set(response.body.map((faculty: { universityId: number }) => faculty.universityId)).size,
    ).toBeGreaterThan(1);
  });
});

describe('PATCH /Faculty/{id}', () => {
  it('updates a faculty the campus created and records from and to', async () => {
    const campus = await make.createCampus();
    const faculty = await make.createFaculty({ universityId: campus.universityId, campusId: campus.id });
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const response = await asUser(test, admin)
      .patch(`/api/Faculty/${faculty.id}`)
      .send({ detail: ' Evening classes ', status: 'false' })
      .expect(200);
    expect(response.body).toMatchObject({ id: faculty.id, detail: 'Evening classes', status: false });
    const entries = await auditEntriesFor(test.app.prisma, 'Faculty', faculty.id);
    expect(entries.at(-1)).toMatchObject({ action: 'update', userId: admin.id });
    expect(entries.at(-1)?.changes).toEqual({
      detail: { from: null, to: 'Evening classes' },
      status: { from: true, to: false },
    });
  });

  it('answers 404 to a campus for its university’s shared faculty and to another university', async () => {
    const campus = await make.createCampus();
    const shared = await make.createFaculty({ universityId: campus.universityId });
    const foreign = await make.createFaculty({ universityId: (await make.createUniversity()).id });
    await asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }))
      .patch(`/api/Faculty/${shared.id}`)
      .send({ detail: 'x' })
      .expect(404);
    await asUser(test, await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }))
      .patch(`/api/Faculty/${foreign.id}`)
      .send({ detail: 'x' })
      .expect(404);
    await asUser(test, await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }))
      .patch(`/api/Faculty/${shared.id}`)
      .send({ detail: 'Shared by the university' })
      .expect(200);
  });

  it('answers 409 when renamed to another faculty’s name and 400 for a blank name', async () => {
    const university = await make.createUniversity();
    const first = await make.createFaculty({ universityId: university.id });
    const second = await make.createFaculty({ universityId: university.id });
    const api = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: university.id }));
    const conflict = await api.patch(`/api/Faculty/${second.id}`).send({ facultyName: first.facultyName }).expect(409);
    expect(conflict.body.message).toBe(SPEC_MESSAGES.facultyExists);
    await api.patch(`/api/Faculty/${second.id}`).send({ facultyName: ' ' }).expect(400);
  });
});
