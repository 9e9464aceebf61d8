/** POST Budget: a new budget line of the grants body, a university, or an allocation to a campus. */
import type { BudgetBody, BudgetLine } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { BUDGET_KEY } from './get-budget-lines.ts';

export const createBudgetLine = (body: BudgetBody) => apiRequest<BudgetLine>('Budget', { method: 'POST', json: body });

export const useCreateBudgetLine = () => useInvalidatingMutation(createBudgetLine, [BUDGET_KEY]);
