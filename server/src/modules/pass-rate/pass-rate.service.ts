/**
 * Board exams (pass-rate management, api-contract 5.8): the students who appeared in a board
 * (external) exam and those who passed it, kept in BoardExamResult. A campus records its own
 * exams' students: those the exam is for (the eligible students: active and enrolled in the
 * exam's campus, program, batch and semester or year, as the exam module reads them) appear, and
 * only those who appeared pass.
 * Each save is one statement in one transaction with its audit entry: a refused student leaves
 * nothing written. The pass rates are read from BoardExamTally (pass-rate-figures.service.ts).
 */
import {
  PASS_RATE_MESSAGES as M,
  type AppearedStudent,
  type BoardExamAppeared,
  type BoardExamPassed,
  type BoardExamStudentsQuery,
  type PassedStudent,
} from '@hemis/contracts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Db } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { cohortOfSchedule, eligibleStudentsWhere } from '../exam/exam.service.ts';
import { fullNameOf } from '../student/student-record.ts';

const SCHEDULE_SELECT = {
  id: true,
  campusId: true,
  universityId: true,
  programId: true,
  batchId: true,
  examType: true,
  semester: true,
  year: true,
} as const;
type BoardSchedule = Prisma.ExamScheduleGetPayload<{ select: typeof SCHEDULE_SELECT }>;

/** An exam schedule of the caller's scope; another campus's answers 404 like a missing one. */
async function scheduleInScope(context: ReadContext, id: number, db: Db = context.prisma): Promise<BoardSchedule> {
  const schedule = await db.examSchedule.findFirst({
    where: scopeWhere<Prisma.ExamScheduleWhereInput>(
      context.scope,
      { campusField: 'campusId', universityField: 'universityId' },
      { id },
    ),
    select: SCHEDULE_SELECT,
  });
  return foundOrNotFound(schedule, 'Exam schedule');
}

/** A schedule the caller may record board-exam students of: a board exam of their scope, of the program sent. */
async function boardScheduleForWrite(
  context: WriteContext,
  db: Db,
  body: Pick<BoardExamAppeared, 'examScheduleId' | 'programManagementId'>,
): Promise<BoardSchedule> {
  const schedule = await scheduleInScope(context, body.examScheduleId, db);
  if (schedule.examType !== 'external')
    throw AppError.validation([{ field: 'body.examScheduleId', message: M.notBoardExam }]);
  if (body.programManagementId && body.programManagementId !== schedule.programId)
    throw AppError.validation([{ field: 'body.programManagementId', message: M.programMismatch }]);
  return schedule;
}

const distinct = (ids: readonly number[]) => [...new Set(ids)];

/** POST BulkExamAttend: the students appeared (or, with isAppeared false, were absent, and so did not pass). */
export async function recordAppeared(context: WriteContext, body: BoardExamAppeared) {
  const appeared = body.isAppeared ?? true;
  const ids = distinct(body.studentId);
  return inTransaction(context.prisma, async (db) => {
    const schedule = await boardScheduleForWrite(context, db, body);
    const eligible = await db.student.count({
      where: { AND: [{ id: { in: ids } }, eligibleStudentsWhere(context.scope, cohortOfSchedule(schedule))] },
    });
    if (eligible !== ids.length)
      throw AppError.validation([{ field: 'body.studentId', message: M.studentsNotEligible }]);
    const now = context.clock.now();
    // One statement, so the tally's trigger counts the whole save at once.
    await db.$executeRaw`
      INSERT INTO "BoardExamResult" ("examScheduleId", "studentId", "campusId", "appeared", "passed", "updatedAt")
      SELECT ${schedule.id}, id, ${schedule.campusId}, ${appeared}, false, ${now}
        FROM unnest(${ids}::int[]) AS id
       ORDER BY id
      ON CONFLICT ("examScheduleId", "studentId") DO UPDATE
        SET "appeared" = EXCLUDED."appeared",
            "passed" = "BoardExamResult"."passed" AND EXCLUDED."appeared",
            "updatedAt" = EXCLUDED."updatedAt"`;
    await auditWrite(db, context, 'update', 'BoardExamResult', schedule.id, { studentIds: ids, appeared });
    return { message: M.appearedSaved, count: ids.length };
  });
}

/** POST BulkExamAttend/CreatePassStudent: students who appeared passed (or, with isPass false, did not). */
export async function recordPassed(context: WriteContext, body: BoardExamPassed) {
  const passed = body.isPass ?? true;
  const ids = distinct(body.studentId);
  return inTransaction(context.prisma, async (db) => {
    const schedule = await boardScheduleForWrite(context, db, body);
    const changed = await db.$executeRaw`
      UPDATE "BoardExamResult" SET "passed" = ${passed}, "updatedAt" = ${context.clock.now()}
       WHERE "examScheduleId" = ${schedule.id} AND "studentId" = ANY(${ids}::int[]) AND "appeared"`;
    // Every student sent must have appeared; otherwise the transaction takes the update back.
    if (changed !== ids.length) throw AppError.conflict(M.notAppeared);
    await auditWrite(db, context, 'update', 'BoardExamResult', schedule.id, { studentIds: ids, passed });
    return { message: M.passedSaved, count: ids.length };
  });
}

const RESULT_STUDENT_SELECT = {
  id: true,
  ...NAME_SELECT,
  phoneNumber: true,
  rollNoManual: true,
  universityRegdNo: true,
  majorSubjectId: true,
  semester: true,
  year: true,
  admissionYear: { select: { batchNepali: true } },
  program: { select: { programName: true, level: { select: { levelName: true } } } },
} as const;

/** The results of a schedule of the caller's scope, optionally only the passes, of a batch or program asked for. */
async function resultsOf(context: ReadContext, query: BoardExamStudentsQuery, onlyPassed: boolean) {
  const schedule = await scheduleInScope(context, query.examScheduleId);
  // A batch or program other than the exam's has none of its students.
  if (
    (query.batchId && query.batchId !== schedule.batchId) ||
    (query.programId && query.programId !== schedule.programId)
  )
    return [];
  return context.prisma.boardExamResult.findMany({
    where: { examScheduleId: schedule.id, appeared: true, ...(onlyPassed ? { passed: true } : {}) },
    select: { passed: true, student: { select: RESULT_STUDENT_SELECT } },
    orderBy: [{ student: { firstName: 'asc' } }, { student: { lastName: 'asc' } }, { studentId: 'asc' }],
  });
}

/** GET BulkExamAttend?BatchId&ExamScheduleId: the students who passed the exam. */
export async function passedStudents(
  context: ReadContext,
  query: BoardExamStudentsQuery,
): Promise<{ data: PassedStudent[] }> {
  const results = await resultsOf(context, query, true);
  return {
    data: results.map(({ passed, student }) => ({
      id: student.id,
      isPass: passed,
      studentName: fullNameOf(student),
      phoneNumber: student.phoneNumber,
      registrationNumber: student.universityRegdNo,
      rollNoManual: student.rollNoManual,
      batch: student.admissionYear.batchNepali,
      levelName: student.program.level.levelName,
      programName: student.program.programName,
      year: student.year,
      semester: student.semester,
    })),
  };
}

/** GET BulkExamAttend/GetAllAppearedStudents: the students who appeared, named as GetAllStudent names them. */
export async function appearedStudents(
  context: ReadContext,
  query: BoardExamStudentsQuery,
): Promise<AppearedStudent[]> {
  const results = await resultsOf(context, query, false);
  return results.map(({ passed, student }) => ({
    id: student.id,
    firstName: student.firstName,
    middleName: student.middleName,
    lastName: student.lastName,
    phoneNumber: student.phoneNumber,
    rollNoManual: student.rollNoManual,
    batchNameNepali: student.admissionYear.batchNepali,
    programName: student.program.programName,
    majorSubjectId: student.majorSubjectId,
    year: student.year,
    semester: student.semester,
    isPass: passed,
  }));
}
