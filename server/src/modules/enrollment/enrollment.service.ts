/**
 * The legacy enrolment payment form (/enrollment/:id): a payment a campus records for one
 * of its students, with the receipt's scan. The original accepted it without signing in
 * and for any student; here the caller must be signed in, and the payment belongs to the
 * student's own campus, within the caller's scope.
 */
import type { Enrollment, EnrollmentBodyParsed } from '@hemis/contracts';
import type { Prisma } from '../../db/prisma.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { withSavedPrivateFiles } from '../../lib/private-files.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere, type ScopeFields } from '../../lib/scope.ts';
import { studentInScope } from '../student/student.service.ts';
import type { FileStore } from '../../lib/file-store.ts';

type EnrollmentRow = Prisma.EnrollmentGetPayload<object>;

const ENROLLMENT_SCOPE: ScopeFields<Prisma.EnrollmentWhereInput> = {
  campusField: 'campusId',
  universityField: 'student.universityId',
};

async function findStudent(context: ReadContext, studentId: number) {
  return foundOrNotFound(
    await context.prisma.student.findFirst({
      where: studentInScope(context, studentId),
      select: { id: true, campusId: true },
    }),
    'Student',
  );
}

const amount = (value: Prisma.Decimal | null) => (value === null ? null : value.toNumber());

function toEnrollment(row: EnrollmentRow): Enrollment {
  return {
    id: row.id,
    studentId: row.studentId,
    campusId: row.campusId,
    feeType: row.feeType,
    programFee: amount(row.programFee),
    feeToPay: amount(row.feeToPay),
    haveScholarship: row.haveScholarship,
    scholarshipAmount: amount(row.scholarshipAmount),
    yearSemesterType: row.yearSemesterType,
    yearSemester: row.yearSemester,
    dateOfPayment: row.dateOfPayment,
    fiscalYear: row.fiscalYear,
    remarks: row.remarks,
    hasReceipt: row.receiptKey !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST Enrollment: records the payment, its receipt kept as a private file. */
export async function createEnrollment(
  context: WriteContext,
  fileStore: FileStore,
  body: EnrollmentBodyParsed,
): Promise<{ id: number }> {
  const student = await findStudent(context, body.studentId);
  const receipts = body.receipt
    ? [{ file: body.receipt, folder: `students/${student.id}/enrollments`, label: 'receipt' }]
    : [];
  return withSavedPrivateFiles(fileStore, receipts, ([receipt]) =>
    inTransaction(context.prisma, async (db) => {
      const row = await db.enrollment.create({
        data: {
          studentId: student.id,
          campusId: student.campusId,
          feeType: body.feeType ?? null,
          programFee: body.programFee ?? null,
          feeToPay: body.feeToPay ?? null,
          haveScholarship: body.haveScholarship ?? false,
          scholarshipAmount: body.scholarshipAmount ?? null,
          yearSemesterType: body.yearSemesterType ?? null,
          yearSemester: body.yearSemester ?? null,
          dateOfPayment: body.dateOfPayment?.ad ?? null,
          fiscalYear: body.fiscalYear ?? null,
          remarks: body.remarks ?? null,
          receiptKey: receipt?.storageKey ?? null,
          createdById: context.actor.userId,
        },
      });
      // The answer's fields: the receipt's storage key stays out of the log.
      await auditWrite(db, context, 'create', 'Enrollment', row.id, { ...toEnrollment(row) });
      return { id: row.id };
    }),
  );
}

/** GET Enrollment?studentId=: the student's payments, newest first. */
export async function listEnrollments(context: ReadContext, studentId: number): Promise<Enrollment[]> {
  await findStudent(context, studentId);
  const rows = await context.prisma.enrollment.findMany({
    where: scopeWhere<Prisma.EnrollmentWhereInput>(context.scope, ENROLLMENT_SCOPE, { studentId }),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toEnrollment);
}

/** GET Enrollment/Me: the signed-in student's own payments, newest first. */
export async function listOwnEnrollments(context: ReadContext): Promise<Enrollment[]> {
  const rows = await context.prisma.enrollment.findMany({
    where: { student: { userId: context.actor?.userId ?? -1 } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toEnrollment);
}
