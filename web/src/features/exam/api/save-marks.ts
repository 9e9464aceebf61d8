/**
 * POST MarksEntry as HEMIS's own `{ rows, reason }`: each row carries the version it was read
 * with, so a grid saved over someone else's newer marks answers 409 naming whose changed; a
 * reason is needed once the exam's results are published (api-contract 5.8).
 */
import type { MarksEntryBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { EXAMS_KEY } from './keys.ts';

export interface MarksSaved {
  message: string;
  saved: number;
}

export const saveMarks = (body: MarksEntryBody) => apiRequest<MarksSaved>('MarksEntry', { method: 'POST', json: body });

export const useSaveMarks = () => useInvalidatingMutation(saveMarks, [EXAMS_KEY]);
