/**
 * Annual returns for tests, written straight to the database: a return opened for a fiscal
 * year, a campus whose snapshot validates clean (a program with students, a teacher of its
 * faculty, a member of the administration, everyone with a qualification), and what makes
 * such a campus trip each rule of the table (return-rules.ts): in its registers, or in the
 * lists a university's batch would send (`lists`, for what the registers cannot hold).
 */
import type { Db, PrismaClient } from '../../server/src/db/prisma.ts';
import type { ReturnRuleKey } from '../../server/src/modules/annual-return/return-rules.ts';
import type { ReturnLists, ReturnTarget } from '../../server/src/modules/annual-return/return-snapshot.service.ts';
import { createExam, recordMarks } from './exam-fixtures.ts';
import { factoriesFor, uniqueName } from './factories.ts';

const DAY = 86_400_000;
const dayAfter = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
/** YYYY-MM-DD of a date column's value (a census date, say). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export type TestAnnualReturn = Awaited<ReturnType<typeof openReturn>>;

/** The seeded fiscal years, oldest first. */
export function fiscalYears(prisma: Db) {
  return prisma.fiscalYear.findMany({ orderBy: { startDateAd: 'asc' } });
}

/** The active fiscal year, or the one so many years before it (`yearsBack`). */
export async function fiscalYearOf(prisma: Db, yearsBack = 0) {
  const years = await fiscalYears(prisma);
  const active = years.findIndex((year) => year.activeFiscalYear);
  const year = years[active - yearsBack];
  if (!year) throw new Error(`No fiscal year ${yearsBack} before the active one`);
  return year;
}

/**
 * The return of a fiscal year (the active one unless given), opened when it is not yet: the
 * census date 60 days into the year and the deadline 60 days after it, unless given. A return
 * already open (one per fiscal year) is answered as it is, whatever dates are asked.
 */
export async function openReturn(
  prisma: Db,
  options: { fiscalYearId?: number; censusDate?: string; deadline?: string; openedById?: number } = {},
) {
  const fiscalYear = options.fiscalYearId
    ? await prisma.fiscalYear.findUniqueOrThrow({ where: { id: options.fiscalYearId } })
    : await fiscalYearOf(prisma);
  const open = await prisma.annualReturn.findUnique({ where: { fiscalYearId: fiscalYear.id } });
  if (open) return { ...open, fiscalYear };
  const censusDate = options.censusDate
    ? new Date(`${options.censusDate}T00:00:00Z`)
    : dayAfter(fiscalYear.startDateAd, 60);
  const deadline = options.deadline ? new Date(`${options.deadline}T00:00:00Z`) : dayAfter(censusDate, 60);
  const created = await prisma.annualReturn.upsert({
    where: { fiscalYearId: fiscalYear.id },
    create: { fiscalYearId: fiscalYear.id, censusDate, deadline, openedById: options.openedById ?? 0 },
    update: {},
  });
  return { ...created, fiscalYear };
}

/** What takeSnapshot is given for the campus in the return. */
export function returnTarget(
  annualReturn: { id: number; fiscalYearId: number; censusDate: Date },
  campus: { id: number; universityId: number },
): ReturnTarget {
  return {
    annualReturn: { id: annualReturn.id, fiscalYearId: annualReturn.fiscalYearId, censusDate: annualReturn.censusDate },
    campusId: campus.id,
    universityId: campus.universityId,
  };
}

export type ReturnCampus = Awaited<ReturnType<typeof makeCleanCampus>>;

/**
 * A new campus (of a new university unless given) whose snapshot in the return finds nothing:
 * `students` students (3 unless given; women and men) of one program, all verified and
 * active, of the return's fiscal year and enrolled on its first day, each with their own
 * registration and citizenship number; a teacher of the program's faculty and a member of the
 * administration, both with a qualification. Nothing of last year, no exams.
 */
export async function makeCleanCampus(
  prisma: PrismaClient,
  annualReturn: { fiscalYearId: number },
  options: { students?: number; programType?: 'annual' | 'semester'; universityId?: number } = {},
) {
  const make = factoriesFor(prisma);
  const fiscalYear = await prisma.fiscalYear.findUniqueOrThrow({ where: { id: annualReturn.fiscalYearId } });
  const campus = await make.createCampus({ universityId: options.universityId });
  const program = await make.createProgram({
    universityId: campus.universityId,
    runByCampusId: campus.id,
    programType: options.programType ?? 'semester',
  });
  const students = [];
  for (let index = 0; index < (options.students ?? 3); index += 1)
    students.push(
      await addStudent(prisma, campus, program, {
        gender: index % 2 ? 'male' : 'female',
        enrolledOn: fiscalYear.startDateAd,
        fiscalYearId: fiscalYear.id,
      }),
    );
  const teacher = await make.createEmployee({ campusId: campus.id, employeeType: 'Teaching' });
  await prisma.employee.update({ where: { id: teacher.id }, data: { facultyId: program.facultyId } });
  const administrator = await make.createEmployee({ campusId: campus.id, employeeType: 'Administrative' });
  for (const employee of [teacher, administrator])
    await prisma.employeeQualification.create({
      data: {
        employeeId: employee.id,
        levelName: 'Master',
        institutionName: 'Tribhuvan University',
        passedYear: '2070',
      },
    });
  return { campus, program, students, teacher, administrator, fiscalYear };
}

/** A student of the campus's program, verified and active, of the fiscal year, enrolled on the day given. */
export async function addStudent(
  prisma: PrismaClient,
  campus: { id: number },
  program: { id: number },
  options: {
    fiscalYearId: number;
    enrolledOn: Date | null;
    gender?: 'male' | 'female' | 'other';
    status?: 'active' | 'transferredOut' | 'graduated' | 'droppedOut';
  },
) {
  const student = await factoriesFor(prisma).createStudent({
    campusId: campus.id,
    programId: program.id,
    gender: options.gender ?? 'female',
    status: options.status ?? 'active',
    universityRegdNo: uniqueName('REG'),
  });
  return prisma.student.update({
    where: { id: student.id },
    data: {
      fiscalYearId: options.fiscalYearId,
      dateOfEnrollment: options.enrolledOn,
      citizenshipNo: uniqueName('CTZ'),
    },
  });
}

/**
 * The campus's people as a university's batch would send them (numbered 1..n in the order
 * they were registered): what the registers' snapshot would count, the citizenship numbers
 * included.
 */
export async function batchListsOf(prisma: PrismaClient, campus: ReturnCampus): Promise<ReturnLists> {
  const students = await prisma.student.findMany({
    where: { campusId: campus.campus.id },
    orderBy: { id: 'asc' },
    include: { program: { select: { programType: true } } },
  });
  const staff = await prisma.employee.findMany({
    where: { campusId: campus.campus.id },
    orderBy: { id: 'asc' },
    include: { _count: { select: { qualifications: true } } },
  });
  return {
    students: students.map((student, index) => ({
      rowNo: index + 1,
      externalRef: `S-${student.id}`,
      name: `${student.firstName} ${student.lastName}`,
      registrationNo: student.universityRegdNo,
      citizenshipNo: student.citizenshipNo,
      programId: student.programId,
      levelId: student.levelId,
      facultyId: student.facultyId,
      gender: student.gender,
      period: student.program.programType === 'annual' ? student.year : student.semester,
    })),
    staff: staff.map((employee, index) => ({
      rowNo: index + 1,
      externalRef: `E-${employee.id}`,
      name: `${employee.firstName} ${employee.lastName}`,
      employeeType: employee.employeeType,
      position: employee.position,
      joiningType: employee.joiningType,
      gender: employee.gender,
      facultyId: employee.facultyId,
      qualifications: employee._count.qualifications,
    })),
  };
}

/** The fiscal year before the return's. */
async function previousYearOf(prisma: Db, fiscalYearId: number) {
  const year = await prisma.fiscalYear.findUniqueOrThrow({ where: { id: fiscalYearId } });
  return prisma.fiscalYear.findFirstOrThrow({
    where: { startDateAd: { lt: year.startDateAd } },
    orderBy: { startDateAd: 'desc' },
  });
}

/** Students of the campus's program counted for the fiscal year before the return's. */
export async function addLastYearStudents(prisma: PrismaClient, campus: ReturnCampus, count: number) {
  const previous = await previousYearOf(prisma, campus.fiscalYear.id);
  for (let index = 0; index < count; index += 1)
    await addStudent(prisma, campus.campus, campus.program, {
      fiscalYearId: previous.id,
      enrolledOn: previous.startDateAd,
    });
}

/** A board (external) exam of the program in the return's fiscal year, each student appeared, the first `passed` passing. */
export async function boardExamResults(prisma: PrismaClient, campus: ReturnCampus, passed: number) {
  const batch = await prisma.batch.findFirstOrThrow({ orderBy: { batchNepali: 'desc' }, select: { id: true } });
  const exam = await prisma.examSchedule.create({
    data: {
      campusId: campus.campus.id,
      universityId: campus.campus.universityId,
      fiscalYearId: campus.fiscalYear.id,
      batchId: batch.id,
      programId: campus.program.id,
      examType: 'external',
      boardSitting: 'Regular',
      examName: uniqueName('Board'),
      dateFrom: dayAfter(campus.fiscalYear.startDateAd, 30),
      dateTo: dayAfter(campus.fiscalYear.startDateAd, 40),
      dateFromNepali: '2081/05/01',
      dateToNepali: '2081/05/11',
      semester: 'First',
    },
  });
  for (const [index, student] of campus.students.entries())
    await prisma.boardExamResult.create({
      data: {
        examScheduleId: exam.id,
        studentId: student.id,
        campusId: campus.campus.id,
        appeared: true,
        passed: index < passed,
      },
    });
  return exam;
}

/** An internal exam of the program in the return's fiscal year, one paper of 100 theory marks, the first student given `marks`. */
export async function markedExam(prisma: PrismaClient, campus: ReturnCampus, marks: number) {
  const exam = await createExam(prisma, {
    campus: campus.campus,
    program: campus.program,
    papers: [{ theory: { full: 100, pass: 40 } }],
  });
  await prisma.examSchedule.update({ where: { id: exam.id }, data: { fiscalYearId: campus.fiscalYear.id } });
  await recordMarks(prisma, exam, campus.students[0]!.id, [{ theory: marks }]);
  return exam;
}

/**
 * Makes a clean campus trip the rule: its registers changed, or (for what the registers
 * cannot hold: a student without program or gender, a registration number twice) the lists
 * to send as a batch instead. The campus needs at least three students.
 */
export async function tripRule(
  prisma: PrismaClient,
  campus: ReturnCampus,
  rule: ReturnRuleKey,
): Promise<{ lists?: ReturnLists }> {
  const [first, second] = campus.students;
  switch (rule) {
    case 'student-without-program': {
      const lists = await batchListsOf(prisma, campus);
      lists.students[0] = { ...lists.students[0]!, programId: null, levelId: null, facultyId: null };
      return { lists };
    }
    case 'student-without-gender': {
      const lists = await batchListsOf(prisma, campus);
      lists.students[0] = { ...lists.students[0]!, gender: null };
      return { lists };
    }
    case 'duplicate-registration-no': {
      const lists = await batchListsOf(prisma, campus);
      lists.students[1] = { ...lists.students[1]!, registrationNo: lists.students[0]!.registrationNo };
      return { lists };
    }
    case 'program-without-teaching-staff':
      await prisma.employee.update({ where: { id: campus.teacher.id }, data: { facultyId: null } });
      return {};
    case 'marks-above-full-marks':
      await markedExam(prisma, campus, 120);
      return {};
    case 'duplicate-citizenship-no':
      await prisma.student.update({ where: { id: second!.id }, data: { citizenshipNo: first!.citizenshipNo } });
      return {};
    case 'enrolment-fell-by-half':
      await addLastYearStudents(prisma, campus, campus.students.length * 2 + 1);
      return {};
    case 'pass-rate-above-99':
      await boardExamResults(prisma, campus, campus.students.length);
      return {};
    case 'enrolment-changed-30':
      // 3 now against 5 last year: a fall of 40%, less than half.
      await addLastYearStudents(prisma, campus, Math.ceil((campus.students.length * 5) / 3));
      return {};
    case 'staff-without-qualification':
      await prisma.employeeQualification.deleteMany({ where: { employeeId: campus.administrator.id } });
      return {};
  }
}
