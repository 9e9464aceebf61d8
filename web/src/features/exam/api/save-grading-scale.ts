/**
 * PUT GradingScale/{universityId}: replaces the university's whole scale. Every exam key is
 * refreshed with it, since the results' grades follow the scale.
 */
import type { GradingScale, GradingScaleBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { EXAMS_KEY } from './keys.ts';

export const saveGradingScale = ({ universityId, body }: { universityId: number; body: GradingScaleBody }) =>
  apiRequest<GradingScale>(`GradingScale/${universityId}`, { method: 'PUT', json: body });

export const useSaveGradingScale = () => useInvalidatingMutation(saveGradingScale, [EXAMS_KEY]);
