/** GET /Subject/GetAllSubjects: the subjects of the caller's programs (api-contract 5.3). */
import { listQueryHook } from '../../../lib/list-query.ts';
import type { Subject } from '@hemis/contracts';

export const SUBJECTS_KEY = ['subjects'] as const;

export const useSubjects = listQueryHook<Subject>(SUBJECTS_KEY, 'Subject/GetAllSubjects');
