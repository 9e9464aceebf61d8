/** DELETE ResearchPublication/{id}: the record and its files are removed. */
import type { MessageResponse } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { RESEARCH_KEY } from './get-research-publications.ts';

export const useDeleteResearchPublication = () =>
  useInvalidatingMutation(
    (id: number) => apiRequest<MessageResponse>(`ResearchPublication/${id}`, { method: 'DELETE' }),
    [RESEARCH_KEY],
  );
