/**
 * The bulk import of universities and campuses: the template (GET RegistryImport/Template),
 * the upload (POST RegistryImport, answered 202 with a job at once) and the job's progress
 * (GET RegistryImport/{id}, asked for every IMPORT_POLL_INTERVAL_MS until it has finished).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMPORT_POLL_INTERVAL_MS, type ImportFileType, type RegistryImportJob } from '@hemis/contracts';
import { apiRequest, downloadFile } from '../../../lib/api-client.ts';

export function downloadTemplate(format: ImportFileType): Promise<void> {
  return downloadFile('RegistryImport/Template', { format }, `hemis-registry-template.${format}`);
}

export function startImport(file: File): Promise<RegistryImportJob> {
  return apiRequest<RegistryImportJob>('RegistryImport', { method: 'POST', form: { file } });
}

export function getImportJob(id: string): Promise<RegistryImportJob> {
  return apiRequest<RegistryImportJob>(`RegistryImport/${id}`);
}

export function isFinished(job: RegistryImportJob | undefined): boolean {
  return job?.status === 'succeeded' || job?.status === 'failed';
}

export function useStartImport() {
  return useMutation({ mutationFn: startImport });
}

/** The job, asked for again until it has finished; then the registry's lists are refreshed. */
export function useImportJob(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['registry-import', id],
    queryFn: async () => {
      const job = await getImportJob(id!);
      if (job.status === 'succeeded') {
        await Promise.all(
          [['campuses'], ['universities'], ['university-list']].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }
      return job;
    },
    enabled: id !== undefined,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : IMPORT_POLL_INTERVAL_MS),
  });
}
