import { describe, expect, inject, it } from 'vitest';
import { REPORT_ETHNIC_GROUPS, adToBs, formatCalendarDate, landArea, type LandUnit } from '@hemis/contracts';
import { databaseUrlFor } from '../../../tests/support/database-urls.ts';
import { query, withAdminClient } from '../../../tests/support/databases.ts';
import { GenerateRefusal, generateNationalData } from './generate.ts';

const SIZES = { campuses: 20, students: 2000 };
/** Students of the generated database that the demo seed did not add. */
const GENERATED = `email IS NULL OR email NOT LIKE '%hemis.local'`;

let clones = 0;
/** A copy of the run's migrated and seeded template, as a scratch database to generate into. */
async function seededDatabase(): Promise<string> {
  const { adminUrl, prefix, templateName } = inject('testDatabase');
  clones += 1;
  const name = `${prefix}_generate_${process.env.VITEST_POOL_ID ?? '1'}_${clones}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`));
  return databaseUrlFor(adminUrl, name);
}

const share = (part: number, whole: number) => part / whole;

describe('npm run db:generate (national data for measuring)', async () => {
  const url = await seededDatabase();
  // The demo seed's employees are there before the generator adds its own.
  const [demo] = await query<{ employees: number }>(url, `SELECT count(*)::int AS employees FROM "Employee"`);
  await generateNationalData({ ...SIZES, seed: 7, databaseUrl: url });

  it('adds five fiscal years of graduates of every campus program, as many as its yearly intake would give', async () => {
    const [graduated] = await query<Record<string, number>>(
      url,
      `SELECT count(*)::int AS graduations, count(DISTINCT g."fiscalYearId")::int AS years,
              count(*) FILTER (WHERE g."passedYear" <= g."enrolledYear")::int AS wrong,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM "CampusProgram" cp
                                                 WHERE cp."campusId" = g."campusId" AND cp."programId" = g."programId"))::int AS "programNotRun"
         FROM "GraduationApplication" g`,
    );
    expect(graduated).toMatchObject({ years: 5, wrong: 0, programNotRun: 0 });
    // About 0.7 of an intake a year over five years: in the order of the students enrolled now.
    expect(share(graduated!.graduations!, SIZES.students)).toBeGreaterThan(0.4);
    expect(share(graduated!.graduations!, SIZES.students)).toBeLessThan(2.5);
  });

  it('drops out about three students in a hundred, each with a dated, reasoned record in a fiscal year', async () => {
    const [left] = await query<Record<string, number>>(
      url,
      `SELECT count(*)::int AS dropouts,
              count(*) FILTER (WHERE s.status <> 'droppedOut')::int AS "stillActive",
              count(*) FILTER (WHERE d."fiscalYearId" IS NULL)::int AS "withoutFiscalYear",
              count(*) FILTER (WHERE d."dateOfEntry" > CURRENT_DATE OR d."campusId" <> s."campusId")::int AS wrong
         FROM "Dropout" d JOIN "Student" s ON s.id = d."studentId"`,
    );
    expect(left).toMatchObject({ stillActive: 0, withoutFiscalYear: 0, wrong: 0 });
    expect(share(left!.dropouts!, SIZES.students)).toBeGreaterThan(0.015);
    expect(share(left!.dropouts!, SIZES.students)).toBeLessThan(0.045);
  });

  it('gives about one student in twenty a scholarship or a discount, as an amount or a percentage', async () => {
    const [held] = await query<Record<string, number>>(
      url,
      `SELECT count(*)::int AS holders,
              count(*) FILTER (WHERE x."isAmount" <> (x.amount IS NOT NULL) OR x."isAmount" = (x.percentage IS NOT NULL))::int AS "wrongMode",
              count(*) FILTER (WHERE x."campusId" <> s."campusId" OR x."scholarshipType" NOT IN ('Scholarship', 'Discount'))::int AS wrong
         FROM "Scholarship" x JOIN "Student" s ON s.id = x."studentId"`,
    );
    expect(held).toMatchObject({ wrongMode: 0, wrong: 0 });
    expect(share(held!.holders!, SIZES.students)).toBeGreaterThan(0.03);
    expect(share(held!.holders!, SIZES.students)).toBeLessThan(0.07);
  });

  it('holds two years of internal exams whose papers every active student of the group sits, with marks within the full marks, the earlier year published', async () => {
    const [exams] = await query<Record<string, number>>(
      url,
      `SELECT count(DISTINCT e."fiscalYearId")::int AS years,
              count(DISTINCT e."fiscalYearId") FILTER (WHERE e."resultsPublishedAt" IS NOT NULL)::int AS "publishedYears",
              count(*)::int AS sittings,
              count(*) FILTER (WHERE t.appeared)::int AS appeared,
              count(*) FILTER (WHERE t."theoreticalMarks" > r."theoreticalFullMarks" OR t."theoreticalMarks" < 0
                                  OR t."practicalMarks" > r."practicalFullMarks"
                                  OR (NOT t.appeared AND t."theoreticalMarks" IS NOT NULL))::int AS "wrongMarks",
              count(*) FILTER (WHERE s."campusId" <> e."campusId" OR s."programId" <> e."programId"
                                  OR r."examDate" NOT BETWEEN e."dateFrom" AND e."dateTo")::int AS "wrongPlace"
         FROM "ExamSitting" t
         JOIN "ExamRoutine" r ON r.id = t."routineId"
         JOIN "ExamSchedule" e ON e.id = r."examScheduleId"
         JOIN "Student" s ON s.id = t."studentId"`,
    );
    // The earlier year's results are published, the latest year's are drafts.
    expect(exams).toMatchObject({ years: 2, publishedYears: 1, wrongMarks: 0, wrongPlace: 0 });
    // Five papers a year for each active student: in the order of ten marks rows a student.
    expect(share(exams!.sittings!, SIZES.students)).toBeGreaterThan(5);
    expect(share(exams!.appeared!, exams!.sittings!)).toBeGreaterThan(0.9);
  });

  it('holds two years of board exams that every active student of the group appeared in, 70-85 % passing, counted in their tally', async () => {
    const [board] = await query<Record<string, number>>(
      url,
      `SELECT count(*)::int AS results, count(DISTINCT e."fiscalYearId")::int AS years,
              count(*) FILTER (WHERE r.passed)::int AS passed,
              count(*) FILTER (WHERE NOT r.appeared OR r."campusId" <> s."campusId" OR s."programId" <> e."programId"
                                  OR s."admissionYearId" <> e."batchId")::int AS wrong,
              (SELECT count(*) FROM "ExamSchedule" x WHERE x."examType" = 'external' AND x."boardSitting" IS NULL)::int AS "noSitting"
         FROM "BoardExamResult" r
         JOIN "ExamSchedule" e ON e.id = r."examScheduleId" AND e."examType" = 'external'
         JOIN "Student" s ON s.id = r."studentId"`,
    );
    expect(board).toMatchObject({ years: 2, wrong: 0, noSitting: 0 });
    expect(share(board!.results!, SIZES.students)).toBeGreaterThan(1.5);
    expect(share(board!.passed!, board!.results!)).toBeGreaterThan(0.68);
    expect(share(board!.passed!, board!.results!)).toBeLessThan(0.87);
    const [tally] = await query<Record<string, number>>(
      url,
      `SELECT sum(appeared)::int AS appeared, sum(passed)::int AS passed FROM "BoardExamTally"`,
    );
    expect(tally).toEqual({ appeared: board!.results, passed: board!.passed });
  });

  it('adds a fiscal year of receipts, about two a student, numbered without a gap per campus, totalled from their items, a few cancelled', async () => {
    const [receipts] = await query<Record<string, number>>(
      url,
      `SELECT count(*)::int AS receipts, count(DISTINCT "fiscalYearId")::int AS years,
              (SELECT count(*) FROM "Student" WHERE status = 'active')::int AS active,
              count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
              count(*) FILTER (WHERE status = 'cancelled' AND "cancelReason" IS NULL)::int AS "unreasoned",
              (SELECT count(*) FROM "ReceiptItem")::int AS items,
              (SELECT count(*) FROM (SELECT "campusId" FROM "Receipt" GROUP BY "campusId", "fiscalYearId"
                        HAVING min("receiptNo") <> 1 OR max("receiptNo") <> count(*)) g)::int AS gapped,
              (SELECT count(*) FROM "Receipt" r WHERE r."totalAmount" <>
                        (SELECT sum(i.amount) FROM "ReceiptItem" i WHERE i."receiptId" = r.id))::int AS "wrongTotal",
              (SELECT count(*) FROM (SELECT r."campusId" FROM "Receipt" r JOIN "ReceiptCounter" c
                        ON c."campusId" = r."campusId" AND c."fiscalYearId" = r."fiscalYearId"
                        GROUP BY r."campusId", c."nextReceiptNo" HAVING c."nextReceiptNo" <> max(r."receiptNo") + 1) g)::int AS "staleCounter"
         FROM "Receipt"
        -- The generated ones: the demo campus's receipts of the current year were issued by its staff.
        WHERE "issuedById" IS NULL`,
    );
    expect(receipts).toMatchObject({ years: 1, gapped: 0, wrongTotal: 0, unreasoned: 0, staleCounter: 0 });
    // Every active student pays twice.
    expect(receipts!.receipts).toBe(2 * receipts!.active!);
    expect(share(receipts!.items!, receipts!.receipts!)).toBeGreaterThan(1.5);
    expect(receipts!.cancelled).toBeGreaterThan(0);
    expect(share(receipts!.cancelled!, receipts!.receipts!)).toBeLessThan(0.02);
  });

  it('gives every campus 1-3 plots of land with exact square metres of their notation, 2-10 buildings holding its labs, hostels and libraries, facilities and inventory', async () => {
    const perCampus = await query<Record<string, number>>(
      url,
      `SELECT c.id,
              (SELECT count(*) FROM "Land" x WHERE x."campusId" = c.id)::int AS land,
              (SELECT count(*) FROM "Building" x WHERE x."campusId" = c.id)::int AS buildings,
              (SELECT count(*) FROM "Library" x WHERE x."campusId" = c.id)::int AS libraries,
              (SELECT count(*) FROM "Facility" x WHERE x."campusId" = c.id)::int AS facilities,
              (SELECT count(*) FROM "FurnitureEquipmentVehicle" x WHERE x."campusId" = c.id)::int AS inventory
         FROM "Campus" c WHERE c.status`,
    );
    expect(perCampus).toHaveLength(SIZES.campuses);
    for (const campus of perCampus) {
      expect(campus.land, `campus ${campus.id}`).toBeGreaterThanOrEqual(1);
      expect(campus.land, `campus ${campus.id}`).toBeLessThanOrEqual(3);
      expect(campus.buildings, `campus ${campus.id}`).toBeGreaterThanOrEqual(2);
      expect(campus.buildings, `campus ${campus.id}`).toBeLessThanOrEqual(10);
      expect(campus.libraries, `campus ${campus.id}`).toBeGreaterThanOrEqual(1);
      expect(campus.facilities, `campus ${campus.id}`).toBeGreaterThanOrEqual(6);
      expect(campus.inventory, `campus ${campus.id}`).toBeGreaterThanOrEqual(1);
    }
    const [placed] = await query<Record<string, number>>(
      url,
      `SELECT (SELECT count(*) FROM "Lab" x JOIN "Building" b ON b.id = x."buildingId" WHERE b."campusId" <> x."campusId")::int AS labs,
              (SELECT count(*) FROM "Hostel" x JOIN "Building" b ON b.id = x."buildingId" WHERE b."campusId" <> x."campusId")::int AS hostels,
              (SELECT count(*) FROM "Library" x JOIN "Building" b ON b.id = x."buildingId" WHERE b."campusId" <> x."campusId")::int AS libraries,
              (SELECT count(*) FROM "Lab")::int AS "anyLab", (SELECT count(*) FROM "Hostel")::int AS "anyHostel"`,
    );
    expect(placed).toMatchObject({ labs: 0, hostels: 0, libraries: 0 });
    expect(placed!.anyLab).toBeGreaterThan(0);
    expect(placed!.anyHostel).toBeGreaterThan(0);
    const land = await query<{ totalArea: string; unit: LandUnit; squareMetres: string }>(
      url,
      `SELECT "totalArea", unit::text AS unit, "areaInSquareMetres"::text AS "squareMetres" FROM "Land"`,
    );
    expect(new Set(land.map((plot) => plot.unit)).size).toBeGreaterThanOrEqual(3);
    for (const plot of land) {
      const area = landArea(plot.totalArea, plot.unit);
      expect(area, `${plot.totalArea} ${plot.unit}`).toHaveProperty('squareMetres');
      const { squareMetres } = area as { squareMetres: string };
      expect(Number(plot.squareMetres), `${plot.totalArea} ${plot.unit}`).toBeGreaterThan(500);
      expect(plot.squareMetres.replace(/\.?0+$/, ''), `${plot.totalArea} ${plot.unit}`).toBe(squareMetres);
    }
  });

  it('records research of every campus with staff in each of five fiscal years, led by its own employees, dated within the year', async () => {
    const [research] = await query<Record<string, number>>(
      url,
      `SELECT count(*)::int AS records, count(DISTINCT r."fiscalYearId")::int AS years,
              (SELECT count(*) FROM "Campus" c WHERE c.status AND EXISTS (SELECT 1 FROM "Employee" e WHERE e."campusId" = c.id)
                 AND (SELECT count(DISTINCT x."fiscalYearId") FROM "ResearchPublication" x WHERE x."campusId" = c.id) < 5)::int AS "missingYears",
              count(*) FILTER (WHERE e."campusId" <> r."campusId" OR c."universityId" <> r."universityId")::int AS "wrongPlace",
              count(*) FILTER (WHERE r."startDateAd" NOT BETWEEN f."startDateAd" AND least(f."endDateAd", CURRENT_DATE)
                                  OR r."endDateAd" < r."startDateAd" OR r."startDateBs" NOT BETWEEN f."startDateBs" AND f."endDateBs")::int AS "wrongDate",
              count(*) FILTER (WHERE (r."activityType" IN ('Research', 'Fellowship')) <> (r."fundedAmount" IS NOT NULL))::int AS "wrongFunding"
         FROM "ResearchPublication" r
         JOIN "Employee" e ON e.id = r."employeeId"
         JOIN "Campus" c ON c.id = r."campusId"
         JOIN "FiscalYear" f ON f.id = r."fiscalYearId"`,
    );
    expect(research).toMatchObject({ years: 5, missingYears: 0, wrongPlace: 0, wrongDate: 0, wrongFunding: 0 });
  });

  it('puts about a third of the campuses in the QAA programme, their awards valid five years from a past day, every stage dated by today', async () => {
    const [qaa] = await query<Record<string, number>>(
      url,
      `SELECT (SELECT count(*) FROM "QaaCampus")::int AS campuses,
              (SELECT count(*) FROM "QaaCampus" qc JOIN "Campus" c ON c.id = qc."campusId"
                WHERE c."universityId" <> qc."universityId")::int AS "wrongUniversity",
              count(*) FILTER (WHERE q.stage = 'Awarded')::int AS awards,
              count(*) FILTER (WHERE q.stage = 'Awarded' AND (q."awardedOnAd" > CURRENT_DATE
                  OR q."validUntilAd" - q."awardedOnAd" <> 1825 OR q."validUntilBs" IS NULL
                  OR (q."fiscalYearId" IS NOT NULL AND q."awardedOnAd" NOT BETWEEN f."startDateAd" AND f."endDateAd")))::int
                AS "wrongAward",
              count(*) FILTER (WHERE q."isReaccreditation" <> (q."cycleNumber" > 1))::int AS "wrongRenewal",
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM "QaaStageEvent" e WHERE e."cycleId" = q.id AND e.stage = q.stage))::int
                AS "stageWithoutEvent",
              (SELECT count(*) FROM "QaaStageEvent" e WHERE e."dateAd" > CURRENT_DATE)::int AS "futureEvents"
         FROM "QaaCycle" q LEFT JOIN "FiscalYear" f ON f.id = q."fiscalYearId"`,
    );
    expect(qaa).toMatchObject({
      wrongUniversity: 0,
      wrongAward: 0,
      wrongRenewal: 0,
      stageWithoutEvent: 0,
      futureEvents: 0,
    });
    expect(qaa!.campuses).toBeGreaterThan(SIZES.campuses / 6);
    expect(qaa!.campuses).toBeLessThan(SIZES.campuses);
    expect(qaa!.awards).toBeGreaterThan(0);
  });

  it('records every campus’s income and expenditure under the standard heads in each of five fiscal years, dated within the year, in exact amounts', async () => {
    const [heads] = await query<Record<string, number>>(
      url,
      `SELECT count(*) FILTER (WHERE "headType" = 'Income')::int AS income,
              count(*) FILTER (WHERE "expenditureType" = 'Operating Expenditure')::int AS operating,
              count(*) FILTER (WHERE "expenditureType" = 'Capital Expenditure')::int AS capital
         FROM "FinanceHead"`,
    );
    expect(heads!.income).toBeGreaterThanOrEqual(4);
    expect(heads!.operating).toBeGreaterThanOrEqual(3);
    expect(heads!.capital).toBeGreaterThanOrEqual(2);
    const [entries] = await query<Record<string, number>>(
      url,
      `SELECT count(*)::int AS entries, count(DISTINCT x."fiscalYearId")::int AS years,
              (SELECT count(*) FROM "Campus" c WHERE c.status
                 AND (SELECT count(DISTINCT y."fiscalYearId") FROM "IncomeExpenditureEntry" y WHERE y."campusId" = c.id) < 5)::int AS "missingYears",
              count(*) FILTER (WHERE x."dateOfEntryAd" NOT BETWEEN f."startDateAd" AND least(f."endDateAd", CURRENT_DATE)
                                  OR x."dateOfEntryBs" NOT BETWEEN f."startDateBs" AND f."endDateBs")::int AS "wrongDate",
              count(*) FILTER (WHERE x.amount <= 0 OR x."universityId" <> c."universityId")::int AS wrong,
              count(*) FILTER (WHERE x."cancelledAt" IS NOT NULL AND x."cancelReason" IS NULL)::int AS unreasoned
         FROM "IncomeExpenditureEntry" x
         JOIN "Campus" c ON c.id = x."campusId"
         JOIN "FiscalYear" f ON f.id = x."fiscalYearId"`,
    );
    expect(entries).toMatchObject({ years: 5, missingYears: 0, wrongDate: 0, wrong: 0, unreasoned: 0 });
    expect(share(entries!.entries!, SIZES.campuses * 5)).toBeGreaterThan(15);
    // The B.S. text is the A.D. day's.
    const sample = await query<{ ad: string; bs: string }>(
      url,
      `SELECT to_char("dateOfEntryAd", 'YYYY-MM-DD') AS ad, "dateOfEntryBs" AS bs FROM "IncomeExpenditureEntry" ORDER BY id LIMIT 200`,
    );
    for (const { ad, bs } of sample) {
      const [year, month, day] = ad.split('-').map(Number) as [number, number, number];
      expect(formatCalendarDate(adToBs({ year, month, day })), ad).toBe(bs);
    }
  });

  it('keeps a fiscal year of books for every campus: its receipts posted, salaries and purchases paid, every voucher balanced and numbered without a gap', async () => {
    const [books] = await query<Record<string, number>>(
      url,
      `WITH y AS (SELECT id, "startDateAd", "endDateAd" FROM "FiscalYear" WHERE "endDateAd" < CURRENT_DATE
                   ORDER BY "startDateAd" DESC LIMIT 1),
       per_voucher AS (
         SELECT v.id, v."campusId", v."voucherType", v."totalAmount", v."dateAd", v.status,
                sum(l.debit) AS debit, sum(l.credit) AS credit, count(*) AS lines, bool_and(l.posted) AS posted,
                bool_and(l."dateAd" = v."dateAd" AND l."campusId" = v."campusId" AND l."fiscalYearId" = v."fiscalYearId") AS copied
           FROM "Voucher" v JOIN "VoucherLine" l ON l."voucherId" = v.id, y
          WHERE v."fiscalYearId" = y.id GROUP BY v.id
       )
       SELECT (SELECT count(*) FROM "Campus" c WHERE c.status
                  AND NOT EXISTS (SELECT 1 FROM "Voucher" v, y WHERE v."campusId" = c.id AND v."fiscalYearId" = y.id)
                  AND NOT EXISTS (SELECT 1 FROM "AccountYearClosing" x, y WHERE x."campusId" = c.id AND x."fiscalYearId" = y.id))::int
                AS "campusesWithoutBooks",
              count(DISTINCT "campusId")::int AS campuses, sum(lines)::int AS lines,
              count(*) FILTER (WHERE debit <> credit OR debit <> "totalAmount" OR lines < 2 OR NOT posted OR NOT copied
                                  OR status <> 'Approved')::int AS unbalanced,
              count(*) FILTER (WHERE "dateAd" NOT BETWEEN (SELECT "startDateAd" FROM y) AND (SELECT "endDateAd" FROM y))::int AS "outsideYear",
              count(*) FILTER (WHERE "voucherType" = 'Payment')::int AS payments,
              count(*) FILTER (WHERE "voucherType" = 'Opening')::int AS openings,
              (SELECT count(*) FROM "Receipt" r, y WHERE r."fiscalYearId" = y.id
                  -- The demo campus closed that year before the receipts were generated: its books are the demo's.
                  AND NOT EXISTS (SELECT 1 FROM "AccountYearClosing" x WHERE x."campusId" = r."campusId" AND x."fiscalYearId" = y.id)
                  AND NOT EXISTS (SELECT 1 FROM "Voucher" v WHERE v."receiptId" = r.id AND NOT v."isReceiptCancellation"
                                    AND v."totalAmount" = r."totalAmount" AND v."dateAd" = r."dateOfPayment"))::int AS "receiptsNotPosted",
              (SELECT count(*) FROM "Receipt" r, y WHERE r."fiscalYearId" = y.id AND r.status = 'cancelled'
                  AND NOT EXISTS (SELECT 1 FROM "AccountYearClosing" x WHERE x."campusId" = r."campusId" AND x."fiscalYearId" = y.id)
                  AND NOT EXISTS (SELECT 1 FROM "Voucher" v JOIN "Voucher" o ON o.id = v."reversesVoucherId"
                                   WHERE v."receiptId" = r.id AND v."isReceiptCancellation" AND o."receiptId" = r.id))::int AS "cancellationsNotPosted",
              (SELECT count(*) FROM (SELECT v."campusId", v."voucherType", count(*) AS n, min(v."voucherNo") AS low,
                                            max(v."voucherNo") AS high, count(DISTINCT v."voucherNo") AS distinct_numbers,
                                            max(k."nextNo") AS next
                                       FROM "Voucher" v, y, "VoucherCounter" k
                                      WHERE v."fiscalYearId" = y.id AND k."campusId" = v."campusId" AND k."fiscalYearId" = y.id
                                        AND k."voucherType" = v."voucherType"
                                      GROUP BY 1, 2) g
                 WHERE low <> 1 OR high <> n OR distinct_numbers <> n OR next <> n + 1)::int AS "gappedSeries"
         FROM per_voucher`,
    );
    expect(books).toMatchObject({
      campusesWithoutBooks: 0,
      unbalanced: 0,
      outsideYear: 0,
      receiptsNotPosted: 0,
      cancellationsNotPosted: 0,
      gappedSeries: 0,
    });
    expect(books!.campuses).toBeGreaterThanOrEqual(SIZES.campuses - 1);
    expect(books!.openings).toBe(books!.campuses);
    // Twelve salaries and their remittances, utilities and purchases: in the hundreds a campus.
    expect(share(books!.payments!, books!.campuses!)).toBeGreaterThan(80);
    expect(share(books!.lines!, books!.campuses!)).toBeGreaterThan(400);
  });

  it('budgets that year by head near what the books spent: every campus an allocation, each university above its campuses, the grants body above the universities, a few revised', async () => {
    const [budgets] = await query<Record<string, number>>(
      url,
      `WITH y AS (SELECT id FROM "FiscalYear" WHERE "endDateAd" < CURRENT_DATE ORDER BY "startDateAd" DESC LIMIT 1),
            b AS (SELECT l.* FROM "BudgetLine" l, y WHERE l."fiscalYearId" = y.id)
       SELECT (SELECT count(*) FROM b WHERE "campusId" IS NOT NULL)::int AS allocations,
              (SELECT count(DISTINCT "campusId") FROM b)::int AS campuses,
              (SELECT count(*) FROM b JOIN "Campus" c ON c.id = b."campusId" WHERE c."universityId" <> b."universityId")::int AS "wrongUniversity",
              (SELECT count(*) FROM b u WHERE u."universityId" IS NOT NULL AND u."campusId" IS NULL
                  AND u.amount < (SELECT sum(a.amount) FROM b a WHERE a."universityId" = u."universityId"
                                     AND a."financeHeadId" = u."financeHeadId" AND a."campusId" IS NOT NULL))::int AS "universityBelow",
              (SELECT count(*) FROM b g WHERE g."universityId" IS NULL
                  AND g.amount < (SELECT sum(u.amount) FROM b u WHERE u."financeHeadId" = g."financeHeadId"
                                     AND u."universityId" IS NOT NULL AND u."campusId" IS NULL))::int AS "grantsBodyBelow",
              (SELECT count(*) FROM b WHERE "universityId" IS NULL)::int AS "grantsBodyHeads",
              (SELECT count(*) FROM "BudgetRevision" r JOIN b ON b.id = r."budgetLineId" WHERE r.amount = b.amount)::int AS revisions,
              (SELECT count(*) FROM b JOIN "FinanceHead" h ON h.id = b."financeHeadId"
                WHERE NOT EXISTS (SELECT 1 FROM "AccountLedger" a WHERE a."financeHeadId" = h.id))::int AS "headsWithoutLedger"`,
    );
    expect(budgets).toMatchObject({
      wrongUniversity: 0,
      universityBelow: 0,
      grantsBodyBelow: 0,
      headsWithoutLedger: 0,
    });
    expect(budgets!.campuses).toBeGreaterThanOrEqual(SIZES.campuses - 1);
    expect(budgets!.grantsBodyHeads).toBeGreaterThanOrEqual(6);
    expect(budgets!.revisions).toBeGreaterThan(0);
  });

  it('fills the database up to the campuses asked for and adds the students asked for', async () => {
    const [counts] = await query<{ campuses: number; students: number; withStudents: number }>(
      url,
      `SELECT (SELECT count(*) FROM "Campus")::int AS campuses,
              (SELECT count(*) FROM "Student" WHERE ${GENERATED})::int AS students,
              (SELECT count(DISTINCT "campusId") FROM "Student" WHERE ${GENERATED})::int AS "withStudents"`,
    );
    expect(counts).toEqual({ campuses: SIZES.campuses, students: SIZES.students, withStudents: SIZES.campuses });
  });

  it('adds one employee for every fifteen students, on the positions their kind holds, at campuses that exist', async () => {
    const [staff] = await query<Record<string, number>>(
      url,
      `SELECT count(*)::int AS employees,
              count(*) FILTER (WHERE (e."employeeType" = 'Teaching') <> (p.category = 'Teaching'))::int AS "wrongPost",
              count(*) FILTER (WHERE c."universityId" <> e."universityId")::int AS "wrongUniversity",
              count(*) FILTER (WHERE e."searchName" NOT LIKE lower(e."firstName" || '%'))::int AS "searchName"
         FROM "Employee" e
         JOIN "EmployeePosition" p ON p.id = e."employeePositionId"
         JOIN "Campus" c ON c.id = e."campusId"`,
    );
    expect(staff).toEqual({
      employees: demo!.employees + Math.round(SIZES.students / 15),
      wrongPost: 0,
      wrongUniversity: 0,
      searchName: 0,
    });
  });

  it('places every generated teacher in a faculty of a program their campus runs, and records a qualification of all but a few employees', async () => {
    const [staff] = await query<Record<string, number>>(
      url,
      `SELECT count(*) FILTER (WHERE e."employeeType" = 'Teaching' AND NOT EXISTS (
                SELECT 1 FROM "CampusProgram" cp JOIN "Program" p ON p.id = cp."programId"
                 WHERE cp."campusId" = e."campusId" AND p."facultyId" = e."facultyId"))::int AS "teachersOutsideTheirCampus",
              count(*)::int AS employees,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM "EmployeeQualification" q WHERE q."employeeId" = e.id))::int AS unqualified
         FROM "Employee" e
        WHERE e.id > (SELECT max(id) - ${Math.round(SIZES.students / 15)} FROM "Employee")`,
    );
    expect(staff!.teachersOutsideTheirCampus).toBe(0);
    expect(staff!.unqualified).toBeGreaterThan(0);
    expect(staff!.unqualified).toBeLessThan(staff!.employees! * 0.1);
  });

  it('counts every student in the student tally, as its triggers would have, though a superuser load skips them', async () => {
    const differences = await query(
      url,
      `WITH recount AS (
         SELECT "campusId", "programId", "fiscalYearId", status, "isVerified", count(*)::int AS total,
                count(*) FILTER (WHERE gender = 'female')::int AS female
           FROM "Student" GROUP BY 1, 2, 3, 4, 5
       ), tally AS (
         SELECT "campusId", "programId", "fiscalYearId", status, "isVerified", sum(total)::int AS total,
                sum(female)::int AS female
           FROM "StudentTally" GROUP BY 1, 2, 3, 4, 5 HAVING sum(total) <> 0
       )
       SELECT * FROM (SELECT * FROM recount EXCEPT SELECT * FROM tally) missing
       UNION ALL SELECT * FROM (SELECT * FROM tally EXCEPT SELECT * FROM recount) extra`,
    );
    expect(differences).toEqual([]);
  });

  it('counts every student under their home in the home tally, as its triggers would have, though a superuser load skips them', async () => {
    const differences = await query(
      url,
      `WITH recount AS (
         SELECT s."campusId", s."programId", COALESCE(s."majorSubjectId", 0) AS "majorSubjectId", s."admissionYearId",
                s.status, s."isVerified", COALESCE(a."districtId", 0) AS "districtId", count(*)::int AS total,
                count(*) FILTER (WHERE s.gender = 'female')::int AS female
           FROM "Student" s LEFT JOIN "StudentAddress" a ON a."studentId" = s.id AND a.kind = 'permanent'
          GROUP BY 1, 2, 3, 4, 5, 6, 7
       ), tally AS (
         SELECT "campusId", "programId", "majorSubjectId", "admissionYearId", status, "isVerified", "districtId",
                sum(total)::int AS total, sum(female)::int AS female
           FROM "StudentHomeTally" GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(total) <> 0
       )
       SELECT * FROM (SELECT * FROM recount EXCEPT SELECT * FROM tally) missing
       UNION ALL SELECT * FROM (SELECT * FROM tally EXCEPT SELECT * FROM recount) extra`,
    );
    expect(differences).toEqual([]);
  });

  it('counts every issued receipt’s fee items in the fee item tally, as its triggers keep it', async () => {
    const differences = await query(
      url,
      `WITH recount AS (
         SELECT r."campusId", r."universityId", r."fiscalYearId", COALESCE(r."programId", 0) AS "programId", i.kind,
                i.particulars, count(DISTINCT r.id)::int AS receipts, sum(i.amount)::numeric(16, 2) AS amount
           FROM "Receipt" r JOIN "ReceiptItem" i ON i."receiptId" = r.id
          WHERE r.status = 'issued' GROUP BY 1, 2, 3, 4, 5, 6
       ), tally AS (
         SELECT "campusId", "universityId", "fiscalYearId", "programId", kind, particulars, receipts, amount
           FROM "ReceiptItemTally" WHERE receipts <> 0 OR amount <> 0
       )
       SELECT * FROM (SELECT * FROM recount EXCEPT SELECT * FROM tally) missing
       UNION ALL SELECT * FROM (SELECT * FROM tally EXCEPT SELECT * FROM recount) extra`,
    );
    expect(differences).toEqual([]);
  });

  it('counts every posted voucher line of the books in the ledger tally, Opening vouchers left out, as its triggers keep it', async () => {
    const differences = await query(
      url,
      `WITH lines AS (
         SELECT l."fiscalYearId", l."ledgerId", l."campusId", sum(l.debit) AS debit, sum(l.credit) AS credit
           FROM "VoucherLine" l JOIN "Voucher" v ON v.id = l."voucherId"
          WHERE l.posted AND v."voucherType" <> 'Opening' GROUP BY 1, 2, 3)
       SELECT * FROM lines l FULL JOIN "LedgerTally" t USING ("fiscalYearId", "ledgerId", "campusId")
        WHERE l.debit IS DISTINCT FROM t.debit OR l.credit IS DISTINCT FROM t.credit`,
    );
    expect(differences).toEqual([]);
  });

  it('gives every student a program their campus runs, its level and faculty, a batch with its fiscal year, two addresses and a searchable name', async () => {
    const [broken] = await query<Record<string, number>>(
      url,
      `SELECT
         count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM "CampusProgram" cp
                                             WHERE cp."campusId" = s."campusId" AND cp."programId" = s."programId"))::int AS "programNotRun",
         count(*) FILTER (WHERE p."levelId" <> s."levelId" OR p."facultyId" <> s."facultyId"
                           OR p."universityId" <> s."universityId")::int AS "placementMismatch",
         count(*) FILTER (WHERE split_part(f."yearNepali", '/', 1) <> b."batchNepali")::int AS "fiscalYearMismatch",
         count(*) FILTER (WHERE (SELECT count(*) FROM "StudentAddress" a WHERE a."studentId" = s.id) <> 2)::int AS "addressCount",
         count(*) FILTER (WHERE s."searchName" NOT LIKE lower(s."firstName" || '%' || s."lastName" || '%'))::int AS "searchName",
         count(*) FILTER (WHERE (p."programType" = 'semester') <> (s.semester IS NOT NULL)
                           OR (p."programType" = 'annual') <> (s.year IS NOT NULL))::int AS "periodMismatch",
         count(*) FILTER (WHERE s."majorSubjectId" IS NOT NULL AND NOT EXISTS (
           SELECT 1 FROM "MajorSubject" m WHERE m.id = s."majorSubjectId" AND m."campusId" = s."campusId"
                                            AND m."programId" = s."programId"))::int AS "majorElsewhere",
         count(*) FILTER (WHERE s."sectionId" IS NOT NULL AND NOT EXISTS (
           SELECT 1 FROM "SectionForStudent" x WHERE x.id = s."sectionId" AND x."campusId" = s."campusId"))::int AS "sectionElsewhere"
       FROM "Student" s
       JOIN "Program" p ON p.id = s."programId"
       JOIN "Batch" b ON b.id = s."admissionYearId"
       JOIN "FiscalYear" f ON f.id = s."fiscalYearId"
       WHERE ${GENERATED}`,
    );
    expect(broken).toEqual({
      programNotRun: 0,
      placementMismatch: 0,
      fiscalYearMismatch: 0,
      addressCount: 0,
      searchName: 0,
      periodMismatch: 0,
      majorElsewhere: 0,
      sectionElsewhere: 0,
    });
  });

  it('keeps identifiers unique where set: roll and symbol numbers per campus, registration numbers per university, emails', async () => {
    const [duplicates] = await query<Record<string, number>>(
      url,
      `SELECT
         (SELECT count(*) FROM (SELECT 1 FROM "Student" WHERE "rollNoManual" IS NOT NULL
                                 GROUP BY "campusId", "rollNoManual" HAVING count(*) > 1) d)::int AS roll,
         (SELECT count(*) FROM (SELECT 1 FROM "Student" WHERE "symbolNo" IS NOT NULL
                                 GROUP BY "campusId", "symbolNo" HAVING count(*) > 1) d)::int AS symbol,
         (SELECT count(*) FROM (SELECT 1 FROM "Student" WHERE "universityRegdNo" IS NOT NULL
                                 GROUP BY "universityId", "universityRegdNo" HAVING count(*) > 1) d)::int AS regd,
         (SELECT count(*) FROM (SELECT 1 FROM "Student" WHERE email IS NOT NULL
                                 GROUP BY lower(email) HAVING count(*) > 1) d)::int AS email`,
    );
    expect(duplicates).toEqual({ roll: 0, symbol: 0, regd: 0, email: 0 });
    const [set] = await query<{ roll: number; regd: number }>(
      url,
      `SELECT count("rollNoManual")::int AS roll, count("universityRegdNo")::int AS regd FROM "Student" WHERE ${GENERATED}`,
    );
    expect(share(set!.roll, SIZES.students)).toBeGreaterThan(0.5);
    expect(share(set!.regd, SIZES.students)).toBeGreaterThan(0.4);
  });

  it('spreads students in realistic proportions: gender, ethnic groups, provinces, levels, standing', async () => {
    const byGender = await query<{ gender: string; count: number }>(
      url,
      `SELECT gender, count(*)::int AS count FROM "Student" WHERE ${GENERATED} GROUP BY 1`,
    );
    const female = byGender.find((row) => row.gender === 'female')!.count;
    expect(share(female, SIZES.students)).toBeGreaterThan(0.47);
    expect(share(female, SIZES.students)).toBeLessThan(0.57);

    const byGroup = await query<{ ethnicity: string | null; count: number }>(
      url,
      `SELECT ethnicity, count(*)::int AS count FROM "Student" WHERE ${GENERATED} GROUP BY 1 ORDER BY 2 DESC`,
    );
    expect(byGroup[0]!.ethnicity).toBe('Janajati');
    expect(byGroup.map((row) => row.ethnicity)).toEqual(expect.arrayContaining([...REPORT_ETHNIC_GROUPS]));
    const chhetri = byGroup.find((row) => row.ethnicity === 'Chhetri')!.count;
    expect(share(chhetri, SIZES.students)).toBeGreaterThan(0.12);
    expect(share(chhetri, SIZES.students)).toBeLessThan(0.22);

    const byProvince = await query<{ province: string; count: number }>(
      url,
      `SELECT p.name AS province, count(*)::int AS count
         FROM "Student" s JOIN "StudentAddress" a ON a."studentId" = s.id AND a.kind = 'permanent'
         JOIN "Province" p ON p.id = a."provinceId"
        WHERE ${GENERATED} GROUP BY 1 ORDER BY 2 DESC`,
    );
    expect(byProvince[0]!.province).toBe('Bagmati');
    const bagmatiKoshiLumbini = byProvince
      .filter((row) => ['Bagmati', 'Koshi', 'Lumbini'].includes(row.province))
      .reduce((sum, row) => sum + row.count, 0);
    expect(share(bagmatiKoshiLumbini, SIZES.students)).toBeGreaterThan(0.5);
    expect(byProvince).toHaveLength(7);

    const [levels] = await query<{ bachelor: number }>(
      url,
      `SELECT count(*) FILTER (WHERE l.code = 'BACH')::int AS bachelor
         FROM "Student" s JOIN "Level" l ON l.id = s."levelId" WHERE ${GENERATED}`,
    );
    expect(share(levels!.bachelor, SIZES.students)).toBeGreaterThan(0.7);

    const [standing] = await query<{ active: number; verified: number }>(
      url,
      `SELECT count(*) FILTER (WHERE status = 'active')::int AS active,
              count(*) FILTER (WHERE status = 'active' AND "isVerified")::int AS verified
         FROM "Student" WHERE ${GENERATED}`,
    );
    expect(share(standing!.active, SIZES.students)).toBeGreaterThan(0.8);
    expect(share(standing!.verified, standing!.active)).toBeGreaterThan(0.75);
    expect(standing!.verified).toBeLessThan(standing!.active);
  });

  it('adds campuses of every type with programs under universities beyond the two seeded with programs', async () => {
    const large = await seededDatabase();
    await generateNationalData({ campuses: 400, students: 500, seed: 3, databaseUrl: large });
    const types = await query<{ campusType: string }>(large, 'SELECT DISTINCT "campusType" FROM "Campus" ORDER BY 1');
    expect(types.map((row) => row.campusType)).toEqual(['constituent', 'community', 'private']);
    const [universities] = await query<{ withStudents: number }>(
      large,
      `SELECT count(DISTINCT "universityId")::int AS "withStudents" FROM "Student"`,
    );
    expect(universities!.withStudents).toBeGreaterThan(5);
  }, 120_000);

  it('makes the same rows from the same seed', async () => {
    const again = await seededDatabase();
    await generateNationalData({ ...SIZES, seed: 7, databaseUrl: again });
    const digest = `SELECT md5(string_agg(s::text || a.list || g.list, '|' ORDER BY s.id)) AS digest
                      FROM "Student" s
                      CROSS JOIN LATERAL (SELECT string_agg(row(x."kind", x."localLevelId", x."wardNo", x.locality)::text, ',' ORDER BY x.kind) AS list
                                            FROM "StudentAddress" x WHERE x."studentId" = s.id) a
                      CROSS JOIN LATERAL (SELECT COALESCE(string_agg(row(y.relation, y.name, y.phone)::text, ',' ORDER BY y.relation), '') AS list
                                            FROM "StudentGuardian" y WHERE y."studentId" = s.id) g
                     WHERE ${GENERATED}`;
    const [first] = await query<{ digest: string }>(url, digest);
    const [second] = await query<{ digest: string }>(again, digest);
    expect(second!.digest).toBe(first!.digest);
    // The registers, research and entries too, by what they say rather than when they were written.
    const registers = `SELECT md5(string_agg(line, '|' ORDER BY line)) AS digest FROM (
        SELECT row("campusId", "totalArea", unit, "areaInSquareMetres")::text AS line FROM "Land"
        UNION ALL SELECT row(b."campusId", b."houseName", b."areaCoveredByBuilding", l."labName")::text
          FROM "Building" b LEFT JOIN "Lab" l ON l."buildingId" = b.id
        UNION ALL SELECT row("campusId", "fiscalYearId", "employeeId", "activityTitle", "startDateBs", "fundedAmount")::text
          FROM "ResearchPublication"
        UNION ALL SELECT row("campusId", "financeHeadId", "fiscalYearId", "dateOfEntryBs", amount)::text
          FROM "IncomeExpenditureEntry"
        UNION ALL SELECT row("campusId", "voucherType", "voucherNo", "dateBs", narration, "totalAmount")::text FROM "Voucher") x`;
    const [firstRegisters] = await query<{ digest: string }>(url, registers);
    const [secondRegisters] = await query<{ digest: string }>(again, registers);
    expect(secondRegisters!.digest).toBe(firstRegisters!.digest);
  });

  it('refuses a database that already holds generated students', async () => {
    await expect(generateNationalData({ ...SIZES, seed: 7, databaseUrl: url })).rejects.toBeInstanceOf(GenerateRefusal);
  });
});
