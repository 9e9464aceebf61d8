/** GET AccountReport/BalanceSheet: assets, liabilities and equity at the end date. */
import type { BalanceSheet } from '@hemis/contracts';
import { statementEndpoint } from './statement-request.ts';

export const balanceSheet = statementEndpoint<BalanceSheet>('AccountReport/BalanceSheet', 'balance-sheet');
