/**
 * The statements of a campus's books (issue #30): a ledger's statement with its running
 * balance, the trial balance, the income and expenditure statement and the balance sheet. Each
 * reads only posted lines (VoucherLine.posted: lines of approved vouchers) of one campus's
 * fiscal year between two of its days, aggregated over the partial index
 * VoucherLine_posted_by_ledger; amounts leave the database as numeric text and are totalled in
 * whole paisa, so no amount passes through a float.
 *
 * Campus staff read their own campus's books; a university and the grants body name a campus
 * within their scope (another one answers 404 like a missing one). Each statement is one SQL
 * statement, one round trip: the scope's check, the campus's name, the fiscal year and (for a
 * ledger's statement) the ledger and sub-ledger are read in it beside the lines, and checked when
 * it answers.
 */
import {
  ACCOUNT_MESSAGES as M,
  DEBIT_GROUPS,
  VOUCHER_PREFIXES,
  applicableId,
  fromPaisa,
  toPaisa,
  type AccountGroupName,
  type AccountStatementQuery,
  type BalanceSheet,
  type FieldIssue,
  type IncomeExpenditureStatement,
  type LedgerStatement,
  type LedgerStatementQuery,
  type TrialBalance,
  type VoucherTypeName,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext } from '../../lib/context.ts';
import { scopeSql } from '../../lib/scope.ts';

/** A day of the statement: B.S. as shown, A.D. (YYYY-MM-DD) as the lines are dated. */
interface Day {
  bs: string;
  ad: string;
}

/** What every statement reads: the campus, its fiscal year and the days from and to. */
export interface StatementPeriod {
  campusId: number;
  campusName: string;
  fiscalYearId: number;
  fiscalYear: string;
  yearStart: Day;
  from: Day;
  to: Day;
}

/**
 * The period's columns, which every row of a statement carries: the campus when it is within the
 * caller's scope and the fiscal year when it exists (else null), with the year's first and last
 * days in B.S. and A.D. (YYYY-MM-DD).
 */
interface PeriodColumns {
  periodCampusId: number | null;
  campusName: string | null;
  periodYearId: number | null;
  fiscalYear: string | null;
  startDateBs: string | null;
  startDateAd: string | null;
  endDateBs: string | null;
  endDateAd: string | null;
}

/** The parts of a statement's SQL around its period `h` (readStatement). */
interface StatementSql {
  /** More of `h`'s columns (each after a comma) and the joins they read, on `campusId`, the campus asked for. */
  headerColumns?: Prisma.Sql;
  headerJoins?: Prisma.Sql;
  /** Common table expressions after `h` (each after a comma), which may read it. */
  tables?: Prisma.Sql;
  /** The statement's columns (after a comma), the joins from `h` that give them, and their order. */
  columns: Prisma.Sql;
  from: Prisma.Sql;
  order: Prisma.Sql;
}

/**
 * A statement read in one SQL statement with its period (docs/decisions/0008): `h` is one row of
 * the campus asked for when it is within the caller's scope (`h."campusId"`, else null), the
 * fiscal year (`h."fiscalYearId"`, null when there is none) and the days the statement reads
 * (`h."startAd"`, the year's first; `h."fromAd"` and `h."toAd"`, the days asked for or the year's
 * first and last). Every row carries the period's columns, and checkedPeriod's checks follow
 * the one round trip; the statement's rows of a campus out of scope are never answered.
 */
async function readStatement<Row>(
  context: ReadContext,
  query: AccountStatementQuery,
  statement: (campusId: number) => StatementSql,
): Promise<{ period: StatementPeriod; rows: (Row & PeriodColumns)[] }> {
  const { prisma, scope } = context;
  const named = applicableId(query.campusId);
  const campusId = scope.kind === 'campus' ? (named ?? scope.campusId) : named;
  if (campusId === undefined) throw AppError.validation([{ field: 'querystring.campusId', message: M.campusRequired }]);
  const sql = statement(campusId);
  const rows = await prisma.$queryRaw<(Row & PeriodColumns)[]>`
    WITH h AS (
      SELECT c.id AS "campusId", c."campusName", y.id AS "fiscalYearId", y."yearNepali" AS "fiscalYear",
             y."startDateBs", to_char(y."startDateAd", 'YYYY-MM-DD') AS "startDateAd",
             y."endDateBs", to_char(y."endDateAd", 'YYYY-MM-DD') AS "endDateAd", y."startDateAd" AS "startAd",
             coalesce(${query.fromDate?.ad ?? null}::date, y."startDateAd") AS "fromAd",
             coalesce(${query.toDate?.ad ?? null}::date, y."endDateAd") AS "toAd"
             ${sql.headerColumns ?? Prisma.empty}
        FROM (SELECT 1) AS one
        LEFT JOIN "Campus" c
               ON c.id = ${campusId}::int
              AND ${scopeSql(scope, { campus: Prisma.sql`c.id`, university: Prisma.sql`c."universityId"` })}
        LEFT JOIN "FiscalYear" y ON y.id = ${query.fiscalYearId}::int
        ${sql.headerJoins ?? Prisma.empty}
    ) ${sql.tables ?? Prisma.empty}
    SELECT h."campusId" AS "periodCampusId", h."campusName", h."fiscalYearId" AS "periodYearId", h."fiscalYear",
           h."startDateBs", h."startDateAd", h."endDateBs", h."endDateAd" ${sql.columns}
      FROM h ${sql.from}
     ORDER BY ${sql.order}`;
  return { period: checkedPeriod(rows[0]!, query), rows };
}

/**
 * The campus (the caller's own for campus staff, else the one named within the caller's scope:
 * another answers 404), the fiscal year, and the days within it: the whole year when left out. A
 * day outside the year, or a start after the end, answers 400 naming the field.
 */
function checkedPeriod(header: PeriodColumns, query: AccountStatementQuery): StatementPeriod {
  if (header.periodCampusId === null || header.campusName === null) throw AppError.notFound('Campus');
  if (header.periodYearId === null)
    throw AppError.validation([{ field: 'querystring.fiscalYearId', message: M.noSuchFiscalYear }]);
  const yearStart = { bs: header.startDateBs!, ad: header.startDateAd! };
  const yearEnd = { bs: header.endDateBs!, ad: header.endDateAd! };
  const from = query.fromDate ?? yearStart;
  const to = query.toDate ?? yearEnd;
  const issues: FieldIssue[] = [];
  const within = (day: Day) => day.ad >= yearStart.ad && day.ad <= yearEnd.ad;
  if (!within(from)) issues.push({ field: 'querystring.fromDate', message: M.dateOutsideFiscalYear });
  if (!within(to)) issues.push({ field: 'querystring.toDate', message: M.dateOutsideFiscalYear });
  if (issues.length === 0 && from.ad > to.ad)
    issues.push({ field: 'querystring.fromDate', message: M.dateRangeInvalid });
  if (issues.length > 0) throw AppError.validation(issues);
  return {
    campusId: header.periodCampusId,
    campusName: header.campusName,
    fiscalYearId: header.periodYearId,
    fiscalYear: header.fiscalYear!,
    yearStart,
    from,
    to,
  };
}

const header = (period: StatementPeriod) => ({
  campusId: period.campusId,
  campusName: period.campusName,
  fiscalYear: period.fiscalYear,
  fromDateBs: period.from.bs,
  toDateBs: period.to.bs,
});

/**
 * Posted lines (alias l) of the campus asked for, when it is within the caller's scope (`h`), and
 * of the fiscal year, up to and including the end date.
 */
const postedLines = (campusId: number, query: AccountStatementQuery) => Prisma.sql`
  l.posted AND l."campusId" = ${campusId}::int AND l."fiscalYearId" = ${query.fiscalYearId}::int
  AND h."campusId" IS NOT NULL AND l."dateAd" <= h."toAd"`;

/** An amount as the contract sends it: numeric with two places, as text. */
const money = (expression: Prisma.Sql) => Prisma.sql`(${expression})::numeric(18, 2)::text`;

const sum = (amounts: readonly string[]) => fromPaisa(amounts.reduce((total, amount) => total + toPaisa(amount), 0n));

// ---- Ledger statement --------------------------------------------------------------------------

/** The ledger and sub-ledger asked for, as the statement's period reads them: null when not the campus's. */
interface LedgerColumns {
  ledgerId: number | null;
  ledgerCode: string | null;
  ledgerName: string | null;
  subLedgerId: number | null;
  subLedgerName: string | null;
  subLedgerOf: number | null;
}

/** A line of the statement as its one row carries them, in order (json_build_array). */
type StatementLine = [
  voucherId: number,
  voucherType: VoucherTypeName,
  voucherNo: number,
  dateBs: string,
  narration: string | null,
  debit: string,
  credit: string,
  balance: string,
];

interface LedgerStatementRow {
  opening: string;
  lines: StatementLine[];
}

/**
 * AccountReport/LedgerStatement: the balance brought forward (the lines before the start date,
 * and the year's Opening voucher, which carries the closed year's balances in on its first
 * day), each posted line from the start to the end date with the running balance after it
 * (debit positive), and the closing balance. A sub-ledger narrows it to that sub-ledger's lines.
 */
export async function ledgerStatement(context: ReadContext, query: LedgerStatementQuery): Promise<LedgerStatement> {
  const subLedgerId = applicableId(query.subLedgerId);
  const { period, rows } = await readStatement<LedgerStatementRow & LedgerColumns>(context, query, (campusId) => ({
    // The ledger of the standard chart or the campus's own, and the campus's sub-ledger.
    headerColumns: Prisma.sql`, a.id AS "ledgerId", a.code AS "ledgerCode", a.name AS "ledgerName",
      sl.id AS "subLedgerId", sl.name AS "subLedgerName", sl."ledgerId" AS "subLedgerOf"`,
    headerJoins: Prisma.sql`
      LEFT JOIN "AccountLedger" a ON a.id = ${query.ledgerId}::int AND (a."campusId" IS NULL OR a."campusId" = ${campusId}::int)
      LEFT JOIN "AccountSubLedger" sl ON sl.id = ${subLedgerId ?? null}::int AND sl."campusId" = ${campusId}::int`,
    tables: Prisma.sql`, lines AS (
      SELECT l."voucherId", l."lineNo", l."dateAd", l.debit, l.credit, coalesce(l.narration, v.narration) AS narration,
             v."voucherType", v."voucherNo", v."dateBs",
             (l."dateAd" < h."fromAd" OR v."voucherType" = 'Opening') AS brought
        FROM h, "VoucherLine" l JOIN "Voucher" v ON v.id = l."voucherId"
       WHERE ${postedLines(campusId, query)} AND l."ledgerId" = ${query.ledgerId}::int AND h."ledgerId" IS NOT NULL
             ${subLedgerId === undefined ? Prisma.empty : Prisma.sql`AND l."subLedgerId" = ${subLedgerId}::int`}
    ), opening AS (
      SELECT coalesce(sum(debit - credit), 0) AS amount FROM lines WHERE brought
    )`,
    // The lines in one column of the one row: a row each would carry the period's columns again.
    columns: Prisma.sql`, h."ledgerId", h."ledgerCode", h."ledgerName", h."subLedgerId", h."subLedgerName", h."subLedgerOf",
           ${money(Prisma.sql`o.amount`)} AS opening,
           (SELECT coalesce(json_agg(json_build_array(r."voucherId", r."voucherType", r."voucherNo", r."dateBs", r.narration,
                                                      ${money(Prisma.sql`r.debit`)}, ${money(Prisma.sql`r.credit`)},
                                                      ${money(Prisma.sql`o.amount + r.running`)})
                                     ORDER BY r."dateAd", r."voucherId", r."lineNo"), '[]')
              FROM (SELECT r.*, sum(r.debit - r.credit) OVER (ORDER BY r."dateAd", r."voucherId", r."lineNo"
                                                             ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running
                      FROM lines r WHERE NOT r.brought) r) AS lines`,
    from: Prisma.sql`CROSS JOIN opening o`,
    order: Prisma.sql`1`,
  }));
  const first = rows[0]!;
  if (first.ledgerId === null) throw AppError.notFound('Ledger');
  if (subLedgerId !== undefined && first.subLedgerId === null) throw AppError.notFound('Sub-ledger');
  if (subLedgerId !== undefined && first.subLedgerOf !== first.ledgerId)
    throw AppError.validation([{ field: 'querystring.subLedgerId', message: M.subLedgerOfOtherLedger }]);

  const openingBalance = first.opening;
  const totalDebit = sum(first.lines.map((line) => line[5]));
  const totalCredit = sum(first.lines.map((line) => line[6]));
  return {
    ...header(period),
    ledgerId: first.ledgerId,
    ledgerCode: first.ledgerCode!,
    ledgerName: first.ledgerName!,
    subLedgerName: subLedgerId === undefined ? null : first.subLedgerName,
    openingBalance,
    rows: first.lines.map(([voucherId, voucherType, voucherNo, dateBs, narration, debit, credit, balance]) => ({
      voucherId,
      voucherNumber: `${VOUCHER_PREFIXES[voucherType]}-${voucherNo}`,
      voucherType,
      dateBs,
      narration: narration ?? '',
      debit,
      credit,
      balance,
    })),
    totalDebit,
    totalCredit,
    closingBalance: fromPaisa(toPaisa(openingBalance) + toPaisa(totalDebit) - toPaisa(totalCredit)),
  };
}

// ---- Balances by ledger ----------------------------------------------------------------------

interface LedgerBalanceRow {
  ledgerId: number;
  code: string;
  name: string;
  group: AccountGroupName;
  subGroupName: string;
  /** Debit positive. */
  net: string;
  /** In the ledger's normal direction: debit minus credit for assets and expenditure, else credit minus debit. */
  amount: string;
}

/** A ledger's balance as the statement's one row carries them, in order (json_build_array). */
type BalanceLine = [
  ledgerId: number,
  code: string,
  name: string,
  group: AccountGroupName,
  subGroupName: string,
  net: string,
  amount: string,
];

const DEBIT_GROUP_LIST = Prisma.join(DEBIT_GROUPS.map((group) => Prisma.sql`${group}::"AccountGroup"`));

/**
 * The period, and each ledger of the given groups with a posted line between `from` (the year's
 * first day or the start date asked for) and the end date, with its balance over those lines: one
 * aggregate over the campus's year, by ledger, then its chart; all in one statement.
 */
async function ledgerBalances(
  context: ReadContext,
  query: AccountStatementQuery,
  from: 'yearStart' | 'fromDate',
  groups: readonly AccountGroupName[],
): Promise<{ period: StatementPeriod; balances: LedgerBalanceRow[] }> {
  const groupList = Prisma.join(groups.map((group) => Prisma.sql`${group}::"AccountGroup"`));
  const since = from === 'yearStart' ? Prisma.sql`h."startAd"` : Prisma.sql`h."fromAd"`;
  const { period, rows } = await readStatement<{ balances: BalanceLine[] }>(context, query, (campusId) => ({
    tables: Prisma.sql`, t AS (
        SELECT l."ledgerId", sum(l.debit - l.credit) AS net
          FROM h, "VoucherLine" l
         WHERE ${postedLines(campusId, query)} AND l."dateAd" >= ${since}
         GROUP BY l."ledgerId"
      ), b AS (
        SELECT a.id AS "ledgerId", a.code, a.name, g."group", g.code AS "groupCode", g.name AS "subGroupName", t.net
          FROM t
          JOIN "AccountLedger" a ON a.id = t."ledgerId"
          JOIN "AccountSubGroup" g ON g.id = a."subGroupId"
         WHERE g."group" IN (${groupList})
      )`,
    // The ledgers in one column of the one row, as the ledger statement's lines.
    columns: Prisma.sql`, (SELECT coalesce(json_agg(json_build_array(b."ledgerId", b.code, b.name, b."group", b."subGroupName",
             ${money(Prisma.sql`b.net`)},
             ${money(Prisma.sql`CASE WHEN b."group" IN (${DEBIT_GROUP_LIST}) THEN b.net ELSE -b.net END`)})
           ORDER BY b."group", b."groupCode", b.code), '[]') FROM b) AS balances`,
    from: Prisma.empty,
    order: Prisma.sql`1`,
  }));
  return {
    period,
    balances: rows[0]!.balances.map(([ledgerId, code, name, group, subGroupName, net, amount]) => ({
      ledgerId,
      code,
      name,
      group,
      subGroupName,
      net,
      amount,
    })),
  };
}

/**
 * AccountReport/TrialBalance: each ledger with a posted line in the year up to the end date
 * (the Opening voucher included), its balance at that date on the debit or the credit side.
 * When the books balance, so do the totals.
 */
export async function trialBalance(context: ReadContext, query: AccountStatementQuery): Promise<TrialBalance> {
  const { period, balances } = await ledgerBalances(context, query, 'yearStart', [
    'Assets',
    'Liabilities',
    'Equity',
    'Income',
    'Expenditure',
  ]);
  const rows = balances.map((row) => {
    const net = toPaisa(row.net);
    const debit = net > 0n ? net : 0n;
    const credit = net < 0n ? -net : 0n;
    return {
      ledgerId: row.ledgerId,
      code: row.code,
      name: row.name,
      group: row.group,
      subGroupName: row.subGroupName,
      debit: fromPaisa(debit),
      credit: fromPaisa(credit),
    };
  });
  return {
    ...header(period),
    rows,
    totalDebit: sum(rows.map((row) => row.debit)),
    totalCredit: sum(rows.map((row) => row.credit)),
  };
}

const statementLine = (row: LedgerBalanceRow) => ({
  subGroupName: row.subGroupName,
  ledgerId: row.ledgerId,
  code: row.code,
  name: row.name,
  amount: row.amount,
});

/** AccountReport/IncomeExpenditure: income and expenditure posted between the two days, and the surplus. */
export async function incomeExpenditure(
  context: ReadContext,
  query: AccountStatementQuery,
): Promise<IncomeExpenditureStatement> {
  const { period, balances } = await ledgerBalances(context, query, 'fromDate', ['Income', 'Expenditure']);
  const income = balances.filter((row) => row.group === 'Income');
  const expenditure = balances.filter((row) => row.group === 'Expenditure');
  const totalIncome = sum(income.map((row) => row.amount));
  const totalExpenditure = sum(expenditure.map((row) => row.amount));
  return {
    ...header(period),
    income: income.map(statementLine),
    expenditure: expenditure.map(statementLine),
    totalIncome,
    totalExpenditure,
    surplus: fromPaisa(toPaisa(totalIncome) - toPaisa(totalExpenditure)),
  };
}

/**
 * AccountReport/BalanceSheet at the end date: the assets, liabilities and equity ledgers'
 * balances from the year's first day (the Opening voucher brings the closed year's in), and
 * the year's surplus so far beside the equity. Assets equal liabilities, equity and surplus
 * whenever the books balance.
 */
export async function balanceSheet(context: ReadContext, query: AccountStatementQuery): Promise<BalanceSheet> {
  const { period, balances } = await ledgerBalances(context, query, 'yearStart', [
    'Assets',
    'Liabilities',
    'Equity',
    'Income',
    'Expenditure',
  ]);
  const of = (group: AccountGroupName) => balances.filter((row) => row.group === group);
  const amounts = (group: AccountGroupName) => of(group).map((row) => row.amount);
  const surplus = toPaisa(sum(amounts('Income'))) - toPaisa(sum(amounts('Expenditure')));
  const totalAssets = sum(amounts('Assets'));
  const totalLiabilitiesAndEquity = fromPaisa(
    toPaisa(sum(amounts('Liabilities'))) + toPaisa(sum(amounts('Equity'))) + surplus,
  );
  return {
    ...header(period),
    assets: of('Assets').map(statementLine),
    liabilities: of('Liabilities').map(statementLine),
    equity: of('Equity').map(statementLine),
    surplus: fromPaisa(surplus),
    totalAssets,
    totalLiabilitiesAndEquity,
  };
}
