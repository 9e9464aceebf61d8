/**
 * GET GradingScale?universityId: a university's grading scale, highest band first (the default
 * scale while it has set none). The grants body names the university; everyone else reads their own.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GradingScale } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { examKey } from './keys.ts';

export const getGradingScale = (universityId: number | undefined) =>
  apiRequest<GradingScale>('GradingScale', { query: { universityId } });

export const gradingScaleQueryOptions = (universityId: number | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: examKey('grading-scale', universityId ?? 'own'),
    queryFn: () => getGradingScale(universityId),
    enabled,
  });

export function useGradingScale(universityId: number | undefined, enabled = true) {
  return useQuery(gradingScaleQueryOptions(universityId, enabled));
}
