/**
 * Moving students to their next semester or year (StudentUpgrade, api-contract 5.5). The
 * next period is computed here from the student's current one, the program's type and its
 * duration, never taken from the client; a student in the program's last period is
 * refused. Each move is a StudentUpgrade row unique per student and target period, so an
 * upgrade is applied once: a repeated request changes nothing.
 */
import {
  DEFAULT_PAGE_SIZE,
  STUDENT_ACADEMICS_MESSAGES as A,
  nextPeriod,
  type AcademicPeriod,
  type AcademicYear,
  type FieldIssue,
  type ProgramType,
  type Semester,
  type StudentUpgradeBodyParsed,
  type StudentUpgradeListQueryParsed,
  type StudentUpgradePage,
  type StudentUpgradeRow,
} from '@hemis/contracts';
import type { Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { pageRequest } from '../../lib/pagination.ts';
import { conflictAs } from '../../lib/prisma-errors.ts';
import { auditWrite, inBulkTransaction } from '../../lib/records.ts';
import { scopeWhere } from '../../lib/scope.ts';
import { STUDENT_SCOPE, studentListWhere } from '../student/student-query.ts';
import { fullNameOf } from '../student/student-record.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';

type UpgradeItem = StudentUpgradeBodyParsed[number];

const UPGRADE_STUDENT_SELECT = {
  id: true,
  ...NAME_SELECT,
  rollNoManual: true,
  semester: true,
  year: true,
  programId: true,
  admissionYearId: true,
  campusId: true,
  program: { select: { programName: true, programType: true, duration: true } },
  admissionYear: { select: { batchNepali: true } },
} as const satisfies Prisma.StudentSelect;
type UpgradeStudent = Prisma.StudentGetPayload<{ select: typeof UPGRADE_STUDENT_SELECT }>;

/** The period a student is in: a semester program's semester, an annual program's year. */
function currentPeriod(student: UpgradeStudent): AcademicPeriod | null {
  return student.program.programType === 'semester' ? student.semester : student.year;
}

function nextPeriodOf(student: UpgradeStudent): AcademicPeriod | null {
  return nextPeriod(student.program.programType, student.program.duration, currentPeriod(student));
}

const unitOf = (programType: ProgramType) => (programType === 'semester' ? 'semester' : 'year');

/** StudentUpgrade.toPeriod: "semester:Third", "year:Second". */
const periodKey = (programType: ProgramType, period: AcademicPeriod) => `${unitOf(programType)}:${period}`;

export async function listUpgradeCandidates(
  context: ReadContext,
  query: StudentUpgradeListQueryParsed,
): Promise<StudentUpgradePage> {
  const request = pageRequest(query) ?? { page: 1, pageSize: DEFAULT_PAGE_SIZE, skip: 0, take: DEFAULT_PAGE_SIZE };
  // The enrolment list's students: active and verified, filtered the same way.
  const where = studentListWhere(context.scope, {
    isVerified: true,
    isTransferredIn: undefined,
    search: undefined,
    campusId: query.campusId,
    programId: query.programId,
    batchId: query.batchId,
    admissionYearId: query.admissionYearId,
    semYear: query.semYear,
    name: query.name,
  });
  const [students, total] = await Promise.all([
    context.prisma.student.findMany({
      where,
      select: UPGRADE_STUDENT_SELECT,
      orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
      skip: request.skip,
      take: request.take,
    }),
    context.prisma.student.count({ where }),
  ]);
  const upgradedTo = await upgradesReaching(context, students);
  return {
    studentUpgrades: students.map((student) => toUpgradeRow(student, upgradedTo.has(student.id))),
    totalPages: Math.ceil(total / request.pageSize),
    totalRecords: total,
    totalCount: total,
    page: request.page,
    pageSize: request.pageSize,
  };
}

/** The students of the page whose current period was reached by an upgrade. */
async function upgradesReaching(context: ReadContext, students: UpgradeStudent[]): Promise<Set<number>> {
  const placed = students.flatMap((student) => {
    const period = currentPeriod(student);
    return period ? [{ studentId: student.id, toPeriod: periodKey(student.program.programType, period) }] : [];
  });
  if (placed.length === 0) return new Set();
  const upgrades = await context.prisma.studentUpgrade.findMany({ where: { OR: placed }, select: { studentId: true } });
  return new Set(upgrades.map((upgrade) => upgrade.studentId));
}

function toUpgradeRow(student: UpgradeStudent, isUpgraded: boolean): StudentUpgradeRow {
  const { programType } = student.program;
  const next = nextPeriodOf(student);
  return {
    studentId: student.id,
    isUpgraded,
    programType,
    semester: student.semester,
    year: student.year,
    nextSemester: programType === 'semester' ? (next as Semester | null) : null,
    nextYear: programType === 'annual' ? (next as AcademicYear | null) : null,
    isLastPeriod: next === null,
    programId: student.programId,
    programName: student.program.programName,
    batchId: student.admissionYearId,
    admissionYear: student.admissionYear.batchNepali,
    firstName: student.firstName.toUpperCase(),
    middleName: student.middleName?.toUpperCase() ?? null,
    lastName: student.lastName.toUpperCase(),
    fullName: fullNameOf(student),
    rollNoManual: student.rollNoManual,
  };
}

interface PlannedUpgrade {
  student: UpgradeStudent;
  from: AcademicPeriod | null;
  to: AcademicPeriod;
  isIrregular: boolean;
}

/**
 * POST StudentUpgrade: moves each student to the period after their current one. Answers
 * "student upgrade success" when at least one moved, "students already upgraded" when the
 * request repeats upgrades already applied. A student in the program's last period refuses
 * the whole request (400 naming them), so nothing is half done.
 */
export async function upgradeStudents(context: WriteContext, items: UpgradeItem[]): Promise<string> {
  const studentIds = new Set(items.map((item) => item.studentId));
  const students = await context.prisma.student.findMany({
    where: scopeWhere<Prisma.StudentWhereInput>(context.scope, STUDENT_SCOPE, {
      id: { in: [...studentIds] },
      status: 'active',
    }),
    select: UPGRADE_STUDENT_SELECT,
  });
  if (students.length !== studentIds.size) throw AppError.notFound('Student');

  const applied = await context.prisma.studentUpgrade.findMany({
    where: { studentId: { in: students.map((student) => student.id) } },
    select: { studentId: true, toPeriod: true },
  });
  const wasApplied = (studentId: number, programType: ProgramType, period: AcademicPeriod | null | undefined) =>
    period != null &&
    applied.some((upgrade) => upgrade.studentId === studentId && upgrade.toPeriod === periodKey(programType, period));

  const planned: PlannedUpgrade[] = [];
  const refused: FieldIssue[] = [];
  const seen = new Set<number>();
  items.forEach((item, index) => {
    // The same student twice in one request is one upgrade.
    if (seen.has(item.studentId)) return;
    seen.add(item.studentId);
    const student = students.find((candidate) => candidate.id === item.studentId)!;
    const { programType } = student.program;
    const expected = programType === 'semester' ? item.semester : item.year;
    // A repeated request: the student already reached the period the client meant.
    if (wasApplied(student.id, programType, expected)) return;
    const to = nextPeriodOf(student);
    if (to === null) {
      const period = currentPeriod(student) ?? '';
      refused.push({
        field: `body.${index}.studentId`,
        message: A.lastPeriod(fullNameOf(student), unitOf(programType), period),
      });
      return;
    }
    if (wasApplied(student.id, programType, to)) return;
    planned.push({ student, from: currentPeriod(student), to, isIrregular: item.isIrregular ?? false });
  });
  if (refused.length > 0) throw AppError.validation(refused);
  if (planned.length === 0) return A.alreadyUpgraded;

  await conflictAs(
    A.alreadyUpgraded,
    inBulkTransaction(context.prisma, async (db) => {
      for (const { student, from, to, isIrregular } of planned) {
        const isSemester = student.program.programType === 'semester';
        const upgrade = await db.studentUpgrade.create({
          data: {
            studentId: student.id,
            campusId: student.campusId,
            programId: student.programId,
            batchId: student.admissionYearId,
            fromSemester: isSemester ? (from as Semester | null) : null,
            fromYear: isSemester ? null : (from as AcademicYear | null),
            toSemester: isSemester ? (to as Semester) : null,
            toYear: isSemester ? null : (to as AcademicYear),
            toPeriod: periodKey(student.program.programType, to),
            isIrregular,
            upgradedById: context.actor.userId,
          },
        });
        const field = isSemester ? 'semester' : 'year';
        await db.student.update({ where: { id: student.id }, data: { [field]: to } });
        await auditWrite(db, context, 'create', 'StudentUpgrade', upgrade.id, {
          studentId: student.id,
          toPeriod: upgrade.toPeriod,
          isIrregular,
        });
        await auditWrite(db, context, 'update', 'Student', student.id, { [field]: { from, to } });
      }
    }),
  );
  return A.upgradeSuccess;
}
