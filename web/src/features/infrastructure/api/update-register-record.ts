/** PUT {register}/{id}, or PATCH for Facilty (api-contract 5.12): the whole form again with its id. */
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { registerKey } from './get-register-records.ts';

export const useUpdateRegisterRecord = <Body, Row>(path: string, method: 'PUT' | 'PATCH') =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: Body }) => apiRequest<Row>(`${path}/${id}`, { method, json: { ...body, id } }),
    [registerKey(path)],
  );
