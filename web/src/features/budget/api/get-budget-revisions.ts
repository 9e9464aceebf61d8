/** GET Budget/{id}/Revisions: a budget line's revisions, each with the amount before, the reason and who made it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BudgetRevision } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { BUDGET_KEY } from './get-budget-lines.ts';

export const getBudgetRevisions = (id: number) => apiRequest<BudgetRevision[]>(`Budget/${id}/Revisions`);

export const budgetRevisionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...BUDGET_KEY, 'revisions', id], queryFn: () => getBudgetRevisions(id) });

export const useBudgetRevisions = (id: number) => useQuery(budgetRevisionsQueryOptions(id));
