import { describe, expect, it } from 'vitest';
import { STUDENT_RECORD_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusWithProgram } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

const ids = (body: { students: { id: number }[] } | { id: number }[]) =>
  ('students' in body ? body.students : body).map((student) => student.id).sort((a, b) => a - b);

describe('GET /Student/GetAllStudentPaginated', () => {
  it('pages the campus’s active, verified students with their totals and list fields', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const students = [];
    for (let index = 0; index < 3; index += 1) {
      students.push(await make.createStudent({ campusId: campus.id, programId: program.id }));
    }
    await make.createStudent({ campusId: campus.id, programId: program.id, isVerified: false });
    await make.createStudent({ campusId: campus.id, programId: program.id, status: 'transferredOut' });

    const api = asUser(test, admin);
    const first = await api
      .get('/api/Student/GetAllStudentPaginated')
      .query({ programid: program.id, page: 1, pageSize: 2 })
      .expect(200);
    expect(first.body).toMatchObject({ totalRecords: 3, totalCount: 3, totalPages: 2, page: 1, pageSize: 2 });
    expect(first.body.students).toHaveLength(2);
    // Newest registrations first.
    expect(first.body.students.map((student: { id: number }) => student.id)).toEqual([
      students[2]!.id,
      students[1]!.id,
    ]);
    const second = await api
      .get('/api/Student/GetAllStudentPaginated')
      .query({ programId: program.id, pageNumber: 2, pageSize: 2 })
      .expect(200);
    expect(second.body.students.map((student: { id: number }) => student.id)).toEqual([students[0]!.id]);
    expect(second.body.students[0]).toMatchObject({
      programId: program.id,
      programName: program.programName,
      programShortName: program.shortName,
      levelName: program.level.levelName,
      facultyName: program.faculty.facultyName,
      semester: 'First',
      year: null,
      isVerified: true,
      campusId: campus.id,
      collegeName: campus.campusName,
      fullName: `${students[0]!.firstName} STUDENT`,
    });
  });

  it('lists the students waiting for verification when isVerified=false', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const pending = await make.createStudent({ campusId: campus.id, programId: program.id, isVerified: false });
    await make.createStudent({ campusId: campus.id, programId: program.id });
    const response = await asUser(test, admin)
      .get('/api/Student/GetAllStudentPaginated')
      .query({ programId: program.id, isVerified: 'false' })
      .expect(200);
    expect(ids(response.body)).toEqual([pending.id]);
  });

  it('finds a student by any part of the name, in any case, and by several words', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const marker = uniqueName('Zq').replace(/[^A-Za-z0-9]/g, '');
    const ram = await make.createStudent({
      campusId: campus.id,
      programId: program.id,
      firstName: `Ram${marker}`,
      lastName: 'Tha_pa',
    });
    await make.createStudent({ campusId: campus.id, programId: program.id, firstName: `Sita${marker}` });
    const api = asUser(test, admin);
    const search = (name: string) =>
      api.get('/api/Student/GetAllStudentPaginated').query({ programId: program.id, name }).expect(200);

    expect(ids((await search(marker.slice(3).toLowerCase())).body)).toHaveLength(2);
    expect(ids((await search(`ram${marker.slice(0, 6)}`)).body)).toEqual([ram.id]);
    expect(ids((await search(`ha_p RAM${marker}`)).body)).toEqual([ram.id]);
    // `%` and `_` are letters to the search, not wildcards.
    expect(ids((await search(`ram%${marker}`)).body)).toEqual([]);
    expect(ids((await search(`ra_${marker}`)).body)).toEqual([]);
  });

  it('filters by batch, semester or year, major and transferred-in, under the clients’ names', async () => {
    const { campus, program, admin } = await campusWithProgram(make, { programType: 'annual' });
    const major = await make.createMajorSubject({ programId: program.id, campusId: campus.id });
    const batches = await test.app.prisma.batch.findMany({ orderBy: { batchNepali: 'desc' }, take: 2 });
    const matching = await make.createStudent({
      campusId: campus.id,
      programId: program.id,
      admissionYearId: batches[0]!.id,
      majorSubjectId: major.id,
    });
    await make.createStudent({ campusId: campus.id, programId: program.id, admissionYearId: batches[1]!.id });
    const api = asUser(test, admin);
    const list = (query: Record<string, unknown>) =>
      api
        .get('/api/Student/GetAllStudentPaginated')
        .query({ programId: program.id, ...query })
        .expect(200)
        .then((response) => ids(response.body));

    expect(await list({ BatchId: batches[0]!.id })).toEqual([matching.id]);
    expect(await list({ admissionYearId: batches[0]!.id })).toEqual([matching.id]);
    expect(await list({ majorSubjectId: major.id })).toEqual([matching.id]);
    expect(await list({ semYear: 'First' })).toHaveLength(2);
    expect(await list({ semYear: 'Second' })).toEqual([]);
    expect(await list({ isTransferredIn: 'true' })).toEqual([]);
    expect(await list({ isTransferredIn: 'false' })).toHaveLength(2);
  });

  it('sorts by roll number when asked', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const b = await make.createStudent({ campusId: campus.id, programId: program.id, rollNoManual: 'B-2' });
    const a = await make.createStudent({ campusId: campus.id, programId: program.id, rollNoManual: 'A-1' });
    const response = await asUser(test, admin)
      .get('/api/Student/GetAllStudentPaginated')
      .query({ programId: program.id, sortBy: 'rollNoManual', sortOrder: 'asc' })
      .expect(200);
    expect(response.body.students.map((student: { id: number }) => student.id)).toEqual([a.id, b.id]);
  });

  it('keeps another campus’s students out of a campus’s list, whatever campus the query names', async () => {
    const { campus, program } = await campusWithProgram(make);
    await make.createStudent({ campusId: campus.id, programId: program.id });
    const other = await make.createUser({ role: 'CollegeUser', campusId: (await make.createCampus()).id });
    const response = await asUser(test, other)
      .get('/api/Student/GetAllStudentPaginated')
      .query({ programId: program.id, campusId: campus.id })
      .expect(200);
    expect(response.body).toMatchObject({ students: [], totalRecords: 0, totalPages: 0 });
  });

  it('shows a university admin the students of its own university’s campuses only', async () => {
    const own = await campusWithProgram(make);
    const sister = await make.createCampus({ universityId: own.campus.universityId });
    await test.app.prisma.campusProgram.create({ data: { campusId: sister.id, programId: own.program.id } });
    const a = await make.createStudent({ campusId: own.campus.id, programId: own.program.id });
    const b = await make.createStudent({ campusId: sister.id, programId: own.program.id });
    const foreign = await campusWithProgram(make);
    await make.createStudent({ campusId: foreign.campus.id, programId: foreign.program.id });

    const uniAdmin = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: own.campus.universityId }));
    const all = await uniAdmin.get('/api/Student/GetAllStudentPaginated').query({ programId: own.program.id });
    expect(ids(all.body)).toEqual([a.id, b.id]);
    const oneCampus = await uniAdmin
      .get('/api/Student/GetAllStudentPaginated')
      .query({ programId: own.program.id, campusId: sister.id });
    expect(ids(oneCampus.body)).toEqual([b.id]);
    const foreignList = await uniAdmin
      .get('/api/Student/GetAllStudentPaginated')
      .query({ programId: foreign.program.id })
      .expect(200);
    expect(foreignList.body.totalRecords).toBe(0);
  });

  it('lets the grants body read any campus’s list', async () => {
    const { campus, program } = await campusWithProgram(make);
    const student = await make.createStudent({ campusId: campus.id, programId: program.id });
    for (const role of ['Admin', 'UgcAdmin', 'SuperAdmin'] as const) {
      const response = await asUser(test, await make.createUser({ role }))
        .get('/api/Student/GetAllStudentPaginated')
        .query({ programId: program.id })
        .expect(200);
      expect(ids(response.body)).toEqual([student.id]);
    }
  });

  it('refuses students and anonymous callers', async () => {
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/Student/GetAllStudentPaginated')
      .expect(403);
    await test.api.get('/api/Student/GetAllStudentPaginated').expect(401);
  });

  it('accepts the enrolment list’s page sizes up to 400 and answers 400 beyond, or for unknown filters’ values', async () => {
    const { admin } = await campusWithProgram(make);
    const api = asUser(test, admin);
    await api.get('/api/Student/GetAllStudentPaginated').query({ pageSize: 400 }).expect(200);
    const tooMany = await api.get('/api/Student/GetAllStudentPaginated').query({ pageSize: 401 }).expect(400);
    expect(tooMany.body.issues).toMatchObject([
      { field: 'querystring.pageSize', message: 'Page size must be a whole number from 1 to 400' },
    ]);
    const badSemester = await api.get('/api/Student/GetAllStudentPaginated').query({ semYear: 'Ninth' }).expect(400);
    expect(badSemester.body.issues[0].field).toBe('querystring.semYear');
  });
});

describe('GET /Student/GetPaginatedStdsByMajor', () => {
  it('pages the students of a major', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const major = await make.createMajorSubject({ programId: program.id, campusId: campus.id });
    const inMajor = await make.createStudent({ campusId: campus.id, programId: program.id, majorSubjectId: major.id });
    await make.createStudent({ campusId: campus.id, programId: program.id });
    const response = await asUser(test, admin)
      .get('/api/Student/GetPaginatedStdsByMajor')
      .query({ programid: program.id, majorSubjectId: major.id, page: 1, pageSize: 25 })
      .expect(200);
    expect(response.body).toMatchObject({ totalRecords: 1, totalPages: 1 });
    expect(response.body.students[0]).toMatchObject({ id: inMajor.id, majorSubjectName: major.majorSubjectName });
  });
});

describe('GET /Student/GetAllStudent', () => {
  it('answers every matching student of the campus as an array, by name', async () => {
    const { campus, program, admin } = await campusWithProgram(make);
    const zed = await make.createStudent({ campusId: campus.id, programId: program.id, firstName: 'Zed' });
    const abe = await make.createStudent({ campusId: campus.id, programId: program.id, firstName: 'Abe' });
    const response = await asUser(test, admin)
      .get('/api/Student/GetAllStudent')
      .query({ isVerified: true, programId: program.id, semYear: 'First' })
      .expect(200);
    expect(response.body.map((student: { id: number }) => student.id)).toEqual([abe.id, zed.id]);
  });

  it('asks a caller above a campus to name one (400), and answers for a campus it names', async () => {
    const { campus, program } = await campusWithProgram(make);
    const student = await make.createStudent({ campusId: campus.id, programId: program.id });
    const api = asUser(test, await make.createUser({ role: 'SuperAdmin' }));
    const refused = await api.get('/api/Student/GetAllStudent').expect(400);
    expect(refused.body.issues).toMatchObject([
      { field: 'querystring.campusId', message: STUDENT_RECORD_MESSAGES.campusRequiredForList },
    ]);
    const response = await api.get('/api/Student/GetAllStudent').query({ campusId: campus.id }).expect(200);
    expect(ids(response.body)).toEqual([student.id]);
  });
});
