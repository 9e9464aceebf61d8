/** PATCH ResearchPublication/{id} (multipart): the form again; a chosen file replaces the kept one. */
import type { ResearchPublication } from '@hemis/contracts';
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { RESEARCH_KEY } from './get-research-publications.ts';

export const useUpdateResearchPublication = () =>
  useInvalidatingMutation(
    ({ id, form }: { id: number; form: Record<string, FormValue> }) =>
      apiRequest<ResearchPublication>(`ResearchPublication/${id}`, { method: 'PATCH', form: { ...form, id } }),
    [RESEARCH_KEY],
  );
