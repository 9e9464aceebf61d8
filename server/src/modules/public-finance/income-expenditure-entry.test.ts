import fs from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, type IncomeExpenditureEntry } from '@hemis/contracts';
import { testClock } from '../../../../tests/support/clock.ts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor, NOT_AN_IMAGE, PNG_BYTES } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const clock = testClock('2026-05-01T04:00:00Z');
const { test, make } = useTestApp({ clock });
beforeEach(() => clock.set('2026-05-01T04:00:00Z'));

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const privateFile = (storageKey: string) => path.join(test.config.uploadDir, 'private', storageKey);

interface FiscalYearDays {
  id: number;
  yearNepali: string;
  startDateBs: string;
  endDateBs: string;
}
let thisYear: FiscalYearDays;
let otherYear: FiscalYearDays;
let incomeHeadId: number;
let expenseHeadId: number;

beforeAll(async () => {
  const select = { id: true, yearNepali: true, startDateBs: true, endDateBs: true } as const;
  thisYear = await test.app.prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true }, select });
  otherYear = await test.app.prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: false }, select });
  const head = (headType: 'Income' | 'Expenditure') =>
    test.app.prisma.financeHead.create({
      data: {
        headCode: randomInt(100_000, 2_000_000_000),
        headType,
        expenditureType: headType === 'Expenditure' ? 'Operating' : null,
        headName: uniqueName(headType),
      },
    });
  incomeHeadId = (await head('Income')).id;
  expenseHeadId = (await head('Expenditure')).id;
});

/** Two campuses of one university, each with its admin, and the university's admin. */
async function twoCampuses() {
  const campusA = await make.createCampus();
  const campusB = await make.createCampus({ universityId: campusA.universityId });
  const adminA = await make.createUser({ role: 'CollegeAdmin', campusId: campusA.id });
  const adminB = await make.createUser({ role: 'CollegeAdmin', campusId: campusB.id });
  const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campusA.universityId });
  return {
    campusA,
    campusB,
    adminA,
    apiA: asUser(test, adminA),
    apiB: asUser(test, adminB),
    apiUni: asUser(test, uniAdmin),
  };
}

type Api = ReturnType<typeof asUser>;
type Fields = Record<string, string | number>;

/** The entry form as the contract's client sends it: multipart, evidenceDoc a file or "". */
function entryFields(overrides: Fields = {}): Fields {
  return {
    headNameId: incomeHeadId,
    fiscalYearId: thisYear.id,
    dateOfEntry: thisYear.startDateBs,
    amount: 1500,
    remarks: 'Tuition of Shrawan',
    ...overrides,
  };
}

function send(request: ReturnType<Api['post']>, fields: Fields, evidence?: { bytes: Buffer; name: string }) {
  for (const [name, value] of Object.entries(fields)) request.field(name, String(value));
  return evidence ? request.attach('evidenceDoc', evidence.bytes, evidence.name) : request.field('evidenceDoc', '');
}

const addEntry = (api: Api, overrides: Fields = {}, evidence?: { bytes: Buffer; name: string }) =>
  send(api.post('/api/IncomeExpenditureEntry'), entryFields(overrides), evidence);

const changeEntry = (api: Api, id: number, overrides: Fields, evidence?: { bytes: Buffer; name: string }) => {
  const request = api.put(`/api/IncomeExpenditureEntry/${id}`);
  for (const [name, value] of Object.entries({ id, ...entryFields(overrides) })) request.field(name, String(value));
  return evidence ? request.attach('evidenceDoc', evidence.bytes, evidence.name) : request;
};

const storedEntry = (id: number) => test.app.prisma.incomeExpenditureEntry.findUniqueOrThrow({ where: { id } });

describe('IncomeExpenditureEntry', () => {
  it('records an entry of the campus with its evidence document, listed by fiscal year and read back, audited', async () => {
    const { campusA, adminA, apiA } = await twoCampuses();
    const created = await addEntry(
      apiA,
      { amount: '1500.50', campusId: 999_999 },
      { bytes: PDF_BYTES, name: 'bank-voucher.pdf' },
    ).expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      headNameId: incomeHeadId,
      headName: { headName: expect.any(String), headType: 'Income', expenditureType: null },
      fiscalYearId: thisYear.id,
      fiscalYear: { id: thisYear.id, yearNepali: thisYear.yearNepali },
      dateOfEntry: thisYear.startDateBs,
      dateOfEntryAd: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      amount: 1500.5,
      remarks: 'Tuition of Shrawan',
      campusId: campusA.id,
      campusName: campusA.campusName,
      evidenceFileName: 'evidenceDoc.pdf',
      cancelledAt: null,
      cancelReason: null,
      versionCount: 0,
    });
    const row = await storedEntry(created.body.id);
    expect(row).toMatchObject({ campusId: campusA.id, universityId: campusA.universityId, createdById: adminA.id });
    expect(row.amount.toFixed(2)).toBe('1500.50');
    expect(fs.existsSync(privateFile(row.evidenceStorageKey!))).toBe(true);

    const expense = await addEntry(apiA, {
      headNameId: expenseHeadId,
      fiscalYearId: otherYear.id,
      dateOfEntry: otherYear.endDateBs,
    }).expect(201);
    expect(expense.body).toMatchObject({
      headName: { headType: 'Expenditure', expenditureType: 'Operating Expenditure' },
      evidenceFileName: null,
    });

    const all = await apiA.get('/api/IncomeExpenditureEntry').expect(200);
    expect((all.body as IncomeExpenditureEntry[]).map((entry) => entry.id).sort()).toEqual(
      [created.body.id, expense.body.id].sort(),
    );
    expect((await apiA.get(`/api/IncomeExpenditureEntry?fiscalYearId=${thisYear.id}`).expect(200)).body).toEqual([
      created.body,
    ]);
    expect((await apiA.get('/api/IncomeExpenditureEntry?headType=Expenditure').expect(200)).body).toEqual([
      expense.body,
    ]);
    expect((await apiA.get(`/api/IncomeExpenditureEntry/${created.body.id}`).expect(200)).body).toEqual(created.body);

    const evidence = await apiA
      .get(`/api/IncomeExpenditureEntry/${created.body.id}/evidence`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(evidence.headers['content-type']).toBe('application/pdf');
    expect(evidence.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(evidence.body as Buffer, PDF_BYTES)).toBe(0);
    await test.api.get(`/api/IncomeExpenditureEntry/${created.body.id}/evidence`).expect(401);
    await apiA.get(`/api/IncomeExpenditureEntry/${expense.body.id}/evidence`).expect(404);

    const entries = await auditEntriesFor(test.app.prisma, 'IncomeExpenditureEntry', created.body.id);
    expect(entries.map((entry) => [entry.action, entry.userId])).toEqual([['create', adminA.id]]);
  });

  it('keeps what an entry said as a version, its old evidence file included, when the entry is changed', async () => {
    const { adminA, apiA } = await twoCampuses();
    const created = await addEntry(apiA, { amount: 1000 }, { bytes: PDF_BYTES, name: 'first.pdf' }).expect(201);
    const firstKey = (await storedEntry(created.body.id)).evidenceStorageKey!;

    // Our web sends a reason with a new evidence document.
    const changed = await changeEntry(
      apiA,
      created.body.id,
      { amount: '1250.75', headNameId: expenseHeadId, reason: 'Voucher misread' },
      { bytes: PNG_BYTES, name: 'second.png' },
    ).expect(200);
    expect(changed.body).toMatchObject({
      amount: 1250.75,
      headNameId: expenseHeadId,
      evidenceFileName: 'evidenceDoc.png',
      versionCount: 1,
    });
    const secondKey = (await storedEntry(created.body.id)).evidenceStorageKey!;
    expect(secondKey).not.toBe(firstKey);
    expect(fs.existsSync(privateFile(firstKey))).toBe(true);
    expect(fs.existsSync(privateFile(secondKey))).toBe(true);

    // The contract's client sends no reason and no file: the kept evidence stays.
    clock.set('2026-05-01T05:00:00Z');
    const again = await changeEntry(apiA, created.body.id, {
      amount: 1300,
      headNameId: expenseHeadId,
      remarks: '',
    }).expect(200);
    expect(again.body).toMatchObject({ amount: 1300, remarks: null, evidenceFileName: 'evidenceDoc.png' });
    expect((await storedEntry(created.body.id)).evidenceStorageKey).toBe(secondKey);

    const versions = await apiA.get(`/api/IncomeExpenditureEntry/${created.body.id}/versions`).expect(200);
    expect(versions.body).toEqual([
      {
        id: expect.any(Number),
        entryId: created.body.id,
        headNameId: incomeHeadId,
        headName: created.body.headName.headName,
        fiscalYearId: thisYear.id,
        fiscalYear: thisYear.yearNepali,
        dateOfEntry: thisYear.startDateBs,
        amount: 1000,
        remarks: 'Tuition of Shrawan',
        evidenceFileName: 'evidenceDoc.pdf',
        replacedAt: '2026-05-01T04:00:00.000Z',
        replacedBy: adminA.email,
        reason: 'Voucher misread',
      },
      expect.objectContaining({ amount: 1250.75, evidenceFileName: 'evidenceDoc.png', reason: null }),
    ]);
    const stored = await test.app.prisma.incomeExpenditureEntryVersion.findMany({
      where: { entryId: created.body.id },
      orderBy: { id: 'asc' },
    });
    expect(stored.map((version) => version.evidenceStorageKey)).toEqual([firstKey, secondKey]);
    const oldEvidence = await apiA
      .get(`/api/IncomeExpenditureEntry/${created.body.id}/versions/${versions.body[0].id}/evidence`)
      .expect(200);
    expect(oldEvidence.headers['content-type']).toBe('application/pdf');

    const entries = await auditEntriesFor(test.app.prisma, 'IncomeExpenditureEntry', created.body.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(entries[1]!.changes).toMatchObject({
      amount: { from: '1000', to: '1250.75' },
      reason: 'Voucher misread',
    });
  });

  it('cancels an entry with a reason: it leaves the list, is kept, and can no longer be changed (409)', async () => {
    const { adminA, apiA } = await twoCampuses();
    const kept = await addEntry(apiA, { amount: 700 }).expect(201);
    const mistaken = await addEntry(apiA, { amount: 900 }).expect(201);
    await apiA.post(`/api/IncomeExpenditureEntry/${mistaken.body.id}/cancel`).send({ reason: ' ' }).expect(400);

    const cancelled = await apiA
      .post(`/api/IncomeExpenditureEntry/${mistaken.body.id}/cancel`)
      .send({ reason: 'Entered twice' })
      .expect(200);
    expect(cancelled.body).toMatchObject({
      id: mistaken.body.id,
      amount: 900,
      cancelledAt: '2026-05-01T04:00:00.000Z',
      cancelReason: 'Entered twice',
    });
    expect((await storedEntry(mistaken.body.id)).cancelledById).toBe(adminA.id);

    expect((await apiA.get('/api/IncomeExpenditureEntry').expect(200)).body).toEqual([kept.body]);
    expect((await apiA.get('/api/IncomeExpenditureEntry?cancelled=true').expect(200)).body).toEqual([cancelled.body]);
    expect((await apiA.get(`/api/IncomeExpenditureEntry/${mistaken.body.id}`).expect(200)).body).toEqual(
      cancelled.body,
    );

    const edit = await changeEntry(apiA, mistaken.body.id, { amount: 1 }).expect(409);
    expect(edit.body.message).toBe(FINANCE_MESSAGES.cancelled);
    const twice = await apiA
      .post(`/api/IncomeExpenditureEntry/${mistaken.body.id}/cancel`)
      .send({ reason: 'Again' })
      .expect(409);
    expect(twice.body.message).toBe(FINANCE_MESSAGES.alreadyCancelled);
    expect(await test.app.prisma.incomeExpenditureEntryVersion.count({ where: { entryId: mistaken.body.id } })).toBe(0);

    const entries = await auditEntriesFor(test.app.prisma, 'IncomeExpenditureEntry', mistaken.body.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]!.changes).toMatchObject({ cancelReason: 'Entered twice' });
  });

  it('refuses bad input with a message per field and writes nothing, no file left behind', async () => {
    const { campusA, apiA } = await twoCampuses();
    const folder = path.join(test.config.uploadDir, 'private', 'finance', String(campusA.id));
    const problems = [
      [{ headNameId: '' }, 'body.headNameId'],
      [{ headNameId: 999_999_999 }, 'body.headNameId'],
      [{ fiscalYearId: 999_999_999 }, 'body.fiscalYearId'],
      [{ dateOfEntry: '2081-13-40' }, 'body.dateOfEntry'],
      [{ dateOfEntry: 'yesterday' }, 'body.dateOfEntry'],
      [{ dateOfEntry: otherYear.startDateBs }, 'body.dateOfEntry'],
      [{ amount: 0 }, 'body.amount'],
      [{ amount: '-5' }, 'body.amount'],
      [{ amount: '12.345' }, 'body.amount'],
      [{ amount: 'ten' }, 'body.amount'],
    ] as const;
    for (const [overrides, field] of problems) {
      const response = await addEntry(apiA, overrides, { bytes: PDF_BYTES, name: 'evidence.pdf' }).expect(400);
      const fields = new Set(response.body.issues.map((issue: { field: string }) => issue.field));
      expect([...fields], JSON.stringify(overrides)).toEqual([field]);
    }
    const outside = await addEntry(apiA, { dateOfEntry: otherYear.startDateBs }).expect(400);
    expect(outside.body.issues).toMatchObject([
      { field: 'body.dateOfEntry', message: FINANCE_MESSAGES.dateOutsideFiscalYear },
    ]);
    await addEntry(apiA, {}, { bytes: NOT_AN_IMAGE, name: 'evidence.pdf' }).expect(415);

    expect(await test.app.prisma.incomeExpenditureEntry.count({ where: { campusId: campusA.id } })).toBe(0);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);

    // A bad change leaves the entry and its versions as they were.
    const created = await addEntry(apiA).expect(201);
    await changeEntry(apiA, created.body.id, { amount: '1.001' }).expect(400);
    await changeEntry(apiA, created.body.id, { amount: 5 }, { bytes: NOT_AN_IMAGE, name: 'x.png' }).expect(415);
    expect((await apiA.get(`/api/IncomeExpenditureEntry/${created.body.id}`).expect(200)).body).toEqual(created.body);
    expect(await test.app.prisma.incomeExpenditureEntryVersion.count({ where: { entryId: created.body.id } })).toBe(0);
  });

  it('keeps another campus’s entries from a campus (404) and shows them to their university and the grants body', async () => {
    const { campusB, apiA, apiB, apiUni } = await twoCampuses();
    const ownA = await addEntry(apiA).expect(201);
    const ofB = await addEntry(apiB, {}, { bytes: PDF_BYTES, name: 'b.pdf' }).expect(201);
    expect((await apiA.get('/api/IncomeExpenditureEntry').expect(200)).body).toEqual([ownA.body]);
    await apiA.get(`/api/IncomeExpenditureEntry/${ofB.body.id}`).expect(404);
    await changeEntry(apiA, ofB.body.id, { amount: 1 }).expect(404);
    await apiA.post(`/api/IncomeExpenditureEntry/${ofB.body.id}/cancel`).send({ reason: 'Not ours' }).expect(404);
    await apiA.get(`/api/IncomeExpenditureEntry/${ofB.body.id}/versions`).expect(404);
    await apiA.get(`/api/IncomeExpenditureEntry/${ofB.body.id}/evidence`).expect(404);
    expect((await apiB.get(`/api/IncomeExpenditureEntry/${ofB.body.id}`).expect(200)).body).toEqual(ofB.body);

    const university = (await apiUni.get('/api/IncomeExpenditureEntry').expect(200)).body as IncomeExpenditureEntry[];
    expect(university.map((entry) => entry.id).sort()).toEqual([ownA.body.id, ofB.body.id].sort());
    expect((await apiUni.get(`/api/IncomeExpenditureEntry?campusId=${campusB.id}`).expect(200)).body).toEqual([
      ofB.body,
    ]);
    await apiUni.get(`/api/IncomeExpenditureEntry/${ofB.body.id}/evidence`).expect(200);
    const otherUniversity = await make.createUniversity();
    const outsider = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: otherUniversity.id }));
    await outsider.get(`/api/IncomeExpenditureEntry/${ofB.body.id}`).expect(404);
    const grantsBody = asUser(test, await make.createUser({ role: 'UgcAdmin' }));
    expect((await grantsBody.get(`/api/IncomeExpenditureEntry/${ofB.body.id}`).expect(200)).body).toEqual(ofB.body);
  });

  it('lets only a campus’s own staff write entries, and only holders of Public Finance read them (403)', async () => {
    const { campusA, apiA } = await twoCampuses();
    const created = await addEntry(apiA).expect(201);
    for (const role of ['SuperAdmin', 'Admin', 'UgcAdmin', 'UniAdmin', 'Student'] as const) {
      const api = asUser(test, await make.createUser({ role, universityId: campusA.universityId }));
      await addEntry(api).expect(403);
      await changeEntry(api, created.body.id, { amount: 1 }).expect(403);
      await api.post(`/api/IncomeExpenditureEntry/${created.body.id}/cancel`).send({ reason: 'No' }).expect(403);
    }
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/IncomeExpenditureEntry')
      .expect(403);
    const withoutModule = asUser(
      test,
      await make.createUser({ role: 'CollegeUser', campusId: campusA.id, modules: ['setup'] }),
    );
    await withoutModule.get('/api/IncomeExpenditureEntry').expect(403);
    await addEntry(withoutModule).expect(403);
    const accountant = asUser(
      test,
      await make.createUser({ role: 'CollegeUser', campusId: campusA.id, modules: ['public finance'] }),
    );
    await addEntry(accountant, { amount: 5 }).expect(201);
    expect(await test.app.prisma.incomeExpenditureEntry.count({ where: { campusId: campusA.id } })).toBe(2);
  });

  it('keeps amounts exact: ten entries of 0.10 and one of 0.20 add up to exactly 1.20, cancelled ones left out', async () => {
    const { campusA, apiA } = await twoCampuses();
    for (let index = 0; index < 10; index += 1) await addEntry(apiA, { amount: '0.1' }).expect(201);
    const twenty = await addEntry(apiA, { amount: '0.20' }).expect(201);
    expect(twenty.body.amount).toBe(0.2);
    const big = await addEntry(apiA, { amount: '9999999999.99' }).expect(201);
    expect((await storedEntry(big.body.id)).amount.toFixed(2)).toBe('9999999999.99');
    await apiA.post(`/api/IncomeExpenditureEntry/${big.body.id}/cancel`).send({ reason: 'Typo' }).expect(200);

    const [total] = await test.app.prisma.$queryRaw<{ total: string }[]>`
      SELECT SUM(amount)::text AS total FROM "IncomeExpenditureEntry"
       WHERE "campusId" = ${campusA.id} AND "cancelledAt" IS NULL`;
    expect(total!.total).toBe('1.20');
    const listed = (await apiA.get('/api/IncomeExpenditureEntry').expect(200)).body as IncomeExpenditureEntry[];
    expect(listed).toHaveLength(11);
    expect(listed.map((entry) => entry.amount).filter((amount) => amount === 0.1)).toHaveLength(10);
  });
});

describe('IncomeExpenditureEntry list pages', () => {
  type EntryPage = { data: IncomeExpenditureEntry[] } & Record<
    'totalRecords' | 'totalCount' | 'totalPages' | 'page' | 'pageSize',
    number
  >;
  const list = async (api: Api, query: string) =>
    (await api.get(`/api/IncomeExpenditureEntry?${query}`).expect(200)).body;
  const ids = (entries: IncomeExpenditureEntry[]) => entries.map((entry) => entry.id);

  /** A campus with five entries: the last one made on the fiscal year's last day, the rest on its first. */
  async function campusWithFiveEntries() {
    const campuses = await twoCampuses();
    const made: IncomeExpenditureEntry[] = [];
    for (const amount of ['300', '100.50', '500', '200']) made.push((await addEntry(campuses.apiA, { amount })).body);
    made.push((await addEntry(campuses.apiA, { amount: '400', dateOfEntry: thisYear.endDateBs })).body);
    return { ...campuses, made };
  }

  it('answers one page with its totals when a page is asked, newest first, and every entry as an array without one', async () => {
    const { apiA, made } = await campusWithFiveEntries();
    const newestFirst = [made[4]!, made[3]!, made[2]!, made[1]!, made[0]!].map((entry) => entry.id);

    const first = (await list(apiA, 'page=1&pageSize=2')) as EntryPage;
    expect(first).toEqual({
      data: [made[4], made[3]],
      totalRecords: 5,
      totalCount: 5,
      totalPages: 3,
      page: 1,
      pageSize: 2,
    });
    const last = (await list(apiA, 'pageNumber=3&pageSize=2')) as EntryPage;
    expect({ ids: ids(last.data), page: last.page, totalRecords: last.totalRecords }).toEqual({
      ids: [made[0]!.id],
      page: 3,
      totalRecords: 5,
    });
    const pastTheEnd = (await list(apiA, 'page=9&pageSize=2')) as EntryPage;
    expect({ data: pastTheEnd.data, totalRecords: pastTheEnd.totalRecords }).toEqual({ data: [], totalRecords: 5 });

    const everything = await list(apiA, '');
    expect(Array.isArray(everything)).toBe(true);
    expect(ids(everything as IncomeExpenditureEntry[])).toEqual(newestFirst);
    // The filters narrow a page and its totals as they narrow the array.
    const expenditure = (await list(apiA, 'headType=Expenditure&page=1&pageSize=25')) as EntryPage;
    expect({ data: expenditure.data, totalRecords: expenditure.totalRecords }).toEqual({ data: [], totalRecords: 0 });
  });

  it('sorts by amount either way, on a page and in the array', async () => {
    const { apiA } = await campusWithFiveEntries();
    const ascending = (await list(apiA, 'sortBy=amount&sortOrder=asc&page=1&pageSize=3')) as EntryPage;
    expect(ascending.data.map((entry) => entry.amount)).toEqual([100.5, 200, 300]);
    const descending = (await list(apiA, 'sortBy=amount&sortOrder=DESC&page=2&pageSize=3')) as EntryPage;
    expect(descending.data.map((entry) => entry.amount)).toEqual([200, 100.5]);
    const array = (await list(apiA, 'sortBy=amount')) as IncomeExpenditureEntry[];
    expect(array.map((entry) => entry.amount)).toEqual([100.5, 200, 300, 400, 500]);
    const oldestFirst = (await list(apiA, 'sortBy=dateOfEntry&sortOrder=asc')) as IncomeExpenditureEntry[];
    expect(oldestFirst.at(-1)!.dateOfEntry).toBe(thisYear.endDateBs);
  });

  it('finds entries by the head’s name, the campus’s name or the remarks, in any case, "%" only as itself', async () => {
    const { campusB, apiA, apiB, apiUni } = await twoCampuses();
    const tuition = (await addEntry(apiA, { remarks: 'Tuition of Shrawan' })).body as IncomeExpenditureEntry;
    const salaries = (await addEntry(apiA, { headNameId: expenseHeadId, remarks: 'Salaries 100% paid' }))
      .body as IncomeExpenditureEntry;
    const ofB = (await addEntry(apiB, { remarks: 'Library books' })).body as IncomeExpenditureEntry;

    expect(ids((await list(apiA, 'search=shrawan')) as IncomeExpenditureEntry[])).toEqual([tuition.id]);
    const byHead = (await list(
      apiA,
      `search=${encodeURIComponent(salaries.headName.headName.toUpperCase())}&page=1`,
    )) as EntryPage;
    expect({ ids: ids(byHead.data), totalRecords: byHead.totalRecords }).toEqual({
      ids: [salaries.id],
      totalRecords: 1,
    });
    expect(ids((await list(apiA, 'search=%25')) as IncomeExpenditureEntry[])).toEqual([salaries.id]);
    expect(ids((await list(apiA, 'search=_')) as IncomeExpenditureEntry[])).toEqual([]);
    // A campus finds nothing of another campus's, even by its name; its university does.
    expect(await list(apiA, `search=${encodeURIComponent(campusB.campusName)}`)).toEqual([]);
    expect(
      ids((await list(apiUni, `search=${encodeURIComponent(campusB.campusName)}`)) as IncomeExpenditureEntry[]),
    ).toEqual([ofB.id]);
    const byCampus = (await list(apiUni, 'sortBy=campusName&sortOrder=desc')) as IncomeExpenditureEntry[];
    const names = byCampus.map((entry) => entry.campusName);
    expect(names).toHaveLength(3);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('refuses an unknown sort column, a bad page or a page too large with a message per field (400)', async () => {
    const { apiA } = await twoCampuses();
    for (const [query, field] of [
      ['sortBy=evidenceDoc', 'querystring.sortBy'],
      ['sortOrder=sideways', 'querystring.sortOrder'],
      ['page=0', 'querystring.page'],
      ['pageSize=101', 'querystring.pageSize'],
    ] as const) {
      const response = await apiA.get(`/api/IncomeExpenditureEntry?${query}`).expect(400);
      expect(
        response.body.issues.map((issue: { field: string }) => issue.field),
        query,
      ).toEqual([field]);
    }
  });
});
