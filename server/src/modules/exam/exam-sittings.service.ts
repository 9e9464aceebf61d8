/**
 * Each student at each paper (ExamSitting): attendance (ExamAppearManagement) and marks
 * (MarksEntry). Marks are entered only for students marked appeared, between 0 and the part's
 * full marks. Every save of a row's marks raises its version: HEMIS's own screen sends the
 * versions it read, and a save of rows someone else changed meanwhile answers 409 naming the
 * students, so two people never overwrite each other silently. Once the exam's results are
 * published, a change needs the campus administrator and a reason, and is audited row by row.
 */
import {
  can,
  EXAM_MESSAGES as M,
  indexedStudentIds,
  paperResult,
  type EnteredMarks,
  type ExamAppearedStudentsQuery,
  type ExamAppearUpsertBodyParsed,
  type FieldIssue,
  type MarksEntryBodyParsed,
  type MarksFilterQuery,
  type Page,
  type RoutineAttendance,
  type RoutineAttendanceQuery,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { pageRequest, toPage, type PageRequest } from '../../lib/pagination.ts';
import { auditEntryInsert } from '../../lib/audit.ts';
import { auditedWrite, auditWrite, inBulkTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeSql, scopeWhere } from '../../lib/scope.ts';
import { containsPattern } from '../../lib/text-match.ts';
import { nameSearchWhere, STUDENT_SCOPE } from '../student/student-query.ts';
import { cohortOfSchedule, eligibleStudentsWhere, findRoutine, findSchedule } from './exam.service.ts';

const FIRST_PAGE: PageRequest = { page: 1, pageSize: 100, skip: 0, take: 100 };
const number = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));
const decimal = (value: number | null) => (value === null ? null : value.toFixed(2));
const fullName = (person: { firstName: string; middleName: string | null; lastName: string }) =>
  [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');

// ---- Attendance ---------------------------------------------------------------------------------

interface AttendanceRow {
  id: number;
  subjectName: string;
  theoreticalFullMarks: Prisma.Decimal | null;
  theoreticalPassMarks: Prisma.Decimal | null;
  practicalFullMarks: Prisma.Decimal | null;
  practicalPassMarks: Prisma.Decimal | null;
  studentId: number | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  rollNo: string | null;
  appeared: boolean | null;
  appearanceRemarks: string | null;
  theoreticalMarks: Prisma.Decimal | null;
  practicalMarks: Prisma.Decimal | null;
  version: number | null;
  total: bigint | null;
}

/**
 * ExamAppearManagement/by-subjectexamschedule: the paper with the students who may sit it and
 * their attendance and marks. One statement reads the paper within the caller's scope and a page
 * of its students, enrolled, verified and not dropped out, with their sittings and their total:
 * the grid is read by every clerk entering marks on results day, and the query builder took
 * four statements in three round trips. A paper out of scope answers 404 like a missing one.
 */
export async function routineAttendance(
  context: ReadContext,
  query: RoutineAttendanceQuery,
): Promise<RoutineAttendance[]> {
  const size = query.studentPageSize;
  const skip = size ? ((query.studentPage ?? 1) - 1) * size : 0;
  const words = (query.studentName ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const students = Prisma.sql`
      FROM "Student" s
      LEFT JOIN "ExamSitting" t ON t."routineId" = p.id AND t."studentId" = s.id
     WHERE s."campusId" = p."campusId" AND s."programId" = p."programId" AND s."admissionYearId" = p."batchId"
       AND (p.semester IS NULL OR s.semester = p.semester) AND (p.year IS NULL OR s.year = p.year)
       AND s.status = 'active' AND s."isVerified"
       AND NOT EXISTS (SELECT 1 FROM "Dropout" d WHERE d."studentId" = s.id)
       AND ${scopeSql(context.scope, { campus: Prisma.sql`s."campusId"`, university: Prisma.sql`s."universityId"` })}
       ${
         words.length
           ? Prisma.join(
               words.map((word) => Prisma.sql`AND s."searchName" ILIKE ${containsPattern(word)}`),
               ' ',
             )
           : Prisma.empty
       }`;
  const rows = await context.prisma.$queryRaw<AttendanceRow[]>`
    WITH p AS (
      SELECT r.id, x."subjectName", r."theoreticalFullMarks", r."theoreticalPassMarks", r."practicalFullMarks",
             r."practicalPassMarks", e."campusId", e."programId", e."batchId", e.semester, e.year
        FROM "ExamRoutine" r
        JOIN "ExamSchedule" e ON e.id = r."examScheduleId"
        JOIN "Subject" x ON x.id = r."subjectId"
       WHERE r.id = ${query.subjectExamScheduleId}
         AND ${scopeSql(context.scope, { campus: Prisma.sql`r."campusId"`, university: Prisma.sql`r."universityId"` })}
    )
    SELECT p.id, p."subjectName", p."theoreticalFullMarks", p."theoreticalPassMarks", p."practicalFullMarks",
           p."practicalPassMarks", page.*
      FROM p
      LEFT JOIN LATERAL (
        SELECT s.id AS "studentId", s."firstName", s."middleName", s."lastName", s."rollNoManual" AS "rollNo",
               t.appeared, t."appearanceRemarks", t."theoreticalMarks", t."practicalMarks", t.version,
               count(*) OVER () AS total
          ${students}
         ORDER BY s."rollNoManual" NULLS LAST, s.id
        ${size ? Prisma.sql`OFFSET ${skip} LIMIT ${size}` : Prisma.empty}
      ) page ON true`;
  const paper = foundOrNotFound(rows[0], 'Subject exam schedule');
  const listed = rows.filter((row) => row.studentId !== null);
  // A page past the last has no row to carry the total: only then is it counted apart.
  const total = listed.length
    ? Number(listed[0]!.total)
    : skip === 0
      ? 0
      : Number(
          (
            await context.prisma.$queryRaw<{ total: bigint }[]>`
              WITH p AS (
                SELECT r.id, e."campusId", e."programId", e."batchId", e.semester, e.year
                  FROM "ExamRoutine" r JOIN "ExamSchedule" e ON e.id = r."examScheduleId" WHERE r.id = ${paper.id}
              )
              SELECT count(*) AS total FROM p CROSS JOIN LATERAL (SELECT 1 ${students}) counted`
          )[0]!.total,
        );
  return [
    {
      subjectExamScheduleId: paper.id,
      subjectName: paper.subjectName,
      theoreticalFullMarks: number(paper.theoreticalFullMarks) ?? 0,
      theoreticalPassMarks: number(paper.theoreticalPassMarks) ?? 0,
      practicalFullMark: number(paper.practicalFullMarks) ?? 0,
      practicalPassMark: number(paper.practicalPassMarks) ?? 0,
      studentTotalRecords: total,
      studentExamRecords: listed.map((row) => ({
        studentId: row.studentId!,
        name: fullName(row),
        firstName: row.firstName,
        middleName: row.middleName,
        lastName: row.lastName,
        rollNo: row.rollNo,
        doesAppear: row.appeared,
        remarks: row.appearanceRemarks,
        theoreticalMarks: number(row.theoreticalMarks),
        practicalMarks: number(row.practicalMarks),
        version: row.version ?? 0,
      })),
    },
  ];
}

/**
 * ExamAppearManagement/upsert (multipart): marks the students appeared (or absent) at the paper,
 * with the remarks. Only students who may sit the exam; a student with marks is not marked
 * absent; once results are published attendance no longer changes.
 */
export async function upsertAttendance(
  context: WriteContext,
  body: ExamAppearUpsertBodyParsed,
): Promise<{ message: string; saved: number }> {
  const indexed = indexedStudentIds(body);
  if (indexed.invalid) throw AppError.validation([{ field: 'body.StudentIds', message: M.studentsRequired }]);
  const ids = [...new Set([...(body.studentIds ?? []), ...indexed.ids])];
  if (ids.length === 0) throw AppError.validation([{ field: 'body.StudentIds', message: M.studentsRequired }]);
  const routine = await findRoutine(context, body.subjectExamScheduleId);
  const schedule = await findSchedule(context, routine.examScheduleId);
  if (schedule.resultsPublishedAt) throw AppError.conflict(M.resultsPublishedAttendance);
  const eligible = await context.prisma.student.count({
    where: { AND: [eligibleStudentsWhere(context.scope, cohortOfSchedule(schedule)), { id: { in: ids } }] },
  });
  if (eligible !== ids.length)
    throw AppError.validation([{ field: 'body.StudentIds', message: M.studentsNotEligible }]);
  const appeared = body.doesAppeared ?? true;
  const remarks = body.remarks ?? null;
  await inBulkTransaction(context.prisma, async (db) => {
    if (!appeared) {
      const withMarks = await db.examSitting.count({
        where: {
          routineId: routine.id,
          studentId: { in: ids },
          OR: [{ theoreticalMarks: { not: null } }, { practicalMarks: { not: null } }],
        },
      });
      if (withMarks > 0) throw AppError.conflict(M.appearanceHasMarks);
    }
    await db.examSitting.updateMany({
      where: { routineId: routine.id, studentId: { in: ids } },
      data: { appeared, appearanceRemarks: remarks },
    });
    await db.examSitting.createMany({
      data: ids.map((studentId) => ({
        routineId: routine.id,
        studentId,
        campusId: routine.campusId,
        appeared,
        appearanceRemarks: remarks,
      })),
      skipDuplicates: true,
    });
    await auditWrite(db, context, 'update', 'ExamAttendance', routine.id, { studentIds: ids, appeared, remarks });
  });
  return { message: M.attendanceSaved, saved: ids.length };
}

const APPEARED_SELECT = {
  id: true,
  firstName: true,
  middleName: true,
  lastName: true,
  rollNoManual: true,
  gender: true,
  phoneNumber: true,
  semester: true,
  year: true,
  programId: true,
  admissionYear: { select: { batchNepali: true } },
  program: { select: { programName: true, shortName: true } },
  level: { select: { levelName: true } },
  faculty: { select: { facultyName: true } },
} as const;

/** ExamAppearManagement/getAllAppearedStudents: students who appeared at a paper of the exam (or of any exam) asked for. */
export async function listAppearedStudents(context: ReadContext, query: ExamAppearedStudentsQuery) {
  const sittingFilter: Prisma.ExamSittingWhereInput = {
    appeared: true,
    ...(query.subjectExamScheduleId ? { routineId: query.subjectExamScheduleId } : {}),
    ...(query.examScheduleId ? { routine: { examScheduleId: query.examScheduleId } } : {}),
  };
  const where = scopeWhere<Prisma.StudentWhereInput>(context.scope, STUDENT_SCOPE, {
    AND: [
      { examSittings: { some: sittingFilter } },
      ...(query.batchId ? [{ admissionYearId: query.batchId }] : []),
      ...(query.programId ? [{ programId: query.programId }] : []),
      ...(query.semester ? [{ semester: query.semester }] : []),
      ...(query.year ? [{ year: query.year }] : []),
      ...nameSearchWhere(query.name ?? query.search),
    ],
  });
  const request = pageRequest(query) ?? FIRST_PAGE;
  const [rows, total] = await Promise.all([
    context.prisma.student.findMany({
      where,
      select: {
        ...APPEARED_SELECT,
        examSittings: { where: sittingFilter, select: { appearanceRemarks: true }, take: 1 },
      },
      orderBy: [{ rollNoManual: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
      skip: request.skip,
      take: request.take,
    }),
    context.prisma.student.count({ where }),
  ]);
  const data = rows.map((row) => ({
    studentId: row.id,
    fullName: fullName(row),
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    rollNo: row.rollNoManual,
    gender: row.gender,
    phoneNo: row.phoneNumber,
    batchYear: row.admissionYear.batchNepali,
    year: row.year,
    semester: row.semester,
    program: row.programId,
    programName: row.program.programName,
    programShortName: row.program.shortName,
    levelName: row.level.levelName,
    facultyName: row.faculty.facultyName,
    doesAppear: true,
    remarks: row.examSittings[0]?.appearanceRemarks ?? null,
  }));
  return toPage(data, total, request);
}

/** A paper's parts with their full and pass marks: what its marks are checked and judged against. */
export const PAPER_PARTS_SELECT = {
  isTheoretical: true,
  isPractical: true,
  theoreticalFullMarks: true,
  theoreticalPassMarks: true,
  practicalFullMarks: true,
  practicalPassMarks: true,
} as const satisfies Prisma.ExamRoutineSelect;

// ---- Marks --------------------------------------------------------------------------------------

const key = (routineId: number, studentId: number) => `${routineId}:${studentId}`;

/**
 * POST MarksEntry: the grid's rows, each a student's marks at a paper. Every row is checked
 * before any is written; nothing is written when one is refused.
 */
export async function saveMarks(context: WriteContext, body: MarksEntryBodyParsed) {
  const plain = Array.isArray(body);
  const rows = plain ? body : body.rows;
  const reason = plain ? undefined : body.reason;
  const at = (index: number, field: string) => `body${plain ? '' : '.rows'}[${index}].${field}`;

  const routineIds = [...new Set(rows.map((row) => row.subjectExamScheduleId))];
  const { routineOf, sittingOf } = await papersAndSittings(
    context,
    routineIds,
    rows.map((row) => row.studentID),
  );
  if (routineOf.size !== routineIds.length) throw AppError.notFound('Subject exam schedule');
  const routines = [...routineOf.values()];
  const published = routines.some((routine) => routine.published);
  if (published && !can(context.actor.role, 'exam:publish')) {
    throw new AppError('FORBIDDEN', M.publishedChangeForbidden);
  }
  if (published && !reason) throw AppError.validation([{ field: 'body.reason', message: M.reasonRequired }]);

  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const planned = rows.map((row, index) => {
    const routine = routineOf.get(row.subjectExamScheduleId)!;
    const rowKey = key(routine.id, row.studentID);
    if (seen.has(rowKey)) issues.push({ field: at(index, 'studentID'), message: M.duplicateRow });
    seen.add(rowKey);
    const sitting = sittingOf.get(rowKey);
    if (!sitting?.appeared) issues.push({ field: at(index, 'studentID'), message: M.marksNotAppeared });
    const part = (has: boolean, full: Prisma.Decimal | null, value: number | undefined, field: string) => {
      if (value === undefined || (!has && value === 0)) return null;
      if (!has) issues.push({ field: at(index, field), message: M.noSuchPart });
      else if (value > Number(full)) issues.push({ field: at(index, field), message: M.marksAboveFull });
      return value;
    };
    const theoretical = part(
      routine.isTheoretical,
      routine.theoreticalFullMarks,
      row.theoreticalMarks,
      'theoreticalMarks',
    );
    const practical = part(routine.isPractical, routine.practicalFullMarks, row.practicalMarks, 'practicalMarks');
    return { row, routine, sitting: sitting!, theoretical, practical, remarks: row.remarks ?? null };
  });
  if (issues.length) throw AppError.validation(issues);

  const stale = planned.filter(({ row, sitting }) => row.version !== undefined && row.version !== sitting.version);
  if (stale.length)
    throw AppError.conflict(
      M.staleRows(
        await namesOf(
          context,
          stale.map(({ row }) => row.studentID),
        ),
      ),
    );

  // Each paper's audit entry: the rows whose marks changed (every row sent, once published).
  const audits = routines.flatMap((routine) => {
    const changes = planned
      .filter((entry) => entry.routine.id === routine.id)
      .map(({ row, sitting, theoretical, practical, remarks }) => ({
        studentId: row.studentID,
        before: {
          theoreticalMarks: number(sitting.theoreticalMarks),
          practicalMarks: number(sitting.practicalMarks),
          remarks: sitting.marksRemarks,
        },
        after: { theoreticalMarks: theoretical, practicalMarks: practical, remarks },
      }))
      .filter((change) => published || JSON.stringify(change.before) !== JSON.stringify(change.after));
    if (!changes.length) return [];
    const entry = {
      examScheduleId: routine.examScheduleId,
      resultsPublished: routine.published,
      ...(reason ? { reason } : {}),
      rows: changes,
    };
    return [Prisma.sql`(${routine.id}::int, ${JSON.stringify(entry)}::jsonb)`];
  });

  const written = await writeMarks(context, planned, audits);
  if (!written) {
    // A save of the same rows committed between the check and this write: nothing was written.
    const { sittingOf: current } = await papersAndSittings(context, routineIds, [
      ...new Set(rows.map((row) => row.studentID)),
    ]);
    const moved = planned
      .filter(({ row, routine, sitting }) => current.get(key(routine.id, row.studentID))?.version !== sitting.version)
      .map(({ row }) => row.studentID);
    throw AppError.conflict(
      M.staleRows(await namesOf(context, moved.length ? moved : rows.map((row) => row.studentID))),
    );
  }
  const versionOf = new Map(written.map((sitting) => [key(sitting.routineId, sitting.studentId), sitting.version]));
  return {
    message: M.marksSaved,
    saved: planned.length,
    rows: planned.map(({ row, routine }) => ({
      subjectExamScheduleId: routine.id,
      studentID: row.studentID,
      version: versionOf.get(key(routine.id, row.studentID)) ?? 0,
    })),
  };
}

interface PaperOfSave {
  id: number;
  examScheduleId: number;
  published: boolean;
  isTheoretical: boolean;
  isPractical: boolean;
  theoreticalFullMarks: Prisma.Decimal | null;
  practicalFullMarks: Prisma.Decimal | null;
}

interface SittingOfSave {
  appeared: boolean;
  theoreticalMarks: Prisma.Decimal | null;
  practicalMarks: Prisma.Decimal | null;
  marksRemarks: string | null;
  version: number;
}

/**
 * The papers of a save within the caller's scope, with the sittings of the students it names,
 * read in one statement: a paper outside the scope is simply not found.
 */
async function papersAndSittings(context: WriteContext, routineIds: number[], studentIds: number[]) {
  const found = await context.prisma.$queryRaw<(PaperOfSave & { studentId: number | null } & Partial<SittingOfSave>)[]>`
    SELECT r.id, r."examScheduleId", e."resultsPublishedAt" IS NOT NULL AS published, r."isTheoretical",
           r."isPractical", r."theoreticalFullMarks", r."practicalFullMarks", t."studentId", t.appeared,
           t."theoreticalMarks", t."practicalMarks", t."marksRemarks", t.version
      FROM "ExamRoutine" r
      JOIN "ExamSchedule" e ON e.id = r."examScheduleId"
      LEFT JOIN "ExamSitting" t ON t."routineId" = r.id AND t."studentId" = ANY(${studentIds}::int[])
     WHERE r.id = ANY(${routineIds}::int[])
       AND ${scopeSql(context.scope, { campus: Prisma.sql`r."campusId"`, university: Prisma.sql`r."universityId"` })}`;
  const routineOf = new Map<number, PaperOfSave>();
  const sittingOf = new Map<string, SittingOfSave>();
  for (const { studentId, appeared, theoreticalMarks, practicalMarks, marksRemarks, version, ...paper } of found) {
    routineOf.set(paper.id, paper);
    if (studentId !== null)
      sittingOf.set(key(paper.id, studentId), {
        appeared: appeared!,
        theoreticalMarks: theoreticalMarks ?? null,
        practicalMarks: practicalMarks ?? null,
        marksRemarks: marksRemarks ?? null,
        version: version!,
      });
  }
  return { routineOf, sittingOf };
}

/**
 * Writes a checked grid and its papers' audit entries in one statement, so that they commit
 * together without a transaction's round trips (a grid is saved by many clerks at once on
 * results day). A row whose version moved since the check (a save at the same moment) is not
 * written, and then nothing is: the statement fails on purpose (division by zero, caught
 * below), undoing the rows and entries it wrote. Answers the rows' new versions, or null.
 */
async function writeMarks(
  context: WriteContext,
  planned: {
    row: { studentID: number; version?: number | undefined };
    routine: PaperOfSave;
    theoretical: number | null;
    practical: number | null;
    remarks: string | null;
  }[],
  audits: Prisma.Sql[],
): Promise<{ routineId: number; studentId: number; version: number }[] | null> {
  const now = context.clock.now();
  const values = planned.map(
    ({ row, routine, theoretical, practical, remarks }) =>
      Prisma.sql`(${routine.id}::int, ${row.studentID}::int, ${decimal(theoretical)}::numeric,
        ${decimal(practical)}::numeric, ${remarks}::text, ${row.version ?? null}::int)`,
  );
  const audited = audits.length
    ? Prisma.sql`, audited AS (${auditEntryInsert(auditedWrite(context, 'update', 'ExamMarks'), {
        from: Prisma.sql`(VALUES ${Prisma.join(audits)}) AS a("routineId", changes)`,
        entityId: Prisma.sql`a."routineId"`,
        changes: Prisma.sql`a.changes`,
      })} RETURNING 1)`
    : Prisma.empty;
  try {
    return await context.prisma.$queryRaw<{ routineId: number; studentId: number; version: number }[]>`
      WITH written AS (
        UPDATE "ExamSitting" AS s
           SET "theoreticalMarks" = v.theory, "practicalMarks" = v.practical, "marksRemarks" = v.remarks,
               "marksEnteredAt" = ${now}, "marksEnteredById" = ${context.actor.userId}, "updatedAt" = ${now},
               "version" = s."version" + 1
          FROM (VALUES ${Prisma.join(values)}) AS v("routineId", "studentId", theory, practical, remarks, version)
         WHERE s."routineId" = v."routineId" AND s."studentId" = v."studentId" AND s."appeared"
           AND (v.version IS NULL OR s."version" = v.version)
        RETURNING s."routineId", s."studentId", s."version"
      )${audited}
      SELECT w."routineId", w."studentId", w."version" FROM written w
      UNION ALL
      -- Fails the statement when a row was not written: only then is the division evaluated.
      SELECT NULL, NULL, 1 / (c.n - c.n) FROM (SELECT count(*)::int AS n FROM written) c WHERE c.n <> ${planned.length}`;
  } catch (error) {
    if (isDivisionByZero(error)) return null;
    throw error;
  }
}

/** PostgreSQL's division_by_zero (22012), however the driver adapter wraps it. */
function isDivisionByZero(error: unknown): boolean {
  return (
    /22012|division by zero/.test(String((error as { message?: unknown })?.message ?? '')) ||
    JSON.stringify(error ?? null).includes('22012')
  );
}

async function namesOf(context: ReadContext, studentIds: number[]): Promise<string[]> {
  const students = await context.prisma.student.findMany({
    where: { id: { in: studentIds } },
    select: { firstName: true, middleName: true, lastName: true },
    orderBy: { id: 'asc' },
  });
  return students.map(fullName);
}

interface EnteredMarksRow {
  routineId: number;
  studentId: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  rollNo: string | null;
  subjectName: string;
  examName: string;
  programName: string;
  programType: EnteredMarks['programType'];
  semester: EnteredMarks['semester'];
  year: EnteredMarks['year'];
  isTheoretical: boolean;
  isPractical: boolean;
  theoreticalFullMarks: Prisma.Decimal | null;
  theoreticalPassMarks: Prisma.Decimal | null;
  practicalFullMarks: Prisma.Decimal | null;
  practicalPassMarks: Prisma.Decimal | null;
  theoreticalMarks: Prisma.Decimal | null;
  practicalMarks: Prisma.Decimal | null;
  version: number;
  total: bigint;
}

/**
 * MarksEntry/FilterByExam: the appeared students of a paper (or of every paper of an exam) with
 * their marks and PASS/FAIL, by paper and roll number. One statement reads the page and its
 * total: a paper's hundreds of sittings are ordered by their students' roll numbers, which the
 * query builder did in two statements with its relations nested as JSON.
 */
export async function filterMarks(context: ReadContext, query: MarksFilterQuery): Promise<Page<EnteredMarks>> {
  const examScheduleId = query.examScheduleId || query.batchId || undefined;
  if (!query.subjectExamScheduleId && !examScheduleId) {
    throw AppError.validation([{ field: 'query.subjectExamScheduleId', message: M.routineRequired }]);
  }
  // A paper or exam out of scope answers 404 like a missing one, not an empty grid.
  if (query.subjectExamScheduleId) await findRoutine(context, query.subjectExamScheduleId);
  else await findSchedule(context, examScheduleId!);
  const request = pageRequest(query) ?? FIRST_PAGE;
  const words = (query.name ?? query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const where = Prisma.sql`t.appeared
       AND ${scopeSql(context.scope, { campus: Prisma.sql`t."campusId"`, university: Prisma.sql`r."universityId"` })}
       AND ${
         query.subjectExamScheduleId
           ? Prisma.sql`t."routineId" = ${query.subjectExamScheduleId}`
           : Prisma.sql`r."examScheduleId" = ${examScheduleId}`
       }
       ${
         words.length
           ? Prisma.join(
               words.map((word) => Prisma.sql`AND s."searchName" ILIKE ${containsPattern(word)}`),
               ' ',
             )
           : Prisma.empty
       }`;
  const rows = await context.prisma.$queryRaw<EnteredMarksRow[]>`
    SELECT t."routineId", t."studentId", s."firstName", s."middleName", s."lastName", s."rollNoManual" AS "rollNo",
           x."subjectName", e."examName", p."programName", p."programType", e.semester, e.year,
           r."isTheoretical", r."isPractical", r."theoreticalFullMarks", r."theoreticalPassMarks",
           r."practicalFullMarks", r."practicalPassMarks", t."theoreticalMarks", t."practicalMarks", t.version,
           count(*) OVER () AS total
      FROM "ExamSitting" t
      JOIN "ExamRoutine" r ON r.id = t."routineId"
      JOIN "ExamSchedule" e ON e.id = r."examScheduleId"
      JOIN "Program" p ON p.id = e."programId"
      JOIN "Subject" x ON x.id = r."subjectId"
      JOIN "Student" s ON s.id = t."studentId"
     WHERE ${where}
     ORDER BY t."routineId", s."rollNoManual" NULLS LAST, t."studentId"
     OFFSET ${request.skip} LIMIT ${request.take}`;
  const data = rows.map((row): EnteredMarks => {
    const theoretical = number(row.theoreticalMarks);
    const practical = number(row.practicalMarks);
    const entered = theoretical !== null || practical !== null;
    return {
      id: row.studentId,
      subjectExamScheduleId: row.routineId,
      studentID: row.studentId,
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      rollNo: row.rollNo,
      subjectName: row.subjectName,
      examName: row.examName,
      programName: row.programName,
      programType: row.programType,
      semester: row.semester,
      year: row.year,
      theoriticalFullMark: number(row.theoreticalFullMarks) ?? 0,
      theoriticalPassMark: number(row.theoreticalPassMarks) ?? 0,
      theoreticalMarks: theoretical,
      practicalFullMark: number(row.practicalFullMarks) ?? 0,
      practicalPassMark: number(row.practicalPassMarks) ?? 0,
      practicalMarks: practical,
      achieveScored: entered ? Math.round(((theoretical ?? 0) + (practical ?? 0)) * 100) / 100 : null,
      remarks: paperResult(
        {
          isTheoretical: row.isTheoretical,
          isPractical: row.isPractical,
          theoreticalPass: number(row.theoreticalPassMarks) ?? 0,
          practicalPass: number(row.practicalPassMarks) ?? 0,
        },
        { theoretical, practical },
      ),
      version: row.version,
    };
  });
  // A page past the last has no row to carry the total.
  const total =
    rows[0]?.total ??
    (request.skip > 0
      ? (
          await context.prisma.$queryRaw<{ total: bigint }[]>`
            SELECT count(*) AS total FROM "ExamSitting" t JOIN "ExamRoutine" r ON r.id = t."routineId"
              JOIN "Student" s ON s.id = t."studentId"
             WHERE ${where}`
        )[0]?.total
      : 0);
  return toPage(data, Number(total ?? 0), request);
}
