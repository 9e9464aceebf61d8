/** GET AccountLedger without paging (a plain array): the ledgers of a campus's chart, to choose the one a statement is of. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountLedger } from '@hemis/contracts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { STATEMENTS_KEY } from './statement-request.ts';

export const getStatementLedgers = (campusId: string) =>
  apiRequest<AccountLedger[]>('AccountLedger', { query: { campusId: campusId || undefined } });

export const statementLedgersQueryOptions = (campusId: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...STATEMENTS_KEY, 'ledgers', campusId],
    queryFn: () => getStatementLedgers(campusId),
    enabled,
    staleTime: 60_000,
  });

export const useStatementLedgers = (campusId: string, enabled: boolean) =>
  useQuery(statementLedgersQueryOptions(campusId, enabled));
