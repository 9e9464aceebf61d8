/**
 * National lookups (spec section 7, api-contract 5.2): fiscal years, batches, ethnic groups,
 * employee positions, the semester and year options and the age bands of the reports.
 * Kept by the grants body, read by every staff member.
 */
import { z } from 'zod';
import { ACADEMIC_YEARS, SEMESTERS } from '../constants/index.ts';
import { SETUP_MESSAGES as S } from '../messages/messages.ts';
import { clearableText, optionalBoolean, optionalChoice, optionalInt, requiredChoice, requiredText } from './fields.ts';

// ---- Fiscal years ---------------------------------------------------------------------

export const FiscalYearSchema = z.object({
  id: z.number(),
  /** "2081/82" */
  yearNepali: z.string(),
  /** "2024/25" */
  yearEnglish: z.string(),
  activeFiscalYear: z.boolean(),
  index: z.number(),
  startDateBs: z.string(),
  /** AD, YYYY-MM-DD */
  startDateAd: z.string(),
  endDateBs: z.string(),
  endDateAd: z.string(),
});
export type FiscalYear = z.infer<typeof FiscalYearSchema>;

/** PUT /FiscalYear/{id}: rename, reorder, or make it the active year (the others stop being active). */
export const UpdateFiscalYearBodySchema = z.object({
  yearNepali: requiredText(S.yearNepaliRequired)
    .regex(/^\d{4}\/\d{2}$/, S.yearNepaliRequired)
    .optional(),
  yearEnglish: requiredText(S.yearEnglishRequired)
    .regex(/^\d{4}\/\d{2}$/, S.yearEnglishRequired)
    .optional(),
  activeFiscalYear: optionalBoolean(),
  index: optionalInt({ min: 1, max: 10_000, message: S.indexInvalid }),
});
export type UpdateFiscalYearBody = z.input<typeof UpdateFiscalYearBodySchema>;
export type UpdateFiscalYearBodyParsed = z.output<typeof UpdateFiscalYearBodySchema>;

// ---- Batches --------------------------------------------------------------------------

export const BatchSchema = z.object({ id: z.number(), batchNepali: z.string(), name: z.string(), status: z.boolean() });
export type Batch = z.infer<typeof BatchSchema>;

export const CreateBatchBodySchema = z.object({
  batchNepali: requiredText(S.batchNepaliRequired).regex(/^\d{4}$/, S.batchNepaliRequired),
  name: requiredText(S.batchNameRequired),
  status: optionalBoolean(),
});
export type CreateBatchBody = z.input<typeof CreateBatchBodySchema>;
export const UpdateBatchBodySchema = CreateBatchBodySchema.partial();

// ---- Ethnic groups (the client's path is EthinicGroup) --------------------------------

/** Forms store the group's name (api-contract 5.2). */
export const EthnicGroupSchema = z.object({ id: z.number(), name: z.string() });
export type EthnicGroup = z.infer<typeof EthnicGroupSchema>;
export const CreateEthnicGroupBodySchema = z.object({ name: requiredText(S.ethnicGroupNameRequired) });
export const UpdateEthnicGroupBodySchema = CreateEthnicGroupBodySchema.partial();

// ---- Employee positions ---------------------------------------------------------------

export const POSITION_CATEGORIES = ['Teaching', 'Nonteaching'] as const;
export const NON_TEACHING_TYPES = ['Administrative', 'Technical', 'Other'] as const;

export const EmployeePositionSchema = z.object({
  id: z.number(),
  postName: z.string(),
  category: z.enum(POSITION_CATEGORIES),
  /** Only for non-teaching posts. */
  type: z.enum(NON_TEACHING_TYPES).nullable(),
  status: z.boolean(),
});
export type EmployeePosition = z.infer<typeof EmployeePositionSchema>;

export const CreateEmployeePositionBodySchema = z.object({
  postName: requiredText(S.postNameRequired),
  category: requiredChoice(POSITION_CATEGORIES, S.positionCategoryRequired, {
    NonTeaching: 'Nonteaching',
    'Non-teaching': 'Nonteaching',
  }),
  type: optionalChoice(NON_TEACHING_TYPES, S.positionTypeInvalid),
  status: optionalBoolean(),
});
export const UpdateEmployeePositionBodySchema = CreateEmployeePositionBodySchema.partial();

// ---- Semester and year options (StudentUpgrade/Semesters, /Years) ----------------------

export const SemesterOptionsSchema = z.array(z.enum(SEMESTERS));
export const YearOptionsSchema = z.array(z.enum(ACADEMIC_YEARS));

// ---- Age bands (AgeManagement) ----------------------------------------------------------

export const AgeGroupSchema = z.object({
  id: z.number(),
  ageIndex: z.number(),
  ageFrom: z.number(),
  ageTo: z.number(),
  remarks: z.string().nullable(),
});
export type AgeGroup = z.infer<typeof AgeGroupSchema>;

/**
 * POST /AgeManagement/Add. The client sends `ageKey` (always undefined: its form field is
 * ageIndex, api-contract 9); both are accepted, and without either the band is put last.
 */
export const CreateAgeGroupBodySchema = z
  .object({
    ageIndex: optionalInt({ min: 1, max: 1000, message: S.ageIndexRequired }),
    ageKey: optionalInt({ min: 1, max: 1000, message: S.ageIndexRequired }),
    ageFrom: z.coerce
      .number({ error: S.ageFromInvalid })
      .int({ error: S.ageFromInvalid })
      .min(0, { error: S.ageFromInvalid })
      .max(150, { error: S.ageFromInvalid }),
    ageTo: z.coerce
      .number({ error: S.ageToInvalid })
      .int({ error: S.ageToInvalid })
      .min(0, { error: S.ageToInvalid })
      .max(150, { error: S.ageToInvalid }),
    remarks: clearableText(),
  })
  .refine((body) => body.ageTo >= body.ageFrom, { path: ['ageTo'], error: S.ageToBeforeFrom });
export type CreateAgeGroupBody = z.input<typeof CreateAgeGroupBodySchema>;
export type CreateAgeGroupBodyParsed = z.output<typeof CreateAgeGroupBodySchema>;
