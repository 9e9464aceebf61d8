/**
 * The research and the finance of a scope in a fiscal year (statistical report sections 5 and
 * 7; ResearchSummary and FinanceSummary), each one aggregate in the database over its register
 * at the scope: activities by type with their published count and funded amounts, and income,
 * operating and capital expenditure by head. Amounts are summed exactly (numeric) and carried
 * as decimal text; a cancelled entry never counts.
 */
import {
  FINANCE_SUMMARY_KINDS,
  RESEARCH_ACTIVITY_TYPES,
  applicableId,
  type FinanceSummary,
  type FinanceSummaryKind,
  type FinanceSummaryOfKind,
  type ResearchSummary,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { ReadContext } from '../../lib/context.ts';
import { scopeSql } from '../../lib/scope.ts';

/** One fiscal year, or every year when none is named. */
export interface FiscalYearFilter {
  fiscalYearId?: number | undefined;
}

/** The rows `x` of a register with campus and university columns, at the scope and in the fiscal year. */
function counted(context: ReadContext, filter: FiscalYearFilter): Prisma.Sql {
  const fiscalYearId = applicableId(filter.fiscalYearId);
  return Prisma.join(
    [
      scopeSql(context.scope, { campus: Prisma.sql`x."campusId"`, university: Prisma.sql`x."universityId"` }),
      ...(fiscalYearId ? [Prisma.sql`x."fiscalYearId" = ${fiscalYearId}`] : []),
    ],
    ' AND ',
  );
}

const ZERO = new Prisma.Decimal(0);
const amountText = (amount: Prisma.Decimal) => amount.toFixed(2);

/** ResearchSummary: each activity type (zeros included) and all of them. */
export async function researchSummary(context: ReadContext, filter: FiscalYearFilter): Promise<ResearchSummary> {
  const rows = await context.prisma.$queryRaw<
    { activityType: string; count: number; published: number; fundedAmount: Prisma.Decimal }[]
  >`
    SELECT x."activityType"::text AS "activityType", count(*)::int AS count,
           count(*) FILTER (WHERE x."isPublished")::int AS published,
           COALESCE(sum(x."fundedAmount"), 0) AS "fundedAmount"
      FROM "ResearchPublication" x
     WHERE ${counted(context, filter)}
     GROUP BY 1`;
  return researchSummaryOf(rows);
}

/** The summary of counts per activity type (any type missing counts zero). */
export function researchSummaryOf(
  rows: readonly { activityType: string; count: number; published: number; fundedAmount: Prisma.Decimal }[],
): ResearchSummary {
  const activities = RESEARCH_ACTIVITY_TYPES.map((activityType) => {
    const row = rows.find((entry) => entry.activityType === activityType);
    return { activityType, count: row?.count ?? 0, published: row?.published ?? 0, funded: row?.fundedAmount ?? ZERO };
  });
  return {
    activities: activities.map(({ funded, ...line }) => ({ ...line, fundedAmount: amountText(funded) })),
    total: {
      activityType: 'All activities',
      count: activities.reduce((sum, line) => sum + line.count, 0),
      published: activities.reduce((sum, line) => sum + line.published, 0),
      fundedAmount: amountText(activities.reduce((sum, line) => sum.plus(line.funded), ZERO)),
    },
  };
}

/** A head's kind: income, or its type of expenditure (as the database spells it). */
function kindOf(headType: string, expenditureType: string | null): FinanceSummaryKind {
  if (headType === 'Income') return 'income';
  if (expenditureType === FINANCE_SUMMARY_KINDS.operatingExpenditure) return 'operatingExpenditure';
  if (expenditureType === FINANCE_SUMMARY_KINDS.capitalExpenditure) return 'capitalExpenditure';
  return 'expenditureOfNoType';
}

/** Kinds every summary lists, zero or not; expenditure of no type only when there is some. */
const ALWAYS_LISTED: readonly FinanceSummaryKind[] = ['income', 'operatingExpenditure', 'capitalExpenditure'];

/** FinanceSummary: income and each kind of expenditure, in all and by head. */
export async function financeSummary(context: ReadContext, filter: FiscalYearFilter): Promise<FinanceSummary> {
  const rows = await context.prisma.$queryRaw<
    {
      headType: string;
      expenditureType: string | null;
      headCode: number;
      headName: string;
      entries: number;
      amount: Prisma.Decimal;
    }[]
  >`
    SELECT h."headType"::text AS "headType", h."expenditureType"::text AS "expenditureType",
           h."headCode", h."headName", e.entries, e.amount
      FROM (SELECT x."financeHeadId", count(*)::int AS entries, sum(x.amount) AS amount
              FROM "IncomeExpenditureEntry" x
             WHERE x."cancelledAt" IS NULL AND ${counted(context, filter)}
             GROUP BY 1) e
      JOIN "FinanceHead" h ON h.id = e."financeHeadId"
     ORDER BY h."headCode"`;
  return financeSummaryOf(
    rows.map(({ headType, expenditureType, ...head }) => ({ kind: kindOf(headType, expenditureType), ...head })),
  );
}

/** A head's entries and amount, of its kind. */
export interface FinanceHeadAmount {
  kind: FinanceSummaryKind;
  headCode: number;
  headName: string;
  entries: number;
  amount: Prisma.Decimal;
}

/** The summary of the heads' amounts (ordered by head code), by kind. */
export function financeSummaryOf(rows: readonly FinanceHeadAmount[]): FinanceSummary {
  const kinds = new Map<
    FinanceSummaryKind,
    { entries: number; total: Prisma.Decimal; heads: FinanceSummaryOfKind['heads'] }
  >(ALWAYS_LISTED.map((kind) => [kind, { entries: 0, total: ZERO, heads: [] }]));
  for (const row of rows) {
    const { kind } = row;
    const tally = kinds.get(kind) ?? { entries: 0, total: ZERO, heads: [] };
    tally.entries += row.entries;
    tally.total = tally.total.plus(row.amount);
    tally.heads.push({
      headCode: row.headCode,
      headName: row.headName,
      entries: row.entries,
      amount: amountText(row.amount),
    });
    kinds.set(kind, tally);
  }
  const listed = [...kinds.entries()].map(([kind, tally]) => ({
    kind,
    label: FINANCE_SUMMARY_KINDS[kind],
    entries: tally.entries,
    total: amountText(tally.total),
    heads: tally.heads,
  }));
  return { entries: listed.reduce((sum, kind) => sum + kind.entries, 0), kinds: listed };
}
