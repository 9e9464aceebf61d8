/** POST /University (multipart, with the logo): the grants body registers a university. */
import type { University } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export function createUniversity({
  fields,
  logo,
}: {
  fields: Record<string, string>;
  logo?: File | undefined;
}): Promise<University> {
  return apiRequest<University>('University', { method: 'POST', form: { ...fields, logo } });
}

export function useCreateUniversity() {
  return useInvalidatingMutation(createUniversity, [['universities'], ['university-list']]);
}
