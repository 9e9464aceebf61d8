import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEsewaStandIn, type EsewaStandIn } from '../../../../scripts/lib/esewa-stand-in.ts';
import { testClock } from '../../../../tests/support/clock.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusWithProgram } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { EsewaProvider } from './esewa.ts';
import { PAYMENT_RECHECK_QUEUE } from './payment.routes.ts';
import { RECHECK_AFTER_MS, recheckPending } from './payment.service.ts';

const clock = testClock('2026-11-26T06:00:00Z');
let gateway: EsewaStandIn;
beforeAll(async () => {
  gateway = await startEsewaStandIn({ mode: 'auto' });
});
afterAll(() => gateway.close());

const { test, make } = useTestApp(() => ({
  clock,
  config: {
    ESEWA_FORM_URL: gateway.formUrl,
    ESEWA_STATUS_URL: gateway.statusUrl,
    PAYMENT_RETURN_URL: 'http://hemis.test',
  },
}));

beforeEach(() => {
  clock.set('2026-11-26T06:00:00Z');
  gateway.setOutage(false);
});

/** A student with an account, charged two course fees (1500.50 and 2000) for their batch and program. */
async function chargedStudent(options: { universityId?: number } = {}) {
  const { campus, program, admin } = await campusWithProgram(make, options);
  const account = await make.createUser({ role: 'Student', campusId: campus.id });
  const student = await make.createStudent({ campusId: campus.id, programId: program.id, userId: account.id });
  for (const [name, amount] of [
    ['Tuition', '1500.50'],
    ['Library', '2000.00'],
  ] as const) {
    await test.app.prisma.feeType.create({
      data: { campusId: campus.id, batchId: student.admissionYearId, programId: program.id, name, amount },
    });
  }
  return { campus, program, admin, account, student, api: asUser(test, account) };
}

type Api = ReturnType<typeof asUser>;

/** Starts a payment and posts its form to the stand-in, which pays at once: the success return's `data`. */
async function payAtGateway(api: Api) {
  const started = await api.post('/api/Student/Me/Payments/esewa').expect(201);
  const { payment, gateway: form } = started.body;
  const response = await fetch(form.url, {
    method: 'POST',
    body: new URLSearchParams(form.fields),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe('http://hemis.test/success');
  return { payment, form, data: location.searchParams.get('data')! };
}

async function receiptsOf(studentId: number) {
  return test.app.prisma.receipt.findMany({ where: { studentId }, include: { items: true } });
}

async function paymentRow(transactionUuid: string) {
  return test.app.prisma.onlinePayment.findUniqueOrThrow({ where: { transactionUuid } });
}

function reencode(data: string, change: Record<string, string>) {
  const body = { ...JSON.parse(Buffer.from(data, 'base64').toString('utf8')), ...change };
  return Buffer.from(JSON.stringify(body)).toString('base64');
}

describe('paying dues through eSewa', () => {
  it('signs a form for exactly what is due, computed by the server', async () => {
    const { api } = await chargedStudent();
    const dues = await api.get('/api/Student/Me/Dues').expect(200);
    expect(dues.body).toMatchObject({ totalCharged: 3500.5, totalPaid: 0, totalDue: 3500.5, payments: [] });
    const started = await api.post('/api/Student/Me/Payments/esewa').send({ totalAmount: 1 }).expect(201);
    expect(started.body.payment).toMatchObject({ status: 'pending', totalAmount: 3500.5, receiptId: null });
    expect(started.body.gateway).toMatchObject({
      method: 'POST',
      url: gateway.formUrl,
      fields: {
        total_amount: '3500.50',
        product_code: 'EPAYTEST',
        transaction_uuid: started.body.payment.transactionUuid,
        success_url: 'http://hemis.test/success',
      },
    });
  });

  it('issues exactly one receipt for a valid payment, and a replayed answer issues no second', async () => {
    const { api, student } = await chargedStudent();
    const { payment, data } = await payAtGateway(api);
    // The payer's browser and a double click answer at the same moment: one receipt.
    const [confirmed, ...others] = await Promise.all(
      [1, 2, 3].map(() => api.post('/api/Student/Me/Payments/esewa/success').send({ data }).expect(200)),
    );
    for (const other of others) expect(other!.body).toEqual(confirmed!.body);
    expect(confirmed!.body).toMatchObject({ status: 'complete', totalAmount: 3500.5 });
    expect(confirmed!.body.receiptId).toEqual(expect.any(Number));
    const receipts = await receiptsOf(student.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ id: confirmed!.body.receiptId, channel: 'esewa', issuedById: null });
    expect(receipts[0]!.totalAmount.toFixed(2)).toBe('3500.50');
    expect(receipts[0]!.items.map((item) => item.amount.toFixed(2)).sort()).toEqual(['1500.50', '2000.00']);

    const replays = await Promise.all(
      [1, 2, 3].map(() => api.post('/api/Student/Me/Payments/esewa/success').send({ data })),
    );
    for (const replay of replays)
      expect(replay.body).toMatchObject({ status: 'complete', receiptId: confirmed!.body.receiptId });
    expect(await receiptsOf(student.id)).toHaveLength(1);
    expect((await paymentRow(payment.transactionUuid)).receiptId).toBe(confirmed!.body.receiptId);
    const dues = await api.get('/api/Student/Me/Dues').expect(200);
    expect(dues.body).toMatchObject({ totalDue: 0, totalPaid: 3500.5 });
  });

  it('dates the receipt of a payment made just after midnight in Nepal on that day, not on the UTC day before', async () => {
    clock.set('2026-11-26T19:00:00Z'); // 00:45 on 27 November in Nepal
    const { api, student } = await chargedStudent();
    const { data } = await payAtGateway(api);
    await api.post('/api/Student/Me/Payments/esewa/success').send({ data }).expect(200);
    const [receipt] = await receiptsOf(student.id);
    expect(receipt!.dateOfPayment.toISOString().slice(0, 10)).toBe('2026-11-27');
    // 27 November 2026 is 11 Mangsir 2083 (and 26 November, the UTC day, the 10th).
    expect(receipt!.dateOfPaymentBs).toBe('2083-08-11');
  });

  it('issues nothing for a forged signature or a tampered amount, and writes nothing', async () => {
    const { api, student } = await chargedStudent();
    const { payment, data } = await payAtGateway(api);
    const forged = gateway.successData(
      {
        transaction_code: 'FAKE',
        status: 'COMPLETE',
        total_amount: '3500.50',
        transaction_uuid: payment.transactionUuid,
        product_code: 'EPAYTEST',
      },
      'a forger’s key',
    );
    const tampered = reencode(data, { total_amount: '1.00' });
    // Signed with the right key but for another amount than the payment's: only the server's key could do it.
    const resigned = gateway.successData({
      transaction_code: 'X1',
      status: 'COMPLETE',
      total_amount: '1.00',
      transaction_uuid: payment.transactionUuid,
      product_code: 'EPAYTEST',
    });
    for (const bad of [forged, tampered, resigned, 'bm90IGpzb24=']) {
      const response = await api.post('/api/Student/Me/Payments/esewa/success').send({ data: bad }).expect(400);
      expect(response.body.message).toMatch(/could not be verified/);
    }
    await api.post('/api/Student/Me/Payments/esewa/success').send({ data: '' }).expect(400);
    expect(await receiptsOf(student.id)).toHaveLength(0);
    expect(await paymentRow(payment.transactionUuid)).toMatchObject({ status: 'pending', receiptId: null, checks: 0 });
  });

  it('leaves a payment eSewa holds pending pending, and the background check completes it later', async () => {
    const { api, student } = await chargedStudent();
    const { payment, data } = await payAtGateway(api);
    gateway.setStatus(payment.transactionUuid, 'PENDING');
    const answer = await api.post('/api/Student/Me/Payments/esewa/success').send({ data }).expect(200);
    expect(answer.body).toMatchObject({ status: 'pending', receiptId: null });
    expect(await receiptsOf(student.id)).toHaveLength(0);

    const provider = new EsewaProvider(test.config.payment.esewa);
    const recheck = () => recheckPending(test.app.prisma, provider, clock, test.app.log);
    expect(await paymentRow(payment.transactionUuid)).toMatchObject({ status: 'pending', checks: 1 });
    clock.advance(RECHECK_AFTER_MS - 1000);
    await recheck();
    expect(await paymentRow(payment.transactionUuid)).toMatchObject({ status: 'pending', checks: 1 });
    clock.advance(1000);
    await recheck();
    expect(await paymentRow(payment.transactionUuid)).toMatchObject({ status: 'pending', checkedAt: clock.now() });
    gateway.setStatus(payment.transactionUuid, 'COMPLETE');
    clock.advance(RECHECK_AFTER_MS);
    await recheck();
    expect(await paymentRow(payment.transactionUuid)).toMatchObject({ status: 'complete', checkedAt: clock.now() });
    expect(await receiptsOf(student.id)).toHaveLength(1);
    expect((await api.get(`/api/Student/Me/Payments/${payment.transactionUuid}`).expect(200)).body.status).toBe(
      'complete',
    );
  });

  it("settles a pending payment through the job queue's re-check", async () => {
    const { api, student } = await chargedStudent();
    const { payment, data } = await payAtGateway(api);
    gateway.setStatus(payment.transactionUuid, 'PENDING');
    await api.post('/api/Student/Me/Payments/esewa/success').send({ data }).expect(200);
    gateway.setStatus(payment.transactionUuid, 'COMPLETE');
    clock.advance(RECHECK_AFTER_MS);
    await test.app.queue.send(PAYMENT_RECHECK_QUEUE, {}, randomUUID());
    await expect
      .poll(async () => (await paymentRow(payment.transactionUuid)).status, { timeout: 15_000, interval: 200 })
      .toBe('complete');
    expect(await receiptsOf(student.id)).toHaveLength(1);
  });

  it('keeps a payment pending through an outage, and ends it when eSewa says CANCELED or NOT_FOUND', async () => {
    const { api, student } = await chargedStudent();
    const provider = new EsewaProvider(test.config.payment.esewa);
    const first = await payAtGateway(api);
    gateway.setOutage(true);
    expect(
      (await api.post('/api/Student/Me/Payments/esewa/success').send({ data: first.data }).expect(200)).body.status,
    ).toBe('pending');
    clock.advance(RECHECK_AFTER_MS);
    expect(await recheckPending(test.app.prisma, provider, clock, test.app.log)).toMatchObject({
      asked: 1,
      settled: 0,
    });
    expect(await paymentRow(first.payment.transactionUuid)).toMatchObject({
      status: 'pending',
      checkedAt: clock.now(),
    });
    gateway.setOutage(false);
    gateway.setStatus(first.payment.transactionUuid, 'CANCELED');
    clock.advance(RECHECK_AFTER_MS);
    await recheckPending(test.app.prisma, provider, clock, test.app.log);
    expect((await paymentRow(first.payment.transactionUuid)).status).toBe('canceled');

    const second = await api.post('/api/Student/Me/Payments/esewa').expect(201);
    clock.advance(RECHECK_AFTER_MS);
    await recheckPending(test.app.prisma, provider, clock, test.app.log);
    expect((await paymentRow(second.body.payment.transactionUuid)).status).toBe('not_found');
    expect(await receiptsOf(student.id)).toHaveLength(0);
  });

  it('cancels the payment when the payer comes back from the failure address', async () => {
    const { api } = await chargedStudent();
    const started = await api.post('/api/Student/Me/Payments/esewa').expect(201);
    const { transactionUuid } = started.body.payment;
    expect(started.body.gateway.fields.failure_url).toBe(`http://hemis.test/failed?payment=${transactionUuid}`);
    const answer = await api.post('/api/Student/Me/Payments/esewa/failure').send({ transactionUuid }).expect(200);
    expect(answer.body).toMatchObject({ status: 'canceled', receiptId: null });
    await api.post('/api/Student/Me/Payments/esewa/failure').send({ transactionUuid: 'not a uuid!' }).expect(400);
  });

  it("does not let another student see or confirm someone else's payment", async () => {
    const owner = await chargedStudent();
    const other = await chargedStudent();
    const { payment, data } = await payAtGateway(owner.api);
    await other.api.get(`/api/Student/Me/Payments/${payment.transactionUuid}`).expect(404);
    await other.api.post('/api/Student/Me/Payments/esewa/success').send({ data }).expect(404);
    await other.api
      .post('/api/Student/Me/Payments/esewa/failure')
      .send({ transactionUuid: payment.transactionUuid })
      .expect(404);
    expect(await paymentRow(payment.transactionUuid)).toMatchObject({ status: 'pending', checks: 0 });
    const clerk = await make.createUser({ role: 'CollegeAdmin', campusId: owner.campus.id });
    await asUser(test, clerk).post('/api/Student/Me/Payments/esewa/success').send({ data }).expect(403);
    await test.api.post('/api/Student/Me/Payments/esewa/success').send({ data }).expect(401);
  });

  it('refuses to start a payment when nothing is due', async () => {
    const { campus, program } = await campusWithProgram(make);
    const account = await make.createUser({ role: 'Student', campusId: campus.id });
    await make.createStudent({ campusId: campus.id, programId: program.id, userId: account.id });
    const response = await asUser(test, account).post('/api/Student/Me/Payments/esewa').expect(409);
    expect(response.body.message).toMatch(/Nothing is due/);
  });
});

describe("the campus's online payments (/payment)", () => {
  const uuidsOf = (body: { data: { transactionUuid: string }[] }) => body.data.map((row) => row.transactionUuid).sort();

  /** A student's payment confirmed with its receipt, and a payment started but not paid. */
  async function paidAndPending(options: { universityId?: number } = {}) {
    const paid = await chargedStudent(options);
    const { payment, data } = await payAtGateway(paid.api);
    const confirmed = await paid.api.post('/api/Student/Me/Payments/esewa/success').send({ data }).expect(200);
    const waiting = await chargedStudent({ universityId: paid.campus.universityId });
    const started = await waiting.api.post('/api/Student/Me/Payments/esewa').expect(201);
    return { paid, payment: confirmed.body, waiting, pending: started.body.payment, uuid: payment.transactionUuid };
  }

  it("lists a campus's payments with student and receipt, a university's across its campuses, and the grants body's all", async () => {
    const first = await paidAndPending();
    const elsewhere = await paidAndPending();
    const accountant = asUser(test, first.paid.admin);
    const page = await accountant.get('/api/OnlinePayment').query({ page: 1, pageSize: 25 }).expect(200);
    expect(page.body).toMatchObject({ totalCount: 1, page: 1, pageSize: 25 });
    expect(page.body.data).toEqual([
      {
        transactionUuid: first.uuid,
        provider: 'esewa',
        status: 'complete',
        totalAmount: 3500.5,
        createdAt: clock.now().toISOString(),
        checkedAt: clock.now().toISOString(),
        receiptId: first.payment.receiptId,
        receiptNo: first.payment.receiptNo,
        studentId: first.paid.student.id,
        studentName: expect.stringMatching(/\S/),
        rollNo: first.paid.student.rollNoManual ?? null,
        programName: first.paid.program.programName,
        campusName: first.paid.campus.campusName,
      },
    ]);

    const university = await make.createUser({ role: 'UniAdmin', universityId: first.paid.campus.universityId });
    const universityList = await asUser(test, university).get('/api/OnlinePayment').query({ page: 1 }).expect(200);
    expect(uuidsOf(universityList.body)).toEqual([first.uuid, first.pending.transactionUuid].sort());

    const grantsBody = asUser(test, await make.createUser({ role: 'UgcAdmin' }));
    for (const uuid of [first.uuid, elsewhere.uuid, elsewhere.pending.transactionUuid]) {
      const found = await grantsBody.get('/api/OnlinePayment').query({ page: 1, search: uuid }).expect(200);
      expect(uuidsOf(found.body)).toEqual([uuid]);
    }
  });

  it('searches by name, reference and receipt number, and filters by status and the days payments started', async () => {
    const { paid, payment, waiting, pending, uuid } = await paidAndPending();
    const university = asUser(
      test,
      await make.createUser({ role: 'UniAdmin', universityId: paid.campus.universityId }),
    );
    const list = async (query: Record<string, string | number>) =>
      uuidsOf(
        (
          await university
            .get('/api/OnlinePayment')
            .query({ page: 1, ...query })
            .expect(200)
        ).body,
      );
    expect(await list({ search: String(payment.receiptNo) })).toEqual([uuid]);
    expect(await list({ search: uuid.slice(0, 13).toUpperCase() })).toEqual([uuid]);
    expect(await list({ search: waiting.student.firstName.toLowerCase() })).toEqual([pending.transactionUuid]);
    expect(await list({ search: '%' })).toEqual([]);
    expect(await list({ status: 'pending' })).toEqual([pending.transactionUuid]);
    expect(await list({ status: 'complete' })).toEqual([uuid]);
    // 06:00 UTC is 11:45 in Nepal: the payments started on 2026-11-26 there.
    expect(await list({ fromDate: '2026-11-26', toDate: '2026-11-26' })).toEqual(
      [uuid, pending.transactionUuid].sort(),
    );
    expect(await list({ fromDate: '2026-11-27' })).toEqual([]);
    expect(await list({ toDate: '2026-11-25' })).toEqual([]);
    const byStatus = await university
      .get('/api/OnlinePayment')
      .query({ sortBy: 'status', sortOrder: 'asc' })
      .expect(200);
    expect(byStatus.body.map((row: { status: string }) => row.status)).toEqual(['pending', 'complete']);
  });

  it('answers bad filters 400 with the field named, and refuses a student', async () => {
    const { paid } = await paidAndPending();
    const accountant = asUser(test, paid.admin);
    for (const [query, field] of [
      [{ status: 'paid' }, 'status'],
      [{ fromDate: '2026-02-30' }, 'fromDate'],
      [{ fromDate: '2026-11-27', toDate: '2026-11-26' }, 'toDate'],
      [{ sortBy: 'receiptSecret' }, 'sortBy'],
      [{ pageSize: 500 }, 'pageSize'],
    ] as const) {
      const answer = await accountant.get('/api/OnlinePayment').query(query).expect(400);
      expect(answer.body.issues).toMatchObject([expect.objectContaining({ field: `querystring.${field}` })]);
    }
    await paid.api.get('/api/OnlinePayment').expect(403);
  });

  it('settles a pending payment when the campus asks the gateway now, and refuses one already settled', async () => {
    const { api, admin, campus, student } = await chargedStudent();
    const { payment, data } = await payAtGateway(api);
    gateway.setStatus(payment.transactionUuid, 'PENDING');
    await api.post('/api/Student/Me/Payments/esewa/success').send({ data }).expect(200);
    const accountant = asUser(test, admin);
    const recheck = (as: Api, uuid = payment.transactionUuid) => as.post(`/api/OnlinePayment/${uuid}/recheck`);

    clock.advance(60_000);
    const stillPending = await recheck(accountant).expect(200);
    expect(stillPending.body).toMatchObject({
      status: 'pending',
      checkedAt: clock.now().toISOString(),
      receiptNo: null,
    });

    gateway.setStatus(payment.transactionUuid, 'COMPLETE');
    clock.advance(60_000);
    const settled = await recheck(accountant).expect(200);
    const receipts = await receiptsOf(student.id);
    expect(receipts).toHaveLength(1);
    expect(settled.body).toMatchObject({
      transactionUuid: payment.transactionUuid,
      status: 'complete',
      checkedAt: clock.now().toISOString(),
      receiptId: receipts[0]!.id,
      receiptNo: receipts[0]!.receiptNo,
    });

    const again = await recheck(accountant).expect(409);
    expect(again.body.message).toBe('Only a pending payment is checked with the gateway: this one is complete');
    expect(await receiptsOf(student.id)).toHaveLength(1);
    await recheck(accountant, randomUUID()).expect(404);
    expect((await paymentRow(payment.transactionUuid)).campusId).toBe(campus.id);
  });

  it("answers another campus's payment 404 and leaves it unasked; a university or a student may not ask", async () => {
    const { api, campus } = await chargedStudent();
    const started = await api.post('/api/Student/Me/Payments/esewa').expect(201);
    const uuid = started.body.payment.transactionUuid;
    const recheck = (as: Api) => as.post(`/api/OnlinePayment/${uuid}/recheck`);
    const other = await campusWithProgram(make, { universityId: campus.universityId });
    await recheck(asUser(test, other.admin)).expect(404);
    const university = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    await recheck(asUser(test, university)).expect(403);
    await recheck(api).expect(403);
    expect(await paymentRow(uuid)).toMatchObject({ status: 'pending', checks: 0, checkedAt: null });
  });
});
