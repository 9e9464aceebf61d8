/**
 * The steps of the approval, each sent with the version read: POST CampusReturn/{id}/Submit
 * (the campus), /Approve or /Return (its university), /Accept or /Return (the grants body).
 */
import type { CampusReturn } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { RETURNS_KEY } from './keys.ts';

export type ReturnDecision = 'Submit' | 'Approve' | 'Return' | 'Accept';

export interface DecisionInput {
  campusReturnId: number;
  decision: ReturnDecision;
  version: number;
  comment?: string;
}

export const decideReturn = ({ campusReturnId, decision, version, comment }: DecisionInput) =>
  apiRequest<CampusReturn>(`CampusReturn/${campusReturnId}/${decision}`, {
    method: 'POST',
    json: decision === 'Submit' ? { version } : { version, ...(comment ? { comment } : {}) },
  });

export const useDecideReturn = () => useInvalidatingMutation(decideReturn, [RETURNS_KEY]);
