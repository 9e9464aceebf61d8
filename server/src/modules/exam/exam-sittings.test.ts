import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES } from '@hemis/contracts';
import { testClock } from '../../../../tests/support/clock.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { DURING_EXAM, examCampus, examWithPaper, type ExamCampus } from './exam-test-setup.ts';

const { test, make } = useTestApp({ clock: testClock(DURING_EXAM) });

const MARKS_FIELDS = [
  'achieveScored',
  'examName',
  'firstName',
  'id',
  'lastName',
  'middleName',
  'practicalFullMark',
  'practicalMarks',
  'practicalPassMark',
  'programName',
  'programType',
  'remarks',
  'rollNo',
  'semester',
  'studentID',
  'subjectExamScheduleId',
  'subjectName',
  'theoreticalMarks',
  'theoriticalFullMark',
  'theoriticalPassMark',
  'version',
  'year',
];

/** A campus's exam with one paper (theory 60/24, practical 40/16) and three students who may sit it. */
async function examWithStudents() {
  const s = await examCampus(make, test.app.prisma);
  const api = asUser(test, s.admin);
  const { exam, paper } = await examWithPaper(api, s);
  const students = [];
  for (const roll of ['01', '02', '03']) {
    students.push(
      await make.createStudent({
        campusId: s.campus.id,
        programId: s.program.id,
        rollNoManual: `${s.campus.id}-${roll}`,
      }),
    );
  }
  return { s, api, exam, paper, students };
}

function markAttendance(api: supertest.Agent, paperId: number, studentIds: number[], appeared = true, remarks = '') {
  let request = api
    .post('/api/ExamAppearManagement/upsert')
    .field('subjectExamScheduleId', String(paperId))
    .field('doesAppeared', String(appeared))
    .field('remarks', remarks);
  for (const [index, id] of studentIds.entries()) request = request.field(`StudentIds[${index}]`, String(id));
  return request;
}

const row = (paperId: number, studentId: number, theory: number | null, practical: number | null, extra = {}) => ({
  subjectExamScheduleId: paperId,
  achieveScored: (theory ?? 0) + (practical ?? 0),
  studentID: studentId,
  theoreticalMarks: theory,
  practicalMarks: practical,
  remarks: '',
  ...extra,
});

async function sittingsOf(paperId: number) {
  return test.app.prisma.examSitting.findMany({ where: { routineId: paperId }, orderBy: { studentId: 'asc' } });
}

describe('who may sit an exam (BulkExamAttend/GetAllStudent)', () => {
  it('lists the enrolled students of the exam’s program, batch and semester at the campus, leaving out those who left, moved on or are not verified', async () => {
    const s: ExamCampus = await examCampus(make, test.app.prisma);
    const api = asUser(test, s.admin);
    const { exam } = await examWithPaper(api, s);
    const inside = await make.createStudent({ campusId: s.campus.id, programId: s.program.id, rollNoManual: 'R1' });
    const major = await make.createMajorSubject({ programId: s.program.id, campusId: s.campus.id });
    const ofMajor = await make.createStudent({
      campusId: s.campus.id,
      programId: s.program.id,
      majorSubjectId: major.id,
    });
    await make.createStudent({ campusId: s.campus.id, programId: s.program.id, status: 'graduated' });
    await make.createStudent({ campusId: s.campus.id, programId: s.program.id, status: 'droppedOut' });
    await make.createStudent({ campusId: s.campus.id, programId: s.program.id, isVerified: false });
    const moved = await make.createStudent({ campusId: s.campus.id, programId: s.program.id });
    await test.app.prisma.student.update({ where: { id: moved.id }, data: { semester: 'Second' } });
    await make.createStudent({ campusId: s.campus.id });

    const byExam = await api.get(`/api/BulkExamAttend/GetAllStudent?examScheduleId=${exam.id}`).expect(200);
    expect(byExam.body.data.map((student: { id: number }) => student.id)).toEqual([inside.id, ofMajor.id]);
    expect(byExam.body).toMatchObject({ totalRecords: 2, total: 2 });
    expect(byExam.body.data[0]).toMatchObject({
      firstName: inside.firstName,
      rollNoManual: 'R1',
      batchNameNepali: s.batch.batchNepali,
      programName: s.program.programName,
      semester: 'First',
      year: null,
    });
    const byFilters = await api
      .get(
        `/api/BulkExamAttend/GetAllStudent?BatchId=${s.batch.id}&programid=${s.program.id}&semester=First&pageNumber=1&pageSize=10&majorSubjectId=${major.id}`,
      )
      .expect(200);
    expect(byFilters.body.data.map((student: { id: number }) => student.id)).toEqual([ofMajor.id]);
  });
});

describe('attendance (ExamAppearManagement)', () => {
  it('records appeared and absent students from the multipart form, and reads them back on the paper and in the appeared list', async () => {
    const { s, api, exam, paper, students } = await examWithStudents();
    await markAttendance(api, paper.id, [students[0]!.id, students[1]!.id], true, 'on time').expect(200);
    await markAttendance(api, paper.id, [students[2]!.id], false, 'sick').expect(200);
    expect((await sittingsOf(paper.id)).map((sitting) => [sitting.studentId, sitting.appeared])).toEqual([
      [students[0]!.id, true],
      [students[1]!.id, true],
      [students[2]!.id, false],
    ]);

    const sheet = await api
      .get(`/api/ExamAppearManagement/by-subjectexamschedule?subjectExamScheduleId=${paper.id}&page=1&pageSize=10`)
      .expect(200);
    expect(sheet.body).toHaveLength(1);
    expect(sheet.body[0]).toMatchObject({
      subjectName: s.subjects[0]!.subjectName,
      theoreticalFullMarks: 60,
      practicalPassMark: 16,
      studentTotalRecords: 3,
    });
    expect(sheet.body[0].studentExamRecords.map((record: { doesAppear: boolean }) => record.doesAppear)).toEqual([
      true,
      true,
      false,
    ]);
    expect(sheet.body[0].studentExamRecords[2]).toMatchObject({ studentId: students[2]!.id, remarks: 'sick' });

    // The grid pages its students by roll number with their total, past the last page too, and finds them by name.
    const grid = (params: string) =>
      api
        .get(`/api/ExamAppearManagement/by-subjectexamschedule?subjectExamScheduleId=${paper.id}&${params}`)
        .expect(200);
    const second = await grid('studentPage=2&studentPageSize=2');
    expect(second.body[0].studentTotalRecords).toBe(3);
    expect(second.body[0].studentExamRecords.map((record: { studentId: number }) => record.studentId)).toEqual([
      students[2]!.id,
    ]);
    const beyond = await grid('studentPage=5&studentPageSize=2');
    expect(beyond.body[0]).toMatchObject({ studentTotalRecords: 3, studentExamRecords: [], theoreticalFullMarks: 60 });
    const named = await grid(`studentName=${encodeURIComponent(students[1]!.firstName.toUpperCase())}`);
    expect(named.body[0].studentExamRecords.map((record: { studentId: number }) => record.studentId)).toEqual([
      students[1]!.id,
    ]);

    const appeared = await api
      .get(
        `/api/ExamAppearManagement/getAllAppearedStudents?BatchId=${s.batch.id}&programid=${s.program.id}&semester=First&examScheduleId=${exam.id}&pageNumber=1&pageSize=10`,
      )
      .expect(200);
    expect(appeared.body.totalRecords).toBe(2);
    expect(appeared.body.data[0]).toMatchObject({
      studentId: students[0]!.id,
      programName: s.program.programName,
      levelName: s.program.level.levelName,
      facultyName: s.program.faculty.facultyName,
      batchYear: s.batch.batchNepali,
      doesAppear: true,
      remarks: 'on time',
    });
  });

  it('takes the students as a repeated StudentIds key or as a JSON array too', async () => {
    const { api, paper, students } = await examWithStudents();
    await api
      .post('/api/ExamAppearManagement/upsert')
      .field('subjectExamScheduleId', String(paper.id))
      .field('StudentIds', String(students[0]!.id))
      .field('StudentIds', String(students[1]!.id))
      .expect(200);
    await api
      .post('/api/ExamAppearManagement/upsert')
      .send({ subjectExamScheduleId: paper.id, doesAppeared: false, StudentIds: [students[2]!.id] })
      .expect(200);
    expect((await sittingsOf(paper.id)).map((sitting) => sitting.appeared)).toEqual([true, true, false]);
    await api
      .post('/api/ExamAppearManagement/upsert')
      .field('subjectExamScheduleId', String(paper.id))
      .field('StudentIds[0]', 'abc')
      .expect(400);
  });

  it('answers 400 and writes nothing for a student who may not sit the exam, or for no student', async () => {
    const { s, api, paper, students } = await examWithStudents();
    const outsider = await make.createStudent({ campusId: s.campus.id });
    const refused = await markAttendance(api, paper.id, [students[0]!.id, outsider.id]).expect(400);
    expect(refused.body.message).toBe(EXAM_MESSAGES.studentsNotEligible);
    await markAttendance(api, paper.id, []).expect(400);
    expect(await sittingsOf(paper.id)).toEqual([]);
  });

  it('refuses to mark absent a student with marks (409)', async () => {
    const { api, paper, students } = await examWithStudents();
    await markAttendance(api, paper.id, [students[0]!.id]).expect(200);
    await api
      .post('/api/MarksEntry')
      .send([row(paper.id, students[0]!.id, 40, 30)])
      .expect(200);
    const refused = await markAttendance(api, paper.id, [students[0]!.id], false).expect(409);
    expect(refused.body.message).toBe(EXAM_MESSAGES.appearanceHasMarks);
    expect((await sittingsOf(paper.id))[0]!.appeared).toBe(true);
  });
});

describe('marks (MarksEntry)', () => {
  it('saves the contract’s array and answers the grid with PASS/FAIL, totals and versions', async () => {
    const { s, api, exam, paper, students } = await examWithStudents();
    await markAttendance(
      api,
      paper.id,
      students.map((student) => student.id),
    ).expect(200);
    const saved = await api
      .post('/api/MarksEntry')
      .send([row(paper.id, students[0]!.id, 45.5, 30), row(paper.id, students[1]!.id, 20, 35)])
      .expect(200);
    expect(saved.body).toMatchObject({ message: EXAM_MESSAGES.marksSaved, saved: 2 });
    expect(saved.body.rows.map((entry: { version: number }) => entry.version)).toEqual([1, 1]);

    const grid = await api
      .get(`/api/MarksEntry/FilterByExam?subjectExamScheduleId=${paper.id}&page=1&pageSize=60`)
      .expect(200);
    expect(grid.body.totalRecords).toBe(3);
    expect(Object.keys(grid.body.data[0]).sort()).toEqual(MARKS_FIELDS);
    expect(grid.body.data[0]).toMatchObject({
      studentID: students[0]!.id,
      examName: exam.examName,
      programName: s.program.programName,
      theoriticalFullMark: 60,
      theoriticalPassMark: 24,
      theoreticalMarks: 45.5,
      practicalMarks: 30,
      achieveScored: 75.5,
      remarks: 'PASS',
      version: 1,
    });
    // Theory 20 is below its pass marks (24): the paper is failed whatever the practical.
    expect(grid.body.data[1]).toMatchObject({ theoreticalMarks: 20, remarks: 'FAIL' });
    expect(grid.body.data[2]).toMatchObject({ theoreticalMarks: null, remarks: null, version: 0 });
    const named = await api
      .get(`/api/MarksEntry/FilterByExam?BatchId=${exam.id}&name=${encodeURIComponent(students[1]!.firstName)}`)
      .expect(200);
    expect(named.body.data.map((entry: { studentID: number }) => entry.studentID)).toEqual([students[1]!.id]);
  });

  it('answers 400 and writes nothing for marks above the full marks, negative marks, an absent student or one not marked appeared', async () => {
    const { api, paper, students } = await examWithStudents();
    await markAttendance(api, paper.id, [students[0]!.id]).expect(200);
    await markAttendance(api, paper.id, [students[1]!.id], false).expect(200);
    const above = await api
      .post('/api/MarksEntry')
      .send([row(paper.id, students[0]!.id, 61, 10)])
      .expect(400);
    expect(above.body.issues).toMatchObject([
      { field: 'body[0].theoreticalMarks', message: EXAM_MESSAGES.marksAboveFull },
    ]);
    await api
      .post('/api/MarksEntry')
      .send([row(paper.id, students[0]!.id, 10, -1)])
      .expect(400);
    const absent = await api
      .post('/api/MarksEntry')
      .send([row(paper.id, students[0]!.id, 50, 30), row(paper.id, students[1]!.id, 10, 10)])
      .expect(400);
    expect(absent.body.issues).toMatchObject([{ field: 'body[1].studentID', message: EXAM_MESSAGES.marksNotAppeared }]);
    const unmarked = await api
      .post('/api/MarksEntry')
      .send([row(paper.id, students[2]!.id, 10, 10)])
      .expect(400);
    expect(unmarked.body.issues).toMatchObject([
      { field: 'body[0].studentID', message: EXAM_MESSAGES.marksNotAppeared },
    ]);
    const sittings = await sittingsOf(paper.id);
    expect(sittings.map((sitting) => [sitting.theoreticalMarks, sitting.version])).toEqual([
      [null, 0],
      [null, 0],
    ]);
  });

  it('answers 409 naming the students whose rows changed since they were read, and saves nothing of that grid', async () => {
    const { api, paper, students } = await examWithStudents();
    await markAttendance(api, paper.id, [students[0]!.id, students[1]!.id]).expect(200);
    const read = await api.get(`/api/MarksEntry/FilterByExam?subjectExamScheduleId=${paper.id}`).expect(200);
    const versions = read.body.data.map((entry: { version: number }) => entry.version);
    expect(versions).toEqual([0, 0]);
    // Someone else saves the first student's marks meanwhile.
    const colleague = await make.createUser({ role: 'CollegeUser', campusId: students[0]!.campusId });
    await asUser(test, colleague)
      .post('/api/MarksEntry')
      .send({ rows: [row(paper.id, students[0]!.id, 50, 30, { version: 0 })] })
      .expect(200);
    const stale = await api
      .post('/api/MarksEntry')
      .send({
        rows: [
          row(paper.id, students[0]!.id, 10, 10, { version: versions[0] }),
          row(paper.id, students[1]!.id, 40, 30, { version: versions[1] }),
        ],
      })
      .expect(409);
    expect(stale.body.message).toBe(EXAM_MESSAGES.staleRows([`${students[0]!.firstName} ${students[0]!.lastName}`]));
    const sittings = await sittingsOf(paper.id);
    expect(sittings.map((sitting) => [Number(sitting.theoreticalMarks), sitting.version])).toEqual([
      [50, 1],
      [0, 0],
    ]);
    // A client of the contract sends no version, and is served as before.
    await api
      .post('/api/MarksEntry')
      .send([row(paper.id, students[0]!.id, 10, 10)])
      .expect(200);
    expect(Number((await sittingsOf(paper.id))[0]!.theoreticalMarks)).toBe(10);
  });

  it('writes nothing and answers 409 when another save changes one of its rows between its check and its write', async () => {
    const { api, paper, students } = await examWithStudents();
    await markAttendance(api, paper.id, [students[0]!.id, students[1]!.id]).expect(200);
    const audited = () =>
      test.app.prisma.auditLog.count({ where: { entity: 'ExamMarks', entityId: String(paper.id) } });
    const auditsBefore = await audited();
    // Another save holds the paper's rows: ours reads version 0 of both, passes its check, and
    // waits at its write until the other changes the first row and commits.
    let letGo!: () => void;
    const released = new Promise<void>((resolve) => (letGo = resolve));
    const other = test.app.prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "ExamSitting" WHERE "routineId" = ${paper.id} FOR UPDATE`;
        await released;
        await tx.$executeRaw`UPDATE "ExamSitting" SET "theoreticalMarks" = 5, version = version + 1
                              WHERE "routineId" = ${paper.id} AND "studentId" = ${students[0]!.id}`;
      },
      { timeout: 20_000 },
    );
    const ours = api
      .post('/api/MarksEntry')
      .send({
        rows: [
          row(paper.id, students[0]!.id, 10, 10, { version: 0 }),
          row(paper.id, students[1]!.id, 20, 10, { version: 0 }),
        ],
      })
      .then((response) => response);
    await expect
      .poll(
        async () =>
          (
            await test.app.prisma.$queryRaw<{ waiting: number }[]>`
              SELECT count(*)::int AS waiting FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%ExamSitting%'`
          )[0]!.waiting,
        { timeout: 10_000 },
      )
      .toBe(1);
    letGo();
    await other;
    const refused = await ours;
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(EXAM_MESSAGES.staleRows([`${students[0]!.firstName} ${students[0]!.lastName}`]));
    // The second row, whose version had not moved, was not written either; nor was an audit entry.
    const sittings = await sittingsOf(paper.id);
    expect(
      sittings.map((sitting) => [
        sitting.theoreticalMarks === null ? null : Number(sitting.theoreticalMarks),
        sitting.version,
      ]),
    ).toEqual([
      [5, 1],
      [null, 0],
    ]);
    expect(await audited()).toBe(auditsBefore);
  });

  it('after the results are published needs a reason and the campus administrator, and audits each row’s before and after', async () => {
    const { s, api, exam, paper, students } = await examWithStudents();
    await markAttendance(api, paper.id, [students[0]!.id]).expect(200);
    await api
      .post('/api/MarksEntry')
      .send([row(paper.id, students[0]!.id, 40, 30)])
      .expect(200);
    await test.app.prisma.examSchedule.update({ where: { id: exam.id }, data: { resultsPublishedAt: new Date() } });

    const plain = await api
      .post('/api/MarksEntry')
      .send([row(paper.id, students[0]!.id, 45, 30)])
      .expect(400);
    expect(plain.body.issues).toMatchObject([{ field: 'body.reason', message: EXAM_MESSAGES.reasonRequired }]);
    const clerk = await make.createUser({ role: 'CollegeUser', campusId: s.campus.id });
    await asUser(test, clerk)
      .post('/api/MarksEntry')
      .send({ rows: [row(paper.id, students[0]!.id, 45, 30)], reason: 'Rechecked' })
      .expect(403);
    expect(Number((await sittingsOf(paper.id))[0]!.theoreticalMarks)).toBe(40);

    await api
      .post('/api/MarksEntry')
      .send({ rows: [row(paper.id, students[0]!.id, 45, 30, { version: 1 })], reason: 'Rechecked on appeal' })
      .expect(200);
    expect(Number((await sittingsOf(paper.id))[0]!.theoreticalMarks)).toBe(45);
    const entries = await auditEntriesFor(test.app.prisma, 'ExamMarks', paper.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      userId: s.admin.id,
      changes: {
        resultsPublished: true,
        reason: 'Rechecked on appeal',
        rows: [
          {
            studentId: students[0]!.id,
            before: { theoreticalMarks: 40, practicalMarks: 30, remarks: null },
            after: { theoreticalMarks: 45, practicalMarks: 30, remarks: null },
          },
        ],
      },
    });
    const attendance = await markAttendance(api, paper.id, [students[1]!.id]).expect(409);
    expect(attendance.body.message).toBe(EXAM_MESSAGES.resultsPublishedAttendance);
  });

  it('answers 404 for another campus’s paper and writes nothing there', async () => {
    const mine = await examWithStudents();
    const theirs = await examWithStudents();
    await markAttendance(theirs.api, theirs.paper.id, [theirs.students[0]!.id]).expect(200);
    await mine.api
      .post('/api/MarksEntry')
      .send([row(theirs.paper.id, theirs.students[0]!.id, 10, 10)])
      .expect(404);
    await markAttendance(mine.api, theirs.paper.id, [theirs.students[1]!.id]).expect(404);
    await mine.api.get(`/api/MarksEntry/FilterByExam?subjectExamScheduleId=${theirs.paper.id}`).expect(404);
    await mine.api.get(`/api/MarksEntry/FilterByExam?BatchId=${theirs.exam.id}`).expect(404);
    await mine.api
      .get(`/api/ExamAppearManagement/by-subjectexamschedule?subjectExamScheduleId=${theirs.paper.id}`)
      .expect(404);
    expect((await sittingsOf(theirs.paper.id)).map((sitting) => sitting.theoreticalMarks)).toEqual([null]);
  });

  it('refuses marks from the university and from students (403)', async () => {
    const { s, paper, students } = await examWithStudents();
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: s.campus.universityId });
    await asUser(test, uniAdmin)
      .post('/api/MarksEntry')
      .send([row(paper.id, students[0]!.id, 1, 1)])
      .expect(403);
    await asUser(test, uniAdmin).get(`/api/MarksEntry/FilterByExam?subjectExamScheduleId=${paper.id}`).expect(200);
    const student = await make.createUser({ role: 'Student', campusId: s.campus.id });
    await asUser(test, student).get(`/api/MarksEntry/FilterByExam?subjectExamScheduleId=${paper.id}`).expect(403);
  });
});
