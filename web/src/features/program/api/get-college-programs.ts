/** GET /ProgramMgmt/GetCollegePrograms: the programs the caller's campus runs (api-contract 5.3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollegeProgram } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const COLLEGE_PROGRAMS_KEY = ['programs', 'college'] as const;

export function getCollegePrograms(): Promise<CollegeProgram[]> {
  return apiRequest<CollegeProgram[]>('ProgramMgmt/GetCollegePrograms');
}

export const collegeProgramsQueryOptions = () =>
  queryOptions({ queryKey: COLLEGE_PROGRAMS_KEY, queryFn: getCollegePrograms });

export function useCollegePrograms() {
  return useQuery(collegeProgramsQueryOptions());
}
