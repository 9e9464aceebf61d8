/**
 * The public registration of a former student (api-contract 5.9): the campuses to choose from,
 * searched by name, the programs the chosen campus runs, and the submission itself, which waits
 * for the campus to verify it. None of these calls carries a session.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';

export interface AlumniCampusOption {
  id: number;
  campusName: string;
  universityName: string;
}

export interface AlumniProgramOption {
  id: number;
  programName: string;
  levelName: string;
}

export function useRegistrationCampuses(search: string) {
  return usePagedQuery(['alumni', 'campuses', search], () =>
    apiRequest<AlumniCampusOption[]>('Alumni/Campuses', { auth: false, query: { search } }),
  );
}

export function useRegistrationPrograms(campusId: number | undefined) {
  return useQuery({
    queryKey: ['alumni', 'campus-programs', campusId],
    queryFn: () => apiRequest<AlumniProgramOption[]>(`Alumni/Campuses/${campusId}/Programs`, { auth: false }),
    enabled: Boolean(campusId),
  });
}

/** The route reads PascalCase fields (FiscalYearID, CampusId, ...), as the original client sends them. */
const WIRE_NAMES: Readonly<Record<string, string>> = { gpa: 'GPA' };
const wireName = (field: string) => WIRE_NAMES[field] ?? field.charAt(0).toUpperCase() + field.slice(1);

export function submitAlumniApplication(fields: Record<string, FormValue>): Promise<{ message: string }> {
  const form = Object.fromEntries(Object.entries(fields).map(([field, value]) => [wireName(field), value]));
  return apiRequest('Graduation/AlumniSubmitGraduationApplication', { method: 'POST', auth: false, form });
}

export function useSubmitAlumniApplication() {
  return useMutation({ mutationFn: submitAlumniApplication });
}
