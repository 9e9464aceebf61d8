/** PUT CampusReturn/{id}/Findings/{findingId}/Explanation: the campus's written explanation of a warning. */
import type { CampusReturn, ExplainFindingBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { RETURNS_KEY } from './keys.ts';

export const explainFinding = ({
  campusReturnId,
  findingId,
  body,
}: {
  campusReturnId: number;
  findingId: number;
  body: ExplainFindingBody;
}) =>
  apiRequest<CampusReturn>(`CampusReturn/${campusReturnId}/Findings/${findingId}/Explanation`, {
    method: 'PUT',
    json: body,
  });

export const useExplainFinding = () => useInvalidatingMutation(explainFinding, [RETURNS_KEY]);
