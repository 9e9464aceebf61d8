/** POST Qaa/Cycles/{id}/Stages (multipart): the next stage of a cycle, its date, decision, remarks and document. */
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { QAA_KEY } from './get-qaa-campuses.ts';

export const useRecordQaaStage = () =>
  useInvalidatingMutation(
    ({ cycleId, form }: { cycleId: number; form: Record<string, FormValue> }) =>
      apiRequest<unknown>(`Qaa/Cycles/${cycleId}/Stages`, { method: 'POST', form }),
    [QAA_KEY, ['report']],
  );
