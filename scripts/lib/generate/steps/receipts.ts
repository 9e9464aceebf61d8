/**
 * Step "receipts": one fiscal year of fee receipts, about two a student (#27). Every campus with
 * students gets its general fee items (admission, examination, library) and a course-specific
 * tuition fee for each batch and program its students are in, when it has none of that name. Each
 * active student pays twice in the last fiscal year that has ended: tuition with the admission fee,
 * then tuition, with the examination or library fee for most. One receipt in two hundred is
 * cancelled with a reason. Receipt numbers run from the campus's next number without a gap, in
 * the order of the payment dates, and the campus's counter is moved past them, so receipts issued
 * afterwards go on from there.
 *
 * The rows are made inside PostgreSQL by set-based INSERT ... SELECT, the "random" parts from
 * hashes of the ids; dates of payment carry their B.S. text from a table of the year's days.
 */
import { Days } from '../people.ts';
import { count, type GenerateStep } from '../step.ts';

const GENERAL_FEES = [
  { name: 'Admission Fee', amount: '2500.00' },
  { name: 'Examination Fee', amount: '1800.00' },
  { name: 'Library Fee', amount: '500.00' },
];
const TUITION = 'Tuition Fee';
/** One receipt in this many is cancelled. */
const CANCELLED_ONE_IN = 200;

export const receiptsStep: GenerateStep = {
  name: 'receipts',
  async run({ client }) {
    const { rows: years } = await client.query<{ id: number; start: Date; end: Date }>(
      `SELECT id, "startDateAd" AS start, "endDateAd" AS "end" FROM "FiscalYear" WHERE "endDateAd" < CURRENT_DATE
        ORDER BY "startDateAd" DESC LIMIT 1`,
    );
    const fiscalYear = years[0];
    if (!fiscalYear) return 'no fiscal year has ended: no receipts added';
    const days = new Days();
    const first = Math.floor(fiscalYear.start.getTime() / 86_400_000);
    const last = Math.floor(fiscalYear.end.getTime() / 86_400_000);
    const calendar = Array.from({ length: last - first + 1 }, (_, index) => days.of(first + index));

    await client.query(
      `INSERT INTO "GeneralFeeType" ("campusId", "feeType", "feeName", amount, status, "updatedAt")
       SELECT c.id, 'generalFee', f.name, f.amount::numeric, true, now()
         FROM "Campus" c CROSS JOIN unnest($1::text[], $2::text[]) AS f(name, amount)
        WHERE EXISTS (SELECT 1 FROM "Student" s WHERE s."campusId" = c.id)
       ON CONFLICT ("campusId", "feeName") DO NOTHING`,
      [GENERAL_FEES.map((fee) => fee.name), GENERAL_FEES.map((fee) => fee.amount)],
    );
    // Tuition between Rs. 8,000 and 40,000 a payment, in hundreds, drawn from the campus and program.
    await client.query(
      `INSERT INTO "FeeType" ("campusId", "batchId", "programId", name, amount, "updatedAt")
       SELECT g."campusId", g."admissionYearId", g."programId", $1,
              (8000 + (abs(hashtext(g."campusId" || ':' || g."programId")) % 321) * 100)::numeric, now()
         FROM (SELECT DISTINCT "campusId", "admissionYearId", "programId" FROM "Student" WHERE status = 'active') g
       ON CONFLICT ("campusId", "batchId", "programId", name) DO NOTHING`,
      [TUITION],
    );

    await client.query(`CREATE TEMP TABLE generated_day (n int PRIMARY KEY, ad date, bs text) ON COMMIT DROP`);
    await client.query(
      `INSERT INTO generated_day SELECT n - 1, ad::date, bs FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS d(ad, bs, n)`,
      [calendar.map((day) => day.ad), calendar.map((day) => day.bs)],
    );

    // Each payment: the student, its place in the year (first or second), its date and its fees.
    await client.query(
      `CREATE TEMP TABLE generated_payment ON COMMIT DROP AS
       SELECT s.id AS "studentId", s."campusId", s."universityId", s."programId", s."admissionYearId" AS "batchId",
              array_position(enum_range(NULL::"Semester"), s.semester) AS semester,
              array_position(enum_range(NULL::"AcademicYear"), s.year) AS year,
              concat_ws(' ', s."firstName", s."middleName", s."lastName") AS "fullName",
              k.k, d.ad, d.bs,
              t.id AS "tuitionId", t.name AS "tuitionName", t.amount AS "tuitionAmount",
              g.id AS "generalId", g."feeName" AS "generalName", g.amount AS "generalAmount",
              abs(hashtext('cancel:' || s.id || ':' || k.k)) % ${CANCELLED_ONE_IN} = 0 AS cancelled
         FROM "Student" s
         CROSS JOIN (VALUES (1), (2)) AS k(k)
         JOIN generated_day d ON d.n = CASE k.k
              WHEN 1 THEN abs(hashtext('first:' || s.id)) % ((SELECT count(*) FROM generated_day) / 2)
              ELSE (SELECT count(*) FROM generated_day) / 2 + abs(hashtext('second:' || s.id)) % ((SELECT count(*) FROM generated_day) / 2) END
         JOIN "FeeType" t ON t."campusId" = s."campusId" AND t."batchId" = s."admissionYearId"
              AND t."programId" = s."programId" AND t.name = $1
         LEFT JOIN "GeneralFeeType" g ON g."campusId" = s."campusId" AND g."feeName" = CASE
              WHEN k.k = 1 THEN 'Admission Fee'
              WHEN abs(hashtext('fee:' || s.id)) % 10 < 5 THEN 'Examination Fee'
              WHEN abs(hashtext('fee:' || s.id)) % 10 < 8 THEN 'Library Fee' END
        WHERE s.status = 'active'`,
      [TUITION],
    );
    const numbered = await client.query(
      `INSERT INTO "Receipt" ("campusId", "universityId", "fiscalYearId", "receiptNo", "studentId", "fullName",
              "programId", "batchId", year, semester, "dateOfPayment", "dateOfPaymentBs", "totalAmount", channel,
              status, "cancelReason", "cancelledAt")
       SELECT p."campusId", p."universityId", $1,
              coalesce(rc."nextReceiptNo", 1) - 1
                + row_number() OVER (PARTITION BY p."campusId" ORDER BY p.ad, p."studentId", p.k),
              p."studentId", p."fullName", p."programId", p."batchId", p.year, p.semester, p.ad, p.bs,
              p."tuitionAmount" + coalesce(p."generalAmount", 0), 'counter'::"ReceiptChannel",
              CASE WHEN p.cancelled THEN 'cancelled' ELSE 'issued' END::"ReceiptStatus",
              CASE WHEN p.cancelled THEN 'Issued in error' END,
              CASE WHEN p.cancelled THEN p.ad + time '16:00' END
         FROM generated_payment p
         LEFT JOIN "ReceiptCounter" rc ON rc."campusId" = p."campusId" AND rc."fiscalYearId" = $1`,
      [fiscalYear.id],
    );
    const items = await client.query(
      `INSERT INTO "ReceiptItem" ("receiptId", kind, "feeTypeId", "generalFeeTypeId", particulars, amount)
       SELECT r.id, 'course'::"ReceiptItemKind", p."tuitionId", NULL, p."tuitionName", p."tuitionAmount"
         FROM generated_payment p JOIN "Receipt" r ON r."studentId" = p."studentId" AND r."fiscalYearId" = $1
              AND r."dateOfPayment" = p.ad AND r."campusId" = p."campusId"
       UNION ALL
       SELECT r.id, 'general'::"ReceiptItemKind", NULL, p."generalId", p."generalName", p."generalAmount"
         FROM generated_payment p JOIN "Receipt" r ON r."studentId" = p."studentId" AND r."fiscalYearId" = $1
              AND r."dateOfPayment" = p.ad AND r."campusId" = p."campusId"
        WHERE p."generalId" IS NOT NULL`,
      [fiscalYear.id],
    );
    await client.query(
      `INSERT INTO "ReceiptCounter" ("campusId", "fiscalYearId", "nextReceiptNo", "updatedAt")
       SELECT "campusId", $1, max("receiptNo") + 1, now() FROM "Receipt" WHERE "fiscalYearId" = $1 GROUP BY "campusId"
       ON CONFLICT ("campusId", "fiscalYearId") DO UPDATE SET "nextReceiptNo" = EXCLUDED."nextReceiptNo", "updatedAt" = now()`,
      [fiscalYear.id],
    );
    return `${count(numbered.rowCount ?? 0)} receipts with ${count(items.rowCount ?? 0)} items added`;
  },
};
