import { describe, expect, it } from 'vitest';
import type { BudgetActuals } from '@hemis/contracts';
import {
  EMPTY_BUDGET_LINE,
  actualsFigures,
  budgetBodyOf,
  budgetLineRules,
  holderName,
  holderOptions,
  mayRevise,
} from './budget-values.ts';

describe('budget lines', () => {
  it('the grants body budgets for itself, universities and campuses; a university for itself and its campuses', () => {
    expect(holderOptions('Admin').map((option) => option.value)).toEqual(['GrantsBody', 'University', 'Campus']);
    expect(holderOptions('UniAdmin').map((option) => option.value)).toEqual(['University', 'Campus']);
  });

  it('sends the campus alone for an allocation, the university for a university’s line, neither for the grants body’s', () => {
    const values = {
      ...EMPTY_BUDGET_LINE,
      fiscalYearId: '3',
      financeHeadId: '12',
      amount: ' 1500000.50 ',
      remarks: '',
    };
    expect(budgetBodyOf({ ...values, holder: 'GrantsBody', universityId: '4' }, true)).toEqual({
      fiscalYearId: 3,
      financeHeadId: 12,
      amount: '1500000.50',
      remarks: undefined,
    });
    expect(budgetBodyOf({ ...values, holder: 'University', universityId: '4' }, true)).toMatchObject({
      universityId: 4,
    });
    // A university's own staff: their university is implied.
    expect(budgetBodyOf({ ...values, holder: 'University', universityId: '' }, false)).not.toHaveProperty(
      'universityId',
    );
    const allocation = budgetBodyOf({ ...values, holder: 'Campus', universityId: '4', campusId: '9' }, true);
    expect(allocation).toMatchObject({ campusId: 9 });
    expect(allocation).not.toHaveProperty('universityId');
  });

  it('asks for the holder, and the university or campus the holder needs', () => {
    expect(budgetLineRules(EMPTY_BUDGET_LINE, true).holder).toBe('Holder must be GrantsBody, University or Campus');
    expect(budgetLineRules({ ...EMPTY_BUDGET_LINE, holder: 'University' }, true).universityId).toBe(
      'Choose the university',
    );
    expect(budgetLineRules({ ...EMPTY_BUDGET_LINE, holder: 'University' }, false).universityId).toBeUndefined();
    expect(budgetLineRules({ ...EMPTY_BUDGET_LINE, holder: 'Campus' }, false).campusId).toBe('Choose the campus');
  });

  it('offers Revise to the budget writers, and not a university on the grants body’s lines', () => {
    expect(mayRevise('Admin', { holder: 'GrantsBody' })).toBe(true);
    expect(mayRevise('UniAdmin', { holder: 'Campus' })).toBe(true);
    expect(mayRevise('UniAdmin', { holder: 'GrantsBody' })).toBe(false);
    expect(mayRevise('UgcAdmin', { holder: 'Campus' })).toBe(false);
    expect(mayRevise('CollegeAdmin', { holder: 'Campus' })).toBe(false);
  });

  it('names the holder', () => {
    expect(holderName({ holder: 'GrantsBody', universityName: null, campusName: null })).toBe('Grants body');
    expect(holderName({ holder: 'Campus', universityName: 'Tribhuvan University', campusName: 'Patan' })).toBe(
      'Patan (Tribhuvan University)',
    );
  });
});

describe('budget against actual', () => {
  it('shows each head’s figures grouped, its utilisation, and the totals', () => {
    const actuals: BudgetActuals = {
      fiscalYear: '2081/82',
      scope: 'University',
      scopeName: 'Tribhuvan University',
      rows: [
        {
          financeHeadId: 1,
          headCode: 21111,
          headName: 'Salary',
          headType: 'Expenditure',
          budget: '1000000.00',
          allocated: '400000.00',
          actual: '125000.00',
          variance: '875000.00',
          utilisation: 12.5,
        },
        {
          financeHeadId: 2,
          headCode: 22211,
          headName: 'Books',
          headType: 'Expenditure',
          budget: '0.00',
          allocated: '0.00',
          actual: '2000.00',
          variance: '-2000.00',
          utilisation: null,
        },
      ],
      totals: { budget: '1000000.00', allocated: '400000.00', actual: '127000.00', variance: '873000.00' },
    };
    const figures = actualsFigures(actuals);
    expect(figures.heading).toBe('Tribhuvan University, F.Y. 2081/82');
    const [table] = figures.tables;
    expect(table!.rows).toEqual([
      ['21111 Salary', 'Expenditure', '10,00,000.00', '4,00,000.00', '1,25,000.00', '8,75,000.00', '12.5%'],
      ['22211 Books', 'Expenditure', '0.00', '0.00', '2,000.00', '-2,000.00', '—'],
    ]);
    expect(table!.totals).toEqual([['Total', '', '10,00,000.00', '4,00,000.00', '1,27,000.00', '8,73,000.00', '']]);
    expect(actualsFigures({ ...actuals, rows: [] }).empty).toBe(true);
  });
});
