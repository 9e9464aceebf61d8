/**
 * Dropouts (api-contract 5.6 and 8.1): recording that an active student left (they leave the
 * active lists: status droppedOut), the list, reverting (the student returns), the counts per
 * program for the last five fiscal years, and the recommendation letter.
 */
import {
  DROPOUT_MESSAGES as M,
  type DashboardQuery,
  type DropoutBodyParsed,
  type DropoutListQueryParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { todayInNepal, todayInNepalBs } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE } from '../../lib/ownership.ts';
import { lastFiveFiscalYearCounts } from '../../lib/fiscal-year-counts.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { activeStudentInScope, leaveActiveLists } from '../student/student.service.ts';
import { inLowercaseColumn } from '../../lib/text-match.ts';
import { fullNameOf, STUDENT_SUMMARY_SELECT } from '../student/student-record.ts';

const ENTITY = 'Dropout';

const LIST_INCLUDE = {
  student: { select: { id: true, ...STUDENT_SUMMARY_SELECT } },
} as const satisfies Prisma.DropoutInclude;
type DropoutRow = Prisma.DropoutGetPayload<{ include: typeof LIST_INCLUDE }>;

function toDropout(row: DropoutRow) {
  const { student } = row;
  return {
    id: row.id,
    studentId: student.id,
    studentName: fullNameOf(student),
    batch: student.admissionYear.batchNepali,
    doBBS: student.doBBS,
    dateOfEntry: row.dateOfEntry.toISOString().slice(0, 10),
    dateOfEntryBs: row.dateOfEntryBs,
    rollNoManual: student.rollNoManual,
    year: student.year,
    semester: student.semester,
    levelName: student.level.levelName,
    programName: student.program.programName,
    reason: row.reason,
    remarks: row.remarks,
  };
}

/** The fiscal year a day falls in, if the setup holds it. */
async function fiscalYearOfDay(db: Db, day: Date): Promise<number | null> {
  const year = await db.fiscalYear.findFirst({
    where: { startDateAd: { lte: day }, endDateAd: { gte: day } },
    select: { id: true },
  });
  return year?.id ?? null;
}

/** POST DropOut: the active student leaves the active lists with the reason and the day. */
export async function recordDropout(context: WriteContext, body: DropoutBodyParsed) {
  if (body.dateOfEntry.ad > todayInNepal(context.clock)) {
    throw AppError.validation([{ field: 'body.dateOfEntry', message: M.dateInFuture }]);
  }
  const student = await activeStudentInScope(context, body.studentId, M.studentNotActive);
  const day = new Date(`${body.dateOfEntry.ad}T00:00:00Z`);
  return inTransaction(context.prisma, async (db) => {
    await leaveActiveLists(db, student.id, 'droppedOut', M.studentNotActive);
    const created = await db.dropout.create({
      data: {
        studentId: student.id,
        campusId: student.campusId,
        universityId: student.universityId,
        fiscalYearId: await fiscalYearOfDay(db, day),
        reason: body.reason,
        dateOfEntry: day,
        dateOfEntryBs: body.dateOfEntry.bs,
        remarks: body.remarks ?? null,
        createdById: context.actor.userId,
      },
      include: LIST_INCLUDE,
    });
    await auditWrite(db, context, 'create', ENTITY, created.id, {
      studentId: student.id,
      reason: body.reason,
      dateOfEntry: body.dateOfEntry.ad,
      remarks: body.remarks ?? null,
    });
    await auditWrite(db, context, 'update', 'Student', student.id, { status: { from: 'active', to: 'droppedOut' } });
    return toDropout(created);
  });
}

/** GET DropOut: the dropouts in scope, newest first; a page when asked for one. */
export function listDropouts(context: ReadContext, query: DropoutListQueryParsed) {
  const search = query.search?.trim().toLowerCase();
  const where = scopeWhere<Prisma.DropoutWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, {
    student: {
      ...(query.batchId ? { admissionYearId: query.batchId } : {}),
      ...(query.programId ? { programId: query.programId } : {}),
      ...(search ? { searchName: inLowercaseColumn(search) } : {}),
    },
  });
  return listOrPage(
    query,
    async (window) =>
      (
        await context.prisma.dropout.findMany({
          where,
          include: LIST_INCLUDE,
          orderBy: [{ dateOfEntry: 'desc' }, { id: 'desc' }],
          ...window,
        })
      ).map(toDropout),
    () => context.prisma.dropout.count({ where }),
  );
}

async function findDropout(db: Db, context: ReadContext, id: number): Promise<DropoutRow> {
  return foundOrNotFound(
    await db.dropout.findFirst({
      where: scopeWhere<Prisma.DropoutWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id }),
      include: LIST_INCLUDE,
    }),
    'Dropout',
  );
}

export async function getDropout(context: ReadContext, id: number) {
  return toDropout(await findDropout(context.prisma, context, id));
}

/** DELETE DropOut/{id} ("Revert"): the record goes and the student is back on the active lists. */
export async function revertDropout(context: WriteContext, id: number) {
  return inTransaction(context.prisma, async (db) => {
    const row = await findDropout(db, context, id);
    await db.dropout.delete({ where: { id: row.id } });
    await db.student.update({ where: { id: row.studentId }, data: { status: 'active' } });
    await auditWrite(db, context, 'delete', ENTITY, row.id, toDropout(row));
    await auditWrite(db, context, 'update', 'Student', row.studentId, {
      status: { from: 'droppedOut', to: 'active' },
    });
    return { message: M.reverted };
  });
}

/** DropOut/GetDropoutOfFiscalYear: per program, the dropouts of each of the last five fiscal years. */
export function dropoutsOfFiscalYears(context: ReadContext, filters: DashboardQuery) {
  return lastFiveFiscalYearCounts(context, 'Dropout', filters);
}

/** What the recommendation letter says of the student (today's date in both calendars). */
export async function letterFacts(context: ReadContext, id: number) {
  const row = await findDropout(context.prisma, context, id);
  return { row, dropout: toDropout(row), today: todayInNepal(context.clock), todayBs: todayInNepalBs(context.clock) };
}
