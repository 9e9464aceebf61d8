/** GET /MajorSubject/by-program/{programId}: the major subjects (groups) of one program, within scope. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MajorSubject } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { MAJOR_SUBJECTS_KEY } from './get-major-subjects.ts';

export function getMajorSubjectsOfProgram(programId: number): Promise<MajorSubject[]> {
  return apiRequest<MajorSubject[]>(`MajorSubject/by-program/${programId}`);
}

// Under MAJOR_SUBJECTS_KEY, so adding or editing a major refreshes these lists too.
export const majorSubjectsOfProgramQueryOptions = (programId: number) =>
  queryOptions({
    queryKey: [...MAJOR_SUBJECTS_KEY, 'by-program', programId],
    queryFn: () => getMajorSubjectsOfProgram(programId),
  });

/** Nothing is asked before a program is chosen. */
export function useMajorSubjectsOfProgram(programId: number | undefined) {
  return useQuery({ ...majorSubjectsOfProgramQueryOptions(programId ?? 0), enabled: programId !== undefined });
}
