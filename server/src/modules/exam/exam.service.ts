/**
 * Examinations (api-contract 5.8): a campus's exam types, its exam schedules (internal or board
 * exams of a program's batch in one semester or year) and their papers (SubjectExamSchedule).
 * The campus's staff write them; its university and the grants body read them. Dates are kept
 * as the AD day and its BS text; an exam's status is computed from today's date in Nepal.
 *
 * `eligibleStudentsWhere` is the one definition of who may sit an exam, shared with the board
 * exams' appearance lists.
 */
import {
  EXAM_MESSAGES as M,
  examStatusOn,
  periodsOfProgram,
  scheduleDates,
  type AcademicYear,
  type CreateExamScheduleBodyParsed,
  type CreateExamTypeBodyParsed,
  type CreateSubjectExamScheduleBodyParsed,
  type EligibleStudent,
  type EligibleStudentsQuery,
  type ExamSchedule,
  type ExamScheduleListQuery,
  type ExamType,
  type FieldIssue,
  type Page,
  type Scope,
  type Semester,
  type SubjectExamSchedule,
  type SubjectExamScheduleListQuery,
  type UpdateExamScheduleBodyParsed,
  type UpdateSubjectExamScheduleBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInNepal } from '../../lib/clock.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE, campusOwner } from '../../lib/ownership.ts';
import { pageRequest, toPage, type PageRequest } from '../../lib/pagination.ts';
import { conflictAs, uniqueViolationFields } from '../../lib/prisma-errors.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { containsText, sameText } from '../../lib/text-match.ts';
import { nameSearchWhere, STUDENT_SCOPE } from '../student/student-query.ts';

const adDay = (date: Date) => date.toISOString().slice(0, 10);
const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`);
const marks = (value: Prisma.Decimal | null) => (value === null ? 0 : Number(value));
const issue = (field: string, message: string): FieldIssue => ({ field: `body.${field}`, message });

// ---- Exam types ---------------------------------------------------------------------------------

export async function createExamType(context: WriteContext, body: CreateExamTypeBodyParsed): Promise<ExamType> {
  const owner = await campusOwner(context.prisma, context.scope, body.instituteID);
  const created = await conflictAs(
    M.examTypeExists,
    inTransaction(context.prisma, async (db) => {
      const row = await db.examType.create({
        data: {
          campusId: owner.campusId,
          universityId: owner.universityId,
          exam: body.exam === 'board' ? 'external' : 'internal',
          examName: body.examName,
          status: body.status ?? true,
          description: body.description ?? null,
        },
      });
      await auditWrite(db, context, 'create', 'ExamType', row.id, row);
      return row;
    }),
  );
  return {
    id: created.id,
    instituteID: created.campusId,
    exam: created.exam === 'external' ? 'board' : 'internal',
    examName: created.examName,
    status: created.status,
    description: created.description,
  };
}

// ---- Exam schedules -----------------------------------------------------------------------------

const SCHEDULE_INCLUDE = {
  program: { select: { programName: true, shortName: true, programType: true } },
  batch: { select: { batchNepali: true } },
  fiscalYear: { select: { yearNepali: true } },
} as const;

type ScheduleRow = Prisma.ExamScheduleGetPayload<{ include: typeof SCHEDULE_INCLUDE }>;

function toSchedule(row: ScheduleRow, today: string): ExamSchedule {
  const dateFrom = adDay(row.dateFrom);
  const dateTo = adDay(row.dateTo);
  return {
    id: row.id,
    campusId: row.campusId,
    fiscalYearId: row.fiscalYearId,
    fiscalYear: row.fiscalYear.yearNepali,
    batchId: row.batchId,
    batch: row.batch.batchNepali,
    programMgmtId: row.programId,
    programName: row.program.programName,
    programShortName: row.program.shortName,
    programType: row.program.programType,
    examType: row.examType,
    type: row.boardSitting ?? '',
    examName: row.examName,
    subjectName: null,
    dateFrom,
    dateTo,
    dateFromNepali: row.dateFromNepali,
    dateToNepali: row.dateToNepali,
    description: row.description,
    year: row.year,
    semester: row.semester,
    status: examStatusOn(today, dateFrom, dateTo),
    resultsPublishedAt: row.resultsPublishedAt?.toISOString() ?? null,
  };
}

const scheduleScope = (scope: Scope, where: Prisma.ExamScheduleWhereInput = {}) =>
  scopeWhere<Prisma.ExamScheduleWhereInput>(scope, CAMPUS_AND_UNIVERSITY_SCOPE, where);

/** A schedule in the caller's scope (read or write: the exam writers are campus staff), or 404. */
export async function findSchedule(context: ReadContext, id: number, db: Db = context.prisma): Promise<ScheduleRow> {
  const row = await db.examSchedule.findFirst({
    where: scheduleScope(context.scope, { id }),
    include: SCHEDULE_INCLUDE,
  });
  return foundOrNotFound(row, 'Exam schedule');
}

function scheduleOrder(query: ExamScheduleListQuery): Prisma.ExamScheduleOrderByWithRelationInput[] {
  const order = query.sortOrder ?? (query.sortBy ? 'asc' : 'desc');
  switch (query.sortBy) {
    case 'examName':
      return [{ examName: order }, { id: 'desc' }];
    case 'programName':
      return [{ program: { programName: order } }, { id: 'desc' }];
    case 'dateTo':
      return [{ dateTo: order }, { id: 'desc' }];
    case 'id':
      return [{ id: order }];
    default:
      return [{ dateFrom: order }, { id: 'desc' }];
  }
}

/** GET ExamSchedule: a page (every schedule as one page without paging), filtered, searched and sorted in the database. */
export async function listSchedules(context: ReadContext, query: ExamScheduleListQuery): Promise<Page<ExamSchedule>> {
  const conditions: Prisma.ExamScheduleWhereInput[] = [];
  if (query.programName) conditions.push({ program: { programName: sameText(query.programName) } });
  if (query.programId) conditions.push({ programId: query.programId });
  if (query.batchId) conditions.push({ batchId: query.batchId });
  if (query.fiscalYearId) conditions.push({ fiscalYearId: query.fiscalYearId });
  if (query.examType) conditions.push({ examType: query.examType });
  if (query.search) {
    conditions.push({
      OR: [{ examName: containsText(query.search) }, { program: { programName: containsText(query.search) } }],
    });
  }
  const where = scheduleScope(context.scope, { AND: conditions });
  const request = pageRequest(query);
  const [rows, total] = await Promise.all([
    context.prisma.examSchedule.findMany({
      where,
      include: SCHEDULE_INCLUDE,
      orderBy: scheduleOrder(query),
      ...(request ? { skip: request.skip, take: request.take } : {}),
    }),
    context.prisma.examSchedule.count({ where }),
  ]);
  const today = todayInNepal(context.clock);
  const data = rows.map((row) => toSchedule(row, today));
  return toPage(data, total, request ?? { page: 1, pageSize: Math.max(total, 1), skip: 0, take: total });
}

export async function getSchedule(context: ReadContext, id: number): Promise<ExamSchedule> {
  return toSchedule(await findSchedule(context, id), todayInNepal(context.clock));
}

interface ScheduleFacts {
  campusId: number;
  universityId: number;
  programId: number;
  batchId: number;
  fiscalYearId: number;
  examType: 'internal' | 'external';
  boardSitting: 'Regular' | 'Partial' | null;
  semester: Semester | null;
  year: AcademicYear | null;
}

const PERIOD_NAMES: Record<string, string> = { semester: 'Semester', annual: 'Year' };

/**
 * What the schedule's references must be: a fiscal year and a batch that exist, a program the
 * campus runs, and a period (semester or year, as the program counts them) within it. Answers
 * the program's and batch's names for the exam's name.
 */
async function checkScheduleFacts(db: Db, facts: ScheduleFacts) {
  const [fiscalYear, batch, program, runs] = await Promise.all([
    db.fiscalYear.findUnique({ where: { id: facts.fiscalYearId }, select: { yearNepali: true } }),
    db.batch.findUnique({ where: { id: facts.batchId }, select: { batchNepali: true } }),
    db.program.findFirst({
      where: { id: facts.programId, universityId: facts.universityId },
      select: { shortName: true, programType: true, duration: true },
    }),
    db.campusProgram.findUnique({
      where: { campusId_programId: { campusId: facts.campusId, programId: facts.programId } },
      select: { programId: true },
    }),
  ]);
  const issues: FieldIssue[] = [];
  if (!fiscalYear) issues.push(issue('fiscalYearId', M.unknownFiscalYear));
  if (!batch) issues.push(issue('batchId', M.unknownBatch));
  if (!program || !runs) issues.push(issue('programMgmtId', M.programNotRun));
  if (program) {
    const period = program.programType === 'semester' ? facts.semester : facts.year;
    const field = program.programType === 'semester' ? 'semester' : 'year';
    if (!period) issues.push(issue(field, program.programType === 'semester' ? M.semesterRequired : M.yearRequired));
    else if (!periodsOfProgram(program.programType, program.duration).includes(period)) {
      issues.push(issue(field, M.periodOutsideProgram));
    }
  }
  if (issues.length) throw AppError.validation(issues);
  return { fiscalYear: fiscalYear!, batch: batch!, program: program! };
}

/** The exam's name as the client builds it: short name-batch-period-Board/Internal Exam-[Regular/Partial]-fiscal year. */
function examNameOf(facts: ScheduleFacts, names: Awaited<ReturnType<typeof checkScheduleFacts>>): string {
  const period =
    names.program.programType === 'semester'
      ? `${facts.semester} ${PERIOD_NAMES.semester}`
      : `${facts.year} ${PERIOD_NAMES.annual}`;
  return [
    names.program.shortName,
    names.batch.batchNepali,
    period,
    facts.examType === 'external' ? 'Board Exam' : 'Internal Exam',
    ...(facts.examType === 'external' && facts.boardSitting ? [facts.boardSitting] : []),
    names.fiscalYear.yearNepali,
  ].join('-');
}

function periodOf(programSemester: boolean, facts: { semester?: Semester | null; year?: AcademicYear | null }) {
  return programSemester
    ? { semester: facts.semester ?? null, year: null }
    : { semester: null, year: facts.year ?? null };
}

export async function createSchedule(context: WriteContext, body: CreateExamScheduleBodyParsed): Promise<ExamSchedule> {
  const owner = await campusOwner(context.prisma, context.scope, body.campusId);
  const { from, to } = scheduleDates(body);
  const facts: ScheduleFacts = {
    campusId: owner.campusId,
    universityId: owner.universityId,
    programId: body.programMgmtId,
    batchId: body.batchId,
    fiscalYearId: body.fiscalYearId,
    examType: body.examType,
    boardSitting: body.examType === 'external' ? (body.type ?? null) : null,
    semester: body.semester ?? null,
    year: body.year ?? null,
  };
  const names = await checkScheduleFacts(context.prisma, facts);
  Object.assign(facts, periodOf(names.program.programType === 'semester', facts));
  const created = await inTransaction(context.prisma, async (db) => {
    const row = await db.examSchedule.create({
      data: {
        ...facts,
        examName: body.examName ?? examNameOf(facts, names),
        dateFrom: asDate(from!.ad),
        dateTo: asDate(to!.ad),
        dateFromNepali: from!.bs,
        dateToNepali: to!.bs,
        description: body.description ?? null,
        status: body.status ?? true,
      },
      include: SCHEDULE_INCLUDE,
    });
    await auditWrite(db, context, 'create', 'ExamSchedule', row.id, {
      ...row,
      program: undefined,
      batch: undefined,
      fiscalYear: undefined,
    });
    return row;
  });
  return toSchedule(created, todayInNepal(context.clock));
}

export async function updateSchedule(
  context: WriteContext,
  id: number,
  body: UpdateExamScheduleBodyParsed,
): Promise<ExamSchedule> {
  const current = await findSchedule(context, id);
  const examType = body.examType ?? current.examType;
  const facts: ScheduleFacts = {
    campusId: current.campusId,
    universityId: current.universityId,
    programId: body.programMgmtId ?? current.programId,
    batchId: body.batchId ?? current.batchId,
    fiscalYearId: body.fiscalYearId ?? current.fiscalYearId,
    examType,
    boardSitting: examType === 'external' ? (body.type ?? current.boardSitting) : null,
    semester: body.semester ?? current.semester,
    year: body.year ?? current.year,
  };
  const issues: FieldIssue[] = [];
  if (examType === 'external' && !facts.boardSitting) issues.push(issue('type', M.boardSittingInvalid));
  const sent = scheduleDates(body);
  const from = sent.from ?? { ad: adDay(current.dateFrom), bs: current.dateFromNepali };
  const to = sent.to ?? { ad: adDay(current.dateTo), bs: current.dateToNepali };
  if (to.ad < from.ad) issues.push(issue('dateToNepali', M.dateToBeforeFrom));
  if (issues.length) throw AppError.validation(issues);
  const names = await checkScheduleFacts(context.prisma, facts);
  Object.assign(facts, periodOf(names.program.programType === 'semester', facts));
  const renamed = (
    ['programId', 'batchId', 'fiscalYearId', 'examType', 'boardSitting', 'semester', 'year'] as const
  ).some((key) => facts[key] !== current[key]);
  const examName = body.examName ?? (renamed ? examNameOf(facts, names) : current.examName);
  const updated = await inTransaction(context.prisma, async (db) => {
    if (facts.programId !== current.programId || facts.semester !== current.semester || facts.year !== current.year) {
      // Papers are subjects of the program's period: a schedule with papers keeps both.
      const papers = await db.examRoutine.count({ where: { examScheduleId: id } });
      if (papers > 0) throw AppError.validation([issue('programMgmtId', M.scheduleHasPapers)]);
    }
    const outside = await db.examRoutine.count({
      where: { examScheduleId: id, OR: [{ examDate: { lt: asDate(from.ad) } }, { examDate: { gt: asDate(to.ad) } }] },
    });
    if (outside > 0) throw AppError.validation([issue('dateFromNepali', M.examDateOutside)]);
    const row = await db.examSchedule.update({
      where: { id },
      data: {
        ...facts,
        examName,
        dateFrom: asDate(from.ad),
        dateTo: asDate(to.ad),
        dateFromNepali: from.bs,
        dateToNepali: to.bs,
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
      },
      include: SCHEDULE_INCLUDE,
    });
    await auditWrite(db, context, 'update', 'ExamSchedule', id, {
      examName: { from: current.examName, to: row.examName },
      dateFrom: { from: current.dateFromNepali, to: row.dateFromNepali },
      dateTo: { from: current.dateToNepali, to: row.dateToNepali },
    });
    return row;
  });
  return toSchedule(updated, todayInNepal(context.clock));
}

/** DELETE ExamSchedule/{id}: with its papers, unless attendance, marks or board results are recorded for it. */
export async function deleteSchedule(context: WriteContext, id: number): Promise<{ message: string }> {
  const current = await findSchedule(context, id);
  await inTransaction(context.prisma, async (db) => {
    const [sittings, boardResults] = await Promise.all([
      db.examSitting.count({ where: { routine: { examScheduleId: id } } }),
      db.boardExamResult.count({ where: { examScheduleId: id } }),
    ]);
    if (sittings > 0 || boardResults > 0) throw AppError.conflict(M.scheduleHasSittings);
    await db.examRoutine.deleteMany({ where: { examScheduleId: id } });
    await db.examSchedule.delete({ where: { id } });
    await auditWrite(db, context, 'delete', 'ExamSchedule', id, { examName: current.examName });
  });
  return { message: 'Exam schedule deleted' };
}

// ---- Who may sit an exam ------------------------------------------------------------------------

/** The exam a list of students is for: its campus, program, batch and period. */
export interface ExamCohort {
  campusId?: number;
  programId?: number;
  batchId?: number;
  semester?: Semester | null;
  year?: AcademicYear | null;
  majorSubjectId?: number;
}

/**
 * The students who may sit an exam of the cohort, within the caller's scope: enrolled (active,
 * so neither dropped out, transferred out nor graduated) and verified, of the campus, program,
 * batch, semester or year and, when given, major subject. The board exams' lists use it too.
 */
export function eligibleStudentsWhere(scope: Scope, cohort: ExamCohort): Prisma.StudentWhereInput {
  return scopeWhere<Prisma.StudentWhereInput>(scope, STUDENT_SCOPE, {
    AND: [
      { status: 'active', isVerified: true, dropout: { is: null } },
      ...(cohort.campusId ? [{ campusId: cohort.campusId }] : []),
      ...(cohort.programId ? [{ programId: cohort.programId }] : []),
      ...(cohort.batchId ? [{ admissionYearId: cohort.batchId }] : []),
      ...(cohort.semester ? [{ semester: cohort.semester }] : []),
      ...(cohort.year ? [{ year: cohort.year }] : []),
      ...(cohort.majorSubjectId ? [{ majorSubjectId: cohort.majorSubjectId }] : []),
    ],
  });
}

/** The cohort of a schedule: who sits it. */
export function cohortOfSchedule(schedule: {
  campusId: number;
  programId: number;
  batchId: number;
  semester: Semester | null;
  year: AcademicYear | null;
}): ExamCohort {
  const { campusId, programId, batchId, semester, year } = schedule;
  return { campusId, programId, batchId, semester, year };
}

const ELIGIBLE_SELECT = {
  id: true,
  firstName: true,
  middleName: true,
  lastName: true,
  phoneNumber: true,
  rollNoManual: true,
  majorSubjectId: true,
  semester: true,
  year: true,
  admissionYear: { select: { batchNepali: true } },
  program: { select: { programName: true } },
} as const;

/** A page of the students who may sit the exam (ordered by roll number, then id), for this module's and the board exams' lists. */
export async function eligibleStudentsPage(
  context: ReadContext,
  cohort: ExamCohort,
  request: PageRequest,
  name?: string,
): Promise<Page<EligibleStudent>> {
  const where: Prisma.StudentWhereInput = {
    AND: [eligibleStudentsWhere(context.scope, cohort), ...nameSearchWhere(name)],
  };
  const [rows, total] = await Promise.all([
    context.prisma.student.findMany({
      where,
      select: ELIGIBLE_SELECT,
      orderBy: [{ rollNoManual: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
      skip: request.skip,
      take: request.take,
    }),
    context.prisma.student.count({ where }),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    rollNoManual: row.rollNoManual,
    batchNameNepali: row.admissionYear.batchNepali,
    programName: row.program.programName,
    majorSubjectId: row.majorSubjectId,
    year: row.year,
    semester: row.semester,
  }));
  return toPage(data, total, request);
}

const ALL_ROWS: PageRequest = { page: 1, pageSize: 100, skip: 0, take: 100 };

/** BulkExamAttend/GetAllStudent: by the exam (`examScheduleId`), or by program, batch and period. */
export async function listEligibleStudents(
  context: ReadContext,
  query: EligibleStudentsQuery,
): Promise<Page<EligibleStudent> & { total: number }> {
  let cohort: ExamCohort = {
    programId: query.programId || undefined,
    batchId: query.batchId || undefined,
    semester: query.semester,
    year: query.year,
  };
  if (query.examScheduleId) cohort = cohortOfSchedule(await findSchedule(context, query.examScheduleId));
  if (query.majorSubjectId) cohort.majorSubjectId = query.majorSubjectId;
  const page = await eligibleStudentsPage(context, cohort, pageRequest(query) ?? ALL_ROWS, query.name);
  return { ...page, total: page.totalRecords };
}

// ---- Papers (SubjectExamSchedule) ---------------------------------------------------------------

const ROUTINE_INCLUDE = {
  subject: { select: { subjectName: true, code: true } },
  examSchedule: {
    select: {
      examName: true,
      examType: true,
      programId: true,
      batchId: true,
      semester: true,
      year: true,
      program: { select: { programName: true, programType: true } },
    },
  },
} as const;

type RoutineRow = Prisma.ExamRoutineGetPayload<{ include: typeof ROUTINE_INCLUDE }>;

function toRoutine(row: RoutineRow, today: string): SubjectExamSchedule {
  const day = adDay(row.examDate);
  return {
    id: row.id,
    examName: row.examSchedule.examName,
    examScheduleId: row.examScheduleId,
    examType: row.examSchedule.examType,
    programId: row.examSchedule.programId,
    programName: row.examSchedule.program.programName,
    programType: row.examSchedule.program.programType,
    batchId: row.examSchedule.batchId,
    subjectID: row.subjectId,
    subjectName: row.subject.subjectName,
    code: row.subject.code,
    isTheoretical: row.isTheoretical,
    isPractical: row.isPractical,
    examDate: row.examDateNepali,
    examDateAd: day,
    examTime: row.examTime,
    theoreticalFullMarks: marks(row.theoreticalFullMarks),
    theoreticalPassMarks: marks(row.theoreticalPassMarks),
    practicalFullMark: marks(row.practicalFullMarks),
    practicalPassMark: marks(row.practicalPassMarks),
    description: row.description,
    status: examStatusOn(today, day, day),
    semester: row.examSchedule.semester,
    year: row.examSchedule.year,
  };
}

const routineScope = (scope: Scope, where: Prisma.ExamRoutineWhereInput = {}) =>
  scopeWhere<Prisma.ExamRoutineWhereInput>(scope, CAMPUS_AND_UNIVERSITY_SCOPE, where);

export async function findRoutine(context: ReadContext, id: number, db: Db = context.prisma): Promise<RoutineRow> {
  const row = await db.examRoutine.findFirst({ where: routineScope(context.scope, { id }), include: ROUTINE_INCLUDE });
  return foundOrNotFound(row, 'Subject exam schedule');
}

export async function getRoutine(context: ReadContext, id: number): Promise<SubjectExamSchedule> {
  return toRoutine(await findRoutine(context, id), todayInNepal(context.clock));
}

/** GetAllPaged: the papers of an exam (`batchId` is the exam's id, as one client wrapper sends it), by date and time. */
export async function listRoutines(
  context: ReadContext,
  query: SubjectExamScheduleListQuery,
): Promise<Page<SubjectExamSchedule>> {
  const examScheduleId = query.examScheduleId || query.batchId || undefined;
  const conditions: Prisma.ExamRoutineWhereInput[] = [];
  if (examScheduleId) conditions.push({ examScheduleId });
  if (query.search) conditions.push({ subject: { subjectName: containsText(query.search) } });
  const where = routineScope(context.scope, { AND: conditions });
  const request = pageRequest(query);
  const [rows, total] = await Promise.all([
    context.prisma.examRoutine.findMany({
      where,
      include: ROUTINE_INCLUDE,
      orderBy: [{ examDate: query.sortOrder ?? 'asc' }, { examTime: 'asc' }, { id: 'asc' }],
      ...(request ? { skip: request.skip, take: request.take } : {}),
    }),
    context.prisma.examRoutine.count({ where }),
  ]);
  const today = todayInNepal(context.clock);
  return toPage(
    rows.map((row) => toRoutine(row, today)),
    total,
    request ?? { page: 1, pageSize: Math.max(total, 1), skip: 0, take: total },
  );
}

interface RoutineFacts {
  subjectId: number;
  isTheoretical: boolean;
  isPractical: boolean;
  examDate: { ad: string; bs: string };
  examTime: string;
  theoreticalFull: number | null;
  theoreticalPass: number | null;
  practicalFull: number | null;
  practicalPass: number | null;
}

/** A paper's own rules: at least one part, full >= pass >= 0 for each part it has, a subject of the exam's program and period, a date within the exam. */
async function checkRoutine(db: Db, schedule: ScheduleRow, facts: RoutineFacts) {
  // Published results were computed from the papers' marks: the papers stay as they were.
  if (schedule.resultsPublishedAt) throw AppError.conflict(M.resultsPublishedPapers);
  const issues: FieldIssue[] = [];
  if (!facts.isTheoretical && !facts.isPractical) issues.push(issue('isTheoretical', M.partRequired));
  const parts = [
    [facts.isTheoretical, facts.theoreticalFull, facts.theoreticalPass, 'theoreticalFullMarks', 'theoreticalPassMarks'],
    [facts.isPractical, facts.practicalFull, facts.practicalPass, 'practicalFullMark', 'practicalPassMark'],
  ] as const;
  for (const [has, full, pass, fullField, passField] of parts) {
    if (!has) continue;
    if (full === null || full <= 0) issues.push(issue(fullField, M.fullMarkInvalid));
    else if (pass !== null && pass > full) issues.push(issue(passField, M.passMarkInvalid));
  }
  const subject = await db.subject.findUnique({
    where: { id: facts.subjectId },
    select: { programId: true, semester: true, year: true },
  });
  if (!subject || subject.programId !== schedule.programId) issues.push(issue('subjectID', M.subjectNotOfProgram));
  else if (
    schedule.program.programType === 'semester'
      ? subject.semester !== schedule.semester
      : subject.year !== schedule.year
  ) {
    issues.push(issue('subjectID', M.subjectNotOfPeriod));
  }
  const day = facts.examDate.ad;
  if (day < adDay(schedule.dateFrom) || day > adDay(schedule.dateTo)) issues.push(issue('examDate', M.examDateOutside));
  if (issues.length) throw AppError.validation(issues);
}

/** A second paper at the same date and time, or a second paper of the same subject: 409, checked first and kept by the constraints. */
async function assertFreeSlot(db: Db, scheduleId: number, facts: RoutineFacts, exceptId?: number) {
  const others = await db.examRoutine.findMany({
    where: {
      examScheduleId: scheduleId,
      OR: [{ examDate: asDate(facts.examDate.ad), examTime: facts.examTime }, { subjectId: facts.subjectId }],
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { subjectId: true },
  });
  if (others.some((other) => other.subjectId === facts.subjectId)) throw AppError.conflict(M.subjectScheduled);
  if (others.length) throw AppError.conflict(M.slotTaken);
}

function routineColumns(facts: RoutineFacts) {
  const decimal = (value: number | null) => (value === null ? null : value.toFixed(2));
  return {
    subjectId: facts.subjectId,
    isTheoretical: facts.isTheoretical,
    isPractical: facts.isPractical,
    examDate: asDate(facts.examDate.ad),
    examDateNepali: facts.examDate.bs,
    examTime: facts.examTime,
    theoreticalFullMarks: facts.isTheoretical ? decimal(facts.theoreticalFull) : null,
    theoreticalPassMarks: facts.isTheoretical ? decimal(facts.theoreticalPass ?? 0) : null,
    practicalFullMarks: facts.isPractical ? decimal(facts.practicalFull) : null,
    practicalPassMarks: facts.isPractical ? decimal(facts.practicalPass ?? 0) : null,
  };
}

/** A unique violation that slipped past the checks (two saves at once) answers as they do. */
async function slotConflicts<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const fields = uniqueViolationFields(error);
    if (fields) throw AppError.conflict(fields.includes('subjectId') ? M.subjectScheduled : M.slotTaken);
    throw error;
  }
}

export async function createRoutine(
  context: WriteContext,
  body: CreateSubjectExamScheduleBodyParsed,
): Promise<SubjectExamSchedule> {
  const schedule = await findSchedule(context, body.examScheduleId);
  const facts: RoutineFacts = {
    subjectId: body.subjectID,
    isTheoretical: body.isTheoretical ?? false,
    isPractical: body.isPractical ?? false,
    examDate: body.examDate!,
    examTime: body.examTime!,
    theoreticalFull: body.theoreticalFullMarks ?? null,
    theoreticalPass: body.theoreticalPassMarks ?? null,
    practicalFull: body.practicalFullMark ?? null,
    practicalPass: body.practicalPassMark ?? null,
  };
  await checkRoutine(context.prisma, schedule, facts);
  await assertFreeSlot(context.prisma, schedule.id, facts);
  const created = await slotConflicts(
    inTransaction(context.prisma, async (db) => {
      const row = await db.examRoutine.create({
        data: {
          ...routineColumns(facts),
          examScheduleId: schedule.id,
          campusId: schedule.campusId,
          universityId: schedule.universityId,
          description: body.description ?? null,
        },
        include: ROUTINE_INCLUDE,
      });
      await auditWrite(db, context, 'create', 'ExamRoutine', row.id, routineColumns(facts));
      return row;
    }),
  );
  return toRoutine(created, todayInNepal(context.clock));
}

export async function updateRoutine(
  context: WriteContext,
  id: number,
  body: UpdateSubjectExamScheduleBodyParsed,
): Promise<SubjectExamSchedule> {
  const current = await findRoutine(context, id);
  // A paper stays in its exam; the exam it names in the body is read and left aside.
  const schedule = await findSchedule(context, current.examScheduleId);
  const number = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));
  const facts: RoutineFacts = {
    subjectId: body.subjectID ?? current.subjectId,
    isTheoretical: body.isTheoretical ?? current.isTheoretical,
    isPractical: body.isPractical ?? current.isPractical,
    examDate: body.examDate ?? { ad: adDay(current.examDate), bs: current.examDateNepali },
    examTime: body.examTime ?? current.examTime,
    theoreticalFull: body.theoreticalFullMarks ?? number(current.theoreticalFullMarks),
    theoreticalPass: body.theoreticalPassMarks ?? number(current.theoreticalPassMarks),
    practicalFull: body.practicalFullMark ?? number(current.practicalFullMarks),
    practicalPass: body.practicalPassMark ?? number(current.practicalPassMarks),
  };
  await checkRoutine(context.prisma, schedule, facts);
  await assertFreeSlot(context.prisma, schedule.id, facts, id);
  const updated = await slotConflicts(
    inTransaction(context.prisma, async (db) => {
      if (facts.subjectId !== current.subjectId && (await db.examSitting.count({ where: { routineId: id } })) > 0) {
        throw AppError.conflict(M.routineHasSittings);
      }
      const row = await db.examRoutine.update({
        where: { id },
        data: {
          ...routineColumns(facts),
          ...(body.description !== undefined ? { description: body.description } : {}),
        },
        include: ROUTINE_INCLUDE,
      });
      await auditWrite(db, context, 'update', 'ExamRoutine', id, {
        before: routineColumnsOf(current),
        after: routineColumns(facts),
      });
      return row;
    }),
  );
  return toRoutine(updated, todayInNepal(context.clock));
}

function routineColumnsOf(row: RoutineRow) {
  return {
    subjectId: row.subjectId,
    isTheoretical: row.isTheoretical,
    isPractical: row.isPractical,
    examDateNepali: row.examDateNepali,
    examTime: row.examTime,
    theoreticalFullMarks: row.theoreticalFullMarks,
    theoreticalPassMarks: row.theoreticalPassMarks,
    practicalFullMarks: row.practicalFullMarks,
    practicalPassMarks: row.practicalPassMarks,
  };
}
