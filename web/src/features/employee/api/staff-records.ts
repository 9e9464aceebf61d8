/** Signatories, staff attendance and the staff reports (api-contract 5.7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  EmployeeAttendanceDay,
  EmployeeAttendanceEntry,
  Signature,
  StaffDetailRow,
  StaffSummaryRow,
} from '@hemis/contracts';
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

const SIGNATURES = ['signatures'] as const;

export const useSignatures = () =>
  useQuery(queryOptions({ queryKey: SIGNATURES, queryFn: () => apiRequest<Signature[]>('uploadsign') }));

export const useSignature = (id: number | undefined) =>
  useQuery({
    queryKey: [...SIGNATURES, id],
    queryFn: () => apiRequest<Signature>(`uploadsign/${id}`),
    enabled: id !== undefined,
  });

export const useSaveSignature = () =>
  useInvalidatingMutation(
    async ({ id, form }: { id?: number; form: Record<string, FormValue> }): Promise<unknown> =>
      id
        ? apiRequest<Signature>(`uploadsign/${id}`, { method: 'PATCH', form })
        : apiRequest<{ message: string; id: number }>('uploadsign/upload', { method: 'POST', form }),
    [SIGNATURES],
  );

export const useDeleteSignature = () =>
  useInvalidatingMutation(
    (id: number) => apiRequest<{ message: string }>(`uploadsign/${id}`, { method: 'DELETE' }),
    [SIGNATURES],
  );

const ATTENDANCE = ['employee-attendance'] as const;

export const useAttendanceDay = (day: string) =>
  useQuery({
    queryKey: [...ATTENDANCE, day],
    queryFn: () => apiRequest<EmployeeAttendanceDay>('AttendanceEmployee', { query: { date: day } }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
  });

export const useSaveAttendance = () =>
  useInvalidatingMutation(
    (entries: EmployeeAttendanceEntry[]) =>
      apiRequest<{ saved: number }>('AttendanceEmployee/List', { method: 'POST', json: entries }),
    [ATTENDANCE],
  );

export type StaffGroup = 'teaching' | 'nonTeaching';
export type SummaryBy = 'position' | 'ethnicity';

const SUMMARY_PATHS: Record<StaffGroup, Record<SummaryBy, string>> = {
  teaching: {
    position: 'Employee/Report/GetTeachingStaffByPostSummary',
    ethnicity: 'Employee/Report/GetTeachingStaffSummary',
  },
  nonTeaching: {
    position: 'Employee/Report/GetNonTeachingStaffByPostSummary',
    ethnicity: 'Employee/Report/GetNonTeachingStaffByEthnicity',
  },
};

export const useStaffSummary = (group: StaffGroup, by: SummaryBy) =>
  useQuery({
    queryKey: ['staff-summary', group, by],
    queryFn: () => apiRequest<StaffSummaryRow[]>(SUMMARY_PATHS[group][by]),
  });

export const useStaffDetails = (group: StaffGroup) =>
  useQuery({
    queryKey: ['staff-details', group],
    queryFn: () =>
      apiRequest<StaffDetailRow[]>(group === 'teaching' ? 'Employee/Report/Teaching' : 'Employee/Report/NonTeaching'),
  });
