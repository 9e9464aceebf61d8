/**
 * Research, publications and fellowships of a campus, a university or the country in a fiscal
 * year (statistical report section 5): how many of each activity, how many published, and the
 * amounts that funded them, exact.
 */
import { z } from 'zod';
import { formatAmount } from '../numbers/amount-words.ts';
import type { ReportTableColumn } from './statistical-report.ts';

const ResearchSummaryLineSchema = z.object({
  activityType: z.string(),
  count: z.number(),
  published: z.number(),
  /** Rupees, an exact decimal ("150000.50"); "0" when none was funded. */
  fundedAmount: z.string(),
});
export type ResearchSummaryLine = z.infer<typeof ResearchSummaryLineSchema>;

export const ResearchSummarySchema = z.object({
  /** Each activity type, zeros included. */
  activities: z.array(ResearchSummaryLineSchema),
  total: ResearchSummaryLineSchema,
});
export type ResearchSummary = z.infer<typeof ResearchSummarySchema>;

/** The activity types, then their total, as tables list them. */
export const researchSummaryLines = (summary: ResearchSummary): ResearchSummaryLine[] => [
  ...summary.activities,
  summary.total,
];

/** An exact amount of rupees as printed ("1,25,050.50"). */
export const printedRupees = (amount: string) => formatAmount(amount, 'en');

export const RESEARCH_SUMMARY_COLUMNS: ReportTableColumn<ResearchSummaryLine>[] = [
  { header: 'Activity', value: (row) => row.activityType, weight: 2 },
  { header: 'Number', value: (row) => row.count },
  { header: 'Published', value: (row) => row.published },
  { header: 'Funded amount (Rs.)', value: (row) => printedRupees(row.fundedAmount), weight: 2 },
];
