import { beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../../../../tests/support/session.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();
let fiscalYearId: number;
beforeAll(async () => {
  fiscalYearId = (await test.app.prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } })).id;
});

/** A campus, its accountant, a student with a sign-in, and a receipt of two items issued to the student. */
async function issuedReceipt() {
  const campus = await make.createCampus();
  const accountant = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
  const account = await make.createUser({ role: 'Student', campusId: campus.id });
  const student = await make.createStudent({
    campusId: campus.id,
    userId: account.id,
    firstName: 'ANITA',
    lastName: 'RAI',
    rollNoManual: '17',
  });
  const receipt = await test.app.prisma.receipt.create({
    data: {
      campusId: campus.id,
      universityId: campus.universityId,
      fiscalYearId,
      receiptNo: 1,
      studentId: student.id,
      fullName: 'ANITA RAI',
      programId: student.programId,
      rollNo: '17',
      dateOfPayment: new Date('2025-11-26'),
      dateOfPaymentBs: '2082-08-10',
      totalAmount: '1550.50',
      issuedById: accountant.id,
      items: {
        create: [
          { kind: 'general', particulars: 'Tuition Fee', amount: '1200.00' },
          { kind: 'general', particulars: 'Library Fee', amount: '350.50', remarks: 'Annual' },
        ],
      },
    },
  });
  return { campus, accountant, account, student, receipt };
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('GET /Receipt/{id}/pdf', () => {
  it('prints both copies with the receipt number, the amount in English and Nepali words and a code that verifies', async () => {
    const { accountant, receipt } = await issuedReceipt();
    const pdf = await asBytes(asUser(test, accountant).get(`/api/Receipt/${receipt.id}/pdf`)).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [page = '', ...more] = await pdfText(pdf.body);
    expect(more).toEqual([]);
    expect(count(page, "Payer's Copy")).toBe(1);
    expect(count(page, 'Office Copy')).toBe(1);
    expect(count(page, `Receipt No.: ${receipt.receiptNo} `)).toBe(2);
    expect(count(page, 'Student Name: ANITA RAI')).toBe(2);
    expect(count(page, 'Rupees One Thousand Five Hundred Fifty and Fifty Paisa Only')).toBe(2);
    expect(count(page, 'रुपैयाँ एक हजार पाँच सय पचास र पचास पैसा मात्र')).toBe(2);
    const code = /Verification code: ((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/.exec(page)?.[1]?.replaceAll('-', '');
    expect(code).toHaveLength(24);
    const verified = await test.api.get(`/api/Verify/${code}`).expect(200);
    expect(verified.body).toMatchObject({
      kind: 'receipt',
      kindLabel: 'Student Income Receipt',
      holderName: 'ANITA RAI',
      issueDateBs: '2082-08-10',
      status: 'valid',
    });
    // The figures that prove the paper: an altered number or amount no longer matches them.
    const { yearNepali } = await test.app.prisma.fiscalYear.findUniqueOrThrow({ where: { id: fiscalYearId } });
    expect(verified.body.particulars).toBe(`Receipt No. ${receipt.receiptNo} of F.Y. ${yearNepali}, Rs. 1,550.50`);
  });

  it('prints the same code again, so the payer’s copy and a reprint verify alike', async () => {
    const { accountant, receipt } = await issuedReceipt();
    const codes = [];
    for (let print = 0; print < 2; print += 1) {
      const pdf = await asBytes(asUser(test, accountant).get(`/api/Receipt/${receipt.id}/pdf`)).expect(200);
      codes.push(/Verification code: ((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/.exec((await pdfText(pdf.body))[0]!)?.[1]);
    }
    expect(codes[0]).toBeDefined();
    expect(codes[1]).toBe(codes[0]);
  });

  it('prints a cancelled receipt marked CANCELLED with its reason, its code verifying as revoked', async () => {
    const { accountant, receipt } = await issuedReceipt();
    await test.app.prisma.receipt.update({
      where: { id: receipt.id },
      data: { status: 'cancelled', cancelReason: 'Entered twice', cancelledAt: new Date('2025-11-27T06:00:00Z') },
    });
    const pdf = await asBytes(asUser(test, accountant).get(`/api/Receipt/${receipt.id}/pdf`)).expect(200);
    const [page = ''] = await pdfText(pdf.body);
    expect(count(page, 'CANCELLED on 2082-08-11 B.S.: Entered twice')).toBe(2);
    const code = /Verification code: ((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/.exec(page)?.[1]?.replaceAll('-', '');
    expect((await test.api.get(`/api/Verify/${code}`).expect(200)).body.status).toBe('revoked');
  });

  it('answers 404 to another campus and to another student, and lets a student print their own', async () => {
    const { account, receipt } = await issuedReceipt();
    const other = await issuedReceipt();
    await asUser(test, other.accountant).get(`/api/Receipt/${receipt.id}/pdf`).expect(404);
    await asUser(test, other.account).get(`/api/Receipt/${receipt.id}/pdf`).expect(404);
    await asBytes(asUser(test, account).get(`/api/Receipt/${receipt.id}/pdf`)).expect(200);
  });
});
