/** GET Student/Me/Results: the signed-in student's published report cards, newest exam first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportCard } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { examKey } from './keys.ts';

export const getMyResults = () => apiRequest<{ data: ReportCard[]; totalRecords: number }>('Student/Me/Results');

export const myResultsQueryOptions = () => queryOptions({ queryKey: examKey('my-results'), queryFn: getMyResults });

export function useMyResults(enabled = true) {
  return useQuery({ ...myResultsQueryOptions(), enabled });
}
