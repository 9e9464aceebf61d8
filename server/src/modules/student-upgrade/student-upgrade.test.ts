import { describe, expect, it } from 'vitest';
import { STUDENT_ACADEMICS_MESSAGES as A, STUDENT_MESSAGES } from '@hemis/contracts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusAdmin } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

/** A program of the campus with the given length in years. */
async function programOf(
  campus: { id: number; universityId: number },
  programType: 'semester' | 'annual',
  duration: number,
) {
  const program = await make.createProgram({
    universityId: campus.universityId,
    runByCampusId: campus.id,
    programType,
  });
  return test.app.prisma.program.update({ where: { id: program.id }, data: { duration } });
}

const upgradesOf = (studentId: number) => test.app.prisma.studentUpgrade.findMany({ where: { studentId } });
const studentRow = (id: number) => test.app.prisma.student.findUniqueOrThrow({ where: { id } });

describe('GET /StudentUpgrade/GetStudentUpgradePaginated', () => {
  it('lists the campus’s active verified students with their next semester or year, filtered and paged in the database', async () => {
    const { campus, admin } = await campusAdmin(make);
    const semesterProgram = await programOf(campus, 'semester', 4);
    const annualProgram = await programOf(campus, 'annual', 3);
    const first = await make.createStudent({ campusId: campus.id, programId: semesterProgram.id, firstName: 'Asha' });
    // Names are kept as typed and answered upper-case.
    await test.app.prisma.student.update({ where: { id: first.id }, data: { firstName: 'Asha', lastName: 'Student' } });
    const last = await make.createStudent({ campusId: campus.id, programId: semesterProgram.id, firstName: 'Bina' });
    await test.app.prisma.student.update({ where: { id: last.id }, data: { semester: 'Eighth' } });
    const annual = await make.createStudent({ campusId: campus.id, programId: annualProgram.id, firstName: 'Chandra' });
    await make.createStudent({ campusId: campus.id, programId: semesterProgram.id, isVerified: false });
    await make.createStudent({ campusId: campus.id, programId: semesterProgram.id, status: 'transferredOut' });
    await make.createStudent({ programId: semesterProgram.id });

    const api = asUser(test, admin);
    const all = await api.get('/api/StudentUpgrade/GetStudentUpgradePaginated?pageNumber=1&pageSize=25').expect(200);
    expect(all.body).toMatchObject({ totalRecords: 3, totalPages: 1 });
    expect(all.body.studentUpgrades.map((row: { studentId: number }) => row.studentId)).toEqual([
      first.id,
      last.id,
      annual.id,
    ]);
    expect(all.body.studentUpgrades[0]).toEqual({
      studentId: first.id,
      isUpgraded: false,
      programType: 'semester',
      semester: 'First',
      year: null,
      nextSemester: 'Second',
      nextYear: null,
      isLastPeriod: false,
      programId: semesterProgram.id,
      programName: semesterProgram.programName,
      batchId: first.admissionYearId,
      admissionYear: expect.stringMatching(/^\d{4}$/),
      firstName: 'ASHA',
      middleName: null,
      lastName: 'STUDENT',
      fullName: 'ASHA STUDENT',
      rollNoManual: null,
    });
    expect(all.body.studentUpgrades[1]).toMatchObject({ nextSemester: null, isLastPeriod: true });
    expect(all.body.studentUpgrades[2]).toMatchObject({ year: 'First', nextYear: 'Second', nextSemester: null });

    const filtered = await api
      .get(
        `/api/StudentUpgrade/GetStudentUpgradePaginated?programid=${semesterProgram.id}&semYear=Eighth&BatchId=${last.admissionYearId}&name=bina`,
      )
      .expect(200);
    expect(filtered.body.studentUpgrades.map((row: { studentId: number }) => row.studentId)).toEqual([last.id]);
    const paged = await api.get('/api/StudentUpgrade/GetStudentUpgradePaginated?pageNumber=2&pageSize=2').expect(200);
    expect(paged.body).toMatchObject({ totalRecords: 3, totalPages: 2, page: 2 });
    expect(paged.body.studentUpgrades).toHaveLength(1);
  });

  it('answers 400 for a wrong semester or page, and refuses students', async () => {
    const { admin } = await campusAdmin(make);
    const bad = await asUser(test, admin)
      .get('/api/StudentUpgrade/GetStudentUpgradePaginated?semYear=Ninth&pageNumber=0')
      .expect(400);
    expect(bad.body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'querystring.pageNumber',
      'querystring.semYear',
    ]);
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/StudentUpgrade/GetStudentUpgradePaginated')
      .expect(403);
  });
});

describe('POST /StudentUpgrade', () => {
  it('moves a student to the next semester computed on the server, records and audits it, and shows them upgraded', async () => {
    const { campus, admin } = await campusAdmin(make);
    const program = await programOf(campus, 'semester', 4);
    const student = await make.createStudent({ campusId: campus.id, programId: program.id });
    const api = asUser(test, admin);
    // The period the client sends is not trusted: Fifth is ignored, Second is where the student goes.
    const response = await api
      .post('/api/StudentUpgrade')
      .send([
        { programId: program.id, studentId: student.id, semester: 'Fifth', year: null, batchId: 1, isIrregular: false },
      ])
      .expect(200);
    expect(response.text).toBe(A.upgradeSuccess);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect((await studentRow(student.id)).semester).toBe('Second');
    const [upgrade] = await upgradesOf(student.id);
    expect(upgrade).toMatchObject({ fromSemester: 'First', toSemester: 'Second', toPeriod: 'semester:Second' });
    expect((await auditEntriesFor(test.app.prisma, 'StudentUpgrade', upgrade!.id))[0]).toMatchObject({
      action: 'create',
      userId: admin.id,
    });
    expect((await auditEntriesFor(test.app.prisma, 'Student', student.id))[0]).toMatchObject({
      action: 'update',
      changes: { semester: { from: 'First', to: 'Second' } },
    });

    const list = await api.get(`/api/StudentUpgrade/GetStudentUpgradePaginated?programId=${program.id}`).expect(200);
    expect(list.body.studentUpgrades[0]).toMatchObject({ isUpgraded: true, semester: 'Second', nextSemester: 'Third' });
  });

  it('applies an upgrade once: the same request again answers "students already upgraded" and changes nothing', async () => {
    const { campus, admin } = await campusAdmin(make);
    const program = await programOf(campus, 'annual', 4);
    const student = await make.createStudent({ campusId: campus.id, programId: program.id });
    // The original client sends the year it computed the student moves to.
    const body = [
      { programId: program.id, studentId: student.id, year: 'Second', semester: null, batchId: 1, isIrregular: false },
    ];
    const api = asUser(test, admin);
    expect((await api.post('/api/StudentUpgrade').send(body).expect(200)).text).toBe(A.upgradeSuccess);
    expect((await api.post('/api/StudentUpgrade').send(body).expect(200)).text).toBe(A.alreadyUpgraded);
    expect((await studentRow(student.id)).year).toBe('Second');
    expect(await upgradesOf(student.id)).toHaveLength(1);

    // The next year is a new upgrade.
    const nextYear = [{ ...body[0], year: 'Third' }];
    expect((await api.post('/api/StudentUpgrade').send(nextYear).expect(200)).text).toBe(A.upgradeSuccess);
    expect((await studentRow(student.id)).year).toBe('Third');
  });

  it('refuses the whole request with 400 naming a student in the program’s last semester or year, and writes nothing', async () => {
    const { campus, admin } = await campusAdmin(make);
    const semesterProgram = await programOf(campus, 'semester', 4);
    const annualProgram = await programOf(campus, 'annual', 3);
    const movable = await make.createStudent({ campusId: campus.id, programId: semesterProgram.id });
    const finalSemester = await make.createStudent({
      campusId: campus.id,
      programId: semesterProgram.id,
      firstName: 'Kiran',
    });
    await test.app.prisma.student.update({ where: { id: finalSemester.id }, data: { semester: 'Eighth' } });
    const finalYear = await make.createStudent({ campusId: campus.id, programId: annualProgram.id, firstName: 'Maya' });
    await test.app.prisma.student.update({ where: { id: finalYear.id }, data: { year: 'Third' } });

    const response = await asUser(test, admin)
      .post('/api/StudentUpgrade')
      .send([{ studentId: movable.id }, { studentId: finalSemester.id }, { studentId: finalYear.id }])
      .expect(400);
    expect(response.body.issues).toMatchObject([
      { field: 'body.1.studentId', message: A.lastPeriod('KIRAN STUDENT', 'semester', 'Eighth') },
      { field: 'body.2.studentId', message: A.lastPeriod('MAYA STUDENT', 'year', 'Third') },
    ]);
    expect((await studentRow(movable.id)).semester).toBe('First');
    expect(await upgradesOf(movable.id)).toEqual([]);
  });

  it('answers 404 for another campus’s student or one no longer active, and moves nobody', async () => {
    const { campus, admin } = await campusAdmin(make);
    const own = await make.createStudent({ campusId: campus.id });
    const foreign = await make.createStudent();
    const gone = await make.createStudent({ campusId: campus.id, status: 'transferredOut' });
    const api = asUser(test, admin);
    await api
      .post('/api/StudentUpgrade')
      .send([{ studentId: own.id }, { studentId: foreign.id }])
      .expect(404);
    await api
      .post('/api/StudentUpgrade')
      .send([{ studentId: gone.id }])
      .expect(404);
    expect((await studentRow(own.id)).semester).toBe('First');
    expect((await studentRow(foreign.id)).semester).toBe('First');
  });

  it('answers 400 for an empty list or a missing student, and refuses read-only and student roles', async () => {
    const { admin } = await campusAdmin(make);
    const api = asUser(test, admin);
    const empty = await api.post('/api/StudentUpgrade').send([]).expect(400);
    expect(empty.body.issues).toMatchObject([{ field: 'body', message: A.upgradeStudentsRequired }]);
    const missing = await api
      .post('/api/StudentUpgrade')
      .send([{ semester: 'Second' }])
      .expect(400);
    expect(missing.body.issues).toMatchObject([
      { field: 'body.0.studentId', message: STUDENT_MESSAGES.studentRequired },
    ]);
    for (const role of ['Admin', 'UgcAdmin', 'Student'] as const) {
      await asUser(test, await make.createUser({ role }))
        .post('/api/StudentUpgrade')
        .send([{ studentId: 1 }])
        .expect(403);
    }
  });

  it('lets the campus’s university upgrade its students', async () => {
    const university = await make.createUniversity();
    const campus = await make.createCampus({ universityId: university.id });
    const student = await make.createStudent({ campusId: campus.id });
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
    await asUser(test, uniAdmin)
      .post('/api/StudentUpgrade')
      .send([{ studentId: student.id }])
      .expect(200);
    expect((await studentRow(student.id)).semester).toBe('Second');
  });
});
