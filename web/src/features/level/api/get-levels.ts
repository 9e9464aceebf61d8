/** GET /Level/GetAllLevels: every level the caller may see (spec section 7). */
import type { Level } from '@hemis/contracts';
import { listQueryHook } from '../../../lib/list-query.ts';

export const LEVELS_KEY = ['levels'] as const;

export const useLevels = listQueryHook<Level>(LEVELS_KEY, 'Level/GetAllLevels');
