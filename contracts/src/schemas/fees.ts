/**
 * A campus's fees (api-contract 5.10 and 8.4): course-specific fee types (what a batch of a
 * program pays), fee items (general fees), the legacy program fee setup, and the number the
 * campus's next receipt will take. The campus comes from the signed-in user.
 */
import { z } from 'zod';
import { SETUP_MESSAGES as S } from '../messages/messages.ts';
import {
  amountField,
  clearableText,
  optionalBoolean,
  optionalChoice,
  optionalId,
  requiredChoice,
  requiredId,
  requiredText,
} from './fields.ts';
import { PaginationQuerySchema, listOrPageSchema } from './pagination.ts';

// ---- Course-specific fee types (FeeType) ------------------------------------------------

export const FeeTypeSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  batchId: z.number(),
  batchNepali: z.string(),
  programId: z.number(),
  programName: z.string(),
  majorSubjectId: z.number().nullable(),
  majorSubjectName: z.string().nullable(),
  name: z.string(),
  /** NPR */
  amount: z.number(),
  isActive: z.boolean(),
});
export type FeeType = z.infer<typeof FeeTypeSchema>;

/** POST /FeeType: `programId` is the program (programMgmtId); majorSubjectId "" means none. */
export const CreateFeeTypeBodySchema = z.object({
  campusId: optionalId(),
  batchId: requiredId(S.batchRequired),
  programId: requiredId(S.programRequired),
  majorSubjectId: optionalId(),
  name: requiredText(S.feeTypeNameRequired),
  amount: amountField(S.amountInvalid),
  isActive: optionalBoolean(),
});
export type CreateFeeTypeBody = z.input<typeof CreateFeeTypeBodySchema>;
export type CreateFeeTypeBodyParsed = z.output<typeof CreateFeeTypeBodySchema>;

/** PUT /FeeType/{id}: majorSubjectId null or 0 clears it. */
export const UpdateFeeTypeBodySchema = CreateFeeTypeBodySchema.partial().extend({ id: optionalId() });
export type UpdateFeeTypeBody = z.input<typeof UpdateFeeTypeBodySchema>;
export type UpdateFeeTypeBodyParsed = z.output<typeof UpdateFeeTypeBodySchema>;

/** GET /FeeType?page=&pageSize= (the setup list), ?BatchId&ProgramId (receipt forms), or plain. */
export const FeeTypeListQuerySchema = PaginationQuerySchema.extend({
  batchId: optionalId(),
  programId: optionalId(),
  majorSubjectId: optionalId(),
});
export type FeeTypeListQueryParsed = z.output<typeof FeeTypeListQuerySchema>;
export const FeeTypeListResponseSchema = listOrPageSchema(FeeTypeSchema);

// ---- Fee items (GeneralFeeType) ---------------------------------------------------------

export const GENERAL_FEE_KINDS = ['generalFee', 'courseFee'] as const;
export type GeneralFeeKind = (typeof GENERAL_FEE_KINDS)[number];
/** The form's labels (api-contract 8.4: "General Fee / Course Specific Fee"). */
export const GENERAL_FEE_KIND_ALIASES = { 'General Fee': 'generalFee', 'Course Specific Fee': 'courseFee' } as const;

export const GeneralFeeTypeSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  feeType: z.enum(GENERAL_FEE_KINDS),
  feeName: z.string(),
  amount: z.number(),
  status: z.boolean(),
  remarks: z.string().nullable(),
});
export type GeneralFeeType = z.infer<typeof GeneralFeeTypeSchema>;

/** POST /GeneralFeeType: the amount of a course fee is set per program (FeeType), so it is 0 here. */
export const CreateGeneralFeeTypeBodySchema = z.object({
  id: optionalId(),
  campusId: optionalId(),
  feeType: requiredChoice(GENERAL_FEE_KINDS, S.feeKindRequired, GENERAL_FEE_KIND_ALIASES),
  feeName: requiredText(S.feeNameRequired),
  amount: amountField(S.amountInvalid).optional(),
  status: optionalBoolean(),
  remarks: clearableText(),
});
export type CreateGeneralFeeTypeBody = z.input<typeof CreateGeneralFeeTypeBodySchema>;
export type CreateGeneralFeeTypeBodyParsed = z.output<typeof CreateGeneralFeeTypeBodySchema>;

export const UpdateGeneralFeeTypeBodySchema = CreateGeneralFeeTypeBodySchema.partial();
export type UpdateGeneralFeeTypeBody = z.input<typeof UpdateGeneralFeeTypeBodySchema>;
export type UpdateGeneralFeeTypeBodyParsed = z.output<typeof UpdateGeneralFeeTypeBodySchema>;

export const GeneralFeeTypeListQuerySchema = PaginationQuerySchema.extend({
  feeType: optionalChoice(GENERAL_FEE_KINDS, S.feeKindRequired, GENERAL_FEE_KIND_ALIASES),
});
export type GeneralFeeTypeListQueryParsed = z.output<typeof GeneralFeeTypeListQuerySchema>;
export const GeneralFeeTypeListResponseSchema = listOrPageSchema(GeneralFeeTypeSchema);

// ---- Program fee setup (FeeSetup, legacy) ----------------------------------------------

/** GET /FeeSetup: the legacy list reads shortName, faculty.level.levelName, duration, academicYear, amount, status. */
export const FeeSetupSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  programId: z.number(),
  programName: z.string(),
  shortName: z.string(),
  duration: z.number(),
  faculty: z.object({ facultyName: z.string(), level: z.object({ levelName: z.string() }) }),
  batchId: z.number(),
  batchNepali: z.string(),
  fiscalYearId: z.number(),
  /** The fiscal year, "2081/82". */
  academicYear: z.string(),
  feeTypeId: z.number(),
  feeTypeName: z.string(),
  amount: z.number(),
  status: z.boolean(),
});
export type FeeSetup = z.infer<typeof FeeSetupSchema>;

/** POST /FeeSetup {programId, instituteId, batchID, fiscalYearID, feeTypeId, amount}; keys bind in any case. */
export const CreateFeeSetupBodySchema = z.object({
  programId: requiredId(S.programRequired),
  /** The campus; only for callers without one of their own. */
  instituteId: optionalId(),
  batchId: requiredId(S.batchRequired),
  fiscalYearId: requiredId(S.fiscalYearRequired),
  feeTypeId: requiredId(S.feeTypeRequired),
  amount: amountField(S.amountInvalid),
  status: optionalBoolean(),
});
export type CreateFeeSetupBody = z.input<typeof CreateFeeSetupBodySchema>;
export type CreateFeeSetupBodyParsed = z.output<typeof CreateFeeSetupBodySchema>;

// ---- Receipt numbers ---------------------------------------------------------------------

/** GET /Receipt/GetReceiptNo?CampusId=&FiscalYearId= (the fiscal year defaults to the active one). */
export const ReceiptNoQuerySchema = z.object({ campusId: optionalId(), fiscalYearId: optionalId() });
export type ReceiptNoQueryParsed = z.output<typeof ReceiptNoQuerySchema>;
export const ReceiptNoResponseSchema = z.array(z.object({ nextReceiptNo: z.number() }));
