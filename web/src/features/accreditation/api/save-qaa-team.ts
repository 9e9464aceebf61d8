/** PUT Qaa/Cycles/{id}/Team (JSON): the cycle's peer review team, replaced whole. */
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { QAA_KEY } from './get-qaa-campuses.ts';

export interface QaaTeamMember {
  name: string;
  role: string;
  institution: string;
}

export const useSaveQaaTeam = () =>
  useInvalidatingMutation(
    ({ cycleId, members }: { cycleId: number; members: QaaTeamMember[] }) =>
      apiRequest<unknown>(`Qaa/Cycles/${cycleId}/Team`, { method: 'PUT', json: { members } }),
    [QAA_KEY],
  );
