import { describe, expect, it } from 'vitest';
import { DEFAULT_GRADE_BANDS, EXAM_RESULT_MESSAGES as M } from '@hemis/contracts';
import { createExam, recordMarks, type MarksSpec, type PaperSpec } from '../../../../tests/support/exam-fixtures.ts';
import { asBytes, pdfPageSizes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusWithProgram } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { readSheet } from '../../lib/spreadsheet.ts';

const { test, make } = useTestApp({ clock: '2026-03-01T06:00:00Z' });

/** Three papers: theory and practical, theory only, and an even theory and practical. */
const PAPERS: PaperSpec[] = [
  { subjectName: 'Financial Accounting', theory: { full: 75, pass: 30 }, practical: { full: 25, pass: 10 } },
  { subjectName: 'Business Statistics', theory: { full: 100, pass: 40 } },
  { subjectName: 'Computer Applications', theory: { full: 50, pass: 20 }, practical: { full: 50, pass: 20 } },
];

/**
 * The marks of four students and their results worked out by hand (full marks 100 + 100 + 100):
 * - roll 001: 60.5 + 70 + 75 = 205.5, 68.50 %, passed, B (3.0), First division;
 * - roll 002: theory 29 of Financial Accounting is below its pass marks 30, so failed
 *   although 54 + 90 + 93 = 237, 79.00 %; grade F (0), no division;
 * - roll 003: absent at Financial Accounting, failed; 0 + 70 + 60 = 130, 43.33 %;
 * - roll 004: 94 + 95 + 98 = 287, 95.666... rounded up to 95.67 %, passed, A (4.0), Distinction.
 */
const MARKS: Record<string, MarksSpec[]> = {
  '001': [{ theory: 45.5, practical: 15 }, { theory: 70 }, { theory: 35, practical: 40 }],
  '002': [{ theory: 29, practical: 25 }, { theory: 90 }, { theory: 45, practical: 48 }],
  '003': ['absent', { theory: 70 }, { theory: 30, practical: 30 }],
  '004': [{ theory: 70, practical: 24 }, { theory: 95 }, { theory: 49, practical: 49 }],
};
const EXPECTED = {
  '001': { overallStatus: 'PASS', percentage: 68.5, grade: 'B', gradePoint: 3, division: 'First' },
  '002': { overallStatus: 'FAIL', percentage: 79, grade: 'F', gradePoint: 0, division: null },
  '003': { overallStatus: 'FAIL', percentage: 43.33, grade: 'F', gradePoint: 0, division: null },
  '004': { overallStatus: 'PASS', percentage: 95.67, grade: 'A', gradePoint: 4, division: 'Distinction' },
} as const;

/** A campus's exam of an annual program with the four students above, one of them with a student account. */
async function examWithMarks(options: { programType?: 'annual' | 'semester' } = {}) {
  const setup = await campusWithProgram(make, { programType: options.programType ?? 'annual' });
  const { campus, program } = setup;
  const exam = await createExam(test.app.prisma, { campus, program, papers: PAPERS });
  const account = await make.createUser({ role: 'Student', campusId: campus.id });
  const students: Record<string, Awaited<ReturnType<typeof make.createStudent>>> = {};
  for (const [rollNo, marks] of Object.entries(MARKS)) {
    const student = await make.createStudent({
      campusId: campus.id,
      programId: program.id,
      rollNoManual: rollNo,
      firstName: `Examinee${rollNo}`,
      userId: rollNo === '001' ? account.id : undefined,
    });
    students[rollNo] = student;
    await recordMarks(test.app.prisma, exam, student.id, marks);
  }
  return { ...setup, exam, students, account };
}

const cardUrl = (studentId: number, examId: number) =>
  `/api/MarksEntry/GetProgramResult?StudentId=${studentId}&ExamScheduleId=${examId}`;

describe('report cards', () => {
  it('computes each student’s result, percentage, grade and division from the marks', async () => {
    const { admin, exam, students, program } = await examWithMarks();
    for (const [rollNo, expected] of Object.entries(EXPECTED)) {
      const { body } = await asUser(test, admin).get(cardUrl(students[rollNo]!.id, exam.id)).expect(200);
      expect(body.data, rollNo).toMatchObject({
        ...expected,
        studentId: students[rollNo]!.id,
        rollNoManual: rollNo,
        programName: program.programName,
        examNameManual: exam.examName,
        year: 'First',
        semester: null,
        examScheduleId: exam.id,
        published: false,
      });
    }
    const { body } = await asUser(test, admin).get(cardUrl(students['002']!.id, exam.id)).expect(200);
    expect(body.data.subjectResults).toEqual([
      {
        subjectExamScheduleId: exam.routines[0]!.id,
        subjectCode: exam.routines[0]!.subject.code,
        subjectName: 'Financial Accounting',
        theoreticalFullMarks: 75,
        practicalFullMarks: 25,
        theoreticalPassMarks: 30,
        practicalPassMarks: 10,
        theoreticalMarks: 29,
        practicalMarks: 25,
        totalMarks: 54,
        remarks: 'FAIL',
      },
      expect.objectContaining({
        subjectName: 'Business Statistics',
        practicalFullMarks: null,
        totalMarks: 90,
        remarks: 'PASS',
      }),
      expect.objectContaining({ subjectName: 'Computer Applications', totalMarks: 93, remarks: 'PASS' }),
    ]);
    const absent = await asUser(test, admin).get(cardUrl(students['003']!.id, exam.id)).expect(200);
    expect(absent.body.data.subjectResults[0]).toMatchObject({
      theoreticalMarks: null,
      practicalMarks: null,
      totalMarks: 0,
      remarks: 'ABSENT',
    });
  });

  it('gives no division in a semester program, even to a passed exam', async () => {
    const { admin, exam, students } = await examWithMarks({ programType: 'semester' });
    const { body } = await asUser(test, admin).get(cardUrl(students['004']!.id, exam.id)).expect(200);
    expect(body.data).toMatchObject({ overallStatus: 'PASS', percentage: 95.67, grade: 'A', division: null });
    expect(body.data).toMatchObject({ semester: 'First', year: null });
  });

  it('pages an exam’s cards 0-based by roll number, with the total, filters by name or roll number and sorts by percentage', async () => {
    const { admin, exam } = await examWithMarks();
    const url = `/api/MarksEntry/GetProgramResultAll?ExamScheduleId=${exam.id}&pageSize=3`;
    const first = await asUser(test, admin).get(`${url}&page=0`).expect(200);
    expect(first.body.totalRecords).toBe(4);
    expect(first.body.data.map((card: { rollNoManual: string }) => card.rollNoManual)).toEqual(['001', '002', '003']);
    const second = await asUser(test, admin).get(`${url}&page=1&t=123`).expect(200);
    expect(second.body).toMatchObject({ totalRecords: 4, data: [expect.objectContaining({ rollNoManual: '004' })] });
    const past = await asUser(test, admin).get(`${url}&page=5`).expect(200);
    expect(past.body).toEqual({ data: [], totalRecords: 4 });
    const named = await asUser(test, admin).get(`${url}&page=0&name=examinee00%25`).expect(200);
    expect(named.body).toEqual({ data: [], totalRecords: 0 });
    const byName = await asUser(test, admin).get(`${url}&page=0&name=Examinee003`).expect(200);
    expect(byName.body).toMatchObject({ totalRecords: 1, data: [expect.objectContaining({ rollNoManual: '003' })] });
    const byRoll = await asUser(test, admin).get(`${url}&page=0&name=004`).expect(200);
    expect(byRoll.body.data.map((card: { rollNoManual: string }) => card.rollNoManual)).toEqual(['004']);
    const best = await asUser(test, admin).get(`${url}&page=0&sortBy=percentage&sortOrder=desc`).expect(200);
    expect(best.body.data.map((card: { percentage: number }) => card.percentage)).toEqual([95.67, 79, 68.5]);
  });

  it('filters an exam’s cards by passed or failed, paged with the total of that side, and refuses another result', async () => {
    const { admin, exam, campus, program } = await examWithMarks();
    // Roll 005 appeared everywhere but has no practical marks of Financial Accounting entered:
    // 70 + 80 + 80 = 230 of 300, 76.67 %, yet failed, since a part without marks is not passed.
    const unmarked = await make.createStudent({ campusId: campus.id, programId: program.id, rollNoManual: '005' });
    await recordMarks(test.app.prisma, exam, unmarked.id, [
      { theory: 70 },
      { theory: 80 },
      { theory: 40, practical: 40 },
    ]);
    const expected = { ...EXPECTED, '005': { overallStatus: 'FAIL', percentage: 76.67 } } as const;
    const rollsOf = (status: 'PASS' | 'FAIL') =>
      Object.entries(expected)
        .filter(([, card]) => card.overallStatus === status)
        .map(([rollNo]) => rollNo);
    const url = `/api/MarksEntry/GetProgramResultAll?ExamScheduleId=${exam.id}&page=0&pageSize=10`;
    const rolls = (body: { data: { rollNoManual: string }[] }) => body.data.map((card) => card.rollNoManual);

    const all = await asUser(test, admin).get(url).expect(200);
    expect(all.body.totalRecords).toBe(5);
    for (const status of ['PASS', 'FAIL'] as const) {
      const { body } = await asUser(test, admin).get(`${url}&overallStatus=${status}`).expect(200);
      expect(rolls(body), status).toEqual(rollsOf(status));
      expect(body.totalRecords).toBe(rollsOf(status).length);
      // The database's filter agrees with each card's own result.
      expect(body.data).toEqual(
        all.body.data.filter((card: { overallStatus: string }) => card.overallStatus === status),
      );
    }
    expect(rollsOf('FAIL')).toEqual(['002', '003', '005']);

    const secondPage = await asUser(test, admin)
      .get(`/api/MarksEntry/GetProgramResultAll?ExamScheduleId=${exam.id}&page=1&pageSize=2&overallStatus=fail`)
      .expect(200);
    expect(secondPage.body).toMatchObject({
      totalRecords: 3,
      data: [expect.objectContaining({ rollNoManual: '005' })],
    });
    const best = await asUser(test, admin)
      .get(`${url}&overallStatus=FAIL&sortBy=percentage&sortOrder=desc`)
      .expect(200);
    expect(best.body.data.map((card: { percentage: number }) => card.percentage)).toEqual([79, 76.67, 43.33]);
    const named = await asUser(test, admin).get(`${url}&overallStatus=PASS&name=Examinee004`).expect(200);
    expect(rolls(named.body)).toEqual(['004']);
    const unfiltered = await asUser(test, admin).get(`${url}&overallStatus=`).expect(200);
    expect(unfiltered.body.totalRecords).toBe(5);

    const refused = await asUser(test, admin).get(`${url}&overallStatus=ABSENT`).expect(400);
    expect(JSON.stringify(refused.body)).toContain('Result must be one of: PASS, FAIL');
  });

  it('lists one student’s cards of every exam, newest exam first', async () => {
    const { admin, exam, students, campus, program } = await examWithMarks();
    const later = await createExam(test.app.prisma, {
      campus,
      program,
      papers: [{ theory: { full: 100, pass: 40 } }],
      dateFrom: '2026-06-01',
    });
    await recordMarks(test.app.prisma, later, students['001']!.id, [{ theory: 45.25 }]);
    const { body } = await asUser(test, admin)
      .get(`/api/MarksEntry/GetProgramResultByStudent?StudentId=${students['001']!.id}&pageNumber=1&pageSize=10`)
      .expect(200);
    expect(body.data.map((card: { examScheduleId: number }) => card.examScheduleId)).toEqual([later.id, exam.id]);
    expect(body.data[0]).toMatchObject({ percentage: 45.25, grade: 'C+', gradePoint: 2.3, division: 'Second' });
    const onlyFirst = await asUser(test, admin)
      .get(`/api/MarksEntry/GetProgramResultByStudent?StudentId=${students['001']!.id}&pageNumber=2&pageSize=1`)
      .expect(200);
    expect(onlyFirst.body.data.map((card: { examScheduleId: number }) => card.examScheduleId)).toEqual([exam.id]);
  });

  it('grades by the university’s own scale once it has one', async () => {
    const { admin, exam, students, campus } = await examWithMarks();
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    await asUser(test, uniAdmin)
      .put(`/api/GradingScale/${campus.universityId}`)
      .send({
        bands: [
          { grade: 'Merit', gradePoint: 4, minPercentage: 70 },
          { grade: 'Pass', gradePoint: 2.5, minPercentage: 40 },
          { grade: 'Fail', gradePoint: 0, minPercentage: 0 },
        ],
      })
      .expect(200);
    const passed = await asUser(test, admin).get(cardUrl(students['001']!.id, exam.id)).expect(200);
    expect(passed.body.data).toMatchObject({ grade: 'Pass', gradePoint: 2.5 });
    const failed = await asUser(test, admin).get(cardUrl(students['002']!.id, exam.id)).expect(200);
    expect(failed.body.data).toMatchObject({ grade: 'Fail', gradePoint: 0 });
  });
});

describe('access to results', () => {
  it('hides drafts from the student and shows their own results once published', async () => {
    const { admin, exam, account, students } = await examWithMarks();
    const own = asUser(test, account);
    expect((await own.get('/api/Student/Me/Results').expect(200)).body).toEqual({ data: [], totalRecords: 0 });
    await own.get(`/api/Student/Me/Results/${exam.id}/pdf`).expect(404);

    const published = await asUser(test, admin).post(`/api/ExamSchedule/${exam.id}/publish`).send({}).expect(200);
    expect(published.body).toMatchObject({ examScheduleId: exam.id, resultsPublishedAt: '2026-03-01T06:00:00.000Z' });
    const { body } = await own.get('/api/Student/Me/Results').expect(200);
    expect(body.totalRecords).toBe(1);
    expect(body.data[0]).toMatchObject({ studentId: students['001']!.id, published: true, percentage: 68.5 });
    const pdf = await asBytes(own.get(`/api/Student/Me/Results/${exam.id}/pdf`)).expect(200);
    const text = (await pdfText(pdf.body)).join('\n');
    expect(text).toContain('PROVISIONAL STATEMENT OF MARKS');
    expect(text).toContain('45.5');
    expect(text).toContain('68.50 %');

    const entries = await auditEntriesFor(test.app.prisma, 'ExamSchedule', exam.id);
    expect(entries.map((entry) => entry.action)).toEqual(['update']);
    expect(entries[0]!.changes).toMatchObject({ resultsPublishedAt: { from: null, to: '2026-03-01T06:00:00.000Z' } });

    await asUser(test, admin).post(`/api/ExamSchedule/${exam.id}/unpublish`).send({}).expect(200);
    expect((await own.get('/api/Student/Me/Results').expect(200)).body.totalRecords).toBe(0);
    await own.get(`/api/Student/Me/Results/${exam.id}/pdf`).expect(404);
  });

  it('answers 404 for another campus’s exam and 403 to roles without the permission', async () => {
    const { exam, students, account } = await examWithMarks();
    const other = await campusWithProgram(make);
    await asUser(test, other.admin).get(cardUrl(students['001']!.id, exam.id)).expect(404);
    await asUser(test, other.admin).get(`/api/MarksEntry/GetProgramResultAll?ExamScheduleId=${exam.id}`).expect(404);
    await asUser(test, other.admin)
      .get(`/api/MarksEntry/GetProgramResultByStudent?StudentId=${students['001']!.id}`)
      .expect(404);
    await asUser(test, other.admin).get(`/api/MarksLedger/${exam.id}/xlsx`).expect(404);
    await asUser(test, other.admin).post(`/api/ExamSchedule/${exam.id}/publish`).send({}).expect(404);
    const foreignUni = await make.createUser({ role: 'UniAdmin', universityId: other.campus.universityId });
    await asUser(test, foreignUni).get(cardUrl(students['001']!.id, exam.id)).expect(404);

    await asUser(test, account).get(cardUrl(students['001']!.id, exam.id)).expect(403);
    const clerk = await make.createUser({ role: 'CollegeUser', campusId: exam.campusId });
    await asUser(test, clerk).get(cardUrl(students['001']!.id, exam.id)).expect(200);
    await asUser(test, clerk).post(`/api/ExamSchedule/${exam.id}/publish`).send({}).expect(403);
    const withoutModule = await make.createUser({ role: 'CollegeUser', campusId: exam.campusId, modules: [] });
    await asUser(test, withoutModule).get(cardUrl(students['001']!.id, exam.id)).expect(403);
    expect(
      (await test.app.prisma.examSchedule.findUniqueOrThrow({ where: { id: exam.id } })).resultsPublishedAt,
    ).toBeNull();
  });

  it('lets a UniAdmin and the grants body read a campus’s drafts', async () => {
    const { exam, students, campus } = await examWithMarks();
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const card = await asUser(test, uniAdmin).get(cardUrl(students['004']!.id, exam.id)).expect(200);
    expect(card.body.data).toMatchObject({ percentage: 95.67, published: false });
    const superAdmin = await make.createUser({ role: 'SuperAdmin' });
    const all = await asUser(test, superAdmin)
      .get(`/api/MarksEntry/GetProgramResultAll?ExamScheduleId=${exam.id}&page=0&pageSize=10`)
      .expect(200);
    expect(all.body.totalRecords).toBe(4);
  });

  it('refuses bad input with 4xx and publishes only once, and only an exam with attendance', async () => {
    const { admin, exam, students, campus, program } = await examWithMarks();
    const missing = await asUser(test, admin)
      .get(`/api/MarksEntry/GetProgramResult?ExamScheduleId=${exam.id}`)
      .expect(400);
    expect(JSON.stringify(missing.body)).toContain('Student is required');
    await asUser(test, admin).get(`/api/MarksEntry/GetProgramResultAll?ExamScheduleId=${exam.id}&page=-1`).expect(400);
    await asUser(test, admin).get(`/api/MarksEntry/GetProgramResultAll?ExamScheduleId=abc`).expect(400);
    await asUser(test, admin)
      .get(`/api/MarksEntry/GetProgramResultAll?ExamScheduleId=${exam.id}&sortBy=grade`)
      .expect(400);
    // The clients' own spellings bind whatever their case.
    const lower = await asUser(test, admin)
      .get(`/api/marksentry/getprogramresult?studentid=${students['004']!.id}&examscheduleid=${exam.id}`)
      .expect(200);
    expect(lower.body.data.percentage).toBe(95.67);
    const stranger = await make.createStudent({ campusId: campus.id, programId: program.id });
    await asUser(test, admin).get(cardUrl(stranger.id, exam.id)).expect(404);
    await asUser(test, admin).get(cardUrl(students['001']!.id, 999_999_999)).expect(404);

    await asUser(test, admin).post(`/api/ExamSchedule/${exam.id}/unpublish`).send({}).expect(409);
    await asUser(test, admin).post(`/api/ExamSchedule/${exam.id}/publish`).send({}).expect(200);
    const again = await asUser(test, admin).post(`/api/ExamSchedule/${exam.id}/publish`).send({}).expect(409);
    expect(again.body.message).toBe(M.alreadyPublished);
    const empty = await createExam(test.app.prisma, { campus, program, papers: PAPERS });
    const nothing = await asUser(test, admin).post(`/api/ExamSchedule/${empty.id}/publish`).send({}).expect(409);
    expect(nothing.body.message).toBe(M.nothingToPublish);
  });
});

describe('grading scale', () => {
  it('reads the default scale for a university without one, and a UniAdmin replaces its own, audited', async () => {
    const campus = await make.createCampus();
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const read = await asUser(test, uniAdmin).get('/api/GradingScale').expect(200);
    expect(read.body).toMatchObject({ universityId: campus.universityId, isDefault: true });
    expect(read.body.bands).toEqual(DEFAULT_GRADE_BANDS.map((band) => ({ ...band })));
    const bands = [
      { grade: 'F', gradePoint: 0, minPercentage: 0 },
      { grade: 'A', gradePoint: 4, minPercentage: 85.5 },
      { grade: 'B', gradePoint: 3.25, minPercentage: 50 },
    ];
    const replaced = await asUser(test, uniAdmin)
      .put(`/api/GradingScale/${campus.universityId}`)
      .send({ bands })
      .expect(200);
    expect(replaced.body).toMatchObject({ isDefault: false, bands: [bands[1], bands[2], bands[0]] });
    const clerk = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
    const seen = await asUser(test, clerk).get('/api/GradingScale').expect(200);
    expect(seen.body.bands.map((band: { grade: string }) => band.grade)).toEqual(['A', 'B', 'F']);
    const entries = await auditEntriesFor(test.app.prisma, 'GradeBand', campus.universityId);
    expect(entries).toHaveLength(1);
  });

  it('lets the grants body replace any university’s scale, and answers 404 to a UniAdmin of another', async () => {
    const campus = await make.createCampus();
    const superAdmin = await make.createUser({ role: 'SuperAdmin' });
    const bands = [
      { grade: 'P', gradePoint: 2, minPercentage: 40 },
      { grade: 'F', gradePoint: 0, minPercentage: 0 },
    ];
    await asUser(test, superAdmin).put(`/api/GradingScale/${campus.universityId}`).send({ bands }).expect(200);
    await asUser(test, superAdmin).get('/api/GradingScale').expect(400);
    const read = await asUser(test, superAdmin)
      .get(`/api/GradingScale?universityId=${campus.universityId}`)
      .expect(200);
    expect(read.body.bands).toEqual(bands);
    const otherUni = await make.createUser({ role: 'UniAdmin', universityId: (await make.createUniversity()).id });
    await asUser(test, otherUni).put(`/api/GradingScale/${campus.universityId}`).send({ bands }).expect(404);
    await asUser(test, otherUni).get(`/api/GradingScale?universityId=${campus.universityId}`).expect(404);
    const collegeAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    await asUser(test, collegeAdmin).put(`/api/GradingScale/${campus.universityId}`).send({ bands }).expect(403);
  });

  it('refuses a scale with repeated grades or minimums, no band at 0, a blank, a grade point above 4 or falling with the percentage, writing nothing', async () => {
    const campus = await make.createCampus();
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const put = (bands: object[]) =>
      asUser(test, uniAdmin).put(`/api/GradingScale/${campus.universityId}`).send({ bands }).expect(400);
    const repeated = await put([
      { grade: 'A', gradePoint: 4, minPercentage: 80 },
      { grade: 'a', gradePoint: 3, minPercentage: 80 },
      { grade: 'F', gradePoint: 0, minPercentage: 0 },
    ]);
    expect(JSON.stringify(repeated.body)).toContain(M.gradeRepeated);
    expect(JSON.stringify(repeated.body)).toContain(M.minimumRepeated);
    const noZero = await put([{ grade: 'A', gradePoint: 4, minPercentage: 50 }]);
    expect(JSON.stringify(noZero.body)).toContain(M.noBandAtZero);
    const tooHigh = await put([{ grade: 'A', gradePoint: 4.5, minPercentage: 0 }]);
    expect(JSON.stringify(tooHigh.body)).toContain(M.gradePoint);
    const falling = await put([
      { grade: 'A', gradePoint: 3, minPercentage: 80 },
      { grade: 'B', gradePoint: 3.5, minPercentage: 60 },
      { grade: 'F', gradePoint: 0, minPercentage: 0 },
    ]);
    expect(falling.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.bands.1.gradePoint', message: M.gradePointFalls }),
      ]),
    );
    // An emptied field is missing, not a band at 0 %.
    const blank = await put([{ grade: 'A', gradePoint: '', minPercentage: '' }]);
    expect(JSON.stringify(blank.body)).toContain(M.minPercentage);
    await put([]);
    await put([{ grade: 'A', gradePoint: 4, minPercentage: 101 }]);
    expect(await test.app.prisma.gradeBand.count({ where: { universityId: campus.universityId } })).toBe(0);
  });
});

describe('printed results', () => {
  it('prints a report card with the institution, the marks, the result and a verification code', async () => {
    const { admin, exam, students, campus } = await examWithMarks();
    const signatory = { campusId: campus.id, index: 1, post: 'Campus Chief', isSignatureInReportCard: true };
    await test.app.prisma.signature.create({ data: { ...signatory, name: 'Sita Report Signer' } });
    await test.app.prisma.signature.create({
      data: { ...signatory, name: 'Hari Letter Signer', index: 2, isSignatureInReportCard: false },
    });
    const pdf = await asBytes(
      asUser(test, admin).get(`${cardUrl(students['002']!.id, exam.id).replace('?', '/pdf?')}`),
    ).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [page = ''] = await pdfText(pdf.body);
    expect(page).toContain(campus.campusName);
    expect(page).toContain('PROVISIONAL STATEMENT OF MARKS');
    expect(page).toContain(exam.examName);
    expect(page).toContain('EXAMINEE002');
    expect(page).toContain('Financial Accounting');
    expect(page).toMatch(/Total\s*237\s*\/\s*300/);
    expect(page).toContain('79.00 %');
    expect(page).toContain('FAIL');
    expect(page).toContain('DRAFT');
    expect(page).toContain('Sita Report Signer');
    expect(page).not.toContain('Hari Letter Signer');
    const code = /Verification code: ((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/.exec(page)![1]!;
    const verified = await test.api.get(`/api/Verify/${code}`).expect(200);
    expect(verified.body).toMatchObject({
      kindLabel: 'Provisional Statement of Marks',
      holderName: 'EXAMINEE002 STUDENT',
      campusName: campus.campusName,
      status: 'valid',
    });
    expect(
      await test.app.prisma.issuedDocument.count({
        where: { kind: 'report-card', subjectType: `exam:${exam.id}`, subjectId: students['002']!.id, revokedAt: null },
      }),
    ).toBe(1);
  });

  it('prints every appeared student of an exam, a card a page, and every exam of a student', async () => {
    const { admin, exam, students, campus, program } = await examWithMarks();
    const allAbsent = await make.createStudent({ campusId: campus.id, programId: program.id, rollNoManual: '005' });
    await recordMarks(test.app.prisma, exam, allAbsent.id, ['absent', 'absent', 'absent']);
    const pdf = await asBytes(
      asUser(test, admin).get(`/api/MarksEntry/GetProgramResultAll/pdf?ExamScheduleId=${exam.id}`),
    ).expect(200);
    const pages = await pdfText(pdf.body);
    expect(pages).toHaveLength(4);
    expect(pages.map((page) => /EXAMINEE(\d{3})/.exec(page)?.[1])).toEqual(['001', '002', '003', '004']);
    expect(pages[3]).toContain('95.67 %');

    const later = await createExam(test.app.prisma, {
      campus,
      program,
      papers: [{ theory: { full: 100, pass: 40 } }],
      dateFrom: '2026-06-01',
    });
    await recordMarks(test.app.prisma, later, students['004']!.id, [{ theory: 77 }]);
    const all = await asBytes(
      asUser(test, admin).get(`/api/MarksEntry/GetProgramResultByStudent/pdf?StudentId=${students['004']!.id}`),
    ).expect(200);
    const statements = await pdfText(all.body);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain(later.examName);
    expect(statements[0]).toContain('77');
    expect(statements[1]).toContain(exam.examName);
  });

  it('prints the marks ledger with a column per subject, as a landscape PDF and as a workbook', async () => {
    const { admin, exam } = await examWithMarks();
    const pdf = await asBytes(asUser(test, admin).get(`/api/MarksLedger/${exam.id}/pdf`)).expect(200);
    const [size] = await pdfPageSizes(pdf.body);
    expect(size!.width).toBeGreaterThan(size!.height);
    const text = (await pdfText(pdf.body)).join('\n');
    expect(text).toContain("STUDENT'S MARKS SHEET");
    for (const routine of exam.routines) expect(text).toContain(routine.subject.code);
    expect(text).toContain('205.5');
    expect(text).toContain('54*');
    expect(text).toContain('AB');

    const xlsx = await asBytes(asUser(test, admin).get(`/api/MarksLedger/${exam.id}/xlsx`)).expect(200);
    const sheet = await readSheet(xlsx.body);
    expect(sheet.header).toEqual([
      'S.N.',
      'Roll No.',
      'Student Name',
      ...exam.routines.map((routine) => `${routine.subject.subjectName} (${routine.subject.code})`),
      'Total',
      'Percentage',
      'Grade',
      'Result',
    ]);
    expect(sheet.rows.map((row) => row.cells.slice(1, 2).concat(row.cells.slice(3)))).toEqual([
      ['001', '60.5', '70', '75', '205.5', '68.5', 'B', 'PASS (First)'],
      ['002', '54*', '90', '93', '237', '79', 'F', 'FAIL'],
      ['003', 'AB', '70', '60', '130', '43.33', 'F', 'FAIL'],
      ['004', '94', '95', '98', '287', '95.67', 'A', 'PASS (Distinction)'],
    ]);
  });
});
