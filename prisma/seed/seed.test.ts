import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { fiscalYearOf, fromUtcDate, landArea, type LandUnit } from '@hemis/contracts';
import { applyMigrations } from '../../server/src/db/migrations.ts';
import { migrationsDir } from '../../scripts/lib/paths.ts';
import { createEmptyDatabase, query } from '../../tests/support/databases.ts';
import { DEMO_USERS, isDatabaseEmpty, PORTAL_CAMPUS_ID, seedDatabase } from './seed.ts';
import { STANDARD_FINANCE_HEADS } from './registers.ts';

/** Every table's rows as text, so any change a second seed made would show. */
async function snapshot(url: string): Promise<Record<string, string[]>> {
  const tables = await query<{ table_name: string }>(
    url,
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const rows = await query<{ row: string }>(url, `SELECT t::text AS row FROM "${table_name}" t ORDER BY 1`);
    result[table_name] = rows.map((row) => row.row);
  }
  return result;
}

describe('the demo seed', async () => {
  const url = await createEmptyDatabase('seed');
  await applyMigrations(url, migrationsDir);
  const uploadDir = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'uploads-'));
  const today = new Date(Date.UTC(2026, 10, 21));

  it('fills an empty database', async () => {
    expect(await isDatabaseEmpty(url)).toBe(true);
    await seedDatabase(url, { uploadDir, today });
    expect(await isDatabaseEmpty(url)).toBe(false);
  });

  it('changes nothing when run a second time', async () => {
    const before = await snapshot(url);
    await seedDatabase(url, { uploadDir, today });
    expect(await snapshot(url)).toEqual(before);
  });

  it('holds the whole address tree: 7 provinces, 77 districts, 753 local levels', async () => {
    const [counts] = await query<{ provinces: number; districts: number; local_levels: number; wards: number }>(
      url,
      `SELECT (SELECT count(*) FROM "Province")::int AS provinces, (SELECT count(*) FROM "District")::int AS districts,
              (SELECT count(*) FROM "LocalLevel")::int AS local_levels, (SELECT sum("numberOfWards") FROM "LocalLevel")::int AS wards`,
    );
    expect(counts).toEqual({ provinces: 7, districts: 77, local_levels: 753, wards: 6743 });
  });

  it('has the portal campus 66 with its logo in the uploads folder', async () => {
    const [campus] = await query<{ campusName: string; logo: string }>(
      url,
      `SELECT "campusName", logo FROM "Campus" WHERE id = $1`,
      [PORTAL_CAMPUS_ID],
    );
    expect(campus?.campusName).toBeTruthy();
    expect(fs.existsSync(path.join(uploadDir, campus!.logo))).toBe(true);
  });

  it('has campuses of every type and programs of both types', async () => {
    const campusTypes = await query<{ campusType: string }>(
      url,
      `SELECT DISTINCT "campusType" FROM "Campus" ORDER BY 1`,
    );
    expect(campusTypes.map((row) => row.campusType)).toEqual(['constituent', 'community', 'private']);
    const programTypes = await query<{ programType: string }>(
      url,
      `SELECT DISTINCT "programType" FROM "Program" ORDER BY 1`,
    );
    expect(programTypes.map((row) => row.programType)).toEqual(['annual', 'semester']);
  });

  it('keeps fiscal years from 2076/77 to the current one, which alone is active', async () => {
    const years = await query<{ yearNepali: string; activeFiscalYear: boolean }>(
      url,
      `SELECT "yearNepali", "activeFiscalYear" FROM "FiscalYear" ORDER BY index`,
    );
    const current = fiscalYearOf(fromUtcDate(today)).yearNepali;
    expect(years[0]?.yearNepali).toBe('2076/77');
    expect(years.map((year) => year.yearNepali)).toContain('2082/83');
    expect(years.at(-1)?.yearNepali).toBe(current);
    expect(years.filter((year) => year.activeFiscalYear).map((year) => year.yearNepali)).toEqual([current]);
  });

  it('has one demo user per role, college users on campus 66', async () => {
    const users = await query<{ email: string; role: string; campusId: number | null }>(
      url,
      `SELECT email, role, "campusId" FROM "User" ORDER BY email`,
    );
    expect(users.map((user) => user.role).sort()).toEqual(DEMO_USERS.map((user) => user.role).sort());
    expect(users.find((user) => user.email === 'collegeadmin@hemis.local')?.campusId).toBe(PORTAL_CAMPUS_ID);
  });

  it('has demo students, most on campus 66 in its programs, some pending, the demo Student account reading one', async () => {
    const [counts] = await query<{ total: number; portal: number; pending: number; sectioned: number; runs: number }>(
      url,
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE s."campusId" = $1)::int AS portal,
              count(*) FILTER (WHERE NOT s."isVerified")::int AS pending,
              count(*) FILTER (WHERE s."sectionId" IS NOT NULL AND s."rollNoManual" IS NOT NULL)::int AS sectioned,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM "CampusProgram" cp
                                              WHERE cp."campusId" = s."campusId" AND cp."programId" = s."programId"))::int AS runs
         FROM "Student" s`,
      [PORTAL_CAMPUS_ID],
    );
    expect(counts!.total).toBeGreaterThanOrEqual(50);
    expect(counts!.portal / counts!.total).toBeGreaterThan(0.7);
    expect(counts!.pending).toBeGreaterThan(0);
    expect(counts!.sectioned).toBeGreaterThan(0);
    expect(counts!.runs).toBe(counts!.total);
    const sections = await query<{ sectionSymbol: string }>(
      url,
      `SELECT "sectionSymbol" FROM "SectionForStudent" WHERE "campusId" = $1 ORDER BY 1`,
      [PORTAL_CAMPUS_ID],
    );
    expect(sections.map((section) => section.sectionSymbol)).toEqual(['A', 'B']);
    const [linked] = await query<{ firstName: string; campusId: number }>(
      url,
      `SELECT s."firstName", s."campusId" FROM "Student" s JOIN "User" u ON u.id = s."userId" WHERE u.email = $1`,
      ['student@hemis.local'],
    );
    expect(linked).toEqual({ firstName: 'ANITA', campusId: PORTAL_CAMPUS_ID });
  });

  it('has graduates in each of the last five fiscal years, more in recent ones, counted in the tallies', async () => {
    const byYear = await query<{ yearNepali: string; graduates: number; tallied: number }>(
      url,
      `SELECT y."yearNepali",
              (SELECT count(*)::int FROM "GraduationApplication" g
                WHERE g."fiscalYearId" = y.id AND g.status = 'graduated') AS graduates,
              (SELECT COALESCE(sum(t.total), 0)::int FROM "GraduationTally" t
                WHERE t."fiscalYearId" = y.id AND t.status = 'graduated') AS tallied
         FROM "FiscalYear" y ORDER BY y."startDateAd" DESC LIMIT 6`,
    );
    expect(byYear).toEqual(
      [
        ['2083/84', 3],
        ['2082/83', 10],
        ['2081/82', 8],
        ['2080/81', 7],
        ['2079/80', 5],
        ['2078/79', 0],
      ].map(([yearNepali, graduates]) => ({ yearNepali, graduates, tallied: graduates })),
    );
  });

  it('has the standard finance heads, and the demo campus’s registers, research and income and expenditure of five fiscal years', async () => {
    const [heads] = await query<Record<string, number>>(
      url,
      `SELECT count(*) FILTER (WHERE "headType" = 'Income' AND "expenditureType" IS NULL)::int AS income,
              count(*) FILTER (WHERE "expenditureType" = 'Operating Expenditure')::int AS operating,
              count(*) FILTER (WHERE "expenditureType" = 'Capital Expenditure')::int AS capital
         FROM "FinanceHead"`,
    );
    expect(heads).toEqual({
      income: STANDARD_FINANCE_HEADS.filter((head) => head.headType === 'Income').length,
      operating: STANDARD_FINANCE_HEADS.filter((head) => head.expenditureType === 'Operating').length,
      capital: STANDARD_FINANCE_HEADS.filter((head) => head.expenditureType === 'Capital').length,
    });
    const [registers] = await query<Record<string, number>>(
      url,
      `SELECT (SELECT count(*) FROM "Land" WHERE "campusId" = $1)::int AS land,
              (SELECT count(*) FROM "Building" WHERE "campusId" = $1)::int AS buildings,
              (SELECT count(*) FROM "Lab" WHERE "campusId" = $1)::int AS labs,
              (SELECT count(*) FROM "Hostel" WHERE "campusId" = $1)::int AS hostels,
              (SELECT count(*) FROM "Library" WHERE "campusId" = $1)::int AS libraries,
              (SELECT count(*) FROM "Facility" WHERE "campusId" = $1)::int AS facilities,
              (SELECT count(*) FROM "FurnitureEquipmentVehicle" WHERE "campusId" = $1)::int AS inventory`,
      [PORTAL_CAMPUS_ID],
    );
    for (const [register, rows] of Object.entries(registers!)) expect(rows, register).toBeGreaterThan(0);
    const land = await query<{ totalArea: string; unit: LandUnit; squareMetres: string }>(
      url,
      `SELECT "totalArea", unit::text AS unit, "areaInSquareMetres"::text AS "squareMetres" FROM "Land" WHERE "campusId" = $1`,
      [PORTAL_CAMPUS_ID],
    );
    for (const plot of land) {
      expect(plot.squareMetres.replace(/\.?0+$/, '')).toBe(
        (landArea(plot.totalArea, plot.unit) as { squareMetres: string }).squareMetres,
      );
    }
    const byYear = await query<{ yearNepali: string; research: number; entries: number; outside: number }>(
      url,
      `SELECT y."yearNepali",
              (SELECT count(*) FROM "ResearchPublication" r JOIN "Employee" e ON e.id = r."employeeId"
                WHERE r."fiscalYearId" = y.id AND r."campusId" = $1 AND e."campusId" = $1)::int AS research,
              (SELECT count(*) FROM "IncomeExpenditureEntry" x WHERE x."fiscalYearId" = y.id AND x."campusId" = $1)::int AS entries,
              (SELECT count(*) FROM "IncomeExpenditureEntry" x WHERE x."fiscalYearId" = y.id AND x."campusId" = $1
                  AND (x."dateOfEntryAd" NOT BETWEEN y."startDateAd" AND least(y."endDateAd", $2::date)
                       OR x."dateOfEntryBs" NOT BETWEEN y."startDateBs" AND y."endDateBs"))::int AS outside
         FROM "FiscalYear" y ORDER BY y."startDateAd" DESC LIMIT 5`,
      [PORTAL_CAMPUS_ID, today],
    );
    for (const year of byYear) {
      expect(year.research, year.yearNepali).toBeGreaterThan(0);
      expect(year.entries, year.yearNepali).toBeGreaterThan(0);
      expect(year.outside, year.yearNepali).toBe(0);
    }
  });

  it('puts demo campuses in the QAA programme: accredited, re-accredited, expiring, expired and in progress, every stage recorded by the grants body', async () => {
    const campuses = await query<{
      campusId: number;
      cycles: number;
      stage: string;
      reaccredited: boolean;
      daysLeft: number | null;
    }>(
      url,
      `SELECT qc."campusId", (SELECT count(*) FROM "QaaCycle" q WHERE q."campusId" = qc."campusId")::int AS cycles,
              last.stage::text AS stage, last."isReaccreditation" AS reaccredited,
              (last."validUntilAd" - $1::date)::int AS "daysLeft"
         FROM "QaaCampus" qc
         JOIN LATERAL (SELECT * FROM "QaaCycle" q WHERE q."campusId" = qc."campusId" ORDER BY q."cycleNumber" DESC LIMIT 1) last ON true
        ORDER BY qc."campusId"`,
      [today],
    );
    const awarded = campuses.filter((campus) => campus.stage === 'Awarded');
    expect(awarded.filter((campus) => campus.daysLeft! > 180).length).toBeGreaterThanOrEqual(2);
    expect(awarded.some((campus) => campus.reaccredited && campus.cycles === 2 && campus.daysLeft! > 180)).toBe(true);
    expect(awarded.filter((campus) => campus.daysLeft! >= 0 && campus.daysLeft! <= 180)).toHaveLength(1);
    expect(awarded.filter((campus) => campus.daysLeft! < 0)).toHaveLength(1);
    expect(campuses.filter((campus) => campus.stage === 'SelfStudyReportSubmitted')).toHaveLength(1);
    const [events] = await query<{ events: number; byOthers: number; future: number; awardsWithoutEvent: number }>(
      url,
      `SELECT count(*)::int AS events,
              count(*) FILTER (WHERE u.role NOT IN ('UgcAdmin', 'SuperAdmin', 'Admin') OR u.id IS NULL)::int AS "byOthers",
              count(*) FILTER (WHERE e."dateAd" > $1::date)::int AS future,
              (SELECT count(*) FROM "QaaCycle" q WHERE q.stage = 'Awarded'
                  AND NOT EXISTS (SELECT 1 FROM "QaaStageEvent" x WHERE x."cycleId" = q.id AND x.stage = 'Awarded'))::int
                AS "awardsWithoutEvent"
         FROM "QaaStageEvent" e LEFT JOIN "User" u ON u.id = e."actorId"`,
      [today],
    );
    expect(events).toMatchObject({ byOthers: 0, future: 0, awardsWithoutEvent: 0 });
    expect(events!.events).toBeGreaterThan(20);
  });

  it('keeps the demo campus’s books of the current year: opened from the closed year, receipts posted, three kinds of payment, a reversal, two vouchers awaiting, every approved one balanced', async () => {
    const vouchers = await query<{
      type: string;
      status: string;
      voucherNo: number | null;
      receiptId: number | null;
      reverses: number | null;
      wrong: boolean;
    }>(
      url,
      `SELECT v."voucherType"::text AS type, v.status::text AS status, v."voucherNo", v."receiptId", v."reversesVoucherId" AS reverses,
              (v."dateAd" NOT BETWEEN f."startDateAd" AND $2::date OR v."universityId" <> c."universityId"
                OR (v.status = 'Approved') <> bool_and(l.posted) OR (v.status <> 'Approved') <> bool_and(NOT l.posted)
                OR (v.status = 'Approved' AND (sum(l.debit) <> sum(l.credit) OR sum(l.debit) <> v."totalAmount"))) AS wrong
         FROM "Voucher" v JOIN "VoucherLine" l ON l."voucherId" = v.id
         JOIN "FiscalYear" f ON f.id = v."fiscalYearId" JOIN "Campus" c ON c.id = v."campusId"
        WHERE v."campusId" = $1 GROUP BY v.id, f.id, c.id ORDER BY v."voucherType", v."voucherNo"`,
      [PORTAL_CAMPUS_ID, today],
    );
    expect(vouchers.filter((voucher) => voucher.wrong)).toEqual([]);
    expect(vouchers.filter((voucher) => voucher.type === 'Opening')).toHaveLength(1);
    expect(vouchers.filter((voucher) => voucher.status === 'Prepared')).toHaveLength(1);
    expect(vouchers.filter((voucher) => voucher.status === 'Verified')).toHaveLength(1);
    expect(vouchers.filter((voucher) => voucher.reverses !== null)).toHaveLength(1);
    expect(
      vouchers.filter((voucher) => voucher.type === 'Payment' && voucher.status === 'Approved').length,
    ).toBeGreaterThan(5);
    // Numbered 1, 2, 3 ... per type, the unapproved not at all.
    for (const type of ['Opening', 'Payment', 'Receipt']) {
      const numbers = vouchers.filter((voucher) => voucher.type === type && voucher.status === 'Approved');
      expect(numbers.map((voucher) => voucher.voucherNo)).toEqual(numbers.map((_, index) => index + 1));
    }
    const [books] = await query<Record<string, number | string>>(
      url,
      `SELECT (SELECT count(*) FROM "Receipt" r WHERE r."campusId" = $1)::int AS receipts,
              (SELECT count(*) FROM "Receipt" r JOIN "Voucher" v ON v."receiptId" = r.id AND NOT v."isReceiptCancellation"
                WHERE r."campusId" = $1 AND v."totalAmount" = r."totalAmount" AND v."dateAd" = r."dateOfPayment")::int AS posted,
              (SELECT sum(debit) - sum(credit) FROM "VoucherLine" WHERE posted AND "campusId" = $1)::text AS "trialDifference",
              (SELECT count(*) FROM "AccountYearClosing" x JOIN "Voucher" v ON v.id = x."openingVoucherId"
                WHERE x."campusId" = $1 AND v."voucherType" = 'Opening' AND v."fiscalYearId" <> x."fiscalYearId")::int AS closings,
              (SELECT count(*) FROM "VoucherCounter" k WHERE k."campusId" = $1 AND k."nextNo" <> 1 + (SELECT max(v."voucherNo")
                 FROM "Voucher" v WHERE v."campusId" = k."campusId" AND v."fiscalYearId" = k."fiscalYearId"
                  AND v."voucherType" = k."voucherType"))::int AS "wrongCounters",
              (SELECT count(*) FROM "AccountLedger" WHERE "campusId" IS NULL AND "financeHeadId" IS NOT NULL)::int AS "tiedLedgers"`,
      [PORTAL_CAMPUS_ID],
    );
    expect(books).toMatchObject({ trialDifference: '0.00', closings: 1, wrongCounters: 0 });
    expect(books!.receipts).toBeGreaterThan(3);
    expect(books!.posted).toBe(books!.receipts);
    expect(books!.tiedLedgers).toBeGreaterThan(20);
    // The demo's payments were prepared, verified and approved by three different people.
    const hands = await query<{ distinct: boolean }>(
      url,
      `SELECT DISTINCT ("preparedById" <> "verifiedById" AND "verifiedById" <> "approvedById"
                        AND "preparedById" <> "approvedById") AS distinct
         FROM "Voucher" WHERE "campusId" = $1 AND "voucherType" = 'Payment' AND status = 'Approved'`,
      [PORTAL_CAMPUS_ID],
    );
    expect(hands).toEqual([{ distinct: true }]);
  });

  it('budgets the current year by head for the grants body, the demo campus’s university and the campus, one allocation revised', async () => {
    const lines = await query<{ holder: string; amount: string; revisions: number }>(
      url,
      `SELECT CASE WHEN b."campusId" IS NOT NULL THEN 'Campus' WHEN b."universityId" IS NOT NULL THEN 'University' ELSE 'GrantsBody' END AS holder,
              b.amount::text AS amount, (SELECT count(*) FROM "BudgetRevision" r
                WHERE r."budgetLineId" = b.id AND r.amount = b.amount AND r."previousAmount" <> r.amount)::int AS revisions
         FROM "BudgetLine" b JOIN "FiscalYear" f ON f.id = b."fiscalYearId" AND $1::date BETWEEN f."startDateAd" AND f."endDateAd"
        WHERE b."campusId" IS NULL OR b."campusId" = $2`,
      [today, PORTAL_CAMPUS_ID],
    );
    const holders = lines.map((line) => line.holder);
    expect(holders.filter((holder) => holder === 'GrantsBody').length).toBeGreaterThanOrEqual(3);
    expect(holders.filter((holder) => holder === 'University')).toHaveLength(
      holders.filter((holder) => holder === 'GrantsBody').length,
    );
    expect(holders.filter((holder) => holder === 'Campus')).toHaveLength(
      holders.filter((holder) => holder === 'GrantsBody').length,
    );
    expect(lines.filter((line) => line.revisions > 0).map((line) => line.holder)).toEqual(['Campus']);
  });

  it('gives every university the default grading scale, Tribhuvan University’s letter grades', async () => {
    const scales = await query<{ code: string; bands: string }>(
      url,
      `SELECT u.code, string_agg(b.grade || ' ' || b."gradePoint" || ' ' || b."minPercentage", ', '
                                 ORDER BY b."minPercentage" DESC) AS bands
         FROM "University" u LEFT JOIN "GradeBand" b ON b."universityId" = u.id GROUP BY u.code`,
    );
    expect(scales.length).toBeGreaterThan(1);
    for (const scale of scales) {
      expect(scale.bands, scale.code).toBe(
        'A 4.00 90.00, A- 3.70 80.00, B+ 3.30 70.00, B 3.00 60.00, B- 2.70 50.00, C+ 2.30 45.00, C 2.00 40.00, F 0.00 0.00',
      );
    }
  });

  it('loads the national registry in one step, and changes nothing when loaded again', async () => {
    const campusesBefore = await query<{ count: string }>(url, 'SELECT count(*) FROM "Campus"');
    await seedDatabase(url, { uploadDir, today, national: true });
    const byType = await query<{ campusType: string; count: string }>(
      url,
      'SELECT "campusType", count(*) FROM "Campus" GROUP BY 1 ORDER BY 1',
    );
    const total = byType.reduce((sum, row) => sum + Number(row.count), 0);
    expect(total - Number(campusesBefore[0]!.count)).toBeGreaterThanOrEqual(300);
    expect(byType.map((row) => row.campusType)).toEqual(['constituent', 'community', 'private']);
    const universities = await query<{ count: string }>(url, 'SELECT count(*) FROM "University"');
    expect(Number(universities[0]!.count)).toBe(17);

    const before = await snapshot(url);
    await seedDatabase(url, { uploadDir, today, national: true });
    expect(await snapshot(url)).toEqual(before);
  });
});
