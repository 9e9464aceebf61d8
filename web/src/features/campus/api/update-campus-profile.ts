/** PATCH /Campus/Profile: a campus edits its own profile, within what a campus may change. */
import type { Institution } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { CampusSubmission } from './create-campus.ts';

export function updateCampusProfile({ fields, logo }: CampusSubmission): Promise<Institution> {
  return apiRequest<Institution>('Campus/Profile', { method: 'PATCH', form: { ...fields, logo } });
}

export function useUpdateCampusProfile() {
  return useInvalidatingMutation(updateCampusProfile, [['user-details'], ['campus'], ['campuses']]);
}
