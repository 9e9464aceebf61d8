/**
 * POST AnnualReturn/{id}/Snapshots: the grants body takes every campus's snapshot in the
 * background; the answer is a job, asked for again every IMPORT_POLL_INTERVAL_MS until it has
 * finished (GET AnnualReturn/{id}/Snapshots/{jobId}), when the progress is read again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPORT_POLL_INTERVAL_MS, type ReturnSnapshotsJob } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { RETURNS_KEY } from './keys.ts';

type SnapshotsJob = ReturnSnapshotsJob;

export const isJobFinished = (job: SnapshotsJob | undefined) => job?.status === 'succeeded' || job?.status === 'failed';

export const takeAllSnapshots = (id: number) =>
  apiRequest<SnapshotsJob>(`AnnualReturn/${id}/Snapshots`, { method: 'POST' });

export const useTakeAllSnapshots = () => useMutation({ mutationFn: takeAllSnapshots });

export function useSnapshotsJob(id: number, jobId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...RETURNS_KEY, 'snapshots-job', id, jobId],
    queryFn: async () => {
      const job = await apiRequest<SnapshotsJob>(`AnnualReturn/${id}/Snapshots/${jobId}`);
      if (isJobFinished(job)) await queryClient.invalidateQueries({ queryKey: [...RETURNS_KEY, 'progress'] });
      return job;
    },
    enabled: jobId !== undefined,
    refetchInterval: (query) => (isJobFinished(query.state.data) ? false : IMPORT_POLL_INTERVAL_MS),
  });
}
