/** POST AnnualReturn: the grants body opens the return of a fiscal year with its census date and deadline. */
import type { AnnualReturn, OpenReturnBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { RETURNS_KEY } from './keys.ts';

export const openAnnualReturn = (body: OpenReturnBody) =>
  apiRequest<AnnualReturn>('AnnualReturn', { method: 'POST', json: body });

export const useOpenAnnualReturn = () => useInvalidatingMutation(openAnnualReturn, [RETURNS_KEY]);
