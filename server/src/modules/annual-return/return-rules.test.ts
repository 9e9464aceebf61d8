import { beforeAll, describe, expect, it } from 'vitest';
import type { ReturnFinding } from '@hemis/contracts';
import {
  addLastYearStudents,
  batchListsOf,
  boardExamResults,
  fiscalYearOf,
  makeCleanCampus,
  markedExam,
  openReturn,
  returnTarget,
  tripRule,
  type ReturnCampus,
  type TestAnnualReturn,
} from '../../../../tests/support/annual-return.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { readFindings } from './return-findings.ts';
import { RETURN_RULES, type ReturnRuleKey } from './return-rules.ts';
import { takeSnapshot, type ReturnLists } from './return-snapshot.service.ts';

const { test, make } = useTestApp({ clock: '2026-11-26T06:00:00Z' });
const AT = new Date('2026-11-26T06:00:00Z');

// A fiscal year two before the active one, so that opening its return here leaves the active
// year's to the files that open it through the API.
let annualReturn: TestAnnualReturn;
beforeAll(async () => {
  annualReturn = await openReturn(test.app.prisma, { fiscalYearId: (await fiscalYearOf(test.app.prisma, 2)).id });
});

const clean = (options: Parameters<typeof makeCleanCampus>[2] = {}) =>
  makeCleanCampus(test.app.prisma, annualReturn, options);

async function snapshotOf(campus: ReturnCampus, lists?: ReturnLists) {
  const outcome = await takeSnapshot(test.app.prisma, returnTarget(annualReturn, campus.campus), {
    byUserId: 1,
    at: AT,
    ...(lists ? { lists } : {}),
  });
  return { outcome, findings: await readFindings(test.app.prisma, outcome.campusReturnId) };
}

const ofRule = (findings: ReturnFinding[], rule: ReturnRuleKey) => findings.filter((finding) => finding.rule === rule);

/** Trips the rule on a clean campus and answers its findings. */
async function tripped(rule: ReturnRuleKey, campus?: ReturnCampus) {
  const subject = campus ?? (await clean());
  const { lists } = await tripRule(test.app.prisma, subject, rule);
  const { outcome, findings } = await snapshotOf(subject, lists);
  return { campus: subject, outcome, findings, ofRule: ofRule(findings, rule) };
}

describe('the rule table', () => {
  it('lists errors before warnings, each rule once with a title', () => {
    const severities = RETURN_RULES.map((rule) => rule.severity);
    expect(severities).toEqual([...severities].sort());
    expect(new Set(RETURN_RULES.map((rule) => rule.key)).size).toBe(RETURN_RULES.length);
    for (const rule of RETURN_RULES) expect(rule.title).not.toBe('');
  });

  it('finds nothing in a clean campus, from its registers or from the same people sent as a batch', async () => {
    const campus = await clean();
    const fromRegisters = await snapshotOf(campus);
    expect(fromRegisters.findings).toEqual([]);
    expect(fromRegisters.outcome).toMatchObject({ errors: 0, warnings: 0, unexplained: 0 });
    const fromBatch = await snapshotOf(campus, await batchListsOf(test.app.prisma, campus));
    expect(fromBatch.findings).toEqual([]);
  });
});

describe('errors', () => {
  it('a student row without program is an error naming the row and the student', async () => {
    const { outcome, ofRule: found, campus } = await tripped('student-without-program');
    expect(outcome.errors).toBe(1);
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'error',
        subject: 'students',
        message: '1 student has no program',
        rowCount: 1,
        rows: [
          {
            list: 'students',
            rowNo: 1,
            recordId: null,
            label: expect.stringContaining(campus.students[0]!.firstName),
            fixAt: null,
          },
        ],
      }),
    ]);
  });

  it('students who all have a program trip no program error', async () => {
    const campus = await clean();
    const { findings } = await snapshotOf(campus, await batchListsOf(test.app.prisma, campus));
    expect(ofRule(findings, 'student-without-program')).toEqual([]);
  });

  it('a student row without gender is an error naming the row', async () => {
    const { ofRule: found } = await tripped('student-without-gender');
    expect(found).toEqual([
      expect.objectContaining({ severity: 'error', message: '1 student has no gender', rowCount: 1 }),
    ]);
    expect(found[0]!.rows.map((row) => row.rowNo)).toEqual([1]);
  });

  it('students who all have a gender trip no gender error', async () => {
    const campus = await clean();
    const { findings } = await snapshotOf(campus, await batchListsOf(test.app.prisma, campus));
    expect(ofRule(findings, 'student-without-gender')).toEqual([]);
  });

  it('a program with students but no teacher of its faculty is an error that names the faculty, the program and its students', async () => {
    const campus = await clean();
    // A non-teaching employee of the faculty does not teach it.
    await test.app.prisma.employee.update({
      where: { id: campus.administrator.id },
      data: { facultyId: campus.program.facultyId },
    });
    const { ofRule: found } = await tripped('program-without-teaching-staff', campus);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      severity: 'error',
      subject: `program:${campus.program.id}`,
      message: `${campus.program.programName} has 3 students but no teaching staff of its faculty (${campus.program.faculty.facultyName}) at the campus`,
      rowCount: 3,
    });
    expect(found[0]!.rows[0]).toEqual({
      list: 'programs',
      rowNo: null,
      recordId: campus.program.id,
      label: campus.program.programName,
      fixAt: '/employee-management/employee-register?employeeType=teaching',
    });
    expect(found[0]!.rows.slice(1).map((row) => [row.rowNo, row.recordId, row.fixAt])).toEqual(
      campus.students.map((student, index) => [
        index + 1,
        student.id,
        `/student-management/student-edit/${student.id}`,
      ]),
    );
  });

  it('a program whose faculty has a teacher at the campus trips no teaching-staff error', async () => {
    const { findings } = await snapshotOf(await clean());
    expect(ofRule(findings, 'program-without-teaching-staff')).toEqual([]);
  });

  it('marks above the full marks of their paper are an error linking to the paper’s marks entry', async () => {
    const campus = await clean();
    const exam = await markedExam(test.app.prisma, campus, 120);
    const { findings } = await snapshotOf(campus);
    const routine = exam.routines[0]!;
    expect(ofRule(findings, 'marks-above-full-marks')).toEqual([
      expect.objectContaining({
        severity: 'error',
        subject: `paper:${routine.id}`,
        message: `1 mark of ${routine.subject.subjectName} (${exam.examName}) is above the full marks`,
        rowCount: 1,
        rows: [
          {
            list: 'marks',
            rowNo: 1,
            recordId: campus.students[0]!.id,
            label: expect.stringContaining(routine.subject.subjectName),
            fixAt: `/exam-management/marks-entry/${routine.id}`,
          },
        ],
      }),
    ]);
  });

  it('marks equal to the full marks trip no marks error', async () => {
    const campus = await clean();
    await markedExam(test.app.prisma, campus, 100);
    const { findings } = await snapshotOf(campus);
    expect(ofRule(findings, 'marks-above-full-marks')).toEqual([]);
  });

  it('a citizenship number on two student rows is an error naming the rows, never the number', async () => {
    const { ofRule: found, campus } = await tripped('duplicate-citizenship-no');
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'error',
        subject: 'citizenship:row-1',
        message: 'The same citizenship number is on 2 student rows (1, 2)',
        rowCount: 2,
      }),
    ]);
    const number = campus.students[0]!.citizenshipNo!;
    expect(JSON.stringify(found)).not.toContain(number);
    expect(found[0]!.rows.map((row) => row.label)).toEqual([
      expect.stringContaining(campus.students[0]!.universityRegdNo!),
      expect.stringContaining(campus.students[1]!.universityRegdNo!),
    ]);
  });

  it('citizenship numbers each on one row trip no duplicate error', async () => {
    const { findings } = await snapshotOf(await clean());
    expect(ofRule(findings, 'duplicate-citizenship-no')).toEqual([]);
  });

  it('a registration number on two student rows of a batch is an error naming the number and the rows', async () => {
    const { ofRule: found, campus } = await tripped('duplicate-registration-no');
    const number = campus.students[0]!.universityRegdNo!;
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'error',
        subject: `registration:${number.toLowerCase()}`,
        message: `Registration number ${number} is on 2 student rows (1, 2)`,
        rowCount: 2,
      }),
    ]);
  });

  it('registration numbers each on one row trip no duplicate error', async () => {
    const campus = await clean();
    const { findings } = await snapshotOf(campus, await batchListsOf(test.app.prisma, campus));
    expect(ofRule(findings, 'duplicate-registration-no')).toEqual([]);
  });

  it('enrolment falling by more than half from last year without dropouts or graduations is an error, and not also a warning', async () => {
    const { ofRule: found, findings, campus } = await tripped('enrolment-fell-by-half');
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'error',
        subject: 'campus',
        message:
          `Enrolment fell from 7 last year (${await previousYearName()}) to 3, by 57.1%, and the 0 dropouts and ` +
          `0 graduations recorded in ${campus.fiscalYear.yearNepali} do not explain a fall of 4`,
        rows: [],
      }),
    ]);
    expect(ofRule(findings, 'enrolment-changed-30')).toEqual([]);
  });

  it('enrolment falling by more than half is no error when the year’s graduations explain the fall, only a warning', async () => {
    const campus = await clean();
    await addLastYearStudents(test.app.prisma, campus, 7);
    for (let index = 0; index < 4; index += 1)
      await make.createGraduation({
        campus: campus.campus,
        programId: campus.program.id,
        fiscalYearId: campus.fiscalYear.id,
        status: 'graduated',
      });
    const { findings } = await snapshotOf(campus);
    expect(ofRule(findings, 'enrolment-fell-by-half')).toEqual([]);
    expect(ofRule(findings, 'enrolment-changed-30')).toHaveLength(1);
  });

  it('enrolment falling by more than half is counted against the campus’s return of last year when it has one', async () => {
    const campus = await clean();
    const previous = await fiscalYearOf(test.app.prisma, 3);
    const lastReturn = await openReturn(test.app.prisma, { fiscalYearId: previous.id });
    await test.app.prisma.campusReturn.create({
      data: {
        annualReturnId: lastReturn.id,
        campusId: campus.campus.id,
        universityId: campus.campus.universityId,
        snapshotAt: AT,
        figures: {},
        studentCount: 10,
      },
    });
    const { findings } = await snapshotOf(campus);
    expect(ofRule(findings, 'enrolment-fell-by-half')[0]?.message).toMatch(/^Enrolment fell from 10 last year/);
  });

  it('enrolment falling by less than half trips no fall error', async () => {
    const campus = await clean();
    await addLastYearStudents(test.app.prisma, campus, 5);
    const { findings } = await snapshotOf(campus);
    expect(ofRule(findings, 'enrolment-fell-by-half')).toEqual([]);
  });
});

describe('warnings', () => {
  it('a program’s board-exam pass rate above 99% is a warning naming the program', async () => {
    const { ofRule: found, campus, outcome } = await tripped('pass-rate-above-99');
    expect(outcome).toMatchObject({ errors: 0, warnings: 1, unexplained: 1 });
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'warning',
        subject: `program:${campus.program.id}`,
        message: `${campus.program.programName}: 3 of 3 passed the board exams (100%), a pass rate above 99%`,
        rows: [
          {
            list: 'programs',
            rowNo: null,
            recordId: campus.program.id,
            label: campus.program.programName,
            fixAt: null,
          },
        ],
        explanation: null,
      }),
    ]);
  });

  it('a pass rate of 99% or less trips no pass-rate warning', async () => {
    const campus = await clean();
    await boardExamResults(test.app.prisma, campus, 2);
    const { findings } = await snapshotOf(campus);
    expect(ofRule(findings, 'pass-rate-above-99')).toEqual([]);
  });

  it('enrolment changing by more than 30% from last year is a warning', async () => {
    const { ofRule: found, findings } = await tripped('enrolment-changed-30');
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'warning',
        subject: 'campus',
        message: `Enrolment fell from 5 last year (${await previousYearName()}) to 3, by 40%: more than 30%`,
      }),
    ]);
    expect(ofRule(findings, 'enrolment-fell-by-half')).toEqual([]);
  });

  it('enrolment rising by more than 30% is a warning too', async () => {
    const campus = await clean({ students: 4 });
    await addLastYearStudents(test.app.prisma, campus, 3);
    const { findings } = await snapshotOf(campus);
    expect(ofRule(findings, 'enrolment-changed-30')[0]?.message).toMatch(
      /^Enrolment rose from 3 last year .* to 4, by 33.3%/,
    );
  });

  it('enrolment changing by 30% or less, or a campus new this year, trips no change warning', async () => {
    const campus = await clean({ students: 4 });
    expect(ofRule((await snapshotOf(campus)).findings, 'enrolment-changed-30')).toEqual([]);
    await addLastYearStudents(test.app.prisma, campus, 5);
    expect(ofRule((await snapshotOf(campus)).findings, 'enrolment-changed-30')).toEqual([]);
  });

  it('staff with no qualification recorded are a warning naming them with their edit screen', async () => {
    const { ofRule: found, campus } = await tripped('staff-without-qualification');
    expect(found).toEqual([
      expect.objectContaining({
        severity: 'warning',
        subject: 'staff',
        message: '1 member of staff has no qualification recorded',
        rowCount: 1,
        rows: [
          {
            list: 'staff',
            rowNo: 2,
            recordId: campus.administrator.id,
            label: `${campus.administrator.firstName} ${campus.administrator.lastName}`,
            fixAt: `/employee-management/employee-register?employeeType=administrator&id=${campus.administrator.id}`,
          },
        ],
      }),
    ]);
  });

  it('staff who all have a qualification trip no qualification warning', async () => {
    const { findings } = await snapshotOf(await clean());
    expect(ofRule(findings, 'staff-without-qualification')).toEqual([]);
  });
});

describe('findings as read', () => {
  it('come errors first, then warnings, each in the order of the table', async () => {
    const campus = await clean();
    await tripRule(test.app.prisma, campus, 'staff-without-qualification');
    await tripRule(test.app.prisma, campus, 'pass-rate-above-99');
    await tripRule(test.app.prisma, campus, 'duplicate-citizenship-no');
    await tripRule(test.app.prisma, campus, 'program-without-teaching-staff');
    const { findings, outcome } = await snapshotOf(campus);
    expect(findings.map((finding) => finding.rule)).toEqual([
      'program-without-teaching-staff',
      'duplicate-citizenship-no',
      'pass-rate-above-99',
      'staff-without-qualification',
    ]);
    expect(outcome).toMatchObject({ errors: 2, warnings: 2, unexplained: 2 });
  });

  it('name at most 50 rows of a list while counting them all', async () => {
    const campus = await clean({ students: 3 });
    const lists = await batchListsOf(test.app.prisma, campus);
    const template = lists.students[0]!;
    lists.students = Array.from({ length: 60 }, (_, index) => ({
      ...template,
      rowNo: index + 1,
      registrationNo: `R-${index}`,
      citizenshipNo: `C-${index}`,
      gender: null,
    }));
    const { findings } = await snapshotOf(campus, lists);
    const [noGender] = ofRule(findings, 'student-without-gender');
    expect(noGender).toMatchObject({ rowCount: 60, message: '60 students have no gender' });
    expect(noGender!.rows.map((row) => row.rowNo)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });
});

async function previousYearName() {
  return (await fiscalYearOf(test.app.prisma, 3)).yearNepali;
}
