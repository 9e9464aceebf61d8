/** POST /ProgramMgmt/AddProgramToCollege {programId: [ids], isActive: true}: a campus adopts programs. */
import type { AddProgramToCollegeBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { COLLEGE_PROGRAMS_KEY } from './get-college-programs.ts';

export function addProgramsToCollege(body: AddProgramToCollegeBody): Promise<unknown> {
  return apiRequest('ProgramMgmt/AddProgramToCollege', { method: 'POST', json: body });
}

export function useAddProgramsToCollege() {
  return useInvalidatingMutation(addProgramsToCollege, [COLLEGE_PROGRAMS_KEY]);
}
