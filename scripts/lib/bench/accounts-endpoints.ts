/**
 * Accounts and budgets in `npm run bench` (issue #30, "Fast at national scale"): a campus's
 * trial balance and its cash ledger's statement, the country's budget against actual, and the
 * first page of the payment vouchers of a campus and of the country (as the voucher screen asks), each beside a bare route whose
 * one SQL statement reads the same rows.
 *
 * The campus is a typical one: of the fiscal year with the most vouchers (the national dataset's
 * accounts step writes a year of them for every campus), the one with the median count of them,
 * named by the grants body, which reads any campus's books.
 */
import type pg from 'pg';
import { HEMIS_POSTER_ID, HEMIS_POSTER_NAME, VOUCHER_PREFIXES, fromPaisa, toPaisa } from '@hemis/contracts';
import { runGeneratorStep } from './generator-step.ts';
import { accountsStep } from '../generate/steps/accounts.ts';
import type { MeasuredEndpoint, PathParams } from './endpoints.ts';

const GRANTS_BODY = 'superadmin@hemis.local';
const PAGE_SIZE = 25;

type Row = Record<string, unknown>;

const sum = (amounts: readonly string[]) => fromPaisa(amounts.reduce((total, amount) => total + toPaisa(amount), 0n));

/** The demo data has books for one campus only: the national dataset's accounts step adds a year of them once. */
async function prepareBooks(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query(`SELECT 1 FROM "Voucher" GROUP BY "campusId" HAVING count(*) > 100 LIMIT 1`);
  if (rows.length > 0) return;
  await runGeneratorStep(pool, accountsStep);
}

/**
 * A typical campus's books: of the fiscal year with the most vouchers, the campus whose count of
 * them is the median; and the cash ledger.
 */
async function booksParams(pool: pg.Pool): Promise<PathParams> {
  const { rows } = await pool.query<{ campusId: number; fiscalYearId: number; cashLedgerId: number }>(
    `WITH y AS (SELECT "fiscalYearId" AS id FROM "Voucher" GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1),
          books AS (SELECT v."campusId", count(*) AS vouchers FROM "Voucher" v, y WHERE v."fiscalYearId" = y.id GROUP BY 1)
     SELECT b."campusId", y.id AS "fiscalYearId", (SELECT id FROM "AccountLedger" WHERE "systemKey" = 'cash') AS "cashLedgerId"
       FROM books b, y ORDER BY b.vouchers, b."campusId" OFFSET (SELECT count(*) / 2 FROM books) LIMIT 1`,
  );
  if (!rows[0]) throw new Error('the bench database holds no vouchers');
  return rows[0];
}

/** The campus's name and the fiscal year's, as each statement's header carries them. */
const HEADER = `
  SELECT c.id AS "campusId", c."campusName", y."yearNepali" AS "fiscalYear", y."startDateBs" AS "fromDateBs",
         y."endDateBs" AS "toDateBs", y."startDateAd", y."endDateAd"
    FROM "Campus" c, "FiscalYear" y WHERE c.id = $1 AND y.id = $2`;

async function bareTrialBalance(pool: pg.Pool, params: PathParams) {
  const { rows } = await pool.query<Row & { debit: string; credit: string }>(
    `WITH h AS (${HEADER}), t AS (
       SELECT l."ledgerId", sum(l.debit - l.credit) AS net
         FROM "VoucherLine" l, h
        WHERE l.posted AND l."campusId" = $1 AND l."fiscalYearId" = $2
          AND l."dateAd" BETWEEN h."startDateAd" AND h."endDateAd"
        GROUP BY l."ledgerId"
     )
     SELECT h."campusId", h."campusName", h."fiscalYear", h."fromDateBs", h."toDateBs",
            a.id AS "ledgerId", a.code, a.name, g."group"::text AS "group", g.name AS "subGroupName",
            greatest(t.net, 0)::numeric(18, 2)::text AS debit, greatest(-t.net, 0)::numeric(18, 2)::text AS credit
       FROM t JOIN "AccountLedger" a ON a.id = t."ledgerId" JOIN "AccountSubGroup" g ON g.id = a."subGroupId", h
      ORDER BY g."group", g.code, a.code`,
    [params.campusId, params.fiscalYearId],
  );
  const first: Row = rows[0] ?? {};
  return {
    campusId: first.campusId,
    campusName: first.campusName,
    fiscalYear: first.fiscalYear,
    fromDateBs: first.fromDateBs,
    toDateBs: first.toDateBs,
    rows: rows.map(({ ledgerId, code, name, group, subGroupName, debit, credit }) => ({
      ledgerId,
      code,
      name,
      group,
      subGroupName,
      debit,
      credit,
    })),
    totalDebit: sum(rows.map((row) => row.debit)),
    totalCredit: sum(rows.map((row) => row.credit)),
  };
}

async function bareLedgerStatement(pool: pg.Pool, params: PathParams) {
  const { rows } = await pool.query<Row & { opening: string; debit: string | null; credit: string | null }>(
    `WITH h AS (${HEADER}), lines AS (
       SELECT l."voucherId", l."lineNo", l."dateAd", l.debit, l.credit, coalesce(l.narration, v.narration) AS narration,
              v."voucherType", v."voucherNo", v."dateBs", (l."dateAd" < h."startDateAd" OR v."voucherType" = 'Opening') AS brought
         FROM "VoucherLine" l JOIN "Voucher" v ON v.id = l."voucherId", h
        WHERE l.posted AND l."campusId" = $1 AND l."fiscalYearId" = $2 AND l."dateAd" <= h."endDateAd" AND l."ledgerId" = $3
     ), opening AS (SELECT coalesce(sum(debit - credit), 0) AS amount FROM lines WHERE brought)
     SELECT h."campusId", h."campusName", h."fiscalYear", h."fromDateBs", h."toDateBs",
            a.code AS "ledgerCode", a.name AS "ledgerName", o.amount::numeric(18, 2)::text AS opening,
            r."voucherId", r."voucherType"::text AS "voucherType", r."voucherNo", r."dateBs", r.narration,
            r.debit::numeric(18, 2)::text AS debit, r.credit::numeric(18, 2)::text AS credit,
            (o.amount + sum(r.debit - r.credit) OVER (ORDER BY r."dateAd", r."voucherId", r."lineNo"
                                                      ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW))::numeric(18, 2)::text AS balance
       FROM opening o LEFT JOIN lines r ON NOT r.brought
       CROSS JOIN h JOIN "AccountLedger" a ON a.id = $3
      ORDER BY r."dateAd", r."voucherId", r."lineNo"`,
    [params.campusId, params.fiscalYearId, params.cashLedgerId],
  );
  const first: Row & { opening: string } = rows[0] ?? { opening: '0.00' };
  const lines = rows.filter((row) => row.voucherId !== null);
  const totalDebit = sum(lines.map((row) => row.debit!));
  const totalCredit = sum(lines.map((row) => row.credit!));
  return {
    campusId: first.campusId,
    campusName: first.campusName,
    fiscalYear: first.fiscalYear,
    fromDateBs: first.fromDateBs,
    toDateBs: first.toDateBs,
    ledgerId: params.cashLedgerId,
    ledgerCode: first.ledgerCode,
    ledgerName: first.ledgerName,
    subLedgerName: null,
    openingBalance: first.opening,
    rows: lines.map((row) => ({
      voucherId: row.voucherId,
      voucherNumber: `${VOUCHER_PREFIXES[row.voucherType as keyof typeof VOUCHER_PREFIXES]}-${String(row.voucherNo)}`,
      voucherType: row.voucherType,
      dateBs: row.dateBs,
      narration: row.narration ?? '',
      debit: row.debit,
      credit: row.credit,
      balance: row.balance,
    })),
    totalDebit,
    totalCredit,
    closingBalance: fromPaisa(toPaisa(first.opening) + toPaisa(totalDebit) - toPaisa(totalCredit)),
  };
}

/** The country's budget against actual by head: the grants body's budget, every allocation, every campus's books by their ledger tally. */
async function bareBudgetActuals(pool: pg.Pool, params: PathParams) {
  const { rows } = await pool.query<Row & { budget: string; allocated: string; actual: string; variance: string }>(
    `WITH budget AS (
       SELECT b."financeHeadId", coalesce(sum(b.amount) FILTER (WHERE b."universityId" IS NULL), 0) AS budget,
              coalesce(sum(b.amount) FILTER (WHERE b."campusId" IS NOT NULL), 0) AS allocated
         FROM "BudgetLine" b WHERE b."fiscalYearId" = $1 GROUP BY 1
     ), by_ledger AS (
       SELECT l."ledgerId", sum(l.debit) AS debit, sum(l.credit) AS credit
         FROM "LedgerTally" l
        WHERE l."fiscalYearId" = $1
          AND l."ledgerId" IN (SELECT id FROM "AccountLedger" WHERE "financeHeadId" IS NOT NULL)
        GROUP BY 1
     ), actual AS (
       SELECT a."financeHeadId", sum(t.debit) AS debit, sum(t.credit) AS credit
         FROM by_ledger t JOIN "AccountLedger" a ON a.id = t."ledgerId" GROUP BY 1
     )
     SELECT h.id AS "financeHeadId", h."headCode", h."headName", h."headType"::text AS "headType",
            y."yearNepali" AS "fiscalYear",
            coalesce(b.budget, 0)::numeric(18, 2)::text AS budget, coalesce(b.allocated, 0)::numeric(18, 2)::text AS allocated,
            x.actual::numeric(18, 2)::text AS actual, (coalesce(b.budget, 0) - x.actual)::numeric(18, 2)::text AS variance,
            CASE WHEN b.budget > 0 THEN round(x.actual * 100 / b.budget, 1)::float8 END AS utilisation
       FROM "FinanceHead" h
       LEFT JOIN budget b ON b."financeHeadId" = h.id
       LEFT JOIN actual a ON a."financeHeadId" = h.id
       CROSS JOIN LATERAL (SELECT coalesce(CASE WHEN h."headType" = 'Expenditure' THEN a.debit - a.credit
                                                ELSE a.credit - a.debit END, 0) AS actual) x
       JOIN "FiscalYear" y ON y.id = $1
      WHERE b."financeHeadId" IS NOT NULL OR a."financeHeadId" IS NOT NULL
      ORDER BY "headType" DESC, "headCode"`,
    [params.fiscalYearId],
  );
  return {
    fiscalYear: rows[0]?.fiscalYear,
    scope: 'GrantsBody',
    scopeName: 'University Grants Commission, Nepal',
    rows: rows.map(({ fiscalYear: _year, ...row }) => row),
    totals: {
      budget: sum(rows.map((row) => row.budget)),
      allocated: sum(rows.map((row) => row.allocated)),
      actual: sum(rows.map((row) => row.actual)),
      variance: sum(rows.map((row) => row.variance)),
    },
  };
}

/** Who took a step of the voucher `v` (alias and column), as the list names them. */
const stepOf = (alias: string, id: string, at: string) => `
  CASE WHEN v."${id}" IS NULL OR v."${at}" IS NULL THEN NULL
       ELSE json_build_object('id', v."${id}",
              'name', CASE WHEN v."${id}" = ${HEMIS_POSTER_ID} THEN '${HEMIS_POSTER_NAME}'
                           ELSE coalesce(concat_ws(' ', ${alias}."firstName", ${alias}."middleName", ${alias}."lastName"),
                                         'User ' || v."${id}") END,
              'at', to_char(v."${at}", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END`;

/** The first page of the vouchers, newest first, of a campus ($1) or of the country ($1 null). */
async function bareVoucherPage(pool: pg.Pool, campusId: number | null) {
  const { rows } = await pool.query<Row & { total: number }>(
    `SELECT v.id, v."campusId", c."campusName", v."fiscalYearId", y."yearNepali" AS "fiscalYear",
            v."voucherType"::text AS "voucherType", v.status::text AS status, v."voucherNo",
            CASE WHEN v."voucherNo" IS NULL THEN NULL
                 ELSE CASE v."voucherType" WHEN 'Journal' THEN 'JV' WHEN 'Payment' THEN 'PV' WHEN 'Receipt' THEN 'RV' ELSE 'OV' END
                      || '-' || v."voucherNo" END AS "voucherNumber",
            v."dateBs", to_char(v."dateAd", 'YYYY-MM-DD') AS "dateAd", v.narration, v."totalAmount"::text AS "totalAmount",
            v."reversesVoucherId", r.id AS "reversedByVoucherId", v."receiptId",
            ${stepOf('p', 'preparedById', 'preparedAt')} AS "preparedBy",
            ${stepOf('s', 'verifiedById', 'verifiedAt')} AS "verifiedBy",
            ${stepOf('a', 'approvedById', 'approvedAt')} AS "approvedBy",
            v.total
       FROM (SELECT v.*, (count(*) OVER ())::int AS total FROM "Voucher" v
              WHERE ($1::int IS NULL OR v."campusId" = $1) AND v."voucherType" = 'Payment'
              ORDER BY v."dateAd" DESC, v.id DESC LIMIT ${PAGE_SIZE}) v
       JOIN "Campus" c ON c.id = v."campusId" JOIN "FiscalYear" y ON y.id = v."fiscalYearId"
       LEFT JOIN "Voucher" r ON r."reversesVoucherId" = v.id
       LEFT JOIN "User" p ON p.id = v."preparedById"
       LEFT JOIN "User" s ON s.id = v."verifiedById"
       LEFT JOIN "User" a ON a.id = v."approvedById"
      ORDER BY v."dateAd" DESC, v.id DESC`,
    [campusId],
  );
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.map(({ total: _total, ...row }) => row),
    totalRecords: total,
    totalCount: total,
    totalPages: Math.ceil(total / PAGE_SIZE),
    page: 1,
    pageSize: PAGE_SIZE,
  };
}

/** A statement's figures: its rows' keys and amounts, and its totals. */
const statementKey = (keys: string[], totals: string[]) => (answer: unknown) => {
  const statement = answer as Row & { rows: Row[] };
  return [
    ...totals.map((key) => String(statement[key])),
    ...statement.rows.map((row) => keys.map((key) => String(row[key])).join('|')),
  ];
};

/** A page's total and its rows' ids, numbers and amounts. */
const pageKey = (answer: unknown) => {
  const page = answer as { totalCount: number; data: Row[] };
  return [
    page.totalCount,
    ...page.data.map((row) =>
      [row.id, row.voucherNumber, row.totalAmount, (row.approvedBy as Row | null)?.name].map(String).join('|'),
    ),
  ];
};

export const ACCOUNTS_ENDPOINTS: MeasuredEndpoint[] = [
  {
    name: 'accounts: trial balance (AccountReport/TrialBalance), typical campus',
    path: '/api/AccountReport/TrialBalance?campusId={campusId}&fiscalYearId={fiscalYearId}',
    signedInAs: GRANTS_BODY,
    scale: 'campus',
    prepare: prepareBooks,
    params: booksParams,
    answerKey: statementKey(['ledgerId', 'debit', 'credit'], ['campusName', 'totalDebit', 'totalCredit']),
    bare: (pool, _user, params) => bareTrialBalance(pool, params),
  },
  {
    name: 'accounts: cash ledger statement (AccountReport/LedgerStatement), typical campus',
    path: '/api/AccountReport/LedgerStatement?campusId={campusId}&fiscalYearId={fiscalYearId}&ledgerId={cashLedgerId}',
    signedInAs: GRANTS_BODY,
    scale: 'campus',
    prepare: prepareBooks,
    params: booksParams,
    answerKey: statementKey(
      ['voucherId', 'voucherNumber', 'debit', 'credit', 'balance'],
      ['openingBalance', 'totalDebit', 'totalCredit', 'closingBalance'],
    ),
    bare: (pool, _user, params) => bareLedgerStatement(pool, params),
  },
  {
    name: 'budget: budget against actual (Budget/Actuals), country',
    path: '/api/Budget/Actuals?fiscalYearId={fiscalYearId}',
    signedInAs: GRANTS_BODY,
    scale: 'country',
    prepare: prepareBooks,
    params: booksParams,
    answerKey: (answer) => {
      const actuals = answer as { rows: Row[]; totals: Row };
      return [
        JSON.stringify(actuals.totals),
        ...actuals.rows.map((row) =>
          ['financeHeadId', 'budget', 'allocated', 'actual', 'variance', 'utilisation']
            .map((key) => String(row[key]))
            .join('|'),
        ),
      ];
    },
    bare: (pool, _user, params) => bareBudgetActuals(pool, params),
  },
  {
    name: `accounts: payment vouchers (Voucher) page of ${PAGE_SIZE}, typical campus`,
    path: `/api/Voucher?campusId={campusId}&voucherType=Payment&page=1&pageSize=${PAGE_SIZE}`,
    signedInAs: GRANTS_BODY,
    prepare: prepareBooks,
    params: booksParams,
    answerKey: pageKey,
    bare: (pool, _user, params) => bareVoucherPage(pool, Number(params.campusId)),
  },
  {
    name: `accounts: payment vouchers (Voucher) page of ${PAGE_SIZE}, country`,
    path: `/api/Voucher?voucherType=Payment&page=1&pageSize=${PAGE_SIZE}`,
    signedInAs: GRANTS_BODY,
    prepare: prepareBooks,
    answerKey: pageKey,
    bare: (pool) => bareVoucherPage(pool, null),
  },
];
