/** GET AccountSubLedger without paging (a plain array): the sub-ledgers of one ledger of a campus, to narrow its statement. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSubLedger } from '@hemis/contracts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { STATEMENTS_KEY } from './statement-request.ts';

export const getStatementSubLedgers = (campusId: string, ledgerId: string) =>
  apiRequest<AccountSubLedger[]>('AccountSubLedger', { query: { campusId: campusId || undefined, ledgerId } });

export const statementSubLedgersQueryOptions = (campusId: string, ledgerId: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...STATEMENTS_KEY, 'sub-ledgers', campusId, ledgerId],
    queryFn: () => getStatementSubLedgers(campusId, ledgerId),
    enabled: enabled && ledgerId !== '',
    staleTime: 60_000,
  });

export const useStatementSubLedgers = (campusId: string, ledgerId: string, enabled: boolean) =>
  useQuery(statementSubLedgersQueryOptions(campusId, ledgerId, enabled));
