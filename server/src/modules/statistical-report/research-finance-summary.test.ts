import { beforeAll, describe, expect, it } from 'vitest';
import type { FinanceSummary, ResearchSummary } from '@hemis/contracts';
import type { TestUser } from '../../../../tests/support/factories.ts';
import { asBytes } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { expectedFinance, expectedResearch, summaryRecordsFor } from '../../../../tests/support/summary-records.ts';

const { test, make } = useTestApp();

let place: { universityA: number; universityB: number; campusA: number; campusA2: number; campusB: number };
let years: [number, number];
let users: Record<'campusAdmin' | 'uniAdmin' | 'grantsBody' | 'student' | 'withoutReports', TestUser>;

/**
 * Two universities, three campuses, two fiscal years: research of each activity type, and
 * income and expenditure entries under four heads, with a cancelled entry that never counts.
 */
beforeAll(async () => {
  const prisma = test.app.prisma;
  const records = summaryRecordsFor(prisma);
  const [latest, previous] = await prisma.fiscalYear.findMany({ orderBy: { startDateAd: 'desc' }, take: 2 });
  years = [latest!.id, previous!.id];
  const universityA = await make.createUniversity();
  const universityB = await make.createUniversity();
  const campusA = await make.createCampus({ universityId: universityA.id });
  const campusA2 = await make.createCampus({ universityId: universityA.id });
  const campusB = await make.createCampus({ universityId: universityB.id });
  place = {
    universityA: universityA.id,
    universityB: universityB.id,
    campusA: campusA.id,
    campusA2: campusA2.id,
    campusB: campusB.id,
  };
  const [year, lastYear] = years;
  const researcher = async (campusId: number) => (await make.createEmployee({ campusId })).id;
  const [atA, atA2, atB] = [await researcher(campusA.id), await researcher(campusA2.id), await researcher(campusB.id)];
  const research = (campusId: number, employeeId: number, fiscalYearId: number) => ({
    campusId,
    employeeId,
    fiscalYearId,
  });
  await records.addResearch({
    ...research(campusA.id, atA, year),
    activityType: 'Research',
    fundedAmount: '150000.50',
    published: true,
  });
  await records.addResearch({ ...research(campusA.id, atA, year), activityType: 'Research', fundedAmount: '25000.25' });
  await records.addResearch({ ...research(campusA.id, atA, year), activityType: 'Publication', published: true });
  await records.addResearch({ ...research(campusA.id, atA, year), activityType: 'Fellowship', fundedAmount: '80000' });
  await records.addResearch({
    ...research(campusA.id, atA, lastYear),
    activityType: 'Research',
    fundedAmount: '10000',
  });
  await records.addResearch({ ...research(campusA2.id, atA2, year), activityType: 'Others', fundedAmount: '500.75' });
  await records.addResearch({
    ...research(campusB.id, atB, year),
    activityType: 'Research',
    fundedAmount: '99999.99',
    published: true,
  });

  const income = await records.addFinanceHead({ headType: 'Income' });
  const grants = await records.addFinanceHead({ headType: 'Income' });
  const operating = await records.addFinanceHead({ headType: 'Expenditure', expenditureType: 'Operating' });
  const capital = await records.addFinanceHead({ headType: 'Expenditure', expenditureType: 'Capital' });
  const entry = (campusId: number, fiscalYearId: number, financeHeadId: number, amount: string, cancelled = false) =>
    records.addFinanceEntry({ campusId, fiscalYearId, financeHeadId, amount, cancelled });
  await entry(campusA.id, year, income.id, '500000.50');
  await entry(campusA.id, year, income.id, '250000');
  await entry(campusA.id, year, grants.id, '1000');
  await entry(campusA.id, year, operating.id, '300000.25');
  await entry(campusA.id, year, operating.id, '999999', true);
  await entry(campusA.id, year, capital.id, '1200000');
  await entry(campusA.id, lastYear, income.id, '7');
  await entry(campusA2.id, year, operating.id, '45000');
  await entry(campusB.id, year, income.id, '88888.88');

  users = {
    campusAdmin: await make.createUser({ role: 'CollegeAdmin', campusId: campusA.id }),
    uniAdmin: await make.createUser({ role: 'UniAdmin', universityId: universityA.id }),
    grantsBody: await make.createUser({ role: 'UgcAdmin' }),
    student: await make.createUser({ role: 'Student' }),
    withoutReports: await make.createUser({
      role: 'CollegeUser',
      campusId: campusA.id,
      modules: ['dashboard', 'infrastructure management'],
    }),
  };
});

const read = async <Answer>(url: string, user: TestUser, query: Record<string, number> = {}) =>
  (await asUser(test, user).get(url).query(query).expect(200)).body as Answer;

describe('the research summary', () => {
  const URL = '/api/ResearchSummary';

  it('counts a campus’s activities of a fiscal year by type, published and funded, exactly', async () => {
    const summary = await read<ResearchSummary>(URL, users.campusAdmin, { fiscalYearId: years[0] });
    expect(summary).toEqual(await expectedResearch(test.app.prisma, { campusId: place.campusA }, years[0]));
    expect(summary.activities).toEqual([
      { activityType: 'Research', count: 2, published: 1, fundedAmount: '175000.75' },
      { activityType: 'Publication', count: 1, published: 1, fundedAmount: '0.00' },
      { activityType: 'Fellowship', count: 1, published: 0, fundedAmount: '80000.00' },
      { activityType: 'Others', count: 0, published: 0, fundedAmount: '0.00' },
    ]);
    expect(summary.total).toEqual({
      activityType: 'All activities',
      count: 4,
      published: 2,
      fundedAmount: '255000.75',
    });
    // Every year: last year's research too.
    const allYears = await read<ResearchSummary>(URL, users.campusAdmin);
    expect(allYears.total.fundedAmount).toBe('265000.75');
  });

  it('counts a university’s and the country’s, and one university or campus of the grants body', async () => {
    const [year] = years;
    expect(await read(URL, users.uniAdmin, { fiscalYearId: year })).toEqual(
      await expectedResearch(test.app.prisma, { universityId: place.universityA }, year),
    );
    expect(await read(URL, users.grantsBody, { fiscalYearId: year })).toEqual(
      await expectedResearch(test.app.prisma, {}, year),
    );
    expect(await read(URL, users.grantsBody)).toEqual(await expectedResearch(test.app.prisma, {}));
    const ofB = await read<ResearchSummary>(URL, users.grantsBody, {
      universityId: place.universityB,
      fiscalYearId: year,
    });
    expect(ofB.total).toEqual({ activityType: 'All activities', count: 1, published: 1, fundedAmount: '99999.99' });
    const ofA2 = await read<ResearchSummary>(URL, users.grantsBody, { campusId: place.campusA2 });
    expect(ofA2.total.fundedAmount).toBe('500.75');
  });
});

describe('the finance summary', () => {
  const URL = '/api/FinanceSummary';

  it('totals a campus’s income, operating and capital expenditure of a fiscal year by head, cancelled entries left out', async () => {
    const summary = await read<FinanceSummary>(URL, users.campusAdmin, { fiscalYearId: years[0] });
    expect(summary).toEqual(await expectedFinance(test.app.prisma, { campusId: place.campusA }, years[0]));
    expect(summary.entries).toBe(5);
    expect(summary.kinds.map((kind) => [kind.label, kind.total, kind.heads.length])).toEqual([
      ['Income', '751000.50', 2],
      ['Operating Expenditure', '300000.25', 1],
      ['Capital Expenditure', '1200000.00', 1],
    ]);
  });

  it('totals a university’s, the country’s and every year’s', async () => {
    const [year] = years;
    const university = await read<FinanceSummary>(URL, users.uniAdmin, { fiscalYearId: year });
    expect(university).toEqual(await expectedFinance(test.app.prisma, { universityId: place.universityA }, year));
    // Campus A2's 45,000 beside campus A's 300,000.25.
    expect(university.kinds[1]!.total).toBe('345000.25');
    expect(await read(URL, users.grantsBody, { fiscalYearId: year })).toEqual(
      await expectedFinance(test.app.prisma, {}, year),
    );
    expect(await read(URL, users.grantsBody)).toEqual(await expectedFinance(test.app.prisma, {}));
    const campusAllYears = await read<FinanceSummary>(URL, users.campusAdmin);
    expect(campusAllYears.kinds[0]!.total).toBe('751007.50');
  });

  it('answers zeros for a place with nothing recorded', async () => {
    const summary = await read<FinanceSummary>(URL, users.grantsBody, {
      campusId: place.campusA2,
      fiscalYearId: years[1],
    });
    expect(summary.entries).toBe(0);
    expect(summary.kinds.map((kind) => kind.total)).toEqual(['0.00', '0.00', '0.00']);
  });

  it('downloads as CSV, a line per head and a total per kind', async () => {
    const csv = await asBytes(
      asUser(test, users.campusAdmin).get(URL).query({ fiscalYearId: years[0], format: 'csv' }),
    ).expect(200);
    const text = (csv.body as Buffer).toString('utf-8');
    expect(text).toContain('Kind,Head code,Head,Entries,Amount (Rs.)');
    expect(text).toContain('Income,,Total income,3,"7,51,000.50"');
    expect(text).toContain('Capital Expenditure,,Total capital expenditure,1,"12,00,000.00"');
  });
});

describe('either summary', () => {
  it('answers 404 for a university or campus outside the reader’s scope', async () => {
    for (const url of ['/api/ResearchSummary', '/api/FinanceSummary']) {
      await asUser(test, users.uniAdmin).get(url).query({ universityId: place.universityB }).expect(404);
      await asUser(test, users.campusAdmin).get(url).query({ campusId: place.campusA2 }).expect(404);
      await asUser(test, users.grantsBody)
        .get(url)
        .query({ universityId: place.universityA, campusId: place.campusB })
        .expect(404);
    }
  });

  it('refuses students and readers without the report module, and bad filters with a message per field', async () => {
    for (const url of ['/api/ResearchSummary', '/api/FinanceSummary']) {
      await asUser(test, users.student).get(url).expect(403);
      await asUser(test, users.withoutReports).get(url).expect(403);
      const bad = await asUser(test, users.campusAdmin).get(url).query({ fiscalYearId: 'abc' }).expect(400);
      expect(bad.body.issues.map((issue: { field: string }) => issue.field)).toEqual(['querystring.fiscalYearId']);
    }
  });
});
