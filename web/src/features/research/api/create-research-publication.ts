/** POST ResearchPublication (multipart): a record of the signed-in user's campus with its files. */
import type { ResearchPublication } from '@hemis/contracts';
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { RESEARCH_KEY } from './get-research-publications.ts';

export const useCreateResearchPublication = () =>
  useInvalidatingMutation(
    (form: Record<string, FormValue>) =>
      apiRequest<ResearchPublication>('ResearchPublication', { method: 'POST', form }),
    [RESEARCH_KEY],
  );
