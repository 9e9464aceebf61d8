/**
 * Dropouts (api-contract 5.6 and 8.1): a student who left, with the reason and the day, off the
 * active lists until reverted; the dropout list, the recommendation letter, and the counts per
 * program for the last five fiscal years (the shape graduation's counts share).
 */
import { z } from 'zod';
import { DROPOUT_MESSAGES as M } from '../messages/graduation.ts';
import { clearableText, requiredText } from './fields.ts';
import { dateInputField } from './holiday.ts';
import { PaginationQuerySchema } from './pagination.ts';

/** POST DropOut (json). */
export const DropoutBodySchema = z.object({
  studentId: z.coerce.number({ error: M.studentRequired }).int().positive({ error: M.studentRequired }),
  reason: requiredText(M.reasonRequired).max(500, { error: 'Reason is at most 500 characters' }),
  dateOfEntry: dateInputField(M.dateInvalid),
  remarks: clearableText(),
});
export type DropoutBody = z.input<typeof DropoutBodySchema>;
export type DropoutBodyParsed = z.output<typeof DropoutBodySchema>;

export const DropoutListQuerySchema = PaginationQuerySchema.extend({
  batchId: z.coerce.number().int().min(0).optional(),
  programId: z.coerce.number().int().min(0).optional(),
});
export type DropoutListQueryParsed = z.output<typeof DropoutListQuerySchema>;

/** GET DropOut: one row of "Dropout Student List". */
export const DropoutSchema = z.object({
  id: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  batch: z.string(),
  doBBS: z.string().nullable(),
  dateOfEntry: z.string(),
  dateOfEntryBs: z.string(),
  rollNoManual: z.string().nullable(),
  year: z.string().nullable(),
  semester: z.string().nullable(),
  levelName: z.string(),
  programName: z.string(),
  reason: z.string(),
  remarks: z.string().nullable(),
});
export type Dropout = z.infer<typeof DropoutSchema>;

/** The counts of one program for each of the last five fiscal years (GetDropoutOfFiscalYear, GetGraduationOfFiscalYear). */
export const FiscalYearCountsSchema = z.object({
  programName: z.string(),
  level: z.string(),
  faculty: z.string(),
  fiscalData: z.array(z.object({ year: z.string(), count: z.number() })),
});
export type FiscalYearCounts = z.infer<typeof FiscalYearCountsSchema>;
