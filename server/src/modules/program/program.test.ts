import { describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor, expectPostRefused } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

/** GET /ProgramMgmt/{id}: the fields api-contract 5.3 lists, with the names of the level and faculty. */
const PROGRAM_FIELDS = [
  'alias',
  'campusId',
  'code',
  'duration',
  'facultyId',
  'facultyName',
  'id',
  'levelId',
  'levelName',
  'programName',
  'programType',
  'remarks',
  'shortName',
  'status',
  'universityId',
];

const { test, make } = useTestApp();

async function universityWithCatalogue() {
  const campus = await make.createCampus();
  const faculty = await make.createFaculty({ universityId: campus.universityId });
  const level = await make.createLevel({ universityId: campus.universityId });
  return { campus, universityId: campus.universityId, faculty, level };
}

describe('POST /ProgramMgmt', () => {
  it('adds a program from the multipart form for the college admin’s university and audits it', async () => {
    const { campus, faculty, level } = await universityWithCatalogue();
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const programName = uniqueName('Bachelor of Testing');
    const response = await asUser(test, admin)
      .post('/api/ProgramMgmt')
      .field('universityId', '0')
      .field('campusId', '66')
      .field('duration', '4')
      .field('programType', 'semester')
      .field('levelId', String(level.id))
      .field('facultyId', String(faculty.id))
      .field('programName', ` ${programName} `)
      .field('shortName', 'BT')
      .field('code', '')
      .field('status', 'true')
      .expect(201);
    expect(Object.keys(response.body).sort()).toEqual(PROGRAM_FIELDS);
    expect(response.body).toMatchObject({
      programName,
      universityId: campus.universityId,
      campusId: campus.id,
      levelName: level.levelName,
      facultyName: faculty.facultyName,
      duration: 4,
      code: null,
    });
    const [entry] = await auditEntriesFor(test.app.prisma, 'Program', response.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: admin.id });
  });

  it('answers 400 for each missing field, and for a faculty or level of another university', async () => {
    const { universityId } = await universityWithCatalogue();
    const api = asUser(test, await make.createUser({ role: 'UniAdmin', universityId }));
    const missing = await api.post('/api/ProgramMgmt').send({ duration: '0', programType: 'yearly' }).expect(400);
    expect(missing.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.facultyId', message: SETUP_MESSAGES.facultyRequired }),
        expect.objectContaining({ field: 'body.levelId', message: SETUP_MESSAGES.levelRequired }),
        expect.objectContaining({ field: 'body.programType', message: SETUP_MESSAGES.programTypeRequired }),
        expect.objectContaining({ field: 'body.programName', message: SETUP_MESSAGES.programNameRequired }),
        expect.objectContaining({ field: 'body.shortName', message: SETUP_MESSAGES.shortNameRequired }),
        expect.objectContaining({ field: 'body.duration', message: SETUP_MESSAGES.durationRequired }),
      ]),
    );
    const foreign = await universityWithCatalogue();
    const outside = await api
      .post('/api/ProgramMgmt')
      .send({
        facultyId: foreign.faculty.id,
        levelId: foreign.level.id,
        programType: 'annual',
        programName: uniqueName('P'),
        shortName: 'P',
        duration: 3,
      })
      .expect(400);
    expect(outside.body.message).toBe(SETUP_MESSAGES.referenceOutsideUniversity);
  });

  it('answers 409 "Program already exists!" for a duplicate name in the university', async () => {
    const { universityId, faculty, level } = await universityWithCatalogue();
    const existing = await make.createProgram({ universityId });
    const response = await asUser(test, await make.createUser({ role: 'UniAdmin', universityId }))
      .post('/api/ProgramMgmt')
      .send({
        facultyId: faculty.id,
        levelId: level.id,
        programType: 'annual',
        programName: existing.programName,
        shortName: 'X',
        duration: 3,
      })
      .expect(409);
    expect(response.body.message).toBe(SETUP_MESSAGES.programExists);
  });

  it('refuses a college user', async () => {
    await expectPostRefused(test, make, '/api/ProgramMgmt', ['CollegeUser']);
  });
});

describe('GET /ProgramMgmt', () => {
  it('reads a program of the caller’s university and answers 404 for another university’s', async () => {
    const { campus, universityId } = await universityWithCatalogue();
    const own = await make.createProgram({ universityId });
    const foreign = await make.createProgram({ universityId: (await make.createUniversity()).id });
    const api = asUser(test, await make.createUser({ role: 'CollegeUser', campusId: campus.id }));
    const response = await api.get(`/api/programmgmt/${own.id}`).expect(200);
    expect(Object.keys(response.body).sort()).toEqual(PROGRAM_FIELDS);
    await api.get(`/api/ProgramMgmt/${foreign.id}`).expect(404);
  });

  it('lists a university’s programs for its campuses to pick from, and nothing of another university', async () => {
    const { campus, universityId } = await universityWithCatalogue();
    const own = await make.createProgram({ universityId });
    const foreignUniversity = await make.createUniversity();
    await make.createProgram({ universityId: foreignUniversity.id });
    const api = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }));
    const listed = await api.get(`/api/ProgramMgmt/GetAllPrograms/${universityId}`).expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: own.id,
        programName: own.programName,
        levelName: own.level.levelName,
        facultyName: own.faculty.facultyName,
      }),
    ]);
    expect((await api.get(`/api/ProgramMgmt/GetAllPrograms/${foreignUniversity.id}`).expect(200)).body).toEqual([]);
  });

  it('answers the legacy enrolment shape without a university: programs with their periods, and course fees', async () => {
    const { campus, universityId } = await universityWithCatalogue();
    const annual = await make.createProgram({ universityId, programType: 'annual' });
    const api = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }));
    const response = await api.get('/api/ProgramMgmt/GetAllPrograms').expect(200);
    expect(response.body.feeTypes).toEqual([]);
    expect(response.body.programs).toEqual([
      expect.objectContaining({
        id: annual.id,
        name: annual.programName,
        years: ['First', 'Second', 'Third', 'Fourth'],
        semesters: [],
      }),
    ]);
  });
});

describe('programs a campus runs', () => {
  it('lets a college admin adopt programs of its university and lists them as college programs', async () => {
    const { campus, universityId } = await universityWithCatalogue();
    const first = await make.createProgram({ universityId });
    const second = await make.createProgram({ universityId });
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const api = asUser(test, admin);

    const adopted = await api
      .post('/api/ProgramMgmt/AddProgramToCollege')
      .send({ programId: [first.id, second.id], isActive: true })
      .expect(201);
    expect(adopted.body.map((program: { id: number }) => program.id).sort()).toEqual([first.id, second.id].sort());

    const college = await api.get('/api/ProgramMgmt/GetCollegePrograms').expect(200);
    expect(college.body).toHaveLength(2);
    expect(college.body[0]).toMatchObject({ campus: campus.campusName, collegeId: campus.id, programType: 'semester' });

    const byCollege = await api.get(`/api/ProgramMgmt/GetProgramByCOllegeId?collegeid=${campus.id}`).expect(200);
    expect(byCollege.body.map((program: { id: number }) => program.id).sort()).toEqual([first.id, second.id].sort());

    const entries = await auditEntriesFor(test.app.prisma, 'CampusProgram', `${campus.id}:${first.id}`);
    expect(entries).toHaveLength(1);
  });

  it('answers 404 for a program of another university and adopts nothing', async () => {
    const { campus, universityId } = await universityWithCatalogue();
    const own = await make.createProgram({ universityId });
    const foreign = await make.createProgram({ universityId: (await make.createUniversity()).id });
    await asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }))
      .post('/api/ProgramMgmt/AddProgramToCollege')
      .send({ programId: [own.id, foreign.id] })
      .expect(404);
    expect(await test.app.prisma.campusProgram.count({ where: { campusId: campus.id } })).toBe(0);
  });

  it('answers 400 without programs, and refuses a university admin', async () => {
    const response = await asUser(test, await make.createUser({ role: 'CollegeAdmin' }))
      .post('/api/ProgramMgmt/AddProgramToCollege')
      .send({ programId: [] })
      .expect(400);
    expect(response.body.message).toBe(SETUP_MESSAGES.programIdsRequired);
    await asUser(test, await make.createUser({ role: 'UniAdmin' }))
      .post('/api/ProgramMgmt/AddProgramToCollege')
      .send({ programId: [1] })
      .expect(403);
  });

  it('does not show another campus’s programs', async () => {
    const { campus, universityId } = await universityWithCatalogue();
    const other = await make.createCampus({ universityId });
    await make.createProgram({ universityId, runByCampusId: other.id });
    const api = asUser(test, await make.createUser({ role: 'CollegeUser', campusId: campus.id }));
    expect((await api.get(`/api/ProgramMgmt/GetProgramByCOllegeId?CollegeId=${other.id}`).expect(200)).body).toEqual(
      [],
    );
    expect((await api.get('/api/ProgramMgmt/GetCollegePrograms').expect(200)).body).toEqual([]);
  });
});

describe('PATCH /ProgramMgmt/{id}', () => {
  it('updates a program of the university and records the change; another university’s answers 404', async () => {
    const { universityId } = await universityWithCatalogue();
    const program = await make.createProgram({ universityId });
    const foreign = await make.createProgram({ universityId: (await make.createUniversity()).id });
    const api = asUser(test, await make.createUser({ role: 'UniAdmin', universityId }));
    const response = await api.patch(`/api/ProgramMgmt/${program.id}`).send({ duration: '5' }).expect(200);
    expect(response.body).toMatchObject({ id: program.id, duration: 5 });
    const entries = await auditEntriesFor(test.app.prisma, 'Program', program.id);
    expect(entries.at(-1)?.changes).toEqual({ duration: { from: 4, to: 5 } });
    await api.patch(`/api/ProgramMgmt/${foreign.id}`).send({ duration: '5' }).expect(404);
  });
});
