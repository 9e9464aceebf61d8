/** GET AnnualReturn: the returns opened so far, newest first, each with its progress at the reader's scope. */
import { useQuery } from '@tanstack/react-query';
import type { AnnualReturn } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { RETURNS_KEY } from './keys.ts';

export const getAnnualReturns = () => apiRequest<AnnualReturn[]>('AnnualReturn');

/** The newest return first: by census date, then by when it was opened. */
export const newestFirst = (returns: readonly AnnualReturn[]) =>
  [...returns].sort(
    (a, b) => b.censusDate.localeCompare(a.censusDate) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  );

export const useAnnualReturns = () =>
  useQuery({ queryKey: [...RETURNS_KEY, 'list'], queryFn: async () => newestFirst(await getAnnualReturns()) });
