/** POST Qaa/Campus/{campusId}/Cycles (multipart): the campus's letter of intent opens a QAA cycle. */
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { QAA_KEY } from './get-qaa-campuses.ts';

export const useStartQaaCycle = () =>
  useInvalidatingMutation(
    ({ campusId, form }: { campusId: number; form: Record<string, FormValue> }) =>
      apiRequest<unknown>(`Qaa/Campus/${campusId}/Cycles`, { method: 'POST', form }),
    [QAA_KEY],
  );
