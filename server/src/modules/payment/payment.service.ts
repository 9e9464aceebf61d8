/**
 * A student's online payment of their dues (docs/decisions/0026-online-payment.md).
 *
 * The server decides what is paid: the dues of the student's statement when the payment
 * starts, stored with a fresh transaction reference. A return from the gateway is believed
 * only when its signature holds, it names a stored payment of the same amount and merchant,
 * and the gateway's status API says COMPLETE; then one transaction marks the payment complete
 * (only from pending, so a second return waits for the first and finds it done) and issues
 * the receipt, whose id the payment keeps (unique: no payment ever has two receipts).
 * Payments still pending are asked about again in the background until the gateway says
 * COMPLETE, CANCELED or NOT_FOUND.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  PAYMENT_MESSAGES,
  type ONLINE_PAYMENT_SORT_COLUMNS,
  type OnlinePaymentDto,
  type OnlinePaymentListQuery,
  type OnlinePaymentRow,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayInNepal, endOfNepalDay, startOfNepalDay, type Clock } from '../../lib/clock.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { containsText, inLowercaseColumn } from '../../lib/text-match.ts';
import { issueReceipt, studentStatement } from '../receipt/receipt.service.ts';
import { fullNameOf } from '../student/student-record.ts';
import type { PaymentProvider, StatusAnswer } from './payment-provider.ts';

/** How long a payment waits before the background asks the gateway about it (eSewa: 5 minutes). */
export const RECHECK_AFTER_MS = 5 * 60_000;
/** Payments asked about in one background run. */
const RECHECK_BATCH = 100;

const PAYMENT_SELECT = {
  id: true,
  provider: true,
  transactionUuid: true,
  studentId: true,
  campusId: true,
  fiscalYearId: true,
  totalAmount: true,
  items: true,
  status: true,
  receiptId: true,
  createdAt: true,
  receipt: { select: { receiptNo: true } },
} as const;

type StoredPayment = Prisma.OnlinePaymentGetPayload<{ select: typeof PAYMENT_SELECT }>;

export function toPaymentDto(payment: StoredPayment): OnlinePaymentDto {
  return {
    transactionUuid: payment.transactionUuid,
    provider: payment.provider,
    status: payment.status,
    totalAmount: payment.totalAmount.toNumber(),
    createdAt: payment.createdAt.toISOString(),
    receiptId: payment.receiptId,
    receiptNo: payment.receipt?.receiptNo ?? null,
  };
}

/** The signed-in student (404 for an account without a student record). */
async function ownStudent(context: ReadContext) {
  const student = await context.prisma.student.findFirst({
    where: { userId: context.actor?.userId ?? -1 },
    select: { id: true, campusId: true },
  });
  return foundOrNotFound(student, 'Student');
}

/** Student/Me/Dues: the statement with what is due, and the payments started online. */
export async function ownDues(context: ReadContext) {
  const student = await ownStudent(context);
  const statement = await studentStatement(context.prisma, student.id);
  const payments = await context.prisma.onlinePayment.findMany({
    where: { studentId: student.id },
    select: PAYMENT_SELECT,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 20,
  });
  const items = statement.items.map((item) => ({
    feeTypeId: item.feeTypeId,
    particulars: item.particulars,
    charged: new Prisma.Decimal(item.charged).toNumber(),
    paid: new Prisma.Decimal(item.paid).toNumber(),
    due: new Prisma.Decimal(item.due).toNumber(),
  }));
  const sum = (key: 'charged' | 'paid' | 'due') =>
    statement.items.reduce((total, item) => total.plus(item[key]), new Prisma.Decimal(0)).toNumber();
  return {
    items,
    totalCharged: sum('charged'),
    totalPaid: sum('paid'),
    totalDue: sum('due'),
    payments: payments.map(toPaymentDto),
  };
}

/** Starts paying everything due: the payment pending, and the signed form the browser posts to the gateway. */
export async function startPayment(context: ReadContext, provider: PaymentProvider, returnUrl: string) {
  const student = await ownStudent(context);
  const statement = await studentStatement(context.prisma, student.id);
  const due = statement.items
    .filter((item) => new Prisma.Decimal(item.due).greaterThan(0))
    .map((item) => ({ feeTypeId: item.feeTypeId, amount: new Prisma.Decimal(item.due).toFixed(2) }));
  if (due.length === 0) throw AppError.conflict('Nothing is due: there is nothing to pay');
  const total = due.reduce((sum, item) => sum.plus(item.amount), new Prisma.Decimal(0));
  const fiscalYear = await context.prisma.fiscalYear.findFirst({
    where: { activeFiscalYear: true },
    select: { id: true },
  });
  if (!fiscalYear) throw AppError.conflict('No fiscal year is active: payments cannot be taken now');
  const transactionUuid = randomUUID();
  const payment = await context.prisma.onlinePayment.create({
    data: {
      provider: provider.name,
      transactionUuid,
      campusId: student.campusId,
      studentId: student.id,
      fiscalYearId: fiscalYear.id,
      totalAmount: total,
      items: due,
      status: 'pending',
      createdAt: context.clock.now(),
    },
    select: PAYMENT_SELECT,
  });
  const gateway = await provider.initiate({
    reference: transactionUuid,
    totalAmount: total.toFixed(2),
    successUrl: `${returnUrl}/success`,
    failureUrl: `${returnUrl}/failed?payment=${transactionUuid}`,
  });
  return { payment: toPaymentDto(payment), gateway };
}

/** A refused return: logged with its reason and reference only, and answered 400 with nothing written. */
function refuse(log: FastifyBaseLogger, reason: string, reference?: string): never {
  log.warn({ payment: reference, reason }, 'online payment: return refused');
  throw AppError.validation([{ field: 'body.data', message: 'The payment answer could not be verified' }]);
}

/** The stored payment of the signed-in student (another student's answers 404, as a missing one). */
async function ownPayment(context: ReadContext, transactionUuid: string) {
  const student = await ownStudent(context);
  const payment = await context.prisma.onlinePayment.findFirst({
    where: { transactionUuid, studentId: student.id },
    select: PAYMENT_SELECT,
  });
  return foundOrNotFound(payment, 'Payment');
}

/** The success return: checked, confirmed with the gateway, and the receipt issued once. */
export async function confirmReturn(
  context: ReadContext,
  provider: PaymentProvider,
  merchantCode: string,
  data: string,
  log: FastifyBaseLogger,
) {
  const check = provider.verifyReturn(data);
  if (!check.ok) refuse(log, check.reason);
  const answer = check.value;
  const payment = await ownPayment(context, answer.reference);
  if (answer.merchant !== merchantCode) refuse(log, 'the answer is for another merchant', payment.transactionUuid);
  if (answer.totalAmount !== payment.totalAmount.toFixed(2)) {
    refuse(log, 'the amount differs from the payment', payment.transactionUuid);
  }
  if (payment.status !== 'pending') return toPaymentDto(payment);
  return toPaymentDto(await settle(context.prisma, provider, context.clock, payment, log));
}

/** The failure return: the gateway is asked (a payer may come back here after all), and the payment ends unless paid. */
export async function cancelReturn(
  context: ReadContext,
  provider: PaymentProvider,
  transactionUuid: string,
  log: FastifyBaseLogger,
) {
  const payment = await ownPayment(context, transactionUuid);
  if (payment.status !== 'pending') return toPaymentDto(payment);
  const settled = await settle(context.prisma, provider, context.clock, payment, log, 'canceled');
  return toPaymentDto(settled);
}

export async function ownPaymentDto(context: ReadContext, transactionUuid: string) {
  return toPaymentDto(await ownPayment(context, transactionUuid));
}

const ENDING: Partial<Record<StatusAnswer['status'], 'canceled' | 'not_found' | 'failed'>> = {
  CANCELED: 'canceled',
  NOT_FOUND: 'not_found',
  REFUNDED: 'failed',
};

/**
 * Asks the gateway about a pending payment and records what it says: COMPLETE issues the
 * receipt; CANCELED, NOT_FOUND or a refund end it; anything else leaves it pending, counted.
 * `otherwise` ends a payment the gateway still holds pending (the payer cancelled on its page).
 */
export async function settle(
  prisma: PrismaClient,
  provider: PaymentProvider,
  clock: Clock,
  payment: StoredPayment,
  log: FastifyBaseLogger,
  otherwise?: 'canceled',
): Promise<StoredPayment> {
  const total = payment.totalAmount.toFixed(2);
  const status = await provider.checkStatus({ reference: payment.transactionUuid, totalAmount: total });
  const now = clock.now();
  const pendingOnly = { id: payment.id, status: 'pending' as const };
  if (status.status === 'COMPLETE' && (status.totalAmount === undefined || status.totalAmount === total)) {
    await prisma.$transaction(async (tx) => {
      const claimed = await tx.onlinePayment.updateMany({
        where: pendingOnly,
        data: { status: 'complete', providerRef: status.providerRef ?? null, checkedAt: now, checks: { increment: 1 } },
      });
      if (claimed.count === 0) return; // another return or check completed it first
      const receipt = await issueOnlineReceipt(tx, payment, now);
      await tx.onlinePayment.update({ where: { id: payment.id }, data: { receiptId: receipt.id } });
    });
  } else {
    if (status.status === 'COMPLETE')
      log.warn({ payment: payment.transactionUuid }, 'online payment: gateway total differs');
    // The payer came back without paying: whatever eSewa still holds open (or never saw) ends here.
    const ending =
      ENDING[status.status] === 'failed'
        ? 'failed'
        : status.status === 'UNAVAILABLE'
          ? undefined
          : (otherwise ?? ENDING[status.status]);
    await prisma.onlinePayment.updateMany({
      where: pendingOnly,
      data: { ...(ending ? { status: ending } : {}), checkedAt: now, checks: { increment: 1 } },
    });
  }
  return prisma.onlinePayment.findUniqueOrThrow({ where: { id: payment.id }, select: PAYMENT_SELECT });
}

/** The receipt of a confirmed payment: the student's record at the time, the dues the payment was for. */
async function issueOnlineReceipt(tx: Prisma.TransactionClient, payment: StoredPayment, now: Date) {
  const student = await tx.student.findUniqueOrThrow({
    where: { id: payment.studentId },
    select: {
      firstName: true,
      middleName: true,
      lastName: true,
      programId: true,
      admissionYearId: true,
      rollNoManual: true,
    },
  });
  const items = payment.items as { feeTypeId: number; amount: string }[];
  return issueReceipt(tx, {
    campusId: payment.campusId,
    fiscalYearId: payment.fiscalYearId,
    studentId: payment.studentId,
    fullName: [student.firstName, student.middleName, student.lastName].filter(Boolean).join(' '),
    programId: student.programId,
    batchId: student.admissionYearId,
    rollNo: student.rollNoManual,
    items: items.map((item) => ({ kind: 'course' as const, feeTypeId: item.feeTypeId, amount: item.amount })),
    channel: 'esewa',
    issuedById: null,
    issuedAt: now,
    // The day in Nepal: from midnight to 05:45 there, the UTC date is still the day before.
    dateOfPayment: new Date(`${dayInNepal(now)}T00:00:00Z`),
    remarks: `eSewa ${payment.transactionUuid}`,
  });
}

/** The background's run: every payment pending for RECHECK_AFTER_MS since it was made or last asked about. */
export async function recheckPending(
  prisma: PrismaClient,
  provider: PaymentProvider,
  clock: Clock,
  log: FastifyBaseLogger,
) {
  const before = new Date(clock.now().getTime() - RECHECK_AFTER_MS);
  const due = await prisma.onlinePayment.findMany({
    where: {
      provider: provider.name,
      status: 'pending',
      OR: [{ checkedAt: null, createdAt: { lte: before } }, { checkedAt: { lte: before } }],
    },
    select: PAYMENT_SELECT,
    orderBy: { id: 'asc' },
    take: RECHECK_BATCH,
  });
  let settled = 0;
  for (const payment of due) {
    const after = await settle(prisma, provider, clock, payment, log);
    if (after.status !== 'pending') settled += 1;
  }
  return { asked: due.length, settled };
}

/** A payment belongs to its campus, and through it to the campus's university. */
const PAYMENT_SCOPE = { campusField: 'campusId', universityField: 'campus.universityId' } as const;

/** The payments of the caller's scope that also match `where`. */
const scopedPayments = (context: ReadContext, where: Prisma.OnlinePaymentWhereInput) =>
  scopeWhere<Prisma.OnlinePaymentWhereInput>(context.scope, PAYMENT_SCOPE, where);

const PAYMENT_ROW_SELECT = {
  ...PAYMENT_SELECT,
  checkedAt: true,
  campus: { select: { campusName: true } },
  student: { select: { ...NAME_SELECT, rollNoManual: true, program: { select: { programName: true } } } },
} as const satisfies Prisma.OnlinePaymentSelect;

type PaymentRowRecord = Prisma.OnlinePaymentGetPayload<{ select: typeof PAYMENT_ROW_SELECT }>;

function toPaymentRow(row: PaymentRowRecord): OnlinePaymentRow {
  return {
    ...toPaymentDto(row),
    checkedAt: row.checkedAt?.toISOString() ?? null,
    studentId: row.studentId,
    studentName: fullNameOf(row.student),
    rollNo: row.student.rollNoManual,
    programName: row.student.program.programName,
    campusName: row.campus.campusName,
  };
}

const PAYMENT_ORDER: Record<
  (typeof ONLINE_PAYMENT_SORT_COLUMNS)[number],
  (order: 'asc' | 'desc') => Prisma.OnlinePaymentOrderByWithRelationInput[]
> = {
  createdAt: (order) => [{ createdAt: order }, { id: order }],
  // Never asked about sorts after every asked one, whichever the direction.
  checkedAt: (order) => [{ checkedAt: { sort: order, nulls: 'last' } }, { id: order }],
  totalAmount: (order) => [{ totalAmount: order }, { id: order }],
  studentName: (order) => [{ student: { searchName: order } }, { id: order }],
  status: (order) => [{ status: order }, { id: order }],
};

/**
 * A receipt's number (all digits: a fragment of a reference would match most references by its
 * digits alone), or else a name or a piece of the transaction reference.
 */
function paymentSearch(search: string): Prisma.OnlinePaymentWhereInput {
  if (/^\d{1,9}$/.test(search)) return { receipt: { receiptNo: Number(search) } };
  return {
    OR: [{ student: { searchName: inLowercaseColumn(search) } }, { transactionUuid: containsText(search) }],
  };
}

/** GET /OnlinePayment: the online payments of the caller's scope, newest first, filtered in the database. */
export async function listPayments(context: ReadContext, query: OnlinePaymentListQuery) {
  const search = query.search?.trim();
  const where = scopedPayments(context, {
    AND: [
      query.status ? { status: query.status } : {},
      query.fromDate ? { createdAt: { gte: startOfNepalDay(query.fromDate) } } : {},
      query.toDate ? { createdAt: { lt: endOfNepalDay(query.toDate) } } : {},
      search ? paymentSearch(search) : {},
    ],
  });
  const orderBy = PAYMENT_ORDER[query.sortBy ?? 'createdAt'](query.sortOrder ?? 'desc');
  return listOrPage(
    query,
    async (window) =>
      (await context.prisma.onlinePayment.findMany({ where, orderBy, select: PAYMENT_ROW_SELECT, ...window })).map(
        toPaymentRow,
      ),
    () => context.prisma.onlinePayment.count({ where }),
  );
}

/**
 * POST /OnlinePayment/{transactionUuid}/recheck: the campus's staff ask the gateway now about a
 * pending payment (a payer at the counter saying they paid), as the background re-check would.
 * Another campus's payment answers 404; one no longer pending 409, since the gateway's answer
 * has already been recorded.
 */
export async function recheckPayment(
  context: WriteContext,
  provider: PaymentProvider,
  transactionUuid: string,
  log: FastifyBaseLogger,
) {
  const payment = foundOrNotFound(
    await context.prisma.onlinePayment.findFirst({
      where: scopedPayments(context, { transactionUuid }),
      select: PAYMENT_SELECT,
    }),
    'Payment',
  );
  if (payment.status !== 'pending') throw AppError.conflict(PAYMENT_MESSAGES.notPending(payment.status));
  if (payment.provider !== provider.name)
    throw AppError.conflict(`This payment was made through ${payment.provider}, which cannot be asked here`);
  await settle(context.prisma, provider, context.clock, payment, log);
  const row = await context.prisma.onlinePayment.findUniqueOrThrow({
    where: { id: payment.id },
    select: PAYMENT_ROW_SELECT,
  });
  return toPaymentRow(row);
}
