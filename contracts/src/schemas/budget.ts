/**
 * Budgets (issue #30): an amount for a fiscal year and finance head, held by the grants body,
 * by a university, or allocated to a campus (by the grants body or the campus's university).
 * A budget line is never edited in place: each change of its amount is a revision kept with
 * the amount before, the reason and who made it. Budget against actual reads the actual
 * amounts from the campuses' approved vouchers on the ledgers tied to each head.
 * Amounts are decimal strings with two places (see accounts.ts).
 */
import { z } from 'zod';
import { FINANCE_HEAD_TYPES } from './public-finance.ts';
import { optionalChoice, optionalId, optionalText, requiredId, requiredText } from './fields.ts';
import { PaginationQuerySchema, pageSchema, sortByField } from './pagination.ts';
import { ReportQuerySchema } from './dashboard.ts';
import { AmountSchema } from './accounts.ts';
import { MONEY_PATTERN } from './receipt.ts';

/** Who holds a budget line. */
export const BUDGET_HOLDERS = ['GrantsBody', 'University', 'Campus'] as const;
export type BudgetHolder = (typeof BUDGET_HOLDERS)[number];

export const BUDGET_MESSAGES = {
  fiscalYearRequired: 'Choose the fiscal year',
  noSuchFiscalYear: 'The fiscal year does not exist',
  headRequired: 'Choose the finance head',
  noSuchHead: 'The finance head does not exist',
  holderInvalid: 'Holder must be GrantsBody, University or Campus',
  universityRequired: 'Choose the university',
  noSuchUniversity: 'The university does not exist',
  campusRequired: 'Choose the campus',
  noSuchCampus: 'The campus does not exist',
  amountInvalid: 'Amount must be an amount from 0 with at most two decimals',
  reasonRequired: 'A reason is required for a revision',
  reasonTooLong: 'The reason is at most 500 characters',
  alreadyBudgeted: 'This head already has a budget for the fiscal year: revise it instead',
  notYours: 'A university keeps its own budget and its own campuses’ allocations',
  unchanged: 'The amount is the same as the current one',
} as const;
const M = BUDGET_MESSAGES;

/** An amount from 0 (a head may be budgeted at nothing) with at most two decimals. */
const budgetAmount = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value),
  z.string({ error: M.amountInvalid }).regex(MONEY_PATTERN, { error: M.amountInvalid }),
);

export const BudgetLineSchema = z.object({
  id: z.number(),
  fiscalYearId: z.number(),
  fiscalYear: z.string(),
  holder: z.enum(BUDGET_HOLDERS),
  universityId: z.number().nullable(),
  universityName: z.string().nullable(),
  campusId: z.number().nullable(),
  campusName: z.string().nullable(),
  financeHeadId: z.number(),
  headCode: z.number(),
  headName: z.string(),
  headType: z.enum(FINANCE_HEAD_TYPES),
  amount: AmountSchema,
  /** The amount first set, before any revision. */
  originalAmount: AmountSchema,
  revisions: z.number(),
  remarks: z.string().nullable(),
  updatedAt: z.string(),
});
export type BudgetLine = z.infer<typeof BudgetLineSchema>;
export const BudgetLinePageSchema = pageSchema(BudgetLineSchema);

export const BudgetListQuerySchema = PaginationQuerySchema.extend({
  fiscalYearId: optionalId(),
  holder: optionalChoice(BUDGET_HOLDERS, M.holderInvalid),
  universityId: optionalId(),
  campusId: optionalId(),
  financeHeadId: optionalId(),
  sortBy: sortByField(['headCode', 'headName', 'amount', 'campusName', 'updatedAt']),
});
export type BudgetListQuery = z.output<typeof BudgetListQuerySchema>;

/**
 * A new budget line. Without universityId and campusId it is the grants body's; with
 * universityId alone a university's; with campusId an allocation to that campus. A university
 * user's own university is implied.
 */
export const BudgetBodySchema = z.object({
  fiscalYearId: requiredId(M.fiscalYearRequired),
  financeHeadId: requiredId(M.headRequired),
  universityId: optionalId(),
  campusId: optionalId(),
  amount: budgetAmount,
  remarks: optionalText(),
});
export type BudgetBody = z.output<typeof BudgetBodySchema>;

export const ReviseBudgetBodySchema = z.object({
  amount: budgetAmount,
  reason: requiredText(M.reasonRequired).pipe(z.string().max(500, { error: M.reasonTooLong })),
});
export type ReviseBudgetBody = z.output<typeof ReviseBudgetBodySchema>;

export const BudgetRevisionSchema = z.object({
  id: z.number(),
  previousAmount: AmountSchema,
  amount: AmountSchema,
  reason: z.string(),
  revisedBy: z.string(),
  revisedAt: z.string(),
});
export type BudgetRevision = z.infer<typeof BudgetRevisionSchema>;

/** Budget/Actuals: budget against actual by head at a campus, a university or the country. */
export const BudgetActualsQuerySchema = z.object({
  fiscalYearId: requiredId(M.fiscalYearRequired),
  universityId: optionalId(),
  campusId: optionalId(),
  format: ReportQuerySchema.shape.format,
});
export type BudgetActualsQuery = z.output<typeof BudgetActualsQuerySchema>;

export const BudgetActualsRowSchema = z.object({
  financeHeadId: z.number(),
  headCode: z.number(),
  headName: z.string(),
  headType: z.enum(FINANCE_HEAD_TYPES),
  budget: AmountSchema,
  /** Allocated to campuses within the scope (for the country and a university). */
  allocated: AmountSchema,
  actual: AmountSchema,
  /** budget - actual. */
  variance: AmountSchema,
  /** actual / budget in percent with one decimal; null without a budget. */
  utilisation: z.number().nullable(),
});
export type BudgetActualsRow = z.infer<typeof BudgetActualsRowSchema>;
export const BudgetActualsSchema = z.object({
  fiscalYear: z.string(),
  scope: z.enum(BUDGET_HOLDERS),
  scopeName: z.string(),
  rows: z.array(BudgetActualsRowSchema),
  totals: z.object({ budget: AmountSchema, allocated: AmountSchema, actual: AmountSchema, variance: AmountSchema }),
});
export type BudgetActuals = z.infer<typeof BudgetActualsSchema>;
