import { beforeAll, describe, expect, it } from 'vitest';
import {
  PASS_RATE_MESSAGES as M,
  STATISTICAL_REPORT_MESSAGES as SM,
  type PassRateByProgramRow,
} from '@hemis/contracts';
import { uniqueName, type TestUser } from '../../../../tests/support/factories.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

type Gender = 'male' | 'female' | 'other';
interface Campus {
  id: number;
  universityId: number;
}
interface Program {
  id: number;
  programName: string;
  level: { levelName: string };
  faculty: { facultyName: string };
}

/** The fiscal years begun by today, newest first. */
let years: { id: number; yearNepali: string }[];
let batchId: number;

beforeAll(async () => {
  years = await test.app.prisma.fiscalYear.findMany({
    where: { startDateAd: { lte: new Date() } },
    orderBy: { startDateAd: 'desc' },
    take: 5,
    select: { id: true, yearNepali: true },
  });
  batchId = (await test.app.prisma.batch.findFirstOrThrow({ orderBy: { batchNepali: 'desc' }, select: { id: true } }))
    .id;
});

/**
 * An exam of a program's first semester at a campus, written straight to the table (the
 * schedule routes are another module's): a board exam unless told.
 */
function exam(
  campus: Campus,
  program: { id: number },
  options: { examType?: 'internal' | 'external'; fiscalYearId?: number; semester?: 'First' | 'Second' } = {},
) {
  const examType = options.examType ?? 'external';
  return test.app.prisma.examSchedule.create({
    data: {
      campusId: campus.id,
      universityId: campus.universityId,
      fiscalYearId: options.fiscalYearId ?? years[0]!.id,
      batchId,
      programId: program.id,
      examType,
      boardSitting: examType === 'external' ? 'Regular' : null,
      examName: uniqueName('Exam'),
      dateFrom: new Date('2025-01-01'),
      dateTo: new Date('2025-01-10'),
      dateFromNepali: '2081/09/17',
      dateToNepali: '2081/09/26',
      semester: options.semester ?? 'First',
    },
  });
}

/** Students of the program at the campus (first semester, the latest batch), of the genders given. */
async function studentsOf(campus: Campus, program: { id: number }, genders: Gender[]) {
  const students = [];
  for (const gender of genders)
    students.push(await make.createStudent({ campusId: campus.id, programId: program.id, gender }));
  return students;
}

const appear = (user: TestUser, examScheduleId: number, ids: number[], extra: Record<string, unknown> = {}) =>
  asUser(test, user)
    .post('/api/BulkExamAttend')
    .send({
      examScheduleId,
      programManagementId: null,
      semester: null,
      year: null,
      studentId: ids,
      isAppeared: true,
      ...extra,
    });

const pass = (user: TestUser, examScheduleId: number, ids: number[], extra: Record<string, unknown> = {}) =>
  asUser(test, user)
    .post('/api/BulkExamAttend/CreatePassStudent')
    .send({
      examScheduleId,
      programManagementId: null,
      semester: null,
      year: null,
      studentId: ids,
      isPass: true,
      ...extra,
    });

const resultsOf = (examScheduleId: number) =>
  test.app.prisma.boardExamResult.findMany({ where: { examScheduleId }, orderBy: { studentId: 'asc' } });

/** A campus running a program, with its admin. */
async function campusWithProgram(universityId?: number) {
  const campus = await make.createCampus({ universityId });
  const program = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
  const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  return { campus, program, admin };
}

describe('appeared and passed students of a board exam', () => {
  it('records who appeared, then who passed, and lists them with the contract’s fields', async () => {
    const { campus, program, admin } = await campusWithProgram();
    const schedule = await exam(campus, program);
    const students = await studentsOf(campus, program, ['male', 'female', 'other']);
    const ids = students.map((student) => student.id);

    const appeared = await appear(admin, schedule.id, ids, { programManagementId: program.id }).expect(200);
    expect(appeared.body).toEqual({ message: M.appearedSaved, count: 3 });
    await pass(admin, schedule.id, [ids[0]!, ids[2]!]).expect(200, { message: M.passedSaved, count: 2 });

    expect((await resultsOf(schedule.id)).map((row) => [row.studentId, row.appeared, row.passed])).toEqual([
      [ids[0], true, true],
      [ids[1], true, false],
      [ids[2], true, true],
    ]);
    const passed = await asUser(test, admin)
      .get('/api/BulkExamAttend')
      .query({ BatchId: batchId, ExamScheduleId: schedule.id })
      .expect(200);
    expect(passed.body.data).toHaveLength(2);
    expect(passed.body.data.find((row: { id: number }) => row.id === ids[0])).toEqual({
      id: ids[0],
      isPass: true,
      studentName: `${students[0]!.firstName} ${students[0]!.lastName}`,
      phoneNumber: null,
      registrationNumber: null,
      rollNoManual: null,
      batch: expect.any(String),
      levelName: program.level.levelName,
      programName: program.programName,
      year: null,
      semester: 'First',
    });
    const all = await asUser(test, admin)
      .get('/api/BulkExamAttend/GetAllAppearedStudents')
      .query({ programId: program.id, BatchId: batchId, examScheduleId: schedule.id })
      .expect(200);
    expect(all.body.map((row: { id: number; isPass: boolean }) => [row.id, row.isPass]).sort()).toEqual(
      [
        [ids[0], true],
        [ids[1], false],
        [ids[2], true],
      ].sort(),
    );
    expect(all.body[0]).toEqual(
      expect.objectContaining({
        firstName: expect.any(String),
        batchNameNepali: expect.any(String),
        semester: 'First',
      }),
    );
  });

  it('refuses with 409 a pass of a student who did not appear, writing nothing', async () => {
    const { campus, program, admin } = await campusWithProgram();
    const schedule = await exam(campus, program);
    const [present, absent] = await studentsOf(campus, program, ['female', 'male']);
    await appear(admin, schedule.id, [present!.id]).expect(200);
    const refused = await pass(admin, schedule.id, [present!.id, absent!.id]).expect(409);
    expect(refused.body.message).toBe(M.notAppeared);
    expect((await resultsOf(schedule.id)).map((row) => row.passed)).toEqual([false]);
    // Absent (isAppeared false) takes a pass back and cannot pass.
    await pass(admin, schedule.id, [present!.id]).expect(200);
    await appear(admin, schedule.id, [present!.id], { isAppeared: false }).expect(200);
    expect((await resultsOf(schedule.id)).map((row) => [row.appeared, row.passed])).toEqual([[false, false]]);
    await pass(admin, schedule.id, [present!.id]).expect(409);
  });

  it('refuses an internal exam with 400, writing nothing', async () => {
    const { campus, program, admin } = await campusWithProgram();
    const schedule = await exam(campus, program, { examType: 'internal' });
    const [student] = await studentsOf(campus, program, ['female']);
    const refused = await appear(admin, schedule.id, [student!.id]).expect(400);
    expect(refused.body.issues).toMatchObject([{ field: 'body.examScheduleId', message: M.notBoardExam }]);
    await pass(admin, schedule.id, [student!.id]).expect(400);
    expect(await resultsOf(schedule.id)).toEqual([]);
  });

  it('refuses with 400 students the exam is not for (other program, semester or batch, dropped out, unverified), writing nothing', async () => {
    const { campus, program, admin } = await campusWithProgram();
    const schedule = await exam(campus, program);
    const [eligible] = await studentsOf(campus, program, ['female']);
    const otherProgram = await make.createStudent({ campusId: campus.id });
    const droppedOut = await make.createStudent({ campusId: campus.id, programId: program.id, status: 'droppedOut' });
    const unverified = await make.createStudent({ campusId: campus.id, programId: program.id, isVerified: false });
    const secondSemester = await make.createStudent({ campusId: campus.id, programId: program.id });
    await test.app.prisma.student.update({ where: { id: secondSemester.id }, data: { semester: 'Second' } });
    const otherBatch = await test.app.prisma.batch.findFirstOrThrow({ where: { id: { not: batchId } } });
    const ofOtherBatch = await make.createStudent({
      campusId: campus.id,
      programId: program.id,
      admissionYearId: otherBatch.id,
    });
    for (const student of [otherProgram, droppedOut, unverified, secondSemester, ofOtherBatch]) {
      const refused = await appear(admin, schedule.id, [eligible!.id, student.id]).expect(400);
      expect(refused.body.issues).toMatchObject([{ field: 'body.studentId', message: M.studentsNotEligible }]);
    }
    await appear(admin, schedule.id, []).expect(400);
    await appear(admin, schedule.id, [eligible!.id], { programManagementId: otherProgram.programId }).expect(400);
    expect(await resultsOf(schedule.id)).toEqual([]);
  });

  it('answers 404 for another campus’s exam, and lets the university read its campuses’ lists', async () => {
    const { campus, program, admin } = await campusWithProgram();
    const schedule = await exam(campus, program);
    const [student] = await studentsOf(campus, program, ['female']);
    await appear(admin, schedule.id, [student!.id]).expect(200);
    const other = await campusWithProgram(campus.universityId);
    await appear(other.admin, schedule.id, [student!.id]).expect(404);
    await pass(other.admin, schedule.id, [student!.id]).expect(404);
    await asUser(test, other.admin).get('/api/BulkExamAttend').query({ ExamScheduleId: schedule.id }).expect(404);
    const ownUniversity = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const read = await asUser(test, ownUniversity)
      .get('/api/BulkExamAttend/GetAllAppearedStudents')
      .query({ examScheduleId: schedule.id })
      .expect(200);
    expect(read.body.map((row: { id: number }) => row.id)).toEqual([student!.id]);
    const otherUniversity = await make.createUser({
      role: 'UniAdmin',
      universityId: (await make.createUniversity()).id,
    });
    await asUser(test, otherUniversity)
      .get('/api/BulkExamAttend/GetAllAppearedStudents')
      .query({ examScheduleId: schedule.id })
      .expect(404);
    expect(await resultsOf(schedule.id)).toHaveLength(1);
  });

  it('refuses with 403 the roles that do not record board exams, and a campus user without the module', async () => {
    const { campus, program } = await campusWithProgram();
    const schedule = await exam(campus, program);
    const [student] = await studentsOf(campus, program, ['female']);
    const refused = [
      await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }),
      await make.createUser({ role: 'UgcAdmin' }),
      await make.createUser({ role: 'Student', campusId: campus.id }),
      await make.createUser({ role: 'CollegeUser', campusId: campus.id, modules: ['exam management'] }),
    ];
    for (const user of refused) {
      await appear(user, schedule.id, [student!.id]).expect(403);
      await pass(user, schedule.id, [student!.id]).expect(403);
    }
    await asUser(test, refused[3]!).get('/api/BulkExamAttend').query({ ExamScheduleId: schedule.id }).expect(403);
    await asUser(test, refused[2]!).get('/api/PassRateCalculation/GetPassRateCalculation').expect(403);
    await asUser(test, refused[2]!).get('/api/Dashboard/GetPassRateByProgram').expect(403);
    expect(await resultsOf(schedule.id)).toEqual([]);
    const allowed = await make.createUser({
      role: 'CollegeUser',
      campusId: campus.id,
      modules: ['pass rate management'],
    });
    await appear(allowed, schedule.id, [student!.id]).expect(200);
  });
});

/** A result as the test recorded it, to count pass rates by hand. */
interface Recorded {
  campusId: number;
  programId: number;
  fiscalYearId: number;
  gender: Gender;
  passed: boolean;
}

function expectedRow(program: Program, results: Recorded[]): PassRateByProgramRow {
  const of = (test: (result: Recorded) => boolean) => results.filter(test).length;
  const appeared = results.length;
  const passed = of((result) => result.passed);
  return {
    level: program.level.levelName,
    faculty: program.faculty.facultyName,
    programName: program.programName,
    appearedMale: of((result) => result.gender === 'male'),
    appearedFemale: of((result) => result.gender === 'female'),
    appearedOthers: of((result) => result.gender === 'other'),
    totalAppeared: appeared,
    passedMale: of((result) => result.passed && result.gender === 'male'),
    passedFemale: of((result) => result.passed && result.gender === 'female'),
    passedOthers: of((result) => result.passed && result.gender === 'other'),
    totalPassed: passed,
    passPercentage: Math.round((passed / appeared) * 10_000) / 100,
  };
}

describe('pass rates', () => {
  let universityId: number;
  let campusA: Campus;
  let campusA2: Campus;
  let campusB: Campus;
  let program: Program;
  let programB: Program;
  let adminA: TestUser;
  let recorded: Recorded[];

  /** Students of a campus's exam: appeared, the first `passing` of them passed. */
  async function sat(
    campus: Campus,
    ofProgram: Program,
    admin: TestUser,
    fiscalYearId: number,
    genders: Gender[],
    passing: number,
  ) {
    const schedule = await exam(campus, ofProgram, { fiscalYearId });
    const students = await studentsOf(campus, ofProgram, genders);
    await appear(
      admin,
      schedule.id,
      students.map((student) => student.id),
    ).expect(200);
    if (passing > 0)
      await pass(
        admin,
        schedule.id,
        students.slice(0, passing).map((student) => student.id),
      ).expect(200);
    recorded.push(
      ...students.map((student, index) => ({
        campusId: campus.id,
        programId: ofProgram.id,
        fiscalYearId,
        gender: student.gender as Gender,
        passed: index < passing,
      })),
    );
  }

  beforeAll(async () => {
    recorded = [];
    const university = await make.createUniversity();
    universityId = university.id;
    campusA = await make.createCampus({ universityId });
    campusA2 = await make.createCampus({ universityId });
    campusB = await make.createCampus();
    program = await make.createProgram({ universityId, runByCampusId: campusA.id });
    await test.app.prisma.campusProgram.create({ data: { campusId: campusA2.id, programId: program.id } });
    programB = await make.createProgram({ universityId: campusB.universityId, runByCampusId: campusB.id });
    adminA = await make.createUser({ role: 'CollegeAdmin', campusId: campusA.id });
    const adminA2 = await make.createUser({ role: 'CollegeAdmin', campusId: campusA2.id });
    const adminB = await make.createUser({ role: 'CollegeAdmin', campusId: campusB.id });
    await sat(campusA, program, adminA, years[0]!.id, ['male', 'female', 'female', 'other'], 3);
    await sat(campusA, program, adminA, years[1]!.id, ['female', 'male'], 1);
    await sat(campusA2, program, adminA2, years[0]!.id, ['male', 'male', 'female'], 1);
    await sat(campusB, programB, adminB, years[0]!.id, ['female', 'female'], 2);
  });

  const of = (test: (result: Recorded) => boolean) => recorded.filter(test);

  it('counts a campus’s appeared and passed students by gender for a fiscal year, and in each of the last five', async () => {
    const byProgram = await asUser(test, adminA)
      .get('/api/Dashboard/GetPassRateByProgram')
      .query({ fiscalyearid: years[0]!.id, collegeId: 0, facultyid: 0, levelid: 0 })
      .expect(200);
    expect(byProgram.body).toEqual({
      programs: [
        expectedRow(
          program,
          of((result) => result.campusId === campusA.id && result.fiscalYearId === years[0]!.id),
        ),
      ],
    });
    expect(byProgram.body.programs[0].passPercentage).toBe(75);

    const fiveYears = await asUser(test, adminA)
      .get('/api/PassRateCalculation/GetPassRateCalculation')
      .query({ campusId: campusA.id })
      .expect(200);
    expect(fiveYears.body).toHaveLength(1);
    const row = fiveYears.body[0];
    expect(row).toMatchObject({
      programName: program.programName,
      level: program.level.levelName,
      faculty: program.faculty.facultyName,
    });
    expect(row.fiscalData.map((entry: { year: string }) => entry.year)).toEqual(
      years.map((year) => year.yearNepali).reverse(),
    );
    for (const year of years) {
      const results = of((result) => result.campusId === campusA.id && result.fiscalYearId === year.id);
      const passed = results.filter((result) => result.passed).length;
      expect(row.fiscalData.find((entry: { year: string }) => entry.year === year.yearNepali)).toEqual({
        year: year.yearNepali,
        appeared: results.length,
        passed,
        passPercentage: results.length ? Math.round((passed / results.length) * 10_000) / 100 : 0,
      });
    }
  });

  it('counts a university’s two campuses together, and never another university’s', async () => {
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId });
    const answer = await asUser(test, uniAdmin)
      .get('/api/Dashboard/GetPassRateByProgram')
      .query({ fiscalYearId: years[0]!.id })
      .expect(200);
    expect(answer.body).toEqual({
      programs: [
        expectedRow(
          program,
          of((result) => result.programId === program.id && result.fiscalYearId === years[0]!.id),
        ),
      ],
    });
    // A campus of another university, asked for by id, is outside the scope.
    const outside = await asUser(test, uniAdmin)
      .get('/api/Dashboard/GetPassRateByProgram')
      .query({ collegeId: campusB.id })
      .expect(200);
    expect(outside.body).toEqual({ programs: [] });
    const ofOtherCampus = await asUser(test, adminA)
      .get('/api/PassRateCalculation/GetPassRateCalculation')
      .query({ campusId: campusA2.id })
      .expect(200);
    expect(ofOtherCampus.body).toEqual([]);
  });

  it('counts the country’s programs of every university, over all fiscal years when none is asked for', async () => {
    const grantsBody = await make.createUser({ role: 'UgcAdmin' });
    const answer = await asUser(test, grantsBody).get('/api/Dashboard/GetPassRateByProgram').expect(200);
    const mine = answer.body.programs.filter((row: PassRateByProgramRow) =>
      [program.programName, programB.programName].includes(row.programName),
    );
    expect(mine).toEqual(
      [
        expectedRow(
          program,
          of((result) => result.programId === program.id),
        ),
        expectedRow(
          programB,
          of((result) => result.programId === programB.id),
        ),
      ].sort((a, b) =>
        `${a.level}${a.faculty}${a.programName}`.localeCompare(`${b.level}${b.faculty}${b.programName}`),
      ),
    );
  });

  it('narrows the country’s figures to a program, a faculty or a level asked for', async () => {
    const grantsBody = await make.createUser({ role: 'UgcAdmin' });
    const expected = {
      programs: [
        expectedRow(
          programB,
          of((result) => result.programId === programB.id),
        ),
      ],
    };
    for (const filter of [
      { programId: programB.id },
      { facultyId: (await test.app.prisma.program.findUniqueOrThrow({ where: { id: programB.id } })).facultyId },
      { levelId: (await test.app.prisma.program.findUniqueOrThrow({ where: { id: programB.id } })).levelId },
    ])
      expect(
        (await asUser(test, grantsBody).get('/api/Dashboard/GetPassRateByProgram').query(filter).expect(200)).body,
      ).toEqual(expected);
  });

  it('downloads the figures as CSV, a workbook and a PDF, and shows them in section 3 of the statistical report', async () => {
    const csv = await asBytes(
      asUser(test, adminA)
        .get('/api/Dashboard/GetPassRateByProgram')
        .query({ fiscalYearId: years[0]!.id, format: 'csv' }),
    ).expect(200);
    const lines = (csv.body as Buffer).toString('utf-8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Level,Faculty,Program,Appeared male,Appeared female,Appeared other,Appeared total,Passed male,Passed female,Passed other,Passed total,Pass %',
    );
    expect(lines[1]).toBe(
      [program.level.levelName, program.faculty.facultyName, program.programName, 1, 2, 1, 4, 1, 2, 0, 3, 75].join(','),
    );
    for (const format of ['xlsx', 'pdf'])
      await asBytes(
        asUser(test, adminA).get('/api/PassRateCalculation/GetPassRateCalculation').query({ format }),
      ).expect(200);

    const pdf = await asBytes(
      asUser(test, adminA).get('/api/StatisticalReport/pdf').query({ fiscalYearId: years[0]!.id }),
    ).expect(200);
    const text = (await pdfText(pdf.body as Buffer)).join('\n');
    const section = text.slice(text.indexOf('3. Students appeared and passed'), text.indexOf('4. Teaching'));
    expect(section).toContain(program.programName.slice(0, 12));
    expect(section).toContain('Pass %');
    expect(section).toContain('75');
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId });
    const ofUniversity = await asBytes(
      asUser(test, uniAdmin)
        .get('/api/StatisticalReport/pdf')
        .query({ fiscalYearId: years[1]!.id, campusId: campusA2.id }),
    ).expect(200);
    const empty = (await pdfText(ofUniversity.body as Buffer)).join('\n');
    expect(empty.replace(/\s+/g, ' ')).toContain(SM.noBoardExamResults);
  });
});

describe('the board-exam tally', () => {
  /** The tally's rows of a campus, and the same counted straight from the results. */
  async function tallyAndCount(campusId: number) {
    const prisma = test.app.prisma;
    const tally = await prisma.$queryRaw<unknown[]>`
      SELECT "programId", "fiscalYearId", "appearedMale", "appearedFemale", "appearedOther", "appeared",
             "passedMale", "passedFemale", "passedOther", "passed"
        FROM "BoardExamTally" WHERE "campusId" = ${campusId}
         AND ("appeared", "passed") <> (0, 0) ORDER BY 1, 2`;
    const counted = await prisma.$queryRaw<unknown[]>`
      SELECT e."programId", e."fiscalYearId",
             count(*) FILTER (WHERE r.appeared AND s.gender = 'male')::int AS "appearedMale",
             count(*) FILTER (WHERE r.appeared AND s.gender = 'female')::int AS "appearedFemale",
             count(*) FILTER (WHERE r.appeared AND s.gender = 'other')::int AS "appearedOther",
             count(*) FILTER (WHERE r.appeared)::int AS "appeared",
             count(*) FILTER (WHERE r.passed AND s.gender = 'male')::int AS "passedMale",
             count(*) FILTER (WHERE r.passed AND s.gender = 'female')::int AS "passedFemale",
             count(*) FILTER (WHERE r.passed AND s.gender = 'other')::int AS "passedOther",
             count(*) FILTER (WHERE r.passed)::int AS "passed"
        FROM "BoardExamResult" r JOIN "ExamSchedule" e ON e.id = r."examScheduleId" JOIN "Student" s ON s.id = r."studentId"
       WHERE e."campusId" = ${campusId} AND e."examType" = 'external'
       GROUP BY 1, 2 HAVING count(*) FILTER (WHERE r.appeared OR r.passed) > 0 ORDER BY 1, 2`;
    return { tally, counted };
  }

  it('stays exact through appearances, passes, absences, deletions, a gender corrected and an exam moved or made internal', async () => {
    const prisma = test.app.prisma;
    const { campus, program, admin } = await campusWithProgram();
    const schedule = await exam(campus, program);
    const students = await studentsOf(campus, program, ['male', 'female', 'female', 'other']);
    const ids = students.map((student) => student.id);
    const steps: [string, () => Promise<unknown>][] = [
      ['appear', () => appear(admin, schedule.id, ids).expect(200)],
      ['pass', () => pass(admin, schedule.id, ids.slice(0, 3)).expect(200)],
      ['take a pass back', () => pass(admin, schedule.id, [ids[1]!], { isPass: false }).expect(200)],
      ['absent', () => appear(admin, schedule.id, [ids[0]!], { isAppeared: false }).expect(200)],
      [
        'delete',
        () =>
          prisma.boardExamResult.delete({
            where: { examScheduleId_studentId: { examScheduleId: schedule.id, studentId: ids[3]! } },
          }),
      ],
      ['gender', () => prisma.student.update({ where: { id: ids[2]! }, data: { gender: 'male' } })],
      [
        'fiscal year',
        () => prisma.examSchedule.update({ where: { id: schedule.id }, data: { fiscalYearId: years[1]!.id } }),
      ],
      ['internal', () => prisma.examSchedule.update({ where: { id: schedule.id }, data: { examType: 'internal' } })],
      ['board again', () => prisma.examSchedule.update({ where: { id: schedule.id }, data: { examType: 'external' } })],
    ];
    for (const [step, run] of steps) {
      await run();
      const { tally, counted } = await tallyAndCount(campus.id);
      expect({ step, tally }).toEqual({ step, tally: counted });
    }
    // The last state, by hand: the third student (now male) passed, the second appeared only, in the older year.
    const { tally } = await tallyAndCount(campus.id);
    expect(tally).toEqual([
      expect.objectContaining({
        fiscalYearId: years[1]!.id,
        appeared: 2,
        appearedMale: 1,
        appearedFemale: 1,
        passed: 1,
        passedMale: 1,
      }),
    ]);
  });
});
