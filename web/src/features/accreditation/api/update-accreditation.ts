/** PUT AddAccreditation/{id} (multipart): "Update Accreditation", an award's dates, fiscal year and remarks corrected. */
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { QAA_KEY } from './get-qaa-campuses.ts';

export const useUpdateAccreditation = () =>
  useInvalidatingMutation(
    ({ id, form }: { id: number; form: Record<string, FormValue> }) =>
      apiRequest<unknown>(`AddAccreditation/${id}`, { method: 'PUT', form }),
    [QAA_KEY, ['report']],
  );
