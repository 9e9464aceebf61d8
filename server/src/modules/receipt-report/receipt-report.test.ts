import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueName, type TestUser } from '../../../../tests/support/factories.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { FIGURES_AS_OF_HEADER } from '../../lib/report-snapshots.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

interface Item {
  kind: 'course' | 'general';
  particulars: string;
  amount: string;
}

let campusA: { id: number; universityId: number };
let campusB: { id: number; universityId: number };
let programName: string;
let years: { id: number; yearNepali: string }[];
let accountant: TestUser;
const tuition = uniqueName('Tuition');
const library = uniqueName('Library');

/** A receipt written straight to its tables, with the amounts given; its total is their sum as written here. */
async function receipt(
  campus: { id: number; universityId: number },
  options: {
    date: string;
    items: Item[];
    total: string;
    receiptNo: number;
    yearIndex?: number;
    programId?: number | null;
    cancelReason?: string;
    payer?: string;
  },
) {
  return test.app.prisma.receipt.create({
    data: {
      campusId: campus.id,
      universityId: campus.universityId,
      fiscalYearId: years[options.yearIndex ?? 0]!.id,
      receiptNo: options.receiptNo,
      fullName: options.payer ?? uniqueName('Payer'),
      programId: options.programId ?? null,
      dateOfPayment: new Date(`${options.date}T00:00:00Z`),
      dateOfPaymentBs: `BS ${options.date}`,
      totalAmount: options.total,
      status: options.cancelReason ? 'cancelled' : 'issued',
      cancelReason: options.cancelReason ?? null,
      cancelledAt: options.cancelReason ? new Date('2025-01-07T00:00:00Z') : null,
      items: { create: options.items },
    },
  });
}

beforeAll(async () => {
  years = await test.app.prisma.fiscalYear.findMany({ orderBy: { yearNepali: 'desc' }, take: 2 });
  const university = await make.createUniversity();
  campusA = await make.createCampus({ universityId: university.id });
  campusB = await make.createCampus({ universityId: university.id });
  const program = await make.createProgram({ universityId: university.id });
  programName = program.programName;
  accountant = await make.createUser({ role: 'CollegeAdmin', campusId: campusA.id });
  const course = (amount: string): Item => ({ kind: 'course', particulars: tuition, amount });
  const general = (amount: string): Item => ({ kind: 'general', particulars: library, amount });
  await receipt(campusA, {
    receiptNo: 1,
    date: '2025-01-05',
    programId: program.id,
    items: [course('1500.50'), general('200.25')],
    total: '1700.75',
  });
  await receipt(campusA, { receiptNo: 2, date: '2025-01-05', items: [general('100.10')], total: '100.10' });
  await receipt(campusA, {
    receiptNo: 1,
    yearIndex: 1,
    date: '2025-01-06',
    programId: program.id,
    items: [course('999.99')],
    total: '999.99',
  });
  await receipt(campusA, {
    receiptNo: 3,
    date: '2025-01-06',
    payer: 'Cancelled Payer',
    items: [course('5000.00')],
    total: '5000.00',
    cancelReason: 'Written to the wrong payer',
  });
  await receipt(campusB, { receiptNo: 1, date: '2025-01-05', items: [general('7777.77')], total: '7777.77' });
});

const read = (user: TestUser, path: string, query: Record<string, string | number> = {}) =>
  asUser(test, user).get(`/api/ReceiptReport/${path}`).query(query);

describe('collection reports', () => {
  it('count a campus’s issued receipts by date, fee item, program and fiscal year, to the paisa', async () => {
    expect((await read(accountant, 'DailyCollections').expect(200)).body).toEqual([
      { date: '2025-01-05', dateBs: 'BS 2025-01-05', receipts: 2, amount: '1800.85' },
      { date: '2025-01-06', dateBs: 'BS 2025-01-06', receipts: 1, amount: '999.99' },
    ]);
    expect((await read(accountant, 'CollectionsByFeeItem').expect(200)).body).toEqual([
      { feeItem: tuition, receiptType: 'Course-specific Fee', receipts: 2, amount: '2500.49' },
      { feeItem: library, receiptType: 'General Fee', receipts: 2, amount: '300.35' },
    ]);
    expect((await read(accountant, 'CollectionsByProgram').expect(200)).body).toEqual(
      [
        { program: programName, receipts: 2, amount: '2700.74' },
        { program: 'No program (other payers)', receipts: 1, amount: '100.10' },
      ].sort((a, b) => a.program.localeCompare(b.program, 'en')),
    );
    expect((await read(accountant, 'CollectionsByFiscalYear').expect(200)).body).toEqual([
      { fiscalYear: years[0]!.yearNepali, receipts: 2, amount: '1800.85' },
      { fiscalYear: years[1]!.yearNepali, receipts: 1, amount: '999.99' },
    ]);
  });

  it('list cancelled receipts apart, with their number, payer, amount and reason', async () => {
    const cancelled = (await read(accountant, 'CancelledReceipts').expect(200)).body;
    expect(cancelled).toEqual([
      expect.objectContaining({
        receiptNo: 3,
        payer: 'Cancelled Payer',
        amount: '5000.00',
        cancelReason: 'Written to the wrong payer',
        fiscalYear: years[0]!.yearNepali,
      }),
    ]);
  });

  it('narrow to a range of payment dates', async () => {
    const body = (
      await read(accountant, 'DailyCollections', { fromDate: '2025-01-06', toDate: '2025-01-31' }).expect(200)
    ).body;
    expect(body).toEqual([{ date: '2025-01-06', dateBs: 'BS 2025-01-06', receipts: 1, amount: '999.99' }]);
  });

  it('never count another campus for a campus user, even when asked for it', async () => {
    expect((await read(accountant, 'DailyCollections', { campusId: campusB.id }).expect(200)).body).toEqual([]);
  });

  it('count a university’s campuses for its UniAdmin, and one campus for the grants body', async () => {
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campusA.universityId });
    const ofUniversity = await read(uniAdmin, 'DailyCollections').expect(200);
    // Beyond a campus the figures are a recent count, and say when it was made.
    expect(ofUniversity.headers[FIGURES_AS_OF_HEADER]).toBeDefined();
    expect(ofUniversity.body).toEqual([
      { date: '2025-01-05', dateBs: 'BS 2025-01-05', receipts: 3, amount: '9578.62' },
      { date: '2025-01-06', dateBs: 'BS 2025-01-06', receipts: 1, amount: '999.99' },
    ]);
    const grantsBody = await make.createUser({ role: 'UgcAdmin' });
    const ofCampus = await read(grantsBody, 'DailyCollections', { campusId: campusB.id }).expect(200);
    expect(ofCampus.headers[FIGURES_AS_OF_HEADER]).toBeUndefined();
    expect(ofCampus.body).toEqual([{ date: '2025-01-05', dateBs: 'BS 2025-01-05', receipts: 1, amount: '7777.77' }]);
  });

  it('download the table as CSV, XLSX and PDF', async () => {
    const csv = await read(accountant, 'DailyCollections', { format: 'csv' }).expect(200);
    expect(csv.text).toContain('2025-01-05,BS 2025-01-05,2,1800.85');
    await read(accountant, 'CollectionsByFeeItem', { format: 'xlsx' }).expect(200);
    const pdf = await read(accountant, 'CancelledReceipts', { format: 'pdf' }).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('refuse bad filters with 400 and a message per field', async () => {
    const notADate = await read(accountant, 'DailyCollections', { fromDate: '2025-02-30' }).expect(400);
    expect(JSON.stringify(notADate.body)).toContain('From date is not a date of the calendar');
    const reversed = await read(accountant, 'DailyCollections', {
      fromDate: '2025-02-01',
      toDate: '2025-01-01',
    }).expect(400);
    expect(JSON.stringify(reversed.body)).toContain('To date must not be before From date');
    await read(accountant, 'DailyCollections', { format: 'doc' }).expect(400);
  });

  it('are not a student’s to read', async () => {
    const student = await make.createUser({ role: 'Student', campusId: campusA.id });
    await read(student, 'DailyCollections').expect(403);
  });
});

describe('collections by fee item', () => {
  /** The tally of the campus's fee items against the same sums over its receipts and items. */
  async function tallyAndReceipts(campusId: number) {
    const [tally, receipts] = await Promise.all([
      test.app.prisma.$queryRaw<unknown[]>`
        SELECT "fiscalYearId", "programId", kind::text, particulars, receipts, amount::text
          FROM "ReceiptItemTally" WHERE "campusId" = ${campusId} AND receipts > 0
         ORDER BY 1, 2, 3, 4`,
      test.app.prisma.$queryRaw<unknown[]>`
        SELECT r."fiscalYearId", coalesce(r."programId", 0) AS "programId", i.kind::text, i.particulars,
               count(DISTINCT r.id)::int AS receipts, sum(i.amount)::numeric(16, 2)::text AS amount
          FROM "Receipt" r JOIN "ReceiptItem" i ON i."receiptId" = r.id
         WHERE r."campusId" = ${campusId} AND r.status = 'issued'
         GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    ]);
    return { tally, receipts };
  }

  it('count a receipt once for a fee it names twice, and read the same with and without a range of dates', async () => {
    const campus = await make.createCampus();
    const reader = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const fee = uniqueName('Hostel');
    await receipt(campus, {
      receiptNo: 1,
      date: '2025-02-01',
      items: [
        { kind: 'general', particulars: fee, amount: '100.00' },
        { kind: 'general', particulars: fee, amount: '50.50' },
      ],
      total: '150.50',
    });
    await receipt(campus, {
      receiptNo: 2,
      date: '2025-02-02',
      items: [{ kind: 'general', particulars: fee, amount: '10.00' }],
      total: '10.00',
    });
    const expected = [{ feeItem: fee, receiptType: 'General Fee', receipts: 2, amount: '160.50' }];
    expect((await read(reader, 'CollectionsByFeeItem').expect(200)).body).toEqual(expected);
    const ranged = await read(reader, 'CollectionsByFeeItem', { fromDate: '2025-01-01', toDate: '2025-12-31' });
    expect(ranged.body).toEqual(expected);
  });

  it('keep the tally equal to the receipts through cancellations and items changed or removed by hand', async () => {
    const campus = await make.createCampus();
    const reader = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const fee = uniqueName('Sports');
    const first = await receipt(campus, {
      receiptNo: 1,
      date: '2025-03-01',
      items: [
        { kind: 'general', particulars: fee, amount: '20.00' },
        { kind: 'general', particulars: fee, amount: '30.00' },
        { kind: 'course', particulars: tuition, amount: '400.00' },
      ],
      total: '450.00',
    });
    const second = await receipt(campus, {
      receiptNo: 2,
      date: '2025-03-02',
      items: [{ kind: 'general', particulars: fee, amount: '5.00' }],
      total: '5.00',
    });
    const items = await test.app.prisma.receiptItem.findMany({
      where: { receiptId: first.id },
      orderBy: { id: 'asc' },
    });
    // One of two items of the fee goes: the receipt still counts for it.
    await test.app.prisma.receiptItem.delete({ where: { id: items[0]!.id } });
    // The tuition item becomes the fee's: the receipt stops counting for tuition.
    await test.app.prisma.receiptItem.update({
      where: { id: items[2]!.id },
      data: { kind: 'general', particulars: fee },
    });
    await test.app.prisma.receipt.update({ where: { id: second.id }, data: { status: 'cancelled' } });
    const { tally, receipts } = await tallyAndReceipts(campus.id);
    expect(tally).toEqual(receipts);
    expect((await read(reader, 'CollectionsByFeeItem').expect(200)).body).toEqual([
      { feeItem: fee, receiptType: 'General Fee', receipts: 1, amount: '430.00' },
    ]);
    await test.app.prisma.receipt.update({ where: { id: second.id }, data: { status: 'issued' } });
    const after = await tallyAndReceipts(campus.id);
    expect(after.tally).toEqual(after.receipts);
  });
});
