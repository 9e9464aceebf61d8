import { describe, expect, it } from 'vitest';
import {
  CreateFinanceHeadBodySchema,
  CreateIncomeExpenditureEntryBodySchema,
  FINANCE_MESSAGES,
  UpdateIncomeExpenditureEntryBodySchema,
} from './public-finance.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('finance heads', () => {
  it('reads the edit form’s "null" expenditure type of an income head as none', () => {
    const parsed = CreateFinanceHeadBodySchema.parse({
      headCode: '101',
      headType: 'income',
      expenditureType: 'null',
      headName: ' Tuition ',
      remarks: '',
    });
    expect(parsed).toEqual({ headCode: 101, headType: 'Income', headName: 'Tuition', remarks: null });
  });

  it('requires the kind of an expenditure head and refuses one for an income head', () => {
    expect(
      issuesOf(CreateFinanceHeadBodySchema.safeParse({ headCode: 7, headType: 'Expenditure', headName: 'Rent' })),
    ).toEqual([['expenditureType', FINANCE_MESSAGES.expenditureTypeRequired]]);
    expect(
      issuesOf(
        CreateFinanceHeadBodySchema.safeParse({
          headCode: 7,
          headType: 'Income',
          expenditureType: 'Capital Expenditure',
          headName: 'Fees',
        }),
      ),
    ).toEqual([['expenditureType', FINANCE_MESSAGES.expenditureTypeNotForIncome]]);
    expect(
      CreateFinanceHeadBodySchema.parse({
        headCode: 7,
        headType: 'Expenditure',
        expenditureType: 'Capital',
        headName: 'Land',
      }).expenditureType,
    ).toBe('Capital Expenditure');
  });
});

describe('income and expenditure entries', () => {
  const form = { headNameId: '3', fiscalYearId: '2', dateOfEntry: '2082-04-01', amount: '1500.50', remarks: '' };

  it('keeps the amount as its decimal text, and "" as no evidence document', () => {
    expect(CreateIncomeExpenditureEntryBodySchema.parse({ ...form, evidenceDoc: '' })).toEqual({
      headNameId: 3,
      fiscalYearId: 2,
      dateOfEntry: '2082-04-01',
      amount: '1500.50',
      remarks: null,
    });
    expect(CreateIncomeExpenditureEntryBodySchema.parse({ ...form, amount: 0.1 }).amount).toBe('0.1');
  });

  it('refuses an amount that is not positive or has more than two decimals', () => {
    for (const amount of ['0', '0.00', '-1', '1.005', 'ten', '']) {
      const result = CreateIncomeExpenditureEntryBodySchema.safeParse({ ...form, amount });
      expect(result.success, amount).toBe(false);
      expect(new Set(issuesOf(result).map(([path]) => path)), amount).toEqual(new Set(['amount']));
    }
  });

  it('takes an optional reason with a change', () => {
    expect(UpdateIncomeExpenditureEntryBodySchema.parse({ ...form, reason: ' Misread ' }).reason).toBe('Misread');
    expect(UpdateIncomeExpenditureEntryBodySchema.parse(form).reason).toBeUndefined();
  });
});
