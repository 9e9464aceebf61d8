/** The graduation calls (api-contract 5.9): record (enrolled or former students), list, change. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Graduation, Page } from '@hemis/contracts';
import { apiRequest, type FormValue, type QueryValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';

const GRADUATIONS = ['graduations'] as const;
const STUDENTS = ['students'] as const;

export type GraduationKind = 'enrolled' | 'old';

export function useGraduationPage(kind: GraduationKind, request: PageRequest, fiscalYearId: string) {
  return useQuery({
    queryKey: [...GRADUATIONS, kind, request, fiscalYearId],
    queryFn: () =>
      apiRequest<Page<Graduation>>(kind === 'enrolled' ? 'Graduation/GetGraduationApplicationsStudent' : 'Graduation', {
        query: {
          page: request.page,
          pageSize: request.pageSize,
          search: request.search,
          fiscalYearId,
          studentType: kind === 'old' ? 'old' : undefined,
        } as Record<string, QueryValue>,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useRecordGraduation = () =>
  useInvalidatingMutation(
    ({ kind, form }: { kind: GraduationKind; form: Record<string, FormValue> }) =>
      apiRequest<{ id: number }>(
        kind === 'enrolled'
          ? 'Graduation/GenerateGraduationApplicationForStudent'
          : 'Graduation/GenerateGraduationApplication',
        { method: 'POST', form },
      ),
    [GRADUATIONS, STUDENTS],
  );
