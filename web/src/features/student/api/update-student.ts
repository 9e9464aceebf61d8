/**
 * PATCH /Student/{id} (multipart): the edit stepper sends every field again (api-contract
 * 5.5); a transferred-in student is edited through PATCH /Student/UpdateTransferredStudent/{id}.
 */
import type { StudentRecord } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { StudentSubmission } from './create-student.ts';

export interface StudentUpdate {
  id: number;
  fields: StudentSubmission;
  /** The record came in from outside HEMIS: its transfer facts are edited too. */
  transferredIn: boolean;
}

export function updateStudent({ id, fields, transferredIn }: StudentUpdate): Promise<StudentRecord> {
  const path = transferredIn ? `Student/UpdateTransferredStudent/${id}` : `Student/${id}`;
  return apiRequest<StudentRecord>(path, { method: 'PATCH', form: { ...fields, id } });
}

export function useUpdateStudent() {
  return useInvalidatingMutation(updateStudent, [['students']]);
}
