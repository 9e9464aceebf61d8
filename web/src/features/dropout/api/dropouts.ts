/** The dropout calls (api-contract 5.6): record, list, revert. */
import type { Dropout, DropoutBody, Page } from '@hemis/contracts';
import { apiRequest, type QueryValue } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';

const DROPOUTS = ['dropouts'] as const;
/** A dropout changes the student lists too. */
const STUDENTS = ['students'] as const;

export function useDropoutPage(request: PageRequest) {
  return usePagedQuery([...DROPOUTS, request], () =>
    apiRequest<Page<Dropout>>('DropOut', {
      query: { page: request.page, pageSize: request.pageSize, search: request.search } as Record<string, QueryValue>,
    }),
  );
}

export const useRecordDropout = () =>
  useInvalidatingMutation(
    (body: DropoutBody) => apiRequest<Dropout>('DropOut', { method: 'POST', json: body }),
    [DROPOUTS, STUDENTS],
  );

export const useRevertDropout = () =>
  useInvalidatingMutation(
    (id: number) => apiRequest<{ message: string }>(`DropOut/${id}`, { method: 'DELETE' }),
    [DROPOUTS, STUDENTS],
  );
