import { beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '@hemis/contracts';
import { asUser } from '../../../../tests/support/session.ts';
import { issueReceipt, takeNextReceiptNo } from './receipt.service.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();
let activeFiscalYearId: number;
beforeAll(async () => {
  activeFiscalYearId = (await test.app.prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } })).id;
});

describe('GET /Receipt/GetReceiptNo', () => {
  it('answers [{ nextReceiptNo: 1 }] for a campus without receipts, for the active fiscal year by default', async () => {
    const campus = await make.createCampus();
    const api = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }));
    const response = await api.get(`/api/Receipt/GetReceiptNo?CampusId=66`).expect(200);
    expect(response.body).toEqual([{ nextReceiptNo: 1 }]);
  });

  it('reads the next number without reserving it', async () => {
    const campus = await make.createCampus();
    await takeNextReceiptNo(test.app.prisma, campus.id, activeFiscalYearId);
    await takeNextReceiptNo(test.app.prisma, campus.id, activeFiscalYearId);
    const api = asUser(test, await make.createUser({ role: 'CollegeUser', campusId: campus.id }));
    for (let read = 0; read < 2; read += 1) {
      const response = await api
        .get(`/api/Receipt/GetReceiptNo?campusId=${campus.id}&FiscalYearId=${activeFiscalYearId}`)
        .expect(200);
      expect(response.body).toEqual([{ nextReceiptNo: 3 }]);
    }
  });

  it('numbers each fiscal year apart', async () => {
    const campus = await make.createCampus();
    await takeNextReceiptNo(test.app.prisma, campus.id, activeFiscalYearId);
    const other = await test.app.prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: false } });
    const api = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }));
    expect((await api.get(`/api/Receipt/GetReceiptNo?FiscalYearId=${other.id}`).expect(200)).body).toEqual([
      { nextReceiptNo: 1 },
    ]);
    expect((await api.get('/api/Receipt/GetReceiptNo').expect(200)).body).toEqual([{ nextReceiptNo: 2 }]);
  });

  it('makes others name a campus in their scope, and answers 404 outside it', async () => {
    const campus = await make.createCampus();
    const foreign = await make.createCampus();
    const uniApi = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }));
    const missing = await uniApi.get('/api/Receipt/GetReceiptNo').expect(400);
    expect(missing.body.message).toBe(SETUP_MESSAGES.campusRequired);
    await uniApi.get(`/api/Receipt/GetReceiptNo?CampusId=${campus.id}`).expect(200);
    await uniApi.get(`/api/Receipt/GetReceiptNo?CampusId=${foreign.id}`).expect(404);
    await uniApi.get(`/api/Receipt/GetReceiptNo?CampusId=${campus.id}&FiscalYearId=999999`).expect(404);
  });

  it('refuses students', async () => {
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/Receipt/GetReceiptNo')
      .expect(403);
  });
});

describe('takeNextReceiptNo', () => {
  it('gives concurrent receipts of a campus distinct consecutive numbers', async () => {
    const campus = await make.createCampus();
    const taken = await Promise.all(
      Array.from({ length: 20 }, () => takeNextReceiptNo(test.app.prisma, campus.id, activeFiscalYearId)),
    );
    expect([...taken].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const counter = await test.app.prisma.receiptCounter.findUniqueOrThrow({
      where: { campusId_fiscalYearId: { campusId: campus.id, fiscalYearId: activeFiscalYearId } },
    });
    expect(counter.nextReceiptNo).toBe(21);
  });

  it('gives the number back when the receipt’s transaction fails', async () => {
    const campus = await make.createCampus();
    await expect(
      test.app.prisma.$transaction(async (tx) => {
        await takeNextReceiptNo(tx, campus.id, activeFiscalYearId);
        throw new Error('receipt failed');
      }),
    ).rejects.toThrow('receipt failed');
    expect(await takeNextReceiptNo(test.app.prisma, campus.id, activeFiscalYearId)).toBe(1);
  });
});

describe('issueReceipt', () => {
  const receiptOf = (campusId: number, studentId: number | null) => ({
    campusId,
    fiscalYearId: activeFiscalYearId,
    studentId,
    fullName: 'A Payer',
    dateOfPayment: new Date('2025-11-26T00:00:00Z'),
    items: [{ kind: 'general' as const, particulars: 'Form fee', amount: '100.00' }],
    channel: 'counter' as const,
    issuedById: null,
  });

  it('gives the number back when storing the receipt fails after the number was taken', async () => {
    const campus = await make.createCampus();
    // No such student: the receipt's insert fails in the statement that took the number.
    await expect(issueReceipt(test.app.prisma, receiptOf(campus.id, 999_999_999))).rejects.toThrow();
    expect(await test.app.prisma.receiptCounter.count({ where: { campusId: campus.id } })).toBe(0);
    expect(await issueReceipt(test.app.prisma, receiptOf(campus.id, null))).toMatchObject({ receiptNo: 1 });
  });

  it('answers 404 for a campus that does not exist, taking no number', async () => {
    await expect(issueReceipt(test.app.prisma, receiptOf(999_999_999, null))).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
