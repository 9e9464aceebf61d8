import { beforeAll, describe, expect, it } from 'vitest';
import {
  adToBs,
  formatCalendarDate,
  fromUtcDate,
  NOT_RECORDED_LABEL,
  type QaaExpiryReportRow,
  type QaaProvinceReportRow,
  type QaaUniversityReportRow,
} from '@hemis/contracts';
import type { TestUser } from '../../../../tests/support/factories.ts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

/** The app's clock stands at noon in Nepal on 26 November 2026. */
const TODAY = '2026-11-26';
const { test, make } = useTestApp({ clock: '2026-11-26T06:00:00Z' });

type CampusType = 'constituent' | 'community' | 'private';
/** What the test says a campus is today, worked out by hand from its awards' dates. */
type Expected = 'accredited' | 'expiring' | 'expired' | 'none';

interface Award {
  on: string;
  until: string;
  fiscalYear: 'older' | 'newer';
}

interface Fixture {
  key: string;
  university: 'A' | 'B';
  type: CampusType;
  /** The province's place in the list of provinces (0: the first), or null for a campus without an address. */
  province: number | null;
  /** Awarded cycles, oldest first. */
  awards: Award[];
  /** A cycle after the awards that is not awarded: in progress, or refused. */
  open?: 'SelfStudyReportSubmitted' | 'Refused' | 'LetterOfIntent';
  expected: Expected;
}

const FIXTURES: Fixture[] = [
  // In force until 2029: accredited, not expiring.
  {
    key: 'first award in force',
    university: 'A',
    type: 'constituent',
    province: 2,
    awards: [{ on: '2024-01-10', until: '2029-01-09', fiscalYear: 'newer' }],
    expected: 'accredited',
  },
  // Expired in 2024, re-accredited until 2029: counts once, as accredited, by its newer award.
  {
    key: 're-accredited',
    university: 'A',
    type: 'community',
    province: 2,
    awards: [
      { on: '2019-03-01', until: '2024-02-28', fiscalYear: 'older' },
      { on: '2024-03-01', until: '2029-02-28', fiscalYear: 'newer' },
    ],
    expected: 'accredited',
  },
  // Ends 1 March 2027, 95 days from today.
  {
    key: 'expiring in 95 days',
    university: 'A',
    type: 'private',
    province: 0,
    awards: [{ on: '2022-03-02', until: '2027-03-01', fiscalYear: 'older' }],
    expected: 'expiring',
  },
  // Ends on 25 May 2027: exactly 180 days from today, still within the window.
  {
    key: 'expiring in 180 days',
    university: 'A',
    type: 'constituent',
    province: 0,
    awards: [{ on: '2022-05-26', until: '2027-05-25', fiscalYear: 'newer' }],
    expected: 'expiring',
  },
  // Ends on 26 May 2027: 181 days away, accredited but not expiring.
  {
    key: 'ending in 181 days',
    university: 'A',
    type: 'constituent',
    province: 0,
    awards: [{ on: '2022-05-27', until: '2027-05-26', fiscalYear: 'newer' }],
    expected: 'accredited',
  },
  // Its last valid day is today: still in force, expiring in 0 days.
  {
    key: 'last day today',
    university: 'A',
    type: 'community',
    province: 2,
    awards: [{ on: '2021-11-27', until: TODAY, fiscalYear: 'older' }],
    expected: 'expiring',
  },
  // Ended on 30 June 2025.
  {
    key: 'expired',
    university: 'A',
    type: 'community',
    province: 0,
    awards: [{ on: '2020-07-01', until: '2025-06-30', fiscalYear: 'older' }],
    expected: 'expired',
  },
  // Expired, with a re-accreditation begun but not awarded: still expired.
  {
    key: 'expired, renewing',
    university: 'A',
    type: 'private',
    province: 2,
    awards: [{ on: '2021-01-01', until: '2026-01-01', fiscalYear: 'older' }],
    open: 'LetterOfIntent',
    expected: 'expired',
  },
  // In its first cycle: never awarded.
  {
    key: 'in progress',
    university: 'A',
    type: 'constituent',
    province: 2,
    awards: [],
    open: 'SelfStudyReportSubmitted',
    expected: 'none',
  },
  // Refused at its final visit.
  { key: 'refused', university: 'A', type: 'private', province: 2, awards: [], open: 'Refused', expected: 'none' },
  // Accredited, with no address recorded.
  {
    key: 'no province',
    university: 'A',
    type: 'community',
    province: null,
    awards: [{ on: '2025-01-01', until: '2030-01-01', fiscalYear: 'newer' }],
    expected: 'accredited',
  },
  {
    key: 'B accredited',
    university: 'B',
    type: 'constituent',
    province: 4,
    awards: [{ on: '2023-08-01', until: '2028-07-31', fiscalYear: 'newer' }],
    expected: 'accredited',
  },
  // Ends in 30 days.
  {
    key: 'B expiring',
    university: 'B',
    type: 'private',
    province: 4,
    awards: [{ on: '2021-12-27', until: '2026-12-26', fiscalYear: 'older' }],
    expected: 'expiring',
  },
  // Ended yesterday.
  {
    key: 'B expired yesterday',
    university: 'B',
    type: 'community',
    province: 4,
    awards: [{ on: '2021-11-26', until: '2026-11-25', fiscalYear: 'older' }],
    expected: 'expired',
  },
];

const TYPES: CampusType[] = ['constituent', 'community', 'private'];
const bs = (ad: string) => formatCalendarDate(adToBs(fromUtcDate(new Date(`${ad}T00:00:00Z`))));

let universities: Record<'A' | 'B', { id: number; name: string }>;
let provinces: { id: number; name: string }[];
let fiscalYears: Record<'older' | 'newer', { id: number; yearNepali: string }>;
/** Each fixture's campus, by key. */
const campusOf = new Map<string, { id: number; campusName: string }>();
let grantsBody: TestUser;

beforeAll(async () => {
  const prisma = test.app.prisma;
  universities = {
    A: await make.createUniversity({ name: uniqueName('QAA University A') }),
    B: await make.createUniversity({ name: uniqueName('QAA University B') }),
  };
  provinces = await prisma.province.findMany({ orderBy: { id: 'asc' }, select: { id: true, name: true } });
  const years = await prisma.fiscalYear.findMany({ orderBy: { startDateAd: 'desc' }, take: 4 });
  fiscalYears = { newer: years[1]!, older: years[3]! };
  const localLevelOf = async (province: number | null) =>
    province === null
      ? null
      : (
          await prisma.localLevel.findFirstOrThrow({
            where: { district: { provinceId: provinces[province]!.id } },
            select: { id: true },
          })
        ).id;
  for (const fixture of FIXTURES) {
    const created = await make.createCampus({ universityId: universities[fixture.university].id });
    const campus = await prisma.campus.update({
      where: { id: created.id },
      data: { campusType: fixture.type, localLevelId: await localLevelOf(fixture.province) },
    });
    campusOf.set(fixture.key, campus);
    await prisma.qaaCampus.create({ data: { campusId: campus.id, universityId: campus.universityId } });
    let cycleNumber = 0;
    for (const award of fixture.awards) {
      cycleNumber += 1;
      await prisma.qaaCycle.create({
        data: {
          campusId: campus.id,
          universityId: campus.universityId,
          cycleNumber,
          isReaccreditation: cycleNumber > 1,
          stage: 'Awarded',
          fiscalYearId: fiscalYears[award.fiscalYear].id,
          awardedOnAd: new Date(`${award.on}T00:00:00Z`),
          awardedOnBs: bs(award.on),
          validityYears: 5,
          validUntilAd: new Date(`${award.until}T00:00:00Z`),
          validUntilBs: bs(award.until),
        },
      });
    }
    if (fixture.open)
      await prisma.qaaCycle.create({
        data: {
          campusId: campus.id,
          universityId: campus.universityId,
          cycleNumber: cycleNumber + 1,
          isReaccreditation: cycleNumber > 0,
          stage: fixture.open,
        },
      });
  }
  // A campus of university A outside the QAA programme counts nowhere.
  await make.createCampus({ universityId: universities.A.id });
  grantsBody = await make.createUser({ role: 'UgcAdmin' });
});

const inForce = (expected: Expected) => expected === 'accredited' || expected === 'expiring';
const count = (fixtures: Fixture[], matches: (fixture: Fixture) => boolean) => fixtures.filter(matches).length;

/** The province report's rows for these fixtures, counted from what the test says of each. */
function provinceRows(fixtures: Fixture[], only?: number): QaaProvinceReportRow[] {
  const row = (fixturesOf: Fixture[], provinceId: number | null, province: string) => ({
    provinceId,
    province,
    ...Object.fromEntries(
      TYPES.map((type) => [type, count(fixturesOf, (f) => f.type === type && inForce(f.expected))]),
    ),
    total: count(fixturesOf, (f) => inForce(f.expected)),
  });
  const rows = provinces
    .map((province, index) => ({ province, index }))
    .filter(({ province }) => only === undefined || province.id === only)
    .map(({ province, index }) =>
      row(
        fixtures.filter((f) => f.province === index),
        province.id,
        province.name,
      ),
    );
  const unrecorded = row(
    fixtures.filter((f) => f.province === null),
    null,
    NOT_RECORDED_LABEL,
  );
  return [...rows, ...(only === undefined && unrecorded.total > 0 ? [unrecorded] : [])] as QaaProvinceReportRow[];
}

function universityRow(key: 'A' | 'B', fixtures: Fixture[]): QaaUniversityReportRow {
  const ofUniversity = fixtures.filter((f) => f.university === key);
  return {
    universityId: universities[key].id,
    university: universities[key].name,
    constituent: count(ofUniversity, (f) => f.type === 'constituent' && inForce(f.expected)),
    community: count(ofUniversity, (f) => f.type === 'community' && inForce(f.expected)),
    private: count(ofUniversity, (f) => f.type === 'private' && inForce(f.expected)),
    total: count(ofUniversity, (f) => inForce(f.expected)),
  };
}

function expiryRow(key: 'A' | 'B', fixtures: Fixture[]): QaaExpiryReportRow {
  const ofUniversity = fixtures.filter((f) => f.university === key);
  const counts = (of: Fixture[]) => ({
    accredited: count(of, (f) => inForce(f.expected)),
    expiring: count(of, (f) => f.expected === 'expiring'),
    expired: count(of, (f) => f.expected === 'expired'),
  });
  return {
    universityId: universities[key].id,
    university: universities[key].name,
    constituent: counts(ofUniversity.filter((f) => f.type === 'constituent')),
    community: counts(ofUniversity.filter((f) => f.type === 'community')),
    private: counts(ofUniversity.filter((f) => f.type === 'private')),
    total: counts(ofUniversity),
  };
}

const ours = <Row extends { universityId: number }>(rows: Row[]) =>
  rows.filter((row) => row.universityId === universities.A.id || row.universityId === universities.B.id);

describe('the QAA reports', () => {
  it('count each campus by its latest award as of today: accredited, expiring within 180 days and expired', async () => {
    const expiry = await asUser(test, grantsBody).get('/api/Qaa/Report/Expiry').expect(200);
    expect(ours(expiry.body as QaaExpiryReportRow[])).toEqual([expiryRow('A', FIXTURES), expiryRow('B', FIXTURES)]);
    // Worked out by hand for university A: 7 accredited (3 of them expiring), 2 expired.
    expect((expiry.body as QaaExpiryReportRow[]).find((row) => row.universityId === universities.A.id)!.total).toEqual({
      accredited: 7,
      expiring: 3,
      expired: 2,
    });

    const campus = await asUser(test, grantsBody).get('/api/Qaa/Report/Campus').expect(200);
    expect(ours(campus.body as QaaUniversityReportRow[])).toEqual([
      universityRow('A', FIXTURES),
      universityRow('B', FIXTURES),
    ]);
    expect(universityRow('A', FIXTURES)).toMatchObject({ constituent: 3, community: 3, private: 1, total: 7 });

    const province = await asUser(test, grantsBody)
      .get('/api/Qaa/Report/Province')
      .query({ universityId: universities.A.id })
      .expect(200);
    expect(province.body).toEqual(provinceRows(FIXTURES.filter((f) => f.university === 'A')));
    expect((province.body as QaaProvinceReportRow[]).at(-1)).toMatchObject({ province: NOT_RECORDED_LABEL, total: 1 });
  });

  it('narrow the counts by campus type, province and the fiscal year of the latest award', async () => {
    const get = (url: string, query: Record<string, unknown>) =>
      asUser(test, grantsBody)
        .get(url)
        .query(query)
        .expect(200)
        .then((response) => response.body as never[]);

    const privateOnly = FIXTURES.filter((f) => f.type === 'private');
    expect(ours(await get('/api/Qaa/Report/Expiry', { campusType: 'private' }))).toEqual([
      expiryRow('A', privateOnly),
      expiryRow('B', privateOnly),
    ]);

    const first = provinces[0]!;
    const inFirst = FIXTURES.filter((f) => f.province === 0);
    expect(ours(await get('/api/Qaa/Report/Campus', { provinceId: first.id }))).toEqual([universityRow('A', inFirst)]);
    expect(await get('/api/Qaa/Report/Province', { universityId: universities.A.id, provinceId: first.id })).toEqual(
      provinceRows(
        FIXTURES.filter((f) => f.university === 'A'),
        first.id,
      ),
    );

    // The re-accredited campus counts in the newer award's year only: its older award is superseded.
    const ofNewer = FIXTURES.filter((f) => f.awards.at(-1)?.fiscalYear === 'newer');
    const ofOlder = FIXTURES.filter((f) => f.awards.at(-1)?.fiscalYear === 'older');
    expect(ofOlder.map((f) => f.key)).not.toContain('re-accredited');
    expect(ours(await get('/api/Qaa/Report/Expiry', { fiscalYearId: fiscalYears.newer.id }))).toEqual([
      expiryRow('A', ofNewer),
      expiryRow('B', ofNewer),
    ]);
    expect(ours(await get('/api/Qaa/Report/Expiry', { fiscalYearId: fiscalYears.older.id }))).toEqual([
      expiryRow('A', ofOlder),
      expiryRow('B', ofOlder),
    ]);
    expect(await get('/api/Qaa/Report/Campus', { universityId: universities.B.id, campusType: 'community' })).toEqual(
      [],
    );
  });

  it('show a university administrator only the university’s campuses, and a campus administrator only the campus', async () => {
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: universities.A.id });
    expect((await asUser(test, uniAdmin).get('/api/Qaa/Report/Expiry').expect(200)).body).toEqual([
      expiryRow('A', FIXTURES),
    ]);
    expect((await asUser(test, uniAdmin).get('/api/Qaa/Report/Campus').expect(200)).body).toEqual([
      universityRow('A', FIXTURES),
    ]);
    expect((await asUser(test, uniAdmin).get('/api/Qaa/Report/Province').expect(200)).body).toEqual(
      provinceRows(FIXTURES.filter((f) => f.university === 'A')),
    );
    await asUser(test, uniAdmin).get('/api/Qaa/Report/Expiry').query({ universityId: universities.B.id }).expect(404);

    const expiring = FIXTURES.find((f) => f.key === 'expiring in 95 days')!;
    const campusAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: campusOf.get(expiring.key)!.id });
    expect((await asUser(test, campusAdmin).get('/api/Qaa/Report/Expiry').expect(200)).body).toEqual([
      expiryRow('A', [expiring]),
    ]);
    expect((await asUser(test, campusAdmin).get('/api/Qaa/Report/Campus').expect(200)).body).toEqual([
      universityRow('A', [expiring]),
    ]);
  });

  it('download as CSV, a workbook and a PDF that states the filters and holds the figures', async () => {
    const query = { universityId: universities.A.id };
    const csv = await asBytes(
      asUser(test, grantsBody)
        .get('/api/Qaa/Report/Campus')
        .query({ ...query, format: 'csv' }),
    ).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = (csv.body as Buffer).toString('utf-8').slice(1).trim().split('\r\n');
    const a = universityRow('A', FIXTURES);
    expect(lines).toEqual([
      'University,Constituent,Community,Private,Total',
      [a.university, a.constituent, a.community, a.private, a.total].join(','),
    ]);

    const expiryCsv = await asBytes(
      asUser(test, grantsBody)
        .get('/api/Qaa/Report/Expiry')
        .query({ ...query, format: 'csv' }),
    ).expect(200);
    const expiryLines = (expiryCsv.body as Buffer).toString('utf-8').slice(1).trim().split('\r\n');
    expect(expiryLines[0]).toBe(
      'University,Constituent accredited,Constituent expiring,Constituent expired,Community accredited,Community expiring,Community expired,Private accredited,Private expiring,Private expired,Total accredited,Total expiring,Total expired',
    );
    const e = expiryRow('A', FIXTURES);
    expect(expiryLines[1]).toBe(
      [
        e.university,
        ...[e.constituent, e.community, e.private, e.total].flatMap((c) => [c.accredited, c.expiring, c.expired]),
      ].join(','),
    );

    const xlsx = await asBytes(
      asUser(test, grantsBody)
        .get('/api/Qaa/Report/Province')
        .query({ ...query, format: 'xlsx' }),
    ).expect(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((xlsx.body as Buffer).subarray(0, 2).toString()).toBe('PK');

    const pdf = await asBytes(
      asUser(test, grantsBody)
        .get('/api/Qaa/Report/Expiry')
        .query({ ...query, fiscalYearId: fiscalYears.newer.id, format: 'pdf' }),
    ).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.body as Buffer)).join('\n');
    expect(text).toContain('QAA accreditation expiry by university');
    expect(text).toContain(`As of ${TODAY} (A.D.)`);
    expect(text).toContain(`Latest award made in fiscal year ${fiscalYears.newer.yearNepali} (B.S.)`);
    const ofNewer = expiryRow(
      'A',
      FIXTURES.filter((f) => f.awards.at(-1)?.fiscalYear === 'newer'),
    );
    const figures = [ofNewer.constituent, ofNewer.community, ofNewer.private, ofNewer.total]
      .flatMap((c) => [c.accredited, c.expiring, c.expired])
      .join('');
    const compact = text.replace(/\s+/g, '');
    expect(compact).toContain(`${universities.A.name.replace(/\s+/g, '')}${figures}`);
  });

  it('refuse what is not a filter, and the roles without the accreditation module', async () => {
    const bad = await asUser(test, grantsBody)
      .get('/api/Qaa/Report/Province')
      .query({ campusType: 'public', provinceId: 'x' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('Campus type must be constituent, community or private');
    const student = await make.createUser({ role: 'Student' });
    const staffWithout = await make.createUser({ role: 'CollegeUser', modules: ['dashboard'] });
    for (const user of [student, staffWithout])
      for (const url of [
        '/api/Qaa/Report/Province',
        '/api/Qaa/Report/Campus',
        '/api/Qaa/Report/Expiry',
        '/api/Qaa/Expiring',
      ])
        await asUser(test, user).get(url).expect(403);
  });
});

describe('the dashboard’s expiring accreditations', () => {
  const expiringRow = (key: string, until: string, days: number, university: 'A' | 'B') => ({
    campusId: campusOf.get(key)!.id,
    campusName: campusOf.get(key)!.campusName,
    universityName: universities[university].name,
    validUntilAd: until,
    validUntilBs: bs(until),
    daysToExpiry: days,
  });

  it('lists the campuses whose award in force ends within 180 days, soonest first, at the reader’s scope', async () => {
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: universities.A.id });
    expect((await asUser(test, uniAdmin).get('/api/Qaa/Expiring').expect(200)).body).toEqual([
      expiringRow('last day today', TODAY, 0, 'A'),
      expiringRow('expiring in 95 days', '2027-03-01', 95, 'A'),
      expiringRow('expiring in 180 days', '2027-05-25', 180, 'A'),
    ]);

    const ids = new Set([...campusOf.values()].map((campus) => campus.id));
    const national = (await asUser(test, grantsBody).get('/api/Qaa/Expiring').expect(200)).body as {
      campusId: number;
    }[];
    expect(national.filter((row) => ids.has(row.campusId))).toEqual([
      expiringRow('last day today', TODAY, 0, 'A'),
      expiringRow('B expiring', '2026-12-26', 30, 'B'),
      expiringRow('expiring in 95 days', '2027-03-01', 95, 'A'),
      expiringRow('expiring in 180 days', '2027-05-25', 180, 'A'),
    ]);

    const campusAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: campusOf.get('B expiring')!.id });
    expect((await asUser(test, campusAdmin).get('/api/Qaa/Expiring').expect(200)).body).toEqual([
      expiringRow('B expiring', '2026-12-26', 30, 'B'),
    ]);
    const accredited = await make.createUser({ role: 'CollegeAdmin', campusId: campusOf.get('re-accredited')!.id });
    expect((await asUser(test, accredited).get('/api/Qaa/Expiring').expect(200)).body).toEqual([]);
  });
});
