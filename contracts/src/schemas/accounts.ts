/**
 * Accounts (issue #30): a campus's books in double entry, per Nepali fiscal year (Shrawan to
 * Ashadh). The chart has five fixed groups; the sub-groups and ledgers of the standard chart
 * are shared by every campus and each campus adds its own, with sub-ledgers under any ledger.
 *
 * A Journal or Payment voucher is prepared, verified and approved by three different users;
 * it takes its number when approved, so the numbers of a campus's fiscal year and voucher type
 * have no gaps and are never reused. An approved voucher is never edited or deleted: it is
 * reversed by a new voucher that names it. Receipts post Receipt vouchers on their own, and a
 * closed year's balances open the next one in an Opening voucher.
 *
 * Amounts travel as decimal strings with two places ("1250.00"), never as floating numbers:
 * the books and budgets are summed in the database and must read exactly what it holds. The
 * paths are PascalCase resources in the contract's style, with its paging and sorting fields.
 */
import { z } from 'zod';
import {
  optionalBoolean,
  optionalChoice,
  optionalId,
  optionalText,
  requiredChoice,
  requiredId,
  requiredText,
} from './fields.ts';
import { PaginationQuerySchema, pageSchema, sortByField } from './pagination.ts';
import { ReportQuerySchema } from './dashboard.ts';
import { moneyField } from './receipt.ts';
import { optionalBsDate } from './student.ts';

export const ACCOUNT_GROUPS = ['Assets', 'Liabilities', 'Equity', 'Income', 'Expenditure'] as const;
export type AccountGroupName = (typeof ACCOUNT_GROUPS)[number];

/** Groups whose balance is normally a debit; the others' is normally a credit. */
export const DEBIT_GROUPS = ['Assets', 'Expenditure'] as const satisfies readonly AccountGroupName[];
/** Groups carried into the next fiscal year; income and expenditure close to the accumulated fund. */
export const BALANCE_SHEET_GROUPS = ['Assets', 'Liabilities', 'Equity'] as const satisfies readonly AccountGroupName[];

export const ACCOUNT_LEDGER_KINDS = ['General', 'Cash', 'Bank'] as const;
export type AccountLedgerKindName = (typeof ACCOUNT_LEDGER_KINDS)[number];

/** The standard ledgers the books post to on their own (written by the migration). */
export const SYSTEM_LEDGERS = {
  cash: 'cash',
  bank: 'bank',
  accumulatedFund: 'accumulated-fund',
  courseFeeIncome: 'course-fee-income',
  generalFeeIncome: 'general-fee-income',
} as const;

export const VOUCHER_TYPES = ['Journal', 'Payment', 'Receipt', 'Opening'] as const;
export type VoucherTypeName = (typeof VOUCHER_TYPES)[number];
/** The types staff prepare; Receipt and Opening vouchers are posted by HEMIS itself. */
export const PREPARED_VOUCHER_TYPES = ['Journal', 'Payment'] as const satisfies readonly VoucherTypeName[];
export type PreparedVoucherType = (typeof PREPARED_VOUCHER_TYPES)[number];
/** How a voucher number is shown: JV-12, PV-3, RV-481, OV-1. */
export const VOUCHER_PREFIXES: Record<VoucherTypeName, string> = {
  Journal: 'JV',
  Payment: 'PV',
  Receipt: 'RV',
  Opening: 'OV',
};

export const VOUCHER_STATUSES = ['Prepared', 'Verified', 'Approved'] as const;
export type VoucherStatusName = (typeof VOUCHER_STATUSES)[number];

export const MAX_VOUCHER_LINES = 100;

/**
 * The user id a voucher names when no person prepared or approved it: HEMIS posted it on its
 * own (the receipt of an online payment, confirmed by the gateway). No user has this id.
 */
export const HEMIS_POSTER_ID = 0;
export const HEMIS_POSTER_NAME = 'HEMIS (posted automatically)';

export const ACCOUNT_MESSAGES = {
  campusRequired: 'Choose the campus',
  campusOnly: 'The books are kept by a campus',
  noSuchCampus: 'The campus does not exist',
  groupRequired: 'Group must be one of Assets, Liabilities, Equity, Income, Expenditure',
  codeRequired: 'Code is required (letters, digits and hyphens, at most 20)',
  codeTaken: 'This code is already used in the chart',
  nameRequired: 'Name is required',
  subGroupRequired: 'Choose the sub-group',
  noSuchSubGroup: 'The sub-group does not exist',
  ledgerRequired: 'Choose the ledger',
  noSuchLedger: 'The ledger does not exist',
  ledgerInactive: 'The ledger is no longer in use',
  kindInvalid: 'Kind must be General, Cash or Bank',
  noSuchSubLedger: 'The sub-ledger does not exist',
  subLedgerOfOtherLedger: 'The sub-ledger belongs to another ledger',
  standardChartReadOnly: 'The standard chart is kept by the grants body',
  noSuchFinanceHead: 'The finance head does not exist',
  fiscalYearRequired: 'Choose the fiscal year',
  noSuchFiscalYear: 'The fiscal year does not exist',
  voucherTypeRequired: 'Voucher type must be Journal or Payment',
  dateRequired: 'Date must be a BS date (YYYY-MM-DD)',
  dateOutsideFiscalYear: 'The date must fall within the fiscal year',
  dateInFuture: 'The date must not be after today',
  narrationRequired: 'Narration is required',
  narrationTooLong: 'Narration is at most 500 characters',
  linesRequired: 'A voucher has at least two lines',
  tooManyLines: `A voucher has at most ${MAX_VOUCHER_LINES} lines`,
  lineAmountInvalid: 'Amount must be a positive amount with at most two decimals',
  lineSideRequired: 'Each line is a debit or a credit',
  lineBothSides: 'A line is a debit or a credit, not both',
  unbalanced: 'Debits and credits must be equal',
  paymentNeedsCashOrBank: 'A payment voucher pays out of a cash or bank ledger: credit one',
  yearClosed: 'The fiscal year is closed for this campus',
  notPrepared: 'Only a voucher that is prepared and not yet verified can be changed',
  notYetVerified: 'The voucher must be verified before it is approved',
  alreadyVerified: 'The voucher is already verified',
  alreadyApproved: 'The voucher is already approved',
  approvedIsFinal: 'An approved voucher is never edited or deleted; reverse it instead',
  sameUserVerifies: 'The voucher must be verified by someone other than who prepared it',
  sameUserApproves: 'The voucher must be approved by someone other than who prepared or verified it',
  notApproved: 'Only an approved voucher can be reversed',
  alreadyReversed: 'The voucher is already reversed',
  reversalOfReversal: 'A reversal is not itself reversed; prepare a new voucher',
  postedByHemis: 'Receipt and opening vouchers are posted by HEMIS: cancel the receipt instead',
  reasonRequired: 'A reason is required',
  reasonTooLong: 'The reason is at most 500 characters',
  yearAlreadyClosed: 'The fiscal year is already closed',
  earlierYearOpen: 'Close the earlier fiscal year first',
  vouchersAwaitingApproval: 'Vouchers of the year await verification or approval',
  noNextFiscalYear: 'The next fiscal year is not set up yet',
  dateRangeInvalid: 'The start date must not be after the end date',
  standardChartNoCampus: 'The standard chart belongs to no campus: leave the campus out',
  subGroupInactive: 'The sub-group is no longer in use',
  subLedgerInactive: 'The sub-ledger is no longer in use',
  systemLedgerFixed: 'HEMIS posts to this ledger itself: it stays in use and keeps its kind',
  reversalFixed: 'A reversal mirrors the voucher it reverses: discard it and reverse again instead',
  reversalBeforeOriginal: 'A reversal is not dated before the voucher it reverses',
  noFiscalYearForDate: 'No fiscal year is set up for this date',
  yearNotEnded: 'A fiscal year is closed after its last day',
  receiptYearClosed:
    'The books of the fiscal year are closed: a receipt dated in it can no longer be issued or cancelled',
} as const;
const M = ACCOUNT_MESSAGES;

const code = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value),
  z.string({ error: M.codeRequired }).regex(/^[A-Za-z0-9-]{1,20}$/, { error: M.codeRequired }),
);

// ---- The chart -------------------------------------------------------------------------------

/** Which chart a list reads: a campus's (the standard chart and its own), or for the grants body, the standard chart alone. */
export const ChartQuerySchema = PaginationQuerySchema.extend({
  campusId: optionalId(),
  group: optionalChoice(ACCOUNT_GROUPS, M.groupRequired),
  subGroupId: optionalId(),
  ledgerId: optionalId(),
  includeInactive: optionalBoolean(),
  sortBy: sortByField(['code', 'name', 'group']),
});
export type ChartQuery = z.output<typeof ChartQuerySchema>;

export const AccountSubGroupSchema = z.object({
  id: z.number(),
  /** Null for the standard chart. */
  campusId: z.number().nullable(),
  isStandard: z.boolean(),
  group: z.enum(ACCOUNT_GROUPS),
  code: z.string(),
  name: z.string(),
  isActive: z.boolean(),
});
export type AccountSubGroup = z.infer<typeof AccountSubGroupSchema>;
export const AccountSubGroupPageSchema = pageSchema(AccountSubGroupSchema);

export const AccountSubGroupBodySchema = z.object({
  /** The grants body's Admin adds to the standard chart without a campus; campus staff's own campus is implied. */
  campusId: optionalId(),
  group: requiredChoice(ACCOUNT_GROUPS, M.groupRequired),
  code,
  name: requiredText(M.nameRequired),
});
export type AccountSubGroupBody = z.output<typeof AccountSubGroupBodySchema>;
export const UpdateAccountSubGroupBodySchema = z.object({
  code: code.optional(),
  name: requiredText(M.nameRequired).optional(),
  isActive: optionalBoolean(),
});
export type UpdateAccountSubGroupBody = z.output<typeof UpdateAccountSubGroupBodySchema>;

export const AccountLedgerSchema = z.object({
  id: z.number(),
  campusId: z.number().nullable(),
  isStandard: z.boolean(),
  group: z.enum(ACCOUNT_GROUPS),
  subGroupId: z.number(),
  subGroupName: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(ACCOUNT_LEDGER_KINDS),
  systemKey: z.string().nullable(),
  financeHeadId: z.number().nullable(),
  financeHeadName: z.string().nullable(),
  isActive: z.boolean(),
});
export type AccountLedger = z.infer<typeof AccountLedgerSchema>;
export const AccountLedgerPageSchema = pageSchema(AccountLedgerSchema);

export const AccountLedgerBodySchema = z.object({
  campusId: optionalId(),
  subGroupId: requiredId(M.subGroupRequired),
  code,
  name: requiredText(M.nameRequired),
  kind: optionalChoice(ACCOUNT_LEDGER_KINDS, M.kindInvalid),
  financeHeadId: optionalId(),
});
export type AccountLedgerBody = z.output<typeof AccountLedgerBodySchema>;
export const UpdateAccountLedgerBodySchema = z.object({
  code: code.optional(),
  name: requiredText(M.nameRequired).optional(),
  kind: optionalChoice(ACCOUNT_LEDGER_KINDS, M.kindInvalid),
  /** null unties the ledger from its head. */
  financeHeadId: z.union([optionalId(), z.null()]),
  isActive: optionalBoolean(),
});
export type UpdateAccountLedgerBody = z.output<typeof UpdateAccountLedgerBodySchema>;

export const AccountSubLedgerSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  ledgerId: z.number(),
  ledgerName: z.string(),
  code: z.string(),
  name: z.string(),
  isActive: z.boolean(),
});
export type AccountSubLedger = z.infer<typeof AccountSubLedgerSchema>;
export const AccountSubLedgerPageSchema = pageSchema(AccountSubLedgerSchema);

export const AccountSubLedgerBodySchema = z.object({
  campusId: optionalId(),
  ledgerId: requiredId(M.ledgerRequired),
  code,
  name: requiredText(M.nameRequired),
});
export type AccountSubLedgerBody = z.output<typeof AccountSubLedgerBodySchema>;
export const UpdateAccountSubLedgerBodySchema = z.object({
  code: code.optional(),
  name: requiredText(M.nameRequired).optional(),
  isActive: optionalBoolean(),
});
export type UpdateAccountSubLedgerBody = z.output<typeof UpdateAccountSubLedgerBodySchema>;

// ---- Vouchers --------------------------------------------------------------------------------

/** Decimal string with two places, as the database holds it. */
export const AmountSchema = z.string();

export const VoucherLineBodySchema = z
  .object({
    ledgerId: requiredId(M.ledgerRequired),
    subLedgerId: optionalId(),
    debit: z.preprocess(
      (value) => (value === '' || value === null || value === 0 || value === '0' ? undefined : value),
      moneyField(M.lineAmountInvalid).optional(),
    ),
    credit: z.preprocess(
      (value) => (value === '' || value === null || value === 0 || value === '0' ? undefined : value),
      moneyField(M.lineAmountInvalid).optional(),
    ),
    narration: optionalText(),
  })
  .superRefine((line, ctx) => {
    if (line.debit === undefined && line.credit === undefined)
      ctx.addIssue({ code: 'custom', path: ['debit'], message: M.lineSideRequired });
    if (line.debit !== undefined && line.credit !== undefined)
      ctx.addIssue({ code: 'custom', path: ['credit'], message: M.lineBothSides });
  });
export type VoucherLineBody = z.output<typeof VoucherLineBodySchema>;

/** Paisa of a decimal string, exact (the form and the server total lines the same way). */
export function toPaisa(amount: string): bigint {
  const negative = amount.trim().startsWith('-');
  const [whole, fraction = ''] = amount.trim().replace(/^[-+]/, '').split('.');
  const paisa = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -paisa : paisa;
}
/** A decimal string with two places from paisa. */
export function fromPaisa(paisa: bigint): string {
  const sign = paisa < 0n ? '-' : '';
  const absolute = paisa < 0n ? -paisa : paisa;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

export const VoucherBodySchema = z
  .object({
    campusId: optionalId(),
    fiscalYearId: requiredId(M.fiscalYearRequired),
    voucherType: requiredChoice(PREPARED_VOUCHER_TYPES, M.voucherTypeRequired),
    dateBs: optionalBsDate(M.dateRequired),
    narration: requiredText(M.narrationRequired).pipe(z.string().max(500, { error: M.narrationTooLong })),
    lines: z
      .array(VoucherLineBodySchema, { error: M.linesRequired })
      .min(2, { error: M.linesRequired })
      .max(MAX_VOUCHER_LINES, { error: M.tooManyLines }),
  })
  .superRefine((voucher, ctx) => {
    if (!voucher.dateBs) ctx.addIssue({ code: 'custom', path: ['dateBs'], message: M.dateRequired });
    let debit = 0n;
    let credit = 0n;
    for (const line of voucher.lines) {
      if (line.debit) debit += toPaisa(line.debit);
      if (line.credit) credit += toPaisa(line.credit);
    }
    if (debit !== credit) ctx.addIssue({ code: 'custom', path: ['lines'], message: M.unbalanced });
  });
export type VoucherBody = z.output<typeof VoucherBodySchema>;

export const VoucherLineSchema = z.object({
  lineNo: z.number(),
  ledgerId: z.number(),
  ledgerCode: z.string(),
  ledgerName: z.string(),
  subLedgerId: z.number().nullable(),
  subLedgerName: z.string().nullable(),
  debit: AmountSchema,
  credit: AmountSchema,
  narration: z.string().nullable(),
});
export type VoucherLine = z.infer<typeof VoucherLineSchema>;

const userStep = z.object({ id: z.number(), name: z.string(), at: z.string() }).nullable();

export const VoucherSummarySchema = z.object({
  id: z.number(),
  campusId: z.number(),
  campusName: z.string(),
  fiscalYearId: z.number(),
  fiscalYear: z.string(),
  voucherType: z.enum(VOUCHER_TYPES),
  status: z.enum(VOUCHER_STATUSES),
  voucherNo: z.number().nullable(),
  /** "PV-3"; null until approved. */
  voucherNumber: z.string().nullable(),
  dateBs: z.string(),
  dateAd: z.string(),
  narration: z.string(),
  totalAmount: AmountSchema,
  reversesVoucherId: z.number().nullable(),
  reversedByVoucherId: z.number().nullable(),
  receiptId: z.number().nullable(),
  preparedBy: userStep,
  verifiedBy: userStep,
  approvedBy: userStep,
});
export type VoucherSummary = z.infer<typeof VoucherSummarySchema>;
export const VoucherPageSchema = pageSchema(VoucherSummarySchema);

export const VoucherSchema = VoucherSummarySchema.extend({
  reversalReason: z.string().nullable(),
  lines: z.array(VoucherLineSchema),
  /** What the caller may do next, as the server decides (the screens offer only these). */
  can: z.object({
    edit: z.boolean(),
    discard: z.boolean(),
    verify: z.boolean(),
    approve: z.boolean(),
    reverse: z.boolean(),
  }),
});
export type Voucher = z.infer<typeof VoucherSchema>;

export const VOUCHER_SORT_COLUMNS = ['dateAd', 'voucherNo', 'totalAmount', 'status', 'createdAt'] as const;
export const VoucherListQuerySchema = PaginationQuerySchema.extend({
  campusId: optionalId(),
  universityId: optionalId(),
  fiscalYearId: optionalId(),
  voucherType: optionalChoice(VOUCHER_TYPES, 'Voucher type must be Journal, Payment, Receipt or Opening'),
  status: optionalChoice(VOUCHER_STATUSES, 'Status must be Prepared, Verified or Approved'),
  ledgerId: optionalId(),
  fromDate: optionalBsDate(M.dateRequired),
  toDate: optionalBsDate(M.dateRequired),
  sortBy: sortByField(VOUCHER_SORT_COLUMNS),
});
export type VoucherListQuery = z.output<typeof VoucherListQuerySchema>;

export const ReverseVoucherBodySchema = z.object({
  reason: requiredText(M.reasonRequired).pipe(z.string().max(500, { error: M.reasonTooLong })),
  /** The reversal's date; today when left out. */
  dateBs: optionalBsDate(M.dateRequired),
});
export type ReverseVoucherBody = z.output<typeof ReverseVoucherBodySchema>;

// ---- Fiscal years of the books ---------------------------------------------------------------

export const AccountYearSchema = z.object({
  fiscalYearId: z.number(),
  fiscalYear: z.string(),
  startDateBs: z.string(),
  endDateBs: z.string(),
  isClosed: z.boolean(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  openingVoucherId: z.number().nullable(),
  vouchersAwaitingApproval: z.number(),
});
export type AccountYear = z.infer<typeof AccountYearSchema>;
export const AccountYearQuerySchema = z.object({ campusId: optionalId() });
export const CloseAccountYearBodySchema = z.object({
  campusId: optionalId(),
  fiscalYearId: requiredId(M.fiscalYearRequired),
});
export type CloseAccountYearBody = z.output<typeof CloseAccountYearBodySchema>;

// ---- Statements --------------------------------------------------------------------------------

/** Every statement reads a campus's books for a fiscal year, from and to a date within it (the whole year when left out). */
export const AccountStatementQuerySchema = z.object({
  campusId: optionalId(),
  fiscalYearId: requiredId(M.fiscalYearRequired),
  fromDate: optionalBsDate(M.dateRequired),
  toDate: optionalBsDate(M.dateRequired),
  format: ReportQuerySchema.shape.format,
});
export type AccountStatementQuery = z.output<typeof AccountStatementQuerySchema>;

export const LedgerStatementQuerySchema = AccountStatementQuerySchema.extend({
  ledgerId: requiredId(M.ledgerRequired),
  subLedgerId: optionalId(),
});
export type LedgerStatementQuery = z.output<typeof LedgerStatementQuerySchema>;

const statementHeader = {
  campusId: z.number(),
  campusName: z.string(),
  fiscalYear: z.string(),
  fromDateBs: z.string(),
  toDateBs: z.string(),
};

/** AccountReport/LedgerStatement: the opening balance, each posted line with its running balance, the closing balance. Balances are signed: debit positive. */
export const LedgerStatementSchema = z.object({
  ...statementHeader,
  ledgerId: z.number(),
  ledgerCode: z.string(),
  ledgerName: z.string(),
  subLedgerName: z.string().nullable(),
  openingBalance: AmountSchema,
  rows: z.array(
    z.object({
      voucherId: z.number(),
      voucherNumber: z.string(),
      voucherType: z.enum(VOUCHER_TYPES),
      dateBs: z.string(),
      narration: z.string(),
      debit: AmountSchema,
      credit: AmountSchema,
      balance: AmountSchema,
    }),
  ),
  totalDebit: AmountSchema,
  totalCredit: AmountSchema,
  closingBalance: AmountSchema,
});
export type LedgerStatement = z.infer<typeof LedgerStatementSchema>;

/** AccountReport/TrialBalance: each ledger with a movement or a balance, its debit or credit balance at the end date. */
export const TrialBalanceSchema = z.object({
  ...statementHeader,
  rows: z.array(
    z.object({
      ledgerId: z.number(),
      code: z.string(),
      name: z.string(),
      group: z.enum(ACCOUNT_GROUPS),
      subGroupName: z.string(),
      debit: AmountSchema,
      credit: AmountSchema,
    }),
  ),
  totalDebit: AmountSchema,
  totalCredit: AmountSchema,
});
export type TrialBalance = z.infer<typeof TrialBalanceSchema>;

const statementLine = z.object({
  subGroupName: z.string(),
  ledgerId: z.number(),
  code: z.string(),
  name: z.string(),
  amount: AmountSchema,
});

/** AccountReport/IncomeExpenditure: income and expenditure between the dates, and the surplus (negative: a deficit). */
export const IncomeExpenditureStatementSchema = z.object({
  ...statementHeader,
  income: z.array(statementLine),
  expenditure: z.array(statementLine),
  totalIncome: AmountSchema,
  totalExpenditure: AmountSchema,
  surplus: AmountSchema,
});
export type IncomeExpenditureStatement = z.infer<typeof IncomeExpenditureStatementSchema>;

/** AccountReport/BalanceSheet at the end date: the year's surplus so far stands beside the equity. */
export const BalanceSheetSchema = z.object({
  ...statementHeader,
  assets: z.array(statementLine),
  liabilities: z.array(statementLine),
  equity: z.array(statementLine),
  surplus: AmountSchema,
  totalAssets: AmountSchema,
  totalLiabilitiesAndEquity: AmountSchema,
});
export type BalanceSheet = z.infer<typeof BalanceSheetSchema>;
