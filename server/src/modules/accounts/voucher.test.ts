import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, HEMIS_POSTER_ID, HEMIS_POSTER_NAME, type Voucher } from '@hemis/contracts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { listening } from '../../../../tests/support/route-walk.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { issueReceipt as issueReceiptFor } from '../receipt/receipt.service.ts';
import { closedYearAsConflict } from './books.ts';

// Today is 2083-08-10 B.S. (2026-11-26): F.Y. 2083/84 runs, 2082/83 and 2081/82 have ended.
const { test, make } = useTestApp({ clock: '2026-11-26T06:00:00Z' });
const M = ACCOUNT_MESSAGES;

/** Standard ledgers by code. */
const L: Record<string, number> = {};
const FY: Record<string, number> = {};
beforeAll(async () => {
  const ledgers = await test.app.prisma.accountLedger.findMany({ where: { campusId: null } });
  for (const ledger of ledgers) L[ledger.code] = ledger.id;
  const years = await test.app.prisma.fiscalYear.findMany();
  for (const year of years) FY[year.yearNepali] = year.id;
});

/** A campus with three accountants (to prepare, verify and approve) and an administrator. */
async function books() {
  const campus = await make.createCampus();
  const user = () => make.createUser({ role: 'CollegeUser', campusId: campus.id });
  const [preparer, verifier, approver, admin] = await Promise.all([
    user(),
    user(),
    user(),
    make.createUser({ role: 'CollegeAdmin', campusId: campus.id }),
  ]);
  return {
    campus,
    preparer,
    verifier,
    approver,
    prepare: asUser(test, preparer),
    verify: asUser(test, verifier),
    approve: asUser(test, approver),
    admin: asUser(test, admin),
  };
}
type Books = Awaited<ReturnType<typeof books>>;

const line = (code: string, side: 'debit' | 'credit', amount: string, extra: object = {}) => ({
  ledgerId: L[code],
  [side]: amount,
  ...extra,
});

/** Electricity paid in cash. */
const paymentBody = (amount = '1000.00', dateBs = '2083-08-01', fiscalYear = '2083/84') => ({
  fiscalYearId: FY[fiscalYear],
  voucherType: 'Payment',
  dateBs,
  narration: 'Electricity for Kartik',
  lines: [line('5201', 'debit', amount), line('1201', 'credit', amount)],
});

/** Prepared, verified and approved by the campus's three accountants. */
async function approved(b: Books, body: object): Promise<Voucher> {
  const { body: voucher } = await b.prepare.post('/api/Voucher').send(body).expect(201);
  await b.verify.post(`/api/Voucher/${voucher.id}/Verify`).expect(200);
  return (await b.approve.post(`/api/Voucher/${voucher.id}/Approve`).expect(200)).body;
}

const voucherCount = (campusId: number) => test.app.prisma.voucher.count({ where: { campusId } });
const sideOf = (lines: Voucher['lines']) =>
  lines.map((row) => [row.ledgerCode, row.debit, row.credit]).sort((a, b) => a.join().localeCompare(b.join()));

describe('vouchers', () => {
  it('are prepared, verified and approved by three different users, numbered on approval and posted', async () => {
    const b = await books();
    const prepared = (await b.prepare.post('/api/Voucher').send(paymentBody()).expect(201)).body as Voucher;
    expect(prepared).toMatchObject({
      status: 'Prepared',
      voucherNo: null,
      voucherNumber: null,
      totalAmount: '1000.00',
      dateAd: '2026-11-17',
      preparedBy: { id: b.preparer.id },
      can: { edit: true, discard: true, verify: false, approve: false, reverse: false },
    });
    expect(prepared.lines.map((row) => [row.ledgerCode, row.debit, row.credit])).toEqual([
      ['5201', '1000.00', '0.00'],
      ['1201', '0.00', '1000.00'],
    ]);
    expect((await b.verify.get(`/api/Voucher/${prepared.id}`).expect(200)).body.can.verify).toBe(true);

    const own = await b.prepare.post(`/api/Voucher/${prepared.id}/Verify`).expect(409);
    expect(own.body.message).toBe(M.sameUserVerifies);
    expect((await b.approve.post(`/api/Voucher/${prepared.id}/Approve`).expect(409)).body.message).toBe(
      M.notYetVerified,
    );
    await b.verify.post(`/api/Voucher/${prepared.id}/Verify`).expect(200);
    expect((await b.verify.post(`/api/Voucher/${prepared.id}/Approve`).expect(409)).body.message).toBe(
      M.sameUserApproves,
    );
    expect((await b.prepare.post(`/api/Voucher/${prepared.id}/Approve`).expect(409)).body.message).toBe(
      M.sameUserApproves,
    );
    const done = (await b.approve.post(`/api/Voucher/${prepared.id}/Approve`).expect(200)).body as Voucher;
    expect(done).toMatchObject({
      status: 'Approved',
      voucherNumber: 'PV-1',
      verifiedBy: { id: b.verifier.id },
      approvedBy: { id: b.approver.id, name: 'Test CollegeUser' },
    });
    // The list's one statement answers the voucher as reading it by id does: its steps, names and times.
    const { reversalReason: _reason, lines: _lines, can: _can, ...summary } = done;
    const listed = (await b.verify.get('/api/Voucher?voucherType=Payment').expect(200)).body.data as unknown[];
    expect(listed).toEqual([summary]);
    expect(
      await test.app.prisma.voucherLine.findMany({ where: { voucherId: done.id }, select: { posted: true } }),
    ).toEqual([{ posted: true }, { posted: true }]);
    expect((await b.approve.post(`/api/Voucher/${prepared.id}/Approve`).expect(409)).body.message).toBe(
      M.alreadyApproved,
    );
    expect((await auditEntriesFor(test.app.prisma, 'Voucher', done.id)).map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'update',
    ]);
  });

  it('never edits or deletes an approved voucher: its reversal names it and is approved like any other', async () => {
    const b = await books();
    const original = await approved(b, paymentBody('750.50'));
    expect((await b.prepare.put(`/api/Voucher/${original.id}`).send(paymentBody()).expect(409)).body.message).toBe(
      M.approvedIsFinal,
    );
    expect((await b.prepare.delete(`/api/Voucher/${original.id}`).expect(409)).body.message).toBe(M.approvedIsFinal);
    await b.prepare.post(`/api/Voucher/${original.id}/Reverse`).send({ reason: '' }).expect(400);
    const reversal = (
      await b.prepare.post(`/api/Voucher/${original.id}/Reverse`).send({ reason: 'Paid twice' }).expect(201)
    ).body as Voucher;
    expect(reversal).toMatchObject({
      status: 'Prepared',
      voucherType: 'Payment',
      reversesVoucherId: original.id,
      reversalReason: 'Paid twice',
      dateBs: '2083-08-10',
      totalAmount: '750.50',
      narration: 'Reversal of PV-1: Paid twice',
    });
    expect(reversal.lines.map((row) => [row.ledgerCode, row.debit, row.credit])).toEqual([
      ['5201', '0.00', '750.50'],
      ['1201', '750.50', '0.00'],
    ]);
    expect((await b.prepare.get(`/api/Voucher/${original.id}`).expect(200)).body).toMatchObject({
      reversedByVoucherId: reversal.id,
      can: { reverse: false },
    });
    expect(
      (await b.prepare.post(`/api/Voucher/${original.id}/Reverse`).send({ reason: 'Again' }).expect(409)).body.message,
    ).toBe(M.alreadyReversed);
    expect((await b.prepare.put(`/api/Voucher/${reversal.id}`).send(paymentBody()).expect(409)).body.message).toBe(
      M.reversalFixed,
    );
    await b.verify.post(`/api/Voucher/${reversal.id}/Verify`).expect(200);
    expect((await b.approve.post(`/api/Voucher/${reversal.id}/Approve`).expect(200)).body.voucherNumber).toBe('PV-2');
    expect(
      (await b.prepare.post(`/api/Voucher/${reversal.id}/Reverse`).send({ reason: 'Undo' }).expect(409)).body.message,
    ).toBe(M.reversalOfReversal);
  });

  it('edits a voucher while it is prepared, replacing its lines, and discards one not yet approved', async () => {
    const b = await books();
    const { body: voucher } = await b.prepare.post('/api/Voucher').send(paymentBody()).expect(201);
    const journal = {
      ...paymentBody(),
      voucherType: 'Journal',
      narration: 'Salary due',
      lines: [line('5101', 'debit', '300.00'), line('5102', 'debit', '200.00'), line('2101', 'credit', '500.00')],
    };
    // Whoever rewrites a voucher becomes its preparer, and may not verify it.
    const edited = (await b.verify.put(`/api/Voucher/${voucher.id}`).send(journal).expect(200)).body as Voucher;
    expect(edited).toMatchObject({ voucherType: 'Journal', totalAmount: '500.00', preparedBy: { id: b.verifier.id } });
    expect(edited.lines.map((row) => row.lineNo)).toEqual([1, 2, 3]);
    await b.verify.post(`/api/Voucher/${voucher.id}/Verify`).expect(409);
    await b.prepare.post(`/api/Voucher/${voucher.id}/Verify`).expect(200);
    expect((await b.prepare.put(`/api/Voucher/${voucher.id}`).send(journal).expect(409)).body.message).toBe(
      M.notPrepared,
    );
    await b.prepare.delete(`/api/Voucher/${voucher.id}`).expect(200);
    await b.prepare.get(`/api/Voucher/${voucher.id}`).expect(404);
    expect(await test.app.prisma.voucherLine.count({ where: { voucherId: voucher.id } })).toBe(0);
    expect((await auditEntriesFor(test.app.prisma, 'Voucher', voucher.id)).map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'update',
      'delete',
    ]);
  });

  it('refuses bad vouchers with a message per field and writes nothing', async () => {
    const b = await books();
    const other = await books();
    const subLedger = await other.prepare
      .post('/api/AccountSubLedger')
      .send({ ledgerId: L['2101'], code: 'S1', name: 'Sita' })
      .expect(201);
    const ownSubLedger = await b.prepare
      .post('/api/AccountSubLedger')
      .send({ ledgerId: L['2101'], code: 'S1', name: 'Hari' })
      .expect(201);
    const otherLedger = await other.prepare
      .post('/api/AccountLedger')
      .send({
        subGroupId: (await test.app.prisma.accountSubGroup.findFirstOrThrow({ where: { code: '52', campusId: null } }))
          .id,
        code: 'OWN-1',
        name: 'Theirs',
      })
      .expect(201);
    const refusals: [object, number, string][] = [
      [
        { ...paymentBody(), lines: [line('5201', 'debit', '100.00'), line('1201', 'credit', '90.00')] },
        400,
        M.unbalanced,
      ],
      [{ ...paymentBody(), lines: [line('5201', 'debit', '100.00')] }, 400, M.linesRequired],
      [
        { ...paymentBody(), lines: [line('5201', 'debit', '-5'), line('1201', 'credit', '-5')] },
        400,
        M.lineAmountInvalid,
      ],
      [
        { ...paymentBody(), lines: [line('5201', 'debit', '5', { credit: '5' }), line('1201', 'credit', '5')] },
        400,
        M.lineBothSides,
      ],
      [paymentBody('10.00', '2083-08-20'), 400, M.dateInFuture],
      [paymentBody('10.00', '2082-10-15'), 400, M.dateOutsideFiscalYear],
      [paymentBody('10.00', '2083-13-40'), 400, M.dateRequired],
      [{ ...paymentBody(), fiscalYearId: 999_999 }, 400, M.noSuchFiscalYear],
      [{ ...paymentBody(), voucherType: 'Receipt' }, 400, M.voucherTypeRequired],
      [
        { ...paymentBody(), lines: [line('5201', 'debit', '10.00'), line('2101', 'credit', '10.00')] },
        400,
        M.paymentNeedsCashOrBank,
      ],
      [
        {
          ...paymentBody(),
          lines: [{ ledgerId: otherLedger.body.id, debit: '10.00' }, line('1201', 'credit', '10.00')],
        },
        400,
        M.noSuchLedger,
      ],
      [
        {
          ...paymentBody(),
          lines: [line('5201', 'debit', '10.00', { subLedgerId: subLedger.body.id }), line('1201', 'credit', '10.00')],
        },
        400,
        M.noSuchSubLedger,
      ],
      [
        {
          ...paymentBody(),
          lines: [
            line('5201', 'debit', '10.00', { subLedgerId: ownSubLedger.body.id }),
            line('1201', 'credit', '10.00'),
          ],
        },
        400,
        M.subLedgerOfOtherLedger,
      ],
      [{ ...paymentBody(), campusId: other.campus.id }, 404, 'Campus not found'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await b.prepare.post('/api/Voucher').send(body);
      expect([response.status, response.body.message], JSON.stringify(body)).toEqual([
        status,
        expect.stringContaining(message),
      ]);
    }
    expect(await voucherCount(b.campus.id)).toBe(0);
    // A sub-ledger of the line's ledger is taken.
    const salary = {
      ...paymentBody(),
      lines: [line('2101', 'debit', '10.00', { subLedgerId: ownSubLedger.body.id }), line('1202', 'credit', '10.00')],
    };
    expect((await b.prepare.post('/api/Voucher').send(salary).expect(201)).body.lines[0].subLedgerName).toBe('Hari');
    // Money received other than fees (a grant into the bank) is a journal voucher: the spec has
    // screens for journal and payment vouchers only.
    const grant = {
      ...paymentBody(),
      voucherType: 'Journal',
      lines: [line('1202', 'debit', '500000.00'), line('4201', 'credit', '500000.00')],
    };
    expect((await b.prepare.post('/api/Voucher').send(grant).expect(201)).body.voucherType).toBe('Journal');
  });

  it('are refused by the database itself when approved without balancing', async () => {
    const b = await books();
    const insert = (credit: string) =>
      test.app.prisma.$transaction(async (tx) => {
        const [voucher] = await tx.$queryRaw<{ id: number }[]>`
          INSERT INTO "Voucher" ("campusId", "universityId", "fiscalYearId", "voucherType", status, "voucherNo", "dateBs",
                 "dateAd", narration, "totalAmount", "preparedById", "approvedById", "approvedAt", "updatedAt")
          VALUES (${b.campus.id}, ${b.campus.universityId}, ${FY['2083/84']}, 'Journal', 'Approved', ${credit === '100.00' ? 1 : 2},
                  '2083-08-01', '2026-11-17', 'By hand', 100, ${b.preparer.id}, ${b.approver.id}, now(), now())
          RETURNING id`;
        await tx.$executeRaw`
          INSERT INTO "VoucherLine" ("voucherId", "lineNo", "ledgerId", debit, credit, "campusId", "fiscalYearId", "dateAd", posted)
          VALUES (${voucher!.id}, 1, ${L['5201']}, 100, 0, ${b.campus.id}, ${FY['2083/84']}, '2026-11-17', true),
                 (${voucher!.id}, 2, ${L['2101']}, 0, ${credit}::numeric, ${b.campus.id}, ${FY['2083/84']}, '2026-11-17', true)`;
      });
    await expect(insert('90.00')).rejects.toThrow(/does not balance/);
    expect(await voucherCount(b.campus.id)).toBe(0);
    await insert('100.00');
    expect(await voucherCount(b.campus.id)).toBe(1);
  });

  it('take the numbers 1 to N without a gap or a repeat when approved at once', async () => {
    const b = await books();
    const N = 12;
    const ids: number[] = [];
    for (let index = 0; index < N; index += 1)
      ids.push(
        (
          await b.prepare
            .post('/api/Voucher')
            .send(paymentBody(`${index + 1}.00`))
            .expect(201)
        ).body.id,
      );
    await Promise.all(ids.map((id) => b.verify.post(`/api/Voucher/${id}/Verify`).expect(200)));
    const approver = asUser(await listening(test), b.approver);
    const responses = await Promise.all(ids.map((id) => approver.post(`/api/Voucher/${id}/Approve`)));
    expect(responses.map((response) => response.status)).toEqual(Array(N).fill(200));
    const numbers = (
      await test.app.prisma.voucher.findMany({ where: { campusId: b.campus.id }, select: { voucherNo: true } })
    ).map((row) => row.voucherNo!);
    expect(numbers.sort((x, y) => x - y)).toEqual(Array.from({ length: N }, (_, index) => index + 1));
  });

  it('are read within scope: paged and filtered, 404 for another campus, 403 for other roles', async () => {
    const b = await books();
    const first = await approved(b, paymentBody('10.00', '2083-07-01'));
    await b.prepare.post('/api/Voucher').send(paymentBody('20.00')).expect(201);
    const page = await b.prepare.get('/api/Voucher?pageSize=1&sortBy=totalAmount&sortOrder=asc').expect(200);
    expect(page.body).toMatchObject({ totalRecords: 2, data: [{ id: first.id, voucherNumber: 'PV-1' }] });
    expect((await b.prepare.get('/api/Voucher?status=Prepared').expect(200)).body.data).toHaveLength(1);
    expect((await b.prepare.get('/api/Voucher?search=PV-1').expect(200)).body.data).toMatchObject([{ id: first.id }]);
    expect((await b.prepare.get('/api/Voucher?toDate=2083-07-30').expect(200)).body.data).toMatchObject([
      { id: first.id },
    ]);
    expect((await b.prepare.get(`/api/Voucher?ledgerId=${L['1202']}`).expect(200)).body.data).toEqual([]);
    await b.prepare.get('/api/Voucher?fromDate=2083-08-01&toDate=2083-07-01').expect(400);

    const other = await books();
    await other.prepare.get(`/api/Voucher/${first.id}`).expect(404);
    await other.prepare.put(`/api/Voucher/${first.id}`).send(paymentBody()).expect(404);
    await other.verify.post(`/api/Voucher/${first.id}/Verify`).expect(404);
    await other.prepare.delete(`/api/Voucher/${first.id}`).expect(404);
    await other.prepare.get(`/api/Voucher?campusId=${b.campus.id}`).expect(404);
    // Without page parameters, the first page: a university's or the country's vouchers are millions.
    expect((await other.prepare.get('/api/Voucher').expect(200)).body).toMatchObject({
      data: [],
      totalRecords: 0,
      page: 1,
    });

    const uni = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: b.campus.universityId }));
    expect((await uni.get(`/api/Voucher?campusId=${b.campus.id}`).expect(200)).body.data).toHaveLength(2);
    expect((await uni.get(`/api/Voucher/${first.id}`).expect(200)).body.can).toEqual({
      edit: false,
      discard: false,
      verify: false,
      approve: false,
      reverse: false,
    });
    await uni.post('/api/Voucher').send(paymentBody()).expect(403);
    await uni.post(`/api/Voucher/${first.id}/Reverse`).send({ reason: 'x' }).expect(403);
    await asUser(test, await make.createUser({ role: 'UgcAdmin' }))
      .get(`/api/Voucher/${first.id}`)
      .expect(200);
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/Voucher')
      .expect(403);
    await asUser(test, await make.createUser({ role: 'Admin' }))
      .post('/api/Voucher')
      .send(paymentBody())
      .expect(403);
  });

  it('print with the campus’s header, the lines and a verification code', async () => {
    const b = await books();
    const voucher = await approved(b, paymentBody('1250.00'));
    const response = await asBytes(b.prepare.get(`/api/Voucher/${voucher.id}/pdf`)).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfText(response.body as Uint8Array);
    expect(page).toContain('PAYMENT VOUCHER');
    expect(page).toContain('PV-1');
    expect(page).toContain('1,250.00');
    expect(page).toContain('Electricity and Water');
    const document = await test.app.prisma.issuedDocument.findFirstOrThrow({
      where: { kind: 'voucher', subjectId: voucher.id },
    });
    expect(page!.replace(/-/g, '')).toContain(document.code);
    const verified = await test.api.get(`/api/Verify/${document.code}`).expect(200);
    expect(verified.body).toMatchObject({ status: 'valid', kindLabel: 'Accounting Voucher' });
    // A reprint carries the same code.
    await asBytes(b.verify.get(`/api/Voucher/${voucher.id}/pdf`)).expect(200);
    expect(await test.app.prisma.issuedDocument.count({ where: { kind: 'voucher', subjectId: voucher.id } })).toBe(1);
    await (await books()).prepare.get(`/api/Voucher/${voucher.id}/pdf`).expect(404);
  });
});

// ---- Receipts posted to the books --------------------------------------------------------------

/** A student of the campus with a course fee and a general fee. */
async function feesOf(campusId: number) {
  const student = await make.createStudent({ campusId });
  const tuition = await test.app.prisma.feeType.create({
    data: {
      campusId,
      batchId: student.admissionYearId,
      programId: student.programId,
      name: 'Tuition Fee',
      amount: '25000.00',
    },
  });
  const library = await test.app.prisma.generalFeeType.create({
    data: { campusId, feeType: 'generalFee', feeName: 'Library Fee', amount: '500.00' },
  });
  return { student, tuition, library };
}

function issueReceipt(
  api: ReturnType<typeof asUser>,
  fees: Awaited<ReturnType<typeof feesOf>>,
  dateOfPayment: string,
  amounts: { course: string; general?: string },
) {
  const request = api
    .post('/api/Receipt/GenerateReceipt')
    .field('studentID', String(fees.student.id))
    .field('dateOfPayment', dateOfPayment)
    .field('ReceiptItemCreateDto[0].receiptType', 'Course-specific Fee')
    .field('ReceiptItemCreateDto[0].feeTypeId', String(fees.tuition.id))
    .field('ReceiptItemCreateDto[0].Amount', amounts.course);
  if (amounts.general)
    request
      .field('ReceiptItemCreateDto[1].receiptType', 'General Fee')
      .field('ReceiptItemCreateDto[1].generalFeeTypeId', String(fees.library.id))
      .field('ReceiptItemCreateDto[1].Amount', amounts.general);
  return request;
}

const receiptVoucher = (receiptId: number, isReceiptCancellation = false) =>
  test.app.prisma.voucher.findUniqueOrThrow({
    where: { receiptId_isReceiptCancellation: { receiptId, isReceiptCancellation } },
  });

describe('receipts', () => {
  it('post a Receipt voucher when issued, and its reversal when cancelled', async () => {
    const b = await books();
    const fees = await feesOf(b.campus.id);
    const receipt = await issueReceipt(b.prepare, fees, '2083-08-05', { course: '1500.25', general: '200.00' }).expect(
      201,
    );
    const posted = await receiptVoucher(receipt.body.id);
    const read = (await b.prepare.get(`/api/Voucher/${posted.id}`).expect(200)).body as Voucher;
    expect(read).toMatchObject({
      voucherType: 'Receipt',
      status: 'Approved',
      voucherNumber: 'RV-1',
      fiscalYearId: FY['2083/84'],
      dateBs: '2083-08-05',
      totalAmount: '1700.25',
      receiptId: receipt.body.id,
      preparedBy: { id: b.preparer.id },
      approvedBy: { id: b.preparer.id },
      can: { edit: false, discard: false, reverse: false },
    });
    expect(sideOf(read.lines)).toEqual([
      ['1201', '1700.25', '0.00'],
      ['4101', '0.00', '1500.25'],
      ['4102', '0.00', '200.00'],
    ]);
    expect(
      (await b.prepare.post(`/api/Voucher/${posted.id}/Reverse`).send({ reason: 'x' }).expect(409)).body.message,
    ).toBe(M.postedByHemis);
    await b.prepare.delete(`/api/Voucher/${posted.id}`).expect(409);

    await b.prepare.post(`/api/Receipt/${receipt.body.id}/cancel`).send({ reason: 'Wrong student' }).expect(200);
    const reversal = await receiptVoucher(receipt.body.id, true);
    const reversed = (await b.prepare.get(`/api/Voucher/${reversal.id}`).expect(200)).body as Voucher;
    expect(reversed).toMatchObject({
      voucherNumber: 'RV-2',
      status: 'Approved',
      dateBs: '2083-08-10',
      reversesVoucherId: posted.id,
      totalAmount: '1700.25',
    });
    expect(sideOf(reversed.lines)).toEqual([
      ['1201', '0.00', '1700.25'],
      ['4101', '1500.25', '0.00'],
      ['4102', '200.00', '0.00'],
    ]);
    expect((await b.prepare.get(`/api/Voucher/${posted.id}`).expect(200)).body.reversedByVoucherId).toBe(reversal.id);
  });

  it('post an online payment’s receipt to the bank, by HEMIS itself', async () => {
    const b = await books();
    const fees = await feesOf(b.campus.id);
    const receipt = await issueReceiptFor(test.app.prisma, {
      campusId: b.campus.id,
      fiscalYearId: FY['2083/84']!,
      studentId: fees.student.id,
      fullName: 'Online Payer',
      dateOfPayment: new Date('2026-11-26T00:00:00Z'),
      items: [{ kind: 'course', feeTypeId: fees.tuition.id, amount: '999.99' }],
      channel: 'esewa',
      issuedById: null,
      issuedAt: new Date('2026-11-26T06:00:00Z'),
    });
    const posted = await receiptVoucher(receipt.id);
    const read = (await b.prepare.get(`/api/Voucher/${posted.id}`).expect(200)).body as Voucher;
    expect(read).toMatchObject({
      voucherNumber: 'RV-1',
      dateBs: '2083-08-10',
      preparedBy: { id: HEMIS_POSTER_ID, name: HEMIS_POSTER_NAME, at: '2026-11-26T06:00:00.000Z' },
      approvedBy: { id: HEMIS_POSTER_ID },
    });
    expect(sideOf(read.lines)).toEqual([
      ['1202', '999.99', '0.00'],
      ['4101', '0.00', '999.99'],
    ]);
  });
});

// ---- Closing a fiscal year --------------------------------------------------------------------

describe('closing a fiscal year', () => {
  it('closes a year whose balances are all nil with nothing to carry, so it holds back no later year', async () => {
    const b = await books();
    const entry = (debit: string, credit: string) => ({
      fiscalYearId: FY['2081/82'],
      voucherType: 'Journal',
      dateBs: '2081-10-15',
      narration: 'Entered and taken back',
      lines: [line(debit, 'debit', '750.00'), line(credit, 'credit', '750.00')],
    });
    await approved(b, entry('1103', '2105'));
    await approved(b, entry('2105', '1103'));
    const closed = (await b.admin.post('/api/AccountYear/Close').send({ fiscalYearId: FY['2081/82'] }).expect(200))
      .body;
    expect(closed).toMatchObject({ fiscalYear: '2081/82', isClosed: true, openingVoucherId: null });
    expect(await voucherCount(b.campus.id)).toBe(2);
  });

  it('carries the balances into the next year’s Opening voucher, the surplus to the accumulated fund, and closes the year', async () => {
    const b = await books();
    const fees = await feesOf(b.campus.id);
    // 2081/82: a building bought with a capital grant.
    await approved(b, {
      fiscalYearId: FY['2081/82'],
      voucherType: 'Journal',
      dateBs: '2081-10-15',
      narration: 'Building handed over',
      lines: [line('1102', 'debit', '10000.00'), line('3102', 'credit', '10000.00')],
    });
    // 2082/83: furniture on credit, electricity paid, fees received.
    await approved(b, {
      fiscalYearId: FY['2082/83'],
      voucherType: 'Journal',
      dateBs: '2082-10-15',
      narration: 'Furniture on credit',
      lines: [line('1103', 'debit', '5000.00'), line('2105', 'credit', '5000.00')],
    });
    await approved(b, paymentBody('1200.00', '2082-11-01', '2082/83'));
    const receipt = await issueReceipt(b.prepare, fees, '2082-12-01', { course: '3000.00' }).expect(201);
    const draft = (
      await b.prepare
        .post('/api/Voucher')
        .send(paymentBody('1.00', '2082-11-02', '2082/83'))
        .expect(201)
    ).body as Voucher;

    const close = (fiscalYear: string) => b.admin.post('/api/AccountYear/Close').send({ fiscalYearId: FY[fiscalYear] });
    await b.prepare.post('/api/AccountYear/Close').send({ fiscalYearId: FY['2082/83'] }).expect(403);
    expect((await close('2083/84').expect(409)).body.message).toBe(M.yearNotEnded);
    expect((await close('2082/83').expect(409)).body.message).toBe(M.earlierYearOpen);
    const first = (await close('2081/82').expect(200)).body;
    expect(first).toMatchObject({ fiscalYear: '2081/82', isClosed: true, openingVoucherId: expect.any(Number) });
    expect((await close('2081/82').expect(409)).body.message).toBe(M.yearAlreadyClosed);
    expect((await close('2082/83').expect(409)).body.message).toBe(M.vouchersAwaitingApproval);
    await b.prepare.delete(`/api/Voucher/${draft.id}`).expect(200);
    const closed = (await close('2082/83').expect(200)).body;

    const opening = (await b.prepare.get(`/api/Voucher/${closed.openingVoucherId}`).expect(200)).body as Voucher;
    expect(opening).toMatchObject({
      voucherType: 'Opening',
      status: 'Approved',
      voucherNumber: 'OV-1',
      fiscalYear: '2083/84',
      dateBs: '2083-04-01',
      totalAmount: '16800.00',
    });
    expect(sideOf(opening.lines)).toEqual([
      ['1102', '10000.00', '0.00'],
      ['1103', '5000.00', '0.00'],
      ['1201', '1800.00', '0.00'],
      ['2105', '0.00', '5000.00'],
      ['3101', '0.00', '1800.00'],
      ['3102', '0.00', '10000.00'],
    ]);
    const years = (await b.prepare.get('/api/AccountYear').expect(200)).body as {
      fiscalYear: string;
      isClosed: boolean;
    }[];
    expect(years.filter((year) => year.isClosed).map((year) => year.fiscalYear)).toEqual(['2082/83', '2081/82']);
    const uni = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: b.campus.universityId }));
    await uni.get('/api/AccountYear').expect(400);
    expect((await uni.get(`/api/AccountYear?campusId=${b.campus.id}`).expect(200)).body).toHaveLength(years.length);
    await (await books()).prepare.get(`/api/AccountYear?campusId=${b.campus.id}`).expect(404);

    // Nothing more enters the closed year: vouchers, receipts dated in it, or a cancellation of one of its receipts.
    const before = await voucherCount(b.campus.id);
    expect(
      (
        await b.prepare
          .post('/api/Voucher')
          .send(paymentBody('5.00', '2082-11-02', '2082/83'))
          .expect(409)
      ).body.message,
    ).toBe(M.yearClosed);
    expect((await issueReceipt(b.prepare, fees, '2082-12-02', { course: '10.00' }).expect(409)).body.message).toBe(
      M.receiptYearClosed,
    );
    expect(
      (await b.prepare.post(`/api/Receipt/${receipt.body.id}/cancel`).send({ reason: 'Late' }).expect(409)).body
        .message,
    ).toBe(M.receiptYearClosed);
    expect(await voucherCount(b.campus.id)).toBe(before);
    expect((await test.app.prisma.receipt.findUniqueOrThrow({ where: { id: receipt.body.id } })).status).toBe('issued');
    // A write that slipped past the checks (a year closed meanwhile) meets the trigger, answered as 409 too.
    const intoClosedYear = {
      campusId: b.campus.id,
      universityId: b.campus.universityId,
      fiscalYearId: FY['2082/83']!,
      voucherType: 'Journal' as const,
      dateBs: '2082-11-02',
      dateAd: new Date('2026-02-14T00:00:00Z'),
      narration: 'Late',
      totalAmount: '1.00',
      preparedById: b.preparer.id,
    };
    await expect(closedYearAsConflict(test.app.prisma.voucher.create({ data: intoClosedYear }))).rejects.toMatchObject({
      statusCode: 409,
      message: M.yearClosed,
    });
    await expect(
      closedYearAsConflict(
        test.app.prisma.$executeRaw`
          INSERT INTO "Voucher" ("campusId", "universityId", "fiscalYearId", "voucherType", "dateBs", "dateAd", narration,
                 "totalAmount", "preparedById", "updatedAt")
          VALUES (${b.campus.id}, ${b.campus.universityId}, ${FY['2082/83']}, 'Journal', '2082-11-02', '2026-02-14', 'Late', 1,
                  ${b.preparer.id}, now())`,
        M.receiptYearClosed,
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: M.receiptYearClosed });
    expect(await voucherCount(b.campus.id)).toBe(before);
  });
});

describe('the ledger tally', () => {
  it('holds exactly what the posted lines moved on each ledger, Opening vouchers left out, after every kind of posting', async () => {
    // The other tests of this file approved, reversed, posted receipts and their cancellations
    // and closed years before this one; the tally kept by triggers must agree with the lines.
    const differences = await test.app.prisma.$queryRaw<unknown[]>`
      WITH lines AS (
        SELECT l."fiscalYearId", l."ledgerId", l."campusId", sum(l.debit) AS debit, sum(l.credit) AS credit
          FROM "VoucherLine" l JOIN "Voucher" v ON v.id = l."voucherId"
         WHERE l.posted AND v."voucherType" <> 'Opening'
         GROUP BY 1, 2, 3)
      SELECT * FROM lines l FULL JOIN "LedgerTally" t USING ("fiscalYearId", "ledgerId", "campusId")
       WHERE l.debit IS DISTINCT FROM t.debit OR l.credit IS DISTINCT FROM t.credit`;
    expect(differences).toEqual([]);
    expect(await test.app.prisma.ledgerTally.count()).toBeGreaterThan(0);
  });
});
