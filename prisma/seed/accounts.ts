/**
 * The books and budgets of the demo (issue #30), so that the accounts and budget screens show
 * figures: the standard chart's ledgers tied to the grants body's finance heads, and the portal
 * campus's books for the current fiscal year up to the seed's today.
 *
 * The year opens with the balances brought forward from the year before, which the campus
 * closed. Fee receipts are issued through the receipt module, which posts each to the books on
 * its own (cash against the course and general fee income). Salaries, electricity, books,
 * stationery and repairs are Payment vouchers prepared, verified and approved by three
 * different campus users when the campus has three, else by its administrator; one payment
 * entered twice is reversed; one voucher waits to be verified and one to be approved. The
 * grants body, the campus's university and the campus have budgets by head for the year, one
 * allocation revised.
 *
 * Every amount is exact (decimal text). Like the rest of the seed, the books are written only
 * when the campus has none yet, the budgets only when the year has none, and the ledgers are
 * tied to heads only while none of the standard chart is.
 */
import { fromPaisa, toPaisa, type VoucherTypeName } from '@hemis/contracts';
import type { Db, PrismaClient } from '../../server/src/db/prisma.ts';
import { dayInNepal, dayInNepalBs } from '../../server/src/lib/clock.ts';
import { takeVoucherNo } from '../../server/src/modules/accounts/books.ts';
import { issueReceipt, PAYER_SELECT, studentPayer } from '../../server/src/modules/receipt/receipt.service.ts';

/**
 * The finance head (its code, prisma/seed/registers.ts) each standard ledger's movements count
 * under in budget against actual. The national generator ties the same ledgers.
 */
export const STANDARD_LEDGER_HEADS: Readonly<Record<string, number>> = {
  '4101': 1001,
  '4102': 1002,
  '4201': 1003,
  '4202': 1003,
  '4203': 1003,
  '4204': 1005,
  '4301': 1006,
  '4302': 1006,
  '4303': 1005,
  '4304': 1006,
  '5101': 2001,
  '5102': 2001,
  '5103': 2001,
  '5104': 2001,
  '5105': 2001,
  '5201': 2002,
  '5202': 2002,
  '5203': 2002,
  '5204': 2003,
  '5205': 2002,
  '5206': 2002,
  '5207': 2002,
  '5208': 2002,
  '5209': 2004,
  '5210': 2002,
  '5211': 2002,
  '5212': 2002,
  '5213': 2002,
  '5301': 3001,
  '5302': 3002,
  '5303': 3003,
  '5304': 3002,
};

/**
 * SQL that ties the standard ledgers to their heads, only while none of the standard chart is
 * tied yet: once the grants body has tied or untied a ledger, its choice stands. $1: the ledger
 * codes, $2: their head codes.
 */
export const TIE_STANDARD_LEDGERS_SQL = `
  UPDATE "AccountLedger" l SET "financeHeadId" = h.id, "updatedAt" = now()
    FROM unnest($1::text[], $2::int[]) AS m(code, "headCode")
    JOIN "FinanceHead" h ON h."headCode" = m."headCode"
   WHERE l."campusId" IS NULL AND l.code = m.code
     AND NOT EXISTS (SELECT 1 FROM "AccountLedger" t WHERE t."campusId" IS NULL AND t."financeHeadId" IS NOT NULL)`;

export const standardLedgerHeadParams = (): [string[], number[]] => [
  Object.keys(STANDARD_LEDGER_HEADS),
  Object.values(STANDARD_LEDGER_HEADS),
];

const DAY_MS = 86_400_000;
const CAMPUS_ADMIN_EMAIL = 'collegeadmin@hemis.local';
const GRANTS_BODY_EMAIL = 'admin@hemis.local';
const UNIVERSITY_EMAIL = 'uniadmin@hemis.local';

/** A line: the ledger's code in the standard chart, and its debit or its credit. */
type DemoLine = [code: string, debit: string | null, credit: string | null];

type DemoEntry =
  | { kind: 'receipt'; at: number; course: string; general?: [feeName: string, amount: string] }
  | {
      kind: 'voucher';
      at: number;
      /** Approved (numbered, posted), or left verified or prepared for the demo to carry on. */
      status?: 'Prepared' | 'Verified';
      narration: string;
      lines: DemoLine[];
      /** Reversed at this later point of the year, with the reason. */
      reversedAt?: { at: number; reason: string };
    };

/** The year's entries, each at a share (0-1) of the days from the year's first day to today. */
const DEMO_ENTRIES: DemoEntry[] = [
  { kind: 'receipt', at: 0.04, course: '12500.00', general: ['Admission Fee', '1500.00'] },
  { kind: 'receipt', at: 0.07, course: '12500.00', general: ['Admission Fee', '1500.00'] },
  { kind: 'receipt', at: 0.1, course: '9800.00', general: ['Library Fee', '500.00'] },
  {
    kind: 'voucher',
    at: 0.22,
    narration: 'Salaries of the first month',
    lines: [
      ['5101', '285000.00', null],
      ['5102', '96500.00', null],
      ['2102', null, '3815.00'],
      ['1202', null, '377685.00'],
    ],
  },
  {
    kind: 'voucher',
    at: 0.28,
    narration: 'Electricity bill of the first month',
    lines: [
      ['5201', '18450.75', null],
      ['1202', null, '18450.75'],
    ],
  },
  { kind: 'receipt', at: 0.33, course: '12500.00', general: ['Exam Fee', '2000.00'] },
  {
    kind: 'voucher',
    at: 0.4,
    narration: 'Library books for the first-year programs',
    lines: [
      ['5303', '64320.00', null],
      ['1202', null, '64320.00'],
    ],
  },
  {
    kind: 'voucher',
    at: 0.45,
    narration: 'Stationery paid in cash',
    lines: [
      ['5203', '4875.50', null],
      ['1201', null, '4875.50'],
    ],
  },
  {
    kind: 'voucher',
    at: 0.5,
    narration: 'Internet and telephone',
    lines: [
      ['5202', '3390.00', null],
      ['1202', null, '3390.00'],
    ],
    reversedAt: { at: 0.53, reason: 'Entered twice: the bill was paid once' },
  },
  {
    kind: 'voucher',
    at: 0.55,
    narration: 'Salaries of the second month',
    lines: [
      ['5101', '285000.00', null],
      ['5102', '96500.00', null],
      ['2102', null, '3815.00'],
      ['1202', null, '377685.00'],
    ],
  },
  { kind: 'receipt', at: 0.62, course: '9800.00' },
  {
    kind: 'voucher',
    at: 0.7,
    narration: 'Repair of the science laboratory roof',
    lines: [
      ['5204', '22600.00', null],
      ['1202', null, '22600.00'],
    ],
  },
  { kind: 'receipt', at: 0.78, course: '12500.00', general: ['Lab Fee', '1200.00'] },
  { kind: 'receipt', at: 0.85, course: '9800.00', general: ['Identity Card Fee', '200.00'] },
  {
    kind: 'voucher',
    at: 0.9,
    status: 'Verified',
    narration: 'Travel to the university for the examination meeting',
    lines: [
      ['5205', '8400.00', null],
      ['1201', null, '8400.00'],
    ],
  },
  {
    kind: 'voucher',
    at: 0.96,
    status: 'Prepared',
    narration: 'Printing of the internal examination papers',
    lines: [
      ['5206', '15750.00', null],
      ['1202', null, '15750.00'],
    ],
  },
];

/** What the year opens with: the closed year's balances. */
const OPENING_LINES: DemoLine[] = [
  ['1201', '45250.00', null],
  ['1202', '3854600.00', null],
  ['1103', '1250000.00', null],
  ['1106', '480000.00', null],
  ['2105', null, '65000.00'],
  ['3101', null, '5564850.00'],
];

/** The year's budgets (rupees) by head: the grants body's, the university's and the campus's allocation. */
const DEMO_BUDGETS: { headCode: number; grantsBody: string; university: string; campus: string; revisedTo?: string }[] =
  [
    { headCode: 2001, grantsBody: '18500000000.00', university: '9200000000.00', campus: '4650000.00' },
    {
      headCode: 2002,
      grantsBody: '2100000000.00',
      university: '980000000.00',
      campus: '420000.00',
      revisedTo: '465000.00',
    },
    { headCode: 2003, grantsBody: '750000000.00', university: '310000000.00', campus: '150000.00' },
    { headCode: 3003, grantsBody: '420000000.00', university: '185000000.00', campus: '250000.00' },
  ];

const total = (lines: DemoLine[]) =>
  fromPaisa(lines.reduce((sum, [, debit]) => sum + (debit ? toPaisa(debit) : 0n), 0n));

/** Ties the standard ledgers to the finance heads, while none is tied. */
export async function tieStandardLedgers(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRawUnsafe(TIE_STANDARD_LEDGERS_SQL, ...standardLedgerHeadParams());
}

export async function seedDemoAccounts(prisma: PrismaClient, campusId: number, today: Date): Promise<void> {
  await tieStandardLedgers(prisma);
  const todayAd = dayInNepal(today);
  const year = await prisma.fiscalYear.findFirst({
    where: {
      startDateAd: { lte: new Date(`${todayAd}T00:00:00Z`) },
      endDateAd: { gte: new Date(`${todayAd}T00:00:00Z`) },
    },
  });
  const campus = await prisma.campus.findUnique({ where: { id: campusId }, select: { id: true, universityId: true } });
  if (!year || !campus) return;
  await seedDemoBooks(prisma, campus, year, today);
  await seedDemoBudgets(prisma, campus, year, today);
}

async function seedDemoBooks(
  prisma: PrismaClient,
  campus: { id: number; universityId: number },
  year: { id: number; startDateAd: Date },
  today: Date,
): Promise<void> {
  if (await prisma.voucher.findFirst({ where: { campusId: campus.id }, select: { id: true } })) return;
  const staff = await prisma.user.findMany({
    where: { campusId: campus.id, role: { in: ['CollegeAdmin', 'CollegeUser'] }, status: 'active' },
    orderBy: [{ role: 'desc' }, { id: 'asc' }],
    select: { id: true, email: true },
  });
  const admin = staff.find((user) => user.email === CAMPUS_ADMIN_EMAIL) ?? staff[0];
  if (!admin) return;
  // Three different hands when the campus has three staff users; else its administrator takes every step.
  const [preparer, verifier, approver] =
    staff.length >= 3 ? staff.map((user) => user.id) : [admin.id, admin.id, admin.id];
  const others = staff.filter((user) => user.id !== admin.id);
  // The vouchers left for the demo were prepared by another, so the administrator can take the next step.
  const pendingPreparer = staff.length >= 3 ? preparer! : (others[0]?.id ?? admin.id);
  const pendingVerifier = staff.length >= 3 ? verifier! : admin.id;

  const ledgers = new Map(
    (await prisma.accountLedger.findMany({ where: { campusId: null }, select: { id: true, code: true } })).map(
      (ledger) => [ledger.code, ledger.id],
    ),
  );
  const ledgerOf = (code: string) => {
    const id = ledgers.get(code);
    if (id === undefined) throw new Error(`the standard chart has no ledger ${code}`);
    return id;
  };
  const firstDay = year.startDateAd.getTime();
  const elapsed = Math.max(0, Math.floor((Date.parse(`${dayInNepal(today)}T00:00:00Z`) - firstDay) / DAY_MS));
  /** The day at a share of the year so far, and a moment of its working hours (10:00 in Nepal and later). */
  const dayAt = (share: number, minutes = 0) => {
    const ad = new Date(firstDay + Math.floor(share * elapsed) * DAY_MS);
    const moment = new Date(ad.getTime() + (4 * 60 + 15 + minutes) * 60_000);
    return { ad, bs: dayInNepalBs(moment), moment };
  };
  const previous = await prisma.fiscalYear.findFirst({
    where: { endDateAd: { lt: year.startDateAd } },
    orderBy: { startDateAd: 'desc' },
    select: { id: true, yearNepali: true },
  });
  const students = await prisma.student.findMany({
    where: { campusId: campus.id, status: 'active', isVerified: true },
    orderBy: { id: 'asc' },
    take: DEMO_ENTRIES.filter((entry) => entry.kind === 'receipt').length,
    select: PAYER_SELECT,
  });
  const generalFees = new Map(
    (await prisma.generalFeeType.findMany({ where: { campusId: campus.id }, select: { id: true, feeName: true } })).map(
      (fee) => [fee.feeName, fee.id],
    ),
  );

  await prisma.$transaction(
    async (db) => {
      const write = async (
        type: VoucherTypeName,
        day: ReturnType<typeof dayAt>,
        narration: string,
        lines: DemoLine[],
        options: {
          status?: 'Prepared' | 'Verified' | 'Approved';
          steps?: [number, number | null, number];
          reverses?: { id: number; reason: string };
        } = {},
      ) => {
        const status = options.status ?? 'Approved';
        const [prepared, verified, approved] = options.steps ?? [preparer!, verifier!, approver!];
        const later = (minutes: number) => new Date(day.moment.getTime() + minutes * 60_000);
        const voucherNo = status === 'Approved' ? await takeVoucherNo(db, campus.id, year.id, type, later(90)) : null;
        return db.voucher.create({
          data: {
            campusId: campus.id,
            universityId: campus.universityId,
            fiscalYearId: year.id,
            voucherType: type,
            status,
            voucherNo,
            dateBs: day.bs,
            dateAd: day.ad,
            narration,
            totalAmount: total(lines),
            reversesVoucherId: options.reverses?.id ?? null,
            reversalReason: options.reverses?.reason ?? null,
            preparedById: status === 'Approved' ? prepared : pendingPreparer,
            preparedAt: day.moment,
            verifiedById: status === 'Prepared' ? null : status === 'Verified' ? pendingVerifier : verified,
            verifiedAt: status === 'Prepared' || verified === null ? null : later(45),
            approvedById: status === 'Approved' ? approved : null,
            approvedAt: status === 'Approved' ? later(90) : null,
            createdAt: day.moment,
            lines: {
              create: lines.map(([code, debit, credit], index) => ({
                lineNo: index + 1,
                ledgerId: ledgerOf(code),
                debit: debit ?? '0',
                credit: credit ?? '0',
                campusId: campus.id,
                fiscalYearId: year.id,
                dateAd: day.ad,
                posted: status === 'Approved',
              })),
            },
          },
          select: { id: true, voucherNo: true },
        });
      };

      if (previous) {
        const opening = dayAt(0);
        const voucher = await write(
          'Opening',
          opening,
          `Balances brought forward from F.Y. ${previous.yearNepali}`,
          OPENING_LINES,
          {
            steps: [admin.id, null, admin.id],
          },
        );
        await db.accountYearClosing.create({
          data: {
            campusId: campus.id,
            fiscalYearId: previous.id,
            openingVoucherId: voucher.id,
            closedById: admin.id,
            closedAt: opening.moment,
          },
        });
      }
      let receipts = 0;
      for (const entry of DEMO_ENTRIES) {
        if (entry.kind === 'receipt') {
          const student = students[receipts];
          receipts += 1;
          if (!student) continue;
          const day = dayAt(entry.at, receipts * 7);
          const general = entry.general && generalFees.get(entry.general[0]);
          await issueReceipt(db, {
            campusId: campus.id,
            fiscalYearId: year.id,
            ...studentPayer(student),
            dateOfPayment: day.ad,
            dateOfPaymentBs: day.bs,
            items: [
              { kind: 'course', particulars: 'Tuition Fee', amount: entry.course },
              ...(entry.general && general
                ? [{ kind: 'general' as const, generalFeeTypeId: general, amount: entry.general[1] }]
                : []),
            ],
            channel: 'counter',
            issuedById: admin.id,
            issuedAt: day.moment,
          });
          continue;
        }
        const day = dayAt(entry.at);
        const voucher = await write('Payment', day, entry.narration, entry.lines, { status: entry.status });
        if (entry.reversedAt) {
          const reason = entry.reversedAt.reason;
          await write(
            'Payment',
            dayAt(entry.reversedAt.at),
            `Reversal of PV-${voucher.voucherNo}: ${reason}`,
            entry.lines.map(([code, debit, credit]) => [code, credit, debit]),
            { reverses: { id: voucher.id, reason } },
          );
        }
      }
    },
    { timeout: 60_000 },
  );
}

/**
 * The year's budgets: the grants body's by head, the campus's university's, and the university's
 * allocation to the campus, one of them revised at the mid-year review.
 */
async function seedDemoBudgets(
  prisma: PrismaClient,
  campus: { id: number; universityId: number },
  year: { id: number; startDateAd: Date },
  today: Date,
): Promise<void> {
  const fiscalYearId = year.id;
  if (await prisma.budgetLine.findFirst({ where: { fiscalYearId }, select: { id: true } })) return;
  // Set in the year's first days, revised halfway between then and today.
  const createdAt = new Date(Math.min(year.startDateAd.getTime() + 3 * DAY_MS + 5 * 3_600_000, today.getTime()));
  const revisedAt = new Date(Math.floor((createdAt.getTime() + today.getTime()) / 2));
  const [grantsBody, university] = await Promise.all([
    prisma.user.findUnique({ where: { email: GRANTS_BODY_EMAIL }, select: { id: true } }),
    prisma.user.findUnique({ where: { email: UNIVERSITY_EMAIL }, select: { id: true, universityId: true } }),
  ]);
  if (!grantsBody) return;
  const universityAuthor = university?.universityId === campus.universityId ? university.id : grantsBody.id;
  const heads = new Map(
    (
      await prisma.financeHead.findMany({
        where: { headCode: { in: DEMO_BUDGETS.map((budget) => budget.headCode) } },
        select: { id: true, headCode: true },
      })
    ).map((head) => [head.headCode, head.id]),
  );
  await prisma.$transaction(async (db: Db) => {
    for (const budget of DEMO_BUDGETS) {
      const financeHeadId = heads.get(budget.headCode);
      if (financeHeadId === undefined) continue;
      const line = { fiscalYearId, financeHeadId, createdAt, updatedAt: createdAt };
      await db.budgetLine.create({ data: { ...line, amount: budget.grantsBody, createdById: grantsBody.id } });
      await db.budgetLine.create({
        data: { ...line, universityId: campus.universityId, amount: budget.university, createdById: universityAuthor },
      });
      const allocation = await db.budgetLine.create({
        data: {
          ...line,
          universityId: campus.universityId,
          campusId: campus.id,
          amount: budget.revisedTo ?? budget.campus,
          remarks: 'Allocation for the fiscal year',
          createdById: universityAuthor,
          updatedAt: budget.revisedTo ? revisedAt : createdAt,
        },
      });
      if (budget.revisedTo) {
        await db.budgetRevision.create({
          data: {
            budgetLineId: allocation.id,
            previousAmount: budget.campus,
            amount: budget.revisedTo,
            reason: 'Electricity tariffs rose at the mid-year review',
            revisedById: universityAuthor,
            revisedAt,
          },
        });
      }
    }
  });
}
