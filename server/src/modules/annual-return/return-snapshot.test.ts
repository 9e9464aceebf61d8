import { beforeAll, describe, expect, it } from 'vitest';
import {
  addStudent,
  batchListsOf,
  boardExamResults,
  fiscalYearOf,
  makeCleanCampus,
  openReturn,
  returnTarget,
  tripRule,
  type ReturnCampus,
  type TestAnnualReturn,
} from '../../../../tests/support/annual-return.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { readFindings } from './return-findings.ts';
import { takeSnapshot, type ReturnFigures, type ReturnLists } from './return-snapshot.service.ts';

const { test, make } = useTestApp({ clock: '2026-11-26T06:00:00Z' });
const AT = new Date('2026-11-26T06:00:00Z');
const LATER = new Date('2026-11-27T06:00:00Z');
const DAY = 86_400_000;

// A fiscal year two before the active one (see return-rules.test.ts).
let annualReturn: TestAnnualReturn;
let user: { id: number };
beforeAll(async () => {
  annualReturn = await openReturn(test.app.prisma, { fiscalYearId: (await fiscalYearOf(test.app.prisma, 2)).id });
  user = await make.createUser({ role: 'CollegeAdmin' });
});

const snapshot = (campus: ReturnCampus, options: { lists?: ReturnLists; at?: Date } = {}) =>
  takeSnapshot(test.app.prisma, returnTarget(annualReturn, campus.campus), {
    byUserId: user.id,
    at: options.at ?? AT,
    ...(options.lists ? { lists: options.lists } : {}),
  });

const rowsOf = (campusReturnId: number) =>
  Promise.all([
    test.app.prisma.returnStudent.findMany({ where: { campusReturnId }, orderBy: { rowNo: 'asc' } }),
    test.app.prisma.returnStaff.findMany({ where: { campusReturnId }, orderBy: { rowNo: 'asc' } }),
  ]);

describe('a campus’s snapshot', () => {
  it('is created as a draft with the counted students and staff, their figures and a snapshot step', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn);
    const outcome = await snapshot(campus);
    expect(outcome).toMatchObject({ errors: 0, warnings: 0, unexplained: 0 });
    const campusReturn = await test.app.prisma.campusReturn.findUniqueOrThrow({
      where: { id: outcome.campusReturnId },
      include: { steps: true },
    });
    expect(campusReturn).toMatchObject({
      annualReturnId: annualReturn.id,
      campusId: campus.campus.id,
      universityId: campus.campus.universityId,
      status: 'draft',
      listSource: 'registers',
      snapshotAt: AT,
      studentCount: 3,
      staffCount: 2,
      errorCount: 0,
      warningCount: 0,
      unexplainedCount: 0,
      version: 1,
    });
    expect(campusReturn.steps).toEqual([
      expect.objectContaining({ action: 'snapshot', fromStatus: null, toStatus: 'draft', byId: user.id, at: AT }),
    ]);
    const [students, staff] = await rowsOf(outcome.campusReturnId);
    expect(students.map((row) => [row.rowNo, row.studentId, row.period])).toEqual(
      campus.students.map((student, index) => [index + 1, student.id, 'First']),
    );
    expect(students[0]).toMatchObject({
      name: `${campus.students[0]!.firstName} STUDENT`,
      registrationNo: campus.students[0]!.universityRegdNo,
      citizenshipNo: campus.students[0]!.citizenshipNo,
      programId: campus.program.id,
      facultyId: campus.program.facultyId,
      levelId: campus.program.levelId,
      gender: 'female',
    });
    expect(staff.map((row) => [row.rowNo, row.employeeId, row.employeeType, row.qualifications])).toEqual([
      [1, campus.teacher.id, 'Teaching', 1],
      [2, campus.administrator.id, 'Administrative', 1],
    ]);
    expect(staff[0]!.facultyId).toBe(campus.program.facultyId);
    expect(staff[0]!.position).not.toBeNull();
    const figures = campusReturn.figures as unknown as ReturnFigures;
    expect(Object.keys(figures).sort()).toEqual(['finance', 'infrastructure', 'passRates', 'research']);
    expect(figures.passRates).toEqual({ programs: [] });
    expect(figures.research.total.count).toBe(0);
  });

  it('keeps the board-exam pass rates of the campus in the fiscal year among its figures', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn);
    await boardExamResults(test.app.prisma, campus, 2);
    const { campusReturnId } = await snapshot(campus);
    const { figures } = await test.app.prisma.campusReturn.findUniqueOrThrow({ where: { id: campusReturnId } });
    expect((figures as unknown as ReturnFigures).passRates.programs).toEqual([
      expect.objectContaining({
        programName: campus.program.programName,
        totalAppeared: 3,
        totalPassed: 2,
        passPercentage: 66.67,
      }),
    ]);
  });

  it('counts the year of an annual program’s students as their period', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn, { programType: 'annual', students: 1 });
    const [students] = await rowsOf((await snapshot(campus)).campusReturnId);
    expect(students.map((row) => row.period)).toEqual(['First']);
  });

  it('leaves out a student enrolled after the census date, and one registered after it without an enrolment date', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn, { students: 1 });
    const census = annualReturn.censusDate;
    const onCensus = await addStudent(test.app.prisma, campus.campus, campus.program, {
      fiscalYearId: annualReturn.fiscalYearId,
      enrolledOn: census,
    });
    await addStudent(test.app.prisma, campus.campus, campus.program, {
      fiscalYearId: annualReturn.fiscalYearId,
      enrolledOn: new Date(census.getTime() + DAY),
    });
    // Registered today, long after the census date of a year two years back.
    await addStudent(test.app.prisma, campus.campus, campus.program, {
      fiscalYearId: annualReturn.fiscalYearId,
      enrolledOn: null,
    });
    const { campusReturnId } = await snapshot(campus);
    const [students] = await rowsOf(campusReturnId);
    expect(students.map((row) => row.studentId)).toEqual([campus.students[0]!.id, onCensus.id]);
  });

  it('counts only the students the statistical report counts for the fiscal year: active, verified, of that year', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn, { students: 1 });
    const enrolledOn = campus.fiscalYear.startDateAd;
    const fiscalYearId = annualReturn.fiscalYearId;
    await addStudent(test.app.prisma, campus.campus, campus.program, {
      fiscalYearId,
      enrolledOn,
      status: 'droppedOut',
    });
    const unverified = await addStudent(test.app.prisma, campus.campus, campus.program, { fiscalYearId, enrolledOn });
    await test.app.prisma.student.update({ where: { id: unverified.id }, data: { isVerified: false } });
    const other = await fiscalYearOf(test.app.prisma, 1);
    await addStudent(test.app.prisma, campus.campus, campus.program, {
      fiscalYearId: other.id,
      enrolledOn: other.startDateAd,
    });
    const [students] = await rowsOf((await snapshot(campus)).campusReturnId);
    expect(students.map((row) => row.studentId)).toEqual([campus.students[0]!.id]);
  });

  it('counts staff at work who joined by the census date or whose joining date is not recorded', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn, { students: 1 });
    const late = await make.createEmployee({ campusId: campus.campus.id, employeeType: 'Technical' });
    await test.app.prisma.employee.update({
      where: { id: late.id },
      data: { joiningDateAd: new Date(annualReturn.censusDate.getTime() + DAY) },
    });
    const unknown = await make.createEmployee({ campusId: campus.campus.id, employeeType: 'Other' });
    await test.app.prisma.employee.update({ where: { id: unknown.id }, data: { joiningDateAd: null } });
    const left = await make.createEmployee({ campusId: campus.campus.id });
    await test.app.prisma.employee.update({ where: { id: left.id }, data: { employeeStatus: false } });
    const { campusReturnId } = await snapshot(campus);
    const [, staff] = await rowsOf(campusReturnId);
    expect(staff.map((row) => row.employeeId)).toEqual([campus.teacher.id, campus.administrator.id, unknown.id]);
  });

  it('takes a batch’s lists as given instead of the registers, with a batch step', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn);
    const lists: ReturnLists = {
      students: [
        {
          rowNo: 1,
          externalRef: 'U-1',
          name: 'SITA RAI',
          registrationNo: 'B-1',
          programId: campus.program.id,
          gender: 'female',
          period: 'Second',
        },
        {
          rowNo: 2,
          externalRef: 'U-2',
          name: 'HARI RAI',
          registrationNo: 'B-2',
          programId: campus.program.id,
          gender: 'male',
          period: 'Second',
        },
      ],
      staff: [
        {
          rowNo: 1,
          externalRef: 'T-1',
          name: 'Gita Sharma',
          employeeType: 'Teaching',
          facultyId: campus.program.facultyId,
          qualifications: 2,
        },
      ],
    };
    const outcome = await snapshot(campus, { lists });
    expect(outcome).toMatchObject({ errors: 0, warnings: 0 });
    const campusReturn = await test.app.prisma.campusReturn.findUniqueOrThrow({
      where: { id: outcome.campusReturnId },
      include: { steps: true },
    });
    expect(campusReturn).toMatchObject({ listSource: 'batch', studentCount: 2, staffCount: 1 });
    expect(campusReturn.steps.map((step) => step.action)).toEqual(['batch']);
    const [students, staff] = await rowsOf(outcome.campusReturnId);
    expect(students.map((row) => [row.rowNo, row.studentId, row.externalRef, row.name, row.period])).toEqual([
      [1, null, 'U-1', 'SITA RAI', 'Second'],
      [2, null, 'U-2', 'HARI RAI', 'Second'],
    ]);
    expect(staff.map((row) => [row.externalRef, row.qualifications])).toEqual([['T-1', 2]]);
    // A refresh from the registers replaces the batch's rows.
    const refreshed = await snapshot(campus, { at: LATER });
    const [again] = await rowsOf(refreshed.campusReturnId);
    expect(again.map((row) => row.studentId)).toEqual(campus.students.map((student) => student.id));
    expect(
      (await test.app.prisma.campusReturn.findUniqueOrThrow({ where: { id: refreshed.campusReturnId } })).listSource,
    ).toBe('registers');
  });

  it('is refreshed in place: the same return, version up, rows replaced, a step from its previous status', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn);
    const first = await snapshot(campus);
    await test.app.prisma.campusReturn.update({
      where: { id: first.campusReturnId },
      data: { status: 'returned', returnComment: 'Fix the staff list' },
    });
    await addStudent(test.app.prisma, campus.campus, campus.program, {
      fiscalYearId: annualReturn.fiscalYearId,
      enrolledOn: campus.fiscalYear.startDateAd,
    });
    const second = await snapshot(campus, { at: LATER });
    expect(second.campusReturnId).toBe(first.campusReturnId);
    const campusReturn = await test.app.prisma.campusReturn.findUniqueOrThrow({
      where: { id: first.campusReturnId },
      include: { steps: { orderBy: { id: 'asc' } } },
    });
    expect(campusReturn).toMatchObject({ status: 'draft', version: 2, studentCount: 4, snapshotAt: LATER });
    expect(campusReturn.steps.map((step) => [step.action, step.fromStatus, step.toStatus])).toEqual([
      ['snapshot', null, 'draft'],
      ['snapshot', 'returned', 'draft'],
    ]);
    const [students] = await rowsOf(first.campusReturnId);
    expect(students.map((row) => row.rowNo)).toEqual([1, 2, 3, 4]);
  });

  it('runs inside the caller’s transaction: rolled back, nothing of it stays', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn);
    await expect(
      test.app.prisma.$transaction(async (tx) => {
        await takeSnapshot(tx, returnTarget(annualReturn, campus.campus), { byUserId: user.id, at: AT });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await test.app.prisma.campusReturn.count({ where: { campusId: campus.campus.id } })).toBe(0);
  });
});

describe('a refresh', () => {
  async function explain(campusReturnId: number, rule: string) {
    await test.app.prisma.returnFinding.updateMany({
      where: { campusReturnId, rule },
      data: {
        explanation: 'The administrator’s certificates are with the university',
        explainedById: user.id,
        explainedAt: AT,
      },
    });
  }

  it('keeps a warning’s explanation when the warning is found again', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn);
    await tripRule(test.app.prisma, campus, 'staff-without-qualification');
    const first = await snapshot(campus);
    expect(first).toMatchObject({ warnings: 1, unexplained: 1 });
    await explain(first.campusReturnId, 'staff-without-qualification');
    const second = await snapshot(campus, { at: LATER });
    expect(second).toMatchObject({ warnings: 1, unexplained: 0 });
    const [finding] = await readFindings(test.app.prisma, second.campusReturnId);
    expect(finding).toMatchObject({
      rule: 'staff-without-qualification',
      explanation: 'The administrator’s certificates are with the university',
      explainedAt: AT.toISOString(),
    });
    expect(
      (await test.app.prisma.campusReturn.findUniqueOrThrow({ where: { id: second.campusReturnId } })).unexplainedCount,
    ).toBe(0);
  });

  it('drops a warning’s explanation when the warning is gone, so that its return needs a new one', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn);
    await tripRule(test.app.prisma, campus, 'staff-without-qualification');
    const first = await snapshot(campus);
    await explain(first.campusReturnId, 'staff-without-qualification');
    await test.app.prisma.employeeQualification.create({
      data: { employeeId: campus.administrator.id, levelName: 'Bachelor' },
    });
    const cleared = await snapshot(campus, { at: LATER });
    expect(cleared).toMatchObject({ warnings: 0, unexplained: 0 });
    expect(await readFindings(test.app.prisma, cleared.campusReturnId)).toEqual([]);
    await test.app.prisma.employeeQualification.deleteMany({ where: { employeeId: campus.administrator.id } });
    const again = await snapshot(campus, { at: LATER });
    expect(again).toMatchObject({ warnings: 1, unexplained: 1 });
    expect((await readFindings(test.app.prisma, again.campusReturnId))[0]!.explanation).toBeNull();
  });

  it('replaces the findings: an error fixed is gone', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn);
    await tripRule(test.app.prisma, campus, 'duplicate-citizenship-no');
    const first = await snapshot(campus);
    expect(first.errors).toBe(1);
    await test.app.prisma.student.update({ where: { id: campus.students[1]!.id }, data: { citizenshipNo: 'CTZ-OWN' } });
    const fixed = await snapshot(campus, { at: LATER });
    expect(fixed).toMatchObject({ errors: 0, warnings: 0 });
    expect(await test.app.prisma.returnFinding.count({ where: { campusReturnId: fixed.campusReturnId } })).toBe(0);
  });

  it('of a batch finds in the lists sent what the registers do not hold', async () => {
    const campus = await makeCleanCampus(test.app.prisma, annualReturn);
    const lists = await batchListsOf(test.app.prisma, campus);
    lists.students[2] = { ...lists.students[2]!, gender: null };
    const outcome = await snapshot(campus, { lists });
    expect(outcome.errors).toBe(1);
    expect((await readFindings(test.app.prisma, outcome.campusReturnId))[0]!.rows[0]!.rowNo).toBe(3);
  });
});
