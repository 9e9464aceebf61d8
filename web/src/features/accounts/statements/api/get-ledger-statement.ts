/** GET AccountReport/LedgerStatement: a ledger's (or sub-ledger's) postings with the running balance. */
import type { LedgerStatement } from '@hemis/contracts';
import { statementEndpoint } from './statement-request.ts';

export const ledgerStatement = statementEndpoint<LedgerStatement>('AccountReport/LedgerStatement', 'ledger-statement');
