/** GET {register} (api-contract 5.12): the campus's records in use, or those of the caller's scope. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The cache key of a register's list, which its writes refresh. */
export const registerKey = (path: string) => ['infrastructure', path.toLowerCase()] as const;

export function useRegisterRecords<Row>(path: string) {
  return useQuery({ queryKey: registerKey(path), queryFn: () => apiRequest<Row[]>(path) });
}
