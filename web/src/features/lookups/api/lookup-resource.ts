/**
 * The calls of a simple lookup (api-contract 5.2: fiscal years, batches, ethnic groups,
 * positions, holidays, age groups): a list, an add and, where the API has one, an update.
 * Each lookup's file names its paths; this keeps their fetchers, query options and hooks alike.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export interface LookupPaths {
  list: string;
  /** Absent when the API has no add (fiscal years are kept by the calendar). */
  create?: string;
  /** The record's path; absent when the API has no update. */
  update?: (id: number) => string;
  updateMethod?: 'PUT' | 'PATCH';
}

/** Lists answer a plain array, or a page object whose rows are in `data` (api-contract 4.4). */
function rowsOf<Row>(answer: Row[] | { data: Row[] }): Row[] {
  return Array.isArray(answer) ? answer : answer.data;
}

export function lookupResource<Row>(key: string, paths: LookupPaths) {
  const queryKey = ['lookups', key] as const;
  const list = async () => rowsOf(await apiRequest<Row[] | { data: Row[] }>(paths.list));
  const options = () => queryOptions({ queryKey, queryFn: list });
  const create = (body: object) =>
    paths.create
      ? apiRequest<Row>(paths.create, { method: 'POST', json: body })
      : Promise.reject(new Error(`${key} cannot be added`));
  const update = paths.update
    ? ({ id, body }: { id: number; body: object }) =>
        apiRequest<Row>(paths.update!(id), { method: paths.updateMethod ?? 'PUT', json: { ...body, id } })
    : undefined;
  return {
    queryKey,
    list,
    options,
    useList: () => useQuery(options()),
    useCreate: () => useInvalidatingMutation(create, [queryKey]),
    useUpdate: () =>
      useInvalidatingMutation(update ?? (() => Promise.reject(new Error(`${key} cannot be updated`))), [queryKey]),
    canCreate: Boolean(paths.create),
    canUpdate: Boolean(update),
  };
}
