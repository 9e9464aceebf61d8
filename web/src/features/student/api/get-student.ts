/** GET /Student/{id}: one student's whole record (api-contract 5.5). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentRecord } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getStudent(id: number): Promise<StudentRecord> {
  return apiRequest<StudentRecord>(`Student/${id}`);
}

export const studentQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['students', 'record', id], queryFn: () => getStudent(id) });

export function useStudent(id: number) {
  return useQuery(studentQueryOptions(id));
}
