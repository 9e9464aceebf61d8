/**
 * Exam results (issue #26, api-contract 5.8: GetProgramResult*): each student's report card
 * computed from the marks of their papers by the rules of result-rules.ts, and the campus's
 * publishing of an exam's results. Results are drafts until published: staff of the exam's
 * scope read drafts, a student reads only their own published results.
 *
 * Lists page and sort in PostgreSQL: one grouped statement picks a page of students (sorted by
 * roll number, name, or percentage summed in SQL), and only that page's marks are read.
 */
import {
  EXAM_RESULT_MESSAGES as M,
  type ExamResultsQuery,
  type ReportCard,
  type StudentResultsQuery,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE } from '../../lib/ownership.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';
import { containsPattern } from '../../lib/text-match.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeSql, scopeWhere } from '../../lib/scope.ts';
import { fullNameOf } from '../student/student-record.ts';
import { studentInScope } from '../student/student.service.ts';
import { bandsOf } from './grading.service.ts';
import { examOutcome, subjectOutcome, type Band, type ExamOutcome } from './result-rules.ts';
import { PAPER_PARTS_SELECT } from '../exam/exam-sittings.service.ts';

export const EXAM_SELECT = {
  id: true,
  campusId: true,
  universityId: true,
  examName: true,
  year: true,
  semester: true,
  dateFrom: true,
  resultsPublishedAt: true,
  program: {
    select: { programName: true, shortName: true, programType: true, faculty: { select: { facultyName: true } } },
  },
  batch: { select: { batchNepali: true } },
  fiscalYear: { select: { yearNepali: true } },
} as const satisfies Prisma.ExamScheduleSelect;
export type Exam = Prisma.ExamScheduleGetPayload<{ select: typeof EXAM_SELECT }>;

const STUDENT_SELECT = {
  id: true,
  ...NAME_SELECT,
  universityRegdNo: true,
  rollNoManual: true,
  section: { select: { sectionSymbol: true } },
} as const satisfies Prisma.StudentSelect;

const SITTING_SELECT = {
  studentId: true,
  appeared: true,
  theoreticalMarks: true,
  practicalMarks: true,
  routine: {
    select: {
      id: true,
      ...PAPER_PARTS_SELECT,
      subject: { select: { code: true, subjectName: true } },
    },
  },
} as const satisfies Prisma.ExamSittingSelect;

/** An exam of the caller's scope; 404 for one outside it, as for a missing one. */
export async function examInScope(context: ReadContext, id: number): Promise<Exam> {
  const exam = await context.prisma.examSchedule.findFirst({
    where: scopeWhere<Prisma.ExamScheduleWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id }),
    select: EXAM_SELECT,
  });
  return foundOrNotFound(exam, 'Exam');
}

const number = (value: Prisma.Decimal | null) => (value === null ? null : value.toNumber());

/** A report card with the totals the printed card shows beside the contract's fields. */
export interface ComputedCard {
  card: ReportCard;
  outcome: ExamOutcome;
}

/** The report cards of the given students at the exam, in the order given (students without a paper left out). */
export async function cardsFor(
  db: Db,
  exam: Exam,
  studentIds: readonly number[],
  bands: readonly Band[],
): Promise<ComputedCard[]> {
  if (studentIds.length === 0) return [];
  const [students, sittings] = await Promise.all([
    db.student.findMany({ where: { id: { in: [...studentIds] } }, select: STUDENT_SELECT }),
    db.examSitting.findMany({
      where: { studentId: { in: [...studentIds] }, routine: { examScheduleId: exam.id } },
      select: SITTING_SELECT,
      orderBy: [{ routine: { examDate: 'asc' } }, { routine: { examTime: 'asc' } }, { routineId: 'asc' }],
    }),
  ]);
  const byStudent = new Map<number, (typeof sittings)[number][]>();
  for (const sitting of sittings) {
    const list = byStudent.get(sitting.studentId) ?? [];
    list.push(sitting);
    byStudent.set(sitting.studentId, list);
  }
  const studentById = new Map(students.map((student) => [student.id, student]));
  const annual = exam.program.programType === 'annual';
  return studentIds.flatMap((studentId) => {
    const student = studentById.get(studentId);
    const papers = byStudent.get(studentId);
    if (!student || !papers) return [];
    const subjects = papers.map((sitting) => ({ sitting, outcome: subjectOutcome(sitting.routine, sitting) }));
    const outcome = examOutcome(
      subjects.map((subject) => subject.outcome),
      bands,
      annual,
    );
    const card: ReportCard = {
      studentId,
      studentName: fullNameOf(student),
      registrationNumber: student.universityRegdNo,
      registrationNo: student.universityRegdNo,
      rollNoManual: student.rollNoManual,
      rollNo: student.rollNoManual,
      section: student.section?.sectionSymbol ?? null,
      year: exam.year,
      semester: exam.semester,
      batchNepali: exam.batch.batchNepali,
      facultyName: exam.program.faculty.facultyName,
      programName: exam.program.programName,
      shortName: exam.program.shortName,
      examNameManual: exam.examName,
      overallStatus: outcome.passed ? 'PASS' : 'FAIL',
      percentage: outcome.percentage.toNumber(),
      remarks:
        outcome.failedSubjects > 0 ? `Not passed in ${outcome.failedSubjects} of ${subjects.length} subjects` : null,
      subjectResults: subjects.map(({ sitting, outcome: subject }) => {
        const { routine } = sitting;
        return {
          subjectExamScheduleId: routine.id,
          subjectCode: routine.subject.code,
          subjectName: routine.subject.subjectName,
          theoreticalFullMarks: routine.isTheoretical ? number(routine.theoreticalFullMarks) : null,
          practicalFullMarks: routine.isPractical ? number(routine.practicalFullMarks) : null,
          theoreticalPassMarks: routine.isTheoretical ? number(routine.theoreticalPassMarks) : null,
          practicalPassMarks: routine.isPractical ? number(routine.practicalPassMarks) : null,
          theoreticalMarks: routine.isTheoretical && sitting.appeared ? number(sitting.theoreticalMarks) : null,
          practicalMarks: routine.isPractical && sitting.appeared ? number(sitting.practicalMarks) : null,
          totalMarks: subject.obtained.toNumber(),
          remarks: subject.remark,
        };
      }),
      examScheduleId: exam.id,
      grade: outcome.grade,
      gradePoint: outcome.gradePoint.toNumber(),
      division: outcome.division,
      published: exam.resultsPublishedAt !== null,
    };
    return [{ card, outcome }];
  });
}

/** MarksEntry/GetProgramResult: one student's report card at an exam of the caller's scope. */
export async function getReportCard(context: ReadContext, studentId: number, examId: number): Promise<ComputedCard> {
  const exam = await examInScope(context, examId);
  const { bands } = await bandsOf(context.prisma, exam.universityId);
  const [card] = await cardsFor(context.prisma, exam, [studentId], bands);
  return foundOrNotFound(card, 'Result');
}

export type ResultSort = NonNullable<ExamResultsQuery['sortBy']>;

/**
 * Whether a student passed every paper of the exam, by the rule of result-rules.ts: appeared,
 * and each part the paper has entered and at its pass marks. COALESCE keeps a NULL (marks not
 * entered) a failure, since bool_and would otherwise skip it.
 */
const PASSED_EVERY_PAPER = Prisma.sql`bool_and(COALESCE(es.appeared
    AND (NOT r."isTheoretical" OR (es."theoreticalMarks" IS NOT NULL
      AND es."theoreticalMarks" >= COALESCE(r."theoreticalPassMarks", 0)))
    AND (NOT r."isPractical" OR (es."practicalMarks" IS NOT NULL
      AND es."practicalMarks" >= COALESCE(r."practicalPassMarks", 0))), false))`;

/**
 * A page of the exam's students (those with attendance recorded at any of its papers, or only
 * those who appeared at one), sorted and paged in one grouped statement with the total count.
 */
export async function studentPage(
  context: ReadContext,
  exam: Exam,
  options: {
    skip: number;
    take: number;
    sortBy?: ResultSort;
    sortOrder?: 'asc' | 'desc';
    appearedOnly?: boolean;
    /** A part of the name or roll number. */
    name?: string;
    /** Only the students who passed the exam, or only those who did not. */
    overallStatus?: ExamResultsQuery['overallStatus'];
  },
): Promise<{ ids: number[]; total: number }> {
  const direction = Prisma.raw(options.sortOrder === 'desc' ? 'DESC' : 'ASC');
  const percentage = Prisma.sql`SUM(CASE WHEN es.appeared THEN
        (CASE WHEN r."isTheoretical" THEN COALESCE(es."theoreticalMarks", 0) ELSE 0 END)
      + (CASE WHEN r."isPractical" THEN COALESCE(es."practicalMarks", 0) ELSE 0 END) ELSE 0 END)
    / NULLIF(SUM((CASE WHEN r."isTheoretical" THEN COALESCE(r."theoreticalFullMarks", 0) ELSE 0 END)
      + (CASE WHEN r."isPractical" THEN COALESCE(r."practicalFullMarks", 0) ELSE 0 END)), 0)`;
  const order =
    options.sortBy === 'percentage'
      ? Prisma.sql`${percentage} ${direction} NULLS LAST`
      : options.sortBy === 'name'
        ? Prisma.sql`s."firstName" ${direction}, s."lastName" ${direction}`
        : Prisma.sql`s."rollNoManual" ${direction} NULLS LAST, s."firstName" ${direction}`;
  const named = options.name
    ? Prisma.sql`AND (s."searchName" LIKE ${containsPattern(options.name.toLowerCase())}
        OR s."rollNoManual" ILIKE ${containsPattern(options.name)})`
    : Prisma.empty;
  const where = Prisma.sql`r."examScheduleId" = ${exam.id}
    AND ${scopeSql(context.scope, { campus: Prisma.sql`r."campusId"`, university: Prisma.sql`r."universityId"` })}
    ${named}`;
  const conditions = [
    ...(options.appearedOnly ? [Prisma.sql`bool_or(es.appeared)`] : []),
    ...(options.overallStatus === 'PASS' ? [PASSED_EVERY_PAPER] : []),
    ...(options.overallStatus === 'FAIL' ? [Prisma.sql`NOT ${PASSED_EVERY_PAPER}`] : []),
  ];
  const having = conditions.length > 0 ? Prisma.sql`HAVING ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
  const rows = await context.prisma.$queryRaw<{ id: number; total: number }[]>`
    SELECT es."studentId" AS id, (count(*) OVER ())::int AS total
      FROM "ExamSitting" es
      JOIN "ExamRoutine" r ON r.id = es."routineId"
      JOIN "Student" s ON s.id = es."studentId"
     WHERE ${where}
     GROUP BY es."studentId", s."rollNoManual", s."firstName", s."lastName"
     ${having}
     ORDER BY ${order}, es."studentId"
     LIMIT ${options.take} OFFSET ${options.skip}`;
  if (rows.length > 0 || options.skip === 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  const [count] = await context.prisma.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM (
      SELECT es."studentId" FROM "ExamSitting" es JOIN "ExamRoutine" r ON r.id = es."routineId"
        JOIN "Student" s ON s.id = es."studentId"
       WHERE ${where} GROUP BY es."studentId" ${having}) students`;
  return { ids: [], total: count?.total ?? 0 };
}

export const DEFAULT_RESULTS_PAGE_SIZE = 25;

/**
 * MarksEntry/GetProgramResultAll: a page (0-based, as the clients count) of the exam's report
 * cards, filtered by name and by passed or failed.
 */
export async function listExamResults(context: ReadContext, query: ExamResultsQuery) {
  const exam = await examInScope(context, query.ExamScheduleId);
  const take = query.pageSize ?? DEFAULT_RESULTS_PAGE_SIZE;
  const { ids, total } = await studentPage(context, exam, {
    skip: (query.page ?? 0) * take,
    take,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    name: query.name || undefined,
    overallStatus: query.overallStatus,
  });
  const { bands } = await bandsOf(context.prisma, exam.universityId);
  const cards = await cardsFor(context.prisma, exam, ids, bands);
  return { data: cards.map((computed) => computed.card), totalRecords: total };
}

/** The cards of one student at the given exams, newest exam first, with each university's scale read once. */
async function cardsOfStudent(db: Db, studentId: number, exams: readonly Exam[]): Promise<ComputedCard[]> {
  const scales = new Map<number, Band[]>();
  const cards: ComputedCard[] = [];
  for (const exam of exams) {
    let bands = scales.get(exam.universityId);
    if (!bands) scales.set(exam.universityId, (bands = (await bandsOf(db, exam.universityId)).bands));
    cards.push(...(await cardsFor(db, exam, [studentId], bands)));
  }
  return cards;
}

function examsOfStudent(context: ReadContext, studentId: number, publishedOnly: boolean) {
  return scopeWhere<Prisma.ExamScheduleWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, {
    routines: { some: { sittings: { some: { studentId } } } },
    ...(publishedOnly ? { resultsPublishedAt: { not: null } } : {}),
  });
}

const NEWEST_FIRST = [
  { dateFrom: 'desc' },
  { id: 'desc' },
] as const satisfies Prisma.ExamScheduleOrderByWithRelationInput[];

/** MarksEntry/GetProgramResultByStudent: a student of the caller's scope, their report cards, newest exam first. */
export async function listStudentResults(context: ReadContext, query: StudentResultsQuery) {
  const student = foundOrNotFound(
    await context.prisma.student.findFirst({ where: studentInScope(context, query.StudentId), select: { id: true } }),
    'Student',
  );
  const take = query.pageSize ?? DEFAULT_RESULTS_PAGE_SIZE;
  const where = examsOfStudent(context, student.id, false);
  const [exams, total] = await Promise.all([
    context.prisma.examSchedule.findMany({
      where,
      select: EXAM_SELECT,
      orderBy: [...NEWEST_FIRST],
      skip: ((query.pageNumber ?? 1) - 1) * take,
      take,
    }),
    context.prisma.examSchedule.count({ where }),
  ]);
  const cards = await cardsOfStudent(context.prisma, student.id, exams);
  return { data: cards.map((computed) => computed.card), totalRecords: total };
}

/** Every exam of a student of the caller's scope, for the printed statement of all their exams. */
export async function allCardsOfStudent(context: ReadContext, studentId: number) {
  const student = foundOrNotFound(
    await context.prisma.student.findFirst({
      where: studentInScope(context, studentId),
      select: { id: true, campusId: true },
    }),
    'Student',
  );
  const exams = await context.prisma.examSchedule.findMany({
    where: examsOfStudent(context, student.id, false),
    select: EXAM_SELECT,
    orderBy: [...NEWEST_FIRST],
  });
  return { student, exams, cards: await cardsOfStudent(context.prisma, student.id, exams) };
}

/** The signed-in student's own record (404 for an account without one). */
export async function ownStudent(context: ReadContext) {
  const student = await context.prisma.student.findFirst({
    where: { userId: context.actor?.userId ?? -1 },
    select: { id: true, campusId: true, universityId: true },
  });
  return foundOrNotFound(student, 'Student');
}

/** The signed-in student's published exams (all of them, or one), newest first. */
async function ownPublishedExams(context: ReadContext, studentId: number, examId?: number) {
  return context.prisma.examSchedule.findMany({
    where: {
      ...(examId === undefined ? {} : { id: examId }),
      resultsPublishedAt: { not: null },
      routines: { some: { sittings: { some: { studentId } } } },
    },
    select: EXAM_SELECT,
    orderBy: [...NEWEST_FIRST],
  });
}

/** Student/Me/Results: the signed-in student's published report cards, newest exam first; drafts never show. */
export async function listOwnResults(context: ReadContext) {
  const student = await ownStudent(context);
  const exams = await ownPublishedExams(context, student.id);
  const cards = await cardsOfStudent(context.prisma, student.id, exams);
  return { data: cards.map((computed) => computed.card), totalRecords: cards.length };
}

/** One published report card of the signed-in student; a draft answers 404 like a missing one. */
export async function ownReportCard(context: ReadContext, examId: number) {
  const student = await ownStudent(context);
  const [exam] = await ownPublishedExams(context, student.id, examId);
  const found = foundOrNotFound(exam, 'Result');
  const [card] = await cardsOfStudent(context.prisma, student.id, [found]);
  return { exam: found, card: foundOrNotFound(card, 'Result') };
}

// ---------------------------------------------------------------------------
// Publishing
// ---------------------------------------------------------------------------

/** The exam of the caller's campus to publish or withdraw: the publishing campus is the exam's own. */
async function examToPublish(context: WriteContext, id: number) {
  const exam = await context.prisma.examSchedule.findFirst({
    where: scopeWhere<Prisma.ExamScheduleWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id }),
    select: { id: true, resultsPublishedAt: true, resultsPublishedById: true },
  });
  return foundOrNotFound(exam, 'Exam');
}

/** ExamSchedule/{id}/publish: students and the public see the exam's results from now on. Audited. */
export async function publishResults(context: WriteContext, id: number) {
  const exam = await examToPublish(context, id);
  if (exam.resultsPublishedAt) throw AppError.conflict(M.alreadyPublished);
  const recorded = await context.prisma.examSitting.count({ where: { routine: { examScheduleId: exam.id } } });
  if (recorded === 0) throw AppError.conflict(M.nothingToPublish);
  const now = context.clock.now();
  await inTransaction(context.prisma, async (db) => {
    await db.examSchedule.update({
      where: { id: exam.id },
      data: { resultsPublishedAt: now, resultsPublishedById: context.actor.userId },
    });
    await auditWrite(db, context, 'update', 'ExamSchedule', exam.id, {
      resultsPublishedAt: { from: null, to: now },
      resultsPublishedById: { from: exam.resultsPublishedById, to: context.actor.userId },
    });
  });
  return { examScheduleId: exam.id, resultsPublishedAt: now.toISOString(), message: 'Results published' };
}

/** ExamSchedule/{id}/unpublish: the results are drafts again, hidden from students. Audited. */
export async function withdrawResults(context: WriteContext, id: number) {
  const exam = await examToPublish(context, id);
  if (!exam.resultsPublishedAt) throw AppError.conflict(M.notPublished);
  await inTransaction(context.prisma, async (db) => {
    await db.examSchedule.update({
      where: { id: exam.id },
      data: { resultsPublishedAt: null, resultsPublishedById: null },
    });
    await auditWrite(db, context, 'update', 'ExamSchedule', exam.id, {
      resultsPublishedAt: { from: exam.resultsPublishedAt, to: null },
      resultsPublishedById: { from: exam.resultsPublishedById, to: null },
    });
  });
  return { examScheduleId: exam.id, resultsPublishedAt: null, message: 'Results withdrawn' };
}
