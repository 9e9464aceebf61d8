/**
 * Scholarships and discounts (api-contract 5.6 and 8.1): given to a student for a fiscal year,
 * as an amount in rupees or as a percentage, by the campus or another provider, with an
 * application; the list of scholars and the scholarship and discount reports.
 */
import { z } from 'zod';
import { SCHOLARSHIP_MESSAGES as M } from '../messages/graduation.ts';
import {
  clearableText,
  optionalBoolean,
  optionalText,
  optionalUpload,
  requiredChoice,
  requiredText,
} from './fields.ts';
import { bsToAd, formatCalendarDate, parseBsDate } from '../calendar/bikram-sambat.ts';
import { PaginationQuerySchema } from './pagination.ts';

export const SCHOLARSHIP_TYPES = ['Scholarship', 'Discount'] as const;
export type ScholarshipType = (typeof SCHOLARSHIP_TYPES)[number];
export const SCHOLARSHIP_RECIPIENTS = ['Campus Account', 'Student Account'] as const;

/** A day in B.S. ("2082-04-15" or "2082/04/15", the form's date picker), with its A.D. day. */
function bsDayField(message: string) {
  return z.string({ error: message }).transform((value, context) => {
    const bs = parseBsDate(value);
    if (!bs) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return { bs: formatCalendarDate(bs), ad: formatCalendarDate(bsToAd(bs)) };
  });
}

const money = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: message }).min(0, { error: message }).max(99_99_99_999, { error: message }).optional(),
  );

/** POST Scholarship and PUT Scholarship/{id} (multipart). */
export const ScholarshipBodySchema = z
  .object({
    id: z.coerce.number().int().min(0).optional(),
    studentId: z.coerce.number({ error: M.studentRequired }).int().positive({ error: M.studentRequired }),
    campusId: z.coerce.number().int().min(0).optional(),
    providedBy: optionalText(),
    scholarshipGivenTo: requiredChoice(SCHOLARSHIP_RECIPIENTS, M.givenToInvalid),
    scholarshipName: requiredText(M.nameRequired).max(200),
    scholarshipType: requiredChoice(SCHOLARSHIP_TYPES, M.typeInvalid),
    fiscalYearId: z.coerce.number({ error: M.fiscalYearRequired }).int().positive({ error: M.fiscalYearRequired }),
    dateOfEntry: bsDayField(M.dateInvalid),
    remarks: clearableText(),
    amount: money(M.amountRequired),
    scholarshipPercentage: money(M.percentageInvalid),
    isAmount: optionalBoolean(),
    isScholarship: optionalBoolean(),
    applicationFile: optionalUpload(),
  })
  .superRefine((body, context) => {
    if (body.isAmount !== false) {
      if (!body.amount || body.amount <= 0)
        context.addIssue({ code: 'custom', path: ['amount'], message: M.amountRequired });
    } else if (!body.scholarshipPercentage || body.scholarshipPercentage <= 0 || body.scholarshipPercentage > 100) {
      context.addIssue({ code: 'custom', path: ['scholarshipPercentage'], message: M.percentageInvalid });
    }
  });
export type ScholarshipBody = z.input<typeof ScholarshipBodySchema>;
export type ScholarshipBodyParsed = z.output<typeof ScholarshipBodySchema>;

export const ScholarshipFilterQuerySchema = PaginationQuerySchema.extend({
  batchId: z.coerce.number().int().min(0).optional(),
  programId: z.coerce.number().int().min(0).optional(),
  fiscalYearId: z.coerce.number().int().min(0).optional(),
  scholarshipType: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(SCHOLARSHIP_TYPES, { error: M.typeInvalid }).optional(),
  ),
});
export type ScholarshipFilterQueryParsed = z.output<typeof ScholarshipFilterQuerySchema>;

export const ScholarshipSchema = z.object({
  id: z.number(),
  studentId: z.number(),
  campusId: z.number(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  studentName: z.string(),
  gender: z.string(),
  doBBS: z.string().nullable(),
  ethnicity: z.string().nullable(),
  rollNoManual: z.string().nullable(),
  programName: z.string(),
  levelName: z.string(),
  year: z.string().nullable(),
  semester: z.string().nullable(),
  batchNameNepali: z.string(),
  batchNepali: z.string(),
  fiscalYearId: z.number(),
  yearNepali: z.string(),
  scholarshipName: z.string(),
  scholarshipType: z.enum(SCHOLARSHIP_TYPES),
  providedBy: z.string().nullable(),
  scholarshipGivenTo: z.string(),
  isAmount: z.boolean(),
  amount: z.number().nullable(),
  isScholarship: z.boolean(),
  scholarshipPercentage: z.number().nullable(),
  dateOfEntry: z.string(),
  remarks: z.string().nullable(),
  applicationFile: z.string().nullable(),
});
export type Scholarship = z.infer<typeof ScholarshipSchema>;

export const ScholarshipPageSchema = z.object({
  totalCount: z.number(),
  totalRecords: z.number(),
  scholarships: z.array(ScholarshipSchema),
});
