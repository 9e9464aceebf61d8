/** GET ProgramMgmt/GetProgramByCOllegeId: the programs a campus runs, to import students into (the caller's own campus without one). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollegeProgram } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getProgramsOfCampus(campusId: number | undefined): Promise<CollegeProgram[]> {
  return apiRequest<CollegeProgram[]>('ProgramMgmt/GetProgramByCOllegeId', { query: { collegeId: campusId } });
}

export const programsOfCampusQueryOptions = (campusId: number | undefined) =>
  queryOptions({ queryKey: ['programs', 'college', campusId ?? 'own'], queryFn: () => getProgramsOfCampus(campusId) });

export function useProgramsOfCampus(campusId: number | undefined, enabled: boolean) {
  return useQuery({ ...programsOfCampusQueryOptions(campusId), enabled });
}
