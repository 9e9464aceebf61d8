/** POST {register}/{id}/archive: a record entered by mistake leaves the list with its reason and is kept. */
import type { ArchiveRecordBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { registerKey } from './get-register-records.ts';

export const useArchiveRegisterRecord = (path: string) =>
  useInvalidatingMutation(
    ({ id, reason }: { id: number } & ArchiveRecordBody) =>
      apiRequest<unknown>(`${path}/${id}/archive`, { method: 'POST', json: { reason } }),
    [registerKey(path)],
  );
