import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES, type BudgetActuals, type BudgetLine, type BudgetRevision } from '@hemis/contracts';
import { postVoucher } from '../../../../tests/support/books.ts';
import type { TestUser } from '../../../../tests/support/factories.ts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { asBytes } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp({ clock: '2026-11-26T06:00:00Z' });

type CampusKey = 'A1' | 'A2' | 'B1';
type HeadKey = 'spend' | 'earn';

let fiscalYearId: number;
let previousYearId: number;
let universityA: number;
let universityB: number;
const campus = {} as Record<CampusKey, number>;
const head = {} as Record<HeadKey, number>;
/** Each campus's own ledger tied to each head. */
const ledger = {} as Record<CampusKey, Record<HeadKey, number>>;
const user = {} as Record<
  'admin' | 'ugcAdmin' | 'uniAdminA' | 'uniAdminB' | 'accountantA1' | 'accountantA2' | 'student',
  TestUser
>;

/** What the test wrote to the books, as it expects them to count (or not). */
interface WrittenLine {
  campus: CampusKey;
  head: HeadKey;
  debit: bigint;
  credit: bigint;
  counts: boolean;
}
const written: WrittenLine[] = [];

/** Budget lines the test adds through the API. */
interface WrittenBudget {
  holder: 'GrantsBody' | 'University' | 'Campus';
  university?: 'A' | 'B';
  campus?: CampusKey;
  head: HeadKey;
  amount: bigint;
}
const budgets: WrittenBudget[] = [];

const paisa = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2));
};
const rupees = (value: bigint) => {
  const sign = value < 0n ? '-' : '';
  const absolute = value < 0n ? -value : value;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
};
const universityOf = (key: CampusKey) => (key === 'B1' ? 'B' : 'A');

/**
 * A voucher of the campus against cash, on its ledger of the head: a debit of `debit`, or a
 * credit of `credit`; `counts` says whether budget against actual should read it.
 */
async function book(
  key: CampusKey,
  headKey: HeadKey,
  side: { debit?: string; credit?: string },
  options: { type?: 'Journal' | 'Payment' | 'Receipt' | 'Opening'; approved?: boolean; previousYear?: boolean } = {},
) {
  const amount = side.debit ?? side.credit!;
  await postVoucher(test.app.prisma, {
    campusId: campus[key],
    fiscalYearId: options.previousYear ? previousYearId : fiscalYearId,
    dateBs: options.previousYear ? '2083-02-10' : options.type === 'Opening' ? '2083-04-01' : '2083-06-10',
    type: options.type ?? 'Journal',
    approved: options.approved,
    lines: side.debit
      ? [
          { ledgerId: ledger[key][headKey], debit: amount },
          { ledgerCode: '1201', credit: amount },
        ]
      : [
          { ledgerCode: '1201', debit: amount },
          { ledgerId: ledger[key][headKey], credit: amount },
        ],
  });
  written.push({
    campus: key,
    head: headKey,
    debit: side.debit ? paisa(side.debit) : 0n,
    credit: side.credit ? paisa(side.credit) : 0n,
    counts: options.type !== 'Opening' && options.approved !== false && !options.previousYear,
  });
}

async function addBudget(by: TestUser, budget: WrittenBudget, body: Record<string, unknown>) {
  const response = await asUser(test, by)
    .post('/api/Budget')
    .send({ fiscalYearId, financeHeadId: head[budget.head], amount: rupees(budget.amount), ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  budgets.push(budget);
  return response.body as BudgetLine;
}

let allocationA1: BudgetLine;

beforeAll(async () => {
  const { prisma } = test.app;
  fiscalYearId = (await prisma.fiscalYear.findUniqueOrThrow({ where: { yearNepali: '2083/84' } })).id;
  previousYearId = (await prisma.fiscalYear.findUniqueOrThrow({ where: { yearNepali: '2082/83' } })).id;
  universityA = (await make.createUniversity()).id;
  universityB = (await make.createUniversity()).id;
  campus.A1 = (await make.createCampus({ universityId: universityA })).id;
  campus.A2 = (await make.createCampus({ universityId: universityA })).id;
  campus.B1 = (await make.createCampus({ universityId: universityB })).id;
  // Heads of this test alone, so that the country's figures for them are the test's.
  const { _max } = await prisma.financeHead.aggregate({ _max: { headCode: true } });
  const nextCode = (_max.headCode ?? 0) + 1;
  head.spend = (
    await prisma.financeHead.create({
      data: {
        headCode: nextCode,
        headType: 'Expenditure',
        expenditureType: 'Operating',
        headName: uniqueName('Spend'),
      },
    })
  ).id;
  head.earn = (
    await prisma.financeHead.create({
      data: { headCode: nextCode + 1, headType: 'Income', headName: uniqueName('Earn') },
    })
  ).id;
  const subGroup = async (code: string) =>
    (await prisma.accountSubGroup.findFirstOrThrow({ where: { code, campusId: null } })).id;
  const [operating, otherIncome] = [await subGroup('52'), await subGroup('43')];
  for (const key of ['A1', 'A2', 'B1'] as const) {
    const make = (subGroupId: number, code: string, financeHeadId: number) =>
      prisma.accountLedger.create({
        data: { campusId: campus[key], subGroupId, code, name: `${code} of ${key}`, financeHeadId },
      });
    ledger[key] = {
      spend: (await make(operating, 'X-SPEND', head.spend)).id,
      earn: (await make(otherIncome, 'X-EARN', head.earn)).id,
    };
  }
  user.admin = await make.createUser({ role: 'Admin' });
  user.ugcAdmin = await make.createUser({ role: 'UgcAdmin' });
  user.uniAdminA = await make.createUser({ role: 'UniAdmin', universityId: universityA });
  user.uniAdminB = await make.createUser({ role: 'UniAdmin', universityId: universityB });
  user.accountantA1 = await make.createUser({ role: 'CollegeAdmin', campusId: campus.A1 });
  user.accountantA2 = await make.createUser({ role: 'CollegeAdmin', campusId: campus.A2 });
  user.student = await make.createUser({ role: 'Student', campusId: campus.A1 });

  // The books: spending with a refund, income with a correction, and what never counts.
  await book('A1', 'spend', { debit: '12000.00' }, { type: 'Payment' });
  await book('A1', 'spend', { credit: '500.25' });
  await book('A1', 'earn', { credit: '8000.00' }, { type: 'Receipt' });
  await book('A1', 'earn', { debit: '100.10' });
  await book('A1', 'spend', { debit: '999.00' }, { type: 'Opening' });
  await book('A1', 'spend', { debit: '5000.00' }, { approved: false });
  await book('A1', 'spend', { debit: '7000.00' }, { previousYear: true });
  await book('A2', 'spend', { debit: '3000.00' }, { type: 'Payment' });
  await book('B1', 'spend', { debit: '4000.00' }, { type: 'Payment' });

  // The budgets: the grants body's, the universities', and allocations to campuses.
  await addBudget(user.admin, { holder: 'GrantsBody', head: 'spend', amount: 10000000n }, {});
  await addBudget(user.admin, { holder: 'GrantsBody', head: 'earn', amount: 5000000n }, {});
  await addBudget(
    user.admin,
    { holder: 'University', university: 'A', head: 'spend', amount: 4000000n },
    { universityId: universityA },
  );
  await addBudget(user.uniAdminA, { holder: 'University', university: 'A', head: 'earn', amount: 1000000n }, {});
  allocationA1 = await addBudget(
    user.uniAdminA,
    { holder: 'Campus', university: 'A', campus: 'A1', head: 'spend', amount: 1500000n },
    { campusId: campus.A1 },
  );
  await addBudget(
    user.uniAdminA,
    { holder: 'Campus', university: 'A', campus: 'A2', head: 'spend', amount: 500000n },
    { campusId: campus.A2 },
  );
  await addBudget(
    user.admin,
    { holder: 'University', university: 'B', head: 'spend', amount: 2000000n },
    { universityId: universityB },
  );
  await addBudget(
    user.admin,
    { holder: 'Campus', university: 'B', campus: 'B1', head: 'spend', amount: 600000n },
    { campusId: campus.B1 },
  );
});

/** Budget against actual for the test's heads, worked out from what the test wrote. */
function expectedActuals(scope: { campus?: CampusKey; university?: 'A' | 'B' }) {
  const inScope = (key: CampusKey) =>
    scope.campus ? key === scope.campus : scope.university ? universityOf(key) === scope.university : true;
  return (['earn', 'spend'] as const).flatMap((headKey) => {
    const own = budgets.filter(
      (line) =>
        line.head === headKey &&
        (scope.campus
          ? line.campus === scope.campus
          : scope.university
            ? line.holder === 'University' && line.university === scope.university
            : line.holder === 'GrantsBody'),
    );
    const allocations = budgets.filter(
      (line) => line.head === headKey && line.holder === 'Campus' && inScope(line.campus!),
    );
    const lines = written.filter((line) => line.head === headKey && line.counts && inScope(line.campus));
    const net = lines.reduce((sum, line) => sum + line.debit - line.credit, 0n);
    const actual = headKey === 'spend' ? net : -net;
    const budget = own.reduce((sum, line) => sum + line.amount, 0n);
    const allocated = allocations.reduce((sum, line) => sum + line.amount, 0n);
    if (budget === 0n && allocated === 0n && lines.length === 0) return [];
    // Tenths of a percent, rounded half up.
    const tenths = budget > 0n ? (actual * 2000n + budget) / (2n * budget) : null;
    return [
      {
        financeHeadId: head[headKey],
        budget: rupees(budget),
        allocated: rupees(allocated),
        actual: rupees(actual),
        variance: rupees(budget - actual),
        utilisation: tenths === null ? null : Number(tenths) / 10,
      },
    ];
  });
}

const actuals = (by: TestUser, query: Record<string, unknown> = {}) =>
  asUser(test, by)
    .get('/api/Budget/Actuals')
    .query({ fiscalYearId, ...query });

const ourRows = (answer: BudgetActuals) =>
  answer.rows
    .filter((row) => row.financeHeadId === head.spend || row.financeHeadId === head.earn)
    .map(({ financeHeadId, budget, allocated, actual, variance, utilisation }) => ({
      financeHeadId,
      budget,
      allocated,
      actual,
      variance,
      utilisation,
    }));

describe('budget against actual', () => {
  it('at a campus: its allocations against its approved books, without opening, unapproved or other years’ vouchers', async () => {
    const response = await actuals(user.accountantA1);
    expect(response.status).toBe(200);
    const answer = response.body as BudgetActuals;
    expect(answer).toMatchObject({ scope: 'Campus', fiscalYear: '2083/84' });
    expect(ourRows(answer)).toEqual(expectedActuals({ campus: 'A1' }));
    // As worked out by hand: 12000.00 spent less a refund of 500.25, against 15000.00.
    expect(ourRows(answer).find((row) => row.financeHeadId === head.spend)).toMatchObject({
      actual: '11499.75',
      variance: '3500.25',
      utilisation: 76.7,
    });
    // The university and the grants body read the same campus by naming it.
    for (const reader of [user.uniAdminA, user.admin]) {
      expect(ourRows((await actuals(reader, { campusId: campus.A1 })).body as BudgetActuals)).toEqual(
        expectedActuals({ campus: 'A1' }),
      );
    }
  });

  it('at a university: its own budget, its allocations to its campuses, and its campuses’ books', async () => {
    const answer = (await actuals(user.uniAdminA)).body as BudgetActuals;
    expect(answer.scope).toBe('University');
    expect(ourRows(answer)).toEqual(expectedActuals({ university: 'A' }));
    expect(ourRows(answer).find((row) => row.financeHeadId === head.spend)).toMatchObject({
      budget: '40000.00',
      allocated: '20000.00',
      actual: '14499.75',
    });
    const named = (await actuals(user.admin, { universityId: universityB })).body as BudgetActuals;
    expect(ourRows(named)).toEqual(expectedActuals({ university: 'B' }));
  });

  it('for the country: the grants body’s budget, every allocation and every campus’s books', async () => {
    const response = await actuals(user.ugcAdmin);
    const answer = response.body as BudgetActuals;
    expect(answer.scope).toBe('GrantsBody');
    expect(ourRows(answer)).toEqual(expectedActuals({}));
    expect(ourRows(answer).find((row) => row.financeHeadId === head.spend)).toMatchObject({
      budget: '100000.00',
      allocated: '26000.00',
      actual: '18499.75',
      utilisation: 18.5,
    });
  });

  it('of a campus or university outside the reader’s answers 404', async () => {
    expect((await actuals(user.accountantA1, { campusId: campus.A2 })).status).toBe(404);
    expect((await actuals(user.uniAdminA, { campusId: campus.B1 })).status).toBe(404);
    expect((await actuals(user.uniAdminA, { universityId: universityB })).status).toBe(404);
    expect((await actuals(user.admin, { campusId: campus.A1, universityId: universityB })).status).toBe(404);
  });

  it('downloads as a PDF, XLSX and CSV', async () => {
    const pdf = await asBytes(actuals(user.uniAdminA, { format: 'pdf' }));
    expect(pdf.status).toBe(200);
    expect((pdf.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
    const xlsx = await actuals(user.admin, { format: 'xlsx' });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const csv = await actuals(user.accountantA1, { format: 'csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.text).toContain('11499.75');
  });

  it('is refused to a student, and a missing fiscal year answers 400', async () => {
    expect((await actuals(user.student)).status).toBe(403);
    const missing = await asUser(test, user.admin).get('/api/Budget/Actuals');
    expect(missing.status).toBe(400);
  });
});

describe('budget lines', () => {
  it('are listed at the reader’s scope, filtered, sorted and paged', async () => {
    const list = async (by: TestUser, query: Record<string, unknown> = {}) => {
      const response = await asUser(test, by)
        .get('/api/Budget')
        .query({ fiscalYearId, ...query });
      expect(response.status).toBe(200);
      return response.body as BudgetLine[];
    };
    const ours = (lines: BudgetLine[]) =>
      lines.filter((line) => line.financeHeadId === head.spend || line.financeHeadId === head.earn);
    expect(ours(await list(user.admin))).toHaveLength(budgets.length);
    const university = ours(await list(user.uniAdminA));
    expect(university.map((line) => [line.holder, line.campusId]).sort()).toEqual(
      [
        ['Campus', campus.A1],
        ['Campus', campus.A2],
        ['University', null],
        ['University', null],
      ].sort(),
    );
    expect((await list(user.accountantA1)).map((line) => line.campusId)).toEqual([campus.A1]);
    const held = ours(await list(user.admin, { holder: 'Campus', financeHeadId: head.spend }));
    expect(held.map((line) => line.campusId).sort()).toEqual([campus.A1, campus.A2, campus.B1].sort());

    const page = await asUser(test, user.uniAdminA)
      .get('/api/Budget')
      .query({ fiscalYearId, sortBy: 'amount', sortOrder: 'desc', page: 1, pageSize: 3 });
    expect(page.body).toMatchObject({ totalRecords: 4, page: 1, pageSize: 3, totalPages: 2 });
    expect(page.body.data.map((line: BudgetLine) => line.amount)).toEqual(['40000.00', '15000.00', '10000.00']);
  });

  it('are added by a university only for itself and its own campuses', async () => {
    const before = await test.app.prisma.budgetLine.count();
    const other = await asUser(test, user.uniAdminA)
      .post('/api/Budget')
      .send({ fiscalYearId, financeHeadId: head.earn, amount: '10.00', universityId: universityB });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(BUDGET_MESSAGES.notYours);
    const otherCampus = await asUser(test, user.uniAdminA)
      .post('/api/Budget')
      .send({ fiscalYearId, financeHeadId: head.earn, amount: '10.00', campusId: campus.B1 });
    expect(otherCampus.status).toBe(404);
    expect(await test.app.prisma.budgetLine.count()).toBe(before);
  });

  it('refuse a second line of the same head, year and holder with 409', async () => {
    const before = await test.app.prisma.budgetLine.count();
    for (const [by, body] of [
      [user.admin, {}],
      [user.uniAdminA, { campusId: campus.A1 }],
      [user.admin, { universityId: universityA }],
    ] as const) {
      const response = await asUser(test, by)
        .post('/api/Budget')
        .send({ fiscalYearId, financeHeadId: head.spend, amount: '1.00', ...body });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(BUDGET_MESSAGES.alreadyBudgeted);
    }
    expect(await test.app.prisma.budgetLine.count()).toBe(before);
  });

  it('refuse bad input with 400 and write nothing', async () => {
    const before = await test.app.prisma.budgetLine.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ fiscalYearId, financeHeadId: head.earn, amount: '-5' }, 'body.amount'],
      [{ fiscalYearId, financeHeadId: head.earn, amount: '12.345' }, 'body.amount'],
      [{ fiscalYearId, amount: '5.00' }, 'body.financeHeadId'],
      [{ financeHeadId: head.earn, amount: '5.00' }, 'body.fiscalYearId'],
      [{ fiscalYearId: 999999, financeHeadId: head.earn, amount: '5.00' }, 'body.fiscalYearId'],
      [{ fiscalYearId, financeHeadId: 999999, amount: '5.00' }, 'body.financeHeadId'],
      [{ fiscalYearId, financeHeadId: head.earn, amount: '5.00', universityId: 999999 }, 'body.universityId'],
    ];
    for (const [body, field] of cases) {
      const response = await asUser(test, user.admin).post('/api/Budget').send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    expect(await test.app.prisma.budgetLine.count()).toBe(before);
  });

  it('are written by no one but the grants body’s Admin and universities', async () => {
    for (const by of [user.ugcAdmin, user.accountantA1, user.student]) {
      const response = await asUser(test, by)
        .post('/api/Budget')
        .send({ fiscalYearId, financeHeadId: head.earn, amount: '5.00' });
      expect(response.status).toBe(403);
      expect(
        (await asUser(test, by).patch(`/api/Budget/${allocationA1.id}`).send({ amount: '1.00', reason: 'x' })).status,
      ).toBe(403);
    }
    expect((await asUser(test, user.student).get('/api/Budget')).status).toBe(403);
  });
});

describe('a budget revision', () => {
  it('keeps the amount before it, the reason, who and when, and the line takes the new amount', async () => {
    const { prisma } = test.app;
    const first = await asUser(test, user.uniAdminA)
      .patch(`/api/Budget/${allocationA1.id}`)
      .send({ amount: '18000', reason: 'Second term intake' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ amount: '18000.00', originalAmount: '15000.00', revisions: 1 });
    const second = await asUser(test, user.admin)
      .patch(`/api/Budget/${allocationA1.id}`)
      .send({ amount: '16000.50', reason: 'Grant cut' });
    expect(second.body).toMatchObject({ amount: '16000.50', originalAmount: '15000.00', revisions: 2 });

    const history = await asUser(test, user.accountantA1).get(`/api/Budget/${allocationA1.id}/Revisions`);
    expect(history.status).toBe(200);
    expect(history.body as BudgetRevision[]).toEqual([
      expect.objectContaining({ previousAmount: '15000.00', amount: '18000.00', reason: 'Second term intake' }),
      expect.objectContaining({ previousAmount: '18000.00', amount: '16000.50', reason: 'Grant cut' }),
    ]);
    expect((history.body as BudgetRevision[])[0]!.revisedBy).toBe('Test UniAdmin');
    expect((history.body as BudgetRevision[])[0]!.revisedAt).toBe('2026-11-26T06:00:00.000Z');
    const audited = await prisma.auditLog.count({
      where: { entity: 'BudgetLine', entityId: String(allocationA1.id), action: 'update' },
    });
    expect(audited).toBe(2);

    // Budget against actual reads the revised amount.
    budgets.find((line) => line.campus === 'A1' && line.head === 'spend')!.amount = 1600050n;
    const answer = (await actuals(user.accountantA1)).body as BudgetActuals;
    expect(ourRows(answer)).toEqual(expectedActuals({ campus: 'A1' }));
  });

  it('of the same amount, of bad input, or outside the reviser’s scope is refused and writes nothing', async () => {
    const { prisma } = test.app;
    const before = await prisma.budgetRevision.count({ where: { budgetLineId: allocationA1.id } });
    const same = await asUser(test, user.admin)
      .patch(`/api/Budget/${allocationA1.id}`)
      .send({ amount: '16000.5', reason: 'Again' });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(BUDGET_MESSAGES.unchanged);
    const noReason = await asUser(test, user.admin).patch(`/api/Budget/${allocationA1.id}`).send({ amount: '1.00' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.issues).toMatchObject([expect.objectContaining({ field: 'body.reason' })]);
    const badAmount = await asUser(test, user.admin)
      .patch(`/api/Budget/${allocationA1.id}`)
      .send({ amount: 'lots', reason: 'x' });
    expect(badAmount.status).toBe(400);
    const otherUniversity = await asUser(test, user.uniAdminB)
      .patch(`/api/Budget/${allocationA1.id}`)
      .send({ amount: '1.00', reason: 'Not ours' });
    expect(otherUniversity.status).toBe(404);
    expect((await asUser(test, user.accountantA2).get(`/api/Budget/${allocationA1.id}/Revisions`)).status).toBe(404);
    expect(
      (await asUser(test, user.admin).patch('/api/Budget/999999').send({ amount: '1.00', reason: 'x' })).status,
    ).toBe(404);
    expect(await prisma.budgetRevision.count({ where: { budgetLineId: allocationA1.id } })).toBe(before);
    const line = await prisma.budgetLine.findUniqueOrThrow({ where: { id: allocationA1.id } });
    expect(line.amount.toFixed(2)).toBe('16000.50');
  });
});
