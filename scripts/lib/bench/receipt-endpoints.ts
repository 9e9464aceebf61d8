/**
 * The receipts' entries of `npm run bench` (#27, "Fast at national scale"): issuing receipts at
 * the bench's 32 connections on one campus, whose numbers must stay gapless afterwards, a page
 * of the receipt list, and the daily collection report of a campus and of the country, each
 * beside a bare route doing the same work. The collection reports are also report routes, read
 * at every scale with the other reports.
 */
import pg from 'pg';
import { adToBs, formatCalendarDate } from '@hemis/contracts';
import { receiptsStep } from '../generate/steps/receipts.ts';
import { campusOf } from './accounts.ts';
import { runGeneratorStep } from './generator-step.ts';
import type { MeasuredEndpoint, PathParams, ReportScale } from './endpoints.ts';

const COLLEGE_ADMIN = 'collegeadmin@hemis.local';
/** Who reads the collection report at each scale (as endpoints.ts's READER, which imports this file). */
const READER = { campus: COLLEGE_ADMIN, country: 'superadmin@hemis.local' } satisfies Partial<
  Record<ReportScale, string>
>;
const LIST_PAGE_SIZE = 25;

/** The demo data holds no receipts: the national dataset's receipt step adds a fiscal year of them once. */
async function prepareReceipts(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query(`SELECT 1 FROM "Receipt" LIMIT 1`);
  if (rows.length > 0) return;
  await runGeneratorStep(pool, receiptsStep);
}

/** The campus's first general fee item and the active fiscal year, and today's date in B.S. */
async function issueParams(pool: pg.Pool, signedInAs: string): Promise<PathParams> {
  const campusId = await campusOf(pool, signedInAs);
  const { rows } = await pool.query<{ feeId: number; fiscalYearId: number; name: string }>(
    `SELECT g.id AS "feeId", g."feeName" AS name,
            (SELECT id FROM "FiscalYear" WHERE "activeFiscalYear" LIMIT 1) AS "fiscalYearId"
       FROM "GeneralFeeType" g WHERE g."campusId" = $1 ORDER BY g.id LIMIT 1`,
    [campusId],
  );
  const fee = rows[0];
  if (!fee?.fiscalYearId) throw new Error('the bench campus has no general fee item or no active fiscal year');
  const now = new Date();
  const today = formatCalendarDate(
    adToBs({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() }),
  );
  return { campusId, feeId: fee.feeId, feeName: fee.name, fiscalYearId: fee.fiscalYearId, today };
}

const issueBody = (params: PathParams) => ({
  fiscalYearID: Number(params.fiscalYearId),
  studentID: 0,
  fullName: 'Bench Payer',
  dateOfPayment: String(params.today),
  receiptItemCreateDto: [{ receiptType: 'General Fee', generalFeeTypeId: Number(params.feeId), amount: '500.00' }],
});

/**
 * After the bench: the campus's receipts of the fiscal year are numbered 1 to their count, and
 * its counter stands after the last, whatever the 32 connections raced for.
 */
export async function assertReceiptsGapless(databaseUrl: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    return await gaplessOrThrow(pool);
  } finally {
    await pool.end();
  }
}

async function gaplessOrThrow(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ campusId: number; count: number; max: number; next: number | null }>(
    `SELECT r."campusId", count(*)::int AS count, max(r."receiptNo") AS max, min(c."nextReceiptNo") AS next
       FROM "Receipt" r LEFT JOIN "ReceiptCounter" c ON c."campusId" = r."campusId" AND c."fiscalYearId" = r."fiscalYearId"
      GROUP BY r."campusId", r."fiscalYearId"
     HAVING count(*) <> max(r."receiptNo") OR min(r."receiptNo") <> 1 OR min(c."nextReceiptNo") <> max(r."receiptNo") + 1`,
  );
  if (rows.length > 0) throw new Error(`receipt numbers have gaps or repeats: ${JSON.stringify(rows.slice(0, 5))}`);
  const { rows: total } = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM "Receipt"`);
  return `receipt numbers gapless per campus and fiscal year over ${total[0]!.count.toLocaleString('en-US')} receipts`;
}

export const RECEIPT_ENDPOINTS: MeasuredEndpoint[] = [
  {
    name: 'receipt issued (other payer, one general fee)',
    path: '/api/Receipt/GenerateReceipt',
    signedInAs: COLLEGE_ADMIN,
    prepare: prepareReceipts,
    params: issueParams,
    body: issueBody,
    // Each issues a new receipt: both must answer a number taken, not the same one.
    answerKey: (answer) => [typeof (answer as { receiptNo?: unknown }).receiptNo],
    async bare(pool, user, params) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const {
          rows: [counter],
        } = await client.query<{ taken: number }>(
          `INSERT INTO "ReceiptCounter" ("campusId", "fiscalYearId", "nextReceiptNo", "updatedAt") VALUES ($1, $2, 2, now())
           ON CONFLICT ("campusId", "fiscalYearId") DO UPDATE SET "nextReceiptNo" = "ReceiptCounter"."nextReceiptNo" + 1,
              "updatedAt" = now()
           RETURNING "nextReceiptNo" - 1 AS taken`,
          [user.campusId, params.fiscalYearId],
        );
        const {
          rows: [receipt],
        } = await client.query<{ id: number }>(
          `INSERT INTO "Receipt" ("campusId", "universityId", "fiscalYearId", "receiptNo", "fullName", "dateOfPayment",
                  "dateOfPaymentBs", "totalAmount", "issuedById")
           SELECT c.id, c."universityId", $2, $3, 'Bench Payer', CURRENT_DATE, $4, 500.00, $5 FROM "Campus" c WHERE c.id = $1
           RETURNING id`,
          [user.campusId, params.fiscalYearId, counter!.taken, params.today, user.id],
        );
        await client.query(
          `INSERT INTO "ReceiptItem" ("receiptId", kind, "generalFeeTypeId", particulars, amount)
           VALUES ($1, 'general', $2, $3, 500.00)`,
          [receipt!.id, params.feeId, params.feeName],
        );
        await client.query('COMMIT');
        return { id: receipt!.id, receiptNo: counter!.taken };
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  },
  {
    name: `receipt list page of ${LIST_PAGE_SIZE}`,
    path: `/api/Receipt?page=1&pageSize=${LIST_PAGE_SIZE}`,
    signedInAs: COLLEGE_ADMIN,
    prepare: prepareReceipts,
    answerKey: (answer) => ((answer as { data?: { id: number }[] }).data ?? []).map((row) => row.id),
    async bare(pool, user) {
      const { rows } = await pool.query<Record<string, unknown> & { total: string }>(
        `SELECT r.id, r."receiptNo", r."fullName", p."programName", r.year, r.semester, r."dateOfPaymentBs" AS "dateOfPayment",
                fy."yearNepali" AS "fiscalYear", r.status, r."cancelReason", r."totalAmount"::text AS "totalAmount",
                count(*) OVER () AS total
           FROM "Receipt" r JOIN "FiscalYear" fy ON fy.id = r."fiscalYearId" LEFT JOIN "Program" p ON p.id = r."programId"
          WHERE r."campusId" = $1
          ORDER BY r."receiptNo" DESC, r.id DESC
          LIMIT ${LIST_PAGE_SIZE}`,
        [user.campusId],
      );
      return { data: rows.map(({ total: _total, ...row }) => row), totalRecords: Number(rows[0]?.total ?? 0) };
    },
  },
  ...(['campus', 'country'] as const).map((scale): MeasuredEndpoint => ({
    name: `receipts: daily collections of the ${scale}`,
    path: '/api/ReceiptReport/DailyCollections',
    signedInAs: READER[scale],
    prepare: prepareReceipts,
    scale,
    answerKey: (answer) => (answer as { date: string; amount: string }[]).map((row) => `${row.date}:${row.amount}`),
    async bare(pool, user) {
      const { rows } = await pool.query(
        `SELECT to_char(r."dateOfPayment", 'YYYY-MM-DD') AS date, min(r."dateOfPaymentBs") AS "dateBs",
                  count(*)::int AS receipts, sum(r."totalAmount")::text AS amount
             FROM "Receipt" r
            WHERE r.status = 'issued' AND ($1::int IS NULL OR r."campusId" = $1)
            GROUP BY r."dateOfPayment" ORDER BY r."dateOfPayment"`,
        [user.campusId],
      );
      return rows;
    },
  })),
];
