/** GET /MajorSubject: the major subjects (groups) of the caller's campus (api-contract 5.3). */
import type { MajorSubject } from '@hemis/contracts';
import { listQueryHook } from '../../../lib/list-query.ts';

export const MAJOR_SUBJECTS_KEY = ['major-subjects'] as const;

export const useMajorSubjects = listQueryHook<MajorSubject>(MAJOR_SUBJECTS_KEY, 'MajorSubject');
