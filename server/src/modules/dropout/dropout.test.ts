import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DROPOUT_MESSAGES, fiscalYearOf } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor } from '../../../../tests/support/factories.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusWithProgram } from '../../../../tests/support/student-fixtures.ts';
import { outdateKeptCounts } from '../../../../tests/support/suite.ts';

/** The day the tests run on: the five-year counts and the letter's date are of this day, whenever the suite runs. */
const TODAY = '2026-03-01';

let test: TestApp;
let make: ReturnType<typeof factoriesFor>;
beforeAll(async () => {
  test = await createTestApp({ clock: `${TODAY}T06:00:00Z` });
  make = factoriesFor(test.app.prisma);
});
afterAll(() => test.close());

const codesIn = (text: string) =>
  [...text.matchAll(/((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/g)].map((match) => match[1]!.replaceAll('-', ''));

async function campusWithStudents(count: number) {
  const setup = await campusWithProgram(make);
  const students = [];
  for (let index = 0; index < count; index += 1) {
    students.push(
      await make.createStudent({ campusId: setup.campus.id, programId: setup.program.id, firstName: `Left${index}` }),
    );
  }
  return { ...setup, students };
}

const activeIds = async (admin: { id: number }, programId: number) =>
  (
    await asUser(test, admin)
      .get(`/api/Student/GetAllStudentPaginated?pageNumber=1&pageSize=50&programId=${programId}`)
      .expect(200)
  ).body.students.map((student: { id: number }) => student.id);

describe('dropouts', () => {
  it('records a dropout, takes the student off the active lists, lists it, and reverts it', async () => {
    const { admin, program, students } = await campusWithStudents(2);
    const [student, other] = students;
    const created = await asUser(test, admin)
      .post('/api/DropOut')
      .send({ studentId: student!.id, reason: 'Went abroad', dateOfEntry: '2024-08-15', remarks: 'By letter' })
      .expect(201);
    expect(created.body).toMatchObject({
      studentId: student!.id,
      studentName: `${student!.firstName} ${student!.lastName}`.toUpperCase(),
      reason: 'Went abroad',
      dateOfEntry: '2024-08-15',
      dateOfEntryBs: '2081-04-31',
      programName: program.programName,
    });
    expect(await activeIds(admin, program.id)).toEqual([other!.id]);
    const list = await asUser(test, admin).get('/api/DropOut').expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, reason: 'Went abroad' })]);
    const one = await asUser(test, admin).get(`/api/DropOut/${created.body.id}`).expect(200);
    expect(one.body).toMatchObject({ studentName: created.body.studentName, reason: 'Went abroad' });
    expect((await auditEntriesFor(test.app.prisma, 'Student', student!.id)).at(-1)?.changes).toEqual({
      status: { from: 'active', to: 'droppedOut' },
    });

    const reverted = await asUser(test, admin).delete(`/api/DropOut/${created.body.id}`).expect(200);
    expect(reverted.body.message).toBe(DROPOUT_MESSAGES.reverted);
    expect((await activeIds(admin, program.id)).sort()).toEqual([student!.id, other!.id].sort());
    await asUser(test, admin).get(`/api/DropOut/${created.body.id}`).expect(404);
    expect(await test.app.prisma.dropout.count({ where: { studentId: student!.id } })).toBe(0);
  });

  it('refuses bad input (nothing written), a student not active (409), another campus (404) and readers (403)', async () => {
    const { admin, students } = await campusWithStudents(1);
    const student = students[0]!;
    const invalid = await asUser(test, admin)
      .post('/api/DropOut')
      .send({ studentId: student.id, reason: ' ', dateOfEntry: 'soon' })
      .expect(400);
    expect(invalid.body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'body.dateOfEntry',
      'body.reason',
    ]);
    const future = await asUser(test, admin)
      .post('/api/DropOut')
      .send({
        studentId: student.id,
        reason: 'Later',
        dateOfEntry: '2026-03-02',
      })
      .expect(400);
    expect(future.body.message).toBe(DROPOUT_MESSAGES.dateInFuture);
    expect(await test.app.prisma.dropout.count({ where: { studentId: student.id } })).toBe(0);

    const elsewhere = await campusWithStudents(0);
    await asUser(test, elsewhere.admin)
      .post('/api/DropOut')
      .send({ studentId: student.id, reason: 'Moved', dateOfEntry: '2024-08-15' })
      .expect(404);
    const created = await asUser(test, admin)
      .post('/api/DropOut')
      .send({ studentId: student.id, reason: 'Moved', dateOfEntry: '2024-08-15' })
      .expect(201);
    const again = await asUser(test, admin)
      .post('/api/DropOut')
      .send({ studentId: student.id, reason: 'Moved', dateOfEntry: '2024-08-15' })
      .expect(409);
    expect(again.body.message).toBe(DROPOUT_MESSAGES.studentNotActive);
    await asUser(test, elsewhere.admin).get(`/api/DropOut/${created.body.id}`).expect(404);
    await asUser(test, elsewhere.admin).delete(`/api/DropOut/${created.body.id}`).expect(404);
    expect((await asUser(test, elsewhere.admin).get('/api/DropOut').expect(200)).body).toEqual([]);
    const reader = await make.createUser({ role: 'Admin' });
    await asUser(test, reader)
      .post('/api/DropOut')
      .send({ studentId: student.id, reason: 'Moved', dateOfEntry: '2024-08-15' })
      .expect(403);
    const clerk = await make.createUser({ role: 'CollegeUser', modules: ['student management'] });
    await asUser(test, clerk).get('/api/DropOut').expect(403);
  });

  it('counts the dropouts of each program over the last five fiscal years, as the calendar places their dates', async () => {
    const { admin, program, students } = await campusWithStudents(5);
    const dates = ['2025-08-01', '2025-12-20', '2024-09-10', '2022-07-20', '2019-08-01'];
    for (const [index, student] of students.entries()) {
      await asUser(test, admin)
        .post('/api/DropOut')
        .send({ studentId: student.id, reason: 'Left', dateOfEntry: dates[index] })
        .expect(201);
    }
    const answer = await asUser(test, admin).get('/api/DropOut/GetDropoutOfFiscalYear').expect(200);
    expect(answer.body).toHaveLength(1);
    const [counts] = answer.body as { programName: string; fiscalData: { year: string; count: number }[] }[];
    expect(counts!.programName).toBe(program.programName);
    const shown = counts!.fiscalData.map((entry) => entry.year);
    expect(shown).toHaveLength(5);
    const yearOf = (day: string) => {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      const span = fiscalYearOf({ year, month, day: date });
      return `${span.startBs.year}/${String((span.startBs.year + 1) % 100).padStart(2, '0')}`;
    };
    const expected = shown.map((year) => ({ year, count: dates.filter((day) => yearOf(day) === year).length }));
    expect(counts!.fiscalData).toEqual(expected);
    expect(expected.reduce((sum, entry) => sum + entry.count, 0)).toBe(4);

    // The summary report's filters narrow the table, and it downloads with a column per year.
    const of = (query: Record<string, string | number>) =>
      asUser(test, admin).get('/api/DropOut/GetDropoutOfFiscalYear').query(query).expect(200);
    expect((await of({ levelId: program.levelId, campusType: 'community' })).body).toEqual(answer.body);
    expect((await of({ campusType: 'private' })).body).toEqual([]);
    const csv = await asBytes(
      asUser(test, admin).get('/api/DropOut/GetDropoutOfFiscalYear').query({ format: 'csv' }),
    ).expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="dropout-in-the-last-five-fiscal-years.csv"');
    expect((csv.body as Buffer).toString('utf-8').slice(1).trim().split('\r\n')).toEqual([
      ['Level', 'Faculty', 'Program', ...shown].join(','),
      [
        program.level.levelName,
        program.faculty.facultyName,
        program.programName,
        ...expected.map((entry) => entry.count),
      ].join(','),
    ]);
  });

  it('serves a university its five-year dropouts as counted a few minutes ago, saying when, and a campus its own counted live', async () => {
    const { admin, campus, students } = await campusWithStudents(2);
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const drop = (student: { id: number }) =>
      asUser(test, admin)
        .post('/api/DropOut')
        .send({ studentId: student.id, reason: 'Left', dateOfEntry: '2025-08-01' })
        .expect(201);
    const read = (user: { id: number }) => asUser(test, user).get('/api/DropOut/GetDropoutOfFiscalYear').expect(200);
    const totalOf = (rows: { fiscalData: { count: number }[] }[]) =>
      rows.flatMap((row) => row.fiscalData).reduce((sum, entry) => sum + entry.count, 0);
    await drop(students[0]!);
    const first = await read(uniAdmin);
    expect(totalOf(first.body)).toBe(1);
    expect(first.headers['x-figures-as-of']).toBe(`${TODAY}T06:00:00.000Z`);
    expect((await read(admin)).headers['x-figures-as-of']).toBeUndefined();

    await drop(students[1]!);
    const kept = await read(uniAdmin);
    expect(kept.body).toEqual(first.body);
    expect(kept.headers['x-figures-as-of']).toBe(first.headers['x-figures-as-of']);
    expect(totalOf((await read(admin)).body)).toBe(2);

    await outdateKeptCounts(test.app.prisma);
    expect(totalOf((await read(uniAdmin)).body)).toBe(2);
  });

  it('prints a verifiable recommendation letter with the name and reason; printing it again revokes the old code', async () => {
    const { admin, students } = await campusWithStudents(1);
    const student = students[0]!;
    const created = await asUser(test, admin)
      .post('/api/DropOut')
      .send({ studentId: student.id, reason: 'Family moved to Pokhara', dateOfEntry: '2024-08-15' })
      .expect(201);
    const first = await asBytes(
      asUser(test, admin).get(`/api/DropOut/${created.body.id}/RecommendationLetter/pdf`),
    ).expect(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfText(first.body as Buffer);
    expect(page).toContain('RECOMMENDATION LETTER');
    expect(page).toContain(created.body.studentName);
    expect(page).toContain('Family moved to Pokhara');
    expect(page).toContain('2081-04-31 B.S.');
    expect(page).toContain(`Date: 2082-11-17 B.S. (${TODAY})`);
    const [code] = codesIn(page!);
    expect((await test.api.get(`/api/Verify/${code}`).expect(200)).body).toMatchObject({
      kind: 'dropout-recommendation-letter',
      status: 'valid',
      holderName: created.body.studentName,
    });
    await asBytes(asUser(test, admin).get(`/api/DropOut/${created.body.id}/RecommendationLetter/pdf`)).expect(200);
    expect((await test.api.get(`/api/Verify/${code}`).expect(200)).body.status).toBe('revoked');
  });
});
