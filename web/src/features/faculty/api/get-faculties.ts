/** GET /Faculty/GetAllFaculties: every faculty the caller may see (api-contract 5.3). */
import type { Faculty } from '@hemis/contracts';
import { listQueryHook } from '../../../lib/list-query.ts';

export const FACULTIES_KEY = ['faculties'] as const;

export const useFaculties = listQueryHook<Faculty>(FACULTIES_KEY, 'Faculty/GetAllFaculties');
