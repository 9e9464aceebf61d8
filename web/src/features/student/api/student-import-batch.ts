/**
 * GET StudentInload/Batch/{n}: a batch with its job's progress, its counts and its bad rows'
 * problems, asked for again every IMPORT_POLL_INTERVAL_MS while its job is under way.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { IMPORT_POLL_INTERVAL_MS, isBatchBusy, type StudentImportBatch } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const studentImportBatchKey = (batchNo: number | undefined) => ['student-import', batchNo] as const;

export function getStudentImportBatch(batchNo: number): Promise<StudentImportBatch> {
  return apiRequest<StudentImportBatch>(`StudentInload/Batch/${batchNo}`);
}

export const studentImportBatchQueryOptions = (batchNo: number | undefined) =>
  queryOptions({
    queryKey: studentImportBatchKey(batchNo),
    queryFn: () => getStudentImportBatch(batchNo!),
    enabled: batchNo !== undefined,
    refetchInterval: (query) => (query.state.data && !isBatchBusy(query.state.data) ? false : IMPORT_POLL_INTERVAL_MS),
  });

export function useStudentImportBatch(batchNo: number | undefined) {
  return useQuery(studentImportBatchQueryOptions(batchNo));
}
