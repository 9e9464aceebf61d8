/** GET /ProgramMgmt/GetAllPrograms: the programs with their periods and the campus's course fees, for the enrolment payment form (api-contract 5.3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegacyProgramList } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const enrolmentProgramsQueryOptions = () =>
  queryOptions({
    queryKey: ['programs', 'enrolment'],
    queryFn: () => apiRequest<LegacyProgramList>('ProgramMgmt/GetAllPrograms'),
  });

export function useEnrolmentPrograms() {
  return useQuery(enrolmentProgramsQueryOptions());
}
