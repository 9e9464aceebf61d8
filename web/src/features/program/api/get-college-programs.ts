/** GET /ProgramMgmt/GetCollegePrograms: the programs the caller's campus runs (api-contract 5.3). */
import type { CollegeProgram } from '@hemis/contracts';
import { listQueryHook } from '../../../lib/list-query.ts';

export const COLLEGE_PROGRAMS_KEY = ['programs', 'college'] as const;

export const useCollegePrograms = listQueryHook<CollegeProgram>(COLLEGE_PROGRAMS_KEY, 'ProgramMgmt/GetCollegePrograms');
