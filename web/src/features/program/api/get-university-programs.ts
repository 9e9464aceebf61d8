/** GET /ProgramMgmt/GetAllPrograms/{universityId}: a university's programs; 0 is the caller's own (api-contract 5.3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOT_APPLICABLE_ID, type Program } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const UNIVERSITY_PROGRAMS_KEY = ['programs', 'university'] as const;

export function getUniversityPrograms(universityId: number = NOT_APPLICABLE_ID): Promise<Program[]> {
  return apiRequest<Program[]>(`ProgramMgmt/GetAllPrograms/${universityId}`);
}

export const universityProgramsQueryOptions = (universityId: number = NOT_APPLICABLE_ID) =>
  queryOptions({
    queryKey: [...UNIVERSITY_PROGRAMS_KEY, universityId],
    queryFn: () => getUniversityPrograms(universityId),
  });

export function useUniversityPrograms(universityId?: number, enabled = true) {
  return useQuery({ ...universityProgramsQueryOptions(universityId), enabled });
}
