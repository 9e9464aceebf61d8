/** POST AnnualReturn/{id}/Campus/{campusId}/Snapshot: a campus's staff take (or refresh) its snapshot and its validation. */
import type { CampusReturn } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { RETURNS_KEY } from './keys.ts';

export const takeSnapshot = ({ id, campusId }: { id: number; campusId: number }) =>
  apiRequest<CampusReturn>(`AnnualReturn/${id}/Campus/${campusId}/Snapshot`, { method: 'POST' });

export const useTakeSnapshot = () => useInvalidatingMutation(takeSnapshot, [RETURNS_KEY]);
