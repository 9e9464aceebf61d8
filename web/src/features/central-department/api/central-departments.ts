/**
 * Central departments (GET, POST /CentralDepartment, PATCH /CentralDepartment/{id}): a
 * university's own teaching departments. One university has a few dozen, so the screen asks
 * for the largest page of one university's (or, for the grants body, of the chosen one).
 */
import {
  MAX_PAGE_SIZE,
  type CentralDepartment,
  type CreateCentralDepartmentBody,
  type Page,
  type UpdateCentralDepartmentBody,
} from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export function getCentralDepartments(universityId: string): Promise<Page<CentralDepartment>> {
  return apiRequest<Page<CentralDepartment>>('CentralDepartment', {
    query: { universityId, pageSize: MAX_PAGE_SIZE, sortBy: 'name' },
  });
}

export function useCentralDepartments(universityId: string) {
  return usePagedQuery(['central-departments', universityId], () => getCentralDepartments(universityId));
}

export function useCreateCentralDepartment() {
  return useInvalidatingMutation(
    (body: CreateCentralDepartmentBody) =>
      apiRequest<CentralDepartment>('CentralDepartment', { method: 'POST', json: body }),
    [['central-departments']],
  );
}

export function useUpdateCentralDepartment() {
  return useInvalidatingMutation(
    ({ id, body }: { id: number; body: UpdateCentralDepartmentBody }) =>
      apiRequest<CentralDepartment>(`CentralDepartment/${id}`, { method: 'PATCH', json: body }),
    [['central-departments']],
  );
}
