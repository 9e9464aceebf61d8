/** GET AccountReport/TrialBalance: every ledger's debit or credit balance at the end date. */
import type { TrialBalance } from '@hemis/contracts';
import { statementEndpoint } from './statement-request.ts';

export const trialBalance = statementEndpoint<TrialBalance>('AccountReport/TrialBalance', 'trial-balance');
