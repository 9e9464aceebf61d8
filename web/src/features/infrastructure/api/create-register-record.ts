/** POST {register} (api-contract 5.12): a record of the signed-in user's campus. */
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { registerKey } from './get-register-records.ts';

export const useCreateRegisterRecord = <Body, Row>(path: string) =>
  useInvalidatingMutation((body: Body) => apiRequest<Row>(path, { method: 'POST', json: body }), [registerKey(path)]);
