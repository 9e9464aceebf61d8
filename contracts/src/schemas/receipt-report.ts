/**
 * A campus's collection reports (#27): what its issued receipts collected by date of payment,
 * by fee item, by program and by fiscal year, with the cancelled receipts apart, at the reader's
 * scope and the reports' filters (university, campus, fiscal year), within an optional range of
 * payment dates (A.D., `fromDate`/`toDate`). Amounts are decimal strings summed in the database.
 */
import { z } from 'zod';
import { ReportQuerySchema } from './dashboard.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An optional A.D. day, YYYY-MM-DD, that the calendar has (the online payments' range uses it too). */
export const optionalDate = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .regex(ISO_DATE, { error: `${label} must be a date written YYYY-MM-DD` })
      .refine(
        (text) =>
          !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
          new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
        {
          error: `${label} is not a date of the calendar`,
        },
      )
      .optional(),
  );

export const CollectionReportQuerySchema = ReportQuerySchema.extend({
  fromDate: optionalDate('From date'),
  toDate: optionalDate('To date'),
}).refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
  path: ['toDate'],
  error: 'To date must not be before From date',
});
export type CollectionReportQuery = z.output<typeof CollectionReportQuerySchema>;

/** A decimal amount as the database summed it, e.g. "26500.50". */
const amount = z.string();

export const DailyCollectionRowSchema = z.object({
  date: z.string(),
  dateBs: z.string(),
  receipts: z.number(),
  amount,
});
export type DailyCollectionRow = z.infer<typeof DailyCollectionRowSchema>;

export const FeeItemCollectionRowSchema = z.object({
  feeItem: z.string(),
  receiptType: z.string(),
  receipts: z.number(),
  amount,
});
export type FeeItemCollectionRow = z.infer<typeof FeeItemCollectionRowSchema>;

export const ProgramCollectionRowSchema = z.object({ program: z.string(), receipts: z.number(), amount });
export type ProgramCollectionRow = z.infer<typeof ProgramCollectionRowSchema>;

export const FiscalYearCollectionRowSchema = z.object({ fiscalYear: z.string(), receipts: z.number(), amount });
export type FiscalYearCollectionRow = z.infer<typeof FiscalYearCollectionRowSchema>;

export const CancelledReceiptRowSchema = z.object({
  id: z.number(),
  campus: z.string(),
  fiscalYear: z.string(),
  receiptNo: z.number(),
  dateOfPayment: z.string(),
  payer: z.string(),
  amount,
  cancelReason: z.string(),
});
export type CancelledReceiptRow = z.infer<typeof CancelledReceiptRowSchema>;
