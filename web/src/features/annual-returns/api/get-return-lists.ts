/** GET CampusReturn/{id}/Students and /Staff: a snapshot's lists as counted, paged by the server. */
import type { z } from 'zod';
import type { Page, ReturnStaffRowSchema, ReturnStudentRowSchema } from '@hemis/contracts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { RETURNS_KEY } from './keys.ts';

export type ReturnStudentRow = z.infer<typeof ReturnStudentRowSchema>;
export type ReturnStaffRow = z.infer<typeof ReturnStaffRowSchema>;

export type ReturnList = 'Students' | 'Staff';

interface Rows {
  Students: ReturnStudentRow;
  Staff: ReturnStaffRow;
}

export function getReturnList<L extends ReturnList>(campusReturnId: number, list: L, request: PageRequest) {
  return apiRequest<Page<Rows[L]>>(`CampusReturn/${campusReturnId}/${list}`, { query: pageQuery(request) });
}

export function useReturnList<L extends ReturnList>(campusReturnId: number, list: L, request: PageRequest) {
  return usePagedQuery([...RETURNS_KEY, 'lists', campusReturnId, list, request], () =>
    getReturnList(campusReturnId, list, request),
  );
}
