/**
 * PATCH /Student/BulkUpdateSection: puts the chosen students in one section of their campus,
 * named by its symbol; the client sends one request per section (api-contract 5.5).
 */
import type { BulkUpdateSectionBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { STUDENTS_KEY } from './student-keys.ts';

export function bulkUpdateSection(body: BulkUpdateSectionBody): Promise<{ updated?: number } | undefined> {
  return apiRequest<{ updated?: number } | undefined>('Student/BulkUpdateSection', { method: 'PATCH', json: body });
}

export function useBulkUpdateSection() {
  return useInvalidatingMutation(bulkUpdateSection, [STUDENTS_KEY]);
}
