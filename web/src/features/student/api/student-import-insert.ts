/**
 * POST StudentInload/Insert?BatchNo=<n>: writes the batch's good rows (a background job; the
 * batch is polled again until it has finished). Asking again writes nothing new.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentImportBatch } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { studentImportBatchKey } from './student-import-batch.ts';

export function insertStudentBatch(batchNo: number): Promise<StudentImportBatch> {
  return apiRequest<StudentImportBatch>('StudentInload/Insert', {
    method: 'POST',
    query: { BatchNo: batchNo },
    json: {},
  });
}

export function useInsertStudentBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertStudentBatch,
    onSuccess: async (batch) => {
      queryClient.setQueryData(studentImportBatchKey(batch.batchNo), batch);
      await queryClient.invalidateQueries({ queryKey: studentImportBatchKey(batch.batchNo) });
      await queryClient.invalidateQueries({ queryKey: ['students'] });
    },
  });
}
