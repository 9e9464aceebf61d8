/**
 * Receipts (api-contract 5.10). Each campus numbers its receipts per fiscal year from 1,
 * without gaps: a receipt takes the campus's next number in the statement that stores it,
 * so a failed receipt gives its number back, and two receipts never share one. The receipt
 * form shows the next number without reserving it. A receipt is never deleted or edited; a
 * mistake is cancelled with a reason (docs/decisions/0027-receipts.md).
 */
import {
  ACCOUNT_MESSAGES,
  HEMIS_POSTER_ID,
  MONEY_PATTERN,
  RECEIPT_MESSAGES,
  SETUP_MESSAGES,
  bsToAd,
  formatCalendarDate,
  parseBsDate,
  toUtcDate,
  type CancelReceiptBodyParsed,
  type GenerateReceiptBodyParsed,
  type RECEIPT_SORT_COLUMNS,
  type ReceiptDetail,
  type ReceiptListQueryParsed,
  type ReceiptNoQueryParsed,
  type ReceiptRow,
  type StatementDto,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditEntryInsert } from '../../lib/audit.ts';
import { dayInNepalBs, todayInNepal, type Clock } from '../../lib/clock.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE, campusOwner } from '../../lib/ownership.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';
import { withSavedPrivateFiles } from '../../lib/private-files.ts';
import { auditWrite, auditedWrite } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { containsText } from '../../lib/text-match.ts';
import { ownStudent } from '../exam-result/exam-result.service.ts';
import { closedYearAsConflict } from '../accounts/books.ts';
import { postReceiptCancellation, receiptBookYear, receiptPostingSql } from '../accounts/receipt-posting.ts';
import type { FileStore } from '../../lib/file-store.ts';

const FIRST_RECEIPT_NO = 1;

/** The fiscal year asked for, or the active one. */
async function fiscalYearIdOf(db: Db, requested: number | undefined): Promise<number> {
  if (requested) {
    return foundOrNotFound(
      await db.fiscalYear.findUnique({ where: { id: requested }, select: { id: true } }),
      'FiscalYear',
    ).id;
  }
  const active = await db.fiscalYear.findFirst({ where: { activeFiscalYear: true }, select: { id: true } });
  if (!active)
    throw AppError.validation([{ field: 'querystring.fiscalYearId', message: SETUP_MESSAGES.noActiveFiscalYear }]);
  return active.id;
}

/**
 * GET /Receipt/GetReceiptNo: the number the campus's next receipt will take, read only.
 * A campus user always reads its own campus: the original client sends its configured
 * campus id, not the user's (api-contract 9).
 */
export async function peekNextReceiptNo(
  context: ReadContext,
  query: ReceiptNoQueryParsed,
): Promise<[{ nextReceiptNo: number }]> {
  const { campusId } = await campusOwner(context.prisma, context.scope, query.campusId);
  const fiscalYearId = await fiscalYearIdOf(context.prisma, query.fiscalYearId);
  const counter = await context.prisma.receiptCounter.findUnique({
    where: { campusId_fiscalYearId: { campusId, fiscalYearId } },
    select: { nextReceiptNo: true },
  });
  return [{ nextReceiptNo: counter?.nextReceiptNo ?? FIRST_RECEIPT_NO }];
}

/**
 * The statement that takes the campus's next receipt number for the fiscal year and moves the
 * counter on: concurrent callers queue on the counter's row, which stays locked until their
 * transaction ends, and each gets its own number. The counter moves only for a campus that
 * exists, so a statement built on it that finds no campus writes nothing at all.
 */
function nextReceiptNoSql(campusId: number, fiscalYearId: number): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "ReceiptCounter" ("campusId", "fiscalYearId", "nextReceiptNo", "updatedAt")
    SELECT c.id, ${fiscalYearId}::int, ${FIRST_RECEIPT_NO + 1}::int, now() FROM "Campus" c WHERE c.id = ${campusId}::int
    ON CONFLICT ("campusId", "fiscalYearId")
    DO UPDATE SET "nextReceiptNo" = "ReceiptCounter"."nextReceiptNo" + 1, "updatedAt" = now()
    RETURNING "campusId", "nextReceiptNo" - 1 AS "taken"`;
}

/**
 * Takes the campus's next receipt number for the fiscal year and moves the counter on. Call it
 * inside the transaction that creates the receipt, so a failed receipt gives the number back.
 */
export async function takeNextReceiptNo(db: Db, campusId: number, fiscalYearId: number): Promise<number> {
  const [row] = await db.$queryRaw<{ taken: number }[]>(nextReceiptNoSql(campusId, fiscalYearId));
  return Number(foundOrNotFound(row, 'Campus').taken);
}

// ---- Receipts ---------------------------------------------------------------------------

/** One fee on a receipt to issue: a course fee (FeeType) or a general fee (GeneralFeeType) of the campus. */
export interface IssueReceiptItem {
  kind: 'course' | 'general';
  feeTypeId?: number | null;
  generalFeeTypeId?: number | null;
  /** The fee's name; read from the fee when its id is given. */
  particulars?: string;
  /** A positive decimal text with at most two decimals ("1500.50"). */
  amount: string;
  remarks?: string | null;
}

export interface IssueReceiptInput {
  campusId: number;
  fiscalYearId: number;
  /** null: an "other" payer, named by fullName. */
  studentId: number | null;
  fullName: string;
  programId?: number | null;
  batchId?: number | null;
  year?: number | null;
  semester?: number | null;
  rollNo?: string | null;
  /** The AD day of payment. */
  dateOfPayment: Date;
  /** The same day in BS; derived from dateOfPayment when not given. */
  dateOfPaymentBs?: string;
  items: readonly IssueReceiptItem[];
  channel: 'counter' | 'esewa';
  /** The issuing user; null for an online payment's receipt. */
  issuedById: number | null;
  /** When it is issued, by the app's clock: the moment its voucher records (the database's time when not given). */
  issuedAt?: Date;
  remarks?: string | null;
  applicationFile?: string | null;
}

const ITEMS_FIELD = 'body.receiptItemCreateDto';

/** A receipt's items as stored: each fee's name read from the campus's fee, its amount a decimal. */
interface NamedItem {
  kind: 'course' | 'general';
  feeTypeId: number | null;
  generalFeeTypeId: number | null;
  particulars: string;
  amount: Prisma.Decimal;
  remarks: string | null;
}

/**
 * The receipt's items with the names of the campus's fees they name, refusing (by item) a fee of
 * another campus, an item without a fee or name, an amount that is not a positive decimal, and a
 * receipt without items.
 */
async function receiptItems(db: Db, campusId: number, items: readonly IssueReceiptItem[]): Promise<NamedItem[]> {
  if (items.length === 0) throw AppError.validation([{ field: ITEMS_FIELD, message: RECEIPT_MESSAGES.noItems }]);
  const feeIds = items.flatMap((item) => (item.kind === 'course' && item.feeTypeId ? [item.feeTypeId] : []));
  const generalIds = items.flatMap((item) =>
    item.kind === 'general' && item.generalFeeTypeId ? [item.generalFeeTypeId] : [],
  );
  const [fees, generals] = await Promise.all([
    feeIds.length > 0
      ? db.feeType.findMany({ where: { id: { in: feeIds }, campusId }, select: { id: true, name: true } })
      : [],
    generalIds.length > 0
      ? db.generalFeeType.findMany({ where: { id: { in: generalIds }, campusId }, select: { id: true, feeName: true } })
      : [],
  ]);
  const feeNames = new Map(fees.map((fee) => [fee.id, fee.name]));
  const generalNames = new Map(generals.map((fee) => [fee.id, fee.feeName]));
  const issues: { field: string; message: string }[] = [];
  const named = items.map((item, index) => {
    const feeTypeId = item.kind === 'course' ? (item.feeTypeId ?? null) : null;
    const generalFeeTypeId = item.kind === 'general' ? (item.generalFeeTypeId ?? null) : null;
    let particulars = item.particulars?.trim() ?? '';
    if (feeTypeId !== null) {
      particulars = feeNames.get(feeTypeId) ?? '';
      if (!particulars)
        issues.push({ field: `${ITEMS_FIELD}.${index}.feeTypeId`, message: RECEIPT_MESSAGES.noSuchFee });
    } else if (generalFeeTypeId !== null) {
      particulars = generalNames.get(generalFeeTypeId) ?? '';
      if (!particulars)
        issues.push({ field: `${ITEMS_FIELD}.${index}.generalFeeTypeId`, message: RECEIPT_MESSAGES.noSuchFee });
    } else if (!particulars) {
      issues.push({ field: `${ITEMS_FIELD}.${index}`, message: RECEIPT_MESSAGES.noSuchFee });
    }
    if (!MONEY_PATTERN.test(item.amount) || !/[1-9]/.test(item.amount))
      issues.push({ field: `${ITEMS_FIELD}.${index}.amount`, message: RECEIPT_MESSAGES.amountInvalid });
    return {
      kind: item.kind,
      feeTypeId,
      generalFeeTypeId,
      particulars,
      amount: new Prisma.Decimal(MONEY_PATTERN.test(item.amount) ? item.amount : '0'),
      remarks: item.remarks ?? null,
    };
  });
  if (issues.length > 0) throw AppError.validation(issues);
  return named;
}

/** What an issued receipt's audit entry keeps of it. */
const RECEIPT_AUDIT = Prisma.sql`jsonb_build_object('receiptNo', r."receiptNo", 'fiscalYearId', r."fiscalYearId",
  'studentId', r."studentId", 'totalAmount', r."totalAmount"::text)`;

/**
 * Stores a receipt whose items are checked: takes the campus's next number, inserts the receipt
 * with its items totalled in decimals and, when a user issues it, its audit entry; and posts it
 * to the books (accounts/receipt-posting.ts): the RV number of the books' year `bookYearId`,
 * the approved Receipt voucher and its lines, prepared and approved by the issuer (HEMIS itself
 * for an online payment's receipt, which no person issues).
 *
 * It is one statement, not a transaction of several, because the counter's row stays locked
 * from the moment the number is taken until the receipt commits, and every issuer of the campus
 * waits for it: with a round trip and a turn of a busy server's event loop between each step,
 * that wait, not the work, set how many receipts a campus could issue. In one statement the
 * number, the receipt, its items and its audit entry commit together or not at all, so a
 * failure still gives the number back. Amounts travel as decimal text, never as floats.
 */
async function storeReceipt(
  db: Db,
  input: Omit<IssueReceiptInput, 'items'>,
  items: readonly NamedItem[],
  bookYearId: number,
  issuedBy?: WriteContext,
): Promise<{ id: number; receiptNo: number }> {
  const total = items.reduce((sum, item) => sum.plus(item.amount), new Prisma.Decimal(0));
  const audit = issuedBy
    ? Prisma.sql`, audited AS (${auditEntryInsert(auditedWrite(issuedBy, 'create', 'Receipt'), {
        from: Prisma.sql`r`,
        entityId: Prisma.sql`r.id`,
        changes: RECEIPT_AUDIT,
      })})`
    : Prisma.empty;
  // A year closed since receiptBookYear looked answers as that check would (the trigger refuses the voucher).
  const [receipt] = await closedYearAsConflict(
    db.$queryRaw<{ id: number; receiptNo: number }[]>`
    WITH n AS (${nextReceiptNoSql(input.campusId, input.fiscalYearId)}),
    r AS (
      INSERT INTO "Receipt" ("campusId", "universityId", "fiscalYearId", "receiptNo", "studentId", "fullName",
             "programId", "batchId", year, semester, "rollNo", "dateOfPayment", "dateOfPaymentBs", "totalAmount",
             channel, remarks, "applicationFile", "issuedById")
      SELECT c.id, c."universityId", ${input.fiscalYearId}::int, n.taken, ${input.studentId}::int, ${input.fullName}::text,
             ${input.programId ?? null}::int, ${input.batchId ?? null}::int, ${input.year ?? null}::int,
             ${input.semester ?? null}::int, ${input.rollNo ?? null}::text,
             ${input.dateOfPayment.toISOString().slice(0, 10)}::date,
             ${input.dateOfPaymentBs ?? dayInNepalBs(input.dateOfPayment)}::text, ${total.toFixed(2)}::numeric,
             ${input.channel}::"ReceiptChannel", ${input.remarks ?? null}::text, ${input.applicationFile ?? null}::text,
             ${input.issuedById}::int
        FROM n JOIN "Campus" c ON c.id = n."campusId"
      RETURNING id, "campusId", "universityId", "receiptNo", "fiscalYearId", "studentId", "fullName", "dateOfPayment",
                "dateOfPaymentBs", "totalAmount"
    ),
    i AS (
      INSERT INTO "ReceiptItem" ("receiptId", kind, "feeTypeId", "generalFeeTypeId", particulars, amount, remarks)
      SELECT r.id, item.kind, item."feeTypeId", item."generalFeeTypeId", item.particulars, item.amount, item.remarks
        FROM r, unnest(${items.map((item) => item.kind)}::"ReceiptItemKind"[], ${items.map((item) => item.feeTypeId)}::int[],
                       ${items.map((item) => item.generalFeeTypeId)}::int[], ${items.map((item) => item.particulars)}::text[],
                       ${items.map((item) => item.amount.toString())}::numeric[], ${items.map((item) => item.remarks)}::text[])
             WITH ORDINALITY AS item(kind, "feeTypeId", "generalFeeTypeId", particulars, amount, remarks, position)
       -- The items keep the form's order: their ids are given in this order.
       ORDER BY item.position
    )${audit}${receiptPostingSql({
      bookYearId,
      postedById: input.issuedById ?? HEMIS_POSTER_ID,
      at: input.issuedAt,
      channel: input.channel,
      items,
      auditedBy: issuedBy,
    })}
    SELECT id, "receiptNo" FROM r`,
    ACCOUNT_MESSAGES.receiptYearClosed,
  );
  return foundOrNotFound(receipt, 'Campus');
}

/**
 * Issues a receipt: checks its fees belong to the campus, then stores it with the campus's next
 * number for the fiscal year (storeReceipt), so a receipt that fails gives its number back and
 * none is skipped. Inside a caller's transaction, the number stays taken until it commits.
 */
export async function issueReceipt(db: Db, input: IssueReceiptInput) {
  const [items, bookYearId] = await Promise.all([
    receiptItems(db, input.campusId, input.items),
    receiptBookYear(db, input.campusId, input.dateOfPayment.toISOString().slice(0, 10)),
  ]);
  return storeReceipt(db, input, items, bookYearId);
}

/** The campus a campus user issues for: always their own (api-contract 9), whatever the form sends. */
function issuingCampusId(context: WriteContext): number {
  if (context.scope.kind !== 'campus') throw new AppError('FORBIDDEN', RECEIPT_MESSAGES.campusOnly);
  return context.scope.campusId;
}

/** The day of payment: a real BS date, not after today in Nepal. */
function paymentDay(text: string, clock: Clock) {
  const bs = parseBsDate(text);
  if (!bs) throw AppError.validation([{ field: 'body.dateOfPayment', message: RECEIPT_MESSAGES.dateInvalid }]);
  const dateOfPayment = toUtcDate(bsToAd(bs));
  if (dateOfPayment.toISOString().slice(0, 10) > todayInNepal(clock))
    throw AppError.validation([{ field: 'body.dateOfPayment', message: RECEIPT_MESSAGES.dateInFuture }]);
  return { dateOfPayment, dateOfPaymentBs: formatCalendarDate(bs) };
}

/** A person's name as a receipt names them. */
const nameOf = (person: { firstName: string; middleName: string | null; lastName: string }) =>
  [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');

/** What a receipt copies from an enrolled student (the payment module issues through it too). */
export const PAYER_SELECT = {
  id: true,
  ...NAME_SELECT,
  programId: true,
  admissionYearId: true,
  rollNoManual: true,
} as const satisfies Prisma.StudentSelect;

/** The payer fields of issueReceipt for an enrolled student, the form's name and roll number winning. */
export function studentPayer(
  student: Prisma.StudentGetPayload<{ select: typeof PAYER_SELECT }>,
  given: { fullName?: string; rollNo?: string } = {},
) {
  return {
    studentId: student.id,
    fullName: given.fullName ?? nameOf(student),
    programId: student.programId,
    batchId: student.admissionYearId,
    rollNo: given.rollNo ?? student.rollNoManual,
  };
}

/** The payer: an enrolled student of the campus, or another payer named by the form. */
async function payerOf(db: Db, campusId: number, body: GenerateReceiptBodyParsed) {
  if (!body.studentID) {
    if (!body.fullName)
      throw AppError.validation([{ field: 'body.fullName', message: RECEIPT_MESSAGES.payerRequired }]);
    return {
      studentId: null,
      fullName: body.fullName,
      programId: body.programMgmtId ?? null,
      batchId: body.batchId ?? null,
      rollNo: body.rollNo ?? null,
    };
  }
  const student = await db.student.findFirst({ where: { id: body.studentID, campusId }, select: PAYER_SELECT });
  if (!student) throw AppError.validation([{ field: 'body.studentID', message: RECEIPT_MESSAGES.noSuchStudent }]);
  return studentPayer(student, { fullName: body.fullName, rollNo: body.rollNo });
}

/**
 * POST /Receipt/GenerateReceipt. The receipt takes the campus's next number; the number the
 * form showed is only informational, and the answer names the one actually taken (another
 * accountant may have issued one meanwhile). The items' amounts are totalled here, not read
 * from the form's total.
 */
export async function generateReceipt(context: WriteContext, fileStore: FileStore, body: GenerateReceiptBodyParsed) {
  const campusId = issuingCampusId(context);
  const day = paymentDay(body.dateOfPayment, context.clock);
  // Every check reads before the number is taken, at once: storing holds the campus's counter.
  const [fiscalYearId, payer, items, bookYearId] = await Promise.all([
    fiscalYearIdOf(context.prisma, body.fiscalYearID),
    payerOf(context.prisma, campusId, body),
    receiptItems(context.prisma, campusId, body.receiptItemCreateDto),
    receiptBookYear(context.prisma, campusId, day.dateOfPayment.toISOString().slice(0, 10)),
  ]);
  const files = body.uploadApplication
    ? [{ file: body.uploadApplication, folder: `receipts/${campusId}`, label: 'application' }]
    : [];
  return withSavedPrivateFiles(fileStore, files, (stored) =>
    storeReceipt(
      context.prisma,
      {
        ...payer,
        ...day,
        campusId,
        fiscalYearId,
        year: body.year ?? null,
        semester: body.semester ?? null,
        channel: 'counter',
        issuedById: context.actor.userId,
        issuedAt: context.clock.now(),
        remarks: body.remarks ?? null,
        applicationFile: stored[0]?.storageKey ?? null,
      },
      items,
      bookYearId,
      context,
    ),
  );
}

/** The receipts a caller may read: their scope's, and a student only their own. */
async function readableReceipts(context: ReadContext): Promise<Prisma.ReceiptWhereInput> {
  if (context.actor?.role === 'Student') return { studentId: (await ownStudent(context)).id };
  return scopeWhere<Prisma.ReceiptWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE);
}

const RECEIPT_ROW_SELECT = {
  id: true,
  campusId: true,
  receiptNo: true,
  fullName: true,
  programId: true,
  year: true,
  semester: true,
  dateOfPaymentBs: true,
  status: true,
  cancelReason: true,
  cancelledAt: true,
  totalAmount: true,
  channel: true,
  fiscalYear: { select: { yearNepali: true } },
} as const satisfies Prisma.ReceiptSelect;

type ReceiptRowRecord = Prisma.ReceiptGetPayload<{ select: typeof RECEIPT_ROW_SELECT }>;

async function programNames(db: Db, rows: readonly { programId: number | null }[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.programId ? [row.programId] : [])))];
  const programs = await db.program.findMany({ where: { id: { in: ids } }, select: { id: true, programName: true } });
  return new Map(programs.map((program) => [program.id, program.programName]));
}

function toRow(row: ReceiptRowRecord, programs: Map<number, string>): ReceiptRow {
  return {
    id: row.id,
    receiptNo: row.receiptNo,
    fullName: row.fullName,
    programName: row.programId ? (programs.get(row.programId) ?? null) : null,
    year: row.year,
    semester: row.semester,
    dateOfPayment: row.dateOfPaymentBs,
    fiscalYear: row.fiscalYear.yearNepali,
    status: row.status,
    cancelReason: row.cancelReason,
    totalAmount: row.totalAmount.toNumber(),
    channel: row.channel,
  };
}

const RECEIPT_ORDER: Record<
  (typeof RECEIPT_SORT_COLUMNS)[number],
  (order: 'asc' | 'desc') => Prisma.ReceiptOrderByWithRelationInput[]
> = {
  receiptNo: (order) => [{ fiscalYearId: order }, { receiptNo: order }],
  fullName: (order) => [{ fullName: order }, { id: order }],
  dateOfPayment: (order) => [{ dateOfPayment: order }, { receiptNo: order }],
};

/** GET /Receipt: the receipts of the caller's scope, cancelled ones included with their status, newest number first. */
export async function listReceipts(context: ReadContext, query: ReceiptListQueryParsed) {
  const search = query.search?.trim();
  const where: Prisma.ReceiptWhereInput = {
    AND: [
      await readableReceipts(context),
      query.fiscalYearId ? { fiscalYearId: query.fiscalYearId } : {},
      query.status ? { status: query.status } : {},
      query.campusId ? { campusId: query.campusId } : {},
      query.studentId ? { studentId: query.studentId } : {},
      search
        ? /^\d{1,9}$/.test(search)
          ? { OR: [{ receiptNo: Number(search) }, { rollNo: search }] }
          : { OR: [{ fullName: containsText(search) }, { rollNo: search }] }
        : {},
    ],
  };
  const orderBy = RECEIPT_ORDER[query.sortBy ?? 'receiptNo'](query.sortOrder ?? 'desc');
  return listOrPage(
    query,
    async (window) => {
      const rows = await context.prisma.receipt.findMany({ where, orderBy, select: RECEIPT_ROW_SELECT, ...window });
      const programs = await programNames(context.prisma, rows);
      return rows.map((row) => toRow(row, programs));
    },
    () => context.prisma.receipt.count({ where }),
  );
}

/** A receipt the caller may read, with its items (404 outside the caller's scope or not their own). */
export async function receiptToRead(context: ReadContext, id: number) {
  const receipt = foundOrNotFound(
    await context.prisma.receipt.findFirst({
      where: { AND: [{ id }, await readableReceipts(context)] },
      select: {
        ...RECEIPT_ROW_SELECT,
        studentId: true,
        rollNo: true,
        remarks: true,
        dateOfPaymentBs: true,
        applicationFile: true,
        campus: { select: { campusName: true } },
        student: { select: NAME_SELECT },
        items: {
          orderBy: { id: 'asc' },
          select: { id: true, kind: true, particulars: true, amount: true, remarks: true },
        },
      },
    }),
    'Receipt',
  );
  const programs = await programNames(context.prisma, [receipt]);
  return {
    ...receipt,
    programName: receipt.programId ? (programs.get(receipt.programId) ?? null) : null,
    fiscalYear: receipt.fiscalYear.yearNepali,
  };
}

/** GET /Receipt/{id}: the receipt as the contract names it. */
export async function getReceipt(context: ReadContext, id: number): Promise<ReceiptDetail> {
  const receipt = await receiptToRead(context, id);
  const { student } = receipt;
  return {
    ...toRow(
      { ...receipt, fiscalYear: { yearNepali: receipt.fiscalYear } },
      new Map(receipt.programId && receipt.programName ? [[receipt.programId, receipt.programName]] : []),
    ),
    campusId: receipt.campusId,
    campusName: receipt.campus.campusName,
    studentId: receipt.studentId,
    studentName: student ? nameOf(student) : null,
    rollNo: receipt.rollNo,
    remarks: receipt.remarks,
    cancelledAt: receipt.cancelledAt?.toISOString() ?? null,
    hasApplication: receipt.applicationFile !== null,
    receiptItem: receipt.items.map((item) => ({
      id: item.id,
      feeTypeName: item.kind === 'course' ? item.particulars : null,
      generalFeeTypeName: item.kind === 'general' ? item.particulars : null,
      amount: item.amount.toNumber(),
      remarks: item.remarks,
    })),
  };
}

/**
 * POST /Receipt/{id}/cancel: a receipt is never deleted or edited; a mistake is cancelled with
 * a reason, keeps its number on the list and in the reports, and its printed code verifies as
 * revoked. Cancelling twice is a conflict. Only the campus's own staff cancel (scope: 404 elsewhere).
 * The cancellation posts the reversal of the receipt's voucher in the same transaction, and is
 * refused (409) when the books of the receipt's year or of today's are closed.
 */
export async function cancelReceipt(context: WriteContext, id: number, body: CancelReceiptBodyParsed) {
  const campusId = issuingCampusId(context);
  const cancelledAt = context.clock.now();
  await context.prisma.$transaction(async (tx) => {
    const receipt = foundOrNotFound(
      await tx.receipt.findFirst({ where: { id, campusId }, select: { id: true } }),
      'Receipt',
    );
    const updated = await tx.receipt.updateMany({
      where: { id: receipt.id, status: 'issued' },
      data: { status: 'cancelled', cancelReason: body.reason, cancelledAt, cancelledById: context.actor.userId },
    });
    if (updated.count === 0) throw AppError.conflict(RECEIPT_MESSAGES.alreadyCancelled);
    await postReceiptCancellation(tx, context, { id: receipt.id, campusId, reason: body.reason });
    // The printed copies' verification code now checks as revoked (receipt-print.ts records it).
    await tx.issuedDocument.updateMany({
      where: { kind: 'receipt', subjectType: 'receipt', subjectId: receipt.id, revokedAt: null },
      data: { revokedAt: cancelledAt, revokedReason: `Cancelled: ${body.reason}` },
    });
    await auditWrite(tx, context, 'update', 'Receipt', receipt.id, { status: 'cancelled', cancelReason: body.reason });
  });
  return getReceipt(context, id);
}

// ---- A student's statement ----------------------------------------------------------------

export interface StatementLine {
  feeTypeId: number;
  particulars: string;
  charged: Prisma.Decimal;
  paid: Prisma.Decimal;
  due: Prisma.Decimal;
}

/**
 * What a student is charged (the active course fees of their campus, batch and program, and
 * of their major or of none), what they paid for each (items of their receipts that are not
 * cancelled) and what is due, summed in SQL decimals.
 */
export async function studentStatement(db: Db, studentId: number): Promise<{ items: StatementLine[] }> {
  const rows = await db.$queryRaw<{ feeTypeId: number; particulars: string; charged: string; paid: string }[]>`
    SELECT ft.id AS "feeTypeId", ft.name AS particulars, ft.amount::text AS charged,
           COALESCE(p.paid, 0)::text AS paid
      FROM "Student" s
      JOIN "FeeType" ft ON ft."campusId" = s."campusId" AND ft."batchId" = s."admissionYearId"
                        AND ft."programId" = s."programId" AND ft."isActive"
                        AND (ft."majorSubjectId" IS NULL OR ft."majorSubjectId" = s."majorSubjectId")
      LEFT JOIN (
        SELECT ri."feeTypeId", SUM(ri.amount) AS paid
          FROM "ReceiptItem" ri JOIN "Receipt" r ON r.id = ri."receiptId"
         WHERE r."studentId" = ${studentId} AND r.status = 'issued' AND ri."feeTypeId" IS NOT NULL
         GROUP BY ri."feeTypeId"
      ) p ON p."feeTypeId" = ft.id
     WHERE s.id = ${studentId}
     ORDER BY ft.name, ft.id`;
  return {
    items: rows.map((row) => {
      const charged = new Prisma.Decimal(row.charged);
      const paid = new Prisma.Decimal(row.paid);
      return { feeTypeId: row.feeTypeId, particulars: row.particulars, charged, paid, due: charged.minus(paid) };
    }),
  };
}

async function statementOf(
  db: Db,
  student: { id: number; firstName: string; middleName: string | null; lastName: string },
): Promise<StatementDto> {
  const { items } = await studentStatement(db, student.id);
  const total = (pick: (line: StatementLine) => Prisma.Decimal) =>
    items.reduce((sum, line) => sum.plus(pick(line)), new Prisma.Decimal(0)).toNumber();
  return {
    studentId: student.id,
    fullName: nameOf(student),
    items: items.map((line) => ({
      feeTypeId: line.feeTypeId,
      particulars: line.particulars,
      charged: line.charged.toNumber(),
      paid: line.paid.toNumber(),
      due: line.due.toNumber(),
    })),
    totalCharged: total((line) => line.charged),
    totalPaid: total((line) => line.paid),
    totalDue: total((line) => line.due),
  };
}

const STATEMENT_STUDENT = { id: true, ...NAME_SELECT } as const;

/** GET /Receipt/Statement?studentId=: a student of the caller's scope (404 elsewhere). */
export async function readStatement(context: ReadContext, studentId: number): Promise<StatementDto> {
  const student = foundOrNotFound(
    await context.prisma.student.findFirst({
      where: scopeWhere<Prisma.StudentWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id: studentId }),
      select: STATEMENT_STUDENT,
    }),
    'Student',
  );
  return statementOf(context.prisma, student);
}

/** GET /Student/Me/Statement: the signed-in student's own statement. */
export async function readOwnStatement(context: ReadContext): Promise<StatementDto> {
  const { id } = await ownStudent(context);
  const student = await context.prisma.student.findUniqueOrThrow({ where: { id }, select: STATEMENT_STUDENT });
  return statementOf(context.prisma, student);
}
