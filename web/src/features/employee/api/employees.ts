/**
 * The employee calls (api-contract 5.7): one page of the staff list, one record, register
 * and edit (multipart), and the documents page's files.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee, EmployeeFile, EmployeeFileKind, EmployeeListQuery, EmployeePage } from '@hemis/contracts';
import { apiRequest, type FormValue, type QueryValue } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';

export type EmployeeForm = Record<string, FormValue>;
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';

export type EmployeeListFilters = Pick<EmployeeListQuery, 'employeeType' | 'positionType' | 'owner' | 'campusId'>;

const EMPLOYEES = ['employees'] as const;

export function getEmployeePage(request: PageRequest, filters: EmployeeListFilters): Promise<EmployeePage> {
  const query: Record<string, QueryValue> = { ...request, ...(filters as Record<string, QueryValue>) };
  return apiRequest<EmployeePage>('Employee/GetAllEmployeees', { query });
}

export function useEmployeePage(request: PageRequest, filters: EmployeeListFilters) {
  return usePagedQuery([...EMPLOYEES, 'page', request, filters], () => getEmployeePage(request, filters));
}

export const employeeQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...EMPLOYEES, 'record', id], queryFn: () => apiRequest<Employee>(`Employee/${id}`) });

export const useEmployee = (id: number | undefined) =>
  useQuery({ ...employeeQueryOptions(id ?? 0), enabled: id !== undefined });

export const useRegisterEmployee = () =>
  useInvalidatingMutation(
    (form: EmployeeForm) => apiRequest<Employee>('Employee', { method: 'POST', form }),
    [EMPLOYEES],
  );

export const useEditEmployee = () =>
  useInvalidatingMutation(
    ({ id, form }: { id: number; form: EmployeeForm }) =>
      apiRequest<Employee>(`Employee/${id}`, { method: 'PATCH', form }),
    [EMPLOYEES],
  );

export const useUploadEmployeeFile = () =>
  useInvalidatingMutation(
    ({ id, kind, file }: { id: number; kind: EmployeeFileKind; file: File }) =>
      apiRequest<EmployeeFile[]>(`Employee/${id}/file/${kind}`, { method: 'PUT', form: { file } }),
    [EMPLOYEES],
  );

export const useDeleteEmployeeFile = () =>
  useInvalidatingMutation(
    ({ id, kind }: { id: number; kind: EmployeeFileKind }) =>
      apiRequest<EmployeeFile[]>(`Employee/${id}/file/${kind}`, { method: 'DELETE' }),
    [EMPLOYEES],
  );
