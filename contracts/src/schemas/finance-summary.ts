/**
 * Income and expenditure of a campus, a university or the country in a fiscal year
 * (statistical report section 7): the total of each kind (income, operating and capital
 * expenditure) and of each of its heads, exact decimals; cancelled entries never count.
 */
import { z } from 'zod';
import { printedRupees } from './research-summary.ts';
import type { ReportTableColumn } from './statistical-report.ts';

/** The kinds a head belongs to: income, or expenditure of its type (an expenditure head without one apart). */
export const FINANCE_SUMMARY_KINDS = {
  income: 'Income',
  operatingExpenditure: 'Operating Expenditure',
  capitalExpenditure: 'Capital Expenditure',
  expenditureOfNoType: 'Expenditure of no recorded type',
} as const;
export type FinanceSummaryKind = keyof typeof FINANCE_SUMMARY_KINDS;

const FinanceSummaryHeadSchema = z.object({
  headCode: z.number(),
  headName: z.string(),
  entries: z.number(),
  /** Rupees, an exact decimal ("26500.50"). */
  amount: z.string(),
});

const FinanceSummaryKindSchema = z.object({
  kind: z.enum(Object.keys(FINANCE_SUMMARY_KINDS) as [FinanceSummaryKind, ...FinanceSummaryKind[]]),
  label: z.string(),
  entries: z.number(),
  total: z.string(),
  /** The heads with entries, by code. */
  heads: z.array(FinanceSummaryHeadSchema),
});
export type FinanceSummaryOfKind = z.infer<typeof FinanceSummaryKindSchema>;

export const FinanceSummarySchema = z.object({
  /** The entries counted, of every kind. */
  entries: z.number(),
  /** Income, operating and capital expenditure always (zero when none), and expenditure of no type when any. */
  kinds: z.array(FinanceSummaryKindSchema),
});
export type FinanceSummary = z.infer<typeof FinanceSummarySchema>;

/** A line of the finance table: a head's amount, or (without a code) a kind's total. */
export interface FinanceSummaryLine {
  kind: string;
  headCode: number | null;
  headName: string;
  entries: number;
  amount: string;
}

export const financeSummaryLines = (summary: FinanceSummary): FinanceSummaryLine[] =>
  summary.kinds.flatMap((kind) => [
    ...kind.heads.map((head) => ({ kind: kind.label, ...head })),
    {
      kind: kind.label,
      headCode: null,
      headName: `Total ${kind.label.toLowerCase()}`,
      entries: kind.entries,
      amount: kind.total,
    },
  ]);

export const FINANCE_SUMMARY_COLUMNS: ReportTableColumn<FinanceSummaryLine>[] = [
  { header: 'Kind', value: (row) => row.kind, weight: 2 },
  { header: 'Head code', value: (row) => (row.headCode === null ? '' : String(row.headCode)) },
  { header: 'Head', value: (row) => row.headName, weight: 3 },
  { header: 'Entries', value: (row) => row.entries },
  { header: 'Amount (Rs.)', value: (row) => printedRupees(row.amount), weight: 2 },
];
