import { beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES } from '@hemis/contracts';
import { JPEG_BYTES } from '../../../../tests/support/records.ts';
import { listening } from '../../../../tests/support/route-walk.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

// 2082-08-10 BS is 2025-11-26; the app's today is 2025-11-27 (2082-08-11 BS).
const { test, make } = useTestApp({ clock: '2025-11-27T06:00:00Z' });
let fiscalYearId: number;
beforeAll(async () => {
  fiscalYearId = (await test.app.prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } })).id;
});

/** A campus with an accountant, an enrolled student with a sign-in, a course fee of the student's batch and program and a general fee. */
async function campusWithFees() {
  const campus = await make.createCampus();
  const accountant = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
  const account = await make.createUser({ role: 'Student', campusId: campus.id });
  const student = await make.createStudent({ campusId: campus.id, userId: account.id, rollNoManual: '17' });
  const tuition = await test.app.prisma.feeType.create({
    data: {
      campusId: campus.id,
      batchId: student.admissionYearId,
      programId: student.programId,
      name: 'Tuition Fee',
      amount: '25000.50',
    },
  });
  const exam = await test.app.prisma.feeType.create({
    data: {
      campusId: campus.id,
      batchId: student.admissionYearId,
      programId: student.programId,
      name: 'Exam Fee',
      amount: '3000.00',
    },
  });
  const library = await test.app.prisma.generalFeeType.create({
    data: { campusId: campus.id, feeType: 'generalFee', feeName: 'Library Fee', amount: '500.00' },
  });
  return { campus, accountant, account, student, tuition, exam, library, api: asUser(test, accountant) };
}

/** The multipart form the web sends for an enrolled student paying the given course fees. */
function receiptForm(
  request: ReturnType<ReturnType<typeof asUser>['post']>,
  fields: Record<string, string | number>,
  items: Record<string, string | number>[],
) {
  for (const [name, value] of Object.entries(fields)) request.field(name, String(value));
  items.forEach((item, index) => {
    for (const [name, value] of Object.entries(item))
      request.field(`ReceiptItemCreateDto[${index}].${name}`, String(value));
  });
  return request;
}

const courseItem = (feeTypeId: number, amount: string) => ({
  receiptType: 'Course-specific Fee',
  feeTypeId,
  generalFeeTypeId: 0,
  Amount: amount,
  Remarks: '',
});

const receiptCount = (campusId: number) => test.app.prisma.receipt.count({ where: { campusId } });

describe('POST /Receipt/GenerateReceipt', () => {
  it('issues a receipt of the user’s campus, whatever campus the form names, with the items totalled in decimals', async () => {
    const { campus, student, tuition, library, api, accountant } = await campusWithFees();
    const other = await make.createCampus();
    const response = await receiptForm(
      api.post('/api/Receipt/GenerateReceipt'),
      {
        receiptNo: 99,
        fiscalYearID: fiscalYearId,
        studentID: student.id,
        campusId: other.id,
        semester: 'First',
        dateOfPayment: '2082-08-10',
        totalAmount: '1',
      },
      [
        courseItem(tuition.id, '1500.10'),
        { receiptType: 'General Fee', feeTypeId: 0, generalFeeTypeId: library.id, Amount: '0.20', Remarks: 'Annual' },
      ],
    ).expect(201);
    expect(response.body).toEqual({ id: expect.any(Number), receiptNo: 1 });
    const stored = await test.app.prisma.receipt.findUniqueOrThrow({
      where: { id: response.body.id },
      include: { items: true },
    });
    expect(stored).toMatchObject({
      campusId: campus.id,
      studentId: student.id,
      semester: 1,
      dateOfPaymentBs: '2082-08-10',
      issuedById: accountant.id,
      channel: 'counter',
      status: 'issued',
    });
    expect(stored.totalAmount.toFixed(2)).toBe('1500.30');
    expect(stored.dateOfPayment.toISOString().slice(0, 10)).toBe('2025-11-26');
    expect(stored.items.map((item) => [item.kind, item.particulars, item.amount.toFixed(2)])).toEqual([
      ['course', 'Tuition Fee', '1500.10'],
      ['general', 'Library Fee', '0.20'],
    ]);
    const audit = await test.app.prisma.auditLog.findMany({
      where: { entity: 'Receipt', entityId: String(stored.id), userId: accountant.id },
    });
    expect(audit).toMatchObject([
      {
        action: 'create',
        actorEmail: accountant.email,
        actorRole: 'CollegeUser',
        changes: { receiptNo: 1, fiscalYearId, studentId: student.id, totalAmount: '1500.30' },
      },
    ]);
  });

  it('gives 50 concurrent receipts of a campus the numbers 1 to 50, none skipped or given twice', async () => {
    const { campus, student, tuition, accountant } = await campusWithFees();
    // Listening on a port: supertest would otherwise open one per request, and 50 at once trip over each other.
    const api = asUser(await listening(test), accountant);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        receiptForm(api.post('/api/Receipt/GenerateReceipt'), { studentID: student.id, dateOfPayment: '2082-08-10' }, [
          courseItem(tuition.id, '10.00'),
        ]),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const numbers = (
      await test.app.prisma.receipt.findMany({ where: { campusId: campus.id }, select: { receiptNo: true } })
    )
      .map((row) => row.receiptNo)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it('refuses a fee of another campus by its item, writes nothing and keeps the number for the next receipt', async () => {
    const { campus, student, tuition, api } = await campusWithFees();
    const foreign = await campusWithFees();
    const refused = await receiptForm(
      api.post('/api/Receipt/GenerateReceipt'),
      { studentID: student.id, dateOfPayment: '2082-08-10' },
      [courseItem(tuition.id, '10.00'), courseItem(foreign.tuition.id, '10.00')],
    ).expect(400);
    expect(refused.body.message).toContain(RECEIPT_MESSAGES.noSuchFee);
    expect(JSON.stringify(refused.body)).toContain('receiptItemCreateDto.1.feeTypeId');
    expect(await receiptCount(campus.id)).toBe(0);
    const next = await receiptForm(
      api.post('/api/Receipt/GenerateReceipt'),
      { studentID: student.id, dateOfPayment: '2082-08-10' },
      [courseItem(tuition.id, '10.00')],
    ).expect(201);
    expect(next.body.receiptNo).toBe(1);
  });

  it.each([
    ['an amount with three decimals', { dateOfPayment: '2082-08-10' }, '10.005', 'amount'],
    ['a zero amount', { dateOfPayment: '2082-08-10' }, '0.00', 'amount'],
    ['a negative amount', { dateOfPayment: '2082-08-10' }, '-5', 'amount'],
    ['an impossible BS date', { dateOfPayment: '2082-13-40' }, '10', 'dateOfPayment'],
    ['a date of payment after today', { dateOfPayment: '2082-08-12' }, '10', 'dateOfPayment'],
  ])('refuses %s with a message for the field and writes nothing', async (_case, fields, amount, field) => {
    const { campus, student, tuition, api } = await campusWithFees();
    const response = await receiptForm(api.post('/api/Receipt/GenerateReceipt'), { studentID: student.id, ...fields }, [
      courseItem(tuition.id, amount),
    ]);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body).toLowerCase()).toContain(field.toLowerCase());
    expect(await receiptCount(campus.id)).toBe(0);
  });

  it('refuses a receipt without items, and another payer without a name', async () => {
    const { campus, api, tuition } = await campusWithFees();
    await receiptForm(
      api.post('/api/Receipt/GenerateReceipt'),
      { studentID: 0, fullName: 'RAM BAHADUR', dateOfPayment: '2082-08-10' },
      [],
    ).expect(400);
    const nameless = await receiptForm(
      api.post('/api/Receipt/GenerateReceipt'),
      { studentID: 0, dateOfPayment: '2082-08-10' },
      [courseItem(tuition.id, '10')],
    ).expect(400);
    expect(nameless.body.message).toContain(RECEIPT_MESSAGES.payerRequired);
    expect(await receiptCount(campus.id)).toBe(0);
  });

  it('issues to another payer by name, and refuses a student of another campus', async () => {
    const { campus, api, library } = await campusWithFees();
    const foreign = await campusWithFees();
    const other = await receiptForm(
      api.post('/api/Receipt/GenerateReceipt'),
      { studentID: 0, fullName: 'RAM BAHADUR', dateOfPayment: '2082-08-10' },
      [{ receiptType: 'General Fee', generalFeeTypeId: library.id, Amount: '500' }],
    ).expect(201);
    expect(await test.app.prisma.receipt.findUniqueOrThrow({ where: { id: other.body.id } })).toMatchObject({
      studentId: null,
      fullName: 'RAM BAHADUR',
    });
    await receiptForm(
      api.post('/api/Receipt/GenerateReceipt'),
      { studentID: foreign.student.id, dateOfPayment: '2082-08-10' },
      [{ receiptType: 'General Fee', generalFeeTypeId: library.id, Amount: '500' }],
    ).expect(400);
    expect(await receiptCount(campus.id)).toBe(1);
  });

  it('keeps an application checked by its content, and refuses a file that is no image or PDF', async () => {
    const { campus, student, tuition, api } = await campusWithFees();
    const kept = await receiptForm(
      api.post('/api/Receipt/GenerateReceipt'),
      { studentID: student.id, dateOfPayment: '2082-08-10' },
      [courseItem(tuition.id, '10')],
    )
      .attach('uploadApplication', JPEG_BYTES, 'application.jpg')
      .expect(201);
    const stored = await test.app.prisma.receipt.findUniqueOrThrow({ where: { id: kept.body.id } });
    expect(stored.applicationFile).toMatch(/^receipts\/\d+\/[0-9a-f-]+\.jpg$/);
    await receiptForm(
      api.post('/api/Receipt/GenerateReceipt'),
      { studentID: student.id, dateOfPayment: '2082-08-10' },
      [courseItem(tuition.id, '10')],
    )
      .attach('uploadApplication', Buffer.from('MZ not an image'), 'application.jpg')
      .expect(415);
    expect(await receiptCount(campus.id)).toBe(1);
  });

  it('refuses roles without the permission', async () => {
    const { campus, student, tuition } = await campusWithFees();
    for (const user of [
      await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }),
      await make.createUser({ role: 'Student', campusId: campus.id }),
      await make.createUser({ role: 'CollegeUser', campusId: campus.id, modules: ['student management'] }),
    ]) {
      await receiptForm(
        asUser(test, user).post('/api/Receipt/GenerateReceipt'),
        { studentID: student.id, dateOfPayment: '2082-08-10' },
        [courseItem(tuition.id, '10')],
      ).expect(403);
    }
    expect(await receiptCount(campus.id)).toBe(0);
  });
});

/** Issues a receipt through the API and answers its id. */
async function issued(
  setup: Awaited<ReturnType<typeof campusWithFees>>,
  items = [courseItem(setup.tuition.id, '1000.25')],
) {
  const response = await receiptForm(
    setup.api.post('/api/Receipt/GenerateReceipt'),
    { studentID: setup.student.id, dateOfPayment: '2082-08-10' },
    items,
  ).expect(201);
  return response.body.id as number;
}

describe('cancelling a receipt', () => {
  it('needs a reason, keeps the receipt listed as cancelled, and refuses a second cancellation with 409', async () => {
    const setup = await campusWithFees();
    const id = await issued(setup);
    const missing = await setup.api.post(`/api/Receipt/${id}/cancel`).send({ reason: '   ' }).expect(400);
    expect(missing.body.message).toContain('reason');
    const cancelled = await setup.api.post(`/api/Receipt/${id}/cancel`).send({ reason: ' Wrong student ' }).expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'Wrong student', receiptNo: 1 });
    await setup.api.post(`/api/Receipt/${id}/cancel`).send({ reason: 'Again' }).expect(409);
    const list = await setup.api.get('/api/Receipt').expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id, receiptNo: 1, status: 'cancelled', cancelReason: 'Wrong student' }),
    ]);
    expect(await test.app.prisma.receipt.count({ where: { id } })).toBe(1);
  });

  it('answers 404 for another campus’s receipt and 403 for a reader without the permission', async () => {
    const setup = await campusWithFees();
    const foreign = await campusWithFees();
    const id = await issued(foreign);
    await setup.api.post(`/api/Receipt/${id}/cancel`).send({ reason: 'Mine?' }).expect(404);
    await setup.api.get(`/api/Receipt/${id}`).expect(404);
    const reader = await make.createUser({ role: 'UniAdmin', universityId: foreign.campus.universityId });
    await asUser(test, reader).post(`/api/Receipt/${id}/cancel`).send({ reason: 'No' }).expect(403);
    expect((await test.app.prisma.receipt.findUniqueOrThrow({ where: { id } })).status).toBe('issued');
  });
});

describe('GET /Receipt and GET /Receipt/{id}', () => {
  it('answers the contract’s fields, pages and searches in the database', async () => {
    const setup = await campusWithFees();
    for (let index = 0; index < 3; index += 1) await issued(setup);
    const page = await setup.api.get('/api/Receipt?page=1&pageSize=2&sortBy=receiptNo&sortOrder=asc').expect(200);
    expect(page.body.totalRecords).toBe(3);
    expect(page.body.data.map((row: { receiptNo: number }) => row.receiptNo)).toEqual([1, 2]);
    expect(page.body.data[0]).toMatchObject({
      fullName: expect.any(String),
      programName: expect.any(String),
      dateOfPayment: '2082-08-10',
      fiscalYear: expect.stringMatching(/^\d{4}\/\d{2}$/),
      status: 'issued',
      totalAmount: 1000.25,
    });
    const found = await setup.api.get('/api/Receipt?search=2').expect(200);
    expect(found.body.map((row: { receiptNo: number }) => row.receiptNo)).toEqual([2]);
    // What is typed is matched as text: a "%" or "_" is no wildcard.
    for (const wildcard of ['%', '_'])
      expect((await setup.api.get('/api/Receipt').query({ search: wildcard }).expect(200)).body).toEqual([]);
    const detail = await setup.api.get(`/api/Receipt/${page.body.data[0].id}`).expect(200);
    expect(detail.body).toMatchObject({
      receiptNo: 1,
      rollNo: '17',
      studentName: expect.any(String),
      receiptItem: [
        {
          id: expect.any(Number),
          feeTypeName: 'Tuition Fee',
          generalFeeTypeName: null,
          amount: 1000.25,
          remarks: null,
        },
      ],
    });
  });

  it('lets the campus’s university read its receipts, and a student only their own', async () => {
    const setup = await campusWithFees();
    const id = await issued(setup);
    const otherStudent = await make.createStudent({ campusId: setup.campus.id });
    const otherId = (
      await receiptForm(
        setup.api.post('/api/Receipt/GenerateReceipt'),
        { studentID: otherStudent.id, dateOfPayment: '2082-08-10' },
        [courseItem(setup.tuition.id, '5')],
      ).expect(201)
    ).body.id;
    const uni = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: setup.campus.universityId }));
    expect((await uni.get(`/api/Receipt?campusId=${setup.campus.id}`).expect(200)).body).toHaveLength(2);
    const own = asUser(test, setup.account);
    expect((await own.get('/api/Receipt').expect(200)).body.map((row: { id: number }) => row.id)).toEqual([id]);
    await own.get(`/api/Receipt/${id}`).expect(200);
    await own.get(`/api/Receipt/${otherId}`).expect(404);
  });
});

describe('a student’s statement', () => {
  it('charges the fees of the student’s batch and program and counts only receipts that are not cancelled', async () => {
    const setup = await campusWithFees();
    await issued(setup, [courseItem(setup.tuition.id, '10000.25'), courseItem(setup.exam.id, '3000')]);
    const cancelled = await issued(setup, [courseItem(setup.tuition.id, '999.99')]);
    await setup.api.post(`/api/Receipt/${cancelled}/cancel`).send({ reason: 'Typed twice' }).expect(200);
    // Charged 25000.50 + 3000.00; paid 10000.25 + 3000.00; due 15000.25 + 0.
    const expected = {
      studentId: setup.student.id,
      items: [
        { feeTypeId: setup.exam.id, particulars: 'Exam Fee', charged: 3000, paid: 3000, due: 0 },
        { feeTypeId: setup.tuition.id, particulars: 'Tuition Fee', charged: 25000.5, paid: 10000.25, due: 15000.25 },
      ],
      totalCharged: 28000.5,
      totalPaid: 13000.25,
      totalDue: 15000.25,
    };
    expect(
      (await setup.api.get(`/api/Receipt/Statement?studentId=${setup.student.id}`).expect(200)).body,
    ).toMatchObject(expected);
    expect((await asUser(test, setup.account).get('/api/Student/Me/Statement').expect(200)).body).toMatchObject(
      expected,
    );
    const foreign = await campusWithFees();
    await foreign.api.get(`/api/Receipt/Statement?studentId=${setup.student.id}`).expect(404);
    await asUser(test, setup.account).get(`/api/Receipt/Statement?studentId=${setup.student.id}`).expect(403);
  });
});
