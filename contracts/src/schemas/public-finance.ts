/**
 * Public finance (api-contract 5.11): the grants body's heads of income and of operating and
 * capital expenditure, each with its code, and a campus's income and expenditure entries under
 * those heads by fiscal year, each with its evidence document (a private file). Field names are
 * the contract's: an entry names its head `headNameId`. Amounts are exact decimals with at
 * most two places. An entry is never deleted: a change keeps what it said before as a version,
 * and an entry made by mistake is cancelled with a reason.
 */
import { z } from 'zod';
import {
  clearableText,
  optionalBoolean,
  optionalChoice,
  optionalId,
  optionalText,
  optionalUpload,
  requiredChoice,
  requiredId,
  requiredText,
  whenAnObject,
} from './fields.ts';
import { PaginationQuerySchema, sortByField } from './pagination.ts';
import { moneyField } from './receipt.ts';

export const FINANCE_MESSAGES = {
  headCodeInvalid: 'Head code must be a whole number from 1',
  headCodeTaken: 'A finance head with this code already exists',
  headTypeRequired: 'Head type must be Income or Expenditure',
  expenditureTypeRequired: 'Expenditure type must be Operating Expenditure or Capital Expenditure',
  expenditureTypeNotForIncome: 'An income head has no expenditure type',
  headNameRequired: 'Head name is required',
  headRequired: 'Choose the finance head',
  noSuchHead: 'The finance head does not exist',
  fiscalYearRequired: 'Choose the fiscal year',
  noSuchFiscalYear: 'The fiscal year does not exist',
  dateRequired: 'Date of entry must be a BS date YYYY-MM-DD',
  dateOutsideFiscalYear: 'The date of entry must fall within the chosen fiscal year',
  amountInvalid: 'Amount must be a positive amount with at most two decimals',
  cancelReasonRequired: 'A reason is required to cancel an entry',
  reasonTooLong: 'The reason is at most 500 characters',
  cancelled: 'This entry is cancelled and can no longer be changed',
  alreadyCancelled: 'This entry is already cancelled',
  campusOnly: 'Income and expenditure entries are recorded by a campus',
} as const;
const M = FINANCE_MESSAGES;

export const FINANCE_HEAD_TYPES = ['Income', 'Expenditure'] as const;
export type FinanceHeadTypeName = (typeof FINANCE_HEAD_TYPES)[number];
export const EXPENDITURE_TYPES = ['Operating Expenditure', 'Capital Expenditure'] as const;
export type ExpenditureTypeName = (typeof EXPENDITURE_TYPES)[number];

// ---- Finance heads ---------------------------------------------------------------------------

export const FinanceHeadSchema = z.object({
  id: z.number(),
  headCode: z.number(),
  headType: z.enum(FINANCE_HEAD_TYPES),
  /** Set for expenditure heads only. */
  expenditureType: z.enum(EXPENDITURE_TYPES).nullable(),
  headName: z.string(),
  remarks: z.string().nullable(),
});
export type FinanceHead = z.infer<typeof FinanceHeadSchema>;

/** The edit form sends the string "null" for an income head's expenditure type (api-contract 5.11). */
const noExpenditureType = (value: unknown) =>
  value === null || (typeof value === 'string' && ['', 'null', 'undefined'].includes(value.trim().toLowerCase()))
    ? undefined
    : value;

const financeHeadFields = {
  headCode: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.coerce
      .number({ error: M.headCodeInvalid })
      .int({ error: M.headCodeInvalid })
      .min(1, { error: M.headCodeInvalid })
      .max(2_147_483_647, { error: M.headCodeInvalid }),
  ),
  headType: requiredChoice(FINANCE_HEAD_TYPES, M.headTypeRequired),
  expenditureType: z.preprocess(
    noExpenditureType,
    optionalChoice(EXPENDITURE_TYPES, M.expenditureTypeRequired, {
      Operating: 'Operating Expenditure',
      Capital: 'Capital Expenditure',
    }),
  ),
  headName: requiredText(M.headNameRequired).pipe(
    z.string().max(200, { error: 'Head name is at most 200 characters' }),
  ),
  remarks: clearableText(),
};

/** Expenditure heads name their kind; income heads none. Checked beside the fields' own problems. */
function expenditureTypeFitsHeadType(
  body: { headType?: unknown; expenditureType?: unknown },
  context: z.RefinementCtx,
) {
  const headType = typeof body.headType === 'string' ? body.headType.trim().toLowerCase() : undefined;
  const expenditureType = noExpenditureType(body.expenditureType);
  if (headType === 'expenditure' && expenditureType === undefined)
    context.addIssue({ code: 'custom', path: ['expenditureType'], message: M.expenditureTypeRequired });
  if (headType === 'income' && expenditureType !== undefined)
    context.addIssue({ code: 'custom', path: ['expenditureType'], message: M.expenditureTypeNotForIncome });
}

/** POST FinanceHead (JSON). */
export const CreateFinanceHeadBodySchema = z
  .object({ id: optionalId(), ...financeHeadFields })
  .superRefine(expenditureTypeFitsHeadType, { when: whenAnObject });
export type CreateFinanceHeadBody = z.input<typeof CreateFinanceHeadBodySchema>;
export type CreateFinanceHeadBodyParsed = z.output<typeof CreateFinanceHeadBodySchema>;

/** PUT FinanceHead/{id} (multipart): the whole form again with its id. */
export const UpdateFinanceHeadBodySchema = CreateFinanceHeadBodySchema;
export type UpdateFinanceHeadBodyParsed = CreateFinanceHeadBodyParsed;

// ---- Income and expenditure entries ----------------------------------------------------------

const entryFields = {
  headNameId: requiredId(M.headRequired),
  fiscalYearId: requiredId(M.fiscalYearRequired),
  /** BS, YYYY-MM-DD (or with slashes). */
  dateOfEntry: z
    .string({ error: M.dateRequired })
    .trim()
    .regex(/^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/, { error: M.dateRequired }),
  amount: moneyField(M.amountInvalid),
  /** A PDF or an image, or "" for none; checked by its content on the server. */
  evidenceDoc: optionalUpload(),
  remarks: clearableText().pipe(z.string().max(1000, { error: 'Remarks are at most 1000 characters' }).nullish()),
};

/** POST IncomeExpenditureEntry (multipart). The campus is the signed-in user's. */
export const CreateIncomeExpenditureEntryBodySchema = z.object({ id: optionalId(), ...entryFields });
export type CreateIncomeExpenditureEntryBodyParsed = z.output<typeof CreateIncomeExpenditureEntryBodySchema>;

/**
 * PUT IncomeExpenditureEntry/{id} (multipart): the whole form again; without a new evidenceDoc
 * the kept one stays. `reason` says why (the contract's clients send none); what the entry said
 * before is kept as a version.
 */
export const UpdateIncomeExpenditureEntryBodySchema = z.object({
  id: optionalId(),
  ...entryFields,
  reason: optionalText().pipe(z.string().max(500, { error: M.reasonTooLong }).optional()),
});
export type UpdateIncomeExpenditureEntryBodyParsed = z.output<typeof UpdateIncomeExpenditureEntryBodySchema>;

/** POST IncomeExpenditureEntry/{id}/cancel. */
export const CancelIncomeExpenditureEntryBodySchema = z.object({
  reason: requiredText(M.cancelReasonRequired).pipe(z.string().max(500, { error: M.reasonTooLong })),
});
export type CancelIncomeExpenditureEntryBody = z.input<typeof CancelIncomeExpenditureEntryBodySchema>;
export type CancelIncomeExpenditureEntryBodyParsed = z.output<typeof CancelIncomeExpenditureEntryBodySchema>;

/** The columns the entry list sorts by; without one, newest first. */
export const INCOME_EXPENDITURE_SORT_COLUMNS = [
  'dateOfEntry',
  'amount',
  'headName',
  'campusName',
  'fiscalYear',
] as const;

/**
 * GET IncomeExpenditureEntry: by fiscal year, head type or head, and campus within scope;
 * cancelled=true lists the cancelled ones. `search` finds the text in the head's name, the
 * campus's name or the remarks. Without page or pageSize every matching entry (the contract's
 * clients read an array); with one, that page and the totals.
 */
export const IncomeExpenditureEntryListQuerySchema = PaginationQuerySchema.extend({
  sortBy: sortByField(INCOME_EXPENDITURE_SORT_COLUMNS),
  fiscalYearId: optionalId(),
  headType: optionalChoice(FINANCE_HEAD_TYPES, M.headTypeRequired),
  headNameId: optionalId(),
  campusId: optionalId(),
  cancelled: optionalBoolean(),
});
export type IncomeExpenditureEntryListQueryParsed = z.output<typeof IncomeExpenditureEntryListQuerySchema>;

export const IncomeExpenditureEntrySchema = z.object({
  id: z.number(),
  headNameId: z.number(),
  headName: z.object({
    headName: z.string(),
    headType: z.enum(FINANCE_HEAD_TYPES),
    expenditureType: z.enum(EXPENDITURE_TYPES).nullable(),
  }),
  fiscalYearId: z.number(),
  fiscalYear: z.object({ id: z.number(), yearNepali: z.string() }),
  /** BS, YYYY-MM-DD. */
  dateOfEntry: z.string(),
  /** AD, YYYY-MM-DD. */
  dateOfEntryAd: z.string(),
  /** Kept as an exact decimal (two places), answered as the contract's number. */
  amount: z.number(),
  remarks: z.string().nullable(),
  campusId: z.number(),
  campusName: z.string(),
  /** The evidence document's name, when one is kept (read at IncomeExpenditureEntry/{id}/evidence). */
  evidenceFileName: z.string().nullable(),
  /** When and why the entry was cancelled (ISO), null while it stands. */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** How many earlier versions the entry keeps. */
  versionCount: z.number(),
});
export type IncomeExpenditureEntry = z.infer<typeof IncomeExpenditureEntrySchema>;

/** What an entry said before a change, with who changed it, when and why. */
export const IncomeExpenditureEntryVersionSchema = z.object({
  id: z.number(),
  entryId: z.number(),
  headNameId: z.number(),
  headName: z.string(),
  fiscalYearId: z.number(),
  fiscalYear: z.string(),
  dateOfEntry: z.string(),
  amount: z.number(),
  remarks: z.string().nullable(),
  evidenceFileName: z.string().nullable(),
  replacedAt: z.string(),
  replacedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type IncomeExpenditureEntryVersion = z.infer<typeof IncomeExpenditureEntryVersionSchema>;

export const EntryVersionParamsSchema = z.object({
  id: z.coerce.number().int().min(1),
  versionId: z.coerce.number().int().min(1),
});
