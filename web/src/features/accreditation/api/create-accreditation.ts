/** POST AddAccreditation (multipart): an award decided outside HEMIS's stages, a renewal ("renew") or a first accreditation. */
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { QAA_KEY } from './get-qaa-campuses.ts';

export const useCreateAccreditation = () =>
  useInvalidatingMutation(
    (form: Record<string, FormValue>) => apiRequest<unknown>('AddAccreditation', { method: 'POST', form }),
    [QAA_KEY, ['report']],
  );
