import { describe, expect, it } from 'vitest';
import { STUDENT_ACADEMICS_MESSAGES as A } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

function createSubject(programId: number, semester: 'First' | 'Second' = 'First') {
  return test.app.prisma.subject.create({
    data: {
      programId,
      subjectName: uniqueName('Subject'),
      subjectType: 'regular',
      shortName: 'SUB',
      code: uniqueName('S'),
      semester,
    },
  });
}

/** A campus class: two first-semester students of a program, one in section A, and a first-semester subject. */
async function campusClass() {
  const campus = await make.createCampus();
  const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  const program = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
  const section = await test.app.prisma.sectionForStudent.create({ data: { campusId: campus.id, sectionSymbol: 'A' } });
  const first = await make.createStudent({ campusId: campus.id, programId: program.id, rollNoManual: '1' });
  const second = await make.createStudent({ campusId: campus.id, programId: program.id, rollNoManual: '2' });
  await test.app.prisma.student.update({ where: { id: first.id }, data: { sectionId: section.id } });
  const subject = await createSubject(program.id);
  return { campus, admin, program, section, first, second, subject };
}

const attendanceOf = (subjectId: number) =>
  test.app.prisma.studentAttendance.findMany({ where: { subjectId }, orderBy: { studentId: 'asc' } });

describe('AttendanceStudent', () => {
  it('marks a class as the original client sends it, lists it on the roster, and a repeat corrects it without adding rows', async () => {
    const { admin, section, first, second, subject } = await campusClass();
    const api = asUser(test, admin);
    const roster = async () =>
      (await api.get(`/api/AttendanceStudent?subjectId=${subject.id}&date=2024-10-10`).expect(200)).body;
    expect(await roster()).toEqual([
      {
        studentId: first.id,
        fullName: `${first.firstName} STUDENT`,
        rollNoManual: '1',
        section: 'A',
        hasAttended: null,
        timeAttended: null,
      },
      {
        studentId: second.id,
        fullName: `${second.firstName} STUDENT`,
        rollNoManual: '2',
        section: null,
        hasAttended: null,
        timeAttended: null,
      },
    ]);

    const mark = (firstPresent: boolean) =>
      api
        .post('/api/AttendanceStudent')
        .send({
          attendanceData: [first, second].map((student, index) => ({
            campusId: 12,
            subjectID: subject.id,
            semester: 'First',
            section: 'a',
            studentId: student.id,
            hasAttended: index === 0 ? firstPresent : true,
            dateAttended: '2024-10-10',
            timeAttended: '10:00',
          })),
          studentIds: [first.id, second.id],
        })
        .expect(200);
    expect((await mark(true)).body).toEqual({ saved: 2 });
    expect((await mark(false)).body).toEqual({ saved: 2 });

    const rows = await attendanceOf(subject.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      studentId: first.id,
      hasAttended: false,
      sectionId: section.id,
      timeAttended: '10:00',
    });
    expect(rows[0]!.dateAttended.toISOString().slice(0, 10)).toBe('2024-10-10');
    expect((await roster()).map((row: { hasAttended: boolean }) => row.hasAttended)).toEqual([false, true]);
    expect(await auditEntriesFor(test.app.prisma, 'StudentAttendance', `${subject.id}:2024-10-10`)).toEqual([
      expect.objectContaining({
        action: 'update',
        userId: admin.id,
        changes: expect.objectContaining({ present: [first.id, second.id] }),
      }),
      expect.objectContaining({ changes: expect.objectContaining({ present: [second.id], absent: [first.id] }) }),
    ]);
    // Another day is another row.
    await api
      .post('/api/AttendanceStudent')
      .send({
        attendanceData: [{ subjectId: subject.id, studentId: first.id, hasAttended: true, dateAttended: '2024-10-11' }],
      })
      .expect(200);
    expect(await attendanceOf(subject.id)).toHaveLength(3);
  });

  it('filters the roster by section and by the semester asked for', async () => {
    const { admin, section, first, program } = await campusClass();
    const secondSemesterSubject = await createSubject(program.id, 'Second');
    const api = asUser(test, admin);
    const bySection = await api
      .get(
        `/api/AttendanceStudent?subjectId=${secondSemesterSubject.id}&date=2024-10-10&sectionId=${section.id}&semYear=First`,
      )
      .expect(200);
    expect(bySection.body.map((row: { studentId: number }) => row.studentId)).toEqual([first.id]);
    // Nobody is in the subject's own (second) semester yet.
    expect(
      (await api.get(`/api/AttendanceStudent?subjectId=${secondSemesterSubject.id}&date=2024-10-10`).expect(200)).body,
    ).toEqual([]);
  });

  it('answers 400 with a message per field for bad rows, a subject of another program and an unknown section, and writes nothing', async () => {
    const { admin, first, subject, campus } = await campusClass();
    const otherProgram = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
    const otherSubject = await createSubject(otherProgram.id);
    const api = asUser(test, admin);
    const empty = await api.post('/api/AttendanceStudent').send({ attendanceData: [] }).expect(400);
    expect(empty.body.issues).toMatchObject([{ field: 'body.attendanceData', message: A.attendanceRequired }]);
    const bad = await api
      .post('/api/AttendanceStudent')
      .send({ attendanceData: [{ studentId: first.id, dateAttended: 'yesterday' }] })
      .expect(400);
    expect(bad.body.issues).toMatchObject([
      { field: 'body.attendanceData.0.subjectId', message: A.subjectRequired },
      { field: 'body.attendanceData.0.hasAttended', message: A.hasAttendedRequired },
      { field: 'body.attendanceData.0.dateAttended', message: A.attendanceDateInvalid },
    ]);
    const wrong = await api
      .post('/api/AttendanceStudent')
      .send({
        attendanceData: [
          { subjectId: subject.id, studentId: first.id, hasAttended: true, dateAttended: '2024-10-10', section: 'Z' },
          { subjectId: otherSubject.id, studentId: first.id, hasAttended: true, dateAttended: '2024-10-10' },
        ],
      })
      .expect(400);
    expect(wrong.body.issues).toMatchObject([
      { field: 'body.attendanceData.0.section', message: A.sectionNotFound },
      { field: 'body.attendanceData.1.subjectId', message: A.subjectNotInProgram },
    ]);
    const roster = await api.get(`/api/AttendanceStudent?date=someday&programId=${otherProgram.id}`).expect(400);
    expect(roster.body.issues).toMatchObject([
      { field: 'querystring.subjectId', message: A.subjectRequired },
      { field: 'querystring.date', message: A.attendanceDateInvalid },
    ]);
    const mismatch = await api
      .get(`/api/AttendanceStudent?subjectId=${subject.id}&date=2024-10-10&programId=${otherProgram.id}`)
      .expect(400);
    expect(mismatch.body.issues).toMatchObject([{ field: 'querystring.programId', message: A.subjectNotInProgram }]);
    expect(await attendanceOf(subject.id)).toEqual([]);
    expect(await attendanceOf(otherSubject.id)).toEqual([]);
  });

  it('answers 404 for another campus’s student or another university’s subject, and marks nobody', async () => {
    const mine = await campusClass();
    const theirs = await campusClass();
    const api = asUser(test, mine.admin);
    await api
      .post('/api/AttendanceStudent')
      .send({
        attendanceData: [mine.first, theirs.first].map((student) => ({
          subjectId: mine.subject.id,
          studentId: student.id,
          hasAttended: true,
          dateAttended: '2024-10-10',
        })),
      })
      .expect(404);
    await api.get(`/api/AttendanceStudent?subjectId=${theirs.subject.id}&date=2024-10-10`).expect(404);
    expect(await attendanceOf(mine.subject.id)).toEqual([]);
  });

  it('lets the campus’s other staff mark attendance, and refuses everyone without a campus', async () => {
    const { campus, first, subject } = await campusClass();
    const user = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
    const body = {
      attendanceData: [{ subjectId: subject.id, studentId: first.id, hasAttended: true, dateAttended: '2024-10-10' }],
    };
    await asUser(test, user).post('/api/AttendanceStudent').send(body).expect(200);
    for (const role of ['UniAdmin', 'SuperAdmin', 'Student'] as const) {
      const api = asUser(test, await make.createUser({ role }));
      await api.post('/api/AttendanceStudent').send(body).expect(403);
      await api.get(`/api/AttendanceStudent?subjectId=${subject.id}&date=2024-10-10`).expect(403);
    }
  });
});
