/**
 * Work entries (AlumniEmployee, api-contract 5.9): the alumnus adds, changes and removes their
 * own; campus staff read those of a graduate in their scope.
 */
import { useQuery } from '@tanstack/react-query';
import type { AlumniWork } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { useCurrentUser } from '../../../lib/session/session-store.ts';

/** What Create and Update take: the dates as AD days (YYYY-MM-DD). */
export interface AlumniWorkBody {
  organizationName: string;
  designation: string;
  employmentType?: string | undefined;
  organizationAddress?: string | undefined;
  startDate: string;
  endDate?: string | undefined;
  isCurrent?: boolean | undefined;
  remarks?: string | undefined;
}

const WORK = ['alumni', 'work'] as const;
/** A current job shows on the batchmates list too. */
const BATCHMATES = ['alumni', 'batchmates'] as const;

export function useOwnWork() {
  const userId = useCurrentUser()?.id;
  return useQuery({
    queryKey: [...WORK, 'own', userId],
    queryFn: () => apiRequest<AlumniWork[]>('AlumniEmployee'),
  });
}

export const useSaveWork = () =>
  useInvalidatingMutation(
    ({ id, body }: { id?: number; body: AlumniWorkBody }) =>
      id
        ? apiRequest<AlumniWork>(`AlumniEmployee/Update/${id}`, { method: 'PUT', json: body })
        : apiRequest<AlumniWork>('AlumniEmployee/Create', { method: 'POST', json: body }),
    [WORK, BATCHMATES],
  );

export const useDeleteWork = () =>
  useInvalidatingMutation(
    (id: number) => apiRequest<{ message: string }>(`AlumniEmployee/Delete/${id}`, { method: 'DELETE' }),
    [WORK, BATCHMATES],
  );

/** Staff: the work entries of one graduate. */
export function useGraduateWork(graduationApplicationId: number) {
  return useQuery({
    queryKey: [...WORK, 'graduate', graduationApplicationId],
    queryFn: () =>
      apiRequest<AlumniWork[]>('AlumniEmployee/ByGraduationApplication', { query: { graduationApplicationId } }),
  });
}
