/** POST /Campus (multipart, with the logo): register a campus (api-contract 5.2). */
import type { Institution } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export interface CampusSubmission {
  fields: Record<string, string>;
  logo?: File | undefined;
}

export function createCampus({ fields, logo }: CampusSubmission): Promise<Institution> {
  return apiRequest<Institution>('Campus', { method: 'POST', form: { ...fields, logo } });
}

export function useCreateCampus() {
  return useInvalidatingMutation(createCampus, [['campus'], ['campuses']]);
}
