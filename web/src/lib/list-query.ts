import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** The hook that reads a list one GET answers, cached under the key the list's writes refresh. */
export function listQueryHook<T>(queryKey: QueryKey, path: string, read = (answer: unknown) => answer as T[]) {
  return function useList() {
    return useQuery({ queryKey, queryFn: async () => read(await apiRequest<unknown>(path)) });
  };
}

/** A page of a list (or a search's answer) that keeps the previous answer on screen while the next one loads. */
export function usePagedQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
}
