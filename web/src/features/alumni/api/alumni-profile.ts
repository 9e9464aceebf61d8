/** The signed-in alumnus's own profile (Alumni/Me) and batchmates (Graduation/StudentsByBatch). */
import { useQuery } from '@tanstack/react-query';
import type { AlumniProfile } from '@hemis/contracts';
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { useCurrentUser } from '../../../lib/session/session-store.ts';

export interface Batchmate {
  id: number;
  applicantNameEng: string;
  programName: string;
  enrolledYear: number;
  passedYear: number;
  currentWork: string | null;
}

const PROFILE = ['alumni', 'me'] as const;
/** The photo is cached by its address under this key (usePrivateImage): a new photo must be fetched again. */
const PRIVATE_FILES = ['private-file'] as const;

export function useAlumniProfile() {
  // Keyed by the account: another alumnus signing in on this browser has another profile.
  const userId = useCurrentUser()?.id;
  return useQuery({
    queryKey: [...PROFILE, userId],
    queryFn: () => apiRequest<AlumniProfile>('Alumni/Me'),
  });
}

export const useUpdateAlumniProfile = () =>
  useInvalidatingMutation(
    (form: Record<string, FormValue>) => apiRequest<AlumniProfile>('Alumni/Me', { method: 'PUT', form }),
    [PROFILE, PRIVATE_FILES],
  );

export function useBatchmates() {
  const userId = useCurrentUser()?.id;
  return useQuery({
    queryKey: ['alumni', 'batchmates', userId],
    queryFn: () => apiRequest<Batchmate[]>('Graduation/StudentsByBatch'),
  });
}
