/** GET AccountReport/IncomeExpenditure: income and expenditure between the dates, and the surplus. */
import type { IncomeExpenditureStatement } from '@hemis/contracts';
import { statementEndpoint } from './statement-request.ts';

export const incomeExpenditure = statementEndpoint<IncomeExpenditureStatement>(
  'AccountReport/IncomeExpenditure',
  'income-and-expenditure',
);
