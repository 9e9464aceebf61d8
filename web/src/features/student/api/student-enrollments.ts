/**
 * Enrollment (api-contract 5.5, the legacy "Payment Form" of /enrollment/:id): a student's
 * enrolment payments, newest first, and recording one with its receipt's scan (multipart).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Enrollment } from '@hemis/contracts';
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { STUDENTS_KEY } from './student-keys.ts';

const enrollmentsKey = (studentId: number) => [...STUDENTS_KEY, 'enrollments', studentId] as const;

export const studentEnrollmentsQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: enrollmentsKey(studentId),
    queryFn: () => apiRequest<Enrollment[]>('Enrollment', { query: { studentId } }),
    enabled: Number.isInteger(studentId) && studentId > 0,
  });

export function useStudentEnrollments(studentId: number) {
  return useQuery(studentEnrollmentsQueryOptions(studentId));
}

export const useRecordEnrollment = (studentId: number) =>
  useInvalidatingMutation(
    (form: Record<string, FormValue>) =>
      apiRequest<{ id: number }>('Enrollment', { method: 'POST', form: { ...form, studentId } }),
    [enrollmentsKey(studentId)],
  );
