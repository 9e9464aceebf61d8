/** The graduation calls (api-contract 5.9): record (enrolled or former students), list, change, certificates. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CharacterCertificate, Graduation, Page } from '@hemis/contracts';
import { apiRequest, statusOf, type FormValue, type QueryValue } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';

const GRADUATIONS = ['graduations'] as const;
const STUDENTS = ['students'] as const;

export type GraduationKind = 'enrolled' | 'old';

export function useGraduationPage(kind: GraduationKind, request: PageRequest, fiscalYearId: string) {
  return usePagedQuery([...GRADUATIONS, kind, request, fiscalYearId], () =>
    apiRequest<Page<Graduation>>(kind === 'enrolled' ? 'Graduation/GetGraduationApplicationsStudent' : 'Graduation', {
      query: {
        page: request.page,
        pageSize: request.pageSize,
        search: request.search,
        fiscalYearId,
        studentType: kind === 'old' ? 'old' : undefined,
      } as Record<string, QueryValue>,
    }),
  );
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

export function useGraduation(id: number) {
  return useQuery({
    queryKey: [...GRADUATIONS, 'one', id],
    queryFn: () => apiRequest<Graduation>(`Graduation/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** PUT Graduation/{id}: the facts again; new files replace, `clearFiles` removes. */
export const useUpdateGraduation = () =>
  useInvalidatingMutation(
    ({ id, form }: { id: number; form: Record<string, FormValue> }) =>
      apiRequest<Graduation>(`Graduation/${id}`, { method: 'PUT', form }),
    [GRADUATIONS],
  );

const CERTIFICATES = ['character-certificates'] as const;

/** The graduate's certificate record; null until it is first generated. */
export function useCharacterCertificate(graduationId: number) {
  return useQuery({
    queryKey: [...CERTIFICATES, graduationId],
    queryFn: async () => {
      try {
        return await apiRequest<CharacterCertificate>(`GraduationCC/ByGraduationApplication/${graduationId}`);
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    enabled: Number.isInteger(graduationId) && graduationId > 0,
  });
}

export const useUploadSignedCertificate = () =>
  useInvalidatingMutation(
    (form: { graduationApplicationId: number; dateOfCCGenerated: string; uploadedCCFile: File }) =>
      apiRequest<{ id: number }>('GraduationCC/GenerateGraduationCharacterCertificate', {
        method: 'POST',
        form: { ...form, status: true, hasUploaded: true },
      }),
    [CERTIFICATES],
  );

/** Printing the certificate records the day it was generated: the record is read again after. */
export function useRefreshCertificate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CERTIFICATES });
}
