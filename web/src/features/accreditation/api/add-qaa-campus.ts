/** POST QaaCampus: the grants body takes a campus of the registry into the QAA programme. */
import type { MessageResponse } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { QAA_KEY } from './get-qaa-campuses.ts';

export const useAddQaaCampus = () =>
  useInvalidatingMutation(
    (body: { campusId: number; remarks?: string | undefined }) =>
      apiRequest<MessageResponse>('QaaCampus', { method: 'POST', json: body }),
    [QAA_KEY],
  );
