/** PUT AddCampusAccreditation/{campusId} (multipart): "Edit Campus for Accreditation", the campus's registry record corrected. */
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { QAA_KEY } from './get-qaa-campuses.ts';

export const useUpdateCampusAccreditation = () =>
  useInvalidatingMutation(
    ({ campusId, form }: { campusId: number; form: Record<string, FormValue> }) =>
      apiRequest<unknown>(`AddCampusAccreditation/${campusId}`, { method: 'PUT', form }),
    [QAA_KEY, ['campuses']],
  );
