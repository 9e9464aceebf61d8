/** GET ResearchPublication/Researchers: the campus's employees the form offers as the researcher. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Researcher } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const researchersQueryOptions = () =>
  queryOptions({
    queryKey: ['research-publications', 'researchers'],
    queryFn: () => apiRequest<Researcher[]>('ResearchPublication/Researchers'),
  });

export const useResearchers = () => useQuery(researchersQueryOptions());
