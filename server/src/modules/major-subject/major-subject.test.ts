import { describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor, expectPostRefused } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const MAJOR_FIELDS = [
  'campusId',
  'campusName',
  'id',
  'majorSubjectName',
  'programMgmtId',
  'programName',
  'remarks',
  'status',
];

const { test, make } = useTestApp();

/** Two campuses of one university running one program, with an admin each. */
async function twoCampuses() {
  const campusA = await make.createCampus();
  const campusB = await make.createCampus({ universityId: campusA.universityId });
  const program = await make.createProgram({ universityId: campusA.universityId, runByCampusId: campusA.id });
  await test.app.prisma.campusProgram.create({ data: { campusId: campusB.id, programId: program.id } });
  const adminA = await make.createUser({ role: 'CollegeAdmin', campusId: campusA.id });
  const adminB = await make.createUser({ role: 'CollegeAdmin', campusId: campusB.id });
  return { campusA, campusB, program, adminA, adminB };
}

describe('POST /MajorSubject', () => {
  it('adds a major to a program for the admin’s own campus, whatever campus the body names, and audits it', async () => {
    const { campusA, campusB, program, adminA } = await twoCampuses();
    const name = uniqueName('Major in Accounting');
    const response = await asUser(test, adminA)
      .post('/api/MajorSubject')
      .send({
        campusId: campusB.id,
        programMgmtId: program.id,
        majorSubjectName: ` ${name} `,
        remarks: '',
        status: true,
      })
      .expect(201);
    expect(Object.keys(response.body).sort()).toEqual(MAJOR_FIELDS);
    expect(response.body).toMatchObject({
      campusId: campusA.id,
      programMgmtId: program.id,
      programName: program.programName,
      majorSubjectName: name,
      remarks: null,
      status: true,
    });
    const [entry] = await auditEntriesFor(test.app.prisma, 'MajorSubject', response.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: adminA.id });
  });

  it('answers 400 for a missing program and name, 404 for another university’s program', async () => {
    const { adminA } = await twoCampuses();
    const api = asUser(test, adminA);
    const invalid = await api.post('/api/MajorSubject').send({ majorSubjectName: ' ' }).expect(400);
    expect(invalid.body.issues).toMatchObject([
      { field: 'body.programMgmtId', message: SETUP_MESSAGES.programRequired },
      { field: 'body.majorSubjectName', message: SETUP_MESSAGES.majorSubjectNameRequired },
    ]);
    const foreign = await make.createProgram({ universityId: (await make.createUniversity()).id });
    await api.post('/api/MajorSubject').send({ programMgmtId: foreign.id, majorSubjectName: 'X' }).expect(404);
  });

  it('answers 409 "Major Subject already exists!" for the same major twice at a campus, but not at another campus', async () => {
    const { program, adminA, adminB } = await twoCampuses();
    const body = { programMgmtId: program.id, majorSubjectName: uniqueName('Finance') };
    await asUser(test, adminA).post('/api/MajorSubject').send(body).expect(201);
    const duplicate = await asUser(test, adminA).post('/api/MajorSubject').send(body).expect(409);
    expect(duplicate.body.message).toBe(SETUP_MESSAGES.majorSubjectExists);
    await asUser(test, adminB).post('/api/MajorSubject').send(body).expect(201);
  });

  it('refuses a college user and a university admin', async () => {
    await expectPostRefused(test, make, '/api/MajorSubject', ['CollegeUser', 'UniAdmin'], {
      programMgmtId: 1,
      majorSubjectName: 'X',
    });
  });
});

describe('reading and changing major subjects across campuses', () => {
  it('keeps campus A’s admin from listing, reading or changing campus B’s majors', async () => {
    const { campusB, program, adminA } = await twoCampuses();
    const majorB = await make.createMajorSubject({ programId: program.id, campusId: campusB.id });
    const api = asUser(test, adminA);

    expect((await api.get('/api/MajorSubject').expect(200)).body).toEqual([]);
    expect((await api.get(`/api/MajorSubject/by-program/${program.id}`).expect(200)).body).toEqual([]);
    await api.get(`/api/MajorSubject/${majorB.id}`).expect(404);
    await api.put(`/api/MajorSubject/${majorB.id}`).send({ majorSubjectName: 'Taken over' }).expect(404);
    const untouched = await test.app.prisma.majorSubject.findUniqueOrThrow({ where: { id: majorB.id } });
    expect(untouched.majorSubjectName).toBe(majorB.majorSubjectName);
  });

  it('lets the university see the majors of all its campuses', async () => {
    const { campusA, campusB, program } = await twoCampuses();
    const majorA = await make.createMajorSubject({ programId: program.id, campusId: campusA.id });
    const majorB = await make.createMajorSubject({ programId: program.id, campusId: campusB.id });
    const api = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: campusA.universityId }));
    const response = await api.get(`/api/MajorSubject/by-program/${program.id}`).expect(200);
    expect(response.body.map((major: { id: number }) => major.id).sort()).toEqual([majorA.id, majorB.id].sort());
  });

  it('updates its own major with PUT and records the change', async () => {
    const { campusA, program, adminA } = await twoCampuses();
    const major = await make.createMajorSubject({ programId: program.id, campusId: campusA.id });
    const response = await asUser(test, adminA)
      .put(`/api/MajorSubject/${major.id}`)
      .send({
        id: major.id,
        campusId: campusA.id,
        programMgmtId: program.id,
        majorSubjectName: major.majorSubjectName,
        remarks: 'Evening',
        status: false,
      })
      .expect(200);
    expect(response.body).toMatchObject({ id: major.id, remarks: 'Evening', status: false });
    const entries = await auditEntriesFor(test.app.prisma, 'MajorSubject', major.id);
    expect(entries.at(-1)?.changes).toEqual({
      remarks: { from: null, to: 'Evening' },
      status: { from: true, to: false },
    });
  });
});

describe('GET /MajorSubject/GetProgramsWithMajorSubjects', () => {
  it('answers the campus’s programs with its own majors in the cascade shape', async () => {
    const { campusA, campusB, program, adminA } = await twoCampuses();
    const majorA = await make.createMajorSubject({ programId: program.id, campusId: campusA.id });
    await make.createMajorSubject({ programId: program.id, campusId: campusB.id });
    const response = await asUser(test, adminA).get('/api/MajorSubject/GetProgramsWithMajorSubjects').expect(200);
    expect(response.body).toEqual([
      {
        id: program.id,
        programMgmtId: program.id,
        levelId: program.levelId,
        levelName: program.level.levelName,
        level: program.level.levelName,
        facultyId: program.facultyId,
        facultyName: program.faculty.facultyName,
        programName: program.programName,
        shortName: program.shortName,
        programType: 'semester',
        majorSubjects: [
          {
            id: majorA.id,
            majorSubjectName: majorA.majorSubjectName,
            campusId: campusA.id,
            campusName: campusA.campusName,
            status: true,
          },
        ],
      },
    ]);
  });
});
